// ACCEPT. Proton's generated Has protocols often name the property unlike the protocol:
// HasPushNotificationService { var pushService }, HasUserManager { var user },
// HasSearchUseCase { var messageSearch }. Usage checks must read the property from the protocol body.
protocol Pusher { func push(_ text: String) }
protocol HasPushNotificationService { var pushService: any Pusher { get } }

typealias AlertSenderDependencies = HasPushNotificationService

struct AlertSender<Dependencies: AlertSenderDependencies> {
    let dependencies: Dependencies
    func send() { dependencies.pushService.push("hi") }
}
