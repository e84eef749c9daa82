//! Every step of a figure's step-through highlights cells the figure has: a
//! `target` or a `reads` key with no `data-sg` element of that key would
//! highlight nothing, and only the browser test would notice.

use std::collections::BTreeSet;

/// The `data-sg` keys of a figure's elements.
fn keys(html: &str) -> BTreeSet<&str> {
    html.split("data-sg=\"")
        .skip(1)
        .filter_map(|rest| rest.split_once('"').map(|(key, _)| key))
        .collect()
}

/// The steps a figure carries to its script: each step's target and the keys it reads.
fn steps(html: &str) -> Vec<(String, Vec<String>)> {
    let open = "<script type=\"application/json\" class=\"sg-steps\">";
    let Some((_, rest)) = html.split_once(open) else {
        return Vec::new();
    };
    let json = rest.split_once("</script>").expect("a closed script").0;
    let parsed: serde_json::Value = serde_json::from_str(&json.replace("<\\/", "</"))
        .unwrap_or_else(|e| panic!("the steps are JSON: {e}"));
    let text = |v: &serde_json::Value| v.as_str().expect("a key").to_string();
    parsed
        .as_array()
        .expect("a list of steps")
        .iter()
        .map(|step| {
            let reads = step["reads"].as_array().expect("reads").iter().map(text);
            (text(&step["target"]), reads.collect())
        })
        .collect()
}

/// The test whose failure says how to mend a figure that cannot be drawn.
const HOW: &str = "`cargo test -p figures --test drift`";

#[test]
fn every_step_highlights_cells_its_figure_has() {
    let manifest = figures::draw::manifest::load_manifest().expect("src/figures.toml is readable");
    let drawn = figures::draw::draw_all(&manifest)
        .unwrap_or_else(|e| panic!("a figure cannot be drawn ({HOW} says how to mend it): {e}"));
    let (mut checked, mut wrong) = (0, Vec::new());
    for figure in &drawn {
        let keys = keys(&figure.contents);
        for (k, (target, reads)) in steps(&figure.contents).into_iter().enumerate() {
            checked += 1;
            for key in std::iter::once(&target).chain(&reads) {
                if !keys.contains(key.as_str()) {
                    wrong.push(format!("`{}`, step {}: no cell `{key}`", figure.id, k + 1));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "steps that highlight a cell their figure lacks (fix the figure's drawing code in \
         figures/src/draw/):\n  {}",
        wrong.join("\n  ")
    );
    assert!(checked > 100, "only {checked} steps read");
}

#[test]
fn a_figures_keys_and_steps_are_read_from_its_html() {
    let html = "<td data-sg=\"d-1\">3</td><td data-sg=\"d-2\">4</td>\
                <script type=\"application/json\" class=\"sg-steps\">\
                [{\"target\":\"d-2\",\"reads\":[\"d-1\"],\"caption\":\"x<\\/b>\"}]</script>";
    assert_eq!(keys(html), BTreeSet::from(["d-1", "d-2"]));
    assert_eq!(steps(html), [("d-2".to_string(), vec!["d-1".to_string()])]);
    assert!(steps("<p>no steps</p>").is_empty());
}
