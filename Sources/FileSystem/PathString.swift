import SystemPackage

/// Path arithmetic on `/`-separated strings, over swift-system's `FilePath`: the one place
/// paths are joined, reduced and split. Nothing here touches the disk, so `..` is reduced
/// lexically only where a caller asks for it.
public enum PathString {
    /// `base/component`, reduced lexically (`.` removed, `name/..` folded, leading `..` of a
    /// relative path kept); an absolute `component` replaces `base`.
    public static func join(_ base: String, _ component: String) -> String {
        FilePath(base).pushing(FilePath(component)).lexicallyNormalized().string
    }

    /// `base/component` as written, without reducing it (a link followed by `..` must be
    /// resolved by the system, not here); an absolute `component`, or a base of `.`, gives
    /// `component`.
    public static func appending(_ base: String, _ component: String) -> String {
        if base.isEmpty || base == "." || component.hasPrefix("/") { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// `folder/name` as written: `name` is a relative path the engine made, read from a
    /// listing or checked (never empty, never absolute), inside a folder it already holds;
    /// no reduction, no disk access.
    public static func child(_ folder: String, _ name: String) -> String {
        folder + "/" + name
    }

    /// The folder part of `path`: `.` for a bare name, `/` for a top-level absolute path.
    public static func folder(of path: String) -> String {
        let parent = FilePath(path).removingLastComponent()
        return parent.isEmpty ? "." : parent.string
    }

    /// The extension of the last segment, lower-cased, without the dot; empty when there is none.
    public static func pathExtension(_ path: String) -> String {
        FilePath(path).extension?.lowercased() ?? ""
    }

    /// `path` reduced lexically: nil when it is absolute or climbs above its start with
    /// `..`, else its components (none for `.` or `a/..`).
    public static func componentsBelowStart(_ path: String) -> [String]? {
        let reduced = FilePath(path).lexicallyNormalized()
        guard !reduced.isAbsolute else { return nil }
        let components = reduced.components.map(\.string)
        return components.first == ".." ? nil : components
    }
}
