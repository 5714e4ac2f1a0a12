import Foundation
import NotesCore
import NotesModel
import TerminalKit

/// The trash: trashed notes, the latest first. `r` restores, `d` deletes
/// for good and `E` empties the trash, each of those two asked first;
/// `Enter` reads a note; nothing leaves the trash by itself.
public final class TrashScreen: Screen {
    var onRead: ((Note) -> Void)?
    var onBack: (() -> Void)?

    private let controller: NotesController
    private let rowFormatter: NoteRowFormatter

    enum Mode: Equatable {
        case browsing
        case confirmingDelete(Note)
        case confirmingEmpty(count: Int)
    }

    private(set) var mode = Mode.browsing
    /// A one-line message in the footer until the next key.
    private(set) var notice: String?
    private(set) var notes: [Note] = []
    private(set) var list = ListSelection()
    private var shownRevision = -1

    init(controller: NotesController, clock: @escaping () -> Date, timeZone: ShownTimeZone) {
        self.controller = controller
        self.rowFormatter = NoteRowFormatter(clock: clock, timeZone: timeZone)
        super.init(name: "Trash")
    }

    public override func viewWillAppear() {
        refreshIfNeeded()
    }

    var selectedNote: Note? {
        notes.indices.contains(list.index) ? notes[list.index] : nil
    }

    // MARK: - Keys

    public override func handle(_ key: Key) {
        notice = nil
        refreshIfNeeded()
        switch mode {
        case let .confirmingDelete(note):
            guard let answer = PromptAnswer(key) else { return }
            mode = .browsing
            if answer == .yes, controller.deleteNote(note.id) {
                notice = "Deleted \"\(note.displayTitle)\" for good"
            }
        case .confirmingEmpty:
            guard let answer = PromptAnswer(key) else { return }
            mode = .browsing
            if answer == .yes {
                let count = controller.emptyTrash()
                notice = count == 1 ? "Deleted 1 note for good" : "Deleted \(count) notes for good"
            }
        case .browsing:
            handleBinding(key)
        }
        refreshIfNeeded()
    }

    /// A click selects a note, a second click on it reads it; the wheel
    /// moves. A question holds the screen until it is answered.
    public override func handle(_ mouse: MouseEvent) {
        guard mode == .browsing else { return }
        if list.handle(mouse, firstRow: 1, count: notes.count) == .chosen { handle(.enter) }
    }

    private func handleBinding(_ key: Key) {
        guard let binding = Self.keys.binding(for: key) else { return }
        switch binding.action {
        case .move: _ = list.move(binding.canonical(key), count: notes.count)
        case .read: if let note = selectedNote { onRead?(note) }
        case .restore:
            if let note = selectedNote, controller.restoreNote(note.id) {
                notice = "Restored \"\(note.displayTitle)\" to the list"
            }
        case .deleteForever: if let note = selectedNote { mode = .confirmingDelete(note) }
        case .empty: if !notes.isEmpty { mode = .confirmingEmpty(count: notes.count) }
        case .back: onBack?()
        }
    }

    /// Re-reads the trash when the notes changed (here, or another
    /// writer's), keeping the selected note selected while it is there.
    func refreshIfNeeded() {
        guard controller.revision != shownRevision else { return }
        let selectedID = selectedNote?.id
        notes = controller.trashedNotes
        if let selectedID, let index = notes.firstIndex(where: { $0.id == selectedID }) {
            list.select(index, count: notes.count)
        } else {
            list.clamp(count: notes.count)
        }
        shownRevision = controller.revision
    }

    // MARK: - Drawing

    public override func render(into canvas: inout Canvas) {
        refreshIfNeeded()
        let width = canvas.size.columns
        let count = notes.count == 1 ? "1 note" : "\(notes.count) notes"
        canvas.draw(HeaderBar(title: " Trash ", right: count), in: .row(0, width: width))
        let footerRow = canvas.size.rows - 1
        list.layOut(rows: footerRow - 1, count: notes.count)
        if notes.isEmpty {
            let message = "The trash is empty. Notes deleted from the list wait here."
            canvas.draw(StatusLine(text: message, style: .muted, fills: false, indent: 2), in: .row(min(2, max(1, footerRow - 1)), width: width))
        } else {
            renderRows(into: &canvas, firstRow: 1)
        }
        renderFooter(into: &canvas, row: footerRow)
        canvas.cursor = nil
    }

    private func renderRows(into canvas: inout Canvas, firstRow: Int) {
        let range = list.visibleRange(count: notes.count)
        guard !range.isEmpty else { return }
        let visible = notes[range]
        let widest = visible.map { TextWidth.columns(of: $0.displayTitle, upTo: canvas.size.columns) }.max() ?? 0
        let dates = visible.map { "trashed " + rowFormatter.shortDate($0.trashed ?? $0.modified) }
        let columns = RowColumns(width: canvas.size.columns, widestTitle: widest,
                                 widestDate: dates.map { TextWidth.columns(of: $0) }.max() ?? 0)
        for (offset, note) in visible.enumerated() {
            let row = NoteRow(note: note, date: dates[offset], selected: range.lowerBound + offset == list.index, columns: columns)
            canvas.draw(row, in: .row(firstRow + offset, width: canvas.size.columns))
        }
    }

    private func renderFooter(into canvas: inout Canvas, row: Int) {
        let width = canvas.size.columns
        let line: StatusLine
        switch mode {
        case let .confirmingDelete(note):
            line = StatusLine(text: PromptAnswer.titledPrompt("Delete ", title: note.displayTitle, " forever? (y/n)", width: width),
                              style: .warning)
        case let .confirmingEmpty(count):
            let notes = count == 1 ? "1 note" : "\(count) notes"
            line = StatusLine(text: "Empty the trash (\(notes))? (y/n)", style: .warning)
        case .browsing:
            if let notice {
                line = StatusLine(text: notice, style: .accent)
            } else {
                let labels = (Self.keys.labels + SceneKeys.map.labels).footer(Self.footerKeys)
                line = StatusLine(text: labels.footerLine(fitting: width, dropping: Self.footerDropOrder), style: .muted)
            }
        }
        canvas.draw(line, in: .row(row, width: width))
    }
}

extension TrashScreen {
    enum Action: Sendable { case move, read, restore, deleteForever, empty, back }

    static var keys: KeyMap<Action> {
        KeyMap([
            KeyBinding("trash.down", [.down, .character("j")], .move, help: moveHelp, about: "move down"),
            KeyBinding("trash.up", [.up, .character("k")], .move, help: moveHelp, about: "move up"),
            KeyBinding("trash.page_down", [.pageDown], .move, help: pageHelp, about: "a page down"),
            KeyBinding("trash.page_up", [.pageUp], .move, help: pageHelp, about: "a page up"),
            KeyBinding("trash.first", [.home, .character("g")], .move, help: pageHelp, about: "the first note"),
            KeyBinding("trash.last", [.end, .character("G")], .move, help: pageHelp, about: "the last note"),
            KeyBinding("trash.restore", [.character("r")], .restore, footer: "r restore", help: KeyHelp("r", "restore to the list")),
            KeyBinding("trash.read", [.enter], .read, footer: "Enter read", help: KeyHelp("Enter", "read the note")),
            KeyBinding("trash.delete", [.character("d"), .delete], .deleteForever, footer: "d delete forever",
                       help: KeyHelp("d or Delete", "delete for good (asks)")),
            KeyBinding("trash.empty", [.character("E")], .empty, footer: "E empty", help: KeyHelp("E", "empty the trash (asks)")),
            KeyBinding("trash.back", [.escape, .character("q")], .back, footer: "Esc back", help: KeyHelp("Esc", "back to the list")),
        ])
    }

    private static let moveHelp = KeyHelp("↓ j / ↑ k", "move")
    private static let pageHelp = KeyHelp("PgDn/PgUp, g / G", "page; first / last")

    static let footerKeys: [Key] = [.character("r"), .escape, .character("d"), .character("E"), .enter, .function(1)]
    /// Left out first when the footer is too narrow: `r restore`, `Esc back`
    /// and `F1 help` stay.
    static let footerDropOrder: [Key] = [.enter, .character("E"), .character("d")]

    static var helpRows: [KeyHelp] { keys.labels.helpRows }
}
