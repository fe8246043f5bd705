import Foundation
import KeyboardSimTranscript
/// A search controller: its ``searchBar`` is typed into as any search bar is, and the controller tells its
/// ``searchResultsUpdater`` to update the results when the bar becomes first responder and after each change of
/// its text, as Apple's reference for `updateSearchResults(for:)` says (docs/text-views.md). kbsim presents
/// nothing: becoming active records the delegate's presentation calls, and the results controller's view is only
/// loaded.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = listController          // told on every keystroke
/// session.addSearchBar("search", bar: search.searchBar)
/// ```
@preconcurrency @MainActor open class UISearchController: UIViewController {
    private let ownSearchBar = UISearchBar()
    private var active = false
    private let resultsController: UIViewController?

    /// A controller that shows its results in `searchResultsController` (nil: in the view being searched).
    public init(searchResultsController: UIViewController?) {
        resultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }
    /// A controller that shows its results in the view being searched.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        resultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        searchBar.searchController = self
    }
    public required init?(coder: NSCoder) {
        resultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
    }

    /// The search bar (override to supply your own; kbsim reads it once, when the controller is made).
    open var searchBar: UISearchBar { ownSearchBar }
    /// The controller that shows the results (nil: the searched view shows them).
    open var searchResultsController: UIViewController? { resultsController }
    /// Told to update the results (held weakly, as in UIKit).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told about presentation and dismissal (held weakly, as in UIKit).
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the search interface is presented. Setting it presents or dismisses as UIKit does (the delegate's
    /// `presentSearchController(_:)` when it has one, else `willPresent…`/`didPresent…`; dismissing resigns the
    /// bar, then `willDismiss…`/`didDismiss…`); it does not make the bar first responder, as on iOS.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { present() } else { dismissSearch() }
        }
    }

    /// Whether the content under the search is dimmed while searching (iOS 9.1; stored only: kbsim draws nothing).
    open var obscuresBackgroundDuringPresentation = true
    /// The iOS 8 spelling (deprecated in iOS 12; stored only).
    open var dimsBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (stored only).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar shows its Cancel button while the controller is active (iOS 13; true by default).
    open var automaticallyShowsCancelButton = true
    /// Whether the bar shows its scope bar while the controller is active (iOS 13; stored only).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows as the user types (iOS 13; stored only).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows (iOS 13; stored only).
    open var showsSearchResultsController = false

    // MARK: What the search bar tells the controller

    /// The bar became first responder: the controller becomes active (when it is not), then updates the results.
    func searchBarDidBeginEditing() {
        if !active { present() }
        updateResults()
    }

    /// The user changed the bar's text (after the bar's delegate heard `searchBar(_:textDidChange:)`).
    func searchBarTextDidChange() { updateResults() }

    /// The bar's Cancel button: the text is cleared, the bar resigns and the controller is dismissed, then the
    /// updater sees the empty text.
    func searchBarCancelButtonClicked() {
        guard active else { return }
        searchBar.text = ""
        dismissSearch()
        updateResults()
    }

    // MARK: Presenting

    private func present() {
        active = true
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        resultsController?.loadViewIfNeeded()
        guard let d = delegate else { return }
        let field = searchBar.searchTextField
        // The delegate's own presentation replaces the default one (and its will/did calls), as in UIKit.
        guard let screen = field.host else {
            if DelegateProbe.ifImplemented(
                d, DelegateMethod.presentSearchController.rawValue, { d.presentSearchController(self) }) == nil
            {
                d.willPresentSearchController(self)
                d.didPresentSearchController(self)
            }
            return
        }
        let t = screen.transcript
        let i = t.beginDelegate(DelegateCall(field: screen.name(of: field), method: .presentSearchController))
        let usedDefault = DelegateProbe.callArmed(d, DelegateMethod.presentSearchController.rawValue) {
            d.presentSearchController(self)
        }
        if usedDefault {
            t.renameDelegate(i, to: .willPresentSearchController)
            d.willPresentSearchController(self)
            t.finishDelegate(i, returned: nil)
            tell(.didPresentSearchController) { $0.didPresentSearchController(self) }
        } else {
            t.finishDelegate(i, returned: nil)
        }
    }

    private func dismissSearch() {
        active = false
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        tell(.willDismissSearchController) { $0.willDismissSearchController(self) }
        tell(.didDismissSearchController) { $0.didDismissSearchController(self) }
    }

    private func tell(_ method: DelegateMethod, _ call: (any UISearchControllerDelegate) -> Void) {
        guard let d = delegate else { return }
        searchBar.searchTextField.tellOwner(method, hasDelegate: true) { call(d) }
    }

    private func updateResults() {
        guard let updater = searchResultsUpdater else { return }
        searchBar.searchTextField.tellOwner(.updateSearchResults, hasDelegate: true) {
            updater.updateSearchResults(for: self)
        }
    }
}

/// Updates search results from the search bar's text (`UISearchController.searchResultsUpdater`). Its one method is
/// required, as in UIKit.
@preconcurrency @MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Called when the search bar becomes first responder and after each change of its text.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search controller is presented and dismissed. Every method is optional, as in UIKit: the defaults
/// do nothing, and `ifImplemented` tells "not implemented" apart (``UITextFieldDelegate/ifImplemented``).
@preconcurrency @MainActor public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// Presents the controller yourself: when implemented, UIKit's presentation (and its will/did calls) does not run.
    func presentSearchController(_ searchController: UISearchController)
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {
        DelegateProbe.consumeArmed(self, .presentSearchController)
    }
    public func willPresentSearchController(_ searchController: UISearchController) {
        DelegateProbe.consumeArmed(self, .willPresentSearchController)
    }
    public func didPresentSearchController(_ searchController: UISearchController) {
        DelegateProbe.consumeArmed(self, .didPresentSearchController)
    }
    public func willDismissSearchController(_ searchController: UISearchController) {
        DelegateProbe.consumeArmed(self, .willDismissSearchController)
    }
    public func didDismissSearchController(_ searchController: UISearchController) {
        DelegateProbe.consumeArmed(self, .didDismissSearchController)
    }

    /// The delegate's optional methods, each giving nil when the delegate does not implement it (what
    /// `delegate?.willPresentSearchController?(c)` does on iOS; `kbsim port` rewrites that call to this).
    public var ifImplemented: UISearchControllerDelegateOptionalMethods {
        UISearchControllerDelegateOptionalMethods(self)
    }
}

/// The methods of a ``UISearchControllerDelegate``, each returning nil when the delegate does not implement it.
@preconcurrency @MainActor public struct UISearchControllerDelegateOptionalMethods {
    /// The delegate asked.
    public let delegate: any UISearchControllerDelegate

    public init(_ delegate: any UISearchControllerDelegate) { self.delegate = delegate }

    private func call(_ method: DelegateMethod, _ body: () -> Void) -> Void? {
        DelegateProbe.ifImplemented(delegate, method.rawValue, body)
    }

    @discardableResult
    public func presentSearchController(_ searchController: UISearchController) -> Void? {
        call(.presentSearchController) { delegate.presentSearchController(searchController) }
    }
    @discardableResult
    public func willPresentSearchController(_ searchController: UISearchController) -> Void? {
        call(.willPresentSearchController) { delegate.willPresentSearchController(searchController) }
    }
    @discardableResult
    public func didPresentSearchController(_ searchController: UISearchController) -> Void? {
        call(.didPresentSearchController) { delegate.didPresentSearchController(searchController) }
    }
    @discardableResult
    public func willDismissSearchController(_ searchController: UISearchController) -> Void? {
        call(.willDismissSearchController) { delegate.willDismissSearchController(searchController) }
    }
    @discardableResult
    public func didDismissSearchController(_ searchController: UISearchController) -> Void? {
        call(.didDismissSearchController) { delegate.didDismissSearchController(searchController) }
    }
}

extension UITextField {
    /// After the didBegin group of a search field: a search controller owning its bar becomes active and updates
    /// its results. Nothing for other fields.
    package func ownerDidBeginEditing() {
        guard role == .searchField, let bar = owner as? UISearchBar else { return }
        bar.searchController?.searchBarDidBeginEditing()
    }
}
