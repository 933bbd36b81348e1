/// Reading nested members of decoded JSON without force casts: every accessor answers nil for a
/// missing member or one of another type.
extension Dictionary where Key == String, Value == Any {
    /// The object member `key`, or nil.
    func object(_ key: String) -> [String: Any]? { self[key] as? [String: Any] }
    /// The string member `key`, or nil.
    func string(_ key: String) -> String? { self[key] as? String }
    /// The whole-number member `key`, or nil.
    func int(_ key: String) -> Int? { (self[key] as? Bool) == nil || self[key] is Int ? self[key] as? Int : nil }
    /// The array member `key`, or nil.
    func array(_ key: String) -> [Any]? { self[key] as? [Any] }
}
