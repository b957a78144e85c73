import ArgumentParser
import ODRPackKit

extension ODRPack {
    /// `odr-pack report MANIFEST -o report.html`: the lint result as one self-contained page.
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write one self-contained HTML page of a manifest's packs, tags, limits and problems.",
            discussion: """
                The page needs no network: inline CSS, inline SVG charts and one inline script \
                that sorts the tables. It shows every asset pack against the pack limit and the \
                totals against theirs, coloured by delivery category; each tag's download and the \
                packs it pulls in (shared packs marked); every diagnostic with its fix. With \
                --baseline OLD and --build NEW (two folders odr-pack build wrote, NEW from this \
                manifest), it adds what the update changes, as odr-pack diff reports it. Exit \
                status: 1 when lint finds an error or an index cannot be read, else 0; the page is \
                written either way. With --delivery background-assets it shows the packs by ID \
                with their policy against the Background Assets limits (100 packs, 200 GB); with \
                --delivery play-asset-delivery by name with their delivery type against Play's \
                limits. See docs/reports.md.
                """
        )

        @Argument(
            help: "The manifest: an odr-pack XML file, an Apple property list (.plist) or an Xcode project (.xcodeproj).",
            completion: .manifest)
        var manifest: String

        @Option(name: [.customShort("o"), .customLong("output")], help: "The HTML file to write.", completion: .file(extensions: ["html"]))
        var output: String

        @Option(
            help: ArgumentHelp(
                "The build devices already have (a build folder or its index), to compare with --build.", valueName: "build"),
            completion: .build)
        var baseline: String?

        @Option(
            help: ArgumentHelp("This manifest's build (a build folder or its index), compared with --baseline.", valueName: "build"),
            completion: .build)
        var build: String?

        @OptionGroup var check: CheckOptions

        @OptionGroup var format: FormatOptions<AllFormats>

        @Flag(help: "Print no progress (on standard error, where a run of over a second says which stage it is in).")
        var quiet = false

        func validate() throws {
            try check.project.check(manifest: manifest)
            if output.isEmpty { throw ValidationError("--output needs a file name") }
            if (baseline == nil) != (build == nil) {
                throw ValidationError(
                    "--baseline and --build go together: the page compares the build devices have with this manifest's build")
            }
        }

        func run() throws {
            let comparison = baseline.flatMap { baseline in build.map { (baseline: baseline, build: $0) } }
            let progress = StageProgress(enabled: !quiet)
            var options = try check.lintOptions()
            options.stage = progress.enter
            let job = ReportJob(manifest: manifest, options: options, output: output, comparison: comparison)
            let outcome = job.run { HTMLReport.render($0, generator: ODRPack.generator) }
            progress.finish()
            try Reporter.finish(outcome, format: format.format, files: format.files)
        }
    }
}
