// The try-it widget of Stone Game II (Part II): its engine, its states' step-through, and
// what its game against the book says. See theme/try/core.js for what a game registers.
(function () {
    "use strict";

    var T = (typeof window !== "undefined" ? window : globalThis).sgTry;
    var L = T.lib;
    var num = L.num, plural = L.plural, math = L.math, sum = L.sum;

    var LIMITS = { size: 300, min: 0, max: L.U32_MAX, table: 12 };


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
        parse: function (text) { return L.parseRow(text, LIMITS, L.PILES); },
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
    FrontGame.prototype.best = L.firstBest;
    FrontGame.prototype.play = function (option) {
        this.score[this.mover] += option.taken;
        this.i += option.count;
        this.m = option.m;
        this.mover = 1 - this.mover;
    };
    FrontGame.prototype.left = function () { return this.table.suffix[this.i]; };

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
        return L.stepperFigure(html, steps, L.STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "9", meaning: "the answer, " + math("f(0, 1) = " + num(table.value(0, 1))) },
            { sample: "sg-leaf", text: "9", meaning: "a leaf (" + math("i + 2M >= n") + "): all that is left, " + math("S(i)") },
            { sample: "sg-blank", text: "", meaning: math("M > max(1, i)") + ": never reached" }
        ]), "The states " + math("(i, M)") + " of your row " + L.escapeHtml(L.rowLabel(piles)) +
            ": column " + math("i") + " is the first pile left, row " + math("M") + " the current " + math("M") +
            ". " + math("S(i)") + " is the stones left. The rows are filled from the last pile to the first.");
    }


    T.register("stone-game-ii", {
        limits: LIMITS,
        engine: stoneGameII,
        answerText: function (piles, table) {
            var total = sum(piles, 0, piles.length), alice = table.value(0, 1);
            return "Alice collects " + plural(alice, "stone", "stones") + ", and Bob " +
                plural(total - alice, "stone", "stones") + " (" + plural(piles.length, "pile", "piles") + ", " + num(total) + " stones in all).";
        },
        limitsText: function (l) {
            return "Up to " + L.grouped(l.size) + " piles of 0 to " + L.grouped(l.max) + " stones. " +
                "The states are drawn step by step for up to " + l.table + " piles.";
        },
        figure: stoneGameIIFigure,
        unit: "piles",
        view: {
            verdict: function (play, options, option, best) {
                return L.costVerdict(play, options, best, best.outcome - option.outcome, "stone", "stones");
            },
            bestText: function (play, options) {
                var g = play.game, best = options[g.best(options)];
                return L.bestEnding(best, g.score[g.mover] + best.outcome, g.score[1 - g.mover] + g.left() - best.outcome);
            },
            ending: function (play) { return L.scoreEnding(play, "stone", "stones"); },
            // The row from the first pile left, and what M allows.
            drawBoard: function (play) {
                var g = play.game, n = g.piles.length;
                var wrap = L.drawRow(g.piles, g.i, n, ["pile", "piles"]);
                wrap.appendChild(L.make("p", "sg-try-m", g.over() ? "No pile is left: the game is over."
                    : "M = " + num(g.m) + ": the player to move may take 1 to " + num(Math.min(2 * g.m, n - g.i)) +
                        " piles."));
                return wrap;
            }
        }
    });
})();
