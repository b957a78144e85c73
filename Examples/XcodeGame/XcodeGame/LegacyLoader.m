#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

/// The Objective-C side of the game: the season packs.
@interface LegacyLoader : NSObject
@property (nonatomic, strong) NSBundleResourceRequest *request;
@end

@implementation LegacyLoader

- (void)loadSummer {
    self.request = [[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithObject:@"Summer"]];
    self.request.loadingPriority = 0.9;
    [self.request beginAccessingResourcesWithCompletionHandler:^(NSError *error) {
        NSURL *beach = [[NSBundle mainBundle] URLForResource:@"beach" withExtension:@"png" subdirectory:@"Summer"];
        NSLog(@"%@", beach);
    }];
}

- (void)done {
    /* [self.request endAccessingResources] inside a comment is not a call. */
    [self.request endAccessingResources];
    UIImage *forest = [UIImage imageNamed:@"Forest"];
    NSLog(@"%@", forest);
}

@end
