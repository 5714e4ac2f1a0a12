import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesCore
@testable import NotesModel

/// The Trash screen and the read-only note, against whole frames.
@Suite struct TrashScreenTests {
    let controller: NotesController
    let trash: TrashScreen

    init() throws {
        let store = InMemoryNotesStore(library: Library(notes: [
            Fixtures.note(1, title: "Shopping", body: "milk\neggs", minutesAgo: 30),
            Fixtures.note(2, title: "Old idea", body: "a thought", minutesAgo: 60),
            Fixtures.note(3, title: "Kept", body: "stays", minutesAgo: 90),
        ]))
        var now = AppHarness.epoch.addingTimeInterval(-20 * 60)
        controller = NotesController(store: store, clock: { now }, samples: [])
        try controller.load()
        controller.trashNote(Fixtures.note(2, title: "").id)
        now = now.addingTimeInterval(60)
        controller.trashNote(Fixtures.note(1, title: "").id)
        trash = TrashScreen(controller: controller, clock: { AppHarness.epoch }, timeZone: .fixed(TimeZone(identifier: "UTC")!))
        trash.viewWillAppear()
    }

    func frame(_ size: Size = Size(rows: 8, columns: 80)) -> Canvas {
        var canvas = Canvas(size: size)
        trash.render(into: &canvas)
        return canvas
    }

    @Test func listsTheTrashLatestFirst() {
        expectFrame(frame(), """
             Trash                                                                  2 notes
            ▸ Shopping  milk eggs                                             trashed 10:47
              Old idea  a thought                                             trashed 10:46




            r restore · Esc back · d delete forever · E empty · Enter read · F1 help
            """)
    }

    /// On a narrow terminal the footer leaves out whole hints, least
    /// needed first, so restoring, going back and the help always show.
    @Test func theFooterKeepsTheMainKeysWhenNarrow() {
        #expect(frame(Size(rows: 8, columns: 40)).lines[7] == "r restore · Esc back · F1 help")
        #expect(frame(Size(rows: 8, columns: 60)).lines[7].hasPrefix("r restore · Esc back · d delete forever · E empty · F1 help"))
    }

    @Test func restoreTakesTheNoteBackAndSaysSo() {
        trash.handle(.character("r"))
        #expect(controller.notes.map(\.title).contains("Shopping"))
        #expect(controller.trashedNotes.map(\.title) == ["Old idea"])
        #expect(frame().lines[7].hasPrefix("Restored \"Shopping\" to the list"))
        #expect(frame().lines[1].hasPrefix("▸ Old idea"))
    }

    @Test func deleteForeverAsksFirstAndNOrEscKeepsIt() {
        trash.handle(.character("d"))
        #expect(frame().lines[7].hasPrefix("Delete \"Shopping\" forever? (y/n)"))
        trash.handle(.character("x"))
        #expect(frame().lines[7].hasPrefix("Delete \"Shopping\" forever? (y/n)"), "a stray key does not answer")
        trash.handle(.escape)
        #expect(controller.trashedNotes.count == 2)
        trash.handle(.character("d"))
        trash.handle(.character("y"))
        #expect(controller.note(withID: Fixtures.note(1, title: "").id) == nil)
        #expect(frame().lines[7].hasPrefix("Deleted \"Shopping\" for good"))
    }

    @Test func emptyAsksWithTheCountThenEmpties() {
        trash.handle(.character("E"))
        #expect(frame().lines[7].hasPrefix("Empty the trash (2 notes)? (y/n)"))
        trash.handle(.character("n"))
        #expect(controller.trashedNotes.count == 2)
        trash.handle(.character("E"))
        trash.handle(.character("y"))
        #expect(controller.trashedNotes.isEmpty)
        #expect(controller.notes.map(\.title) == ["Kept"])
        expectFrame(frame(), """
             Trash                                                                  0 notes

              The trash is empty. Notes deleted from the list wait here.




            Deleted 2 notes for good
            """)
    }

    @Test func enterReadsEscGoesBack() {
        var read: Note?
        var back = false
        trash.onRead = { read = $0 }
        trash.onBack = { back = true }
        trash.handle(.down)
        trash.handle(.enter)
        #expect(read?.title == "Old idea")
        trash.handle(.escape)
        #expect(back)
    }

    @Test func theReaderShowsTheNoteWrappedAndScrolls() {
        let body = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n" + String(repeating: "漢", count: 25)
        let reader = NoteReaderScreen(note: Fixtures.note(9, title: "Long", body: body))
        var canvas = Canvas(size: Size(rows: 6, columns: 20))
        reader.render(into: &canvas)
        expectFrame(canvas, """
             Read only Long
             line 1
             line 2
             line 3
             line 4
            4/15 · In the trash…
            """)
        reader.handle(.end)
        canvas = Canvas(size: Size(rows: 6, columns: 20))
        reader.render(into: &canvas)
        expectFrame(canvas, """
             Read only Long
             line 12
             漢漢漢漢漢漢漢漢漢
             漢漢漢漢漢漢漢漢漢
             漢漢漢漢漢漢漢
            15/15 · In the tras…
            """)
        assertSafe(canvas, size: Size(rows: 6, columns: 20))
    }
}
