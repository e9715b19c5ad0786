// (Not type-checked: the root lacks `printer`.) A root that conforms to one feature's typealias where it
// is declared and to another's in an extension in another file hears of what the second asks for at
// that extension, where the conformance is written, not at its declaration, whose conformance it meets.
extension AppDependencies: ReceiptDependencies {} // expect: missing-requirements
