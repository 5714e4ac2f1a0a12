import Foundation
import TestSupport
import Testing

/// The trash, pins and tags through the real binary: output, exit status,
/// and what is on disk after each (docs/behaviour.md, "Commands").
@Suite struct OrganisingCommandsTests {
    /// Plan (tagged work and work/meetings), then Shop (tagged home), newest last.
    func library() throws -> (NotesTUIProcess, plan: String, shop: String) {
        let cli = try NotesTUIProcess()
        let plan = try cli.add(title: "Plan #Work", body: "meet #work/meetings")
        let shop = try cli.add(title: "Shop", body: "milk #home")
        return (cli, plan, shop)
    }

    func notes(_ cli: NotesTUIProcess) throws -> [[String: Any]] {
        try #require(try cli.libraryJSON()["notes"] as? [[String: Any]])
    }

    @Test func deleteMovesToTheTrashAndRestoreBringsItBack() throws {
        let (cli, _, shop) = try library()
        #expect(try cli.run(["delete", "Shop"]).status == 0)
        let trashed = try notes(cli).first { $0["id"] as? String == shop }
        #expect(trashed?["trashed"] is String, "kept in the library, in the trash")
        #expect(try cli.run(["list"]).stdout.contains("Shop") == false)
        #expect(try cli.run(["search", "milk"]).status == 1)
        #expect(try cli.run(["trash"]).stdout.contains("Shop"))
        #expect(try cli.run(["show", "Shop"]).stdout == "Shop\n\nmilk #home\n", "show finds the trash too")
        try cli.run(["pin", "Shop"]).expectFailure(1, mentioning: "is in the trash; notes-tui restore")
        #expect(try cli.run(["restore", "Shop"]).status == 0)
        #expect(try notes(cli).first { $0["id"] as? String == shop }?["trashed"] == nil)
        try cli.run(["restore", "Shop"]).expectFailure(1, mentioning: "is not in the trash")
        try cli.run(["restore", "nothing-like-it"]).expectFailure(1)
    }

    @Test func deleteForeverAndEmptyTrash() throws {
        let (cli, plan, _) = try library()
        _ = try cli.run(["delete", "Shop"])
        #expect(try cli.run(["delete", "--forever", "Shop"]).status == 0, "also from the trash")
        #expect(try notes(cli).map { $0["id"] as? String } == [plan])
        _ = try cli.run(["delete", plan])
        let emptied = try cli.run(["empty-trash"])
        #expect(emptied.status == 0)
        #expect(emptied.stdout == "deleted 1 note from the trash\n")
        #expect(try notes(cli).isEmpty)
        #expect(try cli.run(["trash", "--json"]).stdout == "[]\n")
    }

    @Test func pinnedNotesComeFirstAndUnpinPutsThemBack() throws {
        let (cli, plan, _) = try library()
        #expect(try cli.run(["list"]).stdout.split(separator: "\n").map { $0.contains("Shop") } == [true, false])
        #expect(try cli.run(["pin", plan]).status == 0)
        #expect(try cli.run(["list"]).stdout.split(separator: "\n").first?.contains("Plan") == true)
        #expect(try cli.run(["search", "#work"]).stdout.contains("Plan"))
        #expect(try notes(cli).first { $0["id"] as? String == plan }?["pinned"] as? Bool == true)
        #expect(try cli.run(["unpin", plan]).status == 0)
        #expect(try cli.run(["list"]).stdout.split(separator: "\n").first?.contains("Shop") == true)
    }

    @Test func listBySortAndTag() throws {
        let (cli, _, _) = try library()
        _ = try cli.add(title: "apple", body: "#work")
        #expect(try cli.run(["list", "--sort", "title"]).stdout.split(separator: "\n").map { $0.components(separatedBy: "  ").last ?? "" }
            == ["apple", "Plan #Work", "Shop"])
        let tagged = try cli.run(["list", "--tag", "#WORK"]).stdout
        #expect(tagged.contains("Plan") && tagged.contains("apple") && !tagged.contains("Shop"))
        #expect(try cli.run(["list", "--tag", "work/meetings"]).stdout.split(separator: "\n").count == 1)
        try cli.run(["list", "--sort", "sideways"]).expectFailure(64, mentioning: "unknown sort 'sideways'; use modified, created or title")
        try cli.run(["list", "--tag", "1x"]).expectFailure(64, mentioning: "'1x' is not a tag")
    }

    @Test func tagsCountsAndJSON() throws {
        let (cli, _, _) = try library()
        // "#Work" in the title is how the note first writes that tag.
        #expect(try cli.run(["tags"]).stdout == "1  #home\n1  #Work\n1  #work/meetings\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try cli.run(["tags", "--json"]).stdout.utf8)) as? [[String: Any]])
        #expect(json.map { $0["tag"] as? String } == ["home", "Work", "work/meetings"])
        #expect(json.map { $0["count"] as? Int } == [1, 1, 1])
    }

    @Test func tagsKeepTheCaseWrittenAndMatchInAnyCase() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "One", body: "#camelCase")
        _ = try cli.add(title: "Two", body: "#camelcase/Sub")
        _ = try cli.add(title: "Three", body: "#camelCase and ```` `#notATag` ````\n> ```\n> #ff0000\n> ```")
        // Spelled as most notes write it.
        #expect(try cli.run(["tags"]).stdout == "3  #camelCase\n1  #camelcase/Sub\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try cli.run(["tags", "--json"]).stdout.utf8)) as? [[String: Any]])
        #expect(json.map { $0["tag"] as? String } == ["camelCase", "camelcase/Sub"])
        for tag in ["CAMELCASE", "#camelcase", "camelCase"] {
            let listed = try cli.run(["list", "--tag", tag]).stdout
            #expect(["One", "Two", "Three"].allSatisfy { listed.contains($0) }, "\(tag): \(listed)")
        }
        #expect(try cli.run(["search", "#CamelCase/sub"]).stdout.contains("Two"))
        #expect(try cli.run(["search", "#ff0000"]).status == 1, "a colour in quoted code is no tag")
    }

    @Test func badInputChangesNothing() throws {
        let (cli, _, _) = try library()
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.dataFile))
        try cli.run(["pin", "nothing"]).expectFailure(1)
        try cli.run(["unpin", "notes://new"]).expectFailure(64)
        try cli.run(["restore", "Plan #Work"]).expectFailure(1)
        try cli.run(["list", "--sort", "x"]).expectFailure(64)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.dataFile)) == before)
        for command in [["tags"], ["trash"], ["empty-trash"], ["pin", "x"], ["restore", "x"]] {
            try cli.run(command, dataFile: cli.dataFile + ".missing").expectFailure(1, mentioning: "no library at")
            #expect(!FileManager.default.fileExists(atPath: cli.dataFile + ".missing"))
        }
    }
}
