#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file actions of a spawned tool: standard input from `/dev/null`, standard output and
/// standard error to the pipe, and its working folder.
struct SpawnActions {
    #if canImport(Glibc)
    var value = posix_spawn_file_actions_t()
    #else
    var value: posix_spawn_file_actions_t?
    #endif

    init() {
        posix_spawn_file_actions_init(&value)
    }

    /// Sets the actions; false when the working folder cannot be set (no `addchdir_np`).
    mutating func configure(output: Int32, folder: String?) -> Bool {
        posix_spawn_file_actions_addopen(&value, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&value, output, 1)
        posix_spawn_file_actions_adddup2(&value, output, 2)
        guard let folder else { return true }
        guard let addChdir = Self.addChdir else { return false }
        return addChdir(&value, folder) == 0
    }

    #if canImport(Glibc)
    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32
    #else
    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t?>?, UnsafePointer<CChar>?) -> Int32
    #endif

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, macOS 10.15), which Swift's C module
    /// does not declare: found by name in the C library.
    static let addChdir: AddChdir? = {
        #if canImport(Glibc)
        let handle = dlopen(nil, RTLD_NOW)
        #else
        let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #endif
        guard let symbol = dlsym(handle, "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()

    mutating func destroy() {
        posix_spawn_file_actions_destroy(&value)
    }
}

/// The attributes of a spawned tool: a process group of its own, no blocked signal, and the
/// signals odr-pack ignores or handles back at their defaults.
struct SpawnAttributes {
    #if canImport(Glibc)
    var value = posix_spawnattr_t()
    #else
    var value: posix_spawnattr_t?
    #endif

    init() {
        posix_spawnattr_init(&value)
    }

    mutating func configure() {
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&value, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&value, &mask)
        posix_spawnattr_setpgroup(&value, 0)
        posix_spawnattr_setflags(&value, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    }

    mutating func destroy() {
        posix_spawnattr_destroy(&value)
    }
}

/// The last bytes a tool printed, read from its pipe as they come: memory stays at `limit`
/// plus one chunk whatever the tool prints.
struct OutputTail {
    private let limit: Int
    private let descriptor: Int32
    private var bytes: [UInt8] = []
    private var total: Int64 = 0
    private var ended = false
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    init(limit: Int, descriptor: Int32) {
        self.limit = limit
        self.descriptor = descriptor
    }

    /// Reads what the pipe holds, waiting up to `milliseconds` for something to come; whether
    /// the output ended (every writer closed it).
    @discardableResult
    mutating func drain(waitingUpTo milliseconds: Int32) -> Bool {
        guard !ended else { return true }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return false }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                ended = true
                return true
            }
            keep(count)
            var more = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&more, 1, 0) <= 0 { return false }
        }
    }

    /// Reads until the output ends or `limit` passes; whether it ended.
    mutating func drainToEnd(within limit: Duration) -> Bool {
        let end = ContinuousClock.now + limit
        while !ended && ContinuousClock.now < end { drain(waitingUpTo: 50) }
        return ended
    }

    /// Closes the pipe; the kept text (a character cut by the limit is replaced) and the
    /// bytes read in all.
    mutating func finish() -> (String, Int64) {
        close(descriptor)
        return (String(decoding: bytes, as: UTF8.self), total)
    }

    private mutating func keep(_ count: Int) {
        total += Int64(count)
        bytes.append(contentsOf: chunk[0..<count])
        if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
    }
}
