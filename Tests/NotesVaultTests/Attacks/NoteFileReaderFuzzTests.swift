import Foundation
import NotesModel
import NotesStorage
import Testing
import TestSupport
@testable import NotesVault

/// Kind 9: the note file reader fed random bytes and hostile front matter
/// (YAML bombs, anchors, deep nesting, front matter past 64 KB, `---`
/// alone, a BOM, NUL bytes, lone `\r`). Reading never crashes, never
/// takes a line break into a title, and writing back what was read gives
/// the very bytes read.
@Suite struct NoteFileReaderFuzzTests {
    static func rendered(_ reading: VaultNoteText.Reading) -> String {
        VaultNoteText.text(title: reading.title, body: reading.body, pinned: reading.fields.pinned,
                           readPinned: reading.fields.pinned, file: reading.file, readTitle: reading.title)
    }

    /// Front matters meant to hurt a YAML reader.
    static func hostileFrontMatter(_ random: inout SeededRandom) -> String {
        let depth = Int.random(in: 1...40_000, using: &random)
        switch Int.random(in: 0..<12, using: &random) {
        case 0: // billion laughs
            var yaml = "a: &a [x, x, x, x, x, x, x, x, x]\n"
            for level in 1..<10 { yaml += "\(Character(UnicodeScalar(97 + level)!)): &\(Character(UnicodeScalar(97 + level)!)) [" + Array(repeating: "*\(Character(UnicodeScalar(96 + level)!))", count: 9).joined(separator: ", ") + "]\n" }
            return yaml + "tags: *j\ntitle: *a\n"
        case 1: return String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        case 2: return "tags: " + String(repeating: "[", count: depth) + "\n"
        case 3: return "title: " + String(repeating: "- ", count: depth) + "x\n"
        case 4: return String(repeating: "- ", count: depth) + "x\n"
        case 5: return String(repeating: "{a: ", count: depth / 4) + "b" + String(repeating: "}", count: depth / 4) + "\n"
        case 6: return "title: " + String(repeating: "x", count: 70_000) + "\n"
        case 7: return "aliases: &x [*x]\ntitle: &t T\nid: *t\n"
        case 8: return (0..<min(depth, 400)).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
        case 9: return "? " + String(repeating: "? ", count: depth) + "x\n"
        case 10: return "title: \"\u{0}\"\ntags: [\u{0}]\n"
        default: return "<<: *nothing\ntitle: !!binary AAAA\ncreated: 99999-01-01\nmodified: -0001-01-01\ndate: 2024-13-45T99:99\n"
        }
    }

    static let pieces = ["---\n", "---\r\n", "...\n", "\u{FEFF}", "\u{0}", "\r", "\n", "\r\n", "# T\r\n", "# ", "#\t",
                         "title: x\n", "tags: [a, b]\n", "pinned: true\n", "id: 00000000-0000-0000-0000-00000000000A\n",
                         "body ", "é", "\u{301}", "中", "\u{202E}", "- ", "[[L]]", ":", "'", "\"", "&a ", "*a ", "{", "["]

    static func randomText(_ random: inout SeededRandom) -> String {
        var text = ""
        switch Int.random(in: 0..<4, using: &random) {
        case 0: text = "---\n" + hostileFrontMatter(&random) + "---\n"
        case 1: text = "\u{FEFF}---\n" + hostileFrontMatter(&random) + (Bool.random(using: &random) ? "...\n" : "")
        case 2:
            let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            text = String(decoding: bytes, as: UTF8.self)
        default: break
        }
        for _ in 0..<Int.random(in: 0...12, using: &random) { text += pieces.randomElement(using: &random)! }
        if Int.random(in: 0..<4, using: &random) == 0 { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        return text
    }

    @Test func randomTextIsReadWithoutCrashingAndWrittenBackByteForByte() {
        var random = SeededRandom.fromEnvironment(fallback: 34_009)
        for _ in 0..<SeededRandom.iterations(fallback: 600) {
            let text = Self.randomText(&random)
            let reading = VaultNoteText.read(text, path: "F/Name.md")
            #expect(Array(Self.rendered(reading).utf8) == Array(text.utf8), "seed \(random.seed): \(text.prefix(200).debugDescription)")
            #expect(!reading.title.contains(where: { $0.isNewline }), "seed \(random.seed): title \(reading.title.debugDescription)")
        }
    }

    /// A `# heading` line ending in `\r\n` in a file whose other lines end
    /// in `\n` is one line: the title stops at its end.
    @Test func aHeadingEndingInCRLFInAMixedFileIsOneLine() {
        let text = "# Title\r\nbody line\nmore\n"
        let reading = VaultNoteText.read(text, path: "N.md")
        #expect(reading.title == "Title")
        #expect(reading.body == "body line\nmore")
        #expect(Self.rendered(reading) == text)
    }

    /// Deep nesting (the parser's recursion) and aliases (their expansion)
    /// are refused without a crash; the text stays the body.
    @Test func deepNestingAndBombsDoNotCrash() {
        for depth in [1_000, 10_000, 30_000] {
            for shape in ["[", "{a: ", "- ", "? "] {
                let text = "---\ntitle: " + String(repeating: shape, count: depth) + "\n---\nbody\n"
                let reading = VaultNoteText.read(text, path: "N.md")
                #expect(Self.rendered(reading) == text)
            }
        }
    }

    /// Files of random bytes in a vault: loading never crashes; a file
    /// that is text loads, and saving the library unchanged writes nothing.
    @Test func randomFilesInAVaultLoadAndAreNeverWritten() throws {
        var random = SeededRandom.fromEnvironment(fallback: 34_019)
        for round in 0..<SeededRandom.iterations(fallback: 6) {
            let vault = try TestVault()
            var texts: [String: [UInt8]] = [:]
            for index in 0..<40 {
                let bytes: [UInt8] = Bool.random(using: &random)
                    ? Array(Self.randomText(&random).utf8)
                    : (0..<Int.random(in: 0...200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                let name = "f\(index).md"
                Attack.write(vault.root + "/" + name, bytes)
                texts[name] = bytes
            }
            let store = vault.store()
            let library = try store.load()
            let textFiles = texts.filter { String(validating: $0.value, as: UTF8.self) != nil }
            #expect(library.notes.count + store.skipped.count == texts.count, "seed \(random.seed) round \(round)")
            #expect(library.notes.count >= textFiles.count - store.skipped.filter { $0.reason.contains("date") }.count)
            let before = vault.stamps()
            _ = try store.save(library, changes: .unknown)
            #expect(vault.stamps() == before, "seed \(random.seed) round \(round)")
            for (name, bytes) in texts { #expect(Attack.bytes(vault.root + "/" + name) == bytes) }
        }
    }
}
