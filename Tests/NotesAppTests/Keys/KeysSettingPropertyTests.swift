import NotesSettings
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp

/// Any `[keys]` a person might write: either one line is refused, and it
/// is a line of the table, or every screen's keys each do one thing and
/// each action is on the keys it was given.
@Suite struct KeysSettingPropertyTests {
    static let keyNames = ["a", "d", "n", "q", "x", "?", "/", "Enter", "Esc", "Tab", "Ctrl-N", "Ctrl-S", "Ctrl-W",
                           "Ctrl-P", "Alt-b", "Alt-y", "F1", "F2", "Up", "PgDn", "Space", "Ctrl-M", "Ctrl-Shift-q", "G"]

    @Test func aRemapIsRefusedOnOneOfItsLinesOrEveryKeyDoesOneThing() {
        let names = KeyTables.actions.compactMap(\.name) + ["list.nothing"]
        var random = SeededRandom(seed: 38)
        for _ in 0..<400 {
            var used = Set<String>()
            var settings: [KeySetting] = []
            for line in 1...Int.random(in: 1...4, using: &random) {
                let name = names.randomElement(using: &random)!
                guard used.insert(name).inserted else { continue }
                let keys = (0..<Int.random(in: 1...2, using: &random)).map { _ in Self.keyNames.randomElement(using: &random)! }
                settings.append(KeySetting(action: name, keys: keys, line: line * 3))
            }
            do {
                let remap = try KeyRemap(settings, file: "config.toml")
                let groups = KeyRemap.$active.withValue(remap) { KeyTables.groups }
                for group in groups {
                    var owner: [Key: String] = [:]
                    for label in group.labels {
                        for key in label.keys {
                            let me = label.name ?? label.help.text
                            #expect(owner[key] == nil || owner[key] == me, "\(settings): \(key) twice in \(group.screen)")
                            owner[key] = me
                        }
                    }
                    for setting in settings {
                        guard let label = group.labels.first(where: { $0.name == setting.action }) else { continue }
                        #expect(label.keys == setting.keys.map { try! KeyName.key($0) }, "\(setting)")
                    }
                }
            } catch {
                #expect(settings.map(\.line).contains(error.line ?? -1), "\(settings): \(error.message)")
                #expect(!error.message.contains("\n"))
            }
        }
    }
}
