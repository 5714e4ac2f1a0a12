
/// Members of a JSON object that this version does not know, kept exactly
/// as they were read — key and the value's raw JSON text — so that a save
/// writes them back unchanged (docs/file-format.md): an older and a newer notes-tui
/// sharing one library never strip each other's data.
///
/// They are part of their note's value: two notes that differ only here are
/// different (`==` is false), so a merge sees a change made to them by
/// another version and the fields travel with whichever note version wins.
public struct UnknownFields: Hashable, Sendable {
    public struct Field: Hashable, Sendable {
        public var key: String
        /// The value's JSON text as read (valid JSON: the decoder checked it).
        public var json: [UInt8]

        public init(key: String, json: [UInt8]) {
            self.key = key
            self.json = json
        }
    }

    /// In the order they were read.
    public var fields: [Field]

    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    public var isEmpty: Bool { fields.isEmpty }

    public static let none = UnknownFields()
}
