import Foundation
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a sync lets in from the remote (docs/sync.md, "What comes in is
/// checked"). The remote is someone else's input: before anything of it
/// reaches the work tree, the tree of the remote's branch is checked, and
/// the sync stops, changing nothing here, when it is not a library this
/// machine can take:
/// - the library is a regular file (not a link, a folder or a submodule),
///   and is there at all when the common ancestor had it (a commit that
///   removed the library would remove every note);
/// - no file this machine keeps for itself (the draft, the locks, temp
///   files, backups: `LibraryFolderAccess.sideFilePatterns`);
/// - nothing but the library, unless the repository is shared with other
///   files (set up with `--force`, or holding others already).
/// Whether the library's bytes are a notes library is the merge's check.
struct IncomingTree {
    let library: String
    let sharesRepository: Bool

    /// The first thing wrong with `remote` (the remote branch's tree),
    /// said for a person, or nil when it may come in. `base`: the common
    /// ancestor's tree, nil when the histories share none.
    func problem(remote: GitTree, base: GitTree?) -> String? {
        let patterns = LibraryFolderAccess.sideFilePatterns(dataName: library)
        if let planted = remote.entries.first(where: { entry in patterns.contains { fnmatch($0, entry.name, 0) == 0 } }) {
            let name = Self.shown(planted.name)
            return "it holds \(name), a file this machine keeps for itself and never syncs "
                + "(remove it from the remote: git rm --cached -- \(name))"
        }
        if let entry = remote.entries.first(where: { $0.name == library }) {
            if let kind = Self.notAFile(entry.mode) {
                return "its \(library) is \(kind), not a file (make it the library file again there)"
            }
        } else if base?.entries.contains(where: { $0.name == library }) == true {
            return "a commit there removed \(library), which would remove every note "
                + "(bring it back there, e.g. git revert that commit, and sync again)"
        }
        if !sharesRepository, let other = remote.entries.first(where: { $0.name != library }) {
            return "it holds \(Self.shown(other.name)) besides \(library), so it is not this library's remote "
                + "(check the URL; sync --setup URL --force keeps a library in a repository with other files)"
        }
        return nil
    }

    /// What a tree entry of `mode` is when it is not a regular file.
    static func notAFile(_ mode: String) -> String? {
        switch mode {
        case "100644", "100755": nil
        case "120000": "a symbolic link"
        case "40000", "040000": "a folder"
        case "160000": "a submodule"
        default: "an entry of mode \(shown(mode))"
        }
    }

    /// A name from the remote, safe to print on one line.
    static func shown(_ name: String) -> String {
        let clean = GitMessages.clean(name)
        return clean.count > 80 ? String(clean.prefix(80)) + "…" : clean
    }
}

/// A note that disappears from the remote's side without going through the
/// trash lands in this machine's trash: no sync removes a note outright.
/// (One already in the trash where the sides parted, and gone from the
/// remote, was deleted for good there from the trash: it goes here too.)
enum RemoteDeletions {
    /// `theirs` with every note of `base` that `theirs` lacks, that was not
    /// in the trash in `base` and that `mine` still has, put back as
    /// trashed at `now`; the merge then keeps it in the trash (or out of
    /// it, with the edit, when `mine` edited it). Also returns how many.
    static func keptInTrash(base: Library, mine: Library, theirs: Library, now: Date) -> (theirs: Library, count: Int) {
        let theirIDs = Set(theirs.notes.map(\.id))
        let mineIDs = Set(mine.notes.map(\.id))
        var kept = theirs
        var count = 0
        for note in base.notes where !note.isTrashed && !theirIDs.contains(note.id) && mineIDs.contains(note.id) {
            var trashed = note
            trashed.trashed = now
            kept.notes.append(trashed)
            count += 1
        }
        return (kept, count)
    }
}
