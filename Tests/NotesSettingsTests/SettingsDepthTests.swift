import Foundation
@testable import NotesSettings
import TestSupport
import Testing

/// Settings files nested deep, or long and wide, up to the size cap: each
/// ends in settings or in one line with the line of the fault, never in a
/// crash (the TOML library and the key-line finder recurse on nesting) or
/// a wait (they paid the square of the depth).
@Suite("Settings file: depth and size")
struct SettingsDepthTests {
    /// Generous: the point is "does not hang", in a debug build on a busy machine.
    static let hangGuard = Duration.seconds(2)
    /// A quarter of the size cap: a debug build reads it well inside the guard.
    static let largestTried = SettingsFile.maximumBytes / 4

    func fault(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SettingsError? {
        do {
            _ = try SettingsParser.parse(text, path: "f.toml")
            return nil
        } catch {
            return error
        }
    }

    func isTooDeep(_ error: SettingsError?) -> Bool {
        error?.problem.hasPrefix("nested more than \(TOMLLimits.depth) deep") == true
    }

    // MARK: - The cases of the report

    @Test func aHundredThousandOpeningBracketsAreRefusedByLine() {
        let error = fault("theme = \"light\"\n\ncolors = " + String(repeating: "[", count: 100_000))
        #expect(isTooDeep(error))
        #expect(error?.line == 3)
        #expect(error?.message.hasPrefix("f.toml:3: nested more than 32 deep") == true)
    }

    @Test func inlineTablesTwentyThousandDeepAreRefused() {
        let depth = 20_000
        let text = "# settings\nsync = " + String(repeating: "{ a = ", count: depth) + "1" + String(repeating: " }", count: depth) + "\n"
        let error = fault(text)
        #expect(isTooDeep(error))
        #expect(error?.line == 2)
    }

    @Test func aHeaderOfFiftyThousandDottedPartsIsRefused() {
        let text = "mouse = true\n[" + Array(repeating: "a", count: 50_000).joined(separator: ".") + "]\nx = 1\n"
        let error = fault(text)
        #expect(isTooDeep(error))
        #expect(error?.line == 2)
    }

    @Test func aKeyOfFiftyThousandDottedPartsIsRefused() {
        let text = "\n\n" + Array(repeating: "colors", count: 50_000).joined(separator: ".") + " = 1\n"
        #expect(fault(text)?.line == 3)
        #expect(isTooDeep(fault(text)))
    }

    /// The line is the one where the nesting goes past the limit, however
    /// the brackets are spread over lines.
    @Test func theLineIsWhereTheNestingGoesTooDeep() {
        // `colors` is 1 deep, `[` on line 1 makes 2, then one `[` a line.
        let text = "colors = [\n" + String(repeating: "[\n", count: 60)
        let error = fault(text)
        #expect(isTooDeep(error))
        #expect(error?.line == TOMLLimits.depth)

        // Under a header of two parts, a key of three parts, and arrays.
        let mixed = "# top\n[sync]\n\na.b.c = [ # comment [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n"
            + String(repeating: "  [ \"[[[[[[\", '{{{{', \"\"\"[[[\n[[[\"\"\",\n", count: 40)
        let deep = fault(mixed)
        #expect(isTooDeep(deep))
        // Depth 1 + 3 = 4 at `a.b.c`, 5 on line 4; each later pair of lines adds one.
        #expect(deep?.line == 4 + 2 * (TOMLLimits.depth - 5) + 1)
    }

    /// A fault above the excess is nearer the top, and is the one named.
    @Test func aFaultAboveTheExcessComesFirst() {
        let deep = "colors = " + String(repeating: "[", count: 100)
        #expect(fault("\n\nbogus = 1\n" + deep)?.line == 3)
        #expect(fault("\n\nbogus = 1\n" + deep)?.problem.hasPrefix("unknown setting 'bogus'") == true)
        #expect(fault("theme = ]\n" + deep)?.problem.hasPrefix("not valid TOML") == true)
        #expect(fault("a = \"\0\"\n" + deep)?.line == 1)
        // Nothing after the excess is read: its faults are not named.
        #expect(isTooDeep(fault("mouse = true\n" + deep + "\nbogus = \"\0\"")))
    }

    /// A hundred thousand keys, tables or values: the first of their
    /// faults is named, from the first thousand.
    @Test func tooManyKeysAndValuesAreRefusedByTheirFirstFault() {
        let keys = (0..<100_000).map { "k\($0) = \($0)" }.joined(separator: "\n")
        #expect(fault("theme = \"light\"\n" + keys)?.message
            .hasPrefix("f.toml:2: unknown setting 'k0' at the top level") == true)
        let tables = Array(repeating: "[colors]\ntag = \"red\"", count: 100_000).joined(separator: "\n")
        #expect(fault(tables)?.line == 3)
        #expect(fault(tables)?.problem.hasPrefix("not valid TOML") == true)
        let arrayTables = String(repeating: "[[sync]]\n", count: 100_000)
        #expect(fault(arrayTables)?.problem == "sync should be a table ([sync]), not an array")
        // One value of a hundred thousand parts has no fault above it.
        let array = "mouse = true\n\ncolors = [" + Array(repeating: "1", count: 100_000).joined(separator: ", ") + "]"
        #expect(fault(array)?.line == 3)
        #expect(fault(array)?.problem.hasPrefix("more than \(TOMLLimits.items) keys and values") == true)
        let inline = "sync = { " + (0..<100_000).map { "k\($0) = [\($0)]" }.joined(separator: ", ") + " }"
        #expect(fault(inline)?.line == 1)
        #expect(fault(inline)?.problem.hasPrefix("more than \(TOMLLimits.items) keys and values") == true)
    }

    /// Brackets, braces and dots inside strings and comments are text.
    @Test func bracketsInStringsAndCommentsAreText() throws {
        let brackets = String(repeating: "[{.", count: 30_000)
        let settings = try SettingsParser.parse("""
            # \(brackets)
            editor = "vim \(brackets)" # \(brackets)
            [colors] # \(brackets)
            tag = 'red' # \(brackets)
            """, path: "f.toml")
        #expect(settings.editor == "vim " + brackets)
        let multiLine = try SettingsParser.parse("editor = \"\"\"vi\\\n \(brackets)\"\"\"\n'sync'.\"delay\" = 5\n", path: "f.toml")
        #expect(multiLine.sync.delay == 5)
        let quotedKey = fault("\"\(String(repeating: "a.[", count: 1_000))\" = 1\n")
        #expect(quotedKey?.problem.hasPrefix("unknown setting") == true)
    }

    /// Right at the limit the usual message (here a wrong type) still
    /// comes; one deeper, the nesting is named.
    @Test func theLimitIsExact() {
        let limit = TOMLLimits.depth
        // `colors` (1) and n arrays: n + 1 deep.
        let atLimit = fault("colors = " + String(repeating: "[", count: limit - 1) + String(repeating: "]", count: limit - 1))
        #expect(atLimit?.problem == "colors should be a table ([colors]), not an array")
        #expect(isTooDeep(fault("colors = " + String(repeating: "[", count: limit) + String(repeating: "]", count: limit))))
        let dotted = Array(repeating: "a", count: limit).joined(separator: ".")
        #expect(!isTooDeep(fault(dotted + " = 1")))
        #expect(isTooDeep(fault(dotted + ".a = 1")))
        #expect(!isTooDeep(fault("[" + dotted + "]")))
        #expect(isTooDeep(fault("[[" + dotted + "]]")))
    }

    // MARK: - Search for more

    /// One hostile shape: deep, wide or long, possibly cut short.
    static func shape(_ random: inout SeededRandom) -> (kind: Int, text: String) {
        let kind = Int.random(in: 0..<11, using: &random)
        return (kind, shape(kind, &random))
    }

    static func shape(_ kind: Int, _ random: inout SeededRandom) -> String {
        let size = [1, 10, 100, 1_000, 10_000, 40_000].randomElement(using: &random)! * Int.random(in: 1...2, using: &random)
        let key = ["colors", "sync", "a", "\"q.[\"", "'l{'", "theme"].randomElement(using: &random)!
        switch kind {
        case 0: return key + " = " + String(repeating: "[", count: size) + String(repeating: "]", count: size)
        case 1: return key + " = " + String(repeating: "{ \(key) = ", count: size) + "1" + String(repeating: "}", count: size)
        case 2: return Array(repeating: key, count: size).joined(separator: ".") + " = 1"
        case 3: return "[" + Array(repeating: key, count: size).joined(separator: ".") + "]"
        case 4: return "[[" + Array(repeating: key, count: size).joined(separator: " . ") + "]]"
        case 5:
            let inside = String(repeating: ["[", "{", ".", "\\\"", "'", "#", "\\n", "é"].randomElement(using: &random)!, count: size)
            return ["editor = \"\(inside)\"", "editor = '''\(inside)'''", "editor = \"\"\"\(inside)\"\"\"", "# \(inside)"]
                .randomElement(using: &random)!
        case 6: return (0..<size).map { "k\($0) = \($0)" }.joined(separator: "\n")
        case 7: return key + " = [" + Array(repeating: "1", count: size).joined(separator: ",") + "]"
        case 8: return (0..<size).map { "[t\($0)]" }.joined(separator: "\n")
        case 9: return key + " = " + (0..<min(size, 200)).map { _ in ["[", "{ a = ", "{ a.b.c = ", "[ 1, "].randomElement(using: &random)! }.joined()
        default: return key + " = { " + (0..<size).map { "k\($0) = [\($0)]" }.joined(separator: ", ") + " }"
        }
    }

    @Test func hostileShapesEndInSettingsOrALineNeverACrashOrAWait() {
        var random = SeededRandom.fromEnvironment(fallback: 32_008)
        let clock = ContinuousClock()
        for _ in 0..<SeededRandom.iterations(fallback: 120) {
            let shapes = (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.shape(&random) }
            var text = shapes.map(\.text).joined(separator: "\n")
            if Bool.random(using: &random) {
                // Cut short anywhere: unclosed strings, arrays and tables.
                text = String(text.unicodeScalars.prefix(Int.random(in: 0...text.unicodeScalars.count, using: &random)))
            }
            // Deep and wide enough to show any cost that grows with the square;
            // the release build reads files up to the whole cap.
            guard text.utf8.count <= Self.largestTried else { continue }
            let elapsed = clock.measure { SettingsFuzzTests.check(text, seed: random.seed) }
            #expect(elapsed < Self.hangGuard, "seed \(random.seed): shapes \(shapes.map(\.kind)), \(text.utf8.count) bytes, took \(elapsed)")
        }
    }

    /// The nesting refusal names the line where the limit was passed: the
    /// line of the first bracket beyond it, for brackets spread at random
    /// over lines with strings and comments between them.
    @Test func theRefusalLineIsWhereTheLimitWasPassed() {
        var random = SeededRandom.fromEnvironment(fallback: 32_009)
        for _ in 0..<SeededRandom.iterations(fallback: 300) {
            var text = "colors = ["
            var line = 1
            var depth = 2
            var expected: Int?
            for _ in 0..<(TOMLLimits.depth + Int.random(in: -4...5, using: &random)) {
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let filler = ["\n", " # [[{.\n", " \"[{.\", ", " '''[\n{.''', ", " \n\n"].randomElement(using: &random)!
                    text += filler
                    line += filler.filter { $0 == "\n" }.count
                }
                text += "["
                depth += 1
                if depth > TOMLLimits.depth, expected == nil { expected = line }
            }
            let error = fault(text)
            if let expected {
                #expect(isTooDeep(error), "seed \(random.seed)")
                #expect(error?.line == expected, "seed \(random.seed): \(text)")
            } else {
                #expect(!isTooDeep(error), "seed \(random.seed)")
            }
        }
    }
}
