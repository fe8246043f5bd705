@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit
import KeyboardSimTesting
import KeyboardSimTranscript
@testable import KeyboardSimPort

/// UISearchController and its protocols, driven by typing into its search bar.
@MainActor @Suite struct SearchControllerTests {
    /// A list screen that filters its rows from the search text, as a search screen over a table does.
    final class Filter: NSObject, UISearchResultsUpdating, UISearchBarDelegate {
        let all = ["apple", "apricot", "banana", "cherry"]
        var shown: [String] = []
        var texts: [String] = []
        var log: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            texts.append(text)
            log.append("update \(text)")
            shown = text.isEmpty ? all : all.filter { $0.hasPrefix(text) }
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            log.append("textDidChange \(searchText)")
        }
    }

    /// Records the presentation calls it implements (no presentSearchController: UIKit presents).
    final class Presentation: NSObject, UISearchControllerDelegate {
        var log: [String] = []
        func willPresentSearchController(_ searchController: UISearchController) {
            log.append("willPresent \(searchController.isActive)")
        }
        func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    }

    @Test(
        "A search controller's results updater is told when the search bar's text changes, after the bar's textDidChange"
    )
    func updaterHearsEveryChange() throws {
        let session = KeyboardSession()
        let filter = Filter()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = filter
        search.searchBar.delegate = filter
        session.addSearchBar("search", bar: search.searchBar)
        try session.tap("search")
        try session.type("ap")
        #expect(filter.texts == ["", "a", "ap"])
        #expect(filter.shown == ["apple", "apricot"])
        #expect(filter.log == ["update ", "textDidChange a", "update a", "textDidChange ap", "update ap"])
        try session.backspace()
        #expect(filter.texts.last == "a")
        #expect(session.delegateCalls(.updateSearchResults, field: "search").count == 4)
        // Setting the text is app code: no update, as no textDidChange.
        search.searchBar.text = "cherry"
        #expect(filter.texts.count == 4)
    }

    @Test("A search controller becomes active and updates its results when its search bar becomes first responder")
    func beginningActivates() throws {
        let session = KeyboardSession()
        let filter = Filter(), presentation = Presentation()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = filter
        search.delegate = presentation
        session.addSearchBar("search", bar: search.searchBar)
        #expect(!search.isActive)
        try session.tap("search")
        #expect(search.isActive)
        #expect(search.searchBar.showsCancelButton)  // automaticallyShowsCancelButton
        #expect(presentation.log == ["willPresent true", "didPresent"])
        #expect(filter.texts == [""])
        let names = session.events.compactMap { e -> String? in
            if case .delegate(let c) = e.payload, c.field == "search" { return c.method.rawValue } else { return nil }
        }
        #expect(
            names.suffix(4) == [
                "searchBarTextDidBeginEditing(_:)", "willPresentSearchController(_:)",
                "didPresentSearchController(_:)", "updateSearchResults(for:)"
            ])
    }

    @Test(
        "Cancel on an active search controller's bar clears the text, resigns the bar, dismisses, then updates the results"
    )
    func cancelDismisses() throws {
        let session = KeyboardSession()
        let filter = Filter(), presentation = Presentation()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = filter
        search.delegate = presentation
        session.addSearchBar("search", bar: search.searchBar)
        try session.tap("search")
        try session.type("ch")
        try session.tapCancel("search")
        #expect(!search.isActive)
        #expect(!search.searchBar.isFirstResponder)
        #expect(search.searchBar.text == "")
        #expect(!search.searchBar.showsCancelButton)
        #expect(presentation.log.suffix(2) == ["willDismiss", "didDismiss"])
        #expect(filter.texts.last == "")
        #expect(filter.shown == filter.all)
    }

    /// Presents the controller itself: UIKit's presentation and its will/did calls do not run.
    final class OwnPresentation: NSObject, UISearchControllerDelegate {
        var log: [String] = []
        func presentSearchController(_ searchController: UISearchController) { log.append("present") }
        func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    }

    @Test(
        "A search controller delegate's presentSearchController replaces UIKit's presentation; isActive = true does not make the bar first responder"
    )
    func ownPresentation() {
        let own = OwnPresentation()
        let search = UISearchController()
        search.delegate = own
        search.isActive = true
        #expect(own.log == ["present"])
        #expect(search.isActive)
        #expect(!search.searchBar.isFirstResponder)
        search.isActive = false
        #expect(!search.isActive)
    }

    @Test("UISearchControllerDelegate's methods are optional: ifImplemented gives nil for one the delegate lacks")
    func optionalMembers() {
        let own = OwnPresentation()
        let search = UISearchController(searchResultsController: nil)
        #expect(own.ifImplemented.presentSearchController(search) != nil)
        #expect(own.ifImplemented.didDismissSearchController(search) == nil)
        #expect(own.log == ["present"])
    }

    @Test("UISearchController's defaults are UIKit's; the results controller's view loads when it becomes active")
    func defaults() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        #expect(search.searchResultsController === results)
        #expect(search.obscuresBackgroundDuringPresentation)
        #expect(search.hidesNavigationBarDuringPresentation)
        #expect(search.automaticallyShowsCancelButton)
        #expect(!search.isActive)
        #expect(search.searchResultsUpdater == nil && search.delegate == nil)
        search.obscuresBackgroundDuringPresentation = false
        #expect(!search.obscuresBackgroundDuringPresentation)
        #expect(!results.isViewLoaded)
        search.isActive = true
        #expect(results.isViewLoaded)
    }

    @Test(
        "The port rewrites optional UISearchControllerDelegate calls to ifImplemented and reports no missing search names"
    )
    func portKnowsSearchController() {
        let source =
            "import UIKit\nfunc f(d: UISearchControllerDelegate?, c: UISearchController, u: UISearchResultsUpdating) {\n"
            + "    d?.willPresentSearchController?(c)\n    c.searchBar.searchTextPositionAdjustment = UIOffset(horizontal: 4, vertical: 0)\n}\n"
        let result = Porter.port(source)
        #expect(result.source.contains("d?.ifImplemented.willPresentSearchController(c)"))
        #expect(result.unhandled.isEmpty, "\(result.unhandled)")
    }
}

/// UIKit's small value and app surface around text fields: NSValue wrappers, opening URLs, screen coordinate spaces,
/// search bar appearance, control content alignment.
@MainActor @Suite struct UIKitValueSurfaceTests {
    @Test("NSValue wraps and unwraps points, sizes, edge insets, offsets and transforms under UIKit's names")
    func nsValueWrappers() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 216, right: 4)
        let boxed: Any = NSValue(uiEdgeInsets: insets)
        #expect((boxed as? NSValue)?.uiEdgeInsetsValue == insets)
        #expect(NSValue(uiEdgeInsets: insets) == NSValue(uiEdgeInsets: insets))
        #expect(NSValue(uiEdgeInsets: insets) != NSValue(uiEdgeInsets: .zero))
        #expect(
            NSValue(uiOffset: UIOffset(horizontal: 5, vertical: -1)).uiOffsetValue
                == UIOffset(horizontal: 5, vertical: -1))
        let t = CGAffineTransform(translationX: 0, y: -216)
        #expect(NSValue(cgAffineTransform: t).cgAffineTransformValue == t)
        // A value of another kind reads as zero (iOS would read whatever bytes are there), never traps.
        #expect(NSValue(uiOffset: UIOffset(horizontal: 5, vertical: 1)).uiEdgeInsetsValue == .zero)
        #expect(NSValue(cgRect: .zero).cgAffineTransformValue == .identity)
    }

    @Test(
        "UIApplication.open records the URL and completes with whether an app can open it; canOpenURL answers for http(s)"
    )
    func openURL() throws {
        let app = UIApplication.shared
        let web = try #require(URL(string: "https://example.com/help"))
        let other = try #require(URL(string: "whatsapp://send?text=hi"))
        #expect(app.canOpenURL(web))
        #expect(!app.canOpenURL(other))
        var answers: [Bool] = []
        app.open(web, options: [:]) { answers.append($0) }
        app.open(other) { answers.append($0) }
        app.open(web, options: [.universalLinksOnly: true]) { answers.append($0) }
        #expect(answers == [true, false, false])
        #expect(app.openedURLs.suffix(3) == [web, other, web])
        #expect(UIApplication.openSettingsURLString == "app-settings:")
        #expect(
            UIApplication.OpenExternalURLOptionsKey.universalLinksOnly.rawValue
                == "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    @Test("UIScreen's coordinate space is the screen's bounds; the fixed space is portrait-up, rotated in landscape")
    func screenCoordinateSpaces() {
        let session = KeyboardSession(device: .iPhone15, orientation: .landscape)
        let screen = session.screen.uiScreen
        #expect(screen.coordinateSpace.bounds == screen.bounds)
        let fixed = screen.fixedCoordinateSpace
        #expect(fixed.bounds.width < fixed.bounds.height)
        let p = CGPoint(x: 10, y: 20)
        let inFixed = screen.coordinateSpace.convert(p, to: fixed)
        #expect(inFixed == CGPoint(x: fixed.bounds.width - 20, y: 10))
        #expect(fixed.convert(inFixed, to: screen.coordinateSpace) == p)
        // A view converts to and from a screen space as to and from its window.
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
        session.show(view)
        #expect(view.convert(CGPoint.zero, to: screen.coordinateSpace) == CGPoint(x: 30, y: 40))
        #expect(
            view.convert(CGRect(x: 0, y: 0, width: 10, height: 5), from: screen.coordinateSpace)
                == CGRect(x: -30, y: -40, width: 10, height: 5))
        // the UIView? overload still resolves
        #expect(view.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 31, y: 41))
    }

    @Test(
        "UISearchBar keeps its appearance members (style, translucency, tint, images, offsets) as UIKit's defaults say")
    func searchBarAppearance() {
        let bar = UISearchBar()
        #expect(
            bar.searchBarStyle == .default && bar.isTranslucent && bar.barTintColor == nil && bar.backgroundImage == nil
        )
        bar.searchBarStyle = .minimal
        bar.backgroundImage = UIImage()
        bar.barTintColor = .systemBlue
        bar.searchTextPositionAdjustment = UIOffset(horizontal: 8, vertical: 0)
        let icon = UIImage(named: "magnifier")
        bar.setImage(icon, for: .search, state: .normal)
        bar.setPositionAdjustment(UIOffset(horizontal: 2, vertical: 0), for: .clear)
        bar.scopeButtonTitles = ["All", "Mine"]
        bar.setShowsScope(true, animated: true)
        #expect(bar.searchBarStyle == .minimal && bar.backgroundImage != nil && bar.barTintColor == .systemBlue)
        #expect(bar.searchTextPositionAdjustment.horizontal == 8)
        #expect(bar.image(for: .search, state: .normal) === icon && bar.image(for: .clear, state: .normal) == nil)
        #expect(bar.positionAdjustment(for: .clear) == UIOffset(horizontal: 2, vertical: 0))
        #expect(bar.showsScopeBar && bar.selectedScopeButtonIndex == 0)
    }

    @Test("UIControl's content alignments default to centre, with UIKit's raw values; leading resolves to left")
    func contentAlignment() {
        let field = UITextField()
        #expect(field.contentVerticalAlignment == .center && field.contentHorizontalAlignment == .center)
        field.contentVerticalAlignment = .top
        field.contentHorizontalAlignment = .leading
        #expect(field.contentVerticalAlignment.rawValue == 1)
        #expect(field.effectiveContentHorizontalAlignment == .left)
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5)
    }
}

/// Layout members text-input screens set (stored: kbsim solves no layout), and input views and their controllers.
@MainActor @Suite struct LayoutAndInputViewSurfaceTests {
    final class MarginView: UIView {
        var changes = 0
        override func layoutMarginsDidChange() { changes += 1 }
    }

    @Test(
        "A view's layout margins default to 8 points a side; setting them calls layoutMarginsDidChange, and directional margins read them left to right"
    )
    func layoutMargins() {
        let view = MarginView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 20)
        #expect(view.changes == 1)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 20))
        view.directionalLayoutMargins = .zero
        #expect(view.layoutMargins == .zero && view.changes == 2)
        #expect(!view.preservesSuperviewLayoutMargins && view.insetsLayoutMarginsFromSafeArea)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    }

    @Test(
        "Content hugging and compression resistance default to 250 and 750 on each axis and keep what is set; priorities compare and add"
    )
    func contentPriorities() {
        let label = UILabel()
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        label.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
        label.setContentCompressionResistancePriority(.required - 1, for: .vertical)
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 751)
        #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical).rawValue == 999)
        #expect(UILayoutPriority.fittingSizeLevel < .defaultLow && UILayoutPriority.defaultHigh < .required)
    }

    @Test(
        "keyboardLayoutGuide is one guide per view whose anchors make constraints; dimension and system-spacing anchors make constraints"
    )
    func guidesAndAnchors() {
        let view = UIView(), field = UITextField()
        let guide = view.keyboardLayoutGuide
        #expect(view.keyboardLayoutGuide === guide)
        #expect(!guide.followsUndockedKeyboard)
        let bottom = field.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8)
        #expect(bottom.secondItem === view && bottom.constant == -8)
        let minHeight = field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        #expect(minHeight.relation == .greaterThanOrEqual && minHeight.constant == 44 && minHeight.secondItem == nil)
        #expect(field.widthAnchor.constraint(lessThanOrEqualToConstant: 300).relation == .lessThanOrEqual)
        let spaced = field.topAnchor.constraint(
            equalToSystemSpacingBelow: view.layoutMarginsGuide.topAnchor, multiplier: 2)
        #expect(spaced.constant == 16)
        #expect(field.firstBaselineAnchor.constraint(equalTo: view.centerYAnchor).firstAttribute == .firstBaseline)
    }

    final class ChatInputResponder: UITextField {
        let accessory = UIInputViewController()
        override var inputAccessoryViewController: UIInputViewController? { accessory }
    }

    @Test(
        "UIInputView keeps its keyboard style; a responder's input view controllers are nil unless a subclass returns one"
    )
    func inputViews() {
        let bar = UIInputView(frame: CGRect(x: 0, y: 0, width: 390, height: 44), inputViewStyle: .keyboard)
        #expect(bar.inputViewStyle == .keyboard && !bar.allowsSelfSizing)
        #expect(UIInputView(frame: .zero).inputViewStyle == .default)
        let field = UITextField()
        field.inputAccessoryView = bar
        #expect(field.inputAccessoryView === bar)
        #expect(field.inputViewController == nil && field.inputAccessoryViewController == nil)
        #expect(ChatInputResponder().inputAccessoryViewController != nil)
        UIScrollView().flashScrollIndicators()
    }
}

/// Font descriptors and metrics, as rich-text and Dynamic Type code uses them.
@MainActor @Suite struct FontDescriptorSurfaceTests {
    @Test(
        "A font descriptor with the bold trait makes a bold font of the same family and size; traits read back from the font"
    )
    func boldThroughDescriptor() throws {
        let body = UIFont.systemFont(ofSize: 17)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 17)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(font == UIFont.boldSystemFont(ofSize: 17))
        let both = try #require(font.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(both.symbolicTraits == [.traitBold, .traitItalic])
        let menlo = try #require(UIFont(name: "Menlo-Regular", size: 14))
        #expect(menlo.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(
            UIFont(descriptor: menlo.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 20).fontName
                == "Menlo-Italic")
        let heavy = body.fontDescriptor.addingAttributes([
            .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]
        ])
        #expect(heavy.symbolicTraits.contains(.traitBold))
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).pointSize == 17)
    }

    @Test("UIFontMetrics at the default content size gives fonts and values back unchanged, capped at a maximum size")
    func fontMetrics() {
        let font = UIFont.preferredFont(forTextStyle: .body)
        #expect(UIFontMetrics.default.scaledFont(for: font) == font)
        #expect(
            UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 34)
                .pointSize == 34)
        #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
    }
}
