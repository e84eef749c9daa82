"""The crate's public paths as rustdoc's JSON (nightly) gives them, for
.ci/api-crosscheck to compare with code/public-api.txt, which book_tools::api reads from
the code's syntax. An item re-exported in several modules has its methods listed under
one path, its owner: the module that is an ancestor of where it is defined, else the
first path found."""
import json, sys
d = json.load(open(sys.argv[1]))
idx = d["index"]
paths, found = set(), {}

def kind(item):
    return next(iter(item["inner"].keys()))

def walk_module(mid, prefix, seen):
    if mid in seen:
        return
    seen.add(mid)
    for i in idx[str(mid)]["inner"]["module"]["items"]:
        item = idx.get(str(i))
        if item is None:
            continue
        if kind(item) == "use":
            u = item["inner"]["use"]
            assert not u["is_glob"], u
            path = prefix + [u["name"]]
            paths.add("::".join(path))
            if u["id"] is not None and str(u["id"]) in idx:
                found.setdefault(u["id"], []).append(path)
                if kind(idx[str(u["id"])]) == "module":
                    walk_module(u["id"], path, seen)
            continue
        path = prefix + [item["name"]]
        paths.add("::".join(path))
        found.setdefault(i, []).append(path)
        if kind(item) == "module":
            walk_module(i, path, seen)

walk_module(d["root"], [], set())
for iid, where in found.items():
    item = idx[str(iid)]
    k = kind(item)
    if k not in ("struct", "enum", "union"):
        continue
    home = d["paths"].get(str(iid), {}).get("path", [])[1:-1]
    owners = [p for p in where if p[:-1] == home[: len(p) - 1]] or where[:1]
    owner = owners[0]
    for impl_id in item["inner"][k]["impls"]:
        impl = idx[str(impl_id)]["inner"]["impl"]
        if impl["trait"] is None and not impl.get("synthetic"):
            for m in impl["items"]:
                if idx[str(m)].get("visibility") == "public":
                    paths.add("::".join(owner + [idx[str(m)]["name"]]))
for p in sorted(paths):
    print(p)
