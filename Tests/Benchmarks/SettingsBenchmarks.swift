import Foundation

/// What a settings file costs the person starting notes-tui: `list` of an
/// empty library (the process floor plus reading the settings), with the
/// largest file allowed and with hostile ones that must be refused at
/// once (a hundred thousand `[`, inline tables nested 20,000 deep).
enum SettingsBenchmarks {
    static func run(binary: String, folder: String, runs: Int) -> [Figure] {
        let library = folder + "/settings-bench.json"
        _ = FileManager.default.createFile(atPath: library, contents: Data(#"{"version": 1, "notes": []}"#.utf8))
        // The cap is 256 KiB: one value filling it is the most the reader can be given.
        let cases: [(name: String, text: String, status: Int32)] = [
            ("settings file at the size cap (one 256 KiB value)", "editor = \"" + String(repeating: "a", count: (256 << 10) - 40) + "\"\n", 0),
            ("settings file of 100,000 `[` (refused)", "theme = " + String(repeating: "[", count: 100_000) + "\n", 78),
            ("settings file nested 20,000 deep (refused)",
             "x = " + String(repeating: "{a=", count: 20_000) + "1" + String(repeating: "}", count: 20_000) + "\n", 78),
        ]
        return cases.map { item in
            let path = folder + "/settings-bench.toml"
            _ = FileManager.default.createFile(atPath: path, contents: Data(item.text.utf8))
            var times: [Double] = []
            for _ in 0..<runs {
                let started = DispatchTime.now().uptimeNanoseconds
                let child = ChildProcess.withPipe(binary, ["--config", path, "--data-file", library, "list"])
                child.readToEnd()
                guard child.wait().status == item.status else { fatalError("notes-tui with the \(item.name) did not exit \(item.status)") }
                times.append(milliseconds(since: started))
            }
            return Figure(name: "`list` with a \(item.name)", library: "—", unit: .milliseconds, samples: times, target: 50)
        }
    }
}
