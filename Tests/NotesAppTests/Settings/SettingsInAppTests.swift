import Foundation
import NotesSettings
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// The settings the app reads at launch, as a person sees them: the list's
/// order, the preview, the editor.
@Suite struct SettingsInAppTests {
    static let library = Library(notes: [
        Fixtures.note(1, title: "Banana", body: "yellow", minutesAgo: 1),
        Fixtures.note(2, title: "Apple", body: "red", minutesAgo: 3),
        Fixtures.note(3, title: "Cherry", body: "dark", minutesAgo: 2),
    ])

    func titles(_ app: AppHarness) -> [String] {
        app.terminal.screenLines.dropFirst().prefix(3).map { String($0.dropFirst(2).prefix(6)) }
    }

    @Test func theListOpensInTheSortOfTheSettings() throws {
        var settings = Settings()
        settings.sort = .title
        let app = try AppHarness(library: Self.library, settings: settings).launch()
        #expect(app.terminal.screenLines[0].hasSuffix("by title · 1/3 notes"))
        #expect(titles(app) == ["Apple ", "Banana", "Cherry"])
    }

    @Test func withoutSettingsTheListIsByModified() throws {
        let app = try AppHarness(library: Self.library).launch()
        #expect(titles(app) == ["Banana", "Cherry", "Apple "])
    }

    @Test func previewOffHidesItOnAWideTerminal() throws {
        var settings = Settings()
        settings.preview = .off
        let app = try AppHarness(library: Self.library, size: Size(rows: 8, columns: 130), settings: settings).launch()
        #expect(!app.terminal.screenText.contains("│"))
        let auto = try AppHarness(library: Self.library, size: Size(rows: 8, columns: 130)).launch()
        #expect(auto.terminal.screenText.contains("│ Banana"))
    }

    @Test func previewOnShowsItOnANarrowerTerminal() throws {
        var settings = Settings()
        settings.preview = .on
        let app = try AppHarness(library: Self.library, size: Size(rows: 8, columns: 80), settings: settings).launch()
        #expect(app.terminal.screenLines[1].contains("│ Banana"))
        #expect(app.terminal.screenText.contains("yellow"))
        let auto = try AppHarness(library: Self.library, size: Size(rows: 8, columns: 80)).launch()
        #expect(!auto.terminal.screenText.contains("│"))
        // Too narrow for both: the list alone.
        let narrow = try AppHarness(library: Self.library, size: Size(rows: 8, columns: 60), settings: settings).launch()
        #expect(!narrow.terminal.screenText.contains("│"))
    }

    @Test func tabWidthSetsTheTabStopsOfTheBodyAndThePreview() throws {
        let library = Library(notes: [Fixtures.note(1, title: "Tabs", body: "a\tb")])
        var settings = Settings()
        settings.tabWidth = 8
        let wide = try AppHarness(library: library, size: Size(rows: 8, columns: 130), settings: settings).launch()
        #expect(wide.terminal.screenText.contains("│ a       b"))
        wide.press(.enter)
        #expect(wide.terminal.screenLines[3].hasPrefix("a       b"))
        let usual = try AppHarness(library: library, size: Size(rows: 8, columns: 80)).launch()
        usual.press(.enter)
        #expect(usual.terminal.screenLines[3].hasPrefix("a   b"))
    }

    @Test func theEditorSettingWinsOverTheEnvironment() {
        let environment = ["VISUAL": "vis", "EDITOR": "ed"]
        #expect(ShellEditor(environment: environment, configured: "nano -w").command == "nano -w")
        #expect(ShellEditor(environment: environment, configured: nil).command == "vis")
        #expect(ShellEditor(environment: [:], configured: nil).command == "vi")
    }

    @Test func theContainerHandsTheEditorSettingOn() throws {
        var settings = Settings()
        settings.editor = "my-editor --wait"
        let app = AppDelegate(options: LaunchOptions(dataFile: "/nonexistent/notes.json"), environment: [:], settings: settings)
        try app.didFinishLaunching()
        #expect((app.container.externalEditor as? ShellEditor)?.command == "my-editor --wait")
        #expect(app.container.settings == settings)
    }

    /// A wrong settings file stops the launch before the container exists:
    /// nothing can have been drawn or written.
    @Test func aWrongSettingsFileStopsTheLaunch() throws {
        let folder = try TemporaryDirectory(prefix: "notes-tui-settings-launch")
        let config = folder.file("config.toml")
        try "tab_width = 0\n".write(toFile: config, atomically: false, encoding: .utf8)
        let app = AppDelegate(options: LaunchOptions(dataFile: folder.file("notes.json"), configFile: config), environment: [:])
        #expect(throws: LaunchError.settings(SettingsError(path: config, line: 1, problem: "tab_width = 0 is out of range; use 1 to 16 columns"))) {
            try app.didFinishLaunching()
        }
        #expect(app.container == nil)
        #expect(LaunchError.settings(SettingsError(path: "x", line: 1, problem: "y")).exitCode == 78)
    }
}
