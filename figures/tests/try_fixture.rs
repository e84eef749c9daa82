//! The try-it widgets' fixture (`target/try-fixture.json`, written by
//! `cargo run -p figures -- fixture`) can be made from the crate as it is:
//! every input is answered, within the widgets' limits, and every number is
//! exact in JavaScript. The browser test checks the widgets' engines against
//! it.

#[test]
fn the_crate_answers_every_input_of_the_fixture() {
    let fixture = figures::fixture::try_fixture::fixture()
        .unwrap_or_else(|e| panic!("the fixture cannot be made from the crate: {e}"));
    // One input a line: thousands a game.
    let lines = fixture.lines().count();
    assert!(lines > 20_000, "only {lines} lines");
}
