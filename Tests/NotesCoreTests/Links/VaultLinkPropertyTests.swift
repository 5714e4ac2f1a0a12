import Foundation
import NotesCore
import NotesModel
import TestSupport
import Testing

/// Random vaults (folders, duplicate names, case variants, titles and
/// aliases) and random links: where each link goes, and every note's
/// backlinks, equal what the rules of CONTRACT §10 "Links", written
/// plainly below as scans of every note, say.
@Suite("Vault links against a plain reading of the rules")
struct VaultLinkPropertyTests {
    typealias V = VaultNotes

    private static let folders = ["", "A", "a", "B", "A/Sub", "B/Sub", "Deep/A/Sub", "Two Words"]
    private static let names = ["Name", "name", "NAME", "Other", "Sub", "Topic", "X y", "Ünï"]

    private struct Link {
        let markdown: Bool
        /// The path as the link means it (decoded).
        let path: String
        let text: String
    }

    @Test func resolutionAndBacklinksMatchTheRules() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x11AB5)
        for _ in 0..<SeededRandom.iterations(fallback: 150) {
            var paths = Set<String>()
            var notes: [Note] = []
            var links: [Link] = []
            for number in 1...Int.random(in: 2...14, using: &random) {
                let folder = Self.folders.randomElement(using: &random)!
                let path = (folder.isEmpty ? "" : folder + "/") + Self.names.randomElement(using: &random)! + ".md"
                guard paths.insert(path).inserted else { continue }
                let title = Bool.random(using: &random) && Int.random(in: 0..<4, using: &random) == 0
                    ? Self.names.randomElement(using: &random)! + " t" : nil
                let aliases = Int.random(in: 0..<4, using: &random) == 0 ? [Self.names.randomElement(using: &random)! + " t"] : []
                let link = Self.randomLink(from: folder, &random)
                links.append(link)
                notes.append(V.note(number, path, "see " + link.text, title: title, aliases: aliases))
            }
            let controller = try V.controller(notes)
            var expectedLinkers: [UUID: Set<UUID>] = [:]
            for (note, link) in zip(notes, links) {
                let expected = Self.reference(link, from: note, in: notes)
                let got = controller.outgoingLinks(of: note.id)
                if let expected {
                    #expect(got == [.note(expected)], "seed \(random.seed): \(link.text) in \(note.file!.path)")
                    if expected.id != note.id { expectedLinkers[expected.id, default: []].insert(note.id) }
                } else {
                    let title = link.markdown ? String(link.path.dropLast(3)) : link.path
                    #expect(got == [.missing(title: title)], "seed \(random.seed): \(link.text) in \(note.file!.path)")
                }
            }
            for note in notes {
                #expect(Set(controller.backlinks(to: note.id).map(\.id)) == expectedLinkers[note.id] ?? [], "seed \(random.seed)")
                #expect(controller.backlinkCount(of: note.id) == expectedLinkers[note.id]?.count ?? 0)
            }
        }
    }

    private static func randomLink(from folder: String, _ random: inout SeededRandom) -> Link {
        let name = Bool.random(using: &random) ? names.randomElement(using: &random)! : names.randomElement(using: &random)! + " t"
        let other = folders.randomElement(using: &random)!
        var path: String
        switch Int.random(in: 0..<6, using: &random) {
        case 0: path = name
        case 1: path = (other.isEmpty ? "" : other + "/") + name
        case 2: path = (other.split(separator: "/").last.map { $0 + "/" } ?? "") + name
        case 3: path = "/" + (other.isEmpty ? "" : other + "/") + name
        case 4: path = "../" + name
        default: path = "./" + (other.isEmpty ? "" : other + "/") + name
        }
        if Bool.random(using: &random) { path += Bool.random(using: &random) ? ".md" : ".MD" }
        if Int.random(in: 0..<3, using: &random) == 0 {
            let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            let destination = encoded.lowercased().hasSuffix(".md") ? encoded : encoded + ".md"
            let meant = path.lowercased().hasSuffix(".md") ? path : path + ".md"
            return Link(markdown: true, path: meant, text: "[text](\(destination)\(Bool.random(using: &random) ? "#Part" : ""))")
        }
        let tail = ["", "#Heading", "|shown", "#^block", "^block", "\\|in a table"].randomElement(using: &random)!
        return Link(markdown: false, path: path, text: "[[\(path)\(tail)]]")
    }

    // MARK: - The rules, plainly

    private static func key(_ text: String) -> String { text.lowercased() }

    private static func withoutMd(_ text: String) -> String {
        key(text).hasSuffix(".md") ? String(text.dropLast(3)) : text
    }

    /// Shortest path, then A–Z by path.
    private static func first(_ notes: [Note]) -> Note? {
        notes.min { a, b in
            let (pa, pb) = (a.file!.path, b.file!.path)
            return pa.utf16.count != pb.utf16.count ? pa.utf16.count < pb.utf16.count : pa < pb
        }
    }

    private static func normalize(_ path: String) -> String? {
        var parts: [String] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if parts.isEmpty { return nil }
                parts.removeLast()
            } else {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    private static func at(_ path: String?, _ notes: [Note]) -> Note? {
        guard let path else { return nil }
        return first(notes.filter { key($0.file!.pathWithoutExtension) == key(path) })
    }

    private static func reference(_ link: Link, from source: Note, in notes: [Note]) -> Note? {
        let path = withoutMd(link.path)
        let folder = source.file!.path.contains("/") ? String(source.file!.path[..<source.file!.path.lastIndex(of: "/")!]) : ""
        let inFolder = folder.isEmpty ? path : folder + "/" + path
        if path.hasPrefix("/") { return at(normalize(String(path.dropFirst())), notes) }
        if path.hasPrefix("./") || path.hasPrefix("../") { return at(normalize(inFolder), notes) }
        let order = link.markdown ? [folder.isEmpty ? nil : normalize(inFolder), normalize(path)]
            : [normalize(path), path.contains("/") && !folder.isEmpty ? normalize(inFolder) : nil]
        for exact in order {
            if let found = at(exact, notes) { return found }
        }
        let ending = notes.filter {
            let mine = key($0.file!.pathWithoutExtension)
            return mine == key(path) || mine.hasSuffix("/" + key(path))
        }
        if let found = first(ending) { return found }
        guard !link.markdown else { return nil }
        for wanted in [key(link.path), key(path)] {
            let named = notes.filter { note in ([note.title] + note.file!.aliases).contains { key($0) == wanted } }
            if let found = first(named) { return found }
        }
        return nil
    }
}
