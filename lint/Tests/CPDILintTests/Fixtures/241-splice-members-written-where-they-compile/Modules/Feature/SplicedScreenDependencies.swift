struct SplicedScreenDependencies<ExternalDependencies: ScreenExternalDependencies>: ScreenDependencies { // expect: missing-requirements
    let externalDependencies: ExternalDependencies
    let printer: any Printing
}
