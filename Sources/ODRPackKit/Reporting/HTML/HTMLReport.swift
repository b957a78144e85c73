import Foundation

/// The HTML renderer: `odr-pack report`'s one self-contained HTML page (inline CSS, inline SVG, one inline
/// script for sorting; nothing loaded from the network). It shows every pack against the pack
/// limit and the budgets against theirs, coloured by delivery category; each tag's download and
/// the packs it pulls in, so shared packs stand out; every diagnostic with its fix; and, with
/// a baseline, what changed. Tables sort by any column. The same input gives the same bytes.
public enum HTMLReport {
    /// The comparison with a baseline build, when the report has one.
    public typealias Baseline = ReportOutcome.Comparison

    /// The page of a `report` run: its lint and, when it has one, its comparison.
    public static func render(_ outcome: ReportOutcome, generator: String) -> String {
        render(outcome.lint, baseline: outcome.comparison, generator: generator)
    }

    /// The page for `result`.
    public static func render(_ result: LintResult, baseline: Baseline? = nil, generator: String) -> String {
        var page = Page()
        let title = "odr-pack report: " + (result.plan?.bundleIdentifier ?? result.manifestFile)
        page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<meta name=\"generator\" content=\"\(escape(generator))\">\n"
        page += "<title>\(escape(title))</title>\n<style>\(style)</style>\n</head>\n<body>\n"
        page += "<header><h1>\(escape(title))</h1>\n"
        let label = result.delivery.words.pageLabel
        page +=
            "<p class=\"meta\">\(escape(result.manifestFile)) · \(label.map { escape($0) + " · " } ?? "")limit profile <b>\(escape(result.profile.name.rawValue))</b> · \(escape(generator))</p>\n"
        let diagnostics = result.diagnostics + (baseline?.diagnostics ?? [])
        let state = diagnostics.containsErrors ? "fail" : diagnostics.isEmpty ? "pass" : "warn"
        page += "<p class=\"summary \(state)\" id=\"summary\">\(escape(DiagnosticTextFormatter.summary(diagnostics)))</p></header>\n"
        if let plan = result.plan {
            limits(plan, profile: result.profile, into: &page)
            packChart(plan, profile: result.profile, into: &page)
        }
        diagnosticTable(diagnostics, into: &page)
        if let plan = result.plan {
            mergeSection(plan, into: &page)
            languageSection(plan, into: &page)
        }
        if let baseline { changes(baseline, into: &page) }
        if let plan = result.plan {
            tagTable(plan, profile: result.profile, into: &page)
            packTable(plan, profile: result.profile, into: &page)
        }
        page += "<script>\(script)</script>\n</body>\n</html>\n"
        return page.text
    }

    // MARK: sections

    /// Bars for the budgets a whole app has: all packs, initial install + prefetch, app bundle, pack count.
    static func limits(_ plan: PackPlan, profile: LimitProfile, into page: inout Page) {
        let totals = plan.delivery.words.totals(plan).map { row in
            (row.name.prefix(1).uppercased() + row.name.dropFirst(), row.bytes, profile[row.limit], false)
        }
        let rows: [(String, Int64, Int64?, Bool)] = totals + [("Asset packs (count)", Int64(plan.packs.count), profile[.packCount], true)]
        let width = 960
        let rowHeight = 34
        page += "<section id=\"limits\"><h2>Store limits</h2>\n"
        page +=
            "<svg id=\"limit-chart\" class=\"chart\" role=\"img\" aria-label=\"Totals against their limits\" viewBox=\"0 0 \(width) \(rows.count * rowHeight)\" width=\"100%\">\n"
        for (index, (name, value, limit, isCount)) in rows.enumerated() {
            let y = index * rowHeight
            let text = isCount ? "\(value)" : ByteSize.format(value)
            let share = limit.map { $0 > 0 ? Double(value) / Double($0) : 0 }
            let filled = Int((min(share ?? 0, 1) * Double(width - 260)).rounded())
            page += "<g class=\"limit\(level(share))\"><text x=\"10\" y=\"\(y + 20)\">\(escape(name))</text>"
            page += "<rect class=\"track\" x=\"250\" y=\"\(y + 6)\" width=\"\(width - 260)\" height=\"20\"/>"
            page += "<rect class=\"fill\" x=\"250\" y=\"\(y + 6)\" width=\"\(filled)\" height=\"20\"/>"
            let limitText =
                limit.map { " of " + (isCount ? "\($0)" : ByteSize.format($0)) + " (" + ByteSize.percent(value, of: $0) + ")" }
                ?? " (no limit)"
            page += "<text class=\"value\" x=\"258\" y=\"\(y + 21)\">\(escape(text + limitText))</text></g>\n"
        }
        page += "</svg></section>\n"
    }

    /// One column per pack, biggest first, against the pack limit (the dashed line), on a
    /// logarithmic scale from 1 KB, so kilobyte packs and a 512 MB limit show on one chart.
    static func packChart(_ plan: PackPlan, profile: LimitProfile, into page: inout Page) {
        let categories = packCategories(plan)
        let packs = plan.packs.sorted { ($1.bytes, $0.identity.identifier) < ($0.bytes, $1.identity.identifier) }
        let left = 64.0
        let width = 960.0 - left
        let height = 240.0
        let low = 1_000.0
        let high = max(Double(profile[.pack] ?? 0) * 1.25, Double(packs.first?.bytes ?? 0) * 1.1, low * 10)
        func y(_ bytes: Int64) -> Double {
            let value = max(Double(bytes), low)
            return height - height * (log10(value / low) / log10(high / low))
        }
        let column = packs.isEmpty ? width : width / Double(packs.count)
        let labels = PackLabels(plan)
        page +=
            "<section id=\"pack-sizes\"><h2>\(profile[.pack].map { "Asset packs against the pack limit (\(escape(ByteSize.format($0))))" } ?? "Asset packs by size (no pack limit)")</h2>\n"
        page +=
            "<p class=\"legend\"><span class=\"key initial-install\"></span>initial install <span class=\"key prefetch\"></span>prefetch <span class=\"key on-demand\"></span>on demand <span class=\"key near\"></span>at 80% of the limit <span class=\"key over\"></span>over the limit · one column per pack, biggest first (the pack table below lists them in that order), logarithmic scale; point at a column for its pack, click it to go to its row</p>\n"
        page +=
            "<svg id=\"pack-chart\" class=\"chart\" role=\"img\" aria-label=\"Every asset pack's size against the pack limit\" viewBox=\"0 -8 960 \(Int(height) + 16)\" width=\"100%\">\n"
        var tick: Int64 = 1_000
        while Double(tick) <= high {
            let at = decimal(y(tick))
            page +=
                "<line class=\"grid\" x1=\"\(Int(left))\" x2=\"960\" y1=\"\(at)\" y2=\"\(at)\"/><text class=\"axis\" x=\"\(Int(left) - 6)\" y=\"\(at)\">\(escape(ByteSize.format(tick)))</text>\n"
            tick *= 10
        }
        for (index, pack) in packs.enumerated() {
            let top = y(pack.bytes)
            let state = level(profile[.pack].map { Double(pack.bytes) / Double(max($0, 1)) })
            let category = categories[pack.identity.identifier] ?? .onDemand
            page +=
                "<a href=\"#pack-\(escape(pack.identity.identifier))\"><rect class=\"pack \(category.rawValue)\(state)\" data-pack=\"\(escape(pack.identity.identifier))\" "
            page +=
                "x=\"\(decimal(left + Double(index) * column))\" y=\"\(decimal(top))\" width=\"\(decimal(max(column - (column > 3 ? 1 : 0), 0.05)))\" height=\"\(decimal(max(height - top, 1)))\">"
            page +=
                "<title>\(escape(labels[pack.identity.identifier])): \(escape(ByteSize.format(pack.bytes)))\(profile[.pack].map { ", " + ByteSize.percent(pack.bytes, of: $0) + " of the limit" } ?? "")</title></rect></a>\n"
        }
        if let limit = profile[.pack] {
            let at = decimal(y(limit))
            page +=
                "<line class=\"limit-line\" x1=\"\(Int(left))\" x2=\"960\" y1=\"\(at)\" y2=\"\(at)\"/><text class=\"axis limit-label\" x=\"956\" y=\"\(decimal(y(limit) - 4))\">pack limit \(escape(ByteSize.format(limit)))</text>\n"
        }
        page += "</svg></section>\n"
    }

    /// The problems grouped by code (`DiagnosticGroups`): one table with the worst three of
    /// each code, then each code's rest folded under its count.
    static func diagnosticTable(_ diagnostics: [Diagnostic], into page: inout Page) {
        page += "<section id=\"diagnostics\"><h2>Problems (\(diagnostics.count))</h2>\n"
        guard !diagnostics.isEmpty else {
            page += "<p>No problems found.</p></section>\n"
            return
        }
        let groups = DiagnosticGroups(diagnostics).groups
        let shown = MarkdownDocument.shownPerCode
        problemTable(groups.flatMap { $0.items.prefix(shown) }, id: "diagnostic-table", into: &page)
        for group in groups where group.items.count > shown {
            let rest = Array(group.items.dropFirst(shown))
            page +=
                "<details class=\"group\"><summary>\(rest.count) more <code>\(group.code.rawValue)</code> \(group.severity.rawValue)\(rest.count == 1 ? "" : "s")</summary>\n"
            problemTable(rest, id: nil, into: &page)
            page += "</details>\n"
        }
        page += "</section>\n"
    }

    static func problemTable(_ diagnostics: [Diagnostic], id: String?, into page: inout Page) {
        page +=
            "<table class=\"sortable\"\(id.map { " id=\"\($0)\"" } ?? "")><thead><tr><th>severity</th><th>code</th><th>problem</th><th>fix</th><th>where</th></tr></thead><tbody>\n"
        for diagnostic in diagnostics {
            let (problem, fix) = splitFix(diagnostic.message)
            page +=
                "<tr class=\"\(diagnostic.severity.rawValue)\"><td data-v=\"\(diagnostic.severity.rank)\"><span class=\"badge \(diagnostic.severity.rawValue)\">\(diagnostic.severity.rawValue)</span></td>"
            page += "<td><code>\(diagnostic.code.rawValue)</code></td><td>\(escape(problem))</td><td>\(escape(fix))</td>"
            page += "<td class=\"path\">\(escape(MarkdownDocument.place(diagnostic.location)))</td></tr>\n"
        }
        page += "</tbody></table>\n"
    }

    static func changes(_ baseline: Baseline, into page: inout Page) {
        let diff = baseline.diff
        let totals = diff.totals
        page += "<section id=\"changes\"><h2>Changes since the baseline</h2>\n"
        page +=
            "<p>\(escape(baseline.old)) → \(escape(baseline.new)): <b id=\"download-bytes\" data-bytes=\"\(totals.downloadBytes)\">\(escape(ByteSize.format(totals.downloadBytes)))</b> to download after the update; \(escape(DiffReport.summary(diff))) packs; all packs \(escape(ByteSize.format(totals.oldArchiveBytes))) → \(escape(ByteSize.format(totals.newArchiveBytes))) (\(escape(DiffReport.growth(totals.oldArchiveBytes, totals.newArchiveBytes)))).</p>\n"
        let moved = DiffReport.ordered(diff.packs).filter { $0.status != .unchanged }
        let labels = PackLabels(diff)
        if !moved.isEmpty {
            page +=
                "<table class=\"sortable\" id=\"change-table\"><thead><tr><th>pack (tags)</th><th>status</th><th class=\"n\">old</th><th class=\"n\">new</th><th class=\"n\">change</th><th class=\"n\">download</th><th>files</th></tr></thead><tbody>\n"
            for pack in moved {
                let files =
                    pack.files.prefix(20).map { "\($0.status.rawValue) \($0.source)" }.joined(separator: "\n")
                    + (pack.files.count > 20 ? "\n\(pack.files.count - 20) more" : "")
                page +=
                    "<tr class=\"\(pack.status.rawValue)\" data-pack=\"\(escape(pack.identifier))\"><td>\(escape(labels[pack.identifier]))</td><td>\(pack.status.rawValue)</td>"
                page += bytesCell(pack.oldArchiveBytes) + bytesCell(pack.newArchiveBytes)
                page +=
                    "<td class=\"n\" data-v=\"\(pack.newArchiveBytes - pack.oldArchiveBytes)\">\(escape(DiffReport.growth(pack.oldArchiveBytes, pack.newArchiveBytes)))</td>"
                page += bytesCell(DiffReport.download(pack)) + "<td class=\"files path\">\(escape(files))</td></tr>\n"
            }
            page += "</tbody></table>\n"
        }
        page += "</section>\n"
    }

    /// Each tag: its download, a bar against the in-use limit, and the packs it pulls in
    /// (a pack shared with other tags is marked).
    static func tagTable(_ plan: PackPlan, profile: LimitProfile, into page: inout Page) {
        let packs = Dictionary(plan.packs.map { ($0.identity.identifier, $0) }) { first, _ in first }
        let labels = PackLabels(plan)
        let largest = max(plan.tags.map(\.bytes).max() ?? 1, profile[.inUse] ?? 1, 1)
        page += "<section id=\"tags\"><h2>Tags (\(plan.tags.count))</h2>\n"
        page +=
            "<p>A tag downloads every pack whose tag set holds it; a pack marked <span class=\"shared\">shared</span> is downloaded by other tags too and stored once.</p>\n"
        page +=
            "<table class=\"sortable\" id=\"tag-table\"><thead><tr><th>tag</th><th>category</th><th class=\"n\">download</th><th>share of \(escape(profile[.inUse].map { "the \(ByteSize.format($0)) in-use limit" } ?? "the largest"))</th><th class=\"n\">packs</th><th>packs it pulls in</th></tr></thead><tbody>\n"
        for tag in plan.tags {
            let share = Double(tag.bytes) / Double(largest)
            let pulled =
                tag.packs.prefix(24).map { identifier -> String in
                    guard let pack = packs[identifier] else { return "" }
                    let shared = pack.tags.count > 1
                    return "<a href=\"#pack-\(escape(identifier))\"\(shared ? " class=\"shared\"" : "")>\(escape(labels[identifier]))</a>"
                }.joined(separator: " ") + (tag.packs.count > 24 ? " and \(tag.packs.count - 24) more" : "")
            var category = tag.category.rawValue
            if let index = tag.prefetchIndex { category += " #\(index + 1)" }
            page +=
                "<tr data-tag=\"\(escape(tag.name))\"><td>\(escape(tag.name))</td><td class=\"\(tag.category.rawValue)\">\(escape(category))</td>"
            page += bytesCell(tag.bytes)
            page +=
                "<td data-v=\"\(tag.bytes)\"><div class=\"bar \(tag.category.rawValue)\(level(profile[.inUse].map { Double(tag.bytes) / Double(max($0, 1)) }))\" style=\"width:\(decimal(min(share, 1) * 100))%\"></div></td>"
            page += "<td class=\"n\" data-v=\"\(tag.packs.count)\">\(tag.packs.count)</td><td>\(pulled)</td></tr>\n"
        }
        page += "</tbody></table></section>\n"
    }

    static func packTable(_ plan: PackPlan, profile: LimitProfile, into page: inout Page) {
        let categories = packCategories(plan)
        let labels = PackLabels(plan)
        page += "<section id=\"packs\"><h2>Asset packs (\(plan.packs.count))</h2>\n"
        let words = plan.delivery.words
        let title = words.packTitle.hasSuffix("(tags)") ? words.packTitle : words.packTitle + " (tags)"
        let detail = words.packDetail
        page +=
            "<table class=\"sortable\" id=\"pack-table\"><thead><tr><th>\(escape(title))</th><th>category</th><th class=\"n\">files</th><th class=\"n\">size</th><th class=\"n\">of pack limit</th><th class=\"n\">\(escape(PackColumnText.title(detail, profile: profile, capitals: false)))</th><th>identifier</th></tr></thead><tbody>\n"
        for pack in plan.packs.sorted(by: { ($1.bytes, $0.identity.identifier) < ($0.bytes, $1.identity.identifier) }) {
            let category = categories[pack.identity.identifier] ?? .onDemand
            let state = level(profile[.pack].map { Double(pack.bytes) / Double(max($0, 1)) })
            page +=
                "<tr id=\"pack-\(escape(pack.identity.identifier))\" data-pack=\"\(escape(pack.identity.identifier))\"\(state.isEmpty ? "" : " class=\"\(state.dropFirst())\"")>"
            page +=
                "<td>\(tagList(pack.tags, label: labels[pack.identity.identifier]))\(pack.tags.count > 1 ? " <span class=\"shared\">shared</span>" : "")</td><td class=\"\(category.rawValue)\">\(category.rawValue)</td>"
            page += "<td class=\"n\" data-v=\"\(pack.files.count)\">\(pack.files.count)</td>" + bytesCell(pack.bytes)
            page +=
                "<td class=\"n\" data-v=\"\(pack.bytes)\">\(escape(profile[.pack].map { ByteSize.percent(pack.bytes, of: $0) } ?? "-"))</td>"
            page +=
                "<td class=\"n\" data-v=\"\(PackColumnText.sortValue(detail, pack: pack, plan: plan))\">\(escape(PackColumnText.value(detail, pack: pack, plan: plan, profile: profile)))</td>"
            page += "<td><code>\(escape(pack.identity.identifier))</code></td></tr>\n"
        }
        page += "</tbody></table></section>\n"
    }

    // MARK: helpers

    /// ` over` past a limit, ` near` from 80% of it, else nothing: the class of a bar or row.
    static func level(_ share: Double?) -> String {
        guard let share else { return "" }
        return share > 1 ? " over" : share >= 0.8 ? " near" : ""
    }

    /// A pack's label; past three tags, the full list one click away.
    static func tagList(_ tags: [String], label: String) -> String {
        guard tags.count > PackLabel.spelledOut else { return escape(label) }
        return "<details class=\"tags\"><summary>\(escape(label))</summary>\(tags.map(escape).joined(separator: ", "))</details>"
    }

    /// A pack's delivery category: initial install if any of its tags is, else prefetch if any is, else on demand.
    static func packCategories(_ plan: PackPlan) -> [String: TagCategory] {
        let byTag = Dictionary(plan.tags.map { ($0.name, $0.category) }) { first, _ in first }
        var result: [String: TagCategory] = [:]
        for pack in plan.packs {
            let categories = Set(pack.tags.compactMap { byTag[$0] })
            result[pack.identity.identifier] =
                categories.contains(.initialInstall)
                ? .initialInstall
                : categories.contains(.prefetch) ? .prefetch : .onDemand
        }
        return result
    }

    /// The message before its first `; ` and the advice after it.
    static func splitFix(_ message: String) -> (String, String) {
        guard let range = message.range(of: "; ") else { return (message, "") }
        return (String(message[..<range.lowerBound]), String(message[range.upperBound...]))
    }

    static func bytesCell(_ bytes: Int64) -> String {
        "<td class=\"n\" data-v=\"\(bytes)\">\(escape(ByteSize.format(bytes)))</td>"
    }

    /// At most two decimals, no trailing zeros: SVG coordinates and shares.
    static func decimal(_ value: Double) -> String {
        let hundredths = Int64((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = abs(hundredths % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return sign + "\(whole)" }
        return sign + "\(whole)." + (fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)"))
    }

    /// Text safe in HTML content and attribute values; control characters shown as escapes.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in MessageText.printable(text, limit: nil) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    struct Page {
        var text = ""
        static func += (page: inout Page, text: String) { page.text += text }
    }

    /// The style sheet, `Templates/report.css`, without the file's last line break.
    static let style = String(Templates.report_css.dropLast())

    /// Sorts a table by the clicked column: by `data-v` when the cells have it (numbers), else
    /// by text. `Templates/report.js`, without the file's last line break.
    static let script = String(Templates.report_js.dropLast())
}
