import Foundation
import Testing

/// A file's name says which file it is: no two Swift files of the sources
/// and tests share one (issue 33, point 5), so a name in a build log, a
/// stack trace or a review points at one file.
@Suite struct SourceFileNameTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every executable target needs its `main.swift`; `TextBuffer.swift`
    /// holds a type of that name in NotesCore and another in TextEditing,
    /// and renaming a type is a change of its own.
    static let shared: Set<String> = ["main.swift", "TextBuffer.swift"]

    @Test func noTwoSwiftFilesShareAName() {
        var paths: [String: [String]] = [:]
        for top in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent(top).path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let name = (relative as NSString).lastPathComponent
                paths[name, default: []].append("\(top)/\(relative)")
            }
        }
        let repeated = paths.filter { $0.value.count > 1 && !Self.shared.contains($0.key) }
        #expect(repeated.isEmpty, "\(repeated.values.map { $0.sorted().joined(separator: " and ") }.sorted())")
    }
}
