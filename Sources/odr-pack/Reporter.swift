import ArgumentParser
import ODRPackKit

/// Prints an outcome as its format's renderer shows it, then ends the command with the
/// outcome's exit status: the one place where a command's results reach the streams.
enum Reporter {
    /// Writes the rendering of `outcome` (Markdown in the files' `markdownDetail`), then the
    /// report files, and throws the exit status when it is not 0 (1 when a report file cannot
    /// be written).
    static func finish(_ outcome: some Renderable, format: OutputFormat, files: ReportFiles = ReportFiles(), quiet: Bool = false) throws {
        let rendering = outcome.rendered(by: format.renderer(quiet: quiet, markdownDetail: files.markdownDetail))
        try Console.out(rendering.output)
        try Console.write(errors: rendering.errors)
        let failures = files.write(outcome)
        try Console.write(errors: ReportFiles.describe(failures))
        let status = outcome.exitStatus != 0 ? outcome.exitStatus : failures.isEmpty ? 0 : 1
        if status != 0 { throw ExitCode(status) }
    }
}
