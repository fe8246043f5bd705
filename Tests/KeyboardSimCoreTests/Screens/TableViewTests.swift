@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting

extension Screens {
    /// UITableView, its cells, data source and delegate, and UITableViewController.
    @MainActor @Suite struct TableViewTests {
        /// A table 200 points tall (rows of 44: rows 0–4 meet the bounds) in a container on the session's window.
        func table(
            _ source: LoggingTableSource, in session: KeyboardSession, height: CGFloat = 200,
            cell: AnyClass = UITableViewCell.self
        ) -> UITableView {
            let table = UITableView(frame: CGRect(x: 0, y: 100, width: 393, height: height), style: .plain)
            table.accessibilityIdentifier = "table"
            table.register(cell, forCellReuseIdentifier: "cell")
            table.dataSource = source
            table.delegate = source
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            container.addSubview(table)
            session.show(container)
            session.retain(source)
            return table
        }

        @Test(
            "reloadData asks the data source for the number of sections, the rows of each, then a cell for each visible row, top to bottom"
        )
        func reloadAsksForVisibleRows() {
            let session = KeyboardSession.isolated()
            let source = LoggingTableSource(rows: [10])
            let t = table(source, in: session)
            #expect(
                source.log == [
                    "numberOfSections", "numberOfRows 0", "cell 0.0", "cell 0.1", "cell 0.2", "cell 0.3", "cell 0.4"
                ])
            source.log = []
            source.rows = [2]
            t.reloadData()
            #expect(source.log == ["numberOfSections", "numberOfRows 0", "cell 0.0", "cell 0.1"])
            #expect(t.numberOfSections == 1 && t.numberOfRows(inSection: 0) == 2)
            #expect(session.userEvents("reloadData").map(\.value) == ["0.0 0.1 0.2 0.3 0.4", "0.0 0.1"])
            #expect(session.userEvents("reloadData").allSatisfy { $0.field == "table" })
        }

        @Test("A table asks its data source nothing until it is in a window; entering one loads it")
        func loadsOnEnteringWindow() {
            let session = KeyboardSession.isolated()
            let source = LoggingTableSource(rows: [3])
            let t = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
            t.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            t.dataSource = source
            t.reloadData()
            #expect(source.log.isEmpty)
            session.show(t)
            #expect(source.log == ["numberOfSections", "numberOfRows 0", "cell 0.0", "cell 0.1", "cell 0.2"])
        }

        @Test(
            "cellForRow(at:) is nil for a row that is not visible; scrolling to it asks the data source for it and queues the rows that left"
        )
        func cellForRowOnlyVisible() {
            let session = KeyboardSession.isolated()
            let source = LoggingTableSource(rows: [10])
            let t = table(source, in: session)
            #expect(t.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)
            #expect(t.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "row 0")
            source.log = []
            t.scrollToRow(at: IndexPath(row: 9, section: 0), at: .bottom, animated: false)
            #expect(t.cellForRow(at: IndexPath(row: 9, section: 0))?.textLabel?.text == "row 9")
            #expect(t.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
            #expect(source.log == ["cell 0.5", "cell 0.6", "cell 0.7", "cell 0.8", "cell 0.9"])
            #expect(t.indexPathsForVisibleRows == (5...9).map { IndexPath(row: $0, section: 0) })
        }

        @Test(
            "dequeueReusableCell(withIdentifier:for:) makes the registered class with init(style:reuseIdentifier:), then reuses queued cells after prepareForReuse"
        )
        func dequeueMakesThenReuses() {
            let session = KeyboardSession.isolated()
            let source = LoggingTableSource(rows: [3])
            CountingCell.made = 0
            let t = table(source, in: session, cell: CountingCell.self)
            #expect(CountingCell.made == 3)
            #expect(t.visibleCells.allSatisfy { $0 is CountingCell && $0.reuseIdentifier == "cell" })
            t.reloadData()
            #expect(CountingCell.made == 3)
            #expect(t.visibleCells.map { ($0 as! CountingCell).reuses } == [1, 1, 1])
            #expect(t.dequeueReusableCell(withIdentifier: "unregistered") == nil)
        }

        @Test("Cells are the table's subviews, their content view's fields are tapped and typed into as any field")
        func fieldsInCellsAreTypeable() throws {
            let session = KeyboardSession.isolated()
            let source = LoggingTableSource(rows: [3], fields: true)
            let t = table(source, in: session)
            #expect(t.visibleCells.allSatisfy { $0.superview === t && $0.contentView.superview === $0 })
            #expect(session.fieldNames.sorted() == ["row0", "row1", "row2"])
            try session.tap("row1")
            try session.type("Ada")
            session.expect("row1", text: "Ada")
            let field = try session.field("row1")
            #expect(t.indexPath(for: field.superview!.superview as! UITableViewCell) == IndexPath(row: 1, section: 0))
        }

        @Test(
            "A user's tap on a row asks willSelectRowAt, deselects the previous row, then sends didSelectRowAt; selectRow from code sends nothing"
        )
        func tapSelectsThroughDelegate() {
            let session = KeyboardSession.isolated()
            let source = LoggingTableSource(rows: [5])
            let t = table(source, in: session)
            source.log = []
            t.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            #expect(source.log.isEmpty)
            #expect(t.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
            t.tapRow(at: IndexPath(row: 2, section: 0))
            #expect(source.log == ["willSelect 0.2", "willDeselect 0.0", "didDeselect 0.0", "didSelect 0.2"])
            #expect(t.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            #expect(t.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
            source.log = []
            source.refuse = IndexPath(row: 3, section: 0)
            t.tapRow(at: IndexPath(row: 3, section: 0))
            #expect(source.log == ["willSelect 0.3"])
            #expect(t.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            t.allowsSelection = false
            t.tapRow(at: IndexPath(row: 1, section: 0))
            #expect(session.userEvents("tapRow").map(\.ignored) == [nil, nil, "allowsSelection is false"])
        }

        @Test(
            "The delegate's heightForRowAt decides how many rows are visible; rows it leaves alone are rowHeight tall")
        func delegateHeights() {
            let session = KeyboardSession.isolated()
            let source = LoggingTableSource(rows: [10])
            source.heights = [IndexPath(row: 0, section: 0): 160]
            let t = table(source, in: session)
            #expect(t.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
            #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 160, width: 393, height: 44))
        }

        @Test(
            "A data source without the optional methods answers UIKit's defaults: one section, no titles; ifImplemented gives nil"
        )
        func optionalDataSourceMethods() {
            final class Minimal: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                }
            }
            let m = Minimal()
            let t = UITableView()
            #expect(m.numberOfSections(in: t) == 1)
            #expect(m.ifImplemented.numberOfSections(in: t) == nil)
            #expect(m.ifImplemented.tableView(t, titleForHeaderInSection: 0) == nil)
            let source = LoggingTableSource(rows: [1, 2])
            #expect(source.ifImplemented.numberOfSections(in: t) == 2)
            #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
            #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
        }

        @Test(
            "A UITableViewController's view is its table, whose data source and delegate it is; a subclass's overrides answer"
        )
        func tableViewController() throws {
            final class Numbers: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
                {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "\(indexPath.row + 1)"
                    return cell
                }
                var picked: [Int] = []
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    picked.append(indexPath.row)
                }
            }
            let session = KeyboardSession.isolated()
            let c = Numbers(style: .grouped)
            session.show(c)
            #expect(c.view === c.tableView)
            #expect(c.tableView.dataSource === c && c.tableView.delegate === c)
            #expect(c.tableView.style == .grouped)
            #expect(c.tableView.visibleCells.map { $0.textLabel?.text } == ["1", "2", "3"])
            c.tableView.tapRow(at: IndexPath(row: 1, section: 0))
            #expect(c.picked == [1])
        }
    }
}

extension Screens.TableViewTests {
    @MainActor final class ReloadingSource: NSObject, UITableViewDataSource {
        var rows = 30
        var cells = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cells += 1
            if indexPath.row == 1 { rows = 2; tableView.reloadData() }  // app code reloading mid-layout
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test(
        "App code reloading the table from inside cellForRowAt gets a reload once the current layout ends, never a crash or a loop"
    )
    func reloadInsideCellForRow() {
        let session = KeyboardSession.isolated()
        let source = ReloadingSource()
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        t.dataSource = source
        session.show(t)
        #expect(t.numberOfRows(inSection: 0) == 2)
        #expect(t.visibleCells.count == 2)
        #expect(source.cells < 40)
    }
}
