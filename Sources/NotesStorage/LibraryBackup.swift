import Foundation

/// Moves a library aside for `--reset`: renamed, never deleted.
public enum LibraryBackup {
    /// Renames the file at `path` to `path.YYYYMMDD-HHMMSS.bak` (with `-2`,
    /// `-3`… when that exists) and returns the new path; nil when there was
    /// no file; the draft side file, if any, is renamed with it. Throws
    /// `StoreError.unwritable` when the rename fails.
    public static func moveAside(path: String, now: Date = Date()) throws -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        // A linked library (notes.json → a synced folder): renaming the link
        // would leave the target in place and the next save would make a new
        // library beside it, split from the synced one. Say what to do instead.
        if status.st_mode & S_IFMT == S_IFLNK {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "its target"
            throw StoreError.unwritable(
                path: path,
                reason: "it is a link to \(target), and --reset would split the link from it; move the target aside yourself (mv it to a .bak name) and run notes-tui again; nothing was moved")
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "\(path).\(formatter.string(from: now))"
        var candidate = stem + ".bak"
        var counter = 2
        while lstat(candidate, &status) == 0 {
            candidate = "\(stem)-\(counter).bak"
            counter += 1
        }
        guard rename(path, candidate) == 0 else {
            let reason = String(cString: strerror(errno))
            throw StoreError.unwritable(
                path: path,
                reason: "could not move it aside for --reset (\(reason)); check the folder's permissions")
        }
        // The library's draft goes with it, so that opening the backup
        // (`--data-file` it) reopens that edit, and the new library does not.
        let draft = StoreSideFiles(dataPath: path).draftPath
        if lstat(draft, &status) == 0 {
            _ = rename(draft, StoreSideFiles(dataPath: candidate).draftPath)
        }
        return candidate
    }
}
