// Ported for Linux by `kbsim port`
// A list item renamed through an alert with a text field: Save is the preferred action and is enabled only while
// the trimmed name is not empty; Cancel leaves the name as it was. Written for this project as an iOS developer
// writes the screen; `kbsim port Examples/screens` ports it.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class RenameAlertViewController: UIViewController {
    let nameLabel = UILabel()
    let renameButton = UIButton(type: .system)

    private(set) var listName = "Groceries"
    private weak var saveAction: UIAlertAction?
    private let feedback = UINotificationFeedbackGenerator()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 30)
        nameLabel.text = listName
        view.addSubview(nameLabel)

        renameButton.frame = CGRect(x: 20, y: 170, width: 120, height: 44)
        renameButton.setTitle("Rename", for: .normal)
        renameButton.addTarget(self, action: Selector(renameTapped), for: .touchUpInside)
        view.addSubview(renameButton)
    }

    func renameTapped() {
        let alert = UIAlertController(title: "Rename List", message: "Enter a new name for this list.",
                                      preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "List name"
            textField.text = self.listName
            textField.clearButtonMode = .whileEditing
            textField.autocapitalizationType = .words
            textField.returnKeyType = .done
            textField.addTarget(self, action: Selector(self.nameFieldChanged(_:)), for: .editingChanged)
        }

        let cancel = UIAlertAction(title: "Cancel", style: .cancel, handler: nil)
        let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
            guard let self = self, let text = alert?.textFields?.first?.text else { return }
            self.listName = text.trimmingCharacters(in: .whitespacesAndNewlines)
            self.nameLabel.text = self.listName
            self.feedback.notificationOccurred(.success)
        }
        alert.addAction(cancel)
        alert.addAction(save)
        alert.preferredAction = save
        saveAction = save

        feedback.prepare()
        present(alert, animated: true, completion: nil)
    }

    private func nameFieldChanged(_ sender: UITextField) {
        let trimmed = (sender.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        saveAction?.isEnabled = !trimmed.isEmpty
    }
}
