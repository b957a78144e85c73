/// `ODRCatalogItems.swift`, part 3: Core ML models, found as `.mlpackage` or `.mlmodel` files,
/// compiled on the device once per content of their files and kept in Application Support.
extension BackgroundAssetsFiles {
    /// `ModelSource`, `ModelCache`, `Fingerprint`, and the end of the file.
    static let catalogItemsModels = #"""
// MARK: - Core ML models

nonisolated extension CatalogItems {
    /// A packed model's files: `<name>.mlpackage/...` or `<name>.mlmodel`, at the top of the packs.
    struct ModelSource {
        var name: String
        /// `mlpackage` or `mlmodel`.
        var ext: String
        /// Each file's path inside the model (empty for an `.mlmodel`) and its bundle path.
        var files: [(relative: String, bundlePath: String)]

        init?(named name: String) {
            guard CatalogItems.isValidName(name), !name.contains("/") else { return nil }
            let package = "\(name).mlpackage/"
            let packaged = AssetPackMap.bundlePaths(withPrefix: package)
            if !packaged.isEmpty {
                self.init(name: name, ext: "mlpackage", files: packaged.map { (String($0.dropFirst(package.count)), $0) })
            } else if AssetPackMap.packID(forFile: "\(name).mlmodel") != nil {
                self.init(name: name, ext: "mlmodel", files: [("", "\(name).mlmodel")])
            } else {
                return nil
            }
        }

        init(name: String, ext: String, files: [(relative: String, bundlePath: String)]) {
            self.name = name
            self.ext = ext
            self.files = files
        }
    }

    /// Compiled models in Application Support, `ODRCompiledModels/<name>-<fingerprint>.mlmodelc`:
    /// a model is compiled once for each content of its files, and the older compilations of the
    /// same name are deleted then. Within a process, a model's URL is remembered by its name and pack.
    final class ModelCache: @unchecked Sendable {
        static let shared = ModelCache()
        private let lock = NSLock()
        private var compiled: [String: URL] = [:]

        /// Where compiled models are kept.
        var directory: URL {
            get throws {
                // Apple: https://developer.apple.com/documentation/foundation/filemanager/url(for:in:appropriatefor:create:)
                try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
                    .appendingPathComponent("ODRCompiledModels", isDirectory: true)
            }
        }

        /// The compiled model of `model`, compiled with `compile` (given the source's URL) when
        /// there is none for its files' content yet. `@concurrent`: it reads, hashes and writes
        /// the model's files, which never belongs on the main actor.
        @concurrent
        func compiledURL(of model: ModelSource, reading access: TaggedResourceAccess,
                         compile: @Sendable (URL) async throws -> URL) async throws -> URL {
            let remembered = "\(model.name)|\(model.files.first.flatMap { AssetPackMap.packID(forFile: $0.bundlePath) } ?? "")"
            if let url = lock.withLock({ compiled[remembered] }), FileManager.default.fileExists(atPath: url.path) { return url }
            var fingerprint = Fingerprint()
            var contents: [(String, Data)] = []
            for file in model.files {
                let bytes = try access.data(atBundlePath: file.bundlePath)
                fingerprint.add(file.relative)
                fingerprint.add(bytes)
                contents.append((file.relative, bytes))
            }
            let folder = try directory
            let key = "\(model.name)-\(fingerprint.hex)"
            let destination = folder.appendingPathComponent(key + ".mlmodelc", isDirectory: true)
            if !FileManager.default.fileExists(atPath: destination.path) {
                let staging = folder.appendingPathComponent(key + ".staging-" + UUID().uuidString, isDirectory: true)
                defer { try? FileManager.default.removeItem(at: staging) }
                let output = try await compile(try stage(model, contents, in: staging))
                try install(output, at: destination, replacingOlderOf: model.name, in: folder)
            }
            lock.withLock { compiled[remembered] = destination }
            return destination
        }

        /// Writes the model's files under `stage`, and returns the model's URL there.
        private func stage(_ model: ModelSource, _ contents: [(String, Data)], in stage: URL) throws -> URL {
            let source = stage.appendingPathComponent("\(model.name).\(model.ext)")
            for (relative, bytes) in contents {
                guard relative.isEmpty || CatalogItems.isValidName(relative) else { continue }
                let file = relative.isEmpty ? source : source.appendingPathComponent(relative)
                // Apple: https://developer.apple.com/documentation/foundation/filemanager/createdirectory(at:withintermediatedirectories:attributes:)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                // Apple: https://developer.apple.com/documentation/foundation/data/write(to:options:)
                try bytes.write(to: file, options: .atomic)
            }
            return source
        }

        /// Moves the compiler's output into place (a concurrent compilation may have put it there
        /// first), then deletes the same model's older compilations.
        private func install(_ output: URL, at destination: URL, replacingOlderOf name: String, in folder: URL) throws {
            let manager = FileManager.default
            do {
                // Apple: https://developer.apple.com/documentation/foundation/filemanager/moveitem(at:to:)
                try manager.moveItem(at: output, to: destination)
            } catch where manager.fileExists(atPath: destination.path) {
                try? manager.removeItem(at: output)
            }
            // Apple: https://developer.apple.com/documentation/foundation/filemanager/contentsofdirectory(atpath:)
            for item in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            where item != destination.lastPathComponent && ModelCache.isCompilation(item, of: name) {
                // Apple: https://developer.apple.com/documentation/foundation/filemanager/removeitem(at:)
                try? manager.removeItem(at: folder.appendingPathComponent(item))
            }
        }

        /// Whether `item` is a compilation of the model `name`: `<name>-<16 hex digits>.mlmodelc`.
        static func isCompilation(_ item: String, of name: String) -> Bool {
            guard item.hasPrefix(name + "-"), item.hasSuffix(".mlmodelc") else { return false }
            let fingerprint = item.dropFirst(name.count + 1).dropLast(".mlmodelc".count)
            return fingerprint.count == 16 && fingerprint.allSatisfy(\.isHexDigit)
        }
    }

    /// FNV-1a over 64-bit little-endian words (the tail byte by byte): a stable fingerprint of a
    /// model's files, to tell a changed model from the one compiled before.
    struct Fingerprint {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
        private static let prime: UInt64 = 0x0000_0100_0000_01b3

        mutating func add(_ string: String) {
            add(Data(string.utf8))
            add(Data([0]))
        }

        mutating func add(_ data: Data) {
            var value = self.value
            data.withUnsafeBytes { raw in
                var offset = 0
                while offset + 8 <= raw.count {
                    value = (value ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* Self.prime
                    offset += 8
                }
                while offset < raw.count {
                    value = (value ^ UInt64(raw[offset])) &* Self.prime
                    offset += 1
                }
            }
            self.value = (value ^ UInt64(data.count)) &* Self.prime
        }

        /// The value as 16 lower-case hex digits.
        var hex: String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }
}
#endif

"""#
}
