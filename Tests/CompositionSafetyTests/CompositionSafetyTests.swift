import Testing

/// The project's promise, checked by the compiler itself: a missing dependency is a compile error.
@Suite struct CompositionSafetyTests {
    @Test func rejectsAFeatureComposedWithoutOneOfItsDependenciesAndNamesIt() throws {
        let missing = try Compiler.typecheck("MissingDependency.swift")
        #expect(missing.status != 0)
        #expect(!missing.errors.isEmpty)
        #expect(missing.errors.allSatisfy { $0 == "type 'ShopDependencies' does not conform to protocol 'YourRatingsDependency'" }, "\(missing.errors)")

        let complete = try Compiler.typecheck("MissingDependency.swift", defining: ["WITH_YOUR_RATINGS"])
        #expect(complete.status == 0, "\(complete.diagnostics)")
    }

    @Test func rejectsASignedInFeatureComposedWithoutASession() throws {
        let signedOut = try Compiler.typecheck("SignedOutComposition.swift")
        #expect(signedOut.status != 0)
        #expect(signedOut.errors.contains("type 'AppWideDependencies' does not conform to protocol 'SignedInAccountDependency'"), "\(signedOut.errors)")

        let signedIn = try Compiler.typecheck("SignedOutComposition.swift", defining: ["SIGNED_IN"])
        #expect(signedIn.status == 0, "\(signedIn.diagnostics)")
    }

    @Test func browsesAShopWithoutASessionButRatesOnlyWithOne() throws {
        let signedOut = try Compiler.typecheck("SignedOutRating.swift")
        #expect(signedOut.status != 0)
        // Only for rating: browsing the same scope type-checks.
        #expect(signedOut.errors.allSatisfy { $0.hasPrefix("referencing instance method 'runRating' on 'DetailsFeature'") }, "\(signedOut.errors)")
        #expect(signedOut.errors.contains(
            "referencing instance method 'runRating' on 'DetailsFeature' requires that 'AppWideDependencies' conform to 'SignedInAccountDependency'"
        ), "\(signedOut.errors)")

        let signedIn = try Compiler.typecheck("SignedOutRating.swift", defining: ["SIGNED_IN"])
        #expect(signedIn.status == 0, "\(signedIn.diagnostics)")
    }

    @Test func typeChecksForwardingThroughAChildAndASplicedScope() throws {
        let forwarded = try Compiler.typecheck("Forwarding.swift", defining: ["FORWARDS"])
        #expect(forwarded.status == 0, "\(forwarded.diagnostics)")

        let notForwarded = try Compiler.typecheck("Forwarding.swift")
        #expect(notForwarded.status != 0)
        #expect(notForwarded.errors.contains("generic struct 'Child' requires that 'Dependencies' conform to 'LoggingDependency'"))
    }
}
