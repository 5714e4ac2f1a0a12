import Foundation
@testable import NotesSettings
import TestSupport
import Testing

/// Where the settings file is, and files that are not settings files.
@Suite("Settings file: on disk")
struct SettingsFileTests {
    let folder: TemporaryDirectory

    init() throws { folder = try TemporaryDirectory(prefix: "notes-tui-settings") }

    func load(_ path: String, explicit: Bool = true) throws(SettingsError) -> Settings {
        try SettingsFile(path: path, isExplicit: explicit).load()
    }

    func failure(_ path: String, explicit: Bool = true) -> SettingsError? {
        do {
            _ = try load(path, explicit: explicit)
            return nil
        } catch {
            return error
        }
    }

    @Test func theUsualPlaces() {
        #expect(SettingsFile.locate(explicit: nil, environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]).path == "/x/notes-tui/config.toml")
        #expect(SettingsFile.locate(explicit: nil, environment: ["HOME": "/h"]).path == "/h/.config/notes-tui/config.toml")
        // A relative XDG_CONFIG_HOME is ignored, as the XDG spec says.
        #expect(SettingsFile.locate(explicit: nil, environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]).path == "/h/.config/notes-tui/config.toml")
        let given = SettingsFile.locate(explicit: "my.toml", environment: ["HOME": "/h"])
        #expect(given.path == "my.toml" && given.isExplicit)
    }

    @Test func noFileAtTheUsualPlaceIsEveryDefault() throws {
        #expect(try load(folder.file("config.toml"), explicit: false) == Settings())
        #expect(folder.contents().isEmpty, "nothing created")
    }

    @Test func aNamedFileThatIsMissingIsAnError() {
        let error = failure(folder.file("missing.toml"))
        #expect(error?.line == nil)
        #expect(error?.message.contains("no such settings file") == true)
    }

    @Test func aFolderIsRefused() throws {
        try FileManager.default.createDirectory(atPath: folder.file("config.toml"), withIntermediateDirectories: false)
        #expect(failure(folder.file("config.toml"), explicit: false)?.message.contains("a folder") == true)
    }

    /// A FIFO is never opened, so nothing waits for a writer.
    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        #expect(mkfifo(folder.file("fifo.toml"), 0o600) == 0)
        #expect(failure(folder.file("fifo.toml"))?.message.contains("not a regular file") == true)
    }

    @Test(.enabled(if: geteuid() != 0, "root reads a file of mode 000; the link loop below stands in"))
    func anUnreadableFileIsRefused() throws {
        let path = folder.file("config.toml")
        try "mouse = true\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0)
        #expect(failure(path)?.message.contains("no permission") == true)
    }

    /// Unreadable even for root: a link that points at itself.
    @Test func aLinkLoopIsRefused() throws {
        let path = folder.file("config.toml")
        #expect(symlink(path, path) == 0)
        let error = failure(path, explicit: false)
        #expect(error?.message.contains("cannot be read") == true)
    }

    /// The settings are the user's own: a link to them is followed
    /// (dotfiles kept in a repository are often linked in).
    @Test func aLinkToAFileIsFollowed() throws {
        let real = folder.file("real.toml")
        try "sort = \"created\"\n".write(toFile: real, atomically: false, encoding: .utf8)
        #expect(symlink(real, folder.file("config.toml")) == 0)
        #expect(try load(folder.file("config.toml"), explicit: false).sort == .created)
    }

    @Test func aLinkToNothingIsAnError() throws {
        #expect(symlink(folder.file("gone.toml"), folder.file("config.toml")) == 0)
        #expect(failure(folder.file("config.toml"), explicit: false)?.message.contains("a link to nothing") == true)
    }

    @Test func aTenMegabyteFileIsRefusedOnLineOne() throws {
        let path = folder.file("big.toml")
        let line = "# " + String(repeating: "x", count: 97) + "\n"
        try String(repeating: line, count: 100_000).write(toFile: path, atomically: false, encoding: .utf8)
        let error = failure(path)
        #expect(error?.line == 1)
        #expect(error?.message.contains("too large") == true)
    }

    @Test func notUTF8NamesTheLine() throws {
        let path = folder.file("latin1.toml")
        _ = FileManager.default.createFile(atPath: path, contents: Data("mouse = true\n".utf8) + Data([0x65, 0x64, 0x69, 0x74, 0x6F, 0x72, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x0A]))
        let error = failure(path)
        #expect(error?.line == 2)
        #expect(error?.message.contains("not UTF-8") == true)
    }

    @Test func messagesNameTheFileAndTheLine() throws {
        let path = folder.file("config.toml")
        try "mouse = true\nmouse2 = 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(failure(path)?.message.hasPrefix("\(path):2: unknown setting 'mouse2'") == true)
    }
}
