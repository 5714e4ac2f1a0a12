import Foundation
import NotesCore
import NotesModel
import Testing

/// Where a vault note's links go (CONTRACT §10, "Links"), as the Links
/// screen, `links REF` and the backlink count see it.
@Suite("Vault links resolve as Obsidian resolves them")
struct VaultLinkResolutionTests {
    typealias V = VaultNotes

    private func targets(_ controller: NotesController, of number: Int) -> [String] {
        controller.outgoingLinks(of: V.id(number)).map { target in
            if case let .note(note) = target { return note.file?.path ?? note.title }
            return "missing: " + target.title
        }
    }

    @Test func aFolderPathNamesThatFileIgnoringCaseWithOrWithoutMd() throws {
        let controller = try V.controller([
            V.note(1, "Folder/Name.md"), V.note(2, "Other/Name.md"),
            V.note(3, "From.md", "[[Folder/Name]] [[other/NAME.md]] [[Folder/Missing]]"),
        ])
        #expect(targets(controller, of: 3) == ["Folder/Name.md", "Other/Name.md", "missing: Folder/Missing"])
    }

    @Test func aPathNamesAFileWhosePathEndsInItWholeNamesEach() throws {
        let controller = try V.controller([
            V.note(1, "A/Sub/Name.md"), V.note(2, "B/XSub/Name.md"), V.note(3, "Deeper/Still/Sub/Name.md"),
            V.note(4, "From.md", "[[Sub/Name]] [[ub/Name]]"),
        ])
        // `ub/Name` is no whole name of any path: only the title fallback could
        // find it, and no note is titled so.
        #expect(targets(controller, of: 4) == ["A/Sub/Name.md", "missing: ub/Name"])
    }

    @Test func aBareNameIsTheSameNamedFileWithTheShortestPathThenAToZ() throws {
        let controller = try V.controller([
            V.note(1, "Long folder/Name.md"), V.note(2, "B/Name.md"), V.note(3, "A/name.md"),
            V.note(4, "B/From.md", "[[NAME]]"), V.note(5, "Solo/Unique.md"), V.note(6, "Top.md", "[[unique]]"),
        ])
        // Not the linking note's own folder (B): the shortest path, then A–Z.
        #expect(targets(controller, of: 4) == ["A/name.md"])
        #expect(targets(controller, of: 6) == ["Solo/Unique.md"])
        #expect(controller.note(linkedAs: "Name")?.id == V.id(3))
    }

    @Test func aBareNameNoFileHasIsATitleOrAnAlias() throws {
        let controller = try V.controller([
            V.note(1, "Titled.md", title: "Front Title"), V.note(2, "Aliased.md", aliases: ["Nickname", "Other Name"]),
            V.note(3, "Front Title 2.md", title: "Nickname"),
            V.note(4, "From.md", "[[front title]] [[NICKNAME]] [[Other Name]] [[Titled]]"),
        ])
        // A file's name wins over a title; `Nickname` is note 3's title and
        // note 2's alias: the shorter path wins (note 2's).
        #expect(targets(controller, of: 4) == ["Titled.md", "Aliased.md"])
        #expect(controller.backlinkCount(of: V.id(2)) == 1)
        #expect(controller.backlinkCount(of: V.id(1)) == 1)
        #expect(controller.backlinkCount(of: V.id(3)) == 0)
    }

    @Test func aPipeEscapedInATableHeadingsAndBlocksStillNameTheNote() throws {
        let controller = try V.controller([
            V.note(1, "Notes/Name.md"),
            V.note(2, "Table.md", "| a | b |\n| --- | --- |\n| [[Name\\|shown]] | x |"),
            V.note(3, "Parts.md", "[[Name#Heading]] [[Name#^abc123]] [[Name^abc123]] ![[Name]]"),
        ])
        #expect(targets(controller, of: 2) == ["Notes/Name.md"])
        #expect(targets(controller, of: 3) == ["Notes/Name.md"])
        #expect(Set(controller.backlinks(to: V.id(1)).map(\.id)) == [V.id(2), V.id(3)])
    }

    @Test func aMarkdownLinkToANotesFileIsALinkAndAURLIsNot() throws {
        let controller = try V.controller([
            V.note(1, "Folder/Name Two.md"), V.note(2, "Folder/Near.md"), V.note(3, "Other/Far.md"),
            V.note(4, "Folder/From.md", """
            [a](Name%20Two.md) [b](<Name Two.md>) [c](Near.md#Part) [d](../Other/Far.md) [e](/Other/Far.md)
            [f](https://example.com/Near.md) [g](mailto:x@example.com) ![h](picture.png) [i](#Heading)
            `[j](Near.md)` [k](Folder/Near.md "a title")
            """),
        ])
        #expect(targets(controller, of: 4) == ["Folder/Name Two.md", "Folder/Near.md", "Other/Far.md"])
        // A missing file's note would be titled without `.md`.
        #expect(controller.outgoingLinks(title: "", body: "[x](Sub/New%20One.md)", from: VaultNotes.id(4)) == [.missing(title: "Sub/New One")])
        #expect(controller.backlinkCount(of: V.id(2)) == 1)
    }

    @Test func aMarkdownLinkIsReadFromTheNotesFolderThenTheTopThenByName() throws {
        let controller = try V.controller([
            V.note(1, "A/Name.md"), V.note(2, "Name.md"), V.note(3, "B/Deep/Only.md"),
            V.note(4, "A/From.md", "[x](Name.md) [y](A/Name.md) [z](Only.md)"),
            V.note(5, "Top.md", "[x](Name.md)"),
        ])
        #expect(targets(controller, of: 4) == ["A/Name.md", "B/Deep/Only.md"])
        #expect(targets(controller, of: 5) == ["Name.md"])
    }

    @Test func twoSameNamedNotesNeverShareBacklinks() throws {
        let controller = try V.controller([
            V.note(1, "Plugins/Templates.md"), V.note(2, "Core/Sub/Templates.md"),
            V.note(3, "One.md", "[[Plugins/Templates]]"), V.note(4, "Two.md", "[[Core/Sub/Templates|see]]"),
            V.note(5, "Three.md", "[[Templates]]"), V.note(6, "Four.md", "[[Sub/Templates]] and [[templates.md]]"),
        ])
        #expect(Set(controller.backlinks(to: V.id(1)).map(\.id)) == [V.id(3), V.id(5), V.id(6)])
        #expect(Set(controller.backlinks(to: V.id(2)).map(\.id)) == [V.id(4), V.id(6)])
        #expect(controller.backlinkCount(of: V.id(1)) == 3)
        #expect(controller.backlinkCount(of: V.id(2)) == 2)
    }

    @Test func relativePathsAndFollowingALinkFromANote() throws {
        let controller = try V.controller([
            V.note(1, "A/B/Name.md"), V.note(2, "Name.md"), V.note(3, "A/Here.md", "[[./B/Name]] [[../Name]] [[/Name]] [[../../Name]]"),
        ])
        // Out of the vault is nowhere.
        #expect(targets(controller, of: 3) == ["A/B/Name.md", "Name.md", "missing: ../../Name"])
        #expect(controller.note(linkedAs: "B/Name", from: V.id(3))?.id == V.id(1))
        #expect(controller.note(linkedAs: "Name\\", from: V.id(3))?.id == V.id(2))
    }

    @Test func aTrashedNoteIsNoTargetAndItsLinksCountForNothing() throws {
        let controller = try V.controller([
            V.note(1, "Name.md"), V.note(2, "Sub/Name.md"), V.note(3, "From.md", "[[Name]]"), V.note(4, "Other.md", "[[Sub/Name]]"),
        ])
        controller.trashNote(V.id(1))
        #expect(targets(controller, of: 3) == ["Sub/Name.md"])
        controller.trashNote(V.id(4))
        #expect(controller.backlinks(to: V.id(2)).map(\.id) == [V.id(3)])
    }
}
