import Foundation
import KeyboardSimUIKit
/// The language of the keyboard's own labels (return key, space bar).
public enum KeyboardLanguage: String, Sendable, CaseIterable {
    /// English (`en`).
    case english = "en"
    /// Simplified Chinese (`zh-Hans`).
    case simplifiedChinese = "zh-Hans"
    /// Japanese (`ja`).
    case japanese = "ja"

    /// The language a software keyboard draws its labels in: Simplified Chinese on `pinyin` and the keyboards
    /// that share its keymap (`wubi`, `cantonese`), Japanese on `japanese-kana` and `japanese-romaji`, English on
    /// the others.
    public static func of(keyboard name: String) -> KeyboardLanguage {
        switch name {
        case "pinyin", "wubi", "cantonese": .simplifiedChinese
        case "japanese-kana", "japanese-romaji": .japanese
        default: .english
        }
    }

    /// The space bar's label: `space` / `空格` / `空白`.
    public var spaceTitle: String {
        switch self {
        case .english: "space"
        case .simplifiedChinese: "空格"
        case .japanese: "空白"
        }
    }
}

extension UIReturnKeyType {
    /// The title the on-screen return key shows in `language` (docs/uikit-behavior.md §3).
    ///
    /// English uses the modern lowercase titles (`return`, `go`, `search`, `done`…; brand names keep their
    /// capitals). Simplified Chinese picks, where sources differ: `下一步` for `next` (the system's step
    /// wording, not KeyboardKit's `下一个`) and `换行` for `default` (the native Pinyin keyboard's key; `返回`
    /// means "back"). Japanese: `改行` for `default`, the kana keyboard's key. All three tables are **[U]**:
    /// third-party approximations, see docs/keyboards.md.
    ///
    /// ```swift
    /// UIReturnKeyType.search.title(in: .simplifiedChinese)   // "搜索"
    /// ```
    public func title(in language: KeyboardLanguage) -> String {
        switch language {
        case .english:
            switch self {
            case .default: "return"
            case .go: "go"
            case .google: "Google"
            case .join: "join"
            case .next: "next"
            case .route: "route"
            case .search: "search"
            case .send: "send"
            case .yahoo: "Yahoo"
            case .done: "done"
            case .emergencyCall: "emergency call"
            case .continue: "continue"
            }
        case .simplifiedChinese:
            switch self {
            case .default: "换行"
            case .go: "前往"
            case .google: "Google"
            case .join: "加入"
            case .next: "下一步"
            case .route: "路线"
            case .search: "搜索"
            case .send: "发送"
            case .yahoo: "Yahoo"
            case .done: "完成"
            case .emergencyCall: "紧急呼叫"
            case .continue: "继续"
            }
        case .japanese:
            switch self {
            case .default: "改行"
            case .go: "開く"
            case .google: "Google"
            case .join: "接続"
            case .next: "次へ"
            case .route: "経路"
            case .search: "検索"
            case .send: "送信"
            case .yahoo: "Yahoo"
            case .done: "完了"
            case .emergencyCall: "緊急電話"
            case .continue: "続ける"
            }
        }
    }

    /// Whether the key is drawn as an accent (blue) key rather than a grey system key: every type except
    /// `default`, `next` and `continue` (**[U]**, as KeyboardKit draws it).
    public var isAccentedReturnKey: Bool {
        switch self {
        case .default, .next, .continue: false
        default: true
        }
    }
}
