import Foundation
import NotesModel
import TerminalKit

// Note detail's mouse and clipboard: the wheel scrolls the body, a click
// in the body or the title puts the cursor there; Alt-y copies the note.
extension NoteDetailScreen {
    /// The rows `render` draws: the title on row 1 after its label, the body from row 3.
    static let titleRow = 1
    static let titleLabel = "Title: "
    static let bodyTop = 3
    /// Rows a wheel notch scrolls, as in most terminal programs.
    static let wheelRows = 3

    /// The whole note as Alt-y copies it: the title, a blank line, then the
    /// body (only the body when the title is blank), as a note is written
    /// anywhere as text.
    var wholeNote: String {
        title.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? body.text : title.text + "\n\n" + body.text
    }

    /// The name the footer gives the note.
    var displayTitle: String { Note.displayTitle(title: title.text, body: body.text) }

    func handleMouse(_ mouse: MouseEvent) {
        // A question holds the screen until it is answered.
        guard !isAsking else { return }
        let row = mouse.position.row
        switch mouse.action {
        case .wheelUp: body.scrollView(by: -Self.wheelRows)
        case .wheelDown: body.scrollView(by: Self.wheelRows)
        case .press(.left):
            notice = nil
            if isAwaitingPrefixKey { isAwaitingPrefixKey = false }
            if row == Self.titleRow {
                focus = .title
                title.moveCursor(toColumn: mouse.position.column - TextWidth.columns(of: Self.titleLabel))
            } else if row >= Self.bodyTop, row < Self.bodyTop + body.height {
                focus = .body
                body.moveCursor(toViewRow: row - Self.bodyTop, column: mouse.position.column)
            }
        default: break
        }
    }
}
