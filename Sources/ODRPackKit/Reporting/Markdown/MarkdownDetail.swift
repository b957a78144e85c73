/// How much of a report the Markdown form holds (`--markdown-detail`). `lint` and `diff` have
/// both forms; the other commands' reports are short and the same in both.
public enum MarkdownDetail: String, Sendable, CaseIterable {
    /// A pull-request comment a reviewer reads at a glance: the verdict and what changed first,
    /// then the problems and the largest rows, under `MarkdownDocument.commentBudget`, saying
    /// where the whole tables are.
    case summary
    /// Every table whole, as far as GitHub's comment limit allows: the job summary's form.
    case full
}
