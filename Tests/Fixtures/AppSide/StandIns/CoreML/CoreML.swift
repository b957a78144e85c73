// Stand-in for the part of Core ML that ODRCatalogItems.swift calls: compiling a model on the
// device. Declaration and availability from its developer.apple.com page. The stand-in's
// "compilation" copies the model into a temporary `<name>.mlmodelc` folder and counts the
// calls in the environment variable ODR_STANDIN_COMPILATIONS, so that Checks.swift can tell a
// compiled model from a cached one.

import Foundation

/// A machine-learning model.
/// https://developer.apple.com/documentation/coreml/mlmodel
open class MLModel: NSObject {
    /// Compiles the model at `url` for this device; the result is in a temporary folder.
    /// https://developer.apple.com/documentation/coreml/mlmodel/compilemodel(at:)-45ao6
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
    open class func compileModel(at url: URL) async throws -> URL {
        let manager = FileManager.default
        guard manager.fileExists(atPath: url.path) else { throw CocoaError(.fileNoSuchFile) }
        let output = manager.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".mlmodelc")
        try manager.createDirectory(at: output, withIntermediateDirectories: true)
        try manager.copyItem(at: url, to: output.appendingPathComponent("source." + url.pathExtension))
        let count = Int(ProcessInfo.processInfo.environment["ODR_STANDIN_COMPILATIONS"] ?? "0") ?? 0
        setenv("ODR_STANDIN_COMPILATIONS", String(count + 1), 1)
        return output
    }
}
