// Ported for Linux by `kbsim port`
// A profile screen whose birthday field shows a date picker in place of the keyboard and whose country field shows
// a picker view: the field's text follows what the user spins, typing is refused, and a toolbar's Done button puts
// the picker away. Written for this project as an iOS developer writes the screen; `kbsim port Examples/screens`
// ports it.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class BirthdayPickerViewController: UIViewController, UITextFieldDelegate, UIPickerViewDataSource, UIPickerViewDelegate {
    let birthdayField = UITextField()
    let countryField = UITextField()
    let datePicker = UIDatePicker()
    let countryPicker = UIPickerView()

    let countries = ["Canada", "France", "Germany", "Japan", "Mexico", "Norway"]
    private(set) var birthday: Date?
    private(set) var country: String?

    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        datePicker.datePickerMode = .date
        if #available(iOS 13.4, *) {
            datePicker.preferredDatePickerStyle = .wheels
        }
        datePicker.maximumDate = Date()
        datePicker.addTarget(self, action: Selector(dateChanged(_:)), for: .valueChanged)

        countryPicker.dataSource = self
        countryPicker.delegate = self

        let toolbar = UIToolbar()
        toolbar.sizeToFit()
        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector(donePicking)),
        ]

        birthdayField.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 44)
        birthdayField.placeholder = "Birthday"
        birthdayField.accessibilityIdentifier = "birthday"
        birthdayField.inputView = datePicker
        birthdayField.inputAccessoryView = toolbar
        birthdayField.tintColor = .clear
        birthdayField.delegate = self
        view.addSubview(birthdayField)

        countryField.frame = CGRect(x: 20, y: 180, width: view.bounds.width - 40, height: 44)
        countryField.placeholder = "Country"
        countryField.accessibilityIdentifier = "country"
        countryField.inputView = countryPicker
        countryField.inputAccessoryView = toolbar
        countryField.delegate = self
        view.addSubview(countryField)
    }

    private func dateChanged(_ picker: UIDatePicker) {
        birthday = picker.date
        birthdayField.text = formatter.string(from: picker.date)
    }

    private func donePicking() {
        view.endEditing(true)
    }

    // MARK: UITextFieldDelegate

    func textFieldDidBeginEditing(_ textField: UITextField) {
        if textField === countryField, let country = country, let row = countries.firstIndex(of: country) {
            countryPicker.selectRow(row, inComponent: 0, animated: false)
        }
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        return false
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        return countries.count
    }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        return countries[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        country = countries[row]
        countryField.text = countries[row]
    }
}
