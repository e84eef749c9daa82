//! The try-it widgets' fixture (figures/data/try-fixture.json) is what the crate
//! answers now: the browser test checks the widgets' JavaScript engines against
//! it, so a stale file would let them drift from the crate.

mod common;

#[test]
fn the_committed_fixture_is_what_the_crate_answers() {
    let expected = figures::fixture::try_fixture::fixture().expect("the crate answers every input");
    let path = figures::fixture::try_fixture::fixture_path();
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed == expected {
        return;
    }
    panic!(
        "{} is not what the crate answers now{}.\n\
         - If the inputs or the limits were changed on purpose (in \
         figures/src/fixture/try_fixture.rs, with theme/try/), write it again with \
         `{}`, run the browser test, and commit both.\n\
         - If a solver now answers differently, the fixture only shows it \
         first: find the failing test of the crate and fix the code; do not \
         rewrite the fixture, or the widgets would be checked against the bug.",
        path.display(),
        common::first_difference(&committed, &expected),
        figures::REFRESH_COMMAND
    );
}
