import Foundation
import NotesCore
import NotesModel
import NotesSearching
import TerminalKit

/// The Links screen (`Ctrl-G` in Note detail, `b` in the list): the notes
/// that link to one note ("Linked from") and where its own links go
/// ("Links to"), a missing title shown as such. `Enter` opens the
/// selected one, `Esc` goes back.
public final class LinksScreen: Screen {
    /// A note to open, or a missing title to start a note with.
    var onOpen: ((LinkTarget) -> Void)?
    var onBack: (() -> Void)?

    enum Row: Equatable {
        case heading(String)
        case target(LinkTarget)
        /// A section with nothing in it.
        case none
    }

    private let controller: NotesController
    let noteID: UUID
    private(set) var rows: [Row] = []
    private(set) var list = ListSelection()
    private var shownRevision = -1

    init(controller: NotesController, noteID: UUID) {
        self.controller = controller
        self.noteID = noteID
        super.init(name: "Links")
    }

    public override func viewWillAppear() {
        refreshIfNeeded()
    }

    var selected: LinkTarget? {
        guard rows.indices.contains(list.index), case let .target(target) = rows[list.index] else { return nil }
        return target
    }

    // MARK: - Keys

    public override func handle(_ key: Key) {
        refreshIfNeeded()
        let binding = Self.keys.binding(for: key)
        let key = binding?.canonical(key) ?? key
        switch binding?.action {
        case .move:
            let downward = [Key.down, .character("j"), .pageDown, .home, .character("g")].contains(key)
            _ = list.move(key, count: rows.count)
            skipHeadings(downward: downward)
        case .open: if let selected { onOpen?(selected) }
        case .back: onBack?()
        case nil: break
        }
    }

    /// A click selects a link (not a heading), a second click on it opens
    /// it; the wheel moves, past the headings.
    public override func handle(_ mouse: MouseEvent) {
        let before = list.index
        switch list.handle(mouse, firstRow: 1, count: rows.count) {
        case .chosen: if let selected { onOpen?(selected) }
        case .moved:
            if mouse.action == .press(.left), selected == nil {
                list.select(before, count: rows.count)  // a heading: not selectable
            } else {
                skipHeadings(downward: mouse.action != .wheelUp)
            }
        case .nothing: break
        }
    }

    /// Moves off a heading or an empty section's line, on in the way the
    /// key went, or back when there is nothing further.
    private func skipHeadings(downward: Bool) {
        let steps = downward ? [1, -1] : [-1, 1]
        for step in steps {
            var index = list.index
            while rows.indices.contains(index) {
                if case .target = rows[index] { list.select(index, count: rows.count); return }
                index += step
            }
        }
    }

    /// Re-reads the links when the notes changed, keeping the selection's place.
    func refreshIfNeeded() {
        guard controller.revision != shownRevision else { return }
        let backlinks = controller.backlinks(to: noteID).map { LinkTarget.note($0) }
        let outgoing = controller.outgoingLinks(of: noteID)
        rows = [.heading("Linked from (\(backlinks.count))")] + (backlinks.isEmpty ? [.none] : backlinks.map(Row.target))
            + [.heading("Links to (\(outgoing.count))")] + (outgoing.isEmpty ? [.none] : outgoing.map(Row.target))
        list.clamp(count: rows.count)
        skipHeadings(downward: true)
        shownRevision = controller.revision
    }

    // MARK: - Drawing

    public override func render(into canvas: inout Canvas) {
        refreshIfNeeded()
        let width = canvas.size.columns
        let name = controller.note(withID: noteID)?.displayTitle ?? Note.untitledName
        canvas.draw(HeaderBar(title: " Links: ", detail: name), in: .row(0, width: width))
        let footerRow = canvas.size.rows - 1
        list.layOut(rows: footerRow - 1, count: rows.count)
        for (offset, index) in list.visibleRange(count: rows.count).enumerated() {
            drawRow(rows[index], selected: index == list.index, row: 1 + offset, into: &canvas)
        }
        canvas.draw(StatusLine(text: Self.footerLine(fitting: width), style: .muted), in: .row(footerRow, width: width))
        canvas.cursor = nil
    }

    private func drawRow(_ row: Row, selected: Bool, row line: Int, into canvas: inout Canvas) {
        let width = canvas.size.columns
        switch row {
        case let .heading(text):
            canvas.putTruncated(text, row: line, column: 1, width: max(0, width - 1), style: .accent)
        case .none:
            canvas.putTruncated("(none)", row: line, column: 4, width: max(0, width - 4), style: .muted)
        case let .target(target):
            var style = Style.plain
            style.reverse = selected
            if selected { canvas.fill(row: line, style: style) }
            canvas.put(selected ? "  ▸ " : "    ", row: line, column: 0, style: style)
            let title = target.title
            switch target {
            case .note:
                canvas.putTruncated(title, row: line, column: 4, width: max(0, width - 4), style: style)
            case .missing:
                // Dim, and said in words for a terminal without colour.
                var dim = Style.muted
                dim.reverse = selected
                let suffix = " (no such note)"
                let room = max(0, width - 4 - TextWidth.columns(of: suffix))
                let used = canvas.putTruncated(title, row: line, column: 4, width: room, style: dim)
                canvas.putTruncated(suffix, row: line, column: 4 + used, width: max(0, width - 4 - used), style: dim)
            }
        }
    }
}
