/// `odr-pack verify`: a build folder checked against its index (`Verifier`).
public struct VerifyJob: Sendable {
    /// The folder odr-pack build wrote.
    public var directory: String

    /// A verification of `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// Runs the verification; `onWait` is called if a build holds the folder, `progress`
    /// as archives are read.
    public func run(
        onWait: (Int32?) -> Void = { _ in },
        progress: @escaping @Sendable (VerifyProgress) -> Void = { _ in }
    ) -> VerifyOutcome {
        VerifyOutcome(directory: directory, result: Verifier.verify(directory, onWait: onWait, progress: progress))
    }
}

/// What `verify` found.
public struct VerifyOutcome: Outcome {
    /// The folder that was verified, as named by the user.
    public var directory: String
    /// The index, the mismatches and the count of entries checked.
    public var result: Verifier.Result

    /// Every mismatch, sorted.
    public var diagnostics: [Diagnostic] { result.diagnostics }
}
