import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed SVG or XHTML page: its elements in document order, each with its attributes, own text and parent.
struct MarkupDocument {
    struct Element {
        let index: Int
        let name: String
        let attributes: [String: String]
        var text: String
        let parent: Int?

        func double(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
    }

    let elements: [Element]

    init?(_ markup: String) {
        let collector = MarkupCollector()
        let parser = XMLParser(data: Data(markup.utf8))
        parser.delegate = collector
        guard parser.parse(), collector.failed == false else { return nil }
        elements = collector.elements
    }

    var allText: String { elements.map(\.text).joined(separator: " ") }

    func elements(named name: String, class className: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (className == nil || $0.attributes["class"] == className) }
    }

    func children(of element: Element) -> [Element] {
        elements.filter { $0.parent == element.index }
    }
}

final class MarkupCollector: NSObject, XMLParserDelegate {
    var elements: [MarkupDocument.Element] = []
    var open: [Int] = []
    var failed = false

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String]
    ) {
        elements.append(.init(index: elements.count, name: elementName, attributes: attributeDict, text: "", parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        failed = true
    }
}
