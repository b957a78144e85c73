/// When Google Play delivers an asset pack (`deliveryType` in Gradle, the `<dist:delivery>`
/// child in the pack's manifest); one value per pack, from its tags' categories through the
/// pack's policy: initial-install -> install-time, prefetch -> fast-follow, on-demand -> on-demand.
enum PlayDeliveryType: String, Sendable, CaseIterable {
    /// Installed with the app (`<dist:install-time/>`); counted with the app's own modules.
    case installTime = "install-time"
    /// Downloaded automatically right after the app is installed (`<dist:fast-follow/>`).
    case fastFollow = "fast-follow"
    /// Downloaded when the app asks for it (`<dist:on-demand/>`).
    case onDemand = "on-demand"

    /// The delivery type of a pack of `policy`.
    init(_ policy: DownloadPolicy) {
        switch policy {
        case .essential: self = .installTime
        case .prefetch: self = .fastFollow
        case .onDemand: self = .onDemand
        }
    }

    /// The local name of the `dist:` element inside `<dist:delivery>`: the raw value.
    var elementName: String { rawValue }
}
