// Language guard: tells Portuguese, Spanish, English, German, French and Italian apart on short
// exercise-instruction text, so that a Wger text whose language label lies (an "English" text that is
// really Spanish, say) is never shown as Portuguese or English.
//
// The scorer is a weighted count of function words and common instruction words of each language plus
// spelling cues (ã õ ç ñ ß, "ción", "zione", "nh"/"lh", "sch", "th", "-ing", …). Every weight below is
// general knowledge of the languages, written by hand; nothing is learned from data at run time.
import Foundation

/// A language the guard can recognise, or `unknown` when the evidence is too thin or too close to call.
public enum TextLanguage: String, Sendable, CaseIterable, Codable {
    case pt, es, en, de, fr, it, unknown

    /// The six languages the guard scores, in a fixed order (`unknown` excluded).
    public static let recognised: [TextLanguage] = [.pt, .es, .en, .de, .fr, .it]
}

/// What the guard found in one text: its size and one score per recognised language.
public struct LanguageEvidence: Sendable, Equatable {
    /// Letters in the text (digits, punctuation and spaces do not count).
    public let letterCount: Int
    /// Words (runs of letters) in the text.
    public let wordCount: Int
    /// Score of each recognised language; higher is more likely. Only relative sizes matter.
    public let scores: [TextLanguage: Double]

    /// The best-scoring language, or `unknown` when no language scored at all.
    public var leading: TextLanguage {
        ranked.first.flatMap { $0.score > 0 ? $0.language : nil } ?? .unknown
    }

    /// The recognised languages, best score first (ties keep the fixed order of `TextLanguage.recognised`).
    public var ranked: [(language: TextLanguage, score: Double)] {
        TextLanguage.recognised
            .map { (language: $0, score: scores[$0] ?? 0) }
            .enumerated()
            .sorted { lhs, rhs in
                lhs.element.score != rhs.element.score ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// Score of one language (0 for `unknown`).
    public func score(of language: TextLanguage) -> Double { scores[language] ?? 0 }
}

/// Detects the language of plain text and checks a text against the language it is labelled with.
/// Pure and stateless: safe to share between threads and tasks.
public struct LanguageGuard: Sendable {
    /// The outcome of checking a text against its label.
    public enum Verdict: Sendable, Equatable {
        /// The text reads as the labelled language.
        case accepted
        /// The guard is confident the text is in another of the six languages, named by `detected`
        /// (never `unknown`).
        case rejected(detected: TextLanguage)
        /// Too short, too mixed, or in none of the six languages: the guard neither accepts nor rejects.
        case undetermined
    }

    /// A text shorter than this many letters is never judged (`detect` answers `unknown`).
    public static let minimumLetters = 20
    /// A text with fewer words than this is never judged (a two-word exercise name, say).
    public static let minimumWords = 3
    /// The leading language must score at least this much…
    public static let minimumScore = 2.5
    /// …and lead the runner-up by at least this much…
    public static let minimumLead = 1.5
    /// …and by at least this fraction of its own score.
    public static let minimumRelativeLead = 0.25
    /// A rejection also needs the labelled language to score at most this fraction of the detected one.
    public static let maximumLabelShareToReject = 0.5

    public init() {}

    /// Letters, words and per-language scores of `text` (plain text; HTML must be removed before).
    public func evidence(for text: String) -> LanguageEvidence {
        var tally = Tally()
        Scorer.score(text, into: &tally)
        var scores: [TextLanguage: Double] = [:]
        for (index, language) in TextLanguage.recognised.enumerated() {
            scores[language] = tally.weights[index]
        }
        return LanguageEvidence(letterCount: tally.letters, wordCount: tally.words, scores: scores)
    }

    /// The language of `text`, or `unknown` when the text is too short (fewer than `minimumLetters`
    /// letters or `minimumWords` words), has too little evidence, or two languages are too close to call.
    public func detect(_ text: String) -> TextLanguage {
        decision(from: evidence(for: text))
    }

    /// The confident language of already computed evidence, or `unknown`.
    public func decision(from evidence: LanguageEvidence) -> TextLanguage {
        guard evidence.letterCount >= Self.minimumLetters, evidence.wordCount >= Self.minimumWords else {
            return .unknown
        }
        let ranked = evidence.ranked
        let best = ranked[0], second = ranked[1]
        let lead = best.score - second.score
        guard best.score >= Self.minimumScore,
              lead >= Self.minimumLead,
              lead >= Self.minimumRelativeLead * best.score
        else { return .unknown }
        return best.language
    }

    /// Checks `text` against the language it is labelled with. A text is rejected only when the guard is
    /// confident it is another of the six languages and the labelled language scores far below it;
    /// it is accepted only when the guard confidently detects the labelled language.
    public func verdict(_ text: String, labelled label: TextLanguage) -> Verdict {
        verdict(from: evidence(for: text), labelled: label)
    }

    /// The verdict for already computed evidence.
    public func verdict(from evidence: LanguageEvidence, labelled label: TextLanguage) -> Verdict {
        guard label != .unknown else { return .undetermined }
        let detected = decision(from: evidence)
        if detected == .unknown { return .undetermined }
        if detected == label { return .accepted }
        let labelShare = evidence.score(of: label) / evidence.score(of: detected)
        return labelShare <= Self.maximumLabelShareToReject ? .rejected(detected: detected) : .undetermined
    }

    /// The guard's language for a Wger language id (1 de, 2 en, 4 es, 7 pt, 12 fr, 13 it); nil for the others.
    public static func wgerLanguage(id: Int) -> TextLanguage? {
        switch id {
        case 1: .de
        case 2: .en
        case 4: .es
        case 7: .pt
        case 12: .fr
        case 13: .it
        default: nil
        }
    }
}

// MARK: - Scoring

/// Running totals while a text is scored. Index order is `TextLanguage.recognised`.
private struct Tally {
    var weights = SIMD8<Double>()
    var letters = 0
    var words = 0
}

private enum Scorer {
    static func score(_ text: String, into tally: inout Tally) {
        var word: [Unicode.Scalar] = []
        word.reserveCapacity(32)
        // An apostrophe right after a word: an elision ("l'exercice", "dell'esercizio", "qu'il") when a letter
        // follows, and then the part before it is a word of its own, kept with its apostrophe.
        var apostropheAfterWord = false
        for scalar in composed(text).unicodeScalars {
            let letter = isLetter(scalar)
            if apostropheAfterWord {
                apostropheAfterWord = false
                if letter { word.append("'") }
                finish(&word, into: &tally)
            }
            if letter {
                appendLowercased(scalar, to: &word)
                tally.letters += 1
            } else if (scalar == "'" || scalar == "\u{2019}") && !word.isEmpty {
                apostropheAfterWord = true
            } else {
                if scalar == "¿" || scalar == "¡" { tally.weights += Cues.spanishPunctuation }
                finish(&word, into: &tally)
            }
        }
        finish(&word, into: &tally)
    }

    /// The text with accents composed ("a" + U+0303 → "ã"), so that cues and words match one spelling.
    private static func composed(_ text: String) -> String {
        let hasCombiningMark = text.unicodeScalars.contains {
            $0.value >= 0x300 && $0.properties.generalCategory == .nonspacingMark
        }
        return hasCombiningMark ? text.precomposedStringWithCanonicalMapping : text
    }

    private static func appendLowercased(_ scalar: Unicode.Scalar, to word: inout [Unicode.Scalar]) {
        switch scalar.value {
        case 0x41...0x5A, 0xC0...0xDE:  // ASCII and Latin-1 capitals (× is not a letter)
            word.append(Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value + 0x20)))
        case 0...0xFF:
            word.append(scalar)
        default:
            if scalar.properties.changesWhenLowercased {
                word.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                word.append(scalar)
            }
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x61...0x7A, 0x41...0x5A: return true  // ASCII letters, the common case
        case 0...0x7F, 0xD7, 0xF7: return false  // the rest of ASCII, × and ÷
        case 0xC0...0xFF: return true  // Latin-1 letters
        default: return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark
        }
    }

    private static func finish(_ word: inout [Unicode.Scalar], into tally: inout Tally) {
        guard !word.isEmpty else { return }
        tally.words += 1
        var string = String.UnicodeScalarView()
        string.append(contentsOf: word)
        let text = String(string)
        if let weights = Lexicon.words[text] { tally.weights += weights }
        tally.weights += Cues.spelling(of: word)
        word.removeAll(keepingCapacity: true)
    }
}

// MARK: - Lexicon

/// Per-language weights; index order is `TextLanguage.recognised` (pt, es, en, de, fr, it).
private func weights(_ pairs: (TextLanguage, Double)...) -> SIMD8<Double> {
    var result = SIMD8<Double>()
    for (language, weight) in pairs {
        if let index = TextLanguage.recognised.firstIndex(of: language) { result[index] += weight }
    }
    return result
}

private enum Lexicon {
    /// Word → weights. A word listed by several languages is shared between them (its weight divided by
    /// the number of languages listing it), so it tells those languages apart from the others only.
    static let words: [String: SIMD8<Double>] = {
        var listings: [String: [(TextLanguage, Double)]] = [:]
        for (language, strong, common) in lists {
            for word in strong.split(whereSeparator: \.isWhitespace) {
                listings[String(word), default: []].append((language, 2))
            }
            for word in common.split(whereSeparator: \.isWhitespace) {
                listings[String(word), default: []].append((language, 1))
            }
        }
        var table: [String: SIMD8<Double>] = [:]
        for (word, entries) in listings {
            let languages = Set(entries.map(\.0)).count
            var vector = SIMD8<Double>()
            for (language, weight) in entries {
                vector += weights((language, weight / Double(languages)))
            }
            table[word] = vector
        }
        return table
    }()

    /// (language, strong words, common words). Strong words are frequent and nearly unique to the language.
    private static let lists: [(TextLanguage, String, String)] = [
        (.pt,
         """
         não você vocês com uma umas um uns em no na nos nas do da dos das ao aos à às pelo pela pelos pelas
         também até após sem isso isto essa esse essas esses então está estão são é faça fique mantenha
         segure abaixe deite apoie empurre puxe dobre estique costas braços braço pernas perna joelhos joelho
         ombros ombro mãos mão pés pé chão cabeça quadril quadris cotovelos cotovelo coxas coxa tronco
         halteres haltere halter posição movimento exercício exercícios devagar muito muita muitos muitas
         mais pouco enquanto onde depois ainda mesmo mesma outro outra outros outras seja sejam assim bem
         dessa desse desta deste nessa nesse nesta neste num numa dele dela ele ela eles elas lhe nós já
         deve devem pode podem têm fica ficar reta retas reto retos direita esquerda esquerdo afastados
         largura cima baixo trás tornozelos músculos músculo glúteos barriga abdômen abdominais peitoral
         quadríceps panturrilha panturrilhas costa sua suas seu seus pra quase graus fixa fixo
         polia
         dois duas três quatro oito dez doze vinte trinta série séries repetição repetições respire contraia
         expire evite sinta suba desça realize execute mantendo segurando deixe posicione estenda gire mova
         alongamento descer manter segurar abaixar empurrar puxar dobrar esticar voltar retornar deitar
         apoiar contrair
         """,
         """
         de e o os a as que para por se como antes durante sobre entre lado frente direito juntos altura vez
         cinco seis nove onze segundos minutos forma parte série séries subir levantar sentar soltar respirar
         vezes cada inicial repita levante volte retorne ser ter tem foi sempre tudo todo toda todos todas
         cerca ambos ambas ou mas barra banco peso lentamente ligeiramente porque quando
         """),
        (.es,
         """
         el los las del al y una unos unas muy pero cuando donde hasta desde hacia mientras eso esto estos
         esos esa esas ese ya hay hacer haga puede pueden debe deben sea mismo misma otro otra otros otras
         luego después bien veces arriba abajo atrás adelante delante usted ustedes ellos ellas él ella qué
         sin todo toda todos todas cual cuál mucho mucha muchos muchas poca pocas aquí así entonces siempre
         según aunque cuerpo espalda piernas pierna brazos brazo rodillas rodilla hombros hombro manos pies pie
         pecho suelo cabeza cadera caderas codos codo muslos tobillos mancuerna mancuernas agarre posición
         movimiento ejercicio ejercicios repetición repeticiones despacio recta recto rectas rectos derecha
         izquierda derecho izquierdo mantén mantenga mantener sujeta sujete levanta baja baje bajar sube suba
         empuja empuje tira tire dobla estira estire vuelve vuelva regresa regrese repite coloca
         coloque túmbate acuéstate siéntate párate colócate flexiona extiende apoya fuerza ancho anchura
         separados talones glúteos abdominales pantorrillas pantorrilla tus casi grados banca fija fijo
         polea
         tres cuatro siete ocho nueve diez doce veinte treinta respira contrae exhala inhala evita siente
         realiza ejecuta manteniendo sujetando deja dejes estiramiento sujetar empujar doblar volver regresar
         acostarse sentarse apoyar contraer
         """,
         """
         a en con un la lo le les su sus es son está están más este esta cada ni nos ser vez lado se que de
         o por para como sobre entre tras porque antes durante ambos ambas poco tu mano barra banco peso
         lentamente ligeramente inicial altura juntos dedos frente levante repita dos cinco seis uno once
         segundos minutos serie series forma parte subir levantar sentar soltar respirar tirar
         """),
        (.en,
         """
         the and of to with on at in as up down your you is are be it its this that these those from for by
         keep until then while when not don' should can will into onto over under each both other again
         slowly straight hold lift lower push pull repeat starting make sure feet foot hands arms legs leg
         knees knee shoulders shoulder elbows elbow hips hip chest floor ground body weight head slightly
         about between through out off all than there their them they we our one two without against toward
         towards above below behind which what how if but just only must may more most very much stand
         sit lie bend extend return raise bring grab grip palms wrists thighs upper left right forward
         backward away together apart across along around was were been being have has had would could
         keeping holding using lying standing sitting take let get feel avoid try ensure engage tight full
         range times seconds breathe exhale inhale back
         one three four five seven eight nine ten eleven twelve twenty thirty
         """,
         """
         a an or do so position exercise movement motion set sets time also bar bench
         arm hand reps
         """),
        (.de,
         """
         der die das den dem des ein eine einen einem einer eines und oder mit ohne auf am im zu zum zur von
         vom bei beim für über unter nach vor hinter neben zwischen durch gegen bis aus ist sind wird werden
         sein sich sie ihr ihre ihren ihrem ihrer du dein deine deinen man nicht auch noch dann wieder dabei
         dass daß wenn als wie sehr etwas beide beiden jeweils hier nun oben unten hoch gerade langsam halten
         halte beine bein arme knie schultern schulter hände füße fuß füsse rücken brust boden körper kopf
         hüfte hüften ellenbogen hantel hanteln kurzhantel kurzhanteln langhantel stange bank gewicht
         ausgangsposition bewegung wiederholen zurück kann können muss sollte sollten soll sollen damit
         darauf dazu wurde hat haben leicht möglich bzw sowie immer eng weit breit schulterbreit gestreckt
         gebeugt ziehen drücken heben senken strecken beugen anheben absenken kontrolliert ganz aufrecht
         seite seiten vorne hinten links rechts übung übungen wiederholung wiederholungen satz sätze einmal
         dies diese dieser dieses diesen jede jeden jeder ob weil
         zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig
         """,
         """
         es an so also arm hand in position ab
         """),
        (.fr,
         """
         les une des du et au aux dans sur sous avec sans pour par vers qui ne pas plus vous votre vos nous
         il ils elle elles sa ses ce cet cette ces est sont être faire jusqu' puis ensuite très tout tous
         toute toutes lors pendant comme chaque même l' d' qu' j' s' n' c' afin ainsi aussi mais donc car
         leur leurs jambes jambe bras genoux genou épaules épaule mains main pieds pied poitrine sol corps
         tête hanches coudes coude haltère haltères barre banc mouvement exercice lentement répétez gardez
         tenez placez allongez descendez remontez poussez tirez revenez levez abaissez pliez tendez
         fléchissez contractez inspirez expirez maintenez restez commencez assurez debout assis allongé
         droit droite gauche haut bas avant arrière côté légèrement largeur fois secondes série séries
         répétitions poids cuisses mollets abdominaux dessus dessous lorsque quand
         deux trois quatre cinq sept huit neuf dix douze vingt trente
         """,
         """
         le la un de à en que son si on dos position muscles six onze série séries
         """),
        (.it,
         """
         il lo i gli uno di dello della dei degli delle allo alla ai agli alle dal dallo dalla dai dagli dalle
         nel nello nella nei negli nelle sul sullo sulla sui sugli sulle per tra fra ed non che è sono ci
         come anche poi molto più mentre fino verso dopo prima senza sopra sotto dietro davanti questo questa
         questi queste quello quella quelli quelle ogni tutto tutta tutti tutte essere fare bene posizione
         schiena gambe gamba braccia braccio spalle spalla ginocchia ginocchio mani piedi piede petto
         pavimento testa gomiti gomito fianchi glutei manubri manubrio bilanciere panca basso indietro avanti
         lato lati destra sinistra dritta dritto dritte dritti tenere mantenere mantenendo portare tornare
         ripetere ripeti sollevare abbassare spingere tirare piegare stendere distendere esercizio movimento
         iniziale partenza leggermente larghezza volte secondi ripetizioni palestra tua tuo tue tuoi suo sue suoi
         vostra vostro proprio propria può deve devono possono all' dell' nell' sull' dall' un'
         due tre quattro cinque sei sette otto dieci undici dodici venti trenta
         """,
         """
         la le un una a al da in su con e o mano peso alto serie sei nove uno circa sua busto addominali
         lentamente quando
         l' d' c' sempre
         """),
    ]
}

// MARK: - Spelling cues

private enum Cues {
    static let spanishPunctuation = weights((.es, 3))

    /// Where in a word a cue must occur.
    private enum Place {
        case anywhere
        case start
        case end
        /// Anywhere except as the very end of the word.
        case inside
    }

    private struct Cue {
        let pattern: [Unicode.Scalar]
        let place: Place
        let minimumLength: Int
        let weights: SIMD8<Double>
    }

    private static func cue(_ pattern: String, _ place: Place, minimumLength: Int = 0,
                            _ pairs: (TextLanguage, Double)...) -> Cue {
        var result = SIMD8<Double>()
        for (language, weight) in pairs {
            if let index = TextLanguage.recognised.firstIndex(of: language) { result[index] += weight }
        }
        return Cue(pattern: Array(pattern.unicodeScalars), place: place, minimumLength: minimumLength, weights: result)
    }

    /// The cues, from the letters each language alone uses to common spellings and endings.
    private static let all: [Cue] = [
        // Letters.
        cue("ã", .anywhere, (.pt, 3)), cue("õ", .anywhere, (.pt, 3)),
        cue("ñ", .anywhere, (.es, 3)),
        cue("ß", .anywhere, (.de, 3)),
        cue("ä", .anywhere, (.de, 2)), cue("ö", .anywhere, (.de, 2)), cue("ü", .anywhere, (.de, 2)),
        cue("ç", .anywhere, (.pt, 1.5), (.fr, 1.5)),
        cue("ê", .anywhere, (.pt, 1), (.fr, 1)), cue("ô", .anywhere, (.pt, 1), (.fr, 1)),
        cue("â", .anywhere, (.pt, 1), (.fr, 1)),
        cue("œ", .anywhere, (.fr, 3)), cue("î", .anywhere, (.fr, 2)), cue("û", .anywhere, (.fr, 2)),
        cue("ë", .anywhere, (.fr, 2)), cue("ï", .anywhere, (.fr, 2)),
        cue("è", .anywhere, (.fr, 1.5), (.it, 1)), cue("ù", .anywhere, (.fr, 1), (.it, 1.5)),
        cue("ì", .anywhere, (.it, 2)), cue("ò", .anywhere, (.it, 2)),
        cue("é", .anywhere, (.fr, 1), (.pt, 0.7), (.es, 0.5), (.it, 0.2)),
        cue("á", .anywhere, (.es, 0.7), (.pt, 0.7)), cue("í", .anywhere, (.es, 0.7), (.pt, 0.7)),
        cue("ó", .anywhere, (.es, 1), (.pt, 0.5)), cue("ú", .anywhere, (.es, 1), (.pt, 1)),

        // Portuguese.
        cue("nha", .anywhere, (.pt, 1.5)), cue("nho", .anywhere, (.pt, 1.5)), cue("nhe", .anywhere, (.pt, 1.5)),
        cue("lha", .anywhere, (.pt, 1.5)), cue("lho", .anywhere, (.pt, 1.5)), cue("lhe", .anywhere, (.pt, 1.5)),
        cue("lhor", .anywhere, (.pt, 1)),
        cue("eix", .anywhere, (.pt, 1)), cue("aix", .anywhere, (.pt, 1)),
        cue("ável", .end, (.pt, 2)), cue("ível", .end, (.pt, 2)),
        cue("dade", .end, (.pt, 2)), cue("tade", .end, (.pt, 1.5)),
        cue("ais", .end, minimumLength: 5, (.pt, 0.7), (.fr, 0.3)),

        // Spanish.
        cue("ción", .anywhere, (.es, 3)), cue("sión", .anywhere, (.es, 2)), cue("iones", .end, (.es, 2)),
        cue("ales", .end, minimumLength: 6, (.es, 0.7)),
        cue("dad", .end, minimumLength: 5, (.es, 2)), cue("tad", .end, minimumLength: 5, (.es, 2)),
        cue("illa", .anywhere, (.es, 1.5)), cue("illo", .anywhere, (.es, 1.5)),
        cue("ll", .start, (.es, 2)),
        cue("cue", .inside, (.es, 1)), cue("fue", .inside, (.es, 1)), cue("pue", .inside, (.es, 1)),
        cue("mue", .inside, (.es, 1)), cue("vue", .inside, (.es, 1)), cue("nue", .inside, (.es, 1)),
        cue("sue", .inside, (.es, 1)), cue("tue", .inside, (.es, 1)), cue("rue", .inside, (.es, 1)),
        cue("due", .inside, (.es, 1)), cue("jue", .inside, (.es, 1)), cue("hue", .inside, (.es, 1)),
        cue("echo", .anywhere, (.es, 1.5)), cue("echa", .anywhere, (.es, 1.5)), cue("ancho", .anywhere, (.es, 1.5)),
        cue("ucho", .anywhere, (.es, 1.5)), cue("ucha", .anywhere, (.es, 1.5)),
        cue("ajo", .anywhere, (.es, 1)), cue("ejo", .anywhere, (.es, 1)), cue("eje", .anywhere, (.es, 1)),
        cue("jer", .anywhere, (.es, 1)),

        // English.
        cue("th", .anywhere, (.en, 1)), cue("sh", .anywhere, (.en, 0.7)), cue("wh", .start, (.en, 2)),
        cue("w", .anywhere, (.en, 0.7), (.de, 0.7)),
        cue("ing", .end, minimumLength: 5, (.en, 1.5)), cue("ly", .end, minimumLength: 4, (.en, 1.5)),
        cue("ck", .anywhere, (.en, 0.5), (.de, 0.5)),
        cue("y", .inside, (.en, 0.7), (.es, 0.2)), cue("y", .end, minimumLength: 2, (.en, 0.7), (.es, 0.2)),
        cue("ee", .anywhere, (.en, 1)), cue("oo", .anywhere, (.en, 1)),
        cue("ed", .end, minimumLength: 4, (.en, 0.7)),
        cue("tion", .anywhere, (.en, 1), (.fr, 1)),
        cue("igh", .anywhere, (.en, 2)),
        cue("k", .anywhere, (.en, 0.3), (.de, 0.3)),
        cue("inhal", .start, (.en, 2)),

        // German.
        cue("scha", .anywhere, (.de, 2)), cue("scho", .anywhere, (.de, 2)), cue("schu", .anywhere, (.de, 2)),
        cue("schl", .anywhere, (.de, 2)), cue("schm", .anywhere, (.de, 2)), cue("schn", .anywhere, (.de, 2)),
        cue("schr", .anywhere, (.de, 2)), cue("schw", .anywhere, (.de, 2)), cue("sch", .end, (.de, 2)),
        cue("schi", .anywhere, (.de, 1), (.it, 1)), cue("sche", .anywhere, (.de, 1), (.it, 1)),
        cue("tz", .anywhere, (.de, 1.5)), cue("cht", .anywhere, (.de, 2)),
        cue("ung", .end, minimumLength: 5, (.de, 2)), cue("ungen", .end, (.de, 1)),
        cue("pf", .anywhere, (.de, 1.5)), cue("zw", .start, (.de, 2)),
        cue("lich", .anywhere, (.de, 2)), cue("keit", .anywhere, (.de, 2)), cue("heit", .anywhere, (.de, 2)),

        // French.
        cue("eau", .anywhere, (.fr, 2)), cue("eux", .end, (.fr, 2)), cue("aux", .end, (.fr, 2)),
        cue("oi", .anywhere, (.fr, 0.5)),
        cue("ez", .end, minimumLength: 4, (.fr, 1.5)),
        cue("ent", .end, minimumLength: 5, (.fr, 0.7), (.en, 0.2)),
        cue("ment", .end, minimumLength: 6, (.fr, 1), (.en, 0.3)),
        cue("ée", .anywhere, (.fr, 1.5)),
        cue("eur", .end, (.fr, 1.5)), cue("eurs", .end, (.fr, 1.5)),

        // Italian.
        cue("zion", .anywhere, (.it, 3)), cue("sione", .end, (.it, 2)), cue("sioni", .end, (.it, 2)),
        cue("cch", .anywhere, (.it, 2)), cue("gli", .anywhere, (.it, 1.5)), cue("zz", .anywhere, (.it, 1.5)),
        cue("ggi", .anywhere, (.it, 1)), cue("gge", .anywhere, (.it, 1)), cue("gga", .anywhere, (.it, 1)),
        cue("are", .end, minimumLength: 6, (.it, 0.6), (.en, 0.1)),
        cue("ere", .end, minimumLength: 6, (.it, 0.6), (.en, 0.1)),
        cue("ire", .end, minimumLength: 6, (.it, 0.6), (.en, 0.1)),
        cue("i", .end, minimumLength: 4, (.it, 0.5)),
        cue("ono", .end, minimumLength: 4, (.it, 1)),
        cue("uo", .anywhere, (.it, 1)),
        cue("bb", .anywhere, (.it, 0.5), (.en, 0.2), (.fr, 0.2), (.de, 0.2)),
        cue("pp", .anywhere, (.it, 0.5), (.en, 0.2), (.fr, 0.2), (.de, 0.2)),
        cue("tt", .anywhere, (.it, 0.5), (.en, 0.2), (.fr, 0.2), (.de, 0.2)),
        cue("mm", .anywhere, (.it, 0.5), (.en, 0.2), (.fr, 0.2), (.de, 0.2)),
        cue("ff", .anywhere, (.it, 0.5), (.en, 0.2), (.fr, 0.2), (.de, 0.2)),
        cue("dd", .anywhere, (.it, 0.5), (.en, 0.2), (.fr, 0.2), (.de, 0.2)),
        cue("sb", .start, (.it, 2)), cue("sd", .start, (.it, 2)), cue("sf", .start, (.it, 2)),
        cue("sv", .start, (.it, 2)), cue("sg", .start, (.it, 2)),
        cue("sp", .start, (.it, 0.5), (.en, 0.3), (.de, 0.3)),
        cue("st", .start, (.it, 0.5), (.en, 0.3), (.de, 0.3)),
        cue("sc", .start, (.it, 0.5), (.en, 0.3)),
    ]

    /// The cues by the code point of their first letter (all of them lie below U+0180), so that a word is
    /// only compared with the cues that can start at each of its letters.
    private static let byFirstLetter: [[(id: Int, cue: Cue)]] = {
        var index = Array(repeating: [(id: Int, cue: Cue)](), count: 0x180)
        for (id, cue) in all.enumerated() {
            precondition(cue.pattern[0].value < 0x180, "cue outside the index: \(cue.pattern)")
            index[Int(cue.pattern[0].value)].append((id, cue))
        }
        return index
    }()

    /// The summed weights of the cues found in `word`, each cue counted once however often it occurs.
    static func spelling(of word: [Unicode.Scalar]) -> SIMD8<Double> {
        var total = SIMD8<Double>()
        var found: [Int] = []
        for start in word.indices {
            let letter = Int(word[start].value)
            guard letter < byFirstLetter.count else { continue }
            for (id, cue) in byFirstLetter[letter] where word.count >= cue.minimumLength && !found.contains(id)
                && occurs(cue, in: word, at: start) {
                found.append(id)
                total += cue.weights
            }
        }
        return total
    }

    private static func occurs(_ cue: Cue, in word: [Unicode.Scalar], at start: Int) -> Bool {
        let end = start + cue.pattern.count
        guard end <= word.count else { return false }
        switch cue.place {
        case .start: guard start == 0 else { return false }
        case .end: guard end == word.count else { return false }
        case .inside: guard end < word.count else { return false }
        case .anywhere: break
        }
        var offset = 1
        while offset < cue.pattern.count {
            if word[start + offset] != cue.pattern[offset] { return false }
            offset += 1
        }
        return true
    }
}
