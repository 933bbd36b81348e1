/// Something juicemaker tells a person, in the language they read.
///
/// Engine and store errors both conform, so a front end can print any of them the same way.
public protocol LocalizedMessage {
    func message(in language: Language) -> String
}
