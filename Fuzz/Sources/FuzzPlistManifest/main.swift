import FuzzSupport
import ODRPackKit

/// The property-list manifest (XML or binary, recognised from the content), then planning,
/// checking and reporting of what it declares. Never a trap, never a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let file = FuzzSupport.scratch + "/manifest.plist"
    FuzzSupport.lintAndRender(ManifestLoader.parse(bytes, file: file, as: .propertyList, names: DeliveryRegistry.readerNames), file: file)
    return 0
}
