import NotesSearching

/// Tags another app kept beside a note (Simplenote's `tags`, a front
/// matter's `tags:`) written into the body as `#tags`, since here tags live
/// in the text: one last line `#a #b`, after a blank line.
///
/// Each tag is made a word: leading `#`s dropped, every run of characters
/// a tag cannot hold (spaces, punctuation) becomes one `-` (`home stuff` →
/// `#home-stuff`). A tag the body already has is not repeated, so a note
/// imported twice reads the same. A tag that does not start with a letter
/// (`2024`) is still written (`#2024`), though it does not count as a tag.
package enum ImportedTags {
    package static func appending(_ tags: [String], to body: String) -> String {
        var have = Set(NoteTags.tags(in: body).map(NoteTags.key))
        var words: [String] = []
        for tag in tags {
            let word = self.word(for: tag)
            guard !word.isEmpty else { continue }
            let key = NoteTags.tag(named: "#" + word) ?? word.lowercased()
            guard have.insert(key).inserted else { continue }
            words.append("#" + word)
        }
        guard !words.isEmpty else { return body }
        let line = words.joined(separator: " ")
        if body.isEmpty { return line }
        return body + (body.hasSuffix("\n") ? "\n" : "\n\n") + line
    }

    package static func word(for tag: String) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingDash = false
        for scalar in tag.unicodeScalars.drop(while: { $0 == "#" || $0 == " " }) {
            if NoteTags.isTagScalar(scalar) {
                if pendingDash, !scalars.isEmpty { scalars.append("-") }
                pendingDash = false
                scalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return String(scalars)
    }
}
