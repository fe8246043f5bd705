// Ported for Linux by `kbsim port`
// Stands for the shape of Tallwave/Lattice LatticeTests/Behaviors/UITextField/TextFieldMaxLengthBehaviorTests.swift
// (and abhisheknik23/TextFieldUnitTest UnitTestDemoTests/UnitTestDemoTests.swift): an XCTestCase that makes a bare
// `UITextField()` and calls the delegate method itself instead of typing. It imports only XCTest: on iOS the
// XCTest module brings UIKit with it, so test files like this one never `import UIKit`.
// For: a UK-postcode delegate (upper case, letters/digits/one space, at most 8), tested in the same file.
// Through kbsim a test should show: the four tests pass unchanged once the file compiles, and typing the same
// inputs on kbsim's keyboard gives the same answers. Known bug of the delegate: lower case is refused instead of
// upper-cased (with auto-capitalisation off, typing "sw1a" enters nothing), a leading space is accepted
// (" SW1A"), and `uppercaseLetters` is every script's capitals, so "É" gets in.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif
import XCTest

final class PostcodeDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let proposed = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        let allowed = CharacterSet.uppercaseLetters.union(.decimalDigits).union(CharacterSet(charactersIn: " "))
        return proposed.count <= 8
            && proposed.unicodeScalars.allSatisfy(allowed.contains)
            && proposed.components(separatedBy: " ").count <= 2
    }
}

class PostcodeDelegateTests: XCTestCase {
    var field: UITextField!
    var delegate: PostcodeDelegate!

    override func setUp() {
        super.setUp()
        field = UITextField()
        delegate = PostcodeDelegate()
        field.delegate = delegate
    }

    func testAcceptsAFullPostcode() {
        field.text = "SW1A 1A"
        XCTAssertTrue(delegate.textField(field, shouldChangeCharactersIn: NSRange(location: 7, length: 0),
                                         replacementString: "A"))
    }

    func testRefusesANinthCharacter() {
        field.text = "SW1A 1AA"
        XCTAssertFalse(delegate.textField(field, shouldChangeCharactersIn: NSRange(location: 8, length: 0),
                                          replacementString: "B"))
    }

    func testRefusesLowerCase() {
        field.text = ""
        XCTAssertFalse(delegate.textField(field, shouldChangeCharactersIn: NSRange(location: 0, length: 0),
                                          replacementString: "s"))
    }

    func testReplacingASelectionCountsTheRange() {
        field.text = "SW1A 1AA"
        XCTAssertTrue(delegate.textField(field, shouldChangeCharactersIn: NSRange(location: 0, length: 8),
                                         replacementString: "EC1A 1BB"))
    }
}
