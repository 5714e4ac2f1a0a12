import Foundation

/// What changed between two trees, as `git diff-tree -r -z -M` says it:
/// each file added, removed, modified or renamed (git pairs a removed
/// file with an added one when their texts are mostly alike, so a note
/// renamed and edited on one machine is still one note).
struct TreeChanges: Equatable {
    struct Change: Equatable {
        enum Kind: Equatable { case added, removed, modified, renamed }
        var kind: Kind
        /// The path in the older tree; nil for an added file.
        var oldPath: String?
        /// The path in the newer tree; nil for a removed file.
        var newPath: String?
        var oldMode: String
        var newMode: String
        /// The blob in the newer tree (hex); nil for a removed file.
        var newBlob: String?
        var oldBlob: String?
    }

    var changes: [Change]

    init(changes: [Change]) { self.changes = changes }

    /// Parses `git diff-tree -r -z -M --no-commit-id` output; nil when it
    /// is not that (never guesses at a path).
    init?(parsing output: [UInt8]) {
        var changes: [Change] = []
        var fields = output.split(separator: 0, omittingEmptySubsequences: false).makeIterator()
        while let headerBytes = fields.next() {
            if headerBytes.isEmpty { continue }
            let header = String(decoding: headerBytes, as: UTF8.self)
            // `:old new oldsha newsha STATUS`, then the path (two for a rename).
            guard header.hasPrefix(":") else { return nil }
            let parts = header.dropFirst().split(separator: " ")
            guard parts.count == 5, let status = parts[4].utf8.first, let first = fields.next() else { return nil }
            let oldMode = String(parts[0]), newMode = String(parts[1])
            let oldBlob = Self.blob(parts[2]), newBlob = Self.blob(parts[3])
            let path = String(decoding: first, as: UTF8.self)
            switch status {
            case UInt8(ascii: "A"):
                changes.append(Change(kind: .added, oldPath: nil, newPath: path, oldMode: oldMode, newMode: newMode,
                                      newBlob: newBlob, oldBlob: nil))
            case UInt8(ascii: "D"):
                changes.append(Change(kind: .removed, oldPath: path, newPath: nil, oldMode: oldMode, newMode: newMode,
                                      newBlob: nil, oldBlob: oldBlob))
            case UInt8(ascii: "M"), UInt8(ascii: "T"):
                changes.append(Change(kind: .modified, oldPath: path, newPath: path, oldMode: oldMode, newMode: newMode,
                                      newBlob: newBlob, oldBlob: oldBlob))
            case UInt8(ascii: "R"):
                guard let second = fields.next() else { return nil }
                changes.append(Change(kind: .renamed, oldPath: path, newPath: String(decoding: second, as: UTF8.self),
                                      oldMode: oldMode, newMode: newMode, newBlob: newBlob, oldBlob: oldBlob))
            default:
                return nil
            }
        }
        self.changes = changes
    }

    private static func blob(_ text: Substring) -> String? {
        text.allSatisfy({ $0 == "0" }) ? nil : String(text)
    }
}
