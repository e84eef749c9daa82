//! mdBook's book as a preprocessor receives it: JSON, read and written back.

use std::io::{self, Read};

use serde_json::Value;

/// Reads `[context, book]` from standard input, as mdBook hands it to a preprocessor.
///
/// # Errors
///
/// When standard input cannot be read or is not mdBook's JSON.
pub fn read_input() -> Result<(Value, Value), String> {
    let mut input = String::new();
    io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("cannot read mdBook's input: {e}"))?;
    let input: Value =
        serde_json::from_str(&input).map_err(|e| format!("mdBook's input is not JSON: {e}"))?;
    let [context, book] = <[Value; 2]>::try_from(input.as_array().cloned().unwrap_or_default())
        .map_err(|_| "mdBook's input is not [context, book]".to_string())?;
    Ok((context, book))
}

/// Calls `edit` with the path (under `src/`, if it has a file) and the content of every
/// chapter of mdBook's JSON book, at any depth.
pub fn for_each_chapter(value: &mut Value, edit: &mut impl FnMut(Option<&str>, &mut String)) {
    match value {
        Value::Object(map) => {
            if let Some(Value::Object(chapter)) = map.get_mut("Chapter") {
                let path = chapter
                    .get("path")
                    .and_then(Value::as_str)
                    .map(str::to_string);
                if let Some(Value::String(content)) = chapter.get_mut("content") {
                    edit(path.as_deref(), content);
                }
            }
            for child in map.values_mut() {
                for_each_chapter(child, edit);
            }
        }
        Value::Array(items) => {
            for item in items {
                for_each_chapter(item, edit);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_every_chapter_at_any_depth() {
        let mut book: Value = serde_json::json!({
            "items": [
                {"Chapter": {"content": "a", "path": "a.md", "sub_items": [
                    {"Chapter": {"content": "b", "path": null, "sub_items": []}}
                ]}},
                "Separator"
            ]
        });
        let mut seen = Vec::new();
        for_each_chapter(&mut book, &mut |path, content| {
            seen.push((path.map(str::to_string), content.clone()));
            content.push('!');
        });
        assert_eq!(
            seen,
            [
                (Some("a.md".to_string()), "a".to_string()),
                (None, "b".to_string())
            ]
        );
        assert_eq!(book["items"][0]["Chapter"]["content"], "a!");
        assert_eq!(
            book["items"][0]["Chapter"]["sub_items"][0]["Chapter"]["content"],
            "b!"
        );
    }
}
