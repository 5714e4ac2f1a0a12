
// Two arrays of notes that are one storage are certainly equal: a load
// that hands back the array it was given, or a save that wrote what it
// read, is found without comparing note by note.
extension Array where Element == Note {
    /// Whether `self` and `other` are the same storage (so certainly equal).
    public func sharesStorage(with other: [Note]) -> Bool {
        count == other.count && withUnsafeBufferPointer { left in
            other.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
        }
    }
}
