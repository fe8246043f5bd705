import Foundation

/// Measures how a cost grows with the size of the input (`kbsim bench --scaling`): the time of one run and the
/// process's peak memory while it ran. Linear work costs about 10× more for a 10× larger input; quadratic work
/// about 100×.
///
/// ```swift
/// let m = ScalingBench.measure { _ = engine.convert(letters) }
/// print(m.milliseconds, m.peakMB)
/// ```
package enum ScalingBench {
    /// What one measurement gave.
    package struct Measurement: Sendable, Equatable {
        /// The fastest run, in milliseconds of wall time.
        package var milliseconds: Double
        /// The least CPU time (user + system) of this process a run took, in milliseconds: what the ratios compare,
        /// since on a machine shared with other work the wall time also counts the time the process waited.
        package var cpuMilliseconds: Double = 0
        /// The process's peak resident memory during the runs, in MB (0 where `/proc` is unavailable).
        package var peakMB: Double
    }

    /// Runs `body` until `budget` seconds are spent or `maximumRuns` runs are done (at least one), and keeps the
    /// fastest run: small inputs are timed several times, so their noise does not inflate the ratios.
    package static func measure(budget: Double = 0.3, maximumRuns: Int = 7, _ body: () -> Void) -> Measurement {
        resetPeak()
        var best = Double.infinity, bestCPU = Double.infinity
        var spent = 0.0
        var runs = 0
        repeat {
            let a = DispatchTime.now().uptimeNanoseconds
            let cpu = cpuNanoseconds()
            body()
            let ms = Double(DispatchTime.now().uptimeNanoseconds - a) / 1e6
            best = min(best, ms)
            bestCPU = min(bestCPU, Double(cpuNanoseconds() - cpu) / 1e6)
            spent += ms / 1000
            runs += 1
        } while spent < budget && runs < maximumRuns
        return Measurement(milliseconds: best, cpuMilliseconds: bestCPU, peakMB: peakMB())
    }

    /// The CPU time this process has used (all its threads), in nanoseconds.
    package static func cpuNanoseconds() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// Resets the kernel's peak-memory mark of this process (`/proc/self/clear_refs`, Linux ≥ 4.0), so the next
    /// reading is the peak since now.
    package static func resetPeak() {
        guard let h = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
        try? h.write(contentsOf: Data("5".utf8))
        try? h.close()
    }

    /// The peak resident memory of this process (VmHWM) in MB; 0 when unavailable.
    package static func peakMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
        }
        return 0
    }
}
