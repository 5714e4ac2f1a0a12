import Foundation
import NotesCore
import NotesModel
import TerminalKit

/// A note's history (`h` in the list, `Ctrl-X h` in Note detail): its
/// versions, newest first, and the selected one's text with what changed
/// since marked line by line against the current text (`-` only in that
/// version, `+` added since). `r` restores the version as a new edit,
/// saved like any other: the history itself is never rewritten.
public final class HistoryScreen: Screen {
    var onBack: (() -> Void)?

    private let noteID: UUID
    private let controller: NotesController
    private let loadSource: () -> Result<NoteHistorySource, NoteHistoryError>
    private let timeZone: ShownTimeZone

    private var source: NoteHistorySource?
    /// Why there is no history to show (no work tree, git failing).
    private(set) var failure: String?
    private(set) var versions: [NoteVersion] = []
    private var shortIDs: [String] = []
    private(set) var list = ListSelection()
    /// Each version's note once read (or why it cannot be), by id.
    private var read: [String: Result<Note, NoteHistoryError>] = [:]
    /// The first row of the version's text shown.
    private(set) var textTop = 0
    private var textRows = 10
    /// The last diff drawn, kept while the version and the text now are
    /// the same (a huge note is not compared again at each key).
    private var shownDiff: (versionID: String, now: String, diff: LineDiff)?
    /// A one-line message in the footer until the next key.
    private(set) var notice: String?

    init(noteID: UUID, controller: NotesController, timeZone: ShownTimeZone,
         loadSource: @escaping () -> Result<NoteHistorySource, NoteHistoryError>) {
        (self.noteID, self.controller, self.timeZone, self.loadSource) = (noteID, controller, timeZone, loadSource)
        super.init(name: "History")
    }

    /// The note as the library holds it now.
    var current: Note? { controller.note(withID: noteID) }

    /// Reads the versions once (git runs here, not at each frame).
    public override func viewDidLoad() {
        guard let note = current else {
            failure = "This note is gone (deleted elsewhere): it has no history to show"
            return
        }
        do throws(NoteHistoryError) {
            let source = try loadSource().get()
            self.source = source
            versions = try source.versions(of: note)
            shortIDs = NoteVersion.shortIDs(versions)
        } catch {
            failure = error.message
        }
    }

    /// Keeps the selection on a listed version (the text now is read at
    /// each frame, so a change made meanwhile shows).
    public override func viewWillAppear() {
        list.clamp(count: versions.count)
    }

    var selectedVersion: NoteVersion? { versions.indices.contains(list.index) ? versions[list.index] : nil }

    /// The selected version's note, read once.
    func selectedNote() -> Result<Note, NoteHistoryError>? {
        guard let version = selectedVersion, let source, let note = current else { return nil }
        if let known = read[version.id] { return known }
        let result: Result<Note, NoteHistoryError>
        do throws(NoteHistoryError) {
            result = .success(try source.note(note, at: version))
        } catch {
            result = .failure(error)
        }
        read[version.id] = result
        return result
    }

    // MARK: - Keys

    public override func handle(_ key: Key) {
        notice = nil
        guard let binding = Self.keys.binding(for: key) else { return }
        let key = binding.canonical(key)
        switch binding.action {
        case .move:
            let before = list.index
            _ = list.move(key, count: versions.count)
            if list.index != before { textTop = 0 }
        case .scrollText:
            let page = max(1, textRows - 1)
            textTop = max(0, textTop + (key == .pageUp ? -page : page))
        case .restore: restore()
        case .back: onBack?()
        }
    }

    public override func handle(_ mouse: MouseEvent) {
        let before = list.index
        _ = list.handle(mouse, firstRow: 1, count: versions.count)
        if list.index != before { textTop = 0 }
    }

    /// The version's title and body saved over the note's, as an edit made
    /// now (a conflict copy if the note changed elsewhere meanwhile).
    private func restore() {
        guard let version = selectedVersion, let note = current else { return }
        switch selectedNote() {
        case let .success(old)?:
            guard old.title != note.title || old.body != note.body else {
                notice = "This version's text is the note's text now: nothing to restore"
                return
            }
            let edit = NoteEdit(noteID: note.id, title: old.title, body: old.body,
                                originalTitle: note.title, originalBody: note.body)
            _ = controller.saveEdit(edit)
            notice = "Restored the version of \(dateText(version)) as a new edit"
        case let .failure(error)?:
            notice = error.message + "; nothing restored"
        case nil: break
        }
    }

    func dateText(_ version: NoteVersion) -> String {
        LibraryDate.minuteStamp(of: version.date, offsetSeconds: timeZone.secondsFromGMT(for: version.date))
    }

    // MARK: - Drawing

    public override func render(into canvas: inout Canvas) {
        let width = canvas.size.columns
        let count = versions.count == 1 ? "1 version" : "\(versions.count) versions"
        canvas.draw(HeaderBar(title: " History ", detail: current?.displayTitle, right: failure == nil ? count : nil),
                    in: .row(0, width: width))
        let footerRow = canvas.size.rows - 1
        if let failure {
            for (offset, line) in Self.wrapped(failure, width: max(1, width - 4)).enumerated() where 2 + offset < footerRow {
                canvas.put(line, row: 2 + offset, column: 2, style: .warning)
            }
        } else if versions.isEmpty {
            canvas.draw(StatusLine(text: "No versions yet: this note was never committed to the library's repository.",
                                   style: .muted, fills: false, indent: 2), in: .row(min(2, footerRow - 1), width: width))
        } else {
            let listRows = min(versions.count, max(1, (footerRow - 2) / 3))
            list.layOut(rows: listRows, count: versions.count)
            renderVersions(into: &canvas, rows: listRows)
            renderText(into: &canvas, from: 1 + listRows, to: footerRow)
        }
        let footer = notice.map { StatusLine(text: $0, style: .accent) }
            ?? StatusLine(text: Self.footerLabels(hasVersions: !versions.isEmpty).footerLine(fitting: width, dropping: Self.footerDropOrder),
                          style: .muted)
        canvas.draw(footer, in: .row(footerRow, width: width))
        canvas.cursor = nil
    }

    private func renderVersions(into canvas: inout Canvas, rows: Int) {
        let width = canvas.size.columns
        for (offset, index) in list.visibleRange(count: versions.count).enumerated() {
            let version = versions[index]
            let selected = index == list.index
            let row = 1 + offset
            if selected { canvas.fill(row: row, style: .reverse) }
            let text = "\(selected ? "▸" : " ") \(shortIDs[index])  \(dateText(version))  "
            let used = canvas.put(text, row: row, column: 0, style: selected ? .reverse : .plain)
            canvas.putTruncated(version.machine, row: row, column: used, width: max(0, width - used),
                                style: selected ? .reverse : .muted)
        }
    }

    /// The divider naming the version and the marks, then its text
    /// against the current one.
    private func renderText(into canvas: inout Canvas, from top: Int, to footerRow: Int) {
        let width = canvas.size.columns
        guard top < footerRow, selectedVersion != nil else { return }
        let short = shortIDs[list.index]
        let divider = "─ \(short) against the text now · - only then · + added since "
        canvas.put(divider + String(repeating: "─", count: max(0, width - TextWidth.columns(of: divider))),
                   row: top, column: 0, style: .muted, limit: width)
        textRows = max(1, footerRow - top - 1)
        switch selectedNote() {
        case let .failure(error)?:
            canvas.putTruncated(error.message, row: top + 1, column: 2, width: max(0, width - 2), style: .warning)
        case let .success(old)?:
            let now = current.map(Self.shownText) ?? ""
            let diff = diff(of: old, against: now)
            textTop = min(textTop, max(0, diff.lines.count - textRows))
            for (offset, line) in diff.lines.dropFirst(textTop).prefix(textRows).enumerated() {
                let (mark, style) = Self.mark(line.kind)
                let used = canvas.put(mark, row: top + 1 + offset, column: 0, style: style)
                canvas.putTruncated(line.text, row: top + 1 + offset, column: used, width: max(0, width - used), style: style)
            }
        case nil: break
        }
    }

    private func diff(of old: Note, against now: String) -> LineDiff {
        let id = selectedVersion?.id ?? ""
        if let shownDiff, shownDiff.versionID == id, shownDiff.now == now { return shownDiff.diff }
        let diff = LineDiff(from: Self.shownText(old), to: now)
        shownDiff = (id, now, diff)
        return diff
    }

    /// `text` cut at spaces into lines of at most `width` columns (a word
    /// wider than that is cut when drawn).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if TextWidth.columns(of: candidate) <= width || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        return lines + (current.isEmpty ? [] : [current])
    }

    /// A note as the text compares it: its title, a blank line, its body
    /// (as `show` prints it).
    static func shownText(_ note: Note) -> String { note.title + "\n\n" + note.body }

    /// The gutter and style of a line: colour where there is colour, and
    /// reverse (added) or bold (removed) without it (`NO_COLOR`).
    static func mark(_ kind: LineDiff.Kind) -> (String, Style) {
        switch kind {
        case .same: return ("  ", .plain)
        case .removed: return ("- ", Style(color: .warning))
        case .added: return ("+ ", Style(color: .code))
        }
    }
}
