import Foundation

/// Something made from each note's text (a folded name, a quick-open
/// name), kept in the order of the notes at one revision, and made again
/// only for notes whose title or body changed.
///
/// Arrays, not a table by note id: a table keeping each note's title and
/// body cost about 170 bytes a note at 100,000 notes (its buckets double
/// past 98,304 entries). A new revision finds what it can reuse through a
/// table of positions made for it and dropped once every note has its
/// value.
struct NoteDerived<Value> {
    /// The values, in the order of the notes at `revision`.
    private(set) var values: [Value] = []
    private(set) var revision: Int?
    private var sources: [Source] = []
    private var pendingRevision: Int?
    private var pending: [Value] = []
    private var pendingSources: [Source] = []
    private var reusable: [UUID: Int] = [:]

    /// The text a value was made from, compared by identity first (an
    /// unchanged note is not read again).
    private struct Source {
        let id: UUID
        let title: String
        let body: String

        func isSource(of note: Note) -> Bool { id == note.id && title == note.title && body == note.body }
    }

    /// Makes up to `budget` more values (those reused do not count: after
    /// a change the rest is taken up again at once); true once `values`
    /// are those of `notes` at `revision`.
    mutating func prepare(_ notes: [Note], revision: Int, budget: Int = .max, make: (Note) -> Value) -> Bool {
        guard self.revision != revision else { return true }
        if pendingRevision != revision { start(revision, count: notes.count) }
        var made = 0
        while pending.count < notes.count {
            let note = notes[pending.count]
            if let old = reusable[note.id], sources[old].isSource(of: note) {
                pending.append(values[old])
            } else {
                guard made < max(1, budget) else { return false }
                pending.append(make(note))
                made += 1
            }
            pendingSources.append(Source(id: note.id, title: note.title, body: note.body))
        }
        (values, sources, self.revision) = (pending, pendingSources, revision)
        (pendingRevision, pending, pendingSources, reusable) = (nil, [], [], [:])
        return true
    }

    private mutating func start(_ revision: Int, count: Int) {
        (pendingRevision, pending, pendingSources) = (revision, [], [])
        // Grown by doubling, the arrays kept up to half as much again.
        pending.reserveCapacity(count)
        pendingSources.reserveCapacity(count)
        reusable = Dictionary(zip(sources.lazy.map(\.id), sources.indices), uniquingKeysWith: { first, _ in first })
    }

    /// Whether more than `limit` of `notes` (at `revision`) have no value
    /// to reuse, so that making them all now would keep a key waiting.
    mutating func lacksMore(than limit: Int, of notes: [Note], revision: Int) -> Bool {
        if self.revision == revision { return false }
        if pendingRevision != revision { start(revision, count: notes.count) }
        var missing = 0
        for (index, note) in notes.enumerated() {
            if index < pendingSources.count, pendingSources[index].isSource(of: note) { continue }
            if let old = reusable[note.id], sources[old].isSource(of: note) { continue }
            missing += 1
            if missing > limit { return true }
        }
        return false
    }
}
