import Foundation

// notes-tui-bench [--quick] [--list] [NAME-PART…]
// Runs the named cases (all by default; a case runs when its name contains
// any NAME-PART) and prints a table. Add a case by adding a `Benchmark` to
// a group below. `--quick` runs each case fewer times.

let groups: [(String, () -> [Benchmark])] = [
    ("editor", { EditorBenchmarks.all }),
]

var arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
let listOnly = arguments.contains("--list")
arguments.removeAll { $0.hasPrefix("--") }

var results: [BenchmarkResult] = []
for (group, makeCases) in groups {
    for benchmark in makeCases() {
        let name = "\(group): \(benchmark.name)"
        guard arguments.isEmpty || arguments.contains(where: { name.contains($0) }) else { continue }
        if listOnly { print(name); continue }
        let count = quick ? max(3, benchmark.iterations / 10) : benchmark.iterations
        FileHandle.standardError.write(Data("running \(name)…\n".utf8))
        results.append(BenchmarkResult(benchmark: benchmark, samples: benchmark.measure(count)))
    }
}
if !listOnly { print(BenchmarkResult.table(results)) }
