import Foundation
import LibraryFormat

// notes-tui-bench [--quick] [--list] [--output FILE] [--binary PATH] [GROUP…]
//
// Prints one table: the editor cases (a 1 MB note) and, for libraries of
// 1,000, 10,000 and 100,000 generated notes, start-up, load, save, keys on
// the Notes list, the commands, memory and bytes written to the terminal.
// GROUP picks groups ("editor", "process", "1k", "10k", "100k", "vault", "sync", "vault-sync"). `--quick` runs
// fewer samples and leaves out 100k. `--output` also writes the table, as
// Markdown, to FILE. `--binary` is the release notes-tui (by default the one
// beside this program).

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
// `--generate COUNT FILE` only writes a generated library, for profiling.
if let count = option("--generate").flatMap(Int.init), let file = arguments.first {
    let written = FileManager.default.createFile(
        atPath: file, contents: Data(LibraryCodec.encode(LibraryGenerator.library(count: count))))
    if !written { FileHandle.standardError.write(Data("notes-tui-bench: cannot write \(file)\n".utf8)) }
    exit(written ? 0 : 73)
}
let output = option("--output")
let binary = option("--binary")
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("notes-tui").path
let quick = arguments.contains("--quick")
let listOnly = arguments.contains("--list")

func log(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

let usage = "usage: notes-tui-bench [--quick] [--list] [--output FILE] [--binary PATH] [GROUP…]"
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage + "\n\nGROUP: editor, process, 1k, 10k, 100k, vault, sync, vault-sync (--list names them); none runs every group.")
    exit(0)
}
if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "--quick" && $0 != "--list" }) {
    log("notes-tui-bench: unknown option '\(unknown)' (or one missing its value); " + usage)
    exit(64)
}
arguments.removeAll { $0.hasPrefix("--") }

let sizes: [(label: String, count: Int, runs: Int)] = quick
    ? [("1k", 1_000, 3), ("10k", 10_000, 3)]
    : [("1k", 1_000, 9), ("10k", 10_000, 9), ("100k", 100_000, 5)]
let groups = ["editor", "process"] + sizes.map(\.label) + ["vault", "sync", "vault-sync"]
if let unknown = arguments.first(where: { !groups.contains($0) }) {
    log("notes-tui-bench: no group '\(unknown)'; the groups are \(groups.joined(separator: ", "))")
    exit(64)
}
let chosen = groups.filter { group in arguments.isEmpty || arguments.contains(group) }
if listOnly {
    chosen.forEach { print($0) }
    exit(0)
}

var figures: [Figure] = []
var libraries: [String] = []
if chosen.contains("editor") {
    for benchmark in EditorBenchmarks.all {
        log("running editor: \(benchmark.name)…")
        let count = quick ? max(3, benchmark.iterations / 10) : benchmark.iterations
        figures.append(Figure(name: "editor: \(benchmark.name)", library: "1 MB note", unit: .milliseconds,
                              samples: benchmark.measure(count), target: benchmark.targetMilliseconds))
    }
}
let folder = NSTemporaryDirectory() + "notes-tui-bench-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
guard chosen.allSatisfy({ $0 == "editor" }) || FileManager.default.isExecutableFile(atPath: binary) else {
    log("notes-tui-bench: no notes-tui at \(binary); build it in release mode or pass --binary")
    exit(1)
}
if chosen.contains("process") {
    log("running process: notes-tui --version…")
    figures += ProcessBenchmarks.run(binary: binary, runs: quick ? 5 : 21)
    log("running process: settings files…")
    figures += SettingsBenchmarks.run(binary: binary, folder: folder, runs: quick ? 5 : 21)
}
for size in sizes where chosen.contains(size.label) {
    var bench = LibraryBenchmarks(label: size.label, count: size.count, runs: size.runs, folder: folder, binary: binary)
    figures += bench.run(log: log)
    libraries.append(String(format: "%@: %d notes, %.1f MB", size.label, size.count, bench.fileMB))
}

if chosen.contains("vault") {
    for size in sizes where size.count >= 10_000 {
        var bench = VaultBenchmarks(label: size.label, count: size.count, runs: size.runs, folder: folder, binary: binary)
        figures += bench.run(log: log)
        libraries.append(String(format: "vault-%@: %d notes as files, %.1f MB", size.label, size.count, bench.totalMB))
    }
}

if chosen.contains("sync") {
    figures += SyncBenchmarks.run(binary: binary, folder: folder, runs: quick ? 3 : 9, log: log)
}

if chosen.contains("vault-sync") {
    for size in sizes where size.count >= 10_000 {
        figures += VaultSyncBenchmarks.run(binary: binary, folder: folder, label: size.label, count: size.count,
                                           runs: size.runs, log: log)
    }
}

let table = Figure.table(figures)
print(table)
if let output {
    var uname = utsname()
    Glibc.uname(&uname)
    let machine = withUnsafeBytes(of: uname.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let text = """
        # notes-tui benchmark results

        Written by `make bench\(quick ? " QUICK=1" : "")` on \(ISO8601DateFormatter().string(from: Date())), \
        \(ProcessInfo.processInfo.activeProcessorCount) cores (\(machine)), release build. Each figure is the \
        median of its runs, with the fastest and slowest; libraries are generated with a fixed seed \
        (\(libraries.joined(separator: "; "))). Targets are those of the issues that set them (the 10,000-note ones also \
        apply to 1,000 notes).

        \(table)

        """
    try text.write(toFile: output, atomically: true, encoding: .utf8)
    log("written to \(output)")
}
