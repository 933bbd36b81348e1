import Foundation
import JuiceMakerTestSupport
import Testing

/// docs/editors.md's Neovim 0.7 snippet, run as written in the Neovim Debian 12 ships (issue 23 item 9):
/// it attaches `juicemaker lsp` to a menu, whose diagnostic shows, and not to a GitHub workflow;
/// and the server, attached to the workflow by force, says nothing about it.
@Suite(.tags(.endToEnd)) struct EditorSnippetTests {
    /// The nvim on PATH, or nil (the test is then skipped, except under `CI=true`, where it runs and
    /// fails: `.ci/run` installs Neovim).
    static let neovim: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/nvim" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { neovim != nil || ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The Lua block after `heading` in docs/editors.md.
    static func readmeLua(after heading: String) throws -> String {
        let readme = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent("docs/editors.md"), encoding: .utf8)
        let section = try #require(readme.range(of: heading), "docs/editors.md has no '\(heading)'")
        let open = try #require(readme.range(of: "```lua\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        return String(readme[open.upperBound..<close.lowerBound])
    }

    /// Opens the menu, waits for its diagnostics, then the workflow; writes what it saw to $RESULT.
    static let check = """
    local out = {}
    vim.cmd("edit recipes.yaml")
    local menu = vim.api.nvim_get_current_buf()
    vim.wait(20000, function() return #vim.diagnostic.get(menu) > 0 end, 50)
    for _, d in ipairs(vim.diagnostic.get(menu)) do
      table.insert(out, string.format("menu %d:%d %s", d.lnum + 1, d.col + 1, d.message))
    end
    local clients = vim.lsp.buf_get_clients(menu)
    table.insert(out, "menu clients " .. vim.tbl_count(clients))
    vim.cmd("edit .github/workflows/ci.yml")
    local workflow = vim.api.nvim_get_current_buf()
    table.insert(out, "workflow clients " .. vim.tbl_count(vim.lsp.buf_get_clients(workflow)))
    for id, _ in pairs(clients) do vim.lsp.buf_attach_client(workflow, id) end
    vim.wait(1500, function() return #vim.diagnostic.get(workflow) > 0 end, 50)
    table.insert(out, "workflow diagnostics " .. #vim.diagnostic.get(workflow))
    vim.fn.writefile(out, os.getenv("RESULT"))
    vim.cmd("qa!")
    """

    @Test(.enabled(if: isAvailable, "needs nvim (Debian's neovim package)"))
    func theNeovim07SnippetAttachesToMenusOnly() throws {
        let neovim = try #require(Self.neovim, "CI=true but no nvim on PATH: .ci/run installs Debian's neovim")
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let snippet = try Self.readmeLua(after: "Neovim 0.7 to 0.9")
        try snippet.write(to: dir.appendingPathComponent("init.lua"), atomically: true, encoding: .utf8)
        try Self.check.write(to: dir.appendingPathComponent("check.lua"), atomically: true, encoding: .utf8)
        let project = dir.appendingPathComponent("stand")
        try FileManager.default.createDirectory(at: project.appendingPathComponent(".github/workflows"), withIntermediateDirectories: true)
        try "fruits:\n  kiwi: { stock: 10 }\njuices:\n  kiwi: { recipe: { kiwii: 3 } }\n"
            .write(to: project.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        try "name: CI\non: [push]\njobs:\n  test: { runs-on: ubuntu-latest, steps: [{ run: swift test }] }\n"
            .write(to: project.appendingPathComponent(".github/workflows/ci.yml"), atomically: true, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CLIHarness.productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["RESULT"] = dir.appendingPathComponent("result.txt").path
        environment["HOME"] = dir.path
        environment["XDG_STATE_HOME"] = dir.path
        environment["XDG_DATA_HOME"] = dir.path
        let run = try ProcessSpawner.run(
            "/bin/sh", ["-c", "cd \"$1\" && exec timeout 60 \"$2\" --headless -n -i NONE -u \"$3\" -c \"luafile $4\"", "sh",
                        project.path, neovim, dir.appendingPathComponent("init.lua").path, dir.appendingPathComponent("check.lua").path],
            environment: environment, readOutput: true
        )
        #expect(run.status == 0, "\(run.output)")
        let result = try String(contentsOf: dir.appendingPathComponent("result.txt"), encoding: .utf8)
        #expect(result == """
        menu 4:21 recipe of 'kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'?
        menu clients 1
        workflow clients 0
        workflow diagnostics 0

        """)
    }
}
