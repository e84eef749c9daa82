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
// figures -- fixture` writes target/try-fixture.json (thousands of inputs up to each
// game's limits, with the crate's answers, tables and optimal plays), and
// tests/browser/engine-check.mjs feeds every input of the fixture to these engines, in
// Chromium and in Node, and fails on any disagreement.
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
//   crate's table function returns it), `game` (a game from the start; play.js says what
//   it has), and `playUpTo`, the largest input a game takes, when that is less than
//   `size` (a game lists every move, and too many take too long to draw on a phone: the
//   browser test holds the work of a game's start at this size to its recorded budget);
// - `answerText(input, solved)`, `limitsText(limits)`: what the widget says;
// - `figure(input, solved)`: the step-through's HTML (lib.js's stepperFigure), when `table`
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
// - `view`: what the game against the book says and draws (DEFAULT_VIEW in play.js lists it).
//
// `sgTry.lib` holds the helpers the game files use: lib.js sets it, and play.js, which
// holds the game against the book, adds the views' helpers to it.
"use strict";

// The block keeps this file's names its own: mdBook loads the book's scripts as classic
// scripts, which share one global scope. What the game files use is `window.sgTry`.
{
    const { make, num } = window.sgTry.lib;
    const { Play, DEFAULT_VIEW } = window.sgTry.play;

    // What the game files register: the limits, the engines and the views are also what
    // the browser test reads, as `sgTry.limits[name]`, `sgTry.engines[name]` and
    // `sgTry.views[name]`.
    const LIMITS = {};
    const ENGINES = {};
    const VIEWS = {};
    const GAMES = {};

    // ------------------------------------------------------------------ the widget

    let counter = 0;

    // A fresh id prefix for a widget's elements.
    function nextId() {
        counter++;
        return `sg-try-${counter}`;
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
            widget.play = new Play(widget.game, input, solved, output, widget.id);
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

    // ------------------------------------------------------------------ the registry

    let started = false;

    function register(name, game) {
        game.view = { ...DEFAULT_VIEW, ...game.view };
        GAMES[name] = game;
        LIMITS[name] = game.limits;
        ENGINES[name] = game.engine;
        VIEWS[name] = game.view;
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
    // the console (beside `lib`, which lib.js and play.js set).
    Object.assign(window.sgTry, { limits: LIMITS, engines: ENGINES, views: VIEWS, register });

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
