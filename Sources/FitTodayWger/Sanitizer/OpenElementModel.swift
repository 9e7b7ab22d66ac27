/// A rough model of the elements open at each point of the input, kept by ``MarkupPrescan``: a start tag pushes its
/// name, an end tag pops up to the nearest element of that name. It does not know HTML5's implied end tags beyond
/// `p`, `li`, `dt`, `dd` following one another, so it may count more depth than a parser builds; it answers two
/// questions cheaply:
/// - is an element of this name open at all? An end tag for none is dropped before libxml2 sees it (HTML5 ignores
///   it too), which spares libxml2 a search of its whole stack per stray end tag;
/// - how deep is the nesting? Past ``flatteningDepth`` the prescan stops opening inline elements (they cannot
///   change the text) and turns layout tags into line breaks, so libxml2's stack, and the cost of its searches,
///   stays bounded however deep the input nests.
struct OpenElementModel {
    static let flatteningDepth = 512

    private var names: [UInt64] = []
    private var counts: [UInt64: Int] = [:]

    var depth: Int { names.count }

    func isOpen(_ name: UInt64) -> Bool {
        (counts[name] ?? 0) > 0
    }

    mutating func push(_ name: UInt64, closesSameNameOnTop: Bool) {
        if closesSameNameOnTop, names.last == name { return }
        names.append(name)
        counts[name, default: 0] += 1
    }

    /// Pops up to and including the nearest open element named `name`; returns false (and pops nothing) if none is
    /// open.
    mutating func pop(to name: UInt64) -> Bool {
        guard isOpen(name) else { return false }
        while let top = names.popLast() {
            counts[top, default: 1] -= 1
            if top == name { break }
        }
        return true
    }
}
