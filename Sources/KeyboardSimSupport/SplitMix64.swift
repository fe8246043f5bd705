import Foundation
/// SplitMix64 (Steele, Lea & Flood 2014; argument-parser's `Examples/roll`): the fuzzer's only source of
/// randomness and the pinyin benchmark's, so a seed reproduces a session exactly.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let n = rng.below(10)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }
    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in `0..<n` (n > 0), without `Range` overhead.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) * 0x1p-53 < p }
    /// An element of a non-empty array.
    public mutating func pick<T>(_ a: [T]) -> T { a[below(a.count)] }

    /// The seed of run `run` of a fuzzing job seeded with `seed`: every run reproducible on its own.
    public static func runSeed(_ seed: UInt64, run: Int) -> UInt64 {
        var g = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: run) &* 0xD6E8_FEB8_6659_FD93))
        return g.next()
    }
}
