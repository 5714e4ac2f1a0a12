import Foundation

/// A small, fast, seedable random number generator (SplitMix64), so a
/// random test run can be replayed exactly from the seed it prints.
public struct SeededRandom: RandomNumberGenerator {
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The seed from `NOTES_TUI_FUZZ_SEED` when set (to replay a failure),
    /// else `fallback`.
    public static func fromEnvironment(fallback: UInt64) -> SeededRandom {
        let text = ProcessInfo.processInfo.environment["NOTES_TUI_FUZZ_SEED"] ?? ""
        return SeededRandom(seed: UInt64(text) ?? fallback)
    }

    /// How many cases a fuzz test runs: `NOTES_TUI_FUZZ_ITERATIONS` or `fallback`.
    public static func iterations(fallback: Int) -> Int {
        Int(ProcessInfo.processInfo.environment["NOTES_TUI_FUZZ_ITERATIONS"] ?? "") ?? fallback
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
