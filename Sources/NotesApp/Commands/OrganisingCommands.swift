import Foundation
import NotesInterchange
import NotesModel
import NotesSearching

// The organising commands (docs/behaviour.md, "Commands"): the trash, pins,
// tags, and the sort and tag of `list`. Trashed notes are found only by
// `show`, `restore`, `delete --forever` and `trash`.
extension CommandRunner {
    /// `--sort` as given, or modified; anything else is wrong usage.
    static func sort(named name: String?) throws -> NoteSort {
        guard let name else { return .modified }
        guard let sort = NoteSort(rawValue: name.lowercased()) else {
            throw CommandError.usage("unknown sort '\(Echo.text(name))'; use modified, created or title")
        }
        return sort
    }

    /// `--tag` as given (`work`, `#work`, `work/meetings`), as the tag
    /// parser spells it; anything that is not a tag is wrong usage.
    static func tag(named name: String?) throws -> String? {
        guard let name else { return nil }
        let word = name.hasPrefix("#") ? name : "#" + name
        guard let tag = NoteTags.tag(named: word) else {
            throw CommandError.usage("'\(Echo.text(name))' is not a tag; a tag starts with a letter, then letters, digits, _, - or /")
        }
        return tag
    }

    /// A note outside the trash, else one in it (for `show` and
    /// `delete --forever`, which reach both): a live note wins a tie.
    func noteAnywhere(_ reference: String, command: String) throws -> Note {
        do {
            return try NoteLookup.note(reference, in: controller.notes, command: command)
        } catch LaunchError.noSuchNote {
            return try NoteLookup.note(reference, in: controller.trashedNotes, command: command)
        }
    }

    /// A note outside the trash, for `delete`, `pin` and `unpin`; one in
    /// the trash is named as such, with the way out.
    func liveNote(_ reference: String, command: String) throws -> Note {
        do {
            return try NoteLookup.note(reference, in: controller.notes, command: command)
        } catch LaunchError.noSuchNote {
            guard let trashed = try? NoteLookup.note(reference, in: controller.trashedNotes, command: command) else { throw LaunchError.noSuchNote(reference) }
            throw CommandError.nothingFound("'\(Echo.text(trashed.displayTitle))' is in the trash; "
                + "notes-tui restore \(trashed.id.text.prefix(8)) takes it out first")
        }
    }

    func restore(_ reference: String) throws {
        do {
            let note = try NoteLookup.note(reference, in: controller.trashedNotes, command: "restore")
            controller.restoreNote(note.id)
        } catch LaunchError.noSuchNote {
            guard let live = try? NoteLookup.note(reference, in: controller.notes, command: "restore") else { throw LaunchError.noSuchNote(reference) }
            throw CommandError.nothingFound("'\(Echo.text(live.displayTitle))' is not in the trash; nothing to restore")
        }
    }

    /// `tags`: one line a tag, its count then `#tag`; or JSON
    /// `[{"tag": "work", "count": 2}, …]`.
    func renderTags(json: Bool) -> [UInt8] {
        let counts = controller.tagCounts()
        if json {
            let items = counts.map { "  {\"tag\": " + String(decoding: NoteListing.jsonString($0.tag), as: UTF8.self) + ", \"count\": \($0.count)}" }
            return Array((items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n").utf8)
        }
        let width = String(counts.map(\.count).max() ?? 0).count
        let lines = counts.map { String(repeating: " ", count: width - String($0.count).count) + "\($0.count)  #" + $0.tag + "\n" }
        // A tag is letters, digits, marks, `_`, `-` and `/`: nothing to make safe.
        return Array(lines.joined().utf8)
    }
}
