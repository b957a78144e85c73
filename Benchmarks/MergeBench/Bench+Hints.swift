import MergeQuality
import ODRPackKit

/// The hints' and stability's effect, for RESULTS.md.
extension Bench {
    /// One game with each hint added in turn, then crossing and a cap.
    static func hints(shape: GameShape, size: Int) {
        let project = shape.project(seed: 1, partitions: size)
        var request = MergeRequest(parts: project.parts, tagCount: project.tagCount, maximum: 100)
        print("| \(shape.rawValue) \(size), N = 100 | packs | cost | crossings | largest tag extra | ms |")
        print("|---|---|---|---|---|---|")
        hintRow("no hints", request)
        request.isolatedTags = project.isolatedTags
        hintRow("store items isolated", request)
        request.groups = project.groups
        hintRow("+ groups (worlds)", request)
        request.allowCrossing = true
        hintRow("+ crossing allowed", request)
        request.allowCrossing = false
        let largest = Merger.merge(request).result!.addedBytesByTag.max()!
        for percent in [90, 50, 10] {
            request.maxExtraPerTag = largest * Int64(percent) / 100
            hintRow("cap at \(percent) % of the largest tag extra", request)
        }
    }

    /// One row of the hints table.
    static func hintRow(_ name: String, _ request: MergeRequest) {
        let (outcome, time) = timed { Merger.merge(request) }
        guard let result = outcome.result else {
            print("| \(name) | failed: \(outcome.failure!) | | | | \(String(format1: time)) |")
            return
        }
        let crossed = result.crossings.reduce(Int64(0)) { $0 + $1.bytes }
        print(
            "| \(name) | \(result.groups.count) | \(megabytes(result.cost)) | \(result.crossings.count) (\(megabytes(crossed))) | "
                + "\(megabytes(result.addedBytesByTag.max() ?? 0)) | \(String(format1: time)) |")
    }

    /// A release, then updates of it merged with the previous grouping: what moved.
    static func stability(shape: GameShape, size: Int) {
        let base = shape.project(seed: 1, partitions: size).request(maximum: 100)
        let first = Merger.merge(base).result!
        var numbers = [Int?](repeating: nil, count: base.parts.count)
        for (number, group) in first.groups.enumerated() { for part in group { numbers[part] = number } }
        print("| \(shape.rawValue) \(size) update | packs changed | previous packs moved | cost kept | cost fresh | kept strategy | ms |")
        print("|---|---|---|---|---|---|---|")
        var bytes = base
        bytes.parts[size / 2].bytes *= 3
        var level = base
        level.tagCount += 1
        level.parts.append(MergeRequest.Part(tags: [base.tagCount], bytes: 3_000_000, stage: .onDemand))
        level.parts.append(MergeRequest.Part(tags: [base.tagCount - 1, base.tagCount], bytes: 500_000, stage: .onDemand))
        var many = base
        for part in stride(from: 3, to: size, by: 7) { many.parts[part].bytes = many.parts[part].bytes * 5 / 2 }
        for (name, update) in [("one part's bytes x3", bytes), ("a new level (2 parts)", level), ("every 7th part's bytes x2.5", many)] {
            var request = update
            request.previous = numbers + [Int?](repeating: nil, count: update.parts.count - base.parts.count)
            let (outcome, time) = timed { Merger.merge(request) }
            let result = outcome.result!
            let fresh = Merger.merge(update).result!
            let changed = Set(result.groups).subtracting(first.groups).count
            print(
                "| \(name) | \(changed) | \(result.movedPrevious.count) | \(megabytes(result.cost)) | \(megabytes(fresh.cost)) | "
                    + "\(result.strategy) | \(String(format1: time)) |")
        }
    }
}
