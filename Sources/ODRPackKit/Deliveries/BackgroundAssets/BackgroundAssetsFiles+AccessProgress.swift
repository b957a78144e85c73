/// `ODRAssetAccess.swift`, parts 6 and 7: a request's progress from 26, weighed from the asset
/// packs' download-status updates, and the split of a bundle path the way `Bundle` looks
/// resources up.
extension BackgroundAssetsFiles {
    /// `DownloadProgress`.
    static let accessProgress = #"""
// MARK: - Download progress (26 and later)

nonisolated extension TaggedResources {
    /// A request's progress from 26: each asset pack weighs its download size (at least one
    /// byte), and its fraction is the latest its download-status updates reported, 1 once it is
    /// on the device; a pack's fraction never goes back within one begin.
    final class DownloadProgress: @unchecked Sendable {
        /// The progress's total unit count: the fraction in ten-thousandths.
        static let units: Int64 = 10_000
        let progress: Progress
        private let lock = NSLock()
        private var weights: [String: Int64] = [:]
        private var fractions: [String: Double] = [:]

        init() {
            // Apple: https://developer.apple.com/documentation/foundation/progress/init(totalunitcount:)
            progress = Progress(totalUnitCount: Self.units)
            // Apple: https://developer.apple.com/documentation/foundation/progress/iscancellable
            progress.isCancellable = false
        }

        /// Starts a begin over `packs`, from 0.
        func start(_ packs: [(id: String, bytes: Int64)]) {
            lock.withLock {
                weights = Dictionary(packs.map { ($0.id, max($0.bytes, 1)) }, uniquingKeysWith: max)
                fractions = [:]
            }
            publish()
        }

        /// Records that `packID` has `fraction` of its download (clamped to 0...1).
        func update(_ packID: String, fraction: Double) {
            let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
            lock.withLock {
                guard weights[packID] != nil else { return }
                fractions[packID] = max(fractions[packID] ?? 0, clamped)
            }
            publish()
        }

        /// Records that every pack of `packIDs` is on the device.
        func complete(_ packIDs: Set<String>) {
            lock.withLock {
                for packID in packIDs where weights[packID] == nil { weights[packID] = 1 }
            }
            for packID in packIDs.sorted() { update(packID, fraction: 1) }
        }

        /// Applies a download-status update.
        @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
        func apply(_ update: AssetPackManager.DownloadStatusUpdate) {
            // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/downloadstatusupdate
            switch update {
            case .downloading(let pack, let packProgress):
                // Apple: https://developer.apple.com/documentation/foundation/progress/fractioncompleted
                self.update(pack.id, fraction: packProgress.fractionCompleted)
            case .finished(let pack):
                self.update(pack.id, fraction: 1)
            case .began, .paused, .failed:
                break
            @unknown default:
                break
            }
        }

        /// The weighed fraction of every pack, 0...1.
        var fraction: Double {
            lock.withLock { weighedFraction() }
        }

        private func weighedFraction() -> Double {
            let total = weights.values.reduce(0, +)
            guard total > 0 else { return 0 }
            let done = weights.reduce(0.0) { $0 + Double($1.value) * (fractions[$1.key] ?? 0) }
            return done / Double(total)
        }

        /// Sets the progress under the lock, so that a later value is never overwritten by an earlier one.
        private func publish() {
            lock.withLock {
                // Apple: https://developer.apple.com/documentation/foundation/progress/completedunitcount
                progress.completedUnitCount = Int64((weighedFraction() * Double(Self.units)).rounded(.down))
            }
        }
    }
}

"""#

    /// `BundlePath`, and the end of the file.
    static let accessBundlePaths = #"""
// MARK: - Bundle paths

nonisolated extension TaggedResources {
    /// A bundle path split the way Bundle looks resources up: an optional leading `xx.lproj`
    /// folder, a subdirectory, a name and an extension.
    struct BundlePath: Equatable {
        var localization: String?
        var subdirectory: String?
        var name: String
        var ext: String?

        init?(_ path: String) {
            var parts = path.split(separator: "/").map(String.init)
            guard let file = parts.popLast() else { return nil }
            if let first = parts.first, first.hasSuffix(".lproj"), first.count > ".lproj".count {
                localization = String(first.dropLast(".lproj".count))
                parts.removeFirst()
            }
            subdirectory = parts.isEmpty ? nil : parts.joined(separator: "/")
            if let dot = file.lastIndex(of: "."), dot != file.startIndex, file.index(after: dot) != file.endIndex {
                name = String(file[..<dot])
                ext = String(file[file.index(after: dot)...])
            } else {
                name = file
                ext = nil
            }
        }

        /// Looks the file up in `bundle`: in the named localization if the path has one.
        func url(in bundle: Bundle) -> URL? {
            guard let localization else {
                // Apple: https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:subdirectory:)
                return bundle.url(forResource: name, withExtension: ext, subdirectory: subdirectory)
            }
            // Apple: https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:subdirectory:localization:)
            return bundle.url(forResource: name, withExtension: ext, subdirectory: subdirectory, localization: localization)
        }

        /// The bundle paths Bundle would try for a resource, in its order: unlocalized first,
        /// then each localization's `xx.lproj` folder.
        static func candidates(name: String, ext: String?, subdirectory: String?, localizations: [String]) -> [String] {
            let file = (ext ?? "").isEmpty ? name : "\(name).\(ext ?? "")"
            let trimmed = subdirectory?.split(separator: "/").joined(separator: "/") ?? ""
            let relative = trimmed.isEmpty ? file : "\(trimmed)/\(file)"
            var seen = Set<String>()
            let lprojs = localizations.filter { seen.insert($0).inserted }.map { "\($0).lproj/\(relative)" }
            return [relative] + lprojs
        }
    }
}
#endif

"""#
}
