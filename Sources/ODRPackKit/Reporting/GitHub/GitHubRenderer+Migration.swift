/// `migrate --format github`: beside the text report, a notice at each place to change, one per
/// group of places naming one item (`Migration.siteGroups`), so a pull request shows the advice
/// on the lines it concerns; at most `placesAnnotated`, the rest counted in a last notice.
extension GitHubRenderer {
    /// The most places annotated: GitHub shows ten notices per step, and the problems' notes
    /// need some of them.
    static let placesAnnotated = 6

    /// The notices of the places.
    static func placeAnnotations(_ migration: Migration) -> String {
        let groups = migration.siteGroups
        var text = ""
        for group in groups.prefix(placesAnnotated) {
            let site = group.sites[0]
            let more =
                group.sites.count > 1
                ? " (and \(group.sites.count - 1) more place\(group.sites.count == 2 ? "" : "s") of \(MessageText.quoted(group.item ?? ""))"
                    + ")" : ""
            let properties = [
                "file=" + GitHubAnnotationFormatter.escapeProperty(site.file), "line=\(site.line)", "col=\(site.column)",
                "title=" + GitHubAnnotationFormatter.escapeProperty("odr-pack migrate: " + TextReport.label(site)),
            ]
            text +=
                "::notice \(properties.joined(separator: ","))::" + GitHubAnnotationFormatter.escapeData("now: \(site.replacement)\(more)")
                + "\n"
        }
        let left = groups.dropFirst(placesAnnotated).reduce(0) { $0 + $1.sites.count }
        if left > 0, let site = groups.dropFirst(placesAnnotated).first?.sites.first {
            let properties = [
                "file=" + GitHubAnnotationFormatter.escapeProperty(site.file), "line=\(site.line)",
                "title=" + GitHubAnnotationFormatter.escapeProperty("odr-pack migrate: more places"),
            ]
            text +=
                "::notice \(properties.joined(separator: ","))::"
                + GitHubAnnotationFormatter.escapeData(
                    "\(left) more place\(left == 1 ? " is" : "s are") not annotated; the log lists every one above") + "\n"
        }
        return text
    }
}
