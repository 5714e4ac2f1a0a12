import Foundation
import NotesModel

// MARK: - A large notes array decoded in two halves at once
//
// Decoding is most of opening a large library, and the machine has more
// than one core. The second half
// of the array is decoded on another thread, starting from a guess at where
// a note begins; the guess is used only if the first half's decoder, which
// reads everything before it as before, lands exactly on it while expecting
// the next note. From that position both decoders are in the same state, so
// the result is the one a single pass makes. Any doubt (the guess missed, the
// second half failed, an id appears in both halves) and the first decoder
// simply goes on alone, which also gives every error its exact place.

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
    /// `decodeNotes` reads them after its first, and the offset past it;
    /// giving pages back behind this reader when `pageRelease` is set.
    private static func decodeRest(of bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                   pageRelease: PageRelease?) -> (elements: [Note], end: Int)? {
        var decoder = LibraryDecoder(bytes: bytes)
        decoder.scanner.offset = start
        var notes: [Note] = []
        var seen = Set<UUID>()
        var isFirst = true
        do {
            while try decoder.scanner.nextElement(isFirst: &isFirst) {
                let note = try decoder.decodeNote(index: notes.count)
                guard seen.insert(note.id).inserted else { return nil }
                notes.append(note)
                pageRelease?.release(before: decoder.scanner.offset)
            }
        } catch {
            return nil
        }
        decoder.texts.finish()
        return (notes, decoder.scanner.offset)
    }

    /// The notes array, its `[` already entered: in two halves when the
    /// file is large enough and a second start is found, else in one pass.
    mutating func decodeNoteElements() throws -> [Note] {
        var notes: [Note] = []
        var seen = Set<UUID>()
        var isFirst = true
        let secondStart = decodesInTwoHalves ? Self.secondHalfStart(in: scanner.bytes, from: scanner.offset) : nil
        // The other thread gives its pages back behind it too: otherwise
        // half the file stayed beside the notes' text until the join, the load's
        // peak. Its pages are then gone if this reader must read them.
        let secondRelease = secondStart.flatMap { start in pageRelease?.region(from: start) }
        let secondHalf = secondStart.map { start in
            SecondHalf(of: scanner.bytes, from: start) { Self.decodeRest(of: $0, from: $1, pageRelease: secondRelease) }
        }
        defer {
            secondHalf?.finish()
            texts.finish()
        }

        while try scanner.nextElement(isFirst: &isFirst) {
            scanner.skipWhitespace()
            if let secondHalf, !secondHalf.isJoined, scanner.offset >= secondHalf.start {
                if let rest = secondHalf.join(at: scanner.offset), rest.elements.allSatisfy({ !seen.contains($0.id) }) {
                    // Exactly as many as both halves: appending grows the
                    // array to a power of two (up to as many empty places
                    // as notes, kept as long as the notes).
                    notes.reserveCapacity(notes.count + rest.elements.count)
                    notes += rest.elements
                    scanner.offset = rest.end
                    return notes
                }
                // Missed, failed or an id in both halves: read on alone,
                // in bytes read afresh if that half gave any back.
                try Self.checkNothingGivenBack(by: secondRelease, scanner: scanner)
            }
            let note = try decodeNote(index: notes.count)
            guard seen.insert(note.id).inserted else {
                throw LibraryDecodingError.invalidValue(
                    field: "notes[\(notes.count)].id", detail: "is \(note.id.text), the same id as an earlier note")
            }
            notes.append(note)
            // Behind this reader only, and never past the other thread's
            // start while it may still read there (a guessed start inside
            // a note is passed by this reader before the join finds it).
            if let pageRelease {
                let isOtherReading = secondHalf.map { !$0.isJoined } ?? false
                pageRelease.release(before: isOtherReading ? min(scanner.offset, secondHalf!.start) : scanner.offset)
            }
        }
        // The guess was inside the last note, which this reader read whole.
        secondHalf?.finish()
        try Self.checkNothingGivenBack(by: secondRelease, scanner: scanner)
        return notes
    }

    /// Throws when the second half's reader gave back pages of bytes this
    /// reader went on to read (its guess was inside a note, which is known
    /// only once this reader passes it): what this reader took may have
    /// been zeros, even between checking bytes and copying them, so the
    /// file must be read again (`JSONFileStore.readFile` does). Only after
    /// waiting for that thread.
    private static func checkNothingGivenBack(by secondRelease: PageRelease?, scanner: JSONScanner) throws {
        guard let secondRelease, secondRelease.hasReleased else { return }
        throw scanner.fail(.unexpected("bytes given back before they were read (read the file again)"))
    }
}
