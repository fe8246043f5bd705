import Foundation
// What `kbsim port` knows about KeyboardSim and the platforms: which imports it can satisfy, which UIKit names
// KeyboardSim lacks, which members a subclass can override, which delegate methods are optional on iOS.

enum PortKnowledge {
    /// Modules a Linux build with KeyboardSim has.
    static let linuxModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Dispatch", "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Observation",
        "Glibc", "Musl", "CoreFoundation", "XCTest", "Testing", "KeyboardSim", "KeyboardSimUIKit", "KeyboardSimCore",
        "KeyboardSimTesting", "KeyboardSimTranscript", "KeyboardSimIME", "KeyboardSimXKB", "KeyboardSimFuzz",
        "KeyboardSimSupport"
    ]

    /// Apple frameworks with no Linux counterpart, and what to do about each.
    static let appleOnlyModules: [String: String] = [
        "SwiftUI": "SwiftUI is not modelled; test the UIKit parts",
        "Combine": "Combine is not on Linux (OpenCombine is a third-party substitute)",
        "AppKit": "AppKit is macOS only", "Cocoa": "Cocoa is macOS only",
        "AVFoundation": "no audio or video on Linux", "AVKit": "no audio or video on Linux",
        "CoreData": "Core Data is not on Linux", "MapKit": "no maps on Linux", "CoreLocation": "no location on Linux",
        "Photos": "no photo library on Linux", "PhotosUI": "no photo library on Linux",
        "WebKit": "no web views on Linux", "SafariServices": "no Safari on Linux",
        "MessageUI": "no mail or messages on Linux",
        "UserNotifications": "no notifications centre on Linux", "StoreKit": "no App Store on Linux",
        "LocalAuthentication": "no Face ID or Touch ID on Linux", "Contacts": "no contacts on Linux",
        "ContactsUI": "no contacts on Linux", "CoreImage": "no Core Image on Linux",
        "CoreText": "no Core Text on Linux",
        "CoreMotion": "no motion sensors on Linux", "AudioToolbox": "no audio on Linux",
        "MobileCoreServices": "use UniformTypeIdentifiers' strings directly", "UniformTypeIdentifiers": "not on Linux",
        "CoreTelephony": "no telephony on Linux", "Security": "the Keychain is not on Linux",
        "SystemConfiguration": "not on Linux", "CryptoKit": "swift-crypto's Crypto module is the Linux substitute",
        "Network": "not on Linux", "AuthenticationServices": "not on Linux", "CoreBluetooth": "not on Linux",
        "CloudKit": "not on Linux", "HealthKit": "not on Linux", "EventKit": "not on Linux", "GameKit": "not on Linux",
        "SpriteKit": "not on Linux", "SceneKit": "not on Linux", "ARKit": "not on Linux", "Vision": "not on Linux",
        "VisionKit": "not on Linux", "CoreML": "not on Linux", "QuickLook": "not on Linux", "WidgetKit": "not on Linux",
        "Intents": "not on Linux", "IntentsUI": "not on Linux", "os": "os_log and Logger are not on Linux; use print",
        "OSLog": "os_log and Logger are not on Linux; use print", "ObjectiveC": "no Objective-C runtime on Linux",
        "Darwin": "Glibc is Linux's C library"
    ]

    /// Condition names of `canImport(…)` that are false on Linux (besides the Apple-only frameworks).
    static func canImportOnLinux(_ module: String) -> Bool? {
        if module == "UIKit" { return true }  // after the port: KeyboardSim stands in for it
        if linuxModules.contains(module) || module.hasPrefix("KeyboardSim") { return true }
        if appleOnlyModules[module] != nil || module == "WatchKit" || module == "TVUIKit" { return false }
        return nil
    }

    /// The members of KeyboardSim's UIKit classes that a subclass can override (`open`), by name. A test checks
    /// this list against Sources/KeyboardSimUIKit, so it is what `open` declares there.
    static let kbsimOverridable: Set<String> = drawingAndTextKitOverridable.union([
        // UITextSelectionRect and UITextInputStringTokenizer (docs/responders.md).
        "containsEnd", "containsStart", "isPosition", "isVertical", "rangeEnclosingPosition", "rect",
        "writingDirection",
        "accessibilityIdentifier", "actions", "activeInputModes", "addAction", "addArrangedSubview", "addConstraint",
        "addConstraints", "addGestureRecognizer", "addSubview", "addTarget", "adjustedContentInset",
        "adjustsFontSizeToFitWidth", "alignment", "allControlEvents", "allTargets", "allowableMovement",
        "allowsEditingTextAttributes", "alpha", "alwaysBounceVertical", "attributedPlaceholder", "attributedText",
        "autocapitalizationType", "autocorrectionType", "autoresizingMask", "autoreverses", "awakeFromNib", "axis",
        "background", "backgroundColor", "becomeFirstResponder", "beginTime", "beginningOfDocument", "borderRect",
        "borderStyle", "bounces", "bounds", "bringSubviewToFront", "byValue", "canBecomeFirstResponder",
        "canPerformAction", "canResignFirstResponder", "cancelsTouchesInView", "center", "clearButtonMode",
        "clearButtonRect",
        "clearsOnBeginEditing", "clearsOnInsertion", "clipsToBounds", "compare", "constant", "constraints",
        "contentEdgeInsets", "contentInset", "contentInsetAdjustmentBehavior", "contentMode", "contentOffset",
        "contentSize", "contents", "currentImage", "currentTitle", "dataDetectorTypes", "defaultTextAttributes",
        "delaysTouchesBegan", "delaysTouchesEnded", "delegate", "deleteBackward", "description", "didAddSubview",
        "didMoveToSuperview", "didMoveToWindow", "didReceiveMemoryWarning", "direction", "disabledBackground",
        "dismiss", "distribution", "draw", "drawPlaceholder", "drawText", "duration", "editingRect",
        "effectiveUserInterfaceLayoutDirection", "enablesReturnKeyAutomatically", "endEditing", "endOfDocument",
        "fileType", "fillMode", "firstLineHeadIndent", "font", "frame", "fromValue", "gestureRecognizers", "hasText",
        "hash", "inlinePredictionType",
        "headIndent", "highlightedImage", "highlightedTextColor", "horizontalScrollIndicatorInsets", "identifier",
        "image", "imageEdgeInsets", "inputAccessoryView", "inputView", "insertArrangedSubview", "insertSubview",
        "insertText", "instantiate", "intrinsicContentSize", "invalidateIntrinsicContentSize", "isActive",
        "isAdditive", "isClearButtonVisible", "isDescendant", "isEditable", "isEditing", "isEnabled", "isEqual",
        "isFirstResponder", "isHidden", "isHighlighted", "isLayoutMarginsRelativeArrangement", "isOpaque",
        "isRemovedOnCompletion", "isScrollEnabled", "isSecureTextEntry", "isSelectable", "isSelected",
        "isUserInteractionEnabled", "keyPath", "keyTimes", "keyboardAppearance", "keyboardDismissMode",
        "keyboardType", "layer", "layoutIfNeeded", "layoutSubviews", "leftView", "leftViewMode", "leftViewRect",
        "lineBreakMode", "lineHeightMultiple", "lineSpacing", "loadView", "location", "makeKeyAndVisible",
        "markedTextRange", "maximumLineHeight", "minimumFontSize", "minimumLineHeight", "minimumPressDuration",
        "minimumScaleFactor", "name", "next", "numberOfLines", "numberOfTapsRequired", "numberOfTouchesRequired",
        "observeValue", "offset", "paragraphSpacing", "paste", "placeholder", "placeholderRect", "position",
        "preferredMaxLayoutWidth", "preferredStatusBarStyle", "prefersStatusBarHidden", "prepareForInterfaceBuilder",
        "present", "priority", "prompt", "reloadInputViews", "removeAction", "removeArrangedSubview",
        "removeConstraint", "removeFromSuperview", "removeGestureRecognizer", "removeTarget", "repeatCount",
        "replace", "resignFirstResponder", "returnKeyType", "rightView", "rightViewMode", "rightViewRect",
        "scopeButtonTitles", "scrollIndicatorInsets", "scrollRangeToVisible", "scrollRectToVisible", "selectedRange",
        "selectedScopeButtonIndex", "selectedTextRange", "semanticContentAttribute", "sendAction", "sendActions",
        "sendSubviewToBack", "setAttributedTitle", "setContentOffset", "setCustomSpacing", "setImage",
        "setMarkedText", "setNeedsDisplay", "setNeedsLayout", "setNeedsStatusBarAppearanceUpdate",
        "setNeedsUpdateConstraints", "setShowsCancelButton", "setTitle", "setTitleColor", "setTranslation",
        "shouldAutorotate", "showsBookmarkButton", "showsCancelButton", "showsHorizontalScrollIndicator",
        "showsScopeBar", "showsSearchResultsButton", "showsVerticalScrollIndicator", "sizeThatFits", "sizeToFit",
        "smartDashesType", "smartQuotesType", "spacing", "spellCheckingType", "state", "tag", "text", "textAlignment",
        "textColor", "textContainerInset", "textContentType", "textInputMode", "textRange", "textRect",
        "timingFunction", "timingFunctions", "tintColor", "tintColorDidChange", "title", "titleColor",
        "titleEdgeInsets", "titleLabel", "toValue", "touchesBegan", "touchesCancelled", "touchesEnded",
        "touchesMoved", "transform", "translatesAutoresizingMaskIntoConstraints", "translation", "typingAttributes",
        "unmarkText", "updateConstraints", "updateConstraintsIfNeeded", "values", "velocity",
        "verticalScrollIndicatorInsets", "view", "viewDidAppear", "viewDidDisappear", "viewDidLayoutSubviews",
        "viewDidLoad", "viewWillAppear", "viewWillDisappear", "viewWillLayoutSubviews", "viewWithTag", "willMove",
        "willRemoveSubview", "window",
        // Screens: tables, collections, alerts, bars, pickers, navigation, tabs, controls, device, traits.
        "accessibilityLabel", "accessoryType", "accessoryView", "action", "addTextField", "allowsMultipleSelection",
        "allowsSelection", "allowsSelectionDuringEditing", "apportionsSegmentWidthsByContent", "arrowDirection",
        "backBarButtonItem", "backButtonTitle", "backgroundView", "badgeColor", "badgeValue", "barStyle",
        "barTintColor", "batteryLevel", "batteryState", "beginGeneratingDeviceOrientationNotifications", "beginUpdates",
        "calendar", "cellForItem", "cellForRow", "clearsSelectionOnViewWillAppear", "collectionViewContentSize",
        "collectionViewLayout", "color", "countDownDuration", "customView", "date", "datePickerMode", "datePickerStyle",
        "deleteItems", "deleteRows", "deleteSections", "dequeueReusableCell", "dequeueReusableHeaderFooterView",
        "deselectItem", "deselectRow", "detailTextLabel", "dismissMenu", "editingAccessoryType",
        "endGeneratingDeviceOrientationNotifications", "endUpdates", "estimatedItemSize", "estimatedRowHeight",
        "estimatedSectionFooterHeight", "estimatedSectionHeaderHeight", "footerReferenceSize", "headerReferenceSize",
        "hideMenu", "hidesBackButton", "hidesBarsOnSwipe", "hidesSearchBarWhenScrolling", "hidesWhenStopped",
        "identifierForVendor", "imageForSegment", "imageView", "impactOccurred", "indentationLevel", "indexPath",
        "indexPathForRow", "indexPathForSelectedRow", "indexPathsForSelectedItems", "indexPathsForSelectedRows",
        "indexPathsForVisibleItems", "indexPathsForVisibleRows", "insertItems", "insertRows", "insertSections",
        "insertSegment", "invalidateLayout", "isBatteryMonitoringEnabled", "isContinuous", "isEnabledForSegment",
        "isMenuVisible", "isMomentary", "isMultitaskingSupported", "isNavigationBarHidden", "isOn",
        "isProximityMonitoringEnabled", "isToolbarHidden", "isTranslucent", "itemSize", "items", "landscapeImagePhone",
        "largeTitleDisplayMode", "largeTitleTextAttributes", "leftBarButtonItem", "leftBarButtonItems",
        "leftItemsSupplementBackButton", "locale", "localizedModel", "maximumDate", "maximumTrackTintColor",
        "maximumValue", "maximumValueImage", "menu", "menuFrame", "menuItems", "message", "minimumDate",
        "minimumInteritemSpacing", "minimumLineSpacing", "minimumTrackTintColor", "minimumValue", "minimumValueImage",
        "minuteInterval", "model", "notificationOccurred", "numberOfComponents", "numberOfItems", "numberOfRows",
        "numberOfSections", "numberOfSegments", "onTintColor", "orientation", "performBatchUpdates", "playInputClick",
        "popToRootViewController", "popToViewController", "popViewController", "preferredAction",
        "preferredDatePickerStyle", "prefersLargeTitles", "prepare", "prepareForReuse", "presentEditMenu",
        "primaryAction", "proximityState", "pushViewController", "rectForRow", "register", "reloadAllComponents",
        "reloadComponent", "reloadData", "reloadItems", "reloadRows", "reloadSections", "reloadVisibleMenu",
        "removeAllSegments", "removeSegment", "rightBarButtonItem", "rightBarButtonItems", "roundsToMinuteInterval",
        "rowHeight", "rowSize", "scrollDirection", "scrollToItem", "scrollToRow", "scrollViewDidEndDecelerating",
        "scrollViewDidEndDragging", "scrollViewDidEndScrollingAnimation", "scrollViewDidScroll",
        "scrollViewWillBeginDragging", "sectionFooterHeight", "sectionHeaderHeight", "sectionIndexColor",
        "sectionIndexTitles", "sectionInset", "selectItem", "selectRow", "selectedBackgroundView", "selectedImage",
        "selectedIndex", "selectedItem", "selectedRow", "selectedSegmentIndex", "selectedSegmentTintColor",
        "selectedViewController", "selectionChanged", "selectionStyle", "separatorColor", "separatorInset",
        "separatorStyle", "setDate", "setEditing", "setEnabled", "setHidesBackButton", "setHighlighted", "setItems",
        "setLeftBarButton", "setLeftBarButtonItems", "setMenuVisible", "setNavigationBarHidden", "setOn",
        "setRightBarButton", "setRightBarButtonItems", "setSelected", "setTargetRect", "setTitleTextAttributes",
        "setToolbarHidden", "setValue", "setViewControllers", "shadowImage", "showMenu", "showsReorderControl",
        "showsSelectionIndicator", "startAnimating", "stopAnimating", "style", "systemName", "systemVersion",
        "tableFooterView", "tableHeaderView", "tableView", "textFields", "textLabel", "thumbTintColor", "timeZone",
        "titleForSegment", "titleTextAttributes", "titleView", "topViewController", "traitCollection",
        "traitCollectionDidChange", "unselectedItemTintColor", "update", "userInterfaceIdiom", "value",
        "viewControllers", "visibleCells", "visibleViewController", "width",
        "didMove", "dataSource", "target", "searchResultsUpdater",
        // UISearchController; UISearchBar appearance; UIControl content alignment.
        "automaticallyShowsCancelButton", "automaticallyShowsScopeBar", "automaticallyShowsSearchResultsController",
        "dimsBackgroundDuringPresentation", "hidesNavigationBarDuringPresentation",
        "obscuresBackgroundDuringPresentation",
        "searchBar", "searchResultsController", "showsSearchResultsController",
        "backgroundImage", "barTintColor", "isTranslucent", "positionAdjustment", "scopeBarBackgroundImage",
        "searchBarStyle", "searchFieldBackgroundImage", "searchFieldBackgroundPositionAdjustment",
        "searchTextPositionAdjustment", "setPositionAdjustment", "setSearchFieldBackgroundImage", "setShowsScope",
        "contentHorizontalAlignment", "contentVerticalAlignment", "effectiveContentHorizontalAlignment",
        // Layout margins, input view controllers, scroll indicators.
        "directionalLayoutMargins", "insetsLayoutMarginsFromSafeArea", "layoutMargins", "layoutMarginsDidChange",
        "preservesSuperviewLayoutMargins", "alwaysBounceHorizontal", "flashScrollIndicators", "inputViewController",
        "inputAccessoryViewController", "allowsSelfSizing", "dismissKeyboard", "advanceToNextInputMode",
        // UIFontDescriptor, UIFontMetrics.
        "addingAttributes", "pointSize", "postscriptName", "preferredFontDescriptor", "scaledFont", "scaledValue",
        "symbolicTraits", "withFamily", "withSize", "withSymbolicTraits"
    ])

    /// KeyboardSim's view classes (``UIView`` and its subclasses), whose subclasses' `dynamic` properties are
    /// appearance properties. A test checks this list against Sources/KeyboardSimUIKit.
    static let viewClasses: Set<String> = [
        "UIView", "UIControl", "UITextField", "UISearchTextField", "UISearchBar", "UITextView", "UIScrollView",
        "UILabel", "UIButton", "UIImageView", "UIStackView", "UIWindow",
        "UITableView", "UITableViewCell", "UITableViewHeaderFooterView", "UICollectionView", "UICollectionReusableView",
        "UICollectionViewCell", "UIToolbar", "UIPickerView", "UIDatePicker", "UISwitch", "UISlider",
        "UISegmentedControl",
        "UIActivityIndicatorView", "UINavigationBar", "UITabBar",
        "UIInputView"
    ]

    /// Members of Foundation's NSObject (corelibs) and XCTestCase that subclasses override.
    static let platformOverridable: Set<String> = [
        "description", "debugDescription", "hash", "isEqual", "copy", "mutableCopy", "setUp", "tearDown",
        "setUpWithError", "tearDownWithError", "invokeTest", "defaultTestSuite", "name", "perform", "run",
        "recordFailure", "record", "testRun", "testRunClass", "defaultPerformanceMetrics"
    ]

    /// The UIKit names (`UI…`) KeyboardSim declares: types, protocols, functions and constants. Another `UI…` name
    /// that the inputs do not declare does not compile on Linux (a test keeps this list exact).
    static let kbsimUIKitNames: Set<String> = drawingAndTextKitUIKitNames.union([
        // A text engine of the app's own (docs/responders.md).
        "UITextDirection", "UITextGranularity", "UITextInputDelegate", "UITextInputStringTokenizer",
        "UITextInputTokenizer",
        "UITextSelectionRect", "UITextStorageDirection", "UITextWritingDirection",
        "UIAccessibility", "UIAction", "UIActionHandler", "UIAppearance", "UIAppearanceContainer", "UIApplication",
        "UIButton",
        "UIColor", "UIControl", "UIControlEvents", "UIControlState", "UIDataDetectorTypes", "UIEdgeInsets",
        "UIEdgeInsetsEqualToEdgeInsets", "UIEdgeInsetsInsetRect", "UIEdgeInsetsMake", "UIEdgeInsetsZero",
        "UIEditMenuInteractionAnimating", "UIEvent", "UIFont", "UIGestureRecognizer", "UIGestureRecognizerDelegate",
        "UIImage", "UIImageView", "UIInputSuggestion", "UIKeyInput", "UIKeyboardAnimationCurveUserInfoKey",
        "UIKeyboardAnimationDurationUserInfoKey", "UIKeyboardAppearance", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidHide", "UIKeyboardDidShow", "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey",
        "UIKeyboardIsLocalUserInfoKey", "UIKeyboardType", "UIKeyboardWillChangeFrame", "UIKeyboardWillHide",
        "UIKeyboardWillShow", "UILabel", "UILayoutGuide", "UILayoutPriority", "UILongPressGestureRecognizer",
        "UIMenu", "UIMenuElement", "UINib", "UIPanGestureRecognizer", "UIPasteboard", "UIResponder",
        "UIReturnKeyType", "UIScreen", "UIScrollView", "UISearchBar", "UISearchBarDelegate", "UISearchTextField",
        "UISemanticContentAttribute", "UIStackView", "UIStatusBarStyle", "UISwipeGestureRecognizer",
        "UITapGestureRecognizer", "UITextAutocapitalizationType", "UITextAutocorrectionType", "UITextBorderStyle",
        "UITextContentType", "UITextField", "UITextFieldDelegate", "UITextFieldDelegateOptionalMethods",
        "UITextFieldDidEndEditingReason", "UITextFieldTextDidBeginEditing", "UITextFieldTextDidChange",
        "UITextFieldTextDidEndEditing", "UITextFieldViewMode", "UITextInlinePredictionType", "UITextInput",
        "UITextInputMode", "UITextInputTraits", "UITextItemInteraction", "UITextLayoutDirection", "UITextPosition",
        "UITextRange", "UITextSmartDashesType", "UITextSmartQuotesType", "UITextSpellCheckingType", "UITextView",
        "UITextViewDelegate", "UITextViewDelegateOptionalMethods", "UITouch", "UIUserInterfaceLayoutDirection",
        "UIView", "UIViewAnimationCurve", "UIViewAnimationOptions", "UIViewController", "UIViewPropertyAnimator",
        "UIWindow",
        // Screens: tables, collections, alerts, bars, pickers, navigation, tabs, controls, device, traits.
        "UIAccessibilityContrast", "UIActivityIndicatorView", "UIAlertAction", "UIAlertController", "UIBarButtonItem",
        "UIBarItem", "UICollectionReusableView", "UICollectionView", "UICollectionViewCell",
        "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
        "UICollectionViewFlowLayout", "UICollectionViewLayout", "UIContentSizeCategory", "UIDatePicker", "UIDevice",
        "UIDeviceOrientation", "UIEditMenuConfiguration", "UIEditMenuInteraction", "UIEditMenuInteractionDelegate",
        "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UIInteraction", "UILegibilityWeight", "UIMenuController",
        "UIMenuItem", "UIModalPresentationStyle", "UIModalTransitionStyle", "UINavigationBar", "UINavigationController",
        "UINavigationControllerDelegate", "UINavigationItem", "UINotificationFeedbackGenerator", "UIPickerView",
        "UIPickerViewDataSource", "UIPickerViewDelegate", "UIPickerViewDelegateOptionalMethods", "UIScrollViewDelegate",
        "UISegmentedControl", "UISelectionFeedbackGenerator", "UISlider", "UISwitch", "UITabBar", "UITabBarController",
        "UITabBarControllerDelegate", "UITabBarItem", "UITableView", "UITableViewCell", "UITableViewController",
        "UITableViewDataSource", "UITableViewDataSourceOptionalMethods", "UITableViewDelegate",
        "UITableViewDelegateOptionalMethods", "UITableViewHeaderFooterView", "UIToolbar", "UITraitCollection",
        "UITraitEnvironment", "UITraitEnvironmentLayoutDirection", "UIUserInterfaceIdiom", "UIUserInterfaceSizeClass",
        "UIUserInterfaceStyle",
        // The search controller, coordinate spaces, offsets.
        "UICoordinateSpace", "UIOffset", "UISearchController", "UISearchControllerDelegate",
        "UISearchControllerDelegateOptionalMethods", "UISearchResultsUpdating",
        // Input views and controllers, the keyboard layout guide.
        "UIInputView", "UIInputViewController", "UIKeyboardLayoutGuide",
        "UIFontDescriptor", "UIFontMetrics"
    ])

    /// The methods of UITextFieldDelegate, UITextViewDelegate and UISearchControllerDelegate, optional on iOS, that
    /// `ifImplemented` calls.
    static let delegateMethods: Set<String> = [
        "textField", "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing",
        "textFieldDidEndEditing", "textFieldDidChangeSelection", "textFieldShouldClear", "textFieldShouldReturn",
        "textView", "textViewShouldBeginEditing", "textViewDidBeginEditing", "textViewShouldEndEditing",
        "textViewDidEndEditing", "textViewDidChange", "textViewDidChangeSelection",
        "presentSearchController", "willPresentSearchController", "didPresentSearchController",
        "willDismissSearchController", "didDismissSearchController"
    ]

    /// Names that compile against KeyboardSim but do nothing there, and what that means for a test.
    static let inert: [String: String] = [
        "UITextItemInteraction": "kbsim has no taps on text, so it never asks a text view's delegate about a link or "
            + "an attachment; a test calls the delegate method itself",
        "NSTextAttachment": "kbsim lays out no attributed text: an attachment keeps what it was made with and is "
            + "never tapped"
    ]

    /// The keys `setValue(_:forKey:)` can set on KeyboardSim's UIKit objects (Compat/KeyValueObserving.swift).
    static let settableKeys: Set<String> = [
        "text", "placeholder", "selectedTextRange", "isHidden", "hidden", "alpha", "frame", "isEnabled", "enabled"
    ]

    /// What to do about a name that nobody declares (`kbsim port` reports it at its line), when more can be said than
    /// "declare it or keep it out of the test".
    static let undeclaredHints: [String: String] = [
        "#colorLiteral":
            "KeyboardSim's UIColor cannot be made from a color literal; write UIColor(red:green:blue:alpha:)",
        "#imageLiteral": "KeyboardSim's UIImage cannot be made from an image literal; write UIImage(named:)",
        "#fileLiteral": "no file literals on Linux; write Bundle.main.url(forResource:withExtension:)",
        "URLSession": "on Linux URLSession is in FoundationNetworking: add `#if canImport(FoundationNetworking)` "
            + "`import FoundationNetworking` `#endif`",
        "URLRequest": "on Linux URLRequest is in FoundationNetworking: add `#if canImport(FoundationNetworking)` "
            + "`import FoundationNetworking` `#endif`",
        "MAXFLOAT": "Glibc's MAXFLOAT does not import into Swift; write .greatestFiniteMagnitude",
        "NSTextContainer": "KeyboardSim has no TextKit (text containers, layout managers, text storage)",
        "NSLayoutManager": "KeyboardSim has no TextKit (text containers, layout managers, text storage)",
        "NSTextStorage": "KeyboardSim has no TextKit (text containers, layout managers, text storage)"
    ]

    /// Identifiers that have no Linux counterpart in KeyboardSim, and what to do instead.
    static let unsupported: [String: String] = [
        "UIStoryboard": "kbsim has no storyboards; create the view controller in code and set its outlets in the test",
        "instantiateViewController":
            "kbsim has no storyboards; create the view controller in code and set its outlets in the test",
        "instantiateInitialViewController": "kbsim has no storyboards; create the view controller in code",
        "performSegue": "kbsim has no segues; call the destination's setup directly",
        "UIStoryboardSegue": "kbsim has no segues",
        "UINib":
            "kbsim has no nibs: it compiles but instantiates nothing; create the views in code in the test (one made with init(coder:) gets awakeFromNib)",
        "loadNibNamed": "kbsim has no nibs: it compiles but loads nothing (nil); create the views in code in the test",
        "NSClassFromString": "no Objective-C runtime to look classes up by name",
        "responds":
            "`responds(to:)` needs the Objective-C runtime; for a UITextFieldDelegate or UITextViewDelegate method, call `delegate.ifImplemented.method(…)`, which gives nil when the delegate does not implement it",
        "IBDesignable": "compiles, but kbsim never renders: prepareForInterfaceBuilder and drawing are not run",
        "NSMutableString":
            "corelibs has no NSMutableString() (its initialisers take a capacity or a string); write NSMutableString(string: \"\") or use a String",
        "appendFormat": "corelibs appendFormat fails on Linux; use String(format:) or interpolation",
        "characters": "`.characters` was removed in Swift 5; use the String itself",
        "UIResponderStandardEditActions":
            "KeyboardSim does not declare the protocol: write `#selector(paste(_:))`; it asks canPerformAction(_:withSender:) before Paste only"
    ]
}
