@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// Sessions leave nothing behind: a long fuzzing campaign creates hundreds of thousands of them.
@MainActor @Suite struct LeakTests {
    @Test("A field whose UIAction ran is freed with its screen (the action does not keep its sender)")
    func actionDoesNotRetainItsControl() throws {
        weak var gone: UITextField?
        weak var goneScreen: Screen?
        do {
            let screen = Screen(notificationCenter: NotificationCenter())
            let field = UITextField()
            var count = 0
            field.addAction(UIAction { _ in count += 1 }, for: .editingChanged)
            screen.add(field, name: "f")
            try screen.tap(field)
            try screen.type("ab")
            #expect(count == 2)
            gone = field
            goneScreen = screen
        }
        #expect(gone == nil)
        #expect(goneScreen == nil)
    }
}
