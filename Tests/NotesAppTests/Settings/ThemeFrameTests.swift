import NotesSettings
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Each theme on a 256-colour and an 8-colour terminal: the rows of a
/// Markdown note as the terminal draws them, colours by name
/// (`{b,cyan:text}`), so a change of any theme's look shows here. The
/// list rows are reverse and bold alone in every theme.
@Suite struct ThemeFrameTests {
    static let body = "# Plans\n> quoted #idea\n- [ ] `milk` [[Shop]]"

    /// The note's list row and its three body rows, drawn with `settings` on `colors` colours.
    func rows(_ settings: Settings, colors: Int, environment: [String: String] = [:]) throws -> [String] {
        let library = Library(notes: [Fixtures.note(1, title: "Markdown", body: Self.body)])
        let app = try AppHarness(library: library, size: Size(rows: 8, columns: 40), settings: settings).launch()
        let theme = settings.colorTheme
        let usesColor = theme.foregrounds != nil && ColorPalette.isEnabled(environment: environment, hasColors: colors >= 8)
        let plan = ColorPlan(theme: theme, colors: colors)
        let palette = usesColor ? ColorPalette(plan: plan, hasGrey: colors >= 16) : ColorPalette(usesColor: false)
        var result = [themeMarkup(app.terminal.lastFrame, row: 0, palette: palette, plan: plan),
                      themeMarkup(app.terminal.lastFrame, row: 1, palette: palette, plan: plan)]
        app.press(.enter)
        result += (3...5).map { themeMarkup(app.terminal.lastFrame, row: $0, palette: palette, plan: plan) }
        return result
    }

    func with(_ theme: ThemeName, _ colors: [ColorElement: SettingsColor] = [:]) -> Settings {
        var settings = Settings()
        settings.theme = theme
        settings.colors = colors
        return settings
    }

    @Test func defaultThemeOn256Colours() throws {
        let got = try rows(with(.default), colors: 256)
        #expect(got == [
            "{br: notes-tui }{r:/test/notes.json    1/1 note }",
            "{r:▸ }{br:Markdown}{r:  # Plans > quoted #i…  11:05 }",
            "{b,magenta:# Plans}",
            "{b,grey:>}{grey: quoted }{yellow:#idea}",
            "{b,cyan:-} {b,cyan:[ ]} {green:`milk`} {u,blue:[[Shop]]}",
        ])
    }

    @Test func defaultThemeOn8Colours() throws {
        let got = try rows(with(.default), colors: 8)
        #expect(got == [
            "{br: notes-tui }{r:/test/notes.json    1/1 note }",
            "{r:▸ }{br:Markdown}{r:  # Plans > quoted #i…  11:05 }",
            "{b,magenta:# Plans}",
            "{bd:>}{d: quoted }{yellow:#idea}",
            "{b,cyan:-} {b,cyan:[ ]} {green:`milk`} {u,blue:[[Shop]]}",
        ])
    }

    @Test func lightThemeOn256Colours() throws {
        let got = try rows(with(.light), colors: 256)
        #expect(got == [
            "{br: notes-tui }{r:/test/notes.json    1/1 note }",
            "{r:▸ }{br:Markdown}{r:  # Plans > quoted #i…  11:05 }",
            "{b,magenta:# Plans}",
            "{b,grey:>}{grey: quoted }{magenta:#idea}",
            "{b,black:-} {b,black:[ ]} {green:`milk`} {u,blue:[[Shop]]}",
        ])
    }

    @Test func lightThemeOn8ColoursWithAnElementOverridden() throws {
        let got = try rows(with(.light, [.tag: .index(208), .header: .index(12)]), colors: 8)
        #expect(got == [
            "{br: notes-tui }{r:/test/notes.json    1/1 note }",
            "{r:▸ }{br:Markdown}{r:  # Plans > quoted #i…  11:05 }",
            "{b,magenta:# Plans}",
            "{bd:>}{d: quoted }{yellow:#idea}",
            "{b,black:-} {b,black:[ ]} {green:`milk`} {u,blue:[[Shop]]}",
        ])
    }

    /// Mono, and NO_COLOR with any theme: no colour at all, the same rows.
    @Test func monoAndNoColorHaveNoColours() throws {
        let mono = try rows(with(.mono, [.tag: .index(1)]), colors: 256)
        let noColor = try rows(with(.light), colors: 256, environment: ["NO_COLOR": "1"])
        #expect(mono == noColor)
        #expect(mono == [
            "{br: notes-tui }{r:/test/notes.json    1/1 note }",
            "{r:▸ }{br:Markdown}{r:  # Plans > quoted #i…  11:05 }",
            "{bu:# Plans}",
            "{bd:>}{d: quoted }{br:#idea}",
            "{b:-} {b:[ ]} {r:`milk`} {u:[[Shop]]}",
        ])
        #expect(!mono.joined().contains(","), "no colour named")
    }
}

/// A row as `styleMarkup` writes it, with each colour pair named by the
/// colour `plan` gives it: `{b,cyan:text}`; a dimmed grey is `d`.
func themeMarkup(_ frame: Canvas?, row: Int, palette: ColorPalette, plan: ColorPlan) -> String {
    let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "grey"]
    var roleOfPair: [Int16: ColorRole] = [:]
    for role in ColorRole.allCases { roleOfPair[ColorPalette.pair(for: role)] = role }
    return styleMarkup(frame, row: row, palette: palette) { pair in
        guard let role = roleOfPair[pair] else { return nil }
        let index = Int(plan.foregrounds[role] ?? -1)
        return index >= 0 && index < names.count ? names[index] : index < 0 ? "default" : "\(index)"
    }
}
