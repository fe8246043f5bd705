// `import KeyboardSim` stands in for `import UIKit`: it re-exports the layers a user's code and tests need, and
// Foundation, which iOS code expects to see through it (NSRange, NSString, NotificationCenter, CGRect).
@_exported import Foundation
@_exported import KeyboardSimTranscript
@_exported import KeyboardSimIME
@_exported import KeyboardSimUIKit
@_exported import KeyboardSimXKB
@_exported import KeyboardSimCore
@_exported import KeyboardSimTesting
@_exported import KeyboardSimFuzz
