extension DiagnosticCode {
    /// Where each code is explained: docs/diagnostics.md, one heading per code.
    public static let documentationBase = "https://github.com/juicemaker/juicemaker/blob/main/docs/diagnostics.md"

    /// The link to this code's explanation (SARIF's `helpUri`).
    public var helpURI: String { "\(Self.documentationBase)#\(rawValue)" }

    /// The severity every diagnostic of this code has (SARIF's `defaultConfiguration.level`).
    /// The switch is exhaustive on purpose: a new code does not build until it is placed.
    public var defaultSeverity: Severity {
        switch self {
        case .unusedFruit, .unmakeableJuice, .missingTranslation, .belowCost: .warning
        case .yamlSyntax, .emptyFile, .multipleDocuments, .aliasLimit, .nestingLimit, .unsupportedTag,
             .duplicateKey, .unreadableFile, .wrongType, .unknownKey, .missingField, .unsupportedVersion,
             .invalidID, .duplicateID, .unknownFruit, .emptyRecipe, .notAWholeNumber, .amountTooSmall,
             .negativeStock, .parNotAboveReorder, .numberTooLarge, .emptyName, .tooManyEntries,
             .invalidRename, .controlCharacter, .unknownCurrency, .invalidPrice, .missingCurrency, .unknownTimeZone: .error
        }
    }

    /// What the code means and what to do about it, in a sentence or three (SARIF's `help.text`, and
    /// word for word the text under the code's heading in docs/diagnostics.md).
    public var help: String {
        switch self {
        case .yamlSyntax:
            "The file is not valid YAML, so nothing else in it can be checked. The message names what the parser expected; look at the line shown and the one before it (an unclosed quote or bracket, a tab used for indentation, a key without ': ')."
        case .emptyFile:
            "The file holds no menu: no YAML document at all, or an empty one. Start from recipes.yaml or one of config/examples/, which have 'fruits:' and 'juices:'."
        case .multipleDocuments:
            "The file holds more than one YAML document (a second '---'). A menu is one document: remove the extra marker, or split the menus into files of their own."
        case .aliasLimit:
            "The file's YAML aliases (*name) would expand into more nodes than juicemaker reads, the shape of a 'billion laughs' attack. Write the values out, or use fewer aliases."
        case .nestingLimit:
            "The file nests mappings or lists deeper than juicemaker reads. A menu is at most a few levels deep; look for brackets that were never closed."
        case .unsupportedTag:
            "A node carries a YAML tag (such as !!binary or !custom) that juicemaker does not read. Remove the tag; menus need only plain text, numbers, mappings and lists."
        case .duplicateKey:
            "A mapping has the same key twice (a recipe naming a fruit twice, a fruit with two 'stock:'), or a fruit's 'was:' names one former id twice. Keep one of them."
        case .unreadableFile:
            "The file could not be read: it does not exist, is not a regular file, cannot be opened, or is larger than juicemaker reads. The message gives the reason; check the path and the file's permissions."
        case .wrongType:
            "A value has the wrong kind: a list where a mapping belongs, a mapping where text belongs, a number as an id. The message shows the expected form with an example."
        case .unknownKey:
            "A mapping has a key the menu format does not define, often a typo ('recpie:'). The message suggests the nearest known key when there is one; juicemaker validate --fix applies it."
        case .missingField:
            "A required part is missing: the menu's 'fruits:' or 'juices:', or a juice's 'recipe:'. Add it; the message shows the form."
        case .unsupportedVersion:
            "The menu's 'version:' is one this juicemaker does not read. Write 'version: 1', or leave the field out."
        case .invalidID:
            "A fruit or juice id is not a lowercase slug (a letter a-z, then letters, digits and hyphens, such as 'mango-kiwi'), or a key of a name is not a language code such as 'en' or 'ko'. Rename it."
        case .duplicateID:
            "Two fruits, or two juices, have the same id. Ids name things in orders and in stock, so each must be unique: rename or remove one."
        case .unknownFruit:
            "A recipe names a fruit the menu's 'fruits:' does not list, often a typo. The message suggests the nearest fruit when there is exactly one; juicemaker validate --fix applies it. Or add the fruit."
        case .emptyRecipe:
            "A juice's recipe names no fruit. List at least one fruit with its amount, such as 'recipe: { mango: 3 }'."
        case .notAWholeNumber:
            "A value that must be a whole number is something else: a fraction (2.5), a word ('ten'), or a number in another form (0x10, 1e3, 1_000). Write it in plain decimal digits."
        case .amountTooSmall:
            "A recipe amount or a par level is less than 1: a recipe uses at least one of each fruit it names, and a par level is a stock to restock up to. Remove the fruit from the recipe, or use 1 or more."
        case .negativeStock:
            "An initial stock or a reorder point is negative. Use 0 or more."
        case .parNotAboveReorder:
            "A fruit's par level is not above its reorder point, so a restock up to par would still leave it low. Raise 'par:' above 'reorder:', or lower 'reorder:'."
        case .numberTooLarge:
            "A stock, a reorder point, a par level or a recipe amount is larger than juicemaker keeps (1,000,000,000). Use a smaller number."
        case .emptyName:
            "A name or an emoji is empty text. Write it, or leave the field out (a fruit or juice without a name is shown by its id)."
        case .tooManyEntries:
            "The menu has more fruits or juices than juicemaker takes. Split it into several menus."
        case .invalidRename:
            "A fruit's 'was:' names an id it cannot have had: its own id, a fruit still on the menu, or an id another fruit already claims. Stock moves from the former id to the fruit, so each former id must name one gone fruit."
        case .controlCharacter:
            "A name or an emoji holds a control character (an escape, a carriage return) or a bidirectional override, which could rewrite a terminal or hide text. Remove it (a tab is allowed)."
        case .unknownCurrency:
            "'currency:' is not an ISO 4217 code of a currency in use. Write its three capital letters, such as KRW, USD or EUR; a sign or word that plainly means one (₩, won, $) is offered as a fix."
        case .invalidPrice:
            "A juice's 'price:' or a fruit's 'cost:' is not an amount in the menu's currency: it must be 0 or more, at most 1,000,000,000 of the currency's smallest unit, and have no more decimal places than the currency has (KRW none, USD two). Amounts are kept exactly, never rounded."
        case .missingCurrency:
            "A juice has a 'price:' or a fruit a 'cost:', but the menu does not say what currency they are in. Add 'currency:' with its ISO 4217 code (such as 'currency: KRW') at the top of the menu."
        case .unknownTimeZone:
            "'timezone:' is not a time zone of the IANA database this system knows. Write its name as the database does, such as Asia/Seoul, Europe/Paris or UTC; a name in the wrong case is offered as a fix."
        case .belowCost:
            "A warning: the fruits a glass of this juice uses cost more than its price, so every glass sold loses money. Raise the price, correct the fruits' 'cost:', or add 'allow: [below-cost]' to the juice if it is meant."
        case .unusedFruit:
            "A warning: no recipe uses this fruit. Use it in a juice, remove it, or add 'allow: [unused-fruit]' to the fruit to keep it (a fruit sold on its own, say)."
        case .unmakeableJuice:
            "A warning: a juice needs more of a fruit than the menu's initial stock of it, so a fresh stand cannot make it even once. Raise the fruit's stock, lower the amount, or add 'allow: [unmakeable-juice]' to the juice."
        case .missingTranslation:
            "A warning: a name lacks a language that other names of the menu have, so that language's screens show the id or another language. Add the translation, or 'allow: [missing-translation]'."
        }
    }
}
