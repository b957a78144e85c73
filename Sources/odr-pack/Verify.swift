import ArgumentParser
import ODRPackKit

extension ODRPack {
    /// `odr-pack verify DIR`: re-read every archive and check it against the index.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a build folder against its index, reading every archive again.",
            discussion: """
            Checks each archive's size and SHA-256, every entry's size and SHA-256, that no \
            entry is missing or extra, each pack's Info.plist and zip metadata, and that \
            OnDemandResources.plist and the asset-pack manifest agree with the index. \
            Prints one line per mismatch; exits 0 when everything holds, 1 otherwise.
            """
        )

        @Argument(help: "The folder odr-pack build wrote.")
        var directory: String

        func run() throws {
            let result = Verifier.verify(directory)
            for problem in result.problems {
                Reporter.printError("\(directory)/\(problem.path): error: \(problem.message)")
            }
            guard result.problems.isEmpty, let index = result.index else {
                Reporter.printError("\(result.problems.count) problem\(result.problems.count == 1 ? "" : "s") found")
                throw ExitCode.failure
            }
            print("\(directory): \(index.assetPacks.count) asset packs and \(result.entriesChecked) entries agree with the index")
        }
    }
}
