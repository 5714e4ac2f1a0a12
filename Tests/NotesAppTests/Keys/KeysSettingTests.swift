import Foundation
import NotesSettings
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// `[keys]` (CONTRACT §14): an action on keys of the user's, handled, shown
/// in the footer and the help; a wrong line stops the launch naming it.
@Suite struct KeysSettingTests {
    static let library = Fixtures.library(["Shopping", "Ideas", "Recipes"])

    func settings(_ lines: [(String, [String])]) -> Settings {
        var settings = Settings()
        settings.keys = lines.enumerated().map { KeySetting(action: $1.0, keys: $1.1, line: $0 + 2) }
        return settings
    }

    func launch(_ lines: [(String, [String])], size: Size = Size(rows: 24, columns: 80)) throws -> AppHarness {
        try AppHarness(library: Self.library, size: size, settings: settings(lines)).launch()
    }

    /// The one-line fault of `lines`, or nil when they are right.
    func fault(_ lines: [(String, [String])]) -> SettingsError? {
        do {
            _ = try KeyRemap(settings(lines).keys, file: "config.toml")
            return nil
        } catch {
            return error
        }
    }

    // MARK: - A key of the user's

    @Test func aRemappedKeyDoesTheActionAndTheOldOneNothing() throws {
        let app = try launch([("list.new", ["a"])])
        app.press(.character("n"))
        #expect(app.topScreen is NotesListScreen)
        app.press(.character("a"))
        #expect(app.topScreen is NoteDetailScreen)
    }

    @Test func aRemappedMoveKeyMovesAsTheKeyItStandsFor() throws {
        let app = try launch([("list.down", ["Ctrl-N"]), ("list.up", ["Ctrl-B"])])
        app.press(.control("n"), .control("n"))
        #expect(app.lines[3].hasPrefix("▸ Recipes"))
        app.press(.control("b"))
        #expect(app.lines[2].hasPrefix("▸ Ideas"))
        app.press(.character("j"))
        #expect(app.lines[2].hasPrefix("▸ Ideas"), "j is no longer a key of the list")
    }

    @Test func noteDetailSavesOnTheUsersKey() throws {
        let app = try launch([("note.save", ["Alt-s"])])
        app.press(.enter)
        app.type("!")
        app.press(.control("s"))
        #expect(app.topScreen is NoteDetailScreen)
        app.press(.alt("s"))
        #expect(app.topScreen is NotesListScreen)
        #expect(app.savedNotes.first?.body == "!Body of Shopping", "typed at the top, where a note opens")
    }

    @Test func theFooterShowsTheKeyInUse() throws {
        let app = try launch([("list.new", ["a"]), ("list.delete", ["x"])])
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                             by modified · 1/3 notes
            ▸ Shopping  Body of Shopping                                              11:05
              Ideas     Body of Ideas                                                 11:04
              Recipes   Body of Recipes                                               11:03



















            Enter open · a new · / filter · x delete · F1 help · q quit
            """)
    }

    /// What the list says names the keys in use too.
    @Test func theListsMessagesNameTheKeysInUse() throws {
        var settings = settings([("list.new", ["a"]), ("list.undo", ["Ctrl-U"]), ("list.delete", ["x"])])
        settings.keys.sort { $0.line < $1.line }
        let empty = try AppHarness(library: Library(), settings: settings).launch()
        #expect(empty.screen.contains("Press a to write your first note."))
        let app = try AppHarness(library: Self.library, settings: settings).launch()
        app.press(.character("x"), .character("y"))
        #expect(app.lines.last?.hasPrefix("Moved \"Shopping\" to the trash · Ctrl-U undo") == true)
        app.press(.control("u"))
        #expect(app.lines.last?.hasPrefix("Restored \"Shopping\"") == true)
    }

    @Test func theHelpOpensOnItsNewKeyAndSaysSo() throws {
        let app = try launch([("app.help", ["H"])])
        app.press(.character("?"))
        #expect(!app.screen.contains("Keys ("))
        app.press(.character("H"))
        #expect(app.screen.contains("Keys (H or F1)"))
    }

    @Test func theHelpShowsTheKeysInUse() throws {
        let app = try launch([("list.new", ["a", "+"]), ("list.down", ["Ctrl-N"])], size: Size(rows: 100, columns: 80))
        app.press(.character("?"))
        let help = app.lines.map { String($0.drop { $0 == " " || $0 == "│" }) }
        #expect(help.contains { $0.hasPrefix("a or +") && $0.contains("new note") })
        #expect(!help.contains { $0.hasPrefix("n or +") })
        #expect(help.contains { $0.hasPrefix("Ctrl-N") && $0.contains("move down") })
        #expect(help.contains { $0.hasPrefix("↑ or k") && $0.contains("move up") })
        #expect(!help.contains { $0.hasPrefix("↓ j / ↑ k") && $0.contains("move") && !$0.contains("version") })
    }

    // MARK: - Wrong lines

    @Test func twoActionsOnOneKeyOfAScreenNameTheLine() {
        let error = fault([("list.open", ["o"]), ("list.new", ["d"])])
        #expect(error?.line == 3)
        #expect(error?.message == "config.toml:3: keys.list.new puts d on two actions of the Notes list: "
                + "it is also list.delete's key; give one of them another key")
        // Two lines of the user's on one key: the later is named.
        #expect(fault([("list.new", ["z"]), ("list.pin", ["z"])])?.line == 3)
        // The same key on two screens is no clash.
        #expect(fault([("list.new", ["x"]), ("trash.restore", ["x"])]) == nil)
        // A key freed by a remap may be given to another action.
        #expect(fault([("list.new", ["a"]), ("list.pin", ["n"])]) == nil)
    }

    @Test func aKeyOfTheEditorIsAnActionToo() {
        #expect(fault([("note.save", ["Ctrl-W"])])?.message
                == "config.toml:2: keys.note.save puts Ctrl-W on two actions of Note detail: "
                + "it is also the key that does “delete word back / to start / to end”; give one of them another key")
    }

    @Test func unknownActionsAndKeysAreRefused() {
        #expect(fault([("list.neww", ["a"])])?.message.hasPrefix("config.toml:2: no action 'list.neww' to give a key to; known here: list.down, list.up") == true)
        #expect(fault([("lst.new", ["a"])])?.message.contains("names are welcome.*, app.*, list.*, filter.*, note.*") == true)
        #expect(fault([("list.new", ["Ctrl-Shift-x"])])?.message
                == "config.toml:2: keys.list.new = \"Ctrl-Shift-x\" is not a key; write \(KeyName.examples)")
        #expect(fault([("list.new", ["Ctrl-M"])])?.message == "config.toml:2: keys.list.new = \"Ctrl-M\" reaches the app as Enter; write that instead")
    }

    @Test func aPrintableKeyWhereTextIsTypedIsRefused() {
        #expect(fault([("note.save", ["s"])])?.message
                == "config.toml:2: keys.note.save = \"s\" would take s from what is typed in Note detail; give it a Ctrl-, Alt- or function key")
        #expect(fault([("app.quit", ["Q"])])?.line == 2)
        // In the list it is a key like any other.
        #expect(fault([("list.new", ["a"]), ("app.help", ["H"])]) == nil)
    }

    @Test func theDeclaredKeysClashNowhereAndEveryNameIsOnce() {
        #expect(fault([]) == nil)
        let names = KeyTables.actions.compactMap(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.count > 60)
        for group in KeyTables.groups {
            for (index, label) in group.labels.enumerated() {
                for other in group.labels[(index + 1)...] {
                    #expect(label.keys.allSatisfy { !other.keys.contains($0) }, "\(group.screen): \(label.help) and \(other.help)")
                }
            }
        }
    }

    @Test func keyNamesReadBackAsTheKeys() throws {
        let keys: [Key] = [.character("a"), .character("A"), .character(" "), .character("é"), .enter, .tab, .backTab, .escape,
                           .backspace, .delete, .insert, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
                           .control("n"), .control("]"), .alt("b"), .alt("B"), .altLeft, .altRight, .altBackspace,
                           .controlHome, .controlEnd, .function(1), .function(12)]
        for key in keys {
            #expect(try KeyName.key(KeyName.text(of: key)) == key, "\(key)")
        }
        #expect(try KeyName.key("ctrl-n") == .control("n"))
        #expect(try KeyName.key("C-n") == .control("n"))
        #expect(try KeyName.key("M-b") == .alt("b"))
        #expect(try KeyName.key("PageDown") == .pageDown)
    }

    /// The man page's KEYS lists every action with the keys it has.
    @Test func theManPageListsEveryAction() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/notes-tui.1").path
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let keys = try #require(page.range(of: ".SH KEYS")).upperBound
        let section = String(page[keys...]).components(separatedBy: "\n.SH ")[0]
        for label in KeyTables.actions {
            let name = try #require(label.name)
            let keyNames = label.keys.map { key -> String in
                switch key {
                case .up: "Up"
                case .down: "Down"
                case .left: "Left"
                case .right: "Right"
                default: KeyName.text(of: key)
                }
            }.joined(separator: " ")
            let row = (name.padding(toLength: 20, withPad: " ", startingAt: 0) + keyNames)
                .replacingOccurrences(of: "-", with: "\\-")
            #expect(section.contains(row), "KEYS lacks \(row)")
        }
    }
}
