import Foundation
import NotesModel
import Testing
import TestSupport
@testable import NotesVault

/// A note file read into title, body and layout, and put back together.
@Suite struct VaultNoteTextTests {
    func rendered(_ reading: VaultNoteText.Reading, title: String? = nil, body: String? = nil, pinned: Bool? = nil) -> String {
        VaultNoteText.text(title: title ?? reading.title, body: body ?? reading.body,
                           pinned: pinned ?? reading.fields.pinned, readPinned: reading.fields.pinned,
                           file: reading.file, readTitle: reading.title)
    }

    @Test func titleComesFromFrontMatterThenHeadingThenFileName() {
        let fromFrontMatter = VaultNoteText.read("---\ntitle: Given\n---\n# Heading\nbody\n", path: "a/File.md")
        #expect(fromFrontMatter.title == "Given")
        #expect(fromFrontMatter.body == "# Heading\nbody")
        let fromHeading = VaultNoteText.read("# Heading\n\nbody\n", path: "a/File.md")
        #expect(fromHeading.title == "Heading")
        #expect(fromHeading.body == "body")
        let fromName = VaultNoteText.read("## Not level one\nbody", path: "a/File.md")
        #expect(fromName.title == "File")
        #expect(fromName.body == "## Not level one\nbody")
        #expect(!fromName.file.endsWithNewline)
    }

    @Test func frontMatterTagsAndAliasesAreKept() {
        let reading = VaultNoteText.read("---\ntags: [work, '#home']\naliases:\n  - Other Name\n---\nbody\n", path: "N.md")
        #expect(reading.file.tags == ["work", "home"])
        #expect(reading.file.aliases == ["Other Name"])
    }

    @Test func anEditRewritesOnlyWhatItTouched() {
        let text = "---\nz-key: 1 # kept comment\ntitle: \"Old\"\nextra:\n  - a\n---\r\n".replacingOccurrences(of: "\r\n", with: "\n")
            + "body line\n"
        let reading = VaultNoteText.read(text, path: "N.md")
        #expect(rendered(reading, title: "New: title") == "---\nz-key: 1 # kept comment\ntitle: \"New: title\"\nextra:\n  - a\n---\nbody line\n")
        #expect(rendered(reading, pinned: true) == "---\nz-key: 1 # kept comment\ntitle: \"Old\"\nextra:\n  - a\npinned: true\n---\nbody line\n")
        let heading = VaultNoteText.read("# Old #\r\n\r\nbody\r\nmore", path: "N.md")
        #expect(rendered(heading, title: "New") == "# New\r\n\r\nbody\r\nmore")
        #expect(rendered(heading, body: "edited") == "# Old #\r\n\r\nedited")
    }

    @Test func pinningANoteWithoutFrontMatterAddsOnlyThePinAndUnpinningRemovesIt() {
        let reading = VaultNoteText.read("body\n", path: "N.md")
        let pinned = rendered(reading, pinned: true)
        #expect(pinned == "---\npinned: true\n---\nbody\n")
        let again = VaultNoteText.read(pinned, path: "N.md")
        #expect(again.fields.pinned)
        #expect(rendered(again, pinned: false) == "body\n")
    }

    /// Reading any file and writing back what was read gives its bytes.
    @Test func readingThenWritingGivesTheSameBytes() {
        var random = SeededRandom.fromEnvironment(fallback: 34)
        let pieces = ["", "\n", "# Title\n", "# Title", "#  Spaced  #\n", "## Two\n", "body", "- [ ] task\n", "   \n",
                      "#tag ", "[[Link]]", "---\n", "title: x\n", "é ü 中\n", "\t", "\r", "\u{FEFF}"]
        let frontMatters = ["", "---\n---\n", "---\ntitle: T\n---\n", "---\npinned: true\ntags: [a]\n---\n",
                            "---\nnot: [yaml\n---\n", "---\nid: 00000000-0000-0000-0000-000000000001\n---\n"]
        for _ in 0..<SeededRandom.iterations(fallback: 2000) {
            var text = frontMatters.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 0...8, using: &random) { text += pieces.randomElement(using: &random)! }
            if Bool.random(using: &random) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
            let reading = VaultNoteText.read(text, path: "F/Name.md")
            #expect(rendered(reading) == text, "seed \(random.seed): \(text.debugDescription)")
        }
    }
}
