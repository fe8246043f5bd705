import Foundation
/// A grid of items from a data source, as far as text input needs it: like ``UITableView``, cells are ordinary
/// subviews (a field in one is tapped and typed into as any field), reloads ask the data source for the sections,
/// the items and a cell for each visible item (recorded as a `user` event `reloadData`), and the user's tap is
/// ``tapItem(at:)`` (kbsim's). Items are placed by a flow layout's item size and spacing, left to right then down;
/// other layouts place items as a flow layout with its defaults.
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    /// Where an item ends up when scrolled to (stored meaning only; kbsim scrolls the least needed).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    open weak var dataSource: (any UICollectionViewDataSource)?
    open weak var delegate: (any UICollectionViewDelegate)?
    open var collectionViewLayout: UICollectionViewLayout
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: UIView?

    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var reusable: [String: [UICollectionViewCell]] = [:]
    private var visible: [IndexPath: UICollectionViewCell] = [:]
    private var itemCounts: [Int] = []
    private var itemFrames: [[CGRect]] = []
    private var loaded = false
    private var selected: [IndexPath] = []
    /// Defers a reload app code asks for during a layout to the layout's end.
    private let reloadGuard = LayoutReloadGuard()

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nib == nil ? nil : UICollectionViewCell.self
    }

    /// A free or new cell. An identifier with nothing registered stops the program with UIKit's explanation.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if var pool = reusable[identifier], let cell = pool.popLast() {
            reusable[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellClasses[identifier] else {
            preconditionFailure(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
                    + "\(identifier) - must register a nib or a class for the identifier (iOS raises "
                    + "NSInternalInconsistencyException here too)")
        }
        return type.init(dequeuedWithReuseIdentifier: identifier)
    }

    /// Asks the data source again: sections, items, then a cell for each visible item.
    open func reloadData() {
        if reloadGuard.deferReload() { return }
        loaded = true
        for (_, cell) in visible.sorted(by: { $0.key < $1.key }) { recycle(cell) }
        visible = [:]
        selected = []
        guard window != nil else { loaded = false; return }
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 1)
        itemCounts = (0..<sections).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        layoutItems()
        recordScreenEvent(.reloadData, value: visible.keys.sorted().map(\.eventSpelling).joined(separator: " "))
    }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil && !loaded { reloadData() }
    }
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            if loaded { layoutItems() }
        }
    }

    private func layoutItems() {
        guard loaded, window != nil else { return }
        reloadGuard.layOut({ layItems() }, reload: reloadData)
    }

    private func layItems() {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
        let sizing = delegate as? UICollectionViewDelegateFlowLayout
        var y: CGFloat = 0
        itemFrames = []
        for (section, items) in itemCounts.enumerated() {
            let inset = sizing?.collectionView(self, layout: flow, insetForSectionAt: section) ?? flow.sectionInset
            let lineGap =
                sizing?.collectionView(self, layout: flow, minimumLineSpacingForSectionAt: section)
                ?? flow.minimumLineSpacing
            let itemGap =
                sizing?.collectionView(self, layout: flow, minimumInteritemSpacingForSectionAt: section)
                ?? flow.minimumInteritemSpacing
            y += inset.top
            var x = inset.left, lineHeight: CGFloat = 0
            var frames: [CGRect] = []
            for item in 0..<items {
                let size =
                    sizing?.collectionView(self, layout: flow, sizeForItemAt: IndexPath(item: item, section: section))
                    ?? flow.itemSize
                if x > inset.left && x + size.width > bounds.width - inset.right {
                    x = inset.left
                    y += lineHeight + lineGap
                    lineHeight = 0
                }
                frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
                x += size.width + itemGap
                lineHeight = max(lineHeight, size.height)
            }
            y += lineHeight + inset.bottom
            itemFrames.append(frames)
        }
        contentSize = CGSize(width: bounds.width, height: y)
        let shown = CGRect(x: contentOffset.x, y: contentOffset.y, width: max(bounds.width, 1), height: bounds.height)
        var wanted: [IndexPath] = []
        for (section, frames) in itemFrames.enumerated() {
            for (item, f) in frames.enumerated() where f.intersects(shown) {
                wanted.append(IndexPath(item: item, section: section))
            }
        }
        let keep = Set(wanted)
        for (path, cell) in visible.sorted(by: { $0.key < $1.key }) where !keep.contains(path) {
            visible[path] = nil
            recycle(cell)
        }
        for path in wanted {
            let frame = itemFrames[path.section][path.item]
            if let cell = visible[path] { cell.frame = frame; continue }
            guard let source = dataSource else { break }
            let cell = source.collectionView(self, cellForItemAt: path)
            cell.frame = frame
            cell.isSelected = selected.contains(path)
            delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            visible[path] = cell
            if cell.superview !== self { addSubview(cell) }
        }
    }

    private func recycle(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
    }

    open var numberOfSections: Int { itemCounts.count }
    open func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }
    /// The cell shown for an item, or nil when it is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }
    open var visibleCells: [UICollectionViewCell] { visible.keys.sorted().map { visible[$0]! } }
    open var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }
    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    /// Scrolls the least needed to show the item; items coming into view are asked for.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard itemFrames.indices.contains(indexPath.section),
            itemFrames[indexPath.section].indices.contains(indexPath.item)
        else { return }
        scrollRectToVisible(itemFrames[indexPath.section][indexPath.item], animated: animated)
    }
    /// Selects an item as app code does (no delegate message).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { selected.forEach { visible[$0]?.isSelected = false }; selected = []; return }
        if !allowsMultipleSelection { selected.forEach { visible[$0]?.isSelected = false }; selected = [] }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        visible[indexPath]?.isSelected = true
    }
    /// Deselects an item (no delegate message).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.isSelected = false
    }

    /// The user taps an item (kbsim's): the delegate may refuse (`shouldSelectItemAt`), the previous selection is
    /// dropped when only one item may be selected (`didDeselectItemAt`), then `didSelectItemAt`. Recorded as a
    /// `user` event `tapItem`; an item that is not visible, or selection turned off, ignores it.
    public func tapItem(at indexPath: IndexPath) {
        guard visible[indexPath] != nil, allowsSelection else {
            recordScreenEvent(
                .tapItem, value: indexPath.eventSpelling,
                ignored: allowsSelection ? "the item is not visible" : "allowsSelection is false")
            return
        }
        recordScreenEvent(.tapItem, value: indexPath.eventSpelling)
        if let d = delegate, !d.collectionView(self, shouldSelectItemAt: indexPath) { return }
        if !allowsMultipleSelection {
            for old in selected where old != indexPath {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}

/// How a collection view places items; kbsim places every layout as a flow layout.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func invalidateLayout() {}
    open var collectionViewContentSize: CGSize { .zero }
}

/// Items in lines: a size, spacing and section insets.
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal }
    /// UIKit's "size from the content" value (kbsim uses ``itemSize``).
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    open var scrollDirection: ScrollDirection = .vertical
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
}

/// A reusable view of a collection view.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under (set when a collection view makes it).
    public internal(set) var reuseIdentifier: String?
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// How a collection view makes a view of a registered class: `init(frame:)`, the subclass's override when it
    /// has one. (Swift can make an object from a class value only through a `required` initialiser; this one is
    /// inherited by every subclass that overrides both designated initialisers, as cell subclasses do.)
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }
    /// Called on a view taken from the reuse queue.
    open func prepareForReuse() {}
}

/// A collection view's item view: a ``contentView`` for the app's subviews (text fields included).
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    public let contentView: UIView
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            contentView.frame = CGRect(origin: .zero, size: newValue.size)
        }
    }
}

/// What a collection view asks for its content (the first two methods are required, as in UIKit).
@preconcurrency @MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        DelegateProbe.consumeArmed(self, "numberOfSections(in:)")
        return 1
    }
}

/// What a collection view tells and asks its delegate (every method optional, as in UIKit).
@preconcurrency @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        DelegateProbe.consumeArmed(self, "collectionView(_:shouldSelectItemAt:)")
        return true
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        DelegateProbe.consumeArmed(self, "collectionView(_:didSelectItemAt:)")
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        DelegateProbe.consumeArmed(self, "collectionView(_:didDeselectItemAt:)")
    }
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        DelegateProbe.consumeArmed(self, "collectionView(_:willDisplay:forItemAt:)")
    }
}

/// A flow layout's sizes from the delegate (every method optional: the layout's own values otherwise).
@preconcurrency @MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        DelegateProbe.consumeArmed(self, "collectionView(_:layout:sizeForItemAt:)")
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        DelegateProbe.consumeArmed(self, "collectionView(_:layout:insetForSectionAt:)")
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        DelegateProbe.consumeArmed(self, "collectionView(_:layout:minimumLineSpacingForSectionAt:)")
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        DelegateProbe.consumeArmed(self, "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)")
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
}
