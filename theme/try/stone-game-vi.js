// The try-it widget of Stone Game VI (Part VI): its engine and its form, which takes two
// rows, Alice's values and Bob's. See theme/try/core.js for what a game registers.
(function () {
    "use strict";

    var T = (typeof window !== "undefined" ? window : globalThis).sgTry;
    var L = T.lib;
    var num = L.num, grouped = L.grouped, plural = L.plural, refuse = L.refuse;
    var make = L.make, PLAYER_NAMES = L.PLAYER_NAMES;

    // `size` is the number of stones, each with a value for each player; the widget draws
    // no table.
    var LIMITS = { size: 2000, min: 0, max: L.U32_MAX, table: 0 };

    // The most stones a game against the book takes: every stone left is a move, and a
    // list of more moves than this takes too long to draw on a phone (the browser test
    // times a move at this size).
    var PLAY_UP_TO = 200;

    var STONE_VALUES = { one: "value", many: "values", unit: "points", example: "2 4 3",
        range: "a value is", largest: "the largest value a stone has" };

    // Alice's row and Bob's, for Stone Game VI: two rows of u32 values of the same length.
    // A message for bad input says which rows are wrong: `rows`, [0] for Alice's, [1] for
    // Bob's, [0, 1] for both.
    function parseTwoRows(aliceText, bobText) {
        var limits = LIMITS;
        var rows = [];
        var texts = [aliceText, bobText];
        for (var r = 0; r < 2; r++) {
            var parsed = L.parseRow(texts[r], limits, STONE_VALUES);
            if (!parsed.ok) {
                var said = parsed.message.replace(/^[A-Z](?=[a-z ])/, function (c) { return c.toLowerCase(); });
                var bad = refuse(PLAYER_NAMES[r] + "'s values: " + said);
                bad.rows = [r];
                return bad;
            }
            rows.push(parsed.input);
        }
        if (rows[0].length !== rows[1].length) {
            var unequal = refuse("Alice's row has " + plural(rows[0].length, "value", "values") + " and Bob's has " +
                grouped(rows[1].length) + ": each stone needs a value for each player.");
            unequal.rows = [0, 1];
            return unequal;
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

    // A game of Stone Game VI: the stones taken, whose turn it is, both totals.
    function PickGame(input, solved) {
        this.alice = input.alice;
        this.bob = input.bob;
        this.order = solved.picks.map(function (p) { return p.index; });
        this.taken = new Uint8Array(input.alice.length);
        this.moved = 0;
        this.mover = 0;
        this.score = [0, 0];
        // The last two stones taken, for the board.
        this.last = [];
    }
    PickGame.prototype.over = function () { return this.moved === this.alice.length; };
    // What stone i is worth to player p.
    PickGame.prototype.worth = function (p, i) { return p === 0 ? this.alice[i] : this.bob[i]; };
    // The stones left, heaviest first: the order of optimal play.
    PickGame.prototype.rest = function () {
        var taken = this.taken;
        return this.order.filter(function (i) { return !taken[i]; });
    };
    // Each stone left, in the order of the row, with its outcome: the mover's points
    // minus the opponent's from here on, both taking the heaviest stone left after it.
    // Taking the stone of rank r in the order leaves the stones before it at their ranks
    // and moves those after it up one: with f(j) what the stone of rank j adds when the
    // opponent moves first on the rest (the mover's value at odd ranks, minus the
    // opponent's at even ones), the outcome is the stone's worth, plus f over the ranks
    // before r, plus f shifted by one over the ranks after it. O(n) for all of them.
    PickGame.prototype.options = function () {
        var rest = this.rest(), m = rest.length, me = this.mover, self = this;
        var mine = function (j) { return self.worth(me, rest[j]); };
        var theirs = function (j) { return -self.worth(1 - me, rest[j]); };
        var before = new Float64Array(m + 1), after = new Float64Array(m + 1);
        for (var j = 0; j < m; j++) {
            before[j + 1] = before[j] + (j % 2 === 1 ? mine(j) : theirs(j));
        }
        for (j = m - 1; j >= 0; j--) {
            after[j] = after[j + 1] + (j % 2 === 0 ? mine(j) : theirs(j));
        }
        var rank = {};
        rest.forEach(function (i, r) { rank[i] = r; });
        var out = [];
        for (var i = 0; i < this.alice.length; i++) {
            if (this.taken[i]) {
                continue;
            }
            var r = rank[i], a = this.alice[i], b = this.bob[i];
            out.push({
                key: i, index: i, taken: this.worth(me, i),
                outcome: this.worth(me, i) + before[r] + after[r + 1],
                label: "Take stone " + grouped(i) + " (" + num(a) + " / " + num(b) + ")",
                what: "stone " + grouped(i) + " (" + num(a) + " / " + num(b) + ", weight " + grouped(a + b) + ")"
            });
        }
        return out;
    };
    // The crate's choice (optimal_play): the heaviest stone left, the first on a tie.
    PickGame.prototype.best = function (options) {
        var first = this.rest()[0];
        for (var k = 0; k < options.length; k++) {
            if (options[k].index === first) {
                return k;
            }
        }
        return 0;
    };
    PickGame.prototype.play = function (option) {
        this.score[this.mover] += option.taken;
        this.taken[option.index] = 1;
        this.last = this.last.slice(-1).concat([option.index]);
        this.moved++;
        this.mover = 1 - this.mover;
    };
    // Both totals at the end if the mover takes `option` and both then play as the crate.
    PickGame.prototype.finish = function (option) {
        var score = this.score.slice(), mover = this.mover;
        score[mover] += option.taken;
        var rest = this.rest().filter(function (i) { return i !== option.index; });
        for (var k = 0; k < rest.length; k++) {
            mover = 1 - mover;
            score[mover] += this.worth(mover, rest[k]);
        }
        return score;
    };

    var stoneGameVI = {
        parse: parseTwoRows,
        solve: stoneGameVISolve,
        game: function (input, solved) { return new PickGame(input, solved || stoneGameVISolve(input)); },
        playUpTo: PLAY_UP_TO,
        answer: function (input) { return stoneGameVISolve(input).difference; },
        winner: function (input) {
            var d = stoneGameVISolve(input).difference;
            return d > 0 ? "Alice" : d < 0 ? "Bob" : "Tie";
        },
        play: function (input) {
            return stoneGameVISolve(input).picks.map(function (p) { return p.index; });
        }
    };

    // Stone Game VI's form: Alice's values in `input`, Bob's in `bob`; the answer names
    // the winner and the difference, and lists the picks of optimal play.
    function setUpTwoRows(form) {
        var engine = stoneGameVI;
        var field = form.querySelector("input[name=input]");
        var bobField = form.querySelector("input[name=bob]");
        if (!engine || !field || !bobField || form.dataset.sgReady) {
            return;
        }
        form.dataset.sgReady = "true";
        var id = L.nextId();
        [field, bobField].forEach(function (f) {
            f.setAttribute("autocomplete", "off");
            f.setAttribute("spellcheck", "false");
            f.setAttribute("autocapitalize", "off");
        });
        var l = LIMITS;
        var parts = L.addFeedback(form, id, "Up to " + grouped(l.size) + " stones, each worth 0 to " +
            grouped(l.max) + " (a u32) to each player; the same number of values in both rows. A game against " +
            "the book takes up to " + grouped(PLAY_UP_TO) + " stones.", [field, bobField]);
        var alert = parts.alert, result = parts.result, output = parts.output;

        var play = null;

        function clear() {
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
            var parsed = engine.parse(field.value, bobField.value);
            if (!parsed.ok) {
                alert.textContent = parsed.message;
                // Only the row that is wrong (both when their lengths differ).
                [field, bobField].forEach(function (f, r) {
                    if (parsed.rows.indexOf(r) >= 0) {
                        f.setAttribute("aria-invalid", "true");
                    } else {
                        f.removeAttribute("aria-invalid");
                    }
                });
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
            output.appendChild(make("p", "sg-try-note", "The picks of optimal play, heaviest a + b first, the stones numbered from 0" +
                (n > 40 ? " (the first 40 of " + grouped(n) + ")" : "") + ":"));
            var list = make("ol", "sg-try-log sg-try-picks");
            list.setAttribute("aria-label", "The picks of optimal play");
            solved.picks.slice(0, 40).forEach(function (p) {
                var a = input.alice[p.index], b = input.bob[p.index];
                var value = p.player === 0 ? a : b;
                // (Both players' picks in one style: each line names its player.)
                list.appendChild(make("li", "",
                    PLAYER_NAMES[p.player] + " takes stone " + grouped(p.index) + " (" + num(a) + " / " + num(b) +
                    ", weight " + grouped(a + b) + ") for " + plural(value, "point", "points") + ": " +
                    num(p.alice) + " to " + num(p.bob) + "."));
            });
            output.appendChild(list);
            if (n <= PLAY_UP_TO) {
                play = new L.Play("stone-game-vi", input, solved, output, id);
            } else {
                output.appendChild(L.playLimitNote(PLAY_UP_TO, n, "stones"));
            }
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

    // The stones, each with its two values, those taken struck out (of a long row, the
    // first, the last two taken and the heaviest left: core.js's drawSpread).
    function drawBoard(play) {
        var g = play.game, n = g.alice.length;
        var box = make("div", "sg-try-row");
        box.setAttribute("aria-label", "The stones: " + plural(n - g.moved, "stone", "stones") +
            " left, each with Alice's value / Bob's");
        var marks = g.last.concat(n > 40 && !g.over() ? [g.rest()[0]] : []);
        L.drawSpread(box, n, marks, function (i) {
            return make("span", "sg-pile" + (g.taken[i] ? " sg-taken" : ""), num(g.alice[i]) + " / " + num(g.bob[i]));
        });
        var holder = make("div");
        holder.appendChild(box);
        holder.appendChild(make("p", "sg-try-m", g.over() ? "Every stone is taken: the game is over."
            : "Each stone: Alice's value / Bob's. " + PLAYER_NAMES[g.mover] + " to move."));
        return holder;
    }

    T.register("stone-game-vi", {
        limits: LIMITS,
        engine: stoneGameVI,
        setUp: setUpTwoRows,
        // The game against the book: each player scores a stone by their own value.
        view: {
            pickLabel: "Stone to take ",
            verdict: function (play, options, option, best) {
                var lost = best.outcome - option.outcome;
                if (lost === 0) {
                    return L.bestMoveText(options, best);
                }
                play.cost += lost;
                return "this move costs you " + plural(lost, "point", "points") + " of score difference (the best was " +
                    best.what + ").";
            },
            bestText: function (play, options) {
                var g = play.game, best = options[g.best(options)], end = g.finish(best);
                return L.bestEnding(best, end[g.mover], end[1 - g.mover]);
            },
            ending: function (play) {
                return L.scoreEnding(play, "point", "points", function () {
                    return "Your mistakes cost you " + plural(play.cost, "point", "points") + " of score difference.";
                });
            },
            drawBoard: drawBoard
        }
    });
})();
