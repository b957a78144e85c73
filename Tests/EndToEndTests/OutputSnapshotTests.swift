import Foundation
import TestSupport
import Testing

/// Every command's whole output, as a user sees it, for the two example projects in every
/// delivery and format: checked in under `Tests/Snapshots/`, compared byte for byte, and
/// re-recorded by `make snapshots` (`ODR_PACK_RECORD_SNAPSHOTS=1`), so a change of output
/// shows as a diff in review. What varies from run to run is replaced before comparing (see
/// `SnapshotText.normalized`): the scratch folder, the checkout, timings and progress lines.
/// What `build` writes is snapshotted too (`BuildTreeText`): every file, property lists as XML,
/// archives listed, protocol buffers decoded.
/// The fragment checks of the other suites stay: they test meaning, these test everything.
@Suite(.serialized, .budget(seconds: 15)) struct OutputSnapshotTests {
    /// One example project and how it is read.
    struct Project: Sendable, CustomTestStringConvertible {
        var name: String
        var manifest: String
        var options: [String]
        /// A path `why` is asked about.
        var whyPath: String
        /// A second version of the manifest, for `diff`.
        var nextVersion: String?

        var testDescription: String { name }
    }

    static let projects = [
        Project(
            name: "GreatGame", manifest: "Examples/GreatGame/GreatGame.xml", options: [],
            whyPath: "Shared/enemy-slime.png", nextVersion: "Examples/GreatGame/GreatGame-2.xml"),
        Project(
            name: "XcodeGame", manifest: "Examples/XcodeGame/XcodeGame.xcodeproj", options: ["--allow-uncompiled"],
            whyPath: "XcodeGame/Levels/Level1/map.json", nextVersion: nil),
    ]

    static let deliveries = ["on-demand-resources", "background-assets", "play-asset-delivery"]

    /// The formats of commands that take `--format`, and the file suffix of each.
    static let formats = ["text", "json", "markdown", "github"]

    /// GreatGame in each delivery, in the fast set: every delivery's lint, build, verify, diff,
    /// why and report, compared whole.
    @Test(arguments: deliveries)
    func everyCommandOfGreatGamePrintsWhatItsSnapshotHolds(delivery: String) throws {
        try everyCommandPrintsWhatItsSnapshotHolds(Self.projects[0], delivery: delivery)
    }

    @Test(.slow("XcodeGame's commands in every delivery and format; GreatGame's are in the fast set"), arguments: deliveries)
    func everyCommandOfXcodeGamePrintsWhatItsSnapshotHolds(delivery: String) throws {
        try everyCommandPrintsWhatItsSnapshotHolds(Self.projects[1], delivery: delivery)
    }

    func everyCommandPrintsWhatItsSnapshotHolds(_ project: Project, delivery: String) throws {
        let scratch = try TemporaryFolder()
        var recorder = SnapshotRecorder(folder: "\(project.name)/\(delivery)", scratch: scratch.url.path)
        let environment = SnapshotText.environment(log: scratch.url.appendingPathComponent("ba-package.log").path)
        let choice = ["--delivery", delivery] + project.options
        for format in Self.formats {
            try recorder.run("lint.\(format)", ["lint", project.manifest, "--format", format] + choice, environment: environment)
            let output = "\(scratch.url.path)/build-\(format)"
            try recorder.run(
                "build.\(format)", ["build", project.manifest, "-o", output, "--format", format] + choice,
                environment: environment)
            try recorder.run(
                "build-again.\(format)", ["build", project.manifest, "-o", output, "--format", format] + choice,
                environment: environment)
            try recorder.run("verify.\(format)", ["verify", output, "--format", format], environment: environment)
        }
        // What build wrote, file by file (its plists as XML, its archives listed).
        try recorder.compareText("build-output", BuildTreeText.describe("\(scratch.url.path)/build-text"))
        if delivery == "play-asset-delivery" {
            // The layout whose modules carry protocol-buffer manifests.
            let modules = "\(scratch.url.path)/bundletool"
            try recorder.run(
                "build-bundletool.text", ["build", project.manifest, "-o", modules, "--layout", "bundletool"] + choice,
                environment: environment)
            if ExternalTool.available("protoc") {
                try recorder.compareText("build-bundletool-output", BuildTreeText.describe(modules))
            } else {
                recorder.skip("build-bundletool-output")  // Its manifests are shown decoded by protoc.
            }
        }
        // The job summary's form of the comment: every table.
        try recorder.run(
            "lint-full.markdown", ["lint", project.manifest, "--format", "markdown", "--markdown-detail", "full"] + choice,
            environment: environment)
        for format in ["text", "json"] {
            // why compiles nothing, so it takes no --allow-uncompiled.
            try recorder.run(
                "why.\(format)", ["why", project.manifest, project.whyPath, "--format", format, "--delivery", delivery],
                environment: environment)
        }
        if let next = project.nextVersion {
            let old = "\(scratch.url.path)/build-text"
            let new = "\(scratch.url.path)/next"
            try recorder.run("build-next.text", ["build", next, "-o", new] + choice, environment: environment)
            for format in Self.formats {
                try recorder.run("diff.\(format)", ["diff", old, new, "--format", format], environment: environment)
            }
            try recorder.run(
                "diff-full.markdown", ["diff", old, new, "--format", "markdown", "--markdown-detail", "full"], environment: environment)
            let page = "\(scratch.url.path)/report.html"
            try recorder.run(
                "report.text", ["report", next, "-o", page, "--baseline", old, "--build", new] + choice,
                environment: environment)
            try recorder.compareFile("report.html", at: page)
        }
        if delivery != "on-demand-resources" {
            try recorder.run("lint-max-packs.text", ["lint", project.manifest, "--max-packs", "3"] + choice, environment: environment)
        }
        if delivery != "on-demand-resources" && project.manifest.hasSuffix(".xcodeproj") {
            // Its catalog items, atlas and model as files: no --allow-uncompiled needed.
            try recorder.run(
                "build-catalog-items.text",
                [
                    "build", project.manifest, "-o", "\(scratch.url.path)/catalog-items",
                    "--delivery", delivery, "--catalog-items", "files",
                ], environment: environment)
        }
        if delivery == "background-assets" {
            // migrate reads Background Assets packs whatever the delivery; XcodeGame has sources, GreatGame none.
            for format in Self.formats {
                try recorder.run("migrate.\(format)", ["migrate", project.manifest, "--format", format], environment: environment)
            }
            // A pack per language (en.lproj and fr.lproj), by a packager that takes the key.
            var packager2 = environment
            packager2["BA_PACKAGE_VERSION"] = "2.0"
            let localized = choice + ["--localized-packs"]
            for format in ["text", "markdown", "json"] {
                try recorder.run(
                    "lint-localized.\(format)", ["lint", project.manifest, "--format", format] + localized, environment: packager2)
            }
            let output = "\(scratch.url.path)/localized"
            try recorder.run("build-localized.text", ["build", project.manifest, "-o", output] + localized, environment: packager2)
            try recorder.compareText("build-localized-output", BuildTreeText.describe(output))
            if let next = project.nextVersion {
                try recorder.run("build-localized-next.text", ["build", next, "-o", "\(output)-next"] + localized, environment: packager2)
                try recorder.run("diff-localized.text", ["diff", output, "\(output)-next"], environment: packager2)
            }
        }
        recorder.finish()
    }
}

/// Runs commands and compares (or records) their normalized output with the snapshot files.
struct SnapshotRecorder {
    /// `Tests/Snapshots/`.
    static let root = CommandRunner.packageDirectory.appendingPathComponent("Tests/Snapshots")
    /// Set by `make snapshots`: write the snapshots instead of comparing.
    static let recording = ProcessInfo.processInfo.environment["ODR_PACK_RECORD_SNAPSHOTS"] == "1"

    let folder: String
    let scratch: String
    private var seen: Set<String> = []

    init(folder: String, scratch: String) {
        self.folder = folder
        self.scratch = scratch
    }

    /// Runs `odr-pack arguments` and compares its exit status and both streams with the snapshot `name`.
    mutating func run(_ name: String, _ arguments: [String], environment: [String: String]) throws {
        let result = try CommandRunner.run(arguments, environment: environment)
        let text =
            "$ odr-pack \(arguments.joined(separator: " "))\nexit status: \(result.status)\n"
            + "--- standard output\n\(result.standardOutput)--- standard error\n\(result.standardError)"
        try compare(name, SnapshotText.normalized(text, scratch: scratch))
    }

    /// Leaves the snapshot `name` as it is (it needs a tool this machine lacks).
    mutating func skip(_ name: String) { seen.insert(name + ".txt") }

    /// Compares `text` with the snapshot `name`.
    mutating func compareText(_ name: String, _ text: String) throws {
        try compare(name, SnapshotText.normalized(text, scratch: scratch))
    }

    /// Compares the file at `path` with the snapshot `name`.
    mutating func compareFile(_ name: String, at path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try compare(name, SnapshotText.normalized(text, scratch: scratch))
    }

    private mutating func compare(_ name: String, _ text: String) throws {
        seen.insert(name + ".txt")
        let file = Self.root.appendingPathComponent(folder).appendingPathComponent(name + ".txt")
        if Self.recording {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot \(folder)/\(name).txt: run `make snapshots` and review the new file")
            return
        }
        if expected != text {
            Issue.record(
                "\(folder)/\(name).txt differs from the output; if the change is meant, run `make snapshots` and review the diff\n\(SnapshotText.firstDifference(expected, text))"
            )
        }
    }

    /// Removes snapshot files no run wrote (when recording), or reports them.
    func finish() {
        let directory = Self.root.appendingPathComponent(folder)
        let present = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for stale in present.filter({ !seen.contains($0) }).sorted() {
            if Self.recording {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(stale))
            } else {
                Issue.record("\(folder)/\(stale) is no longer produced: run `make snapshots`")
            }
        }
    }
}

/// What varies between runs, taken out of the output before it is compared.
enum SnapshotText {
    /// The environment of every snapshot run: the stand-in packager, a fixed epoch, no colour.
    static func environment(log: String) -> [String: String] {
        [
            "ODR_PACK_BA_PACKAGE": CommandRunner.packageDirectory.appendingPathComponent("Examples/Tools/ba-package").path,
            "BA_PACKAGE_LOG": log, "SOURCE_DATE_EPOCH": "1700000000",
        ]
    }

    /// `text` with the scratch folder as `$TMP`, the checkout as `$ROOT`, durations and rates
    /// as `<time>` and `<rate>`, and progress lines (their count depends on timing, and a busy
    /// machine may show a stage of a quick lint) removed.
    static func normalized(_ text: String, scratch: String) -> String {
        var result = text.replacingOccurrences(of: scratch, with: "$TMP")
        let resolved = (scratch as NSString).resolvingSymlinksInPath
        if resolved != scratch { result = result.replacingOccurrences(of: resolved, with: "$TMP") }
        result = result.replacingOccurrences(of: CommandRunner.packageDirectory.path, with: "$ROOT")
        let lines = result.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            guard line.hasPrefix("odr-pack: ") else { return true }
            let building = (line.hasPrefix("odr-pack: packed ") || line.hasPrefix("odr-pack: verified ")) && line.hasSuffix("/s")
            // A stage of lint, report, why or migrate, shown when a run takes over a second.
            let stage = line.range(of: #" \([0-9]+\.[0-9] s\)$"#, options: .regularExpression) != nil
            return !building && !stage
        }
        result = lines.joined(separator: "\n")
        let patterns = [
            (#"in [0-9]+(\.[0-9])? (ms|s) \([0-9.]+ [KMGT]?B/s\)"#, "in <time> (<rate>)"),
            (#"in [0-9]+(\.[0-9]+)? (ms|s)\b"#, "in <time>"),
        ]
        for (pattern, replacement) in patterns {
            result = result.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return result
    }

    /// The first line where two texts differ, for the failure message.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for position in 0..<max(left.count, right.count) {
            let a = position < left.count ? String(left[position]) : "<end>"
            let b = position < right.count ? String(right[position]) : "<end>"
            if a != b { return "line \(position + 1):\n  snapshot: \(a)\n  output:   \(b)" }
        }
        return "same lines, different bytes"
    }
}
