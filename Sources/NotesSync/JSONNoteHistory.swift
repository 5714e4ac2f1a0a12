import Foundation
import LibraryFormat
import NotesCore
import NotesModel

/// A JSON library's notes' history: of the newest `commitLimit` commits
/// of the library file (a sync's repository, or the person's own), those
/// in which the note changed, each read with the library codec.
public struct JSONNoteHistory: NoteHistorySource {
    public let libraryPath: String
    let environment: [String: String]

    /// How many of the file's commits are read, newest first: each is the
    /// whole library, so the work is bounded (docs/sync.md "History").
    public static let commitLimit = 200

    /// Throws `notInGitWorkTree` when no work tree holds the library's folder.
    public init(libraryPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(NoteHistoryError) {
        _ = try GitHistoryRunner(folder: Self.folder(of: libraryPath), environment: environment)
        (self.libraryPath, self.environment) = (libraryPath, environment)
    }

    static func folder(of path: String) -> String { (path as NSString).deletingLastPathComponent }

    private func history() throws(NoteHistoryError) -> GitFileHistory {
        try GitFileHistory(folder: Self.folder(of: libraryPath), path: (libraryPath as NSString).lastPathComponent,
                           followsRenames: false, limit: Self.commitLimit, environment: environment)
    }

    /// The commits whose library holds the note differently from the
    /// commit before (or holds it first), newest first.
    public func versions(of note: Note) throws(NoteHistoryError) -> [NoteVersion] {
        let history = try history()
        let entries = try history.entries()
        var versions: [NoteVersion] = []
        // Newest first: a version is kept once the older one shows it differs.
        var newer: (entry: GitLogEntry, state: NoteState)?
        for entry in entries {
            let state: NoteState
            if entry.blob == nil {
                state = .absent
            } else {
                state = Self.state(of: note.id, in: try history.bytes(at: entry))
            }
            if let newer, newer.state != .absent, Self.differ(newer.state, state) { versions.append(newer.entry.version) }
            newer = (entry, state)
        }
        // The oldest commit read holds the note's first version only when
        // the file's history ends there (not when the limit cut it).
        if let newer, newer.state != .absent, entries.count < Self.commitLimit { versions.append(newer.entry.version) }
        return versions
    }

    public func note(_ note: Note, at version: NoteVersion) throws(NoteHistoryError) -> Note {
        guard let entry = GitLogEntry(version), let blob = entry.blob else {
            throw .unreadableVersion(id: version.id, reason: "it is not a version of this note")
        }
        let runner = try GitHistoryRunner(folder: Self.folder(of: libraryPath), environment: environment)
        let bytes = try runner.blob(blob, limit: GitFileHistory.blobLimit)
        switch Self.state(of: note.id, in: bytes) {
        case let .slice(slice):
            guard let found = LibraryNoteSlice.decode(slice[...]) else {
                throw .unreadableVersion(id: version.id, reason: "the note's JSON in it does not read")
            }
            return found
        case let .decoded(found): return found
        case .absent: throw .unreadableVersion(id: version.id, reason: "the note is not in the library then")
        case let .unreadable(reason): throw .unreadableVersion(id: version.id, reason: reason)
        }
    }

    /// The note in one version of the library, as cheaply as the file allows.
    enum NoteState: Equatable {
        case absent
        /// Its object's bytes (the file as notes-tui writes it).
        case slice([UInt8])
        /// Decoded from the whole library (any other layout).
        case decoded(Note)
        case unreadable(String)
    }

    /// Two states of the note differ: equal bytes are the same note; other
    /// bytes are compared as notes (another program may write the same
    /// note with its keys in another order).
    static func differ(_ first: NoteState, _ second: NoteState) -> Bool {
        guard first != second else { return false }
        func note(_ state: NoteState) -> Note? {
            switch state {
            case let .slice(bytes): LibraryNoteSlice.decode(bytes[...])
            case let .decoded(note): note
            case .absent, .unreadable: nil
            }
        }
        guard let one = note(first), let other = note(second) else { return true }
        return one != other
    }

    static func state(of id: UUID, in bytes: [UInt8]) -> NoteState {
        if let slice = LibraryNoteSlice.find(id, in: bytes) { return .slice(Array(slice)) }
        guard LibraryNoteSlice.mentions(id, in: bytes) else { return .absent }
        do {
            let library = try LibraryCodec.decode(bytes)
            return library.notes.first { $0.id == id }.map(NoteState.decoded) ?? .absent
        } catch {
            return .unreadable(error.description)
        }
    }
}
