/// A mapping (by node) and a key a fix would give it: a recipe's fruit, a mapping's corrected key.
/// Fixes claim these so that no two of them, and no fix and a key already there, make one key twice.
struct MappingKey: Hashable {
    var mapping: Int32
    var key: String
}
