import Foundation
import TestSupport
import Testing

/// `links REF` over a vault through the real binary: two notes of the same
/// name in two folders each list only the notes whose links resolve to them.
@Suite struct VaultLinksCommandTests {
    @Test func sameNamedNotesListOnlyTheirOwnBacklinks() throws {
        let cli = try NotesTUIProcess()
        let vault = cli.folder.file("vault")
        let files = [
            "Plugins/Templates.md": "the plugin\n", "Core/Sub/Templates.md": "the other one\n",
            "Uses plugin.md": "[[Plugins/Templates|templates]]\n", "Uses other.md": "| x | [[Sub/Templates\\|y]] |\n",
            "Bare.md": "[[templates]] and [m](Core/Sub/Templates.md)\n",
        ]
        for (path, text) in files {
            let full = vault + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let plugin = try cli.run(["links", "Plugins/Templates.md"], dataFile: vault)
        #expect(plugin.status == 0, "\(plugin.stderr)")
        #expect(plugin.stdout.hasPrefix("Linked from (2)\n"), "\(plugin.stdout)")
        #expect(plugin.stdout.contains("Uses plugin") && plugin.stdout.contains("Bare") && !plugin.stdout.contains("Uses other"))
        let other = try cli.run(["links", "Core/Sub/Templates.md"], dataFile: vault)
        #expect(other.stdout.hasPrefix("Linked from (2)\n"), "\(other.stdout)")
        #expect(other.stdout.contains("Uses other") && other.stdout.contains("Bare") && !other.stdout.contains("Uses plugin"))
        // Nothing was written.
        #expect(try String(contentsOfFile: vault + "/Bare.md", encoding: .utf8) == "[[templates]] and [m](Core/Sub/Templates.md)\n")
    }
}
