import Foundation
import FuzzSupport
import ODRPackKit

/// The lock file of Background Assets pack IDs (`<bundle id>.background-assets.lock`, either form), read
/// for a small game of three tag sets whose files exist, then renders the lint. Never a trap,
/// never a hang, never an output that breaks its format's guarantee; a lock file that lint
/// accepts gives every pack a valid ID, and no two packs one ID (compared without case).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let lock = FuzzSupport.write(Array(UnsafeBufferPointer(start: start, count: count)), to: "lockgame/game.background-assets.lock.json")
    var options = LintOptions()
    options.delivery = .backgroundAssets
    options.packIDs.lockFile = lock
    let result = Linter.lint(manifestAt: game, options: options)
    FuzzSupport.expectGuarantees(result)
    if !result.diagnostics.contains(where: { $0.code == .invalidLockFile }), let plan = result.plan {
        let ids = plan.packs.map(\.identity.identifier)
        precondition(ids.allSatisfy(BackgroundAssetsPackID.isValid), "\(ids)")
        precondition(Set(ids.map { $0.lowercased() }).count == ids.count, "\(ids)")
    }
    return 0
}

/// The game's manifest, written once with its files: tags A, B and A+B.
let game: String = {
    for name in ["a.bin", "b.bin", "ab.bin"] { _ = FuzzSupport.write(Array(name.utf8), to: "lockgame/Assets/" + name) }
    let manifest =
        #"<odr-manifest version="1" bundle-id="com.example.lock" base="Assets"><resource path="a.bin" tags="A"/><resource path="b.bin" tags="B"/><resource path="ab.bin" tags="A, B"/></odr-manifest>"#
    return FuzzSupport.write(Array(manifest.utf8), to: "lockgame/game.xml")
}()
