/// An Objective-C game source with every ODR and lookup form the scanner knows, and decoys.
enum ObjCFixture {
    /// The source. Line numbers in `ObjCFixtureTests` refer to it.
    static let source = #"""
        #import <Foundation/Foundation.h>
        #import "LevelLoader.h" // [[NSBundleResourceRequest alloc] initWithTags:x]
        #pragma mark - Player's state: [request endAccessingResources]
        #define LEVEL_TAG @"level-9"

        @interface LevelLoader ()
        @property (nonatomic, strong, nullable) NSBundleResourceRequest *request;
        @end

        @implementation LevelLoader

        - (void)startWithTags:(NSSet<NSString *> *)tags {
            NSBundleResourceRequest *first = [[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithObjects:@"level-1", @"shared", nil]];
            NSBundleResourceRequest *second = [[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithArray:@[@"a\"b", @"c\\d", @"n\n"]] bundle:[NSBundle mainBundle]];
            self.request = [[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithObject:@"solo"]];
            id third = [[NSBundleResourceRequest alloc] initWithTags:tags];
            id fourth = [[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithObjects:LEVEL_TAG, nil]];
            id fifth = [[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithObject:@"con" @"cat"]];
            first.loadingPriority = NSBundleResourceRequestLoadingPriorityUrgent;
            [second setLoadingPriority:0.5];
            [first beginAccessingResourcesWithCompletionHandler:^(NSError * _Nullable error) {
                NSLog(@"%@", error);
            }];
            [self.request conditionallyBeginAccessingResourcesWithCompletionHandler:^(BOOL available) {}];
            NSLog(@"%f", first.progress.fractionCompleted);
            NSLog(@"%@", [second progress]);
            [self.request endAccessingResources];
            [[NSBundle mainBundle] setPreservationPriority:0.9 forTags:[NSSet setWithObjects:@"level-1", nil]];
            NSURL *url = [[NSBundle mainBundle] URLForResource:@"intro" withExtension:@"mp4"];
            NSURL *music = [first.bundle URLForResource:@"theme" withExtension:@"caf" subdirectory:@"Audio"];
            NSString *path = [[NSBundle mainBundle] pathForResource:levelName ofType:@"json"];
            NSString *map = [NSBundle pathForResource:@"map" ofType:@"plist" inDirectory:@"Maps"];
            UIImage *hero = [UIImage imageNamed:@"hero"];
            SKScene *scene = [GameScene nodeWithFileNamed:@"Level1"];
            SKTextureAtlas *atlas = [SKTextureAtlas atlasNamed:@"Characters"];
            SKTexture *texture = [SKTexture textureWithImageNamed:[NSString stringWithFormat:@"coin-%d", 3]];
            NSURLSessionTask *task = [session dataTaskWithURL:url];
            NSLog(@"%@ %@", task.progress, [task progress]);
        }

        // Decoys: nothing below is a call.
        // [[NSBundleResourceRequest alloc] initWithTags:[NSSet set]]
        /* [UIImage imageNamed:@"a"] /* not nested in C: this ends the comment */
        NSString *s1 = @"[[NSBundleResourceRequest alloc] initWithTags:nil] \" [request endAccessingResources]";
        const char *s2 = "[UIImage imageNamed:@\"c\"]";
        char quote = '"'; char other = '\''; NSString *s3 = @"[request endAccessingResources]";
        #if 0
        [request endAccessingResources];
        #endif
        #error Can't "compile" [request endAccessingResources]
        - (void)myBeginAccessingResources { [self myBeginAccessingResourcesWithCompletionHandler:nil]; }
        - (void)fake { [[FakeNSBundleResourceRequest alloc] initWithTags:[NSSet set]]; int x = values[index]; }
        @end
        """#
}
