import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
/// A simulated device: its screen in points and its keyboard heights.
///
/// Heights are approximations gathered in docs/uikit-behavior.md §2 (they vary with iOS version and language);
/// docs/devices.md lists each value with its source or says it is an estimate.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// Phone or pad: the keyboard's layout and behaviour follow it.
    public enum Idiom: String, Sendable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// Keyboard heights in points, including the home-indicator area where the device has one.
    public struct Heights: Sendable, Hashable {
        /// Portrait, with the predictive bar.
        public var portraitWithBar: CGFloat
        /// Portrait, without the predictive bar.
        public var portraitNoBar: CGFloat
        /// Landscape, with the predictive bar.
        public var landscapeWithBar: CGFloat
        /// Landscape, without the predictive bar.
        public var landscapeNoBar: CGFloat
        func value(_ orientation: Orientation, bar: Bool) -> CGFloat {
            switch (orientation, bar) {
            case (.portrait, true): portraitWithBar
            case (.portrait, false): portraitNoBar
            case (.landscape, true): landscapeWithBar
            case (.landscape, false): landscapeNoBar
            }
        }
    }

    /// The name `kbsim devices` lists and `--device` takes.
    public let name: String
    /// Phone or pad.
    public let idiom: Idiom
    /// Screen size in points, portrait.
    public let portraitSize: CGSize
    /// Points to pixels.
    public let scale: CGFloat
    /// The letter keyboards (default, emailAddress, URL, …).
    public let letterKeyboard: Heights
    /// The number pads (numberPad, phonePad, decimalPad, asciiCapableNumberPad): no predictive bar on iPhone;
    /// iPad shows its full keyboard instead, so this equals ``letterKeyboard`` there.
    public let numberPad: Heights

    public var description: String { name }

    /// The screen bounds in an orientation.
    public func screenSize(_ orientation: Orientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// The keyboard height for a keyboard type. The predictive bar shows on letter keyboards (and on iPad's
    /// number keyboards) when `predictiveBar` is true.
    public func keyboardHeight(for type: UIKeyboardType, orientation: Orientation, predictiveBar: Bool) -> CGFloat {
        if type.isNumberPad {
            return idiom == .pad
                ? letterKeyboard.value(orientation, bar: predictiveBar) : numberPad.value(orientation, bar: false)
        }
        return letterKeyboard.value(orientation, bar: predictiveBar)
    }

    /// iPhone SE (3rd generation), 375×667 points.
    public static let iPhoneSE3 = Device(
        name: "iPhone SE (3rd generation)", idiom: .phone, portraitSize: CGSize(width: 375, height: 667), scale: 2,
        letterKeyboard: Heights(portraitWithBar: 258, portraitNoBar: 216, landscapeWithBar: 194, landscapeNoBar: 162),
        numberPad: Heights(portraitWithBar: 216, portraitNoBar: 216, landscapeWithBar: 162, landscapeNoBar: 162))
    /// iPhone 8, 375×667 points (the SE's keyboard heights).
    public static let iPhone8 = Device(
        name: "iPhone 8", idiom: .phone, portraitSize: CGSize(width: 375, height: 667), scale: 2,
        letterKeyboard: iPhoneSE3.letterKeyboard, numberPad: iPhoneSE3.numberPad)
    /// iPhone 15, 393×852 points: the default device.
    public static let iPhone15 = Device(
        name: "iPhone 15", idiom: .phone, portraitSize: CGSize(width: 393, height: 852), scale: 3,
        letterKeyboard: Heights(portraitWithBar: 336, portraitNoBar: 291, landscapeWithBar: 209, landscapeNoBar: 171),
        numberPad: Heights(portraitWithBar: 291, portraitNoBar: 291, landscapeWithBar: 171, landscapeNoBar: 171))
    /// iPhone 15 Pro, 393×852 points (the iPhone 15's keyboard heights).
    public static let iPhone15Pro = Device(
        name: "iPhone 15 Pro", idiom: .phone, portraitSize: CGSize(width: 393, height: 852), scale: 3,
        letterKeyboard: iPhone15.letterKeyboard, numberPad: iPhone15.numberPad)
    /// iPhone 15 Pro Max, 430×932 points.
    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max", idiom: .phone, portraitSize: CGSize(width: 430, height: 932), scale: 3,
        letterKeyboard: Heights(portraitWithBar: 346, portraitNoBar: 301, landscapeWithBar: 209, landscapeNoBar: 171),
        numberPad: Heights(portraitWithBar: 301, portraitNoBar: 301, landscapeWithBar: 171, landscapeNoBar: 171))
    /// iPad (9th generation), 768×1024 points.
    public static let iPad9 = Device(
        name: "iPad (9th generation)", idiom: .pad, portraitSize: CGSize(width: 768, height: 1024), scale: 2,
        letterKeyboard: Heights(portraitWithBar: 264, portraitNoBar: 224, landscapeWithBar: 352, landscapeNoBar: 298),
        numberPad: Heights(portraitWithBar: 264, portraitNoBar: 224, landscapeWithBar: 352, landscapeNoBar: 298))
    /// iPad Air (5th generation), 820×1180 points.
    public static let iPadAir = Device(
        name: "iPad Air (5th generation)", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180), scale: 2,
        letterKeyboard: Heights(portraitWithBar: 337, portraitNoBar: 279, landscapeWithBar: 424, landscapeNoBar: 369),
        numberPad: Heights(portraitWithBar: 337, portraitNoBar: 279, landscapeWithBar: 424, landscapeNoBar: 369))

    /// Every device kbsim knows, in the order `kbsim devices` lists them.
    public static let all: [Device] = [iPhoneSE3, iPhone8, iPhone15, iPhone15Pro, iPhone15ProMax, iPad9, iPadAir]

    /// Looks a device up by name, ignoring case; "iPad Air" and "iPhone SE" also match.
    public static func named(_ name: String) -> Device? {
        let key = name.lowercased()
        return all.first { $0.name.lowercased() == key }
            ?? all.first { $0.name.lowercased().hasPrefix(key + " (") }
    }
}

/// Portrait or landscape.
public enum Orientation: String, Sendable, CaseIterable {
    /// The two orientations.
    case portrait, landscape
}
