# Install juicemaker from a clone: the binary, its shell completions and its man page.
#
#   make install                      # into /usr/local (sudo make install), or:
#   make install PREFIX=$HOME/.local  # into ~/.local/bin, ~/.local/share/…; no sudo
#   make install SQLITE_ONLY=1        # without PostgreSQL: a smaller, faster first build
#   make uninstall PREFIX=$HOME/.local
#
# `swift build` makes the binary (release, the one product), swift-argument-parser makes the
# completions (`--generate-completion-script`) and its generate-manual tool the man page.
# DESTDIR is honoured for packagers. CONFIGURATION=debug installs a debug build (CI checks this
# file that way, on the build its tests already made).

PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
SWIFT ?= swift
SQLITE_ONLY ?=

# SQLITE_ONLY=1 builds without the package's PostgreSQL trait: no postgres-nio, no BoringSSL.
TRAITS = $(if $(SQLITE_ONLY),--disable-default-traits,)

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

BINARY = .build/$(CONFIGURATION)/juicemaker
MANPAGE = .build/man/juicemaker.1

.PHONY: all build man install uninstall

all: build

build:
	$(SWIFT) build -c $(CONFIGURATION) --product juicemaker $(TRAITS)

# swift-argument-parser's generate-manual tool, built alone (seconds), runs the binary just built
# with --experimental-dump-help. Not its GenerateManual plugin: the plugin builds every product of
# the package first (benchmarks included, with the default traits whatever TRAITS says), which
# doubled the first `make install`.
man: build
	$(SWIFT) build -c $(CONFIGURATION) --product generate-manual $(TRAITS)
	mkdir -p .build/man
	"$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/generate-manual" "$(BINARY)" \
		--authors "the juicemaker authors" --section 1 --output-directory .build/man

install: build man
	mkdir -p "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	cp "$(BINARY)" "$(BINDIR)/juicemaker.new" && chmod 755 "$(BINDIR)/juicemaker.new"
	mv -f "$(BINDIR)/juicemaker.new" "$(BINDIR)/juicemaker"
	# The help texts' blank lines between paragraphs reach the page as empty lines, which mdoc
	# warns about on every `man juicemaker` (16 lines above the page); .Pp is mdoc's paragraph.
	sed 's/^$$/.Pp/' "$(MANPAGE)" > "$(MANDIR)/juicemaker.1" && chmod 644 "$(MANDIR)/juicemaker.1"
	"$(BINARY)" --generate-completion-script bash > "$(BASHDIR)/juicemaker"
	"$(BINARY)" --generate-completion-script zsh > "$(ZSHDIR)/_juicemaker"
	"$(BINARY)" --generate-completion-script fish > "$(FISHDIR)/juicemaker.fish"
	@echo "installed $(BINDIR)/juicemaker ($$("$(BINDIR)/juicemaker" --version)), its man page and completions under $(DESTDIR)$(PREFIX)/share"
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; *) echo "note: $(PREFIX)/bin is not on your PATH; add it in your shell's profile";; esac

uninstall:
	rm -f "$(BINDIR)/juicemaker" "$(MANDIR)/juicemaker.1" "$(BASHDIR)/juicemaker" \
		"$(ZSHDIR)/_juicemaker" "$(FISHDIR)/juicemaker.fish"
