// Reading aids for every page (book.toml's additional-js).
//
// Wide code, tables, equations and figures scroll inside the column (theme/reading.css),
// never the page. A box that scrolls must be reachable from the keyboard (WCAG 2.1.1;
// axe-core's rule scrollable-region-focusable): each box wider than the column gets
// tabindex="0", and while it has the focus the left and right arrows scroll it, instead of
// turning the page as mdBook's arrows do everywhere else. A box that fits is left alone.
(function () {
    "use strict";

    var BOXES = "main pre > code, main .katex-display, main .table-wrapper, main .sg-scroll";

    function keepArrows(event) {
        if (event.target === event.currentTarget &&
                (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
            // mdBook turns the page on the arrows, from a listener on the document.
            event.stopPropagation();
        }
    }

    function mark(box) {
        var scrolls = box.scrollWidth > box.clientWidth + 1;
        var marked = box.classList.contains("sg-scroll-box");
        if (scrolls && !marked && !box.hasAttribute("tabindex")) {
            box.classList.add("sg-scroll-box");
            box.tabIndex = 0;
            box.addEventListener("keydown", keepArrows);
        } else if (!scrolls && marked) {
            box.classList.remove("sg-scroll-box");
            box.removeAttribute("tabindex");
            box.removeEventListener("keydown", keepArrows);
        }
    }

    function markAll() {
        document.querySelectorAll(BOXES).forEach(mark);
    }

    function setUp() {
        markAll();
        // Widths change when the math fonts arrive, when hidden code lines are shown, and
        // when the window or the sidebar changes size.
        if (document.fonts && document.fonts.ready) {
            document.fonts.ready.then(markAll);
        }
        if (window.ResizeObserver) {
            var observer = new ResizeObserver(function (entries) {
                entries.forEach(function (entry) { mark(entry.target); });
            });
            document.querySelectorAll(BOXES).forEach(function (box) { observer.observe(box); });
        }
        window.addEventListener("resize", markAll);
    }

    if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", setUp);
    } else {
        setUp();
    }
})();
