// The typealias of a type declared in another file.
typealias FooterDependencies = LoggingDependency
