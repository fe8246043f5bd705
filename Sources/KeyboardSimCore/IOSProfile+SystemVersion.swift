import Foundation
extension IOSProfile {
    /// The iOS version the profile stands for, as `UIDevice.current.systemVersion` reports it: the number in its
    /// name, with `_` read as `.` and `.0` added to a bare major version (`ios18` → `18.0`, `ios17_0` → `17.0`).
    public var systemVersion: String {
        let digits = name.drop { !$0.isNumber }.replacingOccurrences(of: "_", with: ".")
        guard !digits.isEmpty else { return "18.0" }
        return digits.contains(".") ? digits : digits + ".0"
    }
}
