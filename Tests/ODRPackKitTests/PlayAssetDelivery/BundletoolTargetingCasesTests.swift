import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// bundletool's own cases of its folder-targeting validators, ported from google/bundletool
/// 1de340a (`src/test/java/.../validation/{CountrySet,DeviceGroup,DeviceTier}ParityValidatorTest.java`,
/// `NestedTargetingValidatorTest.java`, `TextureCompressionFormatParityValidatorTest.java`: every
/// `validateAllModules` case; the `validateBundle` ones depend on a bundle config odr-pack does
/// not see). Each module is a pack of its own, its files below a folder of its name: a case
/// bundletool accepts gives no error, a case it refuses gives the code of its validator.
@Suite(.budget(seconds: 2)) struct BundletoolTargetingCasesTests {
    struct BundletoolCase: CustomTestStringConvertible, Sendable {
        var name: String
        var refusedAs: DiagnosticCode?
        var packs: [String: [String]]
        var testDescription: String { name }

        init(_ name: String, refusedAs: DiagnosticCode?, packs: [String: [String]]) {
            self.name = name
            self.refusedAs = refusedAs
            self.packs = packs
        }
    }

    static let cases: [BundletoolCase] = [
        BundletoolCase(
            "CountrySetParityValidatorTest.validateAllModules_noCountrySets_ok", refusedAs: nil,
            packs: ["a": ["img/image.jpg", "img/image2.jpg"]]),
        BundletoolCase(
            "CountrySetParityValidatorTest.validateAllModules_sameCountrySets_ok", refusedAs: nil,
            packs: [
                "a": ["img#countries_latam/image.jpg", "img#countries_sea/image.jpg", "img/image.jpg"],
                "b": ["img#countries_latam/image.jpg", "img#countries_sea/image.jpg", "img/image.jpg"],
            ]),
        BundletoolCase(
            "CountrySetParityValidatorTest.validateAllModules_multipleFilesPerCountrySetDirectory_ok", refusedAs: nil,
            packs: [
                "a": [
                    "img#countries_latam/imageA.jpg", "img#countries_latam/imageB.jpg", "img#countries_sea/image1.jpg",
                    "img#countries_sea/image2.jpg", "img/image.jpg",
                ]
            ]),
        BundletoolCase(
            "CountrySetParityValidatorTest.validateAllModules_sameCountrySetsAndNoCountrySet_ok", refusedAs: nil,
            packs: [
                "a": ["img#countries_latam/image.jpg", "img#countries_sea/image.jpg", "img/image.jpg"],
                "b": ["img#countries_latam/image.jpg", "img#countries_sea/image.jpg", "img/image.jpg"],
            ]),
        BundletoolCase(
            "CountrySetParityValidatorTest.validateAllModules_differentCountrySetsInDifferentModules_throws", refusedAs: .countrySetParity,
            packs: [
                "a": ["img#countries_latam/image.jpg", "img/image.jpg"],
                "b": ["img#countries_latam/image.jpg", "img#countries_sea/image.jpg", "img/image.jpg"],
            ]),
        BundletoolCase(
            "CountrySetParityValidatorTest.validateAllModules_noFallback_throws", refusedAs: .countrySetParity,
            packs: ["a": ["img#countries_latam/image.jpg", "img#countries_sea/image.jpg"]]),
        BundletoolCase("DeviceGroupParityValidatorTest.noGroups_ok", refusedAs: nil, packs: ["a": ["img/image.jpg", "img/image2.jpg"]]),
        BundletoolCase(
            "DeviceGroupParityValidatorTest.sameGroups_ok", refusedAs: nil,
            packs: ["a": ["img#group_x/image.jpg", "img#group_y/image.jpg"], "b": ["img#group_x/image.jpg", "img#group_y/image.jpg"]]),
        BundletoolCase(
            "DeviceGroupParityValidatorTest.multipleFilesPerGroupedDirectory_ok", refusedAs: nil,
            packs: ["a": ["img#group_x/imageA.jpg", "img#group_x/imageB.jpg", "img#group_y/image1.jpg", "img#group_y/image2.jpg"]]),
        BundletoolCase(
            "DeviceGroupParityValidatorTest.sameGroupsAndNoGroup_ok", refusedAs: nil,
            packs: ["a": ["img#group_x/image.jpg", "img#group_y/image.jpg"], "b": ["img#group_x/image.jpg", "img#group_y/image.jpg"]]),
        BundletoolCase(
            "DeviceGroupParityValidatorTest.differentGroupsInDifferentModules_throws", refusedAs: .deviceGroupParity,
            packs: ["a": ["img#group_x/image.jpg"], "b": ["img#group_x/image.jpg", "img#group_y/image.jpg"]]),
        BundletoolCase(
            "DeviceGroupParityValidatorTest.differentGroupsInDifferentFolders_throws", refusedAs: .deviceGroupParity,
            packs: ["a": ["img1#group_x/image.jpg", "img1#group_y/image.jpg", "img2#group_x/image.jpg"]]),
        BundletoolCase(
            "DeviceGroupParityValidatorTest.validateAllModules_withNestedTargeting_succeeds", refusedAs: nil,
            packs: [
                "a": [
                    "img1#countries_latam#group_y/image.jpg", "img1#countries_latam#group_x/image.jpg", "img1#countries_latam/image.jpg",
                    "img1#group_y/image.jpg", "img1#group_x/image.jpg", "img1/image.jpg",
                ]
            ]),
        BundletoolCase(
            "DeviceGroupParityValidatorTest.validateAllModules_withUngroupedDir_throws", refusedAs: .invalidTargetedFolder,
            packs: ["a": ["img1#group_0/image.jpg", "img1/image.jpg"]]),
        BundletoolCase("DeviceTierParityValidatorTest.noTiers_ok", refusedAs: nil, packs: ["a": ["img/image.jpg", "img/image2.jpg"]]),
        BundletoolCase(
            "DeviceTierParityValidatorTest.sameTiers_ok", refusedAs: nil,
            packs: ["a": ["img#tier_0/image.jpg", "img#tier_1/image.jpg"], "b": ["img#tier_0/image.jpg", "img#tier_1/image.jpg"]]),
        BundletoolCase(
            "DeviceTierParityValidatorTest.multipleFilesPerTieredDirectory_ok", refusedAs: nil,
            packs: ["a": ["img#tier_0/imageA.jpg", "img#tier_0/imageB.jpg", "img#tier_1/image1.jpg", "img#tier_1/image2.jpg"]]),
        BundletoolCase(
            "DeviceTierParityValidatorTest.sameTiersAndNoTier_ok", refusedAs: nil,
            packs: ["a": ["img#tier_0/image.jpg", "img#tier_1/image.jpg"], "b": ["img#tier_0/image.jpg", "img#tier_1/image.jpg"]]),
        BundletoolCase(
            "DeviceTierParityValidatorTest.differentTiersInDifferentModules_throws", refusedAs: .deviceTierParity,
            packs: ["a": ["img#tier_0/image.jpg"], "b": ["img#tier_0/image.jpg", "img#tier_1/image.jpg"]]),
        BundletoolCase(
            "DeviceTierParityValidatorTest.differentTiersInDifferentFolders_throws", refusedAs: .deviceTierParity,
            packs: ["a": ["img1#tier_0/image.jpg", "img1#tier_1/image.jpg", "img2#tier_0/image.jpg"]]),
        BundletoolCase(
            "DeviceTierParityValidatorTest.tierNumbersNotStartingFromZero_throws", refusedAs: .deviceTierParity,
            packs: ["a": ["img1#tier_1/image.jpg", "img1#tier_2/image.jpg"]]),
        BundletoolCase(
            "DeviceTierParityValidatorTest.tierNumbersNotContiguous_throws", refusedAs: .deviceTierParity,
            packs: ["a": ["img1#tier_0/image.jpg", "img1#tier_2/image.jpg"]]),
        BundletoolCase(
            "DeviceTierParityValidatorTest.validateAllModules_withNestedTargeting_succeeds", refusedAs: nil,
            packs: [
                "a": [
                    "img1#countries_latam#tier_1/image.jpg", "img1#countries_latam#tier_0/image.jpg", "img1#countries_latam/image.jpg",
                    "img1#tier_1/image.jpg", "img1#tier_0/image.jpg", "img1/image.jpg",
                ]
            ]),
        BundletoolCase(
            "NestedTargetingValidatorTest.validateAllModules_noTargeting_ok", refusedAs: nil,
            packs: ["a": ["img/image.jpg", "img/image2.jpg"]]),
        BundletoolCase(
            "NestedTargetingValidatorTest.validateAllModules_noNestedTargeting_ok", refusedAs: nil,
            packs: ["a": ["img#countries_latam/image.jpg", "img#countries_sea/image.jpg", "img/image.jpg"]]),
        BundletoolCase(
            "NestedTargetingValidatorTest.validateAllModules_multipleDirectoriesWithSameTargeting_throws", refusedAs: .nestedTargeting,
            packs: ["a": ["texture#countries_latam#tcf_astc/image.jpg", "texture#tcf_astc#countries_latam/image.jpg"]]),
        BundletoolCase(
            "NestedTargetingValidatorTest.validateAllModules_differentNestedTargetingOnDifferentFolders_throws",
            refusedAs: .nestedTargeting,
            packs: [
                "a": [
                    "texture1#countries_latam#tcf_astc/image.jpg", "texture1#countries_latam/image.jpg", "texture1/image.jpg",
                    "texture2#countries_sea#tcf_astc/image.jpg", "texture2#countries_sea/image.jpg", "texture2/image.jpg",
                ]
            ]),
        BundletoolCase(
            "NestedTargetingValidatorTest.validateAllModules_directoryTargetedOnDifferentSetOfTargetingDimension_throws",
            refusedAs: .nestedTargeting,
            packs: [
                "a": ["texture1#countries_latam#tcf_astc/image.jpg", "texture1#countries_latam#tier_1/image.jpg", "texture1/image.jpg"]
            ]),
        BundletoolCase(
            "NestedTargetingValidatorTest.validateAllModules_directoryTargetedOnDifferentOrderOfTargetingDimension_throws",
            refusedAs: .nestedTargeting,
            packs: [
                "a": [
                    "texture1#countries_latam#tcf_astc/image.jpg", "texture1#tcf_pvrtc#countries_latam/image.jpg",
                    "texture1#countries_latam/image.jpg", "texture1/image.jpg",
                ]
            ]),
        BundletoolCase(
            "NestedTargetingValidatorTest.validateAllModules_folderNotTargetingAllCartesianProductOfDimensionValues_throws",
            refusedAs: .nestedTargeting,
            packs: [
                "a": [
                    "texture1#countries_latam#tcf_astc/image.jpg", "texture1#countries_latam#tcf_pvrtc/image.jpg",
                    "texture1#countries_sea#tcf_astc/image.jpg", "texture1#countries_sea#tcf_pvrtc/image.jpg", "texture1/image.jpg",
                ]
            ]),
        BundletoolCase(
            "NestedTargetingValidatorTest.validateAllModules_validNestedTargeting_succeeds", refusedAs: nil,
            packs: [
                "a": [
                    "texture1#countries_latam#tcf_astc/image.jpg", "texture1#countries_latam#tcf_pvrtc/image.jpg",
                    "texture1#countries_latam/image.jpg", "texture1#countries_sea#tcf_astc/image.jpg",
                    "texture1#countries_sea#tcf_pvrtc/image.jpg", "texture1#countries_sea/image.jpg", "texture1#tcf_astc/image.jpg",
                    "texture1#tcf_pvrtc/image.jpg", "texture1/image.jpg",
                ]
            ]),
        BundletoolCase(
            "NestedTargetingValidatorTest.validateAllModules_differentModulesWithDifferentNestedTargeting_throws",
            refusedAs: .nestedTargeting,
            packs: [
                "a": [
                    "texture1#countries_latam#tcf_astc/image.jpg", "texture1#countries_latam#tcf_pvrtc/image.jpg",
                    "texture1#countries_latam/image.jpg", "texture1#countries_sea#tcf_astc/image.jpg",
                    "texture1#countries_sea#tcf_pvrtc/image.jpg", "texture1#countries_sea/image.jpg", "texture1#tcf_astc/image.jpg",
                    "texture1#tcf_pvrtc/image.jpg", "texture1/image.jpg",
                ],
                "b": [
                    "texture1#countries_latam#tcf_astc/image.jpg", "texture1#countries_latam#tcf_pvrtc/image.jpg",
                    "texture1#countries_latam/image.jpg", "texture1#tcf_astc/image.jpg", "texture1#tcf_pvrtc/image.jpg",
                    "texture1/image.jpg",
                ],
            ]),
        BundletoolCase(
            "NestedTargetingValidatorTest.validateAllModules_differentModulesWithSameNestedTargeting_succeeds", refusedAs: nil,
            packs: [
                "a": [
                    "texture1#countries_latam#tcf_astc/image.jpg", "texture1#countries_latam#tcf_pvrtc/image.jpg",
                    "texture1#countries_latam/image.jpg", "texture1#tcf_astc/image.jpg", "texture1#tcf_pvrtc/image.jpg",
                    "texture1/image.jpg",
                ],
                "b": [
                    "texture1#countries_latam#tcf_astc/image.jpg", "texture1#countries_latam#tcf_pvrtc/image.jpg",
                    "texture1#countries_latam/image.jpg", "texture1#tcf_astc/image.jpg", "texture1#tcf_pvrtc/image.jpg",
                    "texture1/image.jpg",
                ],
            ]),
        BundletoolCase(
            "NestedTargetingValidatorTest.validateAllModules_modulesWithAndWithoutNestedTargeting_succeeds", refusedAs: nil,
            packs: [
                "a": ["texture1/image.jpg"],
                "b": [
                    "texture1#countries_latam#tcf_astc/image.jpg", "texture1#countries_latam#tcf_pvrtc/image.jpg",
                    "texture1#countries_latam/image.jpg", "texture1#tcf_astc/image.jpg", "texture1#tcf_pvrtc/image.jpg",
                    "texture1/image.jpg",
                ],
            ]),
        BundletoolCase(
            "TextureCompressionFormatParityValidatorTest.sameTCFsIncludingFallbackAndNoTCF_ok", refusedAs: nil,
            packs: [
                "a": ["textures#tcf_astc/level1.assets", "textures#tcf_etc2/level1.assets", "textures/level1.assets"],
                "b": [
                    "other_textures#tcf_astc/astc_file.assets", "other_textures#tcf_etc2/etc2_file.assets",
                    "other_textures/fallback_file.assets",
                ], "c": ["untargeted_textures/level3.assets"],
            ]),
        BundletoolCase(
            "TextureCompressionFormatParityValidatorTest.differentTCFs_throws", refusedAs: .textureFormatParity,
            packs: [
                "a": ["textures#tcf_astc/level1.assets", "textures#tcf_etc2/level1.assets"],
                "b": ["other_textures#tcf_astc/astc_file.assets", "other_textures#tcf_pvrtc/etc2_file.assets"],
            ]),
        BundletoolCase(
            "TextureCompressionFormatParityValidatorTest.differentFallbacks_throws", refusedAs: .textureFormatParity,
            packs: ["a": ["textures#tcf_astc/level1.assets", "textures/level1.assets"], "b": ["other_textures#tcf_astc/astc_file.assets"]]),
        BundletoolCase(
            "TextureCompressionFormatParityValidatorTest.validateAllModules_withNestedTargeting_succeeds", refusedAs: nil,
            packs: [
                "a": [
                    "img1#countries_latam#tcf_astc/image.jpg", "img1#countries_latam#tcf_pvrtc/image.jpg", "img1#countries_latam/image.jpg",
                    "img1#tcf_astc/image.jpg", "img1#tcf_pvrtc/image.jpg", "img1/image.jpg",
                ]
            ]),
    ]

    @Test(arguments: cases)
    func lintAgreesWithBundletool(_ testCase: BundletoolCase) throws {
        let project = try TemporaryFolder()
        var entries = ""
        for (pack, paths) in testCase.packs.sorted(by: { $0.key < $1.key }) {
            for path in paths { try project.write("Assets/\(pack)/\(path)", text: path) }
            entries += #"<resource path="\#(pack)" tags="\#(pack)"/>"#
        }
        try project.manifest(entries, attributes: #"base="Assets""#)
        let lint = project.lint(options: LintOptions(delivery: .playAssetDelivery))
        let errors = lint.diagnostics.filter { $0.severity == .error }
        if let code = testCase.refusedAs {
            #expect(errors.contains { $0.code == code }, "\(errors.map(\.message))")
        } else {
            #expect(errors.isEmpty, "\(errors.map(\.message))")
        }
    }
}
