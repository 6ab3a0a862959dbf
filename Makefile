# MetaLens: `make demo` and `make test` do all the set-up on a fresh Debian
# machine with Swift installed: missing system packages are installed first
# (with sudo when not root).

SWIFT ?= swift
SHELL := /bin/bash
PREFIX ?= /usr/local
DEBS := pkg-config libexif-dev libjpeg-dev libpng-dev libwebp-dev libexempi-dev libexpat1-dev zlib1g-dev libheif-dev libimage-exiftool-perl python3-jsonschema
RELEASE_BIN := .build/release/metalens
CORPUS ?= $(or $(METALENS_CORPUS),../shared/corpus)
DEMO_FILE := Fixtures/edited-photoshop.jpg

# The tests also render the HTML report in headless Chromium (fonts-noto-cjk
# draws its Korean; poppler-utils' pdffonts and pdftotext read the printed
# PDF), and re-encode corpus HEICs with heif-enc, avifenc and ImageMagick
# (HEIFReencodeCorpusTests).
TEST_DEBS := chromium fonts-dejavu-core fonts-noto-cjk poppler-utils libheif-examples libavif-bin imagemagick

# Builds use the dependency versions Package.resolved pins, never newer ones
# (an exhibit names its commit; the commit must name all the code).
RESOLVED := --force-resolved-versions

.PHONY: lint deps test-deps bench-deps c2pa-venv sanitizer-deps build demo test test-asan test-distributed fuzz fuzz-build bench install man completions fixtures c2pa-crosscheck clean

# Installs the Debian packages in $(1) that are missing.
define install_missing
	@missing=$$(for p in $(1); do \
	  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:" $$missing; \
	  sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
	  $$sudo apt-get update -qq && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call install_missing,$(DEBS))

test-deps: deps
	$(call install_missing,$(TEST_DEBS))

STATIC_LIBS := $(CURDIR)/.build/static-libs

# Release builds link the Swift runtime, exempi and the C++ runtime
# statically: resolving libstdc++ and exempi at start-up cost about 1 ms of a
# 10 ms run (scripts/static-libs.sh). Tests keep the shared libraries.
build: deps
	scripts/static-libs.sh $(STATIC_LIBS)
	PKG_CONFIG_PATH=$(STATIC_LIBS)/pkgconfig $(SWIFT) build $(RESOLVED) -c release --product metalens --static-swift-stdlib \
	  -Xlinker -L$(STATIC_LIBS)

demo: build
	$(RELEASE_BIN) inspect $(DEMO_FILE)

# swift-format (in the toolchain) checks the style first: .swift-format holds
# the project's settings (120 columns, two spaces, no force unwraps).
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Fuzz Package.swift
	@# FoundationEssentials only: Foundation brings CoreFoundation, ICU's data
	@# and their start-up into every run (docs/BENCHMARKS.md).
	@! grep -rEn '^(@_implementationOnly |public |internal |private )?import Foundation$$' Sources \
	  || { echo "lint: import FoundationEssentials, not Foundation, in Sources/" >&2; exit 1; }

# The tests run on a release build: the code as it ships, optimised, with
# -enable-testing for @testable imports (the test targets themselves are not
# optimised: Package.swift says why). Its folder is its own, so `make build`'s
# static binary and a developer's debug `swift test` are left alone.
# Measured 2026-11-29 on two cores, from a clean clone: a debug build took 5
# minutes and its tests 1,524 s; the release build 15 and its tests 463 s.
TEST_BUILD := $(RESOLVED) -c release -Xswiftc -enable-testing --scratch-path .build/test
TEST_BIN := .build/test/release/metalens
# SUITE_EVENTS=FILE writes Swift Testing's event stream there, from which
# scripts/suite-times.py lists each suite's time (.ci/run sets it).
SUITE_EVENTS ?=
EVENT_STREAM = $(if $(SUITE_EVENTS),--experimental-event-stream-output $(SUITE_EVENTS) --experimental-event-stream-version 0)

test: test-deps lint
	$(SWIFT) build --build-tests $(TEST_BUILD)
	$(SWIFT) test --skip-build $(TEST_BUILD) $(EVENT_STREAM)

# The tests, then metalens over every corpus file (malformed ones included),
# built with AddressSanitizer and UndefinedBehaviorSanitizer (the C shims and
# libexif, built from source by scripts/instrumented-libexif.sh; Swift checks
# its own arithmetic and bounds, which -O keeps). A sanitizer report exits
# with 86 and fails the target; so does a hang (10 minutes for the corpus).
# Release, as `make test`: the optimised code is the code that ships, and a
# debug build's tests under ASan ran past an hour (2026-11-29: over 70
# minutes, against 13 for the release build's).
ASAN := --scratch-path .build/asan -c release -Xswiftc -enable-testing --sanitize address -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined \
  -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined
SANITIZER_ENV := SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp \
  ASAN_OPTIONS=exitcode=86:detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=86

LIBEXIF_ASAN := $(CURDIR)/.build/instrumented/libexif-asan
LIBEXIF_FUZZ := $(CURDIR)/.build/instrumented/libexif-fuzz

test-asan: sanitizer-deps test-deps
	scripts/instrumented-libexif.sh $(LIBEXIF_ASAN) -fsanitize=address,undefined -fno-sanitize-recover=undefined
	$(SWIFT) build --build-tests $(ASAN)
	LD_LIBRARY_PATH=$(LIBEXIF_ASAN) ldd .build/asan/release/metalens | grep -q "$(LIBEXIF_ASAN)/libexif.so"
	LD_LIBRARY_PATH=$(LIBEXIF_ASAN) $(SANITIZER_ENV) $(SWIFT) test --skip-build --disable-xctest $(ASAN) $(EVENT_STREAM)
	@if [ ! -d "$(CORPUS)/files" ]; then \
	  echo "corpus not found at $(CORPUS): corpus read skipped"; [ -z "$$CI" ] || exit 1; \
	else \
	  out=.build/asan/corpus.ndjson; \
	  LD_LIBRARY_PATH=$(LIBEXIF_ASAN) $(SANITIZER_ENV) timeout 600 .build/asan/release/metalens inspect -r --hidden --ndjson "$(CORPUS)/files" >$$out 2>$$out.err; \
	  status=$$?; \
	  if [ $$status -gt 1 ]; then tail -60 $$out.err; echo "corpus read under sanitizers failed (exit $$status)"; exit 1; fi; \
	  echo "corpus under ASan+UBSan: $$(wc -l <$$out) images, $$(grep -c '^{"error"' $$out) of them error records" \
	    "($$(grep -o '^{"error":{"code":"[a-z_]*' $$out | cut -d'"' -f6 | sort | uniq -c | xargs)); no sanitizer report, no hang"; \
	fi

# libFuzzer targets (Fuzz/), each run for SECONDS on seeds cut from the
# corpus; anything found is saved as a regression input the tests replay.
SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz-build: sanitizer-deps
	scripts/instrumented-libexif.sh $(LIBEXIF_FUZZ) -fsanitize=address,undefined,fuzzer-no-link
	set -o pipefail; $(SWIFT) build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address \
	  -Xcc -fsanitize=fuzzer-no-link,address,undefined -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined 2>&1 \
	  | grep -v "Cannot export local symbol"

fuzz: fuzz-build
	LD_LIBRARY_PATH=$(LIBEXIF_FUZZ) LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp python3 scripts/fuzz.py $(SECONDS) $(FUZZ_TARGETS)

# Speed and memory against exiv2 and ExifTool; writes docs/BENCHMARKS.md.
bench: bench-deps build
	python3 scripts/bench.py

bench-deps: deps c2pa-venv
	$(call install_missing,exiv2 hyperfine time libjpeg-turbo-progs)

# curl fetches libexif's source for the instrumented build.
sanitizer-deps: deps
	$(call install_missing,curl ca-certificates binutils)

MAN_PAGE := .build/plugins/GenerateManual/outputs/metalens/metalens.1

install: build man completions
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/metalens
	install -m 644 $(MAN_PAGE) $(DESTDIR)$(PREFIX)/share/man/man1/metalens.1
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 644 .build/completions/metalens.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/metalens
	install -m 644 .build/completions/_metalens $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_metalens
	install -m 644 .build/completions/metalens.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/metalens.fish

# The man page, generated by swift-argument-parser from the commands' help.
man: deps
	$(SWIFT) package generate-manual --configuration release

# Shell completion scripts for bash, zsh and fish, from swift-argument-parser.
completions: build
	mkdir -p .build/completions
	$(RELEASE_BIN) --generate-completion-script bash > .build/completions/metalens.bash
	$(RELEASE_BIN) --generate-completion-script zsh > .build/completions/_metalens
	$(RELEASE_BIN) --generate-completion-script fish > .build/completions/metalens.fish

# Regenerates the sample files in Fixtures/ with the project's fixture factory.
fixtures: deps
	$(SWIFT) run metalens-fixtures Fixtures

# Dev-only, not part of `make test` (c2pa-python comes from PyPI): every
# signed fixture the factory makes, read by c2pa-rs and by metalens, without
# and with the fixtures' roots as trust anchors, and a small DNG c2pa-python
# signs itself (a root and signer made by openssl); fails on any disagreement.
C2PA_VENV ?= .build/c2pa-venv
c2pa-venv: deps
	$(call install_missing,python3-venv)
	[ -x $(C2PA_VENV)/bin/python ] || (python3 -m venv $(C2PA_VENV) && $(C2PA_VENV)/bin/pip install -q c2pa-python==0.38.1)

c2pa-crosscheck: c2pa-venv
	$(call install_missing,openssl)
	$(SWIFT) build --product metalens-fixtures
	$(SWIFT) build --product metalens
	$(C2PA_VENV)/bin/python scripts/c2pa-crosscheck.py .build/debug/metalens-fixtures .build/debug/metalens

# The README's runs over many machines, on this one: GNU parallel (Debian
# package; local jobs, no ssh) and scripts/dask-batch.py (dask from PyPI in
# .build/dask-venv) must give the records of a single run. A step of its own
# in .ci/run rather than part of `make test`, which needs no PyPI.
DASK_VENV ?= .build/dask-venv
test-distributed: deps
	$(call install_missing,parallel python3-venv)
	[ -x $(DASK_VENV)/bin/python ] || (python3 -m venv $(DASK_VENV) && $(DASK_VENV)/bin/pip install -q "dask[bag]==2024.12.1")
	$(SWIFT) build --product metalens $(TEST_BUILD)
	scripts/test-distributed.sh $(TEST_BIN) $(DASK_VENV)/bin/python

clean:
	rm -rf .build
