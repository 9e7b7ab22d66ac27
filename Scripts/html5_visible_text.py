#!/usr/bin/env python3
"""The visible text of HTML documents as an HTML5 parser (html5lib) reads them: the oracle of the sanitizer's
differential test (Tests/FitTodayPeerTests/HTML5DifferentialTests.swift).

    html5_visible_text.py IN OUT

IN holds one document per line, each a JSON string; OUT gets one line per document, a JSON string with its
visible text. "Visible text" is defined as the sanitizer defines it (docs/trust/wger.md):
- the text nodes of the tree html5lib builds, in document order, outside the elements whose content the sanitizer
  drops (script, style, head, title, template, iframe, object, ... the list below);
- a line break at the start and end of every layout element (p, div, li, br, tr, td, ...), so that words in two
  blocks never run together; comments, doctypes and attributes are never text.
The caller folds white space and compares what is left, so layout (how many line breaks, list markers, indents)
does not count, but lost text and markup shown as text do.
"""
import json
import sys

import html5lib

# Elements dropped with their whole content (ElementRole.dropped in Sources/FitTodayWger/Sanitizer/ElementRole.swift).
DROPPED = {
    "script", "style", "iframe", "object", "noscript", "template", "head", "title", "svg", "math", "applet",
    "frameset", "noframes", "noembed", "canvas", "audio", "video", "frame",
}

# Elements that start a new line or block (every ElementRole other than inline and dropped).
LAYOUT = {
    "p", "div", "nav", "main", "form", "body", "html", "aside", "table", "center", "figure", "footer", "header",
    "hgroup", "dialog", "section", "article", "address", "details", "summary", "caption", "listing", "fieldset",
    "blockquote", "figcaption", "hr", "dl", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "br", "tr", "dt", "dd",
    "td", "th", "ol", "ul", "menu", "dir", "li",
}


def local_name(tag):
    """The element's name without html5lib's "{namespace}" prefix, or None for comments and the like."""
    if not isinstance(tag, str):
        return None
    return tag.rsplit("}", 1)[-1].lower()


def visible_text(document):
    root = html5lib.parse(document, treebuilder="etree", namespaceHTMLElements=False)
    parts = []
    # An explicit stack instead of recursion: documents nest thousands of elements deep.
    stack = [("enter", root)]
    while stack:
        action, node = stack.pop()
        if action == "text":
            parts.append(node)
            continue
        name = local_name(node.tag)
        if action == "leave":
            if name in LAYOUT:
                parts.append("\n")
            continue
        if node.tail:
            stack.append(("text", node.tail))
        if name is None or name in DROPPED:
            continue
        if name in LAYOUT:
            parts.append("\n")
        stack.append(("leave", node))
        for child in reversed(list(node)):
            stack.append(("enter", child))
        if node.text:
            stack.append(("text", node.text))
    return "".join(parts)


def main():
    source, target = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8") as lines, open(target, "w", encoding="utf-8") as out:
        for line in lines:
            if not line.strip():
                continue
            out.write(json.dumps(visible_text(json.loads(line))) + "\n")


if __name__ == "__main__":
    main()
