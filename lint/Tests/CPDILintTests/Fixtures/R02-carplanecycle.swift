// Rulebook, protocol composition: a typealias composed from another typealias (Carplane & Motorcycle). Not CPDI; lints clean.
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

protocol Motorcycle {
    func wheelie()
}

typealias Carplanecycle = Carplane & Motorcycle

func start(vehicle: Carplanecycle) {
    vehicle.drive()
    vehicle.wheelie()
    vehicle.fly()
}
