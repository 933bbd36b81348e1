import Foundation

/// Numbers as the tables show them.
enum Format {
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    static func milliseconds(_ seconds: Double) -> String {
        seconds < 0.1 ? fixed(seconds * 1e3, 2) + " ms" : fixed(seconds * 1e3, 0) + " ms"
    }

    static func megabytesPerSecond(bytes: Int, seconds: Double) -> String {
        fixed(Double(bytes) / 1e6 / seconds, 1)
    }

    static func memory(_ bytes: Int) -> String {
        fixed(Double(bytes) / 1_048_576, 1) + " MiB"
    }

    /// 23.4 M/s, 5,210/s.
    static func perSecond(_ value: Double) -> String {
        if value >= 1e6 { return fixed(value / 1e6, 1) + " M/s" }
        let whole = Int(value.rounded())
        return (whole >= 1_000 ? "\(whole / 1_000),\(String(whole % 1_000).leftPadded(to: 3))" : "\(whole)") + "/s"
    }

    static func ratio(_ value: Double) -> String {
        fixed(value, 2) + "×"
    }
}

extension String {
    /// The string with zeros in front up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
