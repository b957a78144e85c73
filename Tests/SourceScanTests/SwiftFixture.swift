/// A Swift game source with every ODR and lookup form the scanner knows, and decoys.
enum SwiftFixture {
    /// The source. Line numbers in `SwiftFixtureTests` refer to it.
    static let source = #"""
        import Foundation
        import SpriteKit
        import SwiftUI

        /// Loads levels. NSBundleResourceRequest(tags: ["doc"]) in a doc comment.
        final class LevelLoader {
            var request: NSBundleResourceRequest?
            let levelTag = "level-2"

            func start(index: Int) async throws {
                let first = NSBundleResourceRequest(tags: ["level-1", "shared"])
                let second = NSBundleResourceRequest(tags: Set(["a\"b", "c\\d", "\u{1F600}", "t\tn\n"]), bundle: .main)
                let third: NSBundleResourceRequest = .init(tags: [levelTag])
                request = NSBundleResourceRequest(tags: ["level-\(index)"])
                let fourth = NSBundleResourceRequest(tags: Set<String>(arrayLiteral: "x", "y"))
                let fifth = NSBundleResourceRequest(tags: tags(for: 3), bundle: Bundle.main)
                let sixth = NSBundleResourceRequest(tags: ["pre" + "fix"])
                self.request = .init(tags: [#"raw"#, "plain"])
                first.loadingPriority = NSBundleResourceRequestLoadingPriorityUrgent
                second.loadingPriority = 0.5
                first.beginAccessingResources { error in
                    print(error as Any)
                }
                try await second.beginAccessingResources()
                let available = await third.conditionallyBeginAccessingResources()
                fourth.conditionallyBeginAccessingResources { available in }
                print(first.progress.fractionCompleted, available)
                request?.endAccessingResources()
                fifth.endAccessingResources()
                Bundle.main.setPreservationPriority(0.9, forTags: ["level-1"])
                Bundle.main.setPreservationPriority(0.1, forTags: Set(sixthTags))
                let url = Bundle.main.url(forResource: "intro", withExtension: "mp4")
                let music = first.bundle.url(forResource: "theme", withExtension: "caf", subdirectory: "Audio")
                let path = Bundle.main.path(forResource: levelName, ofType: "json")
                let map = Bundle(for: LevelLoader.self).path(forResource: "map", ofType: "plist", inDirectory: "Maps")
                let pngs = Bundle.main.urls(forResourcesWithExtension: "png", subdirectory: nil)
                let hero = UIImage(named: "hero")
                let mac = NSImage(named: "hero-mac")
                let trait = UIImage(named: "hero", in: .main, compatibleWith: nil)
                let image = Image("background")
                let tint = UIColor(named: "Tint")
                let data = NSDataAsset(name: "Dialogue")
                let atlas = SKTextureAtlas(named: "Characters")
                let texture = SKTexture(imageNamed: "coin")
                let sprite = SKSpriteNode(imageNamed: "coin-\(index)")
                let scene = SKScene(fileNamed: "Level1")
                let node = SKNode(fileNamed: "Boss")
                let world = GKScene(fileNamed: "World")
                let ship = SCNScene(named: "art.scnassets/ship.scn")
                let nib = UINib(nibName: "Cell", bundle: nil)
                let board = UIStoryboard(name: "Main", bundle: nil)
                let task = URLSession.shared.dataTask(with: url!)
                print(task.progress, "\(UIImage(named: "inside")!.size)")
            }

            // Decoys: nothing below is a call.
            // NSBundleResourceRequest(tags: ["x"])
            /* Bundle.main.url(forResource: "a", withExtension: "b")
               /* nested: UIImage(named: "n") */ first.endAccessingResources() */
            let s1 = "NSBundleResourceRequest(tags: [\"x\"]) and request.endAccessingResources()"
            let s2 = """
                UIImage(named: "multi") "quoted"
                \(Self.label) first.beginAccessingResources()
                """
            let s3 = #"raw "quote" UIImage(named: "raw") \(notInterpolated)"#
            func myBeginAccessingResources() {}
            func decoy() {
                let fake = FakeNSBundleResourceRequest(tags: ["nope"])
                fake.myBeginAccessingResources()
                let image = MyImage(named: "nope")
            }
        }
        """#
}
