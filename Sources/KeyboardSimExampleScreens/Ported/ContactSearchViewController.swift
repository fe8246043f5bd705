// Ported for Linux by `kbsim port`
// A contact list with a search bar above it: every keystroke filters the names and reloads the table, and the
// Search key puts the keyboard away. Written for this project as an iOS developer writes the screen (the standard
// search screen); `kbsim port Examples/screens` ports it.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class ContactSearchViewController: UIViewController, UISearchBarDelegate, UITableViewDataSource, UITableViewDelegate {
    static let cellIdentifier = "ContactCell"

    let searchBar = UISearchBar()
    let tableView = UITableView(frame: .zero, style: .plain)

    var contacts = ["Ada Lovelace", "Alan Turing", "Barbara Liskov", "Edsger Dijkstra", "Grace Hopper",
                    "Katherine Johnson", "Ken Thompson", "Margaret Hamilton"]
    private(set) var filtered: [String] = []
    private(set) var selectedContact: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .systemBackground

        searchBar.placeholder = "Search contacts"
        searchBar.autocapitalizationType = .none
        searchBar.delegate = self
        searchBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 56)
        searchBar.accessibilityIdentifier = "search"
        view.addSubview(searchBar)

        tableView.frame = CGRect(x: 0, y: 56, width: view.bounds.width, height: view.bounds.height - 56)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.keyboardDismissMode = .onDrag
        view.addSubview(tableView)

        filtered = contacts
    }

    // MARK: UISearchBarDelegate

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        if query.isEmpty {
            filtered = contacts
        } else {
            filtered = contacts.filter { $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
        tableView.reloadData()
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return filtered.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = filtered[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        selectedContact = filtered[indexPath.row]
        searchBar.resignFirstResponder()
    }
}
