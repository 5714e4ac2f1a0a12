import Foundation
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One walk of a vault's folders: every `*.md` file that may be a note,
/// with its `stat`, and every entry named like a note that is not one,
/// with why. Nothing is opened but folders (each through its parent's
/// descriptor, never following a link), so a FIFO or a device named
/// `*.md` cannot block the walk, and a folder swapped for a link to
/// elsewhere while the walk runs is not entered.
package struct VaultScan {
    /// A file that may be a note.
    package struct Found: Equatable {
        /// Relative to the vault, `/`-separated. For a file in the trash,
        /// relative to `.trash/` (where it goes back to).
        package var path: String
        package var fingerprint: PosixFile.Fingerprint
        package var isTrashed: Bool
    }

    package var found: [Found] = []
    package var skipped: [SkippedEntry] = []

    /// The folder holding trashed notes, as Obsidian names it.
    package static let trashFolder = ".trash"
    /// Larger files are not notes (the JSON library's bound, too).
    package static let maximumNoteSize = PosixFile.maximumLibrarySize

    /// Walks `root` (the vault's real path: no link in it).
    package static func scan(root: String) -> VaultScan {
        var scan = VaultScan()
        let rootFD = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard rootFD >= 0 else { return scan }
        defer { close(rootFD) }
        scan.walk(folderFD: rootFD, relative: "", root: root, isTrash: false, depth: 0)
        let trashFD = openat(rootFD, trashFolder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if trashFD >= 0 {
            defer { close(trashFD) }
            scan.walk(folderFD: trashFD, relative: "", root: root, isTrash: true, depth: 0)
        }
        return scan
    }

    /// Folders deeper than this are not walked (a loop of bind mounts).
    static let maximumDepth = 64

    private mutating func walk(folderFD: Int32, relative: String, root: String, isTrash: Bool, depth: Int) {
        let listingFD = dup(folderFD)
        guard listingFD >= 0, let directory = fdopendir(listingFD) else {
            if listingFD >= 0 { close(listingFD) }
            return
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            guard let first = bytes.first, first != UInt8(ascii: ".") else { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                if bytes.count >= 3, bytes.suffix(3).elementsEqual(".md".utf8) {
                    skipped.append(SkippedEntry(path: relative + String(decoding: bytes, as: UTF8.self),
                                                reason: "its name is not UTF-8; rename it to open it"))
                }
                continue
            }
            names.append(name)
        }
        for name in names.sorted() {
            var info = stat()
            guard fstatat(folderFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let path = relative + name
            let isNoteName = name.hasSuffix(".md")
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                guard depth < Self.maximumDepth else {
                    skipped.append(SkippedEntry(path: (isTrash ? Self.trashFolder + "/" : "") + path,
                                                reason: "folders nested deeper than \(Self.maximumDepth) are not read"))
                    continue
                }
                let childFD = openat(folderFD, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard childFD >= 0 else { continue }
                walk(folderFD: childFD, relative: path + "/", root: root, isTrash: isTrash, depth: depth + 1)
                close(childFD)
            case S_IFREG where isNoteName:
                if Int(info.st_size) > Self.maximumNoteSize {
                    skip(path, isTrash: isTrash, reason: "larger than \(PosixFile.maximumLibrarySizeText)")
                } else {
                    found.append(Found(path: path, fingerprint: PosixFile.Fingerprint(info), isTrashed: isTrash))
                }
            case S_IFLNK:
                let fullPath = root + "/" + (isTrash ? Self.trashFolder + "/" : "") + path
                if let reason = Self.linkReason(folderFD: folderFD, name: name, fullPath: fullPath, root: root, isNoteName: isNoteName) {
                    skip(path, isTrash: isTrash, reason: reason)
                }
            case S_IFREG:
                continue
            default:
                if isNoteName {
                    skip(path, isTrash: isTrash, reason: (PosixFile.specialKind(info) ?? "not a regular file") + ", not a note file")
                }
            }
        }
    }

    private mutating func skip(_ path: String, isTrash: Bool, reason: String) {
        skipped.append(SkippedEntry(path: (isTrash ? Self.trashFolder + "/" : "") + path, reason: reason))
    }

    /// Why a symbolic link is not read as a note or walked as a folder;
    /// nil for one that is left alone without a word (a link to a file
    /// that is not a note, or to a folder of the vault).
    private static func linkReason(folderFD: Int32, name: String, fullPath: String, root: String, isNoteName: Bool) -> String? {
        var info = stat()
        guard fstatat(folderFD, name, &info, 0) == 0 else {
            let code = errno
            guard isNoteName || code == ELOOP else { return nil }
            return code == ELOOP ? "a symbolic link in a loop" : "a symbolic link to nothing (\(PosixFile.describe(code)))"
        }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        guard isNoteName || isFolder else { return nil }
        let inside = realPath(fullPath).map { $0 == root || $0.hasPrefix(root + "/") } ?? false
        if !inside { return "a symbolic link leading out of the vault; it is not followed" }
        // A link to a folder of the vault: its notes are read where they are.
        return isFolder ? nil : "a symbolic link to a file in the vault; the note is read where it is"
    }

    /// Where a path leads, links resolved.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
