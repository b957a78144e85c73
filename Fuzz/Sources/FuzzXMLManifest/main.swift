import FuzzSupport
import ODRPackKit

/// The native XML manifest (over libxml2), then planning, checking and reporting of what it
/// declares. Never a trap, never a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let file = FuzzSupport.scratch + "/manifest.xml"
    FuzzSupport.lintAndRender(ManifestLoader.parse(bytes, file: file, as: .xml, names: DeliveryRegistry.readerNames), file: file)
    return 0
}
