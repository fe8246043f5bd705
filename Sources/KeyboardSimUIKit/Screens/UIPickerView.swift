import Foundation
/// The height of a picker or date picker made without one: 216 points, the wheel's standard height (docs/porting.md,
/// "Input views"), so that a field using it as `inputView` posts keyboard frames of that height.
let standardPickerHeight: CGFloat = 216

/// A spinning-wheel picker: components of rows from a data source, titles and the user's choice through a delegate.
/// As a field's `inputView` it replaces the keyboard: the keyboard notifications carry its height (216 points when
/// made without a frame). The user's spin is ``pick(row:inComponent:)`` (kbsim's).
@preconcurrency @MainActor open class UIPickerView: UIView {
    /// Gives the number of components and rows. Weak, as in UIKit.
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// Gives titles and is told the user's choice. Weak, as in UIKit.
    open weak var delegate: (any UIPickerViewDelegate)?
    /// Whether the selection bar shows (stored only).
    open var showsSelectionIndicator = true
    private var selectedRows: [Int: Int] = [:]

    /// A picker; a zero frame becomes the standard 216-point height, the screen's width.
    public override init(frame: CGRect) {
        super.init(
            frame: frame == .zero
                ? CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: standardPickerHeight) : frame)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: standardPickerHeight)
    }

    /// The number of components the data source gives (0 without one).
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }
    /// The number of rows of a component.
    open func numberOfRows(inComponent component: Int) -> Int {
        max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }
    /// The selected row of a component: 0 at first, -1 when the component has no rows, as in UIKit.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selectedRows[component] ?? 0, rows - 1)
    }
    /// Selects a row as app code does: the delegate is not told (UIKit tells it only of the user's choice).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = max(0, row)
    }
    /// Asks the data source again for every component (rows past the end are no longer selected).
    open func reloadAllComponents() {
        for (component, row) in selectedRows where row >= numberOfRows(inComponent: component) {
            selectedRows[component] = 0
        }
    }
    /// Asks the data source again for a component.
    open func reloadComponent(_ component: Int) {
        if let row = selectedRows[component], row >= numberOfRows(inComponent: component) {
            selectedRows[component] = 0
        }
    }
    /// The size of a component's rows: the delegate's width and height, else the picker's width over the components
    /// and 32 points.
    open func rowSize(forComponent component: Int) -> CGSize {
        let count = max(1, numberOfComponents)
        let width = delegate?.pickerView(self, widthForComponent: component) ?? bounds.width / CGFloat(count)
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 32
        return CGSize(width: width, height: height)
    }
    /// The view the delegate made for a row (nil: kbsim keeps no row views).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }

    /// The user spins a component to a row (kbsim's): the row is selected, then the delegate's
    /// `pickerView(_:didSelectRow:inComponent:)` runs, as when the wheel stops on iOS. Recorded as a `user` event
    /// `pickRow` with the row's title (or its number), naming the field being edited; a row outside the component
    /// is ignored.
    public func pick(row: Int, inComponent component: Int = 0) {
        let rows = numberOfRows(inComponent: component)
        guard component >= 0, component < numberOfComponents, row >= 0, row < rows else {
            recordScreenEvent(
                .pickRow, value: "\(component) \(row)",
                ignored: "component \(component) has \(component < numberOfComponents ? rows : 0) rows")
            return
        }
        let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "row \(row)"
        recordScreenEvent(.pickRow, value: title)
        selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}

/// What a picker asks for its content; both methods are required, as in UIKit.
@preconcurrency @MainActor public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker asks and tells its delegate; every method is optional, as in UIKit (defaults: no title, the
/// standard sizes, nothing told).
@preconcurrency @MainActor public protocol UIPickerViewDelegate: NSObjectProtocol {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        DelegateProbe.consumeArmed(self, "pickerView(_:titleForRow:forComponent:)")
        return nil
    }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        DelegateProbe.consumeArmed(self, "pickerView(_:attributedTitleForRow:forComponent:)")
        return nil
    }
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        DelegateProbe.consumeArmed(self, "pickerView(_:viewForRow:forComponent:reusing:)")
        return view ?? UIView()
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        DelegateProbe.consumeArmed(self, "pickerView(_:didSelectRow:inComponent:)")
    }
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        DelegateProbe.consumeArmed(self, "pickerView(_:widthForComponent:)")
        return pickerView.bounds.width / CGFloat(max(1, pickerView.numberOfComponents))
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        DelegateProbe.consumeArmed(self, "pickerView(_:rowHeightForComponent:)")
        return 32
    }

    /// The optional methods, each nil when the delegate does not implement it.
    public var ifImplemented: UIPickerViewDelegateOptionalMethods { UIPickerViewDelegateOptionalMethods(self) }
}

/// The optional methods of a ``UIPickerViewDelegate``, nil when not implemented.
@preconcurrency @MainActor public struct UIPickerViewDelegateOptionalMethods {
    public let delegate: any UIPickerViewDelegate
    public init(_ delegate: any UIPickerViewDelegate) { self.delegate = delegate }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        DelegateProbe.ifImplemented(delegate, "pickerView(_:titleForRow:forComponent:)") {
            delegate.pickerView(pickerView, titleForRow: row, forComponent: component)
        } ?? nil
    }
    @discardableResult
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) -> Void? {
        DelegateProbe.ifImplemented(delegate, "pickerView(_:didSelectRow:inComponent:)") {
            delegate.pickerView(pickerView, didSelectRow: row, inComponent: component)
        }
    }
}

/// A date and time picker (a control: the user's choice sends `.valueChanged`). As a field's `inputView` it replaces
/// the keyboard with its height (216 points when made without a frame). The user's spin is ``pick(_:)`` (kbsim's);
/// setting ``date`` from app code sends nothing, as in UIKit.
@preconcurrency @MainActor open class UIDatePicker: UIControl {
    /// What the wheels choose.
    public enum Mode: Int, Sendable { case time = 0, date, dateAndTime, countDownTimer, yearAndMonth }
    /// iOS 13.4's looks (stored only).
    public enum Style: Int, Sendable { case automatic = 0, wheels, compact, inline }

    /// The chosen date: the moment the picker was made, until set (UIKit's default).
    open var date = Date()
    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: Style = .automatic
    /// The style in use: wheels for `.automatic` (kbsim's choice; only the look differs).
    open var datePickerStyle: Style { preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle }
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var locale: Locale?
    open var calendar: Calendar! = Calendar.current
    open var timeZone: TimeZone?
    open var minuteInterval = 1
    open var countDownDuration: TimeInterval = 0
    open var roundsToMinuteInterval = true

    /// A date picker; a zero frame becomes the standard 216-point height, the screen's width.
    public override init(frame: CGRect) {
        super.init(
            frame: frame == .zero
                ? CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: standardPickerHeight) : frame)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: standardPickerHeight)
    }

    /// Sets the date as app code does (no event).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The user spins the wheels to `date` (kbsim's): a date outside ``minimumDate``…``maximumDate`` settles on the
    /// nearest bound, as the wheels spring back on iOS; then `.valueChanged` is sent. Recorded as a `user` event
    /// `pickDate` with the date asked for (ISO 8601, UTC), naming the field being edited.
    public func pick(_ date: Date) {
        let iso = ISO8601DateFormatter()
        recordScreenEvent(.pickDate, value: iso.string(from: date))
        var d = date
        if let lo = minimumDate, d < lo { d = lo }
        if let hi = maximumDate, d > hi { d = hi }
        self.date = d
        sendActions(for: .valueChanged)
    }
}
