import Foundation

/// One named measurement: `prepare` builds the state (not timed), `run`
/// is timed `iterations` times; the median and the worst are reported.
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

/// A result line of the table printed at the end.
struct BenchmarkResult {
    let benchmark: Benchmark
    let samples: [Double]

    var median: Double { samples.sorted()[samples.count / 2] }
    var worst: Double { samples.max() ?? 0 }
    var meetsTarget: Bool { median < benchmark.targetMilliseconds }

    static func table(_ results: [BenchmarkResult]) -> String {
        let width = max(4, results.map(\.benchmark.name.count).max() ?? 4)
        func row(_ cells: [String]) -> String {
            cells[0].padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + cells.dropFirst().map { $0.leftPadded(to: 10) }.joined(separator: "  ")
        }
        var lines = [row(["case", "median ms", "worst ms", "target ms", "ok"])]
        for result in results {
            lines.append(row([result.benchmark.name, String(format: "%.3f", result.median),
                              String(format: "%.3f", result.worst),
                              String(format: "< %.0f", result.benchmark.targetMilliseconds),
                              result.meetsTarget ? "yes" : "NO"]))
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
