import UIKit

@objc(LoginController) final class LoginController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var field: UITextField!
    @objc dynamic var count = 0
    override func viewDidLoad() {
        field.addTarget(self, action: #selector(changed(_:)), for: .editingChanged)
        let s = "#selector(not code) @objc"  // a string, not rewritten
        /* #selector(in a comment) */
    }
    @objc func changed(_ sender: UITextField) { count += 1 }
}
