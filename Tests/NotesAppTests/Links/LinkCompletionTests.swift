import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// `[[` completion in Note detail (CONTRACT §14): typing `[[` offers the
/// titles of notes, narrowed as quick open narrows them; Tab or Enter
/// completes `[[Title]]`; Esc leaves what was typed.
@Suite struct LinkCompletionTests {
    static let library = Fixtures.library(["Ideas", "Shopping", "Short story", "Recipes"])

    /// Ideas open, the cursor at the end of its body.
    func editingIdeas(size: Size = Size(rows: 24, columns: 80)) throws -> AppHarness {
        let app = try AppHarness(library: Self.library, size: size).launch()
        app.press(.enter, .controlEnd)
        return app
    }

    @Test func typingTwoBracketsOffersTitlesNarrowedAsYouType() throws {
        let app = try editingIdeas()
        app.type(" [[Sho")
        expectFrame(app.terminal.lastFrame, """
             Edit note                                                            ● unsaved
            Title: Ideas
            ────────────────────────────────────────────────────────────────────────────────
            Body of Ideas [[Sho
                          ┌───────────────┐
                          │ ▸ Shopping    │
                          │   Short story │
                          └───────────────┘















            Tab/Enter complete · ↑↓ choose · Esc leave as typed
            """)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 19))
    }

    @Test func tabCompletesTheLink() throws {
        let app = try editingIdeas()
        app.type(" [[Sho")
        app.press(.tab)
        #expect(app.lines[3].hasPrefix("Body of Ideas [[Shopping]]"))
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 26))
        #expect(!app.screen.contains("Short story"), "the box is gone")
        app.press(.control("s"))
        #expect(app.savedNotes.first { $0.title == "Ideas" }?.body == "Body of Ideas [[Shopping]]")
    }

    @Test func enterCompletesTheChosenOne() throws {
        let app = try editingIdeas()
        app.type("\n[[")
        #expect(app.screen.contains("Recipes"), "an empty query offers every other note")
        #expect(!app.lines.dropFirst(4).contains { $0.contains("Ideas") }, "not the note itself")
        app.type("s")
        app.press(.down, .enter)
        #expect(app.lines[4].hasPrefix("[[Short story]]"))
    }

    @Test func escLeavesWhatWasTypedAndStaysInTheNote() throws {
        let app = try editingIdeas()
        app.type(" [[Sho")
        app.press(.escape)
        #expect(app.topScreen is NoteDetailScreen)
        #expect(app.lines[3].hasPrefix("Body of Ideas [[Sho"))
        #expect(!app.screen.contains("Shopping"))
        #expect(!app.screen.contains("Discard"))
        app.type("p")
        #expect(!app.screen.contains("Shopping"), "closed until [[ is typed again")
    }

    @Test func aClosingBracketOrLeavingTheLineClosesIt() throws {
        let app = try editingIdeas()
        app.type(" [[Sho]")
        #expect(!app.screen.contains("Shopping"))
        app.press(.backspace)
        app.type("\n[[Rec")
        #expect(app.screen.contains("Recipes"))
        app.press(.up)
        #expect(app.screen.contains("Recipes"), "↑ chooses in the box")
        app.press(.left, .left, .left, .left)
        #expect(!app.screen.contains("Recipes"), "the cursor left the link")
    }

    @Test func noMatchSaysSoAndEnterIsANewLine() throws {
        let app = try editingIdeas()
        app.type(" [[zzz")
        #expect(app.screen.contains("no title matches"))
        app.press(.enter)
        #expect(app.lines[3].hasPrefix("Body of Ideas [[zzz"))
        #expect(app.lines[4].trimmingCharacters(in: .whitespaces).isEmpty || !app.lines[4].contains("zzz"))
        #expect(!app.screen.contains("no title matches"))
    }

    @Test func theBoxFitsA40By10Terminal() throws {
        let app = try editingIdeas(size: Size(rows: 10, columns: 40))
        app.type(" [[S")
        expectFrame(app.terminal.lastFrame, """
             Edit note                    ● unsaved
            Title: Ideas
            ────────────────────────────────────────
            Body of Ideas [[S
                          ┌───────────────┐
                          │ ▸ Shopping    │
                          │   Short story │
                          │   Recipes     │
                          └───────────────┘
            Tab/Enter complete · ↑↓ choose · Esc le…
            """)
    }

    /// Random typing in the body: the frame stays whole, the box shows only
    /// while the cursor is in a `[[` being typed, and whatever Tab or Enter
    /// completes is a whole link to one of the notes.
    @Test func randomTypingKeepsTheBoxHonest() throws {
        let keys: [Key] = [.character("["), .character("["), .character("["), .character("S"), .character("h"),
                           .character("o"), .character("]"), .character(" "), .backspace, .left, .right, .escape,
                           .tab, .down, .up, .enter, .character("|")]
        var random = SeededRandom(seed: 14)
        let titles = ["Shopping", "Short story", "Recipes"]
        // Ideas is the note being edited: never offered.
        for _ in 0..<60 {
            let app = try AppHarness(library: Self.library, size: Size(rows: 12, columns: 50)).launch()
            app.press(.enter, .controlEnd)
            for _ in 0..<25 {
                guard let detail = app.topScreen as? NoteDetailScreen, detail.focus == .body, !detail.isAsking else { break }
                let chosen = detail.completion?.chosen
                let key = keys.randomElement(using: &random)!
                app.press(key)
                assertSafe(app.terminal.lastFrame, size: app.terminal.size)
                guard let after = app.topScreen as? NoteDetailScreen else { break }
                if let open = after.completion {
                    let line = after.body.cursorLine.text
                    #expect(open.start >= 2 && line[open.start - 2] == "[" && line[open.start - 1] == "[")
                    #expect(app.lines.last?.hasPrefix("Tab/Enter complete") == true)
                }
                if let chosen, key == .tab || key == .enter {
                    // Completed: the link, whole, just before the cursor.
                    let typed = String(after.body.cursorLine.text.prefix(after.body.cursorColumn))
                    #expect(titles.contains(chosen))
                    #expect(typed.hasSuffix("[[\(chosen)]]"), "\(typed)")
                    #expect(after.completion == nil)
                }
            }
        }
    }
}
