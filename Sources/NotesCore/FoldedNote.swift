import Foundation

/// One note's folded title and body, and the text they were folded from
/// (compared by identity first, so checking it is cheap when unchanged).
/// An ASCII note keeps no folded copy: its folding only lowers capitals,
/// so its own text is searched with capitals read as small letters
/// (`keepsSource`).
/// A class: a scan reads a note's folding in place through one reference,
/// where a struct was copied to be tested (nine reference counts touched,
/// in memory scattered over the library: most of a filter key's time at
/// 100,000 notes).
final class FoldedNote {
    let id: UUID
    let sourceTitle: String
    let sourceBody: String
    /// What `String.contains` looks in, as the plain definition does.
    let title: String
    let body: String
    /// What the byte search looks in: the same text, canonically composed
    /// when it is not ASCII.
    let titleBytes: String
    let bodyBytes: String
    let isASCII: Bool
    /// Whether `title`, `body` and their bytes are the note's own text,
    /// not lowered: the note is ASCII.
    let keepsSource: Bool
    /// Whether every ASCII character of the composed title and body is a
    /// character on its own (no accent, joiner or prefix joined to it):
    /// then a byte match of an ASCII word is a match, with no need to ask
    /// `String.contains`, which walks the whole text by characters.
    let asciiStandsAlone: Bool
    /// The note's tags, folded as the query is.
    let tags: [String]

    init(_ note: Note, tags noteTags: [String]) {
        id = note.id
        sourceTitle = note.title
        sourceBody = note.body
        tags = noteTags.map(NotesSearch.fastFold)
        if Self.isASCII(note.title), Self.isASCII(note.body) {
            (title, body, titleBytes, bodyBytes) = (note.title, note.body, note.title, note.body)
            (isASCII, keepsSource, asciiStandsAlone) = (true, true, true)
            return
        }
        keepsSource = false
        title = NotesSearch.fastFold(note.title)
        body = NotesSearch.fastFold(note.body)
        let titleIsASCII = title.utf8.allSatisfy { $0 < 0x80 }
        let bodyIsASCII = body.utf8.allSatisfy { $0 < 0x80 }
        titleBytes = titleIsASCII ? title : Self.composed(title)
        bodyBytes = bodyIsASCII ? body : Self.composed(body)
        isASCII = titleIsASCII && bodyIsASCII
        asciiStandsAlone = isASCII
            || (Self.asciiStandsAlone(in: titleBytes) && Self.asciiStandsAlone(in: bodyBytes))
    }

    private static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// `text` canonically composed, sharing `text`'s storage when that
    /// changes nothing (nearly always, once folded): a second copy of every
    /// body that is not ASCII was a large part of a big library's memory.
    private static func composed(_ text: String) -> String {
        let composed = text.precomposedStringWithCanonicalMapping
        return composed.utf8.elementsEqual(text.utf8) ? text : composed
    }

    func isFolding(of note: Note) -> Bool {
        note.title == sourceTitle && note.body == sourceBody
    }

    func matches(_ words: [QueryWord]) -> Bool {
        for word in words {
            switch word {
            case let .text(needle):
                if !contains(title, titleBytes, needle), !contains(body, bodyBytes, needle) { return false }
            case let .tag(tag):
                var found = false
                for noteTag in tags where NoteTags.tag(noteTag, isWithin: tag) {
                    found = true
                    break
                }
                if !found { return false }
            }
        }
        return true
    }

    /// Why the byte search may rule a note out: a character equal to an
    /// ASCII one is, once composed, that one byte (a singleton such as the
    /// Kelvin sign is replaced by composition; no composition absorbs an
    /// ASCII character without changing the character it belongs to). No
    /// such promise holds for other words (Hangul jamo, for one), so they
    /// are looked for by `String.contains` alone.
    ///
    /// `String.contains` compares character by character from every
    /// start, which costs the product of the lengths: for words longer
    /// than `SubstringSearch.directLength` the linear `containsCharacters`
    /// answers instead.
    private func contains(_ text: String, _ composed: String, _ needle: Needle) -> Bool {
        if keepsSource {
            // In ASCII text, a word matches only as its ASCII composed form
            // (each of the text's characters is one ASCII byte).
            guard let ascii = needle.asciiForm else { return false }
            return SubstringSearch.containsIgnoringCase(text, ascii, failure: needle.asciiFailure)
        }
        if needle.isASCII {
            guard SubstringSearch.containsBytes(composed, needle) else { return false }
            // ASCII characters are single bytes: a byte match is a match.
            if asciiStandsAlone { return true }
        }
        guard needle.word.utf8.count > SubstringSearch.directLength else {
            return text.contains(needle.word)
        }
        return SubstringSearch.containsCharacters(composed, needle)
    }
}

extension FoldedNote {
    /// Whether no ASCII scalar of `text` shares a character with another
    /// scalar. Only these rules of Unicode's character breaking (UAX #29)
    /// join something to an ASCII scalar: GB9 (× Extend or ZWJ), GB9a
    /// (× SpacingMark) and GB9b (Prepend ×); CR LF (GB3) is two ASCII
    /// scalars, and a query word never holds a line break.
    static func asciiStandsAlone(in text: String) -> Bool {
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            guard let before = previous else { continue }
            if scalar.isASCII, !before.isASCII, isPrepend(before) { return false }
            if before.isASCII, !scalar.isASCII, joinsThePrevious(scalar) { return false }
        }
        return true
    }

    private static func joinsThePrevious(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isGraphemeExtend || scalar.value == 0x200D { return true }
        switch properties.generalCategory {
        case .spacingMark, .nonspacingMark, .enclosingMark: return true
        default: return properties.isEmojiModifier
        }
    }

    /// Grapheme_Cluster_Break = Prepend (Unicode 15/16): a short, stable list.
    private static func isPrepend(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD,
             0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
            return true
        default:
            // Anything else unusual before an ASCII scalar: stay on the safe side.
            return scalar.properties.generalCategory == .format && scalar.value != 0x200B
        }
    }
}

/// One word of a query: text to find, or a `#tag` the note must have (or
/// have a tag nested below).
enum QueryWord {
    case text(Needle)
    case tag(String)

    init(_ word: String) {
        if let tag = NoteTags.tag(named: word) { self = .tag(tag) } else { self = .text(Needle(word)) }
    }
}
