import Foundation

// INTERIM: replaced by the real store (issue 2 work in progress).
/// The library as one JSON file (CONTRACT §1).
public final class JSONFileStore: NotesStore {
    public let path: String
    public var location: String { path }

    public init(path: String) {
        self.path = path
    }

    public func libraryExists() -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    public func load() throws -> Library {
        fatalError("not yet")
    }

    public func save(_ library: Library) throws -> Library {
        fatalError("not yet")
    }
}
