import Foundation

/// Reads the version-1 document (docs/file-format.md §3) straight into the model,
/// field by field: unknown fields are skipped, missing or mistyped ones are
/// named with their place (`notes[3].title`).
struct LibraryDecoder {
    private var scanner: JSONScanner

    init(bytes: UnsafeBufferPointer<UInt8>) {
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
            // A shape error in a file from a newer version is best explained by the version.
            if case .newerVersion = error { throw error }
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

    /// The top-level `version`, skipping everything else; nil when the file
    /// is not an object with a whole-number version.
    static func versionOnly(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var scanner = JSONScanner(bytes: bytes)
        guard scanner.peek() == UInt8(ascii: "{") else { return nil }
        scanner.enter()
        var isFirst = true
        var version: Int?
        while let key = try? scanner.nextKey(isFirst: &isFirst) {
            if key == "version", scanner.peek().map({ $0 == UInt8(ascii: "-") || ($0 >= 0x30 && $0 <= 0x39) }) == true {
                version = try? scanner.readNumber()
            } else if (try? scanner.skipValue()) == nil {
                break
            }
        }
        return version
    }

    // MARK: - Library

    private mutating func decodeLibrary() throws -> Library {
        try expectKind("{", "the top level", "an object")
        scanner.enter()
        var version: Int?
        var notes: [Note]?
        var draft: Draft?
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            switch key {
            case "version":
                try expectKind("0", "version", "a whole number")
                guard let number = try scanner.readNumber() else {
                    throw LibraryDecodingError.wrongType(field: "version", expected: "a whole number", found: "a fraction")
                }
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
                try scanner.skipValue()
            }
        }
        if scanner.peek() != nil {
            throw scanner.fail(.unexpected("more text after the end of the JSON document"))
        }
        guard version != nil else { throw LibraryDecodingError.missingField("version") }
        guard let notes else { throw LibraryDecodingError.missingField("notes") }
        return Library(notes: notes, draft: draft)
    }

    private mutating func decodeNotes() throws -> [Note] {
        try expectKind("[", "notes", "an array")
        scanner.enter()
        var notes: [Note] = []
        var seen = Set<UUID>()
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            let note = try decodeNote(index: notes.count)
            guard seen.insert(note.id).inserted else {
                throw LibraryDecodingError.invalidValue(
                    field: "notes[\(notes.count)].id", detail: "is \(note.id.uuidString), the same id as an earlier note")
            }
            notes.append(note)
        }
        return notes
    }

    private mutating func decodeNote(index: Int) throws -> Note {
        // Built only when an error names it: this runs 10,000 times a load.
        func place() -> String { "notes[\(index)]" }
        try expectKind("{", place(), "an object")
        scanner.enter()
        var id: UUID?, title: String?, body: String?, created: Date?, modified: Date?
        var pinned = false
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            switch key {
            case "id": id = try decodeID(field: "\(place()).id")
            case "title": title = try decodeString(field: "\(place()).title")
            case "body": body = try decodeString(field: "\(place()).body")
            case "created": created = try decodeDate(field: "\(place()).created")
            case "modified": modified = try decodeDate(field: "\(place()).modified")
            case "pinned":
                if scanner.peek() == UInt8(ascii: "n") {
                    _ = try scanner.readLiteral()
                } else {
                    try expectKind("t", "\(place()).pinned", "true or false")
                    pinned = try scanner.readLiteral() ?? false
                }
            default: try scanner.skipValue()
            }
        }
        guard let id else { throw LibraryDecodingError.missingField("\(place()).id") }
        guard let title else { throw LibraryDecodingError.missingField("\(place()).title") }
        guard let body else { throw LibraryDecodingError.missingField("\(place()).body") }
        guard let created else { throw LibraryDecodingError.missingField("\(place()).created") }
        guard let modified else { throw LibraryDecodingError.missingField("\(place()).modified") }
        return Note(id: id, title: title, body: body, created: created, modified: modified, pinned: pinned)
    }

    private mutating func decodeDraft() throws -> Draft? {
        if scanner.peek() == UInt8(ascii: "n") {
            _ = try scanner.readLiteral()
            return nil
        }
        try expectKind("{", "draft", "an object or null")
        scanner.enter()
        var noteID: UUID?, title: String?, body: String?
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            switch key {
            case "noteID":
                if scanner.peek() == UInt8(ascii: "n") {
                    _ = try scanner.readLiteral()
                    noteID = nil
                } else {
                    noteID = try decodeID(field: "draft.noteID")
                }
            case "title": title = try decodeString(field: "draft.title")
            case "body": body = try decodeString(field: "draft.body")
            default: try scanner.skipValue()
            }
        }
        guard let title else { throw LibraryDecodingError.missingField("draft.title") }
        guard let body else { throw LibraryDecodingError.missingField("draft.body") }
        return Draft(noteID: noteID, title: title, body: body)
    }

    // MARK: - Fields

    private mutating func decodeString(field: @autoclosure () -> String) throws -> String {
        try expectKind("\"", field(), "a string")
        return try scanner.readString()
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
    private mutating func expectKind(_ first: Unicode.Scalar, _ field: @autoclosure () -> String, _ expected: String) throws {
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
