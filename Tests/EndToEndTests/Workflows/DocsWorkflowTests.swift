import Foundation
import TestSupport
import Testing

/// Every workflow of the docs runs as pasted (docs/ci.md, "How this page is tested"): each
/// `yaml` block keeps the rules and its jobs pass, run by `WorkflowRunner` on a copy of
/// GreatGame; each broken example below fails one way or the other.
@Suite(
    .serialized, .enabled(if: DocsWorkflow.available, "python3 with PyYAML reads the workflows"),
    .slow("runs every workflow of the docs as pasted"))
struct DocsWorkflowTests {
    static let documents = ["docs/ci.md", "README.md", "docs/usage.md"]

    /// Runs each workflow for its `push` event first (the release), then for `pull_request`.
    static func runAll(_ blocks: [DocsWorkflow]) throws -> (runs: [(place: String, job: WorkflowRunner.JobRun)], unrun: [String]) {
        let runner = try WorkflowRunner()
        var runs: [(String, WorkflowRunner.JobRun)] = []
        var ran = Set<String>()
        for event in ["push", "pull_request"] {
            for (index, block) in blocks.enumerated() {
                let workflow = try block.parsed()
                guard DocsWorkflow.events(workflow).contains(event) else { continue }
                ran.insert(block.place)
                runs += try runner.run(workflow, event: event, file: "workflow-\(index)").map { (block.place, $0) }
            }
        }
        return (runs, blocks.map(\.place).filter { !ran.contains($0) })
    }

    @Test func theDocsHaveWorkflowsAndAMatrixPerStore() throws {
        let blocks = try DocsWorkflow.blocks(in: Self.documents)
        #expect(blocks.filter { $0.place.hasPrefix("docs/ci.md") }.count >= 3)
        #expect(WorkflowRules.hasMatrixPerStore(try blocks.map { try $0.parsed() }))
        let workflows = try blocks.map { try $0.parsed() }
        let keeps = workflows.contains { workflow in
            DocsWorkflow.jobs(workflow).contains { _, job in
                (job["steps"] as? [[String: Any]] ?? []).contains {
                    WorkflowRules.isAction($0, "actions/upload-artifact") && "\($0["with"] ?? "")".contains("index")
                }
            }
        }
        #expect(keeps, "a release run keeps its index as an artifact")
    }

    @Test(arguments: try DocsWorkflow.blocks(in: documents))
    func everyWorkflowKeepsTheRules(_ block: DocsWorkflow) throws {
        #expect(WorkflowRules.problems(try block.parsed()) == [])
    }

    @Test func everyWorkflowRunsAsPasted() throws {
        let (runs, unrun) = try Self.runAll(try DocsWorkflow.blocks(in: Self.documents))
        #expect(unrun.isEmpty, "workflows on neither push nor pull_request: \(unrun)")
        for (place, job) in runs {
            #expect(job.passed, "\(place), \(job.name):\n\(job.log)")
        }
        // The pull requests diffed each store's build against the release's index.
        let logs = runs.map(\.job.log).joined()
        for delivery in ["on-demand-resources", "background-assets", "play-asset-delivery"] {
            #expect(
                logs.range(of: "artifact 'index-\(delivery)' of run [0-9]+ in release/\(delivery)", options: .regularExpression) != nil,
                "\(delivery)")
        }
    }

    static let broken: [(name: String, yaml: String, rule: String, failure: String)] = [
        (
            "odr-pack used before it is installed",
            """
            name: broken
            on: pull_request
            jobs:
              lint:
                runs-on: ubuntu-24.04
                steps:
                  - uses: actions/checkout@v4
                  - run: odr-pack lint Game.xml --format github
                  - uses: OWNER/odr-pack@v1
                    with:
                      command: install
            """, "odr-pack used before a step installs it", "odr-pack: command not found"
        ),
        (
            "make in the game's checkout",
            """
            name: broken
            on: pull_request
            jobs:
              lint:
                runs-on: ubuntu-24.04
                steps:
                  - uses: actions/checkout@v4
                  - run: make deps install PREFIX=$HOME/.local
                  - run: odr-pack lint Game.xml
            """, "make runs outside odr-pack's checkout", "No rule to make target"
        ),
        (
            "the base branch rebuilt",
            """
            name: broken
            on: pull_request
            jobs:
              diff:
                runs-on: ubuntu-24.04
                steps:
                  - uses: actions/checkout@v4
                  - uses: OWNER/odr-pack@v1
                    with:
                      command: install
                  - run: |
                      git worktree add ../base "${{ github.event.pull_request.base.sha }}"
                      odr-pack build ../base/Game.xml -o base --quiet
            """, "the base branch is checked out to build it again", "not a git repository"
        ),
        (
            "a comment file no step wrote",
            """
            name: broken
            on: pull_request
            jobs:
              comment:
                runs-on: ubuntu-24.04
                steps:
                  - uses: actions/checkout@v4
                  - uses: actions/github-script@v7
                    with:
                      script: |
                        const body = require('fs').readFileSync('lint.md', 'utf8');
            """, "", "github-script reads 'lint.md', which no step wrote"
        ),
    ]

    /// A release that keeps its index unverified is caught by the rules alone: it runs.
    @Test func anIndexKeptBeforeItsBuildIsVerifiedBreaksTheRules() throws {
        let yaml = """
            name: broken
            on: push
            jobs:
              release:
                runs-on: ubuntu-24.04
                steps:
                  - uses: actions/checkout@v4
                  - uses: OWNER/odr-pack@v1
                    with:
                      command: build
                      manifest: Game.xml
                      output: build/odr
                  - uses: actions/upload-artifact@v4
                    with:
                      name: index
                      path: build/odr/index.plist

            """
        let problems = WorkflowRules.problems(try DocsWorkflow(place: "unverified", text: yaml).parsed())
        #expect(problems == ["job 'release', step 3: a build's index is kept before odr-pack verify checked the build"])
        let verified = yaml.replacingOccurrences(
            of: "      - uses: actions/upload-artifact@v4",
            with: """
                      - uses: OWNER/odr-pack@v1
                        with:
                          command: verify
                          build: build/odr
                      - uses: actions/upload-artifact@v4
                """)
        #expect(WorkflowRules.problems(try DocsWorkflow(place: "verified", text: verified).parsed()).isEmpty)
    }

    @Test(arguments: broken.indices)
    func aBrokenExampleFailsTheTest(_ index: Int) throws {
        let example = Self.broken[index]
        let block = DocsWorkflow(place: example.name, text: example.yaml + "\n")
        let problems = WorkflowRules.problems(try block.parsed())
        if !example.rule.isEmpty {
            #expect(problems.contains { $0.contains(example.rule) }, "\(example.name): \(problems)")
        }
        let (runs, _) = try Self.runAll([block])
        #expect(runs.count == 1 && !runs[0].job.passed, "\(example.name)")
        #expect(runs.first?.job.log.contains(example.failure) == true, "\(example.name): \(runs.first?.job.log ?? "")")
    }
}
