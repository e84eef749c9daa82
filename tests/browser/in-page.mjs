// Functions that run in the page, shared by the checks of the step-throughs and of the
// phone layout, and the way to send them there.

// Run in the page: what of `element` the reader cannot see in the box that scrolls around
// it, or "" if it is all in view. The part of a box in view runs from its left edge, past
// any sticky header beside the element (a row's name, which the rest scrolls under), to
// its right edge. An element wider than that part (a play figure's whole row) must show
// its start. Measured here, not with theme/reading.js's own sums.
export function hiddenPart(element) {
    if (!element) return "";
    const box = element.closest(".sg-scroll, .table-wrapper, .katex-display, pre > code");
    if (!box || box.scrollWidth <= box.clientWidth + 1) return "";
    const b = box.getBoundingClientRect();
    const e = element.getBoundingClientRect();
    let left = b.left + box.clientLeft;
    for (const cell of box.querySelectorAll("th, td")) {
        if (cell === element || getComputedStyle(cell).position !== "sticky") continue;
        const c = cell.getBoundingClientRect();
        if (c.bottom > e.top + 1 && c.top < e.bottom - 1 && c.left < e.right) {
            left = Math.max(left, c.right);
        }
    }
    const right = b.left + box.clientLeft + box.clientWidth;
    const cut = (from, to) =>
        `${Math.round(from)} to ${Math.round(to)} px, ` +
        `in view ${Math.round(left)} to ${Math.round(right)} px`;
    if (e.width > right - left + 1) {
        return e.left < left - 1 || e.left > right - 1
            ? `its start is out of view (${cut(e.left, e.right)})`
            : "";
    }
    return e.left < left - 1 || e.right > right + 1 ? cut(e.left, e.right) : "";
}

// Run in the page: where a formula of `root` set as text (`.sg-math`, as a step's caption
// writes it) ends a line inside its brackets, other than after a comma between the
// arguments of a named function (`max(a,` but not `D(0,`): "" if nowhere.
export function cutMath(root) {
    for (const math of root.querySelectorAll(".sg-math")) {
        const walker = document.createTreeWalker(math, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        const opened = [];
        let word = "",
            last = "",
            previous = null,
            before = "";
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let k = 0; k < node.data.length; k++) {
                const ch = node.data[k];
                if (ch.trim() !== "") {
                    range.setStart(node, k);
                    range.setEnd(node, k + 1);
                    const r = range.getClientRects()[0];
                    // A new line: this character starts below the one before it (a
                    // subscript starts within it).
                    const named = opened.length > 0 && opened[opened.length - 1];
                    if (
                        r &&
                        previous &&
                        r.top > previous.bottom - 2 &&
                        opened.length > 0 &&
                        !(last === "," && named)
                    ) {
                        return (
                            `"${math.textContent}" ends a line inside its brackets, ` +
                            `after "${before.slice(-12)}"`
                        );
                    }
                    if (r) previous = r;
                }
                if ("([{".includes(ch)) opened.push(word.length >= 2);
                else if (")]}".includes(ch)) opened.pop();
                word = /[A-Za-z]/.test(ch) ? word + ch : "";
                if (ch.trim() !== "") last = ch;
                before += ch;
            }
        }
    }
    return "";
}

// The text of `main`, a function that runs in the page, with the functions it calls
// (`helpers`) declared beside it: page.evaluate sends a function's text alone, without
// the module around it. In the page, `new Function(`return ${source}`)()` is `main`.
export function inPageSource(main, helpers) {
    return `(() => {\n${helpers.join("\n")}\nreturn (${main});\n})()`;
}
