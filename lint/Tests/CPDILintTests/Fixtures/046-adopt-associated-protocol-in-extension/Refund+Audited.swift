// The conformance, in an extension in another file.
extension Refund: Audited {}
