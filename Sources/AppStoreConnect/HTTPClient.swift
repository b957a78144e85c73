import Foundation

/// Sends requests to App Store Connect (`https://api.appstoreconnect.apple.com`, or
/// `ODR_PACK_ASC_API_URL`) with a bearer token from `TokenSigner`, through `HTTPTransport`
/// (libcurl). A 401 renews the token once; transient answers are tried again as `RetryPolicy`
/// says (a `POST` only after 429, which created nothing). Nothing it logs holds the token.
public struct HTTPClient: Sendable {
    /// The public API's base URL.
    public static let defaultBaseURL = "https://api.appstoreconnect.apple.com"

    /// The base URL requests go to.
    public let baseURL: String
    let signer: TokenSigner
    let retry: RetryPolicy

    /// A client of the API at `baseURL`.
    public init(baseURL: String, signer: TokenSigner, retry: RetryPolicy) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.signer = signer
        self.retry = retry
    }

    typealias Answer = HTTPTransport.Answer

    /// Sends `method path` with `body` (JSON), trying again as the policy says; returns the
    /// last answer, whatever its status.
    func send(_ method: String, _ pathOrURL: String, query: [(String, String)] = [], body: Any? = nil) async throws -> Answer {
        var components = URLComponents(string: pathOrURL.hasPrefix("http") ? pathOrURL : baseURL + pathOrURL)
        if !query.isEmpty { components?.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) } }
        guard let url = components?.url else {
            throw UploadError.api(APIFailure(request: "\(method) \(pathOrURL)", status: 0, messages: ["not a URL"]))
        }
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]) }
        let label = "\(method) \(url.path)"
        var renewed = false
        var attempt = 0
        while true {
            attempt += 1
            var headers = [("Authorization", "Bearer " + signer.token()), ("Accept", "application/json")]
            if payload != nil { headers.append(("Content-Type", "application/json")) }
            let answer: Answer
            do {
                answer = try await HTTPTransport.perform(method, url, headers: headers, body: payload)
            } catch let error as UploadError {
                throw error
            } catch {
                guard method != "POST", attempt < retry.attempts else {
                    throw UploadError.api(APIFailure(request: label, status: 0, messages: [error.localizedDescription]))
                }
                await RetryPolicy.sleep(retry.delay(afterAttempt: attempt, retryAfter: nil))
                continue
            }
            if answer.status == 401, !renewed {
                renewed = true
                _ = signer.token(renew: true)
                continue
            }
            let mayRetry = answer.status == 429 || (method != "POST" && RetryPolicy.isTransient(answer.status))
            if mayRetry, attempt < retry.attempts {
                await RetryPolicy.sleep(retry.delay(afterAttempt: attempt, retryAfter: answer.retryAfter))
                continue
            }
            return answer
        }
    }

    /// The JSON object of a 2xx answer, or the API's error as `UploadError.api`.
    func object(_ method: String, _ path: String, query: [(String, String)] = [], body: Any? = nil) async throws -> [String: Any] {
        let answer = try await send(method, path, query: query, body: body)
        guard (200...299).contains(answer.status) else {
            throw UploadError.api(
                APIFailure(request: "\(method) \(path)", status: answer.status, messages: Self.errorMessages(answer.body)))
        }
        if answer.body.isEmpty { return [:] }
        return (try? JSONSerialization.jsonObject(with: answer.body)) as? [String: Any] ?? [:]
    }

    /// Every page of a list: its `data` and `included`, following `links.next`.
    func list(_ path: String, query: [(String, String)]) async throws -> (data: [[String: Any]], included: [[String: Any]]) {
        var data: [[String: Any]] = []
        var included: [[String: Any]] = []
        var page = try await object("GET", path, query: query)
        while true {
            data += page["data"] as? [[String: Any]] ?? []
            included += page["included"] as? [[String: Any]] ?? []
            guard let next = (page["links"] as? [String: Any])?["next"] as? String, !next.isEmpty else { break }
            page = try await object("GET", next)
        }
        return (data, included)
    }

    /// The `errors` of an `ErrorResponse`, each as `code: detail` (or its title).
    static func errorMessages(_ body: Data) -> [String] {
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
            let errors = object["errors"] as? [[String: Any]]
        else { return [] }
        return errors.map { error in
            let code = error["code"] as? String ?? "?"
            let text = error["detail"] as? String ?? error["title"] as? String ?? ""
            return text.isEmpty ? code : "\(code): \(text)"
        }
    }
}
