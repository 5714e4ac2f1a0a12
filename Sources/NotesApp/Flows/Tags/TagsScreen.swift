import NotesCore
import NotesSearching
import TerminalKit
import TextEditing

/// The Tags screen (`t` in the list): every tag with its number of notes,
/// A–Z, nested tags indented under their parent. Typing narrows it (then
/// each tag is shown whole); `Enter` returns to the list filtered by the
/// selected tag, `Esc` unfiltered.
public final class TagsScreen: Screen {
    var onChoose: ((String) -> Void)?
    var onBack: (() -> Void)?

    private let controller: NotesController
    /// What is typed to narrow the tags: a line input, editing as every
    /// one-line input does.
    private(set) var narrowingInput = LineInput()
    var narrowing: String { narrowingInput.text }
    private(set) var shown: [TagCount] = []
    private(set) var list = ListSelection()
    private var shownRevision = -1
    private var shownNarrowing: String?
    /// True until every note's tags are parsed (see `refreshIfNeeded`).
    private(set) var isCounting = false

    init(controller: NotesController) {
        self.controller = controller
        super.init(name: "Tags")
    }

    public override func viewWillAppear() {
        refreshIfNeeded()
    }

    /// Parses the tags of a slice of notes while counting waits for them.
    public override func idle() {
        if isCounting { controller.prepareDuringIdleTurn(for: .tagCounts) }
    }

    public override var hasIdleWork: Bool { isCounting }

    /// Typing goes to the narrowing text, so `q` and `?` are letters here.
    public override var capturesText: Bool { true }

    var selectedTag: String? {
        shown.indices.contains(list.index) ? shown[list.index].tag : nil
    }

    // MARK: - Keys

    public override func handle(_ key: Key) {
        refreshIfNeeded()
        let binding = Self.keys.binding(for: key)
        switch binding?.action {
        case .choose: if let tag = selectedTag { onChoose?(tag) }
        case .back: onBack?()
        case .move: _ = list.move(binding?.canonical(key) ?? key, count: shown.count)
        case nil: narrowingInput.handle(key)
        }
        refreshIfNeeded()
    }

    /// A click selects a tag, a second click on it shows its notes; the wheel moves.
    public override func handle(_ mouse: MouseEvent) {
        if list.handle(mouse, firstRow: 2, count: shown.count) == .chosen { handle(.enter) }
    }

    public override func handlePaste(_ text: String) {
        narrowingInput.insert(text)
        refreshIfNeeded()
    }

    /// Re-reads the tags when the notes or the narrowing changed, keeping
    /// the selected tag selected while it is shown.
    func refreshIfNeeded() {
        guard controller.revision != shownRevision || narrowing != shownNarrowing || isCounting else { return }
        // In a large library's first moments the notes' tags are not all
        // parsed yet: the screen says so and idle time parses them.
        isCounting = !controller.isReady(for: .tagCounts)
        let selected = narrowing == shownNarrowing ? selectedTag : nil
        let all = isCounting ? [] : controller.tagCounts()
        let words = narrowing.lowercased().split(whereSeparator: \.isWhitespace).map { $0.drop { $0 == "#" } }
        shown = words.isEmpty ? all : all.filter { count in words.allSatisfy { NoteTags.key(count.tag).contains($0) } }
        if let selected, let index = shown.firstIndex(where: { NoteTags.key($0.tag) == NoteTags.key(selected) }) {
            list.select(index, count: shown.count)
        } else {
            list.select(0, count: shown.count)
        }
        shownRevision = controller.revision
        shownNarrowing = narrowing
    }

    // MARK: - Drawing

    public override func render(into canvas: inout Canvas) {
        refreshIfNeeded()
        let width = canvas.size.columns
        let total = isCounting ? 0 : controller.tagCounts().count
        let counter = isCounting ? "counting…"
            : narrowing.isEmpty ? (total == 1 ? "1 tag" : "\(total) tags") : "\(shown.count) of \(total)"
        canvas.draw(HeaderBar(title: " Tags ", right: counter), in: .row(0, width: width))
        narrowingInput.fit(width: InputLine.fieldWidth(label: Self.label, in: width))
        canvas.draw(InputLine(label: Self.label, input: narrowingInput, editing: true), in: .row(1, width: width))
        let footerRow = canvas.size.rows - 1
        list.layOut(rows: footerRow - 2, count: shown.count)
        if shown.isEmpty {
            let message = isCounting ? "Counting tags…"
                : total == 0 ? "No tags yet. Write #tag in a note to tag it." : "No tag matches “\(narrowing)”."
            canvas.draw(StatusLine(text: message, style: .muted, fills: false, indent: 2), in: .row(min(3, max(2, footerRow - 1)), width: width))
        }
        for (offset, index) in list.visibleRange(count: shown.count).enumerated() {
            drawRow(shown[index], selected: index == list.index, row: 2 + offset, into: &canvas)
        }
        let cursor = canvas.cursor
        canvas.draw(StatusLine(text: Self.footer(fitting: width), style: .muted), in: .row(footerRow, width: width))
        // The typing happens on the narrowing line, not on the footer.
        canvas.cursor = footerRow > 1 ? cursor : nil
    }

    static let label = "Tag: #"

    private func drawRow(_ tag: TagCount, selected: Bool, row: Int, into canvas: inout Canvas) {
        let width = canvas.size.columns
        var style = Style.plain
        style.reverse = selected
        if selected { canvas.fill(row: row, style: style) }
        canvas.put(selected ? "▸ " : "  ", row: row, column: 0, style: style)
        let count = String(tag.count)
        let countColumn = width - TextWidth.columns(of: count) - 1
        // Nested under the parent, or whole while narrowed (parents may be hidden).
        let indent = narrowing.isEmpty ? 2 * tag.depth : 0
        let name = narrowing.isEmpty ? "#" + tag.leaf : "#" + tag.tag
        canvas.putTruncated(name, row: row, column: 2 + indent, width: max(0, countColumn - 3 - indent), style: style)
        if countColumn > 2 + indent { canvas.put(count, row: row, column: countColumn, style: style) }
    }
}
