/// Diagnostics grouped by code for the outputs with little room (Markdown, GitHub, HTML):
/// errors first, then warnings, then notes; within a severity, the largest group first;
/// within a group, the worst first (the most bytes over, then by place). Text output keeps
/// every line, as compilers do.
struct DiagnosticGroups {
    /// One code's diagnostics.
    struct Group {
        var code: DiagnosticCode
        var severity: Severity
        /// Worst first.
        var items: [Diagnostic]
    }

    /// The groups, most important first.
    let groups: [Group]

    init(_ diagnostics: [Diagnostic]) {
        var byCode: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { byCode["\(diagnostic.severity.rank) \(diagnostic.code.rawValue)", default: []].append(diagnostic) }
        groups = byCode.values.map { items in
            let worst = items.sorted { (($1.bytes ?? 0), $0) < (($0.bytes ?? 0), $1) }
            return Group(code: worst[0].code, severity: worst[0].severity, items: worst)
        }.sorted { ($0.severity, -$0.items.count, $0.code.rawValue) < ($1.severity, -$1.items.count, $1.code.rawValue) }
    }

    /// `195 warnings`, `1 error`.
    static func count(_ group: Group) -> String {
        "\(group.items.count) \(group.severity.rawValue)\(group.items.count == 1 ? "" : "s")"
    }
}
