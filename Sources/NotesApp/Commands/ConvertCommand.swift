import Foundation
import NotesInterchange
import NotesStorage
import NotesVault

/// `notes-tui convert --to PATH` (docs/vault.md): the library, a JSON
/// file or a vault, written as a new library of the other kind. Runs on
/// its own stores rather than the app's controller: the conversion reads
/// the library exactly as it is on disk, top-level fields included, and
/// changes nothing in it.
enum ConvertCommand {
    /// The conversion, and the line that says what it made (for stdout).
    static func run(_ source: String, to target: String, environment: [String: String], forTerminal: Bool) throws -> [UInt8] {
        let report = try LibraryConversion.convert(from: source, to: target, sourceIsVault: DataFileLocation.isVault(source),
                                                   environment: environment)
        let notes = report.notes == 1 ? "1 note" : "\(report.notes) notes"
        let kind = report.madeVault ? "a vault" : "a JSON library"
        var line = "converted \(notes) into \(kind) at \(report.target)"
        if report.skipped > 0 {
            line += "; \(report.skipped) \(report.skipped == 1 ? "file" : "files") not readable as notes left out (notes-tui check lists them)"
        }
        return Array((SafeText.line(line, forTerminal: forTerminal) + "\n").utf8)
    }
}
