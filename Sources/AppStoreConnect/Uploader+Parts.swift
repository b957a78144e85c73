import FileSystem
import Foundation

/// Sending a file's parts as its reservation's operations say, several at once. Before any
/// byte is sent, the operations must cover the file exactly (no gap, no overlap, the whole
/// size); each part is read from the file at its offset and must be exactly its length.
extension Uploader {
    func send(_ file: UploadFile, operations: [UploadOperation], pack: String) async throws {
        let parts = try Self.checkedParts(operations, size: file.size, name: file.name)
        let handle: ReadableFile
        do { handle = try FileAccess.openRegularFile(file.path) } catch {
            throw UploadError.buildRefused("cannot read '\(file.path)': \(error)")
        }
        let before = try? handle.status()
        let api = self.api
        let total = parts.count
        let limit = max(1, options.parallelParts)
        let progress = self.progress
        try await withThrowingTaskGroup(of: Void.self) { group in
            var next = 0
            var done = 0
            func start() {
                let operation = parts[next]
                next += 1
                group.addTask {
                    let offset = operation.offset ?? 0
                    let length = Int(operation.length ?? 0)
                    let bytes: [UInt8]
                    do { bytes = try handle.read(atOffset: offset, count: length) } catch {
                        throw UploadError.partFailed("cannot read '\(file.path)' at \(offset): \(error)")
                    }
                    guard bytes.count == length else {
                        throw UploadError.partFailed(
                            "'\(file.path)' gave \(bytes.count) bytes at offset \(offset), not \(length): it changed during the upload")
                    }
                    try await api.sendPart(operation, bytes: Data(bytes))
                }
            }
            while next < min(limit, total) { start() }
            while try await group.next() != nil {
                done += 1
                progress("\(pack): \(file.type.rawValue) part \(done)/\(total) sent")
                if next < total { start() }
            }
        }
        let after = try? handle.status()
        if before?.size != after?.size || before?.modificationTime != after?.modificationTime {
            throw UploadError.partFailed("'\(file.path)' changed during the upload; build again and upload again")
        }
    }

    /// The operations sorted by offset, when they cover `size` bytes exactly.
    static func checkedParts(_ operations: [UploadOperation], size: Int64, name: String) throws -> [UploadOperation] {
        let parts = operations.sorted { ($0.offset ?? 0) < ($1.offset ?? 0) }
        var end: Int64 = 0
        for part in parts {
            guard part.offset == end, let length = part.length, length > 0, part.url != nil else {
                throw UploadError.partFailed(
                    "the upload operations App Store Connect gave for '\(name)' do not cover it exactly (at byte \(end)); nothing was sent")
            }
            end += length
        }
        guard end == size else {
            throw UploadError.partFailed("the upload operations for '\(name)' cover \(end) bytes, the file has \(size); nothing was sent")
        }
        return parts
    }
}
