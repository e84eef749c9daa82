// The seal of a recording, as figures::shared::data::seal writes it: its SHA-256 beside its
// name in figures/data/SHA256SUMS (the format `sha256sum -c` checks), one line per file in
// the order of the names. figures/tests/drift.rs fails on a recording whose seal is not its
// content: a number edited by hand.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

const SEALS = "SHA256SUMS";
// A line: 64 hexadecimal digits, two spaces, the name.
const NAME_AT = 66;

// The text of SHA256SUMS once `name` holds `text`: its line replaced or added.
export function sealText(seals, name, text) {
    const hash = createHash("sha256").update(text).digest("hex");
    const lines = seals.split("\n").filter((line) => line !== "" && line.slice(NAME_AT) !== name);
    lines.push(`${hash}  ${name}`);
    lines.sort((a, b) => (a.slice(NAME_AT) < b.slice(NAME_AT) ? -1 : 1));
    return lines.map((line) => `${line}\n`).join("");
}

// Write `text` to `path`, a file of figures/data/, and seal it.
export async function writeSealed(path, text) {
    await writeFile(path, text);
    const seals = join(dirname(path), SEALS);
    const old = await readFile(seals, "utf8").catch((e) => {
        if (e.code === "ENOENT") return "";
        throw e;
    });
    await writeFile(seals, sealText(old, basename(path), text));
}
