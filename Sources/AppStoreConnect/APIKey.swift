import Crypto
import FileSystem
import Foundation

/// An App Store Connect API key: its ID, its issuer and the P-256 private key of its `.p8`
/// file. The private key never leaves this value except as a signature.
// The private key is immutable once loaded, and swift-crypto does not mark it Sendable.
public struct APIKey: @unchecked Sendable {
    /// The key ID (the JWT header's `kid`).
    public var keyID: String
    /// The issuer ID (the JWT's `iss`).
    public var issuerID: String
    /// The private key.
    let privateKey: P256.Signing.PrivateKey

    /// Where each part of a key is given: options first, then the environment variables
    /// teams already use (odr-pack's own `ASC_*`, then fastlane's).
    public struct Sources: Sendable {
        /// `--key-id`.
        public var keyID: String?
        /// `--issuer-id`.
        public var issuerID: String?
        /// `--private-key` (a `.p8` path).
        public var privateKeyPath: String?
        /// The environment.
        public var environment: [String: String]

        /// Sources from options and an environment.
        public init(keyID: String?, issuerID: String?, privateKeyPath: String?, environment: [String: String]) {
            self.keyID = keyID
            self.issuerID = issuerID
            self.privateKeyPath = privateKeyPath
            self.environment = environment
        }

        func first(_ option: String?, _ names: [String]) -> String? {
            if let option, !option.isEmpty { return option }
            return names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        }
    }

    /// The environment variables read for each part, in order.
    public static let keyIDVariables = ["ASC_KEY_ID", "APP_STORE_CONNECT_API_KEY_KEY_ID"]
    /// The issuer's variables.
    public static let issuerIDVariables = ["ASC_ISSUER_ID", "APP_STORE_CONNECT_API_KEY_ISSUER_ID"]
    /// The variables naming the `.p8` file.
    public static let pathVariables = ["ASC_PRIVATE_KEY_PATH", "APP_STORE_CONNECT_API_KEY_KEY_FILEPATH"]
    /// fastlane's variable holding the key itself (PEM, or base64 of it).
    public static let contentVariable = "APP_STORE_CONNECT_API_KEY_KEY"

    /// Loads the key, or says what is missing or wrong; `warnings` gets what is unsafe but usable.
    public static func load(_ sources: Sources, warnings: inout [String]) throws(UploadError) -> APIKey {
        guard let keyID = sources.first(sources.keyID, keyIDVariables) else {
            throw .keyMissing("no key ID: give --key-id or set \(keyIDVariables.joined(separator: " or "))")
        }
        guard let issuerID = sources.first(sources.issuerID, issuerIDVariables) else {
            throw .keyMissing("no issuer ID: give --issuer-id or set \(issuerIDVariables.joined(separator: " or "))")
        }
        let pem: String
        let origin: String
        if let path = sources.first(sources.privateKeyPath, pathVariables) {
            pem = try readKeyFile(path, warnings: &warnings)
            origin = "'\(path)'"
        } else if let content = sources.environment[contentVariable], !content.isEmpty {
            pem = content.contains("-----BEGIN") ? content : String(decoding: Data(base64Encoded: content) ?? Data(), as: UTF8.self)
            origin = contentVariable
        } else {
            throw .keyMissing(
                "no private key: give --private-key FILE.p8 or set \((pathVariables + [contentVariable]).joined(separator: " or "))")
        }
        return APIKey(keyID: keyID, issuerID: issuerID, privateKey: try parse(pem, origin: origin))
    }

    /// Reads a `.p8` file, warning when it is a link or others may read it.
    static func readKeyFile(_ path: String, warnings: inout [String]) throws(UploadError) -> String {
        var target = path
        if let status = try? FileStatus.of(linkAt: path), status.kind == .symbolicLink {
            warnings.append("the private key '\(path)' is a symbolic link; keep the key in a regular file only its owner reads")
            target = (try? FileAccess.canonicalPath(path)) ?? path
        }
        do {
            let bytes = try FileAccess.readFile(target, limit: 64 << 10)
            let mode = try FileStatus.permissions(ofLinkAt: target)
            if mode & 0o077 != 0 {
                let octal = String(mode, radix: 8)
                warnings.append("the private key '\(path)' can be read by others (mode \(octal)); run chmod 600 on it")
            }
            return String(decoding: bytes, as: UTF8.self)
        } catch {
            throw .keyMissing("cannot read the private key '\(path)': \(error)")
        }
    }

    /// The P-256 key of a PEM, or why it is not one App Store Connect signs with.
    static func parse(_ pem: String, origin: String) throws(UploadError) -> P256.Signing.PrivateKey {
        if let key = try? P256.Signing.PrivateKey(pemRepresentation: pem) { return key }
        if (try? P384.Signing.PrivateKey(pemRepresentation: pem)) != nil {
            throw .keyInvalid(
                "the private key \(origin) is on curve P-384; App Store Connect keys are P-256 (ES256): download the .p8 again")
        }
        if (try? P521.Signing.PrivateKey(pemRepresentation: pem)) != nil {
            throw .keyInvalid(
                "the private key \(origin) is on curve P-521; App Store Connect keys are P-256 (ES256): download the .p8 again")
        }
        throw .keyInvalid(
            "the private key \(origin) is not a PEM P-256 private key (-----BEGIN PRIVATE KEY-----); use the .p8 file App Store Connect gave"
        )
    }
}
