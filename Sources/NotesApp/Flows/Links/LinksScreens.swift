import Foundation
import NotesCore

/// What the links flow needs built (a factory provides it).
protocol LinksScreens {
    func makeLinks(controller: NotesController, noteID: UUID) -> LinksScreen
}
