import JuiceMakerYAML

/// What the validator keeps of the fruits and juices it has read, until the menu is built and
/// the warnings that reason about the whole menu are given.
extension MenuValidator {
    // Drafts name their nodes by index, not by `YAMLNode`, so copying one does not retain the document.
    // A fruit's draft holds nodes and numbers, not Strings (its id is its key's text, made when a
    // message or a menu needs it): a menu may have 50,000 fruits, and the drafts live at the
    // process's peak memory. Its fields go widest first, so none is padded.
    struct FruitDraft {
        /// The name when it is good: `unbuiltName` unless a menu or an outline is made.
        var name: LocalizedName?
        /// `was:`: the former ids that are slugs, each with its node (for the checks across fruits).
        var formers: [RenameRules<Int32>.Former] = []
        var key: Int32
        @Int32OrNil var nameNode: Int32? = nil
        /// The emoji's node when the emoji is good.
        @Int32OrNil var emojiNode: Int32? = nil
        @Int32OrNil var stockNode: Int32? = nil
        @Int32OrNil var parNode: Int32? = nil
        /// The name's languages (`nameLanguages`).
        var languages = NameLanguages.Span()
        // Menu numbers are at most `Limits.maxMenuNumber`, so they are kept in 32 bits.
        @Int32OrNil private var stockValue: Int32? = nil
        @Int32OrNil private var reorderValue: Int32? = nil
        @Int32OrNil private var parValue: Int32? = nil
        /// `cost:` in minor units (at most `Limits.maxPrice`, so 32 bits hold it).
        @Int32OrNil private var costValue: Int32? = nil
        /// Whether its stock, reorder point or par is written but could not be read (reported
        /// already): the stock rule is not checked on the values it would have without them.
        var hasUnreadNumber = false
        /// What `allow:` accepts (a fruit may only allow these two).
        var allowsUnused = false
        var allowsMissingTranslation = false

        init(key: Int32) {
            self.key = key
        }

        var stock: Int? {
            get { stockValue.map(Int.init) }
            set { stockValue = newValue.map(Int32.init(truncatingIfNeeded:)) }
        }
        var reorder: Int? {
            get { reorderValue.map(Int.init) }
            set { reorderValue = newValue.map(Int32.init(truncatingIfNeeded:)) }
        }
        var par: Int? {
            get { parValue.map(Int.init) }
            set { parValue = newValue.map(Int32.init(truncatingIfNeeded:)) }
        }
        var cost: Int? {
            get { costValue.map(Int.init) }
            set { costValue = newValue.map(Int32.init(truncatingIfNeeded:)) }
        }
    }

    /// An `Int32?` in 4 bytes rather than 8 (a fruit's draft has seven): `Int32.min`, which no node
    /// index or menu number is, stands for nil.
    @propertyWrapper struct Int32OrNil {
        private var raw = Int32.min

        init(wrappedValue: Int32?) {
            self.wrappedValue = wrappedValue
        }

        var wrappedValue: Int32? {
            get { raw == .min ? nil : raw }
            set { raw = newValue ?? .min }
        }
    }

    /// What `defaults:` gives every fruit that does not set its own value.
    struct FruitDefaults {
        var stock = 0
        var reorder: Int?
        var par: Int?
        var parNode: Int32?
        /// Whether one of its numbers is written but could not be read (reported already).
        var hasUnreadNumber = false

        var levels: StockRule.Levels { StockRule.Levels(reorder: reorder, par: par) }
    }

    /// Juices are built as they are read (a menu may have hundreds of thousands); this is what the
    /// warnings need to know besides the `Juice`, in 24 bytes.
    struct JuiceNotes {
        var key: Int32
        /// The name's node when a name was given and read; -1 when none was, or it was broken.
        var nameNode: Int32 = -1
        /// The name's languages (`nameLanguages`).
        var languages = NameLanguages.Span()
        /// The recipe's node (the last `recipe:` read), -1 when there is none: the unmakeable
        /// warning reads it again, so no `Juice` has to be kept for it.
        var recipeNode: Int32 = -1
        /// Some recipe amount is more than that fruit's initial stock.
        var exceedsStock = false
        /// What `allow:` accepts (a juice may only allow these two).
        var allowsUnmakeable = false
        var allowsMissingTranslation = false
        var allowsBelowCost = false
    }
}
