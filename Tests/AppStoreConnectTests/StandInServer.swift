import Crypto
import Foundation
import TestSupport
import Testing

/// The stand-in App Store Connect (Tests/Fixtures/AppStoreConnect/asc-stand-in.py) on
/// 127.0.0.1, with its own API key: started per test, scripted through its config file,
/// read back through its request log and its state file.
final class StandInServer: @unchecked Sendable {
    static let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let script = packageDirectory.appendingPathComponent("Tests/Fixtures/AppStoreConnect/asc-stand-in.py").path

    let folder: TemporaryFolder
    let key = P256.Signing.PrivateKey()
    let keyID = "TESTKEY123"
    let issuerID = "69a6de70-0000-47e3-e053-5b8c7c11a4d1"
    let process = Process()
    private(set) var port = 0
    var configPath: String { folder.path("server.json") }
    var keyPath: String { folder.path("AuthKey_TESTKEY123.p8") }

    /// A server whose app `com.example.greatgame` is `app-1`, splitting uploads into parts of `partSize` bytes.
    /// `assets` exist already (`asset-0N`); `waiting` of them have a version awaiting upload
    /// (`version-0N`), as a run killed before its receipt recorded it leaves.
    init(faults: [String: Any] = [:], partSize: Int = 4096, assets: [String] = [], waiting: [String] = []) throws {
        folder = try TemporaryFolder()
        try folder.write("AuthKey_TESTKEY123.p8", text: key.pemRepresentation)
        chmod(keyPath, 0o600)
        var state: [String: Any] = ["assets": [:], "versions": [:], "files": [:], "counters": [:], "faults": [:]]
        var existing: [String: Any] = [:]
        for (index, identifier) in assets.enumerated() {
            existing["asset-0\(index)"] = ["id": "asset-0\(index)", "app": "app-1", "assetPackIdentifier": identifier]
        }
        state["assets"] = existing
        var versions: [String: Any] = [:]
        for (index, identifier) in assets.enumerated() where waiting.contains(identifier) {
            versions["version-0\(index)"] = [
                "id": "version-0\(index)", "asset": "asset-0\(index)", "number": 1, "state": "AWAITING_UPLOAD",
                "created": "2026-11-29T00:00:00Z", "polls": 0,
            ]
        }
        state["versions"] = versions
        try JSONSerialization.data(withJSONObject: state).write(to: URL(fileURLWithPath: folder.path("state.json")))
        try writeConfig(faults: faults, partSize: partSize)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-S", Self.script, configPath, folder.path("port")]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: folder.path("port"), encoding: .utf8), let number = Int(text) {
                port = number
                return
            }
            usleep(20_000)
        }
        throw CocoaError(.fileReadNoSuchFile)
    }

    deinit {
        // SIGKILL: the test process blocks SIGTERM, and its children inherit the mask.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func writeConfig(faults: [String: Any], partSize: Int = 4096) throws {
        let raw = key.publicKey.rawRepresentation
        var config: [String: Any] =
            (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: configPath)))) as? [String: Any] ?? [:]
        config["keyID"] = keyID
        config["issuerID"] = issuerID
        config["publicKey"] = ["x": Self.hex(raw.prefix(32)), "y": Self.hex(raw.suffix(32))]
        config["apps"] = ["com.example.greatgame": "app-1"]
        config["partSize"] = partSize
        config["stateFile"] = folder.path("state.json")
        config["log"] = folder.path("requests.log")
        config["faults"] = faults
        try JSONSerialization.data(withJSONObject: config, options: [.sortedKeys]).write(to: URL(fileURLWithPath: configPath))
    }

    static func hex(_ bytes: some Sequence<UInt8>) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    /// The environment of a run against this server: its URL, the key, short waits.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        [
            "ODR_PACK_ASC_API_URL": "http://127.0.0.1:\(port)", "ASC_KEY_ID": keyID, "ASC_ISSUER_ID": issuerID,
            "ASC_PRIVATE_KEY_PATH": keyPath, "ODR_PACK_ASC_RETRY_DELAY": "0.02", "ODR_PACK_ASC_POLL_INTERVAL": "0.02",
        ].merging(extra) { _, new in new }
    }

    /// The requests the server answered, in order.
    func requests() -> [[String: Any]] {
        let text = (try? String(contentsOfFile: folder.path("requests.log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The requests that change state (anything but GET), API and parts.
    func changes() -> [[String: Any]] { requests().filter { $0["method"] as? String != "GET" } }

    /// The server's state: `assets`, `versions`, `files` by ID.
    func state() throws -> [String: [String: [String: Any]]] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("state.json"))))
        let all = try #require(object as? [String: Any])
        var result: [String: [String: [String: Any]]] = [:]
        for name in ["assets", "versions", "files"] { result[name] = all[name] as? [String: [String: Any]] ?? [:] }
        return result
    }
}
