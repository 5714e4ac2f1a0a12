import Foundation

/// One link in a vault note's text, read as Obsidian reads it (CONTRACT
/// §10, "Links"; docs/vault.md): a `[[wikilink]]` or a Markdown link to a
/// note's file.
public struct VaultLink: Equatable, Sendable {
    public enum Form: Equatable, Sendable {
        /// `[[Folder/Name#Heading|text]]`, `[[Name\|text]]` in a table, `[[Name^block]]`.
        case wiki
        /// `[text](Folder/Name%20Two.md#Heading)`, resolved from the linking note's folder first.
        case markdown
    }

    public let form: Form
    /// The path it names, trimmed, percent-decoded for a Markdown link:
    /// `Folder/Name`, `Name.md`, `../Name`, `/Name`.
    public let path: String
    /// The whole link in the text it was found in.
    public let range: Range<String.Index>
    /// The path as written (before `#`, `^`, `|` or `\|`, without the
    /// spaces around it): what a rename rewrites.
    public let pathRange: Range<String.Index>
}

/// A Markdown link to a URL, `[text](https://…)`: not a note link.
public struct WebLink: Equatable, Sendable {
    /// The destination as written.
    public let url: String
    /// The whole link in the text it was found in.
    public let range: Range<String.Index>
}

/// The links of a vault note's text. A `[[wikilink]]` is what `NoteLinks`
/// reads, its target ending also at `^` (a block) and a `\` before the
/// `|` (a pipe escaped inside a table) not part of it. A Markdown link
/// `[text](destination)` is one when its destination is no URL
/// (`scheme:`), not only a `#heading`, and names a `.md` file or a file
/// without an extension; `![alt](x.md)` embeds count as Obsidian counts
/// them. Code spans and fenced code hold no link.
public enum VaultLinks {
    public static func links(in text: String) -> [VaultLink] {
        var found = NoteLinks.links(in: text).compactMap { wikiLink($0, in: text) }
        if text.utf8.contains(UInt8(ascii: "]")) {
            var urls: [WebLink] = []
            MarkdownCode.forEachLineOutsideFences(of: text) { line in
                scanMarkdownLinks(line, into: &found, urls: &urls)
            }
            found.sort { $0.range.lowerBound < $1.range.lowerBound }
        }
        return found
    }

    /// The Markdown links of a text whose destination is a URL
    /// (`[text](https://…)`, `mailto:`): no note, but a link `Ctrl-]` can
    /// say so of. Found by the same scan as `links(in:)`.
    public static func webLinks(in text: String) -> [WebLink] {
        guard text.utf8.contains(UInt8(ascii: "]")) else { return [] }
        var found: [VaultLink] = [], urls: [WebLink] = []
        MarkdownCode.forEachLineOutsideFences(of: text) { line in
            scanMarkdownLinks(line, into: &found, urls: &urls)
        }
        return urls
    }

    /// The links of a note's title, then its body's.
    public static func links(title: String, body: String) -> [VaultLink] {
        links(in: title) + links(in: body)
    }

    // MARK: - Wikilinks

    private static func wikiLink(_ link: NoteLink, in text: String) -> VaultLink? {
        let scalars = text.unicodeScalars
        var lower = link.targetRange.lowerBound, upper = link.targetRange.upperBound
        // `^block` ends the name as `#heading` does.
        if let caret = scalars[lower..<upper].firstIndex(of: "^") { upper = caret }
        while lower < upper, CharacterSet.whitespaces.contains(scalars[lower]) { scalars.formIndex(after: &lower) }
        while upper > lower, CharacterSet.whitespaces.contains(scalars[scalars.index(before: upper)]) {
            scalars.formIndex(before: &upper)
        }
        // `[[Name\|text]]`: the backslash only keeps a table's cell whole.
        if upper > lower, upper == link.targetRange.upperBound, upper < scalars.endIndex, scalars[upper] == "|",
           scalars[scalars.index(before: upper)] == "\\" {
            scalars.formIndex(before: &upper)
            while upper > lower, CharacterSet.whitespaces.contains(scalars[scalars.index(before: upper)]) {
                scalars.formIndex(before: &upper)
            }
        }
        guard lower < upper else { return nil }
        let path = String(String.UnicodeScalarView(scalars[lower..<upper]))
        return VaultLink(form: .wiki, path: path, range: link.range, pathRange: lower..<upper)
    }

    // MARK: - Markdown links

    private static func scanMarkdownLinks(_ line: Substring.UnicodeScalarView, into found: inout [VaultLink],
                                          urls: inout [WebLink]) {
        let scalars = Array(line)
        guard scalars.count >= 4, scalars.contains("]") else { return }
        var indices = Array(line.indices)
        indices.append(line.endIndex)
        var index = 0
        var open: Int?
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "`" {
                let (end, isSpan) = MarkdownCode.endOfCodeSpan(in: scalars, at: index)
                if isSpan { open = nil }
                index = end
                continue
            }
            if scalar == "[" {
                open = index
            } else if scalar == "]", let start = open, index + 1 < scalars.count, scalars[index + 1] == "(" {
                switch markdownLink(scalars, from: start, destinationAt: index + 2, indices: indices) {
                case let .note(link, end)?:
                    found.append(link)
                    open = nil
                    index = end
                    continue
                case let .web(link)?:
                    // Scanned on from the `]` as before, so the note links found stay the same.
                    urls.append(link)
                case nil: break
                }
                open = nil
            }
            index += 1
        }
    }

    private enum MarkdownDestination {
        /// A link to a note's file, and where it ends.
        case note(VaultLink, Int)
        case web(WebLink)
    }

    /// The link whose `(` ends just before `start`.
    private static func markdownLink(_ scalars: [Unicode.Scalar], from start: Int, destinationAt first: Int,
                                     indices: [String.Index]) -> MarkdownDestination? {
        var position = first
        while position < scalars.count, scalars[position] == " " { position += 1 }
        let destinationStart: Int, destinationEnd: Int
        if position < scalars.count, scalars[position] == "<" {
            destinationStart = position + 1
            guard let close = scalars[destinationStart...].firstIndex(of: ">") else { return nil }
            destinationEnd = close
            position = close + 1
        } else {
            destinationStart = position
            var depth = 0
            while position < scalars.count, scalars[position] != " " {
                if scalars[position] == "(" { depth += 1 }
                if scalars[position] == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                position += 1
            }
            destinationEnd = position
        }
        // An optional "title", then `)`.
        while position < scalars.count, scalars[position] == " " { position += 1 }
        if position < scalars.count, scalars[position] == "\"" {
            guard let close = scalars[(position + 1)...].firstIndex(of: "\"") else { return nil }
            position = close + 1
            while position < scalars.count, scalars[position] == " " { position += 1 }
        }
        guard position < scalars.count, scalars[position] == ")" else { return nil }
        let end = position + 1
        var pathEnd = destinationStart
        while pathEnd < destinationEnd, scalars[pathEnd] != "#" { pathEnd += 1 }
        guard pathEnd > destinationStart else { return nil }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[destinationStart..<pathEnd])
        let written = String(view)
        guard !hasScheme(written) else {
            var whole = String.UnicodeScalarView()
            whole.append(contentsOf: scalars[destinationStart..<destinationEnd])
            return .web(WebLink(url: String(whole), range: indices[start]..<indices[end]))
        }
        let path = (written.removingPercentEncoding ?? written).trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty, namesNote(path) else { return nil }
        let link = VaultLink(form: .markdown, path: path, range: indices[start]..<indices[end],
                             pathRange: indices[destinationStart]..<indices[pathEnd])
        return .note(link, end)
    }

    /// `https:`, `mailto:`, `obsidian:`: a URL, not a file in the vault.
    private static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first) else { return false }
        return scheme.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    /// A `.md` file or a name without an extension (`Name` is `Name.md`);
    /// `image.png` and `paper.pdf` are attachments, not notes.
    static func namesNote(_ path: String) -> Bool {
        let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return true }
        let ext = last[last.index(after: dot)...]
        // `Version 1.2` has no extension: one is a few letters and digits, a letter among them.
        let isExtension = (1...5).contains(ext.count) && ext.unicodeScalars.allSatisfy { $0.isASCII && CharacterSet.alphanumerics.contains($0) }
            && ext.unicodeScalars.contains { CharacterSet.letters.contains($0) }
        return !isExtension || ext.lowercased() == "md"
    }
}
