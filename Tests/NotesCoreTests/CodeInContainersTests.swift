import Foundation
import NotesCore
import NotesSearching
import TestSupport
import Testing

/// A fenced code block inside a `>` quote, a nested quote or a list item
/// is code: it holds no tag and no link (docs/behaviour.md, "Code"). Then
/// the parsers against the plain definition (`PlainTags`, `PlainLinks`)
/// over random documents built of quotes, lists, indentation and fences.
@Suite("Code in quotes and lists")
struct CodeInContainersTests {
    @Test(arguments: [
        ("> ```\n> #ff0000 [[x]]\n> ```\n#real [[Real]]", ["real"], ["Real"]),
        ("> > ```css\n> > color: #ff0000; [[x]]\n> > ```\n> #quoted [[Quoted]]", ["quoted"], ["Quoted"]),
        (">> ~~~\n>> #in\n>>~~~\n#out", ["out"], []),
        ("- item\n  ```\n  #ff0000 [[x]]\n  ```\n- #next", ["next"], []),
        ("- ```\n  #ff0000\n  ```\n#after", ["after"], []),
        ("1. step\n   - sub\n     ```\n     #deep [[x]]\n     ```\n#after", ["after"], []),
        ("> - ```\n>   #ff0000\n>   ```\n> #after", ["after"], []),
        // The quote ends the fence: the line after it is text again.
        ("> ```\n> #in [[x]]\n#out [[Out]]", ["out"], ["Out"]),
        // A deeper quote inside the fence is code too, and does not close it.
        ("> ```\n> > ```\n> #in\n> ```\n#out", ["out"], []),
        // Not a fence: `-` with no space, a backtick in a backtick fence's info.
        ("-```\n#a", ["a"], []),
        ("> ```a`\n> #b", ["b"], []),
    ])
    func quotedAndListedFencesAreCode(text: String, tags: [String], links: [String]) {
        #expect(NoteTags.tags(in: text) == tags, "\(text.debugDescription)")
        #expect(NoteLinks.links(in: text).map(\.target) == links, "\(text.debugDescription)")
    }

    @Test func aTagInQuotedCodeIsNotCountedNorFound() {
        let controller = NotesController(store: InMemoryNotesStore(), samples: [])
        controller.createNote(title: "Colours", body: "> ```\n> #ff0000\n> ```\n#palette")
        #expect(controller.tagCounts().map(\.tag) == ["palette"])
        #expect(controller.search("#ff0000").isEmpty)
    }

    @Test func aLinkInQuotedCodeIsNoBacklink() {
        let controller = NotesController(store: InMemoryNotesStore(), samples: [])
        let target = controller.createNote(title: "Target", body: "")
        controller.createNote(title: "Quoting", body: "> ```\n> [[Target]]\n> ```")
        #expect(controller.backlinkCount(of: target.id) == 0)
    }

    /// Lines of random prefixes (quotes, list markers, indentation) and
    /// random contents (fences, tags, links, text).
    static func randomDocument(using random: inout SeededRandom) -> String {
        let prefixes = ["", "", "> ", ">", "> > ", ">> ", "- ", "  ", "    ", "* ", "1. ", "> - ", "- > ", "   > ",
                        "\t", "+ ", "12) ", "-", ">  > "]
        let contents = ["```", "```", "~~~", "````", "```swift", "```a`", "~~~ x`", "#ff0000", "#Tag", "#tag/Sub",
                        "[[Link]]", "[[Other|x]]", "text", "`#code`", "", "# Heading", "``` ", "```\r", "> ```"]
        return (0..<Int.random(in: 1...14, using: &random)).map { _ in
            let line = prefixes.randomElement(using: &random)! + contents.randomElement(using: &random)!
            return Bool.random(using: &random) ? line : line + " " + contents.randomElement(using: &random)!
        }.joined(separator: "\n")
    }

    @Test func tagsAndLinksMatchThePlainDefinitionOnRandomDocuments() {
        var random = SeededRandom.fromEnvironment(fallback: 0xC0DE)
        for _ in 0..<SeededRandom.iterations(fallback: 3_000) {
            let text = Self.randomDocument(using: &random)
            #expect(NoteTags.tags(in: text) == PlainTags.tags(in: text), "seed \(random.seed): \(text.debugDescription)")
            #expect(NoteLinks.links(in: text).map(\.target) == PlainLinks.targets(in: text),
                    "seed \(random.seed): \(text.debugDescription)")
        }
    }
}

/// Tags keep the case they are written in; they are matched ignoring it.
@Suite("Tags as written")
struct TagCaseTests {
    @Test func aTagIsListedAsWrittenAndFoundInAnyCase() {
        let controller = NotesController(store: InMemoryNotesStore(), samples: [])
        let note = controller.createNote(title: "Style", body: "use #camelCase here")
        #expect(controller.tagCounts() == [TagCount(tag: "camelCase", count: 1)])
        for query in ["#camelcase", "#CamelCase", "#CAMELCASE"] {
            #expect(controller.search(query).map(\.id) == [note.id], "\(query)")
        }
        #expect(controller.notes(taggedWith: "CAMELcase", sortedBy: .title).map(\.id) == [note.id])
    }

    @Test func theSpellingMostNotesWriteWinsThenTheFirstInOrder() {
        let controller = NotesController(store: InMemoryNotesStore(), samples: [])
        controller.createNote(title: "a", body: "#ProjectX/Alpha")
        controller.createNote(title: "b", body: "#projectx/alpha")
        controller.createNote(title: "c", body: "#ProjectX/beta #PROJECTX")
        let counts = controller.tagCounts()
        // ProjectX: 2 notes, projectx: 1 (c counts once, as first written).
        #expect(counts.map(\.tag) == ["ProjectX", "ProjectX/Alpha", "ProjectX/beta"])
        #expect(counts.map(\.count) == [3, 2, 1])
        #expect(counts.map(\.leaf) == ["ProjectX", "Alpha", "beta"])
        // A tie: the spelling first in Unicode order (capitals first), whatever the notes' order.
        let tie = NotesController(store: InMemoryNotesStore(), samples: [])
        tie.createNote(title: "x", body: "#idea")
        tie.createNote(title: "y", body: "#Idea")
        #expect(tie.tagCounts().map(\.tag) == ["Idea"])
    }

    @Test func nestedTagsMatchTheirParentInAnyCase() {
        let controller = NotesController(store: InMemoryNotesStore(), samples: [])
        let note = controller.createNote(title: "m", body: "#Work/Meetings")
        #expect(controller.search("#work").map(\.id) == [note.id])
        #expect(controller.notes(taggedWith: "WORK", sortedBy: .title).map(\.id) == [note.id])
        #expect(controller.tagCounts().map(\.tag) == ["Work", "Work/Meetings"])
    }
}
