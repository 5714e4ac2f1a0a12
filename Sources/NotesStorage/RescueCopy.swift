import Foundation
import LibraryFormat
import NotesModel
#if canImport(Glibc)
import Glibc
#endif

/// Where unsaved work goes when the library cannot take it on the way out
/// (a full disk, a library broken by a hand edit, a read-only file): a
/// library-format file of its own, `notes-tui-rescue-YYYYMMDD-HHMMSS-PID.json`,
/// private (0600), written atomically in the first folder that takes it —
/// the library's folder, else `$XDG_STATE_HOME`, else `$HOME`, else `/tmp`.
/// `notes-tui import FILE` brings it back.
public enum RescueCopy {
    /// The folders to try, in order; ones that do not exist are skipped
    /// when writing (nothing but the rescue file itself is created).
    public static func folders(libraryPath: String, environment: [String: String]) -> [String] {
        let libraryFolder = (libraryPath as NSString).deletingLastPathComponent
        let candidates = [libraryFolder.isEmpty ? "." : libraryFolder,
                          environment["XDG_STATE_HOME"] ?? "", environment["HOME"] ?? "", "/tmp"]
        var seen = Set<String>()
        return candidates.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Writes `library` into the first of `folders` that takes it, as a
    /// new file; returns its path, or nil when no folder would.
    public static func write(_ library: Library, to folders: [String], now: Date) -> String? {
        let bytes = LibraryCodec.encode(library)
        let name = "notes-tui-rescue-\(stamp(now))-\(getpid())"
        for folder in folders {
            var info = stat()
            // A folder, really (a link to one is fine: the user's $HOME may be one).
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            for attempt in 1...3 {
                let path = (folder as NSString).appendingPathComponent(attempt == 1 ? "\(name).json" : "\(name)-\(attempt).json")
                guard lstat(path, &info) != 0 else { continue }
                let owner = LibraryFileTarget.ownerToKeep(existing: nil, folder: folder)
                do {
                    _ = try PosixFile.writeAtomically(bytes, to: path, tempPath: path + ".partial", owner: owner)
                    return path
                } catch {
                    break  // this folder will not take it (full, read-only): the next one
                }
            }
        }
        return nil
    }

    private static func stamp(_ date: Date) -> String {
        let utc = LibraryDate.string(from: date)  // 2026-11-21T23:05:00.250Z
        let digits = utc.prefix(19).filter(\.isNumber)
        return "\(digits.prefix(8))-\(digits.dropFirst(8))"
    }
}
