# MetaLens: `make demo` and `make test` do all the set-up on a fresh Debian
# machine with Swift installed: missing system packages are installed first
# (with sudo when not root).

SWIFT ?= swift
PREFIX ?= /usr/local
DEBS := pkg-config libexif-dev libjpeg-dev libexempi-dev libimage-exiftool-perl
RELEASE_BIN := .build/release/metalens
DEMO_FILE := Fixtures/edited-photoshop.jpg

.PHONY: deps build demo test install fixtures clean

deps:
	@missing=$$(for p in $(DEBS); do \
	  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:" $$missing; \
	  sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
	  $$sudo apt-get update -qq && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build -c release --product metalens

demo: build
	$(RELEASE_BIN) inspect $(DEMO_FILE)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/metalens

# Regenerates the sample files in Fixtures/ with the project's fixture factory.
fixtures: deps
	$(SWIFT) run metalens-fixtures Fixtures

clean:
	rm -rf .build
