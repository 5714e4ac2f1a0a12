import Foundation
import NotesModel
import NotesSearching

extension NotesController {
    /// Every tag of the notes not in the trash, with its count, A–Z with
    /// nested tags right after their parent.
    public func tagCounts() -> [TagCount] {
        tagIndex.counts(of: notes, revision: revision)
    }

    /// Whether `tagCounts` answers without parsing many notes first: false
    /// in a large library's first moments, until idle time
    /// (`prepareSearch`, which parses each note's tags) has done it.
    var canCountTagsNow: Bool {
        !tagIndex.lacksMore(than: Self.workAllowedOnAKey, of: notes, revision: revision)
    }

    /// The notes not in the trash tagged `tag` or below it (ignoring
    /// case), in `sort`'s order.
    public func notes(taggedWith tag: String, sortedBy sort: NoteSort) -> [Note] {
        let tag = NoteTags.key(tag)
        var tagged = Set<UUID>()
        for (index, noteTags) in tagIndex.tags(of: notes, revision: revision).enumerated()
        where noteTags.contains(where: { NoteTags.tag(NoteTags.key($0), isWithin: tag) }) {
            tagged.insert(notes[index].id)
        }
        return notes(sortedBy: sort).filter { tagged.contains($0.id) }
    }
}
