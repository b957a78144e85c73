import MergeQuality
import ODRPackKit

/// `merge-bench`: measurements of `Merger` for RESULTS.md.
///
/// usage: merge-bench shapes [sizes...]      game shapes (default 300 450 600), N = 100
///        merge-bench small [count]          heuristic vs exact optimum on seeded small requests
///        merge-bench scale [sizes...]       timing on larger shapes (default 500 5000)
///        merge-bench strategies SHAPE SIZE  each strategy's cost, built and after local search
///        merge-bench hints SHAPE SIZE       the effect of each hint, crossing and a cap
///        merge-bench stability SHAPE SIZE   updates merged with the previous grouping
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first ?? "shapes" {
case "small": Bench.small(count: arguments.dropFirst().first.flatMap { Int($0) } ?? 200)
case "scale": Bench.scale(sizes: arguments.dropFirst().compactMap { Int($0) }.nilIfEmpty ?? [500, 5000])
case "hints": Bench.hints(shape: GameShape(rawValue: arguments[1])!, size: Int(arguments[2])!)
case "stability": Bench.stability(shape: GameShape(rawValue: arguments[1])!, size: Int(arguments[2])!)
case "strategies": Bench.strategies(shape: GameShape(rawValue: arguments[1])!, size: Int(arguments[2])!)
default: Bench.shapes(sizes: arguments.dropFirst().compactMap { Int($0) }.nilIfEmpty ?? [300, 450, 600])
}
