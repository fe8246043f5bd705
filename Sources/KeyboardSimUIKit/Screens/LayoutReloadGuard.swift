// What a table or collection view does when app code reloads it from inside its own layout (a `cellFor…` that
// calls `reloadData()`): the reload waits until the layout ends, and such chained reloads stop after a few, so a
// data source that reloads from every cell does not loop forever. A class, not a struct: app code re-enters it
// while a layout holds it.

/// The layout-in-progress state of a view whose data source app code may reload from inside a layout.
final class LayoutReloadGuard {
    /// How many reloads may follow one another because app code asked for them during a layout.
    static let maxChainedReloads = 4

    private var layingOut = false
    private var reloadRequested = false
    private var chainedReloads = 0

    /// Called at the start of `reloadData()`: true when a layout is running, and the reload is then deferred to its
    /// end.
    func deferReload() -> Bool {
        if layingOut { reloadRequested = true }
        return layingOut
    }

    /// Runs `layout` unless one is already running; then runs the reload app code asked for during it, up to
    /// ``maxChainedReloads`` in a row.
    func layOut(_ layout: () -> Void, reload: () -> Void) {
        guard !layingOut else { return }
        layingOut = true
        layout()
        layingOut = false
        guard reloadRequested else { return }
        reloadRequested = false
        guard chainedReloads < Self.maxChainedReloads else { return }
        chainedReloads += 1
        reload()
        chainedReloads -= 1
    }
}
