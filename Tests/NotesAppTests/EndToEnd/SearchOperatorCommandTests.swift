import Foundation
import TestSupport
import Testing

/// `search` with the operators of CONTRACT §13, as a script runs it, over a
/// JSON library and over a vault; a query that cannot be read exits 64
/// with one line saying why.
@Suite struct SearchOperatorCommandTests {
    func titles(_ result: NotesTUIProcess.Result) -> [String] {
        // id (8) + 2 + "YYYY-MM-DD HH:MM" (16) + 2, then the title.
        result.stdout.split(separator: "\n").map { String($0.dropFirst(28)) }.sorted()
    }

    @Test func operatorsFindTheNotesInAJSONLibrary() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Café menu", body: "cafe au lait\nmilk #work")
        _ = try cli.add(title: "Shopping", body: "milk and tea, to do")
        _ = try cli.add(title: "Draft", body: "to  do: milk")
        try cli.run(["pin", "Shopping"])
        #expect(titles(try cli.run(["search", "milk", "-draft"])) == ["Café menu", "Shopping"], "-word is an exclusion, not an option")
        #expect(titles(try cli.run(["search", "\"to do\""])) == ["Draft", "Shopping"])
        #expect(titles(try cli.run(["search", "--", "milk", "-draft"])) == ["Café menu", "Shopping"], "-- ends the options")
        let json = try JSONSerialization.jsonObject(with: try cli.run(["search", "--json", "milk", "-draft"]).stdoutBytes) as? [Any]
        #expect(json?.count == 2, "--json is still the option")
        let mistyped = try cli.run(["search", "--jsn", "milk"])
        #expect(mistyped.status == 64 && mistyped.stderr.hasPrefix("notes-tui: unknown option --jsn"), "\(mistyped.stderr)")
        #expect(titles(try cli.run(["search", "title:cafe"])) == ["Café menu"])
        #expect(titles(try cli.run(["search", "is:pinned"])) == ["Shopping"])
        #expect(titles(try cli.run(["search", "milk -#work"])) == ["Draft", "Shopping"])
        #expect(titles(try cli.run(["search", "/^milk/"])) == ["Café menu", "Shopping"], "^ starts any line")
        #expect(titles(try cli.run(["search", "/^milk/", "-/tea/"])) == ["Café menu"])
        #expect(titles(try cli.run(["search", "created:today"])).count == 3)
        #expect(try cli.run(["search", "created:<yesterday"]).status == 1)
    }

    @Test func aQueryThatCannotBeReadExits64WithOneLine() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Shopping", body: "milk")
        for (query, line) in [("/a(/", "notes-tui: bad regex /a(/: a ( is not closed by )\n"),
                              ("\"milk", "notes-tui: unbalanced quote: end the phrase with \"\n"),
                              ("created:>2026-13-01", "notes-tui: created:>2026-13-01 is not a date: write created:>2026-11-28, "
                                + "or today, yesterday or an age such as 7d or 2w after >, >=, <, <= or =\n"),
                              ("title:", "notes-tui: title: needs a word after it, as title:meeting or title:\"a phrase\"\n"),
                              ("milk -", nil)] {
            let result = try cli.run(["search", query])
            #expect(result.status == 64, "\(query)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("notes-tui: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(query): \(result.stderr)")
            if let line { #expect(result.stderr == line) }
        }
    }

    @Test func operatorsFindTheNotesInAVault() throws {
        let cli = try NotesTUIProcess()
        let root = cli.folder.file("vault")
        mkdir(root, 0o755)
        let files = ["Café menu.md": "cafe au lait\n\nmilk #work\n", "Shopping.md": "milk and tea, to do\n",
                     "Draft.md": "to  do: milk\n"]
        for (name, text) in files { _ = FileManager.default.createFile(atPath: root + "/" + name, contents: Data(text.utf8)) }
        #expect(titles(try cli.run(["search", "milk", "-draft"], dataFile: root)) == ["Café menu", "Shopping"])
        #expect(titles(try cli.run(["search", "\"to do\" -#work"], dataFile: root)) == ["Draft", "Shopping"])
        #expect(titles(try cli.run(["search", "title:CAFE /au l/"], dataFile: root)) == ["Café menu"])
        #expect(try cli.run(["search", "/(/"], dataFile: root).status == 64)
    }
}
