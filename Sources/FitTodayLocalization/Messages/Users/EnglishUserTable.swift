/// The words of `fittoday users` in English.
enum EnglishUserTable {
    static func text(_ message: UserMessage) -> String {
        switch message {
        case .usersAbstract: "People the service answers, and their access tokens."
        case .usersDiscussion: """
            Each person sees only their own plans, history and sessions. A token is shown once, when it is made: the database keeps only a digest (SHA-256) of it.
            """
        case .usersAddAbstract: "Creates a person and prints their token (once, alone on stdout)."
        case .usersListAbstract: "Lists the people and how many active tokens each has."
        case .usersRevokeAbstract: "Revokes every token of a person."
        case .usersHelpName: "The person's name (letters, digits, dot, hyphen or underscore; up to 64)."
        case .usersValueName: "name"
        case .usersAdded: "person {1} created; keep the token: it will not be shown again"
        case .usersTokenOnce: "send it as the header Authorization: Bearer <token>"
        case .usersNameTaken: "a person named {1} already exists"
        case .usersUnknownName: "no person named {1}"
        case .usersNameInvalid: "invalid name '{1}': use letters, digits, dot, hyphen or underscore (up to 64)"
        case .usersRevoked: "{1} token(s) of {2} revoked"
        case .usersNone: "no people yet; add one with: fittoday users add NAME"
        case .usersColName: "Name"
        case .usersColCreated: "Created"
        case .usersColTokens: "Active tokens"
        }
    }
}
