/// The JSON Schema (draft-07) of the menu format: `config/menu.schema.json`, embedded in the
/// library by SwiftPM (`Resources/menu.schema.json` links to it), so `juicemaker schema` and an
/// app print exactly the file editors and CI read.
public enum MenuSchema {
    /// The schema's text, ending with a newline.
    public static let json: String = String(decoding: PackageResources.menu_schema_json, as: UTF8.self)
}
