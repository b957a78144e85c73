import ArgumentParser
import ODRPackKit

/// Prints an outcome as its format's renderer shows it, then ends the command with the
/// outcome's exit status: the one place where a command's results reach the streams.
enum Reporter {
    /// Writes the rendering of `outcome` and throws the exit status when it is not 0.
    static func finish(_ outcome: some Renderable, format: OutputFormat, quiet: Bool = false) throws {
        let rendering = outcome.rendered(by: format.renderer(quiet: quiet))
        try Console.out(rendering.output)
        try Console.write(errors: rendering.errors)
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}
