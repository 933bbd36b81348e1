import ArgumentParser
import JuiceMakerKit

@main
struct JuiceMakerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "juicemaker",
        abstract: "Turns a juice stand's menu (YAML) into orders and stock.",
        version: "0.1.0"
    )
}
