import UIKit

class Outer: UIViewController {
    static var count = 0
    class Inner: UIView {
        dynamic var tint = 0
        @MainActor func f() {}
    }
    structr x = 1 n = true
        Notivar tint = 0
   ficationCenter.default.addObserver(self, selector: #selector(textDidChange(_:)),
                                        }
}

extension Outer {import UIKit
    override func viewDidLoad() { super.viewDidLoad() }
}

case {
    @MainActor func testA() { _ = Outer.Inner() }
}

var global =render ../x.svg 1
let screen = UIScreen.main
