import Foundation
import NotesModel

/// What a screen asks to be ready before it can answer at once: the
/// filter's matches, the tags with their counts, quick open's names, or
/// the list in an order.
public enum PreparedAnswer: Equatable, Sendable {
    case search
    case tagCounts
    case quickOpen
    case order(NoteSort)
}

/// How much once-per-note work (folding text, parsing tags, preparing
/// names) one key or one idle turn may do. The controller keeps it, so
/// screens ask "ready?" and hand over idle turns instead of sizing slices.
public struct PreparationPace: Equatable, Sendable {
    /// Notes a filter key may fold before it answers with what it found so
    /// far: few enough to stay within a key's budget.
    public var notesPerKey: Int
    /// Notes folded for search in one idle turn: a small slice (a note with
    /// accents or emoji costs far more than an ASCII one), so a key typed
    /// meanwhile waits at most one slice.
    public var notesPerSearchTurn: Int
    /// Notes whose tags or names are prepared in one idle turn: cheaper per
    /// note than folding, so more a turn.
    public var notesPerNamesTurn: Int

    public init(notesPerKey: Int, notesPerSearchTurn: Int, notesPerNamesTurn: Int) {
        self.notesPerKey = notesPerKey
        self.notesPerSearchTurn = notesPerSearchTurn
        self.notesPerNamesTurn = notesPerNamesTurn
    }

    public static let standard = PreparationPace(notesPerKey: 100, notesPerSearchTurn: 150, notesPerNamesTurn: 1_000)
}

extension NotesController {
    /// Whether `answer` can be given now without preparing many notes
    /// first: false in a large library's first moments, until idle turns
    /// (`prepareDuringIdleTurn`) have done the work.
    public func isReady(for answer: PreparedAnswer) -> Bool {
        switch answer {
        case .search: return searchIndex.isPrepared(revision: revision)
        case .tagCounts: return canCountTagsNow
        case .quickOpen: return quickOpenIndex.isPrepared(revision: revision)
        case let .order(sort): return canSortNow(by: sort)
        }
    }

    /// One idle turn's share of the preparation for `answer` (and, once
    /// that is done, for the rest); true once all of it is done.
    @discardableResult
    public func prepareDuringIdleTurn(for answer: PreparedAnswer) -> Bool {
        switch answer {
        case .search, .order: return prepareSearch(budget: preparationPace.notesPerSearchTurn)
        case .tagCounts, .quickOpen: return prepareSearch(budget: preparationPace.notesPerNamesTurn)
        }
    }
}
