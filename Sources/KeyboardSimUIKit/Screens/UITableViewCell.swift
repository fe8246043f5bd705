import Foundation
/// A table row's view: a ``contentView`` that holds what the app adds (text fields included: they are ordinary
/// subviews, tapped and typed into as any field), the standard labels and image, and reuse state. Nothing is drawn.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    /// The standard layouts (which labels exist).
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    /// How a selected cell looks (stored only).
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    /// The standard accessory (stored only).
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// A row's editing control (stored only).
    public enum EditingStyle: Int, Sendable { case none = 0, delete, insert }
    /// The style of a table's separators (``UITableView/separatorStyle``; stored only). UIKit nests it here, in the
    /// cell, though the table holds it.
    public enum SeparatorStyle: Int, Sendable { case none = 0, singleLine, singleLineEtched }

    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The view to add content to: the cell's only subview at first, the size of the cell.
    public let contentView: UIView
    private let style: CellStyle
    private lazy var label = UILabel()
    private lazy var detailLabel = UILabel()
    private lazy var image = UIImageView(frame: .zero)

    /// The main label (made when first asked for, in the content view).
    open var textLabel: UILabel? { adopt(label) }
    /// The secondary label: nil in the `.default` style, as in UIKit.
    open var detailTextLabel: UILabel? { style == .default ? nil : adopt(detailLabel) }
    /// The image view beside the labels.
    open var imageView: UIImageView? { adopt(image) }
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var editingAccessoryType: AccessoryType = .none
    open var selectionStyle: SelectionStyle = .default
    open var selectedBackgroundView: UIView?
    open var backgroundView: UIView?
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    open var indentationLevel = 0
    open var showsReorderControl = false
    /// Whether the row is selected (the table sets it; ``setSelected(_:animated:)`` is the override point).
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false
    /// Whether the row is highlighted.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlightedState = false
    /// Whether the cell shows editing controls (stored only).
    open var isEditing = false

    /// A cell with a standard style, 320 × 44 points until the table sizes it (UIKit's initial cell size).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    /// Interface Builder's initialiser (a `.default` cell without an identifier).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        addSubview(contentView)
    }

    /// How a table makes a cell of a registered class: `init(style: .default, reuseIdentifier:)`, the subclass's
    /// override when it has one, as UIKit does. (Swift can make an object from a class value only through a
    /// `required` initialiser; this convenience one is inherited by every subclass that overrides both designated
    /// initialisers, which a cell subclass does.)
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            contentView.frame = CGRect(origin: .zero, size: newValue.size)
        }
    }

    /// Called on a cell taken from the reuse queue, before the table's data source gets it.
    open func prepareForReuse() {}
    /// Selects or deselects the cell (the override point for selection).
    open func setSelected(_ selected: Bool, animated: Bool) { selectedState = selected }
    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { highlightedState = highlighted }
    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    private func adopt<V: UIView>(_ view: V) -> V {
        if view.superview == nil { contentView.addSubview(view) }
        return view
    }
}
