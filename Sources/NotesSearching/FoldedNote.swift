import Foundation
import NotesModel

/// One note's title and body as search reads them (`FoldedText`, read
/// with the note's own text), and its tags folded. Kept in an array in
/// the notes' order and read in place through a buffer pointer (no copy,
/// no reference counts touched): a class would cost an object and a
/// pointer for every note.
struct FoldedNote {
    let title: FoldedText
    let body: FoldedText
    /// The note's tags, folded as the query is.
    let tags: [String]

    init(_ note: Note, tags noteTags: [String]) {
        title = note.text.withTitle { FoldedText(utf8: $0) }
        body = note.text.withBody { FoldedText(utf8: $0) }
        tags = Self.folded(noteTags)
    }

    /// The tags folded as the query is. Most tags are written lowercase,
    /// so the folding of most is the tag itself: then the tag's own string
    /// (and the tag index's own array) is kept, not a copy.
    private static func folded(_ tags: [String]) -> [String] {
        var folded = tags
        for (index, tag) in tags.enumerated() {
            let fold = TextFolding.fastFold(tag)
            if !fold.utf8.elementsEqual(tag.utf8) { folded[index] = fold }
        }
        return folded
    }

    /// Whether `note` (the note this is the folding of) matches every word.
    func matches(_ words: [QueryWord], of note: Note) -> Bool {
        for word in words {
            switch word {
            case let .text(needle):
                let text = note.text
                if !text.withTitle({ title.contains(needle, in: $0) }), !text.withBody({ body.contains(needle, in: $0) }) {
                    return false
                }
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

/// One word of a query: text to find, or a `#tag` the note must have (or
/// have a tag nested below).
enum QueryWord {
    case text(Needle)
    case tag(String)

    init(_ word: String) {
        if let tag = NoteTags.tag(named: word) { self = .tag(tag) } else { self = .text(Needle(word)) }
    }
}
