#!/usr/bin/env bash
# `make install` as the README gives it, into a temporary prefix, on the debug build CI already
# made: the binary runs and says the CHANGELOG's version, the man page and the three shell
# completions are where man and the shells look, bash loads its completion, and uninstall
# removes all of it.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="$(mktemp -d)/prefix"
trap 'rm -rf "$(dirname "$prefix")"' EXIT

make install PREFIX="$prefix" CONFIGURATION=debug > "$prefix.log" 2>&1 || { cat "$prefix.log"; exit 1; }
grep "^installed $prefix/bin/juicemaker" "$prefix.log"

version=$(sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md | head -n 1)
test "$("$prefix/bin/juicemaker" --version)" = "$version" || { echo "check_install: --version is not $version"; exit 1; }

test -s "$prefix/share/man/man1/juicemaker.1"
grep -q 'juicemaker' "$prefix/share/man/man1/juicemaker.1"
if command -v man >/dev/null; then
  MANPATH="$prefix/share/man" man -P cat juicemaker 2>/dev/null | grep -q 'SYNOPSIS' || { echo "check_install: man juicemaker shows no page"; exit 1; }
  # Nothing above the page: no "mdoc warning: Empty input line", no line that roff takes for a
  # macro (a help text's line that starts with ' or .).
  warnings=$(MANPATH="$prefix/share/man" man --warnings -P cat juicemaker 2>&1 >/dev/null || true)
  [ -z "$warnings" ] || { echo "check_install: man juicemaker warns:"; echo "$warnings"; exit 1; }
fi
grep -q '_juicemaker' "$prefix/share/zsh/site-functions/_juicemaker"
grep -q "complete -c 'juicemaker'" "$prefix/share/fish/vendor_completions.d/juicemaker.fish"
bash -c "source '$prefix/share/bash-completion/completions/juicemaker' && complete -p juicemaker" | grep -q juicemaker

make uninstall PREFIX="$prefix" > /dev/null
left=$(find "$prefix" -type f | wc -l)
test "$left" -eq 0 || { echo "check_install: uninstall left $left files"; find "$prefix" -type f; exit 1; }
echo "check_install: installed, ran $version, man page and completions in place, uninstalled"
