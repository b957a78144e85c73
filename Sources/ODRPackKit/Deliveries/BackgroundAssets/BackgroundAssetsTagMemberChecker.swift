/// Checks the typed tags `AssetPackMap.swift` will declare: a member is a function of its tag
/// alone (`SwiftSource.memberName`), so tags that make one name get none, and the app reaches
/// them only as `Tag(rawValue:)` -- said here, so the app's code does not find out by failing
/// to compile after a tag is added.
struct BackgroundAssetsTagMemberChecker {
    let manifest: Manifest

    func check(_ plan: PackPlan) -> [Diagnostic] {
        let tags = plan.tags.filter { !$0.packs.isEmpty }.map(\.name)
        return SwiftSource.ambiguousMembers(tags).sorted { $0.key < $1.key }.map { member, tags in
            let location = manifest.tags.first { tags.contains($0.name) }?.location ?? manifest.location
            return .tagMemberAmbiguous(member, tags: tags, at: location)
        }
    }
}
