import Foundation
import PropertyBased
import Testing

/// Inside the App layer a flow is a folder, and no folder uses one that
/// uses it back (issue #12, point 2). Each type belongs to the folder that
/// declares it (`Flows/X` counts as its own folder); a file that names a
/// type of another folder makes an edge. The edges must form no cycle, and
/// the navigation machinery uses no other folder.
@Suite struct FolderDependencyTests {
    static let appSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/NotesApp")

    /// Every Swift file of the App layer with the folder it belongs to.
    static func appFiles() throws -> [(folder: String, text: String)] {
        var files: [(folder: String, text: String)] = []
        let enumerator = FileManager.default.enumerator(atPath: appSources.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let parts = relative.split(separator: "/").map(String.init)
            guard parts.count > 1 else { continue }
            let folder = parts[0] == "Flows" && parts.count > 2 ? "Flows/\(parts[1])" : parts[0]
            let text = try String(contentsOf: appSources.appendingPathComponent(relative), encoding: .utf8)
            files.append((folder, text))
        }
        return files
    }

    /// Folder → the folders its files use.
    static func edges() throws -> [String: Set<String>] {
        try edges(in: appFiles())
    }

    /// Folder → the folders its files use, for any set of files.
    static func edges(in sources: [(folder: String, text: String)]) throws -> [String: Set<String>] {
        let files = sources.map { (folder: $0.folder, text: withoutComments($0.text)) }
        var owner: [String: String] = [:]
        // Top-level declarations only: nested names (`Action`, `Outcome`) repeat across folders.
        let declaration = try Regex(
            #"(?m)^(?:(?:public|package|final|private|fileprivate|internal|open|indirect)\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9_]*)"#)
        for file in files {
            for match in file.text.matches(of: declaration) {
                if let name = match.output[1].substring { owner[String(name)] = file.folder }
            }
        }
        var edges: [String: Set<String>] = [:]
        // Simple word boundaries: under Unicode's, `Other.member` is one word
        // and a use before a dot would go unseen.
        let word = try Regex(#"\b[A-Z][A-Za-z0-9_]*\b"#).wordBoundaryKind(.simple)
        for file in files {
            edges[file.folder, default: []].formUnion([])
            for match in file.text.matches(of: word) {
                if let used = owner[String(file.text[match.range])], used != file.folder {
                    edges[file.folder, default: []].insert(used)
                }
            }
        }
        return edges
    }

    /// Comment lines and trailing comments go: they name types without using them.
    static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("//") { return "" }
            if let range = line.range(of: " // "), !line[range.upperBound...].contains("\"") { return line[..<range.lowerBound] }
            return line
        }.joined(separator: "\n")
    }

    /// A cycle through `edges`, as folder names, or nil.
    static func cycle(in edges: [String: Set<String>]) -> [String]? {
        var state: [String: Int] = [:]  // 1: on the path, 2: done
        var path: [String] = []
        func visit(_ node: String) -> [String]? {
            state[node] = 1
            path.append(node)
            for next in (edges[node] ?? []).sorted() {
                if state[next] == 1 { return Array(path[path.firstIndex(of: next)!...]) + [next] }
                if state[next] == nil, let found = visit(next) { return found }
            }
            path.removeLast()
            state[node] = 2
            return nil
        }
        for node in edges.keys.sorted() where state[node] == nil {
            if let found = visit(node) { return found }
        }
        return nil
    }

    @Test func noFolderUsesOneThatUsesItBack() throws {
        let edges = try Self.edges()
        #expect(edges.keys.contains("Flows/Notes") && edges.keys.contains("Flows/Welcome") && edges.keys.contains("Navigation"))
        let found = Self.cycle(in: edges)
        #expect(found == nil, "a cycle: \(found?.joined(separator: " → ") ?? "")")
    }

    @Test func theNavigationMachineryUsesNoOtherFolder() throws {
        #expect(try Self.edges()["Navigation"] == [])
    }

    /// The check itself finds a cycle when there is one.
    @Test func aCycleIsFound() {
        #expect(Self.cycle(in: ["A": ["B"], "B": ["C"], "C": ["A"]]) == ["A", "B", "C", "A"])
        #expect(Self.cycle(in: ["A": ["B"], "B": [], "C": ["A"]]) == nil)
    }

    /// A use of another folder's type before a dot (`Other.member`) is an
    /// edge: a cycle planted that way is found (issue 33, point 3).
    @Test func aCycleThroughAMemberUseIsFound() throws {
        let edges = try Self.edges(in: [
            ("A", "public enum Reporter {}\nfunc run() -> Int32 { Launcher.report(1) }"),
            ("B", "enum Launcher {\n    static func report(_ code: Int32) -> Int32 { code }\n    static let kind = Reporter.self\n}"),
        ])
        #expect(edges["A"] == ["B"])
        #expect(edges["B"] == ["A"])
        #expect(Self.cycle(in: edges) != nil)
    }

    /// Wherever a type's name stands — before a dot, in generics, after a
    /// dot, in a call — it is an edge; inside a longer name it is not.
    @Test func everyUseOfAnotherFoldersTypeIsAnEdge() async {
        let before = ["", " ", ".", "(", "<", "[", ":", ": ", "\t", "!", "= ", "&"]
        let after = ["", ".member", ".self", "?", ")", ">", "]", "(", ",", " ", "!", ".Inner", "<Int>"]
        let glued = ["x", "_", "9", "Z", "é"]
        await propertyCheck(count: 300, input: Gen.int(in: 0...(before.count - 1)), Gen.int(in: 0...(after.count - 1)),
                            Gen.int(in: 0...(glued.count - 1)), Gen.bool) { b, a, g, gluedAfter in
            let use = "let x = \(before[b])Target\(after[a])"
            let found = try Self.edges(in: [("A", use), ("B", "struct Target {}")])
            #expect(found["A"] == ["B"], "\(use)")
            let longer = gluedAfter ? "Target\(glued[g])" : "\(glued[g])Target"
            let notAUse = "let x = \(before[b])\(longer)\(after[a])"
            let none = try Self.edges(in: [("A", notAUse), ("B", "struct Target {}")])
            #expect(none["A"] == [], "\(notAUse)")
        }
    }
}
