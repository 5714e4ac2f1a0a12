import TerminalKit
import TestSupport
import Testing
import TextEditing
@testable import NotesApp

/// Matches drawn over a line's own styles: each character keeps its style,
/// made the match style where a match covers it.
@Suite struct MatchStyleTests {
    static let styles = [Style.plain, .bold, Style(color: .code), Style(underline: true, color: .link), .reverse]

    /// Random runs and matches against the style each character should get.
    @Test func overlayGivesEachCharacterItsStyleOrItsMatchStyle() {
        var random = SeededRandom.fromEnvironment(fallback: 13)
        for _ in 0..<SeededRandom.iterations(fallback: 2_000) {
            let length = Int.random(in: 0...30, using: &random)
            func ranges() -> [Range<Int>] {
                var bounds = (0..<Int.random(in: 0...6, using: &random)).map { _ in Int.random(in: 0...length, using: &random) }
                bounds = Array(Set(bounds)).sorted()
                return stride(from: 0, to: bounds.count - 1, by: 2).map { bounds[$0]..<bounds[$0 + 1] }
            }
            let runs = ranges().map { StyleRun($0, Self.styles.randomElement(using: &random)!) }.filter { $0.style != .plain }
            let matches = ranges()
            let result = MatchStyle.overlay(matches, on: runs)
            func style(_ runs: [StyleRun], at index: Int) -> Style { runs.first { $0.range.contains(index) }?.style ?? .plain }
            for index in 0..<length {
                let base = style(runs, at: index)
                let expected = matches.contains { $0.contains(index) } ? MatchStyle.highlighted(base) : base
                #expect(style(result, at: index) == expected, "seed \(random.seed): \(runs) \(matches) at \(index)")
            }
            #expect(zip(result, result.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound }, "in order, apart")
        }
    }
}
