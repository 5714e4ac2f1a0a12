import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who sync's commits are by: git's configured user, else
/// `notes-tui <notes-tui@HOSTNAME>`, given per command (`-c`) so the
/// person's own git config is never written.
struct Identity {
    let host: String
    let options: [String]

    init(git: GitRunner) throws(SyncError) {
        host = Self.hostName()
        let text = try git.run(["config", "--get-regexp", "^user\\.(name|email)$"]).stdoutText
        let hasName = text.contains("user.name ") || git.environment["GIT_AUTHOR_NAME"] != nil
        let hasEmail = text.contains("user.email ") || git.environment["GIT_AUTHOR_EMAIL"] != nil
        var options = ["-c", "commit.gpgSign=false"]
        if !hasName { options += ["-c", "user.name=notes-tui"] }
        if !hasEmail { options += ["-c", "user.email=notes-tui@\(host)"] }
        self.options = options
    }

    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let name = String(decoding: bytes, as: UTF8.self).filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
        return name.isEmpty ? "localhost" : name
    }
}

/// A file's permission bits, kept across git's rewrite of it.
enum FileMode {
    static func of(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    static func set(_ path: String, to mode: mode_t) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o7777 != mode else { return }
        chmod(path, mode)
    }
}

/// When the last sync finished, in `.git/notes-tui-last-sync` (never
/// committed: it is this machine's).
public enum LastSync {
    static let fileName = "notes-tui-last-sync"

    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    static func read(gitFolder: String) -> Date? {
        guard let text = try? String(contentsOfFile: gitFolder + "/" + fileName, encoding: .utf8) else { return nil }
        return ISO8601DateFormatter().date(from: text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// A remote's address as messages show it: a password in an https URL
/// is never printed.
enum RemoteAddress {
    static func shown(_ url: String) -> String {
        guard let scheme = url.range(of: "://"),
              let at = url[scheme.upperBound...].firstIndex(of: "@"),
              url[scheme.upperBound..<at].contains(":"),
              !url[scheme.upperBound..<at].contains("/") else { return GitMessages.clean(url) }
        let user = url[scheme.upperBound..<at].split(separator: ":").first ?? ""
        return GitMessages.clean(String(url[..<scheme.upperBound]) + user + url[at...])
    }

    /// A path or a `file://` URL: git reads and writes the remote's files
    /// itself (`host:path` and `scheme://` are over a network).
    static func isOnThisMachine(_ url: String) -> Bool {
        if url.lowercased().hasPrefix("file://") { return true }
        if url.contains("://") { return false }
        // scp-like `host:path` is ssh, unless a slash comes before the colon.
        guard let colon = url.firstIndex(of: ":") else { return true }
        return url[..<colon].contains("/")
    }

    /// A relative path made absolute against `folder` (where the command
    /// was typed); URLs and absolute paths as they are.
    static func absolute(_ url: String, from folder: String) -> String {
        guard isOnThisMachine(url), !url.lowercased().hasPrefix("file://"), !url.hasPrefix("/") else { return url }
        return URL(fileURLWithPath: url, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
    }

    /// Remotes git may be given: a path, or a URL git knows. Anything
    /// starting with `-` could be read as an option, and `ext::` runs a
    /// command: both refused.
    static func refusal(_ url: String) -> String? {
        if url.isEmpty { return "sync --setup needs the remote's URL or path" }
        if url.hasPrefix("-") { return "the remote '\(GitMessages.clean(url))' starts with '-'; give a path (./\(GitMessages.clean(url))) or a URL" }
        if url.contains("\n") || url.contains("\0") { return "the remote's URL holds a line break" }
        if url.lowercased().hasPrefix("ext::") || url.lowercased().hasPrefix("fd::") {
            return "the remote '\(GitMessages.clean(url))' would run a command; give a path or an ssh://, https://, git:// or file:// URL"
        }
        return nil
    }
}

/// Counting loose objects without git (`.git/objects/xx/` folders).
enum LooseObjects {
    /// Whether `objects` holds at least `limit` loose objects; stops
    /// counting there.
    static func count(in objects: String, atLeast limit: Int) -> Bool {
        var found = 0
        for high in 0..<256 {
            let folder = objects + "/" + String(format: "%02x", high)
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name.hasPrefix(".") { continue }
                found += 1
                if found >= limit { return true }
            }
        }
        return false
    }
}
