// A typealias named after the one protocol it composes (`HasCoinApi`) is not that protocol's: a protocol
// takes no dependencies, so the typealias is not placed by it.
protocol HasCoinApi {
    var coinApi: any Printing { get }
}

typealias HasCoinApiDependencies = HasCoinApi

typealias CoinListDependencies = HasCoinApiDependencies

struct CoinList<Dependencies: CoinListDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.coinApi.print("coins")
    }
}
