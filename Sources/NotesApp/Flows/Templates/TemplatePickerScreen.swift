import TerminalKit

/// The template picker (`N` in the list): the templates by name, A to Z;
/// `Enter` starts a new note from the selected one, `Esc` goes back.
public final class TemplatePickerScreen: Screen {
    var onChoose: ((String) -> Void)?
    var onBack: (() -> Void)?

    let names: [String]
    /// Where templates live, as shown (`~` for the home folder), for the
    /// screen that has none to say.
    let folder: String
    private(set) var list = ListSelection()

    init(names: [String], folder: String) {
        self.names = names
        self.folder = folder
        super.init(name: "TemplatePicker")
    }

    var selectedName: String? { names.indices.contains(list.index) ? names[list.index] : nil }

    // MARK: - Keys

    public override func handle(_ key: Key) {
        switch Self.keys.binding(for: key)?.action {
        case .choose: if let name = selectedName { onChoose?(name) }
        case .back: onBack?()
        case .move: _ = list.move(key, count: names.count)
        case nil: break
        }
    }

    /// A click selects a template, a second click on it starts the note.
    public override func handle(_ mouse: MouseEvent) {
        if list.handle(mouse, firstRow: 1, count: names.count) == .chosen { handle(.enter) }
    }

    // MARK: - Drawing

    public override func render(into canvas: inout Canvas) {
        let width = canvas.size.columns
        let counter = names.count == 1 ? "1 template" : "\(names.count) templates"
        canvas.draw(HeaderBar(title: " New from a template ", right: counter), in: .row(0, width: width))
        let footerRow = canvas.size.rows - 1
        list.layOut(rows: footerRow - 1, count: names.count)
        if names.isEmpty, footerRow > 1 {
            // The folder on a line of its own, so a narrow terminal still shows where.
            let lines = ["No templates yet: put NAME.md files in", folder + "/"]
            for (offset, line) in lines.enumerated() where 2 + offset < footerRow {
                canvas.draw(StatusLine(text: line, style: .muted, fills: false, indent: 2), in: .row(2 + offset, width: width))
            }
        }
        for (offset, index) in list.visibleRange(count: names.count).enumerated() {
            let row = 1 + offset
            var style = Style.plain
            style.reverse = index == list.index
            if style.reverse { canvas.fill(row: row, style: style) }
            canvas.put(style.reverse ? "▸ " : "  ", row: row, column: 0, style: style)
            canvas.putTruncated(names[index], row: row, column: 2, width: max(0, width - 3), style: style)
        }
        canvas.draw(StatusLine(text: Self.footerLine(fitting: width), style: .muted), in: .row(footerRow, width: width))
        canvas.cursor = nil
    }
}
