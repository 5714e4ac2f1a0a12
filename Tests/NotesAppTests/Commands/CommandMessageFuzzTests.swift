import Foundation
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesInterchange
@testable import NotesModel
@testable import NotesStorage

/// Every message that repeats a REF, a path or a title stays one line,
/// terminal-safe and bounded, whatever the input (issue #11, point 14).
@Suite struct CommandMessageFuzzTests {
    static func hostileInput(using random: inout SeededRandom) -> String {
        var text = TerminalTextTests.randomString(using: &random)
        if Bool.random(using: &random) { text += "\n" + TerminalTextTests.randomString(using: &random) }
        if Int.random(in: 0..<10, using: &random) == 0 {
            text = String(repeating: text.isEmpty ? "y" : text, count: Int.random(in: 100...1000, using: &random))
        }
        return text
    }

    /// The messages of every path that echoes user input.
    static func messages(for input: String, notes: [Note]) -> [(String, Int)] {
        var found: [(String, Int)] = []
        func collect(_ limit: Int, _ body: () throws -> Void) {
            do { try body() } catch let error as CommandError {
                found.append((error.message, limit))
            } catch let error as LaunchError {
                found.append((error.message, limit))
            } catch { found.append(("\(error)", limit)) }
        }
        found.append((LaunchError.noSuchNote(input).message, 400))
        found.append((LaunchError.noLibrary(input).message, 400))
        found.append((LaunchError.ambiguousNote(input, notes).message, ErrorLine.maximumCharacters))
        found.append((StoreError.unwritable(path: "/x", reason: "no space; save again (your changes are kept until then)").commandMessage, 400))
        collect(400) { _ = try NotesURL.parse(input) }
        collect(400) { _ = try NotesURL.parse("notes://" + input) }
        collect(400) { _ = try NotesURL.parse("notes://note/" + input) }
        collect(400) { _ = try NotesURL.parse("notes://search?q=%zz" + input) }
        collect(ErrorLine.maximumCharacters) { _ = try NoteLookup.note(input, in: notes, command: "show") }
        collect(400) { _ = try ImportSources.read(["/proc/notes-tui-missing/" + input]) }
        collect(400) { _ = try LibraryExport.run(notes, format: .json, output: "/proc/notes-tui-missing/" + input, force: false) }
        collect(400) { _ = try LibraryExport.run(notes, format: .markdown, output: "/proc/notes-tui-missing/" + input, force: true) }
        return found
    }

    @Test func everyEchoIsOneBoundedSafeLine() {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_0014)
        for iteration in 0..<SeededRandom.iterations(fallback: 200) {
            let input = Self.hostileInput(using: &random)
            let notes = (0..<Int.random(in: 2...14, using: &random)).map { index in
                Note(id: UUID(), title: Bool.random(using: &random) ? input : Self.hostileInput(using: &random),
                     body: "", created: Date(timeIntervalSince1970: 0), modified: Date(timeIntervalSince1970: 0))
            }
            for (message, limit) in Self.messages(for: input, notes: notes) {
                let context = "seed \(random.seed) iteration \(iteration): \(message.prefix(120).debugDescription)"
                #expect(!message.unicodeScalars.contains { TerminalTextTests.forbidden($0, allowLayout: false) }, "\(context)")
                #expect(!message.unicodeScalars.contains(where: SafeText.isLineBreak), "\(context)")
                #expect(message.count <= limit, "\(message.count) characters: \(context)")
                #expect(!message.contains("kept until then"), "\(context)")
            }
        }
    }
}
