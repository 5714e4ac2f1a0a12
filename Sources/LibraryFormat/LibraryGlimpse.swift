import Foundation
import NotesModel

/// The first screenful of a library's list, found without making every
/// note: each note's place in the file and its sort keys are read, titles
/// and bodies are only stepped over, and only the notes that open the list
/// are decoded. The app draws its first frame from it and loads the whole
/// library right after, before any key is handled (docs/performance.md).
public struct LibraryGlimpse: Equatable, Sendable {
    /// The first notes of the list in the sort's order (none in the
    /// trash), at most the limit asked for.
    public var firstNotes: [Note]
    /// How many notes are not in the trash.
    public var noteCount: Int

    public init(firstNotes: [Note], noteCount: Int) {
        self.firstNotes = firstNotes
        self.noteCount = noteCount
    }

    /// nil whenever the answer could differ from what loading the whole
    /// library would show: a draft to reopen, the title order (it needs
    /// every title), or a file the skim does not understand.
    public static func read(_ bytes: [UInt8], sort: NoteSort, limit: Int) -> LibraryGlimpse? {
        guard sort != .title, limit > 0 else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> LibraryGlimpse? in
            var skimmer = LibrarySkimmer(bytes: buffer, sort: sort)
            guard let places = try? skimmer.skim() else { return nil }
            let chosen = first(limit, of: places)
            var notes: [Note] = []
            notes.reserveCapacity(chosen.count)
            // One decoder, so the notes share one buffer of text.
            var decoder = LibraryDecoder(bytes: buffer)
            defer { decoder.texts.finish() }
            for place in chosen {
                decoder.scanner.offset = place.start
                guard let note = try? decoder.decodeNote(index: 0), note.id == place.id, note.pinned == place.pinned,
                      note.trashed == nil else { return nil }
                notes.append(note)
            }
            // The list's own order, so the frame is the one a full load draws.
            return LibraryGlimpse(firstNotes: sort.sorted(notes), noteCount: places.count)
        }
    }

    /// The `limit` places that come first, in order. A library is written
    /// newest first, so nearly every place is turned away by one comparison.
    private static func first(_ limit: Int, of places: [NotePlace]) -> [NotePlace] {
        var best: [NotePlace] = []
        best.reserveCapacity(limit + 1)
        for place in places {
            if best.count == limit, let last = best.last, !place.precedes(last) { continue }
            var low = 0, high = best.count
            while low < high {
                let middle = (low + high) / 2
                if best[middle].precedes(place) { low = middle + 1 } else { high = middle }
            }
            best.insert(place, at: low)
            if best.count > limit { best.removeLast() }
        }
        return best
    }
}

/// Where a note not in the trash starts, and what the list's order
/// compares (NoteSort: pinned first, the order's date, then the newest
/// change, then the id).
struct NotePlace {
    var start: Int
    var pinned: Bool
    var orderDate: Int64
    var modified: Int64
    /// The id's text in the file, read only for a tie (parsing every id
    /// would be a noticeable part of a glimpse).
    var idText: UnsafeBufferPointer<UInt8>

    var id: UUID? { UUIDText.parse(idText) }

    func precedes(_ other: NotePlace) -> Bool {
        if pinned != other.pinned { return pinned }
        if orderDate != other.orderDate { return orderDate > other.orderDate }
        if modified != other.modified { return modified > other.modified }
        guard let id, let otherID = other.id else { return false }
        return id.textPrecedes(otherID)
    }
}

/// Reads a library's outline: the notes' places and sort keys. Throws (or
/// answers nil) at anything unexpected; the full decoder then explains it.
struct LibrarySkimmer {
    var scanner: JSONScanner
    let sort: NoteSort

    init(bytes: UnsafeBufferPointer<UInt8>, sort: NoteSort) {
        scanner = JSONScanner(bytes: bytes)
        self.sort = sort
    }

    struct Unusable: Error {}

    mutating func skim() throws -> [NotePlace] {
        try scanner.expect(UInt8(ascii: "{"), "the top level")
        var places: [NotePlace]?
        var hasVersion = false
        var isFirst = true
        while let key = try nextKey(isFirst: &isFirst) {
            switch key {
            case .version:
                guard !hasVersion, try scanner.readNumber() == Library.formatVersion else { throw Unusable() }
                hasVersion = true
            case .notes:
                guard places == nil else { throw Unusable() }
                places = try skimNotes()
            case .draft:
                // A draft reopens its editor: the full load decides that.
                guard scanner.peek() == UInt8(ascii: "n"), try scanner.readLiteral() == nil else { throw Unusable() }
            default:
                try scanner.skipValue()
            }
        }
        guard scanner.peek() == nil, hasVersion, let places else { throw Unusable() }
        return places
    }

    private mutating func skimNotes() throws -> [NotePlace] {
        try scanner.expect(UInt8(ascii: "["), "notes")
        return try skimNoteElements()
    }

    /// One note's place, or nil for a note in the trash.
    mutating func skimNote() throws -> NotePlace? {
        guard scanner.peek() == UInt8(ascii: "{") else { throw Unusable() }
        let start = scanner.offset
        scanner.enter()
        var idText: UnsafeBufferPointer<UInt8>?, created: Int64?, modified: Int64?
        var pinned = false, trashed = false
        var isFirst = true
        while let key = try nextKey(isFirst: &isFirst) {
            switch key {
            case .id:
                // Escapes would leave the text in the scratch buffer: not glimpsed.
                guard scanner.peek() == UInt8(ascii: "\""), let text = try scanner.readRawString() else { throw Unusable() }
                idText = text
            case .created: created = try date()
            case .modified: modified = try date()
            case .pinned:
                guard scanner.peek() != UInt8(ascii: "\"") else { throw Unusable() }
                pinned = try scanner.readLiteral() ?? false
            case .trashed:
                // null or a date; the decoder checks the date.
                if scanner.peek() == UInt8(ascii: "n") {
                    guard try scanner.readLiteral() == nil else { throw Unusable() }
                } else {
                    try passString()
                    trashed = true
                }
            case .title, .body: try passString()
            default: try scanner.skipValue()
            }
        }
        guard let idText, let created, let modified else { throw Unusable() }
        if trashed { return nil }
        return NotePlace(start: start, pinned: pinned, orderDate: sort == .created ? created : modified,
                         modified: modified, idText: idText)
    }

    private mutating func date() throws -> Int64 {
        guard let milliseconds = try scanner.withStringBytes({ LibraryDate.parseMilliseconds($0) }) else { throw Unusable() }
        return milliseconds
    }

    /// Steps over a string without making it (most of a file is bodies).
    /// Its UTF-8 is checked when the note is decoded, by the full load.
    private mutating func passString() throws {
        guard scanner.peek() == UInt8(ascii: "\""), let base = scanner.bytes.baseAddress else { throw Unusable() }
        var offset = scanner.offset + 1
        let end = scanner.bytes.count
        while true {
            offset = JSONPlainBytes.firstSpecial(in: base, from: offset, to: end)
            guard offset < end else { throw Unusable() }
            switch base[offset] {
            case UInt8(ascii: "\""):
                scanner.offset = offset + 1
                return
            case UInt8(ascii: "\\"): offset += 2
            default: throw Unusable()
            }
        }
    }

    enum Key { case version, notes, draft, id, title, body, created, modified, pinned, trashed, other }

    /// The next key, told apart by its bytes (no String is made).
    private mutating func nextKey(isFirst: inout Bool) throws -> Key? {
        guard let next = scanner.peek() else { throw Unusable() }
        if next == UInt8(ascii: "}") { scanner.enter(); return nil }
        if !isFirst {
            guard next == UInt8(ascii: ",") else { throw Unusable() }
            scanner.enter()
        }
        isFirst = false
        guard scanner.peek() == UInt8(ascii: "\"") else { throw Unusable() }
        let key = try scanner.withStringBytes(Self.key(of:))
        try scanner.expect(UInt8(ascii: ":"), "':' after a key")
        return key
    }

    private static func key(of bytes: UnsafeBufferPointer<UInt8>) -> Key {
        func matches(_ word: StaticString) -> Bool {
            guard let base = bytes.baseAddress else { return false }
            return memcmp(base, word.utf8Start, bytes.count) == 0
        }
        switch bytes.count {
        case 2: return matches("id") ? .id : .other
        case 4: return matches("body") ? .body : .other
        case 5: return matches("title") ? .title : matches("notes") ? .notes : matches("draft") ? .draft : .other
        case 6: return matches("pinned") ? .pinned : .other
        case 7: return matches("created") ? .created : matches("version") ? .version : matches("trashed") ? .trashed : .other
        case 8: return matches("modified") ? .modified : .other
        default: return .other
        }
    }
}
