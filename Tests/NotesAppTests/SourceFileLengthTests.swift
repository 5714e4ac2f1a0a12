import Foundation
import Testing

/// Files small and single-purpose: past 300 lines a file is two files
/// (issue 33, point 5).
@Suite struct SourceFileLengthTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let maximumLines = 300

    @Test func noSwiftFileIsOver300Lines() throws {
        var long: [String] = []
        for top in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent(top).path)
            while let relative = enumerator?.nextObject() as? String {
                let path = "\(top)/\(relative)"
                guard path.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
                if lines > Self.maximumLines { long.append("\(path) (\(lines) lines)") }
            }
        }
        #expect(long.isEmpty, "split these in two: \(long.sorted())")
    }
}
