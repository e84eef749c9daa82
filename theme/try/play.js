// The game against the book, below a try-it widget's answer (theme/try/core.js says what a
// widget is): the class `Play`, which core.js starts; what a game says unless its `view`
// says otherwise (DEFAULT_VIEW); and the helpers the game files' views share, which this
// file adds to `window.sgTry.lib`. Loaded after lib.js and before core.js.
"use strict";

// A block of its own, as lib.js's.
{
    const { PLAYER_NAMES, button, make, num, plural } = window.sgTry.lib;

    // ------------------------------------------------------------------ playing the book

    // A game (what an engine's `game` returns) has `over()`; `options()`, the moves of the
    // player to move, each with a `label` (its button), `what` (the move in words) and what
    // the view needs to judge it (an `outcome`); `best(options)`, the index of the crate's
    // move; `play(option)`; `mover`, 0 for Alice and 1 for Bob; and, for a game one player
    // plays alone (Stone Game V's), `solo`.
    //
    // What the game against the book says, for every game that does not say otherwise (a
    // game's `view` replaces any of these; those marked "each game" have no default).
    const DEFAULT_VIEW = {
        // The heading, the words before a game, and the buttons that start one.
        title: "Play against the book",
        intro:
            "Take turns with the book, which plays perfectly. " +
            "Each of your moves is shown with what it costs you.",
        first: "You move first",
        second: "The book moves first",
        // The label of the list of moves, when there are too many for buttons, and its
        // button.
        pickLabel: "Piles to take ",
        pickButton: "Take",
        // In a game one player plays alone, the button for the book's next move.
        nextMove: "The book's next move",
        // What the status says first, the reader in `seat` (0 is Alice).
        startText: (seat) => `You are ${PLAYER_NAMES[seat]}. `,
        // The book's move, and the reader's with its verdict, in words.
        bookText: (option, game) => `The book (${PLAYER_NAMES[game.mover]}) takes ${option.what}.`,
        readerText: (option, verdict, game) =>
            `You (${PLAYER_NAMES[game.mover]}) take ${option.what}: ${verdict}`,
        // The scores, in the status line ("" for none).
        scoreLine,
        // Each game: verdict(play, options, option, best), what the reader's move is worth;
        // bestText(play, options), the best move in words; ending(play), what the end of
        // the game says; drawBoard(play), the position.
        verdict: null,
        bestText: null,
        ending: null,
        drawBoard: null,
    };

    class Play {
        constructor(game, input, solved, output, id) {
            this.engine = game.engine;
            this.view = game.view;
            this.input = input;
            this.solved = solved;
            this.section = make("section", "sg-try-play");
            this.section.setAttribute("aria-labelledby", `${id}-play`);
            const heading = make("p", "sg-try-play-title", this.view.title);
            heading.id = `${id}-play`;
            this.section.appendChild(heading);
            this.body = make("div", "sg-try-play-body");
            this.section.appendChild(this.body);
            output.appendChild(this.section);
            this.choose();
        }

        close() {
            this.section.remove();
        }

        // Before a game: who moves first.
        choose(focus) {
            this.body.textContent = "";
            this.body.appendChild(make("p", "", this.view.intro));
            const group = make("div", "sg-try-buttons");
            const first = button("sg-try-first", this.view.first, () => this.start(0));
            const second = button("sg-try-second", this.view.second, () => this.start(1));
            group.appendChild(first);
            group.appendChild(second);
            this.body.appendChild(group);
            if (focus) {
                first.focus();
            }
        }

        // A new game, the reader in `seat`: 0 is Alice, who moves first, 1 is Bob.
        start(seat) {
            this.game = this.engine.game(this.input, this.solved);
            this.you = seat;
            this.cost = 0;
            // The reader's moves so far: an ending says nothing of mistakes before the first.
            this.made = 0;
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
            let said = this.view.startText(this.you);
            // (In a game one player plays alone, the book's moves come one at a time, when
            // the reader asks for the next: render's button.)
            if (!this.game.solo && !this.game.over() && this.game.mover !== this.you) {
                said += `${this.bookMoves()} `;
            }
            this.render(said, true);
        }

        // The book's move, as the crate plays it; returns what it did, in words.
        bookMoves() {
            const options = this.game.options();
            const option = options[this.game.best(options)];
            const text = this.view.bookText(option, this.game);
            this.game.play(option);
            this.addLog(text, "sg-try-book");
            return text;
        }

        addLog(text, className) {
            this.log.appendChild(make("li", className, text));
        }

        // The reader's move: its value, then the book's answer.
        readerMoves(options, k) {
            const option = options[k];
            const best = options[this.game.best(options)];
            const verdict = this.view.verdict(this, options, option, best);
            const text = this.view.readerText(option, verdict, this.game);
            this.made++;
            this.game.play(option);
            this.addLog(text, "sg-try-you");
            let said = text;
            if (!this.game.over() && !this.game.solo) {
                said += ` ${this.bookMoves()}`;
            }
            this.render(said, true);
        }

        // The board, the status, and the reader's moves.
        render(said, focusMoves) {
            const g = this.game;
            this.board.textContent = "";
            this.board.appendChild(this.view.drawBoard(this));
            this.hint.textContent = "";
            this.moves.textContent = "";
            let first;
            if (g.over()) {
                first = this.renderEnd(said);
            } else if (g.solo && this.you === 1) {
                first = this.renderBookAlone(said);
            } else {
                first = this.renderMoves(said);
            }
            if (focusMoves && first) {
                first.focus();
            }
        }

        // The end of the game, and its button to play again, which it returns.
        renderEnd(said) {
            this.status.textContent = oneSpace(`${said} ${this.view.ending(this)}`);
            const again = button("sg-try-again", "Play again", () => this.choose(true));
            this.moves.appendChild(again);
            return again;
        }

        // The book plays alone, one move each time the reader asks: the button that asks,
        // which it returns.
        renderBookAlone(said) {
            const line = this.view.scoreLine(this.game, this.you);
            this.status.textContent = oneSpace(`${said} ${line}`);
            const next = button("sg-try-next-move", this.view.nextMove, () =>
                this.render(this.bookMoves(), true),
            );
            this.moves.appendChild(next);
            return next;
        }

        // The reader's moves, and the button that shows the best one; returns the first
        // move's control (null for none).
        renderMoves(said) {
            const g = this.game;
            const view = this.view;
            const line = view.scoreLine(g, this.you);
            this.status.textContent = oneSpace(`${said} ${line} Your move.`);
            const options = g.options();
            const first =
                options.length <= 6 ? this.addMoveButtons(options) : this.addMoveList(options);
            this.moves.appendChild(
                button("sg-try-show-best", "Show the best move", () => {
                    this.hint.textContent = view.bestText(this, options);
                }),
            );
            return first;
        }

        // Up to six moves: a button each; returns the first (null for none).
        addMoveButtons(options) {
            let first = null;
            options.forEach((option, k) => {
                const b = button("sg-try-move", option.label, () => this.readerMoves(options, k));
                this.moves.appendChild(b);
                first = first || b;
            });
            return first;
        }

        // More moves: a list to pick one from, and a button that plays it; returns the list.
        addMoveList(options) {
            const view = this.view;
            const label = make("label", "sg-try-pick");
            label.appendChild(document.createTextNode(view.pickLabel));
            const select = make("select");
            options.forEach((option, k) => {
                const o = make("option", "", option.label.replace(/^(Take|Merge) /, ""));
                o.value = String(k);
                select.appendChild(o);
            });
            label.appendChild(select);
            this.moves.appendChild(label);
            this.moves.appendChild(
                button("sg-try-move", view.pickButton, () =>
                    this.readerMoves(options, Number(select.value)),
                ),
            );
            return select;
        }
    }

    function scoreLine(game, you) {
        return `You ${num(game.score[you])}, the book ${num(game.score[1 - you])}.`;
    }

    // A verdict shared by several games: the best move, or what this one costs, `lost`
    // units of `one` or `many`, against the best one, which the reader pays for.
    function bestMoveText(options, best) {
        const others = options.filter((o) => o.outcome === best.outcome).length - 1;
        if (others === 0) {
            return "the best move.";
        }
        if (others === 1) {
            return "a best move (one other is as good).";
        }
        return `a best move (${num(others)} others are as good).`;
    }

    // What an ending says of the reader's play: nothing to judge before their first move,
    // then `none` when they made no mistake, else `some`.
    function mistakesText(play, none, some) {
        if (play.made === 0) {
            return "The game ended before your first move.";
        }
        return play.cost === 0 ? none : some;
    }

    // `bestWhat`: the best move in words, when not its `what`.
    function costVerdict(play, options, best, lost, one, many, bestWhat = best.what) {
        if (lost === 0) {
            return bestMoveText(options, best);
        }
        play.cost += lost;
        return `this move costs you ${plural(lost, one, many)} (the best was ${bestWhat}).`;
    }

    // The end of a game of two scores: who won by how much, in `one` or `many` units, and
    // what the mistakes cost (`costText(mine, theirs)`, when there were any).
    function scoreEnding(play, one, many, costText) {
        const g = play.game;
        const mine = g.score[play.you];
        const theirs = g.score[1 - play.you];
        let outcome = "a tie";
        if (mine > theirs) {
            outcome = `you win by ${plural(mine - theirs, one, many)}`;
        } else if (mine < theirs) {
            outcome = `the book wins by ${plural(theirs - mine, one, many)}`;
        }
        const some = costText
            ? costText(mine, theirs)
            : `Your mistakes cost you ${plural(play.cost, one, many)}: ` +
              `without them you would have ended with ${num(mine + play.cost)}.`;
        const none = "You made no mistake: against the book, no play gets you more.";
        const cost = mistakesText(play, none, some);
        const scores = play.view.scoreLine(g, play.you).replace(/\.$/, "");
        return `Game over: ${scores}: ${outcome}. ${cost}`;
    }

    // The best move and both scores at the end, with the best play from both sides.
    function bestEnding(best, endMine, endTheirs) {
        return (
            `The best move: ${best.what}. With the best play from both sides you then end ` +
            `${num(endMine)} to ${num(endTheirs)}.`
        );
    }

    // costVerdict for a game whose mistakes cost score difference (Stone Games VI, VII and
    // VIII), the best move named as `bestWhat` says.
    function differenceVerdict(play, options, option, best, bestWhat = best.what) {
        const lost = best.outcome - option.outcome;
        const one = "point of score difference";
        const many = "points of score difference";
        return costVerdict(play, options, best, lost, one, many, bestWhat);
    }

    // scoreEnding for such a game: what the reader's mistakes cost, in score difference.
    function differenceEnding(play) {
        const cost = plural(play.cost, "point", "points");
        return scoreEnding(
            play,
            "point",
            "points",
            () => `Your mistakes cost you ${cost} of score difference.`,
        );
    }

    // bestEnding for a game whose outcome is the mover's lead over what is left (Stone Game,
    // Stone Game III): the best option's lead splits the rest, so each side ends with half
    // of the rest, plus or minus half the lead, added to what it has.
    function bestEndingByLead(play, options) {
        const g = play.game;
        const best = options[g.best(options)];
        return bestEnding(
            best,
            g.score[g.mover] + (g.left() + best.outcome) / 2,
            g.score[1 - g.mover] + (g.left() - best.outcome) / 2,
        );
    }

    // A line as the status shows it: one space between words, none at the ends.
    function oneSpace(text) {
        return text.replace(/\s+/g, " ").trim();
    }

    // "… k more …": the items a long row does not show.
    function more(count) {
        return make("span", "sg-try-more", `\u2026 ${num(count)} more \u2026`);
    }

    // A row with the items taken struck out (those outside lo..hi − 1), `things` naming
    // them; a long row shows only the items near the ends still in play.
    function drawRow(piles, lo, hi, things) {
        const n = piles.length;
        const box = make("div", "sg-try-row");
        box.setAttribute("aria-label", `The row: ${plural(hi - lo, things[0], things[1])} left`);
        const shown = (k) => n <= 40 || Math.abs(k - lo) < 8 || Math.abs(k - (hi - 1)) < 8;
        let skipped = 0;
        for (let k = 0; k < n; k++) {
            if (!shown(k)) {
                skipped++;
                continue;
            }
            if (skipped) {
                box.appendChild(more(skipped));
                skipped = 0;
            }
            const taken = k < lo || k >= hi;
            box.appendChild(make("span", `sg-pile${taken ? " sg-taken" : ""}`, num(piles[k])));
        }
        if (skipped) {
            box.appendChild(more(skipped));
        }
        const wrap = make("div");
        wrap.appendChild(box);
        return wrap;
    }

    // A row whose items may be taken anywhere (Stone Games VI and IX): `cell(k)` draws item
    // k. A row of up to 40 is drawn whole; a longer one shows its first 16 items and those
    // within 2 of each of `marks` (the items just taken, and those the next moves may
    // take), so that a stone taken is seen struck out, with "… k more …" between.
    function drawSpread(box, n, marks, cell) {
        const near = () =>
            marks.filter((m) => m >= 0).map((m) => [Math.max(0, m - 2), Math.min(n, m + 3)]);
        const ranges = n <= 40 ? [[0, n]] : [[0, 16]].concat(near());
        ranges.sort((a, b) => a[0] - b[0]);
        let at = 0;
        for (const [start, end] of ranges) {
            const from = Math.max(at, start);
            if (from > at) {
                box.appendChild(more(from - at));
            }
            for (let k = from; k < end; k++) {
                box.appendChild(cell(k));
            }
            at = Math.max(at, end);
        }
        if (at < n) {
            box.appendChild(more(n - at));
        }
        return box;
    }

    Object.assign(window.sgTry.lib, {
        scoreLine,
        bestMoveText,
        costVerdict,
        mistakesText,
        scoreEnding,
        bestEnding,
        bestEndingByLead,
        differenceEnding,
        differenceVerdict,
        drawRow,
        drawSpread,
    });
    window.sgTry.play = { Play, DEFAULT_VIEW };
}
