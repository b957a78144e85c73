import TestSupport
import Testing

@testable import ODRPackKit

/// One limit checked alone: a project whose measured size is exactly `size`.
private func lint(_ kind: LimitKind, limit: Int64, size: Int64) throws -> LintResult {
    let project = try TemporaryFolder()
    switch kind {
    case .appBundle:
        try project.sparse("assets/big.bin", size: size)
        try project.manifest(#"<resource path="assets/big.bin"/>"#)
    case .packCount:
        for index in 0..<size { try project.write("assets/\(index).txt", text: "\(index)") }
        try project.manifest((0..<size).map { #"<resource path="assets/\#($0).txt" tags="t\#($0)"/>"# }.joined(separator: "\n"))
    case .initialAndPrefetch:
        try project.sparse("assets/big.bin", size: size)
        try project.manifest(#"<tag name="A" category="initial-install"/><resource path="assets/big.bin" tags="A"/>"#)
    default:
        try project.sparse("assets/big.bin", size: size)
        try project.manifest(#"<resource path="assets/big.bin" tags="A"/>"#)
    }
    let loaded = ManifestLoader.load(project.path("odr.xml"))
    var result = Linter.lint(loaded, file: "odr.xml", options: LintOptions())
    result.diagnostics = LimitChecker(manifest: loaded.manifest!, profile: .only(kind, limit)).check(result.plan!)
    return result
}

private let expectedCode: [LimitKind: DiagnosticCode] = [
    .pack: .packOverLimit, .initialAndPrefetch: .initialAndPrefetchOverLimit, .total: .totalOverLimit,
    .packCount: .packCountOverLimit, .inUse: .tagOverInUseLimit, .tagRecommended: .tagOverRecommended,
    .appBundle: .appBundleOverLimit,
]

@Suite(.budget(seconds: 5)) struct LimitCheckerTests {
    /// Every limit of the default profile, at its value (accepted) and one past it (reported).
    @Test(arguments: LimitKind.allCases)
    func eachLimitHoldsAtItsValueAndIsReportedOnePastIt(kind: LimitKind) throws {
        let limit = LimitProfile.ios[kind]!
        let atLimit = try lint(kind, limit: limit, size: kind == .packCount ? limit : limit)
        #expect(atLimit.diagnostics.isEmpty, "\(atLimit.diagnostics)")
        let over = try lint(kind, limit: limit, size: limit + 1)
        let code = try #require(expectedCode[kind])
        #expect(over.codes == [code])
        #expect(over.diagnostics.first?.severity == code.defaultSeverity)
        #expect(over.diagnostics.first?.limit == limit)
        #expect((kind.isCount ? over.diagnostics.first?.count.map(Int64.init) : over.diagnostics.first?.bytes) == limit + 1)
    }

    @Test func packOverLimitIsReportedAtItsManifestLineWithSizeAndExcess() throws {
        let project = try TemporaryFolder()
        try project.sparse("Levels/03/world.bin", size: 612_400_000)
        try project.manifest(
            """
            <tag name="Level 03"/>
            <resource path="Levels/03" tags="Level 03"/>
            """)
        let result = project.lint()
        let diagnostic = try #require(result.diagnostics(.packOverLimit).first)
        #expect(diagnostic.location?.line == 4)
        #expect(diagnostic.location?.column == 1)
        #expect(
            diagnostic.message
                == "asset pack 'Level 03' is 612.4 MB, 100.4 MB over the 512 MB pack limit; move some of its resources to other tags")
        #expect(diagnostic.pack == PackIdentity(bundleIdentifier: "com.company.App", tags: ["Level 03"]).identifier)
    }

    @Test func tagWhosePacksFitButWhoseDownloadDoesNotGetsThePerTagWarning() throws {
        let project = try TemporaryFolder()
        try project.sparse("a.bin", size: 300_000_000)
        try project.sparse("b.bin", size: 300_000_000)
        try project.manifest(
            """
            <resource path="a.bin" tags="A"/>
            <resource path="b.bin" tags="A, B"/>
            """)
        let result = project.lint()
        #expect(result.diagnostics(.tagOverPackLimit).map(\.tags) == [["A"]])
        #expect(result.diagnostics(.packOverLimit).isEmpty)
        #expect(result.diagnostics(.tagOverRecommended).map(\.tags) == [["A"], ["B"]])
        #expect(!result.failed)
    }

    @Test func developmentModeTurnsOversizedPacksIntoWarnings() throws {
        let project = try TemporaryFolder()
        try project.sparse("big.bin", size: 600_000_000)
        try project.manifest(#"<resource path="big.bin" tags="A"/>"#)
        #expect(project.lint().failed)
        let development = project.lint(options: LintOptions(development: true))
        #expect(development.diagnostics(.packOverLimit).first?.severity == .warning)
        #expect(!development.failed)
    }

    @Test func warningsAsErrorsFailsARunWithOnlyWarnings() throws {
        let project = try TemporaryFolder()
        try project.write("a.txt", text: "a")
        try project.manifest(#"<tag name="Unused"/><tag name="A"/><resource path="a.txt" tags="A"/>"#)
        #expect(project.lint().codes == [.unusedTag])
        #expect(!project.lint().failed)
        #expect(project.lint(options: LintOptions(warningsAsErrors: true)).failed)
    }

    @Test func commandLineLimitsOverrideManifestLimitsWhichOverrideTheProfile() throws {
        let project = try TemporaryFolder()
        try project.write("a.txt", text: String(repeating: "x", count: 2_000))
        try project.manifest(#"<limits pack="1KB"/><resource path="a.txt" tags="A"/>"#, attributes: #"profile="tvos""#)
        let fromManifest = project.lint()
        #expect(fromManifest.profile.name == .tvos)
        #expect(fromManifest.profile[.pack] == 1_000)
        #expect(fromManifest.codes.contains(.packOverLimit))
        let overridden = project.lint(options: LintOptions(profileName: .ios18, limitOverrides: [.pack: .limited(5_000)]))
        #expect(overridden.profile[.appBundle] == 4_000_000_000)
        #expect(!overridden.codes.contains(.packOverLimit))
    }

    @Test func unusedTagNamesItsCategory() throws {
        let project = try TemporaryFolder()
        try project.write("a.txt", text: "a")
        try project.manifest(#"<tag name="Intro" category="prefetch"/><resource path="a.txt" tags="A"/>"#)
        let diagnostic = try #require(project.lint().diagnostics.first)
        #expect(diagnostic.code == .unusedTag)
        #expect(diagnostic.message == "tag 'Intro' is listed as prefetch but no resource carries it; tag a resource or remove it")
        #expect(diagnostic.location?.line == 3)
    }
}
