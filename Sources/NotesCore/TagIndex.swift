import Foundation

/// One line of the Tags screen and of `tags`: a tag and how many notes
/// (not in the trash) have it or a tag nested below it.
public struct TagCount: Equatable, Sendable {
    /// The whole tag, `work/meetings`.
    public let tag: String
    public let count: Int

    public init(tag: String, count: Int) {
        self.tag = tag
        self.count = count
    }

    /// How deep it is nested: 0 for `work`, 1 for `work/meetings`.
    public var depth: Int { tag.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 } }
    /// The last part, `meetings`, as the Tags screen shows it under its parent.
    public var leaf: Substring { tag.split(separator: "/").last ?? Substring(tag) }
}

/// Every note's tags, parsed once and kept until its text changes, so the
/// Tags screen and a `#tag` filter do not read every note again.
final class TagIndex {
    private var cache: [UUID: (title: String, body: String, tags: [String])] = [:]
    private var countsRevision: Int?
    private var counts: [TagCount] = []

    /// Whether more than `limit` of `notes` have no parsed tags yet.
    func lacksMore(than limit: Int, of notes: [Note], revision: Int) -> Bool {
        if countsRevision == revision { return false }
        var missing = 0
        for note in notes {
            if let known = cache[note.id], known.title == note.title, known.body == note.body { continue }
            missing += 1
            if missing > limit { return true }
        }
        return false
    }

    func tags(of note: Note) -> [String] {
        if let known = cache[note.id], known.title == note.title, known.body == note.body { return known.tags }
        let tags = NoteTags.tags(of: note)
        cache[note.id] = (note.title, note.body, tags)
        return tags
    }

    /// Every tag of `notes` with its count (a parent counts the notes
    /// tagged below it too, each note once), A–Z so that a nested tag
    /// follows its parent.
    func counts(of notes: [Note], revision: Int) -> [TagCount] {
        if countsRevision == revision { return counts }
        var perTag: [String: Int] = [:]
        var live = Set<UUID>()
        live.reserveCapacity(notes.count)
        for note in notes {
            live.insert(note.id)
            var counted = Set<String>()
            for tag in tags(of: note) {
                for name in NoteTags.selfAndAncestors(of: tag) where counted.insert(name).inserted {
                    perTag[name, default: 0] += 1
                }
            }
        }
        // Forget notes gone from the library (deleted, trashed).
        if cache.count > live.count { cache = cache.filter { live.contains($0.key) } }
        counts = perTag.map { TagCount(tag: $0.key, count: $0.value) }.sorted { Self.isBefore($0.tag, $1.tag) }
        countsRevision = revision
        return counts
    }

    /// A–Z part by part, so `work/b` comes right after `work` and before
    /// `work-x` (a plain string order would put `-` before `/`).
    static func isBefore(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.split(separator: "/"), right = rhs.split(separator: "/")
        for (a, b) in zip(left, right) where a != b { return a < b }
        return left.count < right.count
    }
}

extension NotesController {
    /// Every tag of the notes not in the trash, with its count, A–Z with
    /// nested tags right after their parent.
    public func tagCounts() -> [TagCount] {
        tagIndex.counts(of: notes, revision: revision)
    }

    /// Whether `tagCounts` answers without parsing many notes first: false
    /// in a large library's first moments, until idle time
    /// (`prepareSearch`, which parses each note's tags) has done it.
    public var canCountTagsNow: Bool {
        !tagIndex.lacksMore(than: Self.workAllowedOnAKey, of: notes, revision: revision)
    }

    /// The notes not in the trash tagged `tag` or below it, in `sort`'s order.
    public func notes(taggedWith tag: String, sortedBy sort: NoteSort) -> [Note] {
        notes(sortedBy: sort).filter { note in tagIndex.tags(of: note).contains { NoteTags.tag($0, isWithin: tag) } }
    }

    /// The tags of one note.
    public func tags(of note: Note) -> [String] {
        tagIndex.tags(of: note)
    }
}
