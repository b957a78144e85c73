// Stand-in for the On-Demand Resources part of Apple's Foundation, which
// swift-corelibs-foundation (Linux) does not have: NSBundleResourceRequest,
// the NSBundle (NSBundleResourceRequestAdditions) category, the urgent
// loading-priority constant, the low-disk-space notification and the
// NSBundle on-demand-resource error codes.
//
// It is never named by the generated file: compile.sh imports it implicitly
// (`-Xfrontend -import-module ODRFoundationStandIn`), so the file compiled here
// is byte for byte the file an iOS app compiles, where `import Foundation`
// provides these declarations.
//
// Declarations and availability: iOS 27 SDK NSBundle.h (API_DEPRECATED("Use
// Background Assets instead.", ios(9.0, 27.0), watchos(2.0, 27.0),
// tvos(9.0, 27.0)) API_UNAVAILABLE(macos)) and developer.apple.com
// (visionOS 1.0-27.0, Mac Catalyst 13.1-27.0). See SIGNATURES.md.
// Bodies are trivial: nothing here downloads anything.

import Foundation

/// A resource manager for On-Demand Resources, as Foundation's `NSBundleResourceRequest`.
@available(iOS, introduced: 9.0, deprecated: 27.0, message: "Use Background Assets instead.")
@available(tvOS, introduced: 9.0, deprecated: 27.0, message: "Use Background Assets instead.")
@available(watchOS, introduced: 2.0, deprecated: 27.0, message: "Use Background Assets instead.")
@available(visionOS, introduced: 1.0, deprecated: 27.0, message: "Use Background Assets instead.")
@available(macCatalyst, introduced: 13.1, deprecated: 27.0, message: "Use Background Assets instead.")
@available(macOS, unavailable)
open class NSBundleResourceRequest: NSObject, ProgressReporting {
    private let storedTags: Set<String>
    private let storedBundle: Bundle
    private let storedProgress = Progress(totalUnitCount: 0)

    /// Creates a request for `tags`, loading into the main bundle.
    public convenience init(tags: Set<String>) {
        self.init(tags: tags, bundle: .main)
    }

    /// Creates a request for `tags`, loading into `bundle` (the designated initializer).
    public init(tags: Set<String>, bundle: Bundle) {
        self.storedTags = tags
        self.storedBundle = bundle
        super.init()
    }

    /// A hint of the request's relative priority, 0.0 to 1.0 or `NSBundleResourceRequestLoadingPriorityUrgent`.
    open var loadingPriority: Double = 0.5

    /// The tags this request manages.
    open var tags: Set<String> { storedTags }

    /// The bundle that holds the requested resources.
    open var bundle: Bundle { storedBundle }

    /// Requests access, downloading if needed; the stand-in always fails.
    open func beginAccessingResources(completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        completionHandler(CocoaError(.featureUnsupported))
    }

    /// Async form of `beginAccessingResources(completionHandler:)`; the stand-in always throws.
    open func beginAccessingResources() async throws {
        throw CocoaError(.featureUnsupported)
    }

    /// Checks whether the resources are already on the device; the stand-in says no.
    open func conditionallyBeginAccessingResources(completionHandler: @escaping @Sendable (Bool) -> Void) {
        completionHandler(false)
    }

    /// Async form of `conditionallyBeginAccessingResources(completionHandler:)`; the stand-in says no.
    open func conditionallyBeginAccessingResources() async -> Bool {
        false
    }

    /// Tells the system the app has finished with the resources.
    open func endAccessingResources() {}

    /// The request's progress.
    open var progress: Progress { storedProgress }
}

// NSBundle.h sits in NS_HEADER_AUDIT_BEGIN(nullability, sendability) and does
// not mark NSBundleResourceRequest NS_SWIFT_SENDABLE, so Swift sees it as not
// Sendable; this makes the stand-in refuse Sendable use the same way.
@available(*, unavailable)
extension NSBundleResourceRequest: @unchecked Sendable {}

extension Bundle {
    /// Hints the order in which the system purges tagged resources (0.0 first).
    @available(iOS, introduced: 9.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(tvOS, introduced: 9.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(watchOS, introduced: 2.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(macCatalyst, introduced: 13.1, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(macOS, unavailable)
    public func setPreservationPriority(_ priority: Double, forTags tags: Set<String>) {}

    /// The current preservation priority of `tag`; the stand-in answers the documented default, 0.0.
    @available(iOS, introduced: 9.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(tvOS, introduced: 9.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(watchOS, introduced: 2.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(macCatalyst, introduced: 13.1, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(macOS, unavailable)
    public func preservationPriority(forTag tag: String) -> Double { 0.0 }
}

/// The loading priority that asks the system to finish a request as soon as possible.
/// Apple publishes no value; the stand-in's 1.0 is arbitrary.
@available(iOS, introduced: 9.0, deprecated: 27.0, message: "Use Background Assets instead.")
@available(tvOS, introduced: 9.0, deprecated: 27.0, message: "Use Background Assets instead.")
@available(watchOS, introduced: 2.0, deprecated: 27.0, message: "Use Background Assets instead.")
@available(visionOS, introduced: 1.0, deprecated: 27.0, message: "Use Background Assets instead.")
@available(macCatalyst, introduced: 13.1, deprecated: 27.0, message: "Use Background Assets instead.")
@available(macOS, unavailable)
public let NSBundleResourceRequestLoadingPriorityUrgent: Double = 1.0

extension NSNotification.Name {
    /// Posted when the system detects that disk space is getting low (the string value is ours:
    /// Apple does not publish it).
    @available(iOS, introduced: 9.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(tvOS, introduced: 9.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(watchOS, introduced: 2.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(macCatalyst, introduced: 13.1, deprecated: 27.0, message: "Use Background Assets instead.")
    @available(macOS, unavailable)
    public static let NSBundleResourceRequestLowDiskSpace = NSNotification.Name("NSBundleResourceRequestLowDiskSpaceNotification")
}

/// Not enough space to download the requested on-demand resources (FoundationErrors.h: 4992).
public var NSBundleOnDemandResourceOutOfSpaceError: Int { 4992 }
/// The app exceeded the amount of on-demand resources in use at one time (4993).
public var NSBundleOnDemandResourceExceededMaximumSizeError: Int { 4993 }
/// A tag is not in the app's tag manifest (4994).
public var NSBundleOnDemandResourceInvalidTagError: Int { 4994 }
