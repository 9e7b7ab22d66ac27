public import FitTodayDomain

extension WgerOverlay {
    /// The overlay as the catalog applies it: Wger's Portuguese (or a checked translation) replaces a matched
    /// entry's description, its English text serves `--lang en`, its media replace the placeholder, and every
    /// entry carries its attribution (CC-BY-SA).
    public var catalogOverlay: [CatalogOverlay] {
        entries.map { entry in
            let ownText = entry.description.source != .catalog && entry.description.language == "pt-BR"
            let english = entry.descriptionEn ?? (entry.description.language == "en" ? entry.description.text : nil)
            return CatalogOverlay(
                catalogId: entry.catalogId, description: ownText ? entry.description.text : nil, descriptionEn: english,
                media: entry.media.exerciseMedia, attribution: entry.attribution,
                // A new exercise joins the plans only with a Portuguese text to show.
                added: entry.description.language == "pt-BR" ? entry.exercise : nil)
        }
    }
}
