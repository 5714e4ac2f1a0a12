import Foundation
import NotesCore
import NotesModel
import NotesSearching
import TerminalKit
import TextEditing

/// Quick open (`Ctrl-P` in the list or in a note): every note's name,
/// ranked by a fuzzy match of what is typed (`FuzzyMatch`), the matched
/// letters highlighted. `Enter` opens the selected note (the best one
/// unless moved); with no match it opens a new note titled with the
/// typed text, as the list's filter does; `Esc` closes it.
public final class QuickOpenScreen: Screen {
    var onOpen: ((UUID) -> Void)?
    /// Enter when nothing matches: a new note with that title (created on Ctrl-S).
    var onCreate: ((String) -> Void)?
    var onClose: (() -> Void)?

    private let controller: NotesController
    /// What is typed: a line input, editing as the filter does.
    private(set) var queryInput = LineInput()
    var query: String { queryInput.text }
    private(set) var shown: [TitleMatch] = []
    private(set) var list = ListSelection()
    private var shownRevision = -1
    private var shownQuery: String?
    /// The matched letters of the rows drawn, for the query shown.
    private var positionsCache: [UUID: [Int]] = [:]

    init(controller: NotesController) {
        self.controller = controller
        super.init(name: "QuickOpen")
    }

    public override func viewWillAppear() {
        refreshIfNeeded()
    }

    /// Typing goes to the query, so `q` and `?` are letters here.
    public override var capturesText: Bool { true }

    /// A pause in typing: the names not prepared yet for matching are
    /// prepared now, a slice at a time, rather than on the next key.
    public override func idle() {
        isPrepared = controller.prepareDuringIdleTurn(for: .quickOpen)
    }

    private var isPrepared = false

    public override var hasIdleWork: Bool { !isPrepared }

    var selectedNote: Note? {
        shown.indices.contains(list.index) ? shown[list.index].note : nil
    }

    // MARK: - Keys

    public override func handle(_ key: Key) {
        refreshIfNeeded()
        let binding = Self.keys.binding(for: key)
        switch binding?.action {
        case .open: choose()
        case .close: onClose?()
        case .up: _ = list.move(.up, count: shown.count)
        case .down: _ = list.move(.down, count: shown.count)
        case .page: _ = list.move(binding?.canonical(key) ?? key, count: shown.count)
        case nil: queryInput.handle(key)
        }
        refreshIfNeeded()
    }

    /// A click selects a note, a second click on it opens it; the wheel moves.
    public override func handle(_ mouse: MouseEvent) {
        if list.handle(mouse, firstRow: 2, count: shown.count) == .chosen { handle(.enter) }
    }

    public override func handlePaste(_ text: String) {
        queryInput.insert(text)
        refreshIfNeeded()
    }

    private func choose() {
        if let note = selectedNote {
            onOpen?(note.id)
        } else {
            let title = query.trimmingCharacters(in: .whitespaces)
            if !title.isEmpty { onCreate?(title) }
        }
    }

    /// Ranks again when the notes or the query changed; the best match is
    /// selected after each change of the query.
    func refreshIfNeeded() {
        guard controller.revision != shownRevision || query != shownQuery else { return }
        let selected = query == shownQuery ? selectedNote?.id : nil
        shown = controller.quickOpen(query)
        let index = selected.flatMap { id in shown.firstIndex { $0.note.id == id } } ?? 0
        list.select(index, count: shown.count)
        positionsCache = [:]
        shownRevision = controller.revision
        shownQuery = query
    }

    func positions(of note: Note) -> [Int] {
        if let known = positionsCache[note.id] { return known }
        let found = FuzzyMatch.positions(of: query, in: note.displayTitle) ?? []
        positionsCache[note.id] = found
        return found
    }

    // MARK: - Drawing

    static let label = "Open: "

    public override func render(into canvas: inout Canvas) {
        refreshIfNeeded()
        let width = canvas.size.columns
        let total = controller.notes.count
        let counter = query.allSatisfy(\.isWhitespace) ? (total == 1 ? "1 note" : "\(total) notes") : "\(shown.count) of \(total)"
        canvas.draw(HeaderBar(title: " Quick open ", right: counter), in: .row(0, width: width))
        queryInput.fit(width: InputLine.fieldWidth(label: Self.label, in: width))
        canvas.draw(InputLine(label: Self.label, input: queryInput, editing: true), in: .row(1, width: width))
        let footerRow = canvas.size.rows - 1
        list.layOut(rows: footerRow - 2, count: shown.count)
        if shown.isEmpty, footerRow > 2 {
            let message = total == 0 ? "No notes yet." : "No title matches · Enter makes a note titled “\(query)”"
            canvas.draw(StatusLine(text: message, style: .muted, fills: false, indent: 2), in: .row(2, width: width))
        }
        for (offset, index) in list.visibleRange(count: shown.count).enumerated() where 2 + offset < footerRow {
            let note = shown[index].note
            canvas.draw(QuickOpenRow(name: note.displayTitle, matched: positions(of: note), selected: index == list.index),
                        in: .row(2 + offset, width: width))
        }
        let cursor = canvas.cursor
        canvas.draw(StatusLine(text: Self.footer(fitting: width), style: .muted), in: .row(footerRow, width: width))
        // The typing happens on the query's line, not on the footer.
        canvas.cursor = footerRow > 1 ? cursor : nil
    }
}

/// One row of quick open: a note's name with the matched letters in the
/// highlight style, cut with `…` when wider than the row.
struct QuickOpenRow: CanvasPart {
    let name: String
    let matched: [Int]
    let selected: Bool

    func render(into canvas: inout Canvas) {
        let width = canvas.size.columns
        var plain = Style.plain
        plain.reverse = selected
        var highlight = Style(bold: true, color: .highlight)
        highlight.reverse = selected
        if selected { canvas.fill(row: 0, style: plain) }
        let start = canvas.put(selected ? "▸ " : "  ", row: 0, column: 0, style: plain)
        let room = width - start - 1
        guard room > 0 else { return }
        // Measured only as far as the row reaches: a name may be megabytes long.
        var shown: [(index: Int, character: Character)] = []
        var columns = 0
        var fits = true
        for (index, character) in name.enumerated() {
            let wanted = TextWidth.columns(of: character)
            if columns + wanted > room { fits = false; break }
            shown.append((index, character))
            columns += wanted
        }
        while !fits, columns > room - 1, let last = shown.popLast() { columns -= TextWidth.columns(of: last.character) }
        let matched = Set(matched)
        var column = start
        for (index, character) in shown {
            column += canvas.put(String(character), row: 0, column: column, style: matched.contains(index) ? highlight : plain)
        }
        if !fits { canvas.put("…", row: 0, column: column, style: plain) }
    }
}
