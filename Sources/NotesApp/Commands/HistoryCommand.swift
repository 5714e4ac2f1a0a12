import Foundation
import NotesCore
import NotesInterchange
import NotesModel

// `history REF [--json]` and `show REF --version V` (docs/sync.md
// "History"): a note's versions from the git work tree its library is in.
extension CommandRunner {
    /// For people, one line a version, newest first, in aligned columns:
    ///
    ///     3f2a1b9  2026-11-21 23:05  laptop
    ///
    /// (short version id, the time in the shown time zone, the machine).
    /// With `json`, an array of `{"version", "date", "machine", "title"}`:
    /// the full id, ISO 8601 UTC, and the version's name (null when that
    /// version cannot be read).
    func renderHistory(of note: Note, json: Bool) throws -> [UInt8] {
        let source = try history()
        let versions = try source.versions(of: note)
        let forTerminal = io.standardOutputIsTerminal
        if json {
            let items = versions.map { version -> String in
                let title = (try? source.note(note, at: version)).map { quoted($0.displayTitle) } ?? "null"
                return "  {\"version\": \(quoted(version.id)), \"date\": \(quoted(LibraryDate.string(from: version.date))), "
                    + "\"machine\": \(quoted(version.machine)), \"title\": \(title)}"
            }
            let text = items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
            return SafeText.json(Array(text.utf8), forTerminal: forTerminal)
        }
        var out: [UInt8] = []
        for (version, short) in zip(versions, NoteVersion.shortIDs(versions)) {
            out += Array((short + "  ").utf8)
            LibraryDate.appendMinuteStamp(of: version.date, offsetSeconds: timeZone.secondsFromGMT(for: version.date), to: &out)
            out += Array(("  " + SafeText.line(version.machine, forTerminal: forTerminal) + "\n").utf8)
        }
        return out
    }

    /// The version of `note` that `given` names (a prefix of a listed
    /// version's id), read from the history.
    func noteVersion(_ given: String, of note: Note) throws -> Note {
        let source = try history()
        let versions = try source.versions(of: note)
        let version = try VersionLookup.resolve(given, in: versions, note: note)
        return try source.note(note, at: version)
    }

    private func history() throws(NoteHistoryError) -> NoteHistorySource {
        guard let historySource else { throw .gitFailed("this library has no history source") }
        return try historySource().get()
    }

    private func quoted(_ text: String) -> String { String(decoding: NoteListing.jsonString(text), as: UTF8.self) }
}

/// Which listed version a `--version` value names. Only hex digits are
/// taken, and only ever compared with the listed ids: the value never
/// reaches git, so `--foo` or `HEAD~1..` cannot be an option or a
/// revision expression there.
enum VersionLookup {
    static let minimumLength = 4

    /// 64 for a value that cannot be a version id at all.
    static func checkUsage(_ given: String) throws {
        let hex = given.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) }
        guard hex, (minimumLength...64).contains(given.unicodeScalars.count) else {
            throw CommandError.usage("--version takes a version id as 'notes-tui history REF' lists it "
                + "(\(minimumLength) to 64 hex digits), not '\(Echo.text(given))'")
        }
    }

    /// The one version whose id starts with `given`; exit 1 when none or
    /// several do.
    static func resolve(_ given: String, in versions: [NoteVersion], note: Note) throws -> NoteVersion {
        try checkUsage(given)
        let prefix = given.lowercased()
        let matches = versions.filter { $0.id.lowercased().hasPrefix(prefix) }
        let name = Echo.text(note.displayTitle)
        guard let first = matches.first else {
            throw CommandError.nothingFound("'\(Echo.text(given))' is not a version of \"\(name)\"; "
                + "'notes-tui history \(note.id.text.prefix(8))' lists them")
        }
        guard matches.count == 1 else {
            let ids = NoteVersion.shortIDs(matches, minimum: given.count + 1)
            throw CommandError.nothingFound("'\(Echo.text(given))' names \(matches.count) versions of \"\(name)\" ("
                + ids.prefix(5).joined(separator: ", ") + "); give more of the id")
        }
        return first
    }
}

extension NoteHistoryError: ReportedError {
    /// No work tree, or no git: as `sync` when not set up (78); git
    /// failing here: 73; a version that does not read: 65.
    public var exitCode: Int32 {
        switch self {
        case .notInGitWorkTree, .gitMissing: return 78
        case .gitFailed: return 73
        case .unreadableVersion: return 65
        }
    }
}
