/// How deeply and how widely a TOML document nests, measured before the
/// TOML library and `TOMLKeyLines` read it: both follow nesting by
/// recursion, so a file of 100,000 `[` would run them out of stack, and
/// thousands of dotted parts or inline tables cost them the square of the
/// depth; a file of 100,000 keys costs them far more than a settings file
/// should. Settings go two deep and have a few dozen keys at most.
///
/// One pass, no recursion, on the UTF-8 bytes (every character TOML
/// nests with is ASCII). Text in strings and comments is skipped, so a
/// `[` or `.` there is just text. It is lenient where the document is not
/// TOML — the TOML library refuses that — and errs towards counting.
enum TOMLLimits {
    /// Deeper than any settings file, well inside what the libraries handle.
    static let depth = 32
    /// Keys, table headers and values in arrays and inline tables together.
    static let items = 1_000

    /// Where a document first goes past a limit.
    struct Excess: Equatable {
        enum Kind: Equatable { case tooDeep, tooMany }
        let kind: Kind
        /// The line to name: where the nesting went too deep, or the line
        /// of the statement (key or header) that went past `items`.
        let line: Int
        /// The UTF-8 offset where that statement starts: everything before
        /// it is whole statements, a document of its own.
        let statementStart: Int

        var problem: String {
            switch kind {
            case .tooDeep:
                return "nested more than \(TOMLLimits.depth) deep (table names, dotted keys, arrays and inline tables inside each other), where settings go two deep; is this the right file?"
            case .tooMany:
                return "more than \(TOMLLimits.items) keys and values, where settings have a few dozen; is this the right file?"
            }
        }
    }

    /// The first place `text` goes past `depth` (counting each part of a
    /// table header or dotted key, each array and each inline table) or
    /// past `items`; nil when it never does.
    static func firstExcess(in text: String) -> Excess? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = NestingScanner(bytes: bytes)
            return scanner.document()
        }
    }
}

private struct NestingScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    /// Where the statement being read starts, and its line.
    var statementStart = 0
    var statementLine = 1
    /// Statements, and values in arrays and inline tables, so far.
    var items = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// An array or inline table being read, and how deep it sits.
    private struct Container {
        let isTable: Bool
        let depth: Int
    }

    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let apostrophe = UInt8(ascii: "'")

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func byte(at offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func advance() {
        if bytes[index] == Self.newline { line += 1 }
        index += 1
    }

    mutating func skipLine() {
        while let c = current, c != Self.newline { index += 1 }
    }

    // MARK: - Statements

    func excess(_ kind: TOMLLimits.Excess.Kind, at line: Int) -> TOMLLimits.Excess {
        TOMLLimits.Excess(kind: kind, line: line, statementStart: statementStart)
    }

    /// Counts one more item; past the limit, the statement is too much.
    mutating func countItem() -> TOMLLimits.Excess? {
        items += 1
        return items > TOMLLimits.items ? excess(.tooMany, at: statementLine) : nil
    }

    mutating func document() -> TOMLLimits.Excess? {
        var tableDepth = 0
        while let c = current {
            switch c {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), Self.newline:
                advance()
                continue
            case UInt8(ascii: "#"):
                skipLine()
                continue
            default:
                break
            }
            statementStart = index
            statementLine = line
            if let tooMany = countItem() { return tooMany }
            if c == UInt8(ascii: "[") {
                advance()
                var depth = 0
                if current == UInt8(ascii: "[") { advance(); depth += 1 }  // an array of tables
                depth += keyParts(endingAt: UInt8(ascii: "]")).parts
                if depth > TOMLLimits.depth { return excess(.tooDeep, at: statementLine) }
                tableDepth = depth
                skipLine()
            } else {
                let key = keyParts(endingAt: UInt8(ascii: "="))
                guard key.ended else { skipLine(); continue }
                let depth = tableDepth + key.parts
                if depth > TOMLLimits.depth { return excess(.tooDeep, at: statementLine) }
                if let found = value(depth: depth) { return found }
            }
        }
        return nil
    }

    /// Reads a key (or a header's name) up to and past `end` on its line,
    /// counting its dot-separated parts outside quotes; `ended` is false
    /// when the line or the document ended first (then not TOML).
    mutating func keyParts(endingAt end: UInt8) -> (parts: Int, ended: Bool) {
        var parts = 1
        while let c = current {
            switch c {
            case end:
                advance()
                return (parts, true)
            case Self.newline:
                return (parts, false)
            case UInt8(ascii: "}") where end == UInt8(ascii: "="):
                return (parts, false)  // an inline table's end, or a stray brace
            case UInt8(ascii: "."):
                parts += 1
                advance()
            case Self.quote, Self.apostrophe:
                skipQuotedKey()
            default:
                advance()
            }
        }
        return (parts, false)
    }

    // MARK: - Values

    /// Reads the value after a key's `=`, with everything nested in it,
    /// to the end of its line; returns where it goes past a limit.
    mutating func value(depth: Int) -> TOMLLimits.Excess? {
        var containers: [Container] = []
        // How deep the next value sits; inside a table, after its key.
        var depth = depth
        var expectsKey = false
        while let c = current {
            switch c {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                advance()
            case Self.newline:
                // A value on one line ends there; arrays may span lines.
                if containers.isEmpty { return nil }
                advance()
            case UInt8(ascii: "#"):
                skipLine()
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                advance()
                guard let closed = containers.popLast() else { continue }
                depth = closed.depth
                expectsKey = false
            case UInt8(ascii: ","):
                advance()
                guard let open = containers.last else { continue }
                if let tooMany = countItem() { return tooMany }
                expectsKey = open.isTable
                depth = open.depth + 1
            case _ where expectsKey:
                let keyLine = line
                let start = index
                let key = keyParts(endingAt: UInt8(ascii: "="))
                if key.ended {
                    depth = (containers.last?.depth ?? 0) + key.parts
                    if depth > TOMLLimits.depth { return excess(.tooDeep, at: keyLine) }
                    expectsKey = false
                } else if index == start, current != Self.newline, current != UInt8(ascii: "}") {
                    advance()
                }
            case Self.quote, Self.apostrophe:
                skipString()
            case UInt8(ascii: "["):
                let openLine = line
                advance()
                containers.append(Container(isTable: false, depth: depth))
                depth += 1
                if depth > TOMLLimits.depth { return excess(.tooDeep, at: openLine) }
            case UInt8(ascii: "{"):
                let openLine = line
                advance()
                containers.append(Container(isTable: true, depth: depth))
                if depth + 1 > TOMLLimits.depth { return excess(.tooDeep, at: openLine) }
                expectsKey = true
            default:
                advance()
            }
        }
        return nil
    }

    // MARK: - Strings

    /// A quoted part of a key: on one line, escapes in basic quotes.
    mutating func skipQuotedKey() {
        let quote = bytes[index]
        advance()
        while let c = current, c != Self.newline {
            advance()
            if c == quote { return }
            if c == UInt8(ascii: "\\"), quote == Self.quote, current != Self.newline, current != nil { advance() }
        }
    }

    /// A string value of any of TOML's four kinds.
    mutating func skipString() {
        let quote = bytes[index]
        guard byte(at: 1) == quote, byte(at: 2) == quote else { return skipQuotedKey() }
        advance(); advance(); advance()
        while let c = current {
            if c == quote, byte(at: 1) == quote, byte(at: 2) == quote {
                advance(); advance(); advance()
                // Up to two more quotes belong to the string.
                for _ in 0..<2 where current == quote { advance() }
                return
            }
            advance()
            if c == UInt8(ascii: "\\"), quote == Self.quote, current != nil { advance() }
        }
    }
}
