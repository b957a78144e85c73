import Foundation
import Testing
import XcodeProject

/// The real `project.pbxproj` files under `Fixtures/` (see `Fixtures/README.md`).
enum Fixture: String, CaseIterable, CustomTestStringConvertible {
    case lucianomarisi = "lucianomarisi__OnDemandResourcesExampleApp"
    case yogeshpadekar = "yogeshpadekar__OnDemandResourceDemo"
    case thiagoLovatine = "ThiagoLovatine__SwiftOnDemandResources"
    case kukimo = "kukimo__OnDemandResourceSample"
    case pozitr0n = "pozitr0n__On-Demand-Resources-In-Swift"
    case tianxuefeng = "tianxuefeng__OnDemandResource"

    var url: URL {
        Bundle.module.resourceURL!
            .appending(path: "Fixtures")
            .appending(path: rawValue)
            .appending(path: "project.pbxproj")
    }

    func bytes() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    func load() throws -> PBXProjectFile {
        try PBXProjectFile(contentsOf: url)
    }

    var testDescription: String { rawValue }
}
