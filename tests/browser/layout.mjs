// A page on a phone: nothing wider than the screen outside a box that scrolls, every such
// box reachable from the keyboard, and math drawn by KaTeX in the fonts the book serves.
import { fail, PHONE } from "./common.mjs";
import { hiddenPart, inPageSource } from "./in-page.mjs";

// On a phone: nothing in `main` reaches past the screen unless a box that scrolls holds it,
// and every box that scrolls can take the focus (phoneLayoutIn, in the page).
export async function checkPhoneLayout(page, name) {
    const found = await page.evaluate(
        (source) => new Function(`return ${source}`)()(),
        inPageSource(phoneLayoutIn, [
            hiddenPart,
            describeElement,
            wideElements,
            uncuedBoxes,
            cutFormula,
            clippedInline,
            linesInBrackets,
            hiddenAnswers,
        ]),
    );
    // (2 px of slack for main's own width: KaTeX's strut, in wideElements; anything with
    // ink past the edge is in `wide`.)
    if (found.wide.length || found.mainWidth > found.mainClient + 2 || found.page > found.screen) {
        fail(
            name,
            `at ${PHONE.width} px, main is ${found.mainWidth} px wide for ${found.mainClient}: ` +
                `${found.wide.join(", ") || "the page itself"} reach past the screen`,
        );
    }
    if (found.unfocusable.length) {
        fail(name, `boxes that scroll but cannot take the focus: ${found.unfocusable.join(", ")}`);
    }
    if (found.uncued.length) {
        fail(
            name,
            `boxes that scroll sideways with no cue that they do: ${found.uncued.join(", ")}`,
        );
    }
    if (found.cutFormulas.length) {
        fail(name, `formulas cut or clipped: ${found.cutFormulas.join("; ")}`);
    }
    if (found.hiddenAnswers.length) {
        fail(
            name,
            `answer cells out of view, with no word to scroll: ${found.hiddenAnswers.join(", ")}`,
        );
    }
}

// Run in the page, for checkPhoneLayout (the functions it calls are sent with it): the
// widths of `main`, the page and the screen; what reaches past the screen; the boxes that
// scroll sideways but cannot take the focus, or show no cue that they scroll; the
// formulas cut or clipped; the answers out of view.
function phoneLayoutIn() {
    const main = document.querySelector("main");
    const scrollsX = (e) => ["auto", "scroll"].includes(getComputedStyle(e).overflowX);
    const wide = wideElements(main);
    const boxes = [...main.querySelectorAll("*")].filter(
        (e) => scrollsX(e) && e.scrollWidth > e.clientWidth + 1,
    );
    return {
        mainWidth: main.scrollWidth,
        mainClient: main.clientWidth,
        page: document.scrollingElement.scrollWidth,
        screen: window.innerWidth,
        wide,
        unfocusable: boxes
            .filter((b) => b.tabIndex < 0 && !b.querySelector("a, button, input, [tabindex]"))
            .map(describeElement),
        uncued: uncuedBoxes(boxes),
        cutFormulas: [...main.querySelectorAll(".katex")]
            .flatMap((k) => cutFormula(k, main))
            .slice(0, 5),
        hiddenAnswers: hiddenAnswers(main),
    };
}

// Run in the page: element `e` as a problem names it, by its tag, id and classes.
function describeElement(e) {
    return (
        e.tagName.toLowerCase() +
        (e.id ? `#${e.id}` : "") +
        (e.className && typeof e.className === "string"
            ? `.${e.className.trim().split(/\s+/).join(".")}`
            : "")
    );
}

// Run in the page: the first 5 elements of `main` that reach past the screen, outermost
// only, each with how far, outside any box that scrolls or clips.
function wideElements(main) {
    const right = Math.min(main.getBoundingClientRect().right, window.innerWidth) + 1;
    // Inside a box that scrolls, or that clips what it holds (KaTeX clips the long tail
    // of a square root's bar, and hides its MathML in a 1-pixel box).
    const inBox = (e) => {
        for (let p = e.parentElement; p && p !== main; p = p.parentElement) {
            if (getComputedStyle(p).overflowX !== "visible") return true;
        }
        return false;
    };
    // KaTeX ends a line of sub- and superscripts (span.vlist-t2) with an empty strut
    // of 2 px that a negative margin takes back (a Safari fix): no ink reaches past.
    const strut = (e) =>
        e.closest(".vlist-t2") !== null && e.getBoundingClientRect().right <= right + 2;
    const wide = [...main.querySelectorAll("*")]
        .filter((e) => e.getBoundingClientRect().right > right && !inBox(e) && !strut(e))
        .filter((e, _, all) => !all.some((o) => o !== e && o.contains(e)));
    return wide
        .slice(0, 5)
        .map(
            (e) =>
                `${describeElement(e)} (${Math.round(e.getBoundingClientRect().right - right)} px)`,
        );
}

// Run in the page: of the `boxes` that scroll sideways, those that do not show that they
// do: a shadow on the edge past which there is more, drawn by its frame (a code block's
// <pre>), and under a table, an equation or a figure, a line that says to scroll.
function uncuedBoxes(boxes) {
    return boxes
        .map((b) => {
            const frame = b.parentElement;
            const edge = b.scrollLeft + b.clientWidth < b.scrollWidth - 1 ? "::after" : "::before";
            const shadow = getComputedStyle(frame, edge);
            const drawn =
                shadow.content !== "none" &&
                shadow.backgroundImage.includes("gradient") &&
                parseFloat(shadow.width) >= 8;
            const hint = frame.nextElementSibling;
            const hinted =
                b.matches("pre > code") ||
                (hint &&
                    hint.matches(".sg-scroll-hint") &&
                    /scroll/.test(hint.textContent) &&
                    hint.getBoundingClientRect().height > 0);
            return drawn && hinted
                ? null
                : `${describeElement(b)} (${drawn ? "" : "no shadow"}` +
                      `${drawn || hinted ? "" : ", "}${hinted ? "" : "no hint"})`;
        })
        .filter(Boolean);
}

// Run in the page: where formula `k` of `main` is cut or clipped. A formula is never cut
// across lines in the middle (linesInBrackets). Nor is it clipped: a display equation
// shows its whole height, and an inline formula is never cut off by a box that does not
// scroll (clippedInline).
function cutFormula(k, main) {
    const tex = (k.querySelector("annotation")?.textContent ?? k.textContent).slice(0, 60);
    const display = k.closest(".katex-display");
    if (display) {
        return display.scrollHeight > display.clientHeight + 1
            ? [`${tex}: clipped (${display.scrollHeight} px tall in ${display.clientHeight})`]
            : [];
    }
    return [...clippedInline(k, main, tex), ...linesInBrackets(k, tex)];
}

// Run in the page: inline formula `k` (`tex`) clipped by the nearest box around it that
// does not show all it holds, if that box does not scroll.
function clippedInline(k, main, tex) {
    for (let p = k.parentElement; p && p !== main; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === "visible") continue;
        const r = p.getBoundingClientRect(),
            e = k.getBoundingClientRect();
        if (!["auto", "scroll"].includes(o) && (e.right > r.right + 1 || e.left < r.left - 1)) {
            return [`${tex}: clipped by ${describeElement(p)}`];
        }
        break;
    }
    return [];
}

// Run in the page: where formula `k` (`tex`) ends a line inside its brackets. Between
// two of KaTeX's unbreakable pieces, a line may end only where every bracket opened is
// closed, or after a comma and a space (`,\ `, between the arguments of max).
function linesInBrackets(k, tex) {
    const found = [];
    const bases = [...k.querySelectorAll(".katex-html .base")];
    let depth = 0,
        text = "";
    for (let i = 0; i + 1 < bases.length; i++) {
        const piece = bases[i].textContent;
        text += piece;
        for (const ch of piece) {
            if ("([{⌈⌊⟨".includes(ch)) depth += 1;
            else if (")]}⌉⌋⟩".includes(ch)) depth = Math.max(0, depth - 1);
        }
        const here = bases[i].getBoundingClientRect(),
            next = bases[i + 1].getBoundingClientRect();
        const broken = next.top >= here.bottom - 1 && next.left < here.left;
        const spaced =
            /,\s*$/.test(piece) && /^\s/.test(bases[i + 1].textContent.replace(/\u200b/g, ""));
        if (broken && depth > 0 && !spaced) {
            found.push(`${tex}: a line ends inside its brackets, after "${text.slice(-12)}"`);
        }
    }
    return found;
}

// Run in the page: a figure's answer, which its caption names, is in view as the page
// opens, or its caption says to scroll. Returns those that are neither.
function hiddenAnswers(main) {
    return [...main.querySelectorAll("figure .sg-answer")]
        .filter((a) => {
            const caption = a.closest("figure").querySelector("figcaption")?.textContent ?? "";
            return hiddenPart(a) !== "" && !/scroll/i.test(caption);
        })
        .map((a) => `${a.closest("figure").id}: ${a.dataset.sg ?? a.textContent}`);
}

// Math: KaTeX's HTML, drawn in KaTeX's fonts, which the book serves.
export async function checkMath(page, name) {
    const math = await page.evaluate(async () => {
        await document.fonts.ready;
        const all = [...document.querySelectorAll("main .katex")];
        return {
            count: all.length,
            withoutHtml: all.filter((k) => !k.querySelector(".katex-html")).length,
            withoutMathml: all.filter((k) => !k.querySelector(".katex-mathml math")).length,
            fontLoaded:
                all.length === 0 ||
                [...document.fonts].some(
                    (f) => f.family.replace(/"/g, "") === "KaTeX_Main" && f.status === "loaded",
                ),
        };
    });
    if (math.withoutHtml || math.withoutMathml) {
        fail(
            name,
            `${math.withoutHtml} formulas lack KaTeX's HTML and ${math.withoutMathml} its MathML`,
        );
    }
    if (!math.fontLoaded) {
        fail(name, `${math.count} formulas, but KaTeX's fonts were not loaded from the book`);
    }
}
