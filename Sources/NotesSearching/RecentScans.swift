import NotesModel

/// The matches of the last queries typed, kept so that a filter key costs
/// what the key changes, not a search of the library: a word extended
/// searches only the last matches, a character deleted finds its matches
/// kept, and while idle time is still preparing the notes a scan carries
/// on from where it stopped. A fresh search reads the text of every note,
/// about as much as the library file; the last matches are a fraction of it.
struct RecentScans {
    /// A query's matches (ascending indices into the notes) among the
    /// first `scanned` notes.
    struct Scan {
        let words: [String]
        var matches: [Int]
        var scanned: Int
    }

    /// How many earlier queries are kept, each narrowing the one before.
    static let limit = 32
    /// The notes' revision the scans are of; another one starts afresh.
    private var revision: Int?
    private var scans: [Scan] = []

    /// The notes among `folded` (the foldings of the first `folded.count`
    /// of `notes`, the notes at `revision`) that match `words`.
    mutating func matches(of words: [String], in folded: UnsafeBufferPointer<FoldedNote>, of notes: UnsafeBufferPointer<Note>,
                          revision: Int) -> [Int] {
        if self.revision != revision { (self.revision, scans) = (revision, []) }
        // Back to the latest earlier query that this one narrows.
        while let last = scans.last, !NotesSearch.narrows(words, last.words) || last.scanned > folded.count {
            scans.removeLast()
        }
        let needles = words.map(QueryWord.init)
        var scan: Scan
        if let last = scans.last, last.words == words {
            scan = scans.removeLast()
        } else if let last = scans.last {
            // Every match of `words` matches the earlier words: only their
            // matches need a look.
            scan = Scan(words: words, matches: last.matches.filter { folded[$0].matches(needles, of: notes[$0]) }, scanned: last.scanned)
        } else {
            scan = Scan(words: words, matches: [], scanned: 0)
        }
        for index in scan.scanned..<folded.count where folded[index].matches(needles, of: notes[index]) { scan.matches.append(index) }
        scan.scanned = folded.count
        // A query typed one key at a time would otherwise keep one scan a key.
        if scans.count >= Self.limit { scans.removeFirst(scans.count - Self.limit + 1) }
        scans.append(scan)
        return scan.matches
    }
}
