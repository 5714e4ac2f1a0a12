import Foundation
import NotesApp
import NotesSync
import TerminalKit

/// Keys typed into a note of a 10,000-note library while the app's
/// background sync runs: the launch sync has another machine's change to
/// fetch and merge (a second or two of git and the merge driver), and the
/// keys come in bursts meanwhile, as a person's do. Each key is timed to
/// its frame, as `measureTypingWithAutosave` times them without a sync.
enum SyncTypingBenchmark {
    static func measure(library: String, driver: String) -> [Double] {
        let terminal = BenchTerminal()
        terminal.press(.enter)
        terminal.press(.end)
        for burst in 0..<30 {
            for character in " typed \(burst)" { terminal.press(.character(character), label: "typing") }
            terminal.pause(milliseconds: 100)
        }
        let app = AppDelegate(options: LaunchOptions(dataFile: library), environment: [:],
                              makeSyncer: { path in JSONCopySync.configured(dataPath: path) })
        try! app.didFinishLaunching()
        let scene = app.configurationForConnecting()
        scene.willConnect(to: terminal)
        scene.sceneDidBecomeActive()
        _ = scene.run()
        // Waits for the sync in flight (at most the quit wait), so git is
        // done before the next figure; the typed edit stays a draft here.
        try? app.applicationWillTerminate(interruptedEdit: nil, quitting: true)
        return terminal.samples["typing"] ?? []
    }
}
