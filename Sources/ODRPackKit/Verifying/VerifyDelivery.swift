/// What verify asks the delivery an index names (see `Delivery` for the whole seam): how
/// one pack's archive is checked, which files the index implies, and what of the index it
/// cross-checks against the disk.
protocol VerifyDelivery: BuildDelivery {
    /// Checks one pack's archive against its index entry.
    func verify(_ pack: BuiltPack, index: BuildIndex, directory: String, progress: @escaping (Int64) -> Void) -> PackCheck
    /// The files the index implies, which build derived from it and verify compares.
    func derivedFiles(_ index: BuildIndex) -> DerivedFiles
    /// What of the index verify cannot take on trust, checked against the disk and against
    /// what the delivery writes (its archive format, its keys, its names).
    func indexProblems(_ index: BuildIndex, directory: String, indexPath: String) -> [Diagnostic]
}

extension VerifyDelivery {
    /// Verify's check of the pack found nothing.
    func proves(_ pack: BuiltPack, index: BuildIndex, directory: String) -> Bool {
        verify(pack, index: index, directory: directory, progress: { _ in }).diagnostics.isEmpty
    }
}
