// Bad: ReceiptDependencies is declared in a shared Typealiases.swift; wrong because a type's typealias is in the type's own file, above it.
typealias ReceiptDependencies = PrintingDependency // expect: typealias-placement
