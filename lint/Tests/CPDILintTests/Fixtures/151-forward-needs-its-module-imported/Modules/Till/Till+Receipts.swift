import ReceiptsFeature

extension Till {
    func reprint() {
        ReceiptsFeature(dependencies: dependencies).printLast() // expect: missing-forwarding
    }
}
