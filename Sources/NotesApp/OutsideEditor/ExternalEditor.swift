import Foundation

/// Runs the user's own editor on a file and waits for it. Injected, so
/// tests use a fake that changes the file in-process.
public protocol ExternalEditor {
    /// Edits the file at `path`; returns the editor's exit status
    /// (0: success), or -1 when it could not be started.
    func edit(fileAt path: String) -> Int32
}

/// The real editor: the `editor` setting, else `$VISUAL`, else `$EDITOR`, else `vi`, run through
/// `/bin/sh -c '<command> "$1"' sh <file>` so that a command with
/// arguments (`EDITOR="code --wait"`) works and the file name is never
/// parsed by the shell. It inherits the terminal (stdin, stdout, stderr).
struct ShellEditor: ExternalEditor {
    let environment: [String: String]
    /// The settings file's `editor`, which wins over the environment.
    var configured: String?

    /// The editor command the settings or the environment ask for.
    var command: String {
        if let configured, !configured.trimmingCharacters(in: .whitespaces).isEmpty { return configured }
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty { return value }
        }
        return "vi"
    }

    func edit(fileAt path: String) -> Int32 {
        let arguments = ["sh", "-c", command + " \"$1\"", "sh", path]
        let variables = environment.map { "\($0.key)=\($0.value)" }
        return ChildProcess.run("/bin/sh", arguments: arguments, environment: variables)
    }
}

/// `posix_spawn` and `waitpid`, as `system(3)` does it: while the child
/// runs, this process ignores the keyboard's signals (Ctrl-C is the
/// editor's), and when the editor is stopped (Ctrl-Z) this process group stops
/// too, so the shell gets the terminal back; `fg` continues both.
enum ChildProcess {
    private static let keyboardSignals = [SIGINT, SIGQUIT, SIGTSTP]

    static func run(_ executable: String, arguments: [String], environment: [String]) -> Int32 {
        var saved: [Int32: sigaction] = [:]
        for signal in keyboardSignals {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            var old = sigaction()
            sigaction(signal, &ignore, &old)
            saved[signal] = old
        }
        defer {
            for (signal, var old) in saved { sigaction(signal, &old, nil) }
        }
        guard let pid = spawn(executable, arguments: arguments, environment: environment) else { return -1 }
        return wait(for: pid)
    }

    private static func spawn(_ executable: String, arguments: [String], environment: [String]) -> pid_t? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child gets the signals' default actions and an empty mask,
        // not the ignoring and blocking done here.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in keyboardSignals + [SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, nil, &attributes, argv, envp)
        return result == 0 ? pid : nil
    }

    /// Waits for `pid` to end; returns its exit status (128 + signal when killed).
    private static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WUNTRACED)
            if result < 0 {
                if errno == EINTR { continue }
                return -1
            }
            let low = status & 0x7F
            if status & 0xFF == 0x7F {
                // Stopped: stop with it — the whole process group, so a
                // wrapper stops too — then continue it when we are continued.
                // (SIGTSTP is ignored here while the editor runs.)
                kill(0, SIGSTOP)
                kill(pid, SIGCONT)
                continue
            }
            if low == 0 { return (status >> 8) & 0xFF }
            return 128 + low
        }
    }
}
