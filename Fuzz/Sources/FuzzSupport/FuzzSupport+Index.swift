extension FuzzSupport {
    /// `smallIndex` as `odr-pack build --index-format json` wrote it.
    static let smallIndexJSON = #"""
        {
         "ArchiveFormat": "zip",
         "AssetPackManifest": "AssetPackManifestTemplate.plist",
         "AssetPacks": [
          {
           "Archive": "packs/com.example.greatgame.Tutorial-368fe771261fcb18f7988833c9294a20.assetpack",
           "ArchiveSHA256": "b49789e1e613a383a977743a8b07ece03f4cd9ee36f2d60c5f3f963538a174b8",
           "ArchiveSize": 3973,
           "ContentHash": "2a7158a05037bbf5def97f1cb8449065f0d3642c33667fadbbfee87943f7849d",
           "Files": [
            {
             "Path": "Tutorial/hand.png",
             "SHA256": "b371dc86c4d1d3182d121de78026fa5561122fe0814ae0e6d43e6489b8aa5171",
             "Size": 1800,
             "Source": "Tutorial/hand.png"
            }
           ],
           "Folder": "com.example.greatgame.Tutorial-368fe771261fcb18f7988833c9294a20.assetpack",
           "Identifier": "com.example.greatgame.asset-pack-368fe771261fcb18f7988833c9294a20",
           "Items": [
            "Tutorial",
            "en.lproj/Tutorial.strings",
            "fr.lproj/Tutorial.strings"
           ],
           "PrimaryContentHash": "2080-09-22T06:56:12.343Z",
           "Priority": 0.9500000000000001,
           "Tags": [
            "Tutorial"
           ],
           "UncompressedSize": 2428
          },
          {
           "Archive": "packs/com.example.greatgame.Golden Sword-68c98a7c7e4a0d6f19d6accf27106ecb.assetpack",
           "ArchiveSHA256": "4e85339ecd1cea846920b22c66c34d7a5f2ac422534efc4ee71d27009c374c4c",
           "ArchiveSize": 3451,
           "ContentHash": "60efab405a0286c42a04e889717f3eb48eefd8082992295a9f2a1a4d28f5850e",
           "Files": [
            {
             "Path": "golden-sword.json",
             "SHA256": "863fdb5aaf46ad6f40034a4cb987a6d1061b4dac3307b2bc8ff41a584ddb7cc5",
             "Size": 38,
             "Source": "Store/golden-sword.json"
            }
           ],
           "Folder": "com.example.greatgame.Golden Sword-68c98a7c7e4a0d6f19d6accf27106ecb.assetpack",
           "Identifier": "com.example.greatgame.asset-pack-68c98a7c7e4a0d6f19d6accf27106ecb",
           "Items": [
            "golden-sword.json",
            "golden-sword.png"
           ],
           "PrimaryContentHash": "2080-08-27T14:16:11.522Z",
           "Tags": [
            "Golden Sword"
           ],
           "UncompressedSize": 2398
          }
         ],
         "BundleIdentifier": "com.example.greatgame",
         "FormatVersion": 2,
         "Generator": "odr-pack 0.4.0",
         "InitialInstallTags": [],
         "PacksFolder": "packs",
         "PrefetchTagOrder": [
          "Tutorial"
         ],
         "Profile": "ios",
         "Tags": {
          "Golden Sword": {
           "AssetPacks": [
            "com.example.greatgame.asset-pack-68c98a7c7e4a0d6f19d6accf27106ecb"
           ],
           "Category": "on-demand",
           "PreservationPriority": 0.25,
           "Size": 2398
          },
          "Tutorial": {
           "AssetPacks": [
            "com.example.greatgame.asset-pack-368fe771261fcb18f7988833c9294a20"
           ],
           "Category": "prefetch",
           "PrefetchOrder": 0,
           "Size": 2428
          }
         },
         "Totals": {
          "AppBundleSize": 4000,
          "ArchiveSize": 7424,
          "AssetPacks": 2,
          "InitialAndPrefetchSize": 2428,
          "UncompressedSize": 4826
         }
        }
        """#
}
