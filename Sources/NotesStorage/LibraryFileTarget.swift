import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a library's bytes really live, and whether this process may
/// replace them.
///
/// A library may be a symbolic link (a user links `notes.json` into a synced
/// folder). A save must replace the link's final target, not the link, or
/// the library and the synced copy part ways; so the store follows the
/// chain (absolute or relative links, relative to the link's own folder)
/// and writes — temp file, rename, folder fsync, lock and side files — in
/// the TARGET's folder. A link whose target is missing is an error: nothing
/// is created at the far end of a link the user may have forgotten about.
enum LibraryFileTarget {
    /// The link chain limit of Linux (`MAXSYMLINKS`).
    static let maximumLinkHops = 40

    enum Resolution: Equatable {
        /// The file to read and replace (the named path when it is no link).
        case file(String)
        /// The chain from `link` ends at `target`, which does not exist.
        case danglingLink(link: String, target: String)
        /// Too many links in a row (a loop).
        case linkLoop(link: String)
        /// A link in the chain cannot be read, or names its target in bytes
        /// that are not UTF-8 (the path would change on the way).
        case unreadableLink(link: String)
    }

    /// Follows symbolic links at `path` itself (links among its folders need
    /// nothing: `rename` inside the final folder goes through them).
    static func resolve(_ path: String) -> Resolution {
        var current = path
        for hops in 0...maximumLinkHops {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                // Nothing there: a new library, unless a link pointed here.
                return errno == ENOENT && hops > 0 ? .danglingLink(link: path, target: current) : .file(current)
            }
            guard (info.st_mode & S_IFMT) == S_IFLNK else { return .file(current) }
            guard let target = readLink(current) else { return .unreadableLink(link: current) }
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        return .linkLoop(link: path)
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(validating: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    // MARK: - May this process replace the file?

    /// Why the existing file described by `info` must not be replaced, or
    /// nil. `rename` ignores the file's own permissions, so this asks what
    /// an editor asks, from the mode bits (not `access(2)`, which says yes
    /// to root for everything): a file its owner made read-only stays as it
    /// is, even for root; a file of someone else's is not taken over by a
    /// user who merely may write in its folder. Root saving over a user's
    /// file is allowed and keeps the owner (see `ownerToKeep`).
    static func replacementRefusal(_ info: stat, of path: String, actingUser: uid_t) -> String? {
        let mode = String(info.st_mode & 0o7777, radix: 8)
        if actingUser != 0, info.st_uid == 0 {
            return "it belongs to root (left by a run with sudo?); give it back (sudo chown \(plainUserName(actingUser)) \(path))"
                + " and save again (the file was left as it is)"
        }
        if actingUser != 0, info.st_uid != actingUser {
            return "it belongs to \(userName(info.st_uid)), not to you, and saving would replace it with a copy of your own;"
                + " ask its owner, or copy it and choose the copy with --data-file (the file was left as it is)"
        }
        if info.st_mode & S_IWUSR == 0 {
            return "it is read-only (mode \(mode)); make it writable (chmod u+w) if you mean to change it,"
                + " or choose another file with --data-file (the file was left as it is)"
        }
        return nil
    }

    /// The owner a file written by this process should have: only root
    /// changes owners, and then it keeps the library's (or, for a new file,
    /// the folder's), so `sudo notes-tui add` leaves nothing the user cannot
    /// write. nil when nothing is to change.
    static func ownerToKeep(existing: stat?, folder: String) -> (uid: uid_t, gid: gid_t)? {
        guard geteuid() == 0 else { return nil }
        if let existing { return (existing.st_uid, existing.st_gid) }
        var info = stat()
        guard stat(folder, &info) == 0 else { return nil }
        return (info.st_uid, info.st_gid)
    }

    /// `user NAME (uid N)`, or `uid N` for an id with no name.
    static func userName(_ uid: uid_t) -> String {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "uid \(uid)" }
        return "user \(String(cString: name)) (uid \(uid))"
    }

    /// The bare name for a command line (`chown NAME`), or the number.
    static func plainUserName(_ uid: uid_t) -> String {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "\(uid)" }
        return String(cString: name)
    }

    /// The owner of the file at `path` when it is not this process's user,
    /// for errors that should name the file in the way (a root-owned lock
    /// file) rather than blame the folder.
    static func foreignOwner(of path: String) -> uid_t? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_uid != geteuid() else { return nil }
        return info.st_uid
    }
}
