// Reading and driving one widget in its page: open its form, type a row, read what it
// shows, check it with axe and on a phone, take its screenshots.
import { join } from "node:path";
import { screenshotInThemes } from "./common.mjs";
import {
    axeSource,
    axeViolations,
    base,
    checkPhoneLayout,
    fail,
    isChrome,
    openPage,
    screenshotDir,
    setTheme,
    THEMES,
} from "./widget-env.mjs";

// A state of the widget that a reader sees, for the checks below.
export function widgetState(form) {
    return form.evaluate((f) => ({
        result: f.querySelector("[data-sg-result]")?.textContent ?? null,
        live: f.querySelector("[data-sg-result]")?.getAttribute("aria-live") ?? null,
        alert: f.querySelector("[role=alert]")?.textContent ?? null,
        figures: f.querySelectorAll("figure.sg-stepper").length,
        play: f.querySelectorAll(".sg-try-play").length,
        focused: document.activeElement?.className ?? "",
    }));
}

// Every line a widget writes (the answer, a message, the limits, a note, the game's
// board, status, moves, log and hint, a figure's cells, key, caption and every step's
// caption): the lines whose numbers are not grouped as the book groups them (2,000: no
// run of four digits), and those with a double space or a space at an end.
export function badLines(form) {
    return form.evaluate((f) => {
        const bad = [];
        const check = (text, spacing) => {
            if (/\d{4,}/.test(text) || (spacing && (/\s{2,}/.test(text) || text !== text.trim()))) {
                bad.push(text.slice(0, 160));
            }
        };
        const walker = document.createTreeWalker(f, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.parentElement.closest("script, style, label")) check(node.textContent, false);
        }
        for (const e of f.querySelectorAll(
            "[data-sg-result], [role=alert], .sg-try-limits, .sg-try-note, .sg-try-status, " +
                ".sg-try-hint, .sg-try-log li, .sg-try-m, .sg-try-moves button, figcaption",
        )) {
            if (e.textContent !== "") check(e.textContent, true);
        }
        for (const script of f.querySelectorAll("script.sg-steps")) {
            const holder = document.createElement("div");
            for (const step of JSON.parse(script.textContent)) {
                holder.innerHTML = step.caption;
                check(holder.textContent, true);
            }
        }
        return bad;
    });
}

// `game`'s one form on page `name`, at the `viewport`'s width ("phone" or "desktop"), in a
// context of its own, with its first field (`input`): what every check of a form starts
// from; or null, and a failure, when the page has no such form or more.
export async function openForm(game, name, viewport) {
    const where = `${name} (${game} widget, ${viewport})`;
    const { context, page } = await openPage(
        where,
        viewport === "desktop" ? { viewport: { width: 1280, height: 900 } } : {},
    );
    await page.goto(`${base}${name}`, { waitUntil: "load" });
    const forms = page.locator(`form.sg-try[data-game="${game}"]`);
    if ((await forms.count()) !== 1) {
        fail(where, `expected one form.sg-try[data-game="${game}"], found ${await forms.count()}`);
        await context.close();
        return null;
    }
    const form = forms.first();
    return { where, context, page, form, field: form.locator("input[name=input]"), game, viewport };
}

// `text` typed in a widget's field, then Enter.
export async function enterRow({ field }, text) {
    await field.fill(text);
    await field.press("Enter");
}

export async function shoot(page, form, game, viewport, what) {
    // mdBook's menu bar sticks to the top of the window, over the widget.
    const style = await page.addStyleTag({
        content: "#mdbook-menu-bar { visibility: hidden; }",
    });
    await screenshotInThemes(page, form, (theme) =>
        join(screenshotDir, `${game}-${what}-${viewport}-${theme}.png`),
    );
    await style.evaluate((e) => e.remove());
}

// On a phone, a game begun on the largest input it takes (already entered) and a move
// played: nothing wider than the screen, and every line's digits grouped.
export async function checkFirstMoveOnPhone({ where, page, form }) {
    await form.locator(".sg-try-first").click();
    await form.locator(".sg-try-move").first().click();
    await checkPhoneLayout(page, where);
    const lines = await badLines(form);
    if (lines.length) {
        fail(
            where,
            `on the largest input, digits not grouped, or spaces doubled: ${JSON.stringify(lines)}`,
        );
    }
}

// On a desktop, with the widget in use: axe in every theme; then, in the light theme,
// axe with a message for bad input (typed in the first field, entered from the last).
export async function checkAxeInUse({ where, page, game, field, bob }) {
    await axeWidgetInThemes(page, game, where);
    await setTheme(page, "light");
    await field.fill("x");
    await (bob ?? field).press("Enter");
    await axeBadInput(page, game, where);
}

// axe with the widget in use: the page's <main> in the light theme, the widget alone
// in the others (the rest of the page, mdBook's chrome, is check.mjs's, on one page:
// on every widget's page it took a third of this check's time).
async function axeWidgetInThemes(page, game, where) {
    await page.addScriptTag({ content: axeSource });
    for (const theme of THEMES) {
        await setTheme(page, theme);
        for (const v of await axeViolations(
            page,
            theme === "light" ? "main" : `form.sg-try[data-game="${game}"]`,
        )) {
            for (const node of v.nodes) {
                if (isChrome(v.id, node.target)) continue;
                fail(
                    `${where} (${theme})`,
                    `axe ${v.id}: ${v.help}: ${node.target}: ${node.summary.replace(/\s+/g, " ")}`,
                );
            }
        }
    }
}

// axe on the widget showing its message for bad input, in the light theme.
async function axeBadInput(page, game, where) {
    for (const v of await axeViolations(page, `form.sg-try[data-game="${game}"]`)) {
        for (const node of v.nodes) {
            if (!isChrome(v.id, node.target)) {
                fail(`${where} (bad input)`, `axe ${v.id}: ${node.target}`);
            }
        }
    }
}
