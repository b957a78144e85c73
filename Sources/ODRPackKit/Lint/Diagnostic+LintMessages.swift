/// Messages of the lint pipeline itself (part of the catalogue).
extension Diagnostic {
    static func inapplicableOption(_ option: String, delivery: String, deliveries: [String]) -> Diagnostic {
        let others = deliveries.isEmpty ? "" : " (it applies to \(deliveries.joined(separator: " and ")))"
        return Diagnostic(
            .inapplicableOption,
            "\(option) does not apply to \(delivery)\(others); remove it, or choose the delivery it applies to with --delivery",
            at: nil)
    }
}
