import Foundation
import NotesModel
import NotesStorage
import Testing
import TestSupport
@testable import NotesVault

/// Kind 4: titles that are not file names — `..`, `.`, `CON`, `nul.txt`,
/// 300 bytes, `/`, `\`, control characters, only spaces, bidi marks, a
/// title ending in `.md`. A note is never a file outside the vault or a
/// hidden one, and its title survives a reload, new or renamed.
@Suite struct HostileTitleTests {
    static let named = ["..", ".", "CON", "nul.txt", "Com1", "lpt9.md", String(repeating: "é", count: 150),
                        String(repeating: "x", count: 300), "/", "\\", "a/../../b", "../escape", "\u{1}\u{7}\u{1B}[31m",
                        "   ", "\u{202E}gnp.md", "\u{200F}", "notes.md", ".hidden", "~", "-", "true", "null", "1:2",
                        "#tag", "[[x]]", "a: b", "- item", "\"quoted\"", "'", "\u{FEFF}bom", "tab\there", "line\nbreak",
                        "\u{2028}", "trailing ", " leading", "%", "*", "&anchor", "!tag", "@", "`", "|", ">", "? q"]

    static let alphabet = [".", "/", "\\", " ", "\t", "\n", "\r", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{202E}",
                           "\u{200F}", "\u{FEFF}", "\u{2028}", ":", "#", "^", "[", "]", "|", "*", "?", "\"", "<", ">",
                           "'", "-", "&", "!", "%", "@", "`", "{", "}", ",", "md", "CON", "nul", "a", "Z", "é", "中", "🙂"]

    static func hostileTitle(_ random: inout SeededRandom) -> String {
        if Int.random(in: 0..<4, using: &random) == 0 { return named.randomElement(using: &random)! }
        return (0..<Int.random(in: 1...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
    }

    static func expectSafe(_ vault: TestVault, _ context: String) {
        for file in vault.files() {
            #expect(!file.split(separator: "/").contains { $0.hasPrefix(".") }, "\(context): hidden \(file.debugDescription)")
            #expect(file.utf8.count < 255, "\(context): \(file.debugDescription)")
        }
        // Only the vault and the state folders beside it.
        let beside = (try? FileManager.default.contentsOfDirectory(atPath: vault.folder.path)) ?? []
        #expect(Set(beside).isSubset(of: ["vault", "state", "home"]), "\(context): \(beside)")
    }

    @Test func namedHostileTitlesStayInTheVaultAndSurviveAReload() throws {
        let vault = try TestVault()
        let store = vault.store()
        _ = try store.load()
        let date = Date(timeIntervalSince1970: 1_000_000)
        let notes = Self.named.enumerated().map { Note(id: UUID(), title: $0.element, body: "body \($0.offset)", created: date, modified: date) }
        _ = try store.save(Library(notes: notes), changes: .unknown)
        Self.expectSafe(vault, "new")
        let reloaded = try vault.store().load()
        for note in notes {
            #expect(reloaded.notes.first { $0.body == note.body }?.title == note.title, "\(note.title.debugDescription)")
        }
    }

    /// A title taken from a `# heading` renamed to one no heading line can
    /// hold as it is: the front matter holds it, and the old heading goes.
    @Test func aHeadingTitleRenamedToOneAHeadingCannotHoldSurvives() throws {
        for title in ["  spaced  ", "closing #", "two\nlines", "#", "   "] {
            let vault = try TestVault()
            vault.write("N.md", "# Old\n\nbody\n")
            let store = vault.store()
            var library = try store.load()
            library.notes[0].title = title
            _ = try store.save(library, changes: .notes([library.notes[0].id]))
            let back = try vault.store().load().notes
            #expect(back.map(\.title) == [title], "\(title.debugDescription): \(vault.read("N.md")?.debugDescription ?? "")")
            #expect(back.map(\.body) == ["body"])
        }
    }

    @Test func randomHostileTitlesNewAndRenamedSurviveAReload() throws {
        var random = SeededRandom.fromEnvironment(fallback: 34_004)
        for round in 0..<SeededRandom.iterations(fallback: 15) {
            let vault = try TestVault()
            vault.write("Sub/From name.md", "from name\n")
            vault.write("Heading.md", "# Heading\n\nfrom heading\n")
            vault.write("Front.md", "---\nz: 1\ntitle: Front\n---\nfrom front matter\n")
            let store = vault.store()
            var library = try store.load()
            let date = Date(timeIntervalSince1970: 1_000_000)
            for index in 0..<12 {
                library.notes.append(Note(id: UUID(), title: Self.hostileTitle(&random), body: "new \(index)", created: date, modified: date))
            }
            library = try store.save(library, changes: .unknown)
            var changed = Set<UUID>()
            for index in library.notes.indices where Bool.random(using: &random) {
                library.notes[index].title = Self.hostileTitle(&random)
                changed.insert(library.notes[index].id)
            }
            library = try store.save(library, changes: .notes(changed))
            let context = "seed \(random.seed) round \(round)"
            Self.expectSafe(vault, context)
            let reloaded = try vault.store().load()
            #expect(reloaded.notes.count == library.notes.count, "\(context): \(vault.files())")
            for note in library.notes {
                let back = reloaded.notes.first { $0.body == note.body }
                #expect(back?.title == Self.expectedTitle(note.title, source: note.file?.titleSource),
                        "\(context): \(note.title.debugDescription) came back as \(back?.title.debugDescription ?? "nothing")")
            }
        }
    }

    /// A heading holds one line: a title's line breaks become spaces there.
    static func expectedTitle(_ title: String, source: NoteFile.TitleSource?) -> String {
        source == .heading ? VaultNoteText.oneLine(title) : title
    }
}
