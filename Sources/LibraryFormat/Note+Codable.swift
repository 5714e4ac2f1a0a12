import Foundation
import NotesModel

// `Codable` in exactly the note format of docs/file-format.md §3, for code that wants
// a note through JSONEncoder/JSONDecoder. It goes through `LibraryCodec`,
// the one reader and writer of the format, so the two can never disagree
// (unknown fields included): a note is encoded by the codec and handed to
// the Encoder as a `JSONValue`; a decoded value is put in a one-note
// library and read by the codec.

extension Note: Codable {
    public init(from decoder: Decoder) throws {
        let value = try JSONValue(from: decoder)
        let library = try Self.decodeThroughCodec(#"{"version":1,"notes":["#.utf8 + value.bytes + "]}".utf8, decoder)
        guard let note = library.notes.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no note"))
        }
        self = note
    }

    public func encode(to encoder: Encoder) throws {
        guard case let .array(notes) = try JSONValue(parsing: LibraryCodec.encodeNotes([self])), let note = notes.first else { return }
        try note.encode(to: encoder)
    }

    /// The codec's reasons, as the DecodingError a Decoder's caller expects.
    static func decodeThroughCodec(_ bytes: [UInt8], _ decoder: Decoder) throws -> Library {
        do {
            return try LibraryCodec.decode(bytes)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }
}

extension Draft: Codable {
    public init(from decoder: Decoder) throws {
        let value = try JSONValue(from: decoder)
        let bytes = #"{"version":1,"notes":[],"draft":"#.utf8 + value.bytes + "}".utf8
        guard let draft = try Note.decodeThroughCodec(Array(bytes), decoder).draft else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "the draft is null"))
        }
        self = draft
    }

    public func encode(to encoder: Encoder) throws {
        guard case let .object(members) = try JSONValue(parsing: LibraryCodec.encode(Library(draft: self))),
              let draft = members.first(where: { $0.key == "draft" })?.value else { return }
        try draft.encode(to: encoder)
    }
}
