enum CartFormatting {
    static func timestamp(dependencies: some CartViewModelDependencies) -> String { // expect: shared-typealias
        "\(dependencies.clock.now())"
    }
}
