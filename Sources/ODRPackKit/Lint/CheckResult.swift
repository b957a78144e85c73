import XcodeProject

/// The checks' problems and the Xcode compilers found for the plan.
struct CheckResult {
    var diagnostics: [Diagnostic] = []
    var toolchains: [XcodeTool: XcodeToolchain] = [:]
}
