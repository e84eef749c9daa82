// The try-it widget of Stone Game IV (Part IV): its engine, its table's step-through, and
// what its game against the book says. See theme/try/core.js for what a game registers.
"use strict";

{
    const lib = window.sgTry.lib;
    const { num, plural, math, refuse, PLAYER_NAMES } = lib;

    const LIMITS = { size: 100000, min: 0, max: 100000, table: 100 };

    // One pile of n stones, for Stone Game IV: digits, optionally grouped by three with
    // commas, spaces or underscores (1,000,000). As in every widget (lib.js's parseRow),
    // −0 is 0.
    function parsePile(text) {
        const typed = String(text).trim();
        const quoted = `\u201c${typed}\u201d`;
        let body = typed;
        const limit = LIMITS.size;
        if (body === "") {
            return refuse("Type the number of stones in the pile, for example 7.");
        }
        if (/^\d{1,3}([,_ ]\d{3})+$/.test(body)) {
            body = body.replace(/[,_ ]/g, "");
        }
        const minus = /^[\u2212\u2013-]\s*(\d+)$/.exec(body);
        if (minus && Number(minus[1]) === 0) {
            body = minus[1];
        } else if (minus) {
            return refuse(
                `A pile holds 0 to ${num(limit)} stones in this widget, ` +
                    `and ${quoted} is negative.`,
            );
        }
        if (/^\+?\d+$/.test(body)) {
            const n = Number(body);
            if (n > limit) {
                return refuse(
                    `This widget takes piles of up to ${num(limit)} stones, ` +
                        `and yours has ${n < 1e21 ? num(n) : "far more"}.`,
                );
            }
            return { ok: true, input: n };
        }
        // Digits with commas or underscores between them, not by threes: a number grouped
        // wrongly, or a list.
        if (/^\d+([,_]\d+)+$/.test(body)) {
            return refuse(
                `${quoted} is not one number: commas and underscores may only group ` +
                    "digits by threes, as in 1,000, and Stone Game IV has a single pile.",
            );
        }
        const numbers = body.split(/[\s,;]+/);
        if (numbers.length > 1 && numbers.every((t) => /^[+\u2212\u2013-]?\d+$/.test(t))) {
            return refuse(
                `${quoted} is ${numbers.length} numbers, and Stone Game IV has a single ` +
                    "pile: type one number of stones.",
            );
        }
        return refuse(`${quoted} is not a whole number of stones.`);
    }

    // The remoteness R(p) of every pile p <= n (the crate's remoteness, chapter "Playing it
    // out"): the moves a game lasts when the winner hurries and the loser holds out. A pile
    // is winning exactly when R is odd. Computed in the order of the sieve (chapter
    // "Turning it around"), so that the work is about |P(n)| √n instead of n √n: walk the
    // piles upwards; a pile no losing pile has reached is losing, and its R is 1 + the
    // largest R one move away; from each losing pile p, every p + k² is winning, with R at
    // most R(p) + 1, and its R is 1 + the smallest R of the losing piles it reaches.
    // R(p) stays below 256 up to the limit (the browser test checks it): one byte each.
    function remoteness(n) {
        const r = new Uint8Array(n + 1);
        for (let p = 0; p <= n; p++) {
            if (r[p] !== 0) {
                continue; // winning, and its R is final: every losing pile below it is done
            }
            let most = -1;
            for (let s = 1, gap = 3; s <= p; s += gap, gap += 2) {
                if (r[p - s] > most) {
                    most = r[p - s];
                }
            }
            r[p] = most + 1;
            const win = most + 2;
            if (win > 255) {
                throw new Error(`remoteness above 255 at ${p}`);
            }
            // Every p + k²: w runs over them, each the last plus the next odd step. (A while
            // loop: written `for (let w = p + 1, step = 3; ...)`, V8 counts one more block
            // each time the loop starts, which the browser test's count of work would see.)
            let w = p + 1;
            let step = 3;
            while (w <= n) {
                if (r[w] === 0 || win < r[w]) {
                    r[w] = win;
                }
                w += step;
                step += 2;
            }
        }
        return r;
    }

    const stoneGameIV = {
        parse: parsePile,
        solve: remoteness,
        answer: (n) => remoteness(n)[n] % 2 === 1,
        remoteness,
        // Whether each pile 0..=n is winning: the crate's win_table.
        table(n) {
            const r = remoteness(n);
            const out = [];
            for (let p = 0; p <= n; p++) {
                out.push(r[p] % 2 === 1);
            }
            return out;
        },
        game: (n, r) => new PileGame(n, r),
    };

    // A game of Stone Game IV: the stones left.
    class PileGame {
        constructor(n, r) {
            this.r = r || remoteness(n);
            this.pile = n;
            this.start = n;
            this.mover = 0;
        }

        over() {
            return this.pile === 0;
        }

        wins(p) {
            return this.r[p] % 2 === 1;
        }

        // Each square with its outcome: a move to a losing pile wins.
        options() {
            const out = [];
            for (let k = 1; k * k <= this.pile; k++) {
                const after = this.pile - k * k;
                out.push({
                    key: k * k,
                    taken: k * k,
                    after,
                    wins: !this.wins(after),
                    label: `Take ${num(k * k)}`,
                    what: `${num(k * k)}, leaving ${num(after)}`,
                });
            }
            return out;
        }

        // The crate's choice (optimal_play): the smallest square to a pile whose remoteness
        // is one less: the quickest win, or the longest loss.
        best(options) {
            const target = this.r[this.pile] - 1;
            for (let k = 0; k < options.length; k++) {
                if (this.r[options[k].after] === target) {
                    return k;
                }
            }
            return 0;
        }

        play(option) {
            this.pile = option.after;
            this.mover = 1 - this.mover;
        }
    }

    // Stone Game IV: the piles 0..n, ten to a row, decided in increasing order (as the
    // chapter "The table": a pile is winning at the first square that leaves a losing one).
    function stoneGameIVFigure(n, r) {
        const wins = (p) => r[p] % 2 === 1;
        const key = (p) => `p-${p}`;
        const steps = [{ target: key(0), reads: [], caption: "0: no move at all, so 0 is losing" }];
        for (let p = 1; p <= n; p++) {
            const reads = [];
            const seen = [];
            let found = 0;
            for (let k = 1; k * k <= p; k++) {
                const after = p - k * k;
                reads.push(key(after));
                seen.push(math(`${p} - ${k * k} = ${after}`) + (wins(after) ? " wins" : " loses"));
                if (!wins(after)) {
                    found = k * k;
                    break;
                }
            }
            const verdict = found
                ? `: taking ${found} leaves a losing pile, so ${p} is winning`
                : `: every move leaves a winning pile, so ${p} is losing`;
            steps.push({ target: key(p), reads, caption: seen.join(", ") + verdict });
        }
        let html = '<table class="sg-strip"><tbody>';
        for (let p = 0; p <= n; p++) {
            if (p % 10 === 0) {
                html += `${p > 0 ? "</tr>" : ""}<tr>`;
            }
            html +=
                `<td class="${wins(p) ? "sg-win" : "sg-lose"}" data-sg="${key(p)}">${p}` +
                `<span class="sg-pile-label">${wins(p) ? "win" : "lose"}</span></td>`;
        }
        html += "</tr></tbody></table>";
        let losing = 0;
        for (let p = 0; p <= n; p++) {
            losing += wins(p) ? 0 : 1;
        }
        return lib.stepperFigure(
            html,
            steps,
            lib.STEP_KEY.concat([
                { sample: "sg-lose", text: "7", meaning: "a losing pile, for the player to move" },
            ]),
            `The piles 0 to ${n}, winning or losing for the player to move, decided in ` +
                `increasing order. The ${losing} losing piles are the cells in reverse colours. ` +
                (wins(n) ? `${n} is winning: Alice wins.` : `${n} is losing: Bob wins.`),
        );
    }

    function answerText(n, r) {
        if (n === 0) {
            return "Bob wins: with 0 stones, Alice has no move.";
        }
        const winner =
            r[n] % 2 === 1
                ? `Alice wins: ${num(n)} is a winning position. `
                : `Bob wins: ${num(n)} is a losing position for the player to move. `;
        const moves = plural(r[n], "move", "moves");
        return `${winner}With the book's optimal play the game lasts ${moves}.`;
    }

    window.sgTry.register("stone-game-iv", {
        limits: LIMITS,
        engine: stoneGameIV,
        answerText,
        limitsText: (l) =>
            `Up to ${num(l.size)} stones. The piles are drawn step by step up to ${l.table}.`,
        figure: stoneGameIVFigure,
        unit: "stones",
        size: (n) => n,
        view: {
            intro:
                "Take turns with the book, which plays perfectly; " +
                "whoever takes the last stone wins.",
            pickLabel: "Stones to take ",
            scoreLine: () => "",
            // A move is winning or losing: it leaves the book a losing or a winning pile.
            verdict(play, options, option, best) {
                if (option.wins) {
                    return `good, ${num(option.after)} is a losing position for the book.`;
                }
                if (best.wins) {
                    return (
                        `this leaves a winning position (${num(option.after)}) to the book; ` +
                        `taking ${num(best.taken)} would have left it a losing one.`
                    );
                }
                return (
                    `every move from ${num(play.game.pile)} leaves the book a winning position; ` +
                    "you can only hold out."
                );
            },
            bestText(play, options) {
                const g = play.game;
                const best = options[g.best(options)];
                return best.wins
                    ? `The best move: take ${num(best.taken)}, leaving ${num(best.after)}, ` +
                          "a losing position for the book (the quickest win)."
                    : `No move wins from ${num(g.pile)}. ` +
                          `Taking ${num(best.taken)} makes the game last longest.`;
            },
            ending(play) {
                // The player to move has no stone to take: the other one has won.
                const g = play.game;
                const won = 1 - g.mover === play.you;
                if (g.start === 0) {
                    return (
                        "Game over before the first move: with 0 stones, Alice has no move, so " +
                        (won ? "you win." : "the book wins.")
                    );
                }
                return won
                    ? "Game over: you took the last stone, so you win."
                    : "Game over: the book took the last stone, so the book wins.";
            },
            drawBoard(play) {
                const g = play.game;
                const box = lib.make("div", "sg-try-row");
                const left = g.over()
                    ? "No stone left: the game is over"
                    : `${plural(g.pile, "stone", "stones")} left, ${PLAYER_NAMES[g.mover]} to move`;
                box.appendChild(lib.make("span", "sg-try-pile-left", left));
                return box;
            },
        },
    });
}
