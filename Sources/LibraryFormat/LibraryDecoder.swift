import Foundation
import NotesModel

/// Reads the version-1 document (docs/file-format.md §3) straight into the model,
/// field by field: unknown fields are kept as raw JSON (`UnknownFields`),
/// missing, repeated or mistyped ones are named with their place
/// (`notes[3].title`).
package struct LibraryDecoder {
    var scanner: JSONScanner
    /// Off only in tests, which compare both ways of reading.
    var decodesInTwoHalves = true
    /// Set when the bytes are read only to be decoded: the notes' pages
    /// are given back behind the reader (`PageRelease`).
    var pageRelease: PageRelease?
    /// Where the notes' titles and bodies go (`NoteTextWriter`).
    var texts = NoteTextWriter()

    package init(bytes: UnsafeBufferPointer<UInt8>) {
        scanner = JSONScanner(bytes: bytes)
    }

    // MARK: - Entry

    /// Decodes a whole file, turning scanner failures into reasons.
    mutating func decode() throws(LibraryDecodingError) -> Library {
        guard scanner.peek() != nil else { throw .empty }
        // No separate pass checks the whole file for UTF-8: each string is
        // checked as it is made (the scanner accepts nothing but ASCII
        // outside strings), and only a file that fails for any reason is
        // checked whole, so that bad UTF-8 is always what is reported first.
        do {
            return try decodeLibrary()
        } catch where !Self.isUTF8(scanner.bytes) {
            throw .notUTF8(line: firstInvalidUTF8Line())
        } catch let failure as JSONScanner.Failure {
            throw describe(failure)
        } catch let error as LibraryDecodingError {
            // A shape error in a file from a newer version is best explained
            // by the version — unless there are two versions to choose from.
            if case .newerVersion = error {
                if Self.topLevelVersions(of: scanner.bytes).count > 1 {
                    throw .duplicateKey(place: "the top level", key: "version")
                }
                throw error
            }
            if case .duplicateKey = error { throw error }
            if let version = Self.versionOnly(of: scanner.bytes), version > Library.formatVersion {
                throw .newerVersion(version)
            }
            throw error
        } catch {
            throw .malformed(line: 1, column: 1, detail: "\(error)")
        }
    }

    private func describe(_ failure: JSONScanner.Failure) -> LibraryDecodingError {
        let line = scanner.lineAndColumn(of: failure.offset).line
        switch failure.kind {
        case .unexpectedEnd:
            return .truncated(line: line)
        case let .unexpected(detail):
            let position = scanner.lineAndColumn(of: failure.offset)
            return .malformed(line: position.line, column: position.column, detail: detail)
        }
    }

    private static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    private func firstInvalidUTF8Line() -> Int {
        var decoder = UTF8()
        var iterator = scanner.bytes.makeIterator()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return line
            case .error: return line
            }
        }
    }

    // MARK: - Library

    private mutating func decodeLibrary() throws -> Library {
        try expectKind("{", "the top level", "an object")
        scanner.enter()
        var version: Int?
        var notes: [Note]?
        var draft: Draft?
        var unknown: [UnknownFields.Field] = []
        var seen = Set<String>()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            guard seen.insert(key).inserted else { throw LibraryDecodingError.duplicateKey(place: "the top level", key: key) }
            switch key {
            case "version":
                let number = try decodeVersion()
                if number > Library.formatVersion { throw LibraryDecodingError.newerVersion(number) }
                guard number == Library.formatVersion else {
                    throw LibraryDecodingError.invalidValue(field: "version", detail: "is \(number), which no notes-tui ever wrote")
                }
                version = number
            case "notes":
                notes = try decodeNotes()
            case "draft":
                draft = try decodeDraft()
            default:
                try keepUnknown(key, in: &unknown)
            }
        }
        if scanner.peek() != nil {
            throw scanner.fail(.unexpected("more text after the end of the JSON document"))
        }
        guard version != nil else { throw LibraryDecodingError.missingField("version") }
        guard let notes else { throw LibraryDecodingError.missingField("notes") }
        return Library(notes: notes, draft: draft, unknownFields: UnknownFields(unknown))
    }

    private mutating func decodeNotes() throws -> [Note] {
        try expectKind("[", "notes", "an array")
        scanner.enter()
        return try decodeNoteElements()
    }

    mutating func decodeNote(index: Int) throws -> Note {
        // Built only when an error names it: this runs once a note, every load.
        func place() -> String { "notes[\(index)]" }
        try expectKind("{", place(), "an object")
        scanner.enter()
        var id: UUID?, title: Range<Int>?, body: Range<Int>?, created: Date?, modified: Date?
        texts.beginNote(inputLeft: scanner.bytes.count - scanner.offset)
        var pinned = false
        var trashed: Date?
        var importedFrom: String?
        var unknown: [UnknownFields.Field] = []
        var seen: UInt8 = 0
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            switch key {
            case "id":
                try checkOnce(key, 1, in: &seen, place: place())
                id = try decodeID(field: "\(place()).id")
            case "title":
                try checkOnce(key, 2, in: &seen, place: place())
                title = try decodeText(field: "\(place()).title")
            case "body":
                try checkOnce(key, 4, in: &seen, place: place())
                body = try decodeText(field: "\(place()).body")
            case "created":
                try checkOnce(key, 8, in: &seen, place: place())
                created = try decodeDate(field: "\(place()).created")
            case "modified":
                try checkOnce(key, 16, in: &seen, place: place())
                modified = try decodeDate(field: "\(place()).modified")
            case "pinned":
                try checkOnce(key, 32, in: &seen, place: place())
                if scanner.peek() == UInt8(ascii: "n") {
                    _ = try scanner.readLiteral()
                } else {
                    try expectKind("t", "\(place()).pinned", "true or false")
                    pinned = try scanner.readLiteral() ?? false
                }
            case "trashed":
                try checkOnce(key, 64, in: &seen, place: place())
                if scanner.peek() == UInt8(ascii: "n") {
                    _ = try scanner.readLiteral()
                } else {
                    trashed = try decodeDate(field: "\(place()).trashed")
                }
            case "importedFrom":
                try checkOnce(key, 128, in: &seen, place: place())
                if scanner.peek() == UInt8(ascii: "n") {
                    _ = try scanner.readLiteral()
                } else {
                    importedFrom = try decodeString(field: "\(place()).importedFrom")
                }
            default: try keepUnknown(key, in: &unknown, place: place())
            }
        }
        guard let id else { throw LibraryDecodingError.missingField("\(place()).id") }
        guard let title else { throw LibraryDecodingError.missingField("\(place()).title") }
        guard let body else { throw LibraryDecodingError.missingField("\(place()).body") }
        guard let created else { throw LibraryDecodingError.missingField("\(place()).created") }
        guard let modified else { throw LibraryDecodingError.missingField("\(place()).modified") }
        let rare = NoteRareFields(pinned: pinned, trashed: trashed, importedFrom: importedFrom,
                                  unknownFields: unknown.isEmpty ? .none : UnknownFields(unknown))
        return Note(id: id, text: texts.text(title: title, body: body), created: created, modified: modified, rare: rare)
    }

    /// Decodes a draft side file: one draft object (or `null`), nothing after it.
    package mutating func decodeDraftFile() throws(LibraryDecodingError) -> Draft? {
        guard scanner.peek() != nil else { throw .empty }
        do {
            let draft = try decodeDraft()
            if scanner.peek() != nil {
                throw scanner.fail(.unexpected("more text after the end of the JSON document"))
            }
            return draft
        } catch let failure as JSONScanner.Failure {
            throw describe(failure)
        } catch let error as LibraryDecodingError {
            throw error
        } catch {
            throw .malformed(line: 1, column: 1, detail: "\(error)")
        }
    }

    private mutating func decodeDraft() throws -> Draft? {
        if scanner.peek() == UInt8(ascii: "n") {
            _ = try scanner.readLiteral()
            return nil
        }
        try expectKind("{", "draft", "an object or null")
        scanner.enter()
        var noteID: UUID?, title: String?, body: String?
        var unknown: [UnknownFields.Field] = []
        var seen: UInt8 = 0
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            switch key {
            case "noteID":
                try checkOnce(key, 1, in: &seen, place: "draft")
                if scanner.peek() == UInt8(ascii: "n") {
                    _ = try scanner.readLiteral()
                    noteID = nil
                } else {
                    noteID = try decodeID(field: "draft.noteID")
                }
            case "title":
                try checkOnce(key, 2, in: &seen, place: "draft")
                title = try decodeString(field: "draft.title")
            case "body":
                try checkOnce(key, 4, in: &seen, place: "draft")
                body = try decodeString(field: "draft.body")
            default: try keepUnknown(key, in: &unknown, place: "draft")
            }
        }
        guard let title else { throw LibraryDecodingError.missingField("draft.title") }
        guard let body else { throw LibraryDecodingError.missingField("draft.body") }
        return Draft(noteID: noteID, title: title, body: body, unknownFields: UnknownFields(unknown))
    }

    // MARK: - Fields

    private mutating func decodeString(field: @autoclosure () -> String) throws -> String {
        try expectKind("\"", field(), "a string")
        return try scanner.readString()
    }

    /// A title or body, put in `texts`: the range of its bytes there.
    private mutating func decodeText(field: @autoclosure () -> String) throws -> Range<Int> {
        try expectKind("\"", field(), "a string")
        return try scanner.readText(into: &texts)
    }

    private mutating func decodeID(field: @autoclosure () -> String) throws -> UUID {
        try expectKind("\"", field(), "a string")
        let id = try scanner.withStringBytes { UUIDText.parse($0) }
        guard let id else {
            throw LibraryDecodingError.invalidValue(field: field(), detail: "is not a UUID such as 6F9619FF-8B86-D011-B42D-00C04FC964FF")
        }
        return id
    }

    private mutating func decodeDate(field: @autoclosure () -> String) throws -> Date {
        try expectKind("\"", field(), "a date string")
        let milliseconds = try scanner.withStringBytes { LibraryDate.parseMilliseconds($0) }
        guard let milliseconds else {
            throw LibraryDecodingError.invalidValue(
                field: field(), detail: "is not an ISO 8601 date in UTC such as 2026-11-21T23:05:00Z")
        }
        return LibraryDate.date(milliseconds: milliseconds)
    }

    /// Checks that the next value is of the kind whose first byte is `first`
    /// (any digit stands for numbers; `t` for true/false).
    mutating func expectKind(_ first: Unicode.Scalar, _ field: @autoclosure () -> String, _ expected: String) throws {
        guard let next = scanner.peek() else { throw scanner.fail(.unexpectedEnd) }
        let matches: Bool
        switch first {
        case "0": matches = next == UInt8(ascii: "-") || (next >= 0x30 && next <= 0x39)
        case "t": matches = next == UInt8(ascii: "t") || next == UInt8(ascii: "f")
        default: matches = next == UInt8(ascii: first)
        }
        guard !matches else { return }
        let found = try scanner.kindOfNextValue()
        throw LibraryDecodingError.wrongType(field: field(), expected: expected, found: found)
    }
}
