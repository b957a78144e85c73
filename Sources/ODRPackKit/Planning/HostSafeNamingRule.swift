/// A delivery's naming rule with the names no host can hold left out: a pack is a folder or
/// an archive named after its ID (`<ID>.aar`, `<name>/`, `<name>.androidpack`, `<name>.zip`),
/// so an ID Windows takes for a device (`CON`, `nul`, `Com1`; `HostFileName`) is refused
/// when the manifest gives it (`invalid-pack-id`, with the ID and `pack` as the fix), never
/// derived for a new pack (which gets the rule's hashed form), and not kept from an earlier
/// release. `PackNaming` applies every rule through it.
struct HostSafeNamingRule: DelegatingNamingRule {
    /// The delivery's own rule.
    let own: any PackNamingRule

    func isValid(_ id: String) -> Bool { own.isValid(id) && !HostFileName.isWindowsDeviceName(id) }

    func repaired(_ id: String) -> String? {
        guard let form = own.repaired(id) else { return nil }
        guard HostFileName.isWindowsDeviceName(form) else { return form }
        let suffixed = own.readable([form, "pack"])
        return isValid(suffixed) ? suffixed : nil
    }
}
