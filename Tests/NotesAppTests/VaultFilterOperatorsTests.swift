import Foundation
import NotesModel
import NotesSettings
import NotesVault
import TerminalKit
import TerminalKitTestSupport
import Testing
import TestSupport
@testable import NotesApp

/// The filter's operators over a real vault, as over a JSON library: an
/// exclusion, a phrase across a line break, `title:` and a tag in front
/// matter's place (the text).
@Suite struct VaultFilterOperatorsTests {
    @Test func operatorsFilterAVault() throws {
        let folder = try TemporaryDirectory(prefix: "notes-tui-vault-filter")
        let vault = folder.path + "/vault"
        mkdir(vault, 0o755)
        let files = ["Café plans.md": "the cafe opens\nmilk to buy #work\n", "Shopping.md": "milk and tea\n", "Draft.md": "milk?\n"]
        for (name, text) in files { _ = FileManager.default.createFile(atPath: vault + "/" + name, contents: Data(text.utf8)) }
        let environment = ["HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state"]
        let terminal = MemoryTerminal(size: Size(rows: 8, columns: 80))
        let app = AppDelegate(options: LaunchOptions(dataFile: vault), environment: environment, makeContainer: { path, trace in
            AppContainer(dataFilePath: path, trace: trace, timeZone: .fixed(TimeZone(identifier: "UTC")!),
                         makeStore: { VaultStore(path: vault, environment: environment) },
                         externalEditFolders: [folder.path], rescueFolders: [folder.path])
        }, settings: Settings())
        try app.didFinishLaunching()
        let scene = app.configurationForConnecting()
        scene.willConnect(to: terminal)
        scene.sceneDidBecomeActive()
        // The titles in the list's rows for `query`, A–Z.
        func filter(_ query: String) -> [String] {
            terminal.press(.escape, .character("/"))
            terminal.type(query)
            while let event = terminal.nextEvent(timeout: 0) { scene.step(event) }
            let rows = terminal.screenLines.dropFirst(2).prefix(4)
            return ["Café plans", "Draft", "Shopping"].filter { title in rows.contains { $0.dropFirst(2).hasPrefix(title) } }
        }
        #expect(filter("milk -title:draft") == ["Café plans", "Shopping"])
        #expect(filter("\"opens milk\" #work") == ["Café plans"])
        #expect(filter("milk -#work -\"and tea\"") == ["Draft"])
        #expect(filter("milk /a(/").isEmpty)
        #expect(terminal.screenLines.last == "bad regex /a(/: a ( is not closed by )")
    }
}
