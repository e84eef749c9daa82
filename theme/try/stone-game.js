// The try-it widget of Stone Game (Part I): its engine, its table's step-through, and
// what its game against the book says. See theme/try/core.js for what a game registers.
(function () {
    "use strict";

    var T = (typeof window !== "undefined" ? window : globalThis).sgTry;
    var L = T.lib;
    var num = L.num, signed = L.signed, math = L.math, sum = L.sum;

    var LIMITS = { size: 2000, min: 0, max: L.U32_MAX, table: 12 };

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

    // Each engine: `parse` (the reader's text), `solve` (what the answer, the figure and
    // the game share), `answer` (as the crate's function to call returns it), `table` (as
    // the crate's table function returns it), `game` (a game from the start).
    var stoneGame = {
        parse: function (text) { return L.parseRow(text, LIMITS, L.PILES); },
        solve: function (piles) { return difference(piles, 0, piles.length); },
        answer: function (piles) { return difference(piles, 0, piles.length); },
        table: scoreTable,
        game: function (piles) { return new RowGame(piles); },
        // For Stone Game VII, which is this game on the negated values.
        difference: difference
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
                    "D(" + i + ", " + j + ") = max(" + num(piles[i]) + " - D(" + (i + 1) + ", " + j + "), " +
                    num(piles[j]) + " - D(" + i + ", " + (j - 1) + ")) = max(" + num(piles[i]) + " - " +
                    signed(d(i + 1, j)) + ", " + num(piles[j]) + " - " + signed(d(i, j - 1)) + ") = " + num(d(i, j))) });
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
        return L.stepperFigure(html, steps, L.STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "1", meaning: "the answer, " + math(answer) }
        ]), "The table " + math("D(i, j)") + " for your row " + L.escapeHtml(L.rowLabel(piles)) +
            ", filled by interval length. The answer is in the top-right cell: " +
            math(answer + " = " + num(d(0, n - 1))) + ".");
    }

    function answerText(piles, d) {
        var total = sum(piles, 0, piles.length);
        var a = (total + d) / 2, b = (total - d) / 2;
        var verdict = d === 0 ? "A tie: both end with the same score"
            : (d > 0 ? "Alice" : "Bob") + " ends ahead by " + L.plural(Math.abs(d), "stone", "stones");
        return verdict + ". Score difference: " + num(d) + " (Alice " + num(a) + ", Bob " + num(b) + ").";
    }

    T.register("stone-game", {
        limits: LIMITS,
        engine: stoneGame,
        answerText: answerText,
        limitsText: function (l) {
            return "Up to " + L.grouped(l.size) + " piles of 0 to " + L.grouped(l.max) + " stones. " +
                "The table is drawn step by step for up to " + l.table + " piles.";
        },
        figure: stoneGameFigure,
        unit: "piles",
        view: {
            verdict: function (play, options, option, best) {
                // A difference of 2 is one stone that changes hands.
                return L.costVerdict(play, options, best, (best.outcome - option.outcome) / 2, "stone", "stones");
            },
            bestText: function (play, options) {
                var g = play.game, best = options[g.best(options)];
                return L.bestEnding(best, g.score[g.mover] + (g.left() + best.outcome) / 2,
                    g.score[1 - g.mover] + (g.left() - best.outcome) / 2);
            },
            ending: function (play) { return L.scoreEnding(play, "stone", "stones"); },
            drawBoard: function (play) { return L.drawRow(play.game.piles, play.game.lo, play.game.hi, ["pile", "piles"]); }
        }
    });
})();
