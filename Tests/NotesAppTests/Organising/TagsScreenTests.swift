import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesCore
@testable import NotesModel

/// The Tags screen against whole frames: nesting, counts, narrowing, choosing.
@Suite struct TagsScreenTests {
    let controller: NotesController
    let tags: TagsScreen

    init() throws {
        controller = NotesController(store: InMemoryNotesStore(library: Library(notes: [
            Fixtures.note(1, title: "Standup", body: "#work/meetings #work"),
            Fixtures.note(2, title: "Monday", body: "#work/meetings/monday"),
            Fixtures.note(3, title: "Home", body: "#Home and #garden-plans"),
            Fixtures.note(4, title: "Gone", body: "#trashonly"),
        ])), samples: [])
        try controller.load()
        controller.trashNote(Fixtures.note(4, title: "").id)
        tags = TagsScreen(controller: controller)
        tags.viewWillAppear()
    }

    func frame(_ size: Size = Size(rows: 9, columns: 40)) -> Canvas {
        var canvas = Canvas(size: size)
        tags.render(into: &canvas)
        return canvas
    }

    @Test func everyTagWithItsCountNestedUnderItsParent() {
        let drawn = frame()
        expectFrame(drawn, """
             Tags                            5 tags
            Tag: #
            ▸ #garden-plans                       1
              #Home                               1
              #work                               2
                #meetings                         2
                  #monday                         1

            Enter show notes · Esc back · F1 help
            """)
        #expect(drawn.cursor == Position(row: 1, column: 6))
    }

    @Test func typingNarrowsAndShowsTagsWhole() {
        for character in "meet" { tags.handle(.character(character)) }
        expectFrame(frame(), """
             Tags                            2 of 5
            Tag: #meet
            ▸ #work/meetings                      2
              #work/meetings/monday               1




            Enter show notes · Esc back · F1 help
            """)
        tags.handle(.control("u"))
        #expect(frame().lines[1] == "Tag: #", "Ctrl-U clears what is typed, as in every one-line input")
        tags.handle(.character("q"))
        #expect(frame().lines[3].contains("No tag matches “q”."))
    }

    @Test func enterChoosesTheSelectedTagAndEscChoosesNone() {
        var chosen: [String?] = []
        tags.onChoose = { chosen.append($0) }
        tags.onBack = { chosen.append(nil) }
        tags.handle(.pageDown)
        tags.handle(.enter)
        tags.handle(.escape)
        #expect(chosen == ["work/meetings/monday", nil])
    }

    @Test func withoutTagsItSaysHowToMakeOne() throws {
        let empty = NotesController(store: InMemoryNotesStore(), samples: [])
        let screen = TagsScreen(controller: empty)
        var canvas = Canvas(size: Size(rows: 6, columns: 50))
        screen.render(into: &canvas)
        #expect(canvas.lines[3].hasPrefix("  No tags yet. Write #tag in a note to tag it."))
        screen.handle(.enter)
    }

    @Test func anyKeysAndSizesDrawSafeFrames() {
        var random = SeededRandom.fromEnvironment(fallback: 0x7A95)
        let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end, .backspace, .character("w"), .character("#"),
                           .character("漢"), .control("u"), .enter, .escape]
        for _ in 0..<SeededRandom.iterations(fallback: 400) {
            tags.handle(keys.randomElement(using: &random)!)
            let size = Size(rows: Int.random(in: 1...12, using: &random), columns: Int.random(in: 1...50, using: &random))
            assertSafe(frame(size), size: size)
        }
    }
}
