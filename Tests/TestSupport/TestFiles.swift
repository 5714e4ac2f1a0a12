import Foundation

/// Small file helpers for store tests: exact bytes in, exact bytes out.
public enum TestFiles {
    /// Writes `bytes` to `path` (replacing it), with `mode`.
    public static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        chmod(path, mode)
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// The file's bytes, or nil when it cannot be read.
    public static func bytes(at path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// The permission bits (e.g. 0o600) of `path`, or nil.
    public static func mode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }
}
