import Foundation

/// Waiting for App Store Connect to process the versions: every `pollInterval` seconds, each
/// version not yet `COMPLETE` or `FAILED` is read again, and each change of state is said.
extension Uploader {
    func wait(for packs: [UploadOutcome.Pack], receipt: ReceiptBox) async throws -> [UploadOutcome.Pack] {
        var packs = packs
        let deadline = Date().addingTimeInterval(options.waitTimeout)
        while true {
            var pending = false
            for index in packs.indices {
                let pack = packs[index]
                guard [.upload, .resume, .uploaded].contains(pack.action), pack.errors.isEmpty, let versionID = pack.versionID,
                    pack.state != VersionState.complete.rawValue
                else { continue }
                guard let version = try await api.version(id: versionID) else {
                    packs[index].errors.append("version \(versionID) no longer exists in App Store Connect")
                    continue
                }
                if version.stateText != pack.state { progress("\(pack.identifier): \(version.stateText ?? "no state")") }
                packs[index].state = version.stateText
                packs[index].version = version.version ?? pack.version
                packs[index].warnings = version.warnings.map(\.text)
                try await receipt.update { $0.packs[pack.identifier]?.state = version.stateText }
                switch version.state {
                case .failed:
                    let details = version.errors.map(\.text)
                    packs[index].errors = details.isEmpty ? ["App Store Connect gave no state details"] : details
                case .complete: break
                default: pending = true
                }
            }
            guard pending else { return packs }
            if Date() >= deadline {
                for index in packs.indices
                where packs[index].errors.isEmpty && packs[index].state != VersionState.complete.rawValue
                    && packs[index].action != .unchanged
                {
                    packs[index].errors.append(
                        "still \(packs[index].state ?? "waiting") after \(Int(options.waitTimeout)) s; run upload again to keep waiting")
                }
                return packs
            }
            await RetryPolicy.sleep(options.pollInterval)
        }
    }
}
