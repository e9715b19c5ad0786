// Bad: Services inherits dependency protocols; wrong because dependencies are composed with a typealias, never a protocol (it would clash as "redundant conformance").
protocol Services: LoggingDependency & TrackingDependency {} // expect: composed-protocol
