/// The currency a menu's prices and costs are in (`currency: KRW`): an ISO 4217 code and its minor
/// unit, the number of decimal places its amounts have (`KRW` 0: whole won; `USD` 2: cents;
/// `KWD` 3: fils).
///
/// Amounts are kept exact, as whole numbers of minor units (4.50 USD is 450), never as floating
/// point: `minorUnits(reading:)` reads a menu's decimal text, and `text(_:language:)` and
/// `decimal(_:)` write one back.
public struct Currency: Sendable, Hashable, CustomStringConvertible {
    /// The ISO 4217 code, three capital letters: `KRW`.
    public let code: String
    /// How many decimal places its amounts have: 0, 2 or 3.
    public let minorUnit: Int

    /// The currency with this ISO 4217 code.
    ///
    /// - Parameter code: Three capital letters, such as `KRW` or `USD`.
    /// - Returns: nil when the code is not an active ISO 4217 currency of cash (funds and metals,
    ///   such as `XAU`, are not).
    public init?(code: String) {
        guard let minorUnit = Self.minorUnits[code] else { return nil }
        self.code = code
        self.minorUnit = minorUnit
    }

    public var description: String { code }

    /// Every code a menu may name, in alphabetical order.
    public static let codes: [String] = minorUnits.keys.sorted()

    // ISO 4217's list of active currencies (amendment 179, 2025), without funds, metals and
    // test codes. Most have two decimal places; these lists name the others.
    private static let minorUnits: [String: Int] = {
        let twoPlaces = """
            AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BRL BSD BTN BWP BYN BZD CAD \
            CDF CHF CNY COP CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ \
            GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL \
            MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR \
            PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT \
            TOP TRY TTD TWD TZS UAH USD UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG
            """
        let noPlaces = "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF"
        let threePlaces = "BHD IQD JOD KWD LYD OMR TND"
        var table: [String: Int] = [:]
        for (list, places) in [(twoPlaces, 2), (noPlaces, 0), (threePlaces, 3)] {
            for code in list.split(separator: " ") { table[String(code)] = places }
        }
        return table
    }()

    /// What people often write for a currency instead of its code: a sign or a word.
    static let aliases: [String: String] = [
        "₩": "KRW", "원": "KRW", "WON": "KRW", "$": "USD", "US$": "USD", "DOLLAR": "USD", "DOLLARS": "USD",
        "€": "EUR", "EURO": "EUR", "EUROS": "EUR", "£": "GBP", "POUND": "GBP", "¥": "JPY", "엔": "JPY", "YEN": "JPY",
        "元": "CNY", "YUAN": "CNY", "RMB": "CNY",
    ]

    /// The code a menu meant by `text`, when it is not a code but plainly means one: `krw`, `₩`,
    /// `won`.
    ///
    /// - Parameter text: What `currency:` says.
    /// - Returns: The code, or nil when the text means no currency plainly.
    public static func code(meant text: String) -> String? {
        let upper = text.uppercased()
        if Self.minorUnits[upper] != nil { return upper }
        return Self.aliases[upper]
    }

    /// What reading an amount's text found (`minorUnits(reading:)`).
    public enum Reading: Sendable, Hashable {
        /// The amount, in minor units.
        case value(Int)
        /// More decimal places than the currency has; `trimmed` is the same amount written with
        /// the right number when the extra digits are all zeros (`4500.0` for KRW is `4500`).
        case tooManyPlaces(trimmed: String?)
        /// Less than zero.
        case negative
        /// More than `Limits.maxPrice` minor units.
        case tooLarge
        /// Not a decimal number (`4,500`, `1e3`, `free`).
        case notAnAmount
    }

    /// Reads an amount as a menu writes it: digits, then optionally a point and at most
    /// `minorUnit` more digits (`4500`, `4.5`, `4.50`).
    ///
    /// - Parameter text: The scalar's text.
    /// - Returns: The amount in minor units, or what is wrong with the text.
    public func minorUnits(reading text: some Collection<UInt8>) -> Reading {
        let bytes = Array(text)
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var start = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { start = 1 }
        var point = start
        while point < bytes.count, isDigit(bytes[point]) { point += 1 }
        let whole = bytes[start..<point]
        var fraction = bytes[point..<point]
        if point < bytes.count {
            guard bytes[point] == UInt8(ascii: "."), point + 1 < bytes.count else { return .notAnAmount }
            fraction = bytes[(point + 1)...]
            guard fraction.allSatisfy(isDigit) else { return .notAnAmount }
        }
        guard !whole.isEmpty else { return .notAnAmount }
        if fraction.count > minorUnit {
            guard fraction.dropFirst(minorUnit).allSatisfy({ $0 == UInt8(ascii: "0") }) else { return .tooManyPlaces(trimmed: nil) }
            let kept = fraction.prefix(minorUnit)
            let trimmed = String(decoding: bytes[..<point], as: UTF8.self) + (kept.isEmpty ? "" : "." + String(decoding: kept, as: UTF8.self))
            return .tooManyPlaces(trimmed: trimmed)
        }
        // Accumulate digit by digit, stopping past the limit so no text can overflow.
        var value = 0
        for digit in Array(whole) + Array(fraction) + [UInt8](repeating: UInt8(ascii: "0"), count: minorUnit - fraction.count) {
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
            if value > Limits.maxPrice { return negative ? .negative : .tooLarge }
        }
        if negative && value != 0 { return .negative }
        return .value(value)
    }

    /// An amount as a menu writes it: `4500` in KRW, `4.50` in USD.
    ///
    /// - Parameter minorUnits: The amount in minor units.
    /// - Returns: Its decimal text, without grouping or sign of currency.
    public func decimal(_ minorUnits: Int) -> String {
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        guard minorUnit > 0 else { return sign + String(magnitude) }
        var scale: UInt = 1
        for _ in 0..<minorUnit { scale *= 10 }
        let fraction = String(magnitude % scale)
        return sign + String(magnitude / scale) + "." + String(repeating: "0", count: minorUnit - fraction.count) + fraction
    }

    /// An amount as people read it: `₩4,500` and `4,500원`, `$4.50`, `4.500 KWD`.
    ///
    /// - Parameters:
    ///   - minorUnits: The amount in minor units.
    ///   - language: The reader's language: Korean writes won as `원`.
    /// - Returns: The amount with its thousands grouped and its currency's sign or code.
    public func text(_ minorUnits: Int, language: Language = .en) -> String {
        let plain = decimal(minorUnits)
        let sign = plain.hasPrefix("-") ? "-" : ""
        let digits = plain.dropFirst(sign.count)
        let point = digits.firstIndex(of: ".") ?? digits.endIndex
        var grouped = ""
        for (offset, character) in digits[..<point].enumerated() {
            if offset > 0, (digits.distance(from: digits.startIndex, to: point) - offset) % 3 == 0 { grouped += "," }
            grouped.append(character)
        }
        let amount = grouped + digits[point...]
        if code == "KRW" && language == .ko { return sign + amount + "원" }
        if let symbol = Self.symbols[code] { return sign + symbol + amount }
        return sign + amount + " " + code
    }

    private static let symbols: [String: String] = ["KRW": "₩", "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]
}

extension Currency: Codable {
    /// Decodes the code as a string: `"KRW"`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a code that is not an active ISO 4217 currency.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let currency = Currency(code: code) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(code)' is not an ISO 4217 currency code such as KRW or USD")
        }
        self = currency
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
