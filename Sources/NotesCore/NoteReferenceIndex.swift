import Foundation

extension NoteReference {
    /// Which notes a REF fits, as `resolve` decides it, for many REFs over
    /// one list of notes: the shell completions ask it of every note's
    /// title and id on each Tab, where `resolve` would read the whole
    /// library for each of them.
    public struct Index {
        private let notes: [Note]
        /// Each name a note is found by (its shown name, its stored title), lowercased.
        private var byName: [String: [Int]] = [:]
        /// The ids' first 4 bytes with the note's position, in order: an id
        /// prefix is a range of them, found by binary search.
        private var heads: [(head: UInt32, index: Int)] = []

        public init(_ notes: [Note]) {
            self.notes = notes
            byName.reserveCapacity(notes.count)
            heads.reserveCapacity(notes.count)
            for (index, note) in notes.enumerated() {
                let shown = note.displayTitle.lowercased()
                byName[shown, default: []].append(index)
                if note.hasTitle {
                    let stored = note.title.lowercased()
                    if stored != shown { byName[stored, default: []].append(index) }
                }
                let bytes = note.id.uuid
                let head = UInt32(bytes.0) << 24 | UInt32(bytes.1) << 16 | UInt32(bytes.2) << 8 | UInt32(bytes.3)
                heads.append((head, index))
            }
            heads.sort { $0.head < $1.head }
        }

        /// The positions (in the notes given) of every note `reference`
        /// fits, in order: one for a REF that names a note, none or several otherwise.
        public func fitting(_ reference: String) -> [Int] {
            let ref = NoteReference.normalized(reference)
            var found = byName[ref.lowercased()] ?? []
            if NoteReference.hasIDPrefixShape(ref) {
                let wanted = ref.uppercased()
                for index in headRange(of: wanted) where notes[index].id.text.hasPrefix(wanted) && !found.contains(index) {
                    found.append(index)
                }
            }
            return found.sorted()
        }

        /// The notes whose id's first 8 hex digits agree with those of
        /// `prefix` (as far as it has them); a dash among them matches none.
        private func headRange(of prefix: String) -> [Int] {
            var low: UInt32 = 0
            var digits = 0
            for character in prefix.prefix(8) {
                guard let value = character.hexDigitValue else { return [] }
                low = low << 4 | UInt32(value)
                digits += 1
            }
            let free = UInt32(4 * (8 - digits))
            low = free == 32 ? 0 : low << free
            let high = free == 32 ? UInt32.max : low | ((1 << free) - 1)
            // The first head at or above `low`.
            var start = 0
            var end = heads.count
            while start < end {
                let middle = (start + end) / 2
                if heads[middle].head < low { start = middle + 1 } else { end = middle }
            }
            var result: [Int] = []
            while start < heads.count, heads[start].head <= high {
                result.append(heads[start].index)
                start += 1
            }
            return result
        }
    }
}
