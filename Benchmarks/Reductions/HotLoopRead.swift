// A one-file reduction of table 1's hot-loop row: the same loop with manual injection and with CPDI,
// the CPDI feature specialized for a concrete struct root (single module, so nothing stops it).
// Not part of the package. See what the optimizer keeps in each loop:
//   swiftc -O -parse-as-library -emit-sil Benchmarks/Reductions/HotLoopRead.swift | less
// manualLoop: the loop body is the witness call only.
// cpdiLoop: the call is wrapped in `strong_retain` / `release_value`, one pair per iteration.

public protocol CatalogReading: AnyObject { func count() -> Int }
public protocol CatalogReadingDependency { var catalog: any CatalogReading { get } }

final class Catalog: CatalogReading {
    var n = 0
    @inline(never) func count() -> Int { n &+= 1; return n }
}

/// Manual injection: the feature stores the service.
public struct ManualFeature {
    let catalog: any CatalogReading
    public init(catalog: any CatalogReading) { self.catalog = catalog }
    public func sum(reads: Int) -> Int {
        var sum = 0
        for _ in 0..<reads { sum &+= catalog.count() }
        return sum
    }
}

/// What the CPDI feature needs: the catalog.
public typealias CPDIFeatureDependencies = CatalogReadingDependency

/// CPDI: the feature is generic over what vends the service.
public struct CPDIFeature<Dependencies: CPDIFeatureDependencies> {
    let dependencies: Dependencies
    public init(dependencies: Dependencies) { self.dependencies = dependencies }
    public func sum(reads: Int) -> Int {
        var sum = 0
        for _ in 0..<reads { sum &+= dependencies.catalog.count() }
        return sum
    }
}

/// The composition root: a struct with a stored property.
struct Root: CatalogReadingDependency {
    let catalog: any CatalogReading
}

@inline(never) func manualLoop(_ feature: ManualFeature, _ n: Int) -> Int { feature.sum(reads: n) }
@inline(never) func cpdiLoop(_ feature: CPDIFeature<Root>, _ n: Int) -> Int { feature.sum(reads: n) }

@main enum Main {
    static func main() {
        let catalog = Catalog()
        print(manualLoop(ManualFeature(catalog: catalog), 1000), cpdiLoop(CPDIFeature(dependencies: Root(catalog: catalog)), 1000))
    }
}
