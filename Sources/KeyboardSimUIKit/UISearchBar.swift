import Foundation
import KeyboardSimTranscript
/// A search bar: a search field with UIKit's defaults (the Search return key, disabled while the field is empty;
/// no automatic capitalisation) whose editing calls `UISearchBarDelegate` (docs/text-views.md).
///
/// As in UIKit, the bar's ``searchTextField`` is a real ``UITextField`` (a ``UISearchTextField``) and the bar is its
/// delegate: the simulator types into that field, the field sends its own control events and text-field
/// notifications, and the bar tells its delegate: `searchBar(_:shouldChangeTextIn:replacementText:)` for each
/// keystroke, `searchBar(_:textDidChange:)` after each change, `searchBarSearchButtonClicked(_:)` for the Search key.
@preconcurrency @MainActor open class UISearchBar: UIView, UITextInputTraits {
    /// The search field (iOS 13).
    public let searchTextField: UISearchTextField
    private let bridge = SearchBarDelegateBridge()

    public override init(frame: CGRect) {
        searchTextField = UISearchTextField(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        attachField()
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {
        searchTextField = UISearchTextField(frame: .zero)
        super.init(coder: coder)
        attachField()
    }

    private func attachField() {
        searchTextField.role = .searchField
        searchTextField.owner = self
        bridge.bar = self
        // UIKit's defaults for a search bar's field: the Search return key (the keyboard's "search button" of the
        // class reference), enabled only once there is text, no automatic capitalisation.
        searchTextField.returnKeyType = .search
        searchTextField.enablesReturnKeyAutomatically = true
        searchTextField.autocapitalizationType = .none
        searchTextField.clearButtonMode = .whileEditing
        addSubview(searchTextField)
    }

    open override var frame: CGRect {
        didSet { searchTextField.frame = CGRect(origin: .zero, size: frame.size) }
    }

    /// The search text. Setting it is app code: no delegate call.
    open var text: String? {
        get { searchTextField.currentText }
        set { searchTextField.text = newValue }
    }
    /// The placeholder of the search field.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the bar (stored only).
    open var prompt: String?
    /// The delegate, held weakly as in UIKit.
    open weak var delegate: (any UISearchBarDelegate)? {
        didSet { searchTextField.storedDelegate = delegate == nil ? nil : bridge }
    }
    /// Whether the Cancel button shows (``UISearchBar`` taps on it reach the delegate only while it does).
    open var showsCancelButton = false
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    /// Shows or hides the scope bar (iOS 13).
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    // MARK: Appearance (stored only: kbsim draws nothing)

    /// The bar's style (prominent by default, as in UIKit).
    open var searchBarStyle: Style = .default
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background tint (nil: the style's).
    open var barTintColor: UIColor?
    /// The bar's background image.
    open var backgroundImage: UIImage?
    /// The image behind the scope bar.
    open var scopeBarBackgroundImage: UIImage?
    /// How far the text sits from its default place in the search field.
    open var searchTextPositionAdjustment = UIOffset.zero
    /// How far the search field's background sits from its default place.
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero
    private var icons: [Int: [UInt: UIImage]] = [:]
    private var iconOffsets: [Int: UIOffset] = [:]
    private var fieldBackgrounds: [UInt: UIImage] = [:]

    /// Sets the image of one of the bar's icons for a control state (nil: UIKit's image).
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        icons[icon.rawValue, default: [:]][state.rawValue] = iconImage
    }
    /// The image set for an icon and state.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { icons[icon.rawValue]?[state.rawValue] }
    /// Moves an icon from its default place.
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) { iconOffsets[icon.rawValue] = adjustment }
    /// How far an icon sits from its default place.
    open func positionAdjustment(for icon: Icon) -> UIOffset { iconOffsets[icon.rawValue] ?? .zero }
    /// Sets the search field's background image for a control state.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        fieldBackgrounds[state.rawValue] = backgroundImage
    }
    /// The search field's background image for a control state.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { fieldBackgrounds[state.rawValue] }

    /// The bar's styles, with UIKit's raw values.
    public enum Style: UInt, Sendable { case `default` = 0, prominent = 1, minimal = 2 }
    /// The bar's icons, with UIKit's raw values.
    public enum Icon: Int, Sendable { case search = 0, clear = 1, bookmark = 2, resultsList = 3 }

    /// The search controller whose bar this is (it hears the bar's editing).
    weak var searchController: UISearchController?

    // MARK: UITextInputTraits (those of the search field)

    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    open var inlinePredictionType: UITextInlinePredictionType {
        get { searchTextField.inlinePredictionType }
        set { searchTextField.inlinePredictionType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    // MARK: Responder

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { searchTextField.editing }
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: What the simulator calls

    /// The Search key: `searchBarSearchButtonClicked(_:)`; the keyboard stays up (app code resigns if it wants).
    package func searchButtonClicked() {
        searchTextField.tellOwner(.searchBarSearchButtonClicked, hasDelegate: delegate != nil) {
            delegate?.searchBarSearchButtonClicked(self)
        }
    }
    /// The Cancel button: `searchBarCancelButtonClicked(_:)` (only while ``showsCancelButton``); a search controller
    /// then clears the text, resigns the bar, dismisses and updates its results.
    package func cancelButtonClicked() {
        searchTextField.tellOwner(.searchBarCancelButtonClicked, hasDelegate: delegate != nil) {
            delegate?.searchBarCancelButtonClicked(self)
        }
        searchController?.searchBarCancelButtonClicked()
    }
}

/// A search bar's field (iOS 13): a text field whose delegate is its search bar.
@preconcurrency @MainActor open class UISearchTextField: UITextField {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Turns the search field's delegate calls into the search bar's delegate calls.
@MainActor final class SearchBarDelegateBridge: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let b = bar, let d = b.delegate else { return true }
        return d.searchBarShouldBeginEditing(b)
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let b = bar else { return }
        b.delegate?.searchBarTextDidBeginEditing(b)
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let b = bar, let d = b.delegate else { return true }
        return d.searchBarShouldEndEditing(b)
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let b = bar else { return }
        b.delegate?.searchBarTextDidEndEditing(b)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        guard let b = bar, let d = b.delegate else { return true }
        return d.searchBar(b, shouldChangeTextIn: range, replacementText: string)
    }
    /// A search bar's delegate has no ranges variant: reported as not implemented.
    func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool {
        DelegateProbe.consumeArmed(self, .shouldChangeCharactersInRanges)
        return true
    }
}

/// A search bar's delegate: every method optional with UIKit's "not implemented" answer.
@preconcurrency @MainActor public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
