import Foundation
import JuiceMakerCommandLine
import JuiceMakerFrontEnd
import JuiceMakerKit

/// How `juicemaker report` writes a `StandReport`: a table of juices, a bar chart of the hours in
/// Unicode blocks (80 columns at most), the fruit used, what ran out, and what was undone; or CSV.
enum ReportText {
    /// The report as text, in `language`.
    static func text(_ report: StandReport, menu: Menu, language: Language) -> String {
        let words = language.ui
        var out = title(report, language: language) + "\n"
        let currency = report.currency
        func money(_ amount: Int) -> String { currency?.text(amount, language: language) ?? String(amount) }
        if report.orders == 0 && report.lostSales == 0 {
            out += words.noSales + "\n"
        } else {
            let priced = currency != nil && (report.takings > 0 || report.lostAmount > 0)
            var columns: [Table.Column] = [.init(words.juice), .init(words.cupsHeader, alignment: .trailing)]
            if priced { columns.append(.init(words.takingsHeader, alignment: .trailing)) }
            columns.append(.init(words.lostCupsHeader, alignment: .trailing))
            if priced { columns.append(.init(words.turnedAwayHeader, alignment: .trailing)) }
            var table = Table(columns: columns)
            func row(_ name: String, cups: Int, takings: Int, lost: Int, lostAmount: Int) -> [String] {
                var cells = [name, String(cups)]
                if priced { cells.append(money(takings)) }
                cells.append(String(lost))
                if priced { cells.append(money(lostAmount)) }
                return cells
            }
            for line in report.juices {
                table.add(row(juiceName(line.juice, menu: menu, language: language), cups: line.cups, takings: line.takings,
                              lost: line.lostCups, lostAmount: line.lostAmount))
            }
            table.add(row(words.total, cups: report.cups, takings: report.takings, lost: report.lostCups,
                          lostAmount: report.lostAmount))
            out += table.render(color: Terminal.wantsColor())
            out += "\n" + chart(report.hours, language: language)
        }
        if !report.used.isEmpty {
            let used = report.used.map { "\(fruitName($0.fruit, menu: menu, language: language)) \($0.count)" }.joined(separator: ", ")
            out += words.fruitUsed + used + "\n"
        }
        for ranOut in report.ranOut {
            let name = fruitName(ranOut.fruit, menu: menu, language: language)
            let time = String(report.clock.timestamp(ranOut.first).dropFirst(11).prefix(5))
            let day = report.days > 1 ? String(report.clock.timestamp(ranOut.first).prefix(10)) + " " : ""
            out += words.ranOut(name, day: day, time: time, orders: ranOut.lostSales, juices: ranOut.juices) + "\n"
        }
        if report.undoneOrders > 0 || report.undoneChanges > 0 {
            let takings = currency != nil && report.undoneTakings > 0 ? money(report.undoneTakings) : nil
            out += words.undone(orders: report.undoneOrders, takings: takings, changes: report.undoneChanges) + "\n"
        }
        return out
    }

    /// `Report for 2024-05-01 (Asia/Seoul)`, or `… 2024-05-01 to 2024-05-07 …`.
    static func title(_ report: StandReport, language: Language) -> String {
        let first = String(report.clock.timestamp(report.start).prefix(10))
        let last = String(report.clock.timestamp(report.end.addingTimeInterval(-1)).prefix(10))
        return language.ui.reportTitle(first: first, last: first == last ? nil : last, clock: report.clock.name)
    }

    /// Cups sold by hour, from the first hour with a sale or a lost sale to the last, as bars of
    /// Unicode blocks in eighths: `14 ███████▌ 9 (2 lost)`, at most 80 columns.
    static func chart(_ hours: [StandReport.Hour], language: Language) -> String {
        let busy = hours.filter { $0.cups > 0 || $0.lostCups > 0 }
        guard let first = busy.first?.hour, let last = busy.last?.hour else { return "" }
        let most = max(hours.map(\.cups).max() ?? 0, 1)
        let width = 48
        let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        var out = language.ui.salesByHour + "\n"
        for hour in hours[first...last] {
            let length = hour.cups * width * 8 / most
            let bar = String(repeating: "█", count: length / 8) + eighths[length % 8]
            let pad = String(repeating: " ", count: width - (length + 7) / 8)
            let lost = hour.lostCups > 0 ? "  " + language.ui.lostInHour(hour.lostCups) : ""
            out += (hour.hour < 10 ? "0" : "") + "\(hour.hour)  " + bar + pad + "  \(hour.cups)" + lost + "\n"
        }
        return out
    }

    /// The report as CSV: one row a juice, a busy hour and the total; amounts in the currency's
    /// units (`4.50`), names in `language`.
    static func csv(_ report: StandReport, menu: Menu, language: Language) -> String {
        func money(_ amount: Int) -> String { report.currency?.decimal(amount) ?? "" }
        func field(_ text: String) -> String {
            text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
        }
        var out = "row,key,name,orders,cups,takings,lost_sales,lost_cups,turned_away,currency\n"
        let code = report.currency?.code ?? ""
        for line in report.juices {
            out += ["juice", line.juice.rawValue, field(juiceName(line.juice, menu: menu, language: language).terminalSafe),
                    String(line.orders), String(line.cups), money(line.takings), String(line.lostSales), String(line.lostCups),
                    money(line.lostAmount), code].joined(separator: ",") + "\n"
        }
        for hour in report.hours where hour.cups > 0 || hour.lostCups > 0 {
            let key = (hour.hour < 10 ? "0" : "") + String(hour.hour)
            out += ["hour", key, key + ":00", "", String(hour.cups), money(hour.takings), "", String(hour.lostCups), "", code]
                .joined(separator: ",") + "\n"
        }
        out += ["total", "", language.ui.total, String(report.orders), String(report.cups), money(report.takings),
                String(report.lostSales), String(report.lostCups), money(report.lostAmount), code].joined(separator: ",") + "\n"
        return out
    }

    private static func juiceName(_ id: Juice.ID, menu: Menu, language: Language) -> String {
        (menu.juice(id)?.name.text(for: language.code) ?? id.rawValue).terminalSafe
    }

    private static func fruitName(_ id: Fruit.ID, menu: Menu, language: Language) -> String {
        guard let fruit = menu.fruit(id) else { return id.rawValue.terminalSafe }
        return fruit.name.text(for: language.code).terminalSafe
    }
}
