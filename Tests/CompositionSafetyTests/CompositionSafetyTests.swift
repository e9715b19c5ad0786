import Testing

/// The project's promise, checked by the compiler itself: a missing dependency is a compile error.
@Suite struct CompositionSafetyTests {
    @Test func rejectsAFeatureComposedWithoutOneOfItsDependenciesAndNamesIt() throws {
        let missing = try Compiler.typecheck("MissingDependency.swift")
        #expect(missing.status != 0)
        #expect(!missing.errors.isEmpty)
        #expect(missing.errors.allSatisfy { $0 == "type 'ShopDependencies' does not conform to protocol 'WallClockDependency'" }, "\(missing.errors)")

        let complete = try Compiler.typecheck("MissingDependency.swift", defining: ["WITH_CLOCK"])
        #expect(complete.status == 0, "\(complete.diagnostics)")
    }

    @Test func rejectsASignedInFeatureComposedWithoutASession() throws {
        let signedOut = try Compiler.typecheck("SignedOutComposition.swift")
        #expect(signedOut.status != 0)
        #expect(signedOut.errors.contains("type 'AppWideDependencies' does not conform to protocol 'SignedInAccountDependency'"), "\(signedOut.errors)")

        let signedIn = try Compiler.typecheck("SignedOutComposition.swift", defining: ["SIGNED_IN"])
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
