/// What every command's job returns: its value (in the conforming type), every diagnostic,
/// and whether the run failed. The command line renders an outcome in the chosen format and
/// exits with `exitStatus`; it never decides success itself.
public protocol Outcome: Sendable {
    /// Every diagnostic of the run, sorted.
    var diagnostics: [Diagnostic] { get }
    /// The signal that stopped the run, if one did.
    var interruption: Int32? { get }
    /// Whether the run failed.
    var failed: Bool { get }
}

extension Outcome {
    /// No signal stops a run that does not watch for one.
    public var interruption: Int32? { nil }

    /// Whether the run failed: an error anywhere, or an interruption.
    public var failed: Bool { interruption != nil || diagnostics.containsErrors }

    /// 0 when the run succeeded, 1 when it failed, 64 when an error says the command line is
    /// wrong, 128 + the signal when one stopped it.
    public var exitStatus: Int32 {
        if let interruption { return 128 + interruption }
        if diagnostics.contains(where: { $0.severity == .error && $0.code.isUsageError }) { return 64 }
        return failed ? 1 : 0
    }
}
