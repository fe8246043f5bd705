import Foundation
// Playground literals: `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)` make a UIColor and
// a UIImage on iOS because UIKit's classes adopt the standard library's literal protocols; KeyboardSim's do too.

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour `#colorLiteral(red:green:blue:alpha:)` writes.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image `#imageLiteral(resourceName:)` names (inert, as every kbsim image: it keeps its name).
    public convenience init(imageLiteralResourceName path: String) {
        self.init(name: path)
    }
}

/// The type `#colorLiteral(…)` makes where nothing else is asked for (`let c = #colorLiteral(…)`), as UIKit declares.
public typealias _ColorLiteralType = UIColor
/// The type `#imageLiteral(resourceName:)` makes where nothing else is asked for, as UIKit declares.
public typealias _ImageLiteralType = UIImage
