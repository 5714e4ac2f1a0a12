import Foundation
import NotesCore

/// One commit of `git log -z --raw --no-abbrev --format=<format>` for one
/// file: the commit's fields and the blob the file had after it (nil when
/// the commit deleted it).
struct GitLogEntry: Equatable {
    var commit: String
    var date: Date
    var author: String
    var subject: String
    /// The file's blob after this commit, and its path then (relative to
    /// the repository's root).
    var blob: String?
    var path: String?

    /// The format asked of git: fields split by 0x1F, the free texts last.
    static let format = "%H%x1f%at%x1f%an%x1f%s"

    /// The options of `git log` this parser reads.
    static let logOptions = ["log", "-z", "--raw", "--no-abbrev", "--no-color", "--no-decorate",
                             "--diff-merges=first-parent", "--format=" + format]

    /// The machine as history shows it: the host a notes-tui sync's commit
    /// message names, else the author.
    var machine: String {
        let prefix = "notes-tui sync from "
        let shown = subject.hasPrefix(prefix) ? String(subject.dropFirst(prefix.count)) : author
        let clean = GitMessages.clean(shown)
        return clean.isEmpty ? "?" : String(clean.prefix(60))
    }

    /// The version, its location the blob's id and the file's path then.
    var version: NoteVersion {
        NoteVersion(id: commit, date: date, machine: machine, location: blob.map { $0 + " " + (path ?? "") })
    }


    /// Parses git's output: NUL-separated tokens, a commit's header
    /// (`<hex>\x1f<seconds>\x1f<author>\x1f<subject>`), then for each file
    /// it changed one `:<modes> <ids> <status>` token and its path (two for
    /// a rename or copy). Paths are bytes: a line break or anything else
    /// in a name is a name. Nil when the output is not that.
    static func parse(_ output: [UInt8]) -> [GitLogEntry]? {
        var entries: [GitLogEntry] = []
        var tokens = output.split(separator: 0, omittingEmptySubsequences: false)[...]
        if tokens.last?.isEmpty == true { tokens.removeLast() }
        while let token = tokens.popFirst() {
            var bytes = token[...]
            while bytes.first == 0x0A { bytes.removeFirst() }
            if bytes.first == UInt8(ascii: ":") {
                // A file's change in the commit above.
                guard !entries.isEmpty, let change = RawChange(bytes) else { return nil }
                var path = tokens.popFirst()
                if change.hasTwoPaths { path = tokens.popFirst() }
                guard let path else { return nil }
                // The first change is the file's (the log asks for one path).
                if entries[entries.count - 1].path == nil {
                    entries[entries.count - 1].path = String(decoding: path, as: UTF8.self)
                    entries[entries.count - 1].blob = change.isDeletion ? nil : change.newBlob
                }
                continue
            }
            if bytes.isEmpty { continue }
            guard let entry = header(bytes) else { return nil }
            entries.append(entry)
        }
        return entries
    }

    private static func header(_ bytes: ArraySlice<UInt8>) -> GitLogEntry? {
        let fields = bytes.split(separator: 0x1F, maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4 else { return nil }
        let commit = String(decoding: fields[0], as: UTF8.self)
        guard isObjectID(commit), let seconds = Int64(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return GitLogEntry(commit: commit, date: Date(timeIntervalSince1970: TimeInterval(seconds)),
                           author: String(decoding: fields[2], as: UTF8.self),
                           subject: String(decoding: fields[3], as: UTF8.self))
    }

    /// A full object id: 40 (SHA-1) or 64 (SHA-256) lower-case hex digits.
    static func isObjectID(_ text: String) -> Bool {
        (text.utf8.count == 40 || text.utf8.count == 64) && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// `:100644 100644 <old> <new> M` (or `R100`, `C75`, `A`, `D`…).
    private struct RawChange {
        var newBlob: String
        var status: UInt8

        init?(_ bytes: ArraySlice<UInt8>) {
            let fields = bytes.dropFirst().split(separator: 0x20)
            guard fields.count == 5, let status = fields[4].first else { return nil }
            newBlob = String(decoding: fields[3], as: UTF8.self)
            guard GitLogEntry.isObjectID(newBlob) else { return nil }
            self.status = status
        }

        var hasTwoPaths: Bool { status == UInt8(ascii: "R") || status == UInt8(ascii: "C") }
        var isDeletion: Bool { status == UInt8(ascii: "D") || newBlob.utf8.allSatisfy { $0 == 0x30 } }
    }
}

extension GitLogEntry {
    /// The entry a version made from one points back at (blob and path).
    init?(_ version: NoteVersion) {
        guard let location = version.location, let space = location.firstIndex(of: " ") else { return nil }
        let blob = String(location[..<space])
        guard Self.isObjectID(blob) else { return nil }
        self.init(commit: version.id, date: version.date, author: version.machine, subject: "",
                  blob: blob, path: String(location[location.index(after: space)...]))
    }
}
