//! The little HTML the figures need: escaping, and the step data embedded for the script.

use serde::Serialize;

/// `text` with the characters that mean something in HTML replaced by entities.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// One step of a step-through: the cells (or rows) to highlight and a one-line caption.
#[derive(Debug, Serialize)]
pub struct Step {
    /// The key (`data-sg`) of the element this step fills or shows.
    pub target: String,
    /// The keys of the elements it reads.
    pub reads: Vec<String>,
    /// What the step computes, in one line.
    pub caption: String,
}

/// The `<script type="application/json">` that carries a figure's steps to `theme/figures.js`.
/// The page shows the whole figure without it: the script only adds the controls.
pub fn steps_script(steps: &[Step]) -> String {
    let json = serde_json::to_string(steps).expect("steps are plain data");
    // `</` cannot end the script early once escaped; JSON allows `\/`.
    format!(
        "<script type=\"application/json\" class=\"sg-steps\">{}</script>",
        json.replace("</", "<\\/")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup() {
        assert_eq!(escape("a < b & \"c\""), "a &lt; b &amp; &quot;c&quot;");
    }
}
