import Foundation
import NotesInterchange

/// The body of `add`: the words given, joined by spaces; otherwise stdin,
/// when it is not a terminal (a pipe or a file: `pbpaste | notes-tui add`).
/// A terminal on stdin is never read, so `add` cannot sit waiting for
/// typing nobody knows is expected.
enum NoteInput {
    static func body(words: [String], io: CommandIO) throws -> String {
        if !words.isEmpty { return words.joined(separator: " ") }
        if io.standardInputIsTerminal { return "" }
        let data = try io.readStandardInput()
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError.badInput("the text on stdin is not UTF-8; convert it (e.g. with iconv) and try again; nothing was added")
        }
        // `echo text |` adds a newline nobody typed as part of the note.
        var scalars = text.unicodeScalars
        while let last = scalars.last, last == "\n" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}
