import Foundation
import KeyboardSimTranscript
/// A table view as a text-input screen uses it: a data source asked for its sections, rows and cells, cells that
/// are ordinary subviews (a field in a cell's `contentView` is tapped and typed into as any field), reuse by
/// identifier, selection, and the delegate's row heights. Nothing is drawn and nothing scrolls on its own.
///
/// Loading follows UIKit's rule that a table asks for its data lazily: ``reloadData()`` (and the first time the
/// table enters a window) asks the data source for the number of sections, the rows of each, then a cell for each
/// row whose frame meets the visible bounds, top to bottom; rows scrolled into view (``scrollToRow(at:at:animated:)``,
/// ``UIScrollView/contentOffset``) are asked for then. A reload while the table is in no window waits until it
/// enters one. Each reload is recorded as a `user` event `reloadData` whose value lists the rows asked for
/// (`0.0 0.1 …`), so a transcript shows a search screen's filtering.
@preconcurrency @MainActor open class UITableView: UIScrollView {
    /// The table's look (stored; it decides nothing else in kbsim).
    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }
    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
    /// The animation of row insertions and deletions (none in kbsim).
    public enum RowAnimation: Int, Sendable { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }

    /// UIKit's "size this from its content" height; kbsim has no self-sizing, so a row asked to size itself gets
    /// ``estimatedRowHeight`` when set, else 44 points.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The style the table was made with.
    public let style: Style
    /// The object that gives sections, rows and cells. Weak, as in UIKit.
    open weak var dataSource: (any UITableViewDataSource)?
    /// The object told about selection and asked for heights. Weak, as in UIKit.
    open weak var delegate: (any UITableViewDelegate)?

    /// Every row's height unless the delegate gives one (44 points, UIKit's default row height).
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 0
    open var sectionHeaderHeight: CGFloat = 28
    open var sectionFooterHeight: CGFloat = 28
    open var estimatedSectionHeaderHeight: CGFloat = 0
    open var estimatedSectionFooterHeight: CGFloat = 0
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var isEditing = false
    open var sectionIndexColor: UIColor?
    /// A view above the first section: a subview of the table, its height pushes the rows down.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = tableHeaderView { v.frame.origin = .zero; addSubview(v) }
            layoutRows()
        }
    }
    /// A view below the last section (a subview; its height adds to the content).
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = tableFooterView { addSubview(v) }
            layoutRows()
        }
    }

    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var rowCounts: [Int] = []
    private var rowFrames: [[CGRect]] = []
    private var loaded = false
    private var selected: [IndexPath] = []
    /// Defers a reload app code asks for during a layout to the layout's end.
    private let reloadGuard = LayoutReloadGuard()

    /// A table with a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    /// A plain table.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    /// Interface Builder's initialiser (a plain table).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: Registering and dequeuing cells

    /// Registers a cell class for an identifier: ``dequeueReusableCell(withIdentifier:for:)`` makes one with
    /// `init(style: .default, reuseIdentifier:)` when no cell is free. nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type
    }
    /// Registers a nib (kbsim has no nibs: the identifier gets plain `UITableViewCell`s).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = nib == nil ? nil : UITableViewCell.self
    }
    /// Registers a header or footer view class (kbsim shows no headers; the class is kept).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }
    private var headerClasses: [String: UITableViewHeaderFooterView.Type] = [:]

    /// A free cell with this identifier, else a new one of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusable[identifier], let cell = pool.popLast() {
            reusable[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellClasses[identifier] else { return nil }
        return type.init(dequeuedWithReuseIdentifier: identifier)
    }

    /// A free or new cell for a row. As in UIKit, an identifier with nothing registered is a programming error:
    /// it stops the program with UIKit's explanation.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
                    + "class for the identifier (UITableView.dequeueReusableCell(withIdentifier:for:); iOS raises "
                    + "NSInternalInconsistencyException here too)")
        }
        return cell
    }

    /// A header or footer view of the registered class, or nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerClasses[identifier].map { $0.init(dequeuedWithReuseIdentifier: identifier) }
    }

    // MARK: Loading

    /// Asks the data source again: sections, rows, then a cell for each visible row. The cells shown so far go
    /// back to the reuse queue (a field in one that is editing ends editing, as on iOS).
    open func reloadData() {
        if reloadGuard.deferReload() { return }
        loaded = true
        for (_, cell) in visible.sorted(by: { $0.key < $1.key }) { recycle(cell) }
        visible = [:]
        selected = []
        guard window != nil else { loaded = false; return }
        let source = dataSource
        let sections = max(0, source?.numberOfSections(in: self) ?? 1)
        rowCounts = (0..<sections).map { max(0, source?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        layoutRows()
        recordScreenEvent(.reloadData, value: visible.keys.sorted().map(\.eventSpelling).joined(separator: " "))
    }

    /// Reloads sections (kbsim reloads the whole table: nothing is animated).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Reloads rows (the whole table).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Inserts rows (the whole table is reloaded).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Deletes rows (the whole table is reloaded).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Starts a group of updates (they apply at once in kbsim).
    open func beginUpdates() {}
    /// Ends a group of updates.
    open func endUpdates() {}
    /// Runs the updates, then `completion(true)`.
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
            if loaded { layoutRows() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            if loaded { layoutRows() }
        }
    }

    /// Computes the rows' frames from the delegate's heights, then shows the rows that meet the visible bounds
    /// (asking the data source for the new ones) and queues the others' cells for reuse.
    private func layoutRows() {
        guard loaded, window != nil else { return }
        reloadGuard.layOut({ layRows() }, reload: reloadData)
    }

    private func layRows() {
        var y = tableHeaderView?.frame.height ?? 0
        rowFrames = []
        for (section, rows) in rowCounts.enumerated() {
            y += headerHeight(section)
            var frames: [CGRect] = []
            for row in 0..<rows {
                var h = delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                if h < 0 { h = estimatedRowHeight > 0 ? estimatedRowHeight : 44 }
                frames.append(CGRect(x: 0, y: y, width: bounds.width, height: h))
                y += h
            }
            rowFrames.append(frames)
            y += footerHeight(section)
        }
        if let footer = tableFooterView { footer.frame.origin = CGPoint(x: 0, y: y); y += footer.frame.height }
        contentSize = CGSize(width: bounds.width, height: y)

        let shown = CGRect(x: 0, y: contentOffset.y, width: max(bounds.width, 1), height: bounds.height)
        var wanted: [IndexPath] = []
        for (section, frames) in rowFrames.enumerated() {
            for (row, f) in frames.enumerated() where f.minY < shown.maxY && f.maxY > shown.minY {
                wanted.append(IndexPath(row: row, section: section))
            }
        }
        let keep = Set(wanted)
        for (path, cell) in visible.sorted(by: { $0.key < $1.key }) where !keep.contains(path) {
            visible[path] = nil
            recycle(cell)
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
        for path in wanted {
            let frame = rectForRow(at: path)
            if let cell = visible[path] { cell.frame = frame; continue }
            guard let source = dataSource else { break }
            let cell = source.tableView(self, cellForRowAt: path)
            cell.frame = frame
            cell.isSelected = selected.contains(path)
            delegate?.tableView(self, willDisplay: cell, forRowAt: path)
            visible[path] = cell
            if cell.superview !== self { addSubview(cell) }
        }
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        if let h = delegate?.ifImplemented.tableView(self, heightForHeaderInSection: section), h >= 0 { return h }
        let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        return titled || style != .plain ? sectionHeaderHeight : 0
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        if let h = delegate?.ifImplemented.tableView(self, heightForFooterInSection: section), h >= 0 { return h }
        let titled = dataSource?.tableView(self, titleForFooterInSection: section) != nil
        return titled ? sectionFooterHeight : 0
    }

    private func recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
    }

    // MARK: Reading the table

    /// The number of sections the data source gave at the last load.
    open var numberOfSections: Int { rowCounts.count }
    /// The number of rows of a section at the last load.
    open func numberOfRows(inSection section: Int) -> Int {
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }
    /// The cell shown for a row, or nil when the row is not visible (as in UIKit).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }
    /// The cells shown, top to bottom.
    open var visibleCells: [UITableViewCell] { visible.keys.sorted().map { visible[$0]! } }
    /// The visible rows, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }
    /// The row a visible cell shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }
    /// The row under a point (content coordinates).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (section, frames) in rowFrames.enumerated() {
            for (row, f) in frames.enumerated() where f.contains(point) { return IndexPath(row: row, section: section) }
        }
        return nil
    }
    /// A row's frame (content coordinates); zero outside the table.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard rowFrames.indices.contains(indexPath.section),
            rowFrames[indexPath.section].indices.contains(indexPath.row)
        else { return .zero }
        return rowFrames[indexPath.section][indexPath.row]
    }

    // MARK: Scrolling and selecting

    /// Scrolls so that the row is visible at `scrollPosition` (`.none`: the least scroll); the rows coming into
    /// view are asked for.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let r = rectForRow(at: indexPath)
        guard r != .zero else { return }
        var y: CGFloat
        switch scrollPosition {
        case .top: y = r.minY
        case .middle: y = r.midY - bounds.height / 2
        case .bottom: y = r.maxY - bounds.height
        case .none:
            scrollRectToVisible(r, animated: animated)
            return
        }
        let maxY = max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height)
        y = min(max(y, -contentInset.top), maxY)
        if y != contentOffset.y { setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated) }
    }

    /// The selected row (the first one when several are).
    open var indexPathForSelectedRow: IndexPath? { selected.first }
    /// The selected rows, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects a row as app code does: no delegate message (UIKit sends none for programmatic selection).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { selected.forEach { visible[$0]?.isSelected = false }; selected = []; return }
        if !allowsMultipleSelection { selected.forEach { visible[$0]?.isSelected = false }; selected = [] }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        visible[indexPath]?.isSelected = true
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row (no delegate message).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.isSelected = false
    }

    /// The user taps a row (kbsim's: what a touch on the cell does in UIKit). The delegate is asked
    /// `willSelectRowAt` (nil cancels; another path selects that row), the previous selection is deselected
    /// (`willDeselectRowAt`/`didDeselectRowAt`) when only one row may be selected, then the row is selected and
    /// `didSelectRowAt` sent. Ignored when selection is off or the row is not visible (a `user` event `tapRow`
    /// records it, with why it was ignored).
    public func tapRow(at indexPath: IndexPath) {
        guard visible[indexPath] != nil else {
            recordScreenEvent(.tapRow, value: indexPath.eventSpelling, ignored: "the row is not visible")
            return
        }
        guard allowsSelection else {
            recordScreenEvent(.tapRow, value: indexPath.eventSpelling, ignored: "allowsSelection is false")
            return
        }
        recordScreenEvent(.tapRow, value: indexPath.eventSpelling)
        guard let target = willSelect(indexPath) else { return }
        if allowsMultipleSelection && selected.contains(target) {
            deselectAsUser(target)
            return
        }
        if !allowsMultipleSelection {
            for old in selected where old != target { deselectAsUser(old) }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func willSelect(_ path: IndexPath) -> IndexPath? {
        guard let d = delegate else { return path }
        return d.tableView(self, willSelectRowAt: path)
    }

    private func deselectAsUser(_ path: IndexPath) {
        let target: IndexPath?
        if let d = delegate { target = d.tableView(self, willDeselectRowAt: path) } else { target = path }
        guard let target else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    /// Starts or ends editing mode (stored; no editing controls are shown).
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}

/// A section's header or footer view (kbsim lays out none; made so registration and dequeuing compile).
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    /// The view to put content in.
    public let contentView = UIView()
    /// The title label.
    open var textLabel: UILabel? { label }
    private let label = UILabel()

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        contentView.frame = bounds
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }
    /// How the table makes a view of a registered class: `init(reuseIdentifier:)`, the subclass's override when it
    /// has one. (Swift can make an object from a class value only through a `required` initialiser; this one is
    /// inherited by every subclass that overrides both designated initialisers, as header views do.)
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }
    /// Called before a dequeued view is reused.
    open func prepareForReuse() {}
}
