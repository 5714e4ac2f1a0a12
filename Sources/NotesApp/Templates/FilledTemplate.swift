import Foundation
import NotesModel

/// A template's text with its placeholders filled in (CONTRACT §14):
/// `{{title}}`, `{{date}}` and `{{time}}` become the note's title and the
/// moment it is made; the first `{{cursor}}` is taken out and says where
/// the cursor starts. Anything else between braces is left as written.
struct FilledTemplate: Equatable, Sendable {
    /// A place in the body: a line and a column in characters
    /// (graphemes), as the body editor counts them.
    struct Spot: Equatable, Sendable {
        var line: Int
        var column: Int
    }

    var body: String
    /// Where `{{cursor}}` stood.
    var cursor: Spot?

    static let cursorMark = "{{cursor}}"

    init(body: String, cursor: Spot? = nil) {
        self.body = body
        self.cursor = cursor
    }

    /// Fills `template` for a note titled `title`, made at `now`.
    init(_ template: String, title: String, now: Date, timeZone: ShownTimeZone) {
        let filled = template
            .replacingOccurrences(of: "{{title}}", with: title)
            .replacingOccurrences(of: "{{date}}", with: StrftimeDate.format("%Y-%m-%d", now, timeZone))
            .replacingOccurrences(of: "{{time}}", with: StrftimeDate.format("%H:%M", now, timeZone))
        guard let mark = filled.range(of: Self.cursorMark) else {
            self.init(body: filled)
            return
        }
        // Later marks are taken out too: one cursor, and no `{{cursor}}`
        // left in a note, not even one that taking a mark out makes
        // (`{{{{cursor}}cursor}}`). Scalars, so no character joins across the cut.
        let markScalars = Array(Self.cursorMark.unicodeScalars)
        var before = Array(filled[..<mark.lowerBound].unicodeScalars)
        var after = Self.removingMarks(Array(filled[mark.upperBound...].unicodeScalars), markScalars)
        while let start = Self.firstMark(in: before.suffix(markScalars.count - 1) + after.prefix(markScalars.count - 1), markScalars) {
            // A mark across the cursor: its parts on both sides go.
            let fromBefore = min(before.count, markScalars.count - 1) - start
            before.removeLast(fromBefore)
            after = Self.removingMarks(Array(after.dropFirst(markScalars.count - fromBefore)), markScalars)
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: before)
        let head = String(text)
        let line = head.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        let column = head.lastIndex(of: "\n").map { head[head.index(after: $0)...].count } ?? head.count
        text.append(contentsOf: after)
        self.init(body: String(text), cursor: Spot(line: line, column: column))
    }

    /// `scalars` with every mark taken out, again until none is left.
    private static func removingMarks(_ scalars: [Unicode.Scalar], _ mark: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var scalars = scalars
        while let start = firstMark(in: scalars[...], mark) {
            scalars.removeSubrange(start..<start + mark.count)
        }
        return scalars
    }

    /// Where `mark` first starts in `scalars`, counted from its start.
    private static func firstMark(in scalars: ArraySlice<Unicode.Scalar>, _ mark: [Unicode.Scalar]) -> Int? {
        guard scalars.count >= mark.count else { return nil }
        let base = scalars.startIndex
        for start in 0...(scalars.count - mark.count) where scalars[(base + start)..<(base + start + mark.count)].elementsEqual(mark) {
            return start
        }
        return nil
    }

    /// The body with `text` put where the cursor would start (at the end
    /// when the template places none): `add --template` with TEXT.
    func inserting(_ text: String) -> String {
        guard !text.isEmpty else { return body }
        guard let cursor else {
            if body.isEmpty { return text }
            return body + (body.hasSuffix("\n") ? "" : "\n") + text
        }
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = lines[cursor.line]
        let index = line.index(line.startIndex, offsetBy: cursor.column)
        lines[cursor.line] = String(line[..<index]) + text + line[index...]
        return lines.joined(separator: "\n")
    }
}
