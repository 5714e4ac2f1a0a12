import Foundation

extension VaultLinks {
    /// What a renamed note's links become.
    public enum Rewrite: Equatable, Sendable {
        /// The file's new name (without `.md`) in place of the last name
        /// of the path: `[[Folder/Old|x]]` → `[[Folder/New|x]]`,
        /// `[t](Folder/Old%20Name.md)` → `[t](Folder/New%20Name.md)`.
        case fileName(String)
        /// The note's new title in place of the whole target (a link that
        /// named it by its title, not its file).
        case title(String)
    }

    /// `text` with each of `changes` (links found in `text`) rewritten,
    /// everything else as it was: `#heading`, `|text`, a table's `\|`, a
    /// written `.md` and a Markdown link's percent-encoding all kept.
    public static func rewriting(_ text: String, _ changes: [(link: VaultLink, to: Rewrite)]) -> String {
        guard !changes.isEmpty else { return text }
        let scalars = text.unicodeScalars
        var result = String.UnicodeScalarView()
        var start = scalars.startIndex
        for (link, rewrite) in changes.sorted(by: { $0.link.pathRange.lowerBound < $1.link.pathRange.lowerBound }) {
            let written = String(String.UnicodeScalarView(scalars[link.pathRange]))
            result.append(contentsOf: scalars[start..<link.pathRange.lowerBound])
            let inAngles = link.pathRange.lowerBound > scalars.startIndex && scalars[scalars.index(before: link.pathRange.lowerBound)] == "<"
            result.append(contentsOf: replaced(written, by: rewrite, form: link.form, inAngles: inAngles).unicodeScalars)
            start = link.pathRange.upperBound
        }
        result.append(contentsOf: scalars[start...])
        return String(result)
    }

    private static func replaced(_ written: String, by rewrite: Rewrite, form: VaultLink.Form, inAngles: Bool) -> String {
        switch rewrite {
        case let .title(title):
            return title
        case let .fileName(name):
            let folder = written.lastIndex(of: "/").map { String(written[...$0]) } ?? ""
            let last = written.dropFirst(folder.count)
            let ext = last.count > 3 && last.suffix(3).lowercased() == ".md" ? String(last.suffix(3)) : ""
            guard form == .markdown else { return folder + name + ext }
            return folder + encoded(name, like: written, inAngles: inAngles) + ext
        }
    }

    /// A file name as a Markdown link's destination holds it: percent-
    /// encoded when the link was (`%20`), else only its spaces encoded
    /// (which would end the destination), unless it is in `<…>`.
    private static func encoded(_ name: String, like written: String, inAngles: Bool) -> String {
        if written.contains("%") {
            var allowed = CharacterSet.urlPathAllowed
            allowed.remove(charactersIn: "/()")
            return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
        }
        return inAngles ? name : name.replacingOccurrences(of: " ", with: "%20")
    }
}
