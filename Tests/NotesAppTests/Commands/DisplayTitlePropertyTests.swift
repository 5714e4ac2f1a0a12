import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesCore
@testable import NotesInterchange
@testable import NotesModel

/// One name for a note everywhere (`Note.displayTitle`): for random notes —
/// blank, white-space, control-character and format-character titles,
/// bodies starting with blank lines, long first lines — `list`, `list
/// --json`, `show`, `search`, the Markdown export's file name and heading,
/// and the list row on screen all show the same name, and none of them
/// starts an untitled note with an empty line (issue 13, point 7).
@Suite struct DisplayTitlePropertyTests {
    static let titlePieces = ["", " ", "\t", "\n", "\r\n", "\u{200B}", "\u{1B}", "\u{7F}", "\u{85}", "Buy", "milk",
                              "café", "日本", "  ", "x"]
    static let linePieces = ["", " ", "\t", "\u{200B}", "first", "idea", "\u{1B}[31m", "naïve", "ok", "   ", "a\tb"]

    @Test func everySurfaceAgreesOnTheName() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x13_0007)
        for iteration in 0..<SeededRandom.iterations(fallback: 300) {
            let note = Self.randomNote(using: &random)
            let context = "seed \(random.seed) iteration \(iteration): title \(note.title.debugDescription) body \(note.body.debugDescription)"
            try checkSurfaces(of: note, context: context)
        }
    }

    @Test func knownUntitledNotes() throws {
        for (body, name) in [("buy milk\neggs", "buy milk"), ("\n\n  \t\n  first idea  \nmore", "first idea"),
                             ("", Note.untitledName), (" \n\u{200B}\n", Note.untitledName),
                             ("a\tb", "a b"), (String(repeating: "word ", count: 40), String(repeating: "word ", count: 16).dropLast(1) + "…")] {
            let note = Note(id: UUID(), title: " \t", body: body, created: Date(), modified: Date())
            #expect(note.displayTitle == name, "\(body.debugDescription)")
            #expect(note.displayTitle.count <= Note.displayTitleLimit)
            try checkSurfaces(of: note, context: body.debugDescription)
        }
    }

    private func checkSurfaces(of note: Note, context: String) throws {
        let name = note.displayTitle
        #expect(!name.isEmpty && !name.unicodeScalars.contains(where: Note.isFolded), "\(context)")

        // list and search, to a pipe and to a terminal: the columns' last one.
        for terminal in [false, true] {
            let shown = SafeText.line(name, forTerminal: terminal)
            let search = note.body.contains("zqmark") ? [NotesCommand.search(query: "zqmark", json: false)] : []
            for command in [NotesCommand.list(json: false)] + search {
                let out = text(try output(command, note, terminal: terminal))
                #expect(out.dropFirst(28) == shown + "\n", "\(command) terminal \(terminal): \(out.debugDescription) \(context)")
            }
        }
        // --json: the stored title as it is, and the name.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try output(.list(json: true), note, terminal: false))) as? [[String: Any]])
        #expect(json.first?["title"] as? String == note.title, "\(context)")
        #expect(json.first?["displayTitle"] as? String == name, "\(context)")
        // show: the name, a blank line, the body.
        let shown = text(try output(.show(reference: note.id.uuidString), note, terminal: false))
        #expect(shown.hasPrefix(name + "\n\n"), "\(shown.debugDescription) \(context)")
        #expect(!shown.hasPrefix("\n"), "\(context)")
        // Markdown export: the file's name and its heading.
        let folder = try TemporaryDirectory(prefix: "display-title")
        _ = try LibraryExport.run([note], format: .markdown, output: folder.file("md"), force: false)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.file("md"))
        #expect(files == [MarkdownFileName.stem(for: name) + ".md"], "\(files) \(context)")
        let markdown = try String(contentsOfFile: folder.file("md/") + (files.first ?? ""), encoding: .utf8)
        // After the front matter's six lines (---, id, created, modified, pinned, ---).
        let heading = String(markdown.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(6).first ?? "")
        #expect(Note.oneLine(heading) == "# " + name, "\(heading.debugDescription) \(context)")
        // The row on screen.
        let app = try AppHarness(library: Library(notes: [note]), size: Size(rows: 10, columns: 120)).launch()
        let row = String(app.lines[1].dropFirst(2))
        // As the screens draw any text (a lone zero-width character on a ◌,
        // so the cursor has a cell to sit on).
        let drawn = name.map { TextWidth.glyphs(for: $0).map(\.text).joined() }.joined()
        let rowTitle = row.hasPrefix(drawn) ? drawn : String(row.prefix { $0 != "…" })
        #expect(!rowTitle.isEmpty && drawn.hasPrefix(rowTitle), "row \(row.debugDescription) \(context)")
    }

    private func output(_ command: NotesCommand, _ note: Note, terminal: Bool) throws -> [UInt8] {
        let store = InMemoryNotesStore(library: Library(notes: [note]), location: "/test/notes.json")
        let controller = NotesController(store: store)
        try controller.load()
        let io = CommandIO(write: { _ in }, readStandardInput: { Data() },
                           standardInputIsTerminal: terminal, standardOutputIsTerminal: terminal)
        var runner = CommandRunner(controller: controller, io: io, timeZone: .fixed(TimeZone(identifier: "UTC")!))
        try runner.run(command)
        return runner.output
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// A note whose body ends with a line `search` finds it by.
    static func randomNote(using random: inout SeededRandom) -> Note {
        var title = ""
        for _ in 0..<Int.random(in: 0...3, using: &random) { title += titlePieces.randomElement(using: &random)! }
        var lines: [String] = []
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            var line = ""
            for _ in 0..<Int.random(in: 0...3, using: &random) { line += linePieces.randomElement(using: &random)! + " " }
            if Int.random(in: 0..<6, using: &random) == 0 { line += String(repeating: "long ", count: 30) }
            lines.append(line)
        }
        lines.append("zqmark")
        let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", Int.random(in: 0..<1_000_000, using: &random)))!
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        return Note(id: id, title: title, body: lines.joined(separator: "\n"), created: date, modified: date)
    }
}
