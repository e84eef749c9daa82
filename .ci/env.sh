# shellcheck shell=bash
# Sourced by .ci/run and every script of .ci/install and .ci/steps: the pinned versions
# of the book's tools, and a PATH on which `cargo install` and pip put them.
# The Rust CI pins (the workflows read it from here); the oldest it supports is
# `rust-version` in Cargo.toml.
RUST_VERSION=1.95.0
MDBOOK_VERSION=0.5.4
KATEX_VERSION=0.10.0
TYPOS_VERSION=1.39.0
SHELLCHECK_VERSION=0.10.0
# cargo-mutants, for .ci/mutants (not a step of .ci/run: docs/ci.md, "Mutation testing").
MUTANTS_VERSION=27.1.0
export RUST_VERSION MDBOOK_VERSION KATEX_VERSION TYPOS_VERSION SHELLCHECK_VERSION
export MUTANTS_VERSION
# `cargo install` puts tools here, and pip (typos, shellcheck, mdbook) in a virtual environment of
# the project's own, ci-tools in cargo's target folder (.ci/install/pip), never in the system's
# Python: target/ci-tools, or beside the build where CARGO_TARGET_DIR moves it (a worktree's
# own), or where CI_TOOLS says. Python's scripts folder stays on PATH for tools a reader
# installed there before.
target_dir="${CARGO_TARGET_DIR:-target}"
case $target_dir in
    /*) ;;
    *) target_dir="$(pwd)/$target_dir" ;;
esac
CI_TOOLS="${CI_TOOLS:-$target_dir/ci-tools}"
export CI_TOOLS
PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
if command -v python3 >/dev/null 2>&1; then # else .ci/install/prerequisites says so
    PATH="$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))'):$PATH"
fi
PATH="$CI_TOOLS/bin:$PATH"
export PATH
# needs TOOL INSTALLER: a step run on its own, before anything is installed, stops at once
# with the command that installs TOOL (a program on PATH, or a folder) when it is missing.
needs() {
    if ! command -v "$1" >/dev/null 2>&1 && [ ! -d "$1" ]; then
        echo "$1 is missing: run $2 first (docs/ci.md)" >&2
        exit 127
    fi
}
# A clean clone builds everything once: incremental compilation's bookkeeping only
# slows that build down.
CARGO_INCREMENTAL=0
export CARGO_INCREMENTAL
