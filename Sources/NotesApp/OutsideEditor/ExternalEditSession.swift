import Foundation
import NotesStorage
import TextEditing

/// Hands a note to the user's own editor and takes the result back: a
/// private temporary file (`title`, a blank line, `body`), the editor run
/// outside the full-screen mode, the file read back, and the new text
/// given to `commit`. The file is removed only once `commit` says the text
/// is safely in the library — or when nothing changed.
final class ExternalEditSession {
    enum Outcome: Equatable {
        /// The new text was committed.
        case saved
        /// The editor changed nothing: nothing is saved.
        case unchanged
        /// The editor exited with this non-zero status: nothing is saved.
        case editorFailed(Int32)
        /// No temporary file could be written in any of the folders.
        case noTemporaryFile
        /// `commit` failed; the text is kept in the file at this path.
        case keptFile(String)
        /// The editor left the file empty: taken as "abort", as git does.
        case emptied
        /// The editor failed or was killed (a closed terminal's SIGHUP)
        /// after writing new text: kept as an unsaved edit, not lost.
        case keptUnsaved(Int32)
        /// The editor wrote bytes that are not UTF-8: nothing is saved and
        /// the file is kept at this path.
        case notUTF8(String)
        /// The file could not be read back safely (replaced by a link, …).
        case unreadable(String)

        /// One line for the person, after the editor returns.
        var message: String {
            switch self {
            case .saved: return "Saved the text from the editor"
            case .unchanged: return "The editor changed nothing"
            case let .editorFailed(status): return "The editor failed (status \(status)); nothing changed"
            case .noTemporaryFile: return "Could not write a temporary file for the editor; nothing changed"
            case let .keptFile(path): return "Not saved yet; the text is kept in \(path)"
            case .emptied: return "The editor left the file empty; nothing changed"
            case let .keptUnsaved(status):
                return "The editor stopped (status \(status)) after writing: its text is kept unsaved — Ctrl-S saves, Esc discards"
            case let .notUTF8(path): return "Not UTF-8, so nothing changed; the editor's text is kept in \(path)"
            case let .unreadable(reason): return "Could not read the editor's file back (\(reason)); nothing changed"
            }
        }
    }

    private let editor: ExternalEditor
    /// Where the temporary file may go, in order of preference.
    private let folders: [String]
    /// Leaves the full-screen mode while its body runs.
    private let runOutside: (() -> Void) -> Void

    init(editor: ExternalEditor, folders: [String], runOutside: @escaping (() -> Void) -> Void) {
        self.editor = editor
        self.folders = folders
        self.runOutside = runOutside
    }

    /// Edits `title` and `body` in the editor; `commit` saves the result and
    /// returns whether it is safely stored. When the editor fails after
    /// writing new text (killed by a closed terminal's SIGHUP, say), that
    /// text goes to `keepUnsaved` — an unsaved edit, the draft — instead:
    /// whatever the editor wrote ends up in the library or the draft, or
    /// stays in its file. The file is removed only once the text is safe.
    func edit(title: String, body: String, commit: (_ title: String, _ body: String) -> Bool,
              keepUnsaved: (_ title: String, _ body: String) -> Bool) -> Outcome {
        let original = Self.fileText(title: title, body: body)
        guard let path = TemporaryNoteFile.create(in: folders, contents: original) else { return .noTemporaryFile }
        var status: Int32 = -1
        runOutside { status = self.editor.edit(fileAt: path) }
        let text: String
        switch EditedFile.contents(of: path) {
        case let .text(read): text = read
        case .notUTF8: return .notUTF8(path)
        case let .unreadable(reason):
            if status != 0 { return .editorFailed(status) }
            return .unreadable(reason)
        }
        let (newTitle, newBody) = Self.parse(text)
        let changed = text != original && (newTitle != title || newBody != body)
        guard changed, !text.allSatisfy(\.isWhitespace) else {
            unlink(path)
            if status != 0 { return .editorFailed(status) }
            return changed ? .emptied : .unchanged
        }
        if status != 0 {
            guard keepUnsaved(newTitle, newBody) else { return .keptFile(path) }
            unlink(path)
            return .keptUnsaved(status)
        }
        guard commit(newTitle, newBody) else { return .keptFile(path) }
        unlink(path)
        return .saved
    }

    // MARK: - The file's format

    /// The title on the first line, a blank line, the body, and a final
    /// newline (editors add one; it is not part of the body).
    static func fileText(title: String, body: String) -> String {
        TitleField.oneLine(title) + "\n\n" + body + "\n"
    }

    /// The title and body of a file written as `fileText` says; a missing
    /// blank line or final newline is forgiven.
    static func parse(_ text: String) -> (title: String, body: String) {
        var text = TextBuffer.normalize(text)
        if text.hasSuffix("\n") { text.removeLast() }
        guard let newline = text.firstIndex(of: "\n") else { return (text, "") }
        let title = String(text[..<newline])
        var rest = text[text.index(after: newline)...]
        if rest.hasPrefix("\n") { rest = rest.dropFirst() } else if rest.isEmpty { return (title, "") }
        return (title, String(rest))
    }
}

/// A private file for the editor: mode 0600, created with `O_EXCL` (never
/// an existing file or a planted link), named so that a stale one is
/// recognisable: `.notes-tui-edit-<pid>-<random>.md`.
enum TemporaryNoteFile {
    static let prefix = ".notes-tui-edit-"

    /// Writes `contents` to a new file in the first folder that takes it; its path.
    static func create(in folders: [String], contents: String) -> String? {
        let bytes = Array(contents.utf8)
        for folder in folders where !folder.isEmpty {
            for _ in 0..<3 {
                let name = "\(prefix)\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).md"
                let path = (folder as NSString).appendingPathComponent(name)
                do {
                    try PrivateFile.create(bytes, at: path)
                    return path
                } catch where error.pathIsTaken {
                    continue
                } catch {
                    break
                }
            }
        }
        return nil
    }
}
