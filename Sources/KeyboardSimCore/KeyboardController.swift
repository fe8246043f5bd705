import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
/// The on-screen keyboard's presence and frame, and the notifications it posts (docs/uikit-behavior.md §1, §2).
///
/// Frames are in screen coordinates: shown, the keyboard sits at the bottom (`y = screenHeight − height`);
/// hidden, just below the screen (`y = screenHeight`). Every notification carries the five userInfo keys.
@MainActor public final class KeyboardController {
    unowned let screen: Screen
    /// Whether the keyboard is on screen.
    public private(set) var isVisible = false
    /// The keyboard's current frame (below the screen when hidden).
    public private(set) var frame: CGRect = .zero
    /// The accessory view of the field the keyboard serves (decides the focus-switch rule).
    private weak var accessoryView: UIView?
    /// Whether the keyboard has been shown since the screen was created.
    private var hasShown = false
    /// Whether the predictive (QuickType) bar is on in the simulated Settings (``Screen/predictiveBar``).
    var predictiveBar = true
    /// `UIKeyboardAnimationDurationUserInfoKey` (``Screen/keyboardAnimationDuration``).
    var animationDuration: Double = 0.25
    /// `UIKeyboardAnimationCurveUserInfoKey` (``Screen/keyboardAnimationCurve``).
    var animationCurve: Int = 7

    init(screen: Screen) { self.screen = screen }

    /// The keyboard's height for a field: its input view's height if it has one (replacing the keyboard),
    /// else the device table's height for its keyboard type; plus the accessory view's height.
    public func height(for field: UITextField) -> CGFloat {
        let base: CGFloat
        if let input = field.inputView {
            base = input.frame.height
        } else if screen.inputMethodApplies(to: field) != nil {
            base = pinyinHeight
        } else {
            base = screen.device.keyboardHeight(
                for: field.keyboardType, orientation: screen.orientation,
                predictiveBar: showsPredictiveBar(for: field))
        }
        return base + (field.inputAccessoryView?.frame.height ?? 0)
    }

    /// The pinyin keyboard: the letter keyboard with its candidate bar where the predictive bar goes (always
    /// shown: candidates need it). [U] iOS 9's Chinese keyboard was "slightly taller than English" (huahuahu);
    /// no current figure is sourced, so kbsim uses the letter keyboard's height with the bar.
    var pinyinHeight: CGFloat {
        screen.device.letterKeyboard.value(screen.orientation, bar: true)
    }

    /// The predictive bar shows when it is on in Settings, the keyboard has one (letters), and the field does not
    /// turn autocorrection off ([U]: iOS 17+ may show it anyway; `Screen.predictiveBar` switches it off).
    public func showsPredictiveBar(for field: UITextField) -> Bool {
        predictiveBar && field.autocorrectionType != .no
    }

    /// The on-screen frame for a field, or nil when nothing shows: a hardware keyboard on iPhone with no accessory
    /// view (docs/uikit-behavior.md §1: "post no show/hide for a hardware keyboard with no accessory view"). On iPad a
    /// hardware keyboard leaves the shortcut bar: a full-height frame of which 55 pt are on screen (§2, SO 32319697).
    public func shownFrame(for field: UITextField) -> CGRect? {
        let size = screen.device.screenSize(screen.orientation)
        let accessory = field.inputAccessoryView?.frame.height ?? 0
        if screen.hardwareKeyboard != nil && field.inputView == nil {
            if screen.device.idiom == .pad {
                let h = height(for: field)
                return CGRect(x: 0, y: size.height - 55 - accessory, width: size.width, height: h)
            }
            guard accessory > 0 else { return nil }
            return CGRect(x: 0, y: size.height - accessory, width: size.width, height: accessory)
        }
        let h = height(for: field)
        return CGRect(x: 0, y: size.height - h, width: size.width, height: h)
    }

    private func hiddenFrame(height h: CGFloat) -> CGRect {
        let size = screen.device.screenSize(screen.orientation)
        return CGRect(x: 0, y: size.height, width: size.width, height: h)
    }

    /// Whether the iPad keyboard is floating (undocked): it then posts WillChangeFrame only, with a zero end frame.
    public private(set) var isFloating = false

    /// An iPad hardware keyboard: the on-screen keyboard is its 55 pt shortcut bar, and focus and unfocus post
    /// WillChangeFrame + WillHide, never WillShow (docs/uikit-behavior.md, Decisions; QMUI, AlphaWallet#1254).
    private var isPadHardware: Bool { screen.hardwareKeyboard != nil && screen.device.idiom == .pad }

    func show(for field: UITextField) {
        guard !isVisible else { refresh(for: field); return }
        guard let end = shownFrame(for: field) else { return }
        let begin = hiddenFrame(height: end.height)
        accessoryView = field.inputAccessoryView
        isVisible = true
        frame = end
        if isFloating {
            post([UIResponder.keyboardWillChangeFrameNotification], begin: begin, end: .zero)
            return
        }
        if isPadHardware {
            post(
                [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
                begin: begin, end: end)
            return
        }
        postShowSet(begin: begin, end: end)
        // The first show after launch posts two rounds on some devices (a profile option, off by default).
        if !hasShown && screen.profile.firstShowPostsTwice { postShowSet(begin: begin, end: end) }
        hasShown = true
    }

    func hide() {
        guard isVisible else { return }
        let begin = frame
        let end = hiddenFrame(height: begin.height)
        isVisible = false
        frame = end
        accessoryView = nil
        if isFloating {
            post([UIResponder.keyboardWillChangeFrameNotification], begin: begin, end: .zero)
            return
        }
        post(
            [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification], begin: begin,
            end: end)
        if isPadHardware { return }
        post(
            [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification], begin: begin,
            end: end)
    }

    /// Undocks (floats) or docks the iPad keyboard. Undocking a visible keyboard posts WillHide; docking it posts
    /// the show set to the docked frame.
    func setFloating(_ floating: Bool) {
        guard floating != isFloating else { return }
        isFloating = floating
        guard isVisible else { return }
        if floating {
            post([UIResponder.keyboardWillHideNotification], begin: frame, end: frame)
        } else if let field = screen.firstResponder, let end = shownFrame(for: field) {
            let begin = hiddenFrame(height: end.height)
            frame = end
            postShowSet(begin: begin, end: end)
        }
    }

    /// The user drags the floating keyboard: WillChangeFrame with a zero end frame.
    func moveFloating() {
        guard isFloating, isVisible else { return }
        post([UIResponder.keyboardWillChangeFrameNotification], begin: frame, end: .zero)
    }

    /// The legacy profile's WillHide for the field losing focus (the keyboard stays; begin = end).
    func postWillHideOnly() {
        guard isVisible else { return }
        post([UIResponder.keyboardWillHideNotification], begin: frame, end: frame)
    }

    /// Focus moved from one field to another while the keyboard was up (docs/uikit-behavior.md, Decisions):
    /// change-frame only (begin = end when the height is unchanged); the full show set when the height changes
    /// (letters → number pad, the predictive bar shown or hidden), when the accessory views differ, or when the
    /// profile re-posts show; the profile's QMUI sequence posts WillChangeFrame for the old field, then
    /// WillChangeFrame and WillShow for the new one (then the Did* pair).
    func switchInput(from old: UITextField, to new: UITextField) {
        guard isVisible else { show(for: new); return }
        guard let end = shownFrame(for: new) else { hide(); return }
        let begin = frame
        if isFloating || isPadHardware {
            // Floating: WillChangeFrame only; iPad hardware keyboard: unfocus and focus each post
            // WillChangeFrame + WillHide.
            accessoryView = new.inputAccessoryView
            frame = end
            if isFloating {
                post([UIResponder.keyboardWillChangeFrameNotification], begin: begin, end: .zero)
            } else {
                post(
                    [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
                    begin: begin, end: begin)
                post(
                    [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
                    begin: begin, end: end)
            }
            return
        }
        let differentAccessory = old.inputAccessoryView !== new.inputAccessoryView
        let heightChanged = end.height != begin.height
        accessoryView = new.inputAccessoryView
        frame = end
        switch screen.profile.focusSwitch {
        case .repostHideShow:
            postShowSet(begin: begin, end: end)
        case .changeFrameTwiceThenShow:
            post([UIResponder.keyboardWillChangeFrameNotification], begin: begin, end: begin)
            postShowSet(begin: begin, end: end)
        case .changeFrameOnly:
            if differentAccessory || heightChanged { postShowSet(begin: begin, end: end) } else { changeFrame(to: end) }
        }
    }

    /// The Did* notifications held back while a text view's didBegin runs (``holdingDidNotifications(_:)``).
    private var heldDidPosts: [(name: Notification.Name, begin: CGRect, end: CGRect)]?

    /// Runs `body` (a keyboard step) posting only its Will* notifications; returns a closure that posts the Did*
    /// ones it held, in order. A text view's didBegin runs between the two (`text-view-begin-order
    /// between-will-and-did`; docs/contested-rules.md).
    func holdingDidNotifications(_ body: () -> Void) -> () -> Void {
        let outer = heldDidPosts
        heldDidPosts = []
        body()
        let held = heldDidPosts ?? []
        heldDidPosts = outer
        return { [weak self] in
            for p in held { self?.post([p.name], begin: p.begin, end: p.end) }
        }
    }

    private func postShowSet(begin: CGRect, end: CGRect) {
        post(
            [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification], begin: begin,
            end: end)
        post(
            [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification], begin: begin,
            end: end)
    }

    /// The field's keyboard type or input views changed while editing: a change-frame pair when the frame moves.
    func refresh(for field: UITextField) {
        guard let end = shownFrame(for: field) else { hide(); return }
        guard isVisible else { show(for: field); return }
        accessoryView = field.inputAccessoryView
        if end != frame { changeFrame(to: end) }
    }

    /// The keyboard changed to or from the pinyin keyboard while `field` edits: a change-frame pair, even when the
    /// height is the same (the keyboard itself changed).
    func inputMethodChanged(for field: UITextField) {
        guard isVisible, let end = shownFrame(for: field) else { refresh(for: field); return }
        accessoryView = field.inputAccessoryView
        changeFrame(to: end)
    }

    /// The input switched between hardware and software keyboards while `field` edits.
    func hideForHardware(_ field: UITextField) { refresh(for: field) }

    func screenDidRotate() {
        if isVisible, let field = screen.firstResponder, let end = shownFrame(for: field) {
            changeFrame(to: end)
        } else {
            frame = hiddenFrame(height: frame.height)
        }
    }

    private func changeFrame(to end: CGRect) {
        let begin = frame
        frame = end
        post([UIResponder.keyboardWillChangeFrameNotification], begin: begin, end: end)
        post([UIResponder.keyboardDidChangeFrameNotification], begin: begin, end: end)
    }

    /// Posts keyboard notifications with their userInfo: the frames and IsLocal on every one, the animation
    /// duration and curve on the Will* family only (docs/uikit-behavior.md, Decisions).
    private func post(_ names: [Notification.Name], begin: CGRect, end: CGRect) {
        let object: Any? = screen.profile.keyboardNotificationObjectIsScreen ? screen.uiScreen : nil
        for name in names {
            let will = Self.willNotifications.contains(name)
            if !will, heldDidPosts != nil {
                heldDidPosts?.append((name, begin, end))
                continue
            }
            let info = KeyboardUserInfo(
                frameBegin: begin, frameEnd: end,
                duration: will ? animationDuration : nil,
                curve: will ? animationCurve : nil, isLocal: true)
            let userInfo = userInfoDictionary(info)
            screen.transcript.record(.notification(PostedNotification(name: name.rawValue, field: nil, keyboard: info)))
            // Observers are app code: a keyboard step they start posts its own Did* notifications, not held
            // with this step's.
            let holding = heldDidPosts
            heldDidPosts = nil
            screen.notificationCenter.post(name: name, object: object, userInfo: userInfo)
            heldDidPosts = holding
        }
    }

    /// The userInfo of the last kinds of keyboard notification posted (frames, with and without the animation
    /// keys), shared by every screen of the process. The values are immutable `NSValue`s and `NSNumber`s, so a
    /// notification with the same frames reuses them: building the dictionary (hashing five `AnyHashable` keys,
    /// growing it) cost about three times the post itself.
    private static var userInfoCache: [(info: KeyboardUserInfo, dictionary: [AnyHashable: Any])] = []

    private func userInfoDictionary(_ info: KeyboardUserInfo) -> [AnyHashable: Any] {
        for entry in Self.userInfoCache where entry.info == info { return entry.dictionary }
        // post() gives the duration and curve together (Will*) or neither (Did*).
        let userInfo: [AnyHashable: Any]
        if let d = info.duration, let c = info.curve {
            userInfo = [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: info.frameBegin),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: info.frameEnd),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: info.isLocal),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: d),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: c)
            ]
        } else {
            userInfo = [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: info.frameBegin),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: info.frameEnd),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: info.isLocal)
            ]
        }
        if Self.userInfoCache.count >= 16 { Self.userInfoCache.removeFirst() }
        Self.userInfoCache.append((info, userInfo))
        return userInfo
    }

    private static let willNotifications: Set<Notification.Name> = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
        UIResponder.keyboardWillChangeFrameNotification
    ]
}
