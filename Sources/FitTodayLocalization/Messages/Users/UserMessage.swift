/// The words of `fittoday users` (people and their tokens): in `PortugueseUserTable` and `EnglishUserTable`.
/// Every case starts with `users`, so no name clashes with another table's.
public enum UserMessage: String, CaseIterable, Sendable {
    case usersAbstract, usersDiscussion, usersAddAbstract, usersListAbstract, usersRevokeAbstract, usersHelpName
    case usersValueName, usersAdded, usersTokenOnce, usersNameTaken, usersUnknownName, usersNameInvalid
    case usersRevoked, usersNone, usersColName, usersColCreated, usersColTokens
}
