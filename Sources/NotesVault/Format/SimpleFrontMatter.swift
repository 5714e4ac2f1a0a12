/// The front matter most notes have — `key: value` lines, `key: [a, b]`
/// and `key:` with `- item` lines under it, every value plain (no quotes,
/// anchors, tags, block scalars or comments) — read without a YAML
/// parser, which costs more than reading the note's file. Anything else
/// is nil, and YAML reads it: what this reads, YAML reads the same (a
/// property test holds them together).
enum SimpleFrontMatter {
    /// The keys in order, each with its value.
    static func pairs(_ yaml: String) -> [(key: String, value: FrontMatterValue)]? {
        var pairs: [(key: String, value: FrontMatterValue)] = []
        var listKey: String?
        var listItems: [String?] = []
        var listIndent: Int?
        var seen = Set<String>()
        func finishList() {
            if let key = listKey { pairs.append((key, listItems.isEmpty ? .scalar("") : .list(listItems))) }
            (listKey, listItems, listIndent) = (nil, [], nil)
        }
        for rawLine in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.utf8
            if line.isEmpty { continue }
            if line.first == UInt8(ascii: "#") || line.first == UInt8(ascii: "\t") { return nil }
            if line.first == UInt8(ascii: " ") || line.first == UInt8(ascii: "-") {
                let trimmed = line.drop(while: { $0 == UInt8(ascii: " ") })
                if trimmed.isEmpty { continue }
                guard listKey != nil, trimmed.first == UInt8(ascii: "-") else { return nil }
                // One list's items all at one indent (else YAML reads another shape).
                let indent = line.count - trimmed.count
                guard listIndent == nil || listIndent == indent else { return nil }
                listIndent = indent
                let item = trimmed.dropFirst()
                if item.isEmpty {
                    listItems.append("")
                    continue
                }
                guard item.first == UInt8(ascii: " "), let text = plainScalar(Substring(item)) else { return nil }
                listItems.append(text)
                continue
            }
            finishList()
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let key = rawLine[..<colon]
            // A key twice is an error to YAML.
            guard !key.isEmpty, key.utf8.allSatisfy(isKeyByte), seen.insert(String(key)).inserted else { return nil }
            let rest = rawLine[rawLine.index(after: colon)...]
            if rest.isEmpty {
                listKey = String(key)
                continue
            }
            guard rest.first == " " else { return nil }
            let value = rest.drop(while: { $0 == " " })
            if value.isEmpty {
                listKey = String(key)
            } else if value.first == "[" {
                guard let items = flowList(value) else { return nil }
                pairs.append((String(key), .list(items)))
            } else {
                guard let text = plainScalar(value) else { return nil }
                pairs.append((String(key), .scalar(text)))
            }
        }
        finishList()
        return pairs
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default: return false
        }
    }

    /// A plain scalar's text, trailing spaces dropped; nil for anything
    /// YAML might read otherwise.
    private static func plainScalar(_ text: Substring) -> String? {
        var text = text.drop(while: { $0 == " " })
        while text.last == " " { text = text.dropLast() }
        guard let first = text.unicodeScalars.first else { return "" }
        if "[]{}#&*!|>'\"%@`,?:-".unicodeScalars.contains(first) { return nil }
        // Only printable ASCII and letters beyond it; no ": " or " #".
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return nil }
            if previous == UInt8(ascii: ":"), byte == UInt8(ascii: " ") { return nil }
            if previous == UInt8(ascii: " "), byte == UInt8(ascii: "#") { return nil }
            previous = byte
        }
        if text.last == ":" { return nil }
        return String(text)
    }

    /// `[a, b]` with plain items; nil for anything else.
    private static func flowList(_ text: Substring) -> [String?]? {
        var text = text
        while text.last == " " { text = text.dropLast() }
        guard text.first == "[", text.last == "]" else { return nil }
        let inner = text.dropFirst().dropLast()
        if inner.allSatisfy({ $0 == " " }) { return [] }
        var items: [String?] = []
        for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
            guard !part.contains("["), !part.contains("]"), !part.contains("{"), !part.contains("}"),
                  let item = plainScalar(part), !item.isEmpty else { return nil }
            items.append(item)
        }
        return items
    }
}

/// A front matter value as the note's fields read it: one scalar's text
/// (quoted or not), a list of scalars (nil for an item that is not one),
/// or anything else.
enum FrontMatterValue: Equatable {
    case scalar(String)
    /// A scalar in quotes (`title: ""` is a title, and an empty one).
    case quoted(String)
    case list([String?])
    case other

    var string: String? {
        switch self {
        case let .scalar(text), let .quoted(text): return text
        default: return nil
        }
    }

    var sequence: [String?]? {
        if case let .list(items) = self { return items }
        return nil
    }
}
