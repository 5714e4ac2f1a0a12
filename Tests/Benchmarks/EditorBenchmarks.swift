import NotesApp
import TerminalKit
import TextEditing

/// Issue 4's figures: one keystroke in a 1 MB note (insert, re-wrap,
/// drawing the visible rows into a canvas), and a paste of 10,000 lines.
enum EditorBenchmarks {
    static let size = Size(rows: 24, columns: 80)

    /// About 1 MB of prose in one line, or in lines of about 50 characters.
    static func megabyte(oneLine: Bool) -> String {
        let sentence = "The quick brown fox jumps over the lazy dog, 日本語 ok. "
        var text = ""
        text.reserveCapacity(1_100_000)
        var line = 0
        while text.utf8.count < 1_000_000 {
            text += sentence
            line += 1
            if !oneLine { text += "\n" }
        }
        return text
    }

    /// About 1 MB of Markdown: headings, fenced code, tasks, links, tags,
    /// emphasis, quotes and URLs, in lines as a long note has them.
    static func markdownMegabyte() -> String {
        let section = [
            "## Section heading with a #tag", "Some **bold** and *emphasis* and `code` with [[A link]] in it.",
            "- [ ] an open task with _emphasis_", "- [x] a done task, see https://example.com/page", "> a quote #idea",
            "```swift", "let x = \"**not bold**\" // #nottag", "```", "1. numbered item with 日本語 and 😀", "",
        ].joined(separator: "\n") + "\n"
        var text = ""
        text.reserveCapacity(1_100_000)
        while text.utf8.count < 1_000_000 { text += section }
        return text
    }

    /// An editor laid out at 80×24, the cursor at `fraction` of the text;
    /// with `markdown`, drawn as Note detail draws a body.
    static func editor(_ text: String, cursorAt fraction: Double, markdown: Bool = false) -> BodyEditor {
        var editor = BodyEditor(text: text, styler: markdown ? MarkdownStyler() : nil)
        editor.resize(width: size.columns, height: size.rows - 4)
        editor.moveCursor(toFraction: fraction)
        var canvas = Canvas(size: size)
        editor.render(into: &canvas, top: 3, left: 0, focused: true)
        return editor
    }

    /// Type one character and draw, as the screen does for a key.
    static func keystroke(_ editor: inout BodyEditor) {
        _ = editor.handle(.character("x"))
        var canvas = Canvas(size: size)
        editor.render(into: &canvas, top: 3, left: 0, focused: true)
    }

    static let pasteText = (1...10_000).map { "pasted line \($0) with some words in it" }.joined(separator: "\n")

    static var all: [Benchmark] {
        var cases: [Benchmark] = []
        for (label, oneLine) in [("1 MB one line", true), ("1 MB short lines", false)] {
            let text = megabyte(oneLine: oneLine)
            for (place, fraction) in [("end", 1.0), ("middle", 0.5)] {
                cases.append(.repeated("keystroke, \(label), cursor at \(place)", target: 2, iterations: 200,
                                       prepare: { editor(text, cursorAt: fraction) }, run: keystroke))
            }
        }
        // As Note detail draws a body: styled as Markdown.
        for (label, text) in [("1 MB of Markdown", markdownMegabyte()), ("1 MB one line", megabyte(oneLine: true))] {
            for (place, fraction) in [("end", 1.0), ("middle", 0.5)] {
                cases.append(.repeated("keystroke, \(label) drawn styled, cursor at \(place)", target: 1,
                                       iterations: 200, prepare: { editor(text, cursorAt: fraction, markdown: true) },
                                       run: keystroke))
            }
        }
        cases.append(.fresh("paste 10,000 lines into a short note", target: 50, iterations: 20,
                            prepare: { editor("A short note\nwith two lines", cursorAt: 1) }) { editor in
            editor.insert(pasteText)
            var canvas = Canvas(size: size)
            editor.render(into: &canvas, top: 3, left: 0, focused: true)
        })
        return cases
    }
}
