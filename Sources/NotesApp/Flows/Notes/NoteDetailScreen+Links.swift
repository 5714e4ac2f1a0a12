import Foundation
import NotesCore
import NotesModel
import NotesSearching
import TerminalKit

// Links in Note detail (docs/behaviour.md, "Links"): following the one
// under the cursor, the Links screen, the backlink count in the header,
// and the question a rename asks.
extension NoteDetailScreen {
    /// The note link (`[[…]]` or a Markdown link to a note's file) the
    /// body's cursor is on or right after, if any: one of the links the
    /// link index reads in the body (`VaultLinks`), so what `Ctrl-]`
    /// follows is what the Links screen counts. Of links one inside the
    /// other (`[[a](b.md)]]`) the innermost, so each can be followed.
    var linkAtCursor: VaultLink? {
        guard focus == .body else { return nil }
        let text = body.text
        let cursor = cursorIndex(in: text)
        let length = { (link: VaultLink) in text.utf8.distance(from: link.range.lowerBound, to: link.range.upperBound) }
        return VaultLinks.links(in: text).filter { $0.range.lowerBound <= cursor && cursor <= $0.range.upperBound }
            .min { length($0) < length($1) }
    }

    /// The URL the body's cursor is on, when it is on no note link: a
    /// Markdown link to one (`[text](https://…)`) or one written out.
    var webAddressAtCursor: String? {
        guard focus == .body else { return nil }
        let text = body.text
        let cursor = cursorIndex(in: text)
        if let link = VaultLinks.webLinks(in: text).first(where: { $0.range.lowerBound <= cursor && cursor <= $0.range.upperBound }) {
            return link.url
        }
        let (_, characters) = body.cursorLine
        let lineStart = text[..<cursor].lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
        let column = text[lineStart..<cursor].count
        return MarkdownInline.urls(in: characters[...]).first { $0.lowerBound <= column && column <= $0.upperBound }
            .map { String(characters[$0]) }
    }

    private func cursorIndex(in text: String) -> String.Index {
        text.index(text.startIndex, offsetBy: body.cursorOffset, limitedBy: text.endIndex) ?? text.endIndex
    }

    /// `Ctrl-]`: this note is saved (so nothing typed waits under another
    /// screen), then the linked note opens over it. A URL opens nothing:
    /// the footer says it is no note.
    func followLink() {
        guard let link = linkAtCursor else {
            if let url = webAddressAtCursor {
                notice = Self.webAddressNotice(url)
            } else {
                notice = "No [[link]] under the cursor: move onto one, then Ctrl-]"
            }
            return
        }
        let text = body.text
        saveInPlace()
        onFollowLink?(controller.target(of: link, in: text, from: noteID))
    }

    static func webAddressNotice(_ url: String) -> String {
        let shown = url.count > 40 ? url.prefix(39) + "…" : Substring(url)
        return "\(shown) is a web address, not a note: notes-tui opens no URLs"
    }

    /// `Ctrl-G`: this note is saved, then its Links screen shows.
    func showLinks() {
        saveInPlace()
        guard let noteID else {
            notice = "Nothing to show links of yet: type something first"
            return
        }
        onShowLinks?(noteID)
    }

    /// The key after Ctrl-X: Ctrl-E (as in bash) or h; any other cancels the prefix.
    func handlePrefixed(_ key: Key) {
        switch Self.prefixKeys.binding(for: key)?.action {
        case .editExternally: editExternally()
        case .showHistory: showHistory()
        default: break
        }
    }

    /// `Ctrl-X h`: this note is saved, then its History screen shows.
    func showHistory() {
        saveInPlace()
        guard let noteID else {
            notice = "No history yet: a new note has none until it is saved and committed"
            return
        }
        onShowHistory?(noteID)
    }

    /// `Ctrl-S`: asks first when the new title is one links to which
    /// already open another note, or when links name the note by the name
    /// it had when it opened and the title changed.
    func save() {
        let sinceOpened = NoteEdit(noteID: noteID, title: title.text, body: body.text,
                                   originalTitle: openedTitle, originalBody: openedBody)
        if controller.nameClash(for: sinceOpened) != nil {
            pendingClash = Note.oneLine(title.text)
        } else if let rename = controller.linkRename(for: sinceOpened) {
            pendingRename = rename
        } else {
            close(saving: true)
        }
    }

    /// `y` rewrites the links in the same save, `n` saves the title
    /// alone, `Esc` saves nothing and goes on editing.
    func answerRename(_ rename: LinkRename, _ key: Key) {
        switch key {
        case .character("y"), .character("Y"):
            pendingRename = nil
            close(saving: true, rewriting: rename)
        case .character("n"), .character("N"):
            pendingRename = nil
            close(saving: true)
        case .escape:
            pendingRename = nil
        default: break
        }
    }

    /// `y` saves the title and rewrites no link (none could tell the two
    /// notes apart); `n` or `Esc` saves nothing and goes on editing.
    func answerClash(_ key: Key) {
        switch key {
        case .character("y"), .character("Y"):
            pendingClash = nil
            close(saving: true)
        case .character("n"), .character("N"), .escape:
            pendingClash = nil
        default: break
        }
    }

    static func clashPrompt(_ title: String, width: Int) -> String {
        PromptAnswer.titledPrompt("Links to ", title: title, " already open another note; save anyway? (y/n)", width: width)
    }

    static func renamePrompt(_ rename: LinkRename, width: Int) -> String {
        let links = rename.count == 1 ? "1 link" : "\(rename.count) links"
        return PromptAnswer.titledPrompt("Update \(links) to ", title: rename.newName, "? (y/n)", width: width)
    }

    /// The header's right side in `room` columns: how many notes link
    /// here (`← 3 linked`, or `← 3` when narrow), and `● unsaved`.
    func headerRight(width room: Int) -> String? {
        let count = noteID.map { controller.backlinkCount(of: $0) } ?? 0
        let unsaved = hasChanges ? "● unsaved" : nil
        guard count > 0 else { return unsaved }
        for links in ["← \(count) linked", "← \(count)"] {
            let line = [links, unsaved].compactMap { $0 }.joined(separator: " · ")
            if TextWidth.columns(of: line) <= room { return line }
        }
        return unsaved ?? "← \(count)"
    }
}
