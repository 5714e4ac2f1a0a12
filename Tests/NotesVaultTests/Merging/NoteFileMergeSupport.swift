import Foundation
import NotesModel
#if canImport(Glibc)
import Glibc
#endif
@testable import NotesVault

/// Versions and merges for the merge tests: times are minutes after a
/// fixed moment, ids come from a counter, no path is taken unless said.
enum MergeSupport {
    static let start = Date(timeIntervalSince1970: 1_794_999_600) // 2026-11-18 11:00 UTC

    static func version(_ path: String, _ text: String, minute: Int) -> NoteFileVersion {
        NoteFileVersion(path: path, text: text, modified: start.addingTimeInterval(Double(minute) * 60))
    }

    static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!
    }

    static func merge(_ base: NoteFileVersion?, _ ours: NoteFileVersion, _ theirs: NoteFileVersion,
                      taken: Set<String> = []) -> NoteFileMergeResult {
        var next = 0
        return NoteFileMerge.merge(base: base, ours: ours, theirs: theirs, isPathTaken: { taken.contains($0) },
                                   makeID: { next += 1; return id(next) })
    }

    /// The note the vault reader makes of a version's file.
    static func read(_ version: NoteFileVersion) -> Note {
        VaultFileReader.note(from: version.text, path: version.path, info: stat(), isTrashed: false,
                             timeZone: .fixed(TimeZone(identifier: "UTC")!))
    }

    /// The merged version, or nil for a conflict.
    static func merged(_ result: NoteFileMergeResult) -> NoteFileVersion? {
        if case let .merged(version) = result { return version }
        return nil
    }

    static func conflict(_ result: NoteFileMergeResult) -> (winner: NoteFileVersion, copy: NoteFileVersion)? {
        if case let .conflict(winner, copy) = result { return (winner, copy) }
        return nil
    }
}
