import Foundation
import LibraryFormat
import NotesModel

/// One note's JSON object inside a library file's bytes, found without
/// decoding the library: a history reads up to 200 versions of a file
/// that may hold 10,000 notes, and compares only the one note.
enum LibraryNoteSlice {
    /// The bytes of the object `{ "id": "<id>", … }`, its braces included;
    /// nil when the note is not there, or the file is not laid out as
    /// notes-tui writes it (the caller then decodes the whole library).
    static func find(_ id: UUID, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        let needle = Array(("\"" + id.uuidString.uppercased() + "\"").utf8)
        var from = 0
        while let hit = search(needle, in: bytes, from: from) {
            from = hit + 1
            guard let open = objectStart(beforeIDValueAt: hit, in: bytes), let close = objectEnd(from: open, in: bytes) else {
                continue
            }
            return bytes[open...close]
        }
        return nil
    }

    /// Whether the id's text is anywhere in `bytes` (upper or lower case):
    /// when not, the note is not in that library, and nothing is decoded.
    static func mentions(_ id: UUID, in bytes: [UInt8]) -> Bool {
        let text = id.uuidString
        return [text.uppercased(), text.lowercased()].contains { search(Array($0.utf8), in: bytes, from: 0) != nil }
    }

    /// The note in `slice`, decoded as the library codec decodes a note.
    static func decode(_ slice: ArraySlice<UInt8>) -> Note? {
        let wrapped = Array("{\"version\": 1, \"notes\": [".utf8) + slice + Array("]}".utf8)
        return (try? LibraryCodec.decode(wrapped))?.notes.first
    }

    private static func search(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Where the object opens whose first member is `"id": ` followed by
    /// the value at `value`: only white space between `{`, `"id"`, `:` and it.
    private static func objectStart(beforeIDValueAt value: Int, in bytes: [UInt8]) -> Int? {
        var index = skipSpaceBackward(from: value - 1, in: bytes)
        guard index >= 0, bytes[index] == UInt8(ascii: ":") else { return nil }
        index = skipSpaceBackward(from: index - 1, in: bytes)
        let key = Array("\"id\"".utf8)
        guard index - 3 >= 0, bytes[(index - 3)...index].elementsEqual(key) else { return nil }
        index = skipSpaceBackward(from: index - 4, in: bytes)
        guard index >= 0, bytes[index] == UInt8(ascii: "{") else { return nil }
        return index
    }

    private static func skipSpaceBackward(from start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index -= 1 }
        return index
    }

    /// The `}` that closes the object opening at `open`, strings skipped.
    private static func objectEnd(from open: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var inString = false
        var index = open
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return byte == UInt8(ascii: "}") ? index : nil }
            }
            index += 1
        }
        return nil
    }
}
