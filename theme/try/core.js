// Try-it widgets: every game of the book, on the reader's own input, in the page. This
// file holds what the games share; each game has its own file beside it
// (theme/try/stone-game.js, stone-game-ii.js, ..., stone-game-ix.js), as each has its
// own module in code/src/, and registers there everything about itself.
//
// A chapter holds a form such as
//
//   <form class="sg-try" data-game="stone-game">
//   <label>Your row ... <input name="input" value="5 3 4 5"></label>
//   <button type="submit">Solve</button>
//   </form>
//
// with `data-game` the name a game file registers (its part's folder: stone-game,
// stone-game-ii, ..., stone-game-ix). The widget adds to it: the limits, beside the
// input; a message for bad input (role="alert"); the answer (an element with
// `data-sg-result`, a live region); for a small input, the table or the states filled
// step by step (the stepper of theme/figures.js); and a game against the book, in which
// each of the reader's moves is shown with its value.
//
// The crate cannot run in the page, so the answers come from small JavaScript engines,
// one per game, in the game files. They are checked against the crate: `cargo run -p
// figures` writes figures/data/try-fixture.json (thousands of inputs up to each game's
// limits, with the crate's answers, tables and optimal plays), figures/tests/try_fixture.rs
// fails when the crate's answers change, and tests/browser/engine-check.mjs feeds every
// input of the fixture to these engines, in Chromium and in Node, and fails on any
// disagreement.
//
// A game file calls `sgTry.register(name, game)`, where `game` has:
//
// - `limits`: { size, min, max, table }, the inputs the widget takes (the same as
//   figures/src/fixture/try_fixture.rs's LIMITS, which the browser test compares). Each
//   limit keeps the slowest answer within 100 ms on a phone (tests/browser/widgets.mjs
//   bounds its work by the budgets that `figures/measure-all widgets` records with the
//   CPU slowed down four times). `table` is the largest input whose table is drawn step
//   by step (0: none);
// - `engine`: `parse` (the reader's text), `solve` (what the answer, the figure and the
//   game share), `answer` (as the crate's function to call returns it), `table` (as the
//   crate's table function returns it), `game` (a game from the start; see Play below),
//   and `playUpTo`, the largest input a game takes, when that is less than `size` (a game
//   lists every move, and too many take too long to draw on a phone: the browser test
//   times the start of a game at this size);
// - `answerText(input, solved)`, `limitsText(limits)`: what the widget says;
// - `figure(input, solved)`: the step-through's HTML (stepperFigure below), when `table`
//   is not 0; `unit`: what the input is made of ("piles"), for the note shown instead of
//   a figure; `size(input)`: the input's size, compared with `table` (its length unless
//   given);
// - `fields`: the names of the form's fields, whose texts `parse` takes in this order
//   (`["input"]` unless given; Stone Game VI's form has a second row, `bob`). For bad
//   input, `parse` may name the fields that are wrong, as `rows` (their indices): only
//   those are marked invalid, else every field is;
// - `drawOutput(output, input, solved)`, for a game whose answer has no step-through:
//   what the output shows below the answer instead (Stone Game VI's list of picks); it
//   returns false when there is then no game to play;
// - `view`: what the game against the book says and draws (DEFAULT_VIEW below lists it).
//
// `sgTry.lib` holds the helpers below that the game files use.
"use strict";

// The block keeps this file's names its own: mdBook loads the book's scripts as classic
// scripts, which share one global scope. What the game files use is `window.sgTry`.
{
    // What the game files register: the limits and the engines are also what the browser
    // test reads, as `sgTry.limits[name]` and `sgTry.engines[name]`.
    const LIMITS = {};
    const ENGINES = {};
    const GAMES = {};

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

    // ------------------------------------------------------------------ the widget

    let counter = 0;

    // A fresh id prefix for a widget's elements.
    function nextId() {
        counter++;
        return `sg-try-${counter}`;
    }

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

    // A form, if its game is registered.
    function setUp(form) {
        if (GAMES[form.dataset.game]) {
            setUpForm(form);
        }
    }

    // What every form shows around its fields: the limits (which describe `fields`), after
    // the submit button's row; a message for bad input (role="alert"); the answer (a live
    // region); the output below it, hidden until there is one; and, for print, a note in
    // place of the form.
    function addFeedback(form, id, limitsText, fields) {
        const limits = make("p", "sg-try-limits", limitsText);
        limits.id = `${id}-limits`;
        for (const f of fields) {
            f.setAttribute("aria-describedby", limits.id);
        }
        const submit = form.querySelector("button[type=submit], button:not([type])");
        const row = submit ? submit.closest(".sg-try-field") || submit : fields[fields.length - 1];
        row.insertAdjacentElement("afterend", limits);

        const alert = make("p", "sg-try-error");
        alert.setAttribute("role", "alert");
        limits.insertAdjacentElement("afterend", alert);

        const result = make("p", "sg-try-result");
        result.setAttribute("data-sg-result", "");
        result.setAttribute("aria-live", "polite");
        alert.insertAdjacentElement("afterend", result);

        const output = make("div", "sg-try-output");
        output.hidden = true;
        result.insertAdjacentElement("afterend", output);

        const note =
            "In the online book, a form here lets you type your own input " +
            "and play against the book.";
        form.appendChild(make("p", "sg-try-print-note", note));
        return { limits, alert, result, output };
    }

    // The form of every game: its fields (the game's `fields`), the limits, the answer,
    // what is below it, and the game against the book.
    function setUpForm(form) {
        const name = form.dataset.game;
        const game = GAMES[name];
        const engine = game.engine;
        const names = game.fields || ["input"];
        const fields = names.map((f) => form.querySelector(`input[name=${f}]`));
        if (!engine || fields.includes(null) || form.dataset.sgReady) {
            return;
        }
        form.dataset.sgReady = "true";
        const id = nextId();
        for (const f of fields) {
            f.setAttribute("autocomplete", "off");
            f.setAttribute("spellcheck", "false");
            f.setAttribute("autocapitalize", "off");
        }
        const limitsText = game.limitsText(game.limits);
        const feedback = addFeedback(form, id, limitsText, fields);
        // The form's parts, and the stepper and the game it shows (null for none).
        const widget = { name, game, engine, fields, id, ...feedback, stepper: null, play: null };
        form.addEventListener("submit", (event) => {
            event.preventDefault();
            submit(widget);
        });
        for (const f of fields) {
            f.addEventListener("input", () => edited(widget));
        }
    }

    // Removes the answer and what is below it, and stops the stepper and the game.
    function clearOutput(widget) {
        if (widget.stepper) {
            widget.stepper.stop();
            widget.stepper = null;
        }
        if (widget.play) {
            widget.play.close();
            widget.play = null;
        }
        widget.output.textContent = "";
        widget.output.hidden = true;
        widget.result.textContent = "";
    }

    // Marks the fields of `rows` (their indices; every field without it) invalid, and the
    // others valid: `[]` marks them all valid.
    function markInvalid(fields, rows) {
        fields.forEach((f, r) => {
            if (!rows || rows.includes(r)) {
                f.setAttribute("aria-invalid", "true");
            } else {
                f.removeAttribute("aria-invalid");
            }
        });
    }

    // The form sent: the answer and what is below it, or the message for bad input.
    function submit(widget) {
        const { game, engine, fields, alert, result, output } = widget;
        clearOutput(widget);
        const parsed = engine.parse(...fields.map((f) => f.value));
        if (!parsed.ok) {
            alert.textContent = parsed.message;
            markInvalid(fields, parsed.rows);
            return;
        }
        alert.textContent = "";
        markInvalid(fields, []);
        const input = parsed.input;
        const solved = engine.solve(input);
        result.textContent = game.answerText(input, solved);
        output.hidden = false;
        const size = game.size ? game.size(input) : input.length;
        if (game.drawOutput) {
            if (!game.drawOutput(output, input, solved)) {
                return;
            }
        } else {
            showFigure(widget, input, solved, size);
        }
        if (!engine.playUpTo || size <= engine.playUpTo) {
            widget.play = new Play(widget.name, input, solved, output, widget.id);
        } else {
            output.appendChild(playLimitNote(engine.playUpTo, size, game.unit));
        }
    }

    // The step-through of an input of up to `table` items, which the widget keeps to stop
    // it; for another input, a note in its place (none for a game that draws no table).
    function showFigure(widget, input, solved, size) {
        const { game, output } = widget;
        if (size >= 1 && size <= game.limits.table) {
            const holder = make("div");
            holder.innerHTML = game.figure(input, solved);
            const figure = holder.firstChild;
            output.appendChild(figure);
            widget.stepper = window.sgStepper ? window.sgStepper.setUp(figure) : null;
            followCurrentCell(figure);
        } else if (game.limits.table > 0) {
            const note =
                size === 0
                    ? "There is nothing to step through."
                    : `No step-through here: it is drawn for up to ${game.limits.table} ` +
                      `${game.unit}, and yours has ${num(size)}.`;
            output.appendChild(make("p", "sg-try-note", note));
        }
    }

    // A reader who edits the input sees that the answer below is for the old one.
    function edited(widget) {
        if (!widget.output.hidden) {
            clearOutput(widget);
        }
        widget.alert.textContent = "";
        markInvalid(widget.fields, []);
    }

    // In place of a game, for an input past `limit` (an engine's `playUpTo`): the note.
    function playLimitNote(limit, size, unit) {
        const note =
            `A game against the book takes up to ${num(limit)} ${unit}; ` +
            `yours has ${num(size)}.`;
        return make("p", "sg-try-note", note);
    }

    // A table wider than the screen scrolls in its box: keep the cell being filled in view
    // as the reader steps through it (the stepper marks the step on the figure).
    function followCurrentCell(figure) {
        const box = figure.querySelector(".sg-scroll");
        if (!box || !window.MutationObserver) {
            return;
        }
        new MutationObserver(() => {
            const cell = figure.querySelector(".sg-current");
            if (!cell) {
                return;
            }
            const b = box.getBoundingClientRect();
            const c = cell.getBoundingClientRect();
            if (c.left < b.left) {
                box.scrollLeft -= b.left - c.left + 8;
            } else if (c.right > b.right) {
                box.scrollLeft += c.right - b.right + 8;
            }
        }).observe(figure, { attributes: true, attributeFilter: ["data-step"] });
    }

    // ------------------------------------------------------------------ playing the book

    // A game (what an engine's `game` returns) has `over()`; `options()`, the moves of the
    // player to move, each with a `label` (its button), `what` (the move in words) and what
    // the view needs to judge it (an `outcome`); `best(options)`, the index of the crate's
    // move; `play(option)`; `mover`, 0 for Alice and 1 for Bob; and, for a game one player
    // plays alone (Stone Game V's), `solo`.
    //
    // What the game against the book says, for every game that does not say otherwise (a
    // game's `view` replaces any of these; those marked "each game" have no default).
    const DEFAULT_VIEW = {
        // The heading, the words before a game, and the buttons that start one.
        title: "Play against the book",
        intro:
            "Take turns with the book, which plays perfectly. " +
            "Each of your moves is shown with what it costs you.",
        first: "You move first",
        second: "The book moves first",
        // The label of the list of moves, when there are too many for buttons, and its
        // button.
        pickLabel: "Piles to take ",
        pickButton: "Take",
        // In a game one player plays alone, the button for the book's next move.
        nextMove: "The book's next move",
        // What the status says first, the reader in `seat` (0 is Alice).
        startText: (seat) => `You are ${PLAYER_NAMES[seat]}. `,
        // The book's move, and the reader's with its verdict, in words.
        bookText: (option, game) => `The book (${PLAYER_NAMES[game.mover]}) takes ${option.what}.`,
        readerText: (option, verdict, game) =>
            `You (${PLAYER_NAMES[game.mover]}) take ${option.what}: ${verdict}`,
        // The scores, in the status line ("" for none).
        scoreLine,
        // Each game: verdict(play, options, option, best), what the reader's move is worth;
        // bestText(play, options), the best move in words; ending(play), what the end of
        // the game says; drawBoard(play), the position.
        verdict: null,
        bestText: null,
        ending: null,
        drawBoard: null,
    };

    class Play {
        constructor(name, input, solved, output, id) {
            this.gameName = name;
            this.engine = GAMES[name].engine;
            this.view = GAMES[name].view;
            this.input = input;
            this.solved = solved;
            this.section = make("section", "sg-try-play");
            this.section.setAttribute("aria-labelledby", `${id}-play`);
            const heading = make("p", "sg-try-play-title", this.view.title);
            heading.id = `${id}-play`;
            this.section.appendChild(heading);
            this.body = make("div", "sg-try-play-body");
            this.section.appendChild(this.body);
            output.appendChild(this.section);
            this.choose();
        }

        close() {
            this.section.remove();
        }

        // Before a game: who moves first.
        choose(focus) {
            this.body.textContent = "";
            this.body.appendChild(make("p", "", this.view.intro));
            const group = make("div", "sg-try-buttons");
            const first = button("sg-try-first", this.view.first, () => this.start(0));
            const second = button("sg-try-second", this.view.second, () => this.start(1));
            group.appendChild(first);
            group.appendChild(second);
            this.body.appendChild(group);
            if (focus) {
                first.focus();
            }
        }

        // A new game, the reader in `seat`: 0 is Alice, who moves first, 1 is Bob.
        start(seat) {
            this.game = this.engine.game(this.input, this.solved);
            this.you = seat;
            this.cost = 0;
            // The reader's moves so far: an ending says nothing of mistakes before the first.
            this.made = 0;
            this.body.textContent = "";
            this.board = make("div", "sg-try-board");
            this.status = make("p", "sg-try-status");
            this.status.setAttribute("aria-live", "polite");
            this.moves = make("div", "sg-try-moves");
            this.moves.setAttribute("role", "group");
            this.moves.setAttribute("aria-label", "Your move");
            this.hint = make("p", "sg-try-hint");
            this.hint.setAttribute("aria-live", "polite");
            this.log = make("ol", "sg-try-log");
            this.log.setAttribute("aria-label", "The moves so far");
            this.body.appendChild(this.board);
            this.body.appendChild(this.status);
            this.body.appendChild(this.moves);
            this.body.appendChild(this.hint);
            this.body.appendChild(this.log);
            let said = this.view.startText(this.you);
            // (In a game one player plays alone, the book's moves come one at a time, when
            // the reader asks for the next: render's button.)
            if (!this.game.solo && !this.game.over() && this.game.mover !== this.you) {
                said += `${this.bookMoves()} `;
            }
            this.render(said, true);
        }

        // The book's move, as the crate plays it; returns what it did, in words.
        bookMoves() {
            const options = this.game.options();
            const option = options[this.game.best(options)];
            const text = this.view.bookText(option, this.game);
            this.game.play(option);
            this.addLog(text, "sg-try-book");
            return text;
        }

        addLog(text, className) {
            this.log.appendChild(make("li", className, text));
        }

        // The reader's move: its value, then the book's answer.
        readerMoves(options, k) {
            const option = options[k];
            const best = options[this.game.best(options)];
            const verdict = this.view.verdict(this, options, option, best);
            const text = this.view.readerText(option, verdict, this.game);
            this.made++;
            this.game.play(option);
            this.addLog(text, "sg-try-you");
            let said = text;
            if (!this.game.over() && !this.game.solo) {
                said += ` ${this.bookMoves()}`;
            }
            this.render(said, true);
        }

        // The board, the status, and the reader's moves.
        render(said, focusMoves) {
            const g = this.game;
            this.board.textContent = "";
            this.board.appendChild(this.view.drawBoard(this));
            this.hint.textContent = "";
            this.moves.textContent = "";
            let first;
            if (g.over()) {
                first = this.renderEnd(said);
            } else if (g.solo && this.you === 1) {
                first = this.renderBookAlone(said);
            } else {
                first = this.renderMoves(said);
            }
            if (focusMoves && first) {
                first.focus();
            }
        }

        // The end of the game, and its button to play again, which it returns.
        renderEnd(said) {
            this.status.textContent = oneSpace(`${said} ${this.view.ending(this)}`);
            const again = button("sg-try-again", "Play again", () => this.choose(true));
            this.moves.appendChild(again);
            return again;
        }

        // The book plays alone, one move each time the reader asks: the button that asks,
        // which it returns.
        renderBookAlone(said) {
            const line = this.view.scoreLine(this.game, this.you);
            this.status.textContent = oneSpace(`${said} ${line}`);
            const next = button("sg-try-next-move", this.view.nextMove, () =>
                this.render(this.bookMoves(), true),
            );
            this.moves.appendChild(next);
            return next;
        }

        // The reader's moves, and the button that shows the best one; returns the first
        // move's control (null for none).
        renderMoves(said) {
            const g = this.game;
            const view = this.view;
            const line = view.scoreLine(g, this.you);
            this.status.textContent = oneSpace(`${said} ${line} Your move.`);
            const options = g.options();
            const first =
                options.length <= 6 ? this.addMoveButtons(options) : this.addMoveList(options);
            this.moves.appendChild(
                button("sg-try-show-best", "Show the best move", () => {
                    this.hint.textContent = view.bestText(this, options);
                }),
            );
            return first;
        }

        // Up to six moves: a button each; returns the first (null for none).
        addMoveButtons(options) {
            let first = null;
            options.forEach((option, k) => {
                const b = button("sg-try-move", option.label, () => this.readerMoves(options, k));
                this.moves.appendChild(b);
                first = first || b;
            });
            return first;
        }

        // More moves: a list to pick one from, and a button that plays it; returns the list.
        addMoveList(options) {
            const view = this.view;
            const label = make("label", "sg-try-pick");
            label.appendChild(document.createTextNode(view.pickLabel));
            const select = make("select");
            options.forEach((option, k) => {
                const o = make("option", "", option.label.replace(/^(Take|Merge) /, ""));
                o.value = String(k);
                select.appendChild(o);
            });
            label.appendChild(select);
            this.moves.appendChild(label);
            this.moves.appendChild(
                button("sg-try-move", view.pickButton, () =>
                    this.readerMoves(options, Number(select.value)),
                ),
            );
            return select;
        }
    }

    function scoreLine(game, you) {
        return `You ${num(game.score[you])}, the book ${num(game.score[1 - you])}.`;
    }

    // A verdict shared by several games: the best move, or what this one costs, `lost`
    // units of `one` or `many`, against the best one, which the reader pays for.
    function bestMoveText(options, best) {
        const others = options.filter((o) => o.outcome === best.outcome).length - 1;
        if (others === 0) {
            return "the best move.";
        }
        if (others === 1) {
            return "a best move (one other is as good).";
        }
        return `a best move (${num(others)} others are as good).`;
    }

    // What an ending says of the reader's play: nothing to judge before their first move,
    // then `none` when they made no mistake, else `some`.
    function mistakesText(play, none, some) {
        if (play.made === 0) {
            return "The game ended before your first move.";
        }
        return play.cost === 0 ? none : some;
    }

    // `bestWhat`: the best move in words, when not its `what`.
    function costVerdict(play, options, best, lost, one, many, bestWhat = best.what) {
        if (lost === 0) {
            return bestMoveText(options, best);
        }
        play.cost += lost;
        return `this move costs you ${plural(lost, one, many)} (the best was ${bestWhat}).`;
    }

    // The end of a game of two scores: who won by how much, in `one` or `many` units, and
    // what the mistakes cost (`costText(mine, theirs)`, when there were any).
    function scoreEnding(play, one, many, costText) {
        const g = play.game;
        const mine = g.score[play.you];
        const theirs = g.score[1 - play.you];
        let outcome = "a tie";
        if (mine > theirs) {
            outcome = `you win by ${plural(mine - theirs, one, many)}`;
        } else if (mine < theirs) {
            outcome = `the book wins by ${plural(theirs - mine, one, many)}`;
        }
        const some = costText
            ? costText(mine, theirs)
            : `Your mistakes cost you ${plural(play.cost, one, many)}: ` +
              `without them you would have ended with ${num(mine + play.cost)}.`;
        const none = "You made no mistake: against the book, no play gets you more.";
        const cost = mistakesText(play, none, some);
        const scores = play.view.scoreLine(g, play.you).replace(/\.$/, "");
        return `Game over: ${scores}: ${outcome}. ${cost}`;
    }

    // The best move and both scores at the end, with the best play from both sides.
    function bestEnding(best, endMine, endTheirs) {
        return (
            `The best move: ${best.what}. With the best play from both sides you then end ` +
            `${num(endMine)} to ${num(endTheirs)}.`
        );
    }

    // costVerdict for a game whose mistakes cost score difference (Stone Games VI, VII and
    // VIII), the best move named as `bestWhat` says.
    function differenceVerdict(play, options, option, best, bestWhat = best.what) {
        const lost = best.outcome - option.outcome;
        const one = "point of score difference";
        const many = "points of score difference";
        return costVerdict(play, options, best, lost, one, many, bestWhat);
    }

    // scoreEnding for such a game: what the reader's mistakes cost, in score difference.
    function differenceEnding(play) {
        const cost = plural(play.cost, "point", "points");
        return scoreEnding(
            play,
            "point",
            "points",
            () => `Your mistakes cost you ${cost} of score difference.`,
        );
    }

    // bestEnding for a game whose outcome is the mover's lead over what is left (Stone Game,
    // Stone Game III): the best option's lead splits the rest, so each side ends with half
    // of the rest, plus or minus half the lead, added to what it has.
    function bestEndingByLead(play, options) {
        const g = play.game;
        const best = options[g.best(options)];
        return bestEnding(
            best,
            g.score[g.mover] + (g.left() + best.outcome) / 2,
            g.score[1 - g.mover] + (g.left() - best.outcome) / 2,
        );
    }

    // A line as the status shows it: one space between words, none at the ends.
    function oneSpace(text) {
        return text.replace(/\s+/g, " ").trim();
    }

    // "… k more …": the items a long row does not show.
    function more(count) {
        return make("span", "sg-try-more", `\u2026 ${num(count)} more \u2026`);
    }

    // A row with the items taken struck out (those outside lo..hi − 1), `things` naming
    // them; a long row shows only the items near the ends still in play.
    function drawRow(piles, lo, hi, things) {
        const n = piles.length;
        const box = make("div", "sg-try-row");
        box.setAttribute("aria-label", `The row: ${plural(hi - lo, things[0], things[1])} left`);
        const shown = (k) => n <= 40 || Math.abs(k - lo) < 8 || Math.abs(k - (hi - 1)) < 8;
        let skipped = 0;
        for (let k = 0; k < n; k++) {
            if (!shown(k)) {
                skipped++;
                continue;
            }
            if (skipped) {
                box.appendChild(more(skipped));
                skipped = 0;
            }
            const taken = k < lo || k >= hi;
            box.appendChild(make("span", `sg-pile${taken ? " sg-taken" : ""}`, num(piles[k])));
        }
        if (skipped) {
            box.appendChild(more(skipped));
        }
        const wrap = make("div");
        wrap.appendChild(box);
        return wrap;
    }

    // A row whose items may be taken anywhere (Stone Games VI and IX): `cell(k)` draws item
    // k. A row of up to 40 is drawn whole; a longer one shows its first 16 items and those
    // within 2 of each of `marks` (the items just taken, and those the next moves may
    // take), so that a stone taken is seen struck out, with "… k more …" between.
    function drawSpread(box, n, marks, cell) {
        const near = () =>
            marks.filter((m) => m >= 0).map((m) => [Math.max(0, m - 2), Math.min(n, m + 3)]);
        const ranges = n <= 40 ? [[0, n]] : [[0, 16]].concat(near());
        ranges.sort((a, b) => a[0] - b[0]);
        let at = 0;
        for (const [start, end] of ranges) {
            const from = Math.max(at, start);
            if (from > at) {
                box.appendChild(more(from - at));
            }
            for (let k = from; k < end; k++) {
                box.appendChild(cell(k));
            }
            at = Math.max(at, end);
        }
        if (at < n) {
            box.appendChild(more(n - at));
        }
        return box;
    }

    // ------------------------------------------------------------------ the registry

    let started = false;

    function register(name, game) {
        game.view = { ...DEFAULT_VIEW, ...game.view };
        GAMES[name] = game;
        LIMITS[name] = game.limits;
        ENGINES[name] = game.engine;
        // A game registered after the page was set up (a script loaded late) sets up its
        // own forms.
        if (started) {
            for (const form of document.querySelectorAll("form.sg-try")) {
                if (form.dataset.game === name) {
                    setUp(form);
                }
            }
        }
    }

    // For the game files, for the browser test, and for a reader curious enough to open
    // the console.
    window.sgTry = {
        limits: LIMITS,
        engines: ENGINES,
        register,
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
            scoreLine,
            bestMoveText,
            costVerdict,
            mistakesText,
            capital,
            scoreEnding,
            bestEnding,
            bestEndingByLead,
            differenceEnding,
            differenceVerdict,
            drawRow,
            drawSpread,
        },
    };

    // Every form, once every game file has registered: the game files come after this one
    // in book.toml's additional-js, and DOMContentLoaded fires after every script of the
    // page has run.
    function setUpAll() {
        started = true;
        document.querySelectorAll("form.sg-try").forEach(setUp);
    }

    if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", setUpAll);
    } else {
        setTimeout(setUpAll, 0);
    }
}
