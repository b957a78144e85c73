import FuzzSupport
import ODRPackKit

/// project.pbxproj files read as odr-pack reads a project: the OpenStep parser, the object
/// graph, settings, group paths, variant groups, synchronized folders, then planning and
/// checking of whatever tags come out. Never a trap, never a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let path = FuzzSupport.write(Array(UnsafeBufferPointer(start: start, count: count)), to: "Fuzz.xcodeproj/project.pbxproj")
    let project = String(path.dropLast("/project.pbxproj".count))
    FuzzSupport.lintAndRender(ManifestLoader.load(project), file: project)
    return 0
}
