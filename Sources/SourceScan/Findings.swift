/// The language of a source file; it picks the lexer's rules for comments, strings and directives.
public enum SourceLanguage: Sendable {
    /// Swift: nested block comments, `"…"`, `"""…"""`, raw `#"…"#` strings, `\(…)` interpolation.
    case swift
    /// Objective-C and the C in it: `@"…"` and C strings, character literals, preprocessor lines.
    case objectiveC
}

/// One place in a source file that uses On-Demand Resources, or looks a resource up by name.
public struct SourceFinding: Sendable, Hashable {
    /// What the code at the finding does.
    public enum Kind: String, Sendable, CaseIterable {
        /// Creates an `NSBundleResourceRequest` (`init(tags:)`, `init(tags:bundle:)`, `initWithTags:`).
        case requestInit
        /// Names the type `NSBundleResourceRequest` elsewhere: a stored or optional property, a
        /// variable, a parameter, a collection of requests, a cast, an extension.
        case requestType
        /// Stores a request in a variable or property declared elsewhere, or in a collection
        /// (`self.request = request`, `requests[tag] = request`, `setObject:forKey:`).
        case requestStore
        /// Lets a stored request go (`request = nil`, `requests[tag] = nil`, `removeValue(forKey:)`,
        /// `removeAll()`, `removeObjectForKey:`): a request freed ends its access.
        case requestRelease
        /// Calls `beginAccessingResources` (completion handler or `async`).
        case beginAccessing
        /// Calls `conditionallyBeginAccessingResources` (completion handler or `async`).
        case conditionallyBeginAccessing
        /// Calls `endAccessingResources`.
        case endAccessing
        /// Assigns `loadingPriority` (`.loadingPriority =`, `setLoadingPriority:`); `value` holds what.
        case loadingPriority
        /// Reads `loadingPriority` of a request.
        case loadingPriorityRead
        /// Sets a bundle's preservation priority for tags (`setPreservationPriority(_:forTags:)`).
        case preservationPriority
        /// Reads a bundle's preservation priority of a tag (`preservationPriority(forTag:)`).
        case preservationPriorityRead
        /// Reads `progress` of a variable bound to an `NSBundleResourceRequest` in the same file.
        case progress
        /// Reads `tags` of a request.
        case requestTags
        /// Reads `bundle` of a request, other than to look a file up in it (that is the lookup's).
        case requestBundle
        /// Names the low-disk-space notification (`NSBundleResourceRequestLowDiskSpace`,
        /// `NSBundleResourceRequestLowDiskSpaceNotification`).
        case lowDiskSpace
        /// Looks a file up in a `Bundle` by name (`url(forResource:…)`, `pathForResource:ofType:`,
        /// `resourceURL.appendingPathComponent(_:)`, …).
        case bundleLookup
        /// Loads a compiled resource by name (`UIImage(named:)`, `SKScene(fileNamed:)` on any
        /// scene type, `SKTextureAtlas.preloadTextureAtlasesNamed`, a Core ML model's class, …),
        /// which cannot read from an asset pack.
        case compiledLookup
    }

    /// What the code does.
    public var kind: Kind
    /// The 1-based line of the call's first token.
    public var line: Int
    /// The 1-based column of the call's first token, in Unicode scalars (a tab counts as one).
    public var column: Int
    /// The tags, for `requestInit` and `preservationPriority`; nil otherwise, or when the call has none.
    public var tags: TagArgument?
    /// The resource looked up, for `bundleLookup` and `compiledLookup`; nil otherwise.
    public var resource: ResourceArgument?
    /// The expression assigned, on one line, for `loadingPriority` and `requestStore`; nil otherwise.
    public var value: String?
    /// The constants of the file (`let name = "…"`, `#define NAME @"…"`) whose values resolved
    /// the tags or the names, in source order; empty when none was needed.
    public var constants: [String] = []
    /// For `endAccessing`: the call runs only where the completion handler of the
    /// `beginAccessingResources` around it got an error, so no access was begun.
    public var afterFailedBegin = false
    /// The call as written, on one line: each run of whitespace or comments between tokens
    /// becomes one space; cut to about 160 characters, ending in `…` when cut.
    public var text: String

    /// A finding with every field given.
    public init(
        kind: Kind, line: Int, column: Int, tags: TagArgument? = nil, resource: ResourceArgument? = nil,
        value: String? = nil, constants: [String] = [], text: String
    ) {
        self.kind = kind
        self.line = line
        self.column = column
        self.tags = tags
        self.resource = resource
        self.value = value
        self.constants = constants
        self.text = text
    }
}

/// The tags passed to a request or to a preservation-priority call.
public enum TagArgument: Sendable, Hashable {
    /// Every tag is a string literal: their values, escapes decoded, in source order, duplicates kept.
    case literal([String])
    /// Anything else (a variable, a constant, a call, a concatenation, an interpolation):
    /// the expression's text, on one line. Never guessed.
    case unresolved(String)
}

/// The resource named by a bundle lookup or a compiled-resource lookup.
public struct ResourceArgument: Sendable, Hashable {
    /// The resource's name, when the argument is a string literal; nil when it is `nil` or unresolved.
    public var name: String?
    /// The names, for a lookup of several (`preloadTextureAtlasesNamed`), when the argument is an
    /// array of string literals; nil otherwise.
    public var names: [String]?
    /// The extension or type, when the argument is a string literal.
    public var ext: String?
    /// The subdirectory or directory, when the argument is a string literal.
    public var subdirectory: String?
    /// The API called, with its argument labels as written: `Bundle.url(forResource:withExtension:)`,
    /// `UIImage(named:)`, `SKScene(fileNamed:)`, `Image(_:)`; in Objective-C
    /// `-[NSBundle URLForResource:withExtension:]`, `+[UIImage imageNamed:]`.
    public var api: String
    /// The text of each name, extension or subdirectory argument that is not a literal,
    /// in source order, joined by `, `; nil when all are literals or `nil`.
    public var unresolved: String?

    /// A resource argument with every field given.
    public init(
        name: String? = nil, names: [String]? = nil, ext: String? = nil, subdirectory: String? = nil,
        api: String, unresolved: String? = nil
    ) {
        self.name = name
        self.names = names
        self.ext = ext
        self.subdirectory = subdirectory
        self.api = api
        self.unresolved = unresolved
    }
}
