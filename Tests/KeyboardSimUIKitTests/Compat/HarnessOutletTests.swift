@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting

/// A screen as easy to bring up as a field: outlets owned as a nib owns them, text-view delegates kept alive.
@MainActor @Suite struct HarnessOutletTests {
    /// A sign-in screen as ported from a nib: `@IBOutlet weak var` became `weak var`.
    final class SignInViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
        weak var emailField: UITextField!
        weak var notesView: UITextView!
        weak var searchBar: UISearchBar!
        private(set) var outletsSetInViewDidLoad = false
        override func viewDidLoad() {
            super.viewDidLoad()
            outletsSetInViewDidLoad = emailField != nil && notesView != nil && emailField.superview === view
            emailField.delegate = self
            notesView.delegate = self
        }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            !string.contains(" ")
        }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            text != "\n"
        }
    }

    /// A text view's delegate that refuses new lines, owned by nobody but the session.
    final class NoNewlineDelegate: NSObject, UITextViewDelegate {
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            text != "\n"
        }
    }

    @Test("show(_:outlets:) keeps weak outlets set as a nib does, connected before viewDidLoad, and names the inputs")
    func weakOutletsOwnedAsByANib() throws {
        let session = KeyboardSession()
        let controller = session.show(SignInViewController()) { c, nib in
            c.emailField = nib.add(UITextField(), "email"); c.notesView = nib.add(UITextView(), "notes")
            c.searchBar = nib.add(UISearchBar(), "search")
        }
        #expect(controller.outletsSetInViewDidLoad)
        #expect(controller.emailField != nil && controller.notesView != nil && controller.searchBar != nil)
        #expect(session.fieldNames == ["email", "notes", "search"])
        try session.tap("email")
        try session.type("a b")
        session.expect("email", text: "ab")
        try session.tap("notes")
        try session.type("x\ny")
        session.expect("notes", text: "xy")
        try session.tap("search")
        try session.type("q")
        session.expect("search", text: "q")
        // The inputs do not overlap: each sits below the one before.
        #expect(controller.notesView.frame.minY >= controller.emailField.frame.maxY)
        #expect(controller.searchBar.frame.minY >= controller.notesView.frame.maxY)
    }

    @Test("own(_:) keeps a nib's top-level object alive for a weak outlet")
    func topLevelObjectsKeptAlive() throws {
        final class Holder: UIViewController { weak var formatter: NumberFormatter? }
        let session = KeyboardSession()
        let holder = session.show(Holder()) { c, nib in c.formatter = nib.own(NumberFormatter()) }
        #expect(holder.formatter != nil)
    }

    @Test("attach(_:to:) keeps a text view's delegate alive, as for a field's: UIKit holds it weakly")
    func textViewDelegateKeptAlive() throws {
        let session = KeyboardSession()
        session.addTextView("notes")
        session.attach(NoNewlineDelegate(), to: try session.textView("notes"))
        try session.tap("notes")
        try session.type("a\nb")
        session.expect("notes", text: "ab")
        try session.attach(textViewDelegate: NoNewlineDelegate(), to: "notes")
        try session.type("\nc")
        session.expect("notes", text: "abc")
        #expect(throws: SimulationError.self) {
            try session.attach(textViewDelegate: NoNewlineDelegate(), to: "nothing")
        }
    }
}
