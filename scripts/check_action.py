#!/usr/bin/env python3
"""What a stand copies to check its menus in CI (action.yml, config/ci/juicemaker.gitlab-ci.yml,
config/ci/example-stand/) is valid, names this release, and works.

(a) Each file against its CI's schema (check-jsonschema's vendored github-actions,
    github-workflows and gitlab-ci); the example's pre-commit hooks exist in .pre-commit-hooks.yaml
    and match its menus; every version the files and the docs name is `v` + the one in
    JuiceMakerVersion.swift (a release bumps that file; this says what else to change); the action
    keeps its logic in scripts/juicemaker-action and no input in a `run:`.
(b) The action's `run:` steps, run here in order with bash as GitHub runs a composite action
    (`bash --noprofile --norc -eo pipefail`, the step's env: with its expressions substituted from
    the example workflow's with:, GITHUB_ACTION_PATH, GITHUB_WORKSPACE, GITHUB_OUTPUT, GITHUB_ENV),
    on a copy of the action (its files as a release has them, so no build lands in this
    repository's .build) and a copy of the example stand. `uses:` steps (the cache, the upload) are
    not run; their with: is resolved and checked. A stand-in `swift` first on PATH records its calls
    and "builds" by copying .build/debug/juicemaker-validate: the example passes with a SARIF 2.1.0
    log, a broken menu fails with validate's exit code and an annotation on its line, and a glob
    that matches nothing fails with exit 2. Then the GitLab template's script lines after its clone.
(c) What `juicemaker init` writes: its workflow against the same schema, using this release's
    action; its pre-commit configuration naming this repository's hooks at this release; its menu
    passing validate --strict.

Usage: python3 scripts/check_action.py   (after `swift build`; a few seconds)
"""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ACTION = "action.yml"
TEMPLATE = "config/ci/juicemaker.gitlab-ci.yml"
STAND = "config/ci/example-stand"
WORKFLOW = f"{STAND}/.github/workflows/menus.yml"
STAND_GITLAB = f"{STAND}/.gitlab-ci.yml"
STAND_PRECOMMIT = f"{STAND}/.pre-commit-config.yaml"
SCHEMAS = {
    "vendor.github-actions": [ACTION],
    "vendor.github-workflows": [WORKFLOW],
    "vendor.gitlab-ci": [TEMPLATE, STAND_GITLAB],
}
# The other files that name a release of juicemaker for users to copy or read (the workflow's
# uses: and the GitLab include have checks of their own; CHANGELOG.md is history).
VERSIONED = [ACTION, TEMPLATE, STAND_PRECOMMIT, f"{STAND}/README.md", f"{STAND}/menus", "README.md",
             "docs/validate.md", ".pre-commit-hooks.yaml"]
REPO_URL = "https://github.com/juicemaker/juicemaker"
# The one form every run: step of action.yml has.
RUN_LINE = re.compile(r'bash "\$GITHUB_ACTION_PATH/scripts/juicemaker-action" (setup|key|build|validate)')
BUILD_CALL = "swift build -c release --product juicemaker-validate --package-path {}"
RUNNER_OS, RUNNER_ARCH = "Linux", "X64"

failures = 0


def passed(message):
    print(f"PASS: {message}")


def failed(message, detail=""):
    global failures
    failures += 1
    print(f"FAIL: {message}")
    for line in detail.rstrip("\n").splitlines():
        print(f"    | {line}")


def load(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def juicemaker_version():
    with open(os.path.join(ROOT, "Sources/JuiceMakerCommandLine/JuiceMakerVersion.swift"), encoding="utf-8") as handle:
        match = re.search(r'current = "([^"]+)"', handle.read())
    if not match:
        sys.exit("check_action: no `current = \"…\"` in JuiceMakerVersion.swift")
    return match.group(1)


def text(value):
    """A with: or default value as GitHub passes it: a string (YAML's true is "true")."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else str(value)


# --- (a) the files ---------------------------------------------------------------------------------

def check_schemas():
    if not shutil.which("check-jsonschema"):
        failed("no check-jsonschema on PATH to check the files against their CI's schema "
               "(python3 -m pip install check-jsonschema; .ci/run installs it)")
        return
    for schema, paths in SCHEMAS.items():
        lint = subprocess.run(["check-jsonschema", "--builtin-schema", schema, *paths], cwd=ROOT,
                              capture_output=True, text=True)
        if lint.returncode == 0:
            passed(f"{', '.join(paths)}: valid ({schema})")
        else:
            failed(f"{', '.join(paths)}: not valid ({schema})", lint.stdout + lint.stderr)


def check_precommit():
    hooks = {hook["id"]: hook for hook in load(".pre-commit-hooks.yaml")}
    ours = [repo for repo in load(STAND_PRECOMMIT)["repos"] if repo.get("repo") == REPO_URL]
    if len(ours) != 1:
        failed(f"{STAND_PRECOMMIT} should name {REPO_URL} once")
        return
    repo = ours[0]
    ids = [hook["id"] for hook in repo.get("hooks", [])]
    unknown = [hook_id for hook_id in ids if hook_id not in hooks]
    if ids and not unknown:
        passed(f"{STAND_PRECOMMIT}: its hooks ({', '.join(ids)}) are in .pre-commit-hooks.yaml")
    else:
        failed(f"{STAND_PRECOMMIT} names hooks .pre-commit-hooks.yaml does not have: {unknown or 'none at all'}")
    menus = sorted(f"menus/{name}" for name in os.listdir(os.path.join(ROOT, STAND, "menus")))
    missed = [(hook_id, menu) for hook_id in ids if hook_id in hooks for menu in menus
              if not re.search(hooks[hook_id]["files"], menu)]
    if menus and not missed:
        passed(f"{STAND_PRECOMMIT}: the hooks' files: pattern matches the example's menus ({', '.join(menus)})")
    else:
        failed(f"the hooks' files: pattern misses the example's menus: {missed}")


def check_versions(version):
    tag = f"v{version}"
    workflow = load(WORKFLOW)
    uses = [step["uses"] for job in workflow["jobs"].values() for step in job.get("steps", [])
            if step.get("uses", "").startswith("juicemaker/juicemaker@")]
    if uses == [f"juicemaker/juicemaker@{tag}"]:
        passed(f"{WORKFLOW} uses juicemaker/juicemaker@{tag}, this version (JuiceMakerVersion.swift)")
    else:
        failed(f"{WORKFLOW} should use juicemaker/juicemaker@{tag} once (JuiceMakerVersion.swift says {version}); "
               f"it uses {uses or 'no juicemaker/juicemaker action'}")

    include = [item.get("remote") if isinstance(item, dict) else item for item in load(STAND_GITLAB).get("include", [])]
    want = f"https://raw.githubusercontent.com/juicemaker/juicemaker/{tag}/{TEMPLATE}"
    if include == [want] and os.path.exists(os.path.join(ROOT, TEMPLATE)):
        passed(f"{STAND_GITLAB} includes {want}")
    else:
        failed(f"{STAND_GITLAB} should include {want} (remote:); it includes {include}")

    ref = load(TEMPLATE)["juicemaker-validate"]["variables"].get("JUICEMAKER_REF")
    if ref == tag:
        passed(f"{TEMPLATE} clones juicemaker at {tag} (JUICEMAKER_REF), the tag its URL names")
    else:
        failed(f"{TEMPLATE}'s JUICEMAKER_REF should be {tag}, not {ref}")

    # Every other mention, in the forms a user copies: …@vX, …/juicemaker/vX/…, …/blob/vX/…, rev: vX.
    forms = re.compile(r"juicemaker/juicemaker@v([0-9][^\s\"'`]*)|juicemaker/juicemaker/(?:blob/|tree/)?v([0-9][^/\s]*)/"
                       r"|\brev: v([0-9][^\s\"'`]*)")
    seen, wrong = 0, []
    for name in VERSIONED:
        path = os.path.join(ROOT, name)
        paths = [os.path.join(path, entry) for entry in sorted(os.listdir(path))] if os.path.isdir(path) else [path]
        for path in paths:
            with open(path, encoding="utf-8") as handle:
                for number, line in enumerate(handle, 1):
                    for match in forms.finditer(line):
                        seen += 1
                        found = next(group for group in match.groups() if group)
                        if found != version:
                            wrong.append(f"{os.path.relpath(path, ROOT)}:{number}: {match.group(0)}")
    if seen and not wrong:
        passed(f"all {seen} versions named in {', '.join(VERSIONED)} are {tag}")
    else:
        failed(f"versions that are not {tag} (JuiceMakerVersion.swift says {version}):", "\n".join(wrong))


def check_action_shape():
    action = load(ACTION)
    wanted = {"menus": "recipes.yaml", "format": "github", "strict": "true", "sarif": "false",
              "sarif-file": "juicemaker.sarif"}
    defaults = {name: text(spec.get("default")) for name, spec in action.get("inputs", {}).items()}
    if defaults == wanted and "sarif-file" in action.get("outputs", {}) and action.get("branding"):
        passed(f"{ACTION}: inputs {', '.join(f'{k}={v}' for k, v in wanted.items())}; output sarif-file; branding")
    else:
        failed(f"{ACTION}: inputs and defaults should be {wanted}, with an output sarif-file and branding; "
               f"they are {defaults}, outputs {list(action.get('outputs', {}))}")

    steps = action["runs"]["steps"]
    runs = [step for step in steps if "run" in step]
    bad = [step["run"] for step in runs
           if not RUN_LINE.fullmatch(step["run"].strip()) or "${{" in step["run"] or step.get("shell") != "bash"]
    if runs and not bad:
        passed(f"{ACTION}: each of its {len(runs)} run: steps is one line calling scripts/juicemaker-action, "
               "in bash, with no ${{ }} in it (inputs come through env:)")
    else:
        failed(f"{ACTION}: every run: should be one line `bash \"$GITHUB_ACTION_PATH/scripts/juicemaker-action\" "
               "SUBCOMMAND` with shell: bash and no ${{ }}; these are not:", "\n".join(bad))

    uses = {step["uses"].split("@")[0]: step for step in steps if "uses" in step}
    upload = uses.get("github/codeql-action/upload-sarif")
    condition = (upload or {}).get("if", "")
    if upload and upload["uses"].endswith("@v3") and "always()" in condition and "inputs.sarif == 'true'" in condition:
        passed(f"{ACTION}: uploads with github/codeql-action/upload-sarif@v3 if: {condition}")
    else:
        failed(f"{ACTION} should upload with github/codeql-action/upload-sarif@v3, if: always() && inputs.sarif == 'true'")
    restore, save = uses.get("actions/cache/restore"), uses.get("actions/cache/save")
    paths = ["${{ github.action_path }}/.build", "${{ github.action_path }}/Package.resolved"]
    parts = ["runner.os", "runner.arch", "steps.key.outputs.toolchain", "steps.key.outputs.version"]
    if (restore and save and restore["uses"].endswith("@v4") and save["uses"].endswith("@v4")
            and restore.get("id") == "restore" and restore["with"]["path"].splitlines() == paths
            and save["with"]["path"].splitlines() == paths and all(part in restore["with"]["key"] for part in parts)
            and save["with"]["key"] == "${{ steps.restore.outputs.cache-primary-key }}"
            and steps.index(restore) < steps.index(save)):
        passed(f"{ACTION}: restores its build with {restore['uses']} (key of {', '.join(parts)}) and saves it "
               f"with {save['uses']} under the same key")
    else:
        failed(f"{ACTION} should restore <action>/.build and Package.resolved with actions/cache/restore@v4 (id restore, "
               f"a key of {', '.join(parts)}), then save them with actions/cache/save@v4 under "
               "steps.restore.outputs.cache-primary-key")


# --- (b) running the action -------------------------------------------------------------------------

class Unsupported(Exception):
    pass


def substitute(value, context):
    """A string with its ${{ … }} replaced as GitHub would, for the expressions action.yml uses."""
    def one(match):
        expression = match.group(1).strip()
        parts = expression.split(".")
        if parts[0] == "inputs" and len(parts) == 2 and parts[1] in context["inputs"]:
            return context["inputs"][parts[1]]
        if parts[0] in ("github", "runner") and len(parts) == 2 and expression in context["values"]:
            return context["values"][expression]
        if parts[0] == "steps" and len(parts) == 4 and parts[2] == "outputs":
            return context["steps"].get(parts[1], {}).get(parts[3], "")
        raise Unsupported(f"check_action does not evaluate ${{{{ {expression} }}}}")
    return re.sub(r"\$\{\{(.*?)\}\}", one, text(value))


def read_outputs(path):
    """A GITHUB_OUTPUT (or GITHUB_ENV) file: name=value lines and name<<DELIMITER blocks."""
    values = {}
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            block = []
            while index < len(lines) and lines[index] != delimiter:
                block.append(lines[index])
                index += 1
            index += 1
            values[name] = "\n".join(block)
        elif "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
    return values


class Runner:
    """Runs action.yml's run: steps the way GitHub's runner runs a composite action."""

    def __init__(self, tmp, action_dir, binary):
        self.tmp, self.action_dir = tmp, action_dir
        self.calls = os.path.join(tmp, "swift-calls")
        bin_dir = os.path.join(tmp, "bin")
        os.makedirs(bin_dir)
        # Records its arguments; answers --version; "builds" a product by copying the debug
        # juicemaker-validate where --show-bin-path says it is (a real build takes a minute and the network).
        stand_in = f"""#!/usr/bin/env bash
printf '%s\\n' "swift $*" >> {shlex.quote(self.calls)}
if [ "${{1:-}}" = --version ]; then
  echo "Swift version 6.1 (a stand-in of scripts/check_action.py)"
  echo "Target: x86_64-unknown-linux-gnu"
  exit 0
fi
[ "${{1:-}}" = build ] || {{ echo "stand-in swift: no such call: swift $*" >&2; exit 1; }}
shift
package=$PWD config=debug product= show=no
while [ $# -gt 0 ]; do
  case $1 in
    --package-path) package=$2; shift ;;
    -c | --configuration) config=$2; shift ;;
    --product) product=$2; shift ;;
    --show-bin-path) show=no-build ;;
  esac
  shift
done
out=$package/.build/stand-in/$config
if [ $show = no-build ]; then echo "$out"; exit 0; fi
# Progress on standard output, as SwiftPM prints it.
echo "Building for $config... (stand-in: copying the debug juicemaker-validate as $product)"
mkdir -p "$out"
cp {shlex.quote(binary)} "$out/$product"
echo "Build of product '$product' complete!"
"""
        self.write_tool(os.path.join(bin_dir, "swift"), stand_in)
        # Nothing is installed on the machine running the check: libyaml is here, or swift build failed before.
        for tool in ("sudo", "apt-get", "brew"):
            self.write_tool(os.path.join(bin_dir, tool),
                            f'#!/bin/sh\necho "check_action: the action ran {tool} $*; it should find libyaml here" >&2\nexit 1\n')
        self.path = bin_dir + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin")

    @staticmethod
    def write_tool(path, content):
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(content)
        os.chmod(path, 0o755)

    def run(self, workspace, inputs, ref):
        """Each step in order; returns the failed run step's status (else 0), each step's result, the
        action's outputs and the calls of swift."""
        action = load(ACTION)
        context = {
            "inputs": inputs,
            "values": {"github.action_path": self.action_dir, "github.action_ref": ref,
                       "github.workspace": workspace, "github.action_repository": "juicemaker/juicemaker",
                       "runner.os": RUNNER_OS, "runner.arch": RUNNER_ARCH, "runner.temp": self.tmp},
            "steps": {},
        }
        open(self.calls, "w").close()
        github_env = os.path.join(self.tmp, "github-env")
        open(github_env, "w").close()
        results, status = [], 0
        for number, step in enumerate(action["runs"]["steps"], 1):
            name = step.get("name") or step.get("id") or f"step {number}"
            if "uses" in step:
                results.append({"name": name, "uses": step["uses"], "if": step.get("if"),
                                "with": {key: substitute(value, context) for key, value in step.get("with", {}).items()}})
                continue
            if "if" in step:
                raise Unsupported(f"check_action does not evaluate a run: step's if: ({name})")
            if status != 0:
                continue  # success(), the default condition of a step; uses: steps after it are still resolved
            output = os.path.join(self.tmp, f"github-output-{number}")
            open(output, "w").close()
            env = {"PATH": self.path, "HOME": os.environ.get("HOME", self.tmp), "LANG": "C.UTF-8",
                   "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_ACTION_PATH": self.action_dir,
                   "GITHUB_ACTION_REF": ref, "GITHUB_ACTION_REPOSITORY": "juicemaker/juicemaker",
                   "GITHUB_WORKSPACE": workspace, "GITHUB_OUTPUT": output, "GITHUB_ENV": github_env,
                   "RUNNER_OS": RUNNER_OS, "RUNNER_ARCH": RUNNER_ARCH, "RUNNER_TEMP": self.tmp}
            env.update(read_outputs(github_env))
            env.update({key: substitute(value, context) for key, value in step.get("env", {}).items()})
            script = os.path.join(self.tmp, f"step-{number}.sh")
            with open(script, "w", encoding="utf-8") as handle:
                handle.write(substitute(step["run"], context))
            shell = {"bash": ["bash", "--noprofile", "--norc", "-eo", "pipefail", script]}.get(step.get("shell"))
            if shell is None:
                raise Unsupported(f"check_action runs shell: bash only ({name} has {step.get('shell')})")
            done = subprocess.run(shell, cwd=workspace, env=env, capture_output=True, text=True, timeout=60)
            status = done.returncode
            if "id" in step:
                context["steps"][step["id"]] = read_outputs(output)
            results.append({"name": name, "id": step.get("id"), "status": status,
                            "stdout": done.stdout, "stderr": done.stderr})
        outputs = {key: substitute(spec.get("value", ""), context) for key, spec in action.get("outputs", {}).items()}
        with open(self.calls, encoding="utf-8") as handle:
            calls = handle.read().splitlines()
        return status, results, outputs, calls


def log(results):
    lines = []
    for result in results:
        if "uses" in result:
            lines.append(f"[{result['name']}] uses {result['uses']} (not run) with {result['with']}")
        else:
            lines.append(f"[{result['name']}] exit {result['status']}")
            lines += [f"  stdout: {line}" for line in result["stdout"].splitlines()]
            lines += [f"  stderr: {line}" for line in result["stderr"].splitlines()]
    return "\n".join(lines)


def copy_release_files(tmp):
    """The action as GitHub downloads it: the repository's files (tracked, or new and not ignored),
    without its .build."""
    target = os.path.join(tmp, "action")
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, text=True)
    if listed.returncode != 0:
        shutil.copytree(ROOT, target, symlinks=True, ignore=shutil.ignore_patterns(".build*", ".git"))
        return target
    for name in listed.stdout.split("\0"):
        source = os.path.join(ROOT, name)
        if name and os.path.lexists(source) and not os.path.isdir(source):
            os.makedirs(os.path.dirname(os.path.join(target, name)), exist_ok=True)
            shutil.copy2(source, os.path.join(target, name), follow_symlinks=False)
    return target


def copy_stand(tmp, name):
    workspace = os.path.join(tmp, name)
    shutil.copytree(os.path.join(ROOT, STAND), workspace, symlinks=True)
    return workspace


def workflow_inputs():
    """The example workflow's with: for the action, over action.yml's defaults."""
    action = load(ACTION)
    inputs = {name: text(spec.get("default")) for name, spec in action.get("inputs", {}).items()}
    workflow = load(WORKFLOW)
    for job in workflow["jobs"].values():
        for step in job.get("steps", []):
            if step.get("uses", "").startswith("juicemaker/juicemaker@"):
                unknown = set(step.get("with", {})) - set(inputs)
                if unknown:
                    failed(f"{WORKFLOW} gives the action inputs it does not have: {sorted(unknown)}")
                inputs.update({key: text(value) for key, value in step.get("with", {}).items()})
                return inputs, step["uses"].split("@", 1)[1]
    return inputs, "v0.0.0"


def check_build(label, results, calls, action_dir):
    builds = [call for call in calls if call.startswith("swift build") and "--show-bin-path" not in call]
    want = BUILD_CALL.format(action_dir)
    if builds == [want]:
        passed(f"{label}: built once, only juicemaker-validate, release, from the action's path: {want}")
    else:
        failed(f"{label}: should run `{want}` once; swift was called:", "\n".join(calls) or "(never)")
    build = next((result for result in results if result.get("name") == "Build juicemaker-validate"), None)
    if build and build["status"] == 0 and build["stdout"] == "":
        passed(f"{label}: the build step printed nothing to standard output")
    elif build:
        failed(f"{label}: the build step should succeed with nothing on standard output", log([build]))


def run_cases(version):
    binary = os.path.join(ROOT, ".build", "debug", "juicemaker-validate")
    if not os.access(binary, os.X_OK):
        failed(f"no {os.path.relpath(binary, ROOT)} to stand in for the action's build (run `swift build` first)")
        return
    inputs, ref = workflow_inputs()
    tmp = tempfile.mkdtemp(prefix="check_action.")
    try:
        action_dir = copy_release_files(tmp)
        runner = Runner(tmp, action_dir, binary)

        # 1. The example stand as it is: its menus pass, the SARIF log is written and named.
        label = f"the example stand (menus: {inputs['menus']}, format: {inputs['format']}, sarif: {inputs['sarif']})"
        workspace = copy_stand(tmp, "stand")
        status, results, outputs, calls = runner.run(workspace, inputs, ref)
        if status == 0:
            passed(f"{label}: exit 0")
        else:
            failed(f"{label}: should exit 0, exits {status}", log(results))
        check_build(label, results, calls, action_dir)
        restore = next((result for result in results if result.get("uses", "").startswith("actions/cache/restore")), {})
        got_key = restore.get("with", {}).get("key", "")
        key = re.fullmatch(rf"juicemaker-validate-{RUNNER_OS}-{RUNNER_ARCH}-([0-9a-f]{{12}})-{re.escape(version)}-{re.escape(ref)}", got_key)
        paths = [os.path.join(action_dir, name) for name in (".build", "Package.resolved")]
        if key and restore["with"].get("path", "").splitlines() == paths:
            passed(f"{label}: the cache is the action's .build and Package.resolved, keyed {got_key} "
                   "(OS, arch, toolchain hash, version-ref)")
        else:
            failed(f"{label}: the cache should be <action>/.build and <action>/Package.resolved keyed juicemaker-validate-"
                   f"{RUNNER_OS}-{RUNNER_ARCH}-<toolchain hash>-{version}-{ref}", log(results))
        sarif_path = os.path.join(workspace, inputs["sarif-file"])
        try:
            with open(sarif_path, encoding="utf-8") as handle:
                sarif = json.load(handle)
            ok = sarif.get("version") == "2.1.0" and sarif.get("runs")
        except (OSError, ValueError) as error:
            ok, sarif = False, error
        upload = next((result for result in results if result.get("uses", "").startswith("github/codeql-action/upload-sarif")), {})
        if ok and outputs.get("sarif-file") == inputs["sarif-file"] and upload.get("with", {}).get("sarif_file") == inputs["sarif-file"]:
            passed(f"{label}: wrote {inputs['sarif-file']} (SARIF 2.1.0), the action's output sarif-file and the upload's sarif_file")
        else:
            failed(f"{label}: should write {inputs['sarif-file']} as SARIF 2.1.0 and name it in outputs and the upload "
                   f"(outputs {outputs}, upload with {upload.get('with')}, log {str(sarif)[:200]})")

        # 2. One menu broken: validate's exit code, and an annotation on the broken line.
        workspace = copy_stand(tmp, "broken")
        menu = os.path.join(workspace, "menus", "main.yaml")
        with open(menu, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        line = next(number for number, content in enumerate(lines, 1) if "recipe: { mango: 2, kiwi: 1 }" in content)
        lines[line - 1] = lines[line - 1].replace("kiwi: 1", "dragonfruit: 1")
        with open(menu, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
        status, results, outputs, calls = runner.run(workspace, inputs, ref)
        stdout = "".join(result.get("stdout", "") for result in results)
        annotation = re.search(rf"^::error file=menus/main\.yaml,line={line},col=\d+,title=unknown-fruit::.*$", stdout, re.M)
        if status == 1 and annotation:
            passed(f"a broken menu fails with validate's exit code 1 and {annotation.group(0)}")
        else:
            failed(f"a broken menu (dragonfruit, menus/main.yaml:{line}) should exit 1 with "
                   f"::error file=menus/main.yaml,line={line},…; exits {status}", log(results))
        if outputs.get("sarif-file") == inputs["sarif-file"] and os.path.getsize(os.path.join(workspace, inputs["sarif-file"])):
            passed("a broken menu still gets its SARIF log, for the upload")
        else:
            failed(f"a broken menu should still write {inputs['sarif-file']} and name it in the output sarif-file")

        # 3. A pattern that matches nothing, beside one that matches: exit 2 and an error naming it.
        workspace = copy_stand(tmp, "nomatch")
        missing = "salads/*.yaml"
        status, results, outputs, calls = runner.run(workspace, {**inputs, "menus": f"{inputs['menus']} {missing}"}, ref)
        stdout = "".join(result.get("stdout", "") for result in results)
        error = re.search(rf"^::error::.*'{re.escape(missing)}'.*$", stdout, re.M)
        if status == 2 and error and not outputs.get("sarif-file"):
            passed(f"menus: \"{inputs['menus']} {missing}\" fails with exit 2 and {error.group(0)}")
        else:
            failed(f"a pattern that matches nothing ({missing}) should exit 2 with a ::error:: naming it and no "
                   f"SARIF log; exits {status}", log(results))

        run_gitlab(tmp, runner, action_dir)
    except Unsupported as error:
        failed(str(error))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def run_gitlab(tmp, runner, action_dir):
    """The template's script lines after its clone, in a copy of the example stand whose .juicemaker is
    the action's copy, with the variables GitLab would give: the template's, then the stand's."""
    template = load(TEMPLATE)
    job = template["juicemaker-validate"]
    variables = {name: text(spec["value"] if isinstance(spec, dict) else spec)
                 for name, spec in template.get("variables", {}).items()}
    variables.update({name: text(spec) for name, spec in load(STAND_GITLAB).get("variables", {}).items()})
    variables.update({name: text(spec) for name, spec in job.get("variables", {}).items()})
    workspace = copy_stand(tmp, "gitlab")
    os.symlink(action_dir, os.path.join(workspace, ".juicemaker"))
    lines = [line for line in job["script"] if "juicemaker-action" in line]
    subcommands = [line.split()[-1] for line in lines]
    if subcommands != ["setup", "build", "validate"] or not all(line.startswith("bash .juicemaker/scripts/juicemaker-action ") for line in lines):
        failed(f"{TEMPLATE} should run bash .juicemaker/scripts/juicemaker-action setup, build, validate; it runs:", "\n".join(lines))
        return
    paths = job.get("cache", {}).get("paths", [])
    if paths != [".juicemaker/.build", ".juicemaker/Package.resolved"]:
        failed(f"{TEMPLATE} should cache .juicemaker/.build and .juicemaker/Package.resolved (inside the project "
               f"directory), not {paths}")
    open(runner.calls, "w").close()
    env = {"PATH": runner.path, "HOME": os.environ.get("HOME", tmp), "LANG": "C.UTF-8", "CI": "true",
           "GITLAB_CI": "true", "CI_PROJECT_DIR": workspace, **variables}
    done = subprocess.run(["bash", "-eo", "pipefail", "-c", "\n".join(lines)], cwd=workspace, env=env,
                          capture_output=True, text=True, timeout=60)
    with open(runner.calls, encoding="utf-8") as handle:
        calls = handle.read().splitlines()
    sarif = os.path.join(workspace, variables.get("JUICEMAKER_SARIF_FILE", ""))
    want = BUILD_CALL.format(os.path.join(workspace, ".juicemaker"))
    label = f"GitLab: {TEMPLATE}'s script after the clone, JUICEMAKER_MENUS={variables.get('JUICEMAKER_MENUS')}"
    if done.returncode == 0 and want in calls and os.path.isfile(sarif) and "2 files checked: no problems" in done.stdout:
        passed(f"{label}: exit 0, built from .juicemaker, {os.path.basename(sarif)} written for the artifact")
    else:
        failed(f"{label}: should exit 0 having run `{want}` and written the SARIF artifact; exits {done.returncode}",
               done.stdout + done.stderr + "\n".join(calls))


def check_init(version):
    """What `juicemaker init` writes in an empty folder: its workflow and pre-commit configuration
    are valid for their tools, use this release's action and hook, and its menu passes --strict."""
    binary = os.path.join(ROOT, ".build", "debug", "juicemaker")
    if not os.access(binary, os.X_OK):
        failed(f"no {binary} to run `juicemaker init` with (run swift build)")
        return
    with tempfile.TemporaryDirectory(prefix="check_action.init.") as folder:
        made = subprocess.run([binary, "init"], cwd=folder, capture_output=True, text=True)
        if made.returncode != 0:
            failed("juicemaker init failed", made.stdout + made.stderr)
            return
        workflow = os.path.join(folder, ".github", "workflows", "menus.yml")
        lint = subprocess.run(["check-jsonschema", "--builtin-schema", "vendor.github-workflows", workflow],
                              capture_output=True, text=True)
        with open(workflow, encoding="utf-8") as handle:
            steps = yaml.safe_load(handle)["jobs"]["validate"]["steps"]
        uses = [step.get("uses") for step in steps]
        if lint.returncode == 0 and f"juicemaker/juicemaker@v{version}" in uses:
            passed(f"juicemaker init's workflow: valid (vendor.github-workflows), uses juicemaker/juicemaker@v{version}")
        else:
            failed(f"juicemaker init's workflow: uses {uses}", lint.stdout + lint.stderr)
        hooks = {hook["id"] for hook in load(".pre-commit-hooks.yaml")}
        with open(os.path.join(folder, ".pre-commit-config.yaml"), encoding="utf-8") as handle:
            repos = yaml.safe_load(handle)["repos"]
        named = [(repo.get("rev"), hook["id"]) for repo in repos for hook in repo.get("hooks", [])]
        if named and all(rev == f"v{version}" and hook_id in hooks for rev, hook_id in named):
            passed(f"juicemaker init's .pre-commit-config.yaml: {named}, hooks of this repository at this release")
        else:
            failed(f"juicemaker init's .pre-commit-config.yaml names {named}")
        strict = subprocess.run([binary, "validate", "--strict"], cwd=folder, capture_output=True, text=True,
                                env={**os.environ, "GITHUB_ACTIONS": ""})
        if strict.returncode == 0:
            passed("juicemaker init's menu passes validate --strict")
        else:
            failed("juicemaker init's menu fails validate --strict", strict.stdout + strict.stderr)


def main():
    version = juicemaker_version()
    print(f"check_action: juicemaker {version} (JuiceMakerVersion.swift)")
    check_schemas()
    check_precommit()
    check_versions(version)
    check_action_shape()
    run_cases(version)
    check_init(version)
    if failures:
        print(f"check_action: {failures} check(s) failed")
        sys.exit(1)
    print("check_action: all checks passed")


if __name__ == "__main__":
    main()
