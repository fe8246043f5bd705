import Foundation
/// Lets `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect` work as on iOS, where Foundation bridges an
/// `NSValue` holding a rect to `CGRect`. corelibs Foundation has no such bridge, so the cast gave nil (6 of 22 repos
/// read keyboard frames this way, docs/compat-surface.md); this conformance is what the Swift runtime consults for it.
/// An `NSValue` holding anything but a rect still does not cast.
extension CGRect: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue

    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        precondition(
            _conditionallyBridgeFromObjectiveC(source, result: &result),
            "NSValue \(source) does not hold a CGRect")
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard String(cString: source.objCType) == rectObjCType else { return false }
        result = source.rectValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        var result: CGRect?
        if let source { _forceBridgeFromObjectiveC(source, result: &result) }
        return result ?? .zero
    }

    private static let rectObjCType = String(cString: NSValue(rect: .zero).objCType)
}
