import Crypto
import Foundation
import TestSupport
import Testing

/// What `odr-pack upload` refuses before it creates anything: archives of the stand-in
/// packager (before any request), keys that are missing, malformed or on another curve
/// (before any request), and an app no bundle ID finds; and what it only warns about.
@Suite(.budget(seconds: 12)) struct UploadRefusalTests {
    /// The suite's builds, by Apple's packager (as the index records it) and by the stand-in;
    /// no test here writes beside them.
    static let shared: (folder: TemporaryFolder, build: String, other: TemporaryFolder, standIn: String) = {
        let folder = try! TemporaryFolder.forTheRun()
        let build = try! UploadRun.build(in: folder)
        let other = try! TemporaryFolder.forTheRun()
        let standIn = try! UploadRun.build(in: other, apple: false)
        return (folder, build, other, standIn)
    }()

    @Test func standInArchivesAreRefusedBeforeAnyRequest() throws {
        let server = try StandInServer()
        let result = try UploadRun.run(["upload", Self.shared.standIn], environment: server.environment(), in: Self.shared.folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("stand-in packager"), "\(result.standardError)")
        #expect(server.requests().isEmpty)
        // --status uploads nothing, so it reads any build's bundle ID.
        let status = try UploadRun.run(
            ["upload", Self.shared.standIn, "--status"], environment: server.environment(), in: Self.shared.folder)
        #expect(status.status == 0 && status.standardOutput.hasPrefix("Asset packs of 'com.example.greatgame':"), "\(status.all)")
        #expect(server.changes().isEmpty)
    }

    static let badKeys: [(String, String)] = [
        ("malformed", "-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n"),
        ("P-384", P384.Signing.PrivateKey().pemRepresentation),
        ("missing", ""),
    ]

    @Test(arguments: badKeys.map(\.0))
    func aKeyThatCannotSignStopsBeforeAnyRequest(kind: String) throws {
        let server = try StandInServer()
        let pem = try #require(Self.badKeys.first { $0.0 == kind }?.1)
        var environment = server.environment()
        if pem.isEmpty {
            environment["ASC_PRIVATE_KEY_PATH"] = ""
        } else {
            try server.folder.write("bad.p8", text: pem)
            chmod(server.folder.path("bad.p8"), 0o600)
            environment["ASC_PRIVATE_KEY_PATH"] = server.folder.path("bad.p8")
        }
        let result = try UploadRun.run(["upload", Self.shared.build], environment: environment, in: Self.shared.folder)
        #expect(result.status == 1)
        let expected = ["malformed": "is not a PEM P-256 private key", "P-384": "on curve P-384", "missing": "no private key"][kind]!
        #expect(result.standardError.contains(expected), "\(result.standardError)")
        #expect(server.requests().isEmpty)
        #expect(!result.standardError.contains("bm90IGEga2V5"))
    }

    @Test func aKeyOthersCanReadOrALinkIsWarnedAbout() throws {
        let server = try StandInServer()
        chmod(server.keyPath, 0o644)
        let link = server.folder.path("link.p8")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: server.keyPath)
        let result = try UploadRun.run(
            ["upload", Self.shared.build, "--dry-run", "--private-key", link], environment: server.environment(), in: Self.shared.folder)
        #expect(result.status == 0, "\(result.all)")
        #expect(result.standardError.contains("can be read by others (mode 644)"), "\(result.standardError)")
        #expect(result.standardError.contains("is a symbolic link"))
        #expect(server.changes().isEmpty)
    }

    @Test func withoutLibcurlTheFirstRequestStopsTheRunWithoutTryingAgain() throws {
        // Not a network failure to try again: the run names the missing library, not a request.
        let server = try StandInServer()
        let result = try UploadRun.run(
            ["upload", "--status", "--bundle-id", "com.example.greatgame"],
            environment: server.environment(["ODR_PACK_LIBCURL": "/nonexistent/libcurl.so.4"]), in: Self.shared.folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("libcurl could not be loaded (/nonexistent/libcurl.so.4: "), "\(result.standardError)")
        #expect(result.standardError.contains("install libcurl (Debian: libcurl4), or name it in ODR_PACK_LIBCURL"))
        #expect(!result.standardError.contains("App Store Connect"))
        #expect(server.requests().isEmpty)
    }

    @Test func anAppNoBundleIDFindsCreatesNothing() throws {
        let server = try StandInServer()
        let result = try UploadRun.run(
            ["upload", Self.shared.build, "--bundle-id", "com.example.unknown"], environment: server.environment(), in: Self.shared.folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("no app in App Store Connect has the bundle ID 'com.example.unknown'"), "\(result.standardError)")
        #expect(server.changes().isEmpty)
    }
}
