// A type nested in another keeps its dependencies as an existential: the nested type is the one to make
// generic, not the type around it.
typealias ReaderDependencies = LoggingDependency

enum Feed {
    struct Reader<Item: Identifiable, Dependencies: ReaderDependencies> where Item.ID == String {
        let dependencies: Dependencies

        func read(_ item: Item) { dependencies.logger.log(item.id) }
    }
}
