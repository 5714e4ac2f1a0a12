import Foundation
import NotesModel

// The version and the keys of an object, told apart truthfully: a huge
// version is not "a fraction", two `version` keys are not "a newer
// notes-tui", a repeated key is named; and unknown fields kept as raw JSON.
extension LibraryDecoder {
    /// The top-level `version`, skipping everything else; nil when the file
    /// is not an object with a whole-number version.
    static func versionOnly(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let found = topLevelVersions(of: bytes)
        // Two versions: neither is to be believed.
        return found.count == 1 ? found.last : nil
    }

    /// The last readable top-level version and how many `version` keys
    /// there are, as far as the file can be read.
    static func topLevelVersions(of bytes: UnsafeBufferPointer<UInt8>) -> (last: Int?, count: Int) {
        var scanner = JSONScanner(bytes: bytes)
        guard scanner.peek() == UInt8(ascii: "{") else { return (nil, 0) }
        scanner.enter()
        var isFirst = true
        var version: Int?
        var count = 0
        while let key = try? scanner.nextKey(isFirst: &isFirst) {
            if key == "version" { count += 1 }
            if key == "version", scanner.peek().map({ $0 == UInt8(ascii: "-") || ($0 >= 0x30 && $0 <= 0x39) }) == true {
                version = try? scanner.readNumber()
            } else if (try? scanner.skipValue()) == nil {
                break
            }
        }
        return (version, count)
    }

    /// The top-level version, told apart: a fraction, a number too long to
    /// be any version, or a whole number.
    mutating func decodeVersion() throws -> Int {
        try expectKind("0", "version", "a whole number")
        _ = scanner.peek()
        let start = scanner.offset
        if let number = try scanner.readNumber() { return number }
        let text = UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.offset])
        if text.contains(UInt8(ascii: ".")) {
            throw LibraryDecodingError.wrongType(field: "version", expected: "a whole number", found: "a fraction")
        }
        if text.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            throw LibraryDecodingError.wrongType(field: "version", expected: "a whole number written with digits only", found: "a number with an exponent")
        }
        throw LibraryDecodingError.invalidValue(
            field: "version", detail: "is a whole number \(text.filter { $0 != UInt8(ascii: "-") }.count) digits long, not a format version any notes-tui knows")
    }

    /// Keeps the value at hand as raw JSON text under `key`, refusing a key
    /// that came before (which of the two would be the truth?).
    mutating func keepUnknown(_ key: String, in fields: inout [UnknownFields.Field], place: @autoclosure () -> String = "the top level") throws {
        if fields.contains(where: { $0.key == key }) { throw LibraryDecodingError.duplicateKey(place: place(), key: key) }
        _ = scanner.peek()
        let start = scanner.offset
        try scanner.skipValue()
        fields.append(UnknownFields.Field(key: key, json: Array(scanner.bytes[start..<scanner.offset])))
    }

    /// Throws when a known key of one object comes twice; `bit` stands for the key.
    func checkOnce(_ key: String, _ bit: UInt8, in seen: inout UInt8, place: @autoclosure () -> String) throws {
        guard seen & bit == 0 else { throw LibraryDecodingError.duplicateKey(place: place(), key: key) }
        seen |= bit
    }
}
