/// A game's loader in Swift and in Objective-C using every way an app reaches tagged content:
/// the On-Demand Resources API in every form (stored, optional and collected requests, stores
/// and releases, the notification, every property and method, getters and setters) and every
/// by-name lookup (UIKit, AppKit, SwiftUI, SpriteKit on classes, subclasses, metatypes and
/// implicitly, GameplayKit, Foundation, Core ML), split over lines, behind `#if` and in
/// closures; and the same calls in comments, strings and disabled branches. Each line that
/// holds a finding says so in an `// expect:` comment (the scanner skips comments): the kinds
/// in column order, each with the details `EveryFormTests.brief` gives when written.
enum EveryFormFixture {
    /// The Swift loader.
    static let swift = #"""
        import Foundation
        import SpriteKit
        import SwiftUI
        import GameplayKit
        import CoreML

        let heroAtlasNames = ["HeroIdle", "HeroWalk"]

        final class SceneLoader {
            var bundleResourceRequest: NSBundleResourceRequest?                    // expect: requestType
            var requests: [String: NSBundleResourceRequest] = [:]                   // expect: requestType
            var pending: Set<NSBundleResourceRequest> = []                          // expect: requestType
            var observer: NSObjectProtocol?

            func download(tags: Set<String>) {
                let request = NSBundleResourceRequest(tags: tags)                   // expect: requestInit tags?=tags
                bundleResourceRequest = request                                     // expect: requestStore value=request
                requests["level"] = request                                         // expect: requestStore value=request
                pending.insert(request)                                             // expect: requestStore
                request.loadingPriority = 0.8                                       // expect: loadingPriority value=0.8
                request.loadingPriority = NSBundleResourceRequestLoadingPriorityUrgent // expect: loadingPriority value=NSBundleResourceRequestLoadingPriorityUrgent
                let priority = request.loadingPriority                              // expect: loadingPriorityRead
                print(request.tags, request.bundle, priority)                       // expect: requestTags; requestBundle
                let map = request.bundle.url(forResource: "map", withExtension: "json") // expect: bundleLookup name=map
                request.beginAccessingResources { error in                          // expect: beginAccessing
                    SKTextureAtlas.preloadTextureAtlasesNamed(heroAtlasNames) { error, atlases in } // expect: compiledLookup names=HeroIdle,HeroWalk
                }
                Task { try await request.beginAccessingResources() }                // expect: beginAccessing
                request.conditionallyBeginAccessingResources { available in }       // expect: conditionallyBeginAccessing
                observe(request.progress, map)                                      // expect: progress
                request.endAccessingResources()                                     // expect: endAccessing
                bundleResourceRequest = nil                                         // expect: requestRelease
                requests["level"] = nil                                             // expect: requestRelease
                requests.removeValue(forKey: "level")                               // expect: requestRelease
                requests.removeAll()                                                // expect: requestRelease
                Bundle.main.setPreservationPriority(0.9, forTags: ["Level1"])       // expect: preservationPriority tags=Level1
                let kept = Bundle.main.preservationPriority(forTag: "Level1")       // expect: preservationPriorityRead tags=Level1
                observer = NotificationCenter.default.addObserver(forName: .NSBundleResourceRequestLowDiskSpace, object: nil, queue: nil) { _ in } // expect: lowDiskSpace
                let name = NSNotification.Name.NSBundleResourceRequestLowDiskSpace  // expect: lowDiskSpace
                print(kept, name)
            }

            func scenes(sceneType: SKScene.Type, fileName: String) throws {
                let a = sceneType.init(fileNamed: fileName)                         // expect: compiledLookup ?=fileName
                let b = LevelScene(fileNamed: "Level1")                             // expect: compiledLookup name=Level1
                let c: LevelScene? = .init(fileNamed: "Level2")                     // expect: compiledLookup name=Level2
                let d = LevelScene.init(fileNamed: "Level1")                        // expect: compiledLookup name=Level1
                let e = SKScene(fileNamed: "Level1")                                // expect: compiledLookup name=Level1
                let f = GKScene(fileNamed: "World")                                 // expect: compiledLookup name=World
                let atlas = SKTextureAtlas(named: "HeroIdle")                       // expect: compiledLookup name=HeroIdle
                let texture = SKTexture(imageNamed: "HeroIdle_0")                   // expect: compiledLookup name=HeroIdle_0
                let sprite = SKSpriteNode(imageNamed: "HeroWalk_1")                 // expect: compiledLookup name=HeroWalk_1
                let image = UIImage(named: "Forest")                                // expect: compiledLookup name=Forest
                let mac = NSImage(named: "Forest")                                  // expect: compiledLookup name=Forest
                let swiftUI = Image("Forest")                                       // expect: compiledLookup name=Forest
                let data = NSDataAsset(name: "Dialogue")?.data                      // expect: compiledLookup name=Dialogue
                let model = try Golem(configuration: MLModelConfiguration())        // expect: compiledLookup name=Golem
                let modelURL = Golem.urlOfModelInThisBundle                         // expect: compiledLookup name=Golem
                let compiled = Bundle.main.url(forResource: "Golem", withExtension: "mlmodelc") // expect: bundleLookup name=Golem
                let movie = Bundle.main.path(forResource: "intro", ofType: "mp4")   // expect: bundleLookup name=intro
                let direct = Bundle.main.resourceURL?.appendingPathComponent("Level1/map.json") // expect: bundleLookup name=Level1/map.json
                let split = SKScene(                                                // expect: compiledLookup name=Level2
                    fileNamed: "Level2"
                )
                #if os(iOS)
                let guarded = UIImage(named: "Forest")                              // expect: compiledLookup name=Forest
                #endif
                #if false
                let dead = UIImage(named: "Forest")
                #if DEBUG
                bundleResourceRequest = nil
                #endif
                #elseif DEBUG
                let live = UIImage(named: "Forest")                                 // expect: compiledLookup name=Forest
                #endif
                #if true
                #else
                let deadElse = UIImage(named: "Forest")
                #endif
                // UIImage(named: "Forest") and bundleResourceRequest = nil in a comment
                let text = "UIImage(named: \"Forest\") and request.endAccessingResources() in a string"
                let closure = { UIImage(named: "Forest") }                          // expect: compiledLookup name=Forest
                print(a, b, c, d, e, f, atlas, texture, sprite, image, mac, swiftUI, data, model, modelURL, compiled, movie, direct, split, text, closure)
            }
        }
        """#

    /// The Objective-C loader.
    static let objectiveC = #"""
        #import <Foundation/Foundation.h>
        #import <SpriteKit/SpriteKit.h>
        #define HERO_ATLASES @[@"HeroIdle", @"HeroWalk"]
        static NSString *const LevelTag = @"Level1";

        @interface SceneLoader ()
        @property (nonatomic, strong, nullable) NSBundleResourceRequest *bundleResourceRequest; // expect: requestType
        @property (nonatomic, strong) NSMutableDictionary<NSString *, NSBundleResourceRequest *> *requests; // expect: requestType
        @end

        @implementation SceneLoader
        - (void)downloadTags:(NSSet<NSString *> *)tags {
            NSBundleResourceRequest *request = [[NSBundleResourceRequest alloc] initWithTags:tags]; // expect: requestType; requestInit tags?=tags
            self.bundleResourceRequest = request;                           // expect: requestStore value=request
            _bundleResourceRequest = request;                               // expect: requestStore value=request
            self.requests[@"level"] = request;                              // expect: requestStore value=request
            [self.requests setObject:request forKey:@"level"];              // expect: requestStore
            request.loadingPriority = 0.8;                                  // expect: loadingPriority value=0.8
            [request setLoadingPriority:NSBundleResourceRequestLoadingPriorityUrgent]; // expect: loadingPriority value=NSBundleResourceRequestLoadingPriorityUrgent
            double priority = request.loadingPriority;                      // expect: loadingPriorityRead
            NSLog(@"%@ %@ %f", request.tags, [request bundle], priority);   // expect: requestTags; requestBundle
            NSURL *map = [request.bundle URLForResource:@"map" withExtension:@"json"]; // expect: bundleLookup name=map
            [request beginAccessingResourcesWithCompletionHandler:^(NSError *error) { // expect: beginAccessing
                [SKTextureAtlas preloadTextureAtlasesNamed:HERO_ATLASES withCompletionHandler:^(NSError *e, NSArray *atlases) {}]; // expect: compiledLookup names=HeroIdle,HeroWalk
            }];
            [request conditionallyBeginAccessingResourcesWithCompletionHandler:^(BOOL available) {}]; // expect: conditionallyBeginAccessing
            NSLog(@"%@ %@", request.progress, map);                         // expect: progress
            [request endAccessingResources];                                // expect: endAccessing
            self.bundleResourceRequest = nil;                               // expect: requestRelease
            [self.requests removeObjectForKey:@"level"];                    // expect: requestRelease
            [self.requests removeAllObjects];                               // expect: requestRelease
            [[NSBundle mainBundle] setPreservationPriority:0.9 forTags:[NSSet setWithObject:LevelTag]]; // expect: preservationPriority tags=Level1
            double kept = [[NSBundle mainBundle] preservationPriorityForTag:LevelTag]; // expect: preservationPriorityRead tags=Level1
            [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(low:) name:NSBundleResourceRequestLowDiskSpaceNotification object:nil]; // expect: lowDiskSpace
            NSLog(@"%f", kept);
        }

        - (void)scenes:(Class)sceneClass name:(NSString *)name {
            SKScene *a = [sceneClass nodeWithFileNamed:name];               // expect: compiledLookup ?=name
            LevelScene *b = [LevelScene nodeWithFileNamed:@"Level1"];       // expect: compiledLookup name=Level1
            GKScene *g = [GKScene sceneWithFileNamed:@"World"];             // expect: compiledLookup name=World
            SKTextureAtlas *atlas = [SKTextureAtlas atlasNamed:@"HeroIdle"]; // expect: compiledLookup name=HeroIdle
            SKTexture *t = [SKTexture textureWithImageNamed:@"HeroIdle_0"]; // expect: compiledLookup name=HeroIdle_0
            UIImage *i = [UIImage imageNamed:@"Forest"];                    // expect: compiledLookup name=Forest
            NSDataAsset *d = [[NSDataAsset alloc] initWithName:@"Dialogue"]; // expect: compiledLookup name=Dialogue
            Golem *m = [[Golem alloc] initWithConfiguration:config error:&error]; // expect: compiledLookup name=Golem
            NSURL *u = [Golem URLOfModelInThisBundle];                      // expect: compiledLookup name=Golem
            NSString *p = [[NSBundle mainBundle].resourcePath stringByAppendingPathComponent:@"Level1/map.json"]; // expect: bundleLookup name=Level1/map.json
            UIImage *split = [UIImage                                       // expect: compiledLookup name=Forest
                imageNamed:@"Forest"];
        #if TARGET_OS_IOS
            UIImage *guarded = [UIImage imageNamed:@"Forest"];              // expect: compiledLookup name=Forest
        #endif
        #if 0
            UIImage *dead = [UIImage imageNamed:@"Forest"];
        #endif
        #if 1
        #else
            UIImage *deadElse = [UIImage imageNamed:@"Forest"];
        #endif
            // a comment that a backslash continues on the next line \
            UIImage *continued = [UIImage imageNamed:@"Forest"];
            NSString *s = @"[UIImage imageNamed:@\"Forest\"] [request endAccessingResources]";
            void (^block)(void) = ^{ [UIImage imageNamed:@"Forest"]; };     // expect: compiledLookup name=Forest
        }
        @end
        """#
}
