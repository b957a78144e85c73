/// Messages about merging partitions into fewer packs (part of the catalogue).
extension Diagnostic {
    static func unknownHintTag(_ tag: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .unknownHintTag, "the merge hint names tag \(quoted(tag)), which no resource has; check the spelling", at: location, tags: [tag]
        )
    }

    static func repeatedOrderTag(_ tag: String, places: [Int], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .repeatedOrderTag,
            "the merge order lists tag \(quoted(tag)) \(places.count == 2 ? "twice" : "\(places.count) times") (at places \(places.map(String.init).joined(separator: ", "))); the merge puts it at its first place; list it once",
            at: location, tags: [tag], count: places.count)
    }

    static func mergeGroupMixed(_ packs: [GroupOutsiders], maximum: Int, minimum: Int?, at location: SourceLocation?) -> Diagnostic {
        let first = packs[0]
        let outsiders =
            first.outsiders.prefix(3).map(quoted).joined(separator: ", ")
            + (first.outsiders.count > 3 ? " and \(first.outsiders.count - 3) more" : "")
        let more = packs.count > 1 ? ", and \(packs.count - 1) more pack\(packs.count == 2 ? "" : "s") like it" : ""
        let room = minimum.map { "; \($0) packs would keep them apart" } ?? ""
        return Diagnostic(
            .mergeGroupMixed,
            "--max-packs \(maximum) leaves no room to keep merge group\(first.groups.count == 1 ? "" : "s") \(list(first.groups)) to itself: pack \(quoted(first.pack)) also holds content of no group (\(outsiders))\(more)\(room); raise --max-packs, or put those tags in a group",
            at: location, tags: Array(Set(packs.flatMap(\.outsiders))).sorted(), pack: first.pack, count: packs.count, limit: Int64(maximum)
        )
    }

    static func mergeFailed(
        _ failure: MergeFailure, maximum: Int, input: MergeInput, settings: MergeSettings, manifest: Manifest
    ) -> Diagnostic {
        switch failure {
        case .classesDoNotFit(let minimum):
            return Diagnostic(
                .mergeImpossible,
                "--max-packs \(maximum) cannot keep the download policies apart (content downloaded at install, right after it and on demand never share a pack\(input.keepApart.isEmpty ? "" : ", nor kept-apart tags")): at least \(minimum) packs are needed; raise --max-packs to \(minimum), or pass --allow-policy-crossing to let content move into the install",
                at: manifest.location, count: minimum, limit: Int64(maximum))
        case .isolatedDoNotFit(let minimum):
            var apart: [String] = []
            if !input.keepApart.isEmpty { apart.append("the tags kept apart (\(list(input.keepApart.sorted().map { input.tags[$0] })))") }
            if !input.platformSets.isEmpty {
                let sets = input.platformSets.map { $0?.joined(separator: "+") ?? "every platform" }
                apart.append("the content of each set of platforms (\(sets.dropLast().joined(separator: ", ")) and \(sets.last ?? ""))")
            }
            if !input.languages.isEmpty {
                let shown =
                    input.languages.prefix(8).joined(separator: ", ")
                    + (input.languages.count > 8 ? " and \(input.languages.count - 8) more" : "")
                apart.append("each language's localized content (\(shown))")
            }
            var remedy = input.keepApart.isEmpty ? "" : ", or keep fewer tags apart"
            if !input.languages.isEmpty { remedy += ", or keep some languages in the packs of every language (--unlocalized-language)" }
            return Diagnostic(
                .mergeImpossible,
                "--max-packs \(maximum) cannot keep \(apart.joined(separator: " and ")) in packs of their own: at least \(minimum) packs are needed; raise --max-packs to \(minimum)\(remedy)",
                at: manifest.mergeHints.keepApartLocations.values.min() ?? manifest.location, count: minimum, limit: Int64(maximum))
        case .tagInTwoGroups(let number):
            let tag = input.tags[number]
            let groups = manifest.mergeHints.groups.filter { $0.tags.contains(tag) }
            return Diagnostic(
                .mergeHintConflict,
                "tag \(quoted(tag)) is in two merge groups, \(list(groups.map(\.name))); a tag belongs to one group",
                at: groups.dropFirst().first?.location ?? manifest.location, tags: [tag])
        case .capExceeded(let numbers):
            let tags = numbers.map { input.tags[$0] }
            return Diagnostic(
                .mergeOverCap,
                "no merge into \(maximum) packs found keeps every tag within --max-extra-download \(size(settings.options.maxExtraDownload ?? 0)); it would make \(list(Array(tags.prefix(5))))\(tags.count > 5 ? " and \(tags.count - 5) more" : "") download more; raise --max-packs or the cap",
                at: manifest.location, tags: tags)
        }
    }

    static func policyCrossing(_ crossing: MergeCrossing, maximum: Int, at location: SourceLocation?) -> Diagnostic {
        let when = crossing.into == .essential ? "at install, by every device" : "right after install, by every device"
        return Diagnostic(
            .policyCrossing,
            "--allow-policy-crossing put \(size(crossing.bytes)) of \(crossing.from.phrase) content (\(crossing.tagSets.count) tag set\(crossing.tagSets.count == 1 ? "" : "s"), such as \(packName(crossing.tagSets[0]))) in the \(crossing.into.phrase) pack \(quoted(crossing.pack)): it is now downloaded \(when)",
            at: location, tags: Array(Set(crossing.tagSets.joined())).sorted(), pack: crossing.pack, bytes: crossing.bytes)
    }

    static func mergeMovedPacks(_ ids: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .mergeMovedPacks,
            "the merge did not keep together the content of \(ids.count) pack\(ids.count == 1 ? "" : "s") of the previous release (\(list(Array(ids.prefix(5))))\(ids.count > 5 ? " and \(ids.count - 5) more" : "")), since another merge saves over 10% of what keeping them costs, joins less unrelated content or keeps within --max-extra-download; devices download the packs that changed again",
            at: location)
    }

    static func unrelatedMerge(_ packs: [UnrelatedContent], maximum: Int, at location: SourceLocation?) -> Diagnostic {
        let first = packs[0]
        let examples = first.clusters.sorted { $0.lexicographicallyPrecedes($1) }.prefix(3).map { cluster in
            cluster.prefix(3).map(quoted).joined(separator: ", ") + (cluster.count > 3 ? " and \(cluster.count - 3) more" : "")
        }
        return Diagnostic(
            .unrelatedMerge,
            "--max-packs \(maximum) leaves no merge of related content for \(packs.count) pack\(packs.count == 1 ? "" : "s"): \(quoted(first.pack)) joins \(first.clusters.count) groups of tags that share no content and are not neighbours in the merge order (\(examples.joined(separator: "; ")))\(packs.count > 1 ? ", and \(packs.count - 1) more pack\(packs.count == 2 ? "" : "s") like it" : ""); raise --max-packs, or say what belongs together with <merge-group> or <merge-order>",
            at: location, tags: Array(Set(packs.flatMap { $0.clusters.joined() })).sorted(), count: packs.count, limit: Int64(maximum))
    }

    static func degenerateMerge(maximum: Int, tags: Int, cost: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .degenerateMerge,
            "--max-packs \(maximum) leaves one pack for all on-demand content: each of the \(tags) on-demand tags downloads all of it (\(size(cost)) more in all); give the merge more packs",
            at: location, count: tags, limit: Int64(maximum))
    }
}
