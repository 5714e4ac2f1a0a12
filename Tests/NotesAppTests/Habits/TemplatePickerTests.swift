import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// `N` in the list: the templates by name; `Enter` starts a new note from
/// one, filled in, the cursor where `{{cursor}}` was; `Esc` goes back.
@Suite struct TemplatePickerTests {
    func app(_ templates: [String: String]) throws -> (AppHarness, TemporaryDirectory) {
        let config = try DailyNoteScreenTests.configHome(templates)
        let app = try AppHarness(library: Fixtures.library(["Shopping"]), configHome: config.path).launch()
        return (app, config)
    }

    @Test func nShowsTheTemplatesAToZ() throws {
        let (app, config) = try app(["meeting": "x", "Book": "y", "daily": "z"])
        app.press(.character("N"))
        #expect(app.screenNames == ["NotesList", "TemplatePicker"])
        expectFrame(app.terminal.lastFrame, """
             New from a template                                                3 templates
            ▸ Book
              daily
              meeting



















            Enter new note · Esc back · ↑↓ move · F1 help
            """)
        _ = config
    }

    @Test func enterStartsANoteFromTheTemplateWithTheCursorWhereItSays() throws {
        let (app, config) = try app(["meeting": "## Attendees\n{{cursor}}\n\n## Notes\n", "todo": "- [ ] "])
        app.press(.character("N"), .down, .up, .enter)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.screen.contains("## Attendees"))
        #expect(!app.screen.contains("{{cursor}}"))
        app.type("Ann, Bob")
        app.press(.control("s"))
        #expect(app.savedNotes.contains { $0.body == "## Attendees\nAnn, Bob\n\n## Notes\n" })
        _ = config
    }

    @Test func escGoesBackAndNoTemplatesSaysWhereTheyLive() throws {
        let (app, config) = try app([:])
        app.press(.character("N"))
        #expect(app.lines[2].hasPrefix("  No templates yet: put NAME.md files in"), "\(app.lines[2])")
        #expect(app.lines[3].hasPrefix("  " + config.file("notes-tui/templates") + "/"), "\(app.lines[3])")
        app.press(.enter)
        #expect(app.screenNames == ["NotesList", "TemplatePicker"])
        app.press(.escape)
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedNotes.count == 1)
        _ = config
    }
}
