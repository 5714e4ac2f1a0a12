import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Tags keep the case they are written in on the Tags screen, nested
/// ones too, and the filter matches them in any case.
@Suite struct TagsAsWrittenTests {
    func app() throws -> AppHarness {
        try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Alpha", body: "#ProjectX/Alpha"),
            Fixtures.note(2, title: "Beta", body: "#projectx/beta and #camelCase"),
            Fixtures.note(3, title: "Gamma", body: "#ProjectX\n> ```\n> #ff0000\n> ```"),
        ]), size: Size(rows: 10, columns: 40)).launch()
    }

    @Test func theTagsScreenShowsEachTagAsMostNotesWriteIt() throws {
        let app = try app()
        app.press(.character("t"))
        expectFrame(app.terminal.lastFrame, """
             Tags                            4 tags
            Tag: #
            ▸ #camelCase                          1
              #ProjectX                           3
                #Alpha                            1
                #beta                             1



            Enter show notes · Esc back · F1 help
            """)
        app.press(.down, .enter)
        #expect(app.lines[1].hasPrefix("Filter: #ProjectX"), "\(app.lines[1])")
        #expect(["Alpha", "Beta", "Gamma"].allSatisfy { app.screen.contains($0) })
    }

    @Test func theFilterMatchesATagInAnyCase() throws {
        let app = try app()
        app.press(.character("/"))
        app.type("#CAMELCASE")
        #expect(app.screen.contains("Beta"))
        #expect(!app.screen.contains("Alpha") && !app.screen.contains("Gamma"))
        app.press(.control("u"))
        app.type("#ff0000")
        #expect(!app.screen.contains("Gamma"), "a colour in quoted code is no tag")
    }
}
