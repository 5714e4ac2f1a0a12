import Foundation

/// Where the settings file is and reading it safely: `--config PATH`,
/// else `$XDG_CONFIG_HOME/notes-tui/config.toml`, else
/// `~/.config/notes-tui/config.toml`. Only a regular file is read (a
/// symbolic link is followed: it is the user's own file); a FIFO or a
/// device is refused before it is opened, so nothing waits on it.
public struct SettingsFile: Equatable, Sendable {
    public let path: String
    /// Named with `--config`: then a missing file is an error, not the defaults.
    public let isExplicit: Bool

    /// Larger than any settings file a person writes (a commented file
    /// with every setting is a few KB); bounds the work of reading one, so
    /// even the largest answers at once.
    public static let maximumBytes = 256 << 10

    public init(path: String, isExplicit: Bool) {
        self.path = path
        self.isExplicit = isExplicit
    }

    public static func locate(explicit: String?, environment: [String: String]) -> SettingsFile {
        if let explicit { return SettingsFile(path: explicit, isExplicit: true) }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return SettingsFile(path: config + "/notes-tui/config.toml", isExplicit: false)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return SettingsFile(path: home + "/.config/notes-tui/config.toml", isExplicit: false)
    }

    /// The settings, all defaults when there is no file at the default place.
    public func load() throws(SettingsError) -> Settings {
        guard let text = try read() else { return Settings() }
        return try SettingsParser.parse(text, path: path)
    }

    /// The file's text, or nil when there is none at the default place.
    public func read() throws(SettingsError) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let reason = errno
            if reason == ENOENT, !isExplicit {
                // A dangling link is a mistake worth hearing about; nothing at all is the defaults.
                var link = stat()
                if lstat(path, &link) == 0 { throw whole("a link to nothing; fix or remove the link") }
                return nil
            }
            if reason == ENOENT { throw whole("no such settings file; check the path given to --config, or create it with 'notes-tui config --init --config \(path)'") }
            if reason == ENOTDIR { throw whole("a part of the path is not a folder; check the path") }
            throw whole("cannot be read (\(String(cString: strerror(reason)))); check the path and its permissions")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw whole("a folder, not a settings file; put the settings in a file of that name, or remove the folder")
        default: throw whole("not a regular file (a FIFO, socket or device); the settings must be a regular file")
        }
        if Int(status.st_size) > Self.maximumBytes {
            throw SettingsError(path: path, line: 1, problem: "\(status.st_size) bytes, too large for a settings file (at most \(Self.maximumBytes)); is this the right file?")
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno
            throw whole(reason == EACCES
                ? "no permission to read it; give yourself read permission (chmod u+r)"
                : "cannot be read (\(String(cString: strerror(reason))))")
        }
        defer { close(descriptor) }
        // Checked again on the open file: the name may have changed since.
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
            throw whole("not a regular file; the settings must be a regular file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw whole("cannot be read (\(String(cString: strerror(errno))))")
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            if bytes.count > Self.maximumBytes {
                throw SettingsError(path: path, line: 1, problem: "too large for a settings file (more than \(Self.maximumBytes) bytes); is this the right file?")
            }
        }
        return try Self.text(of: bytes, path: path)
    }

    /// UTF-8 text, or the line of the first byte that is not.
    static func text(of bytes: [UInt8], path: String) throws(SettingsError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var line = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            if String(validating: bytes[start..<index], as: UTF8.self) == nil { break }
            line += 1
            start = index + 1
        }
        throw SettingsError(path: path, line: line, problem: "not UTF-8 text; save the file as UTF-8")
    }

    private func whole(_ problem: String) -> SettingsError {
        SettingsError(path: path, line: nil, problem: problem)
    }
}
