// What every check of the try-it widgets reads: where each widget is, and what check.mjs
// hands checkWidgets (widgets.mjs), with the engines' fixture.
import { fixtureText as readFixture } from "./engine-check.mjs";

// Where each part needs its widget: its first chapter, and where its table is taught.
export const PLACES = {
    "stone-game": ["stone-game/the-game.html", "stone-game/recurrence.html"],
    "stone-game-ii": ["stone-game-ii/the-game.html", "stone-game-ii/bottom-up.html"],
    "stone-game-iii": ["stone-game-iii/the-game.html", "stone-game-iii/recurrence.html"],
    "stone-game-iv": ["stone-game-iv/the-game.html", "stone-game-iv/table.html"],
    "stone-game-viii": ["stone-game-viii/the-game.html"],
    "stone-game-v": ["stone-game-v/the-game.html", "stone-game-v/intervals.html"],
    "stone-game-vii": ["stone-game-vii/the-game.html", "stone-game-vii/recurrence.html"],
    "stone-game-ix": ["stone-game-ix/the-game.html"],
};

// Where Stone Game VI's widget is, with its two rows: its first chapter.
export const TWO_ROWS_PLACE = "stone-game-vi/the-game.html";

// Every page that holds a try-it widget, one widget each: the print page holds them all.
export const WIDGET_PAGES = [...Object.values(PLACES).flat(), TWO_ROWS_PLACE];

// What check.mjs gives checkWidgets, and the fixture it reads: set once, by setUp at
// its start, and read by every check of the widgets (an import sees each as it is now).
export let base,
    fail,
    openPage,
    pages,
    checkStepper,
    checkPhoneLayout,
    setTheme,
    axeViolations,
    axeSource,
    isChrome,
    screenshotDir,
    THEMES,
    recordWork,
    fixture,
    fixtureText;

export async function setUp(options) {
    ({
        base,
        fail,
        openPage,
        pages,
        checkStepper,
        checkPhoneLayout,
        setTheme,
        axeViolations,
        axeSource,
        isChrome,
        screenshotDir,
        THEMES,
        recordWork = false,
    } = options);
    fixtureText = await readFixture();
    fixture = JSON.parse(fixtureText);
}
