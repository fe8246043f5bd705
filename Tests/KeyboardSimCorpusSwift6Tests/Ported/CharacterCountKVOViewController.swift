// Ported for Linux by `kbsim port`
// Stands for the shape of SheldonWangRJT/KVO-KVC ReactiveProgrammingBasic/ViewController.swift: string-key-path
// KVO, `addObserver(self, forKeyPath: "text", …)` and an `observeValue(forKeyPath:of:change:context:)` override.
// For: a bio field with a "12/140" counter label that follows the field's text.
// Through kbsim a test should show: setting `bioField.text` in code updates the counter; removing the observer
// in deinit. Known bug: UIKit's `text` is not KVO-compliant for typing (only the property setter notifies), so
// the counter does not move while a person types; the `.editingChanged` target is what works.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class CharacterCountKVOViewController: UIViewController {
    weak var bioField: UITextField!
    weak var counterLabel: UILabel!
    let limit = 140
    private var observing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        bioField.addObserver(self, forKeyPath: "text", options: [.initial, .new], context: nil)
        observing = true
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard keyPath == "text" else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        let text = change?[.newKey] as? String ?? ""
        counterLabel.text = "\(text.count)/\(limit)"
        counterLabel.textColor = text.count > limit ? .systemRed : .secondaryLabel
    }

    deinit {
        if observing {
            bioField.removeObserver(self, forKeyPath: "text")
        }
    }
}
