import Foundation
import NotesModel

/// One line of the Tags screen and of `tags`: a tag and how many notes
/// (not in the trash) have it or a tag nested below it.
public struct TagCount: Equatable, Sendable {
    /// The whole tag, `work/meetings`, spelled as most of its notes write
    /// it (`TagSpellings`).
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
/// Tags screen, a `#tag` filter and search's folding do not read every
/// note again. Kept in the order of the notes (`NoteDerived`): a table by
/// note id would cost far more a note.
package final class TagIndex {
    package init() {}

    private var tags = NoteDerived<[String]>()
    /// One array for each list of tags seen: tagged notes share few
    /// distinct lists, and an array and its strings for every note would be
    /// most of the tags' memory. Search's folding shares them in turn.
    private var sharedTags = Set<[String]>()
    /// Past this many lists the table starts afresh (arrays already shared
    /// stay shared), so that years of edits do not keep every list.
    package static let sharedTagsLimit = 4_096
    private var countsRevision: Int?
    private var counts: [TagCount] = []

    /// Parses up to `budget` more of `notes`' tags; true once all are.
    package func prepare(_ notes: [Note], revision: Int, budget: Int) -> Bool {
        tags.prepare(notes, revision: revision, budget: budget, make: sharedTags(of:))
    }

    /// `note`'s tags, as the array already kept for the same tags in the
    /// same order and the same bytes (`==` on strings is canonical
    /// equivalence: a note whose `#café` is decomposed keeps its own).
    private func sharedTags(of note: Note) -> [String] {
        let tags = NoteTags.tags(of: note)
        guard !tags.isEmpty else { return tags }
        if sharedTags.count >= Self.sharedTagsLimit { sharedTags.removeAll() }
        let shared = sharedTags.insert(tags).memberAfterInsert
        return zip(shared, tags).allSatisfy { $0.utf8.elementsEqual($1.utf8) } ? shared : tags
    }

    /// Whether more than `limit` of `notes` have no parsed tags yet.
    package func lacksMore(than limit: Int, of notes: [Note], revision: Int) -> Bool {
        tags.lacksMore(than: limit, of: notes, revision: revision)
    }

    /// The tags of `note`, the note at `index` of the notes at `revision`:
    /// those kept when parsed already, else parsed now.
    package func tags(of note: Note, at index: Int, revision: Int) -> [String] {
        tags.value(at: index, revision: revision) ?? NoteTags.tags(of: note)
    }

    /// Every note's tags, in the order of `notes` (at `revision`).
    package func tags(of notes: [Note], revision: Int) -> [[String]] {
        _ = tags.prepare(notes, revision: revision, make: sharedTags(of:))
        return tags.values
    }

    /// Every tag of `notes` with its count (a parent counts the notes
    /// tagged below it too, each note once), A–Z ignoring case so that a
    /// nested tag follows its parent; each spelled as most notes write it.
    package func counts(of notes: [Note], revision: Int) -> [TagCount] {
        if countsRevision == revision { return counts }
        var perTag: [String: TagTally] = [:]
        for noteTags in tags(of: notes, revision: revision) {
            var counted = Set<String>()
            for tag in noteTags {
                for name in NoteTags.selfAndAncestors(of: tag) {
                    let key = NoteTags.key(name)
                    if counted.insert(key).inserted { perTag[key, default: TagTally()].add(name, key: key) }
                }
            }
        }
        counts = perTag.map { TagCount(tag: $0.value.spelling(key: $0.key), count: $0.value.count) }
            .sorted { Self.isBefore(NoteTags.key($0.tag), NoteTags.key($1.tag)) }
        countsRevision = revision
        return counts
    }

    /// A–Z part by part, so `work/b` comes right after `work` and before
    /// `work-x` (a plain string order would put `-` before `/`).
    package static func isBefore(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.split(separator: "/"), right = rhs.split(separator: "/")
        for (a, b) in zip(left, right) where a != b { return a < b }
        return left.count < right.count
    }
}

/// How many notes have one tag (or a tag below it), and how they spell
/// it. A tag is shown as most of its notes write it; on a tie, the
/// spelling first in Unicode order (`Work` before `work`), so the choice
/// does not depend on the notes' order.
package struct TagTally {
    package init() {}

    package private(set) var count = 0
    /// The notes spelling it otherwise than its key (most spell it so).
    private var others: [String: Int] = [:]

    package mutating func add(_ spelling: String, key: String) {
        count += 1
        if !spelling.utf8.elementsEqual(key.utf8) { others[spelling, default: 0] += 1 }
    }

    package func spelling(key: String) -> String {
        var best = (spelling: key, notes: count - others.values.reduce(0, +))
        for (spelling, notes) in others where notes > best.notes || (notes == best.notes && spelling < best.spelling) {
            best = (spelling, notes)
        }
        return best.spelling
    }
}
