import Foundation

// `Codable` in exactly the note format of docs/file-format.md §3, for code that wants
// a note through JSONEncoder/JSONDecoder (the library file itself goes
// through `LibraryCodec`, which is faster and byte-stable).

extension Note: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, body, created, modified, pinned
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        body = try container.decode(String.self, forKey: .body)
        created = try Self.decodeDate(container, .created)
        modified = try Self.decodeDate(container, .modified)
        pinned = try container.decodeIfPresent(Bool.self, forKey: .pinned) ?? false
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.uuidString, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(body, forKey: .body)
        try container.encode(LibraryDate.string(from: created), forKey: .created)
        try container.encode(LibraryDate.string(from: modified), forKey: .modified)
        if pinned { try container.encode(true, forKey: .pinned) }
    }

    private static func decodeDate(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Date {
        let text = try container.decode(String.self, forKey: key)
        guard let date = LibraryDate.parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "'\(text)' is not an ISO 8601 date such as 2026-11-21T23:05:00Z")
        }
        return date
    }
}

extension Draft: Codable {
    private enum CodingKeys: String, CodingKey {
        case noteID, title, body
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        noteID = try container.decodeIfPresent(UUID.self, forKey: .noteID)
        title = try container.decode(String.self, forKey: .title)
        body = try container.decode(String.self, forKey: .body)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let noteID { try container.encode(noteID.uuidString, forKey: .noteID) } else { try container.encodeNil(forKey: .noteID) }
        try container.encode(title, forKey: .title)
        try container.encode(body, forKey: .body)
    }
}
