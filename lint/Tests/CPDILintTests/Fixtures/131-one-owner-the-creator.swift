// One typealias constrains a view and the model the view creates: the view owns it, and both rules say
// so, so following both advices declares each name once.
typealias ShopListDependencies = LoggingDependency // expect: typealias-name (as 'ShopListViewDependencies')

struct ShopListModel<Dependencies: ShopListDependencies> { // expect: shared-typealias (declare 'ShopListModelDependencies', forwarded by the view's)
    let dependencies: Dependencies

    func load() { dependencies.logger.log("load") }
}

struct ShopListView<Dependencies: ShopListDependencies> {
    let dependencies: Dependencies

    func show() { ShopListModel(dependencies: dependencies).load() }
}
