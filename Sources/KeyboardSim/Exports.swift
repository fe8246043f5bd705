// `import KeyboardSim` stands in for `import UIKit`: it re-exports the layers a user's code and tests need, and
// Foundation, which iOS code expects to see through it (NSRange, NSString, NotificationCenter, CGRect). Foundation
// comes through KeyboardSimUIKit's re-export, as it comes through UIKit's on iOS, not from here: re-exported from
// here too, its NSPredicate would be as near as KeyboardSim's and `extension NSPredicate` would be ambiguous.
@_exported import KeyboardSimTranscript
@_exported import KeyboardSimIME
@_exported import KeyboardSimUIKit
@_exported import KeyboardSimXKB
@_exported import KeyboardSimCore
@_exported import KeyboardSimSamples
@_exported import KeyboardSimRender
@_exported import KeyboardSimTrace
@_exported import KeyboardSimSession
@_exported import KeyboardSimTesting
@_exported import KeyboardSimFuzz
