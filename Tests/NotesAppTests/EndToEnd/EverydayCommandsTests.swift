import Foundation
import TestSupport
import Testing

/// `add --template`, `append`, `rename` and `edit` through the real
/// binary (CONTRACT §14), on a JSON library and on a vault.
@Suite struct EverydayCommandsTests {
    /// Templates where the binary looks for them ($HOME/.config here).
    func writeTemplate(_ name: String, _ text: String, in cli: NotesTUIProcess) throws {
        let folder = cli.folder.file(".config/notes-tui/templates")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: folder + "/" + name + ".md", atomically: true, encoding: .utf8)
    }

    func body(of title: String, _ cli: NotesTUIProcess) throws -> String {
        let shown = try cli.run(["show", title])
        #expect(shown.status == 0, "\(shown.stderr)")
        return String(shown.stdout.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2).first ?? "")
    }

    @Test func addFromATemplateFillsItAndPutsTheTextAtTheCursor() throws {
        let cli = try NotesTUIProcess()
        try writeTemplate("meeting", "# {{title}}\n{{date}}\n{{cursor}}\n- end\n", in: cli)
        let result = try cli.run(["add", "--template", "meeting", "--title", "Standup", "Ann", "late"])
        #expect(result.status == 0, "\(result.stderr)")
        let date = String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        #expect(try body(of: "Standup", cli) == "# Standup\n\(date)\nAnn late\n- end\n")
    }

    @Test func aMissingTemplateIsOneLineNamingItAndWhereTemplatesLive() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Kept")
        let result = try cli.run(["add", "--template", "nope", "text"])
        result.expectFailure(64, mentioning: "no template 'nope'")
        #expect(result.stderr.contains(".config/notes-tui/templates/"))
        #expect(try cli.noteTitles() == ["Kept"], "nothing added")
        try cli.run(["add", "--template", "../config", "x"]).expectFailure(64, mentioning: "no template")
    }

    @Test func appendAddsALineFromWordsOrStdin() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Log", body: "first")
        #expect(try cli.run(["append", "Log", "second", "line"]).status == 0)
        #expect(try cli.run(["append", "Log"], stdin: "third\n").status == 0)
        #expect(try body(of: "Log", cli) == "first\nsecond line\nthird\n")
        try cli.run(["append", "Log"], stdin: "").expectFailure(64, mentioning: "nothing to append")
        try cli.run(["append", "Nope", "x"]).expectFailure(1)
    }

    @Test func renameRewritesTheLinksUnlessNoLinks() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Plumber Bob", body: "call him")
        _ = try cli.add(title: "House", body: "ask [[Plumber Bob]] and [[plumber bob|him]]")
        let renamed = try cli.run(["rename", "Plumber Bob", "Plumber Robert"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(renamed.stdout == "updated 2 links\n")
        #expect(try body(of: "House", cli) == "ask [[Plumber Robert]] and [[Plumber Robert|him]]\n")
        #expect(try cli.run(["rename", "Plumber Robert", "Bob", "--no-links"]).status == 0)
        #expect(try body(of: "House", cli) == "ask [[Plumber Robert]] and [[Plumber Robert|him]]\n")
        try cli.run(["rename", "Bob", "House"]).expectFailure(1, mentioning: "already goes by that name")
    }

    /// The repro, as a script runs it: the title changed by the
    /// editor; `--update-links` rewrites the links, `--no-links` does not.
    @Test func editSavesWhatTheEditorWroteAndFollowsTheLinkFlags() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Plumber Bob", body: "call him")
        _ = try cli.add(title: "House", body: "ask [[Plumber Bob]]")
        let editor = ["EDITOR": "sed -i '1s/.*/Plumber Robert/'"]
        let edited = try cli.run(["edit", "Plumber Bob", "--update-links"], environment: editor)
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try cli.run(["links", "House"]).stdout.contains("Plumber Robert\n"))
        #expect(!(try cli.run(["links", "House"]).stdout.contains("no such note")))
        let again = ["EDITOR": "sed -i '1s/.*/Plumber Rob/; $a more'"]
        #expect(try cli.run(["edit", "Plumber Robert", "--no-links"], environment: again).status == 0)
        #expect(try body(of: "Plumber Rob", cli) == "call him\nmore\n")
        #expect(try body(of: "House", cli) == "ask [[Plumber Robert]]\n")
        try cli.run(["edit", "Plumber Rob", "--no-links"], environment: ["EDITOR": "false"])
            .expectFailure(1, mentioning: "the editor failed")
        let failing = try cli.run(["edit", "Plumber Rob", "--no-links"], environment: ["EDITOR": "sed -i '$a lost?' \"$1\"; false"])
        failing.expectFailure(1, mentioning: "the editor failed after writing; nothing changed; its text is kept in")
        let kept = String(failing.stderr.split(separator: " ").last ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect((try? String(contentsOfFile: kept, encoding: .utf8))?.contains("lost?") == true, "\(kept)")
        #expect(try body(of: "Plumber Rob", cli) == "call him\nmore\n")
        try cli.run(["edit", "x", "--no-links", "--update-links"]).expectFailure(64)
    }

    @Test func theCommandsWorkOnAVault() throws {
        let cli = try NotesTUIProcess()
        let vault = cli.folder.file("vault")
        try FileManager.default.createDirectory(atPath: vault, withIntermediateDirectories: true)
        try "call him\n".write(toFile: vault + "/Plumber Bob.md", atomically: true, encoding: .utf8)
        try "ask [[Plumber Bob]]\n".write(toFile: vault + "/House.md", atomically: true, encoding: .utf8)
        #expect(try cli.run(["append", "House", "today"], dataFile: vault).status == 0)
        let renamed = try cli.run(["rename", "Plumber Bob", "Plumber Robert"], dataFile: vault)
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(try String(contentsOfFile: vault + "/House.md", encoding: .utf8) == "ask [[Plumber Robert]]\ntoday\n")
        #expect(FileManager.default.fileExists(atPath: vault + "/Plumber Robert.md"))
        let editor = ["EDITOR": "sed -i '$a from the editor'"]
        #expect(try cli.run(["edit", "House", "--no-links"], dataFile: vault, environment: editor).status == 0)
        #expect(try String(contentsOfFile: vault + "/House.md", encoding: .utf8).hasSuffix("today\nfrom the editor\n"))
    }
}
