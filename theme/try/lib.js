// The helpers every try-it widget shares (theme/try/core.js says what a widget is and what
// a game file registers): numbers and text as every widget prints them, reading the
// reader's input, what the engines share, the step-throughs' figures, and making elements.
// The first of the widgets' scripts in book.toml's additional-js: it sets
// `window.sgTry.lib`, which play.js, core.js and every game file read.
"use strict";

// The block keeps this file's names its own: mdBook loads the book's scripts as classic
// scripts, which share one global scope. What the other scripts use is `window.sgTry`.
{
    // ------------------------------------------------------------------ numbers and text

    const U32_MAX = 4294967295;
    const MINUS = "\u2212";
    const PLAYER_NAMES = ["Alice", "Bob"];

    // A number as every line of a widget prints it (the answer, a message, a caption, a
    // cell, a move): its thousands grouped as the book's prose groups them, 2,000, and a
    // true minus sign. One format everywhere: the browser test checks that no line holds
    // digits ungrouped.
    function num(v) {
        if (v > -1000 && v < 1000) {
            return v < 0 ? MINUS + String(-v) : String(v);
        }
        const digits = String(Math.abs(v)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
        return (v < 0 ? MINUS : "") + digits;
    }

    // A number inside a formula: a negative one in parentheses, so that 5 − (−3) reads well.
    function signed(v) {
        return v < 0 ? `(${num(v)})` : num(v);
    }

    function plural(count, one, many) {
        return `${num(count)} ${count === 1 ? one : many}`;
    }

    // Who ends ahead, and by how much, from Alice's score minus Bob's, `d`, counted in
    // `one`/`many` ("stone", "stones"): the first words of the answer of every game that
    // scores both players.
    function verdict(d, one, many) {
        if (d === 0) {
            return "A tie: both end with the same score";
        }
        return `${d > 0 ? "Alice" : "Bob"} wins, by ${plural(Math.abs(d), one, many)}`;
    }

    function ordinal(k) {
        const tens = k % 100;
        const last = k % 10;
        // 1st, 2nd, 3rd (the three suffixes, two letters each), but 11th to 13th.
        const suffix =
            last >= 1 && last <= 3 && !(tens >= 11 && tens <= 13)
                ? "stndrd".substr(2 * last - 2, 2)
                : "th";
        return num(k) + suffix;
    }

    const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

    function escapeHtml(text) {
        return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
    }

    // Math set as the figures set it (figures/src/draw/html.rs): one-letter names in
    // italics, words upright, `-` as a minus sign, `<=` and `>=` as ≤ and ≥.
    function math(expression) {
        let out = expression.replace(/<=/g, "\u2264").replace(/>=/g, "\u2265");
        out = escapeHtml(out).replace(/-/g, MINUS);
        out = out.replace(/[A-Za-z]+/g, (word) => (word.length === 1 ? `<i>${word}</i>` : word));
        return `<span class="sg-math">${out}</span>`;
    }

    // ------------------------------------------------------------------ reading the input

    // What a row is made of, for the messages: `range`, what the limits' `min` and `max`
    // bound (said of a negative number when `min` is 0); `largest` and `smallest`, what
    // `max` and `min` are. A message adds the type the limits are (a u32 or an i32).
    const PILES = {
        one: "pile",
        many: "piles",
        unit: "stones",
        example: "5 3 4 5",
        range: "a pile holds",
        rangeUnit: " stones",
        largest: "the most stones a pile holds",
    };
    const VALUES = {
        one: "value",
        many: "values",
        unit: "points",
        example: "1 2 3 -7",
        largest: "the largest value the crate takes",
        smallest: "the smallest value the crate takes",
    };
    const STONES = {
        one: "stone",
        many: "stones",
        unit: "points",
        example: "5 3 1 4 2",
        range: "a stone's value is",
        largest: "the largest value a stone takes",
        smallest: "the smallest value a stone takes",
    };

    function capital(text) {
        return text.charAt(0).toUpperCase() + text.slice(1);
    }

    // A row typed by the reader: numbers separated by spaces or commas, optionally inside
    // [ ], as a programmer copies it. One rule for a minus sign on zero in every widget:
    // −0 is 0. With `emptyRow`, for a game whose crate takes the empty row, [ ] is that
    // row (an empty field still asks for a row). Returns { ok: true, input } or { ok:
    // false, message }.
    function parseRow(text, limits, noun, emptyRow) {
        let body = String(text).trim();
        const bracketed = body.charAt(0) === "[" && body.charAt(body.length - 1) === "]";
        if (bracketed) {
            body = body.slice(1, -1).trim();
        }
        if (body === "" && bracketed && emptyRow) {
            return { ok: true, input: [] };
        }
        if (body === "") {
            const example = noun.example.replace(/-/g, MINUS);
            return refuse(
                `Type a row of ${noun.many}, separated by spaces or commas, ` +
                    `for example ${example}` +
                    (emptyRow ? ` (or [ ] for the row with no ${noun.many}).` : "."),
            );
        }
        const tokens = body.split(/[\s,;]+/).filter((t) => t !== "");
        if (tokens.length > limits.size) {
            const most = plural(limits.size, noun.one, noun.many);
            return refuse(
                `This widget takes at most ${most}, and your row has ${num(tokens.length)}.`,
            );
        }
        const row = [];
        for (let k = 0; k < tokens.length; k++) {
            const token = tokens[k].replace(/^[\u2212\u2013]/, "-");
            const where = ` (the ${ordinal(k + 1)} ${noun.one})`;
            if (!/^[+-]?\d+$/.test(token)) {
                return refuse(`\u201c${tokens[k]}\u201d${where} is not a whole number.`);
            }
            const v = Number(token) + 0; // + 0 turns −0 into 0
            // A number of more than 15 digits is not even exact in a double: say so in words.
            const huge = token.replace(/^[+-]?0*/, "").length > 15;
            const shown = !huge ? num(v) : v < 0 ? "a huge negative number" : "a huge number";
            // The type the limits are: the crate's u32 (from 0) or i32.
            const type = limits.min === 0 ? " (a u32)" : " (an i32)";
            if (v < limits.min) {
                const min = num(limits.min);
                if (limits.min === 0) {
                    const range = `${min} to ${num(limits.max)}${noun.rangeUnit || ""}`;
                    return refuse(
                        `${capital(noun.range)} ${range}${type}, ` +
                            `and the ${ordinal(k + 1)} ${noun.one} is ${shown}.`,
                    );
                }
                return refuse(
                    `${capital(shown)}${where} is below ${min}, ${noun.smallest}${type}.`,
                );
            }
            if (v > limits.max) {
                const max = num(limits.max);
                return refuse(
                    `${capital(shown)}${where} is more than ${max}, ${noun.largest}${type}.`,
                );
            }
            row.push(v);
        }
        return { ok: true, input: row };
    }

    function refuse(message) {
        return { ok: false, message };
    }

    // ------------------------------------------------------------------ what engines share

    function sum(row, from, to) {
        let s = 0;
        for (let k = from; k < to; k++) {
            s += row[k];
        }
        return s;
    }

    // The prefix sums of `row`: prefix[k] is the sum of its first k items, exact in a
    // double while the sums stay below 2^53.
    function prefixSums(row) {
        const prefix = new Float64Array(row.length + 1);
        for (let k = 0; k < row.length; k++) {
            prefix[k + 1] = prefix[k] + row[k];
        }
        return prefix;
    }

    // The first option with the largest outcome.
    function firstBest(options) {
        let best = 0;
        for (let k = 1; k < options.length; k++) {
            if (options[k].outcome > options[best].outcome) {
                best = k;
            }
        }
        return best;
    }

    // A game on a row played from both ends (Stone Game, Stone Game VII): the row lo..hi − 1
    // is left. A game file's subclass gives `options`, each with its `key` ("L" or "R"),
    // the `points` it scores and its `outcome`; the crate's choice (optimal_end) is the
    // left end when both are as good, the first best.
    class EndsGame {
        constructor(row) {
            this.piles = row;
            this.lo = 0;
            this.hi = row.length;
            this.mover = 0;
            this.score = [0, 0];
        }

        over() {
            return this.lo >= this.hi;
        }

        best(options) {
            return firstBest(options);
        }

        // The moves of the player to move: both ends, or the one pile or stone left. Each
        // has its `key` ("L" or "R"), `index`, the `points` it scores and its `outcome`,
        // those points minus the row's value after it (the opponent's lead from there, both
        // at their best). A subclass gives `points(index, total)`, with `total()` the sum
        // of the row before the move (summed once, if asked for); `rest(lo, hi)`, the value
        // of the row lo..hi − 1; and `describe(option, side)`, which sets the option's
        // `label` and `what` (`side`: "left", "right" or, for the one left, "last").
        options() {
            const { lo, hi } = this;
            if (lo >= hi) {
                return [];
            }
            let sum;
            const total = () => {
                if (sum === undefined) {
                    sum = this.left();
                }
                return sum;
            };
            const end = (key, index, restLo, restHi) => {
                const points = this.points(index, total);
                return { key, index, points, outcome: points - this.rest(restLo, restHi) };
            };
            const first = end("L", lo, lo + 1, hi);
            if (hi - lo === 1) {
                return [this.describe(first, "last")];
            }
            const second = end("R", hi - 1, lo, hi - 1);
            return [this.describe(first, "left"), this.describe(second, "right")];
        }

        play(option) {
            this.score[this.mover] += option.points;
            if (option.key === "L") {
                this.lo++;
            } else {
                this.hi--;
            }
            this.mover = 1 - this.mover;
        }

        left() {
            return sum(this.piles, this.lo, this.hi);
        }
    }

    // ------------------------------------------------------------------ the step-throughs

    // A figure for theme/figures.js's stepper: a table whose cells have `data-sg` keys, the
    // steps as JSON, a key, a caption.
    function stepperFigure(tableHtml, steps, keyEntries, caption) {
        const json = JSON.stringify(steps).replace(/<\//g, "<\\/");
        const key = keyEntries
            .map(
                (e) =>
                    `<li${e.stepping ? ' class="sg-key-step"' : ""}>` +
                    `<span class="sg-swatch ${e.sample}" aria-hidden="true">${e.text}</span> ` +
                    `<span>${e.meaning}</span></li>`,
            )
            .join("");
        return (
            `<figure class="sg-figure sg-stepper sg-try-figure">` +
            `<div class="sg-scroll">${tableHtml}</div>` +
            `<script type="application/json" class="sg-steps">${json}</script>` +
            `<ul class="sg-key">${key}</ul><figcaption>${caption}</figcaption></figure>`
        );
    }

    const STEP_KEY = [
        {
            sample: "sg-swatch-current",
            text: "4",
            meaning: "the cell being filled",
            stepping: true,
        },
        { sample: "sg-swatch-read", text: "1", meaning: "the cells it reads", stepping: true },
    ];

    function rowLabel(row) {
        return `[${row.map(num).join(", ")}]`;
    }

    // The interval table D(i, j), j >= i, of Stone Games I, V and VII: a column and a row
    // for each item of `row`, labelled with it, blank below the diagonal, the answer
    // D(0, n − 1) in the top-right cell. `key(i, j)` is a cell's `data-sg` key and
    // `value(i, j)` its number.
    function intervalTable(row, key, value) {
        const n = row.length;
        const label = (k) => `${k}<span class="sg-pile-label">${num(row[k])}</span>`;
        let html =
            '<table class="sg-table"><thead><tr><th scope="col" class="sg-corner">' +
            '<span class="sg-math"><i>i</i> \\ <i>j</i></span></th>';
        for (let j = 0; j < n; j++) {
            html += `<th scope="col">${label(j)}</th>`;
        }
        html += "</tr></thead><tbody>";
        for (let i = 0; i < n; i++) {
            html += `<tr><th scope="row">${label(i)}</th>`;
            for (let j = 0; j < n; j++) {
                if (j < i) {
                    html += '<td class="sg-blank"></td>';
                } else {
                    const answer = i === 0 && j === n - 1 ? " sg-answer" : "";
                    html += `<td class="sg-cell${answer}" data-sg="${key(i, j)}">`;
                    html += `${num(value(i, j))}</td>`;
                }
            }
            html += "</tr>";
        }
        return `${html}</tbody></table>`;
    }

    // ------------------------------------------------------------------ making elements

    function make(tag, className, text) {
        const e = document.createElement(tag);
        if (className) {
            e.className = className;
        }
        if (text !== undefined) {
            e.textContent = text;
        }
        return e;
    }

    function button(className, text, action) {
        const b = make("button", className, text);
        b.type = "button";
        b.addEventListener("click", action);
        return b;
    }

    window.sgTry = {
        lib: {
            U32_MAX,
            MINUS,
            PLAYER_NAMES,
            num,
            signed,
            plural,
            verdict,
            ordinal,
            escapeHtml,
            math,
            PILES,
            VALUES,
            STONES,
            parseRow,
            refuse,
            sum,
            prefixSums,
            firstBest,
            EndsGame,
            stepperFigure,
            STEP_KEY,
            rowLabel,
            intervalTable,
            make,
            button,
            capital,
        },
    };
}
