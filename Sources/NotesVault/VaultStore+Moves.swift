import Foundation
import NotesModel
import NotesStorage

// A note's file moved by another program (`mv`, a file manager, Obsidian)
// after this store read it and before a save is found again by its inode
// (a load finds moved files by their text, `movedNotes`): an edit made
// meanwhile goes to the file where it now is instead of bringing the old
// name back as a second file.
extension VaultStore {
    /// A file's identity on this machine, which a rename keeps.
    struct Inode: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ fingerprint: PosixFile.Fingerprint) {
            device = fingerprint.device
            inode = fingerprint.inode
        }
    }

    /// The vault's note files by inode, walked at most once per save and
    /// only when a note's file is missing.
    final class MovedFiles {
        private let root: String
        private var byInode: [Inode: [VaultScan.Found]]?

        init(root: String) { self.root = root }

        func files(_ inode: Inode) -> [VaultScan.Found] {
            if byInode == nil {
                byInode = Dictionary(grouping: VaultScan.scan(root: root).found) { Inode($0.fingerprint) }
            }
            return byInode?[inode] ?? []
        }
    }

    /// Where the file of note `id` went: the one file of the vault that is
    /// the very file this store read (same device and inode) at a path no
    /// other note of this store is at. Nil when there is none (removed, or
    /// replaced by a new file, as `:saveas` and `rm` do).
    func movedFile(of id: UUID, in moved: MovedFiles) -> VaultScan.Found? {
        guard let record = records[id] else { return nil }
        let matches = moved.files(Inode(record.fingerprint)).filter { found in
            let key = Self.key(found.path, found.isTrashed)
            return !records.values.contains { Self.key($0.path, $0.isTrashed) == key }
        }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Whether `theirs` is `old`'s file moved and otherwise untouched.
    static func isMovedOnly(old: Note, theirs: Note) -> Bool {
        var unmoved = theirs
        unmoved.title = old.title
        unmoved.file = old.file
        unmoved.trashed = old.trashed
        // A move keeps the text; dates read from the file's times may
        // differ from those this store last held.
        (unmoved.created, unmoved.modified) = (old.created, old.modified)
        return unmoved.hasSameContent(as: old) && unmoved.pinned == old.pinned
    }

    /// `mine` with what a move of its file changed — the path, a title
    /// taken from the file's name, the trash when moved in or out of it —
    /// unless this side changed that too.
    static func taking(move theirs: Note, old: Note, into mine: Note) -> Note {
        var kept = mine
        if mine.title == old.title { kept.title = theirs.title }
        if mine.isTrashed == old.isTrashed { kept.trashed = theirs.trashed }
        kept.file = theirs.file
        return kept
    }
}
