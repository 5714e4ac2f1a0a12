import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesCore
@testable import NotesModel

/// A title changed in the user's editor asks, as the in-app rename does,
/// whether the links to the note follow (the repro: `e` on a
/// note others link to left `[[Plumber Bob]]` pointing nowhere).
@Suite struct OutsideEditorRenameTests {
    typealias FakeEditor = ExternalEditorTests.FakeEditor

    static let library = Library(notes: [
        Fixtures.note(1, title: "Plumber Bob", body: "call him"),
        Fixtures.note(2, title: "House", body: "ask [[Plumber Bob]]"),
    ])

    func app(_ editor: FakeEditor, folder: TemporaryDirectory) throws -> AppHarness {
        try AppHarness(library: Self.library, externalEditor: editor, externalEditFolder: folder.path).launch()
    }

    static var renaming: FakeEditor { FakeEditor { $0.replacingOccurrences(of: "Plumber Bob\n", with: "Plumber Robert\n") } }

    @Test func eInTheListAsksAndYRewritesTheLinks() throws {
        let folder = try TemporaryDirectory()
        let app = try app(Self.renaming, folder: folder)
        app.press(.character("e"))  // on Plumber Bob, the newest
        #expect(app.lines[23].hasPrefix("Update 1 link to \"Plumber Robert\"? (y/n)"), "\(app.lines[23])")
        app.press(.character("y"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedNotes.first { $0.id == Fixtures.note(2, title: "").id }?.body == "ask [[Plumber Robert]]")
        #expect(app.savedNotes.first { $0.id == Fixtures.note(1, title: "").id }?.title == "Plumber Robert")
        #expect(app.savedDraft == nil)
    }

    @Test func nKeepsTheLinksAndTheNewTitle() throws {
        let folder = try TemporaryDirectory()
        let app = try app(FakeEditor { $0.replacingOccurrences(of: "Plumber Bob\n", with: "Plumber Robert\n") }, folder: folder)
        app.press(.character("e"), .character("n"))
        #expect(app.savedNotes.first { $0.id == Fixtures.note(2, title: "").id }?.body == "ask [[Plumber Bob]]")
        #expect(app.savedNotes.first { $0.id == Fixtures.note(1, title: "").id }?.title == "Plumber Robert")
    }

    @Test func ctrlXCtrlEInTheNoteAsksToo() throws {
        let folder = try TemporaryDirectory()
        let app = try app(FakeEditor { $0.replacingOccurrences(of: "Plumber Bob\n", with: "Plumber Robert\n") }, folder: folder)
        app.press(.enter, .control("x"), .control("e"))
        #expect(app.lines[23].hasPrefix("Update 1 link to \"Plumber Robert\"? (y/n)"), "\(app.lines[23])")
        app.press(.character("y"))
        #expect(app.savedNotes.first { $0.id == Fixtures.note(2, title: "").id }?.body == "ask [[Plumber Robert]]")
    }

    /// `edit` with no terminal to ask on leaves the links and says so.
    @Test func editWithNoTerminalLeavesTheLinksAndSaysSo() throws {
        let store = InMemoryNotesStore(library: Self.library, location: "/test/notes.json")
        let controller = NotesController(store: store)
        try controller.load()
        var warnings: [String] = []
        var io = CommandIO(write: { _ in }, readStandardInput: { Data() }, standardInputIsTerminal: false,
                           standardOutputIsTerminal: false)
        io.askOnTerminal = { _ in nil }
        io.warn = { warnings.append($0) }
        let folder = try TemporaryDirectory()
        var runner = CommandRunner(controller: controller, io: io, timeZone: .fixed(TimeZone(identifier: "UTC")!))
        runner.editing = CommandEditing(editor: Self.renaming, folders: [folder.path])
        try runner.run(.edit(reference: "Plumber Bob", updateLinks: nil))
        #expect(controller.notes.first { $0.title == "House" }?.body == "ask [[Plumber Bob]]")
        #expect(controller.notes.contains { $0.title == "Plumber Robert" })
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("no terminal to ask whether to update 1 link") == true, "\(warnings)")
        // Asked, and answered yes: rewritten.
        io.askOnTerminal = { question in
            #expect(question.hasPrefix("Update 1 link to \"Plumber Bobby\"?"))
            return true
        }
        var asking = CommandRunner(controller: controller, io: io, timeZone: .fixed(TimeZone(identifier: "UTC")!))
        asking.editing = CommandEditing(editor: FakeEditor { $0.replacingOccurrences(of: "Plumber Robert\n", with: "Plumber Bobby\n") },
                                        folders: [folder.path])
        let house = try #require(controller.notes.first { $0.title == "House" })
        _ = controller.saveEdit(NoteEdit(noteID: house.id, title: "House", body: "ask [[Plumber Robert]]",
                                         originalTitle: "House", originalBody: house.body))
        try asking.run(.edit(reference: "Plumber Robert", updateLinks: nil))
        #expect(controller.notes.first { $0.title == "House" }?.body == "ask [[Plumber Bobby]]")
    }
}
