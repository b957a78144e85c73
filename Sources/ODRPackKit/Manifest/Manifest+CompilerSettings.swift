extension Manifest {
    /// The build settings Xcode's resource compilers read: the Xcode reader keeps them in
    /// `compilerSettings`, where `XcodeCompilation` looks them up.
    static let compilerSettingNames = [
        "SDKROOT", "TARGETED_DEVICE_FAMILY", "IPHONEOS_DEPLOYMENT_TARGET", "TVOS_DEPLOYMENT_TARGET", "XROS_DEPLOYMENT_TARGET",
        "WATCHOS_DEPLOYMENT_TARGET", "RESOURCES_MINIMUM_DEPLOYMENT_TARGET", "RESOURCES_PLATFORM_NAME", "RESOURCES_TARGETED_DEVICE_FAMILY",
        "DEVELOPMENT_LANGUAGE", "ASSETCATALOG_COMPILER_APPICON_NAME", "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME",
        "COMPRESS_PNG_FILES", "PRODUCT_MODULE_NAME", "PRODUCT_NAME",
    ]
}
