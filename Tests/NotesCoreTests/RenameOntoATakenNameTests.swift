import Foundation
import NotesCore
import NotesModel
import NotesSearching
import TestSupport
import Testing

/// Renaming and links (docs/behaviour.md, "Renaming"): a rename onto a
/// name another note goes by rewrites no link into it; `[[Name.md]]`
/// links count and follow a rename as written; and, over random
/// libraries, links to the renamed note follow it while links to every
/// other note keep going where they went.
@Suite("Renaming onto a taken name, and every link form")
struct RenameOntoATakenNameTests {
    let clock = TestClock()
    let ids = SequentialUUIDs()

    func makeController() -> NotesController {
        NotesController(store: InMemoryNotesStore(), clock: clock.now, makeID: ids.generate, samples: [])
    }

    @discardableResult
    func add(_ controller: NotesController, _ title: String, _ body: String) -> Note {
        clock.advance(by: 60)
        return controller.createNote(title: title, body: body)
    }

    func renaming(_ note: Note, to title: String) -> NoteEdit {
        NoteEdit(noteID: note.id, title: title, body: note.body, originalTitle: note.title, originalBody: note.body)
    }

    @Test func aRenameOntoAnotherNotesTitleIsCaughtAndRewritesNoLink() {
        let controller = makeController()
        let target = add(controller, "Target", "")
        let existing = add(controller, "Existing", "")
        let linking = add(controller, "Linking", "see [[Target]] and [[Existing]]")
        let edit = renaming(target, to: "Existing")
        #expect(controller.nameClash(for: edit)?.id == existing.id)
        #expect(controller.linkRename(for: edit) == nil, "no link is rewritten into a name two notes have")
        // Ignoring case, and by the name of the file a note came from.
        #expect(controller.nameClash(for: renaming(target, to: "EXISTING"))?.id == existing.id)
        controller.insertNotes([Note(id: UUID(), title: "Minutes", body: "", created: clock.current, modified: clock.current,
                                     importedFrom: "meeting-notes")])
        #expect(controller.nameClash(for: renaming(target, to: "Meeting-Notes"))?.title == "Minutes")
        // Not a clash: a name nobody has, the note's own name in another case.
        #expect(controller.nameClash(for: renaming(target, to: "Fresh")) == nil)
        #expect(controller.nameClash(for: renaming(target, to: "TARGET")) == nil)
        // A rename asked for before the other note took the name rewrites nothing now.
        let fresh = renaming(target, to: "Fresh")
        let rename = try! #require(controller.linkRename(for: fresh))
        add(controller, "Fresh", "")
        let (_, rewritten) = controller.saveEdit(fresh, rewriting: rename)
        #expect(rewritten == 0)
        #expect(controller.note(withID: linking.id)?.body == "see [[Target]] and [[Existing]]")
        #expect(controller.note(withID: target.id)?.title == "Fresh", "the title is saved")
    }

    @Test func linksNamingTheFileWithMdCountAndFollowARenameAsWritten() throws {
        let controller = makeController()
        let target = add(controller, "Target", "me: [[target.MD]]")
        let linking = add(controller, "Linking", "[[Target.md]] [[Target.md|x]] [[Target.md#h]] [[TARGET.md#h|x]] [[ Target.md ]] [[target]] `[[Target.md]]` [[Target.mdx]]")
        #expect(controller.backlinkCount(of: target.id) == 1)
        #expect(controller.backlinks(to: target.id).map(\.id) == [linking.id])
        #expect(controller.outgoingLinks(of: linking.id) == [.note(target), .missing(title: "Target.mdx")])
        let edit = renaming(target, to: "New")
        let rename = try #require(controller.linkRename(for: edit))
        #expect(rename.count == 7)
        let (_, rewritten) = controller.saveEdit(edit, rewriting: rename)
        #expect(rewritten == 7)
        #expect(controller.note(withID: linking.id)?.body
            == "[[New.md]] [[New.md|x]] [[New.md#h]] [[New.md#h|x]] [[ New.md ]] [[New]] `[[Target.md]]` [[Target.mdx]]")
        #expect(controller.note(withID: target.id)?.body == "me: [[New.MD]]")
        #expect(controller.backlinkCount(of: target.id) == 1)
    }

    @Test func aNoteCalledNameMdKeepsItsLinks() throws {
        let controller = makeController()
        let target = add(controller, "Target", "")
        let file = add(controller, "Target.md", "")
        let linking = add(controller, "Linking", "[[Target.md]] [[Target]]")
        #expect(controller.backlinks(to: file.id).map(\.id) == [linking.id])
        #expect(controller.backlinks(to: target.id).map(\.id) == [linking.id])
        #expect(controller.backlinkCount(of: target.id) == 1)
        let edit = renaming(target, to: "New")
        let rename = try #require(controller.linkRename(for: edit))
        #expect(rename.count == 1)
        _ = controller.saveEdit(edit, rewriting: rename)
        #expect(controller.note(withID: linking.id)?.body == "[[Target.md]] [[New]]")
    }

    // MARK: - Random renames over random link forms

    static let names = ["Target", "target", "TARGET", "Target.md", "target.MD", "Other", "other.md", "Existing",
                        "Missing", "New", "New.md", "Third"]

    static func randomBody(using random: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...8, using: &random)).map { _ in
            let name = names.randomElement(using: &random)!
            switch Int.random(in: 0..<9, using: &random) {
            case 0: return "[[\(name)|shown]]"
            case 1: return "[[\(name)#Heading]]"
            case 2: return "[[\(name)#h|x]]"
            case 3: return "[[ \(name) ]]"
            case 4: return "`[[\(name)]]`"
            case 5: return "```\n[[\(name)]]\n```"
            case 6: return "> ```\n> [[\(name)]]\n> ```"
            case 7: return name
            default: return "[[\(name)]]"
            }
        }.joined(separator: Bool.random(using: &random) ? " " : "\n")
    }

    /// Where each link of each note goes, in order: a note's id, or nil.
    static func destinations(_ controller: NotesController) -> [UUID: [UUID?]] {
        var result: [UUID: [UUID?]] = [:]
        for note in controller.notes {
            result[note.id] = (NoteLinks.links(in: note.title) + NoteLinks.links(in: note.body)).map { controller.note(linkedAs: $0.target)?.id }
        }
        return result
    }

    /// The text with each link's target cut out: what a rename keeps.
    static func aroundTargets(_ text: String) -> [String] {
        var pieces: [String] = []
        var start = text.unicodeScalars.startIndex
        for link in NoteLinks.links(in: text) {
            pieces.append(String(text.unicodeScalars[start..<link.targetRange.lowerBound]))
            start = link.targetRange.upperBound
        }
        return pieces + [String(text.unicodeScalars[start...])]
    }

    @Test func linksToTheRenamedNoteFollowItAndNoOtherLinkMoves() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x5E11A3E)
        for round in 0..<SeededRandom.iterations(fallback: 300) {
            let controller = makeController()
            let others = ["Other", "Existing", "Third", "Target.md", "New.md"].filter { _ in Bool.random(using: &random) }
            for title in others { add(controller, title, Self.randomBody(using: &random)) }
            let target = add(controller, "Target", Self.randomBody(using: &random))
            for title in others.shuffled(using: &random).prefix(2) { add(controller, title + " notes", Self.randomBody(using: &random)) }
            let newName = ["New", "Renamed", "Existing", "other", "TARGET", "Third", "Target.md", "Other.md"].randomElement(using: &random)!
            let context = "seed \(random.seed), round \(round): Target → \(newName), others \(others)"

            let before = Self.destinations(controller)
            let texts = Dictionary(uniqueKeysWithValues: controller.notes.map { ($0.id, $0.body) })
            let edit = renaming(target, to: newName)
            let taken = others.contains { NoteLinks.key($0) == NoteLinks.key(newName) || NoteLinks.key($0) + ".md" == NoteLinks.key(newName) }
            #expect((controller.nameClash(for: edit) != nil) == taken, "\(context)")
            if let rename = controller.linkRename(for: edit) {
                #expect(!taken, "\(context)")
                _ = controller.saveEdit(edit, rewriting: rename)
            } else {
                _ = controller.saveEdit(edit)
            }
            let after = Self.destinations(controller)

            for note in controller.notes {
                let old = try #require(texts[note.id]), new = note.body
                if taken {
                    #expect(new == old, "\(context): nothing rewritten in \(note.title)")
                    continue
                }
                // Every link that went to a note still goes there: the renamed note's follow it.
                for (index, destination) in (before[note.id] ?? []).enumerated() where destination != nil {
                    #expect(after[note.id]?[index] == destination, "\(context): link \(index) of \(note.title) in \(new.debugDescription)")
                }
                // Only targets change; a link to no note is left as written.
                #expect(Self.aroundTargets(new) == Self.aroundTargets(old), "\(context): \(old.debugDescription) → \(new.debugDescription)")
                let oldLinks = NoteLinks.links(in: old), newLinks = NoteLinks.links(in: new)
                for (index, link) in oldLinks.enumerated() where before[note.id]?[index] != target.id {
                    #expect(newLinks[index].target == link.target, "\(context): \(old.debugDescription) → \(new.debugDescription)")
                }
            }
        }
    }
}
