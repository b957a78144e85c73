/// A stage of a command's work, as the engine reports it to the command line through the
/// callback a job passes in (`LintOptions.stage`, `MigrateJob.stage`, `ReportJob`'s): the
/// engine never prints, and the command shows the stage, with its counts, once the work has
/// taken over a second.
public enum WorkStage: Sendable, Equatable {
    /// Reading the manifest, or the Xcode project (`project`).
    case reading(project: Bool)
    /// Finding and measuring the files `entries` manifest entries reach.
    case scanning(entries: Int)
    /// Making one partition per distinct tag set of `files` tagged files.
    case partitioning(files: Int)
    /// Merging `partitions` partitions into at most `packs` packs (made, or proposed).
    case merging(partitions: Int, packs: Int)
    /// Checking `packs` packs against the store's limits and rules.
    case checking(packs: Int)
    /// Comparing two builds' indexes.
    case comparing
    /// Writing a page of `packs` packs.
    case writingPage(packs: Int)
    /// Reading `files` source files of the app for what they use.
    case scanningSources(files: Int)
}

/// The callback through which a job reports the stage it enters.
public typealias StageReport = @Sendable (WorkStage) -> Void
