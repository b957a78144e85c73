import PropertyList

/// Checks a build output folder against its index, reading every archive again:
/// archive size and SHA-256, every entry's size and SHA-256, no missing or extra entry,
/// each pack's `Info.plist` and zip metadata, and the Apple plists. It collects every
/// mismatch; it never changes a file.
public enum Verifier {
    /// One thing that does not hold.
    public struct Problem: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The file or archive entry concerned, relative to the output folder.
        public var path: String
        /// What is wrong, with the expected and actual values.
        public var message: String

        /// `path: message`.
        public var description: String { "\(path): \(message)" }

        /// Sorted by path, then message.
        public static func < (lhs: Problem, rhs: Problem) -> Bool { (lhs.path, lhs.message) < (rhs.path, rhs.message) }
    }

    /// What a verification found.
    public struct Result: Sendable {
        /// The index that was checked against, when it could be read.
        public var index: BuildIndex?
        /// Every mismatch, sorted.
        public var problems: [Problem]
        /// How many files (archive entries) were checked.
        public var entriesChecked: Int
    }

    /// Verifies the output folder `directory`.
    public static func verify(_ directory: String) -> Result {
        let index: BuildIndex
        do {
            guard let found = try IndexStore.read(in: directory) else {
                return Result(index: nil, problems: [Problem(path: "index.plist", message: "no index.plist or index.json; is this an odr-pack build folder?")], entriesChecked: 0)
            }
            index = found
        } catch {
            return Result(index: nil, problems: [Problem(path: "index", message: error.description)], entriesChecked: 0)
        }
        var problems: [Problem] = []
        var entries = 0
        for pack in index.assetPacks {
            let checked = PackVerifier(pack: pack, directory: directory, isFolder: index.archiveFormat == "folder").verify()
            problems += checked.problems
            entries += checked.entries
        }
        problems += applePlistProblems(index, directory: directory)
        return Result(index: index, problems: problems.sorted(), entriesChecked: entries)
    }

    private static func applePlistProblems(_ index: BuildIndex, directory: String) -> [Problem] {
        let expected: [(String, PropertyListValue)] = [
            ("OnDemandResources.plist", AppleFiles.onDemandResources(index)),
            (index.assetPackManifestName, AppleFiles.assetPackManifest(index)),
        ]
        return expected.compactMap { name, value in
            do {
                let bytes = try FileAccess.readFile(directory + "/" + name)
                let actual = try BinaryPropertyList.decode(bytes)
                return actual == value ? nil : Problem(path: name, message: "does not agree with the index (\(PlistDifference.first(expected: value, actual: actual)))")
            } catch let error as FileSystemError {
                return Problem(path: name, message: error.reason)
            } catch {
                return Problem(path: name, message: "is not a readable binary property list (\(error))")
            }
        }
    }
}

/// Describes where two property lists first differ, for messages.
enum PlistDifference {
    static func first(expected: PropertyListValue, actual: PropertyListValue, path: String = "") -> String {
        switch (expected, actual) {
        case let (.dictionary(left), .dictionary(right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                let keyPath = path.isEmpty ? key : path + "." + key
                guard let l = left[key] else { return "unexpected key '\(keyPath)'" }
                guard let r = right[key] else { return "missing key '\(keyPath)'" }
                if l != r { return first(expected: l, actual: r, path: keyPath) }
            }
        case let (.array(left), .array(right)):
            if left.count != right.count { return "'\(path)' has \(right.count) items, expected \(left.count)" }
            for (position, (l, r)) in zip(left, right).enumerated() where l != r {
                return first(expected: l, actual: r, path: "\(path)[\(position)]")
            }
        default:
            break
        }
        return "'\(path)' is \(describe(actual)), expected \(describe(expected))"
    }

    private static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): "'\(text)'"
        case .integer(let number): "\(number)"
        case .real(let number): "\(number)"
        case .boolean(let flag): "\(flag)"
        default: "a different value"
        }
    }
}
