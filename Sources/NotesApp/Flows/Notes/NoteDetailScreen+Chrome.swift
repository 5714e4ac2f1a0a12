import NotesCore
import TerminalKit

// Note detail's header and footer: what the screen says around the text.
extension NoteDetailScreen {
    func renderHeader(into canvas: inout Canvas) {
        var bold = Style.reverse
        bold.bold = true
        let title = isNewNote ? " New note" : " Edit note"
        let right = headerRight(width: canvas.size.columns - TextWidth.columns(of: title) - 2)
        let header = HeaderBar(title: title, right: right, rightStyle: bold)
        canvas.draw(header, in: .row(0, width: canvas.size.columns))
    }

    func renderFooter(into canvas: inout Canvas) {
        let row = canvas.size.rows - 1
        let (text, style): (String, Style)
        if let pendingRename {
            (text, style) = (Self.renamePrompt(pendingRename, width: canvas.size.columns), .warning)
        } else if isConfirmingDiscard {
            (text, style) = ("Discard changes? (y/n)", .warning)
        } else if isAwaitingPrefixKey {
            (text, style) = ("Ctrl-X: Ctrl-E edits in $EDITOR · any other key cancels", .accent)
        } else if let notice {
            (text, style) = (notice, .accent)
        } else {
            (text, style) = (Self.footerLine(fitting: canvas.size.columns), .muted)
        }
        canvas.draw(StatusLine(text: text, style: style), in: .row(row, width: canvas.size.columns))
        if isConfirmingDiscard || pendingRename != nil { canvas.cursor = nil }
    }
}
