/// Turns a `DecodingError` into a short sentence naming the key path.
enum CodableErrorText {
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            "it has no '\(path(context.codingPath + [key]))'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "'\(path(context.codingPath))' has the wrong type (\(context.debugDescription))"
        case .dataCorrupted(let context):
            context.codingPath.isEmpty ? "it is not valid JSON" : "'\(path(context.codingPath))': \(context.debugDescription)"
        @unknown default:
            "it is not a valid index"
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("[") || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}
