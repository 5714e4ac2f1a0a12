import Foundation
import NotesCore

/// What the history flow needs built (a factory provides it).
protocol HistoryScreens {
    func makeHistory(noteID: UUID, controller: NotesController) -> HistoryScreen
}
