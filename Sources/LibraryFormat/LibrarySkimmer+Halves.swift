import Foundation
import NotesModel

// MARK: - A large notes array skimmed in two halves at once
//
// The glimpse is what the first frame waits for, and in a large library
// its skim is most of it. As the decoder does (LibraryDecoder+Halves), the
// second half of the array is skimmed on another thread from a guessed
// note start, and used only if the first half's skim lands exactly on it
// while expecting the next note; otherwise the first goes on alone.

extension LibrarySkimmer {
    /// The places of the notes array's elements, its `[` already entered.
    mutating func skimNoteElements() throws -> [NotePlace] {
        var places: [NotePlace] = []
        var isFirst = true
        let sort = self.sort
        let secondHalf = LibraryDecoder.secondHalfStart(in: scanner.bytes, from: scanner.offset).map {
            SecondHalf(of: scanner.bytes, from: $0) { bytes, start in Self.skimRest(of: bytes, from: start, sort: sort) }
        }
        defer { secondHalf?.finish() }

        while try scanner.nextElement(isFirst: &isFirst) {
            scanner.skipWhitespace()
            if let secondHalf, !secondHalf.isJoined, scanner.offset >= secondHalf.start {
                if let rest = secondHalf.join(at: scanner.offset) {
                    places += rest.elements
                    scanner.offset = rest.end
                    return places
                }
                // Missed or failed: read on alone.
            }
            if let place = try skimNote() { places.append(place) }
        }
        return places
    }

    /// The elements from `start` (a `{`) to the array's end, and the offset past it.
    private static func skimRest(of bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                 sort: NoteSort) -> (elements: [NotePlace], end: Int)? {
        var skimmer = LibrarySkimmer(bytes: bytes, sort: sort)
        skimmer.scanner.offset = start
        var places: [NotePlace] = []
        var isFirst = true
        do {
            while try skimmer.scanner.nextElement(isFirst: &isFirst) {
                if let place = try skimmer.skimNote() { places.append(place) }
            }
        } catch {
            return nil
        }
        return (places, skimmer.scanner.offset)
    }
}
