import Foundation
/// What a table asks for its content. The first two methods are required, as in UIKit; the others are optional:
/// a default gives UIKit's "not implemented" answer (one section, no titles, rows editable and not movable), and
/// ``ifImplemented`` tells "not implemented" apart for forwarding code (docs/porting.md, "Optional delegate methods").
@preconcurrency @MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int {
        DelegateProbe.consumeArmed(self, "numberOfSections(in:)")
        return 1
    }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        DelegateProbe.consumeArmed(self, "tableView(_:titleForHeaderInSection:)")
        return nil
    }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        DelegateProbe.consumeArmed(self, "tableView(_:titleForFooterInSection:)")
        return nil
    }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        DelegateProbe.consumeArmed(self, "tableView(_:canEditRowAt:)")
        return true
    }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        DelegateProbe.consumeArmed(self, "tableView(_:canMoveRowAt:)")
        return false
    }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        DelegateProbe.consumeArmed(self, "sectionIndexTitles(for:)")
        return nil
    }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        DelegateProbe.consumeArmed(self, "tableView(_:commit:forRowAt:)")
    }
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        DelegateProbe.consumeArmed(self, "tableView(_:moveRowAt:to:)")
    }

    /// The optional methods, each nil when the data source does not implement it (what `dataSource?.method?(…)`
    /// gives on iOS).
    public var ifImplemented: UITableViewDataSourceOptionalMethods { UITableViewDataSourceOptionalMethods(self) }
}

/// The optional methods of a ``UITableViewDataSource``, nil when not implemented.
@preconcurrency @MainActor public struct UITableViewDataSourceOptionalMethods {
    public let dataSource: any UITableViewDataSource
    public init(_ dataSource: any UITableViewDataSource) { self.dataSource = dataSource }
    private func call<R>(_ method: String, _ body: () -> R) -> R? {
        DelegateProbe.ifImplemented(dataSource, method, body)
    }

    public func numberOfSections(in tableView: UITableView) -> Int? {
        call("numberOfSections(in:)") { dataSource.numberOfSections(in: tableView) }
    }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        call("tableView(_:titleForHeaderInSection:)") {
            dataSource.tableView(tableView, titleForHeaderInSection: section)
        } ?? nil
    }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        call("tableView(_:titleForFooterInSection:)") {
            dataSource.tableView(tableView, titleForFooterInSection: section)
        } ?? nil
    }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool? {
        call("tableView(_:canEditRowAt:)") { dataSource.tableView(tableView, canEditRowAt: indexPath) }
    }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool? {
        call("tableView(_:canMoveRowAt:)") { dataSource.tableView(tableView, canMoveRowAt: indexPath) }
    }
}

/// What a table tells and asks its delegate. Every method is optional, as in UIKit: a default gives the answer
/// UIKit uses when the method is missing (the table's ``UITableView/rowHeight``, selection allowed as asked, no
/// header view).
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        DelegateProbe.consumeArmed(self, "tableView(_:heightForRowAt:)")
        return tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        DelegateProbe.consumeArmed(self, "tableView(_:estimatedHeightForRowAt:)")
        return tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        DelegateProbe.consumeArmed(self, "tableView(_:heightForHeaderInSection:)")
        return tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        DelegateProbe.consumeArmed(self, "tableView(_:heightForFooterInSection:)")
        return tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        DelegateProbe.consumeArmed(self, "tableView(_:viewForHeaderInSection:)")
        return nil
    }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        DelegateProbe.consumeArmed(self, "tableView(_:viewForFooterInSection:)")
        return nil
    }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        DelegateProbe.consumeArmed(self, "tableView(_:willDisplay:forRowAt:)")
    }
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        DelegateProbe.consumeArmed(self, "tableView(_:didEndDisplaying:forRowAt:)")
    }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        DelegateProbe.consumeArmed(self, "tableView(_:shouldHighlightRowAt:)")
        return true
    }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        DelegateProbe.consumeArmed(self, "tableView(_:willSelectRowAt:)")
        return indexPath
    }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        DelegateProbe.consumeArmed(self, "tableView(_:didSelectRowAt:)")
    }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        DelegateProbe.consumeArmed(self, "tableView(_:willDeselectRowAt:)")
        return indexPath
    }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        DelegateProbe.consumeArmed(self, "tableView(_:didDeselectRowAt:)")
    }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        DelegateProbe.consumeArmed(self, "tableView(_:accessoryButtonTappedForRowWith:)")
    }
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        DelegateProbe.consumeArmed(self, "tableView(_:editingStyleForRowAt:)")
        return .delete
    }

    /// The optional methods, each nil when the delegate does not implement it.
    public var ifImplemented: UITableViewDelegateOptionalMethods { UITableViewDelegateOptionalMethods(self) }
}

/// The optional methods of a ``UITableViewDelegate`` that answer, nil when not implemented.
@preconcurrency @MainActor public struct UITableViewDelegateOptionalMethods {
    public let delegate: any UITableViewDelegate
    public init(_ delegate: any UITableViewDelegate) { self.delegate = delegate }
    private func call<R>(_ method: String, _ body: () -> R) -> R? {
        DelegateProbe.ifImplemented(delegate, method, body)
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        call("tableView(_:heightForRowAt:)") { delegate.tableView(tableView, heightForRowAt: indexPath) }
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat? {
        call("tableView(_:heightForHeaderInSection:)") {
            delegate.tableView(tableView, heightForHeaderInSection: section)
        }
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat? {
        call("tableView(_:heightForFooterInSection:)") {
            delegate.tableView(tableView, heightForFooterInSection: section)
        }
    }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?? {
        call("tableView(_:willSelectRowAt:)") { delegate.tableView(tableView, willSelectRowAt: indexPath) }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) -> Void? {
        call("tableView(_:didSelectRowAt:)") { delegate.tableView(tableView, didSelectRowAt: indexPath) }
    }
}
