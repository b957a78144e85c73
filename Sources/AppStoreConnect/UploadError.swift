/// Why an upload stopped. Each message says what to do; none holds a key or a token.
public enum UploadError: Error, Sendable, CustomStringConvertible {
    /// A part of the API key is not given.
    case keyMissing(String)
    /// The private key is not one App Store Connect signs with.
    case keyInvalid(String)
    /// The build cannot be uploaded (not Background Assets, no archives, the stand-in packager, changed archives).
    case buildRefused(String)
    /// No app has the build's bundle ID.
    case appNotFound(String)
    /// App Store Connect answered a request with an error.
    case api(APIFailure)
    /// An upload part could not be sent within its operation's time.
    case partFailed(String)
    /// The quota would be exceeded.
    case quotaExceeded(String)
    /// The upload receipt cannot be read or written.
    case receipt(String)
    /// No request can be sent: libcurl could not be loaded.
    case networkUnavailable(String)

    public var description: String {
        switch self {
        case .keyMissing(let text), .keyInvalid(let text), .buildRefused(let text), .partFailed(let text),
            .quotaExceeded(let text), .receipt(let text), .networkUnavailable(let text):
            text
        case .appNotFound(let bundleID):
            "no app in App Store Connect has the bundle ID '\(bundleID)' (the build's); check --bundle-id and that the API key's team owns the app"
        case .api(let failure): failure.description
        }
    }
}

/// An error response of App Store Connect (`ErrorResponse`: `errors` of `code`, `title`, `detail`).
public struct APIFailure: Error, Sendable, CustomStringConvertible {
    /// The request, as `METHOD /path`.
    public var request: String
    /// The HTTP status (0 when no response came).
    public var status: Int
    /// The errors' codes and texts as App Store Connect gave them.
    public var messages: [String]

    public var description: String {
        let said = messages.isEmpty ? "" : ": " + messages.joined(separator: "; ")
        let hint =
            switch status {
            case 401: " (check the key ID, the issuer ID and that the key is not revoked)"
            case 403: " (the key's role must be Admin, App Manager or Developer)"
            case 0: " (check the network, or ODR_PACK_ASC_API_URL)"
            default: ""
            }
        let answered = status == 0 ? "did not answer \(request)" : "answered \(request) with \(status)"
        return "App Store Connect \(answered)\(said)\(hint)"
    }
}
