import Foundation

/// Runs `git` for one library's work tree: always with an argument array,
/// the repository named explicitly (`GIT_DIR`, `GIT_WORK_TREE`, so a
/// `.git` further up is never used), English messages (`LC_ALL=C`) to
/// parse, and no prompts (`GIT_TERMINAL_PROMPT=0`; ssh in BatchMode unless
/// the person set `GIT_SSH_COMMAND` themselves). No hook of any kind runs
/// (`core.hooksPath` points nowhere), and each git runs under `timeout(1)`
/// so that it ends within its limit even when this process is killed
/// before it can stop it.
struct GitRunner: Sendable {
    let executable: String
    let folder: String
    let environment: [String: String]
    /// coreutils' `timeout`, when installed: the limit outlives this process.
    let watchdog: String?

    /// Local steps; the network ones get `networkTimeout`.
    static let localTimeout: TimeInterval = 60
    static let networkTimeout: TimeInterval = 120

    /// `inRepository: false` for commands that need none (`ls-remote`
    /// before the repository exists).
    init(folder: String, environment: [String: String] = ProcessInfo.processInfo.environment,
         inRepository: Bool = true) throws(SyncError) {
        guard let git = Self.find(in: environment) else { throw .gitMissing }
        executable = git
        watchdog = Self.find("timeout", in: environment)
        self.folder = folder
        var variables = environment.filter { !$0.key.hasPrefix("GIT_") || Self.keptVariables.contains($0.key) }
        if inRepository {
            variables["GIT_DIR"] = folder + "/.git"
            variables["GIT_WORK_TREE"] = folder
        } else {
            variables["GIT_CEILING_DIRECTORIES"] = folder
        }
        variables["GIT_TERMINAL_PROMPT"] = "0"
        variables["LC_ALL"] = "C"
        variables["LANGUAGE"] = "C"
        if variables["GIT_SSH_COMMAND"] == nil, variables["GIT_SSH"] == nil {
            variables["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes"
        }
        self.environment = variables
    }

    /// The person's own choices of how git reaches remotes; every other
    /// GIT_ variable (GIT_INDEX_FILE, GIT_OBJECT_DIRECTORY…) would point git
    /// at another repository's files, so it is dropped.
    private static let keptVariables: Set<String> = [
        "GIT_SSH_COMMAND", "GIT_SSH", "GIT_SSL_NO_VERIFY", "GIT_SSL_CAINFO", "GIT_PROXY_COMMAND",
        "GIT_ASKPASS", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_NOSYSTEM", "GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL",
        "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL",
    ]

    static func find(_ program: String = "git", in environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where folder.hasPrefix("/") {
            let candidate = String(folder) + "/" + program
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `git ARGUMENTS`; throws only when git cannot be started.
    /// `input` is given to git as its stdin (through a file in `.git`);
    /// git writing more than `outputLimit` bytes is stopped (`timedOut`).
    func run(_ arguments: [String], timeout: TimeInterval = localTimeout, input: [UInt8]? = nil,
             outputLimit: Int = Int.max) throws(SyncError) -> SpawnedProcess.Outcome {
        var stdinPath = "/dev/null"
        if let input {
            stdinPath = folder + "/.git/notes-tui-input-\(getpid())"
            guard FileManager.default.createFile(atPath: stdinPath, contents: Data(input)) else {
                throw .gitFailed(step: "give git its input", reason: "\(stdinPath) cannot be written")
            }
        }
        defer { if input != nil { unlink(stdinPath) } }
        let (program, argv) = commandLine(arguments, timeout: timeout)
        do {
            return try SpawnedProcess.run(program, arguments: argv, environment: environment, timeout: timeout,
                                          stdinPath: stdinPath, outputLimit: outputLimit)
        } catch {
            throw .gitFailed(step: "start git (\(executable))", reason: String(cString: strerror(error.code)))
        }
    }

    /// Settings given to every git: no hooks (a sync runs none, whatever
    /// `.git/hooks` or `core.hooksPath` hold), no `ext::` or `fd::`
    /// transport, no fsmonitor program, no submodule recursion.
    static let pinnedSettings = [
        "-c", "core.hooksPath=/dev/null", "-c", "protocol.ext.allow=never", "-c", "protocol.fd.allow=never",
        "-c", "core.fsmonitor=false", "-c", "submodule.recurse=false",
    ]

    /// How long `timeout(1)` lets git run past this process's own limit:
    /// it only acts when this process is gone (killed) and cannot stop git.
    static let watchdogGrace: TimeInterval = 5

    /// The program and its arguments: git with the pinned settings, run in
    /// the work tree (`-C`: paths given to git are the work tree's), under
    /// `timeout -s KILL` when coreutils has it.
    func commandLine(_ arguments: [String], timeout: TimeInterval) -> (program: String, arguments: [String]) {
        let git = Self.pinnedSettings + ["-C", folder] + arguments
        guard let watchdog else { return (executable, git) }
        let seconds = Int((timeout + Self.watchdogGrace).rounded(.up))
        return (watchdog, ["-s", "KILL", "\(seconds)s", executable] + git)
    }

    /// Runs it and throws `gitFailed(step:)` on a non-zero exit.
    @discardableResult
    func check(_ arguments: [String], step: String, timeout: TimeInterval = localTimeout,
               input: [UInt8]? = nil) throws(SyncError) -> String {
        let outcome = try run(arguments, timeout: timeout, input: input)
        guard outcome.status == 0 else {
            throw .gitFailed(step: step, reason: GitMessages.reason(outcome))
        }
        return outcome.stdoutText
    }

    /// The first line of stdout, or nil when git failed.
    func value(_ arguments: [String]) throws(SyncError) -> String? {
        let outcome = try run(arguments)
        guard outcome.status == 0 else { return nil }
        let line = outcome.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
        return line
    }
}

/// Turns git's stderr into one clean line for a person.
enum GitMessages {
    static func reason(_ outcome: SpawnedProcess.Outcome) -> String {
        if outcome.timedOut { return "git took too long and was stopped" }
        return reason(stderr: outcome.stderrText, status: outcome.status)
    }

    static func reason(stderr: String, status: Int32) -> String {
        // `\.isNewline`: ssh ends its lines with "\r\n", one Character in
        // Swift, which neither "\n" nor "\r" equals.
        let lines = stderr.split(whereSeparator: \.isNewline)
            .map { clean(String($0)) }
            .filter { !$0.isEmpty }
        // The system's own words say most: "Connection refused", "No such host".
        if let errnoLine = lines.first(where: { $0.contains("errno=") }),
           let range = errnoLine.range(of: "errno=") {
            return String(errnoLine[range.upperBound...])
        }
        let prefixes = ["fatal: ", "error: ", "ssh: ", "remote: "]
        let chosen = lines.first { line in prefixes.contains { line.hasPrefix($0) } && !line.hasSuffix(":") }
            ?? lines.first
        guard var line = chosen else { return "git exited with status \(status)" }
        for prefix in prefixes where line.hasPrefix(prefix) { line.removeFirst(prefix.count) }
        return String(line.prefix(300))
    }

    /// This machine's own failure in a network step (a full disk, a
    /// read-only or unwritable `.git`), said for a person; nil when the
    /// failure is the remote's or the network's.
    static func localFailure(_ outcome: SpawnedProcess.Outcome) -> String? {
        let text = outcome.stderrText
        let causes = [("No space left on device", "this machine's disk is full; free some space and sync again"),
                      ("Disk quota exceeded", "this machine's disk quota is used up; free some space and sync again"),
                      ("Read-only file system", "the library's folder is on a read-only file system"),
                      ("unable to create temporary file", "git cannot write into the library's .git folder; check its permissions and free space")]
        return causes.first { text.contains($0.0) }?.1
    }

    /// Control characters (a hostile remote's escape sequences) removed.
    static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter {
            !($0.properties.generalCategory == .control || $0.properties.generalCategory == .format)
        })).trimmingCharacters(in: .whitespaces)
    }
}
