import Foundation

/// The process floor: `notes-tui --version`, which reads no library, shows
/// what starting the binary costs (loading it and its shared libraries);
/// and how many Swift runtime libraries it loads, which a statically
/// linked release build (`make release`) leaves at none.
enum ProcessBenchmarks {
    static func run(binary: String, runs: Int) -> [Figure] {
        var times: [Double] = [], memory: [Double] = []
        for _ in 0..<runs {
            let started = DispatchTime.now().uptimeNanoseconds
            let child = ChildProcess.withPipe(binary, ["--version"])
            child.readToEnd()
            guard child.wait().status == 0 else { fatalError("notes-tui --version failed") }
            times.append(milliseconds(since: started))
            if let peak = ChildProcess.peakMemoryMB(of: binary, ["--version"]) { memory.append(peak) }
        }
        return [
            Figure(name: "`notes-tui --version` (process floor)", library: "—", unit: .milliseconds,
                   samples: times, target: 8),
            Figure(name: "peak memory: `notes-tui --version`", library: "—", unit: .megabytes,
                   samples: memory, target: 12),
            Figure(name: "Swift runtime libraries loaded (`ldd`)", library: "—", unit: .count,
                   samples: [Double(swiftLibraries(of: binary))], target: 0),
        ]
    }

    /// The `libswift*`, `libFoundation*` and `lib_Foundation*` lines `ldd` prints.
    private static func swiftLibraries(of binary: String) -> Int {
        let ldd = ChildProcess.withPipe("/usr/bin/ldd", [binary])
        ldd.readToEnd()
        let output = String(decoding: ldd.received, as: UTF8.self)
        _ = ldd.wait()
        return output.split(separator: "\n").filter { line in
            let name = line.trimmingCharacters(in: .whitespaces)
            return name.hasPrefix("libswift") || name.hasPrefix("libFoundation") || name.hasPrefix("lib_Foundation")
                || name.hasPrefix("libdispatch") || name.hasPrefix("libBlocksRuntime")
        }.count
    }
}
