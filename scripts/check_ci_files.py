#!/usr/bin/env python3
"""The CI files users copy (config/ci/): each is valid for its CI (check-jsonschema's vendored
GitHub workflow and GitLab CI schemas), and each juicemaker command in it runs here, on this
repository's menus, with the debug build standing in for the release one, and exits as it should:
0 for the check, 0 with a SARIF log for the SARIF step.

Usage: python3 scripts/check_ci_files.py   (after `swift build`)
"""
import json
import os
import subprocess
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = {
    "config/ci/github-actions.yml": "vendor.github-workflows",
    "config/ci/gitlab-ci.yml": "vendor.gitlab-ci",
}


def commands(path, document):
    """(MENUS, the shell lines that run juicemaker) of one CI file."""
    if path.endswith("github-actions.yml"):
        job = document["jobs"]["validate"]
        lines = [step["run"] for step in job["steps"] if "juicemaker validate" in step.get("run", "")]
        return job["env"]["MENUS"], lines
    job = document["validate-menus"]
    lines = [line for key in ("script", "after_script") for line in job[key] if "juicemaker validate" in line]
    return job["variables"]["MENUS"], lines


def main():
    failures = 0
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.strip() + "/juicemaker"
    for path, schema in FILES.items():
        lint = subprocess.run(["check-jsonschema", "--builtin-schema", schema, path], cwd=ROOT,
                              capture_output=True, text=True)
        if lint.returncode != 0:
            print(f"check_ci_files: {path} is not a valid {schema} file:\n{lint.stdout}{lint.stderr}")
            failures += 1
        with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
            menus, lines = commands(path, yaml.safe_load(handle))
        if not lines:
            print(f"check_ci_files: {path} runs no juicemaker validate")
            failures += 1
        for line in lines:
            line = line.replace(".build/release/juicemaker", binary)
            run = subprocess.run(["bash", "-euo", "pipefail", "-c", line], cwd=ROOT, capture_output=True, text=True,
                                 env={**os.environ, "MENUS": menus, "GITHUB_ACTIONS": ""})
            if run.returncode != 0:
                print(f"check_ci_files: {path}: `{line}` exited {run.returncode}:\n{run.stdout}{run.stderr}")
                failures += 1
        sarif = os.path.join(ROOT, "juicemaker.sarif")
        if os.path.exists(sarif):
            with open(sarif, encoding="utf-8") as handle:
                log = json.load(handle)
            os.remove(sarif)
            if log.get("version") != "2.1.0" or not log.get("runs"):
                print(f"check_ci_files: {path} wrote a SARIF log that is not SARIF 2.1.0")
                failures += 1
        elif any("sarif" in line for line in lines):
            print(f"check_ci_files: {path} wrote no juicemaker.sarif")
            failures += 1
        print(f"check_ci_files: {path}: valid ({schema}); {len(lines)} juicemaker command(s) ran")
    if failures:
        sys.exit(1)
    print("check_ci_files: all passed")


if __name__ == "__main__":
    main()
