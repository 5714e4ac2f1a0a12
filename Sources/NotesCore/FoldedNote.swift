import Foundation

/// One note's folded title and body, and the text they were folded from
/// (compared by identity first, so checking it is cheap when unchanged).
struct FoldedNote {
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
    /// The note's tags, folded as the query is.
    let tags: [String]

    init(_ note: Note, tags noteTags: [String]) {
        id = note.id
        sourceTitle = note.title
        sourceBody = note.body
        title = NotesSearch.fastFold(note.title)
        body = NotesSearch.fastFold(note.body)
        let titleIsASCII = title.utf8.allSatisfy { $0 < 0x80 }
        let bodyIsASCII = body.utf8.allSatisfy { $0 < 0x80 }
        titleBytes = titleIsASCII ? title : title.precomposedStringWithCanonicalMapping
        bodyBytes = bodyIsASCII ? body : body.precomposedStringWithCanonicalMapping
        isASCII = titleIsASCII && bodyIsASCII
        tags = noteTags.map(NotesSearch.fastFold)
    }

    func isFolding(of note: Note) -> Bool {
        note.title == sourceTitle && note.body == sourceBody
    }

    func matches(_ words: [QueryWord]) -> Bool {
        words.allSatisfy { word in
            switch word {
            case let .text(needle): contains(title, titleBytes, needle) || contains(body, bodyBytes, needle)
            case let .tag(tag): tags.contains { NoteTags.tag($0, isWithin: tag) }
            }
        }
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
        if needle.isASCII {
            guard SubstringSearch.containsBytes(composed, needle) else { return false }
            // ASCII characters are single bytes: a byte match is a match.
            if isASCII { return true }
        }
        guard needle.word.utf8.count > SubstringSearch.directLength else {
            return text.contains(needle.word)
        }
        return SubstringSearch.containsCharacters(composed, needle)
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
