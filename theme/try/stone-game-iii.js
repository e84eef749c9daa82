// The try-it widget of Stone Game III (Part III): its engine, its table's step-through,
// and what its game against the book says. See theme/try/core.js for what a game
// registers.
(function () {
    "use strict";

    var T = (typeof window !== "undefined" ? window : globalThis).sgTry;
    var L = T.lib;
    var num = L.num, signed = L.signed, plural = L.plural, math = L.math, sum = L.sum;

    var LIMITS = { size: 2000, min: -2147483648, max: 2147483647, table: 16 };

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
        parse: function (text) { return L.parseRow(text, LIMITS, L.VALUES); },
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
    ValueGame.prototype.best = L.firstBest;
    ValueGame.prototype.play = function (option) {
        this.score[this.mover] += option.taken;
        this.i += option.count;
        this.mover = 1 - this.mover;
    };
    ValueGame.prototype.left = function () { return sum(this.piles, this.i, this.piles.length); };

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
        return L.stepperFigure(html, steps, L.STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "1", meaning: "the answer, " + math("D(0) = " + num(d[0])) }
        ]), "The table " + math("D(i)") + " for your row " + L.escapeHtml(L.rowLabel(values)) +
            ", filled from the end. " + math("D(i)") + " is what the player to move ends ahead by, from position " +
            math("i") + " on.");
    }

    function answerText(values, table) {
        var total = sum(values, 0, values.length), d = table[0];
        var a = (total + d) / 2, b = (total - d) / 2;
        var verdict = d === 0 ? "Tie: both end with the same score"
            : (d > 0 ? "Alice" : "Bob") + " wins, by " + plural(Math.abs(d), "point", "points");
        return verdict + ". Score difference: " + num(d) + " (Alice " + num(a) + ", Bob " + num(b) + ").";
    }

    T.register("stone-game-iii", {
        limits: LIMITS,
        engine: stoneGameIII,
        answerText: answerText,
        limitsText: function (l) {
            return "Up to " + L.grouped(l.size) + " values from " + L.grouped(l.min) + " to " + L.grouped(l.max) +
                " (any i32). The table is drawn step by step for up to " + l.table + " values.";
        },
        figure: stoneGameIIIFigure,
        unit: "values",
        view: {
            verdict: function (play, options, option, best) {
                // A difference of 2 is one point that changes hands.
                return L.costVerdict(play, options, best, (best.outcome - option.outcome) / 2, "point", "points");
            },
            bestText: function (play, options) {
                var g = play.game, best = options[g.best(options)];
                return L.bestEnding(best, g.score[g.mover] + (g.left() + best.outcome) / 2,
                    g.score[1 - g.mover] + (g.left() - best.outcome) / 2);
            },
            ending: function (play) { return L.scoreEnding(play, "point", "points"); },
            drawBoard: function (play) {
                return L.drawRow(play.game.piles, play.game.i, play.game.piles.length, ["value", "values"]);
            }
        }
    });
})();
