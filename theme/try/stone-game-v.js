// The try-it widget of Stone Game V (Part V): its engine, its table's step-through, and
// the game in which the reader makes Alice's cuts (Bob has no choice). See
// theme/try/core.js for what a game registers.
(function () {
    "use strict";

    var T = (typeof window !== "undefined" ? window : globalThis).sgTry;
    var L = T.lib;
    var num = L.num, plural = L.plural, math = L.math, sum = L.sum;

    // 800 stones: the answer's work at 1,000 took 136 ms with the CPU slowed down
    // four times (figures/data/widget-work.json, recorded on an idle machine).
    var LIMITS = { size: 800, min: 0, max: L.U32_MAX, table: 8 };
    // The most stones a game against the book takes: a row of n stones has up to 2(n − 1)
    // cuts to list, and a list of 2,000 takes too long to draw on a phone (the browser
    // test times the start of a game at this size).
    var PLAY_UP_TO = 200;

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
        var small = n <= LIMITS.table;
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
        parse: function (text) { return L.parseRow(text, LIMITS, L.STONES); },
        solve: cutTable,
        answer: function (values) {
            return values.length < 2 ? 0 : cutTable(values).d[0][values.length - 1];
        },
        table: function (values) {
            return cutTable(values).d.map(function (row) { return Array.prototype.slice.call(row); });
        },
        game: function (values, t) { return new CutGame(values, t); },
        playUpTo: PLAY_UP_TO
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
        // A part of more than six stones is named by its ends and its length.
        var words = function (from, to) {
            return to - from < 6 ? self.piles.slice(from, to + 1).map(num).join(" ")
                : num(self.piles[from]) + " … " + num(self.piles[to]) + " (" + num(to - from + 1) + " stones)";
        };
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
    CutGame.prototype.best = L.firstBest;
    CutGame.prototype.play = function (option) {
        this.score[0] += option.scored;
        if (option.part === "left") {
            this.hi = option.cut + 1;
        } else {
            this.lo = option.cut + 1;
        }
    };

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
        return L.stepperFigure(html, steps, L.STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "1", meaning: "the answer, " + math(answer) }
        ]), "The table " + math("D(i, j)") + " for your row " + L.escapeHtml(L.rowLabel(values)) +
            ", filled as the moving balance point fills it: the left end from the right, the right end growing. " +
            "The answer is in the top-right cell: " + math(answer + " = " + num(t.d[0][n - 1])) + ".");
    }

    function answerText(values, t) {
        var total = sum(values, 0, values.length);
        var score = values.length < 2 ? 0 : t.d[0][values.length - 1];
        return "Alice scores " + num(score) + " (" + plural(values.length, "stone", "stones") + ", " +
            num(total) + " in all).";
    }

    T.register("stone-game-v", {
        limits: LIMITS,
        engine: stoneGameV,
        answerText: answerText,
        limitsText: function (l) {
            return "Up to " + L.grouped(l.size) + " stones of 0 to " + L.grouped(l.max) + ". " +
                "The table is drawn step by step for up to " + l.table + " stones; a game against " +
                "the book takes up to " + PLAY_UP_TO + ".";
        },
        figure: stoneGameVFigure,
        unit: "stones",
        // Alice alone cuts (the game is `solo`): the reader makes her cuts, or watches the
        // book make them.
        view: {
            title: "Cut the row yourself, or watch the book",
            intro: "Bob has no choice, so Alice plays alone. Make her cuts yourself, each shown with what " +
                "it costs her, or let the book make its best cuts, one by one.",
            first: "You cut",
            second: "The book cuts",
            pickLabel: "Your cut ",
            nextMove: "The book's next cut",
            startText: function (seat) { return seat === 0 ? "You cut for Alice. " : "The book cuts for Alice. "; },
            bookText: function (option) {
                return "The book cuts " + option.what + ": Alice scores " + num(option.scored) + ".";
            },
            readerText: function (option, verdict) { return "You cut " + option.what + ": " + verdict; },
            scoreLine: function (game) { return "Alice has " + plural(game.score[0], "point", "points") + "."; },
            verdict: function (play, options, option, best) {
                return L.costVerdict(play, options, best, best.outcome - option.outcome, "point", "points");
            },
            bestText: function (play, options) {
                var g = play.game, best = options[g.best(options)];
                return "The best move: " + best.what + ". With the best cuts from there Alice ends with " +
                    plural(g.score[0] + best.outcome, "point", "points") + ".";
            },
            ending: function (play) {
                var g = play.game;
                var most = g.piles.length < 2 ? 0 : g.t.d[0][g.piles.length - 1];
                if (g.piles.length === 1) {
                    return "Game over before the first cut: one stone cannot be cut, so Alice scores 0.";
                }
                var mistakes = play.you === 1 ? "" : play.cost === 0
                    ? " You made no mistake: no play scores more."
                    : " Your cuts cost Alice " + plural(play.cost, "point", "points") + ".";
                return "Game over: one stone is left, and Alice has " + plural(g.score[0], "point", "points") +
                    "; the most she can score is " + num(most) + "." + mistakes;
            },
            drawBoard: function (play) {
                return L.drawRow(play.game.piles, play.game.lo, play.game.hi, ["stone", "stones"]);
            }
        }
    });
})();
