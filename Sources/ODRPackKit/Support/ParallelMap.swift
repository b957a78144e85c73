import Dispatch
import FileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work over `0..<count` in contiguous chunks spread over all cores and returns the
/// results in index order. Each chunk writes only its own slot, so no lock is needed. The
/// caller's `ReadLog` stays current in the workers.
enum ParallelMap {
    static func map<T>(count: Int, minimumChunk: Int = 256, _ work: @Sendable (Range<Int>) -> [T]) -> [T] {
        guard count > 0 else { return [] }
        let chunks = max(1, min(count / minimumChunk, ProcessInfoCores.count * 4))
        let slots = ChunkSlots<T>(count: chunks)
        let log = ReadLog.current
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let lower = count * chunk / chunks
            let upper = count * (chunk + 1) / chunks
            ReadLog.$current.withValue(log) { slots.store(work(lower..<upper), at: chunk) }
        }
        return slots.all
    }
}

/// The number of cores the process may use.
enum ProcessInfoCores {
    static var count: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// Per-chunk results written from concurrent workers, each only to its own slot; read once
/// every worker has finished.
private final class ChunkSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<[T]>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: [])
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ values: [T], at index: Int) { slots[index] = values }

    var all: [T] { slots.flatMap { $0 } }
}
