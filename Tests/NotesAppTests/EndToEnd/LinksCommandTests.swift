import Foundation
import TestSupport
import Testing

/// `links REF [--json]` through the real binary: both sections, missing
/// targets, JSON, a trashed note, unknown REF.
@Suite struct LinksCommandTests {
    /// Beta links to Alpha and to a missing title; Alpha links back once, in code once.
    func library() throws -> (NotesTUIProcess, alpha: String, beta: String) {
        let cli = try NotesTUIProcess()
        let alpha = try cli.add(title: "Alpha", body: "see [[Beta|b]] and `[[Beta]]`")
        let beta = try cli.add(title: "Beta", body: "[[alpha#top]] and [[Missing one]]")
        return (cli, alpha, beta)
    }

    @Test func printsBacklinksThenLinks() throws {
        let (cli, alpha, beta) = try library()
        let result = try cli.run(["links", "Beta"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Linked from (1)
            \(alpha.prefix(8))  Alpha
            Links to (2)
            \(alpha.prefix(8))  Alpha
            -         Missing one (no such note)

            """)
        #expect(try cli.run(["links", beta]).stdout == result.stdout, "by id too")
    }

    @Test func jsonNamesIdsAndNullForMissing() throws {
        let (cli, alpha, beta) = try library()
        let stdout = try cli.run(["links", "Beta", "--json"]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let backlinks = try #require(object["backlinks"] as? [[String: Any]])
        let links = try #require(object["links"] as? [[String: Any]])
        #expect(backlinks.map { $0["id"] as? String } == [alpha])
        #expect(backlinks.map { $0["title"] as? String } == ["Alpha"])
        #expect(links.map { $0["title"] as? String } == ["Alpha", "Missing one"])
        #expect(links[0]["id"] as? String == alpha)
        #expect(links[1]["id"] is NSNull)
        let alone = try cli.run(["links", "Missing", "--json"])
        #expect(alone.status == 1)
        _ = beta
    }

    @Test func aTrashedNoteIsMissingAndItsLinksDoNotCount() throws {
        let (cli, _, _) = try library()
        #expect(try cli.run(["delete", "Alpha"]).status == 0)
        #expect(try cli.run(["links", "Beta"]).stdout == """
            Linked from (0)
            Links to (2)
            -         alpha (no such note)
            -         Missing one (no such note)

            """)
        try cli.run(["links", "Alpha"]).expectFailure(1, mentioning: "is in the trash")
    }

    @Test func anUnknownRefFailsAsOtherCommandsDo() throws {
        let (cli, _, _) = try library()
        try cli.run(["links", "nothing-like-it"]).expectFailure(1)
        try cli.run(["links", "notes://new"]).expectFailure(64)
        try cli.run(["links"]).expectFailure(64)
    }
}
