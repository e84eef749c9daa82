//! What the tests of committed files share.

/// The first line where `committed` and `drawn` differ (a figure writes each
/// table row on a line of its own, the fixture each input), shortened to the
/// part that differs.
pub fn first_difference(committed: &str, drawn: &str) -> String {
    let mut committed_lines = committed.lines();
    let mut drawn_lines = drawn.lines();
    for number in 1.. {
        let (old, new) = (committed_lines.next(), drawn_lines.next());
        if old != new {
            let (old, new) = (old.unwrap_or(""), new.unwrap_or(""));
            let start = old
                .char_indices()
                .zip(new.chars())
                .find(|((_, a), b)| a != b)
                .map_or(old.len().min(new.len()), |((i, _), _)| i);
            let from = old[..start]
                .char_indices()
                .rev()
                .nth(40)
                .map_or(0, |(i, _)| i);
            let shown = |line: &str| line[from..].chars().take(120).collect::<String>();
            return format!(
                ", first at line {number}:\n      committed: …{}\n      drawn:     …{}",
                shown(old),
                shown(new)
            );
        }
    }
    unreachable!("two texts that differ differ at some line")
}
