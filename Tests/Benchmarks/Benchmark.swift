import Foundation

/// One named measurement: `prepare` builds the state (not timed), `run`
/// is timed `iterations` times.
struct Benchmark {
    let name: String
    /// What the figure should stay under, in milliseconds.
    let targetMilliseconds: Double
    let iterations: Int
    let measure: (_ iterations: Int) -> [Double]

    /// A case whose state is built once and then changed by every run.
    static func repeated<State>(_ name: String, target: Double, iterations: Int,
                                prepare: @escaping () -> State, run: @escaping (inout State) -> Void) -> Benchmark {
        Benchmark(name: name, targetMilliseconds: target, iterations: iterations) { count in
            var state = prepare()
            run(&state)  // warm-up
            return (0..<count).map { _ in time { run(&state) } }
        }
    }

    /// A case whose state is built afresh before every run.
    static func fresh<State>(_ name: String, target: Double, iterations: Int,
                             prepare: @escaping () -> State, run: @escaping (inout State) -> Void) -> Benchmark {
        Benchmark(name: name, targetMilliseconds: target, iterations: iterations) { count in
            (0..<count).map { _ in
                var state = prepare()
                return time { run(&state) }
            }
        }
    }
}

/// Milliseconds `body` took.
func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

/// Milliseconds since `start` (a `DispatchTime` uptime in nanoseconds).
func milliseconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

/// One row of the results table: a figure, the library it was measured on,
/// every sample, and the target it should stay at or under.
struct Figure {
    enum Unit: String {
        case milliseconds = "ms"
        case megabytes = "MB"
        case bytes = "bytes"
        case count = ""
    }

    let name: String
    /// "1k", "10k", "100k", or what else the figure was measured on.
    let library: String
    let unit: Unit
    let samples: [Double]
    let target: Double?

    private var sorted: [Double] { samples.sorted() }
    var median: Double { sorted.isEmpty ? .nan : sorted[sorted.count / 2] }
    var meetsTarget: Bool? { target.map { median <= $0 } }

    private func format(_ value: Double) -> String {
        switch unit {
        case .bytes, .count: return String(format: "%.0f", value)
        case .megabytes: return String(format: "%.1f", value)
        case .milliseconds: return value < 10 ? String(format: "%.2f", value) : String(format: "%.1f", value)
        }
    }

    var cells: [String] {
        let spread = samples.count > 1 ? "\(format(sorted.first!))–\(format(sorted.last!))" : "—"
        let ok: String
        switch meetsTarget {
        case nil: ok = ""
        case true?: ok = "yes"
        case false?: ok = "**NO**"
        }
        return [name, library, "\(format(median)) \(unit.rawValue)", spread, "\(samples.count)",
                target.map { "≤ \(format($0)) \(unit.rawValue)" } ?? "", ok]
    }

    /// The table as Markdown, which reads well in a terminal too.
    static func table(_ figures: [Figure]) -> String {
        let header = ["figure", "notes", "median", "spread (min–max)", "runs", "target", "met"]
        let rows = [header] + figures.map(\.cells)
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: " | ") + " |"
        }
        let rule = "| " + widths.map { String(repeating: "-", count: max(3, $0)) }.joined(separator: " | ") + " |"
        return ([line(header), rule] + figures.map { line($0.cells) }).joined(separator: "\n")
    }
}
