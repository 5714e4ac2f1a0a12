import Foundation

/// The UTF-8 bytes of notes' titles and bodies (`NoteText`): every note
/// read from one half of a file in one buffer, or one note's own.
///
/// Why not a String a field: every string spends memory on its header and
/// the allocator's rounding, a sizeable share of the text when most notes
/// are short. Filled by one thread (a decoder, or a note's strings
/// copied in): notes read only bytes already written, and reach another
/// thread only once it is finished (hence `Sendable`). A buffer lives as
/// long as any note made from it, text later edits replaced included;
/// the merge copies the few notes it takes from another reading of the
/// file (`LibraryMerge`), so that buffers do not pile up.
final class TextBuffer: @unchecked Sendable {
    private(set) var base: UnsafeMutableRawPointer?
    private(set) var count = 0
    /// Where the second text begins, in a buffer made of two (a note's own).
    private(set) var firstCount = 0
    private var capacity: Int
    /// Bytes mapped (a buffer of a large file), or 0 for the allocator's.
    private var mappedCount = 0

    /// Buffers at least this large are mapped: their pages cost nothing
    /// until written, and those past the end are given back exactly.
    static let mappedFrom = 1 << 20

    /// Room for `capacity` bytes, to be filled with `append` and ended
    /// with `finish`.
    init(reserving capacity: Int) {
        self.capacity = max(capacity, 0)
        guard capacity > 0 else { return }
        if capacity >= Self.mappedFrom {
            let mapped = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
            if let mapped, mapped != MAP_FAILED {
                (base, mappedCount) = (mapped, capacity)
                mapped.bindMemory(to: UInt8.self, capacity: capacity)
                return
            }
        }
        guard let allocated = malloc(capacity) else { fatalError("no memory left for \(capacity) bytes of notes' text") }
        base = allocated
        allocated.bindMemory(to: UInt8.self, capacity: capacity)
    }

    /// A buffer of exactly these strings' bytes, one after the other.
    convenience init(_ first: String, _ second: String) {
        self.init(reserving: first.utf8.count + second.utf8.count)
        var (first, second) = (first, second)
        firstCount = first.withUTF8 { append($0) + $0.count }
        second.withUTF8 { _ = append($0) }
    }

    /// A buffer of exactly these bytes, one after the other (`firstCount`
    /// says where the second begins).
    convenience init(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) {
        self.init(reserving: first.count + second.count)
        _ = append(first)
        _ = append(second)
        firstCount = first.count
    }

    deinit {
        guard let base else { return }
        if mappedCount > 0 { munmap(base, mappedCount) } else { free(base) }
    }

    /// Room left for `append`.
    var room: Int { capacity - count }

    /// Adds `bytes` at the end and returns where they start. The caller
    /// has made sure of the room (`room`): a buffer never grows, as notes
    /// may already point into it.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        precondition(bytes.count <= room, "a text buffer was given more than it has room for")
        let start = count
        if let source = bytes.baseAddress, bytes.count > 0 {
            (base! + start).copyMemory(from: source, byteCount: bytes.count)
        }
        count += bytes.count
        return start
    }

    /// Gives back the room never used: the pages of a mapped buffer past
    /// its end (one untouched page costs nothing, but the mapping would
    /// hold the address space), or the allocator's tail.
    func finish() {
        guard let base, count < capacity else { return }
        if mappedCount > 0 {
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let kept = max(page, (count + page - 1) / page * page)
            if kept < mappedCount {
                munmap(base + kept, mappedCount - kept)
                mappedCount = kept
            }
        } else if count == 0 {
            free(base)
            self.base = nil
        } else if let smaller = realloc(base, count) {
            self.base = smaller
        }
        capacity = count
    }

    /// The bytes from `start`, `length` of them: valid while this buffer lives.
    func bytes(from start: Int, count length: Int) -> UnsafeBufferPointer<UInt8> {
        guard length > 0, let base else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: (base + start).assumingMemoryBound(to: UInt8.self), count: length)
    }
}
