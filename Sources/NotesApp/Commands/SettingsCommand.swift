import Foundation
import NotesInterchange
import NotesSettings
import NotesStorage

/// `notes-tui config`: where the settings file is, whether it is right,
/// and a first one with every setting at its default. It reads no library.
public enum SettingsCommand {
    public enum Action: Sendable {
        /// Prints where the settings are read from.
        case path
        /// Reads the file as the app would: `FILE: ok`, or the one-line fault (78).
        case check
        /// Writes the commented file of every default; never over a file.
        case initialize
    }

    public static func run(
        _ action: Action, configFile: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        io: CommandIO = .standard
    ) -> Int32 {
        let file = SettingsFile.locate(explicit: configFile, environment: environment)
        do {
            switch action {
            case .path:
                try io.write(Array("\(file.path)\n".utf8))
            case .check:
                let exists = try file.read() != nil
                _ = try KeyRemap(try file.load().keys, file: file.path)
                let note = exists ? "" : " (no file there: every setting at its default)"
                try io.write(Array("notes-tui: \(file.path): ok\(note)\n".utf8))
            case .initialize:
                try create(file.path, text: SettingsTemplate.text)
                try io.write(Array("notes-tui: wrote \(file.path)\n".utf8))
            }
            return 0
        } catch let error as SettingsError {
            return ErrorLine.report(LaunchError.settings(error))
        } catch {
            return ErrorLine.report(error)
        }
    }

    /// Creates `path` and the folders above it that are missing (0700: the
    /// settings are the user's own); the file is 0600. Anything already at
    /// `path`, even a link, is left alone.
    static func create(_ path: String, text: String) throws(CommandError) {
        var existing = stat()
        if lstat(path, &existing) == 0 {
            throw .cannotWrite("\(Echo.path(path)) already exists; edit it, or move it away and run 'notes-tui config --init' again")
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                throw .cannotWrite("cannot create the folder \(Echo.path(folder)); check its permissions")
            }
        }
        do {
            try PrivateFile.create(Array(text.utf8), at: path, durable: true)
        } catch where error.step == .create {
            throw .cannotWrite("cannot create \(Echo.path(path)) (\(error.reason)); check the folder's permissions")
        } catch {
            throw .cannotWrite("cannot write \(Echo.path(path)) (\(error.reason)); nothing was kept")
        }
    }
}
