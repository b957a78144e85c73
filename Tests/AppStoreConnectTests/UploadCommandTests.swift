import Crypto
import Foundation
import TestSupport
import Testing

/// `odr-pack upload` end to end against the stand-in App Store Connect on 127.0.0.1: GreatGame's
/// Background Assets build uploaded whole (parts over several operations, a 503 on parts, a
/// 429 with Retry-After, a 409 on a record made meanwhile), a second run that uploads
/// nothing, a processing failure, a kill -9 in the middle, --dry-run, --since and --status.
@Suite(.budget(seconds: 25)) struct UploadCommandTests {
    /// What must never appear in anything odr-pack prints: the key and any token.
    static func leaks(_ text: String, server: StandInServer) -> [String] {
        let pemBody = server.key.pemRepresentation.split(separator: "\n").filter { !$0.hasPrefix("-----") }
        var found: [String] = []
        if text.contains("PRIVATE KEY") { found.append("PEM") }
        if pemBody.contains(where: { text.contains($0) }) { found.append("key bytes") }
        if text.contains("eyJ") { found.append("a token") }
        return found
    }

    @Test func everyPackIsUploadedOnceWithRetriesAndASecondRunUploadsNothing() throws {
        // Level-01's record exists but the first list leaves it out: the POST gets a 409.
        let server = try StandInServer(
            faults: ["part503": 2, "rateLimitVersionOnce": true, "hideAssetsOnce": ["Level-01"]], assets: ["Level-01"])
        let folder = try TemporaryFolder()
        let build = try UploadRun.build(in: folder)
        let first = try UploadRun.run(["upload", build], environment: server.environment(), in: folder)
        #expect(first.status == 0, "\(first.all)")
        #expect(Self.leaks(first.all, server: server) == [])
        let state = try server.state()
        let versions = try #require(state["versions"])
        #expect(state["assets"]?.count == 7)
        #expect(versions.count == 7 && versions.values.allSatisfy { $0["state"] as? String == "COMPLETE" }, "\(versions)")
        // Every archive arrived whole, manifest first, over several parts.
        let files = try #require(state["files"]).values
        let index =
            try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: build + "/index.plist")), format: nil)
            as? [String: Any]
        let packs = index?["AssetPacks"] as? [[String: Any]] ?? []
        #expect(packs.count == 7)
        for pack in packs {
            let name = ((pack["Archive"] as? String ?? "") as NSString).lastPathComponent
            let asset = files.first { $0["assetType"] as? String == "ASSET" && $0["fileName"] as? String == name }
            #expect(asset?["sha256"] as? String == pack["ArchiveSHA256"] as? String, "\(name)")
            #expect((asset?["operations"] as? [Any])?.count ?? 0 > 1)
        }
        #expect(files.filter { $0["assetType"] as? String == "MANIFEST" }.count == 7)
        let requests = server.requests()
        #expect(requests.contains { $0["status"] as? Int == 503 } && requests.contains { $0["status"] as? Int == 429 })
        #expect(requests.contains { $0["status"] as? Int == 409 && $0["path"] as? String == "/v1/backgroundAssets" })
        let commits = requests.filter { $0["method"] as? String == "PATCH" }
        #expect(commits.count == 14)
        #expect(!commits.contains { "\($0["body"] ?? "")".contains("sourceFileChecksum") })
        #expect(first.standardError.contains("COMPLETE"))
        #expect(FileManager.default.fileExists(atPath: build + ".upload-receipt.json"))

        let before = server.changes().count
        let second = try UploadRun.run(["upload", build, "--format", "json"], environment: server.environment(), in: folder)
        #expect(second.status == 0, "\(second.all)")
        #expect(server.changes().count == before)
        let outcome = try JSONSerialization.jsonObject(with: Data(second.standardOutput.utf8)) as? [String: Any]
        let actions = (outcome?["packs"] as? [[String: Any]] ?? []).compactMap { $0["action"] as? String }
        #expect(actions == Array(repeating: "uploaded", count: 7))

        let status = try UploadRun.run(["upload", build, "--status", "--format", "json"], environment: server.environment(), in: folder)
        #expect(status.status == 0, "\(status.all)")
        let listed = try JSONSerialization.jsonObject(with: Data(status.standardOutput.utf8)) as? [String: Any]
        let states = (listed?["packs"] as? [[String: Any]] ?? []).flatMap { ($0["versions"] as? [[String: Any]]) ?? [] }.map {
            $0["state"] as? String
        }
        #expect(states == Array(repeating: "COMPLETE", count: 7))
    }

    @Test func aFailedProcessingExitsNonZeroNamingThePackAndAppleMessageWithTokensRenewed() throws {
        let failure = ["code": "ASSET_PACK.MANIFEST.INVALID", "description": "The asset pack's manifest could not be read."]
        // Processing is held 2.5 s and tokens live 1 s: the run outlives two tokens however fast it is.
        let server = try StandInServer(faults: ["failProcessing": ["Level-02": failure], "processingSeconds": 2.5])
        let folder = try TemporaryFolder()
        let build = try UploadRun.build(in: folder)
        let result = try UploadRun.run(
            ["upload", build], environment: server.environment(["ODR_PACK_ASC_TOKEN_LIFETIME": "1", "ODR_PACK_ASC_POLL_INTERVAL": "0.4"]),
            in: folder)
        #expect(result.status == 1, "\(result.all)")
        #expect(
            result.standardOutput.contains("Level-02") && result.standardOutput.contains(failure["description"]!),
            "\(result.standardOutput)")
        #expect(result.standardOutput.contains("error: not complete: Level-02\n"))
        let accepted = Set(server.requests().filter { ($0["status"] as? Int ?? 0) < 300 }.compactMap { $0["token"] as? String })
        #expect(accepted.count >= 2)
        #expect(!server.requests().contains { $0["rejected"] != nil })
        #expect(Self.leaks(result.all, server: server) == [])
    }

    @Test func aRunKilledMidUploadIsFinishedByTheNextWithoutASecondVersion() throws {
        let server = try StandInServer(faults: ["hangPart": true])
        let folder = try TemporaryFolder()
        let build = try UploadRun.build(in: folder)
        let started = try UploadRun.start(["upload", build], environment: server.environment(), in: folder)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !server.requests().contains(where: { $0["hang"] != nil }) { usleep(20_000) }
        #expect(server.requests().contains { $0["hang"] != nil })
        kill(started.process.processIdentifier, SIGKILL)
        _ = try UploadRun.finish(started)
        #expect(started.process.terminationReason == .uncaughtSignal)
        try server.writeConfig(faults: [:])
        let again = try UploadRun.run(["upload", build], environment: server.environment(), in: folder)
        #expect(again.status == 0, "\(again.all)")
        let versions = try #require(try server.state()["versions"]).values
        #expect(versions.count == 7, "\(versions.map { $0["asset"] ?? "" })")
        #expect(versions.allSatisfy { $0["state"] as? String == "COMPLETE" })
    }

    @Test func aVersionCreatedJustBeforeAKillIsUsedAgainWithoutTheReceipt() throws {
        // The receipt never recorded version-00: App Store Connect is asked before creating one.
        let server = try StandInServer(assets: ["Tutorial"], waiting: ["Tutorial"])
        let folder = try TemporaryFolder()
        let build = try UploadRun.build(in: folder)
        let result = try UploadRun.run(["upload", build], environment: server.environment(), in: folder)
        #expect(result.status == 0, "\(result.all)")
        let versions = try #require(try server.state()["versions"])
        #expect(versions.count == 7)
        #expect(versions["version-00"]?["state"] as? String == "COMPLETE")
        #expect(result.standardError.contains("Tutorial: version 1 awaiting upload found, used again"))
    }

    @Test func dryRunAndSinceTheSameReleaseChangeNothing() throws {
        let server = try StandInServer()
        let folder = try TemporaryFolder()
        let build = try UploadRun.build(in: folder)
        let dry = try UploadRun.run(["upload", build, "--dry-run"], environment: server.environment(), in: folder)
        #expect(dry.status == 0, "\(dry.all)")
        #expect(dry.standardOutput.contains("Level-01: would upload a new version"))
        #expect(server.changes().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: build + ".upload-receipt.json"))
        let since = try UploadRun.run(["upload", build, "--since", build + "/index.plist"], environment: server.environment(), in: folder)
        #expect(since.status == 0, "\(since.all)")
        #expect(since.standardOutput.contains("Tutorial: unchanged since the release"))
        #expect(server.changes().isEmpty)
    }
}
