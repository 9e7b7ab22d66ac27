extension Split {
    /// The big movers of the other days: chest, lats, upper back, quadriceps, glutes and hamstrings.
    static let bigMovers = MuscleSet([.chest, .lats, .upperBack, .quadriceps, .glutes, .hamstrings])

    /// The big movers this split does not train: an exercise that leads with one belongs to another day (a
    /// renegade row's lats on a push, legs or core day; a rack pull's glutes on a pull day). Small muscles (rear
    /// delts, traps, forearms, the hip's abductors and adductors) may come on a day of their neighbours; a full
    /// body has no other day.
    var offDayMovers: MuscleSet {
        self == .fullBody ? MuscleSet() : Self.bigMovers.subtracting(MuscleSet(muscles))
    }
}
