// What the checks of check.mjs share: the failures found so far, and how long a wait may
// last.

// Every failure, as "page: what is wrong"; check.mjs prints them and fails when any is
// found.
export const failures = [];
export const fail = (page, message) => failures.push(`${page}: ${message}`);

// How long a wait may last before the run is called stuck: a bound on hangs, not a check
// of speed (no check of this test reads a clock to pass or fail).
export const LIVENESS_MS = 10 * 60_000;

// The phone every page is checked on (the viewport's CSS pixels).
export const PHONE = { width: 390, height: 844 };

// With --screenshots: `element` of `page` in the light and coal themes, at the path
// `pathFor(theme)` gives; the page is left in the light theme. The theme is set on the
// page's class, not through mdBook's menu (check.mjs's setTheme), which is what a look
// at a screenshot needs.
export async function screenshotInThemes(page, element, pathFor) {
    const use = (theme) =>
        page.evaluate((t) => {
            document.documentElement.className = document.documentElement.className.replace(
                /\b(light|rust|coal|navy|ayu)\b/,
                t,
            );
        }, theme);
    for (const theme of ["light", "coal"]) {
        await use(theme);
        await element.scrollIntoViewIfNeeded();
        await element.screenshot({ path: pathFor(theme) });
    }
    await use("light");
}
