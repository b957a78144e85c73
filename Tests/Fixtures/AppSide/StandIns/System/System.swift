// Stand-in for the part of Apple's `System` module (swift-system) that the
// BackgroundAssets API surface uses: `FilePath` and `FileDescriptor`.
// Linux toolchains ship no `System` module; on Apple platforms the real one is
// in the SDK, so the generated file's `import System` resolves there instead.
// Shapes follow apple/swift-system (FilePath: ExpressibleByStringLiteral,
// init(_: String), .string; FileDescriptor: RawRepresentable<CInt>, close()).

/// A file path, as `System.FilePath`; only what the generated file needs.
public struct FilePath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The path as a string.
    public var string: String

    /// Creates a path from a string.
    public init(_ string: String) {
        self.string = string
    }

    /// Creates a path from a string literal.
    public init(stringLiteral value: String) {
        self.string = value
    }

    /// The path as a string.
    public var description: String { string }
}

/// An open file descriptor, as `System.FileDescriptor`.
public struct FileDescriptor: RawRepresentable, Hashable, Sendable {
    /// The raw descriptor.
    public let rawValue: CInt

    /// Wraps a raw descriptor.
    public init(rawValue: CInt) {
        self.rawValue = rawValue
    }

    /// Closes the descriptor (the stand-in owns nothing, so this does nothing).
    public func close() throws {}
}
