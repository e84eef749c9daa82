// Step-throughs for the figures drawn by `cargo run -p figures`.
//
// A figure with the class `sg-stepper` carries its steps in a
// <script type="application/json" class="sg-steps"> element: for each step, the key of the
// element it fills (`target`), the keys of the elements it reads (`reads`) and a one-line
// `caption`. A key is the element's `data-sg` attribute, unique within its figure. Without this script the page shows the finished figure; with it, the reader
// can also fill the figure step by step: Prev, Next, Play, or the keyboard (left and right
// arrows, space, Home, End) once the figure has focus.
(function () {
    "use strict";

    // The pause between two steps of Play (the browser test shortens it).
    var PLAY_DELAY_MS = window.SG_PLAY_DELAY_MS || 800;

    function setUp(figure) {
        var data = figure.querySelector("script.sg-steps");
        if (!data) {
            return;
        }
        var steps = JSON.parse(data.textContent);
        if (steps.length === 0) {
            return;
        }
        var byKey = function (key) {
            return figure.querySelector('[data-sg="' + key + '"]');
        };
        // step === steps.length means "finished": everything shown, nothing highlighted.
        var step = steps.length;
        var timer = null;

        var controls = document.createElement("div");
        controls.className = "sg-controls";
        var button = function (label, title, action) {
            var b = document.createElement("button");
            b.type = "button";
            b.textContent = label;
            b.title = title;
            b.className = "sg-" + title.toLowerCase().split(" ")[0];
            b.addEventListener("click", function () {
                action();
                figure.focus({ preventScroll: true });
            });
            controls.appendChild(b);
            return b;
        };
        button("Start", "Start again", function () { stop(); show(0); });
        button("◀ Prev", "Previous step", function () { stop(); previous(); });
        button("Next ▶", "Next step", function () { stop(); next(); });
        var playButton = button("Play", "Play all steps", function () { toggle(); });
        button("End", "End", function () { stop(); show(steps.length); });
        var counter = document.createElement("span");
        counter.className = "sg-counter";
        controls.appendChild(counter);

        var caption = document.createElement("div");
        caption.className = "sg-step-caption";
        caption.setAttribute("aria-live", "polite");

        var scroll = figure.querySelector(".sg-scroll") || figure.firstChild;
        figure.insertBefore(controls, scroll);
        figure.insertBefore(caption, scroll);
        figure.tabIndex = 0;

        function show(k) {
            step = Math.max(0, Math.min(k, steps.length));
            var finished = step === steps.length;
            steps.forEach(function (s, index) {
                var element = byKey(s.target);
                if (!element) {
                    return;
                }
                element.classList.toggle("sg-pending", !finished && index > step);
                element.classList.toggle("sg-current", !finished && index === step);
                element.classList.remove("sg-read");
            });
            if (!finished) {
                steps[step].reads.forEach(function (id) {
                    var element = byKey(id);
                    if (element) {
                        element.classList.add("sg-read");
                    }
                });
            }
            figure.dataset.step = String(step);
            counter.textContent = finished
                ? steps.length + " steps"
                : "step " + (step + 1) + " of " + steps.length;
            caption.textContent = finished
                ? "Press Next or Play to go through it step by step."
                : steps[step].caption;
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
            playButton.textContent = "Play";
        }

        function toggle() {
            if (timer !== null) {
                stop();
                return;
            }
            if (step === steps.length) {
                show(0);
            }
            playButton.textContent = "Pause";
            timer = setInterval(function () {
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

        figure.addEventListener("keydown", function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey) {
                return;
            }
            var handled = true;
            switch (event.key) {
                case "ArrowRight": stop(); next(); break;
                case "ArrowLeft": stop(); previous(); break;
                case " ": toggle(); break;
                case "Home": stop(); show(0); break;
                case "End": stop(); show(steps.length); break;
                default: handled = false;
            }
            if (handled) {
                // mdBook turns the page on the arrow keys; inside a figure they step instead.
                event.preventDefault();
                event.stopPropagation();
            }
        });

        show(steps.length);
    }

    function setUpAll() {
        document.querySelectorAll("figure.sg-stepper").forEach(setUp);
    }

    if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", setUpAll);
    } else {
        setUpAll();
    }
})();
