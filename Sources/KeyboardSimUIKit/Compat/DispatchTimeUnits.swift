import Foundation
// Darwin's time-unit constants (from <dispatch/time.h>, which iOS code sees through UIKit and Foundation): Linux's
// Dispatch defines them as C macros that do not reach Swift, so code that delays with
// `Double(NSEC_PER_SEC)` would not compile. Same names, types and values as on Darwin.

/// Nanoseconds per second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
