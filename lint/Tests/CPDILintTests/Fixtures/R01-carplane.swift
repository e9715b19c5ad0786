// Rulebook, protocol composition: a typealias combining two protocols. Not CPDI; lints clean.
protocol Car {
    func drive()
}

protocol Airplane {
    func fly()
}

typealias Carplane = Car & Airplane

func start(vehicle: Carplane) {
    vehicle.drive()
    vehicle.fly()
}
