// Links IssueReporting's test support into a user's test binary, so that a failed `expect…` of the harness is
// recorded as a Swift Testing or XCTest issue at the check's line (on Linux, IssueReporting finds the recorder by
// symbol name at run time and prints a warning instead when it is absent).
//
// It is its own target of the `KeyboardSim` product rather than a dependency of the umbrella so that kbsim's own
// executable, which compiles app code against the umbrella (the example screens), links neither XCTest nor Swift
// Testing and runs wherever it is copied.
import IssueReportingTestSupport
