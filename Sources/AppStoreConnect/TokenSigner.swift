import Crypto
import Foundation

/// Makes the ES256 JSON Web Tokens App Store Connect takes ("Generating Tokens for API
/// Requests": header `alg`, `kid`, `typ`; claims `iss`, `iat`, `exp` at most 20 minutes
/// later, `aud` `appstoreconnect-v1`), and renews one before it expires, so a long upload
/// never sends a stale token. Tokens stay in memory: never printed, logged or written.
public final class TokenSigner: @unchecked Sendable {
    /// The longest lifetime App Store Connect accepts.
    public static let maximumLifetime: TimeInterval = 20 * 60

    private let key: APIKey
    private let lifetime: TimeInterval
    private let clock: @Sendable () -> Date
    private let lock = NSLock()
    private var current: (token: String, expiry: Date)?

    /// A signer whose tokens live `lifetime` seconds (capped at 20 minutes).
    public init(key: APIKey, lifetime: TimeInterval = 19 * 60, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.key = key
        self.lifetime = min(max(lifetime, 1), Self.maximumLifetime)
        self.clock = clock
    }

    /// A token valid for a while yet: the current one, or a new one when it has less than a
    /// tenth of its life (at most a minute) left, or when `renew` is set (after a 401).
    public func token(renew: Bool = false) -> String {
        lock.lock()
        defer { lock.unlock() }
        let now = clock()
        let margin = min(60, lifetime / 10)
        if !renew, let current, current.expiry.timeIntervalSince(now) > margin { return current.token }
        // The claims are whole seconds: the token expires `lifetime` after the second it was issued in.
        let issued = Int(now.timeIntervalSince1970)
        let token = sign(issued: issued)
        current = (token, Date(timeIntervalSince1970: Double(issued + Int(lifetime))))
        return token
    }

    private func sign(issued: Int) -> String {
        let header = #"{"alg":"ES256","kid":"\#(Self.escaped(key.keyID))","typ":"JWT"}"#
        let claims =
            #"{"aud":"appstoreconnect-v1","exp":\#(issued + Int(lifetime)),"iat":\#(issued),"iss":"\#(Self.escaped(key.issuerID))"}"#
        let input = Self.base64URL(Data(header.utf8)) + "." + Self.base64URL(Data(claims.utf8))
        // Only a failure of the system's random source can make signing throw.
        guard let signature = try? key.privateKey.signature(for: Data(input.utf8)) else {
            preconditionFailure("P-256 signing failed")
        }
        return input + "." + Self.base64URL(signature.rawRepresentation)
    }

    static func escaped(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self).dropFirst().dropLast().description
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
