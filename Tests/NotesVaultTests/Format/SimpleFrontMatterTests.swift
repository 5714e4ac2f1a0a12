import Foundation
import Testing
import TestSupport
@testable import NotesVault

/// The quick reader of plain front matter reads what YAML reads, or
/// leaves the text to YAML.
@Suite struct SimpleFrontMatterTests {
    @Test func plainFrontMatterIsReadWithoutYAML() throws {
        let pairs = try #require(SimpleFrontMatter.pairs("title: Hello world\ntags: [a, b c]\naliases:\n  - One\n  - Two\ncreated: 2024-01-05\n"))
        #expect(pairs.map(\.key) == ["title", "tags", "aliases", "created"])
        #expect(pairs[1].value == .list(["a", "b c"]))
        #expect(pairs[2].value == .list(["One", "Two"]))
        #expect(SimpleFrontMatter.pairs("title: \"quoted\"\n") == nil)
        #expect(SimpleFrontMatter.pairs("title: a # comment\n") == nil)
        #expect(SimpleFrontMatter.pairs("base: &a x\nother: *a\n") == nil)
    }

    /// Whatever the quick reader reads, YAML reads the same.
    @Test func theQuickReaderAgreesWithYAML() {
        var random = SeededRandom.fromEnvironment(fallback: 3_434)
        let keys = ["title", "tags", "aliases", "pinned", "id", "date", "x-y", "Title", "k_1", "a b", "#", ""]
        let words = ["hello", "two words", "true", "null", "~", "1.5", "2024-01-05", "a:b", "a: b", "a #b", "a#b", "-x",
                     "é ü", "[x]", "'q'", "\"q\"", "&a", "*a", "!t", "|", ">", "%", "@", "`", "x,y", "  padded  ", "",
                     "12", "0x1F", "yes", "No", ":", "?", "x:", "{a}", "中文", "emoji 🎉"]
        for _ in 0..<SeededRandom.iterations(fallback: 3_000) {
            var yaml = ""
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                let key = keys.randomElement(using: &random)!
                switch Int.random(in: 0..<4, using: &random) {
                case 0: yaml += "\(key): \(words.randomElement(using: &random)!)\n"
                case 1:
                    let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in words.randomElement(using: &random)! }
                    yaml += "\(key): [\(items.joined(separator: ", "))]\n"
                case 2:
                    yaml += "\(key):\n"
                    for _ in 0..<Int.random(in: 0...3, using: &random) {
                        yaml += (Bool.random(using: &random) ? "  - " : "- ") + words.randomElement(using: &random)! + "\n"
                    }
                default: yaml += Bool.random(using: &random) ? "\n" : "\(key):\n"
                }
            }
            guard let quick = SimpleFrontMatter.pairs(yaml) else { continue }
            let full = FrontMatter.yamlPairs(yaml)
            let quickAsRead: [(key: String?, value: FrontMatterValue)] = quick.map { ($0.key, $0.value) }
            #expect(full.map { $0.map(\.key) } == quickAsRead.map(\.key), "seed \(random.seed): \(yaml.debugDescription)")
            #expect(full.map { $0.map(\.value) } == quickAsRead.map(\.value), "seed \(random.seed): \(yaml.debugDescription)")
        }
    }
}
