import CCurl
import Foundation

/// Sends one HTTP request through libcurl, which CCurl loads on the first request: no networking
/// library is linked, so no command but `upload` loads one (Foundation's URLSession would load
/// libcurl and some thirty libraries under it at every start). Each transfer runs on a thread of
/// its own, so a slow upload never holds one of Swift concurrency's few threads.
enum HTTPTransport {
    /// An answer: status, body, `Retry-After`.
    struct Answer: Sendable {
        var status: Int
        var body: Data
        var retryAfter: String?
    }

    /// Why a request got no answer: libcurl's message (a refused connection, a timeout, TLS).
    struct Failure: LocalizedError {
        let message: String
        var errorDescription: String? { message }
    }

    /// Seconds without a byte moving before a transfer is abandoned.
    static let idleTimeout = 300

    /// Sends `method url` with `headers` and `body`; returns the answer, whatever its status.
    /// Throws `Failure` when the transfer failed (worth trying again), and
    /// `UploadError.networkUnavailable` when libcurl could not be loaded (not worth it).
    static func perform(_ method: String, _ url: URL, headers: [(String, String)], body: Data?) async throws -> Answer {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: send(method, url, headers: headers, body: body)) }
            thread.name = "odr-pack http"
            thread.start()
        }
    }

    /// `perform` on the calling thread, which it blocks until the answer or the failure.
    static func send(_ method: String, _ url: URL, headers: [(String, String)], body: Data?) -> Result<Answer, Error> {
        Request(method, url, headers: headers, body: body).send()
    }

    private struct Request: Sendable {
        let method: String
        let url: String
        let headers: [String]
        let body: Data?

        init(_ method: String, _ url: URL, headers: [(String, String)], body: Data?) {
            var lines = headers.map { "\($0.0): \($0.1)" }
            if body != nil, !headers.contains(where: { $0.0.lowercased() == "content-type" }) {
                // libcurl would call a body without a type a form; say what it is.
                lines.append("Content-Type: application/octet-stream")
            }
            (self.method, self.url, self.headers, self.body) = (method, url.absoluteString, lines, body)
        }

        func send() -> Result<Answer, Error> {
            let copies = headers.map { strdup($0) }
            defer { for copy in copies { free(copy) } }
            var answer = odr_http_answer()
            defer { odr_http_answer_free(&answer) }
            let pointers = copies.map { UnsafePointer<CChar>($0) }
            let code = pointers.withUnsafeBufferPointer { headerList in
                withBody { bytes, count in
                    odr_http_perform(
                        method, url, headerList.baseAddress, headerList.count, bytes, count, HTTPTransport.idleTimeout, &answer)
                }
            }
            guard code == 0 else {
                let message = withUnsafeBytes(of: answer.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                return .failure(code < 0 ? UploadError.networkUnavailable(message) : Failure(message: message))
            }
            let bytes = answer.body.map { Data(bytes: $0, count: answer.body_length) } ?? Data()
            return .success(Answer(status: answer.status, body: bytes, retryAfter: answer.retry_after.map { String(cString: $0) }))
        }

        /// Calls `body` with the request body's bytes: NULL for none, a valid pointer for an empty one.
        private func withBody(_ call: (UnsafeRawPointer?, Int) -> Int32) -> Int32 {
            guard let body else { return call(nil, 0) }
            if body.isEmpty { return withUnsafeBytes(of: UInt8(0)) { call($0.baseAddress, 0) } }
            return body.withUnsafeBytes { call($0.baseAddress, $0.count) }
        }
    }
}
