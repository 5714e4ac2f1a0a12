import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// What the user's editor leaves behind is never lost and never trusted:
/// text written before the editor was killed (the terminal closed) is kept
/// as the draft; bytes that are not UTF-8 are refused and kept in their
/// file; a file swapped for a link, a FIFO or another user's file is not
/// read (issue: a temp file swapped for a link to /etc/shadow saved it).
@Suite struct ExternalEditorSafetyTests {
    typealias FakeEditor = ExternalEditorTests.FakeEditor

    /// An editor that does something to the file's path, then exits with `status`.
    final class PathEditor: ExternalEditor {
        let status: Int32
        let act: (String) -> Void
        init(status: Int32 = 0, act: @escaping (String) -> Void) { (self.status, self.act) = (status, act) }
        func edit(fileAt path: String) -> Int32 { act(path); return status }
    }

    private func launch(_ editor: ExternalEditor, folder: String) throws -> AppHarness {
        let library = Library(notes: [Fixtures.note(1, title: "Shopping", body: "milk\neggs")])
        return try AppHarness(library: library, externalEditor: editor, externalEditFolder: folder).launch()
    }

    private var shoppingID: UUID { Fixtures.note(1, title: "").id }

    @Test(arguments: [Int32(129), 143, 1])
    func textWrittenBeforeTheEditorDiedIsKeptThroughAHangUp(status: Int32) throws {
        let folder = try TemporaryDirectory()
        let app = try launch(FakeEditor(status: status) { $0 + "bread\n" }, folder: folder.path)
        app.press(.character("e"))
        // On disk as the draft at once, before the hang-up is even handled.
        #expect(app.savedDraft == Draft(noteID: shoppingID, title: "Shopping", body: "milk\neggs\nbread"))
        app.send(.terminate(.hangup))
        try app.terminate()
        #expect(app.savedDraft == Draft(noteID: shoppingID, title: "Shopping", body: "milk\neggs\nbread"))
        #expect(app.savedNotes[0].body == "milk\neggs")
        #expect(folder.contents().filter { $0.hasPrefix(".notes-tui-edit-") }.isEmpty)
    }

    @Test func ctrlXCtrlEKeepsTextFromAKilledEditorInTheFields() throws {
        let folder = try TemporaryDirectory()
        let app = try launch(FakeEditor(status: 129) { $0 + "bread\n" }, folder: folder.path)
        app.press(.enter, .controlEnd)
        app.type(" cheese")
        app.press(.control("x"), .control("e"))
        let detail = try #require(app.topScreen as? NoteDetailScreen)
        #expect(detail.body.text == "milk\neggs cheese\nbread")
        #expect(app.lines[0].contains("unsaved"))
        #expect(app.savedDraft?.body == "milk\neggs cheese\nbread")
        #expect(app.savedNotes[0].body == "milk\neggs")
    }

    @Test func textThatIsNotUTF8IsRefusedAndKeptInItsFile() throws {
        let folder = try TemporaryDirectory()
        var written: String?
        let app = try launch(PathEditor { path in
            written = path
            _ = FileManager.default.createFile(atPath: path, contents: Data([0x53, 0x68, 0xFF, 0xFE, 0x0A, 0x0A, 0xC3]))
        }, folder: folder.path)
        app.press(.character("e"))
        let path = try #require(written)
        #expect(app.savedNotes[0].title == "Shopping")
        #expect(app.savedNotes[0].body == "milk\neggs")
        let notice = "Not UTF-8, so nothing changed; the editor's text is kept in \(path)"
        #expect(app.lines[23] == String(notice.prefix(79)) + "…")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    /// The kind: the file swapped for every sort of thing that must not be read.
    @Test(arguments: ["link to a secret", "dangling link", "FIFO", "folder", "another user's file"])
    func aSwappedFileIsNotRead(swap: String) throws {
        let folder = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let secret = outside.file("shadow")
        try "root:secret-hash\n\nmore secrets\n".write(toFile: secret, atomically: false, encoding: .utf8)
        let app = try launch(PathEditor { path in
            unlink(path)
            switch swap {
            case "link to a secret": symlink(secret, path)
            case "dangling link": symlink(outside.file("nothing"), path)
            case "FIFO": mkfifo(path, 0o600)
            case "folder": mkdir(path, 0o700)
            default:
                _ = FileManager.default.createFile(atPath: path, contents: Data("Mine\n\ntheirs\n".utf8))
                chown(path, 12_345, 12_345)
            }
        }, folder: folder.path)
        let clock = ContinuousClock()
        let elapsed = clock.measure { app.press(.character("e")) }
        #expect(elapsed < .seconds(30))  // a FIFO must not block the app
        #expect(app.savedNotes.map(\.body) == ["milk\neggs"])
        #expect(!app.savedNotes.contains { $0.body.contains("secret") || $0.title.contains("root") })
        #expect(app.savedDraft == nil)
        #expect(app.lines[23].hasPrefix("Could not read the editor's file back ("), "\(app.lines[23])")
        #expect(try String(contentsOfFile: secret, encoding: .utf8) == "root:secret-hash\n\nmore secrets\n")
    }
}
