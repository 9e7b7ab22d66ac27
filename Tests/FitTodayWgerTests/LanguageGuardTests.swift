import FitTodayWger
import Testing

// Every sentence here was written for these tests in the style of exercise instructions; none comes from Wger.

private let languageGuard = LanguageGuard()

private struct LanguageSample: CustomTestStringConvertible, Sendable {
    let text: String
    let language: TextLanguage
    init(_ language: TextLanguage, _ text: String) {
        self.text = text
        self.language = language
    }
    var testDescription: String { "\(language.rawValue): \(text)" }
}

private let sentences: [LanguageSample] = [
    // Brazilian Portuguese.
    LanguageSample(.pt, "Mantenha as costas retas e desça o peso devagar, sem tirar os pés do chão."),
    LanguageSample(.pt, "Deite-se no banco com os pés apoiados no chão e segure a barra com as mãos afastadas na largura dos ombros."),
    LanguageSample(.pt, "Fique de pé com os joelhos levemente dobrados e levante os halteres até a altura do peito."),
    LanguageSample(.pt, "Puxe a barra em direção ao peito e volte devagar à posição inicial."),
    LanguageSample(.pt, "Não deixe os cotovelos abrirem durante o movimento."),
    LanguageSample(.pt, "Você deve sentir o alongamento na parte de trás da coxa."),
    LanguageSample(.pt, "Expire ao subir e inspire ao descer."),
    LanguageSample(.pt, "Contraia o abdômen e respire de forma controlada."),
    // Spanish.
    LanguageSample(.es, "Mantenga la espalda recta y baje el peso lentamente, sin despegar los pies del suelo."),
    LanguageSample(.es, "Túmbate en el banco con los pies apoyados en el suelo y sujeta la barra con las manos separadas al ancho de los hombros."),
    LanguageSample(.es, "De pie, con las rodillas ligeramente flexionadas, levanta las mancuernas hasta la altura del pecho."),
    LanguageSample(.es, "Tira de la barra hacia el pecho y vuelve despacio a la posición inicial."),
    LanguageSample(.es, "No dejes que los codos se abran durante el movimiento."),
    LanguageSample(.es, "Deberías sentir el estiramiento en la parte posterior del muslo."),
    LanguageSample(.es, "¿Sientes dolor en la rodilla? Detén el ejercicio."),
    LanguageSample(.es, "Haz la sentadilla búlgara con una mancuerna en cada mano y el torso erguido."),
    // English.
    LanguageSample(.en, "Keep your back straight and lower the weight slowly without lifting your feet off the floor."),
    LanguageSample(.en, "Lie on the bench with your feet flat on the floor and grip the bar slightly wider than shoulder width."),
    LanguageSample(.en, "Stand with your knees slightly bent and raise the dumbbells to chest height."),
    LanguageSample(.en, "Pull the bar towards your chest, then return slowly to the starting position."),
    LanguageSample(.en, "Do not let your elbows flare out during the movement."),
    LanguageSample(.en, "You should feel the stretch in the back of your thigh."),
    // German.
    LanguageSample(.de, "Halte den Rücken gerade und senke das Gewicht langsam ab, ohne die Füße vom Boden zu heben."),
    LanguageSample(.de, "Lege dich auf die Bank, stelle die Füße auf den Boden und greife die Stange etwas breiter als schulterbreit."),
    LanguageSample(.de, "Ziehe die Stange zur Brust und kehre langsam in die Ausgangsposition zurück."),
    LanguageSample(.de, "Du solltest die Dehnung an der Rückseite des Oberschenkels spüren."),
    // French.
    LanguageSample(.fr, "Gardez le dos droit et descendez la charge lentement, sans décoller les pieds du sol."),
    LanguageSample(.fr, "Allongez-vous sur le banc, les pieds à plat sur le sol, et saisissez la barre avec les mains un peu plus écartées que les épaules."),
    LanguageSample(.fr, "Tirez la barre vers la poitrine puis revenez lentement à la position de départ."),
    LanguageSample(.fr, "Vous devriez sentir l'étirement à l'arrière de la cuisse."),
    // Italian.
    LanguageSample(.it, "Tieni la schiena dritta e abbassa il peso lentamente, senza staccare i piedi dal pavimento."),
    LanguageSample(.it, "Sdraiati sulla panca con i piedi appoggiati a terra e afferra il bilanciere con le mani alla larghezza delle spalle."),
    LanguageSample(.it, "Tira il bilanciere verso il petto e torna lentamente alla posizione di partenza."),
    LanguageSample(.it, "Dovresti sentire l'allungamento nella parte posteriore della coscia."),
]

/// Note-style instructions with few function words.
private let fragments: [LanguageSample] = [
    LanguageSample(.pt, "Rosca direta com barra W, pegada supinada, cotovelos colados ao tronco."),
    LanguageSample(.pt, "Afundo caminhando com halteres, passo longo, tronco ereto."),
    LanguageSample(.es, "Zancadas caminando con mancuernas, paso largo, torso erguido."),
    LanguageSample(.es, "Sentado en banco inclinado, brazos extendidos, codos fijos."),
    LanguageSample(.en, "Hip thrust on a bench, chin tucked, ribs down, pause at the top."),
    LanguageSample(.it, "Affondi camminando con manubri, passo lungo, busto eretto."),
    LanguageSample(.fr, "Pont fessier sur une jambe, bassin haut, pause en haut."),
    LanguageSample(.de, "Seitheben mit Kurzhanteln, Arme leicht gebeugt."),
]

/// Short sentences (20 to 30 letters): still long enough to judge.
private let shortSentences: [LanguageSample] = [
    LanguageSample(.pt, "Mantenha as costas retas"),
    LanguageSample(.es, "Mantenga la espalda recta"),
    LanguageSample(.en, "Keep your back straight"),
    LanguageSample(.de, "Halte den Rücken gerade"),
    LanguageSample(.fr, "Gardez toujours le dos bien droit"),
    LanguageSample(.it, "Tieni la schiena dritta"),
]

/// The same instruction in Brazilian Portuguese and in Spanish.
private let nearPairs: [(portuguese: String, spanish: String)] = [
    ("Mantenha as costas retas", "Mantenga la espalda recta"),
    ("Segure os halteres com as palmas voltadas para dentro.", "Sujeta las mancuernas con las palmas hacia dentro."),
    ("Suba devagar e desça com controle.", "Sube despacio y baja con control."),
    ("Repita o movimento dez vezes com cada perna.", "Repite el movimiento diez veces con cada pierna."),
    ("A pegada deve ser firme, mas sem tensão nos punhos.", "El agarre debe ser firme, pero sin tensión en las muñecas."),
    ("Apoie as mãos no chão, um pouco mais abertas que os ombros.", "Apoya las manos en el suelo, un poco más abiertas que los hombros."),
    ("Realize três séries de doze repetições.", "Realiza tres series de doce repeticiones."),
]

@Suite("LanguageGuard")
struct LanguageGuardTests {
    @Test("Instruction sentences are detected in each of the six languages", arguments: sentences)
    fileprivate func detectsSentence(_ sample: LanguageSample) {
        #expect(languageGuard.detect(sample.text) == sample.language)
    }

    @Test("Note-style fragments are detected", arguments: fragments)
    fileprivate func detectsFragment(_ sample: LanguageSample) {
        #expect(languageGuard.detect(sample.text) == sample.language)
    }

    @Test("Short sentences of four words are still detected", arguments: shortSentences)
    fileprivate func detectsShortSentence(_ sample: LanguageSample) {
        #expect(languageGuard.detect(sample.text) == sample.language)
    }

    @Test("Portuguese and Spanish near-pairs are told apart")
    func nearPairsAreToldApart() {
        for pair in nearPairs {
            #expect(languageGuard.detect(pair.portuguese) == .pt, "\(pair.portuguese)")
            #expect(languageGuard.detect(pair.spanish) == .es, "\(pair.spanish)")
            #expect(languageGuard.verdict(pair.spanish, labelled: .pt) == .rejected(detected: .es), "\(pair.spanish)")
            #expect(languageGuard.verdict(pair.portuguese, labelled: .es) == .rejected(detected: .pt), "\(pair.portuguese)")
        }
    }

    @Test("An English gym name inside Portuguese text stays Portuguese")
    func englishNameInsidePortuguese() {
        let texts = [
            "Faça o Bulgarian split squat com um halter em cada mão, mantendo o tronco ereto.",
            "No Romanian deadlift, desça a barra rente às pernas até sentir alongar a parte de trás da coxa.",
            "Faça o Pull Up na barra fixa, subindo até o queixo passar da barra.",
        ]
        for text in texts {
            #expect(languageGuard.detect(text) == .pt, "\(text)")
            #expect(languageGuard.verdict(text, labelled: .pt) == .accepted, "\(text)")
        }
    }

    @Test("Mixed text follows the language that dominates, and an even mix is not accepted as either")
    func mixedText() {
        let mostlyPortuguese = "Keep it tight! Mantenha o abdômen contraído durante toda a série e não deixe o quadril cair."
        #expect(languageGuard.detect(mostlyPortuguese) == .pt)

        let evenMix = "Mantenha as costas retas. Mantenga la espalda recta."
        #expect(languageGuard.detect(evenMix) == .unknown)
        #expect(languageGuard.verdict(evenMix, labelled: .pt) != .accepted)
        #expect(languageGuard.verdict(evenMix, labelled: .en) != .accepted)
    }

    @Test("Empty, numbers-only, names and other too-short texts are unknown", arguments: [
        "", "   \n ", "12 x 10", "3 × 12 — 90 kg, 60 s", "Supino reto", "Sentadilla búlgara", "Bulgarian split squat",
        "!!! ... ---",
    ])
    func tooThinIsUnknown(_ text: String) {
        #expect(languageGuard.detect(text) == .unknown)
        #expect(languageGuard.verdict(text, labelled: .en) == .undetermined)
    }

    @Test("Spanish labelled English is rejected as Spanish")
    func spanishLabelledEnglish() {
        let text = "Remo en máquina con la barra y agarre estrecho, llevando los codos hacia atrás."
        #expect(languageGuard.verdict(text, labelled: .en) == .rejected(detected: .es))
        #expect(languageGuard.verdict(text, labelled: .es) == .accepted)
    }

    @Test("English labelled English is accepted")
    func englishLabelledEnglish() {
        let text = "Hold the dumbbells at your sides and step forward until both knees are bent at ninety degrees."
        #expect(languageGuard.verdict(text, labelled: .en) == .accepted)
    }

    @Test("Other mislabels are rejected with the language detected", arguments: [
        (TextLanguage.de, "Halte den Rücken gerade und senke das Gewicht langsam ab."),
        (.fr, "Gardez le dos droit et descendez la charge lentement."),
        (.it, "Tieni la schiena dritta e abbassa il peso lentamente."),
        (.pt, "Mantenha as costas retas e desça o peso devagar."),
    ])
    func otherMislabelsRejected(_ language: TextLanguage, _ text: String) {
        #expect(languageGuard.verdict(text, labelled: .en) == .rejected(detected: language))
    }

    @Test("A two-word exercise name is undetermined, never rejected")
    func twoWordNameIsUndetermined() {
        #expect(languageGuard.verdict("Sentadilla búlgara", labelled: .en) == .undetermined)
        #expect(languageGuard.verdict("Remo maquina", labelled: .en) == .undetermined)
        #expect(languageGuard.verdict("Supino inclinado", labelled: .es) == .undetermined)
    }

    @Test("A label of unknown is undetermined")
    func unknownLabel() {
        #expect(languageGuard.verdict("Keep your back straight and lower the weight slowly.", labelled: .unknown) == .undetermined)
    }

    @Test("Case, HTML-less markup and decomposed accents do not change the answer")
    func normalisation() {
        #expect(languageGuard.detect("MANTENHA AS COSTAS RETAS E DESÇA DEVAGAR") == .pt)
        // "ã" and "ç" written as a base letter and a combining mark.
        let decomposed = "Na\u{0303}o dobre os joelhos e desc\u{0327}a o peso sem pressa."
        #expect(languageGuard.detect(decomposed) == .pt)
        #expect(languageGuard.detect("L’exercice se fait lentement, jusqu’à la position de départ.") == .fr)
    }

    @Test("Evidence counts letters and words and ranks the detected language first")
    func evidence() {
        let evidence = languageGuard.evidence(for: "Keep your back straight, 3 x 10.")
        #expect(evidence.letterCount == 21)
        #expect(evidence.wordCount == 5)
        #expect(evidence.leading == .en)
        #expect(evidence.ranked.count == 6)
        #expect(evidence.score(of: .en) > evidence.score(of: .es))
        #expect(languageGuard.evidence(for: "").leading == .unknown)
    }

    @Test("Wger language ids map to the six languages")
    func wgerLanguageIDs() {
        #expect(LanguageGuard.wgerLanguage(id: 1) == .de)
        #expect(LanguageGuard.wgerLanguage(id: 2) == .en)
        #expect(LanguageGuard.wgerLanguage(id: 4) == .es)
        #expect(LanguageGuard.wgerLanguage(id: 7) == .pt)
        #expect(LanguageGuard.wgerLanguage(id: 12) == .fr)
        #expect(LanguageGuard.wgerLanguage(id: 13) == .it)
        for other in [0, 3, 5, 6, 8, 9, 10, 11, 14, 23, -1] {
            #expect(LanguageGuard.wgerLanguage(id: other) == nil)
        }
    }

    @Test("One guard is shared by concurrent tasks")
    func concurrentUse() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for sample in sentences {
                group.addTask { languageGuard.detect(sample.text) == sample.language }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == sentences.count)
        #expect(results.allSatisfy { $0 })
    }
}
