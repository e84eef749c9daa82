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

    // Gives a figure its controls; returns `{ stop }`, or null for a figure with no steps.
    // The stepper object holds the figure's steps, where it is (`step`; steps.length means
    // "finished": everything shown, nothing highlighted), Play's timer, and the elements
    // it updates.
    function setUp(figure) {
        const steps = readSteps(figure);
        if (!steps) {
            return null;
        }
        const stepper = { figure, steps, step: steps.length, timer: null };
        addControls(stepper);
        placeControls(stepper);
        figure.addEventListener("keydown", (event) => onKey(stepper, event));
        stop(stepper);
        show(stepper, steps.length);
        // The finished figure's answer, which its caption names, starts in view.
        const scroll = stepper.scroll;
        const answer = scroll && scroll.querySelector(".sg-answer");
        if (answer && window.sgReading) {
            window.sgReading.bringIntoView(scroll, answer);
        }
        return { stop: () => stop(stepper) };
    }

    // The steps a figure carries, or null when it carries none.
    function readSteps(figure) {
        const data = figure.querySelector("script.sg-steps");
        if (!data) {
            return null;
        }
        const steps = JSON.parse(data.textContent);
        return steps.length === 0 ? null : steps;
    }

    // The element of the figure with this key, if any.
    function byKey(figure, key) {
        return figure.querySelector(`[data-sg="${key}"]`);
    }

    // The buttons, the step counter and the caption, kept on the stepper.
    function addControls(stepper) {
        const controls = document.createElement("div");
        controls.className = "sg-controls";
        controls.setAttribute("role", "group");
        controls.setAttribute("aria-label", "Step through the figure");
        const last = stepper.steps.length;
        const button = (className, before, label, after, title, action) =>
            controls.appendChild(makeButton(className, before, label, after, title, action));
        stepper.startButton = button("sg-start", "", "Start", "", "First step (Home)", () => {
            stop(stepper);
            show(stepper, 0);
        });
        const prevTitle = "Previous step (left arrow)";
        stepper.prevButton = button("sg-prev", "◀", "Prev", "", prevTitle, () => {
            stop(stepper);
            previous(stepper);
        });
        const nextTitle = "Next step (right arrow)";
        stepper.nextButton = button("sg-next", "", "Next", "▶", nextTitle, () => {
            stop(stepper);
            next(stepper);
        });
        const playTitle = "Play every step, or pause (Space)";
        stepper.playButton = button("sg-play", "", "Play", "", playTitle, () => toggle(stepper));
        const endTitle = "The finished figure (End)";
        stepper.endButton = button("sg-end", "", "End", "", endTitle, () => {
            stop(stepper);
            show(stepper, last);
        });
        stepper.playLabel = stepper.playButton.querySelector(".sg-label");

        stepper.counter = document.createElement("span");
        stepper.counter.className = "sg-counter";
        controls.appendChild(stepper.counter);
        stepper.controls = controls;

        stepper.caption = document.createElement("div");
        stepper.caption.className = "sg-step-caption";
        stepper.caption.setAttribute("aria-live", "polite");
    }

    // A button of the controls. Each button has its own class, which the stylesheet and
    // the browser test use. `label` is the button's text; `before` and `after`, arrows
    // that a screen reader need not read.
    function makeButton(className, before, label, after, title, action) {
        const b = document.createElement("button");
        b.type = "button";
        b.className = className;
        b.title = title;
        addText(b, before, "sg-symbol", true);
        addText(b, label, "sg-label", false);
        addText(b, after, "sg-symbol", true);
        b.addEventListener("click", action);
        return b;
    }

    // A piece of a button's text in a span of its own (none for no text).
    function addText(b, text, spanClass, hidden) {
        if (!text) {
            return;
        }
        const s = document.createElement("span");
        s.className = spanClass;
        s.textContent = text;
        if (hidden) {
            s.setAttribute("aria-hidden", "true");
        }
        b.appendChild(s);
    }

    // Puts the controls and the caption above the figure's drawing, and lets the figure
    // take the focus.
    function placeControls(stepper) {
        const figure = stepper.figure;
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
        figure.insertBefore(stepper.controls, anchor);
        figure.insertBefore(stepper.caption, anchor);
        figure.tabIndex = 0;
        figure.classList.add("sg-live");
        stepper.scroll = scroll;
    }

    // Goes to step k (steps.length: the finished figure) and shows it.
    function show(stepper, k) {
        const steps = stepper.steps;
        stepper.step = Math.max(0, Math.min(k, steps.length));
        const step = stepper.step;
        const finished = step === steps.length;
        markSteps(stepper, finished);
        describeStep(stepper, finished);
        // Nothing comes before the first step; nothing after the finished figure but
        // going through it again, which Next and Play do.
        setDisabled(stepper, stepper.startButton, step === 0);
        setDisabled(stepper, stepper.prevButton, step === 0);
        setDisabled(stepper, stepper.endButton, finished);
        // On a narrow screen the table scrolls in its box: the element being filled is
        // brought into the part of the box the reader sees, clear of sticky headers.
        if (!finished && stepper.scroll && window.sgReading) {
            bringStepIntoView(stepper);
        }
    }

    // Marks the elements the steps fill: those of later steps pending, this step's
    // current, and the elements this step reads.
    function markSteps(stepper, finished) {
        const { figure, steps, step } = stepper;
        // A cell read may be no step's target (a value known from the start).
        for (const element of figure.querySelectorAll(".sg-read")) {
            element.classList.remove("sg-read");
        }
        steps.forEach((s, index) => {
            const element = byKey(figure, s.target);
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
                const element = byKey(figure, id);
                if (element) {
                    element.classList.add("sg-read");
                }
            }
        }
    }

    // The step's number on the figure and in the counter, and its caption.
    function describeStep(stepper, finished) {
        const { figure, steps, step, counter, caption } = stepper;
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
    }

    // Brings the element the step fills into view in its box, with the cells it reads.
    function bringStepIntoView(stepper) {
        const { figure, steps, step, scroll } = stepper;
        const current = byKey(figure, steps[step].target);
        const box = current && (current.closest(".sg-scroll") || scroll);
        if (current) {
            // With the cells it reads in the same box, when they all fit.
            const reads = steps[step].reads
                .map((id) => byKey(figure, id))
                .filter((read) => read && box.contains(read));
            window.sgReading.bringIntoView(box, current, reads);
        }
        // A cell it reads in another box of the figure (a trace's map above its
        // table) is brought into view in that box.
        for (const id of steps[step].reads) {
            const read = byKey(figure, id);
            const other = read && read.closest(".sg-scroll");
            if (other && (!current || !other.contains(current))) {
                window.sgReading.bringIntoView(other, read);
            }
        }
    }

    // A button that becomes disabled while it has the focus would drop the focus to
    // the page: hand it to the button that goes on from here.
    function setDisabled(stepper, b, disabled) {
        const hadFocus = document.activeElement === b;
        b.disabled = disabled;
        if (disabled && hadFocus) {
            (stepper.nextButton.disabled ? stepper.prevButton : stepper.nextButton).focus();
        }
    }

    // The next step; after the finished figure, the first.
    function next(stepper) {
        const last = stepper.steps.length;
        show(stepper, stepper.step === last ? 0 : stepper.step + 1);
    }

    // The step before; before the finished figure, the last step.
    function previous(stepper) {
        const last = stepper.steps.length;
        show(stepper, stepper.step === last ? last - 1 : stepper.step - 1);
    }

    // Stops Play, if it runs, and sets its button to Play.
    function stop(stepper) {
        if (stepper.timer !== null) {
            clearInterval(stepper.timer);
            stepper.timer = null;
        }
        stepper.playLabel.textContent = "Play";
        stepper.playButton.setAttribute("aria-pressed", "false");
    }

    // Play, or pause when it plays: a step every PLAY_DELAY_MS, up to the finished figure.
    function toggle(stepper) {
        if (stepper.timer !== null) {
            stop(stepper);
            return;
        }
        const last = stepper.steps.length;
        if (stepper.step === last) {
            show(stepper, 0);
        }
        stepper.playLabel.textContent = "Pause";
        stepper.playButton.setAttribute("aria-pressed", "true");
        stepper.timer = setInterval(() => {
            if (stepper.step >= last) {
                stop(stepper);
                return;
            }
            next(stepper);
            if (stepper.step === last) {
                stop(stepper);
            }
        }, PLAY_DELAY_MS);
    }

    // The keys of a figure that has the focus: the arrows step, Space plays or pauses,
    // Home and End go to the first step and to the finished figure.
    function onKey(stepper, event) {
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
                stop(stepper);
                next(stepper);
                break;
            case "ArrowLeft":
                stop(stepper);
                previous(stepper);
                break;
            case " ":
                toggle(stepper);
                break;
            case "Home":
                stop(stepper);
                show(stepper, 0);
                break;
            case "End":
                stop(stepper);
                show(stepper, stepper.steps.length);
                break;
            default:
                handled = false;
        }
        if (handled) {
            // mdBook turns the page on the arrow keys; inside a figure they step instead.
            event.preventDefault();
            event.stopPropagation();
        }
    }

    // A step's formula wraps at its spaces on a narrow screen (theme/figures.css), but only
    // where every bracket opened is closed, or after a comma between the arguments of a
    // named function (`max(a, b)`, not `D(0, 4)`): the pieces between such spaces are held
    // together in spans that do not wrap. The text stays as it was.
    function holdMath(math) {
        const items = [];
        let group = [];
        const brackets = { opened: [], word: "", last: "" };
        const flush = () => {
            if (group.length > 0) {
                items.push(holdTogether(group));
            }
            group = [];
        };
        for (const node of Array.from(math.childNodes)) {
            if (node.nodeType !== Node.TEXT_NODE) {
                group.push(node);
                countBrackets(brackets, node.textContent);
                continue;
            }
            const text = node.data;
            let start = 0;
            for (let k = 0; k < text.length; k++) {
                if (text[k] === " " && breakable(brackets)) {
                    if (k > start) {
                        group.push(document.createTextNode(text.slice(start, k)));
                    }
                    flush();
                    items.push(document.createTextNode(" "));
                    start = k + 1;
                } else {
                    countBrackets(brackets, text[k]);
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

    // Reads `text` of a formula into `brackets`: `opened` has, for each bracket open,
    // whether a name of two letters or more precedes it; `word`, the letters just read;
    // `last`, the last character that is not a space.
    function countBrackets(brackets, text) {
        for (let k = 0; k < text.length; k++) {
            const ch = text[k];
            if (ch === "(" || ch === "[" || ch === "{") {
                brackets.opened.push(brackets.word.length >= 2);
            } else if (ch === ")" || ch === "]" || ch === "}") {
                brackets.opened.pop();
            }
            brackets.word = /[A-Za-z]/.test(ch) ? brackets.word + ch : "";
            if (ch.trim() !== "") {
                brackets.last = ch;
            }
        }
    }

    // Whether a space read now may wrap: every bracket is closed, or it follows a comma
    // between the arguments of a named function.
    function breakable(brackets) {
        const opened = brackets.opened;
        return opened.length === 0 || (brackets.last === "," && opened[opened.length - 1]);
    }

    // The nodes of `group` in a span that does not wrap.
    function holdTogether(group) {
        const hold = document.createElement("span");
        hold.className = "sg-math-hold";
        for (const node of group) {
            hold.appendChild(node);
        }
        return hold;
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
