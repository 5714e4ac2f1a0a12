/// A place in a `TextBuffer`: a line, and a grapheme index in that line.
/// Counting graphemes (Swift `Character`s) means the cursor can never land
/// inside an emoji, a flag or a letter with combining marks.
struct TextPosition: Hashable, Comparable, Sendable {
    var line: Int
    var column: Int

    static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// Editable text and a cursor, separate from how it is drawn.
struct TextBuffer: Equatable, Sendable {
    private(set) var lines: [[Character]]
    private(set) var cursor = TextPosition(line: 0, column: 0)

    init(_ text: String = "") {
        lines = Self.split(Self.normalize(text))
    }

    var text: String {
        lines.map { String($0) }.joined(separator: "\n")
    }

    var isEmpty: Bool { lines.count == 1 && lines[0].isEmpty }

    var currentLine: [Character] { lines[cursor.line] }

    // MARK: - Editing

    /// Inserts text at the cursor; `\r\n` and `\r` become `\n`.
    mutating func insert(_ text: String) {
        let pieces = Self.split(Self.normalize(text))
        let line = lines[cursor.line]
        let before = Array(line[..<cursor.column])
        let after = Array(line[cursor.column...])
        if pieces.count == 1 {
            lines[cursor.line] = before + pieces[0] + after
            cursor.column += pieces[0].count
            return
        }
        var replacement = [before + pieces[0]]
        replacement.append(contentsOf: pieces[1..<(pieces.count - 1)])
        replacement.append(pieces[pieces.count - 1] + after)
        lines.replaceSubrange(cursor.line...cursor.line, with: replacement)
        cursor = TextPosition(line: cursor.line + pieces.count - 1, column: pieces[pieces.count - 1].count)
    }

    /// Deletes the grapheme before the cursor, joining lines at a line start.
    mutating func deleteBackward() {
        if cursor.column > 0 {
            lines[cursor.line].remove(at: cursor.column - 1)
            cursor.column -= 1
        } else if cursor.line > 0 {
            let joined = lines.remove(at: cursor.line)
            cursor.line -= 1
            cursor.column = lines[cursor.line].count
            lines[cursor.line].append(contentsOf: joined)
        }
    }

    /// Deletes the grapheme under the cursor, joining the next line at a line end.
    mutating func deleteForward() {
        if cursor.column < lines[cursor.line].count {
            lines[cursor.line].remove(at: cursor.column)
        } else if cursor.line + 1 < lines.count {
            let joined = lines.remove(at: cursor.line + 1)
            lines[cursor.line].append(contentsOf: joined)
        }
    }

    // MARK: - Moving

    mutating func moveLeft() {
        if cursor.column > 0 {
            cursor.column -= 1
        } else if cursor.line > 0 {
            cursor.line -= 1
            cursor.column = lines[cursor.line].count
        }
    }

    mutating func moveRight() {
        if cursor.column < lines[cursor.line].count {
            cursor.column += 1
        } else if cursor.line + 1 < lines.count {
            cursor.line += 1
            cursor.column = 0
        }
    }

    /// Puts the cursor at `position`, clamped into the text.
    mutating func move(to position: TextPosition) {
        let line = min(max(0, position.line), lines.count - 1)
        cursor = TextPosition(line: line, column: min(max(0, position.column), lines[line].count))
    }

    mutating func moveToEnd() {
        move(to: TextPosition(line: lines.count - 1, column: .max))
    }

    // MARK: - Text

    static func normalize(_ text: String) -> String {
        // "\r\n" is a single Character in Swift, so replace it first.
        guard text.contains("\r") || text.contains("\r\n") else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    private static func split(_ text: String) -> [[Character]] {
        var result: [[Character]] = [[]]
        for character in text {
            if character == "\n" {
                result.append([])
            } else {
                result[result.count - 1].append(character)
            }
        }
        return result
    }
}
