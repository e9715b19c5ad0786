// The conformance that needs the forwarding; reported at the adopted protocol name.
extension Refund: Audited {} // expect: missing-forwarding
