import Foundation
import NotesModel

/// The data file's bytes ↔ `Library` (docs/file-format.md, format version 1).
///
/// The encoder is hand-written so that its output is byte-stable (same
/// library, same bytes; decode → encode of a file it wrote, same bytes),
/// keeps the documented key order that makes diffs readable, and is fast
/// enough for 10,000 notes. Dates are written at millisecond precision.
public enum LibraryCodec {
    // MARK: - Decoding

    /// Reads a library; throws a `LibraryDecodingError` that says what is wrong.
    public static func decode(_ bytes: [UInt8]) throws(LibraryDecodingError) -> Library {
        try decode(bytes, inTwoHalves: true)
    }

    /// `inTwoHalves: false` reads a large file in one pass (for tests).
    static func decode(_ bytes: [UInt8], inTwoHalves: Bool) throws(LibraryDecodingError) -> Library {
        try bytes.withUnsafeBufferPointer { (buffer) throws(LibraryDecodingError) -> Library in
            var decoder = LibraryDecoder(bytes: buffer)
            decoder.decodesInTwoHalves = inTwoHalves
            return try decoder.decode()
        }
    }

    /// `decode`, giving the pages of `bytes` back to the system behind
    /// the reader (`PageRelease`): for bytes read only to be decoded.
    /// Afterwards `bytes` reads as zeros in places, and an error may not
    /// name its exact place, or be only that the second half's reader gave
    /// back pages the first then needed: decode a fresh read to report it.
    package static func decode(releasingPagesOf bytes: inout [UInt8]) throws(LibraryDecodingError) -> Library {
        try bytes.withUnsafeMutableBufferPointer { (buffer) throws(LibraryDecodingError) -> Library in
            var decoder = LibraryDecoder(bytes: UnsafeBufferPointer(buffer))
            decoder.pageRelease = PageRelease(buffer)
            return try decoder.decode()
        }
    }

    public static func decode(_ data: Data) throws(LibraryDecodingError) -> Library {
        try decode([UInt8](data))
    }

    // MARK: - Encoding

    /// The file's bytes: UTF-8, two-space indentation, a final newline.
    public static func encode(_ library: Library) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(estimatedSize(of: library))
        out.append(contentsOf: "{\n  \"version\": \(Library.formatVersion),\n  \"notes\": [".utf8)
        for (index, note) in library.notes.enumerated() {
            out.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
            appendNote(note, indent: "    ", to: &out)
        }
        out.append(contentsOf: library.notes.isEmpty ? "],\n  \"draft\": ".utf8 : "\n  ],\n  \"draft\": ".utf8)
        if let draft = library.draft {
            appendDraft(draft, nested: true, to: &out)
        } else {
            out.append(contentsOf: "null".utf8)
        }
        library.unknownFields.append(indent: "  ", to: &out)
        out.append(contentsOf: "\n}\n".utf8)
        return out
    }

    /// A draft as one JSON object: the library's `draft` member (`nested`,
    /// indented to sit in the library), or the whole of a draft side file.
    package static func appendDraft(_ draft: Draft, nested: Bool, to out: inout [UInt8]) {
        out.append(contentsOf: (nested ? "{\n    \"noteID\": " : "{\n  \"noteID\": ").utf8)
        if let noteID = draft.noteID {
            out.append(UInt8(ascii: "\""))
            UUIDText.append(noteID, to: &out)
            out.append(UInt8(ascii: "\""))
        } else {
            out.append(contentsOf: "null".utf8)
        }
        out.append(contentsOf: (nested ? ",\n    \"title\": " : ",\n  \"title\": ").utf8)
        appendString(draft.title, to: &out)
        out.append(contentsOf: (nested ? ",\n    \"body\": " : ",\n  \"body\": ").utf8)
        appendString(draft.body, to: &out)
        draft.unknownFields.append(indent: nested ? "    " : "  ", to: &out)
        out.append(contentsOf: (nested ? "\n  }" : "\n}").utf8)
    }

    /// Notes alone, as a JSON array of objects in the file's note format
    /// (two-space indentation, a final newline): what `list --json` prints,
    /// so a script sees exactly the fields the file has.
    public static func encodeNotes(_ notes: [Note]) -> [UInt8] {
        guard !notes.isEmpty else { return Array("[]\n".utf8) }
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(estimatedSize(of: Library(notes: notes)))
        for (index, note) in notes.enumerated() {
            out.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
            appendNote(note, indent: "  ", to: &out)
        }
        out.append(contentsOf: "\n]\n".utf8)
        return out
    }

    /// One note object, its braces at `indent` and its fields two spaces deeper.
    static func appendNote(_ note: Note, indent: StaticString, to out: inout [UInt8]) {
        indent.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(contentsOf: "{\n".utf8)
        // Bytes appended one by one: a string literal's `.utf8` per field
        // cost more than the field's value.
        func field(_ name: StaticString) {
            indent.withUTF8Buffer { out.append(contentsOf: $0) }
            out.append(0x20)
            out.append(0x20)
            out.append(UInt8(ascii: "\""))
            name.withUTF8Buffer { out.append(contentsOf: $0) }
            out.append(UInt8(ascii: "\""))
            out.append(UInt8(ascii: ":"))
            out.append(0x20)
        }
        field("id")
        out.append(UInt8(ascii: "\""))
        UUIDText.append(note.id, to: &out)
        out.append(contentsOf: "\",\n".utf8)
        field("title")
        note.text.withTitle { appendString($0, to: &out) }
        out.append(contentsOf: ",\n".utf8)
        field("body")
        note.text.withBody { appendString($0, to: &out) }
        out.append(contentsOf: ",\n".utf8)
        field("created")
        out.append(UInt8(ascii: "\""))
        LibraryDate.append(LibraryDate.milliseconds(of: note.created), to: &out)
        out.append(contentsOf: "\",\n".utf8)
        field("modified")
        out.append(UInt8(ascii: "\""))
        LibraryDate.append(LibraryDate.milliseconds(of: note.modified), to: &out)
        out.append(UInt8(ascii: "\""))
        if note.pinned {
            out.append(contentsOf: ",\n".utf8)
            field("pinned")
            out.append(contentsOf: "true".utf8)
        }
        if let trashed = note.trashed {
            out.append(contentsOf: ",\n".utf8)
            field("trashed")
            out.append(UInt8(ascii: "\""))
            LibraryDate.append(LibraryDate.milliseconds(of: trashed), to: &out)
            out.append(UInt8(ascii: "\""))
        }
        if let importedFrom = note.importedFrom {
            out.append(contentsOf: ",\n".utf8)
            field("importedFrom")
            appendString(importedFrom, to: &out)
        }
        switch indent.utf8CodeUnitCount {
        case 2: note.unknownFields.append(indent: "    ", to: &out)
        default: note.unknownFields.append(indent: "      ", to: &out)
        }
        out.append(UInt8(ascii: "\n"))
        indent.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(UInt8(ascii: "}"))
    }

    /// Room for the text plus the fixed part of each note, so the buffer
    /// grows at most once or twice.
    private static func estimatedSize(of library: Library) -> Int {
        var size = 256
        for note in library.notes { size += note.text.titleByteCount + note.text.bodyByteCount + 220 }
        return size
    }

    /// A JSON string literal: quotes, backslashes and control characters
    /// escaped, everything else (including non-ASCII) written as UTF-8.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendString($0, to: &out) }
    }

    /// `appendString` of UTF-8 bytes.
    static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        if let base = bytes.baseAddress {
            var runStart = 0
            var index = JSONPlainBytes.firstSpecial(in: base, from: 0, to: bytes.count)
            while index < bytes.count {
                let byte = bytes[index]
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                default:
                    out.append(contentsOf: "u00".utf8)
                    out.append(hexDigit(byte >> 4))
                    out.append(hexDigit(byte & 0x0F))
                }
                index = JSONPlainBytes.firstSpecial(in: base, from: runStart, to: bytes.count)
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
