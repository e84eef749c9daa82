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

    var STONE_VALUES = { one: "value", many: "values", unit: "points", example: "2 4 3" };

    // Alice's row and Bob's, for Stone Game VI: two rows of u32 values of the same length.
    function parseTwoRows(aliceText, bobText) {
        var limits = LIMITS;
        var rows = [];
        var texts = [aliceText, bobText];
        for (var r = 0; r < 2; r++) {
            var parsed = L.parseRow(texts[r], limits, STONE_VALUES);
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

    T.register("stone-game-vi", {
        limits: LIMITS,
        engine: stoneGameVI,
        setUp: setUpTwoRows
    });
})();
