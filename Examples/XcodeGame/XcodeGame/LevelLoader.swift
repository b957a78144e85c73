import Foundation
import SpriteKit
import UIKit

/// Loads each level's resources through On-Demand Resources: every way the app uses the API.
final class LevelLoader {
    private var current: NSBundleResourceRequest?

    /// Makes level 1 available, then reads its map.
    func loadFirstLevel(completion: @escaping (Data?) -> Void) {
        // NSBundleResourceRequest(tags: ["Level 9"]) in a comment is not a call.
        let request = NSBundleResourceRequest(tags: ["Level 1"])
        request.loadingPriority = NSBundleResourceRequestLoadingPriorityUrgent
        request.beginAccessingResources { error in
            guard error == nil,
                  let url = Bundle.main.url(forResource: "map", withExtension: "json", subdirectory: "Level1") else {
                return completion(nil)
            }
            completion(try? Data(contentsOf: url))
        }
        current = request
        print("loading:", request.progress.fractionCompleted)
    }

    /// Level 2 from a computed tag, if it is already on the device.
    func loadNextLevel(number: Int) {
        let tags: Set<String> = ["Level \(number)"]
        let next = NSBundleResourceRequest(tags: tags)
        next.conditionallyBeginAccessingResources { available in
            guard available else { return }
            let scene = SKScene(fileNamed: "Boss")
            let atlas = SKTextureAtlas(named: "Hero")
            print(scene as Any, atlas)
        }
    }

    /// The art of the bosses, and a tutorial string.
    func bossArt() -> (UIImage?, String?) {
        let request = NSBundleResourceRequest(tags: ["Bosses", "Tutorial"])
        request.beginAccessingResources { _ in }
        let path = Bundle.main.path(forResource: "Tutorial", ofType: "strings")
        return (UIImage(named: "Golem"), path)
    }

    /// Keeps level 2 longest, and ends the first level's access.
    func finish() {
        Bundle.main.setPreservationPriority(0.8, forTags: ["Level 2"])
        current?.endAccessingResources()
        _ = NSBundleResourceRequest(tags: ["Levl 1"])  // a misspelt tag
    }

    /// Text that only looks like a call.
    let note = "NSBundleResourceRequest(tags: [\"Level 1\"]).beginAccessingResources()"

    /// The hero's atlas preloaded, the boss's scene through its type, model and legacy data,
    /// then level 1's request let go (which ends its access).
    func bossAssets(sceneType: SKScene.Type) async throws {
        let atlases = try await SKTextureAtlas.preloadTextureAtlasesNamed(["Hero"])
        let boss = sceneType.init(fileNamed: "Boss")
        let model = Bundle.main.url(forResource: "Golem", withExtension: "mlmodelc")
        let legacy = NSDataAsset(name: "Legacy")?.data
        print(atlases, boss as Any, model as Any, legacy as Any)
        current = nil
    }
}
