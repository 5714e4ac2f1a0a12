import Foundation
import NotesModel
import NotesVault

/// A Simplenote export (`notes.json`: `activeNotes` and `trashedNotes`,
/// each note with `id`, `content`, `creationDate`, `lastModified`, and
/// optionally `tags`, `pinned`, `systemTags`, `markdown`,
/// `collaboratorEmails`) read as notes.
///
/// - The first line of `content` is the title, as Simplenote shows it (a
///   `# ` before it, as a Markdown note has, is dropped); the rest, after
///   one blank line, is the body. Windows line ends become `\n`.
/// - `tags` become a last line of `#tags` (see `ImportedTags`).
/// - `pinned: true`, or `"pinned"` in `systemTags`, pins the note.
/// - A note from `trashedNotes` goes to the trash, trashed at its
///   `lastModified` (Simplenote keeps no time of trashing).
/// - The id is derived from Simplenote's (`NameBasedUUID`), so importing
///   the export again finds the notes already there.
///
/// A note that cannot be read whole (no id, no content, no date, a date
/// outside the years 1 to 9999, tags that are not a list of strings) is
/// left out and counted by reason; the others are imported.
package enum SimplenoteExport {
    package struct Result {
        package var notes: [Note] = []
        package var skipped: [ImportSources.SkipReason: Int] = [:]
    }

    /// Nil when `data` is not a Simplenote export (not a JSON object with an
    /// `activeNotes` or `trashedNotes` list).
    package static func read(_ data: Data) -> Result? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any]
        else { return nil }
        let active = object["activeNotes"], trashed = object["trashedNotes"]
        guard active != nil || trashed != nil else { return nil }
        guard active == nil || active is [Any], trashed == nil || trashed is [Any] else { return nil }
        var result = Result()
        for (entries, inTrash) in [(active as? [Any] ?? [], false), (trashed as? [Any] ?? [], true)] {
            for entry in entries {
                switch note(from: entry, inTrash: inTrash) {
                case let .success(note): result.notes.append(note)
                case let .failure(reason): result.skipped[reason, default: 0] += 1
                }
            }
        }
        return result
    }

    package static func note(from entry: Any, inTrash: Bool) -> Swift.Result<Note, ImportSources.SkipReason> {
        guard let fields = entry as? [String: Any] else { return .failure(.noteNotAnObject) }
        guard let simplenoteID = fields["id"] as? String, !simplenoteID.isEmpty else { return .failure(.noteWithoutID) }
        guard let content = fields["content"] as? String else { return .failure(.noteWithoutContent) }
        let createdReading = date(fields["creationDate"]), modifiedReading = date(fields["lastModified"])
        if createdReading == .outOfRange || modifiedReading == .outOfRange { return .failure(.noteDateOutOfRange) }
        let created = createdReading?.date, lastModified = modifiedReading?.date
        guard let modified = lastModified ?? created else { return .failure(.noteWithoutDate) }
        var tags: [String] = []
        if let value = fields["tags"], !(value is NSNull) {
            guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else { return .failure(.noteTagsNotAList) }
            tags = list.compactMap { $0 as? String }
        }
        let systemTags = fields["systemTags"] as? [Any] ?? []
        let pinned = (fields["pinned"] as? Bool ?? false) || systemTags.contains { ($0 as? String) == "pinned" }
        let (title, body) = titleAndBody(of: content)
        return .success(Note(
            id: NameBasedUUID.make(namespace: NameBasedUUID.simplenoteNamespace, name: simplenoteID),
            title: title, body: ImportedTags.appending(tags, to: body),
            created: created ?? modified, modified: modified, pinned: pinned,
            trashed: inTrash ? modified : nil))
    }

    /// Simplenote's convention: the first line names the note.
    package static func titleAndBody(of content: String) -> (title: String, body: String) {
        let text = content.replacingOccurrences(of: "\r\n", with: "\n")
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        var title = lines.first.map(String.init) ?? ""
        if title.hasPrefix("# ") { title.removeFirst(2) }
        var body = lines.count > 1 ? String(lines[1]) : ""
        if body.hasPrefix("\n") { body.removeFirst() }
        return (title, body)
    }

    /// ISO 8601 as Simplenote writes it (`2024-01-05T17:42:10.456Z`), or
    /// seconds since 1970 as older exports did (0 is 1970, a date like any
    /// other); nil when there is none, `.outOfRange` past the year 9999 or
    /// before the year 1 (`1e300`).
    private static func date(_ value: Any?) -> ImportDate.Reading? {
        if let text = value as? String { return ImportDate.reading(iso: text) }
        if let number = value as? NSNumber, !isBoolean(number) { return ImportDate.checked(secondsSince1970: number.doubleValue) }
        return nil
    }

    /// JSON's `true` and `false`. Not `is Bool`: on Linux, 0 and 1 are
    /// Bool too, and 0 is 1970, a date like any other.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }
}
