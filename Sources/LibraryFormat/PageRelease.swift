import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the pages of a file's bytes back to the system behind the reader
/// that decodes them. Otherwise a load holds the whole file beside
/// everything decoded from it, and the bytes, the text and the notes
/// together are the app's peak memory.
///
/// Only for bytes nobody reads again: a page given back reads as zeros.
/// So a decoding error, whose place is found by reading the file from its
/// start, is found in a fresh read (`JSONFileStore.readFile`).
///
/// Used by one thread at a time: the second half's is handed to its
/// thread and read back only after waiting for it (`SecondHalf`).
final class PageRelease: @unchecked Sendable {
    private let start: Int
    private let count: Int
    /// Where this one's bytes begin: 0, or the second half's start.
    let origin: Int
    /// The bytes from `origin` to this offset are given back (`origin`:
    /// none yet).
    private(set) var releasedUpTo: Int
    var hasReleased: Bool { releasedUpTo > origin }
    /// Released in steps of at least this many bytes: one call a megabyte,
    /// not one a note.
    static let step = 1 << 20
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    init(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        (start, count, origin, releasedUpTo) = (Int(bitPattern: bytes.baseAddress), bytes.count, 0, 0)
    }

    private init(start: Int, count: Int, origin: Int) {
        (self.start, self.count, self.origin, releasedUpTo) = (start, count, origin, origin)
    }

    /// One for the same bytes from `origin` on, for another reader: the
    /// page that holds `origin` is left to neither.
    func region(from origin: Int) -> PageRelease {
        PageRelease(start: start, count: count, origin: origin)
    }

    /// Gives back the whole pages of the bytes before `offset`.
    func release(before offset: Int) {
        let from = Self.roundedUp(start + releasedUpTo), to = Self.roundedDown(start + min(offset, count))
        guard to - from >= Self.step, let address = UnsafeMutableRawPointer(bitPattern: from) else { return }
        // Whole pages inside the bytes: the array's header and whatever
        // malloc keeps around it are untouched.
        guard madvise(address, to - from, Int32(MADV_DONTNEED)) == 0 else { return }
        releasedUpTo = to - start
    }

    private static func roundedUp(_ address: Int) -> Int { (address + pageSize - 1) / pageSize * pageSize }
    private static func roundedDown(_ address: Int) -> Int { address / pageSize * pageSize }
}

/// The C library's `malloc_trim`: gives the free memory inside the heaps
/// back to the system. Decoding leaves some behind that nothing else
/// reuses (the halves' arrays, the id sets, the other thread's heap).
/// Looked up at run time: a C library without it is left alone.
package enum FreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32
    private static let trim: Trim? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
        .map { unsafeBitCast($0, to: Trim.self) }

    package static func giveBack() {
        _ = trim?(0)
    }

    private typealias SetOption = @convention(c) (Int32, Int32) -> Int32
    private static let setOption: SetOption? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt")
        .map { unsafeBitCast($0, to: SetOption.self) }
    /// glibc's `M_ARENA_MAX`.
    private static let arenaMax: Int32 = -8

    /// Makes every thread allocate from the one heap (glibc gives each new
    /// thread a heap of its own). What the second half's thread frees (its
    /// array, its id set) is then reused by the indexes built next; in a
    /// heap of its own it stays resident and unused, and `malloc_trim`
    /// does not give it back. For the whole process
    /// from then on: its threads (the decoders, the background save) then
    /// share one lock, which costs nothing measurable with so few. Once,
    /// before the first thread starts.
    package static let shareOneHeap: Void = {
        _ = setOption?(arenaMax, 1)
    }()
}
