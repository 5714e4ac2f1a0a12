import Foundation
import NotesCore
import NotesModel
import Testing

/// Renaming a vault note rewrites the links that resolve to it, each in
/// the form it was written, naming the file the store gives the new title
/// (CONTRACT §7 "Renaming", §10 "Links").
@Suite("Renaming a vault note rewrites its links as written")
struct VaultLinkRenameTests {
    typealias V = VaultNotes

    private func rename(_ controller: NotesController, _ number: Int, to title: String) -> (LinkRename?, Int) {
        let note = try! #require(controller.note(withID: V.id(number)))
        let edit = NoteEdit(noteID: note.id, title: title, body: note.body, originalTitle: note.title, originalBody: note.body)
        guard let rename = controller.linkRename(for: edit) else { return (nil, 0) }
        return (rename, controller.saveEdit(edit, rewriting: rename).rewritten)
    }

    private func body(_ controller: NotesController, _ number: Int) -> String {
        controller.note(withID: V.id(number))?.body ?? ""
    }

    @Test func eachLinkKeepsTheFormItWasWrittenIn() throws {
        let controller = try V.controller([
            V.note(1, "Folder/Old Name.md"),
            V.note(2, "Links.md", """
            [[Folder/Old Name]] [[Old Name|text]] [[old name#Part|x]] [[Old Name.md]] [[Old Name^b1]]
            | cell | [[Old Name\\|text]] |
            [t](Folder/Old%20Name.md) [u](<Folder/Old Name.md#Part>) [v](Folder/Old%20Name.md "t")
            """),
        ])
        let (rename, rewritten) = rename(controller, 1, to: "New Name")
        #expect(rename?.count == 9)
        #expect(rewritten == 9)
        #expect(body(controller, 2) == """
        [[Folder/New Name]] [[New Name|text]] [[New Name#Part|x]] [[New Name.md]] [[New Name^b1]]
        | cell | [[New Name\\|text]] |
        [t](Folder/New%20Name.md) [u](<Folder/New Name.md#Part>) [v](Folder/New%20Name.md "t")
        """)
    }

    @Test func theNewNameIsTheFileNameTheStoreGivesTheTitle() throws {
        let controller = try V.controller([V.note(1, "Old.md"), V.note(2, "Links.md", "[[Old]] [a](Old.md)")])
        let (rename, _) = rename(controller, 1, to: "Plans: 2025/26?")
        #expect(rename?.newName == "Plans: 2025/26?")
        let name = NoteFile.fileName(forTitle: "Plans: 2025/26?")
        #expect(body(controller, 2) == "[[\(name)]] [a](\(name.replacingOccurrences(of: " ", with: "%20")).md)")
    }

    @Test func aTitleNoLinkCouldHoldStillRenamesLinksToItsFile() throws {
        let controller = try V.controller([V.note(1, "Old.md"), V.note(2, "Links.md", "[[Old|x]]")])
        let (rename, rewritten) = rename(controller, 1, to: "C# [draft] | v2")
        #expect(rename?.count == 1)
        #expect(rewritten == 1)
        #expect(body(controller, 2) == "[[\(NoteFile.fileName(forTitle: "C# [draft] | v2"))|x]]")
    }

    @Test func aSameNamedNoteElsewhereKeepsItsLinks() throws {
        let controller = try V.controller([
            V.note(1, "A/Topic.md"), V.note(2, "B/Deep/Topic.md"),
            V.note(3, "Links.md", "[[Topic]] [[A/Topic]] [[B/Deep/Topic]] [[Deep/Topic]]"),
        ])
        let (rename, rewritten) = rename(controller, 2, to: "Subject")
        #expect(rename?.count == 2)
        #expect(rewritten == 2)
        #expect(body(controller, 3) == "[[Topic]] [[A/Topic]] [[B/Deep/Subject]] [[Deep/Subject]]")
    }

    @Test func aRelativeMarkdownLinkIsRewrittenWhereItResolves() throws {
        let controller = try V.controller([
            V.note(1, "A/Old.md"), V.note(2, "Old.md"), V.note(3, "A/Links.md", "[x](Old.md) [y](../Old.md)"),
        ])
        _ = rename(controller, 1, to: "New")
        #expect(body(controller, 3) == "[x](New.md) [y](../Old.md)")
    }

    @Test func aTitleFromFrontMatterRewritesLinksByTitleOnly() throws {
        let controller = try V.controller([
            V.note(1, "file-name.md", title: "Old Title", aliases: ["Alias"]),
            V.note(2, "Links.md", "[[Old Title]] [[file-name]] [[Alias]] [[old title.md|x]]"),
        ])
        let (rename, _) = rename(controller, 1, to: "New Title")
        // The file keeps its name, so links to it stay; an alias stays an alias.
        #expect(rename?.count == 2)
        #expect(body(controller, 2) == "[[New Title]] [[file-name]] [[Alias]] [[New Title.md|x]]")
    }

    @Test func aNameAnotherNoteGoesByIsAClashAndRewritesNothing() throws {
        let controller = try V.controller([
            V.note(1, "Old.md"), V.note(2, "Sub/New.md"), V.note(3, "Links.md", "[[Old]] [[New]]"),
        ])
        let note = try #require(controller.note(withID: V.id(1)))
        let edit = NoteEdit(noteID: note.id, title: "New", body: "", originalTitle: "Old", originalBody: "")
        #expect(controller.nameClash(for: edit)?.id == V.id(2))
        #expect(controller.linkRename(for: edit) == nil)
    }

    @Test func aLinkInTheRenamedNoteItselfIsRewrittenToo() throws {
        let controller = try V.controller([V.note(1, "Dir/Self.md", "me: [[Dir/Self#Top]] [m](Self.md)")])
        let (rename, rewritten) = rename(controller, 1, to: "Me")
        #expect(rename?.count == 2)
        #expect(rewritten == 2)
        #expect(body(controller, 1) == "me: [[Dir/Me#Top]] [m](Me.md)")
    }
}
