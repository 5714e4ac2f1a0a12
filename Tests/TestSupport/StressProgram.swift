import Foundation

/// Runs `notes-store-stress`, the child program of the store's crash and
/// concurrency tests, which SwiftPM builds next to the test bundle.
public enum StressProgram {
    public struct Missing: Error, CustomStringConvertible {
        public var searched: [String]
        public var description: String {
            "notes-store-stress was not found (looked in \(searched.joined(separator: ", "))); build it with `swift build --build-tests`"
        }
    }

    /// The built binary; throws (so the test fails loudly) when it is missing.
    public static func executable() throws -> URL {
        // `make fault-test` points here at a release build, for large libraries.
        if let chosen = ProcessInfo.processInfo.environment["NOTES_TUI_STRESS_BINARY"], !chosen.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: chosen) else { throw Missing(searched: [chosen]) }
            return URL(fileURLWithPath: chosen)
        }
        var folders: [String] = []
        let argument0 = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        folders.append(argument0.deletingLastPathComponent().path)
        // On macOS the runner is inside the .xctest bundle: go up to the products folder.
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            folders.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent().path)
        }
        if let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: own).deletingLastPathComponent().path)
        }
        for folder in folders {
            let candidate = folder + "/notes-store-stress"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        throw Missing(searched: folders)
    }

    /// Starts the program with `arguments`, its stdout on a pipe.
    public static func start(_ arguments: [String]) throws -> (process: Process, output: Pipe) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        return (process, output)
    }

    /// Runs it to the end; returns the exit status.
    @discardableResult
    public static func run(_ arguments: [String]) throws -> Int32 {
        let (process, _) = try start(arguments)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Reads the child's stdout until a whole line arrives; nil if it ends first.
    public static func readLine(from pipe: Pipe) -> String? {
        var collected = Data()
        while true {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            collected.append(chunk)
            if let newline = collected.firstIndex(of: 0x0A) {
                return String(decoding: collected[..<newline], as: UTF8.self)
            }
        }
    }
}
