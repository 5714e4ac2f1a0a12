import Foundation
import NotesInterchange
import NotesStorage

/// `notes-tui check`: each file of the library that is not a readable
/// note, one line each (`PATH: REASON`), and exit 65 when there is any
/// (docs/vault.md). A JSON library is one file: it reads (exit 0, nothing
/// printed) or its load fails as every command's does.
enum CheckCommand {
    static func render(_ skipped: [SkippedEntry], json: Bool, forTerminal: Bool) -> [UInt8] {
        if json {
            let objects = skipped.map { "{\"path\": \(SyncOutput.quoted($0.path)), \"reason\": \(SyncOutput.quoted($0.reason))}" }
            return Array(("[" + objects.joined(separator: ", ") + "]\n").utf8)
        }
        return Array(skipped.map { SafeText.line($0.line, forTerminal: forTerminal) + "\n" }.joined().utf8)
    }

    /// The one line on stderr after the list, and exit 65; nil when none.
    static func failure(_ skipped: [SkippedEntry]) -> CommandError? {
        guard !skipped.isEmpty else { return nil }
        let count = skipped.count == 1 ? "1 file is" : "\(skipped.count) files are"
        return .badInput("\(count) not readable as notes and left out of the library; fix or move them aside")
    }
}
