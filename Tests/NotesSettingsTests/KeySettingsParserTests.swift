import Testing
@testable import NotesSettings

/// `[keys]` as the file says it: which action, which keys, on which line.
/// Whether the action and the keys exist is the app's to check.
@Suite("Settings file: [keys]")
struct KeySettingsParserTests {
    func parse(_ text: String) throws(SettingsError) -> Settings {
        try SettingsParser.parse(text, path: "config.toml")
    }

    @Test func quotedAndDottedNamesAndListsAreRead() throws {
        let settings = try parse("""
            theme = "mono"
            [keys]
            "list.new" = "a"
            note.save = "Ctrl-W"
            "trash.back" = ["Esc", "Backspace"]
            """)
        #expect(settings.keys == [
            KeySetting(action: "list.new", keys: ["a"], line: 3),
            KeySetting(action: "note.save", keys: ["Ctrl-W"], line: 4),
            KeySetting(action: "trash.back", keys: ["Esc", "Backspace"], line: 5),
        ])
        #expect(settings.theme == .mono)
    }

    @Test func noKeysTableIsNoRemap() throws {
        #expect(try parse("theme = \"mono\"\n").keys.isEmpty)
        #expect(try parse("[keys]\n").keys.isEmpty)
    }

    @Test func aKeyThatIsNoStringIsItsLine() {
        #expect(throws: SettingsError(path: "config.toml", line: 3,
                                      problem: "keys.list.new should be a key in quotes, such as \"a\" or \"Ctrl-N\", or a list of them, not an integer")) {
            try parse("[keys]\n\"list.open\" = \"o\"\n\"list.new\" = 5\n")
        }
        #expect(throws: SettingsError(path: "config.toml", line: 2,
                                      problem: "keys.list.new should be a key in quotes, such as \"a\" or \"Ctrl-N\", or a list of them, not true or false")) {
            try parse("[keys]\n\"list.new\" = [\"a\", true]\n")
        }
    }

    @Test func anEmptyKeyOrListIsRefused() {
        for value in ["\"\"", "[]", "[\"a\", \"\"]"] {
            #expect(throws: SettingsError(path: "config.toml", line: 2,
                                          problem: "keys.list.new names no key; give one, such as \"a\" or \"Ctrl-N\", or remove the line")) {
                try parse("[keys]\n\"list.new\" = \(value)\n")
            }
        }
    }
}
