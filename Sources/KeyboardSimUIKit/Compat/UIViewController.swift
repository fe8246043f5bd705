import Foundation
import KeyboardSimTranscript
/// A view controller: a root ``view`` loaded on first use (``loadView()`` then ``viewDidLoad()``, as UIKit does) and
/// the appearance hooks, which `Screen/add(_:)-(UIViewController)` calls when it shows the controller. kbsim has
/// no animation: `present`/`dismiss` and navigation move views at once and record `user` events.
@preconcurrency @MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var didLoad = false

    /// The nib name (stored only: kbsim has no nibs).
    public let nibName: String?
    public let nibBundle: Bundle?
    /// The title (stored only).
    open var title: String?

    /// Creates a controller; its view is loaded when first asked for.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller without a nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Interface Builder's initialiser; kbsim has no storyboards, so outlets must be set by the test.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        madeByCoder = true
        super.init()
    }

    /// Whether a storyboard made the controller (`init(coder:)`): it gets ``awakeFromNib()`` before its view loads.
    private var madeByCoder = false
    private var didAwake = false

    /// The root view; asking for it loads it (``loadView()``, then ``viewDidLoad()``). Setting it (as a test does
    /// in place of a storyboard, before connecting the outlets) does not call ``viewDidLoad()``: showing the
    /// controller with `Screen/add(_:)-(UIViewController)` or ``loadViewIfNeeded()`` does.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.compat.viewController = nil
            loadedView = newValue
            newValue?.compat.viewController = self
        }
    }

    /// The root view if loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }
    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded yet, and calls ``viewDidLoad()`` once.
    public func loadViewIfNeeded() {
        if madeByCoder && !didAwake {
            didAwake = true
            awakeFromNib()
        }
        if loadedView == nil {
            loadView()
            if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        }
        if !didLoad {
            didLoad = true
            viewDidLoad()
        }
    }

    /// Creates the root view: a plain view the size of the screen. Override to set ``view`` yourself.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    /// Called once the view is loaded.
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// The next responder: the view's superview (UIKit's chain for a root view's controller).
    open override var next: UIResponder? { loadedView?.superview }

    /// Called when memory runs low (never: kbsim does not simulate memory pressure; present so overrides compile).
    open func didReceiveMemoryWarning() {}
    /// The status bar style the controller prefers (kbsim shows no status bar).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// Asks for the status bar to be updated (no effect).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the controller may rotate (stored answers only: kbsim rotates when a test says so).
    open var shouldAutorotate: Bool { true }

    /// What the controller presents, what presented it, its parent and children (Screens/UIViewController+Presentation.swift).
    let presentation = PresentationState()
    /// Presents a controller: its view goes on the window above this one's and a `user` event `present` records it
    /// (`completion` runs at once: nothing is animated).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the controller this one presents (or this one, when it presents none): its view leaves the window
    /// and a `user` event `dismiss` records it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// Called before the controller is added to a container (by ``addChild(_:)``) or removed from one.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to a container (the container calls it) or removed from one (by
    /// ``removeFromParent()``).
    open func didMove(toParent parent: UIViewController?) {}

    /// The simulated device's traits (Screens/UIDevice.swift).
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    /// Called when the traits change (never: kbsim's traits are fixed while a screen shows).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
