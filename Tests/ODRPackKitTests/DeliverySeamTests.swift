import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// A delivery is one type in one place: everything of On-Demand Resources, Background Assets
/// or any other delivery lives in its folder under `Sources/ODRPackKit/Deliveries/` (its
/// option groups of the command line in `Sources/odr-pack/Deliveries/`), and is listed once,
/// in `DeliveryRegistry.swift` (its option groups in `DeliveryFlags.swift`). No other file -- no stage, no renderer, no command of
/// the command line -- names a delivery's own types, names one delivery (its `DeliveryName`, its
/// profiles) or spells a delivery's name: each asks the plan's or the index's delivery
/// (`DeliveryRegistry.kind(of:)`). So a new delivery is a folder and one registration line.
@Suite(.budget(seconds: 10)) struct DeliverySeamTests {
    /// One Swift file of ODRPackKit or the command line.
    struct SourceFile {
        let path: String
        let raw: String
        let text: SwiftSourceText

        /// The delivery folder the file is in (`OnDemandResources`), if any.
        var delivery: String? {
            let parts = path.split(separator: "/")
            return parts.count > 3 && parts[1] == "Deliveries" ? String(parts[2]) : nil
        }

        /// Whether it is a registry: the engine's, the one place that lists the deliveries, or
        /// the command line's, the one place that lists their option groups.
        var isRegistry: Bool { path == "ODRPackKit/Deliveries/DeliveryRegistry.swift" || path == "odr-pack/DeliveryFlags.swift" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let sources: [SourceFile] = ["ODRPackKit", "odr-pack"].flatMap { module -> [SourceFile] in
        let folder = root.appendingPathComponent("Sources/\(module)")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            guard let raw = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) else { return nil }
            return SourceFile(path: "\(module)/\(path)", raw: raw, text: SwiftSourceText(raw))
        }
    }

    /// Each delivery folder and the types its files declare.
    static var deliveryTypes: [String: Set<String>] {
        Dictionary(grouping: sources.filter { $0.delivery != nil }, by: { $0.delivery! }).mapValues {
            Set($0.flatMap(\.text.topLevelTypes))
        }
    }

    /// The members a delivery folder declares on the shared name types (`Delivery.backgroundAssets`,
    /// `LimitProfile.Name.tvos`, `LimitProfile.tvos`): naming one of them names the delivery.
    static var deliveryMembers: Set<String> {
        var members: Set<String> = []
        for file in sources where file.delivery != nil {
            let pattern = #"extension (DeliveryName|LimitProfile\.Name|LimitProfile) \{([^}]|\}[^\n])*"#
            for block in file.text.code.matches(of: try! Regex(pattern)) {
                for match in String(file.text.code[block.range]).matches(of: /static let (\w+)/) { members.insert(String(match.1)) }
            }
        }
        return members
    }

    @Test func everyDeliveryFolderIsRegisteredOnce() {
        let folders = Set(Self.sources.compactMap(\.delivery))
        #expect(folders.count >= 2)
        #expect(
            DeliveryRegistry.builtIn.count == folders.count,
            "each folder under Deliveries/ is one delivery, listed in DeliveryRegistry.builtIn")
        #expect(
            Set(Self.sources.filter { $0.path.hasPrefix("odr-pack/") }.compactMap(\.delivery)).isSubset(of: folders),
            "a folder of option groups under odr-pack/Deliveries/ is named as its delivery's folder")
        #expect(Set(DeliveryRegistry.builtIn.map(\.id)).count == DeliveryRegistry.builtIn.count)
    }

    @Test func noFileOutsideTheDeliveriesNamesADeliverysOwnType() {
        let types = Self.deliveryTypes
        #expect(types.values.allSatisfy { !$0.isEmpty })
        for file in Self.sources where !file.isRegistry {
            for (folder, declared) in types where folder != file.delivery {
                let used = file.text.identifiers.intersection(declared)
                #expect(used.isEmpty, "\(file.path) uses \(used.sorted()) of Deliveries/\(folder)/; ask the delivery (Delivery) instead")
            }
        }
    }

    /// Neither by a member of the delivery (`.backgroundAssets`, `.tvos`) nor by its name in a string.
    @Test func noFileOutsideTheDeliveriesNamesOneDelivery() {
        let members = Self.deliveryMembers
        #expect(members.isSuperset(of: ["onDemandResources", "backgroundAssets", "ios", "backgroundAssetsTVOS"]))
        let names = DeliveryRegistry.builtIn.map(\.id.rawValue)
        for file in Self.sources where file.delivery == nil && !file.isRegistry {
            let code = file.raw.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(
                separator: "\n")
            for member in members where file.text.code.contains(try! Regex("\\.\(member)\\b")) {
                Issue.record("\(file.path) names the delivery member .\(member); ask the delivery (Delivery) instead")
            }
            for name in names where code.contains("\"\(name)\"") {
                Issue.record("\(file.path) spells the name \"\(name)\"; the registry lists the deliveries and their profiles")
            }
        }
    }

    @Test func noFileOutsideTheDeliveriesBranchesOnTheDelivery() {
        for file in Self.sources where file.delivery == nil && !file.isRegistry {
            let code = file.text.code
            for pattern in [#"switch [\w.]*delivery\b"#, #"delivery ?[!=]= ?\."#, #"\.delivery ?[!=]= ?\."#]
            where code.contains(try! Regex(pattern)) {
                Issue.record("\(file.path) branches on the delivery (\(pattern)); ask the delivery (Delivery) instead")
            }
        }
    }
}
