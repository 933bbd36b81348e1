/// The API's OpenAPI 3.1 document, served at `/openapi.json`: `config/openapi.json`, embedded in
/// the binary by SwiftPM (`Resources/openapi.json` links to it).
enum OpenAPIDocument {
    static let json = String(decoding: PackageResources.openapi_json, as: UTF8.self)
}
