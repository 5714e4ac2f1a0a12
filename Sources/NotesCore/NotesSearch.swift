import Foundation

/// Case-insensitive, every-word matching over titles and bodies.
final class NotesSearch {
    func filter(_ notes: [Note], query: String) -> [Note] {
        let words = Self.words(of: query)
        guard !words.isEmpty else { return notes }
        return notes.filter { note in
            let title = Self.fold(note.title)
            let body = Self.fold(note.body)
            return words.allSatisfy { title.contains($0) || body.contains($0) }
        }
    }

    static func words(of query: String) -> [String] {
        fold(query).split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }

    /// Lowercases and drops accents only where a person would not care
    /// ("Café" finds "cafe"); keeps everything else exact.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
