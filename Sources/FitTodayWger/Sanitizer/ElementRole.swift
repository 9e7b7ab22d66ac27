/// What an element does to the text around it.
enum ElementRole {
    /// No effect on layout (`b`, `span`, `a`, unknown elements…).
    case inline
    /// Paragraph-like: a blank line before and after.
    case block
    /// `pre`: a block whose newlines are line breaks.
    case preformatted
    /// `br`.
    case lineBreak
    /// `tr`, `dt`, `dd`: starts and ends a line.
    case line
    /// `td`, `th`: separated from its neighbours by a space.
    case cell
    /// `ol`.
    case orderedList
    /// `ul`, `menu`, `dir`.
    case unorderedList
    /// `li`.
    case listItem
    /// Dropped with everything inside.
    case dropped

    /// Whether an input holding this tag is HTML with its own layout (rather than text to keep line by line).
    var isLayout: Bool {
        switch self {
        case .inline, .dropped: false
        default: true
        }
    }

    /// The role of the element named by the NUL-terminated, lower-case ASCII `name` (libxml2 lower-cases HTML
    /// names). The name's first 8 bytes are packed into an integer, first byte lowest, and compared with the
    /// packed names in the comments; only "blockquote" and "figcaption" are longer.
    static func of(_ name: UnsafePointer<UInt8>) -> ElementRole {
        var packed: UInt64 = 0
        var tail: UInt64 = 0
        var length = 0
        while length < 11 {
            let byte = name[length]
            if byte == 0 { break }
            if length < 8 {
                packed |= UInt64(byte) << (8 * UInt64(length))
            } else {
                tail |= UInt64(byte) << (8 * UInt64(length - 8))
            }
            length += 1
        }
        return of(packed: packed, tail: tail, length: length)
    }

    /// The role of a name of `length` bytes whose first 8 bytes are `packed` (first byte lowest) and whose next
    /// bytes are `tail` (same order). Lengths above 10 are never layout elements.
    static func of(packed: UInt64, tail: UInt64, length: Int) -> ElementRole {
        switch length {
        case 1:
            switch packed {
            case 0x70:  // p
                return .block
            default: return .inline
            }
        case 2:
            switch packed {
            case 0x7262:  // br
                return .lineBreak
            case 0x696c:  // li
                return .listItem
            case 0x6c6f:  // ol
                return .orderedList
            case 0x6c75:  // ul
                return .unorderedList
            case 0x7268,  // hr
                0x6c64,  // dl
                0x3168,  // h1
                0x3268,  // h2
                0x3368,  // h3
                0x3468,  // h4
                0x3568,  // h5
                0x3668:  // h6
                return .block
            case 0x7274,  // tr
                0x7464,  // dt
                0x6464:  // dd
                return .line
            case 0x6474,  // td
                0x6874:  // th
                return .cell
            default: return .inline
            }
        case 3:
            switch packed {
            case 0x766964,  // div
                0x76616e:  // nav
                return .block
            case 0x657270:  // pre
                return .preformatted
            case 0x726964:  // dir
                return .unorderedList
            case 0x677673:  // svg
                return .dropped
            default: return .inline
            }
        case 4:
            switch packed {
            case 0x6e69616d,  // main
                0x6d726f66,  // form
                0x79646f62,  // body
                0x6c6d7468:  // html
                return .block
            case 0x756e656d:  // menu
                return .unorderedList
            case 0x64616568,  // head
                0x6874616d:  // math
                return .dropped
            default: return .inline
            }
        case 5:
            switch packed {
            case 0x6564697361,  // aside
                0x656c626174:  // table
                return .block
            case 0x656c797473,  // style
                0x656c746974,  // title
                0x6f69647561,  // audio
                0x6f65646976,  // video
                0x656d617266:  // frame
                return .dropped
            default: return .inline
            }
        case 6:
            switch packed {
            case 0x7265746e6563,  // center
                0x657275676966,  // figure
                0x7265746f6f66,  // footer
                0x726564616568,  // header
                0x70756f726768,  // hgroup
                0x676f6c616964:  // dialog
                return .block
            case 0x747069726373,  // script
                0x656d61726669,  // iframe
                0x7463656a626f,  // object
                0x74656c707061,  // applet
                0x7361766e6163:  // canvas
                return .dropped
            default: return .inline
            }
        case 7:
            switch packed {
            case 0x6e6f6974636573,  // section
                0x656c6369747261,  // article
                0x73736572646461,  // address
                0x736c6961746564,  // details
                0x7972616d6d7573,  // summary
                0x6e6f6974706163,  // caption
                0x676e697473696c:  // listing
                return .block
            case 0x6465626d656f6e:  // noembed
                return .dropped
            default: return .inline
            }
        case 8:
            switch packed {
            case 0x746573646c656966:  // fieldset
                return .block
            case 0x7470697263736f6e,  // noscript
                0x6574616c706d6574,  // template
                0x746573656d617266,  // frameset
                0x73656d6172666f6e:  // noframes
                return .dropped
            default: return .inline
            }
        case 10:
            if packed == 0x6f75_716b_636f_6c62 && tail == 0x6574 { return .block }  // blockquote
            if packed == 0x6974_7061_6367_6966 && tail == 0x6e6f { return .block }  // figcaption
            return .inline
        default:
            return .inline
        }
    }
}
