// The lint of the book's JavaScript: the page scripts (theme/*.js, theme/try/*.js) and this
// browser test (tests/browser/*.mjs). Run from the repository's root, as `npm run lint` in
// tests/browser does: the paths below are the root's.
//
// ESLint's recommended rules, and the rules mdBook lints its own JavaScript with that are
// not layout (`no-var`, `prefer-const`, `eqeqeq`, `curly`, `no-unused-vars` with `_` for
// what is unused on purpose, 100 columns); functions of at most 60 lines of code; the
// layout itself is Prettier's (.prettierrc.json, `prettier --check`).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import globals from "globals";

export default defineConfig([
    {
        files: ["theme/**/*.js", "tests/browser/**/*.mjs"],
        extends: [js.configs.recommended],
        rules: {
            "no-var": "error",
            "prefer-const": "error",
            eqeqeq: "error",
            curly: "error",
            "no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
            "object-shorthand": "error",
            "prefer-arrow-callback": "error",
            // Prettier keeps code within its 100 columns, but not a comment or a long string.
            "max-len": ["error", { code: 100, ignoreUrls: true }],
            // A function longer than this does more than one thing: split it into named
            // ones. Comments and blank lines do not count, so that explaining a function
            // or spacing its steps never pushes it over.
            "max-lines-per-function": [
                "error",
                { max: 60, skipBlankLines: true, skipComments: true },
            ],
        },
    },
    {
        // mdBook loads these as classic scripts, in book.toml's order (additional-js), and
        // classic scripts share one global scope: each file is strict, keeps its names in a
        // block, and hands the next ones only what it sets on `window` (`sgTry`,
        // `sgStepper`, `sgReading`). The syntax is held to ES2020, so that an older phone's
        // browser still reads it.
        files: ["theme/**/*.js"],
        languageOptions: {
            ecmaVersion: 2020,
            sourceType: "script",
            globals: globals.browser,
        },
        rules: {
            strict: ["error", "global"],
            "no-implicit-globals": ["error", { lexicalBindings: true }],
            "no-console": ["error", { allow: ["warn", "error"] }],
        },
    },
    {
        // Node, and the functions it hands to the page (page.evaluate), which run there. A
        // test's guard clause (`if (!ok) continue;`) may stay on its line.
        files: ["tests/browser/**/*.mjs"],
        languageOptions: {
            sourceType: "module",
            globals: { ...globals.node, ...globals.browser },
        },
        rules: {
            curly: ["error", "multi-line"],
        },
    },
]);
