// The built book, served as GitHub Pages serves it, and its list of pages, for check.mjs.
import { createServer } from "node:http";
import { readFile, readdir, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";

const types = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css",
    ".js": "text/javascript",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".ttf": "font/ttf",
    ".txt": "text/plain",
};

// A static server for the built book in `root`, under `prefix` (its `site-url`), on a free
// port of the loopback.
export function serve(root, prefix) {
    const server = createServer(async (req, res) => {
        const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
        if (!path.startsWith(prefix)) {
            res.writeHead(404).end("outside the book");
            return;
        }
        let file = resolve(join(root, path.slice(prefix.length)));
        if (!file.startsWith(root + sep) && file !== root) {
            res.writeHead(403).end();
            return;
        }
        try {
            if ((await stat(file)).isDirectory()) file = join(file, "index.html");
            const body = await readFile(file);
            res.writeHead(200, {
                "content-type": types[extname(file)] ?? "application/octet-stream",
            });
            res.end(body);
        } catch {
            res.writeHead(404).end("not found");
        }
    });
    return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

// The HTML pages of the built book in `dir`, as paths relative to it, sorted.
export async function htmlPages(dir, sub = "") {
    const pages = [];
    for (const entry of await readdir(join(dir, sub), { withFileTypes: true })) {
        const rel = sub ? `${sub}/${entry.name}` : entry.name;
        // src/figures/ holds the fragments the chapters include; mdBook copies them along.
        // api/ is the crate's documentation, rustdoc's pages beside the book (.ci/run).
        if (entry.isDirectory()) {
            if (rel !== "figures" && rel !== "api") pages.push(...(await htmlPages(dir, rel)));
        } else if (entry.name.endsWith(".html") && rel !== "toc.html") pages.push(rel);
    }
    return pages.sort();
}
