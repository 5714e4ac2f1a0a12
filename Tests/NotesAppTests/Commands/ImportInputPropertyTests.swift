import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesApp
@testable import NotesCore
@testable import NotesInterchange
@testable import NotesModel

/// Searches for more inputs `import` takes wrongly (issue #32, point 7):
/// dates a library cannot hold, file names that are not UTF-8, exports
/// under any name, files that are not text, notes too large to save.
@Suite struct ImportInputPropertyTests {
    private static let earliestSeconds = -62_135_596_800.0, latestSeconds = 253_402_300_799.999

    /// Simplenote's seconds since 1970: taken exactly, or refused by name
    /// when outside the years 1 to 9999 — never clamped, never "unreadable".
    @Test func simplenoteDatesAreExactOrRefusedByName() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x32_0702)
        let anchors = [0, 1, -1, 1e9, 1.7e9, Self.earliestSeconds, Self.latestSeconds, 1e11, 1e12, 1e300, -1e300, 2.5e11, -6.2e10]
        for iteration in 0..<SeededRandom.iterations(fallback: 400) {
            let anchor = anchors.randomElement(using: &random)!
            let seconds = (anchor + Double(Int.random(in: -2...2, using: &random))).rounded()
            let entry: [String: Any] = ["id": "n\(iteration)", "content": "Note", "creationDate": seconds, "lastModified": seconds]
            let data = try JSONSerialization.data(withJSONObject: ["activeNotes": [entry]])
            let result = try #require(SimplenoteExport.read(data))
            let inRange = seconds >= Self.earliestSeconds && seconds <= Self.latestSeconds
            let context = "seed \(random.seed) iteration \(iteration): \(seconds)"
            if inRange {
                let note = try #require(result.notes.first, "\(context): \(result.skipped)")
                #expect(note.modified == LibraryDate.truncated(Date(timeIntervalSince1970: seconds)), "\(context)")
                #expect(note.created == note.modified, "\(context)")
            } else {
                #expect(result.notes.isEmpty && result.skipped == [.noteDateOutOfRange: 1], "\(context)")
            }
        }
    }

    /// Front matter and Simplenote dates written with any year: a year of 1
    /// to 9999 is that date, any other is refused by name.
    @Test func writtenYearsAreTakenOrRefusedByName() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x32_0703)
        for iteration in 0..<SeededRandom.iterations(fallback: 400) {
            let year = [0, 1, 9999, 10000, 12345, 275_760, Int.random(in: 0...20000, using: &random)].randomElement(using: &random)!
            let sign = Int.random(in: 0..<6, using: &random) == 0 ? "-" : ""
            let yearText = sign + (year < 1000 ? String(format: "%04d", year) : String(year))
            let iso = "\(yearText)-03-04T05:06:07Z"
            let expected = sign.isEmpty && (1...9999).contains(year) ? LibraryDate.parse(iso) : nil
            let context = "seed \(random.seed) iteration \(iteration): \(iso)"
            var skipped: [ImportSources.SkipReason: Int] = [:]
            let key = ["created", "date", "updated", "modified"].randomElement(using: &random)!
            let item = ImportSources.markdownItem("---\n\(key): \(iso)\n---\n# Note\n", file: "note", modified: Date(),
                                                  timeZone: .fixed(TimeZone(identifier: "UTC")!), skipped: &skipped)
            let entry: [String: Any] = ["id": "n", "content": "Note", "lastModified": iso]
            let simplenote = try #require(SimplenoteExport.read(try JSONSerialization.data(withJSONObject: ["activeNotes": [entry]])))
            if let expected {
                #expect(item?.modified == expected && skipped.isEmpty, "\(context)")
                #expect(simplenote.notes.first?.modified == expected, "\(context)")
            } else {
                #expect(item == nil && skipped == [.dateOutOfRange: 1], "\(context)")
                #expect(simplenote.skipped == [.noteDateOutOfRange: 1], "\(context)")
            }
        }
    }

    /// A file's modification time past 9999 (`touch -d`) dates a note only
    /// when the front matter does not: then the file is refused by name;
    /// otherwise the time is not used.
    @Test func aFilesTimeOutOfRangeIsRefusedWhereItDatesTheNote() throws {
        let farFuture = Date(timeIntervalSince1970: 1e13), utc = ShownTimeZone.fixed(TimeZone(identifier: "UTC")!)
        for text in ["# Plain\n\nbody\n", "---\ntitle: Only a title\n---\nbody\n", "---\n: [not yaml\n---\nbody\n"] {
            var skipped: [ImportSources.SkipReason: Int] = [:]
            #expect(ImportSources.markdownItem(text, file: "f", modified: farFuture, timeZone: utc, skipped: &skipped) == nil, "\(text)")
            #expect(skipped == [.dateOutOfRange: 1], "\(text)")
        }
        var skipped: [ImportSources.SkipReason: Int] = [:]
        let dated = ImportSources.markdownItem("---\nmodified: 2024-01-05T10:00:00Z\n---\n# Dated\n", file: "f", modified: farFuture,
                                               timeZone: utc, skipped: &skipped)
        #expect(dated?.modified == LibraryDate.parse("2024-01-05T10:00:00Z") && dated?.fileModified == nil && skipped.isEmpty)
    }

    /// Random entries in a folder, some named with bytes that are not
    /// UTF-8: every entry is read or counted.
    @Test func everyEntryOfAFolderIsReadOrCounted() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x32_0704)
        for iteration in 0..<SeededRandom.iterations(fallback: 60) {
            let root = try TemporaryDirectory(prefix: "notes-tui-import-names")
            let folder = root.file("in")
            mkdir(folder, 0o700)
            var names = Set<[UInt8]>()
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                var name = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    [UInt8(ascii: "a"), UInt8(ascii: "."), 0xC3, 0xA9, 0xE9, 0xFF, 0x80].randomElement(using: &random)!
                }
                name += Array([".md", ".txt", ".markdown"].randomElement(using: &random)!.utf8)
                names.insert(name)
            }
            var expectedRead = 0, expectedCounted = 0
            for name in names {
                let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
                let fd = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o600) }
                guard fd >= 0 else { continue }
                _ = write(fd, "# Note\n", 7)
                close(fd)
                let valid = String(validating: name, as: UTF8.self)
                if let valid, !valid.hasPrefix("."), ImportSources.isMarkdownName(valid) { expectedRead += 1 } else { expectedCounted += 1 }
            }
            let context = "seed \(random.seed) iteration \(iteration): \(names.map { $0.map { String($0, radix: 16) } })"
            do {
                let contents = try ImportSources.read([folder])
                let counted = contents.skippedHidden + contents.skipped.values.reduce(0, +)
                #expect(contents.markdown.count == expectedRead && counted == expectedCounted, "\(context)")
            } catch {
                #expect(expectedRead == 0 && error.exitCode == 64, "\(context): \(error.message)")
            }
        }
    }

    /// A library or a Simplenote export under any name is read as one.
    @Test func exportsAreKnownByContentWhateverTheirName() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x32_0705)
        let root = try TemporaryDirectory(prefix: "notes-tui-import-json")
        let simplenote = try #require(FileManager.default.contents(atPath: ImportFromAppsTests.fixtures + "/simplenote/notes.json"))
        for iteration in 0..<SeededRandom.iterations(fallback: 120) {
            let notes = (0..<Int.random(in: 0...3, using: &random)).map { index in
                Note(id: UUID(), title: "Note \(index)", body: "{\"not\": \"json\"}", created: Date(timeIntervalSince1970: 0),
                     modified: Date(timeIntervalSince1970: Double(index)))
            }
            let isSimplenote = Bool.random(using: &random)
            var bytes = isSimplenote ? [UInt8](simplenote) : LibraryCodec.encode(Library(notes: notes))
            if Bool.random(using: &random) { bytes = Array(" \n\t".utf8) + bytes }
            let stem = ["notes", "notes.json.20261128-005131", "backup", "x", "a.md"].randomElement(using: &random)!
            let name = stem + ["", ".bak", ".json", ".txt", ".md", ".markdown", ".JSON"].randomElement(using: &random)!
            let path = root.file("\(iteration)-\(name)")
            try TestFiles.write(bytes, to: path)
            let contents = try ImportSources.read([path])
            let context = "seed \(random.seed) iteration \(iteration): \(name)"
            #expect(contents.markdown.isEmpty, "\(context)")
            #expect(contents.exported.count == (isSimplenote ? 5 : notes.count), "\(context)")
        }
    }

    /// Any file with a NUL byte, however large, is refused named, counted
    /// in a folder, and never becomes a note.
    @Test func filesWithNULBytesAreNeverNotes() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x32_0706)
        let root = try TemporaryDirectory(prefix: "notes-tui-import-nul")
        for iteration in 0..<SeededRandom.iterations(fallback: 120) {
            var bytes = (0..<Int.random(in: 1...300, using: &random)).map { _ in
                [UInt8(ascii: "a"), UInt8(ascii: "{"), UInt8(ascii: "\n"), 0xC3, 0xA9, 0x01].randomElement(using: &random)!
            }
            bytes.insert(0, at: Int.random(in: 0...bytes.count, using: &random))
            let folder = root.file("f\(iteration)")
            mkdir(folder, 0o700)
            let path = folder + "/note.md"
            try TestFiles.write(bytes, to: path)
            let context = "seed \(random.seed) iteration \(iteration)"
            do {
                _ = try ImportSources.read([path])
                Issue.record("\(context): a file with a NUL byte was read")
            } catch {
                #expect(error.exitCode == 65 && !error.message.contains("\n"), "\(context): \(error.message)")
            }
            let skipped = try? ImportSources.read([folder])
            #expect(skipped.map { $0.markdown.isEmpty && $0.skipped[.notText] == 1 } ?? true, "\(context)")
        }
    }

    /// Notes whose escaped text would pass the library's limit are refused
    /// before anything is added; the count never falls short of the file.
    @Test func notesTooLargeToSaveAreRefusedBeforeAnythingIsAdded() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x32_0707)
        for iteration in 0..<SeededRandom.iterations(fallback: 200) {
            let notes = (0..<Int.random(in: 0...4, using: &random)).map { index in
                let body = String(String.UnicodeScalarView((0..<Int.random(in: 0...400, using: &random)).map { _ in
                    ["a", "\u{1}", "\"", "\\", "\n", "é", "😀", "\u{1F}"].randomElement(using: &random)!
                }))
                return Note(id: UUID(), title: "T\(index)\u{2}", body: body, created: Date(timeIntervalSince1970: 0),
                            modified: Date(timeIntervalSince1970: 0), pinned: Bool.random(using: &random),
                            trashed: Bool.random(using: &random) ? Date(timeIntervalSince1970: 1) : nil,
                            importedFrom: Bool.random(using: &random) ? "file\u{3}" : nil)
            }
            let context = "seed \(random.seed) iteration \(iteration)"
            let encoded = LibraryCodec.encode(Library(notes: notes)).count
            #expect(LibraryCodec.encodedSize(of: notes) >= encoded, "\(context)")
            let controller = NotesController(store: InMemoryNotesStore(library: Library(notes: [])), samples: [])
            try controller.load()
            var contents = ImportSources.Contents()
            contents.exported = notes
            let cap = Int.random(in: 0...3000, using: &random)
            do {
                _ = try LibraryImport.apply(contents, to: controller, maximumLibrarySize: cap)
                #expect(encoded <= cap, "\(context)")
            } catch {
                #expect(controller.allNotes.isEmpty, "\(context): something was added")
                #expect(error.exitCode == 65 && error.message.contains("more than"), "\(context)")
            }
        }
    }
}
