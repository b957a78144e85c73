/// The build settings one target sees in one configuration, as a stack of levels from
/// lowest to highest (swift-build `Settings.swift:1489-1556,3097-3166,3355-3400`): the
/// product type's defaults, the project's `.xcconfig` assignments, the project's
/// `buildSettings`, the target's `.xcconfig` assignments, the target's `buildSettings`; under
/// them a few built-in values (`TARGET_NAME`, `PRODUCT_NAME`, `PROJECT_NAME`, `CONFIGURATION`,
/// `SRCROOT`). `$(inherited)` takes the value of the levels below; `$(NAME)` and `${NAME}`
/// take the value of any setting, with the modifiers `:lower`, `:upper`, `:rfc1034identifier`,
/// `:c99extidentifier`, `:identifier` and `:default=VALUE`.
public struct BuildSettings: Sendable {
    /// The levels from lowest to highest.
    let levels: [SettingsLevel]
    /// Values Xcode defines itself.
    let builtins: [String: String]
    private static let depthLimit = 32

    /// Creates the view of the target's settings `levels` (lowest first) with built-in values.
    public init(levels: [SettingsLevel], builtins: [String: String]) {
        self.levels = levels
        self.builtins = builtins
    }

    /// Creates the view of `target` over `project` (either may be absent) with built-in values.
    public init(project: PBXDictionary?, target: PBXDictionary?, builtins: [String: String]) {
        self.init(levels: [project, target].compactMap { $0.map(SettingsLevel.init) }, builtins: builtins)
    }

    /// The setting `name`, expanded; nil when no level sets it and it is not built in.
    public func value(_ name: String) -> BuildSetting? {
        var evaluator = Evaluator(settings: self)
        return evaluator.evaluate(name, below: levels.count, depth: 0)
    }

    /// One expansion: each setting at each level is evaluated once (so settings that refer
    /// to one another many times take linear time), a setting that refers back to itself
    /// is left unexpanded, and no value grows past `maximumLength` characters.
    private struct Evaluator {
        let settings: BuildSettings
        private var known: [Key: BuildSetting?] = [:]
        private var active: Set<Key> = []

        /// The longest expanded value: references that would make a value longer stay unexpanded.
        static let maximumLength = 65_536

        private struct Key: Hashable {
            let name: String
            let level: Int
        }

        init(settings: BuildSettings) {
            self.settings = settings
        }

        /// `depth` counts references nested inside references' names (`$($(A))`).
        mutating func evaluate(_ name: String, below level: Int, depth: Int) -> BuildSetting? {
            let key = Key(name: name, level: level)
            if let value = known[key] { return value }
            guard !active.contains(key), depth < BuildSettings.depthLimit else {
                return BuildSetting(value: "$(\(name))", unresolved: [name])
            }
            active.insert(key)
            defer { active.remove(key) }
            var result = settings.builtins[name].map { BuildSetting(value: $0) }
            for index in stride(from: level - 1, through: 0, by: -1) {
                guard let raw = settings.levels[index].values[name] else { continue }
                var expansion = Expansion()
                for (position, part) in raw.parts.enumerated() {
                    if position > 0 { expansion.text += " " }
                    expand(part, name: name, level: index, depth: depth, into: &expansion)
                }
                result = BuildSetting(value: expansion.text, unresolved: expansion.unresolved, location: raw.location)
                break
            }
            known[key] = result
            return result
        }

        struct Expansion {
            var text = ""
            /// The names left unexpanded, each once.
            private(set) var unresolved: [String] = []

            mutating func leave(_ names: [String]) {
                for name in names where !unresolved.contains(name) { unresolved.append(name) }
            }
        }

        private mutating func expand(_ raw: String, name: String, level: Int, depth: Int, into expansion: inout Expansion) {
            var rest = Substring(raw)
            while let dollar = rest.firstIndex(of: "$") {
                expansion.text += rest[..<dollar]
                let afterDollar = rest[rest.index(after: dollar)...]
                guard let reference = SettingReference.parse(afterDollar) else {
                    expansion.text += "$"
                    rest = afterDollar
                    continue
                }
                rest = afterDollar[reference.end...]
                var inner = Expansion()
                if depth + 1 < BuildSettings.depthLimit {
                    expand(reference.body, name: name, level: level, depth: depth + 1, into: &inner)
                } else {
                    inner.text = String(reference.body)
                }
                expansion.leave(inner.unresolved)
                resolve(
                    inner.text, written: String(afterDollar[..<reference.end]), name: name, level: level, depth: depth, into: &expansion)
            }
            expansion.text += rest
        }

        private mutating func resolve(
            _ body: String, written: String, name: String, level: Int, depth: Int, into expansion: inout Expansion
        ) {
            let pieces = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let variable = pieces[0]
            let found: BuildSetting? =
                variable == "inherited"
                ? (evaluate(name, below: level, depth: depth + 1) ?? BuildSetting(value: ""))
                : evaluate(variable, below: settings.levels.count, depth: depth + 1)
            var value = found?.value
            expansion.leave(found?.unresolved ?? [])
            for modifier in pieces.dropFirst() {
                guard let applied = SettingReference.apply(modifier, to: value) else {
                    value = nil
                    break
                }
                value = applied
            }
            if let value, expansion.text.utf8.count + value.utf8.count <= Self.maximumLength {
                expansion.text += value
            } else {
                expansion.text += "$" + written
                expansion.leave([variable])
            }
        }
    }
}
