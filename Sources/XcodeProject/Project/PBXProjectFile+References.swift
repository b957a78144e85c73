extension PBXProjectFile {
    /// The object whose id is the string at `key` of `owner`, e.g. a build file's `fileRef`.
    public func object(referencedBy key: String, in owner: PBXObject) throws(PBXProjectError) -> PBXObject {
        guard let object = try optionalObject(referencedBy: key, in: owner) else {
            throw .missingKey(key, keyPath: owner.fields.keyPath, at: owner.fields.location)
        }
        return object
    }

    /// Like `object(referencedBy:in:)`, but nil when `owner` has no such key.
    public func optionalObject(referencedBy key: String, in owner: PBXObject) throws(PBXProjectError) -> PBXObject? {
        guard let value = owner.fields[key] else {
            return nil
        }
        return try resolve(value, keyPath: owner.fields.keyPath + [key])
    }

    /// The objects whose ids are listed at `key` of `owner`, in the order written, e.g. a group's `children`.
    public func objects(referencedBy key: String, in owner: PBXObject) throws(PBXProjectError) -> [PBXObject] {
        let ids = try owner.fields.array(key)
        var objects: [PBXObject] = []
        objects.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() {
            objects.append(try resolve(id, keyPath: owner.fields.keyPath + [key, "[\(index)]"]))
        }
        return objects
    }

    private func resolve(_ reference: OpenStepValue, keyPath: [String]) throws(PBXProjectError) -> PBXObject {
        let id = try PBXDictionary.string(reference, at: keyPath)
        guard let object = objects[id] else {
            throw .missingObject(id: id, keyPath: keyPath, at: reference.location)
        }
        return object
    }
}
