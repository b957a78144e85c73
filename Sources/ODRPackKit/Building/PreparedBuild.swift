import XcodeProject

/// What a delivery's `prepare` is given.
struct BuildPreparation {
    let manifest: Manifest
    let plan: PackPlan
    let lint: LintResult
    let options: BuildOptions
    /// Each delivery's own settings, as given.
    let settings: DeliverySettingsSet
    /// `--unity-code` or `--no-unity-code`; nil when neither was given.
    var unityCode: Bool? = nil
}

/// What a delivery settled before the output folder is opened.
struct PreparedBuild {
    /// The options as they apply (a delivery may fix one: embedded packs are folders).
    var options: BuildOptions
    /// The packs folder, relative to the output folder.
    var packsFolder: String
    /// Notes on what was settled.
    var diagnostics: [Diagnostic] = []
    /// The Xcode compilers to run before packing.
    var toolchains: [XcodeTool: XcodeToolchain] = [:]
    /// The writer of the packs of a plan (the compiled plan, when compilers ran).
    var producer: @Sendable (PackPlan) -> any PackProducer
}

/// Why a delivery cannot build.
struct DeliveryFailure: Error {
    var diagnostics: [Diagnostic]
}

/// What a name in the packs folder is to a delivery.
struct PacksFileRole: Equatable {
    /// Whether it is an archive (or pack folder), which build reports when it removes one.
    var isArchive: Bool
    /// For a common name (`<ID>.json`, `<ID>.aar`), the pack it belongs to: build removes it
    /// only when the last build in the folder made that pack. Nil: a name only odr-pack gives.
    var pack: String? = nil
}
