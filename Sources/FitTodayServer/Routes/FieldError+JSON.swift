import FitTodayUseCases

extension FieldError {
    /// The message with each field spelled as in the request (`energy`, a query parameter such as `muscle`), an
    /// array's item with its position (`equipment[2]`).
    var fieldMessage: String { message { field, position in field.rawValue + (position.map { "[\($0)]" } ?? "") } }
}
