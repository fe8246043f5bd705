// Stands for the shape of many chat composers and comment boxes: a UITextView limited in textViewDidChange with the
// marked-text guard, return turned into "send", and a search bar whose Search button runs the query.
// For: a 140-character comment box, and a search screen.
// Through kbsim a test should show: pinyin composes past the limit and the commit is truncated; return sends and
// clears; the search bar's delegate sees each keystroke and Search runs the query once.
import UIKit

final class CommentBoxController: NSObject, UITextViewDelegate, UISearchBarDelegate {
    let textView = UITextView()
    let searchBar = UISearchBar()
    private let limit = 140
    private(set) var sent: [String] = []
    private(set) var queries: [String] = []

    override init() {
        super.init()
        textView.delegate = self
        textView.returnKeyType = .send
        searchBar.delegate = self
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        if text == "\n" {
            if !textView.text.isEmpty { sent.append(textView.text) }
            textView.text = ""
            return false
        }
        return true
    }

    func textViewDidChange(_ textView: UITextView) {
        guard textView.markedTextRange == nil else { return }
        if textView.text.count > limit {
            textView.text = String(textView.text.prefix(limit))
        }
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        queries.append(searchBar.text ?? "")
        searchBar.resignFirstResponder()
    }
}
