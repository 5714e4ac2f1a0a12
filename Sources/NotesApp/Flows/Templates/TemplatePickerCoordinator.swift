/// The template flow (`N` in the list): the picker pushed over the list;
/// it ends with the chosen template's name, or nil for none.
final class TemplatePickerCoordinator: BaseCoordinator {
    private let router: Routing
    private let screens: TemplatePickerScreens
    var onFinish: ((String?) -> Void)?

    init(router: Routing, screens: TemplatePickerScreens) {
        self.router = router
        self.screens = screens
    }

    override func start() {
        let picker = screens.makeTemplatePicker()
        picker.onChoose = { [weak self] name in self?.finish(with: name) }
        picker.onBack = { [weak self] in self?.finish(with: nil) }
        router.push(picker)
    }

    private func finish(with name: String?) {
        router.pop()
        onFinish?(name)
    }
}

/// What the template flow needs built (a factory provides it).
protocol TemplatePickerScreens {
    func makeTemplatePicker() -> TemplatePickerScreen
}
