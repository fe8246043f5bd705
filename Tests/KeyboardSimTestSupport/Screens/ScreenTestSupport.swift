import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting

/// Paths the screens' tests share (the tests themselves are in KeyboardSimCoreTests and KeyboardSimPortTests, each
/// under its own `Screens` namespace, so their names carry their own module).
enum ScreensTestSupport {
    /// The package's root folder.
    static var packageRoot: URL { Repository.root }
}

extension KeyboardSession {
    /// A session with a notification centre of its own (tests run in parallel).
    static func isolated(device: Device = .iPhone15, orientation: Orientation = .portrait, profile: IOSProfile = .ios18)
        -> KeyboardSession
    {
        KeyboardSession(
            HarnessConfiguration(device: device, orientation: orientation, profile: profile),
            notificationCenter: NotificationCenter())
    }

    /// The keyboard notifications' end frames, in order.
    var keyboardEndFrames: [CGRect] {
        events.compactMap { if case .notification(let n) = $0.payload { n.keyboard?.frameEnd } else { nil } }
    }

    /// The `user` events with this action, as (field, value, ignored).
    func userEvents(_ action: String) -> [UserAction] {
        events.compactMap { if case .user(let u) = $0.payload, u.action.rawValue == action { u } else { nil } }
    }
}

/// A data source and delegate that logs what the table asks and tells, as `numberOfRows 0`, `cell 0.3` ….
@MainActor final class LoggingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var log: [String] = []
    var refuse: IndexPath?
    var heights: [IndexPath: CGFloat] = [:]
    let fields: Bool

    init(rows: [Int], fields: Bool = false) {
        self.rows = rows
        self.fields = fields
    }

    func numberOfSections(in tableView: UITableView) -> Int { log.append("numberOfSections"); return rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        log.append("numberOfRows \(section)")
        return rows[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cell \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "row \(indexPath.row)"
        if fields {
            let field =
                cell.contentView.subviews.compactMap { $0 as? UITextField }.first
                ?? {
                    let f = UITextField(frame: CGRect(x: 16, y: 5, width: 300, height: 34))
                    cell.contentView.addSubview(f)
                    return f
                }()
            field.accessibilityIdentifier = "row\(indexPath.row)"
        }
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.section).\(indexPath.row)")
        return indexPath == refuse ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.section).\(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
}

/// A cell class that counts how it was made and reused.
@MainActor final class CountingCell: UITableViewCell {
    static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}
