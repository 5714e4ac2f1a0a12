import Foundation

// MARK: - A large notes array skimmed in two halves at once
//
// The glimpse is what the first frame waits for, and at 100,000 notes its
// skim is most of it. As the decoder does (LibraryDecoder+Halves), the
// second half of the array is skimmed on another thread from a guessed
// note start, and used only if the first half's skim lands exactly on it
// while expecting the next note; otherwise the first goes on alone.

/// The bytes, handed to the second thread; only read, and only while the
/// caller's buffer is alive (the first skim always waits for it).
private struct SkimmedBytes: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
}

/// The second half's outcome, written by its thread before the semaphore
/// is signalled and read only after waiting on it.
private final class SkimmedHalf: @unchecked Sendable {
    var places: [NotePlace] = []
    /// Offset just past the array's closing `]`; nil when the half failed.
    var end: Int?
}

extension LibrarySkimmer {
    /// The places of the notes array's elements, its `[` already entered.
    mutating func skimNoteElements() throws -> [NotePlace] {
        var places: [NotePlace] = []
        var isFirst = true
        let split = LibraryDecoder.secondHalfStart(in: scanner.bytes, from: scanner.offset)
        let secondHalf = SkimmedHalf()
        let finished = DispatchSemaphore(value: 0)
        if let split {
            let shared = SkimmedBytes(bytes: scanner.bytes)
            let sort = self.sort
            Thread.detachNewThread {
                Self.skimRest(of: shared.bytes, from: split, sort: sort, into: secondHalf)
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
                if scanner.offset == split, let end = secondHalf.end {
                    places += secondHalf.places
                    scanner.offset = end
                    return places
                }
                // Missed or failed: read on alone.
            }
            if let place = try skimNote() { places.append(place) }
        }
        return places
    }

    /// The elements from `start` (a `{`) to the array's end.
    private static func skimRest(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, sort: NoteSort, into half: SkimmedHalf) {
        var skimmer = LibrarySkimmer(bytes: bytes, sort: sort)
        skimmer.scanner.offset = start
        var places: [NotePlace] = []
        var isFirst = true
        do {
            while try skimmer.scanner.nextElement(isFirst: &isFirst) {
                if let place = try skimmer.skimNote() { places.append(place) }
            }
        } catch {
            return
        }
        half.places = places
        half.end = skimmer.scanner.offset
    }
}
