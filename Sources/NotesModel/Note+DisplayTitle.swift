import Foundation

/// The one rule for the name a note goes by wherever it is shown: list
/// rows, the delete prompt, `list`, `show`, `search`, `--json`'s
/// `displayTitle`, Markdown export names and headings, and REF lookup by
/// title.
///
/// - A title that is not blank is the name.
/// - Otherwise the body's first line that is not blank, trimmed, and cut
///   to `displayTitleLimit` characters (ending in `…` when cut).
/// - Otherwise `untitledName`.
///
/// The name is one line: its line breaks and tabs are spaces (one each),
/// so a row, a prompt, a heading and a command's output show it alike.
///
/// Blank means only white space and invisible format characters (a
/// zero-width space, a bidi mark), which a terminal would show as nothing.
extension Note {
    public static let untitledName = "Untitled"
    /// Characters of a body line that can stand in for a title: more than
    /// a list row shows, few enough for a file name.
    public static let displayTitleLimit = 80

    /// Whether the title has anything visible. (Not through Foundation's
    /// trimming: `list` asks this of every note.)
    public var hasTitle: Bool {
        !Self.isBlank(title)
    }

    /// The name this note is shown by (see the rule above).
    public var displayTitle: String {
        // The body is read only when it names the note, and only its start.
        let title = title
        return Self.isBlank(title) ? Self.displayTitle(forUntitledBody: namingBody.text) : Self.oneLine(title)
    }

    /// How much of a body is read to name an untitled note or start a
    /// row's preview: far more than either shows.
    static let namingPrefixBytes = 16 * 1024

    /// The start of the body, enough to find the line an untitled note is
    /// named after and what follows it: the body's first
    /// `namingPrefixBytes` when that line ends inside them, else the whole
    /// body (a first line that long, or that many blank lines before it).
    /// A note's body is a copy each time it is asked for; a list of
    /// megabyte notes must not copy each one whole every frame.
    private var namingBody: (text: String, isWhole: Bool) {
        let start = text.bodyPrefix(maxBytes: Self.namingPrefixBytes)
        if start.isWhole { return start }
        guard let line = Self.firstVisibleLine(of: start.text), line.upperBound < start.text.endIndex else { return (body, true) }
        return start
    }

    /// The name of a note with this title and body (a draft, an import).
    public static func displayTitle(title: String, body: String) -> String {
        isBlank(title) ? displayTitle(forUntitledBody: body) : oneLine(title)
    }

    /// `text` with each line break and tab as one space.
    public static func oneLine(_ text: String) -> String {
        guard needsFolding(text) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isFolded($0) ? " " : $0 }))
    }

    /// Line breaks (LF, VT, FF, CR, NEL, U+2028, U+2029) and tab.
    public static func isFolded(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Whether `text` has anything to fold. Most titles have not, and
    /// every frame asks this of the titles on screen, so it is `memchr`
    /// over the UTF-8 (a title may be megabytes long): fast even in a debug
    /// build, where a Swift loop over each byte is not.
    private static func needsFolding(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
            for byte: Int32 in 0x09...0x0D where memchr(base, byte, bytes.count) != nil { return true }
            // NEL is C2 85; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            for (last, lead) in [(0x85, [0xC2]), (0xA8, [0xE2, 0x80]), (0xA9, [0xE2, 0x80])] as [(Int32, [UInt8])] {
                var offset = lead.count
                while offset < bytes.count, let found = memchr(base + offset, last, bytes.count - offset) {
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if Array(bytes[(index - lead.count)..<index]) == lead { return true }
                    offset = index + 1
                }
            }
            return false
        }
    }

    /// The body without the line an untitled note's name was taken from
    /// (and the blank lines before it); the whole body for a titled note.
    /// List rows preview this, so the name is not shown twice.
    public var bodyAfterDisplayTitle: Substring {
        guard !hasTitle else { return body[...] }
        return Self.bodyAfterFirstVisibleLine(body)
    }

    /// The first `characters` characters of `bodyAfterDisplayTitle` (all
    /// of it when shorter), read from the body's start when that holds
    /// them: what a list row previews.
    public func startOfBodyAfterDisplayTitle(characters: Int) -> Substring {
        let start = hasTitle ? text.bodyPrefix(maxBytes: Self.namingPrefixBytes) : namingBody
        let rest = hasTitle ? start.text[...] : Self.bodyAfterFirstVisibleLine(start.text)
        // One more than asked: the last character of a cut start may be cut too.
        if start.isWhole || rest.count > characters { return rest.prefix(characters) }
        return bodyAfterDisplayTitle.prefix(characters)
    }

    private static func bodyAfterFirstVisibleLine(_ body: String) -> Substring {
        guard let line = Self.firstVisibleLine(of: body) else { return "" }
        var rest = body[line.upperBound...]
        if let first = rest.first, first.isNewline { rest = rest.dropFirst() }
        return rest
    }

    /// The name of an untitled note with this body: its first visible line,
    /// trimmed and cut, or `untitledName`.
    public static func displayTitle(forUntitledBody body: String) -> String {
        guard let line = firstVisibleLine(of: body) else { return untitledName }
        var name = ""
        var count = 0
        var trailingBlank = 0
        var index = line.lowerBound
        while index < line.upperBound {
            let character = body[index]
            if count == displayTitleLimit {
                // Cut only when something visible follows.
                if body[index..<line.upperBound].contains(where: { !isBlank($0) }) {
                    var cut = Substring(name.dropLast())
                    while let last = cut.last, isBlank(last) { cut = cut.dropLast() }
                    return oneLine(cut + "…")
                }
                break
            }
            name.append(character)
            count += 1
            trailingBlank = isBlank(character) ? trailingBlank + 1 : 0
            index = body.index(after: index)
        }
        name.removeLast(trailingBlank)
        return oneLine(name)
    }

    /// The range of the first line with something visible, from its first
    /// visible character to the end of the line (its line break excluded).
    static func firstVisibleLine(of body: String) -> Range<String.Index>? {
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            if !isBlank(character) {
                let end = body[index...].firstIndex(where: \.isNewline) ?? body.endIndex
                return index..<end
            }
            index = body.index(after: index)
        }
        return nil
    }

    package static func isBlank(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy(isBlankScalar)
    }

    static func isBlank(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(isBlankScalar)
    }

    private static func isBlankScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value > 0x20, value < 0x7F { return false }
        return scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
    }
}
