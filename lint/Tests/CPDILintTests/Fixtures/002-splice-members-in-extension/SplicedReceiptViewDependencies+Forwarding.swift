// The splice's forwarding member, in an extension of the splice.
extension SplicedReceiptViewDependencies {
    var tracker: any Tracking { externalDependencies.tracker }
}
