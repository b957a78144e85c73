#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads share, guarded by a pthread mutex.
///
/// Not `Synchronization.Mutex`: on Linux it is a priority-inheritance futex, and when two
/// threads contend the kernel hands the lock over without an atomic operation that
/// ThreadSanitizer can see, so every contended `withLock` is reported as a race. (A
/// 10-line program that only appends to a `Mutex<Set<String>>` from
/// `DispatchQueue.concurrentPerform` shows it: docs/development.md.) ThreadSanitizer
/// intercepts pthread mutexes, so with this lock a TSan run reports only real races.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
