import Foundation
import FuzzSupport
import ODRPackKit

/// Pack names, tags and bundle paths read from the input, linted as Google Play asset packs
/// (or, by the first byte, Background Assets or On-Demand Resources, with portable names or
/// not). Each line after the first is a resource (`<file><tags>|<bundle path>`: one of four
/// small files, packed at a path from the input) or a pack name (`i<name>|<tags>`). Never a
/// trap, never a hang, never an output that breaks its format's guarantee, the same
/// diagnostics twice; no pack named as Windows names a device; and for Play, what lint passes
/// is what bundletool and the hosts take, by oracles written apart from the checks: every
/// folder name parses by bundletool's grammar (`TargetedDirectorySegment`, as Java's regular
/// expressions read it), no name is over 255 bytes nor any written path over 1,023, and no two
/// paths of one pack are alike without case.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    precondition(files.count == 4)
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let flags = lines.isEmpty ? 0 : lines.removeFirst().utf8.first ?? 0
    var body = ""
    for line in lines.prefix(40) {
        let fields = line.dropFirst().split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let first = fields.first.map(String.init) ?? ""
        let second = fields.count > 1 ? String(fields[1]) : ""
        if line.first == "i" {
            body += #"<asset-pack id="\#(attribute(first))" tags="\#(attribute(second))"/>"#
        } else {
            let file = "f\((line.utf8.first ?? 0) % 4).bin"
            body += #"<resource path="\#(file)" tags="\#(attribute(first))" bundle-path="\#(attribute(second))"/>"#
        }
    }
    let manifest = #"<odr-manifest version="1" bundle-id="com.example.names" base="Assets">\#(body)</odr-manifest>"#
    let path = FuzzSupport.write(Array(manifest.utf8), to: "namesgame/game.xml")
    var options = LintOptions()
    options.delivery = [DeliveryName.playAssetDelivery, .playAssetDelivery, .backgroundAssets, .onDemandResources][Int(flags % 4)]
    options.packIDs.portableNames = flags & 4 != 0 && options.delivery != .onDemandResources
    let result = Linter.lint(manifestAt: path, options: options)
    FuzzSupport.expectGuarantees(result)
    precondition(Linter.lint(manifestAt: path, options: options).diagnostics == result.diagnostics, "not deterministic")
    guard let plan = result.plan else { return 0 }
    if options.delivery != .onDemandResources {
        let names = plan.packs.map(\.identity.identifier)
        precondition(!names.contains(where: Oracle.isDeviceName), "\(names)")
    }
    guard options.delivery == .playAssetDelivery else { return 0 }
    let codes = Set(result.diagnostics.filter { $0.severity == .error }.map(\.code))
    let refused = plan.packs.flatMap(\.files).map(\.packPath).filter { !Oracle.bundletoolReads(folderOf: $0) }
    precondition(refused.isEmpty != codes.contains(.invalidTargetedFolder), "bundletool refuses \(refused); lint: \(codes)")
    for pack in plan.packs {
        let folder = "packs/\(pack.identity.identifier).androidpack/src/main/assets/"
        let paths = pack.files.map(\.packPath)
        if !codes.contains(.unwritableName) {
            precondition(paths.allSatisfy { path in Oracle.components(path).allSatisfy { $0.utf8.count <= 255 } }, "\(paths)")
            precondition(paths.allSatisfy { folder.utf8.count + $0.utf8.count <= 1023 }, "\(paths)")
        }
        if !codes.contains(.packPathCollision) {
            precondition(Set(paths.map { $0.lowercased() }).count == paths.count, "\(paths)")
        }
    }
    return 0
}

/// The four files resources reach, written once.
let files: [String] = (0..<4).map { FuzzSupport.write(Array("file \($0)".utf8), to: "namesgame/Assets/f\($0).bin") }

/// `text` for an XML attribute: markup escaped, tabs and line breaks as references, and the
/// characters XML 1.0 cannot hold left out.
func attribute(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "\t", "\n", "\r": result += "&#\(scalar.value);"
        default:
            if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF { result.unicodeScalars.append(scalar) }
        }
    }
    return result
}

/// What bundletool and Windows refuse, written apart from odr-pack's checks.
enum Oracle {
    /// A path's names, split at '/' bytes.
    static func components(_ path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// CON, PRN, AUX, NUL, COM1-9, LPT1-9 (and ¹²³), in any case, before any extension.
    static func isDeviceName(_ name: String) -> Bool {
        let stem = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let upper = stem.trimmingCharacters(in: CharacterSet(charactersIn: " ")).uppercased()
        return matches(upper, "^(CON|PRN|AUX|NUL|(COM|LPT)[1-9\u{B9}\u{B2}\u{B3}])$")
    }

    /// Whether bundletool reads the folders of the file at `path`: each name as
    /// `TargetedDirectorySegment.parse` does, on Java's UTF-16, and no key on two of them.
    static func bundletoolReads(folderOf path: String) -> Bool {
        var seen: Set<String> = []
        for folder in components(path).dropLast() {
            guard let keys = keys(of: folder), seen.isDisjoint(with: keys) else { return false }
            seen.formUnion(keys)
        }
        return true
    }

    /// The keys of a folder name bundletool reads; nil when it refuses it.
    static func keys(of folder: String) -> [String]? {
        let parts = folder.unicodeScalars.split(separator: "#", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
        guard parts.count > 1 else { return [] }
        guard parts.first?.isEmpty == false, parts.last?.isEmpty == false, parts.count <= 3 else { return nil }
        var keys: [String] = []
        for part in parts.dropFirst() {
            guard matches(part, #"^[a-z]+_[^\n\r\u0085\u2028\u2029]+$"#), let underscore = part.unicodeScalars.firstIndex(of: "_") else {
                return nil
            }
            let key = String(String.UnicodeScalarView(part.unicodeScalars[..<underscore]))
            let value = String(String.UnicodeScalarView(part.unicodeScalars[part.unicodeScalars.index(after: underscore)...]))
            guard !keys.contains(key), valueIsRead(value, key: key) else { return nil }
            keys.append(key)
        }
        return keys
    }

    private static func valueIsRead(_ value: String, key: String) -> Bool {
        switch key {
        case "countries", "group": return matches(value, "^[a-zA-Z][a-zA-Z0-9_]*$")
        case "tcf": return ["astc", "atc", "dxt1", "latc", "paletted", "pvrtc", "etc1", "etc2", "s3tc", "3dc"].contains(value)
        case "tier":
            guard matches(value, "^-?[0-9]+$"), let number = Int64(value.hasPrefix("-") ? String(value.dropFirst()) : value) else {
                return false
            }
            return number == 0 || (!value.hasPrefix("-") && number <= Int64(Int32.max))
        default: return false
        }
    }

    /// Whether the whole of `text` matches `pattern` (ICU, on UTF-16 as Java's).
    static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        let whole = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: whole)?.range == whole
    }
}
