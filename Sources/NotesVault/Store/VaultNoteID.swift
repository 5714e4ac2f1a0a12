import Foundation

/// The id of a vault note whose front matter gives none: made from its
/// path in the vault, so the same file has the same id on every launch
/// and on every machine holding the vault at any path.
package enum VaultNoteID {
    /// A fixed v5 namespace for vault paths (never change it: ids would).
    static let namespace = UUID(uuidString: "6B1D8C0E-2F5A-5C3B-8E4D-9A7F1B2C3D4E")!

    package static func derived(fromPath path: String) -> UUID {
        NameBasedUUID.make(namespace: namespace, name: path)
    }
}
