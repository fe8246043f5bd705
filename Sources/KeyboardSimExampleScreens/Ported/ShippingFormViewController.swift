// Ported for Linux by `kbsim port`
// A shipping address form built from table cells, one text field per row, with a Next/Done toolbar above the
// keyboard: Next (and the return key) moves to the next row's field, Done puts the keyboard away. Written for this
// project as an iOS developer writes the screen; `kbsim port Examples/screens` ports it.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class ShippingFieldCell: UITableViewCell {
    static let reuseIdentifier = "ShippingFieldCell"

    let textField = UITextField()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        textField.frame = contentView.bounds.insetBy(dx: 16, dy: 4)
        textField.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textField.clearButtonMode = .whileEditing
        contentView.addSubview(textField)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textField.text = nil
        textField.delegate = nil
    }
}

final class ShippingFormViewController: UITableViewController, UITextFieldDelegate {
    struct Row {
        let key: String
        let placeholder: String
        let contentType: UITextContentType
        let keyboard: UIKeyboardType
    }

    let rows = [
        Row(key: "name", placeholder: "Full name", contentType: .name, keyboard: .default),
        Row(key: "street", placeholder: "Street", contentType: .streetAddressLine1, keyboard: .default),
        Row(key: "city", placeholder: "City", contentType: .addressCity, keyboard: .default),
        Row(key: "zip", placeholder: "ZIP code", contentType: .postalCode, keyboard: .numberPad),
    ]
    private(set) var values: [String: String] = [:]
    private(set) var submitted = false

    private lazy var accessoryToolbar: UIToolbar = {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
        let next = UIBarButtonItem(title: "Next", style: .plain, target: self, action: Selector(nextTapped))
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector(doneTapped))
        toolbar.setItems([next, space, done], animated: false)
        toolbar.sizeToFit()
        return toolbar
    }()

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shipping"
        tableView.register(ShippingFieldCell.self, forCellReuseIdentifier: ShippingFieldCell.reuseIdentifier)
        tableView.rowHeight = 52
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self,
                                                            action: Selector(saveTapped))
    }

    // MARK: Table

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return "Deliver to"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ShippingFieldCell.reuseIdentifier,
                                                 for: indexPath) as! ShippingFieldCell
        let row = rows[indexPath.row]
        let field = cell.textField
        field.placeholder = row.placeholder
        field.textContentType = row.contentType
        field.keyboardType = row.keyboard
        field.text = values[row.key]
        field.tag = indexPath.row
        field.accessibilityIdentifier = row.key
        field.returnKeyType = indexPath.row == rows.count - 1 ? .done : .next
        field.inputAccessoryView = accessoryToolbar
        field.delegate = self
        field.addTarget(self, action: Selector(fieldChanged(_:)), for: .editingChanged)
        return cell
    }

    // MARK: Moving between fields

    private func field(at row: Int) -> UITextField? {
        let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ShippingFieldCell
        return cell?.textField
    }

    private var editingRow: Int? {
        for row in rows.indices where field(at: row)?.isFirstResponder == true {
            return row
        }
        return nil
    }

    private func nextTapped() {
        guard let row = editingRow else { return }
        if row + 1 < rows.count {
            tableView.scrollToRow(at: IndexPath(row: row + 1, section: 0), at: .middle, animated: true)
            field(at: row + 1)?.becomeFirstResponder()
        } else {
            view.endEditing(true)
        }
    }

    private func doneTapped() {
        view.endEditing(true)
    }

    private func saveTapped() {
        view.endEditing(true)
        submitted = rows.allSatisfy { !(values[$0.key] ?? "").isEmpty }
    }

    private func fieldChanged(_ sender: UITextField) {
        values[rows[sender.tag].key] = sender.text ?? ""
    }

    // MARK: UITextFieldDelegate

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard rows[textField.tag].key == "zip" else { return true }
        let current = (textField.text ?? "") as NSString
        let proposed = current.replacingCharacters(in: range, with: string)
        return proposed.count <= 5 && proposed.allSatisfy { $0.isNumber }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        nextTapped()
        return false
    }
}
