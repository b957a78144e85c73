import FuzzSupport
import XcodeProject

/// .xcconfig files: lines, continuations, conditions and includes (the input may include
/// itself, directly or through the second file it names). Never a trap, never a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let path = FuzzSupport.write(bytes, to: "A.xcconfig")
    _ = FuzzSupport.write(bytes.reversed(), to: "B.xcconfig")
    let context = XcconfigFile.Context(sdk: "iphoneos", configuration: "Release", target: "App")
    let read = XcconfigFile.read(path, projectDirectory: FuzzSupport.scratch, context: context)
    let settings = BuildSettings(levels: read.levels, builtins: ["TARGET_NAME": "App"])
    for name in [
        "PRODUCT_BUNDLE_IDENTIFIER", "ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS", "ON_DEMAND_RESOURCES_PREFETCH_ORDER",
        "ENABLE_ON_DEMAND_RESOURCES", "SDKROOT", "A", "B",
    ] {
        _ = settings.value(name)
    }
    return 0
}
