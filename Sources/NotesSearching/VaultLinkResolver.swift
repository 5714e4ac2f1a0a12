import Foundation
import NotesModel

/// One link of a vault note, ready to look up: its path lowercased,
/// without `.md`, as every lookup compares it.
package struct VaultLinkQuery: Hashable, Sendable {
    package let isMarkdown: Bool
    /// `folder/name`, `../name`, `/name`: lowercased, `.md` dropped.
    package let pathKey: String
    /// The target as written, lowercased, for the title and alias fallback.
    package let titleKey: String

    package init(_ link: VaultLink) {
        isMarkdown = link.form == .markdown
        titleKey = NoteLinks.key(link.path)
        pathKey = titleKey.hasSuffix(".md") ? String(titleKey.dropLast(3)) : titleKey
    }

    /// A `[[target]]` written in a note: a link followed from the app or
    /// named on the command line.
    /// Read as in a note: up to a `^block`, a table's `\` before the `|` dropped.
    package init(wikiTarget target: String) {
        var path = String(target.prefix { $0 != "^" }).trimmingCharacters(in: .whitespaces)
        if path.hasSuffix("\\") { path = String(path.dropLast()).trimmingCharacters(in: .whitespaces) }
        self.init(VaultLink(form: .wiki, path: path, range: path.startIndex..<path.endIndex, pathRange: path.startIndex..<path.endIndex))
    }
}

/// What the resolver needs of one note, worked out once per text and
/// file (`LinkIndex` keeps it with the note's other link facts).
package struct VaultNoteKeys: Sendable {
    /// The file's path (nil for a note not saved as a file yet), and the
    /// lowercased forms links compare it by.
    package let path: String?
    package let pathKey: String?
    package let nameKey: String?
    /// The lowercased folder relative Markdown links start from: "" at the top.
    package let folderKey: String
    /// The lowercased title and `aliases`, each once.
    package let titleKeys: [String]
    /// The note's links, each once, in order.
    package let queries: [VaultLinkQuery]

    package init(_ note: Note) {
        path = note.file?.path
        pathKey = note.file.map { NoteLinks.key($0.pathWithoutExtension) }
        nameKey = note.file.map { NoteLinks.key($0.name) }
        folderKey = pathKey.map(VaultLinkResolver.folder(of:)) ?? ""
        var seen = Set<String>()
        titleKeys = ([note.displayTitle] + (note.file?.aliases ?? [])).map(NoteLinks.key).filter { !$0.isEmpty && seen.insert($0).inserted }
        var seenQueries = Set<VaultLinkQuery>()
        queries = VaultLinks.links(title: note.title, body: note.body).map(VaultLinkQuery.init).filter { seenQueries.insert($0).inserted }
    }
}

/// Which note a vault link names, as Obsidian resolves it (CONTRACT §10,
/// "Links"; docs/vault.md), by dictionary lookups only:
///
/// 1. `/Folder/Name` names the file at that path from the vault's top;
///    `./Name` and `../Name` the file at that path from the linking
///    note's folder. Nothing else.
/// 2. Otherwise the file at that path from the top, and from the linking
///    note's folder (a Markdown link tries its folder first; a wikilink
///    with no `/` never: a bare name is never read from the folder).
/// 3. Otherwise the files whose path ends in it, whole names each
///    (`[[Sub/Name]]` finds `A/Sub/Name.md`, a bare `[[Name]]` every
///    `Name.md`): the shortest path wins, then A–Z by path.
/// 4. Otherwise, for a wikilink, a note with that title or `aliases`
///    entry (files first, shortest path first), then one named so
///    without `.md`.
///
/// Names and paths compare ignoring case; `.md` is optional throughout.
package struct VaultLinkResolver {
    /// Lowercased path without `.md` → positions, A–Z by path.
    private var byPath: [String: [Int]] = [:]
    /// Lowercased file name → positions, shortest path first, then A–Z.
    private var byName: [String: [Int]] = [:]
    /// Lowercased title or alias → positions, files first as `byName`.
    private var byTitle: [String: [Int]] = [:]
    private let keys: [VaultNoteKeys]

    /// Over the notes whose keys are given, by position.
    package init(_ keys: [VaultNoteKeys]) {
        self.keys = keys
        for (position, note) in keys.enumerated() {
            if let pathKey = note.pathKey, let nameKey = note.nameKey {
                byPath[pathKey, default: []].append(position)
                byName[nameKey, default: []].append(position)
            }
            for titleKey in note.titleKeys { byTitle[titleKey, default: []].append(position) }
        }
        let ordered = { (a: Int, b: Int) in self.comesFirst(a, b) }
        for (key, positions) in byName where positions.count > 1 { byName[key] = positions.sorted(by: ordered) }
        for (key, positions) in byPath where positions.count > 1 { byPath[key] = positions.sorted(by: ordered) }
        for (key, positions) in byTitle where positions.count > 1 { byTitle[key] = positions.sorted(by: ordered) }
    }

    /// Shortest path first (as Obsidian measures: UTF-16 units), then A–Z
    /// by path; notes without a file last, in the order given.
    private func comesFirst(_ a: Int, _ b: Int) -> Bool {
        switch (keys[a].path, keys[b].path) {
        case let (pathA?, pathB?):
            let (lengthA, lengthB) = (pathA.utf16.count, pathB.utf16.count)
            if lengthA != lengthB { return lengthA < lengthB }
            return pathA != pathB ? pathA < pathB : a < b
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return a < b
        }
    }

    /// The position of the note `query`, written in a note in the folder
    /// `folderKey` (lowercased, "" at the top), names; nil when none.
    package func resolve(_ query: VaultLinkQuery, fromFolder folderKey: String) -> Int? {
        let path = query.pathKey
        if path.hasPrefix("/") {
            return Self.normalized(String(path.dropFirst())).flatMap { byPath[$0]?.first }
        }
        if path.hasPrefix("./") || path.hasPrefix("../") {
            return Self.normalized(Self.joined(folderKey, path)).flatMap { byPath[$0]?.first }
        }
        let fromFolder = folderKey.isEmpty ? nil : Self.normalized(Self.joined(folderKey, path))
        let fromTop = Self.normalized(path)
        let hasFolder = path.contains("/")
        let tries = query.isMarkdown ? [fromFolder, fromTop] : [fromTop, hasFolder ? fromFolder : nil]
        for case let exact? in tries {
            if let found = byPath[exact]?.first { return found }
        }
        if let found = endingIn(path) { return found }
        guard !query.isMarkdown else { return nil }
        return byTitle[query.titleKey]?.first ?? byTitle[path]?.first
    }

    /// The first file (shortest path, then A–Z) whose path ends in `path`,
    /// whole names each.
    private func endingIn(_ path: String) -> Int? {
        guard let name = path.split(separator: "/", omittingEmptySubsequences: false).last,
              let candidates = byName[String(name)] else { return nil }
        let suffix = "/" + path
        return candidates.first { position in
            guard let key = keys[position].pathKey else { return false }
            return key == path || key.hasSuffix(suffix)
        }
    }

    // MARK: - Paths

    /// The folder part of a lowercased path: "" at the top.
    package static func folder(of pathKey: String) -> String {
        guard let slash = pathKey.lastIndex(of: "/") else { return "" }
        return String(pathKey[..<slash])
    }

    private static func joined(_ folder: String, _ path: String) -> String {
        folder.isEmpty ? path : folder + "/" + path
    }

    /// `path` with `.` and `..` worked out and empty names dropped; nil
    /// when it climbs out of the vault.
    package static func normalized(_ path: String) -> String? {
        guard path.contains(".") || path.contains("//") else { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
