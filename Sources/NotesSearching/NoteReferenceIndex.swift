import Foundation
import NotesModel

extension NoteReference {
    /// Which notes a REF fits, as `resolve` decides it, for many REFs over
    /// one list of notes: the shell completions ask it of every note's
    /// title and id on each Tab, where `resolve` would read the whole
    /// library for each of them.
    public struct Index {
        private let notes: [Note]
        /// Each name a note is found by (its shown name, its stored title, a
        /// vault note's path), lowercased.
        private var byName: [String: [Int]] = [:]
        /// Each note's stored title, lowercased (nil for an untitled note).
        private var titleKeys: [String?] = []
        /// Each note's id's first 4 bytes (its short id).
        private var ownHeads: [UInt32] = []
        /// The ids' first 4 bytes with the note's position, in order: an id
        /// prefix is a range of them, found by binary search.
        private var heads: [(head: UInt32, index: Int)] = []
        /// The first 4 bytes more than one id starts with.
        private var sharedHeads = Set<UInt32>()

        public init(_ notes: [Note]) {
            self.notes = notes
            byName.reserveCapacity(notes.count)
            titleKeys.reserveCapacity(notes.count)
            ownHeads.reserveCapacity(notes.count)
            heads.reserveCapacity(notes.count)
            for (index, note) in notes.enumerated() {
                let title = note.title
                let displayTitle = note.displayTitle
                let shown = displayTitle.lowercased()
                byName[shown, default: []].append(index)
                // Most titles are their own name: one key.
                var titleKey: String?
                if title == displayTitle {
                    titleKey = shown
                } else if note.hasTitle {
                    let stored = title.lowercased()
                    if stored != shown { byName[stored, default: []].append(index) }
                    titleKey = stored
                }
                titleKeys.append(titleKey)
                if let path = note.file?.path.lowercased(), path != shown, path != titleKey {
                    byName[path, default: []].append(index)
                }
                let bytes = note.id.uuid
                let head = UInt32(bytes.0) << 24 | UInt32(bytes.1) << 16 | UInt32(bytes.2) << 8 | UInt32(bytes.3)
                ownHeads.append(head)
                heads.append((head, index))
            }
            heads.sort { $0.head < $1.head }
            for position in heads.indices.dropFirst() where heads[position].head == heads[position - 1].head {
                sharedHeads.insert(heads[position].head)
            }
        }

        /// Whether the short id (8 hex digits) of the note at `position`
        /// names it alone: `fitting(shortID) == [position]`, without
        /// building the answer.
        public func shortIDNamesOnly(_ position: Int) -> Bool {
            let head = ownHeads[position]
            guard !sharedHeads.contains(head) else { return false }
            let digits = Array("0123456789abcdef".utf8)
            let text = String(decoding: (0..<8).map { digits[Int(head >> UInt32(28 - 4 * $0) & 0xF)] }, as: UTF8.self)
            return byName[text].map { $0 == [position] } ?? true
        }

        /// Whether the stored title of the note at `position`, given as a
        /// REF, names it alone: `fitting(title) == [position]`.
        public func titleNamesOnly(_ position: Int) -> Bool {
            guard let key = titleKeys[position] else { return fitting(notes[position].title) == [position] }
            let title = notes[position].title
            let spaces = CharacterSet.whitespaces
            // A title with spaces around it or a URL's start is not matched as written.
            guard let first = title.unicodeScalars.first, let last = title.unicodeScalars.last, !spaces.contains(first),
                  !spaces.contains(last), first != "n", first != "N", first.isASCII else {
                return fitting(title) == [position]
            }
            guard byName[key] == [position] else { return false }
            return !NoteReference.hasIDPrefixShape(title) || headRange(of: title.uppercased()).allSatisfy {
                $0 == position || !notes[$0].id.text.hasPrefix(title.uppercased())
            }
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
