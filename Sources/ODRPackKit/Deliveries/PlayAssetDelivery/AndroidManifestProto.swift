// The `manifest/AndroidManifest.xml` of a Play Asset Delivery asset-pack module, written
// directly in aapt2's proto XML format (message `aapt.pb.XmlNode`, see `ProtoXML.swift` for
// the schema and its source: aosp-mirror/platform_frameworks_base `tools/aapt2/Resources.proto`).
//
// It is the proto form of the manifest in Google's no-Gradle sample
// (android/app-bundle-samples, PlayAssetDelivery/BundletoolScriptSample/generate_asset_pack.py):
//
//     <manifest xmlns:dist="http://schemas.android.com/apk/distribution"
//               package="APP_ID" split="PACK">
//       <dist:module dist:type="asset-pack">
//         <dist:delivery><dist:on-demand/></dist:delivery>
//         <dist:fusing dist:include="true"/>
//       </dist:module>
//     </manifest>
//
// Compared with `aapt2 link --proto-format --manifest m.xml` on that XML (Debian aapt2 2.19),
// the output is identical field for field except for two things aapt2 adds and we leave out:
//  - `source` (SourcePosition: line and column) on nodes, namespace declarations and on the
//    compiled `dist:include` attribute: debugging positions in a text file that does not exist
//    here; bundletool never reads them, and they would make the bytes depend on XML layout.
//  - whitespace text children (`text: "\n  "`) between elements: indentation of the source
//    text; bundletool reads child *elements* only (`XmlProtoElement.getChildrenElements`).
// `AndroidManifestProtoTests` checks this claim with aapt2 where it is installed.
//
// What bundletool reads from this file (google/bundletool, `model/AndroidManifest.java`,
// `model/ManifestDeliveryElement.java`, `validation/AndroidManifestValidator.java`):
//  - `package` and `split`: no-namespace attributes, read as strings (`value`);
//  - `<dist:module dist:type="asset-pack">`: namespace URI must be the distribution URI;
//  - `<dist:delivery>` with exactly one of install-time / fast-follow / on-demand;
//  - `<dist:fusing dist:include>`: read with `getValueAsBoolean`, which requires
//    `compiled_item.prim.boolean_value`; a plain string value is refused
//    (`UnexpectedAttributeTypeException`), so it is written compiled, as aapt2 does.
// No attribute here has an Android resource id (none is in the `android:` namespace).

/// Encodes the proto-format `AndroidManifest.xml` of an asset-pack module for bundletool.
enum AndroidManifestProto {
    /// The namespace URI of the `dist:` prefix (`AndroidManifest.DISTRIBUTION_NAMESPACE_URI`).
    static let distributionNamespaceURI = "http://schemas.android.com/apk/distribution"

    /// The prefix declared for `distributionNamespaceURI` on `<manifest>`.
    static let distributionPrefix = "dist"

    /// The `dist:type` value of an asset pack (`AndroidManifest.MODULE_TYPE_ASSET_VALUE`).
    static let assetPackModuleType = "asset-pack"

    /// Returns the bytes of `manifest/AndroidManifest.xml` for one asset pack.
    ///
    /// The strings are written verbatim as UTF-8 (no XML escaping exists in proto form; an
    /// empty string is omitted, which proto3 reads back as `""`). They are not validated
    /// here: bundletool names the module after `split`, which must match
    /// `[a-zA-Z][a-zA-Z0-9_]*` and must not be `base`, and it never checks `package`, which
    /// must be the app's id. Both are checked before (`PlayPackName`, `ApplicationID`). The
    /// output depends only on the arguments.
    ///
    /// - Parameters:
    ///   - package: The application id of the app (`package` attribute of `<manifest>`).
    ///   - split: The asset pack name (`split` attribute); bundletool names the module after it.
    ///   - delivery: When Google Play delivers the pack.
    /// - Returns: A serialized `aapt.pb.XmlNode`.
    static func encode(
        package: String, split: String, delivery: PlayDeliveryType
    ) -> [UInt8] {
        manifestElement(package: package, split: split, delivery: delivery).encodedAsNode()
    }

    /// Builds the element tree of the manifest described in this file's header.
    static func manifestElement(
        package: String, split: String, delivery: PlayDeliveryType
    ) -> ProtoXMLElement {
        let module = distElement(
            "module",
            attributes: [distAttribute("type", value: assetPackModuleType)],
            children: [
                distElement("delivery", children: [distElement(delivery.elementName)]),
                distElement(
                    "fusing",
                    attributes: [distAttribute("include", value: "true", compiledBoolean: true)]),
            ])
        return ProtoXMLElement(
            namespaceDeclarations: [
                ProtoXMLNamespace(prefix: distributionPrefix, uri: distributionNamespaceURI)
            ],
            name: "manifest",
            attributes: [
                ProtoXMLAttribute(name: "package", value: package),
                ProtoXMLAttribute(name: "split", value: split),
            ],
            children: [module])
    }

    /// Returns an element in the `dist:` namespace.
    private static func distElement(
        _ name: String, attributes: [ProtoXMLAttribute] = [], children: [ProtoXMLElement] = []
    ) -> ProtoXMLElement {
        ProtoXMLElement(
            namespaceURI: distributionNamespaceURI, name: name,
            attributes: attributes, children: children)
    }

    /// Returns an attribute in the `dist:` namespace.
    private static func distAttribute(
        _ name: String, value: String, compiledBoolean: Bool? = nil
    ) -> ProtoXMLAttribute {
        ProtoXMLAttribute(
            namespaceURI: distributionNamespaceURI, name: name,
            value: value, compiledBoolean: compiledBoolean)
    }
}
