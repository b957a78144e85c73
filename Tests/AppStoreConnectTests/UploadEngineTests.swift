import Crypto
import Foundation
import TestSupport
import Testing

@testable import AppStoreConnect

/// The pieces of `upload` that need no server: tokens, retries, part checks, the receipt.
@Suite(.budget(seconds: 2)) struct UploadEngineTests {
    static func key() throws -> (APIKey, P256.Signing.PrivateKey) {
        let privateKey = P256.Signing.PrivateKey()
        var warnings: [String] = []
        let key = try APIKey.load(
            APIKey.Sources(
                keyID: "KEY1", issuerID: "ISSUER", privateKeyPath: nil,
                environment: ["APP_STORE_CONNECT_API_KEY_KEY": Data(privateKey.pemRepresentation.utf8).base64EncodedString()]),
            warnings: &warnings)
        #expect(warnings == [])
        return (key, privateKey)
    }

    static func decode(_ part: Substring) throws -> [String: Any] {
        var text = part.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        text += String(repeating: "=", count: (4 - text.count % 4) % 4)
        let data = try #require(Data(base64Encoded: text))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func tokensAreES256WithApplesClaimsAndRenewedBeforeTheyExpire() throws {
        let (key, privateKey) = try Self.key()
        let clock = Clock()
        let signer = TokenSigner(key: key, lifetime: 3600, clock: { clock.now })
        let token = signer.token()
        let parts = token.split(separator: ".")
        #expect(parts.count == 3)
        #expect(try Self.decode(parts[0]) as NSDictionary == ["alg": "ES256", "kid": "KEY1", "typ": "JWT"] as NSDictionary)
        let claims = try Self.decode(parts[1])
        #expect(claims["aud"] as? String == "appstoreconnect-v1" && claims["iss"] as? String == "ISSUER")
        #expect((claims["exp"] as? Int ?? 0) - (claims["iat"] as? Int ?? 0) == 1200)
        var signature = parts[2].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        signature += String(repeating: "=", count: (4 - signature.count % 4) % 4)
        let raw = try P256.Signing.ECDSASignature(rawRepresentation: try #require(Data(base64Encoded: signature)))
        #expect(privateKey.publicKey.isValidSignature(raw, for: Data("\(parts[0]).\(parts[1])".utf8)))
        clock.now += 1000
        #expect(signer.token() == token)
        clock.now += 150
        #expect(signer.token() != token)
    }

    @Test func retriesWaitAsRetryAfterSaysElseTwiceAsLongEachTime() {
        let policy = RetryPolicy(attempts: 5, baseDelay: 0.5, maximumDelay: 3)
        #expect(policy.delay(afterAttempt: 1, retryAfter: "7") == 7)
        #expect([1, 2, 3, 4].map { policy.delay(afterAttempt: $0, retryAfter: nil) } == [0.5, 1, 2, 3])
        #expect(RetryPolicy.isTransient(503) && RetryPolicy.isTransient(429) && !RetryPolicy.isTransient(409))
    }

    @Test func aRequestNoServerAnswersSaysWhyInLibcurlsWords() throws {
        // A port bound but never listened on: the connection is refused at once. The transport
        // is called on this thread (the upload calls it from a thread of its own), and its
        // failure reads as libcurl's message wherever an upload prints an error's description.
        #if os(Linux)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let port = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress -> UInt16 in
                _ = bind(listener, socketAddress, length)
                _ = getsockname(listener, socketAddress, &length)
                return UInt16(bigEndian: pointer.pointee.sin_port)
            }
        }
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/v1/apps"))
        let result = HTTPTransport.send("GET", url, headers: [("Accept", "application/json")], body: nil)
        guard case .failure(let error) = result else {
            Issue.record("a port nobody listens on answered: \(result)")
            return
        }
        #expect(error.localizedDescription.contains("onnect"), "\(error.localizedDescription)")
        #expect(error.localizedDescription.contains("127.0.0.1"), "\(error.localizedDescription)")
    }

    @Test func operationsMustCoverTheFileExactlyBeforeAnyPartIsSent() throws {
        func operation(_ offset: Int64, _ length: Int64) -> UploadOperation {
            UploadOperation(method: "PUT", url: "http://127.0.0.1/x", length: length, offset: offset)
        }
        #expect(try Uploader.checkedParts([operation(4, 6), operation(0, 4)], size: 10, name: "a").map(\.offset) == [0, 4])
        #expect(throws: UploadError.self) { try Uploader.checkedParts([operation(0, 4), operation(5, 5)], size: 10, name: "a") }
        #expect(throws: UploadError.self) { try Uploader.checkedParts([operation(0, 4), operation(2, 8)], size: 10, name: "a") }
        #expect(throws: UploadError.self) { try Uploader.checkedParts([operation(0, 4)], size: 10, name: "a") }
    }

    @Test func theQuotaCountsTheLargestVersionInUseOfEachIDAndLeavesArchivedOnesOut() {
        let records = [
            BackgroundAssetRecord(id: "1", assetPackIdentifier: "A", archived: false, usedBytes: 100),
            BackgroundAssetRecord(id: "2", assetPackIdentifier: "B", archived: false, usedBytes: 50),
            BackgroundAssetRecord(id: "3", assetPackIdentifier: "Old", archived: true, usedBytes: 900),
        ]
        let packs = [
            UploadOutcome.Pack(identifier: "A", action: .upload, bytes: 80),
            UploadOutcome.Pack(identifier: "B", action: .upload, bytes: 70),
            UploadOutcome.Pack(identifier: "C", action: .upload, bytes: 30),
            UploadOutcome.Pack(identifier: "D", action: .unchanged, bytes: 1000),
        ]
        let quota = Uploader.quota(records: records, packs: packs, limit: 250)
        #expect(quota.usedBytes == 150 && quota.projectedBytes == 100 + 70 + 30 && quota.complete)
        #expect(
            !Uploader.quota(records: [BackgroundAssetRecord(id: "1", assetPackIdentifier: "A", archived: false)], packs: [], limit: 1)
                .complete)
    }

    @Test func theReceiptIsBesideTheBuildAndReadBackAsWritten() throws {
        #expect(UploadReceipt.defaultPath(forBuild: "build/ba/") == "build/ba.upload-receipt.json")
        let folder = try TemporaryFolder()
        var receipt = UploadReceipt(bundleID: "com.example.game")
        receipt.packs["Level-01"] = UploadReceipt.Pack(archiveSHA256: "ab", archiveSize: 3, assetID: "a", versionID: "v")
        try receipt.write(to: folder.path("r.json"))
        #expect(try UploadReceipt.load(folder.path("r.json"), bundleID: "com.example.game") == receipt)
        #expect(throws: UploadError.self) { try UploadReceipt.load(folder.path("r.json"), bundleID: "com.example.other") }
    }
}

/// A clock the test moves.
final class Clock: @unchecked Sendable {
    var now = Date(timeIntervalSince1970: 1_800_000_000)
}
