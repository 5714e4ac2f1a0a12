import Foundation

/// Case-insensitive, every-word matching over titles and bodies: a note
/// matches when each word of the folded query is in its folded title or
/// its folded body (`matches(_:words:)` states it plainly).
///
/// Fast enough for every keystroke at 100,000 notes, with the same results:
/// - each note's text is folded once and kept until the note changes
///   (Foundation's folding runs at about 12 MB/s; ASCII is folded by hand);
/// - a query that only extends the last one searches the last matches;
/// - the matches of the query's earlier forms are kept while it is typed,
///   so deleting a character costs nothing;
/// - ASCII words are found with a byte search, which text that is not
///   ASCII only uses to rule a note out: a hit there is confirmed by
///   `String.contains`, which compares whole characters.
final class NotesSearch {
    /// The notes' folded text, in the order of `notes` at `revision`.
    private var folded: [FoldedNote] = []
    private var foldedRevision: Int?
    /// Matches (indices into `notes`) of recent queries at `foldedRevision`,
    /// each one's words extending the one's before.
    private var recent: [(words: [String], matches: [Int])] = []

    /// The notes that match `query`, in their order; all for an empty query.
    /// `revision` changes whenever `notes` do (the controller's).
    func filter(_ notes: [Note], revision: Int, query: String) -> [Note] {
        let words = Self.words(of: query)
        guard !words.isEmpty else { return notes }
        return matchingIndices(notes, revision: revision, words: words).map { notes[$0] }
    }

    /// Folding in progress, a slice at a time, for `pendingRevision`.
    private var pendingRevision: Int?
    private var pendingFolded: [FoldedNote] = []
    private var pendingReuse: [UUID: FoldedNote] = [:]

    /// Folds up to `budget` more notes, so that the first search does not
    /// wait for all of them; true once every note is folded. Slices keep a
    /// large library's idle work from freezing the keys typed meanwhile.
    @discardableResult
    func prepare(_ notes: [Note], revision: Int, budget: Int = .max) -> Bool {
        guard foldedRevision != revision else { return true }
        if pendingRevision != revision {
            // Reuse what was folded for notes whose text is unchanged.
            var reuse: [UUID: FoldedNote] = [:]
            reuse.reserveCapacity(folded.count + pendingFolded.count)
            for note in folded { reuse[note.id] = note }
            for note in pendingFolded { reuse[note.id] = note }
            (pendingRevision, pendingFolded, pendingReuse) = (revision, [], reuse)
            pendingFolded.reserveCapacity(notes.count)
        }
        let end = pendingFolded.count + min(notes.count - pendingFolded.count, max(1, budget))
        for note in notes[pendingFolded.count..<end] {
            if let known = pendingReuse[note.id], known.isFolding(of: note) {
                pendingFolded.append(known)
            } else {
                pendingFolded.append(FoldedNote(note))
            }
        }
        guard pendingFolded.count == notes.count else { return false }
        folded = pendingFolded
        foldedRevision = revision
        recent = []
        (pendingRevision, pendingFolded, pendingReuse) = (nil, [], [:])
        return true
    }

    private func matchingIndices(_ notes: [Note], revision: Int, words: [String]) -> [Int] {
        refreshFolded(notes, revision: revision)
        // Back to the latest earlier query that this one narrows.
        while let last = recent.last, !Self.narrows(words, last.words) { recent.removeLast() }
        if let last = recent.last, last.words == words { return last.matches }
        let needles = words.map(Needle.init)
        let candidates = recent.last?.matches ?? Array(folded.indices)
        let matches = candidates.filter { folded[$0].matches(needles) }
        recent.append((words, matches))
        return matches
    }

    /// Whether every note matching `words` also matches `earlier`: each
    /// earlier word is inside one of the new words.
    static func narrows(_ words: [String], _ earlier: [String]) -> Bool {
        earlier.allSatisfy { old in words.contains { $0.contains(old) } }
    }

    private func refreshFolded(_ notes: [Note], revision: Int) {
        prepare(notes, revision: revision)
    }

    // MARK: - The definition

    static func words(of query: String) -> [String] {
        fold(query).split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }

    /// Lowercases and drops accents only where a person would not care
    /// ("Café" finds "cafe"); keeps everything else exact.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The plain definition, note by note; tests compare `filter` with it.
    static func matches(_ note: Note, words: [String]) -> Bool {
        let title = fold(note.title), body = fold(note.body)
        return words.allSatisfy { title.contains($0) || body.contains($0) }
    }

    /// `fold`, with ASCII stretches lowercased by hand. Text is cut only
    /// after ASCII whitespace followed by an ASCII character, where folding
    /// cannot depend on what is on the other side (a combining mark would
    /// belong to the character before it), and only the pieces with other
    /// characters go to Foundation.
    static func fastFold(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var start = 0
            while start < bytes.count {
                var end = start, isASCII = true
                while end < bytes.count {
                    let byte = bytes[end]
                    end += 1
                    if byte >= 0x80 { isASCII = false }
                    if Self.isASCIIWhitespace(byte), end < bytes.count, bytes[end] < 0x80 { break }
                }
                let piece = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if isASCII {
                    for byte in piece { out.append(byte &- 0x41 < 26 ? byte | 0x20 : byte) }
                } else {
                    out.append(contentsOf: fold(String(decoding: piece, as: UTF8.self)).utf8)
                }
                start = end
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}

/// A query word, with what the byte search needs.
private struct Needle {
    let word: String
    let bytes: [UInt8]
    let isASCII: Bool

    init(_ word: String) {
        self.word = word
        bytes = Array(word.utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
    }
}

/// One note's folded title and body, and the text they were folded from
/// (compared by identity first, so checking it is cheap when unchanged).
private struct FoldedNote {
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

    init(_ note: Note) {
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
    }

    func isFolding(of note: Note) -> Bool {
        note.title == sourceTitle && note.body == sourceBody
    }

    func matches(_ needles: [Needle]) -> Bool {
        needles.allSatisfy { contains(title, titleBytes, $0) || contains(body, bodyBytes, $0) }
    }

    /// Why the byte search may rule a note out: a character equal to an
    /// ASCII one is, once composed, that one byte (a singleton such as the
    /// Kelvin sign is replaced by composition; no composition absorbs an
    /// ASCII character without changing the character it belongs to). No
    /// such promise holds for other words (Hangul jamo, for one), so they
    /// are looked for by `String.contains` alone.
    private func contains(_ text: String, _ composed: String, _ needle: Needle) -> Bool {
        guard needle.isASCII else { return text.contains(needle.word) }
        guard Self.containsBytes(composed, needle.bytes) else { return false }
        // ASCII characters are single bytes: a byte match is a match.
        if isASCII { return true }
        return text.contains(needle.word)
    }

    /// Whether `needle`'s bytes occur in `text`'s UTF-8: `memchr` finds
    /// each candidate first byte, `memcmp` checks the rest.
    private static func containsBytes(_ text: String, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        let found = text.utf8.withContiguousStorageIfAvailable { haystack -> Bool in
            guard haystack.count >= needle.count, let base = haystack.baseAddress else { return false }
            return needle.withUnsafeBufferPointer { needleBytes in
                var position = base
                let lastStart = base + (haystack.count - needle.count)
                while position <= lastStart {
                    guard let hit = memchr(position, Int32(first), lastStart - position + 1) else { return false }
                    let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(candidate, needleBytes.baseAddress!, needle.count) == 0 { return true }
                    position = candidate + 1
                }
                return false
            }
        }
        // Folded text is always native, so this is not reached; be correct anyway.
        return found ?? (Array(text.utf8).firstRange(of: needle) != nil)
    }
}
