// Try-it widgets: every game of the book, on the reader's own input, in the page.
//
// A chapter holds a form such as
//
//   <form class="sg-try" data-game="stone-game">
//   <label>Your row ... <input name="input" value="5 3 4 5"></label>
//   <button type="submit">Solve</button>
//   </form>
//
// with `data-game` one of stone-game, stone-game-ii, stone-game-iii, stone-game-iv,
// stone-game-v, stone-game-vi (whose form has a second input, `bob`, for Bob's values),
// stone-game-vii, stone-game-viii. This
// script adds to it: the limits, beside the input; a message for bad input (role="alert");
// the answer (an element with `data-sg-result`, a live region); for a small input, the
// table or the states filled step by step (the stepper of theme/figures.js); and a game
// against the book, in which each of the reader's moves is shown with its value.
//
// The crate cannot run in the page, so the answers come from small JavaScript engines,
// below, one per game. They are checked against the crate: `cargo run -p figures` writes
// figures/data/try-fixture.json (thousands of inputs up to the limits below, with the
// crate's answers, tables and optimal plays), figures/tests/try_fixture.rs fails when the
// crate's answers change, and tests/browser/widgets.mjs feeds every input of the fixture
// to these engines in Chromium, and fails on any disagreement.
(function () {
    "use strict";

    // The widgets take inputs up to these limits, which the fixture covers: every engine is
    // checked against the crate up to its limit. Each limit keeps the slowest answer well
    // within 100 ms on a phone (tests/browser/widgets.mjs measures it with the CPU slowed
    // down four times). `table` is the largest input whose table is drawn step by step.
    var U32_MAX = 4294967295;
    // (figures/src/fixtures.rs has the same limits, and the browser test compares them.)
    var LIMITS = {
        "stone-game": { size: 2000, min: 0, max: U32_MAX, table: 12 },
        "stone-game-ii": { size: 300, min: 0, max: U32_MAX, table: 12 },
        "stone-game-iii": { size: 2000, min: -2147483648, max: 2147483647, table: 16 },
        "stone-game-iv": { size: 100000, min: 0, max: 100000, table: 100 },
        "stone-game-v": { size: 1000, min: 0, max: U32_MAX, table: 8 },
        "stone-game-vii": { size: 2000, min: 0, max: U32_MAX, table: 12 },
        "stone-game-viii": { size: 2000, min: -2147483648, max: 2147483647, table: 12 },
        "stone-game-vi": { size: 2000, min: 0, max: U32_MAX, table: 0 }
    };

    // ------------------------------------------------------------------ numbers and text

    var MINUS = "\u2212";
    var PLAYER_NAMES = ["Alice", "Bob"];

    // A number as the answer prints it: plain digits, a true minus sign.
    function num(v) {
        return v < 0 ? MINUS + String(-v) : String(v);
    }

    // A number with its thousands separated, for prose: 2,000.
    function grouped(v) {
        var digits = String(Math.abs(v)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
        return (v < 0 ? MINUS : "") + digits;
    }

    // A number inside a formula: a negative one in parentheses, so that 5 − (−3) reads well.
    function signed(v) {
        return v < 0 ? "(" + num(v) + ")" : num(v);
    }

    function plural(count, one, many) {
        return grouped(count) + " " + (count === 1 ? one : many);
    }

    function ordinal(k) {
        var tens = k % 100;
        var last = k % 10;
        // 1st, 2nd, 3rd (the three suffixes, two letters each), but 11th to 13th.
        var suffix = last >= 1 && last <= 3 && !(tens >= 11 && tens <= 13)
            ? "stndrd".substr(2 * last - 2, 2) : "th";
        return grouped(k) + suffix;
    }

    function escapeHtml(text) {
        return String(text).replace(/[&<>"']/g, function (c) {
            return { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" }[c];
        });
    }

    // Math set as the figures set it (figures/src/html.rs): one-letter names in italics,
    // words upright, `-` as a minus sign, `<=` and `>=` as ≤ and ≥.
    function math(expression) {
        var out = expression.replace(/<=/g, "\u2264").replace(/>=/g, "\u2265");
        out = escapeHtml(out).replace(/-/g, MINUS);
        out = out.replace(/[A-Za-z]+/g, function (word) {
            return word.length === 1 ? "<i>" + word + "</i>" : word;
        });
        return "<span class=\"sg-math\">" + out + "</span>";
    }

    // ------------------------------------------------------------------ reading the input

    var PILES = { one: "pile", many: "piles", unit: "stones", example: "5 3 4 5" };
    var VALUES = { one: "value", many: "values", unit: "points", example: "1 2 3 -7" };
    var STONES = { one: "stone", many: "stones", unit: "points", example: "5 3 1 4 2" };

    // A row typed by the reader: numbers separated by spaces or commas, optionally inside
    // [ ], as a programmer copies it. Returns { ok: true, input } or { ok: false, message }.
    function parseRow(text, limits, noun) {
        var body = String(text).trim();
        if (body.charAt(0) === "[" && body.charAt(body.length - 1) === "]") {
            body = body.slice(1, -1).trim();
        }
        if (body === "") {
            return refuse("Type a row of " + noun.many + ", separated by spaces or commas, " +
                "for example " + noun.example.replace(/-/g, MINUS) + ".");
        }
        var tokens = body.split(/[\s,;]+/).filter(function (t) { return t !== ""; });
        if (tokens.length > limits.size) {
            return refuse("This widget takes at most " + plural(limits.size, noun.one, noun.many) +
                ", and your row has " + grouped(tokens.length) + ".");
        }
        var row = [];
        for (var k = 0; k < tokens.length; k++) {
            var token = tokens[k].replace(/^[\u2212\u2013]/, "-");
            var where = " (the " + ordinal(k + 1) + " " + noun.one + ")";
            if (!/^[+-]?\d+$/.test(token)) {
                return refuse("\u201c" + tokens[k] + "\u201d" + where + " is not a whole number.");
            }
            var v = Number(token) + 0; // + 0 turns −0 into 0
            // A number of more than 15 digits is not even exact in a double: say so in words.
            var shown = token.replace(/^[+-]?0*/, "").length > 15 ? (v < 0 ? "a huge negative number" : "a huge number")
                : grouped(v);
            var Shown = shown.charAt(0).toUpperCase() + shown.slice(1);
            if (v < limits.min) {
                return refuse(limits.min === 0 && noun === STONES
                    ? "A stone's value cannot be negative, and the " + ordinal(k + 1) + " stone is " + shown + "."
                    : limits.min === 0
                    ? "A pile cannot hold a negative number of stones, and the " + ordinal(k + 1) + " pile is " +
                        shown + "."
                    : Shown + where + " is below " + grouped(limits.min) +
                        ", the smallest value the crate takes (an i32).");
            }
            if (v > limits.max) {
                return refuse(Shown + where + " is more than " + grouped(limits.max) +
                    (noun === STONES ? ", the largest value a stone takes (a u32)."
                        : limits.min === 0 ? ", the most stones a pile holds (a u32)."
                        : ", the largest value the crate takes (an i32)."));
            }
            row.push(v);
        }
        return { ok: true, input: row };
    }

    // One pile of n stones, for Stone Game IV: digits, optionally grouped by three with
    // commas, spaces or underscores (1,000,000).
    function parsePile(text) {
        var body = String(text).trim();
        var limit = LIMITS["stone-game-iv"].size;
        if (body === "") {
            return refuse("Type the number of stones in the pile, for example 7.");
        }
        if (/^\d{1,3}([,_ ]\d{3})+$/.test(body)) {
            body = body.replace(/[,_ ]/g, "");
        }
        if (/^[\u2212\u2013-]\s*\d+$/.test(body)) {
            return refuse("A pile cannot hold a negative number of stones.");
        }
        if (/^\+?\d+$/.test(body)) {
            var n = Number(body);
            if (n > limit) {
                return refuse("This widget takes piles of up to " + grouped(limit) +
                    " stones, and yours has " + (n < 1e21 ? grouped(n) : "far more") + ".");
            }
            return { ok: true, input: n };
        }
        if (/^[+-]?\d+([\s,;]+[+-]?\d+)+$/.test(body)) {
            return refuse("One number only: Stone Game IV has a single pile.");
        }
        return refuse("\u201c" + String(text).trim() + "\u201d is not a whole number of stones.");
    }

    function refuse(message) {
        return { ok: false, message: message };
    }

    // ------------------------------------------------------------------ Stone Game

    // The score difference of piles[lo..hi) under optimal play, in O(n): the crate's
    // score_difference_linear (chapter "In linear time"). Read the row onto a stack,
    // collapsing every peak x <= y >= z into x − y + z; then the players take the larger
    // end in turn. Every value is a sum of piles with signs, so it stays below 2^53 and
    // exact in a double for any row this widget takes.
    function difference(piles, lo, hi) {
        if (hi <= lo) {
            return 0;
        }
        var stack = new Float64Array(hi - lo);
        var top = 0;
        for (var k = lo; k < hi; k++) {
            stack[top++] = piles[k];
            while (top >= 3) {
                var x = stack[top - 3], y = stack[top - 2], z = stack[top - 1];
                if (y < x || y < z) {
                    break;
                }
                top -= 2;
                stack[top - 1] = x - y + z;
            }
        }
        var a = 0, b = top, d = 0, sign = 1;
        while (a < b) {
            var taken = stack[a] >= stack[b - 1] ? stack[a++] : stack[--b];
            d += sign * taken;
            sign = -sign;
        }
        return d;
    }

    // The interval table of the chapter "The recurrence": t[i][j − i] = D(i, j), j >= i.
    function scoreTable(piles) {
        var n = piles.length;
        var t = [];
        for (var i = 0; i < n; i++) {
            t.push([piles[i]]);
        }
        for (var len = 2; len <= n; len++) {
            for (i = 0; i + len <= n; i++) {
                var j = i + len - 1;
                t[i][len - 1] = Math.max(piles[i] - t[i + 1][len - 2], piles[j] - t[i][len - 2]);
            }
        }
        return t;
    }

    function sum(row, from, to) {
        var s = 0;
        for (var k = from; k < to; k++) {
            s += row[k];
        }
        return s;
    }

    // Each engine: `parse` (the reader's text), `solve` (what the answer, the figure and
    // the game share), `answer` (as the crate's function to call returns it), `table` (as
    // the crate's table function returns it), `game` (a game from the start).
    var stoneGame = {
        parse: function (text) { return parseRow(text, LIMITS["stone-game"], PILES); },
        solve: function (piles) { return difference(piles, 0, piles.length); },
        answer: function (piles) { return difference(piles, 0, piles.length); },
        table: scoreTable,
        game: function (piles) { return new RowGame(piles); }
    };

    // A game of Stone Game: the piles lo..hi − 1 are left.
    function RowGame(piles) {
        this.piles = piles;
        this.lo = 0;
        this.hi = piles.length;
        this.mover = 0;
        this.score = [0, 0];
    }
    RowGame.prototype.over = function () { return this.lo >= this.hi; };
    // Each move with its outcome: the mover's stones minus the opponent's from here on,
    // with both at their best after it.
    RowGame.prototype.options = function () {
        var lo = this.lo, hi = this.hi, piles = this.piles;
        if (lo >= hi) {
            return [];
        }
        var left = { key: "L", index: lo, taken: piles[lo], outcome: piles[lo] - difference(piles, lo + 1, hi) };
        if (hi - lo === 1) {
            left.label = "Take the last pile (" + num(piles[lo]) + ")";
            left.what = "the last pile, " + num(piles[lo]);
            return [left];
        }
        var right = { key: "R", index: hi - 1, taken: piles[hi - 1], outcome: piles[hi - 1] - difference(piles, lo, hi - 1) };
        left.label = "Take the left pile (" + num(piles[lo]) + ")";
        left.what = "the left pile, " + num(piles[lo]);
        right.label = "Take the right pile (" + num(piles[hi - 1]) + ")";
        right.what = "the right pile, " + num(piles[hi - 1]);
        return [left, right];
    };
    // The crate's choice (optimal_end): the left end when both are as good.
    RowGame.prototype.best = function (options) {
        return options.length > 1 && options[1].outcome > options[0].outcome ? 1 : 0;
    };
    RowGame.prototype.play = function (option) {
        this.score[this.mover] += option.taken;
        if (option.key === "L") {
            this.lo++;
        } else {
            this.hi--;
        }
        this.mover = 1 - this.mover;
    };
    RowGame.prototype.left = function () { return sum(this.piles, this.lo, this.hi); };

    // ------------------------------------------------------------------ Stone Game VII

    // The score difference of Stone Game VII on stones[lo..hi) under optimal play, in
    // O(n): the crate's score_difference_linear (chapter "The same game as Part I"). Part
    // I's method on the negated values gives d = 2 (Bob's removals) − total, and the
    // answer is (total + d) / 2. `negated` holds the stones negated. Every number stays
    // below 2^53, exact in a double, for any row this widget takes.
    function removalDifference(stones, negated, lo, hi) {
        return (sum(stones, lo, hi) + difference(negated, lo, hi)) / 2;
    }

    function negate(stones) {
        return stones.map(function (v) { return v === 0 ? 0 : -v; });
    }

    // The interval table of the chapter "The recurrence": t[i][j − i] = D(i, j), j >= i.
    function removalTable(stones) {
        var n = stones.length;
        var prefix = [0];
        for (var k = 0; k < n; k++) {
            prefix.push(prefix[k] + stones[k]);
        }
        var t = [];
        for (var i = 0; i < n; i++) {
            t.push([0]);
        }
        for (var len = 2; len <= n; len++) {
            for (i = 0; i + len <= n; i++) {
                var j = i + len - 1;
                t[i][len - 1] = Math.max(prefix[j + 1] - prefix[i + 1] - t[i + 1][len - 2],
                    prefix[j] - prefix[i] - t[i][len - 2]);
            }
        }
        return t;
    }

    var stoneGameVII = {
        parse: function (text) { return parseRow(text, LIMITS["stone-game-vii"], STONES); },
        solve: function (stones) { return removalDifference(stones, negate(stones), 0, stones.length); },
        answer: function (stones) { return removalDifference(stones, negate(stones), 0, stones.length); },
        table: removalTable,
        game: function (stones) { return new RemoveGame(stones); }
    };

    // A game of Stone Game VII: the stones lo..hi − 1 are left; a move scores the stones
    // left after it.
    function RemoveGame(stones) {
        this.piles = stones;
        this.negated = negate(stones);
        this.lo = 0;
        this.hi = stones.length;
        this.mover = 0;
        this.score = [0, 0];
    }
    RemoveGame.prototype.over = function () { return this.lo >= this.hi; };
    RemoveGame.prototype.value = function (lo, hi) {
        return removalDifference(this.piles, this.negated, lo, hi);
    };
    // Each move with its outcome: the mover's score minus the opponent's from here on,
    // with both at their best after it.
    RemoveGame.prototype.options = function () {
        var lo = this.lo, hi = this.hi, stones = this.piles;
        if (lo >= hi) {
            return [];
        }
        var left = sum(stones, lo, hi);
        var points = left - stones[lo];
        var first = { key: "L", index: lo, points: points, outcome: points - this.value(lo + 1, hi) };
        if (hi - lo === 1) {
            first.label = "Remove the last stone (" + num(stones[lo]) + ")";
            first.what = "the last stone, " + num(stones[lo]) + " (scoring 0)";
            return [first];
        }
        points = left - stones[hi - 1];
        var second = { key: "R", index: hi - 1, points: points, outcome: points - this.value(lo, hi - 1) };
        first.label = "Remove the left stone (" + num(stones[lo]) + ")";
        first.what = "the left stone, " + num(stones[lo]) + " (scoring " + num(first.points) + ")";
        second.label = "Remove the right stone (" + num(stones[hi - 1]) + ")";
        second.what = "the right stone, " + num(stones[hi - 1]) + " (scoring " + num(second.points) + ")";
        return [first, second];
    };
    // The crate's choice (optimal_end): the left end when both are as good.
    RemoveGame.prototype.best = RowGame.prototype.best;
    RemoveGame.prototype.play = function (option) {
        this.score[this.mover] += option.points;
        if (option.key === "L") {
            this.lo++;
        } else {
            this.hi--;
        }
        this.mover = 1 - this.mover;
    };
    RemoveGame.prototype.left = function () { return sum(this.piles, this.lo, this.hi); };

    // ------------------------------------------------------------------ Stone Game II

    // row_width(n, i) of the crate: the states of row i that need a decision.
    function rowWidth(n, i) {
        return Math.max(0, Math.min(Math.max(1, i), Math.floor((n - i - 1) / 2)));
    }

    // The state table of the chapter "Bottom-up" (the crate's state_table_cubic), filled
    // from the last pile to the first: rows[i][M − 1] = f(i, M), leaves computed.
    function StateTable(piles) {
        var n = piles.length;
        var suffix = new Float64Array(n + 1);
        for (var i = n - 1; i >= 0; i--) {
            suffix[i] = suffix[i + 1] + piles[i];
        }
        var rows = new Array(n);
        for (i = n - 1; i >= 0; i--) {
            var w = rowWidth(n, i);
            var row = new Float64Array(w);
            for (var m = 1; m <= w; m++) {
                var least = Infinity;
                for (var x = 1; x <= 2 * m; x++) {
                    var j = i + x, mm = m > x ? m : x;
                    var v = j + 2 * mm >= n ? suffix[j] : rows[j][mm - 1];
                    if (v < least) {
                        least = v;
                    }
                }
                row[m - 1] = suffix[i] - least;
            }
            rows[i] = row;
        }
        this.n = n;
        this.suffix = suffix;
        this.rows = rows;
    }
    // f(i, M): a leaf (i + 2M >= n) takes all that is left; any other state is stored.
    StateTable.prototype.value = function (i, m) {
        return i + 2 * m >= this.n ? this.suffix[i] : this.rows[i][m - 1];
    };

    var stoneGameII = {
        parse: function (text) { return parseRow(text, LIMITS["stone-game-ii"], PILES); },
        solve: function (piles) { return new StateTable(piles); },
        answer: function (piles) { return new StateTable(piles).value(0, 1); },
        // f(i, M) for every i in 0..=n and M in 1..=max(1, i): the crate's value(i, M).
        table: function (piles) {
            var table = new StateTable(piles);
            var out = [];
            for (var i = 0; i <= piles.length; i++) {
                var row = [];
                for (var m = 1; m <= Math.max(1, i); m++) {
                    row.push(table.value(i, m));
                }
                out.push(row);
            }
            return out;
        },
        game: function (piles, table) { return new FrontGame(piles, table); }
    };

    // A game of Stone Game II: i piles gone, the current M.
    function FrontGame(piles, table) {
        this.piles = piles;
        this.table = table || new StateTable(piles);
        this.i = 0;
        this.m = 1;
        this.mover = 0;
        this.score = [0, 0];
    }
    FrontGame.prototype.over = function () { return this.i >= this.piles.length; };
    // Each move with its outcome: the stones the mover collects from here on.
    FrontGame.prototype.options = function () {
        var n = this.piles.length, out = [];
        var most = Math.min(2 * this.m, n - this.i);
        var taken = 0;
        for (var x = 1; x <= most; x++) {
            taken += this.piles[this.i + x - 1];
            var after = Math.max(this.m, x);
            out.push({
                key: x, count: x, taken: taken, m: after,
                outcome: this.table.suffix[this.i] - this.table.value(this.i + x, after),
                label: "Take " + plural(x, "pile", "piles") + " (" + num(taken) + ")",
                what: plural(x, "pile", "piles") + ", " + plural(taken, "stone", "stones") +
                    (after > this.m ? ", which makes M = " + after : "")
            });
        }
        return out;
    };
    // The crate's choice (optimal_play): leave the opponent the least; on a tie, fewer piles.
    FrontGame.prototype.best = firstBest;
    FrontGame.prototype.play = function (option) {
        this.score[this.mover] += option.taken;
        this.i += option.count;
        this.m = option.m;
        this.mover = 1 - this.mover;
    };
    FrontGame.prototype.left = function () { return this.table.suffix[this.i]; };

    // The first option with the largest outcome.
    function firstBest(options) {
        var best = 0;
        for (var k = 1; k < options.length; k++) {
            if (options[k].outcome > options[best].outcome) {
                best = k;
            }
        }
        return best;
    }

    // ------------------------------------------------------------------ Stone Game III

    // The table of the suffix recurrence (the crate's difference_table with k = 3):
    // d[n] = 0, d[i] = max over x of (v[i] + ... + v[i + x − 1]) − d[i + x]. Every value
    // is at most the sum of |v|, below 2^53 for any row this widget takes.
    function differenceTable(values) {
        var n = values.length;
        var d = new Float64Array(n + 1);
        for (var i = n - 1; i >= 0; i--) {
            var best = -Infinity, taken = 0;
            for (var x = 1; x <= 3 && i + x <= n; x++) {
                taken += values[i + x - 1];
                if (taken - d[i + x] > best) {
                    best = taken - d[i + x];
                }
            }
            d[i] = best;
        }
        return d;
    }

    var stoneGameIII = {
        parse: function (text) { return parseRow(text, LIMITS["stone-game-iii"], VALUES); },
        solve: differenceTable,
        answer: function (values) { return differenceTable(values)[0]; },
        winner: function (values) {
            var d = differenceTable(values)[0];
            return d > 0 ? "Alice" : d < 0 ? "Bob" : "Tie";
        },
        table: function (values) { return Array.prototype.slice.call(differenceTable(values)); },
        game: function (values, d) { return new ValueGame(values, d); }
    };

    // A game of Stone Game III: i values gone.
    function ValueGame(values, d) {
        this.piles = values;
        this.d = d || differenceTable(values);
        this.i = 0;
        this.mover = 0;
        this.score = [0, 0];
    }
    ValueGame.prototype.over = function () { return this.i >= this.piles.length; };
    // Each move with its outcome: the mover's points minus the opponent's from here on.
    ValueGame.prototype.options = function () {
        var n = this.piles.length, out = [], taken = 0;
        for (var x = 1; x <= 3 && this.i + x <= n; x++) {
            taken += this.piles[this.i + x - 1];
            out.push({
                key: x, count: x, taken: taken,
                outcome: taken - this.d[this.i + x],
                label: "Take " + plural(x, "value", "values") + " (" + num(taken) + ")",
                what: plural(x, "value", "values") + ", worth " + num(taken)
            });
        }
        return out;
    };
    // The crate's choice (optimal_play): the best outcome; on a tie, the fewest values.
    ValueGame.prototype.best = firstBest;
    ValueGame.prototype.play = function (option) {
        this.score[this.mover] += option.taken;
        this.i += option.count;
        this.mover = 1 - this.mover;
    };
    ValueGame.prototype.left = function () { return sum(this.piles, this.i, this.piles.length); };

    // ------------------------------------------------------------------ Stone Game VIII

    // The prefix sums P(j) and the value D(i) of every position (the crate's
    // position_values): D(n − 1) = 0 and D(i) = M(i + 1), where the running maximum is
    // M(n − 1) = P(n − 1) and M(j) = max(M(j + 1), P(j) − D(j)). `end[j]` is the smallest
    // k >= j whose move reaches M(j), the crate's choice on a tie. Every number is at most
    // n · 2^32 in size (the chapter "The suffix maximum"), below 2^53 for any row this
    // widget takes.
    function mergeValues(stones) {
        var n = stones.length;
        var p = new Float64Array(n), d = new Float64Array(n), end = new Int32Array(n);
        var total = 0;
        for (var j = 0; j < n; j++) {
            total += stones[j];
            p[j] = total;
        }
        var best = p[n - 1];
        end[n - 1] = n - 1;
        for (var i = n - 2; i >= 0; i--) {
            d[i] = best;
            if (i >= 1) {
                end[i] = p[i] - d[i] >= best ? i : end[i + 1];
            }
            best = Math.max(best, p[i] - d[i]);
        }
        return { prefix: p, d: d, end: end };
    }

    var stoneGameVIII = {
        parse: function (text) {
            var parsed = parseRow(text, LIMITS["stone-game-viii"], STONES);
            if (parsed.ok && parsed.input.length < 2) {
                return refuse("A move merges at least two stones, so the row needs two or more; yours has " +
                    plural(parsed.input.length, "stone", "stones") + ".");
            }
            return parsed;
        },
        solve: mergeValues,
        answer: function (stones) { return mergeValues(stones).d[0]; },
        table: function (stones) { return Array.prototype.slice.call(mergeValues(stones).d); },
        game: function (stones, solved) { return new MergeGame(stones, solved); }
    };

    // A game of Stone Game VIII: the leftmost stone holds the stones 0 to i.
    function MergeGame(stones, solved) {
        this.piles = stones;
        this.solved = solved || mergeValues(stones);
        this.i = 0;
        this.mover = 0;
        this.score = [0, 0];
    }
    MergeGame.prototype.over = function () { return this.i >= this.piles.length - 1; };
    // Each move, an end j > i, with its outcome: P(j) − D(j).
    MergeGame.prototype.options = function () {
        var n = this.piles.length, out = [], p = this.solved.prefix, d = this.solved.d;
        for (var j = this.i + 1; j < n; j++) {
            var x = j - this.i + 1;
            out.push({
                key: x, count: x, taken: p[j], last: j,
                outcome: p[j] - d[j],
                label: "Merge " + x + " (" + num(p[j]) + ")",
                what: plural(x, "stone", "stones") + ", scoring " + num(p[j])
            });
        }
        return out;
    };
    // The crate's choice (optimal_play): the best outcome; on a tie, the fewest stones.
    MergeGame.prototype.best = firstBest;
    MergeGame.prototype.play = function (option) {
        this.score[this.mover] += option.taken;
        this.i = option.last;
        this.mover = 1 - this.mover;
    };
    // Both scores at the end of the game from here, if both play as the crate does.
    MergeGame.prototype.finish = function () {
        var score = this.score.slice(), mover = this.mover, i = this.i, n = this.piles.length;
        while (i < n - 1) {
            var j = this.solved.end[i + 1];
            score[mover] += this.solved.prefix[j];
            i = j;
            mover = 1 - mover;
        }
        return score;
    };
    // The row as it stands: the merged stone, then the stones not merged yet.
    MergeGame.prototype.row = function () {
        return [this.i === 0 ? this.piles[0] : this.solved.prefix[this.i]].concat(this.piles.slice(this.i + 1));
    };

    // ------------------------------------------------------------------ Stone Game IV

    // The remoteness R(p) of every pile p <= n (the crate's remoteness, chapter "Playing it
    // out"): the moves a game lasts when the winner hurries and the loser holds out. A pile
    // is winning exactly when R is odd. Computed in the order of the sieve (chapter
    // "Turning it around"), so that the work is about |P(n)| √n instead of n √n: walk the
    // piles upwards; a pile no losing pile has reached is losing, and its R is 1 + the
    // largest R one move away; from each losing pile p, every p + k² is winning, with R at
    // most R(p) + 1, and its R is 1 + the smallest R of the losing piles it reaches.
    // R(p) stays below 256 up to the limit (the browser test checks it): one byte each.
    function remoteness(n) {
        var r = new Uint8Array(n + 1);
        for (var p = 0; p <= n; p++) {
            if (r[p] !== 0) {
                continue; // winning, and its R is final: every losing pile below it is done
            }
            var most = -1;
            for (var s = 1, gap = 3; s <= p; s += gap, gap += 2) {
                if (r[p - s] > most) {
                    most = r[p - s];
                }
            }
            r[p] = most + 1;
            var win = most + 2;
            if (win > 255) {
                throw new Error("remoteness above 255 at " + p);
            }
            for (var w = p + 1, step = 3; w <= n; w += step, step += 2) {
                if (r[w] === 0 || win < r[w]) {
                    r[w] = win;
                }
            }
        }
        return r;
    }

    var stoneGameIV = {
        parse: parsePile,
        solve: remoteness,
        answer: function (n) { return remoteness(n)[n] % 2 === 1; },
        remoteness: remoteness,
        // Whether each pile 0..=n is winning: the crate's win_table.
        table: function (n) {
            var r = remoteness(n), out = [];
            for (var p = 0; p <= n; p++) {
                out.push(r[p] % 2 === 1);
            }
            return out;
        },
        game: function (n, r) { return new PileGame(n, r); }
    };

    // A game of Stone Game IV: the stones left.
    function PileGame(n, r) {
        this.r = r || remoteness(n);
        this.pile = n;
        this.start = n;
        this.mover = 0;
    }
    PileGame.prototype.over = function () { return this.pile === 0; };
    PileGame.prototype.wins = function (p) { return this.r[p] % 2 === 1; };
    // Each square with its outcome: a move to a losing pile wins.
    PileGame.prototype.options = function () {
        var out = [];
        for (var k = 1; k * k <= this.pile; k++) {
            var after = this.pile - k * k;
            out.push({
                key: k * k, taken: k * k, after: after, wins: !this.wins(after),
                label: "Take " + num(k * k),
                what: num(k * k) + ", leaving " + num(after)
            });
        }
        return out;
    };
    // The crate's choice (optimal_play): the smallest square to a pile whose remoteness is
    // one less: the quickest win, or the longest loss.
    PileGame.prototype.best = function (options) {
        var target = this.r[this.pile] - 1;
        for (var k = 0; k < options.length; k++) {
            if (this.r[options[k].after] === target) {
                return k;
            }
        }
        return 0;
    };
    PileGame.prototype.play = function (option) {
        this.pile = option.after;
        this.mover = 1 - this.mover;
    };


    // ------------------------------------------------------------------ Stone Game V

    // Every score D(i, j) by the crate's O(n²) method (score_table_quadratic, chapter "A
    // moving balance point"): t.d[i][j − i] = D(i, j). For each left end i, from the right,
    // the pointers l and r only move right as j grows: the cuts i..l − 1 may keep the left
    // part, the cuts r..j − 1 the right part. `across` is the running maximum of
    // S(i, u) + D(i, u) along row i, `down` of S(u, j) + D(u, j) down column j. For a short
    // row the pointers are kept too, for the figure. Sums of up to 1,000 stones below 2^32
    // stay below 2^53: exact in a double.
    function cutTable(values) {
        var n = values.length, i, j;
        var prefix = new Float64Array(n + 1);
        for (var k = 0; k < n; k++) {
            prefix[k + 1] = prefix[k] + values[k];
        }
        var small = n <= LIMITS["stone-game-v"].table;
        var t = { prefix: prefix, d: [], pointers: small ? [] : null };
        var down = [];
        for (i = 0; i < n; i++) {
            t.d.push(new Float64Array(n - i));
            down.push(new Float64Array(n - i));
            if (small) {
                t.pointers.push([]);
            }
        }
        var across = new Float64Array(n);
        for (i = n - 1; i >= 0; i--) {
            across[i] = values[i];
            down[i][0] = values[i];
            var l = i, r = i;
            for (j = i + 1; j < n; j++) {
                var total = prefix[j + 1] - prefix[i];
                while (l < j && 2 * (prefix[l + 1] - prefix[i]) <= total) {
                    l++;
                }
                while (2 * (prefix[r + 1] - prefix[i]) < total) {
                    r++;
                }
                var best = 0;
                if (l > i) {
                    best = across[l - 1];
                }
                if (r < j) {
                    best = Math.max(best, down[r + 1][j - r - 1]);
                }
                t.d[i][j - i] = best;
                across[j] = Math.max(across[j - 1], total + best);
                down[i][j - i] = Math.max(down[i + 1][j - i - 1], total + best);
                if (small) {
                    t.pointers[i][j - i] = [l, r];
                }
            }
        }
        return t;
    }

    var stoneGameV = {
        parse: function (text) { return parseRow(text, LIMITS["stone-game-v"], STONES); },
        solve: cutTable,
        answer: function (values) {
            return values.length < 2 ? 0 : cutTable(values).d[0][values.length - 1];
        },
        table: function (values) {
            return cutTable(values).d.map(function (row) { return Array.prototype.slice.call(row); });
        },
        game: function (values, t) { return new CutGame(values, t); }
    };

    // A game of Stone Game V: the stones lo..hi − 1 are in play; Alice alone cuts.
    function CutGame(values, t) {
        this.piles = values;
        this.t = t || cutTable(values);
        this.lo = 0;
        this.hi = values.length;
        this.mover = 0;
        this.solo = true;
        this.score = [0, 0];
    }
    CutGame.prototype.over = function () { return this.hi - this.lo <= 1; };
    CutGame.prototype.sum = function (i, j) { return this.t.prefix[j + 1] - this.t.prefix[i]; };
    CutGame.prototype.left = function () { return this.sum(this.lo, this.hi - 1); };
    // Each cut and the part it keeps (both on a tie), in the crate's order: cuts from the
    // left, the left part first; `outcome` is what Alice scores from here on with it.
    CutGame.prototype.options = function () {
        var out = [], i = this.lo, j = this.hi - 1, self = this;
        var words = function (from, to) { return self.piles.slice(from, to + 1).map(num).join(" "); };
        for (var k = i; k < j; k++) {
            var left = this.sum(i, k), right = this.sum(k + 1, j);
            var cut = words(i, k) + " | " + words(k + 1, j);
            var tie = left === right ? ", a tie" : "";
            if (left <= right) {
                out.push({ key: k + ":L", cut: k, part: "left", scored: left,
                    outcome: left + this.t.d[i][k - i],
                    label: "Cut " + cut + ", keep the left" + (tie ? " (a tie)" : ""),
                    what: cut + " (" + num(left) + " against " + num(right) + tie + "), keeping the left part" });
            }
            if (left >= right) {
                out.push({ key: k + ":R", cut: k, part: "right", scored: right,
                    outcome: right + this.t.d[k + 1][j - k - 1],
                    label: "Cut " + cut + ", keep the right" + (tie ? " (a tie)" : ""),
                    what: cut + " (" + num(left) + " against " + num(right) + tie + "), keeping the right part" });
            }
        }
        return out;
    };
    CutGame.prototype.best = firstBest;
    CutGame.prototype.play = function (option) {
        this.score[0] += option.scored;
        if (option.part === "left") {
            this.hi = option.cut + 1;
        } else {
            this.lo = option.cut + 1;
        }
    };

    // ------------------------------------------------------------------ Stone Game VI

    var STONE_VALUES = { one: "value", many: "values", unit: "points", example: "2 4 3" };

    // Alice's row and Bob's, for Stone Game VI: two rows of u32 values of the same length.
    function parseTwoRows(aliceText, bobText) {
        var limits = LIMITS["stone-game-vi"];
        var rows = [];
        var texts = [aliceText, bobText];
        for (var r = 0; r < 2; r++) {
            var parsed = parseRow(texts[r], limits, STONE_VALUES);
            if (!parsed.ok) {
                return refuse(PLAYER_NAMES[r] + "'s values: " + parsed.message
                    .replace("A pile cannot hold a negative number of stones, and the", "A value cannot be negative, and the")
                    .replace(" pile is ", " value is ")
                    .replace(", the most stones a pile holds (a u32).", ", the largest value the crate takes (a u32)."));
            }
            rows.push(parsed.input);
        }
        if (rows[0].length !== rows[1].length) {
            return refuse("Alice's row has " + plural(rows[0].length, "value", "values") + " and Bob's has " +
                grouped(rows[1].length) + ": each stone needs a value for each player.");
        }
        return { ok: true, input: { alice: rows[0], bob: rows[1] } };
    }

    // The order of the picks under optimal play, as the crate's optimal_play has it: by
    // weight a + b, heaviest first, equal weights in the order of the rows (a stable sort).
    // Every weight is below 2^33 and every total below 2^53 for rows this widget takes, so
    // the doubles are exact.
    function pickOrder(alice, bob) {
        var order = [];
        for (var i = 0; i < alice.length; i++) {
            order.push(i);
        }
        order.sort(function (i, j) {
            return (alice[j] + bob[j]) - (alice[i] + bob[i]) || i - j;
        });
        return order;
    }

    // The picks, with both totals after each, and the score difference.
    function stoneGameVISolve(input) {
        var order = pickOrder(input.alice, input.bob);
        var totals = [0, 0], picks = [];
        for (var k = 0; k < order.length; k++) {
            var i = order[k], mover = k % 2;
            totals[mover] += mover === 0 ? input.alice[i] : input.bob[i];
            picks.push({ index: i, player: mover, alice: totals[0], bob: totals[1] });
        }
        return { picks: picks, difference: totals[0] - totals[1] };
    }

    var stoneGameVI = {
        parse: parseTwoRows,
        solve: stoneGameVISolve,
        answer: function (input) { return stoneGameVISolve(input).difference; },
        winner: function (input) {
            var d = stoneGameVISolve(input).difference;
            return d > 0 ? "Alice" : d < 0 ? "Bob" : "Tie";
        },
        play: function (input) {
            return stoneGameVISolve(input).picks.map(function (p) { return p.index; });
        }
    };

    var ENGINES = {
        "stone-game": stoneGame,
        "stone-game-ii": stoneGameII,
        "stone-game-iii": stoneGameIII,
        "stone-game-iv": stoneGameIV,
        "stone-game-v": stoneGameV,
        "stone-game-vii": stoneGameVII,
        "stone-game-viii": stoneGameVIII,
        "stone-game-vi": stoneGameVI
    };

    // For the browser test, and for a reader curious enough to open the console.
    (typeof window !== "undefined" ? window : globalThis).sgTry = { limits: LIMITS, engines: ENGINES };

    if (typeof document === "undefined") {
        return;
    }

    // ------------------------------------------------------------------ what each widget says

    var NAMES = ["Alice", "Bob"];

    // The text of the answer, for each game.
    function answerText(game, input, solved) {
        if (game === "stone-game-iv") {
            var r = solved;
            if (input === 0) {
                return "Bob wins: with 0 stones, Alice has no move.";
            }
            return (r[input] % 2 === 1
                ? "Alice wins: " + grouped(input) + " is a winning position. "
                : "Bob wins: " + grouped(input) + " is a losing position for the player to move. ") +
                "With the book's optimal play the game lasts " + plural(r[input], "move", "moves") + ".";
        }
        if (game === "stone-game-vii") {
            return solved === 0
                ? "A tie: both end with the same score. Score difference: 0."
                : "Alice ends ahead by " + plural(solved, "point", "points") +
                    ": the total of the stones Bob removes. Score difference: " + num(solved) + ".";
        }
        if (game === "stone-game-viii") {
            var dv = solved.d[0], end = new MergeGame(input, solved).finish();
            var lead = dv === 0 ? "A tie: both end with the same score"
                : (dv > 0 ? "Alice" : "Bob") + " wins, by " + plural(Math.abs(dv), "point", "points");
            return lead + ". Score difference: " + num(dv) + " (with the book's optimal play, Alice " + num(end[0]) +
                ", Bob " + num(end[1]) + ").";
        }
        var total = sum(input, 0, input.length);
        if (game === "stone-game-v") {
            var score = input.length < 2 ? 0 : solved.d[0][input.length - 1];
            return "Alice scores " + num(score) + " (" + plural(input.length, "stone", "stones") + ", " +
                num(total) + " in all).";
        }
        if (game === "stone-game-ii") {
            var alice = solved.value(0, 1);
            return "Alice collects " + num(alice) + " stones, and Bob " + num(total - alice) +
                " (" + plural(input.length, "pile", "piles") + ", " + num(total) + " stones in all).";
        }
        var d = game === "stone-game" ? solved : solved[0];
        var a = (total + d) / 2, b = (total - d) / 2;
        var unit = game === "stone-game" ? ["stone", "stones"] : ["point", "points"];
        var who = d > 0 ? "Alice" : "Bob";
        var verdict = d === 0
            ? (game === "stone-game" ? "A tie" : "Tie") + ": both end with the same score"
            : (game === "stone-game" ? who + " ends ahead by " : who + " wins, by ") +
                plural(Math.abs(d), unit[0], unit[1]);
        return verdict + ". Score difference: " + num(d) + " (Alice " + num(a) + ", Bob " + num(b) + ").";
    }

    // ------------------------------------------------------------------ the step-throughs

    // A figure for theme/figures.js's stepper: a table whose cells have `data-sg` keys, the
    // steps as JSON, a key, a caption.
    function stepperFigure(tableHtml, steps, keyEntries, caption) {
        var json = JSON.stringify(steps).replace(/<\//g, "<\\/");
        var key = keyEntries.map(function (e) {
            return "<li" + (e.stepping ? " class=\"sg-key-step\"" : "") + "><span class=\"sg-swatch " +
                e.sample + "\" aria-hidden=\"true\">" + e.text + "</span> <span>" + e.meaning + "</span></li>";
        }).join("");
        return "<figure class=\"sg-figure sg-stepper sg-try-figure\"><div class=\"sg-scroll\">" + tableHtml +
            "</div><script type=\"application/json\" class=\"sg-steps\">" + json + "</script>" +
            "<ul class=\"sg-key\">" + key + "</ul><figcaption>" + caption + "</figcaption></figure>";
    }

    var STEP_KEY = [
        { sample: "sg-swatch-current", text: "4", meaning: "the cell being filled", stepping: true },
        { sample: "sg-swatch-read", text: "1", meaning: "the cells it reads", stepping: true }
    ];

    function rowLabel(row) {
        return "[" + row.map(num).join(", ") + "]";
    }

    // Stone Game: the interval table D(i, j), filled by interval length (as the static
    // figure of the chapter "The recurrence").
    function stoneGameFigure(piles) {
        var n = piles.length, t = scoreTable(piles);
        var key = function (i, j) { return "d-" + i + "-" + j; };
        var d = function (i, j) { return t[i][j - i]; };
        var steps = [];
        for (var i = 0; i < n; i++) {
            steps.push({ target: key(i, i), reads: [], caption: math("D(" + i + ", " + i + ") = " + num(piles[i])) +
                ": one pile left, the player to move takes it" });
        }
        for (var len = 2; len <= n; len++) {
            for (i = 0; i + len <= n; i++) {
                var j = i + len - 1;
                steps.push({ target: key(i, j), reads: [key(i + 1, j), key(i, j - 1)], caption: math(
                    "D(" + i + ", " + j + ") = max(" + piles[i] + " - D(" + (i + 1) + ", " + j + "), " + piles[j] +
                    " - D(" + i + ", " + (j - 1) + ")) = max(" + piles[i] + " - " + signed(d(i + 1, j)) + ", " +
                    piles[j] + " - " + signed(d(i, j - 1)) + ") = " + num(d(i, j))) });
            }
        }
        var html = "<table class=\"sg-table\"><thead><tr><th scope=\"col\" class=\"sg-corner\">" +
            "<span class=\"sg-math\"><i>i</i> \\ <i>j</i></span></th>";
        for (j = 0; j < n; j++) {
            html += "<th scope=\"col\">" + j + "<span class=\"sg-pile-label\">" + num(piles[j]) + "</span></th>";
        }
        html += "</tr></thead><tbody>";
        for (i = 0; i < n; i++) {
            html += "<tr><th scope=\"row\">" + i + "<span class=\"sg-pile-label\">" + num(piles[i]) + "</span></th>";
            for (j = 0; j < n; j++) {
                if (j < i) {
                    html += "<td class=\"sg-blank\"></td>";
                } else {
                    html += "<td class=\"sg-cell" + (i === 0 && j === n - 1 ? " sg-answer" : "") +
                        "\" data-sg=\"" + key(i, j) + "\">" + num(d(i, j)) + "</td>";
                }
            }
            html += "</tr>";
        }
        html += "</tbody></table>";
        var answer = "D(0, " + (n - 1) + ")";
        return stepperFigure(html, steps, STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "1", meaning: "the answer, " + math(answer) }
        ]), "The table " + math("D(i, j)") + " for your row " + escapeHtml(rowLabel(piles)) +
            ", filled by interval length. The answer is in the top-right cell: " +
            math(answer + " = " + num(d(0, n - 1))) + ".");
    }

    // Stone Game II: the states (i, M), columns i and rows M, the stored ones filled from
    // the last pile to the first (as the chapter "Bottom-up"), the leaves shaded.
    function stoneGameIIFigure(piles, table) {
        var n = piles.length;
        var key = function (i, m) { return "f-" + i + "-" + m; };
        var steps = [], tallest = 1;
        for (var i = n - 1; i >= 0; i--) {
            for (var m = 1; m <= rowWidth(n, i); m++) {
                var reads = [], terms = [], values = [];
                for (var x = 1; x <= 2 * m; x++) {
                    var j = i + x, mm = Math.max(m, x);
                    if (j < n) {
                        reads.push(key(j, mm));
                        tallest = Math.max(tallest, mm);
                    }
                    terms.push("f(" + j + ", " + mm + ")");
                    values.push(num(table.value(j, mm)));
                }
                steps.push({ target: key(i, m), reads: reads, caption: math(
                    "f(" + i + ", " + m + ") = S(" + i + ") - min(" + terms.join(", ") + ") = " +
                    num(table.suffix[i]) + " - min(" + values.join(", ") + ") = " + num(table.value(i, m))) });
            }
        }
        var html = "<table class=\"sg-table sg-states\"><thead><tr><th scope=\"col\" class=\"sg-corner\">" +
            "<span class=\"sg-math\"><i>M</i> \\ <i>i</i></span></th>";
        for (i = 0; i < n; i++) {
            html += "<th scope=\"col\">" + i + "<span class=\"sg-pile-label\">" + num(piles[i]) + "</span></th>";
        }
        html += "</tr></thead><tbody>";
        for (m = 1; m <= tallest; m++) {
            html += "<tr><th scope=\"row\">" + m + "</th>";
            for (i = 0; i < n; i++) {
                if (m > Math.max(1, i)) {
                    html += "<td class=\"sg-blank\"></td>";
                } else if (i + 2 * m >= n) {
                    html += "<td class=\"sg-leaf\" data-sg=\"" + key(i, m) + "\">" + num(table.value(i, m)) + "</td>";
                } else {
                    html += "<td class=\"sg-cell" + (i === 0 && m === 1 ? " sg-answer" : "") + "\" data-sg=\"" +
                        key(i, m) + "\">" + num(table.value(i, m)) + "</td>";
                }
            }
            html += "</tr>";
        }
        html += "</tbody></table>";
        return stepperFigure(html, steps, STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "9", meaning: "the answer, " + math("f(0, 1) = " + num(table.value(0, 1))) },
            { sample: "sg-leaf", text: "9", meaning: "a leaf (" + math("i + 2M >= n") + "): all that is left, " + math("S(i)") },
            { sample: "sg-blank", text: "", meaning: math("M > max(1, i)") + ": never reached" }
        ]), "The states " + math("(i, M)") + " of your row " + escapeHtml(rowLabel(piles)) +
            ": column " + math("i") + " is the first pile left, row " + math("M") + " the current " + math("M") +
            ". " + math("S(i)") + " is the stones left. The rows are filled from the last pile to the first.");
    }

    // Stone Game III: the array D(0..n), filled from the end (as the chapter "The recurrence").
    function stoneGameIIIFigure(values, d) {
        var n = values.length;
        var key = function (i) { return "d-" + i; };
        var steps = [{ target: key(n), reads: [], caption: math("D(" + n + ") = 0") + ": nothing is left" }];
        for (var i = n - 1; i >= 0; i--) {
            var reads = [], terms = [], sums = [], taken = 0, parts = [];
            for (var x = 1; x <= 3 && i + x <= n; x++) {
                taken += values[i + x - 1];
                parts.push(signed(values[i + x - 1]));
                reads.push(key(i + x));
                terms.push(parts.join(" + ") + " - D(" + (i + x) + ")");
                sums.push(num(taken) + " - " + signed(d[i + x]));
            }
            steps.push({ target: key(i), reads: reads, caption: math("D(" + i + ") = max(" + terms.join(", ") +
                ") = max(" + sums.join(", ") + ") = " + num(d[i])) });
        }
        var html = "<table class=\"sg-table sg-suffix\"><thead><tr><th scope=\"row\"><span class=\"sg-math\"><i>i</i></span></th>";
        for (i = 0; i <= n; i++) {
            html += "<th scope=\"col\">" + i + "</th>";
        }
        html += "</tr></thead><tbody><tr><th scope=\"row\"><span class=\"sg-math\"><i>v</i><sub><i>i</i></sub></span></th>";
        for (i = 0; i < n; i++) {
            html += "<td>" + num(values[i]) + "</td>";
        }
        html += "<td class=\"sg-blank\"></td></tr><tr><th scope=\"row\"><span class=\"sg-math\"><i>D</i>(<i>i</i>)</span></th>";
        for (i = 0; i <= n; i++) {
            html += "<td class=\"sg-cell" + (i === 0 ? " sg-answer" : "") + "\" data-sg=\"" + key(i) + "\">" + num(d[i]) + "</td>";
        }
        html += "</tr></tbody></table>";
        return stepperFigure(html, steps, STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "1", meaning: "the answer, " + math("D(0) = " + num(d[0])) }
        ]), "The table " + math("D(i)") + " for your row " + escapeHtml(rowLabel(values)) +
            ", filled from the end. " + math("D(i)") + " is what the player to move ends ahead by, from position " +
            math("i") + " on.");
    }

    // Stone Game VIII: the values D(i), filled from the right by the running maximum (as
    // the chapter "The suffix maximum"): D(i) = M(i + 1) = max(D(i + 1), P(i + 1) − D(i + 1)).
    function stoneGameVIIIFigure(stones, solved) {
        var n = stones.length, p = solved.prefix, d = solved.d;
        var key = function (i) { return "d-" + i; };
        var pKey = function (i) { return "p-" + i; };
        var steps = [{ target: key(n - 1), reads: [], caption: math("D(" + (n - 1) + ") = 0") + ": one stone, no move" }];
        for (var i = n - 2; i >= 0; i--) {
            var j = i + 1;
            steps.push(j === n - 1
                ? { target: key(i), reads: [pKey(j)], caption: math("D(" + i + ") = M(" + j + ") = P(" + j + ") = " +
                    num(d[i])) + ": the one move merges everything" }
                : { target: key(i), reads: [pKey(j), key(j)], caption: math("D(" + i + ") = M(" + j + ") = max(D(" + j +
                    "), P(" + j + ") - D(" + j + ")) = max(" + num(d[j]) + ", " + num(p[j]) + " - " + signed(d[j]) +
                    ") = " + num(d[i])) });
        }
        var html = "<table class=\"sg-table sg-suffix\"><thead><tr><th scope=\"row\"><span class=\"sg-math\"><i>i</i></span></th>";
        for (i = 0; i < n; i++) {
            html += "<th scope=\"col\">" + i + "</th>";
        }
        html += "</tr></thead><tbody><tr><th scope=\"row\">stone</th>";
        for (i = 0; i < n; i++) {
            html += "<td>" + num(stones[i]) + "</td>";
        }
        html += "</tr><tr><th scope=\"row\"><span class=\"sg-math\"><i>P</i>(<i>i</i>)</span></th>";
        for (i = 0; i < n; i++) {
            html += "<td data-sg=\"" + pKey(i) + "\">" + num(p[i]) + "</td>";
        }
        html += "</tr><tr><th scope=\"row\"><span class=\"sg-math\"><i>D</i>(<i>i</i>)</span></th>";
        for (i = 0; i < n; i++) {
            html += "<td class=\"sg-cell" + (i === 0 ? " sg-answer" : "") + "\" data-sg=\"" + key(i) + "\">" + num(d[i]) + "</td>";
        }
        html += "</tr></tbody></table>";
        return stepperFigure(html, steps, STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "1", meaning: "the answer, " + math("D(0) = " + num(d[0])) }
        ]), "The values " + math("D(i)") + " for your row " + escapeHtml(rowLabel(stones)) +
            ", filled from the right by the running maximum. " + math("D(i)") +
            " is what the player to move ends ahead by once the leftmost stone holds the stones 0 to " + math("i") + ".");
    }

    // Stone Game IV: the piles 0..n, ten to a row, decided in increasing order (as the
    // chapter "The table": a pile is winning at the first square that leaves a losing one).
    function stoneGameIVFigure(n, r) {
        var wins = function (p) { return r[p] % 2 === 1; };
        var key = function (p) { return "p-" + p; };
        var steps = [{ target: key(0), reads: [], caption: "0: no move at all, so 0 is losing" }];
        for (var p = 1; p <= n; p++) {
            var reads = [], seen = [], found = 0;
            for (var k = 1; k * k <= p; k++) {
                var after = p - k * k;
                reads.push(key(after));
                seen.push(math(p + " - " + k * k + " = " + after) + (wins(after) ? " wins" : " loses"));
                if (!wins(after)) {
                    found = k * k;
                    break;
                }
            }
            steps.push({ target: key(p), reads: reads, caption: seen.join(", ") + (found
                ? ": taking " + found + " leaves a losing pile, so " + p + " is winning"
                : ": every move leaves a winning pile, so " + p + " is losing") });
        }
        var html = "<table class=\"sg-strip\"><tbody>";
        for (p = 0; p <= n; p++) {
            if (p % 10 === 0) {
                html += (p > 0 ? "</tr>" : "") + "<tr>";
            }
            html += "<td class=\"" + (wins(p) ? "sg-win" : "sg-lose") + "\" data-sg=\"" + key(p) + "\">" + p +
                "<span class=\"sg-pile-label\">" + (wins(p) ? "win" : "lose") + "</span></td>";
        }
        html += "</tr></tbody></table>";
        var losing = 0;
        for (p = 0; p <= n; p++) {
            losing += wins(p) ? 0 : 1;
        }
        return stepperFigure(html, steps, STEP_KEY.concat([
            { sample: "sg-lose", text: "7", meaning: "a losing pile, for the player to move" }
        ]), "The piles 0 to " + n + ", winning or losing for the player to move, decided in increasing order. " +
            "The " + losing + " losing piles are the cells in reverse colours. " + (wins(n)
                ? n + " is winning: Alice wins." : n + " is losing: Bob wins."));
    }

    // Stone Game VII: the interval table D(i, j), filled by interval length (as the static
    // figure of the chapter "The recurrence").
    function stoneGameVIIFigure(stones) {
        var n = stones.length, t = removalTable(stones);
        var key = function (i, j) { return "d-" + i + "-" + j; };
        var d = function (i, j) { return t[i][j - i]; };
        var steps = [];
        for (var i = 0; i < n; i++) {
            steps.push({ target: key(i, i), reads: [], caption: math("D(" + i + ", " + i + ") = 0") +
                ": one stone left; removing it scores 0" });
        }
        for (var len = 2; len <= n; len++) {
            for (i = 0; i + len <= n; i++) {
                var j = i + len - 1;
                var sl = sum(stones, i + 1, j + 1), sr = sum(stones, i, j);
                steps.push({ target: key(i, j), reads: [key(i + 1, j), key(i, j - 1)], caption: math(
                    "D(" + i + ", " + j + ") = max(" + sl + " - D(" + (i + 1) + ", " + j + "), " + sr +
                    " - D(" + i + ", " + (j - 1) + ")) = max(" + sl + " - " + num(d(i + 1, j)) + ", " +
                    sr + " - " + num(d(i, j - 1)) + ") = " + num(d(i, j))) });
            }
        }
        var html = "<table class=\"sg-table\"><thead><tr><th scope=\"col\" class=\"sg-corner\">" +
            "<span class=\"sg-math\"><i>i</i> \\ <i>j</i></span></th>";
        for (j = 0; j < n; j++) {
            html += "<th scope=\"col\">" + j + "<span class=\"sg-pile-label\">" + num(stones[j]) + "</span></th>";
        }
        html += "</tr></thead><tbody>";
        for (i = 0; i < n; i++) {
            html += "<tr><th scope=\"row\">" + i + "<span class=\"sg-pile-label\">" + num(stones[i]) + "</span></th>";
            for (j = 0; j < n; j++) {
                if (j < i) {
                    html += "<td class=\"sg-blank\"></td>";
                } else {
                    html += "<td class=\"sg-cell" + (i === 0 && j === n - 1 ? " sg-answer" : "") +
                        "\" data-sg=\"" + key(i, j) + "\">" + num(d(i, j)) + "</td>";
                }
            }
            html += "</tr>";
        }
        html += "</tbody></table>";
        var answer = "D(0, " + (n - 1) + ")";
        return stepperFigure(html, steps, STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "1", meaning: "the answer, " + math(answer) }
        ]), "The table " + math("D(i, j)") + " for your row " + escapeHtml(rowLabel(stones)) +
            ", filled by interval length; each move scores the stones left after it. The answer is in " +
            "the top-right cell: " + math(answer + " = " + num(d(0, n - 1))) + ".");
    }

    // Stone Game V: the triangle D(i, j), filled as the O(n²) method fills it: the left end
    // from the right, the right end growing. Each cell reads the cells its cuts may keep.
    function stoneGameVFigure(values, t) {
        var n = values.length, i, j;
        var key = function (a, b) { return "d-" + a + "-" + b; };
        var steps = [];
        for (i = n - 1; i >= 0; i--) {
            steps.push({ target: key(i, i), reads: [], caption: math("D(" + i + ", " + i + ") = 0") +
                ": one stone, no cut" });
            for (j = i + 1; j < n; j++) {
                var p = t.pointers[i][j - i], l = p[0], r = p[1], reads = [];
                for (var k = i; k < l; k++) {
                    reads.push(key(i, k));
                }
                for (k = r; k < j; k++) {
                    reads.push(key(k + 1, j));
                }
                // The cuts after stones a..b − 1, in words.
                var cuts = function (a, b) {
                    return b - a === 1 ? "the cut after stone " + a : "the cuts after stones " + a + " to " + (b - 1);
                };
                var parts = [];
                parts.push(l > i ? cuts(i, l) + " may keep the left part" : "no cut may keep the left part");
                parts.push(r < j ? cuts(r, j) + " may keep the right part" : "no cut may keep the right part");
                steps.push({ target: key(i, j), reads: reads, caption: math("D(" + i + ", " + j + ") = " +
                    num(t.d[i][j - i])) + ": " + parts.join("; ") + " (" + math("\u2113 = " + l + ", r = " + r) + ")" });
            }
        }
        var html = "<table class=\"sg-table\"><thead><tr><th scope=\"col\" class=\"sg-corner\">" +
            "<span class=\"sg-math\"><i>i</i> \\ <i>j</i></span></th>";
        for (j = 0; j < n; j++) {
            html += "<th scope=\"col\">" + j + "<span class=\"sg-pile-label\">" + num(values[j]) + "</span></th>";
        }
        html += "</tr></thead><tbody>";
        for (i = 0; i < n; i++) {
            html += "<tr><th scope=\"row\">" + i + "<span class=\"sg-pile-label\">" + num(values[i]) + "</span></th>";
            for (j = 0; j < n; j++) {
                if (j < i) {
                    html += "<td class=\"sg-blank\"></td>";
                } else {
                    html += "<td class=\"sg-cell" + (i === 0 && j === n - 1 ? " sg-answer" : "") +
                        "\" data-sg=\"" + key(i, j) + "\">" + num(t.d[i][j - i]) + "</td>";
                }
            }
            html += "</tr>";
        }
        html += "</tbody></table>";
        var answer = "D(0, " + (n - 1) + ")";
        return stepperFigure(html, steps, STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "1", meaning: "the answer, " + math(answer) }
        ]), "The table " + math("D(i, j)") + " for your row " + escapeHtml(rowLabel(values)) +
            ", filled as the moving balance point fills it: the left end from the right, the right end growing. " +
            "The answer is in the top-right cell: " + math(answer + " = " + num(t.d[0][n - 1])) + ".");
    }

    var FIGURES = {
        "stone-game": stoneGameFigure,
        "stone-game-ii": stoneGameIIFigure,
        "stone-game-iii": stoneGameIIIFigure,
        "stone-game-iv": stoneGameIVFigure,
        "stone-game-v": stoneGameVFigure,
        "stone-game-vii": stoneGameVIIFigure,
        "stone-game-viii": stoneGameVIIIFigure
    };

    function inputSize(game, input) {
        return game === "stone-game-iv" ? input : input.length;
    }

    // What the limits note says, beside the input.
    function limitsText(game) {
        var l = LIMITS[game];
        switch (game) {
            case "stone-game":
                return "Up to " + grouped(l.size) + " piles of 0 to " + grouped(l.max) + " stones. " +
                    "The table is drawn step by step for up to " + l.table + " piles.";
            case "stone-game-ii":
                return "Up to " + grouped(l.size) + " piles of 0 to " + grouped(l.max) + " stones. " +
                    "The states are drawn step by step for up to " + l.table + " piles.";
            case "stone-game-iii":
                return "Up to " + grouped(l.size) + " values from " + grouped(l.min) + " to " + grouped(l.max) +
                    " (any i32). The table is drawn step by step for up to " + l.table + " values.";
            case "stone-game-v":
                return "Up to " + grouped(l.size) + " stones of 0 to " + grouped(l.max) + ". " +
                    "The table is drawn step by step for up to " + l.table + " stones.";
            case "stone-game-vii":
                return "Up to " + grouped(l.size) + " stones of value 0 to " + grouped(l.max) + ". " +
                    "The table is drawn step by step for up to " + l.table + " stones.";
            case "stone-game-viii":
                return "2 to " + grouped(l.size) + " stones from " + grouped(l.min) + " to " + grouped(l.max) +
                    " (any i32). Up to " + l.table + " stones, the values are drawn step by step.";
            default:
                return "Up to " + grouped(l.size) + " stones. The piles are drawn step by step up to " + l.table + ".";
        }
    }

    // ------------------------------------------------------------------ the widget

    var counter = 0;

    function make(tag, className, text) {
        var e = document.createElement(tag);
        if (className) {
            e.className = className;
        }
        if (text !== undefined) {
            e.textContent = text;
        }
        return e;
    }

    function button(className, text, action) {
        var b = make("button", className, text);
        b.type = "button";
        b.addEventListener("click", action);
        return b;
    }

    // Stone Game VI's form: Alice's values in `input`, Bob's in `bob`; the answer names
    // the winner and the difference, and lists the picks of optimal play.
    function setUpTwoRows(form) {
        var game = form.dataset.game;
        var engine = ENGINES[game];
        var field = form.querySelector("input[name=input]");
        var bobField = form.querySelector("input[name=bob]");
        if (!engine || !field || !bobField || form.dataset.sgReady) {
            return;
        }
        form.dataset.sgReady = "true";
        var id = "sg-try-" + (++counter);
        [field, bobField].forEach(function (f) {
            f.setAttribute("autocomplete", "off");
            f.setAttribute("spellcheck", "false");
            f.setAttribute("autocapitalize", "off");
        });
        var l = LIMITS[game];
        var limits = make("p", "sg-try-limits", "Up to " + grouped(l.size) + " stones, each worth 0 to " +
            grouped(l.max) + " (a u32) to each player; the same number of values in both rows.");
        limits.id = id + "-limits";
        field.setAttribute("aria-describedby", limits.id);
        bobField.setAttribute("aria-describedby", limits.id);
        var submit = form.querySelector("button[type=submit], button:not([type])");
        var row = submit ? submit.closest(".sg-try-field") || submit : bobField;
        row.insertAdjacentElement("afterend", limits);

        var alert = make("p", "sg-try-error");
        alert.setAttribute("role", "alert");
        limits.insertAdjacentElement("afterend", alert);
        var result = make("p", "sg-try-result");
        result.setAttribute("data-sg-result", "");
        result.setAttribute("aria-live", "polite");
        alert.insertAdjacentElement("afterend", result);
        var output = make("div", "sg-try-output");
        output.hidden = true;
        result.insertAdjacentElement("afterend", output);
        form.appendChild(make("p", "sg-try-print-note",
            "In the online book, a form here lets you type your own input and see the book's play."));

        function clear() {
            output.textContent = "";
            output.hidden = true;
            result.textContent = "";
        }

        form.addEventListener("submit", function (event) {
            event.preventDefault();
            clear();
            var parsed = engine.parse(field.value, bobField.value);
            if (!parsed.ok) {
                alert.textContent = parsed.message;
                field.setAttribute("aria-invalid", "true");
                bobField.setAttribute("aria-invalid", "true");
                return;
            }
            alert.textContent = "";
            field.removeAttribute("aria-invalid");
            bobField.removeAttribute("aria-invalid");
            var input = parsed.input, solved = engine.solve(input), d = solved.difference;
            var n = input.alice.length;
            var last = solved.picks.length ? solved.picks[solved.picks.length - 1] : { alice: 0, bob: 0 };
            result.textContent = (d > 0 ? "Alice wins, by " + plural(d, "point", "points")
                : d < 0 ? "Bob wins, by " + plural(-d, "point", "points") : "Tie: both end with the same total") +
                ". Score difference: " + num(d) + " (Alice " + num(last.alice) + ", Bob " + num(last.bob) + ").";
            output.hidden = false;
            if (n === 0) {
                output.appendChild(make("p", "sg-try-note", "No stones: there is nothing to play."));
                return;
            }
            output.appendChild(make("p", "sg-try-note", "The picks of optimal play, heaviest a + b first" +
                (n > 40 ? " (the first 40 of " + grouped(n) + ")" : "") + ":"));
            var list = make("ol", "sg-try-log sg-try-picks");
            list.setAttribute("aria-label", "The picks of optimal play");
            solved.picks.slice(0, 40).forEach(function (p) {
                var a = input.alice[p.index], b = input.bob[p.index];
                var value = p.player === 0 ? a : b;
                list.appendChild(make("li", p.player === 0 ? "sg-try-you" : "sg-try-book",
                    PLAYER_NAMES[p.player] + " takes stone " + grouped(p.index + 1) + " (" + num(a) + " / " + num(b) +
                    ", weight " + grouped(a + b) + ") for " + plural(value, "point", "points") + ": " +
                    num(p.alice) + " to " + num(p.bob) + "."));
            });
            output.appendChild(list);
        });

        [field, bobField].forEach(function (f) {
            f.addEventListener("input", function () {
                if (!output.hidden) {
                    clear();
                }
                alert.textContent = "";
                field.removeAttribute("aria-invalid");
                bobField.removeAttribute("aria-invalid");
            });
        });
    }

    function setUp(form) {
        var game = form.dataset.game;
        if (game === "stone-game-vi") {
            setUpTwoRows(form);
            return;
        }
        var engine = ENGINES[game];
        var field = form.querySelector("input[name=input]");
        if (!engine || !field || form.dataset.sgReady) {
            return;
        }
        form.dataset.sgReady = "true";
        var id = "sg-try-" + (++counter);
        field.setAttribute("autocomplete", "off");
        field.setAttribute("spellcheck", "false");
        field.setAttribute("autocapitalize", "off");

        var limits = make("p", "sg-try-limits", limitsText(game));
        limits.id = id + "-limits";
        field.setAttribute("aria-describedby", limits.id);
        var submit = form.querySelector("button[type=submit], button:not([type])");
        var row = submit ? submit.closest(".sg-try-field") || submit : field;
        row.insertAdjacentElement("afterend", limits);

        var alert = make("p", "sg-try-error");
        alert.setAttribute("role", "alert");
        limits.insertAdjacentElement("afterend", alert);

        var result = make("p", "sg-try-result");
        result.setAttribute("data-sg-result", "");
        result.setAttribute("aria-live", "polite");
        alert.insertAdjacentElement("afterend", result);

        var output = make("div", "sg-try-output");
        output.hidden = true;
        result.insertAdjacentElement("afterend", output);

        var note = make("p", "sg-try-print-note",
            "In the online book, a form here lets you type your own input and play against the book.");
        form.appendChild(note);

        var stepper = null;
        var play = null;

        function clear() {
            if (stepper) {
                stepper.stop();
                stepper = null;
            }
            if (play) {
                play.close();
                play = null;
            }
            output.textContent = "";
            output.hidden = true;
            result.textContent = "";
        }

        form.addEventListener("submit", function (event) {
            event.preventDefault();
            clear();
            var parsed = engine.parse(field.value);
            if (!parsed.ok) {
                alert.textContent = parsed.message;
                field.setAttribute("aria-invalid", "true");
                return;
            }
            alert.textContent = "";
            field.removeAttribute("aria-invalid");
            var input = parsed.input;
            var solved = engine.solve(input);
            result.textContent = answerText(game, input, solved);
            output.hidden = false;

            var size = inputSize(game, input);
            if (size >= 1 && size <= LIMITS[game].table) {
                var holder = make("div");
                holder.innerHTML = FIGURES[game](input, solved);
                var figure = holder.firstChild;
                output.appendChild(figure);
                stepper = window.sgStepper ? window.sgStepper.setUp(figure) : null;
                followCurrentCell(figure);
            } else {
                var what = game === "stone-game-iv" || game === "stone-game-v" || game === "stone-game-vii" ||
                    game === "stone-game-viii" ? " stones"
                    : game === "stone-game-iii" ? " values" : " piles";
                output.appendChild(make("p", "sg-try-note", size === 0
                    ? "There is nothing to step through."
                    : "The table is drawn step by step for up to " + LIMITS[game].table + what + "; yours has " +
                        grouped(size) + "."));
            }
            play = new Play(game, input, solved, output, id);
        });

        // A reader who edits the input sees that the answer below is for the old one.
        field.addEventListener("input", function () {
            if (!output.hidden) {
                result.textContent = "";
                clear();
            }
            alert.textContent = "";
            field.removeAttribute("aria-invalid");
        });
    }

    // A table wider than the screen scrolls in its box: keep the cell being filled in view
    // as the reader steps through it (the stepper marks the step on the figure).
    function followCurrentCell(figure) {
        var box = figure.querySelector(".sg-scroll");
        if (!box || !window.MutationObserver) {
            return;
        }
        new MutationObserver(function () {
            var cell = figure.querySelector(".sg-current");
            if (!cell) {
                return;
            }
            var b = box.getBoundingClientRect(), c = cell.getBoundingClientRect();
            if (c.left < b.left) {
                box.scrollLeft -= b.left - c.left + 8;
            } else if (c.right > b.right) {
                box.scrollLeft += c.right - b.right + 8;
            }
        }).observe(figure, { attributes: true, attributeFilter: ["data-step"] });
    }

    // ------------------------------------------------------------------ playing the book

    function Play(game, input, solved, output, id) {
        this.gameName = game;
        this.input = input;
        this.solved = solved;
        this.section = make("section", "sg-try-play");
        this.section.setAttribute("aria-labelledby", id + "-play");
        var heading = make("p", "sg-try-play-title",
            game === "stone-game-v" ? "Cut the row yourself, or watch the book" : "Play against the book");
        heading.id = id + "-play";
        this.section.appendChild(heading);
        this.body = make("div", "sg-try-play-body");
        this.section.appendChild(this.body);
        output.appendChild(this.section);
        this.choose();
    }

    Play.prototype.close = function () {
        this.section.remove();
    };

    // Before a game: who moves first.
    Play.prototype.choose = function (focus) {
        var self = this;
        this.body.textContent = "";
        var solo = this.gameName === "stone-game-v";
        var intro = this.gameName === "stone-game-iv"
            ? "Take turns with the book, which plays perfectly; whoever takes the last stone wins."
            : solo ? "Bob has no choice, so Alice plays alone. Make her cuts yourself, each shown with what " +
                "it costs her, or let the book make its best cuts, one by one."
            : "Take turns with the book, which plays perfectly. Each of your moves is shown with what it costs you.";
        this.body.appendChild(make("p", "", intro));
        var group = make("div", "sg-try-buttons");
        var first = button("sg-try-first", solo ? "You cut" : "You move first", function () { self.start(0); });
        var second = button("sg-try-second", solo ? "The book cuts" : "The book moves first",
            function () { self.start(1); });
        group.appendChild(first);
        group.appendChild(second);
        this.body.appendChild(group);
        if (focus) {
            first.focus();
        }
    };

    // A new game, the reader in `seat`: 0 is Alice, who moves first, 1 is Bob.
    Play.prototype.start = function (seat) {
        this.game = ENGINES[this.gameName].game(this.input, this.solved);
        this.you = seat;
        this.cost = 0;
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
        var said = "You are " + NAMES[this.you] + ". ";
        if (this.game.solo) {
            said = this.you === 0 ? "You cut for Alice. " : "The book cuts for Alice. ";
            while (this.you === 1 && !this.game.over()) {
                this.bookMoves();
            }
        } else if (!this.game.over() && this.game.mover !== this.you) {
            said += this.bookMoves() + " ";
        }
        this.render(said, true);
    };

    // The book's move, as the crate plays it; returns what it did, in words.
    Play.prototype.bookMoves = function () {
        var options = this.game.options();
        var option = options[this.game.best(options)];
        var verb = this.gameName === "stone-game-viii" ? ") merges " : ") takes ";
        var text = this.game.solo
            ? "The book cuts " + option.what + ": Alice scores " + num(option.scored) + "."
            : "The book (" + NAMES[this.game.mover] + verb + option.what + ".";
        this.game.play(option);
        this.addLog(text, "sg-try-book");
        return text;
    };

    Play.prototype.addLog = function (text, className) {
        this.log.appendChild(make("li", className, text));
    };

    // The reader's move: its value, then the book's answer.
    Play.prototype.readerMoves = function (options, k) {
        var option = options[k];
        var best = options[this.game.best(options)];
        var verdict = this.verdict(options, option, best);
        var verb = this.gameName === "stone-game-viii" ? ") merge " : ") take ";
        var text = this.game.solo
            ? "You cut " + option.what + ": " + verdict
            : "You (" + NAMES[this.game.mover] + verb + option.what + ": " + verdict;
        this.game.play(option);
        this.addLog(text, "sg-try-you");
        var said = text;
        if (!this.game.over() && !this.game.solo) {
            said += " " + this.bookMoves();
        }
        this.render(said, true);
    };

    // What a move is worth, against the best one.
    Play.prototype.verdict = function (options, option, best) {
        if (this.gameName === "stone-game-iv") {
            var g = this.game;
            if (option.wins) {
                return "good, " + num(option.after) + " is a losing position for the book.";
            }
            if (best.wins) {
                return "this leaves a winning position (" + num(option.after) + ") to the book; taking " +
                    num(best.taken) + " would have left it a losing one.";
            }
            return "every move from " + num(g.pile) + " leaves the book a winning position; you can only hold out.";
        }
        var lost = best.outcome - option.outcome;
        if (this.gameName === "stone-game-viii") {
            // A merged stone is scored again by later moves: the loss is in the difference.
            if (lost === 0) {
                var equal = options.filter(function (o) { return o.outcome === best.outcome; }).length;
                return equal > 1 ? "a best move (another is as good)." : "the best move.";
            }
            this.cost += lost;
            return "this move costs you " + plural(lost, "point", "points") + " of score difference (the best was " +
                best.what + ").";
        }
        if (this.gameName === "stone-game-vii") {
            if (lost === 0) {
                var even = options.filter(function (o) { return o.outcome === best.outcome; }).length;
                return even > 1 ? "a best move (another is as good)." : "the best move.";
            }
            this.cost += lost;
            return "this move costs you " + plural(lost, "point", "points") + " of your lead (the best was " +
                best.what.replace(/ \(scoring .*\)$/, "") + ").";
        }
        if (this.gameName !== "stone-game-ii" && this.gameName !== "stone-game-v") {
            lost /= 2; // a difference of 2 is one stone (or point) that changes hands
        }
        var unit = this.gameName === "stone-game-iii" || this.gameName === "stone-game-v"
            ? ["point", "points"] : ["stone", "stones"];
        if (lost === 0) {
            var ties = options.filter(function (o) { return o.outcome === best.outcome; }).length;
            return ties > 1 ? "a best move (another is as good)." : "the best move.";
        }
        this.cost += lost;
        return "this move costs you " + plural(lost, unit[0], unit[1]) + " (the best was " + best.what + ").";
    };

    function scoreLine(game, you) {
        if (game.solo) {
            return "Alice has " + plural(game.score[0], "point", "points") + ".";
        }
        return "You " + num(game.score[you]) + ", the book " + num(game.score[1 - you]) + ".";
    }

    // The board, the status, and the reader's moves.
    Play.prototype.render = function (said, focusMoves) {
        var self = this, g = this.game, name = this.gameName;
        this.board.textContent = "";
        this.board.appendChild(this.drawBoard());
        this.hint.textContent = "";
        this.moves.textContent = "";
        if (g.over()) {
            this.status.textContent = said + " " + this.ending();
            var again = button("sg-try-again", "Play again", function () { self.choose(true); });
            this.moves.appendChild(again);
            if (focusMoves) {
                again.focus();
            }
            return;
        }
        var where = name === "stone-game-iv" ? "" : " " + scoreLine(g, this.you);
        this.status.textContent = said + where + " Your move.";
        var options = g.options();
        var first = null;
        if (options.length <= 6) {
            options.forEach(function (option, k) {
                var b = button("sg-try-move", option.label, function () { self.readerMoves(options, k); });
                self.moves.appendChild(b);
                first = first || b;
            });
        } else {
            var label = make("label", "sg-try-pick");
            label.appendChild(document.createTextNode(name === "stone-game-iv" ? "Stones to take "
                : name === "stone-game-v" ? "Your cut "
                : name === "stone-game-viii" ? "Stones to merge " : "Piles to take "));
            var select = make("select");
            options.forEach(function (option, k) {
                var o = make("option", "", option.label.replace(/^(Take|Cut) /, ""));
                o.value = String(k);
                o.textContent = option.label.replace(/^(Take|Merge) /, "");
                select.appendChild(o);
            });
            label.appendChild(select);
            this.moves.appendChild(label);
            this.moves.appendChild(button("sg-try-move", name === "stone-game-viii" ? "Merge" : "Take", function () {
                self.readerMoves(options, Number(select.value));
            }));
            first = select;
        }
        this.moves.appendChild(button("sg-try-show-best", "Show the best move", function () {
            self.hint.textContent = self.bestText(options);
        }));
        if (focusMoves && first) {
            first.focus();
        }
    };

    // The best move, in words, with what it leads to.
    Play.prototype.bestText = function (options) {
        var g = this.game, best = options[g.best(options)];
        if (this.gameName === "stone-game-iv") {
            return best.wins
                ? "The best move: take " + num(best.taken) + ", leaving " + num(best.after) +
                    ", a losing position for the book (the quickest win)."
                : "No move wins from " + num(g.pile) + ". Taking " + num(best.taken) +
                    " makes the game last longest.";
        }
        if (g.solo) {
            return "The best move: " + best.what + ". With the best cuts from there Alice ends with " +
                plural(g.score[0] + best.outcome, "point", "points") + ".";
        }
        var mine = g.score[g.mover], theirs = g.score[1 - g.mover];
        if (this.gameName === "stone-game-vii") {
            var lead = mine - theirs + best.outcome;
            return "The best move: " + best.what.replace(/ \(scoring .*\)$/, "") + ". With the best play from both " +
                "sides you then end " + (lead === 0 ? "level" : plural(Math.abs(lead), "point", "points") +
                (lead > 0 ? " ahead" : " behind")) + ".";
        }
        var endMine, endTheirs;
        if (this.gameName === "stone-game-viii") {
            var end = g.finish();
            endMine = end[g.mover];
            endTheirs = end[1 - g.mover];
        } else if (this.gameName === "stone-game-ii") {
            endMine = mine + best.outcome;
            endTheirs = theirs + g.left() - best.outcome;
        } else {
            endMine = mine + (g.left() + best.outcome) / 2;
            endTheirs = theirs + (g.left() - best.outcome) / 2;
        }
        return "The best move: " + best.what + ". With the best play from both sides you then end " +
            num(endMine) + " to " + num(endTheirs) + ".";
    };

    Play.prototype.ending = function () {
        var g = this.game;
        if (this.gameName === "stone-game-iv") {
            // The player to move has no stone to take: the other one has won.
            var won = 1 - g.mover === this.you;
            if (g.start === 0) {
                return "Alice has no move: " + (won ? "you win." : "the book wins.");
            }
            return won ? "You took the last stone: you win." : "The book took the last stone: the book wins.";
        }
        if (g.solo) {
            var most = g.piles.length < 2 ? 0 : g.t.d[0][g.piles.length - 1];
            var mistakes = this.you === 1 ? "" : this.cost === 0
                ? " You made no mistake: no play scores more."
                : " Your cuts cost Alice " + plural(this.cost, "point", "points") + ".";
            return "Game over: one stone is left, and Alice has " + plural(g.score[0], "point", "points") +
                "; the most she can score is " + num(most) + "." + mistakes;
        }
        var mine = g.score[this.you], theirs = g.score[1 - this.you];
        var unit = this.gameName === "stone-game-iii" || this.gameName === "stone-game-vii" ||
            this.gameName === "stone-game-viii"
            ? ["point", "points"] : ["stone", "stones"];
        var outcome = mine > theirs ? "you win by " + plural(mine - theirs, unit[0], unit[1])
            : mine < theirs ? "the book wins by " + plural(theirs - mine, unit[0], unit[1]) : "a tie";
        var cost = this.cost === 0
            ? "You made no mistake: against the book, no play gets you more."
            : this.gameName === "stone-game-vii"
            ? "Your mistakes cost you " + plural(this.cost, "point", "points") + " of your lead: without them " +
                "your score minus the book's would have been " + num(mine - theirs + this.cost) + "."
            : this.gameName === "stone-game-viii"
            ? "Your mistakes cost you " + plural(this.cost, "point", "points") + " of score difference."
            : "Your mistakes cost you " + plural(this.cost, unit[0], unit[1]) + ": without them you would have ended with " +
                num(mine + this.cost) + ".";
        return "Game over: " + scoreLine(g, this.you).replace(/\.$/, "") + ": " + outcome + ". " + cost;
    };

    // The position: the row with the piles taken struck out, or the pile.
    Play.prototype.drawBoard = function () {
        var g = this.game, name = this.gameName;
        var box = make("div", "sg-try-row");
        if (name === "stone-game-iv") {
            box.appendChild(make("span", "sg-try-pile-left", plural(g.pile, "stone", "stones") + " left, " +
                NAMES[g.mover] + " to move"));
            return box;
        }
        if (name === "stone-game-viii") {
            var row = g.row(), m = row.length;
            box.setAttribute("aria-label", "The row: " + plural(m, "stone", "stones") + " left");
            for (var r = 0; r < m; r++) {
                if (m > 40 && r === 8) {
                    box.appendChild(make("span", "sg-try-more", "\u2026 " + grouped(m - 16) + " more \u2026"));
                    r = m - 8;
                }
                box.appendChild(make("span", "sg-pile" + (r === 0 && g.i > 0 ? " sg-merged" : ""), num(row[r])));
            }
            var holder = make("div");
            holder.appendChild(box);
            holder.appendChild(make("p", "sg-try-m", g.i > 0
                ? "The first stone holds the first " + (g.i + 1) + " stones of the row. " + NAMES[g.mover] + " to move."
                : NAMES[g.mover] + " to move."));
            return holder;
        }
        var n = g.piles.length, lo, hi;
        if (name === "stone-game" || name === "stone-game-v" || name === "stone-game-vii") {
            lo = g.lo;
            hi = g.hi;
        } else {
            lo = g.i;
            hi = n;
        }
        var things = name === "stone-game-iii" ? ["value", "values"]
            : name === "stone-game-v" || name === "stone-game-vii" ? ["stone", "stones"] : ["pile", "piles"];
        box.setAttribute("aria-label", "The row: " + plural(hi - lo, things[0], things[1]) + " left");
        var shown = function (k) { return n <= 40 || Math.abs(k - lo) < 8 || Math.abs(k - (hi - 1)) < 8; };
        var skipped = 0;
        for (var k = 0; k < n; k++) {
            if (!shown(k)) {
                skipped++;
                continue;
            }
            if (skipped) {
                box.appendChild(make("span", "sg-try-more", "\u2026 " + grouped(skipped) + " more \u2026"));
                skipped = 0;
            }
            var taken = k < lo || k >= hi;
            box.appendChild(make("span", "sg-pile" + (taken ? " sg-taken" : ""), num(g.piles[k])));
        }
        if (skipped) {
            box.appendChild(make("span", "sg-try-more", "\u2026 " + grouped(skipped) + " more \u2026"));
        }
        var wrap = make("div");
        wrap.appendChild(box);
        if (name === "stone-game-ii") {
            wrap.appendChild(make("p", "sg-try-m", "M = " + g.m + ": the player to move may take 1 to " +
                Math.min(2 * g.m, n - g.i) + " piles."));
        }
        return wrap;
    };

    function setUpAll() {
        document.querySelectorAll("form.sg-try").forEach(setUp);
    }

    if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", setUpAll);
    } else {
        setUpAll();
    }
})();
