// Ported for Linux by `kbsim port`
// Stands for the shape of abhisheknik23/TextFieldUnitTest UnitTestDemo/ViewController.swift: an `@IBAction` with
// no parameter (Interface Builder accepts `func done()`), next to the usual `(_ sender:)` form; plus an input
// accessory bar loaded from a nib and a patterned background, as such screens have.
// For: a payment-note field whose keyboard has a "Done" bar; Done ends editing and saves the note.
// Through kbsim a test should show: tapping Done (the action called as the bar's button would) resigns the field
// and `savedNote` is the trimmed text; "Clear" empties the field and keeps it focused. On Linux the zero-argument
// `@IBAction` is itself a compile error ("@IBAction methods must have 1 argument"), and the nib has no
// counterpart (it loads nothing there): the port has to say so.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class PaymentNoteViewController: UIViewController, UITextFieldDelegate {
    weak var noteField: UITextField!
    private(set) var savedNote: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        noteField.delegate = self
        view.backgroundColor = UIColor(patternImage: UIImage(named: "paper") ?? UIImage())
        if let bar = Bundle.main.loadNibNamed("DoneAccessoryBar", owner: self, options: nil)?.first as? UIView {
            noteField.inputAccessoryView = bar
        }
    }

    func done() {
        savedNote = noteField.text?.trimmingCharacters(in: .whitespacesAndNewlines)
        noteField.resignFirstResponder()
    }

    @IBAction func clearTapped(_ sender: UIButton) {
        noteField.text = ""
        noteField.becomeFirstResponder()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        done()
        return false
    }
}
