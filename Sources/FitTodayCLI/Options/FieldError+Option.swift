import FitTodayUseCases

extension FieldError {
    /// The message with each field spelled as its option (`--energy`): a comma list is typed as one value, so no
    /// item position is said.
    var optionMessage: String { message { field, _ in "--" + Self.option(field) } }

    /// The option's spelling on the command line.
    static func option(_ field: Field) -> String {
        switch field {
        case .daysPerWeek: "days-per-week"
        default: field.rawValue
        }
    }
}
