// Foundation is part of the UIKit surface, as UIKit re-exports it on iOS: code that imports only KeyboardSim sees
// NSRange, NSString and NotificationCenter. KeyboardSim's own `NSPredicate` (Compat/NSPredicate.swift) shadows
// Foundation's for such code, because Foundation reaches it only through this module.
@_exported import Foundation
