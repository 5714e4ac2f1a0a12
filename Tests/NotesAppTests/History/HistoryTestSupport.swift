import Foundation
import NotesCore
import NotesModel
@testable import NotesApp

/// A history kept in memory: each note's versions, newest first, each
/// with its text or why it cannot be read (the git engine is tested on
/// real repositories in NotesSyncTests).
final class MemoryHistory: NoteHistorySource, @unchecked Sendable {
    struct Entry {
        var version: NoteVersion
        var content: Result<(title: String, body: String), NoteHistoryError>
    }

    private let lock = NSLock()
    private var entries: [UUID: [Entry]] = [:]
    private(set) var versionCalls = 0

    /// `versions`: (commit id, seconds after the harness's epoch, machine,
    /// title, body), newest first.
    init(_ noteID: UUID, _ versions: [(String, Double, String, String, String)]) {
        entries[noteID] = versions.map { id, seconds, machine, title, body in
            Entry(version: NoteVersion(id: id, date: AppHarness.epoch.addingTimeInterval(seconds), machine: machine),
                  content: .success((title, body)))
        }
    }

    func set(_ noteID: UUID, unreadable id: String, reason: String) {
        lock.withLock {
            guard let index = entries[noteID]?.firstIndex(where: { $0.version.id == id }) else { return }
            entries[noteID]?[index].content = .failure(.unreadableVersion(id: id, reason: reason))
        }
    }

    func versions(of note: Note) throws(NoteHistoryError) -> [NoteVersion] {
        lock.withLock {
            versionCalls += 1
            return (entries[note.id] ?? []).map(\.version)
        }
    }

    func note(_ note: Note, at version: NoteVersion) throws(NoteHistoryError) -> Note {
        let entry = lock.withLock { entries[note.id]?.first { $0.version.id == version.id } }
        guard let entry else { throw .unreadableVersion(id: version.id, reason: "it is not a version of this note") }
        switch entry.content {
        case let .success(text):
            var old = note
            old.title = text.title
            old.body = text.body
            return old
        case let .failure(error):
            throw error
        }
    }
}

extension String {
    /// A commit-like id: this text's digits then zeros, 40 hex digits.
    static func commit(_ start: String) -> String { start + String(repeating: "0", count: 40 - start.count) }
}
