struct Footer<Dependencies: FooterDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("footer") }
}
