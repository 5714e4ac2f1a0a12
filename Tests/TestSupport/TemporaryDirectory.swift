import Foundation

/// A fresh folder under the system temp directory, removed with everything
/// in it when the value is released (or by `remove()`), so tests never
/// share files.
public final class TemporaryDirectory {
    public let path: String

    /// Creates the folder; `prefix` helps to recognise a leftover one.
    public init(prefix: String = "notes-tui-test") throws {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/" + prefix + "-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let start = buffer.baseAddress, let result = mkdtemp(start) else { return nil }
            return String(cString: result)
        }
        guard let made else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: base])
        }
        path = made
    }

    deinit { remove() }

    /// `path` joined with a relative name.
    public func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Deletes the folder and its contents; harmless when already gone.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The names in the folder, sorted; hidden files included.
    public func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}
