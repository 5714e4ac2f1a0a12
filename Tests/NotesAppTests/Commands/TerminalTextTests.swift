import Foundation
import TerminalCharacters
import TerminalKit
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesApp
@testable import NotesCore
@testable import NotesInterchange
@testable import NotesModel

/// One policy for text going to a terminal: what the commands print to a
/// terminal is what the screens draw — controls as pictures, invisible
/// format characters (bidi overrides, zero-width) left out — and JSON to a
/// terminal escapes them instead, so it stays the same JSON value. To a
/// pipe, every byte goes out as it is (issue #11, point 13).
@Suite struct TerminalTextTests {
    static let bidiAndZeroWidth: [UInt32] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
                                             0x200E, 0x200F, 0x061C, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF]
    static let hostileTitle = "pay\u{202E}lmth.exe\u{200B} \u{85}\u{9B}31m\u{7F}"
    static let hostile = Note(id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!,
                              title: hostileTitle, body: "rtl \u{2067}x\u{2069} c1 \u{90}\u{9D}0;t\u{9C} del \u{7F}",
                              created: Date(timeIntervalSince1970: 0), modified: Date(timeIntervalSince1970: 0))

    /// The runner's stdout for `command`, to a terminal or to a pipe.
    private func output(_ command: NotesCommand, terminal: Bool, notes: [Note] = [hostile]) throws -> [UInt8] {
        let store = InMemoryNotesStore(library: Library(notes: notes), location: "/test/notes.json")
        let controller = NotesController(store: store)
        try controller.load()
        let io = CommandIO(write: { _ in }, readStandardInput: { Data() },
                           standardInputIsTerminal: terminal, standardOutputIsTerminal: terminal)
        var runner = CommandRunner(controller: controller, io: io, timeZone: .fixed(TimeZone(identifier: "UTC")!))
        try runner.run(command)
        return runner.output
    }

    /// Scalars that must never reach a terminal raw; `\n` and `\t` only where allowed.
    static func forbidden(_ scalar: Unicode.Scalar, allowLayout: Bool) -> Bool {
        let value = scalar.value
        if allowLayout, scalar == "\n" || scalar == "\t" { return false }
        return value < 0x20 || (0x7F..<0xA0).contains(value) || scalar.properties.generalCategory == .format
            || bidiAndZeroWidth.contains(value)
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func jsonToATerminalEscapesC1DELAndFormatCharacters() throws {
        for command in [NotesCommand.list(json: true), .search(query: "pay", json: true), .export(format: .json, output: nil)] {
            let out = try output(command, terminal: true)
            #expect(!text(out).unicodeScalars.contains { Self.forbidden($0, allowLayout: true) }, "\(command)")
            #expect(text(out).contains("\\u202e") && text(out).contains("\\u009b") && text(out).contains("\\u007f"))
            // The same JSON values as a pipe gets.
            let piped = try output(command, terminal: false)
            let shown = try JSONSerialization.jsonObject(with: Data(out)) as? NSObject
            let exact = try JSONSerialization.jsonObject(with: Data(piped)) as? NSObject
            #expect(shown != nil && shown == exact, "\(command)")
        }
    }

    @Test func listShowAndSearchToATerminalLeaveOutBidiAndZeroWidth() throws {
        for command in [NotesCommand.list(json: false), .search(query: "pay", json: false), .show(reference: "6F96")] {
            let out = text(try output(command, terminal: true))
            #expect(!out.unicodeScalars.contains { Self.forbidden($0, allowLayout: true) }, "\(command): \(out.debugDescription)")
            #expect(out.contains("paylmth.exe"), "\(out.debugDescription)")
        }
        #expect(text(try output(.show(reference: "6F96"), terminal: true))
            == "paylmth.exe  \u{FFFD}31m␡\n\nrtl x c1 \u{FFFD}\u{FFFD}0;t\u{FFFD} del ␡\n")
    }

    @Test func toAPipeEveryByteIsExact() throws {
        #expect(try output(.list(json: true), terminal: false) == LibraryCodec.encodeNotes([NoteListing.withDisplayTitle(Self.hostile)]))
        // Only the title's line break (U+0085) becomes a space: it is one line.
        let title = Self.hostileTitle.replacingOccurrences(of: "\u{85}", with: " ")
        #expect(text(try output(.show(reference: "6F96"), terminal: false)) == title + "\n\n" + Self.hostile.body + "\n")
    }

    /// Random text from every corner of Unicode: what goes to a terminal
    /// holds nothing forbidden; JSON to a terminal is the same value; and
    /// each character is treated as the screens draw it.
    @Test func randomTextNeverReachesATerminalRaw() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_0013)
        for iteration in 0..<SeededRandom.iterations(fallback: 2000) {
            let string = Self.randomString(using: &random)
            let context = "seed \(random.seed) iteration \(iteration): \(string.unicodeScalars.map { String($0.value, radix: 16) })"
            let line = SafeText.line(string, forTerminal: true)
            #expect(!line.unicodeScalars.contains { Self.forbidden($0, allowLayout: false) }, "\(context)")
            let block = SafeText.block(string, forTerminal: true)
            #expect(!block.unicodeScalars.contains { Self.forbidden($0, allowLayout: true) }, "\(context)")
            #expect(SafeText.block(string, forTerminal: false) == string)

            let note = Note(id: UUID(), title: string, body: string, created: Date(timeIntervalSince1970: 0),
                            modified: Date(timeIntervalSince1970: 0))
            let json = SafeText.json(LibraryCodec.encodeNotes([note]), forTerminal: true)
            #expect(!text(json).unicodeScalars.contains { Self.forbidden($0, allowLayout: true) }, "\(context)")
            let parsed = try JSONSerialization.jsonObject(with: Data(json)) as? [[String: Any]]
            #expect(parsed?.first?["title"] as? String == string, "\(context)")

            // The whole way through the commands, now and then.
            if iteration % 10 == 0 {
                for command in [NotesCommand.list(json: false), .show(reference: note.id.uuidString), .list(json: true)] {
                    let out = text(try output(command, terminal: true, notes: [note]))
                    #expect(!out.unicodeScalars.contains { Self.forbidden($0, allowLayout: true) }, "\(command) \(context)")
                }
            }

            // App and commands agree, character by character.
            for scalar in string.unicodeScalars where !SafeText.isLineBreak(scalar) && scalar != "\t" {
                let drawn = TextWidth.glyphs(for: Character(scalar)).map(\.text).joined()
                switch TerminalCharacterPolicy.treatment(of: scalar) {
                case .omitted: #expect(SafeText.line(String(scalar), forTerminal: true).isEmpty, "\(context)")
                    #expect(!drawn.unicodeScalars.contains(scalar), "\(context)")
                case let .picture(picture): #expect(SafeText.line(String(scalar), forTerminal: true) == String(picture))
                    #expect(drawn == String(picture), "\(context)")
                case .asIs: #expect(SafeText.line(String(scalar), forTerminal: true) == String(scalar))
                }
            }
        }
    }

    static func randomString(using random: inout SeededRandom) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...24, using: &random) {
            let value: UInt32
            switch Int.random(in: 0..<8, using: &random) {
            case 0: value = UInt32.random(in: 0x00...0x7F, using: &random)
            case 1: value = UInt32.random(in: 0x80...0xFF, using: &random)
            case 2: value = bidiAndZeroWidth.randomElement(using: &random)!
            case 3: value = UInt32.random(in: 0x2000...0x206F, using: &random)
            case 4: value = UInt32.random(in: 0xE0000...0xE007F, using: &random)
            case 5: value = UInt32.random(in: 0x100...0xFFFF, using: &random)
            case 6: value = UInt32.random(in: 0x10000...0x10FFFF, using: &random)
            default: value = [0x1F600, 0x0301, 0x65E5, 0xFE0F, 0x00AD, 0x0600, 0x180E].randomElement(using: &random)!
            }
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }
}
