import Foundation

/// Any JSON value, for the one place the library format meets `Codable`
/// (Note+Codable): the codec's bytes are turned into this and handed to an
/// Encoder, and what a Decoder gives is turned back into bytes for the
/// codec, so that there is one reader and one writer of the format.
/// Numbers keep their text while they stay here; through a Decoder they
/// are only as exact as `Double` (unknown fields with huge numbers survive
/// the library file exactly, and `Codable` as well as it can).
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: return false
        }
    }

    // MARK: - Bytes

    /// Parses one JSON document (the codec's own output: valid by construction).
    init(parsing bytes: [UInt8]) throws {
        self = try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer)
            return try Self.read(&scanner)
        }
    }

    private static func read(_ scanner: inout JSONScanner) throws -> JSONValue {
        guard let next = scanner.peek() else { throw scanner.fail(.unexpectedEnd) }
        switch next {
        case UInt8(ascii: "\""): return .string(try scanner.readString())
        case UInt8(ascii: "{"):
            scanner.enter()
            var members: [(key: String, value: JSONValue)] = []
            var isFirst = true
            while let key = try scanner.nextKey(isFirst: &isFirst) { members.append((key, try read(&scanner))) }
            return .object(members)
        case UInt8(ascii: "["):
            scanner.enter()
            var elements: [JSONValue] = []
            var isFirst = true
            while try scanner.nextElement(isFirst: &isFirst) { elements.append(try read(&scanner)) }
            return .array(elements)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = scanner.offset
            _ = try scanner.readNumber()
            return .number(String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.offset]), as: UTF8.self))
        default:
            return try scanner.readLiteral().map { .bool($0) } ?? .null
        }
    }

    /// Compact JSON text.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        append(to: &out)
        return out
    }

    private func append(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case let .bool(value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case let .number(text): out.append(contentsOf: text.utf8)
        case let .string(text): LibraryCodec.appendString(text, to: &out)
        case let .array(elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.append(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let .object(members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                LibraryCodec.appendString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.append(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}

// MARK: - Codable

extension JSONValue: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            self = .object(try keyed.allKeys.map { ($0.stringValue, try keyed.decode(JSONValue.self, forKey: $0)) })
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { self = .null }
            else if let value = try? single.decode(Bool.self) { self = .bool(value) }
            else if let value = try? single.decode(String.self) { self = .string(value) }
            else if let value = try? single.decode(Int64.self) { self = .number(String(value)) }
            else { self = .number(String(try single.decode(Double.self))) }
        }
    }

    func encode(to encoder: Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case let .bool(value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case let .string(value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case let .number(text):
            var single = encoder.singleValueContainer()
            if let whole = Int64(text) { try single.encode(whole) } else { try single.encode(Double(text) ?? 0) }
        case let .array(elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(element) }
        case let .object(members):
            var keyed = encoder.container(keyedBy: Key.self)
            for member in members { try keyed.encode(member.value, forKey: Key(stringValue: member.key)) }
        }
    }
}
