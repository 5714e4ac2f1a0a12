import Foundation
import NotesSettings
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// `D` in the list: today's note, made from the `daily` template when
/// there is one, opened (not made again) when it is there.
@Suite struct DailyNoteScreenTests {
    /// A config folder with `templates/NAME.md` for each template given.
    static func configHome(_ templates: [String: String]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "notes-tui-config")
        let templates_ = folder.file("notes-tui/templates")
        try FileManager.default.createDirectory(atPath: templates_, withIntermediateDirectories: true)
        for (name, text) in templates {
            try text.write(toFile: templates_ + "/" + name + ".md", atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func dOpensANewNoteTitledTodayFromTheDailyTemplate() throws {
        let config = try Self.configHome(["daily": "# {{title}}\n\n- {{cursor}}\n\nmade {{date}} {{time}}\n"])
        let app = try AppHarness(library: Fixtures.library(["Shopping"]), configHome: config.path).launch()
        app.press(.character("D"))
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.lines[1].contains("2026-11-18"), "\(app.lines[1])")
        #expect(app.screen.contains("# 2026-11-18"))
        #expect(app.screen.contains("made 2026-11-18 11:06"))
        #expect(!app.screen.contains("{{"))
        // The cursor is where {{cursor}} was: typing lands there.
        app.type("call the plumber")
        app.press(.control("s"))
        let saved = try #require(app.savedNotes.first { $0.title == "2026-11-18" })
        #expect(saved.body == "# 2026-11-18\n\n- call the plumber\n\nmade 2026-11-18 11:06\n")
        // Again: the same note opens, none is added.
        app.press(.character("D"))
        #expect(app.screen.contains("- call the plumber"))
        app.press(.escape)
        #expect(app.savedNotes.filter { $0.title == "2026-11-18" }.count == 1)
    }

    @Test func withoutATemplateTheNoteIsEmptyAndTitledAsTheSettingSays() throws {
        var settings = Settings()
        settings.dailyTitle = "%A %d %B"
        let app = try AppHarness(library: Fixtures.library(["Shopping"]), settings: settings).launch()
        app.press(.character("D"))
        #expect(app.lines[1].contains("Wednesday 18 November"), "\(app.lines[1])")
        app.type("standup")
        app.press(.control("s"))
        #expect(app.savedNotes.contains { $0.title == "Wednesday 18 November" && $0.body == "standup" })
    }

    /// `D` is declared as the list's other keys are: the help names it.
    @Test func theHelpNamesDAndN() throws {
        let rows = NotesListScreen.helpRows.map(\.keys)
        #expect(rows.contains("N / D"))
    }
}
