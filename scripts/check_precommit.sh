#!/usr/bin/env bash
# Checks this repository's pre-commit hooks (.pre-commit-hooks.yaml) the way a project uses them:
# a temporary git repository whose .pre-commit-config.yaml names this repository at its HEAD,
# run by PyPI's pre-commit (installed with pip when missing).
#
#   juicemaker-validate, with a juicemaker "installed" (copied into a temporary bin directory on
#   PATH): a good menu passes, a bad one fails with juicemaker's file:line:column diagnostic, a
#   commit of the bad one is refused, a YAML file that is not a menu is left alone; and without a
#   juicemaker on PATH the user gets pre-commit's "not found" message, which docs/validate.md explains.
#   juicemaker-validate-build, with a stand-in `swift` that records its calls and "builds" by
#   copying the same binary (a real first build takes minutes and the network): it builds the
#   juicemaker-validate product alone, once, and then runs it on the menus.
#
# pre-commit clones this repository at HEAD, so the hook definitions tested are the committed ones.
#
# Usage: scripts/check_precommit.sh   (JUICEMAKER=path/to/juicemaker; default .build/debug/juicemaker)
set -euo pipefail

root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
juicemaker=${JUICEMAKER:-$root/.build/debug/juicemaker}
if [ ! -x "$juicemaker" ]; then
  echo "check_precommit: no juicemaker at $juicemaker (run swift build, or set JUICEMAKER)" >&2
  exit 2
fi
juicemaker=$(cd -- "$(dirname -- "$juicemaker")" && pwd)/$(basename -- "$juicemaker")

if ! python3 -m pre_commit --version >/dev/null 2>&1; then
  echo "check_precommit: installing pre-commit"
  python3 -m pip install --quiet pre-commit
fi
pre_commit() { python3 -m pre_commit "$@"; }

rev=$(git -C "$root" rev-parse HEAD)
if [ -n "$(git -C "$root" status --porcelain -- .pre-commit-hooks.yaml scripts/pre-commit-juicemaker)" ]; then
  echo "check_precommit: note: testing the hooks as committed at $rev; uncommitted changes to them are not tested"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Nothing leaks into ~/.cache/pre-commit, and the user's git settings (hooksPath, signing,
# templates) do not reach the temporary repository.
export PRE_COMMIT_HOME=$tmp/pre-commit-home
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=$tmp/gitconfig
git config --file "$GIT_CONFIG_GLOBAL" user.name "check_precommit"
git config --file "$GIT_CONFIG_GLOBAL" user.email "check_precommit@example.invalid"
git config --file "$GIT_CONFIG_GLOBAL" safe.directory '*'
# Plain text diagnostics even inside GitHub Actions (where validate defaults to its github format).
unset GITHUB_ACTIONS
base_path=$PATH

# "Install" juicemaker: a copy in a bin directory on PATH, as after `swift build -c release` and cp.
mkdir -p "$tmp/bin"
cp "$juicemaker" "$tmp/bin/juicemaker"
export PATH=$tmp/bin:$base_path

failures=0
pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
out=$tmp/out
show() { sed 's/^/    | /' "$out"; }

project=$tmp/project
mkdir -p "$project/.github/workflows"
cd "$project"
git init -q
cat > .pre-commit-config.yaml <<EOF
repos:
  - repo: $root
    rev: $rev
    hooks:
      - id: juicemaker-validate
EOF
cp "$root/recipes.yaml" recipes.yaml
# A YAML file that is no menu: juicemaker would reject it, so the hook must not be given it.
cat > .github/workflows/ci.yml <<'EOF'
name: ci
on: [push]
jobs:
  test: { runs-on: ubuntu-latest, steps: [{ run: .ci/run }] }
EOF
git add -A
git commit -q --no-verify -m "a project with a menu"

# --- juicemaker-validate: the installed binary --------------------------------------------------

echo "check_precommit: juicemaker-validate (installed juicemaker), pre-commit $(pre_commit --version | cut -d' ' -f2)"

if "$tmp/bin/juicemaker" validate --strict .github/workflows/ci.yml >/dev/null 2>&1; then
  fail "juicemaker accepts .github/workflows/ci.yml, so it cannot show that the files: pattern skips it"
fi

if pre_commit run --all-files > "$out" 2>&1 && grep -q '^juicemaker validate\.*Passed$' "$out"; then
  pass "a good menu (recipes.yaml, with .github/workflows/ci.yml beside it) passes"
else
  fail "a good menu should pass"; show
fi

if pre_commit run juicemaker-validate --files .github/workflows/ci.yml > "$out" 2>&1 &&
  grep -q '^juicemaker validate\.*(no files to check)Skipped$' "$out"; then
  pass "a YAML file that is not a menu (.github/workflows/ci.yml) is skipped by the files: pattern"
else
  fail ".github/workflows/ci.yml should be skipped"; show
fi

pre_commit install > /dev/null
echo "# A comment, for something to commit." >> recipes.yaml
git add recipes.yaml
if git commit -q -m "a good menu" > "$out" 2>&1 && [ "$(git log --format=%s -1)" = "a good menu" ]; then
  pass "git commit of a good menu goes through the installed hook"
else
  fail "git commit of a good menu should succeed"; show
fi

# A recipe naming a fruit the menu does not stock.
sed 's/recipe: { mango: 2, kiwi: 1 }/recipe: { mango: 2, dragonfruit: 1 }/' "$root/recipes.yaml" > recipes.yaml
grep -q dragonfruit recipes.yaml || { echo "check_precommit: the bad menu's edit did not apply" >&2; exit 2; }
line=$(grep -n dragonfruit recipes.yaml | cut -d: -f1)
git add recipes.yaml

status=0
pre_commit run --all-files > "$out" 2>&1 || status=$?
if [ "$status" -ne 0 ] && grep -q '^juicemaker validate\.*Failed$' "$out" &&
  grep -Eq "^recipes\.yaml:$line:[0-9]+: error: .*'dragonfruit'.*\[unknown-fruit\]" "$out"; then
  pass "a bad menu fails (exit $status) with juicemaker's diagnostic: $(grep -E "^recipes\.yaml:$line:" "$out")"
else
  fail "a bad menu should fail with recipes.yaml:$line:<column>: error: ... [unknown-fruit] (exit $status)"; show
fi

head=$(git rev-parse HEAD)
status=0
git commit -q -m "a bad menu" > "$out" 2>&1 || status=$?
if [ "$status" -ne 0 ] && [ "$(git rev-parse HEAD)" = "$head" ]; then
  pass "git commit of the bad menu is refused"
else
  fail "git commit of the bad menu should be refused (exit $status)"; show
fi
git reset -q --hard

if PATH=$base_path command -v juicemaker >/dev/null; then
  echo "SKIP: juicemaker is installed on this machine's PATH, so the 'not found' message cannot be shown"
else
  status=0
  PATH=$base_path pre_commit run --all-files > "$out" 2>&1 || status=$?
  # shellcheck disable=SC2016  # the backquotes are pre-commit's, literally
  if [ "$status" -ne 0 ] && grep -q '^Executable `juicemaker` not found$' "$out"; then
    pass "without juicemaker on PATH the hook fails with: Executable \`juicemaker\` not found"
  else
    fail "without juicemaker on PATH the hook should fail with pre-commit's 'not found' (exit $status)"; show
  fi
fi

# --- juicemaker-validate-build: built in pre-commit's clone ----------------------------------------

echo "check_precommit: juicemaker-validate-build (stand-in swift)"
mkdir -p "$tmp/swift-bin"
cat > "$tmp/swift-bin/swift" <<EOF
#!/usr/bin/env bash
# Records its arguments; "builds" by copying the juicemaker-validate under test where SwiftPM would put it.
echo "swift \$*" >> "$tmp/swift-calls"
package=; show_bin=no
while [ \$# -gt 0 ]; do
  case \$1 in --package-path) package=\$2; shift ;; --show-bin-path) show_bin=yes ;; esac
  shift
done
if [ \$show_bin = yes ]; then echo "\$package/.build/stand-in/release"; exit 0; fi
mkdir -p "\$package/.build/stand-in/release"
cp "$(dirname "$juicemaker")/juicemaker-validate" "\$package/.build/stand-in/release/juicemaker-validate"
EOF
chmod +x "$tmp/swift-bin/swift"
: > "$tmp/swift-calls"
sed -i 's/id: juicemaker-validate$/id: juicemaker-validate-build/' .pre-commit-config.yaml
git add .pre-commit-config.yaml
export PATH=$tmp/swift-bin:$base_path  # no installed juicemaker: the hook must use its own

status=0
pre_commit run --all-files > "$out" 2>&1 || status=$?
if [ "$status" -eq 0 ] && grep -q '^juicemaker validate (built from source)\.*Passed$' "$out"; then
  pass "a good menu passes with the juicemaker the hook built"
else
  fail "juicemaker-validate-build should pass a good menu (exit $status)"; show
fi

sed 's/recipe: { mango: 2, kiwi: 1 }/recipe: { mango: 2, dragonfruit: 1 }/' "$root/recipes.yaml" > recipes.yaml
git add recipes.yaml
status=0
pre_commit run --all-files > "$out" 2>&1 || status=$?
if [ "$status" -ne 0 ] && grep -Eq "^recipes\.yaml:$line:[0-9]+: error: .*\[unknown-fruit\]" "$out"; then
  pass "a bad menu fails with juicemaker's diagnostic"
else
  fail "juicemaker-validate-build should fail a bad menu with its diagnostic (exit $status)"; show
fi

builds=$(grep -c -- ' --product ' "$tmp/swift-calls" || true)
if [ "$builds" -eq 1 ] && grep -q -- '^swift build -c release --product juicemaker-validate --package-path ' "$tmp/swift-calls"; then
  pass "it built once, and only the juicemaker-validate product: $(grep -- ' --product ' "$tmp/swift-calls")"
else
  fail "the hook should run 'swift build -c release --product juicemaker-validate' once over two runs; calls:"
  sed 's/^/    | /' "$tmp/swift-calls"
fi

if [ "$failures" -ne 0 ]; then
  echo "check_precommit: $failures check(s) failed"
  exit 1
fi
echo "check_precommit: all checks passed"
