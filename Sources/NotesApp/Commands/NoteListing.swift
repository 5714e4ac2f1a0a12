import Foundation
import LibraryFormat
import NotesInterchange
import NotesModel

/// How `list` and `search` print notes: for people, aligned columns (short
/// id, local modified time, name); with `--json`, the notes as a JSON
/// array in the data file's own note format, for `jq`, each with one more
/// member, `displayTitle`: the name the note is shown by
/// (`Note.displayTitle`). `title` stays what is stored, `""` for an
/// untitled note, so a script can tell the two apart.
struct NoteListing {
    /// Characters of the id shown for people: enough to be unique in any
    /// real library, and at least the 4 a REF prefix needs.
    static let shortIDLength = 8

    let timeZone: ShownTimeZone
    let forTerminal: Bool

    /// `dated` is the time each line shows (the trash shows when a note
    /// was trashed).
    func render(_ notes: [Note], json: Bool, dated: (Note) -> Date = { $0.modified }) -> [UInt8] {
        if json { return SafeText.json(LibraryCodec.encodeNotes(notes.map(Self.withDisplayTitle)), forTerminal: forTerminal) }
        // Bytes appended in place: string interpolation per line would be a
        // large part of `list`'s time.
        var out: [UInt8] = []
        out.reserveCapacity(notes.count * 64)
        let space = UInt8(ascii: " ")
        for note in notes {
            UUIDText.append(note.id, characters: Self.shortIDLength, to: &out)
            out.append(space)
            out.append(space)
            let date = dated(note)
            LibraryDate.appendMinuteStamp(of: date, offsetSeconds: timeZone.secondsFromGMT(for: date), to: &out)
            out.append(space)
            out.append(space)
            out += SafeText.line(note.displayTitle, forTerminal: forTerminal).utf8
            out.append(0x0A)
        }
        return out
    }

    static let displayTitleKey = "displayTitle"

    /// The note with `displayTitle` as its last member (replacing one a
    /// newer version may have stored under that name).
    static func withDisplayTitle(_ note: Note) -> Note {
        var copy = note
        let json = jsonString(note.displayTitle)
        copy.unknownFields.fields.removeAll { $0.key == displayTitleKey }
        copy.unknownFields.fields.append(.init(key: displayTitleKey, json: json))
        return copy
    }

    /// A JSON string literal: quote, backslash and controls escaped, the
    /// rest as UTF-8 (as the data file writes strings).
    static func jsonString(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out += [UInt8(ascii: "\\"), byte]
            case 0x0A: out += Array("\\n".utf8)
            case 0x09: out += Array("\\t".utf8)
            case ..<0x20:
                let hex = String(byte, radix: 16)
                out += Array(("\\u00" + (hex.count == 1 ? "0" : "") + hex).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }
}
