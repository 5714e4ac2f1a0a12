import NotesModel

/// How large a library would be, counted without writing it: an import
/// checks that its notes fit before adding them, since text of control
/// characters grows sixfold as `\u0001` escapes, and a library past
/// `LibraryFolderAccess.maximumLibrarySize` cannot be saved.
extension LibraryCodec {
    /// At least the bytes `encode` would write for `notes` (no draft),
    /// fields this version does not know aside; a few dozen bytes a note more.
    public static func encodedSize(of notes: [Note]) -> Int {
        // `{ "version": 1, "notes": [ … ], "draft": null }` and each note's
        // id, dates, field names and indentation.
        var size = 64
        for note in notes {
            size += 260
            note.text.withTitle { size += escapedSize(of: $0) }
            note.text.withBody { size += escapedSize(of: $0) }
            if var importedFrom = note.importedFrom { size += importedFrom.withUTF8 { escapedSize(of: $0) } + 24 }
        }
        return size
    }

    /// `appendString`'s output size for `bytes`: a quote each side, two
    /// bytes for `"`, `\` and the short escapes, six for other control bytes.
    static func escapedSize(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 2 }
        var size = bytes.count + 2
        var index = JSONPlainBytes.firstSpecial(in: base, from: 0, to: bytes.count)
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09, 0x08, 0x0C: size += 1
            default: size += 5
            }
            index = JSONPlainBytes.firstSpecial(in: base, from: index + 1, to: bytes.count)
        }
        return size
    }
}
