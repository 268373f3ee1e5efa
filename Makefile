# Thin wrappers over scripts/ and bench/; the scripts hold the logic.
SHELL := /bin/bash
.DEFAULT_GOAL := build

CPP_SOURCES = $(shell find server/src server/tests server/fuzz -name '*.cpp' -o -name '*.hpp' -o -name '*.h' 2>/dev/null) \
              $(wildcard bench/*.cpp bench/*.hpp bench/ws_load/*.cpp bench/ws_load/*.hpp)
# One style for server and bench sources: server/.clang-format (bench/ has none of its own).
CLANG_FORMAT = clang-format $(if $(wildcard server/.clang-format),--style=file:server/.clang-format)
SHELL_SCRIPTS = scripts/bootstrap scripts/build scripts/run scripts/test scripts/check scripts/lib.sh scripts/fuzz \
                scripts/check-sanitizers \
                bench/http.sh bench/discover.sh bench/directory.sh bench/messaging.sh bench/lib.sh bench/micro.sh \
                .ci/run

# How long `make fuzz` runs each fuzz target, in seconds (make test runs each for 20).
FUZZ_SECONDS ?= 300

.PHONY: run test check fuzz check-sanitizers bench build bootstrap fmt lint clean

run:
	scripts/run

test:
	scripts/test

# The inner loop: unit tests, the changed features' API suites and the related web tests.
check:
	scripts/check

fuzz:
	scripts/fuzz --seconds $(FUZZ_SECONDS)

# The unit and API tests built with ASan + UBSan (build-asan/): too slow for make test.
check-sanitizers:
	scripts/check-sanitizers

bench:
	bench/http.sh
	bench/discover.sh
	bench/directory.sh
	bench/messaging.sh
	bench/micro.sh

build:
	scripts/bootstrap
	scripts/build

bootstrap:
	scripts/bootstrap

fmt:
	$(if $(strip $(CPP_SOURCES)),$(CLANG_FORMAT) -i $(CPP_SOURCES))

lint:
	$(if $(strip $(CPP_SOURCES)),$(CLANG_FORMAT) --dry-run -Werror $(CPP_SOURCES))
	shellcheck -x $(SHELL_SCRIPTS)
	cd web && npm run --silent lint

clean:
	rm -rf build build-fuzz build-asan web/dist
