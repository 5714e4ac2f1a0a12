import Foundation
import TestSupport
import Testing

/// `export --format markdown` writes front matter (id, created, modified,
/// pinned), so that an export imported into an empty library gives back
/// the same notes — ids, dates and pins too — and importing it again adds
/// nothing, even after a note was renamed or edited in the files' place.
@Suite struct ExportFrontMatterTests {
    @Test func markdownExportImportsAsTheSameNotes() throws {
        let source = try NotesTUIProcess()
        let pinned = try source.add(title: "Plan", body: "step one\n#work")
        _ = try source.add(title: "Shopping", body: "milk")
        _ = try source.run(["add", "--", "untitled body text"])
        _ = try source.add(title: "Colons: and \"quotes\"", body: "---\nnot front matter\n---")
        #expect(try source.run(["pin", pinned]).status == 0)
        try ImportFromAppsTests.expectRoundTrip(source)
    }

    @Test func reimportingAnExportAfterOtherChangesAddsNothing() throws {
        let cli = try NotesTUIProcess()
        let id = try cli.add(title: "Plan", body: "old")
        let folder = cli.folder.file("md")
        #expect(try cli.run(["export", "--format", "markdown", "--output", folder]).status == 0)
        let target = try NotesTUIProcess()
        #expect(try target.run(["import", folder]).status == 0)
        // Another note added in between.
        _ = try target.run(["add", "--title", "Other"])
        let imported = try target.run(["import", folder])
        #expect(imported.stdout.contains("0 new, 0 updated, 1 already there"), "\(imported.stdout)")
        #expect(try target.run(["show", id]).stdout == "Plan\n\nold\n")
    }

    /// Editing an exported file (front matter left alone) and importing it
    /// back brings the edit in: the file's newer time dates it.
    @Test func anEditedExportFileUpdatesItsNote() throws {
        let cli = try NotesTUIProcess()
        let id = try cli.add(title: "Plan", body: "old")
        let folder = cli.folder.file("md")
        #expect(try cli.run(["export", "--format", "markdown", "--output", folder]).status == 0)
        let file = folder + "/Plan.md"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try TestFiles.write(text.replacingOccurrences(of: "\nold\n", with: "\nnew\n"), to: file)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: file)
        let imported = try cli.run(["import", folder])
        #expect(imported.stdout.contains("0 new, 1 updated"), "\(imported.stdout)")
        #expect(try cli.run(["show", id]).stdout == "Plan\n\nnew\n")
        #expect(try cli.run(["import", folder]).stdout.contains("0 new, 0 updated, 1 already there"))
    }
}
