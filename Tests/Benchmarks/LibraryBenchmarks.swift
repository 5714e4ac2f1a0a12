import Foundation
import LibraryFormat
import NotesApp
import NotesCore
import NotesModel
import NotesStorage
import TerminalKit

/// Issue 7's figures for one library size: load and save in process, keys
/// on the Notes list through the real app with a scripted terminal, and the
/// release binary started as a person (in a pty) and as a script would.
struct LibraryBenchmarks {
    let label: String
    let count: Int
    /// Samples per figure.
    let runs: Int
    let folder: String
    /// The release `notes-tui` binary.
    let binary: String

    var path: String { folder + "/notes-\(label).json" }
    private(set) var fileMB = 0.0

    /// The targets at 10,000 notes (applied to 1,000 too), and at 100,000.
    private var isLarge: Bool { count > 10_000 }
    private func target(_ upToTenThousand: Double?, large: Double? = nil) -> Double? {
        isLarge ? large : upToTenThousand
    }

    mutating func run(log: (String) -> Void) -> [Figure] {
        log("generating \(count) notes…")
        let library = LibraryGenerator.library(count: count)
        let bytes = LibraryCodec.encode(library)
        // Figures for a library that was never written would be for nothing.
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            log("cannot write the generated library to \(path)")
            exit(73)
        }
        fileMB = Double(bytes.count) / 1_048_576
        log(String(format: "  %.1f MB of JSON", fileMB))
        var figures: [Figure] = []
        func add(_ name: String, _ samples: [Double], target: Double?) {
            figures.append(Figure(name: name, library: label, unit: .milliseconds, samples: samples, target: target))
        }
        func add(_ name: String, _ unit: Figure.Unit, _ samples: [Double], target: Double?) {
            figures.append(Figure(name: name, library: label, unit: unit, samples: samples, target: target))
        }

        log("  start → first frame, memory, bytes written (pty)…")
        let interactive = measureInteractive()
        add("start → first full frame (pty)", interactive.start, target: target(25, large: 120))
        add("load: read + decode", measureLoad(), target: target(25))
        add("load: glimpse of the first screenful (what the first frame waits for)", measureGlimpse(), target: nil)
        add("load: Foundation's JSONDecoder, for comparison (keeps no unknown fields)",
            JSONDecoderBaseline.measure(path: path, runs: runs), target: nil)
        add("save: encode + atomic durable write", measureSave(library), target: target(40))
        let draft = DraftAutosaveBenchmark.measure(libraryAt: path, folder: folder, label: label, runs: runs)
        add("draft autosave (a pause while typing)", draft.milliseconds, target: nil)
        add("bytes written by one draft autosave (note: \(draft.noteSize) bytes)", .bytes, draft.bytes,
            target: Double(draft.noteSize + 4_096))

        log("  keys on the Notes list…")
        let keys = measureKeys()
        let keyTarget = target(8, large: 30)
        add("first pause after start: one slice of preparing notes for search", keys["fold"] ?? [], target: nil)
        add("filter key, before idle time prepared the notes: first character (`z`)", keys["first"] ?? [], target: keyTarget)
        add("filter key, before idle time prepared the notes: one more character (`mountain`)", keys["type"] ?? [], target: keyTarget)
        add("filter key, before idle time prepared the notes: one deleted", keys["delete"] ?? [], target: keyTarget)
        add("filter key, every note prepared: first character", keys["preparedFirst"] ?? [], target: keyTarget)
        add("filter key, every note prepared: one more character", keys["preparedType"] ?? [], target: keyTarget)
        add("filter key, every note prepared: one deleted", keys["preparedDelete"] ?? [], target: keyTarget)
        add("scroll key `j`: top of the list", keys["top"] ?? [], target: 4)
        add("scroll key `j`: middle", keys["middle"] ?? [], target: 4)
        add("scroll key `j`: end", keys["end"] ?? [], target: 4)
        add("scroll key `j` with the preview beside the list (160×40)", measurePreviewKeys(), target: target(8))
        add("Tags screen: open (`t`)", keys["tags"] ?? [], target: target(20))
        add("filter key in a #tag word (`#work`)", keys["tagFilter"] ?? [], target: target(8, large: 30))
        add("pin key `p`", keys["pin"] ?? [], target: target(8))
        add("delete `d` + `y` (to the trash)", keys["trash"] ?? [], target: target(8))
        add("undo `u`", keys["undo"] ?? [], target: target(8))
        add("sort key `s`", keys["sort"] ?? [], target: target(30))
        // Whether the next key waits: the save after a change is written on
        // another thread, so this is the loop's own time after the frame.
        let waitTarget = target(8, large: 16)
        add("after `p`: the next key waits", keys["pin.wait"] ?? [], target: waitTarget)
        add("after `d` + `y`: the next key waits", keys["trash.wait"] ?? [], target: waitTarget)
        add("after `u`: the next key waits", keys["undo.wait"] ?? [], target: waitTarget)
        add("Ctrl-P: open quick open", keys["quickOpen"] ?? [], target: target(8))
        add("Ctrl-P key: first character (`m`, every title ranked)", keys["quickOpenFirst"] ?? [], target: target(8))
        add("Ctrl-P key: one more character (`meet`)", keys["quickOpenType"] ?? [], target: target(8))
        add("Ctrl-P key: one deleted", keys["quickOpenDelete"] ?? [], target: target(8))
        let linkIndex = measureLinkIndex()
        add("Links screen: open (`b`)", keys["links"] ?? [], target: target(20))
        add("Links screen: both lists right after a change (in process)", linkIndex.linksScreen, target: target(20))
        add("backlink count right after a change (in process)", linkIndex.backlinkCount, target: target(20))
        add("Note detail: open (`Enter`), no change before", keys["detail"] ?? [], target: nil)
        add("Note detail: open right after `p` (header's backlink count; the save runs meanwhile)", keys["backlinks"] ?? [], target: nil)

        log("  typing in a note, autosave on…")
        let typing = measureTypingWithAutosave()
        add("typing in a note with autosave on: every key", typing.keys, target: nil)
        add("typing in a note with autosave on: p99 (the slowest key in a hundred)",
            Self.percentile99(typing.keys), target: target(8, large: 16))
        add("Ctrl-S between bursts of typing (saves, back to the list)", typing.saves, target: nil)

        log("  commands…")
        let commands = measureCommands()
        add("`notes-tui add` (whole command)", commands.add, target: target(40, large: 300))
        add("`notes-tui list` (whole command)", commands.list, target: target(40, large: 300))
        add("`notes-tui list --json` (whole command, every note read)", commands.listJSON, target: nil)
        add("Tab on a REF: the completion callback (in process)", measureCompletionCallback(), target: target(50))
        add("Tab on a REF: `---completion` (whole command)", measureCompletionCommand(), target: nil)
        add("peak memory: app, at the first key (the whole library loaded)", .megabytes, interactive.memory, target: nil)
        add("peak memory: app, once idle time prepared every note", .megabytes, interactive.memoryOnceIdle,
            target: isLarge ? 1.5 * fileMB : 30)
        add("resident once idle: the app's own memory (RssAnon)", .megabytes, interactive.anonymousOnceIdle, target: nil)
        add("resident once idle: pages of files, its code above all (RssFile)", .megabytes, interactive.filePagesOnceIdle,
            target: nil)
        add("peak memory: `list`", .megabytes, commands.listMemory, target: isLarge ? nil : 3 * fileMB + 20)
        add("bytes written: first frame", .bytes, interactive.firstFrameBytes, target: nil)
        add("bytes written: scroll key `j`", .bytes, interactive.scrollBytes, target: 1_000)
        add("bytes written: filter key", .bytes, interactive.filterBytes, target: nil)
        return figures
    }

    // MARK: - In process

    private func measureLoad() -> [Double] {
        (0..<runs).map { _ in
            let store = JSONFileStore(path: path)
            return time { _ = try! store.load() }
        }
    }

    private func measureGlimpse() -> [Double] {
        (0..<runs).map { _ in
            let store = JSONFileStore(path: path)
            return time { precondition(store.glimpse(sort: .modified, limit: NotesController.glimpseSize) != nil) }
        }
    }

    /// A save after one change, as the app's autosave does it (lock, check
    /// the file, encode, write, fsync, rename, fsync the folder).
    private func measureSave(_ library: Library) -> [Double] {
        let copy = folder + "/save-\(label).json"
        unlink(copy)
        let store = JSONFileStore(path: copy)
        _ = try! store.save(library)
        var changed = library
        return (0..<runs).map { run in
            changed.notes[run % changed.notes.count].title += " (edited)"
            return time { _ = try! store.save(changed) }
        }
    }

    // MARK: - The release binary

    private struct Interactive {
        var start: [Double] = [], memory: [Double] = [], memoryOnceIdle: [Double] = []
        var anonymousOnceIdle: [Double] = [], filePagesOnceIdle: [Double] = []
        var firstFrameBytes: [Double] = [], scrollBytes: [Double] = [], filterBytes: [Double] = []
    }

    private func measureInteractive() -> Interactive {
        var result = Interactive()
        let marker = Array(LibraryGenerator.lastVisibleRowTitle.utf8)
        for _ in 0..<runs {
            let started = DispatchTime.now().uptimeNanoseconds
            let app = ChildProcess.inTerminal(binary, ["--data-file", path])
            guard app.read(until: marker) else {
                FileHandle.standardError.write(Data("notes-tui-bench: the first frame never came\n".utf8))
                exit(1)
            }
            result.start.append(milliseconds(since: started))
            result.firstFrameBytes.append(Double(app.received.count + app.drain()))
            app.send("j")
            result.scrollBytes.append(Double(app.settle()))
            // A key is handled only once the whole library is loaded (the
            // first frame may come from a glimpse of it): the peak after it.
            result.memory.append(app.peakMemoryMB)
            // Past the first idle turn, which folds the notes for search.
            usleep(600_000)
            app.settle()
            app.send("/")
            app.settle()
            app.send("m")
            app.settle()
            app.send("o")
            result.filterBytes.append(Double(app.settle()))
            app.send("\u{1B}")
            app.settle()
            // The peak of a session: once idle time has prepared every
            // note for search, quick open and the title order.
            app.waitForSteadyMemory()
            result.memoryOnceIdle.append(app.peakMemoryMB)
            let split = app.residentSplitMB
            result.anonymousOnceIdle.append(split.anonymous)
            result.filePagesOnceIdle.append(split.filePages)
            app.send("q")
            app.readToEnd()
            app.wait()
        }
        return result
    }

    /// On the library as notes-tui writes it (notes in list order): the
    /// generated file is in no order, so one add, untimed, writes it first
    /// (a script's commands meet a library the app or a command wrote).
    private func measureCommands() -> (add: [Double], list: [Double], listJSON: [Double], listMemory: [Double]) {
        let copy = folder + "/add-\(label).json"
        try? FileManager.default.removeItem(atPath: copy)
        try! FileManager.default.copyItem(atPath: path, toPath: copy)
        let writing = ChildProcess.withPipe(binary, ["add", "--data-file", copy, "--title", "Bench", "written once"])
        writing.readToEnd()
        guard writing.wait().status == 0 else { fatalError("notes-tui add failed") }
        var add: [Double] = [], list: [Double] = [], listJSON: [Double] = [], listMemory: [Double] = []
        for run in 0..<runs {
            var started = DispatchTime.now().uptimeNanoseconds
            let adding = ChildProcess.withPipe(binary, ["add", "--data-file", copy, "--title", "Bench \(run)",
                                                        "added by the benchmark"])
            adding.readToEnd()
            guard adding.wait().status == 0 else { fatalError("notes-tui add failed") }
            add.append(milliseconds(since: started))

            started = DispatchTime.now().uptimeNanoseconds
            let listing = ChildProcess.withPipe(binary, ["list", "--data-file", copy])
            listing.readToEnd()
            guard listing.wait().status == 0 else { fatalError("notes-tui list failed") }
            list.append(milliseconds(since: started))

            started = DispatchTime.now().uptimeNanoseconds
            let listingJSON = ChildProcess.withPipe(binary, ["list", "--json", "--data-file", copy])
            listingJSON.readToEnd()
            guard listingJSON.wait().status == 0 else { fatalError("notes-tui list --json failed") }
            listJSON.append(milliseconds(since: started))
            if let memory = ChildProcess.peakMemoryMB(of: binary, ["list", "--data-file", copy]) { listMemory.append(memory) }
        }
        return (add, list, listJSON, listMemory)
    }
}
