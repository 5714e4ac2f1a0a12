import Foundation
import NotesInterchange
import NotesSync

/// What `notes-tui sync` was asked (docs/sync.md).
public enum SyncRequest: Equatable, Sendable {
    case sync(json: Bool)
    /// `force`: set up even when the remote holds other files than a library.
    case setup(remote: String, force: Bool = false, json: Bool)
    case status(json: Bool)
    /// Git running notes-tui as the library's merge driver (`%O %A %B`).
    case mergeDriver(base: String, ours: String, theirs: String)
}

/// Git missing is said before "not set up", whatever the folder holds.
enum GitRunnerCheck {
    static func gitMissing(_ environment: [String: String]) -> Bool {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return !path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: String($0) + "/git") }
    }
}

/// What `sync` prints: one line for a person, or one JSON object.
enum SyncOutput {
    /// This binary's absolute path, for git to run as the merge driver.
    static func ownExecutable() -> String { GitLibrarySync.runningExecutable }

    static func report(_ report: SyncReport, json: Bool, setUp: Bool) -> [UInt8] {
        if json {
            return Array(("{\"remote\": \(quoted(report.remote)), \"branch\": \(quoted(report.branch)), "
                + "\"syncedAt\": \(quoted(timestamp(report.finished))), \"committed\": \(report.committed), "
                + "\"broughtChanges\": \(report.broughtChanges), \"pushed\": \(report.pushed)}\n").utf8)
        }
        var parts: [String] = []
        if report.broughtChanges { parts.append("changes came in") }
        if report.pushed { parts.append("this machine's changes went out") }
        let what = parts.isEmpty ? "nothing to do" : parts.joined(separator: ", ")
        let first = setUp ? "sync set up with \(report.remote) (branch \(report.branch)); " : "synced with \(report.remote): "
        return Array((SafeText.line(first + what, forTerminal: true) + "\n").utf8)
    }

    static func status(_ status: SyncStatus, json: Bool) -> [UInt8] {
        if json {
            return Array(("{\"remote\": \(quoted(status.remote)), \"branch\": \(quoted(status.branch)), "
                + "\"lastSync\": \(status.lastSync.map { quoted(timestamp($0)) } ?? "null"), "
                + "\"unpushedCommits\": \(status.unpushedCommits), \"uncommittedChanges\": \(status.uncommittedChanges)}\n").utf8)
        }
        let last = status.lastSync.map { localTime($0) } ?? "never"
        let commits = status.unpushedCommits == 1 ? "1 commit" : "\(status.unpushedCommits) commits"
        let pending = status.uncommittedChanges ? "; the library has changes not yet committed" : ""
        let lines = ["remote: \(status.remote)", "branch: \(status.branch)", "last sync: \(last)",
                     "not yet pushed: \(commits)\(pending)"]
        return Array(lines.map { SafeText.line($0, forTerminal: true) + "\n" }.joined().utf8)
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    static func localTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date)
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
