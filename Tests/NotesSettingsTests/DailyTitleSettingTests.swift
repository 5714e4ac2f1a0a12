import Testing
@testable import NotesSettings

/// `daily_title`: a strftime format on one line; anything else is one
/// line naming the key. And the sample file says where `e` works.
@Suite("Settings file: daily_title")
struct DailyTitleSettingTests {
    @Test func aFormatIsTaken() throws {
        #expect(try SettingsParser.parse("daily_title = \"%A %d %B\"\n", path: "c.toml").dailyTitle == "%A %d %B")
        #expect(Settings().dailyTitle == "%Y-%m-%d")
    }

    @Test func anEmptyOrMultiLineFormatIsRefusedNamingTheKey() {
        for text in ["daily_title = \"\"", "daily_title = \"  \"", "daily_title = \"a\\nb\"", "daily_title = 3",
                     "daily_title = \"\(String(repeating: "%Y", count: 101))\""] {
            do {
                _ = try SettingsParser.parse("sort = \"title\"\n" + text + "\n", path: "c.toml")
                Issue.record("parsed: \(text)")
            } catch {
                #expect(error.line == 2, "\(text)")
                #expect(error.message.contains("daily_title"), "\(error.message)")
                #expect(!error.message.contains("\n"))
            }
        }
    }

    /// `e` is a key of the list, not of a note (issue 38).
    @Test func theSampleSaysEIsAListKey() {
        #expect(SettingsTemplate.text.contains("'e' (in the list) and Ctrl-X Ctrl-E (in a note)"))
        #expect(!SettingsTemplate.text.contains("'e' (in a note)"))
    }
}
