import Foundation
import TestSupport
import Testing

/// Headless Chromium from the distribution's packages (`make deps` installs it).
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs Chromium headless on `page` with `arguments` and returns its standard output.
    static func run(_ arguments: [String], page: String, in folder: TemporaryFolder) throws -> CommandResult {
        let flags = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=\(folder.path("chromium-profile"))", "--hide-scrollbars",
        ]
        let command = ([path!] + flags + arguments + ["file://" + page]).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        return try CommandRunner.runShell(command.joined(separator: " ") + " 2>/dev/null", in: folder.url)
    }
}

/// The HTML report, rendered in Chromium and compared with a baseline. A suite, so that
/// `make test-fast` can leave it out by name.
@Suite(.budget(seconds: 1)) struct ReportCommandTests {
    @Test(
        .slow("renders the report in Chromium"),
        .enabled(if: Chromium.path != nil, "Chromium is not installed; `make deps` installs it (Debian package chromium)"))
    func reportOfGreatGameRendersEveryPackInARealBrowser() throws {
        let folder = try TemporaryFolder()
        let build = try CommandRunner.run(["build", "Examples/GreatGame/GreatGame.xml", "-o", folder.path("out"), "--quiet"])
        #expect(build.status == 0)
        let index = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: URL(fileURLWithPath: folder.path("out/index.plist"))), format: nil) as? [String: Any])
        let identifiers = (index["AssetPacks"] as! [[String: Any]]).map { $0["Identifier"] as! String }
        #expect(identifiers.count == 7)

        let page = folder.path("report.html")
        let report = try CommandRunner.run(["report", "Examples/GreatGame/GreatGame.xml", "-o", page])
        #expect(report.status == 0, "\(report.standardError)")
        #expect(report.standardError.hasPrefix("odr-pack: wrote \(page) ("))

        // The DOM after the page's script ran: the charts, a column and a row for every pack.
        let dom = try Chromium.run(["--dump-dom"], page: page, in: folder).standardOutput
        #expect(dom.contains("<svg id=\"pack-chart\""))
        #expect(dom.contains("<svg id=\"limit-chart\""))
        for identifier in identifiers {
            #expect(dom.contains("<rect class=\"pack ") && dom.contains("data-pack=\"\(identifier)\" x="), "\(identifier)")
            #expect(dom.contains("<tr id=\"pack-\(identifier)\""), "\(identifier)")
        }
        #expect(dom.components(separatedBy: "<rect class=\"pack ").count - 1 == 7)
        // Level 01 is initial-install, so its packs are coloured as such.
        #expect(dom.contains("<rect class=\"pack initial-install\""))
        #expect(dom.contains("<tr data-tag=\"Level 02\">"))

        // The tables sort in the browser: a copy of the page clicks the size heading twice and
        // records the order of the size cells after each click.
        let probe = """
            <script>
            function sizes() { return Array.from(document.querySelectorAll("#pack-table tbody tr")).map(function (row) { return row.cells[3].getAttribute("data-v"); }).join(","); }
            var heading = document.querySelectorAll("#pack-table th")[3];
            heading.click(); document.body.setAttribute("data-ascending", sizes());
            heading.click(); document.body.setAttribute("data-descending", sizes());
            </script>
            """
        let html = try String(contentsOfFile: page, encoding: .utf8)
        try html.replacingOccurrences(of: "</body>", with: probe + "</body>").write(
            toFile: folder.path("probe.html"), atomically: true, encoding: .utf8)
        let sorted = try Chromium.run(["--dump-dom"], page: folder.path("probe.html"), in: folder).standardOutput
        func order(_ attribute: String) -> [Int] {
            guard let start = sorted.range(of: attribute + "=\""), let end = sorted[start.upperBound...].firstIndex(of: "\"") else {
                return []
            }
            return sorted[start.upperBound..<end].split(separator: ",").compactMap { Int($0) }
        }
        #expect(order("data-ascending").count == 7 && order("data-ascending") == order("data-ascending").sorted())
        #expect(order("data-descending") == order("data-ascending").reversed())

        let screenshot = folder.path("report.png")
        _ = try Chromium.run(["--screenshot=\(screenshot)", "--window-size=1280,1800"], page: page, in: folder)
        let png = try Data(contentsOf: URL(fileURLWithPath: screenshot))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png.count > 20_000)
    }

    @Test func reportWithABaselineShowsTheChangedPacks() throws {
        let folder = try TemporaryFolder()
        for (manifest, output) in [("Examples/GreatGame/GreatGame.xml", "v1"), ("Examples/GreatGame/GreatGame-2.xml", "v2")] {
            #expect(try CommandRunner.run(["build", manifest, "-o", folder.path(output), "--quiet"]).status == 0)
        }
        let page = folder.path("report.html")
        let report = try CommandRunner.run([
            "report", "Examples/GreatGame/GreatGame-2.xml", "-o", page,
            "--baseline", folder.path("v1"), "--build", folder.path("v2"),
        ])
        #expect(report.status == 0, "\(report.standardError)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<section id=\"changes\">"))
        #expect(html.contains("<tr class=\"added\""))
        #expect(html.contains("<tr class=\"changed\""))
        #expect(html.contains("<tr class=\"removed\""))
        let alone = try CommandRunner.run(["report", "Examples/GreatGame/GreatGame-2.xml", "-o", page, "--baseline", folder.path("v1")])
        #expect(alone.status == 64)
        #expect(alone.standardError.contains("--baseline and --build go together"))
    }
}
