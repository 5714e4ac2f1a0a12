import Foundation
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one note file of a vault into a note, or says why it is not one.
package enum VaultFileReader {
    package enum Outcome {
        case note(Note, PosixFile.Fingerprint)
        case skipped(reason: String)
        /// Gone since the walk (moved or deleted meanwhile).
        case gone
    }

    /// The file at `path` (relative to the vault; under `.trash/` when
    /// `isTrashed`), opened without following a link and without blocking,
    /// and checked again once open: the walk's `stat` may be stale.
    package static func read(root: String, path: String, isTrashed: Bool, timeZone: ShownTimeZone = .system,
                             racyWindow: TimeInterval = VaultFileReader.racyWindow) -> Outcome {
        let fullPath = root + "/" + (isTrashed ? VaultScan.trashFolder + "/" : "") + path
        let fd = open(fullPath, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .gone }
            if code == ELOOP { return .skipped(reason: "a symbolic link; the note is read where it leads") }
            return .skipped(reason: "cannot be read: \(PosixFile.describe(code))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .skipped(reason: "cannot be read: \(PosixFile.describe(errno))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .skipped(reason: (PosixFile.specialKind(info) ?? "not a regular file") + ", not a note file")
        }
        guard Int(info.st_size) <= VaultScan.maximumNoteSize else {
            return .skipped(reason: "larger than \(PosixFile.maximumLibrarySizeText)")
        }
        let readAt = Date()
        var bytes: [UInt8] = []
        // A file rewritten in place while it is read may be read half old,
        // half new: read again until its stat is the same before and after.
        for attempt in 0...maximumRereads {
            guard let read = readAll(fd, expected: Int(info.st_size)) else {
                return .skipped(reason: "cannot be read: \(PosixFile.describe(errno))")
            }
            bytes = read
            var after = stat()
            guard fstat(fd, &after) == 0 else { return .skipped(reason: "cannot be read: \(PosixFile.describe(errno))") }
            if PosixFile.Fingerprint(after) == PosixFile.Fingerprint(info) || attempt == maximumRereads { break }
            info = after
            guard lseek(fd, 0, SEEK_SET) == 0 else { return .skipped(reason: "cannot be read: \(PosixFile.describe(errno))") }
        }
        guard bytes.count <= VaultScan.maximumNoteSize else { return .skipped(reason: "larger than \(PosixFile.maximumLibrarySizeText)") }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .skipped(reason: "not UTF-8 text; convert it to UTF-8 to open it")
        }
        // The stat from before the last reading: a change during it shows
        // as a different stat at the next look.
        let fingerprint = Self.fingerprint(info, readAt: readAt, window: racyWindow)
        return .note(note(from: text, path: path, info: info, isTrashed: isTrashed, timeZone: timeZone), fingerprint)
    }

    /// Readings of a file still changing before it is taken as it is (the
    /// next load reads it again: its stat will differ).
    static let maximumRereads = 3

    /// A file's times move in ticks of the system's coarse clock (a few
    /// milliseconds; seconds on some disks): a file changed again within
    /// the tick of its last change can keep its size, times and even its
    /// inode. So a file changed this recently when it was read gets a
    /// fingerprint no `stat` matches (git's "racily clean" entries): the
    /// next look reads it again rather than trusting the stat.
    static let racyWindow: TimeInterval = 2

    static func fingerprint(_ info: stat, readAt: Date, window: TimeInterval = VaultFileReader.racyWindow) -> PosixFile.Fingerprint {
        var fingerprint = PosixFile.Fingerprint(info)
        // The status change time, which the kernel sets to its clock on
        // every change (a modification time may be set to anything).
        if abs(date(info.st_ctim).timeIntervalSince(readAt)) < window { fingerprint.changedNanoseconds = -1 }
        return fingerprint
    }

    /// The note a file's text makes.
    package static func note(from text: String, path: String, info: stat, isTrashed: Bool, timeZone: ShownTimeZone) -> Note {
        let reading = VaultNoteText.read(text, path: path, timeZone: timeZone)
        let modifiedOnDisk = date(info.st_mtim)
        let fields = reading.fields
        return Note(
            id: fields.id ?? VaultNoteID.derived(fromPath: path),
            title: reading.title, body: reading.body,
            created: fields.created ?? modifiedOnDisk,
            modified: fields.modified ?? modifiedOnDisk,
            pinned: fields.pinned,
            // Moving a file into the trash changes its status time.
            trashed: isTrashed ? date(info.st_ctim) : nil,
            importedFrom: fields.importedFrom,
            unknownFields: fields.unknownFields,
            file: reading.file)
    }

    /// A file time to the millisecond, as a library keeps dates.
    static func date(_ time: timespec) -> Date {
        LibraryDate.date(milliseconds: Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000)
    }

    private static func readAll(_ fd: Int32, expected: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected + 1)
        var chunk = [UInt8](repeating: 0, count: max(4096, min(expected + 1, 1 << 20)))
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > VaultScan.maximumNoteSize { return bytes }
        }
    }
}
