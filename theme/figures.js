// Step-throughs for the figures drawn by `cargo run -p figures`.
//
// A figure with the class `sg-stepper` carries its steps in a
// <script type="application/json" class="sg-steps"> element: for each step, the key of the
// element it fills (`target`), the keys of the elements it reads (`reads`) and a one-line
// `caption` (HTML written by the figures crate: plain text, and math set in <span
// class="sg-math">). A key is the element's `data-sg` attribute, unique within its figure.
//
// Without this script the page shows the finished figure; with it, the reader can also
// fill the figure step by step, with the buttons above it (Start, Prev, Next, Play, End:
// each a real <button>, so Enter and Space press the one that has the focus) or, once the
// figure itself has the focus, with the keyboard: the left and right arrows step, Space
// plays or pauses, Home and End go to the first step and to the finished figure.
//
// A figure built after the page has loaded (a try-it widget's table, theme/try/) gets the
// same controls from `window.sgStepper.setUp(figure)`, which returns `{ stop }`: call it
// before the figure is removed, so that a running Play stops with it.
"use strict";

{
    // The pause between two steps of Play (the browser test shortens it).
    const PLAY_DELAY_MS = window.SG_PLAY_DELAY_MS || 800;

    function setUp(figure) {
        const data = figure.querySelector("script.sg-steps");
        if (!data) {
            return null;
        }
        const steps = JSON.parse(data.textContent);
        if (steps.length === 0) {
            return null;
        }
        const byKey = (key) => figure.querySelector(`[data-sg="${key}"]`);
        // step === steps.length means "finished": everything shown, nothing highlighted.
        let step = steps.length;
        let timer = null;

        const controls = document.createElement("div");
        controls.className = "sg-controls";
        controls.setAttribute("role", "group");
        controls.setAttribute("aria-label", "Step through the figure");
        // Each button has its own class, which the stylesheet and the browser test use.
        // `label` is the button's text; `before` and `after`, arrows that a screen reader
        // need not read.
        const button = (className, before, label, after, title, action) => {
            const b = document.createElement("button");
            b.type = "button";
            b.className = className;
            b.title = title;
            const add = (text, spanClass, hidden) => {
                if (!text) {
                    return null;
                }
                const s = document.createElement("span");
                s.className = spanClass;
                s.textContent = text;
                if (hidden) {
                    s.setAttribute("aria-hidden", "true");
                }
                b.appendChild(s);
                return s;
            };
            add(before, "sg-symbol", true);
            add(label, "sg-label", false);
            add(after, "sg-symbol", true);
            b.addEventListener("click", action);
            controls.appendChild(b);
            return b;
        };
        const startButton = button("sg-start", "", "Start", "", "First step (Home)", () => {
            stop();
            show(0);
        });
        const prevButton = button("sg-prev", "◀", "Prev", "", "Previous step (left arrow)", () => {
            stop();
            previous();
        });
        const nextButton = button("sg-next", "", "Next", "▶", "Next step (right arrow)", () => {
            stop();
            next();
        });
        const playTitle = "Play every step, or pause (Space)";
        const playButton = button("sg-play", "", "Play", "", playTitle, () => toggle());
        const endButton = button("sg-end", "", "End", "", "The finished figure (End)", () => {
            stop();
            show(steps.length);
        });
        const playLabel = playButton.querySelector(".sg-label");

        const counter = document.createElement("span");
        counter.className = "sg-counter";
        controls.appendChild(counter);

        const caption = document.createElement("div");
        caption.className = "sg-step-caption";
        caption.setAttribute("aria-live", "polite");

        // The box that scrolls, and the figure's child that holds it (theme/reading.js puts
        // a box in a frame that draws its scroll cue; a figure built later gets one here).
        const scroll = figure.querySelector(".sg-scroll");
        if (scroll && window.sgReading) {
            window.sgReading.frame(scroll);
        }
        let anchor = scroll || figure.firstChild;
        while (anchor.parentNode !== figure) {
            anchor = anchor.parentNode;
        }
        figure.insertBefore(controls, anchor);
        figure.insertBefore(caption, anchor);
        figure.tabIndex = 0;
        figure.classList.add("sg-live");

        function show(k) {
            step = Math.max(0, Math.min(k, steps.length));
            const finished = step === steps.length;
            // A cell read may be no step's target (a value known from the start).
            for (const element of figure.querySelectorAll(".sg-read")) {
                element.classList.remove("sg-read");
            }
            steps.forEach((s, index) => {
                const element = byKey(s.target);
                if (!element) {
                    return;
                }
                element.classList.toggle("sg-pending", !finished && index > step);
                element.classList.toggle("sg-current", !finished && index === step);
            });
            // What the last step read, targets or not (a trace reads the cells of a map
            // above it, which no step fills).
            for (const element of figure.querySelectorAll(".sg-read")) {
                element.classList.remove("sg-read");
            }
            if (!finished) {
                for (const id of steps[step].reads) {
                    const element = byKey(id);
                    if (element) {
                        element.classList.add("sg-read");
                    }
                }
            }
            figure.dataset.step = String(step);
            counter.textContent = finished
                ? `${steps.length} steps`
                : `step ${step + 1} of ${steps.length}`;
            if (finished) {
                caption.textContent = "Press Next or Play to go through it step by step.";
            } else {
                caption.innerHTML = steps[step].caption;
                caption.querySelectorAll(".sg-math").forEach(holdMath);
            }
            // Nothing comes before the first step; nothing after the finished figure but
            // going through it again, which Next and Play do.
            setDisabled(startButton, step === 0);
            setDisabled(prevButton, step === 0);
            setDisabled(endButton, finished);
            // On a narrow screen the table scrolls in its box: the element being filled is
            // brought into the part of the box the reader sees, clear of sticky headers.
            if (!finished && scroll && window.sgReading) {
                const current = byKey(steps[step].target);
                const box = current && (current.closest(".sg-scroll") || scroll);
                if (current) {
                    // With the cells it reads in the same box, when they all fit.
                    const reads = steps[step].reads
                        .map(byKey)
                        .filter((read) => read && box.contains(read));
                    window.sgReading.bringIntoView(box, current, reads);
                }
                // A cell it reads in another box of the figure (a trace's map above its
                // table) is brought into view in that box.
                for (const id of steps[step].reads) {
                    const read = byKey(id);
                    const other = read && read.closest(".sg-scroll");
                    if (other && (!current || !other.contains(current))) {
                        window.sgReading.bringIntoView(other, read);
                    }
                }
            }
        }

        // A button that becomes disabled while it has the focus would drop the focus to
        // the page: hand it to the button that goes on from here.
        function setDisabled(b, disabled) {
            const hadFocus = document.activeElement === b;
            b.disabled = disabled;
            if (disabled && hadFocus) {
                (nextButton.disabled ? prevButton : nextButton).focus();
            }
        }

        function next() {
            show(step === steps.length ? 0 : step + 1);
        }

        function previous() {
            show(step === steps.length ? steps.length - 1 : step - 1);
        }

        function stop() {
            if (timer !== null) {
                clearInterval(timer);
                timer = null;
            }
            playLabel.textContent = "Play";
            playButton.setAttribute("aria-pressed", "false");
        }

        function toggle() {
            if (timer !== null) {
                stop();
                return;
            }
            if (step === steps.length) {
                show(0);
            }
            playLabel.textContent = "Pause";
            playButton.setAttribute("aria-pressed", "true");
            timer = setInterval(() => {
                if (step >= steps.length) {
                    stop();
                    return;
                }
                next();
                if (step === steps.length) {
                    stop();
                }
            }, PLAY_DELAY_MS);
        }

        figure.addEventListener("keydown", (event) => {
            if (event.altKey || event.ctrlKey || event.metaKey) {
                return;
            }
            // Enter and Space belong to the button that has the focus: they press it.
            const onButton = event.target.closest && event.target.closest("button");
            if (onButton && (event.key === " " || event.key === "Enter")) {
                return;
            }
            let handled = true;
            switch (event.key) {
                case "ArrowRight":
                    stop();
                    next();
                    break;
                case "ArrowLeft":
                    stop();
                    previous();
                    break;
                case " ":
                    toggle();
                    break;
                case "Home":
                    stop();
                    show(0);
                    break;
                case "End":
                    stop();
                    show(steps.length);
                    break;
                default:
                    handled = false;
            }
            if (handled) {
                // mdBook turns the page on the arrow keys; inside a figure they step instead.
                event.preventDefault();
                event.stopPropagation();
            }
        });

        stop();
        show(steps.length);
        // The finished figure's answer, which its caption names, starts in view.
        const answer = scroll && scroll.querySelector(".sg-answer");
        if (answer && window.sgReading) {
            window.sgReading.bringIntoView(scroll, answer);
        }
        return { stop };
    }

    // A step's formula wraps at its spaces on a narrow screen (theme/figures.css), but only
    // where every bracket opened is closed, or after a comma between the arguments of a
    // named function (`max(a, b)`, not `D(0, 4)`): the pieces between such spaces are held
    // together in spans that do not wrap. The text stays as it was.
    function holdMath(math) {
        const items = [];
        let group = [];
        // For each bracket open, whether a name of two letters or more precedes it.
        const opened = [];
        let word = "";
        let last = "";
        const flush = () => {
            if (group.length > 0) {
                const hold = document.createElement("span");
                hold.className = "sg-math-hold";
                for (const node of group) {
                    hold.appendChild(node);
                }
                items.push(hold);
            }
            group = [];
        };
        const count = (text) => {
            for (let k = 0; k < text.length; k++) {
                const ch = text[k];
                if (ch === "(" || ch === "[" || ch === "{") {
                    opened.push(word.length >= 2);
                } else if (ch === ")" || ch === "]" || ch === "}") {
                    opened.pop();
                }
                word = /[A-Za-z]/.test(ch) ? word + ch : "";
                if (ch.trim() !== "") {
                    last = ch;
                }
            }
        };
        const breakable = () => opened.length === 0 || (last === "," && opened[opened.length - 1]);
        for (const node of Array.from(math.childNodes)) {
            if (node.nodeType !== Node.TEXT_NODE) {
                group.push(node);
                count(node.textContent);
                continue;
            }
            const text = node.data;
            let start = 0;
            for (let k = 0; k < text.length; k++) {
                if (text[k] === " " && breakable()) {
                    if (k > start) {
                        group.push(document.createTextNode(text.slice(start, k)));
                    }
                    flush();
                    items.push(document.createTextNode(" "));
                    start = k + 1;
                } else {
                    count(text[k]);
                }
            }
            if (start < text.length) {
                group.push(document.createTextNode(text.slice(start)));
            }
        }
        flush();
        math.textContent = "";
        for (const item of items) {
            math.appendChild(item);
        }
    }

    window.sgStepper = { setUp };

    function setUpAll() {
        document.querySelectorAll("figure.sg-stepper").forEach(setUp);
    }

    if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", setUpAll);
    } else {
        setUpAll();
    }
}
