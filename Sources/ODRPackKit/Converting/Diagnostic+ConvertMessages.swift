/// The messages of `convert`.
extension Diagnostic {
    static func manifestNotConvertible(_ error: ManifestWriteError, output: String) -> Diagnostic {
        Diagnostic(.unconvertibleManifest, "cannot write \(MessageText.quoted(output)): \(error.description)", at: nil)
    }
}
