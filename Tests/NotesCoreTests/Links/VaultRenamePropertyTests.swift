import Foundation
import NotesCore
import NotesModel
import TestSupport
import Testing

/// Random vaults and links, one note renamed with its links updated, the
/// store's rename of its file then played: every link still goes where it
/// went (a link that went nowhere may now find the renamed note), and the
/// count asked about is the number of links rewritten.
@Suite("Renaming a vault note, links and all")
struct VaultRenamePropertyTests {
    typealias V = VaultNotes

    private static let folders = ["", "A", "a", "B", "A/Sub", "B/Sub", "Two Words"]
    private static let names = ["Name", "name", "Other", "Sub", "Topic", "X y"]
    private static let newTitles = ["New", "Topic", "other", "A: b?", "Sub", "new name", "Name"]

    @Test func everyLinkStillGoesWhereItWent() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x4E4A3E)
        var renamed = 0
        for _ in 0..<SeededRandom.iterations(fallback: 200) {
            var paths = Set<String>()
            var notes: [Note] = []
            for number in 1...Int.random(in: 2...10, using: &random) {
                let folder = Self.folders.randomElement(using: &random)!
                let path = (folder.isEmpty ? "" : folder + "/") + Self.names.randomElement(using: &random)! + ".md"
                guard paths.insert(path).inserted else { continue }
                let links = (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.randomLink(&random) }
                let title = Int.random(in: 0..<5, using: &random) == 0 ? Self.names.randomElement(using: &random)! + " t" : nil
                notes.append(V.note(number, path, links.joined(separator: " · "), title: title))
            }
            let controller = try V.controller(notes)
            let before = Self.targets(controller, notes)
            let chosen = notes.randomElement(using: &random)!
            let newTitle = Self.newTitles.randomElement(using: &random)!
            let edit = NoteEdit(noteID: chosen.id, title: newTitle, body: chosen.body, originalTitle: chosen.title, originalBody: chosen.body)
            guard controller.nameClash(for: edit) == nil, let rename = controller.linkRename(for: edit) else { continue }
            let rewritten = controller.saveEdit(edit, rewriting: rename).rewritten
            renamed += 1
            // The store names the renamed note's file as it names any file.
            let after = controller.notes.map { note -> Note in
                guard note.id == chosen.id, var file = note.file, file.titleSource == .fileName else { return note }
                let folder = file.path.contains("/") ? String(file.path[...file.path.lastIndex(of: "/")!]) : ""
                file.path = folder + NoteFile.fileName(forTitle: newTitle) + ".md"
                var moved = note
                moved.file = file
                return moved
            }
            let reloaded = try V.controller(after)
            let now = Self.targets(reloaded, after)
            var changed = 0
            for note in notes {
                let (old, new) = (before[note.id]!, now[note.id]!)
                #expect(old.count == new.count, "seed \(random.seed)")
                for (link, (was, isNow)) in zip(new.map(\.text), zip(old, new)) {
                    if was.target != nil {
                        #expect(was.target == isNow.target, "seed \(random.seed): \(was.text) → \(link) renaming \(chosen.file!.path) to \(newTitle)")
                    } else {
                        #expect(isNow.target == nil || isNow.target == chosen.id, "seed \(random.seed): \(link)")
                    }
                    if was.text != isNow.text {
                        changed += 1
                        #expect(Self.shape(was.text) == Self.shape(isNow.text), "seed \(random.seed): \(was.text) → \(isNow.text)")
                    }
                }
            }
            #expect(rename.count == rewritten, "seed \(random.seed)")
            #expect(rewritten == changed, "seed \(random.seed): renaming \(chosen.file!.path) to \(newTitle)")
        }
        #expect(renamed > 20)
    }

    /// Each note's links, in order: as written, and the note each goes to.
    private static func targets(_ controller: NotesController, _ notes: [Note]) -> [UUID: [(text: String, target: UUID?)]] {
        var result: [UUID: [(text: String, target: UUID?)]] = [:]
        for note in notes {
            let body = controller.note(withID: note.id)!.body
            result[note.id] = body.components(separatedBy: " · ").map { link in
                let found = controller.outgoingLinks(title: "", body: link, from: note.id)
                if case let .note(target)? = found.first { return (link, target.id) }
                return (link, nil)
            }
        }
        return result
    }

    /// A link with the last name of its path as `*`: what a rewrite keeps.
    private static func shape(_ link: String) -> String {
        let isWiki = link.hasPrefix("[[")
        let start = isWiki ? link.index(link.startIndex, offsetBy: 2) : link.range(of: "](")!.upperBound
        let ends: Set<Character> = isWiki ? ["#", "|", "^", "\\", "]"] : ["#", ")"]
        let end = link[start...].firstIndex { ends.contains($0) } ?? link.endIndex
        var path = link[start..<end]
        let md = path.lowercased().hasSuffix(".md") ? String(path.suffix(3)) : ""
        path = path.dropLast(md.count)
        let folder = path.lastIndex(of: "/").map { path[...$0] } ?? ""
        return link[..<start] + folder + "*" + md + link[end...]
    }

    private static func randomLink(_ random: inout SeededRandom) -> String {
        let name = Bool.random(using: &random) ? names.randomElement(using: &random)! : names.randomElement(using: &random)! + " t"
        let folder = folders.randomElement(using: &random)!
        var path: String
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1: path = name
        case 2: path = (folder.isEmpty ? "" : folder + "/") + name
        case 3: path = "../" + name
        default: path = "/" + (folder.isEmpty ? "" : folder + "/") + name
        }
        if Int.random(in: 0..<4, using: &random) == 0 { path += ".md" }
        if Int.random(in: 0..<3, using: &random) == 0 {
            let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            return "[text](\(encoded.hasSuffix(".md") ? encoded : encoded + ".md"))"
        }
        return "[[\(path)\(["", "#Heading", "|shown", "\\|in a table", "^block"].randomElement(using: &random)!)]]"
    }
}
