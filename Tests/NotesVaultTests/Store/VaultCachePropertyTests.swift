#if os(Linux)
import Foundation
import NotesModel
import PropertyBased
import Testing
@testable import NotesVault

/// Random vaults changed at random by other programs between launches:
/// the notes a launch gives with the cache are those the files give
/// without it. And a cache damaged at random never gives other notes.
@Suite struct VaultCachePropertyTests {
    /// An operation (10 and above: a launch) and its argument.
    static let steps = zip(Gen.int(in: 0...13), Gen.int(in: 0...10_000)).array(of: 1...30)

    @Test func theNotesWithTheCacheAreTheNotesWithoutIt() async {
        await propertyCheck(count: 40, input: Self.steps) { steps in
            let vault = try TestVault()
            var changes = Changes(vault: vault)
            for name in ["a.md", "Sub/b.md", ".trash/c.md"] { changes.write(name, 1) }
            var launches = 0
            for (operation, argument) in steps + [(10, 0)] {
                guard operation >= 10 else {
                    changes.perform(operation, argument)
                    continue
                }
                let launch = try vault.launch()
                launches += 1
                #expect(launch.library.notes == (try vault.truth()).notes, "steps: \(steps), launch \(launches)")
                #expect(launch.filesRead <= vault.noteFileCount)
            }
            // Nothing changed since the last launch: nothing read.
            #expect(try vault.launch().filesRead == 0, "steps: \(steps)")
        }
    }

    /// Flipped, dropped and cut bytes anywhere in a cache: the launch
    /// never fails and its notes are the files'.
    @Test func aCacheDamagedAtRandomGivesTheFilesNotes() async throws {
        let vault = try TestVault()
        var changes = Changes(vault: vault)
        for index in 0..<12 { changes.write(Changes.names[index % Changes.names.count], index) }
        _ = try vault.launch()
        let truth = try vault.truth().notes
        let original = [UInt8](FileManager.default.contents(atPath: vault.cachePath)!)
        let damage = zip(Gen.int(in: 0...2), Gen.int(in: 0...1_000_000), Gen.int(in: 0...255)).array(of: 1...4)
        await propertyCheck(count: 200, input: damage) { damages in
            var bytes = original
            for (kind, place, value) in damages where !bytes.isEmpty {
                let index = place % bytes.count
                switch kind {
                case 0: bytes[index] = UInt8(value)
                case 1: bytes.remove(at: index)
                default: bytes = Array(bytes.prefix(index))
                }
            }
            _ = FileManager.default.createFile(atPath: vault.cachePath, contents: Data(bytes))
            let launch = try vault.launch()
            #expect(launch.library.notes == truth, "damage: \(damages)")
            // The launch wrote a cache again (or kept the one that was whole).
            _ = FileManager.default.createFile(atPath: vault.cachePath, contents: Data(original))
        }
    }

    /// What other programs do to the files, on names from a small set so
    /// that they collide, move into the trash and back. Every change of a
    /// file's text gives it a modification time of its own: the test's
    /// changes come faster than the file system's clock ticks.
    struct Changes {
        let vault: TestVault
        var counter = 0
        static let names = ["a.md", "b.md", "Sub/b.md", "Sub/Deep/é ü.md", ".trash/c.md", ".trash/Sub/b.md", "x.txt"]
        static let texts = [
            "plain", "# Heading\n\nbody\n", "---\ntitle: Front\ntags: [x, y]\n---\nbody", "---\nid: 6F9619FF-8B86-D011-B42D-00C04FC964FF\n---\nsame id",
            "a #tag and [[b]]\r\nsecond\r\n", "", "---\npinned: true\naliases: [Other]\n---\n# H\n\n\nx",
        ]

        init(vault: TestVault) { self.vault = vault }

        mutating func write(_ name: String, _ argument: Int) {
            counter += 1
            vault.write(name, Self.texts[argument % Self.texts.count] + String(repeating: "z", count: argument % 3))
            vault.setModified(name, seconds: 1_500_000_000 + counter)
        }

        mutating func perform(_ operation: Int, _ argument: Int) {
            let name = Self.names[argument % Self.names.count]
            let other = Self.names[(argument / 7) % Self.names.count]
            counter += 1
            switch operation {
            case 0, 1, 2: write(name, argument / 11)
            case 3: unlink(vault.root + "/" + name)
            case 4, 5:
                try? FileManager.default.createDirectory(atPath: ((vault.root + "/" + other) as NSString).deletingLastPathComponent,
                                                         withIntermediateDirectories: true)
                rename(vault.root + "/" + name, vault.root + "/" + other)
            case 6: vault.setModified(name, seconds: 1_500_000_000 + counter)
            case 7:
                // The same text written again: a new status change time only.
                if let text = vault.read(name) {
                    vault.write(name, text)
                    vault.setModified(name, seconds: 1_500_000_000 + counter)
                }
            case 8: try? FileManager.default.removeItem(atPath: vault.root + "/Sub")
            default: chmod(vault.root + "/" + name, argument % 2 == 0 ? 0o644 : 0o600)
            }
        }
    }
}
#endif
