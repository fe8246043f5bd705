@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// Small pieces of UIKit and Darwin that the porting census found blocking real screens.
@MainActor @Suite struct AccessibilityAndLiteralTests {
    @Test("#colorLiteral makes a UIColor with the literal's components, as UIColor adopts the colour-literal protocol")
    func colorLiteral() {
        let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(color == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test("#imageLiteral makes a UIImage that keeps its resource name")
    func imageLiteral() {
        let image: UIImage = #imageLiteral(resourceName: "eye")
        #expect(image.name == "eye")
    }

    @Test("UIAccessibility: VoiceOver is off, and an announcement an app posts is kept for the test to read")
    func accessibilityAnnouncement() {
        #expect(!UIAccessibility.isVoiceOverRunning)
        let before = UIAccessibility.posted.count
        UIAccessibility.post(notification: .announcement, argument: "Invalid e-mail address")
        #expect(UIAccessibility.posted.count == before + 1)
        #expect(UIAccessibility.posted.last?.notification == .announcement)
        #expect(UIAccessibility.posted.last?.argument as? String == "Invalid e-mail address")
    }

    @Test("MAXFLOAT is Darwin's FLT_MAX, so CGFloat(MAXFLOAT) is an unbounded height")
    func maxFloat() {
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        #expect(CGSize(width: 10, height: CGFloat(MAXFLOAT)).height > 1e38)
    }

    @Test("Attributed-string keys carry UIKit's raw names (NSStrikethroughColor, NSUnderlineColor …)")
    func attributeKeys() {
        #expect(NSAttributedString.Key.strikethroughColor.rawValue == "NSStrikethroughColor")
        #expect(NSAttributedString.Key.underlineColor.rawValue == "NSUnderlineColor")
        #expect(NSAttributedString.Key.strokeWidth.rawValue == "NSStrokeWidth")
    }
}
