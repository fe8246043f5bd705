@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting

extension Screens {
    /// Navigation and tab bar controllers, UIDevice and traits, controls, collection views, inert haptics and menus.
    @MainActor @Suite struct NavigationAndDeviceTests {
        @MainActor final class Page: UIViewController {
            let field = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 34))
            var hooks: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(field)
            }
            override func viewWillAppear(_ animated: Bool) { hooks.append("willAppear") }
            override func viewDidAppear(_ animated: Bool) { hooks.append("didAppear") }
            override func viewWillDisappear(_ animated: Bool) { hooks.append("willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { hooks.append("didDisappear") }
        }

        @Test(
            "pushViewController shows the new top's view and takes the old one's off the window (its field ends editing); pop comes back; both are recorded"
        )
        func pushAndPop() throws {
            let session = KeyboardSession.isolated()
            let first = Page(), second = Page()
            let nav = UINavigationController(rootViewController: first)
            session.show(nav)
            #expect(first.navigationController === nav && first.parent === nav)
            try session.adopt(first.field, name: "first")
            try session.tap("first")
            first.hooks = []
            nav.pushViewController(second, animated: true)
            #expect(nav.topViewController === second && nav.viewControllers.count == 2)
            #expect(first.field.window == nil && !first.field.isFirstResponder)
            #expect(first.hooks == ["willDisappear", "didDisappear"] && second.hooks == ["willAppear", "didAppear"])
            #expect(nav.popViewController(animated: true) === second)
            #expect(nav.popViewController(animated: true) == nil)
            #expect(first.field.window != nil && second.view.window == nil)
            #expect(
                session.userEvents("push").map(\.value) == ["Page"]
                    && session.userEvents("pop").map(\.value) == ["Page"])
            first.navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Save", style: .done, target: nil, action: nil)
            #expect(first.navigationItem.rightBarButtonItems?.count == 1)
        }

        @MainActor final class Child: UIViewController {
            var log: [String] = []
            override func willMove(toParent parent: UIViewController?) {
                log.append("willMove \(parent == nil ? "nil" : "parent")")
            }
            override func didMove(toParent parent: UIViewController?) {
                log.append("didMove \(parent == nil ? "nil" : "parent")")
            }
            override func viewWillAppear(_ animated: Bool) { log.append("willAppear presented=\(isBeingPresented)") }
            override func viewWillDisappear(_ animated: Bool) {
                log.append("willDisappear dismissed=\(isBeingDismissed)")
            }
        }

        @Test(
            "addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil); isBeingPresented and isBeingDismissed hold during the appearance hooks only"
        )
        func containmentAndPresentationFlags() {
            let session = KeyboardSession.isolated()
            let host = session.show(Page())
            let child = Child()
            host.addChild(child)
            child.didMove(toParent: host)
            child.removeFromParent()
            #expect(child.log == ["willMove parent", "didMove parent", "didMove nil"])
            child.log = []
            host.present(child, animated: true)
            #expect(!child.isBeingPresented)
            host.dismiss(animated: true)
            #expect(child.log == ["willAppear presented=true", "willDisappear dismissed=true"])
        }

        @MainActor final class TabWatcher: NSObject, UITabBarControllerDelegate {
            var log: [String] = []
            var refuse: UIViewController?
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
                -> Bool
            {
                log.append("should \(viewController.title ?? "")")
                return viewController !== refuse
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                log.append("did \(viewController.title ?? "")")
            }
        }

        @Test(
            "Setting selectedIndex tells the tab bar controller's delegate nothing; the user's tap asks shouldSelect, then tells didSelect"
        )
        func tabs() {
            let session = KeyboardSession.isolated()
            let a = Page(), b = Page(), c = Page()
            a.title = "A"; b.title = "B"; c.title = "C"
            let tabs = UITabBarController()
            let watcher = TabWatcher()
            tabs.delegate = watcher
            tabs.viewControllers = [a, b, c]
            session.show(tabs)
            #expect(a.view.window != nil && b.viewIfLoaded?.window == nil)
            tabs.selectedIndex = 1
            #expect(watcher.log.isEmpty && b.view.window != nil && a.view.window == nil)
            watcher.refuse = c
            tabs.tapTab(at: 2)
            tabs.tapTab(at: 0)
            #expect(watcher.log == ["should C", "should A", "did A"])
            #expect(tabs.selectedViewController === a && a.tabBarController === tabs)
            #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C"])
        }

        @Test(
            "UIDevice.current and UITraitCollection.current describe the simulated device, orientation and iOS version",
            arguments: [
                (
                    Device.iPhone15, Orientation.portrait, IOSProfile.ios18, "iPhone", "18.0",
                    UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular
                ),
                (.iPhone15, .landscape, .ios17_0, "iPhone", "17.0", .compact, .compact),
                (.iPhone15ProMax, .landscape, .ios18, "iPhone", "18.0", .regular, .compact),
                (.iPadAir, .portrait, .ios26, "iPad", "26.0", .regular, .regular)
            ])
        func deviceAndTraits(
            device: Device, orientation: Orientation, profile: IOSProfile, model: String, version: String,
            horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
        ) {
            let session = KeyboardSession.isolated(device: device, orientation: orientation, profile: profile)
            let d = UIDevice.current
            #expect(d.model == model && d.systemVersion == version && d.name == device.name && d.systemName == "iOS")
            #expect(d.userInterfaceIdiom == (model == "iPad" ? .pad : .phone))
            #expect(d.orientation == (orientation == .portrait ? .portrait : .landscapeLeft))
            let traits = UIView().traitCollection
            #expect(traits.horizontalSizeClass == horizontal && traits.verticalSizeClass == vertical)
            #expect(traits.userInterfaceIdiom == d.userInterfaceIdiom && traits.userInterfaceStyle == .light)
            #expect(traits.displayScale == device.scale && traits.preferredContentSizeCategory == .large)
            _ = session
        }

        @Test(
            "A switch, a segmented control and a slider send valueChanged for the user's change only, not for app code's"
        )
        func controls() {
            var events: [String] = []
            let toggle = UISwitch()
            #expect(toggle.frame.size == CGSize(width: 51, height: 31))
            toggle.addAction(UIAction { _ in events.append("switch \(toggle.isOn)") }, for: .valueChanged)
            toggle.setOn(true, animated: false)
            toggle.tap()
            let segments = UISegmentedControl(items: ["Day", "Week"])
            segments.addAction(
                UIAction { _ in events.append("segment \(segments.selectedSegmentIndex)") }, for: .valueChanged)
            segments.selectedSegmentIndex = 0
            segments.tapSegment(at: 0)
            segments.tapSegment(at: 1)
            let slider = UISlider()
            slider.addAction(UIAction { _ in events.append("slider \(slider.value)") }, for: .valueChanged)
            slider.setValue(0.5, animated: false)
            slider.slide(to: 3)
            #expect(events == ["switch false", "segment 1", "slider 1.0"])
            #expect(segments.numberOfSegments == 2 && segments.titleForSegment(at: 1) == "Week")
        }

        @MainActor final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var asked: [IndexPath] = []
            var selected: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                asked.append(indexPath)
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "code", for: indexPath)
                if cell.contentView.subviews.isEmpty {
                    cell.contentView.addSubview(UITextField(frame: cell.contentView.bounds))
                }
                (cell.contentView.subviews[0] as! UITextField).accessibilityIdentifier = "digit\(indexPath.item)"
                return cell
            }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }

        @Test(
            "A collection view asks for the items that fit its bounds, line by line, and the fields in its cells are typeable"
        )
        func collectionView() throws {
            let session = KeyboardSession.isolated()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            let grid = Grid()
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 330, height: 110), collectionViewLayout: layout)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "code")
            view.dataSource = grid
            view.delegate = grid
            session.retain(grid)
            session.show(view)
            // 3 items a line (100 + 10 + 100 + 10 + 100 ≤ 330); lines at y 0 and 60 meet the 110-point bounds.
            #expect(grid.asked == (0..<6).map { IndexPath(item: $0, section: 0) })
            #expect(
                view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                    == CGRect(x: 110, y: 60, width: 100, height: 50))
            try session.tap("digit4")
            try session.type("7")
            session.expect("digit4", text: "7")
            view.tapItem(at: IndexPath(item: 1, section: 0))
            #expect(grid.selected == [IndexPath(item: 1, section: 0)])
        }

        @Test("Haptics, the edit menu and the activity indicator compile and do nothing a screen can see")
        func inertObjects() {
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            impact.prepare()
            impact.impactOccurred()
            UINotificationFeedbackGenerator().notificationOccurred(.error)
            UISelectionFeedbackGenerator().selectionChanged()
            UIMenuController.shared.showMenu(from: UIView(), rect: .zero)
            #expect(UIMenuController.shared.isMenuVisible)
            UIMenuController.shared.hideMenu()
            let view = UIView()
            view.addInteraction(UIEditMenuInteraction(delegate: nil))
            let spinner = UIActivityIndicatorView(style: .medium)
            #expect(spinner.isHidden)
            spinner.startAnimating()
            #expect(spinner.isAnimating && !spinner.isHidden)
        }
    }
}
