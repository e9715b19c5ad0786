// Bad: the typealias is named after the enum, but what it constrains is EditingModel.save; the right name is EditingModel_saveDependencies.
protocol MembersService {}

protocol MembersServiceDependency {
    var membersService: any MembersService { get }
}

typealias EditStateDependencies = MembersServiceDependency // expect: typealias-name

enum EditState {
    case editing(EditingModel)

    struct EditingModel {
        func save<Dependencies: EditStateDependencies>(dependencies: Dependencies) {
            _ = dependencies.membersService
        }
    }
}
