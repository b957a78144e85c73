/// Lookups: a packed file through the access, and a compiled item through the access's lookup
/// of its kind (an image set's image, an atlas, a frame as a texture of its atlas, a data
/// set's data, a model compiled on the device).
extension MigrationReplacement {
    /// A file lookup through the access, with the same arguments; a Core ML model's `.mlmodelc`
    /// through `compiledModelURL(named:)`.
    static func lookup(_ resource: MigrationResource?, _ context: Context, objectiveC: Bool) -> String {
        guard let resource else {
            return objectiveC
                ? "`[access URLForResource:withExtension:subdirectory:]`" : "`access.url(forResource:withExtension:subdirectory:)`"
        }
        if let first = resource.items.first, let item = context.item(holding: first) {
            return (objectiveC ? "from Swift (the Objective-C surface has no model lookup): " : "")
                + "`try await access.compiledModelURL(named: \(SwiftSource.literal(MigrationItems.lookupName(of: item.path))))`: the model of pack \(quoted(item.pack.id)), compiled on the device once"
                + catalogItems
        }
        guard resource.unresolved == nil else {
            let call =
                objectiveC
                ? "`[access URLForResource:withExtension:subdirectory:]`" : "`access.url(forResource:withExtension:subdirectory:)`"
            return "if it names a file of a pack, \(call) with the same arguments; it may find \(candidates(resource))"
        }
        // `path(forResource:...)` and `pathForResource:` answer a path, not a URL.
        let path = resource.api.lowercased().contains("path") ? (objectiveC ? ".path" : "?.path") : ""
        let packs = Array(Set(resource.files.map(\.pack.id))).sorted()
        let inPacks = " (pack\(packs.count == 1 ? "" : "s") \(packs.map(quoted).joined(separator: ", ")))"
        if resource.files.count == 1, let file = resource.files.first {
            return objectiveC
                ? "`[access URLAtBundlePath:\(ObjCLiteral.text(file.bundlePath))]\(path)`" + inPacks
                : "`access.url(atBundlePath: \(SwiftSource.literal(file.bundlePath)))\(path)`" + inPacks
        }
        if objectiveC {
            let arguments = [resource.name, resource.ext, resource.subdirectory].map { $0.map(ObjCLiteral.text) ?? "nil" }
            return "`[access URLForResource:\(arguments[0]) withExtension:\(arguments[1]) subdirectory:\(arguments[2])]\(path)`" + inPacks
        }
        let arguments = [resource.name, resource.ext, resource.subdirectory].map { $0.map(SwiftSource.literal) ?? "nil" }
        return "`access.url(forResource: \(arguments[0]), withExtension: \(arguments[1]), subdirectory: \(arguments[2]))\(path)`" + inPacks
    }

    /// What a lookup that is not a literal may find: a few of the candidates, and how many.
    static func candidates(_ resource: MigrationResource) -> String {
        let count = resource.candidateCount
        let shown = resource.candidates.prefix(4).map(quoted).joined(separator: ", ")
        return (count == 0 ? "anything" : shown + (count > 4 ? " and \(count - 4) more" : ""))
            + "; a literal name, or a constant of this file, would resolve it"
    }

    /// A compiled-resource lookup: by the kind of what it names.
    static func compiled(_ resource: MigrationResource?, _ context: Context) -> String {
        guard let resource else { return "if the name is a tagged item's, it cannot come from a pack: see the items" }
        if resource.names != nil || resource.api.contains("preloadTextureAtlasesNamed") { return preload(resource, context) }
        if resource.unresolved != nil { return unresolvedLookup(resource) }
        if let file = resource.files.first { return plainFile(file, api: resource.api) }
        guard let path = resource.items.first, let item = context.item(holding: path) else { return "leave it untagged" }
        let name = resource.name ?? MigrationItems.lookupName(of: path)
        let others = resource.items.count > 1 ? " (\(resource.items.count) items have that name: \(listed(resource.items)))" : ""
        return itemLookup(item, frame: path == item.path ? nil : MigrationItems.lookupName(of: path), name: name, api: resource.api)
            + others
    }

    /// The lookup of one item, by its kind and the API it replaces.
    static func itemLookup(_ item: MigrationItem, frame: String?, name: String, api: String) -> String {
        let type = MigrationReaders.type(of: api)
        if let frame {
            let texture =
                "access.textureAtlas(named: \(SwiftSource.literal(MigrationItems.lookupName(of: item.path))))?.textureNamed(\(SwiftSource.literal(frame)))"
            let call = type == "SKSpriteNode" || api.contains("spriteNode") ? "SKSpriteNode(texture: \(texture))" : texture
            return "`\(call)`: a frame of sprite atlas \(quoted(item.path)) in pack \(quoted(item.pack.id)), read as a texture of its atlas"
                + catalogItems
        }
        let literal = SwiftSource.literal(name)
        let call: String
        switch item.kind {
        case "image set":
            let image = "access.image(named: \(literal))"
            call =
                type == "Image"
                ? "\(image).map(Image.init(uiImage:))"
                : type == "SKTexture" || api.contains("texture")
                    ? "access.texture(named: \(literal))"
                    : type == "SKSpriteNode" || api.contains("spriteNode")
                        ? "SKSpriteNode(texture: access.texture(named: \(literal)))" : image
        case "sprite atlas": call = "access.textureAtlas(named: \(literal))"
        case "data set": call = "access.dataAsset(named: \(literal))"
        case "Core ML model":
            let url = "try await access.compiledModelURL(named: \(literal))"
            call = api.contains("configuration:") ? "\(type)(contentsOf: \(url), configuration: configuration)" : url
        default:
            let scene = type.first?.isUppercase == true && !["SKScene", "SKNode", "GKScene"].contains(type) ? type : nil
            return instead(of: item, sceneClass: scene)
        }
        return "`\(call)`: the \(item.kind) \(quoted(item.path)) of pack \(quoted(item.pack.id))" + catalogItems
    }

    /// `SKTextureAtlas.preloadTextureAtlasesNamed` through the access: which atlases are in packs.
    static func preload(_ resource: MigrationResource, _ context: Context) -> String {
        let argument =
            resource.names.map { "[" + $0.map(SwiftSource.literal).joined(separator: ", ") + "]" } ?? resource.unresolved ?? "names"
        let call = "`let atlases = try await access.preloadTextureAtlases(named: \(argument))`"
        guard resource.unresolved == nil else {
            return call + " if it names tagged atlases; it may name \(candidates(resource))" + catalogItems
        }
        let atlases = resource.items.compactMap { context.item(holding: $0) }
        let packs = Array(Set(atlases.map(\.pack.id))).sorted()
        let untagged = (resource.names ?? []).filter { name in !atlases.contains { MigrationItems.lookupName(of: $0.path) == name } }
        return call
            + ": \(atlases.count) tagged sprite atlas\(atlases.count == 1 ? "" : "es") in pack\(packs.count == 1 ? "" : "s") \(packs.map(quoted).joined(separator: ", "))"
            + (untagged.isEmpty
                ? "" : "; \(listed(untagged)) stay\(untagged.count == 1 ? "s" : "") in the app, for `SKTextureAtlas` as before")
            + catalogItems
    }

    /// A lookup whose name is not a literal: the access's lookup of its kind, and what it may name.
    static func unresolvedLookup(_ resource: MigrationResource) -> String {
        let kinds = MigrationReaders.kinds(readBy: resource.api) ?? []
        let expression = resource.unresolved ?? "name"
        let call: String
        let type = MigrationReaders.type(of: resource.api)
        if kinds.contains("sks") {
            call = "`try access.scene(fileNamed: \(expression)\(sceneClassArgument(type)))`" + sceneNote
        } else if kinds.contains("frame") && (type == "SKSpriteNode" || resource.api.contains("spriteNode")) {
            call = "`SKSpriteNode(texture: access.texture(named: \(expression)))`, an image set's or an atlas frame's texture"
        } else if kinds.contains("frame") {
            call = "`access.texture(named: \(expression))`, an image set's or an atlas frame's texture"
        } else if kinds.contains("imageset") {
            call = "`access.image(named: \(expression))`"
        } else if kinds.contains("spriteatlas") {
            call = "`access.textureAtlas(named: \(expression))`"
        } else if kinds.contains("dataset") {
            call = "`access.dataAsset(named: \(expression))`"
        } else if kinds.contains("mlpackage") {
            call = "`try await access.compiledModelURL(named: \(expression))`"
        } else {
            return "if it names a tagged item, it cannot come from a pack as it is; it may name \(candidates(resource))"
        }
        return "if it names something tagged: \(call); it may name \(candidates(resource))"
    }

    /// A by-name API that reads the app bundle only, naming a plain file of a pack.
    static func plainFile(_ file: MigrationFile, api: String) -> String {
        let url = "access.url(atBundlePath: \(SwiftSource.literal(file.bundlePath)))"
        let type = MigrationReaders.type(of: api)
        let call: String
        if api.contains("SKShader") {
            call =
                "SKShader(source: String(decoding: try access.data(atBundlePath: \(SwiftSource.literal(file.bundlePath))), as: UTF8.self))"
        } else if api.contains("SKAudioNode") || api.contains("playSoundFileNamed") {
            call = "\(url).map(SKAudioNode.init(url:))"
        } else if ["UIImage", "NSImage", "Image", "SKTexture", "SKSpriteNode"].contains(type) || api.contains("mage") {
            call = "\(url).flatMap { UIImage(contentsOfFile: $0.path) }"
        } else {
            call = url
        }
        return "`\(call)`: \(api) reads the app bundle only, and \(quoted(file.bundlePath)) is in pack \(quoted(file.pack.id))"
    }

    /// The `as:` argument of `scene(fileNamed:as:)` for a scene loaded as `type` (a subclass of
    /// `SKScene`); none for `SKScene` itself, `<its scene class>` when the code does not say.
    static func sceneClassArgument(_ type: String?) -> String {
        guard let type, !["SKScene", "SKNode", "GKScene"].contains(type) else { return "" }
        return type.first?.isUppercase == true && type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            ? ", as: \(type).self" : ", as: <its scene class>.self"
    }

    /// What `scene(fileNamed:)` does, for a reviewer.
    static let sceneNote =
        ": the scene read from its pack (ODRCatalogItems.swift), its textures rebound to the packs' image sets and atlas frames"

    /// The other choice for a scene: untagged, in the app, at its size.
    static func keptInApp(_ item: MigrationItem) -> String {
        "; or leave it untagged, adding \(ByteSize.format(item.bytes)) to the app, and keep `SKScene(fileNamed:)`"
    }

    /// What to do about an item; a scene decoded as `sceneClass` when a subclass loads it.
    static func instead(of item: MigrationItem, sceneClass: String? = nil) -> String {
        let name = SwiftSource.literal(MigrationItems.lookupName(of: item.path))
        switch item.kind {
        case "image set": return "`access.image(named: \(name))`" + catalogItems
        case "data set": return "`access.dataAsset(named: \(name))`, the data" + catalogItems
        case "sprite atlas":
            let frames =
                item.frames.isEmpty
                ? ""
                : "; a frame: `access.textureAtlas(named: \(name))?.textureNamed(\(SwiftSource.literal(MigrationItems.lookupName(of: item.frames[0]))))`"
            return "`access.textureAtlas(named: \(name))`\(frames)" + catalogItems
        case "Core ML model": return "`try await access.compiledModelURL(named: \(name))`, the model compiled on the device" + catalogItems
        case "SpriteKit scene":
            return "`try access.scene(fileNamed: \(name)\(sceneClassArgument(sceneClass)))`" + sceneNote + keptInApp(item)
        default:
            return
                "leave the \(item.kind) untagged: no pack serves it (--catalog-items files serves image sets, data sets, sprite atlases and models only)"
        }
    }
}
