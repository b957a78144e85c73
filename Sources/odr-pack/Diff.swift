import ArgumentParser
import ODRPackKit

extension ODRPack {
    /// `odr-pack diff OLD NEW`: what an update changes, from two builds' indexes.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare two builds: changed packs and files, what devices download again, budgets.",
            discussion: """
                OLD and NEW are folders odr-pack build wrote (or their index.plist / index.json). \
                Packs are matched by identifier: added, removed, changed (the archive's SHA-256 \
                differs) or unchanged; a changed pack lists its added, removed and changed files. \
                Each tag shows its download before and after and the bytes a device that holds \
                it downloads again; the totals give the download after the update (added and \
                changed packs). Warns (large-pack-redownload) when a small change makes devices \
                download a large pack again. Exit status: 1 when a budget is exceeded or an index \
                cannot be read, else 0. See docs/reports.md.
                """
        )

        @Argument(help: "The old build: a build folder or its index file.", completion: .build)
        var old: String

        @Argument(help: "The new build: a build folder or its index file.", completion: .build)
        var new: String

        @OptionGroup var output: FormatOptions<AllFormats>

        @Flag(help: "Show every pack and tag, not only those whose download changed (JSON always holds every one).")
        var all = false

        @Option(
            help: ArgumentHelp(
                "Fail when a device that holds every pack would download more than this after the update (e.g. 50MB).", valueName: "size"))
        var maxDownload: String?

        @Option(
            help: ArgumentHelp(
                "Fail when archive bytes grow by more than this: PERCENT for all packs, initial-and-prefetch:PERCENT, or tag=NAME:PERCENT (repeatable).",
                valueName: "budget"))
        var maxGrowth: [String] = []

        @Option(
            help: ArgumentHelp(
                "Warn when a changed pack at least this large is downloaded again for changed files under 5% of it.", valueName: "size"))
        var largePack: String = "32MB"

        func validate() throws {
            _ = try budgets()
        }

        func budgets() throws -> DiffBudgets {
            var budgets = DiffBudgets()
            if let maxDownload {
                guard let bytes = ByteSize.parse(maxDownload) else {
                    throw ValidationError("--max-download: '\(maxDownload)' is not a size (such as 50MB)")
                }
                budgets.maxDownload = bytes
            }
            guard let large = ByteSize.parse(largePack) else {
                throw ValidationError("--large-pack: '\(largePack)' is not a size (such as 32MB)")
            }
            budgets.largePackBytes = large
            budgets.maxGrowth = try maxGrowth.map { text in
                guard let budget = GrowthBudget(parsing: text) else {
                    throw ValidationError(
                        "--max-growth takes PERCENT, all:PERCENT, initial-and-prefetch:PERCENT or tag=NAME:PERCENT (e.g. 5% or tag=Level 1:10%); got '\(text)'"
                    )
                }
                return budget
            }
            return budgets
        }

        func run() throws {
            var job = DiffJob(old: old, new: new, budgets: try budgets())
            job.showAll = all
            try Reporter.finish(job.run(), format: output.format, files: output.files)
        }
    }
}
