import SourceScan
import TestSupport
import Testing

/// Where an end of access runs: only the failure branch of a begin's completion handler, on
/// that handler's own error parameter, is one where no access was begun.
@Suite(.budget(seconds: 1)) struct FlowTests {
    /// The line of each end of access the scan says runs after a failed begin.
    func failed(_ source: String) -> [Int] {
        SourceScanner.scan(source, language: .swift).filter { $0.kind == .endAccessing && $0.afterFailedBegin }.map(\.line)
    }

    @Test func theFailureBranchesOfTheCompletionHandler() {
        let source = """
            request.beginAccessingResources { error in
                if let error = error { request.endAccessingResources(); return }
                if let error { request.endAccessingResources() }
                if error != nil { DispatchQueue.main.async { request.endAccessingResources() } }
                guard error == nil else { request.endAccessingResources(); return }
                request.endAccessingResources()
            }
            request.beginAccessingResources(completionHandler: { [weak self] (failure) in
                if let failure { request.endAccessingResources() }
            })
            """
        #expect(failed(source) == [2, 3, 4, 5, 9])
    }

    @Test func branchesWhereAccessWasBegunAreNotFailures() {
        let source = """
            request.beginAccessingResources { error in
                if let error = error { show(error) } else { request.endAccessingResources() }
                if error == nil { request.endAccessingResources() }
                if let other = loadError { request.endAccessingResources() }
                if let error, retries > 3 { request.endAccessingResources() }
                do { try load() } catch { request.endAccessingResources() }
            }
            if let error = error { request.endAccessingResources() }
            other.perform { error in if let error { request.endAccessingResources() } }
            request.beginAccessingResources { _ in if let error { request.endAccessingResources() } }
            """
        #expect(failed(source) == [])
        #expect(SourceScanner.scan(source, language: .swift).filter { $0.kind == .endAccessing }.count == 8)
    }
}
