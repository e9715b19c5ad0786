/// A title earned by rating shops.
enum MembershipTier: String, CaseIterable, Encodable {
    case newcomer = "Newcomer"
    case regular = "Regular"
    case connoisseur = "Connoisseur"
    case legend = "Coffee Legend"

    /// The fewest rated shops that earn the tier.
    var threshold: Int {
        switch self {
        case .newcomer: 0
        case .regular: 1
        case .connoisseur: 5
        case .legend: 20
        }
    }

    init(ratedShops: Int) {
        self = Self.allCases.last { ratedShops >= $0.threshold } ?? .newcomer
    }

    /// The tier after this one, if any.
    var next: MembershipTier? {
        Self.allCases.first { $0.threshold > threshold }
    }
}
