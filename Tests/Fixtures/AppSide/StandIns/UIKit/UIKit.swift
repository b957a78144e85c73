// Stand-in for the parts of UIKit that ODRCatalogItems.swift calls, so that it type-checks
// and runs on Linux: UIImage, UITraitCollection, UIUserInterfaceIdiom and NSDataAsset.
// Declarations and availability from their developer.apple.com pages (address beside each;
// docs/app-access.md lists them). Neither class is marked Sendable here, since the pages do
// not say that they are: code that compiles against this compiles either way.
//
// Behaviour, so that Checks.swift can tell which file a lookup chose: an image made from data
// keeps the bytes (`pngData()` gives them back) and its scale, and only data that starts like a
// PNG or a JPEG file makes an image, as UIKit reads no PDF or SVG from data. The bundle
// lookups (On-Demand Resources' compiled catalogs) find nothing.

import Foundation

/// The interface type of a device.
/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
/// Raw values from UIDevice.h as third parties quote it; Apple's pages do not show them.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// An unspecified idiom.
    case unspecified = -1
    /// iPhone and iPod touch. https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/phone
    @available(iOS 3.2, *)
    case phone = 0
    /// iPad. https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/pad
    @available(iOS 3.2, *)
    case pad = 1
    /// tvOS and Apple TV. https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/tv
    @available(iOS 9.0, tvOS 9.0, *)
    case tv = 2
    /// CarPlay. https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/carplay
    @available(iOS 9.0, tvOS 9.0, *)
    case carPlay = 3
    /// The Mac. https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/mac
    @available(iOS 14.0, tvOS 14.0, *)
    case mac = 5
    /// Apple Vision Pro. https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/vision
    @available(iOS 17.0, tvOS 17.0, *)
    case vision = 6
}

/// The traits of an interface's environment.
/// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
open class UITraitCollection: NSObject {
    private let scale: CGFloat
    private let idiom: UIUserInterfaceIdiom
    nonisolated(unsafe) private static var storedCurrent = UITraitCollection(scale: 0, idiom: .unspecified)

    private init(scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        self.scale = scale
        self.idiom = idiom
        super.init()
    }

    /// A trait collection with only a display scale.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(displayscale:)
    public convenience init(displayScale scale: CGFloat) {
        self.init(scale: scale, idiom: .unspecified)
    }

    /// A trait collection with only an idiom.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfaceidiom:)
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(scale: 0, idiom: idiom)
    }

    /// The traits of several collections merged, the later ones winning.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use init(mutations:) instead")
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        let scale = traitCollections.last(where: { $0.scale != 0 })?.scale ?? 0
        let idiom = traitCollections.last(where: { $0.idiom != .unspecified })?.idiom ?? .unspecified
        self.init(scale: scale, idiom: idiom)
    }

    /// The trait collection of the current execution context (thread-local in UIKit; one value here).
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/current
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open class var current: UITraitCollection {
        get { storedCurrent }
        set { storedCurrent = newValue }
    }

    /// The display scale: 1.0, 2.0, 3.0, or 0.0 when unspecified.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open var displayScale: CGFloat { scale }

    /// The interface idiom; `.unspecified` by default.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
    open var userInterfaceIdiom: UIUserInterfaceIdiom { idiom }
}

/// An image.
/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {
    private let bytes: Data
    private let imageScale: CGFloat

    /// An image of `data` at `scale`; nil if the data is not an image format the system reads.
    /// https://developer.apple.com/documentation/uikit/uiimage/init(data:scale:)
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    public init?(data: Data, scale: CGFloat) {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
        guard data.starts(with: png) || data.starts(with: jpeg) else { return nil }
        self.bytes = data
        self.imageScale = scale
        super.init()
    }

    /// The named image asset of `bundle` that suits `traitCollection`; the stand-in has none.
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        return nil
    }

    /// The image's scale factor.
    /// https://developer.apple.com/documentation/uikit/uiimage/scale
    open var scale: CGFloat { imageScale }

    /// The image as PNG data (here: the bytes it was made from).
    /// https://developer.apple.com/documentation/uikit/uiimage/pngdata()
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open func pngData() -> Data? { bytes }
}

/// A data set of an asset catalog.
/// https://developer.apple.com/documentation/uikit/nsdataasset
@available(iOS 9.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSDataAsset: NSObject {
    /// A data set's name.
    public typealias Name = String

    private let contents: Data

    /// The data set `name` of the asset catalog in `bundle`; the stand-in has none.
    /// https://developer.apple.com/documentation/uikit/nsdataasset/init(name:bundle:)
    public init?(name: NSDataAsset.Name, bundle: Bundle) {
        return nil
    }

    /// The data set's data.
    /// https://developer.apple.com/documentation/uikit/nsdataasset/data
    open var data: Data { contents }
}
