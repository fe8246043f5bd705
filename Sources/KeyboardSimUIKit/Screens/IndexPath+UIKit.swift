import Foundation
// UIKit's additions to Foundation's IndexPath: a table view's rows and a collection view's items are two-index
// paths, section first.

extension IndexPath {
    /// A path to a row of a table view's section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A path to an item of a collection view's section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The item: the second index (a collection view's name for the row).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
