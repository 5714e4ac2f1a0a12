import Foundation
@testable import NotesSettings
import TestSupport
import Testing

/// Whatever the file holds, reading it never crashes and ends in settings
/// or in one line `FILE:LINE: …` whose line is in the file.
@Suite("Settings file: fuzz")
struct SettingsFuzzTests {
    static let pieces = [
        "=", "\"", "'", "\"\"\"", "'''", "[", "]", "[[", "{", "}", ",", ".", "#", "\n", "\\", " ", "\t",
        "colors", "sync", "theme", "tab_width", "0", "-1", "99999999999999999999", "1.5", "true", "nope",
        "\u{0}", "\u{1B}", "é", "\r\n", "inf", "nan", "1979-05-27",
    ]

    /// Checks one text; returns whether it parsed.
    @discardableResult
    static func check(_ text: String, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        // To find an input that crashes the process: NOTES_TUI_FUZZ_DUMP=file.
        if let dump = ProcessInfo.processInfo.environment["NOTES_TUI_FUZZ_DUMP"] {
            try? text.write(toFile: dump, atomically: false, encoding: .utf8)
        }
        do {
            _ = try SettingsParser.parse(text, path: "f.toml")
            return true
        } catch {
            let lineCount = text.unicodeScalars.filter { $0 == "\n" }.count + 1
            #expect(error.line.map { (1...max(1, lineCount)).contains($0) } == true,
                    "line \(String(describing: error.line)) of \(lineCount) (seed \(seed)): \(error.message)",
                    sourceLocation: sourceLocation)
            #expect(error.message.hasPrefix("f.toml:\(error.line ?? 0): "), sourceLocation: sourceLocation)
            #expect(!error.message.contains("\n"), "one line (seed \(seed))", sourceLocation: sourceLocation)
            return false
        }
    }

    @Test func mutationsOfTheSampleFile() {
        var random = SeededRandom.fromEnvironment(fallback: 18_001)
        let sample = Array(SettingsTemplate.text)
        var parsed = 0
        for _ in 0..<600 {
            var text = sample
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0...text.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: text.insert(contentsOf: Self.pieces.randomElement(using: &random)!, at: at)
                case 1: if at < text.count { text.removeSubrange(at..<min(text.count, at + Int.random(in: 1...8, using: &random))) }
                default:
                    // A key moved somewhere else: a table's key at the top, or the reverse.
                    let line = ["\nnope = 1\n", "\n[colors]\n", "\nsync.delay = 0\n", "\ntheme = \"x\"\n"].randomElement(using: &random)!
                    text.insert(contentsOf: line, at: at)
                }
            }
            if Self.check(String(text), seed: random.seed) { parsed += 1 }
        }
        #expect(parsed > 0 && parsed < 600, "both kinds were tried")
    }

    @Test func randomBytes() {
        var random = SeededRandom.fromEnvironment(fallback: 18_002)
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...200, using: &random)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &random) ? UInt8.random(in: 0...255, using: &random)
                    : Array("=[]{}\"'#\n.a1 ".utf8).randomElement(using: &random)!
            }
            do {
                let text = try SettingsFile.text(of: bytes, path: "f.toml")
                Self.check(text, seed: random.seed)
            } catch {
                let lines = bytes.filter { $0 == 0x0A }.count + 1
                #expect(error.line.map { (1...lines).contains($0) } == true)
            }
        }
    }

    /// Strings of TOML's own pieces, where toml++'s parser is most likely
    /// to meet a state it did not expect (it asserts rather than refuses).
    @Test func tomlishPieces() {
        var random = SeededRandom.fromEnvironment(fallback: 18_004)
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...24, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            Self.check(text, seed: random.seed)
        }
    }

    /// The line finder agrees with where keys were written, for keys put
    /// at random lines of a file of blank lines and comments.
    @Test func keyLinesAreFoundWhereTheyWereWritten() {
        var random = SeededRandom.fromEnvironment(fallback: 18_003)
        for _ in 0..<300 {
            var lines = (0..<30).map { _ in ["", "# comment = 1", "   "].randomElement(using: &random)! }
            let row = Int.random(in: 0..<30, using: &random)
            let forms = ["colors.bogus = 1", "colors = { tag = \"red\", bogus = 1 }", "[colors]\nbogus = 1",
                         "\"colors\".'bogus' = 1", "colors . bogus = 1"]
            let form = forms.randomElement(using: &random)!
            lines[row] = form
            let expected = row + 1 + (form.hasPrefix("[") ? 1 : 0)
            do {
                _ = try SettingsParser.parse(lines.joined(separator: "\n"), path: "f.toml")
                Issue.record("parsed")
            } catch {
                #expect(error.line == expected, "\(form) at \(expected)")
            }
        }
    }
}
