import Foundation

/// Something made from each note's text (a folded name, a quick-open
/// name), kept in the order of the notes at one revision, and made again
/// only for notes whose title or body changed.
///
/// Arrays, not a table by note id: a table keeping each note's title and
/// body costs far more a note (an id in every entry, and buckets that
/// double as it grows). A new revision finds what it can reuse through a
/// table of positions made for it and dropped once every note has its
/// value.
package struct NoteDerived<Value> {
    /// The values, in the order of the notes at `revision`.
    package private(set) var values: [Value] = []
    package private(set) var revision: Int?
    /// The notes the values were made from: the notes array at `revision`
    /// itself, whose storage the controller's shares, so telling which
    /// notes changed costs no copy of their ids and texts.
    private var sources: [Note] = []
    private var pendingRevision: Int?
    /// The values made so far for the notes at `pendingRevision`, in their
    /// order: those of the first `pending.count` notes.
    private var pending: [Value] = []
    private var reusable: [UUID: Int] = [:]

    package init() {}

    /// Makes up to `budget` more values (those reused do not count: after
    /// a change the rest is taken up again at once); true once `values`
    /// are those of `notes` at `revision`.
    package mutating func prepare(_ notes: [Note], revision: Int, budget: Int = .max, make: (Note) -> Value) -> Bool {
        guard self.revision != revision else { return true }
        if pendingRevision != revision { start(revision, count: notes.count) }
        var made = 0
        while pending.count < notes.count {
            let note = notes[pending.count]
            if let old = reusable[note.id], Self.isUnchanged(sources[old], note) {
                pending.append(values[old])
            } else {
                guard made < max(1, budget) else { return false }
                pending.append(make(note))
                made += 1
            }
        }
        (values, sources, self.revision) = (pending, notes, revision)
        (pendingRevision, pending, reusable) = (nil, [], [:])
        return true
    }

    /// Whether a value made from `old` is `note`'s: the same note with the
    /// same bytes (the same place in the same buffer first, so an
    /// unchanged note is not read again). Not merely canonically equal: a
    /// quick-open name borrowed from an ASCII title ("K") would then be
    /// read from an equal one that is not ASCII (the Kelvin sign). A vault
    /// note's file counts too: its front matter holds tags and aliases.
    private static func isUnchanged(_ old: Note, _ note: Note) -> Bool {
        old.id == note.id && old.text.hasSameBytes(as: note.text) && old.file == note.file
    }

    private mutating func start(_ revision: Int, count: Int) {
        (pendingRevision, pending) = (revision, [])
        // Grown by doubling, the array kept up to half as much again.
        pending.reserveCapacity(count)
        reusable = Dictionary(zip(sources.lazy.map(\.id), sources.indices), uniquingKeysWith: { first, _ in first })
    }

    /// Whether more than `limit` of `notes` (at `revision`) have no value
    /// to reuse, so that making them all now would keep a key waiting.
    package mutating func lacksMore(than limit: Int, of notes: [Note], revision: Int) -> Bool {
        if self.revision == revision { return false }
        if pendingRevision != revision { start(revision, count: notes.count) }
        var missing = 0
        // The first `pending.count` notes have their values already.
        for note in notes[pending.count...] {
            if let old = reusable[note.id], Self.isUnchanged(sources[old], note) { continue }
            missing += 1
            if missing > limit { return true }
        }
        return false
    }

    /// The value of the note at `index` of the notes at `revision`, when
    /// made already (and nil when not).
    package func value(at index: Int, revision: Int) -> Value? {
        if self.revision == revision { return values[index] }
        return pendingRevision == revision && index < pending.count ? pending[index] : nil
    }
}
