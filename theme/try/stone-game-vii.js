// The try-it widget of Stone Game VII (Part VII): its engine, its table's step-through,
// and what its game against the book says. See theme/try/core.js for what a game
// registers. As the crate's linear method does, the engine runs Part I's method
// (theme/try/stone-game.js) on the negated values.
(function () {
    "use strict";

    var T = (typeof window !== "undefined" ? window : globalThis).sgTry;
    var L = T.lib;
    var num = L.num, plural = L.plural, math = L.math, sum = L.sum;

    var LIMITS = { size: 2000, min: 0, max: L.U32_MAX, table: 12 };

    // Part I's score difference of piles[lo..hi), in O(n).
    function difference(piles, lo, hi) {
        return T.engines["stone-game"].difference(piles, lo, hi);
    }

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
        parse: function (text) { return L.parseRow(text, LIMITS, L.STONES); },
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
    RemoveGame.prototype.best = function (options) {
        return options.length > 1 && options[1].outcome > options[0].outcome ? 1 : 0;
    };
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
                    "D(" + i + ", " + j + ") = max(" + num(sl) + " - D(" + (i + 1) + ", " + j + "), " + num(sr) +
                    " - D(" + i + ", " + (j - 1) + ")) = max(" + num(sl) + " - " + num(d(i + 1, j)) + ", " +
                    num(sr) + " - " + num(d(i, j - 1)) + ") = " + num(d(i, j))) });
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
        return L.stepperFigure(html, steps, L.STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "1", meaning: "the answer, " + math(answer) }
        ]), "The table " + math("D(i, j)") + " for your row " + L.escapeHtml(L.rowLabel(stones)) +
            ", filled by interval length; each move scores the stones left after it. The answer is in " +
            "the top-right cell: " + math(answer + " = " + num(d(0, n - 1))) + ".");
    }

    T.register("stone-game-vii", {
        limits: LIMITS,
        engine: stoneGameVII,
        answerText: function (stones, d) {
            return d === 0
                ? "A tie: both end with the same score. Score difference: 0."
                : "Alice ends ahead by " + plural(d, "point", "points") +
                    ": the total of the stones Bob removes. Score difference: " + num(d) + ".";
        },
        limitsText: function (l) {
            return "Up to " + L.grouped(l.size) + " stones of value 0 to " + L.grouped(l.max) + ". " +
                "The table is drawn step by step for up to " + l.table + " stones.";
        },
        figure: stoneGameVIIFigure,
        unit: "stones",
        view: {
            // One verb, the rules': the buttons, the log and the hints all remove.
            pickButton: "Remove",
            bookText: function (option, game) {
                return "The book (" + L.NAMES[game.mover] + ") removes " + option.what + ".";
            },
            readerText: function (option, verdict, game) {
                return "You (" + L.NAMES[game.mover] + ") remove " + option.what + ": " + verdict;
            },
            // A move's cost is in the difference of the scores, which may be a deficit.
            verdict: function (play, options, option, best) {
                var lost = best.outcome - option.outcome;
                if (lost === 0) {
                    return L.bestMoveText(options, best);
                }
                play.cost += lost;
                return "this move costs you " + plural(lost, "point", "points") + " of score difference (the best " +
                    "was " + best.what.replace(/ \(scoring .*\)$/, "") + ").";
            },
            bestText: function (play, options) {
                var g = play.game, best = options[g.best(options)];
                var lead = g.score[g.mover] - g.score[1 - g.mover] + best.outcome;
                return "The best move: remove " + best.what.replace(/ \(scoring .*\)$/, "") + ". With the best play from both " +
                    "sides you then end " + (lead === 0 ? "level" : plural(Math.abs(lead), "point", "points") +
                    (lead > 0 ? " ahead" : " behind")) + ".";
            },
            ending: function (play) {
                return L.scoreEnding(play, "point", "points", function (mine, theirs) {
                    return "Your mistakes cost you " + plural(play.cost, "point", "points") + " of score difference: " +
                        "without them your score minus the book's would have been " + num(mine - theirs + play.cost) + ".";
                });
            },
            drawBoard: function (play) {
                return L.drawRow(play.game.piles, play.game.lo, play.game.hi, ["stone", "stones"]);
            }
        }
    });
})();
