// A feature's child typealias lives in a file that imports Core below public: it cannot become public,
// so the entry point names the child's protocols itself instead, and --fix adds the one it lacks.
// (Not type-checked: the entry point lacks PricingDependency, which is the finding; the fixed code is type-checked.)
public protocol Pricing: Sendable { func price(for sku: String) -> Int }
public protocol PricingDependency { var pricing: any Pricing { get } }
