import Foundation
import NotesCore
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// Backlinks, outgoing links and renaming, through the controller.
@Suite("Links between notes")
struct LinkIndexTests {
    let clock = TestClock()
    let ids = SequentialUUIDs()

    func makeController(store: NotesStore = InMemoryNotesStore()) -> NotesController {
        NotesController(store: store, clock: clock.now, makeID: ids.generate, samples: [])
    }

    func add(_ controller: NotesController, _ title: String, _ body: String) -> Note {
        clock.advance(by: 60)
        return controller.createNote(title: title, body: body)
    }

    @Test func backlinksAndOutgoingLinksIgnoringCase() {
        let controller = makeController()
        let b = add(controller, "Beta", "")
        let a = add(controller, "Alpha", "see [[beta]] and [[BETA|it]] and [[Gone]]")
        let c = add(controller, "Gamma", "[[Beta#Part]]")
        #expect(controller.backlinks(to: b.id).map(\.title) == ["Gamma", "Alpha"])
        #expect(controller.backlinkCount(of: b.id) == 2)
        #expect(controller.outgoingLinks(of: a.id) == [.note(b), .missing(title: "Gone")])
        #expect(controller.note(linkedAs: " BETA ")?.id == b.id)
        #expect(controller.backlinkCount(of: c.id) == 0)
    }

    @Test func theIndexFollowsEachChange() {
        let controller = makeController()
        let b = add(controller, "Beta", "")
        let a = add(controller, "Alpha", "nothing yet")
        #expect(controller.backlinkCount(of: b.id) == 0)
        controller.updateNote(a.id, title: "Alpha", body: "now [[Beta]]")
        #expect(controller.backlinkCount(of: b.id) == 1)
        controller.updateNote(a.id, title: "Alpha", body: "gone again")
        #expect(controller.backlinkCount(of: b.id) == 0)
    }

    @Test func aTrashedNoteIsMissingAndItsLinksDoNotCount() {
        let controller = makeController()
        let b = add(controller, "Beta", "[[Alpha]]")
        let a = add(controller, "Alpha", "[[Beta]]")
        controller.trashNote(b.id)
        #expect(controller.outgoingLinks(of: a.id) == [.missing(title: "Beta")])
        #expect(controller.note(linkedAs: "Beta") == nil)
        #expect(controller.backlinks(to: a.id).isEmpty)
        #expect(controller.backlinkCount(of: b.id) == 0)
    }

    @Test func aNoteLinkingToItselfIsNotItsOwnBacklink() {
        let controller = makeController()
        let a = add(controller, "Alpha", "me: [[Alpha]]")
        #expect(controller.backlinks(to: a.id).isEmpty)
        #expect(controller.outgoingLinks(of: a.id) == [.note(a)])
    }

    @Test func aLinkInCodeIsNoLink() {
        let controller = makeController()
        let b = add(controller, "Beta", "")
        _ = add(controller, "Alpha", "`[[Beta]]`\n```\n[[Beta]]\n```")
        #expect(controller.backlinkCount(of: b.id) == 0)
    }

    @Test func anImportedFileNameWithMdFindsTheNote() {
        let controller = makeController()
        let b = add(controller, "meeting-notes", "")
        let a = add(controller, "Alpha", "[[meeting-notes.md]]")
        #expect(controller.outgoingLinks(of: a.id) == [.note(b)])
        #expect(controller.backlinkCount(of: b.id) == 1)
    }

    @Test func renamingRewritesEveryLinkInOneSave() throws {
        let store = InMemoryNotesStore()
        let controller = makeController(store: store)
        let b = add(controller, "Beta", "self [[Beta]]")
        let a = add(controller, "Alpha", "[[beta|shown]] [[Beta#h]] `[[Beta]]`")
        let edit = NoteEdit(noteID: b.id, title: "Bravo", body: b.body, originalTitle: b.title, originalBody: b.body)
        let rename = try #require(controller.linkRename(for: edit))
        #expect(rename.count == 3)
        #expect(rename.newName == "Bravo")
        let (outcome, rewritten) = controller.saveEdit(edit, rewriting: rename)
        #expect(outcome == .saved(b.id))
        #expect(rewritten == 3)
        #expect(controller.note(withID: a.id)?.body == "[[Bravo|shown]] [[Bravo#h]] `[[Beta]]`")
        #expect(controller.note(withID: b.id)?.body == "self [[Bravo]]")
        #expect(controller.backlinkCount(of: b.id) == 1)
        try controller.save()
        #expect(store.library?.notes.first { $0.id == a.id }?.body == "[[Bravo|shown]] [[Bravo#h]] `[[Beta]]`")
    }

    @Test func noRenameQuestionWithoutLinksOrForAnUnlinkableTitle() {
        let controller = makeController()
        let b = add(controller, "Beta", "")
        #expect(controller.linkRename(for: NoteEdit(noteID: b.id, title: "B2", body: "", originalTitle: "Beta")) == nil)
        _ = add(controller, "Alpha", "[[Beta]]")
        #expect(controller.linkRename(for: NoteEdit(noteID: b.id, title: "a|b", body: "", originalTitle: "Beta")) == nil)
        #expect(controller.linkRename(for: NoteEdit(noteID: b.id, title: "x]]y", body: "", originalTitle: "Beta")) == nil)
        #expect(controller.linkRename(for: NoteEdit(noteID: b.id, title: "BETA", body: "", originalTitle: "Beta")) == nil)
        #expect(controller.linkRename(for: NoteEdit(noteID: b.id, title: "B2", body: "", originalTitle: "Beta"))?.count == 1)
    }

    @Test func tenThousandLinksInOneNoteRenameFine() throws {
        let controller = makeController()
        let b = add(controller, "Beta", "")
        let a = add(controller, "Alpha", String(repeating: "[[Beta]] ", count: 10_000))
        #expect(controller.backlinkCount(of: b.id) == 1)
        let edit = NoteEdit(noteID: b.id, title: "Bravo", body: "", originalTitle: "Beta")
        let rename = try #require(controller.linkRename(for: edit))
        #expect(rename.count == 10_000)
        _ = controller.saveEdit(edit, rewriting: rename)
        #expect(controller.note(withID: a.id)?.body == String(repeating: "[[Bravo]] ", count: 10_000))
    }

    @Test func titlesHoldingBracketsOrABarCannotBeLinkedAndCrashNothing() {
        let controller = makeController()
        let brackets = add(controller, "x]]y", "")
        let bar = add(controller, "a|b", "")
        let a = add(controller, "Alpha", "[[x]]y]] and [[a|b]]")
        // The link ends at the first `]]`, and `|` starts the shown text.
        #expect(controller.outgoingLinks(of: a.id) == [.missing(title: "x"), .missing(title: "a")])
        #expect(controller.backlinkCount(of: brackets.id) == 0)
        #expect(controller.backlinkCount(of: bar.id) == 0)
        let edit = NoteEdit(noteID: a.id, title: "A]]", body: a.body, originalTitle: a.title, originalBody: a.body)
        #expect(controller.linkRename(for: edit) == nil)
    }

    @Test func aRenameSavedEarlierStillFindsTheLinksToTheOldName() throws {
        let controller = makeController()
        let b = add(controller, "Beta", "")
        let a = add(controller, "Alpha", "[[Beta]]")
        // Saved with the new title once (following a link from it), then Ctrl-S.
        controller.updateNote(b.id, title: "Bravo", body: "")
        let edit = NoteEdit(noteID: b.id, title: "Bravo", body: "", originalTitle: "Beta", originalBody: "")
        let rename = try #require(controller.linkRename(for: edit))
        #expect(rename.count == 1)
        _ = controller.saveEdit(edit, rewriting: rename)
        #expect(controller.note(withID: a.id)?.body == "[[Bravo]]")
    }
}
