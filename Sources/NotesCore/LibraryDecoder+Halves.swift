import Foundation

// MARK: - A large notes array decoded in two halves at once
//
// Decoding is most of opening a large library (a quarter of a second at
// 100,000 notes), and the machine has more than one core. The second half
// of the array is decoded on another thread, starting from a guess at where
// a note begins; the guess is used only if the first half's decoder, which
// reads everything before it as before, lands exactly on it while expecting
// the next note. From that position both decoders are in the same state, so
// the result is the one a single pass makes. Any doubt (the guess missed, the
// second half failed, an id appears in both halves) and the first decoder
// simply goes on alone, which also gives every error its exact place.

/// The bytes, handed to the second thread; only read, and only while the
/// caller's buffer is alive (the first decoder always waits for it).
private struct SharedBytes: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
}

/// The second half's outcome, written by its thread before the semaphore
/// is signalled and read only after waiting on it.
private final class HalfResult: @unchecked Sendable {
    var notes: [Note] = []
    /// Offset just past the array's closing `]`; nil when the half failed.
    var end: Int?
}

extension LibraryDecoder {
    /// Files smaller than this are decoded in one pass: a thread costs
    /// more than it saves.
    static let twoHalvesFrom = 256 * 1024

    /// Where the second half may start: the `{` of an element that follows
    /// `},` and a line break — as the store writes notes. A raw line break
    /// is never inside a JSON string, so this is nearly always a note's
    /// start; when it is not, the first decoder never lands on it.
    static func secondHalfStart(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard bytes.count - start >= twoHalvesFrom else { return nil }
        var index = start + (bytes.count - start) / 2
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "}"), bytes[index + 1] == UInt8(ascii: ","), bytes[index + 2] == 0x0A {
                var next = index + 3
                while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0D || bytes[next] == 0x0A {
                    next += 1
                }
                if next < bytes.count, bytes[next] == UInt8(ascii: "{") { return next }
            }
            index += 1
        }
        return nil
    }

    /// The elements from `start` (a `{`) to the array's end, as
    /// `decodeNotes` reads them after its first.
    private static func decodeRest(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, into result: HalfResult) {
        var decoder = LibraryDecoder(bytes: bytes)
        decoder.scanner.offset = start
        var notes: [Note] = []
        var seen = Set<UUID>()
        var isFirst = true
        do {
            while try decoder.scanner.nextElement(isFirst: &isFirst) {
                let note = try decoder.decodeNote(index: notes.count)
                guard seen.insert(note.id).inserted else { return }
                notes.append(note)
            }
        } catch {
            return
        }
        result.notes = notes
        result.end = decoder.scanner.offset
    }

    /// The notes array, its `[` already entered: in two halves when the
    /// file is large enough and a second start is found, else in one pass.
    mutating func decodeNoteElements() throws -> [Note] {
        var notes: [Note] = []
        var seen = Set<UUID>()
        var isFirst = true
        let split = decodesInTwoHalves ? Self.secondHalfStart(in: scanner.bytes, from: scanner.offset) : nil
        let secondHalf = HalfResult()
        let finished = DispatchSemaphore(value: 0)
        if let split {
            let shared = SharedBytes(bytes: scanner.bytes)
            Thread.detachNewThread {
                Self.decodeRest(of: shared.bytes, from: split, into: secondHalf)
                finished.signal()
            }
        }
        // The other thread reads the caller's buffer: never leave before it ends.
        var waited = false
        defer { if split != nil, !waited { finished.wait() } }

        while try scanner.nextElement(isFirst: &isFirst) {
            scanner.skipWhitespace()
            if let split, !waited, scanner.offset >= split {
                finished.wait()
                waited = true
                if scanner.offset == split, let end = secondHalf.end,
                   secondHalf.notes.allSatisfy({ !seen.contains($0.id) }) {
                    notes += secondHalf.notes
                    scanner.offset = end
                    return notes
                }
                // Missed, failed or an id in both halves: read on alone.
            }
            let note = try decodeNote(index: notes.count)
            guard seen.insert(note.id).inserted else {
                throw LibraryDecodingError.invalidValue(
                    field: "notes[\(notes.count)].id", detail: "is \(note.id.text), the same id as an earlier note")
            }
            notes.append(note)
        }
        return notes
    }
}
