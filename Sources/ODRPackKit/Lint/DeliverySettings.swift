/// The settings of one delivery: the values of its own options of the command line (its
/// option group there), parsed and validated once, read by that delivery alone. Each delivery
/// folder declares its type; a command passes them all (`DeliverySettingsSet`), and the options
/// of a delivery that is not in force are refused (`inapplicable-option`).
public protocol DeliverySettings: Sendable {
    /// The delivery that reads them.
    static var delivery: DeliveryName { get }
    /// The settings when none of its options is given.
    init()
    /// The options given, as the command line spells them (`--layout`).
    var given: [String] { get }
}

/// The settings of every delivery a command was given, at most one value per delivery; a
/// delivery reads its own by type (`settings[PlaySettings.self]`), which gives its defaults
/// when the command had none.
public struct DeliverySettingsSet: Sendable {
    private var values: [DeliveryName: any DeliverySettings] = [:]

    /// The set of `settings`, one value per delivery (a later value of a delivery replaces an earlier).
    public init(_ settings: [any DeliverySettings] = []) {
        for value in settings { values[type(of: value).delivery] = value }
    }

    /// The settings of the delivery of `type`.
    public subscript<Settings: DeliverySettings>(_ type: Settings.Type) -> Settings {
        get { values[Settings.delivery] as? Settings ?? Settings() }
        set { values[Settings.delivery] = newValue }
    }

    /// Every value, by delivery name, as text that is the same from run to run (a build's key, `BuildRecord`).
    var recordText: String {
        values.keys.sorted { $0.rawValue < $1.rawValue }.map { "\($0.rawValue)=\(String(reflecting: values[$0]!))" }.joined(separator: " ")
    }

    /// Each option given, with the delivery whose settings hold it, by option name.
    var given: [(option: String, delivery: DeliveryName)] {
        values.flatMap { delivery, settings in settings.given.map { (option: $0, delivery: delivery) } }
            .sorted { ($0.option, $0.delivery.rawValue) < ($1.option, $1.delivery.rawValue) }
    }
}

/// The options of the deliveries whose pack IDs last from release to release
/// (`LintDelivery.packNaming`): where their lock file is, whether build writes it, and how new
/// packs are named.
public struct PackIDOptions: Sendable, Equatable {
    /// `--lock-file`: the lock file of pack IDs; nil takes `<manifest stem>.<delivery>.lock.json`
    /// beside the manifest, when it exists.
    public var lockFile: String?
    /// `--update-lock`: build writes the lock file after the build.
    public var updateLock = false
    /// `--portable-names`: new packs get names of ASCII letters and digits only, which every
    /// store accepts.
    public var portableNames = false

    /// The defaults: the lock file beside the manifest, read only.
    public init(lockFile: String? = nil, updateLock: Bool = false, portableNames: Bool = false) {
        self.lockFile = lockFile
        self.updateLock = updateLock
        self.portableNames = portableNames
    }

    /// The options given, as the command line spells them.
    public var given: [String] {
        (lockFile == nil ? [] : ["--lock-file"]) + (updateLock ? ["--update-lock"] : []) + (portableNames ? ["--portable-names"] : [])
    }
}

/// The options several deliveries take, by what a delivery must do to take them.
enum SharedOptions: Sendable, CaseIterable {
    /// `MergeOptions`: the delivery merges partitions into fewer packs.
    case merging
    /// `PackIDOptions`: the delivery's pack IDs last (it has a `packNaming` rule).
    case packIDs
    /// `--catalog-items files`: the delivery's packs hold plain files, looked up by the app.
    case catalogItemFiles
    /// `--all-targets` or a second `--target`: the delivery plans the targets of one app as one.
    case severalTargets
    /// `--unity-code`: the delivery writes the C# a Unity game reads its packs with.
    case unityCode
}
