// Reading aids for every page (book.toml's additional-js).
//
// 1. Wide code, tables, equations and figures scroll inside the column (theme/reading.css),
//    never the page. A box that scrolls must be reachable from the keyboard (WCAG 2.1.1;
//    axe-core's rule scrollable-region-focusable): each box wider than the column gets
//    tabindex="0", and while it has the focus the left and right arrows scroll it, instead
//    of turning the page as mdBook's arrows do everywhere else. A box that fits is left
//    alone.
// 2. A box that scrolls says so: it sits in a frame (`.sg-scroll-frame`) that draws a
//    shadow on each edge past which there is more (`.sg-more-left`, `.sg-more-right`), and
//    under a table, an equation or a figure a short hint says which way to scroll. A
//    figure's answer cell (`.sg-answer`), which its caption names, starts in view.
// 3. An inline formula wraps only where its brackets are closed (after a relation or an
//    operator outside any bracket) or after a comma and a space (`,\ `): never inside
//    `max(a - b, ...)` between the `-` and the `b`.
//
// `window.sgReading.visibleSpan(box, element)` gives the part of a box the reader sees
// at the height of `element`: its edges, less what sticky headers cover (theme/figures.js
// scrolls the step being shown into that span; the browser test measures with it).
"use strict";

{
    const BOXES = "main pre > code, main .katex-display, main .table-wrapper, main .sg-scroll";
    // The width of an edge's shadow (theme/reading.css), kept clear around a cell shown.
    const EDGE = 14;
    // The brackets a formula may open and close, for where it may wrap.
    const OPENING = "([{⌈⌊⟨";
    const CLOSING = ")]}⌉⌋⟩";

    function keepArrows(event) {
        if (
            event.target === event.currentTarget &&
            (event.key === "ArrowLeft" || event.key === "ArrowRight")
        ) {
            // mdBook turns the page on the arrows, from a listener on the document.
            event.stopPropagation();
        }
    }

    // The frame that draws a box's shadows: the <pre> of a code block (already placed,
    // and holding mdBook's buttons), or a frame put around the box.
    function frameOf(box) {
        if (box.parentElement && box.parentElement.classList.contains("sg-scroll-frame")) {
            return box.parentElement;
        }
        const frame = frameNew(box);
        if (box.isConnected && !box.classList.contains("sg-cued")) {
            box.classList.add("sg-cued");
            if (window.ResizeObserver) {
                new ResizeObserver(() => mark(box)).observe(box);
            }
        }
        return frame;
    }

    function frameNew(box) {
        if (box.parentElement && box.parentElement.tagName === "PRE") {
            return box.parentElement;
        }
        if (box.parentElement && box.parentElement.classList.contains("sg-scroll-frame")) {
            return box.parentElement;
        }
        const frame = document.createElement("span");
        frame.className = "sg-scroll-frame";
        box.parentNode.insertBefore(frame, box);
        frame.appendChild(box);
        // Code says nothing more: its shadow is cue enough. Tables, equations and figures
        // get a line that says which way the rest is.
        const hint = document.createElement("span");
        hint.className = "sg-scroll-hint";
        hint.setAttribute("aria-hidden", "true");
        hint.hidden = true;
        frame.parentNode.insertBefore(hint, frame.nextSibling);
        box.addEventListener("scroll", () => cue(box), { passive: true });
        return frame;
    }

    function hintOf(frame) {
        const next = frame.nextElementSibling;
        return next && next.classList.contains("sg-scroll-hint") ? next : null;
    }

    // The shadows and the hint, as the box is scrolled now.
    function cue(box) {
        const frame = frameOf(box);
        const scrolls = box.scrollWidth > box.clientWidth + 1;
        const left = scrolls && box.scrollLeft > 1;
        const right = scrolls && box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
        frame.classList.toggle("sg-more-left", left);
        frame.classList.toggle("sg-more-right", right);
        const hint = hintOf(frame);
        if (hint) {
            hint.hidden = !scrolls;
            // "← scroll for more →", or with the one arrow there is more that way.
            const words = left || right ? "scroll for more" : "";
            hint.textContent = (left ? "← " : "") + words + (right ? " →" : "");
        }
    }

    // What sticky headers cover of the box's left edge, at the height of `element`.
    function stickyCover(box, element) {
        const r = element.getBoundingClientRect();
        let cover = 0;
        box.querySelectorAll("th, td").forEach((cell) => {
            if (cell === element || getComputedStyle(cell).position !== "sticky") {
                return;
            }
            const c = cell.getBoundingClientRect();
            if (c.bottom > r.top && c.top < r.bottom) {
                cover = Math.max(cover, c.right - box.getBoundingClientRect().left);
            }
        });
        return cover;
    }

    // The span of the box the reader sees at the height of `element`, in the window's
    // coordinates: from the box's left edge (past sticky headers) to its right edge.
    function visibleSpan(box, element) {
        const b = box.getBoundingClientRect();
        const inside = b.width - box.clientWidth; // borders
        return {
            left: b.left + stickyCover(box, element),
            right: b.left + inside / 2 + box.clientWidth,
        };
    }

    // Scroll `box` sideways, and only sideways, so that `element` is in view: wholly if
    // it fits, else its start; and with it the elements of `also` (the cells a step
    // reads), when all fit.
    function bringIntoView(box, element, also) {
        if (box.scrollWidth <= box.clientWidth + 1) {
            return;
        }
        const span = visibleSpan(box, element);
        const room = span.right - span.left;
        let e = element.getBoundingClientRect();
        const all = { left: e.left, right: e.right, width: e.width };
        for (const other of also || []) {
            const o = other.getBoundingClientRect();
            all.left = Math.min(all.left, o.left);
            all.right = Math.max(all.right, o.right);
        }
        all.width = all.right - all.left;
        if (all.width + 2 * EDGE <= room) {
            e = all;
        }
        const margin = Math.max(0, Math.min(EDGE, (room - e.width) / 2));
        if (e.left < span.left + margin || e.width > room) {
            box.scrollLeft -= span.left + margin - e.left;
        } else if (e.right > span.right - margin) {
            box.scrollLeft += e.right - (span.right - margin);
        }
        cue(box);
    }

    function mark(box) {
        const scrolls = box.scrollWidth > box.clientWidth + 1;
        const marked = box.classList.contains("sg-scroll-box");
        if (scrolls && !marked && !box.hasAttribute("tabindex")) {
            box.classList.add("sg-scroll-box");
            box.tabIndex = 0;
            box.addEventListener("keydown", keepArrows);
        } else if (!scrolls && marked) {
            box.classList.remove("sg-scroll-box");
            box.removeAttribute("tabindex");
            box.removeEventListener("keydown", keepArrows);
        }
        cue(box);
    }

    function markAll() {
        document.querySelectorAll(BOXES).forEach(mark);
    }

    // A figure's answer, which its caption names, starts in view.
    function showAnswers() {
        for (const answer of document.querySelectorAll("main .sg-scroll .sg-answer")) {
            bringIntoView(answer.closest(".sg-scroll"), answer);
        }
    }

    // Where a formula may wrap: between two of KaTeX's unbreakable pieces (its `.base`
    // spans), only where every bracket opened before is closed, or right after a comma
    // followed by a space.
    // Pieces between two such points are held together in a span that does not wrap.
    function holdFormula(katex) {
        const html = katex.querySelector(".katex-html");
        if (!html || katex.closest(".katex-display") || html.dataset.held) {
            return;
        }
        html.dataset.held = "1";
        splitAtCommas(html);
        holdBetweenBreaks(html);
    }

    // KaTeX breaks only after a relation or an operator; a comma followed by a space
    // (`,\ `, as the book writes the arguments of max) is a better place: split a piece
    // after each such comma of its own.
    function splitAtCommas(html) {
        for (const base of Array.from(html.children)) {
            if (!base.classList.contains("base")) {
                continue;
            }
            const strut = base.querySelector(":scope > .strut");
            const commas = Array.from(base.children).filter(isSpacedComma);
            for (const comma of commas.reverse()) {
                const piece = document.createElement("span");
                piece.className = "base";
                if (strut) {
                    piece.appendChild(strut.cloneNode(true));
                }
                while (comma.nextSibling) {
                    piece.appendChild(comma.nextSibling);
                }
                base.parentNode.insertBefore(piece, base.nextSibling);
                // The piece now ends where the base ended; the base, with this comma.
                piece.classList.toggle("sg-after-comma", base.classList.contains("sg-after-comma"));
                base.classList.add("sg-after-comma");
            }
        }
    }

    // Whether a child of a piece is a comma with a space among the next two children.
    // KaTeX puts a thin space after every comma; `\ ` is a space with text.
    function isSpacedComma(c) {
        const isSpace = (n) =>
            n.classList.contains("mspace") && n.textContent.trim() === "" && n.textContent !== "";
        let spaced = false;
        for (let n = c.nextElementSibling, k = 0; n && k < 2; n = n.nextElementSibling) {
            spaced = spaced || isSpace(n);
            k++;
        }
        return c.classList.contains("mpunct") && c.textContent === "," && spaced;
    }

    // Holds the pieces between two places where the formula may wrap in a span that does
    // not wrap.
    function holdBetweenBreaks(html) {
        const bases = Array.from(html.children).filter((c) => c.classList.contains("base"));
        let depth = 0;
        let run = [];
        const flush = () => {
            if (run.length > 1) {
                const hold = document.createElement("span");
                hold.className = "sg-math-hold";
                run[0].parentNode.insertBefore(hold, run[0]);
                for (const b of run) {
                    hold.appendChild(b);
                }
            }
            run = [];
        };
        for (const base of bases) {
            run.push(base);
            // (`includes` of one character: whether it is one of the brackets.)
            for (const ch of base.textContent) {
                if (OPENING.includes(ch)) {
                    depth += 1;
                } else if (CLOSING.includes(ch)) {
                    depth = Math.max(0, depth - 1);
                }
            }
            if (depth === 0 || base.classList.contains("sg-after-comma")) {
                flush();
            }
        }
        flush();
    }

    function setUp() {
        document.querySelectorAll("main .katex").forEach(holdFormula);
        document.querySelectorAll(BOXES).forEach(frameOf);
        markAll();
        showAnswers();
        // Widths change when the math fonts arrive, when hidden code lines are shown, and
        // when the window or the sidebar changes size.
        if (document.fonts && document.fonts.ready) {
            document.fonts.ready.then(() => {
                markAll();
                showAnswers();
            });
        }
        window.addEventListener("resize", markAll);
    }

    window.sgReading = {
        visibleSpan,
        bringIntoView,
        cue,
        frame(box) {
            frameOf(box);
            mark(box);
        },
    };

    if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", setUp);
    } else {
        setUp();
    }
}
