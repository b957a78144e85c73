import XcodeProject

/// Choosing the target and the configuration.
extension XcodeProjectReader.Context {
    /// The targets to read: each `--target` given (several are the platform targets of one
    /// app), or with `--all-targets` every application target with tagged resources; else the
    /// one target `chooseTarget` finds. Empty, with diagnostics, when they cannot be read.
    mutating func chooseTargets(_ targets: [ProjectTarget]) -> [(ProjectTarget, TargetResources)] {
        let location = targetsLocation
        if reader.options.allTargets {
            let tagged = targets.filter(\.isApplication).map { ($0, graph.resources(of: $0)) }.filter { $0.1.hasTags }
            if tagged.isEmpty { diagnostics.append(.noTaggedTarget(candidates: [], tagged: false, at: location)) }
            return tagged
        }
        guard reader.options.targets.count > 1 else { return chooseTarget(targets).map { [$0] } ?? [] }
        var chosen: [(ProjectTarget, TargetResources)] = []
        for name in reader.options.targets {
            guard let target = targets.first(where: { $0.name == name }) else {
                diagnostics.append(.unknownTarget(name, targets: targets.map(\.name), at: location))
                continue
            }
            if !chosen.contains(where: { $0.0.name == name }) { chosen.append((target, graph.resources(of: target))) }
        }
        return chosen.count == Set(reader.options.targets).count ? chosen : []
    }

    /// Where the project lists its targets.
    var targetsLocation: SourceLocation {
        reader.at(graph.file.rootObject.fields.entries.entry(for: "targets")?.keyLocation ?? graph.file.rootObject.location)
    }

    /// `--target` when given; else the only target with tagged resources; else the only app
    /// target (or the only target). Anything else is an error naming the candidates.
    mutating func chooseTarget(_ targets: [ProjectTarget]) -> (ProjectTarget, TargetResources)? {
        let location = targetsLocation
        if let name = reader.options.target {
            guard let target = targets.first(where: { $0.name == name }) else {
                diagnostics.append(.unknownTarget(name, targets: targets.map(\.name), at: location))
                return nil
            }
            return (target, graph.resources(of: target))
        }
        let read = targets.map { ($0, graph.resources(of: $0)) }
        let tagged = read.filter { $0.1.hasTags }
        if tagged.count == 1 { return tagged[0] }
        if tagged.count > 1 {
            diagnostics.append(.ambiguousTarget(tagged: tagged.map(\.0.name), at: location))
            return nil
        }
        let apps = read.filter { $0.0.isApplication }
        if apps.count == 1 { return apps[0] }
        if read.count == 1 { return read[0] }
        let candidates = (apps.isEmpty ? read : apps).map(\.0.name)
        diagnostics.append(.noTaggedTarget(candidates: candidates, tagged: true, at: location))
        return nil
    }

    /// The target's settings in `--configuration` (default `Release`, or the target's default
    /// configuration when it has no `Release`); nil, with a diagnostic, when there is none.
    mutating func buildSettings(of target: ProjectTarget) -> (settings: BuildSettings, configuration: String)? {
        do {
            let (names, defaultName) = try graph.configurations(of: target)
            var name = reader.options.configuration ?? ProjectOptions.defaultConfiguration
            if !names.contains(name), reader.options.configuration == nil, let defaultName, names.contains(defaultName) {
                name = defaultName
            }
            guard names.contains(name) else {
                diagnostics.append(.unknownConfiguration(name, target: target.name, configurations: names, at: reader.at(target.location)))
                return nil
            }
            let read = try graph.settings(of: target, configuration: name)
            report(read.issues)
            return (read.settings, name)
        } catch {
            diagnostics.append(.projectIssue(.malformed(error), at: reader.at(error.location)))
            return nil
        }
    }
}
