import Foundation
import NotesCore
import NotesModel
import NotesSearching
import Testing

/// Links of Obsidian's own help vault (`Tests/Fixtures/ObsidianHelp`:
/// per note its path, aliases and links as written), opened as a vault:
/// every link to a note there resolves to it, and backlink counts are
/// what Obsidian shows for these notes.
@Suite("Obsidian's help vault")
struct ObsidianHelpVaultTests {
    private struct Fixture: Decodable {
        struct Entry: Decodable {
            let path: String
            let aliases: [String]
            let links: [String]
        }

        let notes: [Entry]
    }

    private static func fixture() throws -> Fixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/ObsidianHelp/links.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// The vault: each note's body its links, one a line.
    private static func vault() throws -> (NotesController, [Fixture.Entry], [Note]) {
        let entries = try fixture().notes
        let notes = entries.enumerated().map { index, entry in
            VaultNotes.note(index + 1, entry.path, entry.links.joined(separator: "\n"), aliases: entry.aliases)
        }
        return (try VaultNotes.controller(notes), entries, notes)
    }

    /// The file name a link names, read plainly from its text: nil for a
    /// URL or a link to a heading of its own note.
    private static func namedFile(_ link: String) -> String? {
        var text = Substring(link)
        if text.hasPrefix("!") { text = text.dropFirst() }
        var target: String
        if text.hasPrefix("[[") {
            target = String(text.dropFirst(2).dropLast(2).prefix { $0 != "|" && $0 != "#" })
            if target.hasSuffix("\\") { target.removeLast() }
        } else {
            let destination = text[text.range(of: "](")!.upperBound...].dropLast()
            guard !destination.contains("://") else { return nil }
            target = String(destination.prefix { $0 != "#" }).removingPercentEncoding!
        }
        guard !target.isEmpty else { return nil }
        target = String(target.split(separator: "/").last!)
        return target.lowercased().hasSuffix(".md") ? String(target.dropLast(3)) : target
    }

    @Test func everyLinkToANoteOfTheVaultResolvesToIt() throws {
        let (controller, entries, notes) = try Self.vault()
        let names = Set(notes.map { $0.file!.name.lowercased() })
        var resolved = 0, unresolved = 0
        for (entry, note) in zip(entries, notes) {
            for link in entry.links {
                let found = controller.outgoingLinks(title: "", body: link, from: note.id)
                guard let name = Self.namedFile(link) else {
                    #expect(found.isEmpty, "\(link) in \(entry.path) is no link")
                    continue
                }
                if names.contains(name.lowercased()) {
                    guard case let .note(target)? = found.first, found.count == 1 else {
                        Issue.record("\(link) in \(entry.path) resolved to \(found)")
                        continue
                    }
                    #expect(target.file?.name.lowercased() == name.lowercased(), "\(link) in \(entry.path)")
                    resolved += 1
                } else {
                    #expect(found == [.missing(title: found.first?.title ?? "")], "\(link) in \(entry.path)")
                    unresolved += 1
                }
            }
        }
        #expect(resolved == 125)
        #expect(unresolved == 97)
    }

    /// Counted by hand from the fixture, by the rules: each note that
    /// links to it once, itself not; `[[ribbon]]` is the shorter
    /// `User interface/Ribbon.md`, never `User interface/Workspace/Ribbon.md`.
    @Test func backlinkCountsAreWhatObsidianShows() throws {
        let (controller, _, notes) = try Self.vault()
        let expected: [String: Int] = [
            "Linking notes and files/Internal links.md": 5, "Plugins/Command palette.md": 12, "Plugins/Backlinks.md": 5,
            "User interface/Ribbon.md": 5, "User interface/Workspace/Ribbon.md": 0, "User interface/Sidebar.md": 2,
            "Plugins/Search.md": 7, "Extending Obsidian/Community plugins.md": 4, "Editing and formatting/Embed web pages.md": 2,
            "Files and folders/Manage vaults.md": 1, "Files and folders/How Obsidian stores data.md": 3,
            "Plugins/Templates.md": 3, "Plugins/Daily notes.md": 2, "Plugins/Workspaces.md": 2, "Plugins/Outline.md": 2,
            "Extending Obsidian/CSS snippets.md": 2, "Extending Obsidian/Plugin security.md": 2, "Plugins/Bookmarks.md": 1,
            "Plugins/Unique note creator.md": 2, "Plugins/File recovery.md": 2, "Plugins/Web viewer.md": 1,
            "Plugins/Core plugins.md": 7, "Files and folders/Accepted file formats.md": 3, "Plugins/Graph view.md": 4,
            "Plugins/Page preview.md": 2, "Plugins/File explorer.md": 3, "Linking notes and files/Aliases.md": 1,
            "Editing and formatting/HTML content.md": 1, "Getting started/Glossary.md": 0, "Linking notes and files/Embed files.md": 1,
        ]
        for note in notes {
            guard let count = expected[note.file!.path] else { continue }
            #expect(controller.backlinkCount(of: note.id) == count, "\(note.file!.path)")
            #expect(controller.backlinks(to: note.id).count == count, "\(note.file!.path)")
        }
    }

    @Test func twoSameNamedNotesNeverShareBacklinks() throws {
        let (controller, _, notes) = try Self.vault()
        let byName = Dictionary(grouping: notes) { $0.file!.name.lowercased() }.values.filter { $0.count > 1 }
        #expect(!byName.isEmpty)
        for group in byName {
            var seen = Set<UUID>()
            for note in group {
                for linker in controller.backlinks(to: note.id) {
                    #expect(seen.insert(linker.id).inserted, "\(linker.file!.path) counted for two \(note.file!.name) notes")
                }
            }
        }
    }
}
