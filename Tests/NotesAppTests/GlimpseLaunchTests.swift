import Foundation
import NotesSettings
import TerminalKit
import TerminalKitTestSupport
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesApp
@testable import NotesCore
@testable import NotesModel
@testable import NotesStorage

/// A large library's first frame is drawn from a glimpse (the list's first
/// screenful) and the whole library is loaded right after, before any key.
/// Whatever the library and the window, the first frame is the frame a
/// full load draws, and keys typed ahead act on every note.
@Suite struct GlimpseLaunchTests {
    /// The app on a real library file at `path`, glimpsing any size of file.
    private static func launch(path: String, size: Size, sort: NoteSort, keys: [Key] = []) throws
        -> (terminal: MemoryTerminal, scene: SceneDelegate, trace: [String]) {
        let trace = path + ".trace"
        var settings = Settings()
        settings.sort = sort
        let app = AppDelegate(options: LaunchOptions(dataFile: path), environment: ["NOTES_TUI_TRACE": trace], makeContainer: { path, trace in
            AppContainer(dataFilePath: path, trace: trace, clock: { NoteFixtures.date(100_000) },
                         timeZone: .fixed(TimeZone(identifier: "UTC")!),
                         makeStore: {
                             let store = JSONFileStore(path: path)
                             store.smallestGlimpsedFile = 0
                             return store
                         })
        }, settings: settings)
        let terminal = MemoryTerminal(size: size)
        for key in keys { terminal.press(key) }
        try app.didFinishLaunching()
        let scene = app.configurationForConnecting()
        scene.willConnect(to: terminal)
        scene.sceneDidBecomeActive()
        while scene.finishedOutcome == nil, let event = terminal.nextEvent(timeout: 0) { scene.step(event) }
        let lines = ((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        return (terminal, scene, lines)
    }

    private static func randomLibrary(_ random: inout SeededRandom, count: Int) -> Library {
        var library = NoteFixtures.largeLibrary(count: count, bodyLength: Int.random(in: 0...120, using: &random))
        for index in library.notes.indices {
            // Few dates: ties broken by the id, as the list does.
            library.notes[index].modified = NoteFixtures.date(Double(Int.random(in: 0..<20, using: &random)))
            library.notes[index].pinned = Int.random(in: 0..<8, using: &random) == 0
            if Int.random(in: 0..<6, using: &random) == 0 { library.notes[index].trashed = NoteFixtures.date(5) }
        }
        library.notes.shuffle(using: &random)
        return library
    }

    @Test func theFirstFrameIsTheFrameOfTheWholeLibrary() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x611_4D60)
        let folder = try TemporaryDirectory()
        for iteration in 0..<SeededRandom.iterations(fallback: 30) {
            let path = folder.file("notes\(iteration).json")
            let library = Self.randomLibrary(&random, count: Int.random(in: 1...(NotesController.glimpseSize + 60), using: &random))
            try TestFiles.write(LibraryCodec.encode(library), to: path)
            let size = Size(rows: Int.random(in: 6...70, using: &random), columns: Int.random(in: 30...200, using: &random))
            let sort: NoteSort = Bool.random(using: &random) ? .modified : .created
            let run = try Self.launch(path: path, size: size, sort: sort)
            let context = "seed \(random.seed), case \(iteration), \(size.rows)×\(size.columns), by \(sort)"
            #expect(run.trace.contains("NotesStore.glimpse"), "\(context): no glimpse")
            #expect(run.terminal.frames.count >= 1)
            #expect(run.terminal.frames.first == run.terminal.frames.last, "\(context): the first frame was not the full load's")
            let shown = library.notes.filter { $0.trashed == nil }.count
            #expect(run.terminal.screenText.contains("\(shown) note"), "\(context): the count is not the library's")
        }
    }

    @Test func theRestIsLoadedBeforeAnyKey() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let library = NoteFixtures.largeLibrary(count: NotesController.glimpseSize * 2)
        try TestFiles.write(LibraryCodec.encode(library), to: path)
        // Typed ahead, before the first frame: to the end of the list.
        let run = try Self.launch(path: path, size: Size(rows: 24, columns: 80), sort: .modified, keys: [.character("G")])
        let steps = ["NotesStore.load", "NotesStore.glimpse", "NotesList.viewWillAppear", "SceneDelegate.sceneDidBecomeActive",
                     "NotesStore.loadRest"]
        #expect(run.trace.filter(steps.contains) == steps)
        // The oldest note of all, not the last of the glimpse.
        #expect(run.terminal.screenText.contains("400/400 notes"))
        #expect(run.terminal.screenText.contains("Note 0 "))
    }

    @Test func aLibraryThatFailsAfterItsGlimpseEndsTheAppWithTheLoadsError() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        var bytes = LibraryCodec.encode(NoteFixtures.largeLibrary(count: NotesController.glimpseSize * 2))
        // Bad UTF-8 in the oldest note, which no glimpse decodes.
        let body = Array("The quick".utf8)
        let at = try #require((0..<bytes.count).first { Array(bytes[$0..<($0 + body.count)]) == body }) + 4
        bytes[at] = 0xFF
        try TestFiles.write(bytes, to: path)
        let run = try Self.launch(path: path, size: Size(rows: 24, columns: 80), sort: .modified, keys: [.character("d"), .character("y")])
        guard case let .failed(error) = run.scene.finishedOutcome else {
            Issue.record("the app went on with part of the library: \(String(describing: run.scene.finishedOutcome))")
            return
        }
        #expect(error.message.contains("UTF-8"))
        #expect(TestFiles.bytes(at: path) == bytes, "nothing was written")
    }
}
