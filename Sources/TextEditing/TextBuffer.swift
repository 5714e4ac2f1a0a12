import Foundation

/// Editable text and a cursor, separate from how it is drawn: lines of
/// grapheme clusters, so no index can fall inside an emoji, a flag or a
/// letter with combining marks. Every edit goes through one primitive,
/// `replace`, which records it for undo and for the views' caches.
public struct TextBuffer: Sendable {
    private(set) var lines: [[Character]]
    private(set) var cursor = TextPosition(line: 0, column: 0)
    /// Graphemes in `text`, newlines included; kept as edits happen, so
    /// that "did the length change?" is free.
    public private(set) var count: Int
    /// Grows with every change to the text.
    private(set) var version = 0
    var history = UndoHistory()
    /// Changes not yet taken by a view; see `takeChanges()`.
    private var changes: [LineChange] = []
    /// Past this many untaken changes, a single `.everything` stands for all.
    private static let changeLimit = 64

    public init(_ text: String = "") {
        lines = Self.split(Self.normalize(text))
        count = Self.count(of: lines)
    }

    public var text: String {
        lines.map { String($0) }.joined(separator: "\n")
    }

    var isEmpty: Bool { lines.count == 1 && lines[0].isEmpty }

    var currentLine: [Character] { lines[cursor.line] }

    var canUndo: Bool { !history.undoStack.isEmpty }
    var canRedo: Bool { !history.redoStack.isEmpty }

    // MARK: - Editing

    /// Inserts text at the cursor; `\r\n` and `\r` become `\n`. One
    /// grapheme is typing (joins the run of typing before it); anything
    /// longer, a paste, is an undo step of its own.
    mutating func insert(_ text: String) {
        let pieces = Self.split(Self.normalize(text))
        let isTyped = Self.count(of: pieces) == 1
        replace(from: cursor, to: cursor, with: pieces, kind: isTyped ? .typing : .block)
        // A typed newline ends the step, so undo goes back a line at a time.
        if isTyped && pieces.count == 2 { history.close() }
    }

    /// Deletes the grapheme before the cursor, joining lines at a line start.
    mutating func deleteBackward() {
        let start = position(before: cursor)
        guard start != cursor else { return }
        replace(from: start, to: cursor, with: [[]], kind: .deletingBackward)
    }

    /// Deletes the grapheme under the cursor, joining the next line at a line end.
    mutating func deleteForward() {
        let end = position(after: cursor)
        guard end != cursor else { return }
        replace(from: cursor, to: end, with: [[]], kind: .deletingForward)
    }

    /// Replaces the whole text as one undo step; the cursor stays where it
    /// was as far as the new text allows.
    mutating func replaceAll(with text: String) {
        let kept = cursor
        let end = TextPosition(line: lines.count - 1, column: lines[lines.count - 1].count)
        replace(from: TextPosition(line: 0, column: 0), to: end, with: Self.split(Self.normalize(text)), kind: .block)
        cursor = clamped(kept)
    }

    /// Replaces graphemes `range` of line `line` with `text` as one undo
    /// step; the cursor stays on the character it was on.
    mutating func replace(columns range: Range<Int>, ofLine line: Int, with text: [Character]) {
        let kept = cursor
        replace(from: TextPosition(line: line, column: range.lowerBound),
                to: TextPosition(line: line, column: range.upperBound), with: [text], kind: .block)
        var column = kept.column
        if kept.line == line, column >= range.upperBound {
            column += text.count - range.count
        } else if kept.line == line, column > range.lowerBound {
            column = min(column, range.lowerBound + text.count)
        }
        cursor = clamped(TextPosition(line: kept.line, column: column))
        history.setCursorAfter(cursor)
    }

    // MARK: - Undo

    /// Takes back the last undo step; false when there is none.
    @discardableResult
    mutating func undo() -> Bool {
        guard let group = history.popUndo() else { return false }
        for edit in group.edits.reversed() {
            apply(from: edit.start, to: edit.start.advanced(over: edit.inserted), with: edit.removed)
        }
        cursor = group.cursorBefore
        return true
    }

    /// Does again what `undo` took back; false when there is nothing to redo.
    @discardableResult
    mutating func redo() -> Bool {
        guard let group = history.popRedo() else { return false }
        for edit in group.edits {
            apply(from: edit.start, to: edit.start.advanced(over: edit.removed), with: edit.inserted)
        }
        cursor = group.cursorAfter
        return true
    }

    /// Identifies the text's place in the undo history: equal serials mean
    /// equal text (e.g. back where it was when saved).
    public var stateSerial: Int { history.stateSerial }

    // MARK: - Moving

    mutating func moveLeft() { move(to: position(before: cursor)) }

    mutating func moveRight() { move(to: position(after: cursor)) }

    /// Puts the cursor at `position`, clamped into the text. Moving ends
    /// the current undo step.
    mutating func move(to position: TextPosition) {
        history.close()
        cursor = clamped(position)
    }

    mutating func moveToEnd() {
        move(to: TextPosition(line: lines.count - 1, column: .max))
    }

    func clamped(_ position: TextPosition) -> TextPosition {
        let line = min(max(0, position.line), lines.count - 1)
        return TextPosition(line: line, column: min(max(0, position.column), lines[line].count))
    }

    /// One grapheme back; a line start steps to the end of the line above.
    func position(before position: TextPosition) -> TextPosition {
        if position.column > 0 { return TextPosition(line: position.line, column: position.column - 1) }
        if position.line > 0 { return TextPosition(line: position.line - 1, column: lines[position.line - 1].count) }
        return position
    }

    /// One grapheme on; a line end steps to the start of the next line.
    func position(after position: TextPosition) -> TextPosition {
        if position.column < lines[position.line].count {
            return TextPosition(line: position.line, column: position.column + 1)
        }
        if position.line + 1 < lines.count { return TextPosition(line: position.line + 1, column: 0) }
        return position
    }

    // MARK: - The one primitive

    /// Replaces the text from `start` to `end` with `pieces` (its lines),
    /// records the edit for undo, and leaves the cursor after it.
    mutating func replace(from start: TextPosition, to end: TextPosition, with pieces: [[Character]], kind: EditKind) {
        let before = cursor
        let (start, end, pieces, cursorColumn) = widenedForGraphemes(from: start, to: end, with: pieces)
        let removed = apply(from: start, to: end, with: pieces)
        cursor = TextPosition(line: start.line + pieces.count - 1,
                              column: (pieces.count == 1 ? start.column : 0) + cursorColumn)
        history.record(TextEdit(start: start, removed: removed, inserted: pieces), kind: kind,
                       cursorBefore: before, cursorAfter: cursor)
    }

    /// Changes the lines in place, touching only the lines involved (no
    /// copy of the whole text, and on one line only the tail moves).
    /// Returns the text removed, as lines.
    @discardableResult
    private mutating func apply(from start: TextPosition, to end: TextPosition, with pieces: [[Character]]) -> [[Character]] {
        var removed: [[Character]]
        if start.line == end.line {
            removed = [Array(lines[start.line][start.column..<end.column])]
        } else {
            removed = [Array(lines[start.line][start.column...])]
            removed.append(contentsOf: lines[(start.line + 1)..<end.line])
            removed.append(Array(lines[end.line][..<end.column]))
        }
        count += Self.count(of: pieces) - Self.count(of: removed)
        version += 1
        if start.line == end.line, pieces.count == 1 {
            lines[start.line].replaceSubrange(start.column..<end.column, with: pieces[0])
            note(.columns(line: start.line, old: start.column..<end.column, count: pieces[0].count))
            return removed
        }
        let tail = Array(lines[end.line][end.column...])
        lines[start.line].removeSubrange(start.column...)
        lines[start.line].append(contentsOf: pieces[0])
        var following = Array(pieces.dropFirst())
        if following.isEmpty {
            lines[start.line].append(contentsOf: tail)
        } else {
            following[following.count - 1].append(contentsOf: tail)
        }
        lines.replaceSubrange((start.line + 1)..<(end.line + 1), with: following)
        note(.lines(old: start.line..<(end.line + 1), count: pieces.count))
        return removed
    }

    // MARK: - Changes, for views

    /// The changes since the last call, oldest first.
    mutating func takeChanges() -> [LineChange] {
        defer { changes.removeAll(keepingCapacity: true) }
        return changes
    }

    private mutating func note(_ change: LineChange) {
        if changes.count >= Self.changeLimit || changes.first == .everything {
            changes = [.everything]
        } else {
            changes.append(change)
        }
    }

    // MARK: - Text

    /// `\r\n` and `\r` become `\n`, as a terminal or another system may send them.
    public static func normalize(_ text: String) -> String {
        // "\r\n" is a single Character in Swift, so look at the bytes.
        guard text.utf8.contains(13) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// The lines of `text` (at least one, maybe empty).
    static func split(_ text: String) -> [[Character]] {
        var result: [[Character]] = []
        var line: [Character] = []
        for character in text {
            if character == "\n" {
                result.append(line)
                line = []
            } else {
                line.append(character)
            }
        }
        result.append(line)
        return result
    }

    /// Graphemes in `lines` joined by newlines.
    static func count(of lines: [[Character]]) -> Int {
        var total = lines.count - 1
        for line in lines { total += line.count }
        return total
    }
}
