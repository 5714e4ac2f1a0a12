import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesApp
@testable import NotesModel
@testable import NotesStorage

/// Quitting when the library cannot be saved (issue: a full disk, a new
/// note, Ctrl-S said "Not saved", then `q` exited 73 and the note was
/// nowhere): `q` and Ctrl-C ask first, and every way out — yes to the
/// question, a signal, a terminal too small to ask in — writes what was
/// not saved to a rescue copy that `notes-tui import` reads back.
@Suite struct UnsavedWorkOnQuitTests {
    static let diskFull = StoreError.unwritable(path: "/test/notes.json", reason: "no space left on device")

    private func launch(_ folder: TemporaryDirectory, size: Size = Size(rows: 24, columns: 80)) throws -> AppHarness {
        try AppHarness(library: Fixtures.library(["Shopping", "Ideas"]), size: size, rescueFolders: [folder.path]).launch()
    }

    private func rescueFiles(_ folder: TemporaryDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix("notes-tui-rescue-") }.map { folder.file($0) }
    }

    private func rescued(_ path: String) throws -> [Note] {
        try LibraryCodec.decode(Data(contentsOf: URL(fileURLWithPath: path))).notes
    }

    /// The disk is full from now on; a new note titled `title` is saved
    /// with Ctrl-S, which fails and leaves the note only in memory.
    private func failSavingANewNote(_ app: AppHarness, title: String) {
        app.store.failEverySave = Self.diskFull
        app.press(.character("n"))
        app.type(title)
        app.press(.control("s"))
    }

    /// What `NotesApplication` does after the loop: the error it reports.
    private func terminationError(_ app: AppHarness) -> UnsavedWorkError? {
        do {
            try app.terminate()
            return nil
        } catch {
            return error as? UnsavedWorkError
        }
    }

    @Test func qAfterAFailedSaveAsksAndYesWritesTheRescueCopy() throws {
        let folder = try TemporaryDirectory()
        let app = try launch(folder)
        failSavingANewNote(app, title: "Tax return")
        #expect(app.lines[23].hasPrefix("Not saved: cannot save /test/notes.json: no space left on device"))
        app.press(.character("q"))
        #expect(app.outcome == nil)
        #expect(app.lines[23].hasPrefix("Not saved — quit and keep a rescue copy? (y/n)"), "\(app.lines[23])")
        #expect(rescueFiles(folder).isEmpty)
        app.press(.character("x"))  // not an answer: still asking
        #expect(app.lines[23].hasPrefix("Not saved — quit and keep a rescue copy? (y/n)"))
        app.press(.character("n"))
        #expect(app.outcome == nil)
        #expect(!app.lines[23].contains("(y/n)"))
        app.press(.character("q"), .character("y"))
        #expect(app.outcome == .quit)
        let path = try #require(rescueFiles(folder).first)
        #expect(try rescued(path).map(\.title) == ["Tax return"])
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        // The line on stderr names the same file and how to bring it back.
        let error = try #require(terminationError(app))
        #expect(error.rescuePath == path)
        #expect(error.message.contains("bring it back with 'notes-tui import \(path)'"))
        #expect(error.exitCode == 73)
        #expect(rescueFiles(folder).count == 1)
    }

    @Test func ctrlCWhileTypingAsksAndASecondCtrlCRescuesTheEdit() throws {
        let folder = try TemporaryDirectory()
        let app = try launch(folder)
        app.store.failEverySave = Self.diskFull
        app.press(.enter, .controlEnd)  // opens "Shopping"
        app.type(" and bread")
        app.press(.control("c"))
        #expect(app.outcome == nil)
        #expect(app.lines[23].contains("(y/n)"))
        app.press(.control("c"))
        #expect(app.outcome == .quit)
        let path = try #require(rescueFiles(folder).first)
        let note = try #require(try rescued(path).first)
        #expect(note.id == Fixtures.note(1, title: "Shopping").id)
        #expect(note.body == "Body of Shopping and bread")
        #expect(terminationError(app)?.rescuePath == path)
    }

    static let brokenByHand = StoreError.unreadable(path: "/test/notes.json", reason: "not valid JSON at line 3")

    @Test(arguments: [(TerminationSignal.terminate, diskFull), (.hangup, diskFull), (.interrupt, diskFull),
                      (.terminate, brokenByHand), (.hangup, brokenByHand)])
    func aSignalWithTheLibraryUnsavableWritesTheRescueCopy(signal: TerminationSignal, failure: StoreError) throws {
        let folder = try TemporaryDirectory()
        let app = try launch(folder)
        app.press(.enter, .controlEnd)
        app.type(" typed before the signal")
        app.store.failEverySave = failure
        app.send(.terminate(signal))
        #expect(app.outcome != nil)
        let error = try #require(terminationError(app))
        let path = try #require(error.rescuePath)
        #expect(try rescued(path).first?.body == "Body of Shopping typed before the signal")
        #expect(error.exitCode == failure.exitCode)
    }

    /// Too small to show the question: Ctrl-C quits, and the rescue copy is written on the way out.
    @Test func ctrlCInATerminalTooSmallToAskQuitsAndRescues() throws {
        let folder = try TemporaryDirectory()
        let app = try launch(folder)
        failSavingANewNote(app, title: "Small")
        app.resize(Size(rows: 4, columns: 20))
        app.press(.control("c"))
        #expect(app.outcome == .quit)
        let error = try #require(terminationError(app))
        #expect(try rescued(try #require(error.rescuePath)).map(\.title) == ["Small"])
    }

    @Test func whenNoFolderTakesTheRescueCopyTheAppStaysOpen() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"]), rescueFolders: ["/nonexistent/notes-tui-test"]).launch()
        app.store.failEverySave = Self.diskFull
        app.press(.character("n"))
        app.type("Keep me")
        app.press(.control("s"))
        app.press(.character("q"), .character("y"))
        #expect(app.outcome == nil)
        #expect(app.lines[23].hasPrefix("Could not write a rescue copy anywhere; still open"))
        // Once the disk has room again, quitting saves as usual.
        app.store.failEverySave = nil
        app.press(.character("q"))
        #expect(app.outcome == .quit)
        #expect(app.savedNotes.contains { $0.title == "Keep me" })
    }

    @Test func quittingWithEverythingSavedWritesNoRescueCopy() throws {
        let folder = try TemporaryDirectory()
        let app = try launch(folder)
        app.press(.character("n"))
        app.type("Fine")
        app.press(.control("s"), .character("q"))
        #expect(app.outcome == .quit)
        #expect(terminationError(app) == nil)
        #expect(rescueFiles(folder).isEmpty)
    }

    /// The kind: random edits, the disk filling up at a random moment, and
    /// a random way out (`q`, Ctrl-C, each signal), with an edit left open
    /// or not. The latest text of every note typed into ends up in the
    /// library, its draft, or the rescue copy: none vanishes.
    @Test func noWayOutLosesWhatWasTyped() throws {
        var random = SeededRandom.fromEnvironment(fallback: 31)
        for run in 0..<SeededRandom.iterations(fallback: 60) {
            let folder = try TemporaryDirectory()
            let app = try launch(folder)
            var expected: [String: String] = [:]  // title → the latest body typed
            let steps = Int.random(in: 1...5, using: &random)
            let failAt = Int.random(in: 0...steps, using: &random)
            for step in 0..<steps {
                if step == failAt { app.store.failEverySave = Self.diskFull }
                let word = "r\(run)s\(step)"
                let isLast = step == steps - 1
                if Bool.random(using: &random) {
                    app.press(.character("n"))
                    app.type("T\(word)")
                    app.press(.tab)
                    app.type(word)
                    expected["T\(word)"] = word
                } else {
                    app.press(.home, .enter)
                    app.type(" \(word)")
                }
                if let detail = app.topScreen as? NoteDetailScreen { expected[detail.title.text] = detail.body.text }
                if !isLast || Bool.random(using: &random) { app.press(.control("s")) }
            }
            if steps == failAt { app.store.failEverySave = Self.diskFull }
            let editing = app.topScreen is NoteDetailScreen
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !editing: app.press(.character("q"), .character("y"))
            case 1: app.send(.terminate(.terminate))
            case 2: app.send(.terminate(.hangup))
            default: app.press(.control("c"), .control("c"))
            }
            #expect(app.outcome != nil, "run \(run)")
            let error = terminationError(app)
            let rescuedNotes = try error?.rescuePath.map(rescued) ?? []
            let kept = app.savedNotes + rescuedNotes
            for (title, body) in expected {
                let found = kept.contains { $0.title == title && $0.body == body }
                    || (app.savedDraft?.title == title && app.savedDraft?.body == body)
                #expect(found, "seed \(random.seed) run \(run): lost \(title) = \(body)")
            }
        }
    }
}
