import TerminalKit

// Note detail's header and footer: what the screen says around the text.
extension NoteDetailScreen {
    func renderHeader(into canvas: inout Canvas) {
        var bold = Style.reverse
        bold.bold = true
        let title = isNewNote ? " New note" : " Edit note"
        let room = canvas.size.columns - TextWidth.columns(of: title) - 2
        let right = Self.withSyncState(headerRight(width: room), room: room, syncHeader: syncHeader)
        let header = HeaderBar(title: title, right: right, rightStyle: bold)
        canvas.draw(header, in: .row(0, width: canvas.size.columns))
    }

    /// The sync state before the header's right end, when it fits
    /// beside it; what the note says (links, unsaved) keeps its room.
    static func withSyncState(_ right: String?, room: Int, syncHeader: ((Int) -> String)?) -> String? {
        guard let syncHeader else { return right }
        let taken = right.map { TextWidth.columns(of: $0) + 3 } ?? 0
        let sync = syncHeader(room - taken)
        guard TextWidth.columns(of: sync) <= room - taken else { return right }
        return [sync, right].compactMap { $0 }.joined(separator: " · ")
    }

    func renderFooter(into canvas: inout Canvas) {
        let row = canvas.size.rows - 1
        let (text, style): (String, Style)
        if let pendingRename {
            (text, style) = (Self.renamePrompt(pendingRename, width: canvas.size.columns), .warning)
        } else if let pendingClash {
            (text, style) = (Self.clashPrompt(pendingClash, width: canvas.size.columns), .warning)
        } else if isConfirmingDiscard {
            (text, style) = ("Discard changes? (y/n)", .warning)
        } else if isAwaitingPrefixKey {
            (text, style) = ("Ctrl-X: Ctrl-E edits in $EDITOR · any other key cancels", .accent)
        } else if completion != nil {
            (text, style) = (LinkCompletion.hint, .accent)
        } else if let notice {
            (text, style) = (notice, .accent)
        } else {
            (text, style) = (Self.footerLine(fitting: canvas.size.columns), .muted)
        }
        canvas.draw(StatusLine(text: text, style: style), in: .row(row, width: canvas.size.columns))
        if isAsking { canvas.cursor = nil }
    }
}

// The search the note was opened from, in its title: drawn over the field
// while the body has the focus and the whole title shows (unscrolled).
extension NoteDetailScreen {
    func renderTitleMatches(into canvas: inout Canvas, row: Int, left: Int, width: Int) {
        guard let searchHighlight, focus != .title else { return }
        let text = title.text
        guard TextWidth.columns(of: text, upTo: width + 1) <= width else { return }
        let characters = Array(text)
        let style = MatchStyle.highlighted(.bold)
        for range in searchHighlight.ranges(in: characters, isTitle: true) {
            var column = left + TextWidth.columns(of: String(characters[..<range.lowerBound]))
            for character in characters[range] {
                column += canvas.put(String(character), row: row, column: column, style: style)
            }
        }
    }
}
