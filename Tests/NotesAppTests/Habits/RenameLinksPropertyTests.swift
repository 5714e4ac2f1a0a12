import Foundation
import PropertyBased
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesCore
@testable import NotesModel
@testable import NotesSearching

/// Whatever new title the user's editor (or `rename`) gives a note that
/// others link to, in whatever form, the links that followed it still
/// reach it: no rename through `edit --update-links` or `rename` leaves a
/// link that went to the note pointing nowhere, unless the new title is
/// one a link cannot hold.
@Suite struct RenameLinksPropertyTests {
    static let words = ["Plumber", "Robert", "bob", "Röbert", "字", "O'Neil", "a.md", "x|y", "#2", "]]", " ", "Bob"]
    static let titles = Gen.int(in: 0...(words.count - 1)).array(of: 1...4).map { $0.map { words[$0] }.joined(separator: " ") }
    static let forms = ["[[Plumber Bob]]", "[[plumber bob|him]]", "[[Plumber Bob#Phone]]", "`[[Plumber Bob]]`",
                        "[[Plumber Bob.md]]", "see [[PLUMBER BOB]] now"]
    static let bodies = Gen.int(in: 0...(forms.count - 1)).array(of: 1...3).map { $0.map { forms[$0] }.joined(separator: "\n") }

    func controller(linkerBody: String) throws -> NotesController {
        let store = InMemoryNotesStore(library: Library(notes: [
            Fixtures.note(1, title: "Plumber Bob", body: "call him"),
            Fixtures.note(2, title: "House", body: linkerBody),
        ]), location: "/test/notes.json")
        let controller = NotesController(store: store)
        try controller.load()
        return controller
    }

    func runner(_ controller: NotesController, editor: ExternalEditor, folder: String) -> CommandRunner {
        var io = CommandIO(write: { _ in }, readStandardInput: { Data() }, standardInputIsTerminal: false,
                           standardOutputIsTerminal: false)
        io.askOnTerminal = { _ in nil }
        io.warn = { _ in }
        var runner = CommandRunner(controller: controller, io: io, timeZone: .fixed(TimeZone(identifier: "UTC")!))
        runner.editing = CommandEditing(editor: editor, folders: [folder])
        return runner
    }

    @Test func editAndRenameNeverLeaveALinkBehind() async throws {
        let folder = try TemporaryDirectory()
        await propertyCheck(count: 120, input: Self.titles, Self.bodies, Gen.bool) { newTitle, body, byEditor in
            let controller = try controller(linkerBody: body)
            let target = Fixtures.note(1, title: "").id
            let before = controller.backlinks(to: target).map(\.id)
            var runner = runner(controller, editor: ExternalEditorTests.FakeEditor { text in
                newTitle + text.drop { $0 != "\n" }
            }, folder: folder.path)
            do {
                if byEditor {
                    try runner.run(.edit(reference: "Plumber Bob", updateLinks: true))
                } else {
                    try runner.run(.rename(reference: "Plumber Bob", title: newTitle, updateLinks: true))
                }
            } catch {
                // Refused (a blank title, one another note goes by): nothing changed.
                #expect(controller.note(withID: target)?.title == "Plumber Bob", "\(newTitle.debugDescription)")
                return
            }
            guard NoteLinks.canLink(to: Note.oneLine(newTitle)) else { return }
            #expect(controller.backlinks(to: target).map(\.id) == before,
                    "\(newTitle.debugDescription) by \(byEditor ? "edit" : "rename"): \(controller.notes.map(\.body))")
        }
    }
}
