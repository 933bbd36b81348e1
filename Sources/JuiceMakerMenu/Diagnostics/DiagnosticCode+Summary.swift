extension DiagnosticCode {
    /// What the code is about in a few words, for rule lists (SARIF's `shortDescription`).
    /// The switch is exhaustive on purpose: a new code does not build until it is described.
    public var summary: String {
        switch self {
        case .yamlSyntax: "The file is not valid YAML."
        case .emptyFile: "The file holds no menu: no YAML document, or an empty one."
        case .multipleDocuments: "The file holds more than one YAML document."
        case .aliasLimit: "The file uses too many YAML aliases."
        case .nestingLimit: "The file nests collections too deeply."
        case .unsupportedTag: "A node has a YAML tag juicemaker does not support."
        case .duplicateKey: "A key, or a former id in 'was:', is written twice."
        case .unreadableFile: "The file could not be read."
        case .wrongType: "A value has the wrong type."
        case .unknownKey: "A mapping has a key the menu format does not define."
        case .missingField: "A required field is missing."
        case .unsupportedVersion: "The menu's format version is not supported."
        case .invalidID: "An id is not a lowercase slug, or a name's key is not a language code."
        case .duplicateID: "Two fruits or two juices have the same id."
        case .unknownFruit: "A recipe names a fruit the menu does not list."
        case .emptyRecipe: "A recipe has no ingredients."
        case .notAWholeNumber: "A value that must be a whole number is not one in decimal digits."
        case .amountTooSmall: "A recipe amount or a par level is less than 1."
        case .negativeStock: "A stock level or a reorder point is negative."
        case .parNotAboveReorder: "A fruit's par level is not above its reorder point."
        case .numberTooLarge: "A number is too large."
        case .emptyName: "A name or an emoji is empty."
        case .tooManyEntries: "The menu has more fruits or juices than juicemaker takes."
        case .invalidRename: "A fruit's former id is its own, a fruit still on the menu, or claimed twice."
        case .controlCharacter: "A name or an emoji holds a control character or a bidirectional override."
        case .unknownCurrency: "The menu's currency is not an ISO 4217 code."
        case .invalidPrice: "A price or a cost is not an amount in the menu's currency."
        case .missingCurrency: "A juice has a price, or a fruit a cost, but the menu names no currency."
        case .unknownTimeZone: "The menu's time zone is not an IANA time zone."
        case .belowCost: "A juice's fruits cost more than its price."
        case .unusedFruit: "A fruit is not used by any recipe."
        case .unmakeableJuice: "A juice can never be made from the fruit in stock."
        case .missingTranslation: "A name lacks a translation into one of the menu's languages."
        }
    }
}
