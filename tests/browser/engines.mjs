// The widgets' engines against the crate, without a browser: every input of the fixture (`cargo
// run -p figures -- fixture` writes it) through the page scripts theme/try/*.js, loaded into a
// context of Node's own (node:vm) that stands in for the page's window, and checked by the very
// function the browser test evaluates in the page (engine-check.mjs, checkEngines). It runs in
// seconds and needs no Chromium: `npm run engines` here, after changing an engine; CI's
// javascript step runs it too. The browser test (check.mjs) then runs the same check in
// Chromium, and the widgets themselves.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import vm from "node:vm";

import {
    engineCheckSource,
    engineCounts,
    engineProblems,
    FIXTURE,
    fixtureText,
} from "./engine-check.mjs";
import { sealText } from "./seal.mjs";
import { BAD_INPUTS } from "./widget-inputs.mjs";

const ROOT = join(import.meta.dirname, "..", "..");
const TRY = join(ROOT, "theme", "try");
// The widgets' shared scripts, each using the ones before it.
const SHARED = ["lib.js", "play.js", "core.js"];

// The widgets' scripts in the order book.toml's additional-js loads them (the shared ones
// first: lib.js, which defines window.sgTry, play.js and core.js; then each game's, which
// registers there), and fails when a script of theme/try is not loaded there: a page
// would then miss its game.
async function scripts() {
    const toml = await readFile(join(ROOT, "book.toml"), "utf8");
    const listed = [...toml.matchAll(/"theme\/try\/([^"]+\.js)"/g)].map((m) => m[1]);
    const present = (await readdir(TRY)).filter((f) => f.endsWith(".js"));
    const missing = present.filter((f) => !listed.includes(f));
    if (missing.length > 0 || SHARED.some((file, k) => listed[k] !== file)) {
        throw new Error(
            `book.toml's additional-js must load theme/try/${SHARED.join(", ")} first, in ` +
                `that order, and every game file after them; not loaded: ` +
                `${missing.join(", ") || "none"}`,
        );
    }
    return listed;
}

// A context in which the scripts run as in a page: `window` is the global object, and the
// document is still loading, so that core.js waits to set up the widgets, which need a DOM.
function pageContext() {
    const document = { readyState: "loading", addEventListener: () => {} };
    const context = vm.createContext({ document });
    context.window = context;
    return context;
}

// Counts the calls of every function of each engine, and of every game it makes (each
// method of the game's class and of the classes it extends, by class name), so that the
// check can be held to call them all: a function it never calls could show the reader a
// wrong number while every check passes.
function countCalls(engines, objectPrototype) {
    const calls = new Map();
    const counted = (key, f) => {
        calls.set(key, 0);
        return function (...args) {
            calls.set(key, calls.get(key) + 1);
            return f.apply(this, args);
        };
    };
    const classes = new Set();
    const countGame = (g) => {
        let p = Object.getPrototypeOf(g);
        for (; p && p !== objectPrototype && !classes.has(p); p = Object.getPrototypeOf(p)) {
            classes.add(p);
            for (const name of Object.getOwnPropertyNames(p)) {
                if (name !== "constructor" && typeof p[name] === "function") {
                    p[name] = counted(`${p.constructor.name}.${name}`, p[name]);
                }
            }
        }
        return g;
    };
    for (const [game, engine] of Object.entries(engines)) {
        for (const [name, f] of Object.entries(engine)) {
            if (typeof f !== "function") continue;
            const call = counted(`${game}.${name}`, f);
            engine[name] = name === "game" ? (...args) => countGame(call(...args)) : call;
        }
    }
    return calls;
}

const started = Date.now();
const context = pageContext();
for (const file of await scripts()) {
    vm.runInContext(await readFile(join(TRY, file), "utf8"), context, { filename: file });
}
const calls = countCalls(
    vm.runInContext("window.sgTry.engines", context),
    vm.runInContext("Object.prototype", context),
);
const checkEngines = vm.runInContext(engineCheckSource(), context);
// Parsed in the context, so that its arrays are the page's own.
const fixture = vm.runInContext("JSON.parse", context)(await fixtureText());
const result = checkEngines(fixture);
const problems = engineProblems(result);
// What each bad input's message says, from its engine's parse alone: the browser test
// checks the same in the form (widget-form.mjs, checkBadInputs), with what the page shows.
const engines = vm.runInContext("window.sgTry.engines", context);
for (const [game, cases] of Object.entries(BAD_INPUTS)) {
    const wrongType = fixture.limits[game].min < 0 ? /a u32/ : /an i32/;
    for (const [input, says] of cases) {
        const parsed = engines[game].parse(input);
        if (parsed.ok || !says.test(parsed.message) || wrongType.test(parsed.message)) {
            problems.push(
                `${game}: the bad input "${input.slice(0, 20)}" should be refused with a ` +
                    `message matching ${says}, got ${JSON.stringify(parsed).slice(0, 160)}`,
            );
        }
    }
}
// The widgets' budgets are sealed by this package (seal.mjs) and checked by the figures'
// tests (Rust): sealing the committed recording again must leave SHA256SUMS as it is, or the
// next recording would fail there.
const data = join(ROOT, "figures", "data");
const seals = await readFile(join(data, "SHA256SUMS"), "utf8");
const work = await readFile(join(data, "widget-work.json"), "utf8");
if (sealText(seals, "widget-work.json", work) !== seals) {
    problems.push("seal.mjs seals widget-work.json otherwise than figures/data/SHA256SUMS does");
}
if (sealText(seals, "widget-work.json", `${work} `) === seals) {
    problems.push("seal.mjs leaves the seal of an edited widget-work.json as it was");
}
for (const [name, count] of calls) {
    if (count === 0) problems.push(`${name} is never called by the check: check what it gives`);
}
for (const p of problems) console.error(`engines: ${p}`);
// A problem shows a long row's first items only: the whole case is in the fixture.
const shown = problems.map((p) => p.match(/^(stone-game[a-z-]*) case (\d+):/)).find(Boolean);
if (shown) {
    console.error(
        `engines: a case whole, as \`${shown[1]} case ${shown[2]}\`: node -p ` +
            `'JSON.stringify(require("${FIXTURE}")["${shown[1]}"][${shown[2]}])'`,
    );
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`engines checked against the crate in ${seconds} s: ${engineCounts(result, fixture)}`);
process.exit(problems.length === 0 ? 0 : 1);
