import Foundation
import NotesModel
import NotesSettings
import NotesVault
import TerminalKit
import TerminalKitTestSupport
import Testing
import TestSupport
@testable import NotesApp

/// A real vault holding a FIFO and a file that is not UTF-8, both named
/// `*.md`: the app opens (the FIFO never blocks it), lists the notes, and
/// its footer says how many files it left out.
@Suite struct VaultSkippedNoticeTests {
    @Test func aVaultWithAFIFOAndANonUTF8FileSaysTwoFilesSkipped() throws {
        let folder = try TemporaryDirectory(prefix: "notes-tui-vault-notice")
        let vault = folder.path + "/vault"
        mkdir(vault, 0o755)
        _ = FileManager.default.createFile(atPath: vault + "/Shopping.md", contents: Data("milk\n".utf8))
        _ = FileManager.default.createFile(atPath: vault + "/Latin1.md", contents: Data([0x63, 0x61, 0x66, 0xE9, 0x0A]))
        #expect(mkfifo(vault + "/pipe.md", 0o644) == 0)
        let environment = ["HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state"]
        let terminal = MemoryTerminal(size: Size(rows: 24, columns: 80))
        let app = AppDelegate(options: LaunchOptions(dataFile: vault), environment: environment, makeContainer: { path, trace in
            AppContainer(dataFilePath: path, trace: trace, timeZone: .fixed(TimeZone(identifier: "UTC")!),
                         makeStore: { VaultStore(path: vault, environment: environment) },
                         externalEditFolders: [folder.path], rescueFolders: [folder.path])
        }, settings: Settings())
        try app.didFinishLaunching()
        let scene = app.configurationForConnecting()
        scene.willConnect(to: terminal)
        scene.sceneDidBecomeActive()
        #expect(terminal.screenText.contains("2 files skipped: not readable as notes"), "\(terminal.screenLines)")
        #expect(terminal.screenText.contains("Shopping"))
        // Nothing was written into the vault, and the FIFO is still a FIFO.
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: vault)) ?? []).sorted() == ["Latin1.md", "Shopping.md", "pipe.md"])
        var info = stat()
        #expect(lstat(vault + "/pipe.md", &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }
}
