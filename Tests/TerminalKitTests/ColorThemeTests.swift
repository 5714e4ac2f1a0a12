@testable import TerminalKit
import Testing

/// A theme on terminals of 256, 16 and 8 colours.
@Suite("Colour themes")
struct ColorThemeTests {
    @Test func standardThemeOn256Colours() {
        let plan = ColorPlan(theme: .standard, colors: 256)
        #expect(plan.foregrounds[.accent] == 6)
        #expect(plan.foregrounds[.muted] == 8)
        #expect(plan.dimmed.isEmpty)
    }

    /// Eight colours have no grey: grey things are the terminal's own colour, dimmed.
    @Test func greyOnEightColoursIsDim() {
        let plan = ColorPlan(theme: .standard, colors: 8)
        #expect(plan.dimmed == [.muted, .quote])
        #expect(plan.foregrounds[.muted] == -1)
        let palette = ColorPalette(plan: plan, hasGrey: false)
        #expect(palette.attributes(for: Style(color: .quote)) == ColorPalette.Attributes(dim: true))
        #expect(palette.attributes(for: Style(color: .accent)).pair == ColorPalette.pair(for: .accent))
    }

    @Test func brightColoursOnEightAreTheirBasicOnes() {
        #expect(ColorPlan.index(.index(12), colors: 8) == 4)
        #expect(ColorPlan.index(.index(12), colors: 16) == 12)
        #expect(ColorPlan.index(.terminalDefault, colors: 8) == -1)
    }

    /// 256-colour numbers on fewer colours: the nearest hue, or a grey by
    /// its lightness. Never a colour the terminal lacks.
    @Test func paletteColoursOnEightAreTheNearest() {
        #expect(ColorPlan.index(.index(196), colors: 8) == 1)   // ff0000 → red
        #expect(ColorPlan.index(.index(208), colors: 8) == 1 || ColorPlan.index(.index(208), colors: 8) == 3)  // orange
        #expect(ColorPlan.index(.index(21), colors: 8) == 4)    // 0000ff → blue
        #expect(ColorPlan.index(.index(46), colors: 8) == 2)    // 00ff00 → green
        #expect(ColorPlan.index(.index(51), colors: 8) == 6)    // 00ffff → cyan
        #expect(ColorPlan.index(.index(232), colors: 8) == 0)   // near black
        #expect(ColorPlan.index(.index(255), colors: 8) == 7)   // near white
        #expect(ColorPlan.index(.index(244), colors: 8) == nil) // middle grey: dimmed
        #expect(ColorPlan.index(.index(244), colors: 16) == 8)
        for colors in [8, 16, 88, 256] {
            for number in 0...255 {
                if let index = ColorPlan.index(.index(number), colors: colors) {
                    #expect(index >= -1 && Int(index) < colors, "\(number) on \(colors)")
                }
            }
        }
    }

    @Test func monochromeThemeHasNoColours() {
        let plan = ColorPlan(theme: .monochrome, colors: 256)
        #expect(plan.foregrounds.isEmpty && plan.dimmed.isEmpty)
    }
}
