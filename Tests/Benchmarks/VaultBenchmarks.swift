import Foundation
import NotesModel
import NotesVault

/// Issue 34's figures: the generated library of `LibraryBenchmarks` as a
/// vault — one Markdown file a note, in a few subfolders, each file's time
/// its note's — opened by the release binary in a pty, as a person would.
struct VaultBenchmarks {
    let label: String
    let count: Int
    let runs: Int
    let folder: String
    let binary: String

    var vault: String { folder + "/vault-\(label)" }
    private var isLarge: Bool { count > 10_000 }
    private(set) var totalMB = 0.0

    static let folders = ["", "Projects", "Journal", "Reference", "Archive/Old"]

    mutating func run(log: (String) -> Void) -> [Figure] {
        log("generating a vault of \(count) notes…")
        let bytes = Self.write(LibraryGenerator.library(count: count), to: vault)
        totalMB = Double(bytes) / 1_048_576
        log(String(format: "  %.1f MB of notes", totalMB))
        var figures: [Figure] = []
        func add(_ name: String, _ unit: Figure.Unit, _ samples: [Double], target: Double?) {
            figures.append(Figure(name: "vault: " + name, library: label, unit: unit, samples: samples, target: target))
        }
        func add(_ name: String, _ samples: [Double], target: Double?) { add(name, .milliseconds, samples, target: target) }
        let marker = Array(LibraryGenerator.lastVisibleRowTitle.utf8)
        log("  first launch (no cache), memory…")
        var first: [Double] = [], memory: [Double] = []
        for run in 0..<runs {
            let state = folder + "/state-first-\(label)-\(run)"
            let app = start(state: state)
            let started = DispatchTime.now().uptimeNanoseconds
            guard app.read(until: marker, limit: 120) else { fatalError("the vault's first frame never came") }
            first.append(milliseconds(since: started))
            app.settle()
            memory.append(app.peakMemoryMB)
            quit(app)
        }
        add("start → first full frame, first launch ever (no cache)", first, target: isLarge ? 4_000 : 400)
        log("  second launch…")
        let state = folder + "/state-\(label)"
        quit(start(state: state), waitingFor: marker)
        var second: [Double] = [], secondMemory: [Double] = []
        for _ in 0..<runs {
            let started = DispatchTime.now().uptimeNanoseconds
            let app = start(state: state)
            guard app.read(until: marker, limit: 60) else { fatalError("the vault's first frame never came") }
            second.append(milliseconds(since: started))
            app.settle()
            secondMemory.append(app.peakMemoryMB)
            quit(app)
        }
        add("start → first full frame, second launch", second, target: isLarge ? 120 : 25)
        log("  changes made outside since the last run…")
        var exact: [Double] = []
        for run in 0..<runs {
            let title = "Changed outside \(run) marker"
            for index in 0..<20 {
                let path = vault + "/Journal/Outside \(run)-\(index).md"
                _ = FileManager.default.createFile(atPath: path, contents: Data("# \(index == 19 ? title : "Outside \(index)")\n\nbody\n".utf8))
            }
            let started = DispatchTime.now().uptimeNanoseconds
            let app = start(state: state)
            guard app.read(until: Array(title.utf8), limit: 60) else { fatalError("the outside change never showed") }
            exact.append(milliseconds(since: started))
            quit(app)
            // Out of the list again, so the next first frame is the usual one.
            for index in 0..<20 { unlink(vault + "/Journal/Outside \(run)-\(index).md") }
        }
        add("start → list exact with 20 files written outside since the last run", exact, target: isLarge ? 1_500 : 150)
        log("  an outside change → on screen…")
        var outside: [Double] = []
        let app = start(state: state)
        guard app.read(until: marker, limit: 60) else { fatalError("the vault's first frame never came") }
        app.settle()
        for run in 0..<runs {
            let title = "Written by vim \(run) marker"
            let started = DispatchTime.now().uptimeNanoseconds
            _ = FileManager.default.createFile(atPath: vault + "/Vim \(run).md", contents: Data("# \(title)\n\nfrom outside\n".utf8))
            guard app.read(until: Array(title.utf8), limit: 10) else { fatalError("the outside change never showed") }
            outside.append(milliseconds(since: started))
            app.settle()
        }
        quit(app)
        add("an outside change → on screen", outside, target: 1_000)
        log("  filter keys, as the JSON library's…")
        let keys = measureFilterKeys(state: state)
        let keyTarget: Double = isLarge ? 30 : 8
        add("filter key, every note prepared: first character", keys["first"] ?? [], target: keyTarget)
        add("filter key, every note prepared: one more character", keys["type"] ?? [], target: keyTarget)
        add("filter key, every note prepared: one deleted", keys["delete"] ?? [], target: keyTarget)
        let saved = measureSavedBytes()
        add("bytes written saving one edited note (note: \(saved.size) bytes)", .bytes, saved.bytes, target: Double(saved.size + 4_096))
        add("peak memory, first launch (every file read)", .megabytes, memory, target: 1.5 * totalMB + 20)
        add("peak memory, second launch (the cache)", .megabytes, secondMemory, target: 1.5 * totalMB + 20)
        figures += searchFigures(log: log)
        return figures
    }

    private func start(state: String) -> ChildProcess {
        ChildProcess.inTerminal(binary, ["--data-file", vault], extraEnvironment: ["XDG_STATE_HOME=" + state])
    }

    private func quit(_ app: ChildProcess, waitingFor marker: [UInt8]? = nil) {
        if let marker { _ = app.read(until: marker, limit: 120) }
        app.settle()
        app.send("q")
        app.readToEnd()
        _ = app.wait()
    }

    /// Bytes this process hands the kernel to write while the store saves
    /// one edited note (`wchar` of /proc/self/io).
    private func measureSavedBytes() -> (bytes: [Double], size: Int) {
        let store = VaultStore(path: vault, environment: ["HOME": folder, "XDG_STATE_HOME": folder + "/state-save-\(label)"])
        guard var library = try? store.load(), let index = library.notes.firstIndex(where: { !$0.isTrashed }) else {
            fatalError("the vault did not load in process")
        }
        var samples: [Double] = []
        for run in 0..<runs {
            library.notes[index].body += " edit \(run)"
            let before = Self.writtenBytes()
            library = try! store.save(library, changes: .notes([library.notes[index].id]))
            samples.append(Double(Self.writtenBytes() - before))
        }
        return (samples, library.notes[index].body.utf8.count + library.notes[index].title.utf8.count)
    }

    private static func writtenBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("wchar:") {
            return Int(line.split(separator: " ").last ?? "") ?? 0
        }
        return 0
    }
}
