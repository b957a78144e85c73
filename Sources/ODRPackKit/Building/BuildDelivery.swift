/// What build asks the delivery in force (see `Delivery` for the whole seam): the tools it
/// runs, what it settles before the output folder is opened, and which names there are its own.
protocol BuildDelivery: LintDelivery {
    /// What a build checks before it reads anything but the manifest: the tools it will run
    /// (none by default). An error here ends the build before the scan.
    func preflight(_ settings: DeliverySettingsSet) -> [Diagnostic]
    /// What a build settles before it opens the output folder: the packs folder, the options as
    /// they apply, and the writer of its packs; or why it cannot build.
    func prepare(_ build: BuildPreparation) -> Result<PreparedBuild, DeliveryFailure>
    /// The files it derives from the index at the top of the output folder, by name, whatever
    /// the build (a build removes those of other deliveries).
    var topLevelNames: [String] { get }
    /// What `name` in the packs folder is to it: one of its archives, a file it derives for
    /// the pack `id`, or nothing of its own.
    func role(ofPacksFile name: String) -> PacksFileRole?
    /// The lines `build` adds to its summary for an index it wrote (none by default).
    func builtLines(_ index: BuildIndex) -> [String]
    /// Whether the archive (or folder) of `pack` in the output folder `directory` is exactly
    /// what `pack` says, every byte read: how a build keeps an archive whose stamp changed
    /// (a restored or copied output folder). `index` gives the build's settings. Verify's
    /// check answers it (`VerifyDelivery`).
    func proves(_ pack: BuiltPack, index: BuildIndex, directory: String) -> Bool
}

extension BuildDelivery {
    /// No tool to look for.
    func preflight(_ settings: DeliverySettingsSet) -> [Diagnostic] { [] }
    func builtLines(_ index: BuildIndex) -> [String] { [] }
}
