import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Note detail and the preview show a note's Markdown styled, the text
/// exactly as written: whole frames, and each body row's attributes with
/// colour and without (`NO_COLOR`).
@Suite struct MarkdownFrameTests {
    static let body = """
        # Plans
        Some **bold**, *em* and `code`.
        > quoted #idea
        - [ ] buy milk
        - [x] done 日本😀
        See [[Shopping]] https://ex.am/ple
        ```
        # not a heading #nottag
        ```
        """

    private func openNote(size: Size = Size(rows: 16, columns: 50)) throws -> AppHarness {
        let library = Library(notes: [Fixtures.note(1, title: "Markdown", body: Self.body)])
        let app = try AppHarness(library: library, size: size).launch()
        app.press(.enter)
        app.press(.controlHome)
        return app
    }

    @Test func noteDetailShowsTheTextAsWritten() throws {
        let app = try openNote()
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Markdown
            ──────────────────────────────────────────────────
            # Plans
            Some **bold**, *em* and `code`.
            > quoted #idea
            - [ ] buy milk
            - [x] done 日本😀
            See [[Shopping]] https://ex.am/ple
            ```
            # not a heading #nottag
            ```



            Ctrl-S save · Esc back · Tab title/body · F1 help
            """)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 0))
    }

    @Test func eachKindHasItsOwnColours() throws {
        let app = try openNote()
        let rows = (3...11).map { styleMarkup(app.terminal.lastFrame, row: $0, palette: ColorPalette(usesColor: true, hasGrey: true)) }
        #expect(rows == [
            "{bc5:# Plans}",
            "Some {b:**bold**}, {i:*em*} and {c6:`code`}.",
            "{bc9:>}{c9: quoted }{c8:#idea}",
            "{bc10:-} {bc10:[ ]} buy milk",
            "{bdc10:-}{dc2: }{bdc10:[x]}{dc2: done 日本😀}",
            "See {uc7:[[Shopping]]} {uic7:https://ex.am/ple}",
            "{c6:```}",
            "{c6:# not a heading #nottag}",
            "{c6:```}",
        ])
    }

    @Test func withoutColourEachKindHasItsOwnAttributes() throws {
        let app = try openNote()
        let rows = (3...11).map { styleMarkup(app.terminal.lastFrame, row: $0, palette: ColorPalette(usesColor: false)) }
        #expect(rows == [
            "{bu:# Plans}",
            "Some {b:**bold**}, {i:*em*} and {r:`code`}.",
            "{bd:>}{d: quoted }{br:#idea}",
            "{b:-} {b:[ ]} buy milk",
            "{bd:-}{d: }{bd:[x]}{d: done 日本😀}",
            "See {u:[[Shopping]]} {ui:https://ex.am/ple}",
            "{r:```}",
            "{r:# not a heading #nottag}",
            "{r:```}",
        ])
    }

    @Test func aViewThatStartsInsideAFenceShowsCode() throws {
        let body = "# Top\n~~~\n" + (1...200).map { "code line \($0) **x** #tag" }.joined(separator: "\n") + "\n~~~\n**after**"
        let library = Library(notes: [Fixtures.note(1, title: "Long", body: body)])
        let app = try AppHarness(library: library, size: Size(rows: 8, columns: 40)).launch()
        app.press(.enter, .controlEnd)
        let palette = ColorPalette(usesColor: false)
        let rows = (3...6).map { styleMarkup(app.terminal.lastFrame, row: $0, palette: palette) }
        #expect(rows == ["{r:code line 199 **x** #tag}", "{r:code line 200 **x** #tag}", "{r:~~~}", "{b:**after**}"])
        // Undoing the fence far above (`~~~` → `~~`) changes what is code below it.
        app.press(.controlHome, .down)
        app.press(.control("e"), .backspace)
        app.press(.controlEnd)
        #expect(styleMarkup(app.terminal.lastFrame, row: 4, palette: palette) == "code line 200 {b:**x**} {br:#tag}")
    }
}

/// A fenced block inside a quote or a list item is drawn as code, as the
/// tag and link parsers read it: no tag or link colour inside.
@Suite struct QuotedCodeFrameTests {
    static let body = """
        > ```css
        > color: #ff0000; [[x]]
        > ```
        > #idea
        - ```
          #inlist
          ```
        #after
        """

    @Test func quotedAndListedFencesAreDrawnAsCode() throws {
        let library = Library(notes: [Fixtures.note(1, title: "Colours", body: Self.body)])
        let app = try AppHarness(library: library, size: Size(rows: 12, columns: 40)).launch()
        app.press(.enter, .controlHome)
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Colours
            ────────────────────────────────────────
            > ```css
            > color: #ff0000; [[x]]
            > ```
            > #idea
            - ```
              #inlist
              ```
            #after
            Ctrl-S save · Esc back · F1 help
            """)
        let rows = (3...10).map { styleMarkup(app.terminal.lastFrame, row: $0, palette: ColorPalette(usesColor: true, hasGrey: true)) }
        #expect(rows == [
            "{c6:> ```css}",
            "{c6:> color: #ff0000; [[x]]}",
            "{c6:> ```}",
            "{bc9:>}{c9: }{c8:#idea}",
            "{c6:- ```}",
            "{c6:  #inlist}",
            "{c6:  ```}",
            "{c8:#after}",
        ])
    }
}
