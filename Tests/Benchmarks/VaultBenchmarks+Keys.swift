import Foundation
import NotesApp
import TerminalKit

extension VaultBenchmarks {
    /// The filter keys of the JSON library's figures (`scriptFilter`),
    /// played through the real app over the vault once it is loaded and
    /// idle time prepared every note: side by side with the library's.
    func measureFilterKeys(state: String) -> [String: [Double]] {
        let script = LibraryBenchmarks(label: label, count: count, runs: runs, folder: folder, binary: binary)
        let terminal = BenchTerminal()
        // The rest of the vault is read on another thread after the first
        // frame: a second is ample for it, then idle time prepares the notes.
        terminal.pause(milliseconds: 1_000)
        terminal.waitUntilIdle()
        script.scriptFilter(terminal, labels: ("first", "type", "delete"))
        // The app in this process keeps its state where the launches' is.
        let before = ProcessInfo.processInfo.environment["XDG_STATE_HOME"]
        setenv("XDG_STATE_HOME", state, 1)
        defer { if let before { setenv("XDG_STATE_HOME", before, 1) } else { unsetenv("XDG_STATE_HOME") } }
        let app = AppDelegate(options: LaunchOptions(dataFile: vault), environment: [:])
        try! app.didFinishLaunching()
        let scene = app.configurationForConnecting()
        scene.willConnect(to: terminal)
        scene.sceneDidBecomeActive()
        _ = scene.run()
        return terminal.samples
    }
}
