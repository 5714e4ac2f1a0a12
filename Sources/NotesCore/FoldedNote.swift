import Foundation

/// One note's title and body as search reads them (`FoldedText`), and
/// its tags folded. Kept in an array in the notes' order, read in place
/// through a buffer pointer (no copy, no reference counts touched): a
/// class a note cost an object and a pointer, about 48 bytes more.
struct FoldedNote {
    let title: FoldedText
    let body: FoldedText
    /// The note's tags, folded as the query is.
    let tags: [String]

    init(_ note: Note, tags noteTags: [String]) {
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

/// One word of a query: text to find, or a `#tag` the note must have (or
/// have a tag nested below).
enum QueryWord {
    case text(Needle)
    case tag(String)

    init(_ word: String) {
        if let tag = NoteTags.tag(named: word) { self = .tag(tag) } else { self = .text(Needle(word)) }
    }
}
