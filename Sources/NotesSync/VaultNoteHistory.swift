import Foundation
import NotesCore
import NotesModel
import NotesVault

/// A vault's notes' history: the commits of the work tree the vault's
/// folder is in (or is) that changed a note's file, followed through
/// renames (and into and out of `.trash/`); each version read as the
/// vault reads the file.
public struct VaultNoteHistory: NoteHistorySource {
    /// The vault's folder (anywhere inside a work tree).
    public let folder: String
    let environment: [String: String]
    /// The vault's folder relative to the repository's root (`notes/`;
    /// empty at the root): history's paths are the root's.
    let prefix: String

    /// Throws `notInGitWorkTree` when no work tree holds `folder`.
    public init(folder: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(NoteHistoryError) {
        let runner = try GitHistoryRunner(folder: folder, environment: environment)
        prefix = String(decoding: try runner.output(["rev-parse", "--show-prefix"]), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
        (self.folder, self.environment) = (folder, environment)
    }

    /// The note's file, relative to the vault, where it is now.
    static func currentPath(of note: Note) -> String? {
        guard let path = note.file?.path else { return nil }
        return note.trashed != nil ? ".trash/" + path : path
    }

    /// The commits that left a version of the file (not its deletion);
    /// none for a note that has no file yet.
    public func versions(of note: Note) throws(NoteHistoryError) -> [NoteVersion] {
        guard let path = Self.currentPath(of: note) else { return [] }
        let history = try GitFileHistory(folder: folder, path: path, environment: environment)
        return try history.entries().filter { $0.blob != nil }.map(\.version)
    }

    public func note(_ note: Note, at version: NoteVersion) throws(NoteHistoryError) -> Note {
        guard let entry = GitLogEntry(version) else {
            throw .unreadableVersion(id: version.id, reason: "it is not a version of this note")
        }
        let runner = try GitHistoryRunner(folder: folder, environment: environment)
        let bytes = try runner.blob(entry.blob ?? "", limit: GitFileHistory.blobLimit)
        return try Self.read(bytes, entry: entry, as: note, prefix: prefix)
    }

    /// A version's bytes read as the vault reads a note file; the note
    /// keeps its id (a version is the same note as it was). Not UTF-8, or
    /// front matter that does not read: `unreadableVersion`, saying why.
    static func read(_ bytes: [UInt8], entry: GitLogEntry, as current: Note, prefix: String) throws(NoteHistoryError) -> Note {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .unreadableVersion(id: entry.commit, reason: "its text is not UTF-8")
        }
        switch FrontMatter.read(text) {
        case .notYAML: throw .unreadableVersion(id: entry.commit, reason: "its front matter is not YAML key: value lines")
        case .tooLarge: throw .unreadableVersion(id: entry.commit, reason: "its front matter has no closing --- line")
        case .none, .parsed: break
        }
        var path = entry.path ?? current.file?.path ?? "Untitled.md"
        if !prefix.isEmpty, path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        if path.hasPrefix(".trash/") { path.removeFirst(".trash/".count) }
        let reading = VaultNoteText.read(text, path: path)
        return Note(id: current.id, title: reading.title, body: reading.body,
                    created: reading.fields.created ?? current.created, modified: reading.fields.modified ?? entry.date,
                    pinned: reading.fields.pinned, unknownFields: reading.fields.unknownFields, file: reading.file)
    }
}
