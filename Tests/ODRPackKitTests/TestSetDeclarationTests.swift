import Foundation
import TestSupport
import Testing

/// Every suite says where it is written whether it is in the fast set (`.budget(seconds:)`,
/// which `make test-fast` holds it to) or not (`.slow(...)`), so no suite slips into the inner
/// loop unmeasured and no list of names elsewhere has to be kept; every test is in a suite.
@Suite(.budget(seconds: 2)) struct TestSetDeclarationTests {
    /// What a file of tests does wrong: a suite that declares neither, a type of tests that is
    /// no declared suite, a test outside any suite.
    static func problems(in text: String, file: String) -> [String] {
        var problems: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var suiteAttribute = false  // an @Suite attribute waits for its type
        var index = 0
        while index < lines.count {
            var line = lines[index]
            if line.hasPrefix("@Test") {
                problems.append("\(file):\(index + 1): a test outside any suite; put it in a suite that declares .budget or .slow")
            } else if line.hasPrefix("@Suite") {
                // The attribute runs until its parentheses close; a type may follow on its last line.
                var attribute = line
                var depth = Self.depth(line)
                while depth > 0, index + 1 < lines.count {
                    index += 1
                    line = lines[index]
                    attribute += "\n" + line
                    depth += Self.depth(line)
                }
                if !attribute.contains(".budget(seconds:") && !attribute.contains(".slow(") {
                    problems.append("\(file):\(index + 1): a suite that declares neither .budget(seconds:) nor .slow(...)")
                }
                suiteAttribute = true
                if !Self.declaresType(line) {
                    index += 1
                    continue
                }
            }
            if Self.declaresType(line) {
                var end = index + 1
                while end < lines.count, lines[end] != "}" { end += 1 }
                if !suiteAttribute, lines[(index + 1)..<end].contains(where: { $0.contains("@Test") }) {
                    problems.append("\(file):\(index + 1): a type of tests without @Suite(.budget(seconds:)) or @Suite(.slow(...))")
                }
                suiteAttribute = false
            } else if !line.hasPrefix("@"), !line.hasPrefix("//"), !line.trimmingCharacters(in: .whitespaces).isEmpty {
                suiteAttribute = false
            }
            index += 1
        }
        return problems
    }

    /// How many more parentheses `line` opens than it closes.
    static func depth(_ line: String) -> Int {
        line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
    }

    /// Whether `line`, at the top of a file, declares a type (after its attributes, if any).
    static func declaresType(_ line: String) -> Bool {
        line.range(of: #"^(@.*\) )?(final |public )*(struct|enum|class|actor) \w+"#, options: .regularExpression) != nil
    }

    @Test func everySuiteOfThePackageDeclaresItsSet() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let paths = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        let sources = paths.filter {
            $0.hasSuffix(".swift") && !$0.hasPrefix("TestSupport/") && !$0.hasPrefix("Fixtures/") && !$0.contains("/RealProjects/")
        }
        #expect(sources.count > 150, "the scan found too few test files to be trusted")
        var problems: [String] = []
        for path in sources.sorted() {
            problems += Self.problems(in: try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8), file: path)
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func theScanFindsEachWayOfLeavingTheSetUndeclared() {
        let undeclared = "@Suite struct A {\n    @Test func a() {}\n}\n"
        let multiline = "@Suite(\n    \"B\",\n    .serialized)\nstruct B {\n    @Test func b() {}\n}\n"
        let implicit = "struct C {\n    @Test func c() {}\n}\n"
        let free = "@Test func d() {}\n"
        #expect(Self.problems(in: undeclared, file: "A").count == 1)
        #expect(Self.problems(in: multiline, file: "B").count == 1)
        #expect(Self.problems(in: implicit, file: "C").count == 1)
        #expect(Self.problems(in: free, file: "D").count == 1)
        let declared = "@Suite(.budget(seconds: 1)) struct E {\n    @Test func e() {}\n}\n"
        let slow = "@Suite(\n    \"F\",\n    .slow(\"why\"))\nstruct F {\n    @Test func f() {}\n}\n"
        let helper = "struct G {\n    func g() {}\n}\nextension E {\n    @Test func e2() {}\n}\n"
        #expect(Self.problems(in: declared + slow + helper, file: "E").isEmpty, "\(Self.problems(in: declared + slow + helper, file: "E"))")
    }
}
