import Authentication
import Catalog

typealias Account_membershipTierDependencies = RatingRepositoryDependency

extension Account {
    /// The tier the account has earned, from the number of shops it rated.
    func membershipTier<Dependencies: Account_membershipTierDependencies>(dependencies: Dependencies) throws -> (tier: MembershipTier, ratedShops: Int) {
        let rated = try dependencies.ratings.count()
        return (MembershipTier(ratedShops: rated), rated)
    }
}
