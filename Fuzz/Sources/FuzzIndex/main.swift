import FuzzSupport
import ODRPackKit

/// index.plist and index.json files as `diff` reads them (each input tried as both), then
/// compared with itself, with a small valid index and the other way round, checked against
/// budgets every change exceeds, and rendered in every format. Never a trap, never a hang,
/// never an output that breaks its format's guarantee.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    for format in [BuildOptions.IndexFormat.plist, .json] {
        guard let index = try? IndexStore.decode(bytes, format: format, path: "new/" + format.fileName, deliveries: DeliveryRegistry.names)
        else { continue }
        FuzzSupport.diffAndRender(old: index, new: index)
        FuzzSupport.diffAndRender(old: FuzzSupport.smallIndex, new: index)
        FuzzSupport.diffAndRender(old: index, new: FuzzSupport.smallIndex)
    }
    return 0
}
