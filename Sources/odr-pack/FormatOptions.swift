import ArgumentParser
import Foundation
import ODRPackKit

/// The formats a command prints in.
protocol FormatChoice {
    /// The formats, default first.
    static var formats: [OutputFormat] { get }
}

/// Every format: lint, build, verify, diff, report and convert.
enum AllFormats: FormatChoice {
    static var formats: [OutputFormat] { OutputFormat.allCases }
}

/// `why`: the explanation as text or as one JSON object.
enum ExplanationFormats: FormatChoice {
    static var formats: [OutputFormat] { [.text, .json] }
}

/// `migrate`: the places to change as text, JSON, a pull-request comment or annotations.
enum MigrationFormats: FormatChoice {
    static var formats: [OutputFormat] { [.text, .json, .markdown, .github] }
}

/// `--format`: how a command prints its outcome, one of the formats `Choice` lists.
struct FormatOptions<Choice: FormatChoice>: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How to print the results: \(Choice.formats.map(\.rawValue).joined(separator: ", ")).",
            discussion: Choice.formats.map(\.help).joined(separator: " "),
            valueName: "format"),
        completion: .list(Choice.formats.map(\.rawValue)))
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Also write the JSON report to this file.", valueName: "file"), completion: .file(extensions: ["json"]))
    var jsonOut: String?

    @Option(
        help: ArgumentHelp(
            "Also write the Markdown report (a pull-request comment) to this file.",
            discussion: "With --format github and GITHUB_STEP_SUMMARY set, the Markdown report is appended to the job summary too.",
            valueName: "file"), completion: .file(extensions: ["md"]))
    var markdownOut: String?

    @Option(
        help: ArgumentHelp(
            "The Markdown report's form: summary (a comment a reviewer reads) or full (every table).",
            discussion:
                "lint and diff: summary leads with the verdict and what changed, keeps the problems and the biggest rows and stays under 16,000 characters; full holds every table (up to GitHub's 65,536-character limit). The job summary always gets full.",
            valueName: "detail"), completion: .list(MarkdownDetail.allCases.map(\.rawValue)))
    var markdownDetail: MarkdownDetail = .summary

    /// The files to write beside standard output.
    var files: ReportFiles {
        ReportFiles(
            json: jsonOut, markdown: markdownOut,
            stepSummary: format == .github
                ? ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 } : nil,
            markdownDetail: markdownDetail)
    }

    func validate() throws {
        if jsonOut?.isEmpty == true || markdownOut?.isEmpty == true {
            throw ValidationError("--json-out and --markdown-out need a file name")
        }
        guard Choice.formats.contains(format) else {
            throw ValidationError(
                "--format \(format.rawValue) is not a format of this command; use \(Choice.formats.map(\.rawValue).joined(separator: " or "))"
            )
        }
    }
}

extension OutputFormat: ExpressibleByArgument {
    /// No list here: each command's `--help` and completions list the formats it takes.
    public static var allValueStrings: [String] { [] }

    /// What the format prints, for `--help`.
    var help: String {
        switch self {
        case .text: "text: reports on stdout, problems on stderr as 'file:line:col: severity: message [code]'."
        case .json: "json: one object on stdout, on success and on failure."
        case .github: "github: GitHub Actions annotations on stdout (beside the text report where the command has one)."
        case .markdown: "markdown: a pull-request comment on stdout, problems first, under GitHub's 65,536-character limit."
        }
    }
}

extension MarkdownDetail: ExpressibleByArgument {}
extension BuildOptions.IndexFormat: ExpressibleByArgument {}
/// A profile of any delivery (`DeliveryRegistry.profiles`).
extension LimitProfile.Name: ExpressibleByArgument {
    public init?(argument: String) {
        guard let profile = DeliveryRegistry.profile(named: LimitProfile.Name(rawValue: argument)) else { return nil }
        self = profile.name
    }

    public static var allValueStrings: [String] { DeliveryRegistry.profiles.map(\.name.rawValue) }

    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// A delivery the registry lists (`DeliveryRegistry.names`).
extension DeliveryName: ExpressibleByArgument {
    public init?(argument: String) {
        guard let name = DeliveryRegistry.names.first(where: { $0.rawValue == argument }) else { return nil }
        self = name
    }

    public static var allValueStrings: [String] { DeliveryRegistry.names.map(\.rawValue) }

    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension CompletionKind {
    /// A manifest: an XML file, a property list, an Xcode project or its `project.pbxproj` (folders too, to walk into).
    static var manifest: CompletionKind { .file(extensions: ["xml", "plist", "xcodeproj", "pbxproj"]) }

    /// A build: a folder odr-pack build wrote, or its `index.plist` / `index.json`.
    static var build: CompletionKind { .file(extensions: ["plist", "json"]) }
}
