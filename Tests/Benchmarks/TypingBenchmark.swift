import Foundation
import NotesApp
import TerminalKit

// Typing in a note of a large library with autosave on, through the real
// app: every key timed to its frame, with the pauses that make the app
// keep the edit as the draft (and save) falling between keys, as they do
// when a person types in bursts.
extension LibraryBenchmarks {
    /// Milliseconds per typed key. Runs on a copy of the library: the
    /// draft it leaves would reopen in Note detail at the next launch.
    func measureTypingWithAutosave() -> (keys: [Double], saves: [Double]) {
        let copy = folder + "/typing-\(label).json"
        func removeCopyAndSideFiles() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names where name.hasPrefix("typing-\(label).json") || name.hasPrefix(".typing-\(label).json") {
                unlink(folder + "/" + name)
            }
        }
        removeCopyAndSideFiles()
        try! FileManager.default.copyItem(atPath: path, toPath: copy)
        defer { removeCopyAndSideFiles() }
        let terminal = BenchTerminal()
        terminal.press(.enter)
        terminal.press(.end)
        for burst in 0..<max(runs, 20) {
            for character in "typed \(burst) " { terminal.press(.character(character), label: "typing") }
            // A pause: the idle turn keeps the edit as the draft.
            terminal.add(nil)
            if burst % 3 == 2 {
                // Ctrl-S saves the note (the library is written off the key path).
                terminal.press(.control("s"), label: "typingSave")
                terminal.press(.enter)
                terminal.press(.end)
            }
        }
        let app = AppDelegate(options: LaunchOptions(dataFile: copy), environment: [:])
        try! app.didFinishLaunching()
        let scene = app.configurationForConnecting()
        scene.willConnect(to: terminal)
        scene.sceneDidBecomeActive()
        _ = scene.run()
        return (terminal.samples["typing"] ?? [], terminal.samples["typingSave"] ?? [])
    }

    /// The 99th percentile of `samples` (the slowest one in a hundred keys).
    static func percentile99(_ samples: [Double]) -> [Double] {
        guard !samples.isEmpty else { return [] }
        let sorted = samples.sorted()
        return [sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]]
    }
}
