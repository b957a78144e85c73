/// The receipt of a run: every change is written at once, before the next request, so what
/// was created is on disk before anything depends on it.
actor ReceiptBox {
    private(set) var value: UploadReceipt
    let path: String

    init(_ value: UploadReceipt, path: String) {
        self.value = value
        self.path = path
    }

    /// Changes the receipt and writes it.
    func update(_ change: @Sendable (inout UploadReceipt) -> Void) throws {
        var next = value
        change(&next)
        guard next != value else { return }
        try next.write(to: path)
        value = next
    }

    /// Changes one pack's entry (made for `archiveSHA256` if it held another archive) and writes it.
    func update(pack identifier: String, archiveSHA256: String, size: Int64, _ change: @Sendable (inout UploadReceipt.Pack) -> Void) throws
    {
        try update { receipt in
            var entry = receipt.packs[identifier] ?? UploadReceipt.Pack(archiveSHA256: archiveSHA256, archiveSize: size)
            if entry.archiveSHA256 != archiveSHA256 {
                entry = UploadReceipt.Pack(archiveSHA256: archiveSHA256, archiveSize: size, assetID: entry.assetID)
            }
            change(&entry)
            receipt.packs[identifier] = entry
        }
    }
}
