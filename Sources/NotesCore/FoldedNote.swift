import Foundation

/// One note's title and body as search reads them (`FoldedText`), and
/// its tags folded. A class: a scan reads a note's folding in place
/// through one reference, where a struct was copied to be tested (nine
/// reference counts touched, in memory scattered over the library: most
/// of a filter key's time at 100,000 notes).
final class FoldedNote {
    let id: UUID
    let title: FoldedText
    let body: FoldedText
    /// The note's tags, folded as the query is.
    let tags: [String]

    init(_ note: Note, tags noteTags: [String]) {
        id = note.id
        title = FoldedText(note.title)
        body = FoldedText(note.body)
        tags = noteTags.map(NotesSearch.fastFold)
    }

    /// Whether this is the folding of `note`'s text (compared by identity
    /// first, so checking it is cheap when unchanged).
    func isFolding(of note: Note) -> Bool {
        note.title == title.source && note.body == body.source
    }

    func matches(_ words: [QueryWord]) -> Bool {
        for word in words {
            switch word {
            case let .text(needle):
                if !title.contains(needle), !body.contains(needle) { return false }
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
