import Foundation
import NotesVault

/// What a merge does to HEAD's tree, path by path, worked out from the
/// changes of each side since the common ancestor (docs/sync.md, "How a
/// sync merges"):
/// - a file only the remote changed (added, edited, renamed) → the
///   remote's;
/// - a note both sides changed → `NoteFileMerge` (line by line; a
///   conflict keeps both); any other file both changed → this machine's
///   (the remote's stays in the history);
/// - a note the remote removed that this machine kept as it was → moved
///   to `.trash/` here (only this machine's own `delete --forever` or
///   emptied trash removes a note); one already in the trash → removed;
/// - a note this machine removed that the remote edited → the edit, back.
///
/// Pure: blobs are named by id, texts given; git's work is the caller's.
struct VaultMergePlan {
    enum Content: Equatable {
        case blob(String)
        case text(String)
    }

    /// Paths to write (mode 100644), by path.
    var writes: [String: Content] = [:]
    /// Paths to remove.
    var removals: Set<String> = []

    var isEmpty: Bool { writes.isEmpty && removals.isEmpty }

    /// The sides, as `make` needs them.
    struct Sides {
        var ours: TreeChanges
        var theirs: TreeChanges
        /// Every path in HEAD's tree.
        var headPaths: Set<String>
        /// The text of each blob a both-sides note needs (base, ours,
        /// theirs), by id; nil when it is not UTF-8.
        var texts: [String: String]
        var oursModified: Date
        var theirsModified: Date
    }

    /// The blobs whose texts `make` needs: those of notes both sides changed.
    static func textsNeeded(ours: TreeChanges, theirs: TreeChanges) -> Set<String> {
        let oursByOld = Dictionary(ours.changes.compactMap { change in change.oldPath.map { ($0, change) } },
                                   uniquingKeysWith: { first, _ in first })
        var needed = Set<String>()
        for change in theirs.changes {
            guard let old = change.oldPath, let mine = oursByOld[old], mine.kind != .removed, change.kind != .removed,
                  VaultSyncPaths.isNote(change.newPath ?? old) else { continue }
            needed.formUnion([change.oldBlob, change.newBlob, mine.newBlob].compactMap { $0 })
        }
        let oursAdded = Dictionary(ours.changes.filter { $0.kind == .added }.compactMap { c in c.newPath.map { ($0, c) } },
                                   uniquingKeysWith: { first, _ in first })
        for change in theirs.changes where change.kind == .added {
            if let path = change.newPath, let mine = oursAdded[path], mine.newBlob != change.newBlob, VaultSyncPaths.isNote(path) {
                needed.formUnion([change.newBlob, mine.newBlob].compactMap { $0 })
            }
        }
        return needed
    }

    static func make(_ sides: Sides, makeID: () -> UUID = { UUID() }) throws(SyncError) -> VaultMergePlan {
        var plan = VaultMergePlan()
        var taken = sides.headPaths
        let oursByOld = Dictionary(sides.ours.changes.compactMap { change in change.oldPath.map { ($0, change) } },
                                   uniquingKeysWith: { first, _ in first })
        let oursAdded = Dictionary(sides.ours.changes.filter { $0.kind == .added }.compactMap { c in c.newPath.map { ($0, c) } },
                                   uniquingKeysWith: { first, _ in first })
        func write(_ path: String, _ content: Content) {
            plan.writes[path] = content
            plan.removals.remove(path)
            taken.insert(path)
        }
        func remove(_ path: String) {
            plan.removals.insert(path)
            plan.writes[path] = nil
            taken.remove(path)
        }
        func freePath(_ path: String) -> String {
            guard taken.contains(path) else { return path }
            let stem = String(path.dropLast(3))
            var number = 2
            while taken.contains("\(stem) \(number).md") { number += 1 }
            return "\(stem) \(number).md"
        }
        func text(_ blob: String?) throws(SyncError) -> String {
            guard let blob, let text = sides.texts[blob] else {
                throw .remoteLibraryRefused(remote: "", reason: "a note's text is not UTF-8")
            }
            return text
        }
        func mergeNotes(base: NoteFileVersion?, ours: NoteFileVersion, theirs: NoteFileVersion) {
            let result = NoteFileMerge.merge(base: base, ours: ours, theirs: theirs,
                                             isPathTaken: { taken.contains($0) || plan.writes[$0] != nil }, makeID: makeID)
            switch result {
            case let .merged(version):
                if version.path != ours.path { remove(ours.path) }
                write(version.path, .text(version.text))
            case let .conflict(winner, copy):
                if winner.path != ours.path { remove(ours.path) }
                write(winner.path, .text(winner.text))
                write(freePath(copy.path), .text(copy.text))
            }
        }

        for change in sides.theirs.changes {
            switch change.kind {
            case .added:
                guard let path = change.newPath, let blob = change.newBlob else { continue }
                if let mine = oursAdded[path] {
                    guard mine.newBlob != blob else { continue }
                    if VaultSyncPaths.isNote(path) {
                        mergeNotes(base: nil, ours: NoteFileVersion(path: path, text: try text(mine.newBlob), modified: sides.oursModified),
                                   theirs: NoteFileVersion(path: path, text: try text(blob), modified: sides.theirsModified))
                    }
                } else if sides.headPaths.contains(path) {
                    // Another file of this machine's holds the name: the remote's takes the next free one.
                    if VaultSyncPaths.isNote(path) { write(freePath(path), .blob(blob)) }
                } else {
                    write(path, .blob(blob))
                }
            case .modified, .renamed:
                guard let old = change.oldPath, let path = change.newPath, let blob = change.newBlob else { continue }
                guard let mine = oursByOld[old] else {
                    // Only the remote changed it.
                    if path != old { remove(old) }
                    write(taken.contains(path) && path != old ? freePath(path) : path, .blob(blob))
                    continue
                }
                guard let minePath = mine.newPath, mine.kind != .removed else {
                    // Removed here, edited there: the edit comes back.
                    write(freePath(path), .blob(blob))
                    continue
                }
                if mine.newBlob == blob, minePath == path { continue }
                guard VaultSyncPaths.isNote(path), VaultSyncPaths.isNote(minePath) else { continue }
                mergeNotes(base: NoteFileVersion(path: old, text: try text(change.oldBlob), modified: sides.oursModified),
                           ours: NoteFileVersion(path: minePath, text: try text(mine.newBlob), modified: sides.oursModified),
                           theirs: NoteFileVersion(path: path, text: try text(blob), modified: sides.theirsModified))
            case .removed:
                guard let old = change.oldPath, oursByOld[old] == nil else { continue }
                guard VaultSyncPaths.isNote(old), !old.hasPrefix(VaultScan.trashFolder + "/"), let blob = change.oldBlob else {
                    remove(old)
                    continue
                }
                remove(old)
                write(freePath(VaultScan.trashFolder + "/" + old), .blob(blob))
            }
        }
        return plan
    }
}
