/// Finds the line on which each key of a TOML document is written, which
/// the TOML library does not tell: `[table]` headers, dotted keys
/// (`colors.tag = …` also places `colors`), quoted keys and inline tables,
/// skipping strings (multi-line ones too), comments and arrays. It reads a
/// document the library already accepted, so it is lenient: what it cannot
/// follow it skips, and a key it did not place is asked for by its table.
/// `TOMLLimits` has refused a document nested deeper than its limit
/// before this reads it; the scanner still stops descending there, and
/// keeps no more key parts than that, so no input costs it more.
struct TOMLKeyLines {
    /// The first line (1-based) each key path appears on.
    private(set) var lines: [[String]: Int] = [:]
    /// The line of a `[` header with no name after it (`[` alone, `[=]`).
    private(set) var headerWithoutName: Int?

    init(_ text: String) {
        // One pass over the text (Array(_:) would count the scalars first).
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { scalars.append(scalar) }
        var scanner = Scanner(scalars)
        scanner.document { path, line in
            if lines[path] == nil { lines[path] = line }
        }
        headerWithoutName = scanner.headerWithoutName
    }

    /// The line of `path`, else of its nearest table that has one, else 1.
    func line(of path: [String]) -> Int {
        var path = path
        while !path.isEmpty {
            if let line = lines[path] { return line }
            path.removeLast()
        }
        return 1
    }
}

private struct Scanner {
    let text: [Unicode.Scalar]
    var index = 0
    var line = 1
    /// The first `[` header whose name starts with a character no key
    /// can start with (toml++ 3.4 asserts on one instead of refusing it).
    var headerWithoutName: Int?
    /// Arrays and inline tables the scanner is inside.
    var nesting = 0

    init(_ text: [Unicode.Scalar]) { self.text = text }

    var current: Unicode.Scalar? { index < text.count ? text[index] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < text.count ? text[index + offset] : nil
    }

    mutating func advance() {
        if text[index] == "\n" { line += 1 }
        index += 1
    }

    mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" { advance() }
    }

    /// Spaces, line breaks and comments (inside arrays).
    mutating func skipBlank() {
        while let c = current {
            if c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
            else if c == "#" { skipLine() }
            else { return }
        }
    }

    mutating func skipLine() {
        while let c = current, c != "\n" { advance() }
    }

    // MARK: - Statements

    mutating func document(_ found: ([String], Int) -> Void) {
        var table: [String] = []
        while current != nil {
            skipBlank()
            guard let c = current else { return }
            let start = index
            if c == "[" {
                advance()
                let isArray = current == "["
                if isArray { advance() }
                let headerLine = line
                skipSpaces()
                if let c = current, !isBare(c), c != "\"", c != "'", c != "]", headerWithoutName == nil {
                    headerWithoutName = headerLine
                }
                table = key()
                for end in 1...max(1, table.count) where !table.isEmpty { found(Array(table.prefix(end)), headerLine) }
                skipLine()
            } else {
                let keyLine = line
                let path = key()
                skipSpaces()
                if current == "=" {
                    advance()
                    for end in 1...max(1, path.count) where !path.isEmpty { found(table + path.prefix(end), keyLine) }
                    value(at: table + path, found)
                }
                skipSpaces()
                if current == "#" { skipLine() }
            }
            // Never stuck: something unexpected is skipped with its line.
            if index == start { skipLine() }
        }
    }

    /// A dotted key: bare or quoted parts, dots between.
    mutating func key() -> [String] {
        var parts: [String] = []
        while true {
            skipSpaces()
            guard let c = current else { return parts }
            if c == "\"" || c == "'" {
                let part = string()
                if parts.count < TOMLLimits.depth { parts.append(part) }
            } else if isBare(c) {
                var part = ""
                while let c = current, isBare(c) { part.unicodeScalars.append(c); advance() }
                if parts.count < TOMLLimits.depth { parts.append(part) }
            } else {
                return parts
            }
            skipSpaces()
            guard current == "." else { return parts }
            advance()
        }
    }

    func isBare(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "_" || c == "-"
    }

    // MARK: - Values

    mutating func value(at path: [String], _ found: ([String], Int) -> Void) {
        skipSpaces()
        guard let c = current else { return }
        switch c {
        case "\"", "'": _ = string(keepingText: false)
        case "{", "[":
            // Deeper than TOMLLimits lets through: not followed (no recursion).
            guard nesting < TOMLLimits.depth else { advance(); return }
            nesting += 1
            if c == "{" { inlineTable(at: path, found) } else { array() }
            nesting -= 1
        default:
            while let c = current, !" \t\r\n,]}#".unicodeScalars.contains(c) { advance() }
        }
    }

    mutating func inlineTable(at path: [String], _ found: ([String], Int) -> Void) {
        advance()
        while true {
            skipBlank()
            guard let c = current else { return }
            if c == "}" { advance(); return }
            if c == "," { advance(); continue }
            let keyLine = line
            let start = index
            let inner = key()
            skipSpaces()
            if current == "=" {
                advance()
                for end in 1...max(1, inner.count) where !inner.isEmpty { found(path + inner.prefix(end), keyLine) }
                value(at: path + inner, found)
            } else if index == start {
                advance()
            }
        }
    }

    mutating func array() {
        advance()
        while true {
            skipBlank()
            guard let c = current else { return }
            if c == "]" { advance(); return }
            if c == "," { advance(); continue }
            let start = index
            value(at: []) { _, _ in }
            if index == start { advance() }
        }
    }

    /// A string of any of the four kinds; returns its text (escapes of
    /// basic strings decoded, as a quoted key needs), or nothing for a
    /// value, whose text is not needed (it may be a megabyte).
    mutating func string(keepingText: Bool = true) -> String {
        let quote = current!
        let isMultiLine = peek(1) == quote && peek(2) == quote
        if peek(1) == quote, !isMultiLine { advance(); advance(); return "" }
        for _ in 0..<(isMultiLine ? 3 : 1) { advance() }
        var result = ""
        while let c = current {
            if c == quote {
                if !isMultiLine { advance(); return result }
                if peek(1) == quote, peek(2) == quote {
                    advance(); advance(); advance()
                    // Up to two more quotes belong to the string.
                    while current == quote {
                        if keepingText { result.unicodeScalars.append(quote) }
                        advance()
                    }
                    return result
                }
            }
            if c == "\n", !isMultiLine { return result }
            if c == "\\", quote == "\"" {
                advance()
                guard let escaped = current else { return result }
                let scalar = Self.unescaped(escaped, reading: &self)
                if keepingText { result.unicodeScalars.append(scalar) }
                continue
            }
            if keepingText { result.unicodeScalars.append(c) }
            advance()
        }
        return result
    }

    private static func unescaped(_ c: Unicode.Scalar, reading scanner: inout Scanner) -> Unicode.Scalar {
        scanner.advance()
        switch c {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "e": return "\u{1B}"
        case "u", "U":
            var hex = ""
            for _ in 0..<(c == "u" ? 4 : 8) {
                guard let h = scanner.current, h.properties.isASCIIHexDigit else { break }
                hex.unicodeScalars.append(h)
                scanner.advance()
            }
            return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "?"
        default: return c
        }
    }
}
