import NotesModel

// Unknown fields as one JSON object of their own: how a vault note's front
// matter carries the fields of a JSON library's note that a Markdown file
// cannot hold (`notes-tui convert`, docs/vault.md).
extension UnknownFields {
    /// `{"key": value, …}` on one line, each value's JSON text as kept
    /// (a value read pretty-printed keeps its line breaks).
    package var objectText: String {
        var out: [UInt8] = [UInt8(ascii: "{")]
        for (index, field) in fields.enumerated() {
            if index > 0 { out.append(contentsOf: ", ".utf8) }
            LibraryCodec.appendString(field.key, to: &out)
            out.append(contentsOf: ": ".utf8)
            out.append(contentsOf: field.json)
        }
        out.append(UInt8(ascii: "}"))
        return String(decoding: out, as: UTF8.self)
    }

    /// The members of the JSON object `text`, each value kept as its raw
    /// JSON text, in order; nil when `text` is not one JSON object or names
    /// a key twice.
    package init?(objectText text: String) {
        let bytes = Array(text.utf8)
        let fields: [Field]? = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer)
            var fields: [Field] = []
            do {
                try scanner.expect(UInt8(ascii: "{"), "'{'")
                var isFirst = true
                while let key = try scanner.nextKey(isFirst: &isFirst) {
                    guard !fields.contains(where: { $0.key == key }) else { return nil }
                    _ = scanner.peek()
                    let start = scanner.offset
                    try scanner.skipValue()
                    fields.append(Field(key: key, json: Array(scanner.bytes[start..<scanner.offset])))
                }
                scanner.skipWhitespace()
                return scanner.isAtEnd ? fields : nil
            } catch {
                return nil
            }
        }
        guard let fields else { return nil }
        self.init(fields)
    }
}

extension UnknownFields.Field {
    /// A field holding the JSON string `text`.
    package init(key: String, string text: String) {
        var json: [UInt8] = []
        LibraryCodec.appendString(text, to: &json)
        self.init(key: key, json: json)
    }
}
