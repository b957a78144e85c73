/// One way a plan's packs reach devices: everything that differs between On-Demand
/// Resources, Background Assets and any other delivery, in one type. Reading, scanning and
/// partitioning (one partition per distinct tag set) are the same for every delivery; the
/// stages after them ask the delivery the job resolved (`DeliveryRegistry`, in the jobs only)
/// instead of branching on it, each through the protocol declared at its stage:
///
/// - **plan** (`PlanDelivery`, `Planning/`): its name, and the words and columns reports use;
/// - **lint** (`LintDelivery`, `Lint/`): its limit profiles, how partitions become its packs
///   (`parts`, `arrange`: naming, merging) and its checks;
/// - **build** (`BuildDelivery`, `Building/`): which shared options apply (its own options are
///   its `DeliverySettings`), what it settles before the output folder is opened (`prepare`,
///   which gives the `PackProducer` that writes packs and derives files from the index), and
///   which names in the output folder are its own;
/// - **verify** (`VerifyDelivery`, `Verifying/`): how one pack's archive is checked, which files
///   the index implies, and what of the index it cross-checks against the disk;
/// - **diff** (`DiffDelivery`, `Diffing/`): what makes a pack changed, and how a diff is summed up.
///
/// Each refines the one before, so a stage gets a delivery that answers what the stages below
/// it ask, and no stage names a type of `Deliveries/`. A delivery lives in a folder of its own
/// under `Deliveries/` and is listed once, in `DeliveryRegistry`. docs/architecture.md ("Deliveries")
/// lists what a new one writes.
protocol Delivery: DiffDelivery {
    /// Whether its build writes the code an app calls instead of On-Demand Resources'
    /// (`ODRAssetAccess.swift`), so that `migrate` can say what each call becomes.
    var replacesOnDemandResourcesInCode: Bool { get }
}

extension Delivery {
    /// No by default.
    var replacesOnDemandResourcesInCode: Bool { false }
}
