import Foundation
import NotesModel
import NotesStorage

/// The start-up cache of a vault: every note as its file was read, with
/// the file's `stat`, kept in this machine's state folder for the vault
/// (never in the vault). A launch walks the folders (a `stat` per file,
/// nothing opened) and takes a note from here only when its file's `stat`
/// is the one recorded; every other file is read. The files are the
/// truth: a cache that is missing, truncated, of another version, for
/// another vault or time zone, or wrong in any way is not used at all.
///
/// The file (`VaultCache+Encoding`): a header, the notes as a JSON
/// library (`LibraryCodec`: its fast decoder, the text in shared buffers),
/// then one line per note of what the library format has no place for —
/// the file's place, `stat` and layout (`NoteFile`).
struct VaultCache {
    /// A note as its file was read, and the file's `stat` then.
    struct Entry: Sendable {
        var note: Note
        var fingerprint: PosixFile.Fingerprint
        var isTrashed: Bool
    }

    /// By the file's place (`VaultStore.key`: trashed files under `.trash/`).
    var entries: [String: Entry] = [:]

    /// The file's first line; a cache of another version is not read.
    static let magic = "notes-tui vault cache 1"
    static let fileName = "notes-cache"

    /// The entry for a file the walk found, when its `stat` is the one
    /// recorded; nil means the file must be read.
    func entry(for found: VaultScan.Found, key: String) -> Entry? {
        guard let entry = entries[key], entry.isTrashed == found.isTrashed, entry.fingerprint == found.fingerprint else {
            return nil
        }
        return entry
    }

    /// Whether a file's `stat` may be trusted to tell a later change: not
    /// when the file changed this close to `written` (when the cache was
    /// taken), since a second change within the same tick of the file
    /// system's clock can leave size and times as they were (git's
    /// "racily clean" entries). Modification and status change times both.
    static func isSettled(_ fingerprint: PosixFile.Fingerprint, before written: Timestamp, window: TimeInterval) -> Bool {
        let limit = written.adding(seconds: -window)
        return Timestamp(seconds: fingerprint.modifiedSeconds, nanoseconds: fingerprint.modifiedNanoseconds) < limit
            && Timestamp(seconds: fingerprint.changedSeconds, nanoseconds: fingerprint.changedNanoseconds) < limit
    }

    /// A time as a file system keeps it.
    struct Timestamp: Comparable, Sendable {
        var seconds: Int64
        var nanoseconds: Int64

        static func now() -> Timestamp {
            var time = timespec()
            clock_gettime(CLOCK_REALTIME, &time)
            return Timestamp(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
        }

        func adding(seconds delta: TimeInterval) -> Timestamp {
            let total = Double(seconds) + Double(nanoseconds) / 1e9 + delta
            let whole = total.rounded(.down)
            return Timestamp(seconds: Int64(whole), nanoseconds: Int64(((total - whole) * 1e9).rounded(.down)))
        }

        static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
            (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
        }
    }

    /// What front matter dates without an offset are read in: a cache
    /// taken in another zone is not used (its dates may differ from a read).
    static func zoneSignature(_ timeZone: ShownTimeZone) -> String {
        // Winter and summer of a few years: enough to tell zones and their rules apart.
        let samples: [TimeInterval] = [946_684_800, 962_409_600, 1_704_067_200, 1_719_792_000, 1_893_456_000, 1_909_180_800]
        return samples.map { String(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: $0))) }.joined(separator: ",")
    }
}

extension VaultStateFolder {
    var cachePath: String { path + "/" + VaultCache.fileName }
}

/// A checksum of the cache's bytes after its header, so that a cache
/// damaged on disk (a flipped byte that still parses) is not used. Words
/// of 8 bytes, FNV-1a's step on each; fed in pieces of any length.
struct VaultCacheChecksum {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325
    private var pending: UInt64 = 0
    private var pendingCount = 0

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        while pendingCount != 0, index < bytes.count {
            addByte(bytes[index])
            index += 1
        }
        while index + 8 <= bytes.count {
            step(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += 8
        }
        while index < bytes.count {
            addByte(bytes[index])
            index += 1
        }
    }

    mutating func add(_ bytes: [UInt8]) { bytes.withUnsafeBytes { add($0) } }

    /// The checksum of everything added (a last partial word included).
    var final: UInt64 {
        var copy = self
        if copy.pendingCount > 0 { copy.step(copy.pending ^ UInt64(copy.pendingCount) << 56) }
        return copy.value
    }

    private mutating func addByte(_ byte: UInt8) {
        pending |= UInt64(byte) << (8 * UInt64(pendingCount))
        pendingCount += 1
        if pendingCount == 8 {
            step(pending)
            (pending, pendingCount) = (0, 0)
        }
    }

    private mutating func step(_ word: UInt64) {
        value = (value ^ word) &* 0x0000_0100_0000_01B3
    }
}
