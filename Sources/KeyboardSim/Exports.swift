// `import KeyboardSim` stands in for `import UIKit`: iOS code also expects Foundation
// (NSRange, NSString, NotificationCenter, CGRect) to be visible through it.
@_exported import Foundation
