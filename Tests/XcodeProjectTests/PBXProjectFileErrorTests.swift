import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct PBXProjectFileErrorTests {
    private func loadError(_ text: String) -> PBXProjectError? {
        #expect(throws: PBXProjectError.self) { try PBXProjectFile(bytes: Array(text.utf8)) }
    }

    @Test func syntaxErrorIsWrappedWithItsLocation() {
        let error = loadError("{\n\tarchiveVersion = 1\n}")
        #expect(error?.location == at(3, 1))
        #expect(error?.message == "expected ';' after the value of key 'archiveVersion', found '}'")
    }

    @Test func topLevelValueMustBeADictionary() {
        let error = loadError("( a )")
        #expect(error == .wrongType(keyPath: [], expected: .dictionary, found: .array, at: at(1, 1)))
        #expect(error?.message == "the top-level value is an array, expected a dictionary")
    }

    @Test func missingHeaderKeyIsReportedAtTheTopLevelDictionary() {
        let error = loadError("{ archiveVersion = 1; objects = {}; rootObject = P; }")
        #expect(error == .missingKey("objectVersion", keyPath: [], at: at(1, 1)))
    }

    @Test func objectWithoutIsaIsRejected() {
        let error = loadError("{ archiveVersion = 1; objectVersion = 46; objects = { P = {name = x;}; }; rootObject = P; }")
        #expect(error == .missingKey("isa", keyPath: ["objects", "P"], at: at(1, 59)))
        #expect(error?.message == "'objects.P' has no key 'isa'")
    }

    @Test func objectThatIsNotADictionaryIsRejected() {
        let error = loadError("{ archiveVersion = 1; objectVersion = 46; objects = { P = x; }; rootObject = P; }")
        #expect(error == .wrongType(keyPath: ["objects", "P"], expected: .dictionary, found: .string, at: at(1, 59)))
    }

    @Test func rootObjectThatDoesNotExistIsRejectedAtItsReference() {
        let error = loadError("{ archiveVersion = 1; objectVersion = 46; objects = { }; rootObject = P1; }")
        #expect(error == .missingObject(id: "P1", keyPath: ["rootObject"], at: at(1, 71)))
    }
}
