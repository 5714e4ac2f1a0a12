import Foundation
import Testing
@testable import NotesApp
@testable import NotesModel
@testable import TerminalKit

/// `y` in the list and `Alt-y` in Note detail copy through OSC 52: the
/// exact bytes the terminal gets, and the footer's words.
@Suite struct ClipboardTests {
    private func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{1B}\\"
    }

    @Test func yCopiesTheSelectedBody() throws {
        let body = "héllo 日本 😀\nsecond line"
        let notes = [Fixtures.note(1, title: "Shopping", body: "milk"), Fixtures.note(2, title: "Ideas", body: body)]
        let app = try AppHarness(library: Library(notes: notes)).launch()
        app.press(.down, .character("y"))
        #expect(app.terminal.clipboardOutput == [osc52(body)])
        #expect(app.lines[23] == "Copied \"Ideas\" to the clipboard (30 bytes)")
        // The footer's words stay until the next key.
        app.press(.up)
        #expect(app.lines[23].hasPrefix("Enter open"))
    }

    @Test func altYCopiesTheWholeNoteAsShown() throws {
        let notes = [Fixtures.note(1, title: "Shopping", body: "milk\neggs")]
        let app = try AppHarness(library: Library(notes: notes)).launch()
        app.press(.enter, .controlEnd)
        app.type("!")
        app.press(.alt("y"))
        // What is on screen, saved or not: the title, a blank line, the body.
        #expect(app.terminal.clipboardOutput == [osc52("Shopping\n\nmilk\neggs!")])
        #expect(app.lines[23] == "Copied \"Shopping\" to the clipboard (20 bytes)")
        // Nothing was typed by the copy.
        #expect(app.lines[4] == "eggs!")
    }

    @Test func aNoteWithoutATitleCopiesItsBody() throws {
        let notes = [Fixtures.note(1, title: "", body: "just a body")]
        let app = try AppHarness(library: Library(notes: notes)).launch()
        app.press(.enter, .alt("y"))
        #expect(app.terminal.clipboardOutput == [osc52("just a body")])
        #expect(app.lines[23] == "Copied \"just a body\" to the clipboard (11 bytes)")
    }

    @Test func aBodyTooLargeForTerminalsIsNotSentCut() throws {
        let body = String(repeating: "0123456789", count: 10_240)  // 100 KB
        let notes = [Fixtures.note(1, title: "Big", body: body)]
        let app = try AppHarness(library: Library(notes: notes)).launch()
        app.press(.character("y"))
        #expect(app.terminal.clipboardOutput.isEmpty)
        #expect(app.lines[23] == "Not copied: \"Big\" is 100.0 KB; terminals take at most 73.2 KB through OSC 52")
    }

    @Test func theLargestCopyThatFitsIsSentWhole() throws {
        let body = String(repeating: "é", count: OSC52.largestText / 2)
        let notes = [Fixtures.note(1, title: "Fits", body: body)]
        let app = try AppHarness(library: Library(notes: notes)).launch()
        app.press(.character("y"))
        let sent = try #require(app.terminal.clipboardOutput.first)
        #expect(sent == osc52(body))
        #expect(sent.utf8.count <= OSC52.largestEncoded + 9)
    }

    @Test func base64MatchesFoundationForAnyBytes() {
        for length in 0..<40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            #expect(OSC52.base64(bytes) == Data(bytes).base64EncodedString(), "\(length) bytes")
        }
    }

    @Test func sizesAreShortAndExact() {
        #expect(ClipboardCopy.size(1) == "1 byte")
        #expect(ClipboardCopy.size(1023) == "1023 bytes")
        #expect(ClipboardCopy.size(1229) == "1.2 KB")
        #expect(ClipboardCopy.size(3 * 1024 * 1024) == "3.0 MB")
    }
}
