//! Helpers for the crate's own tests: the check that every method agrees
//! with the game tree on the rows of every small case, two asserts that name
//! what they compare (a best move against its doc's rule,
//! [`assert_first_best`]; methods against each other on one row,
//! [`assert_agree`]), the walk through every position of a game, and the
//! signed rows of Stone Game. The rows and the reproducible random numbers
//! come from `stone-games-testkit`.

use std::fmt;

// The reproducible random numbers and the rows of every small case are
// game-agnostic: they live in the workspace's `stone-games-testkit` (a
// dev-dependency), with the benchmarks', the figures' and the practice
// checker's, and the tests import them from here as from the rest.
pub(crate) use stone_games_testkit::{
    all_rows, assert_same_list, each_agrees_with, each_gives, random_row,
    rows_of, rows_up_to, Lcg,
};

/// `x` rounded to `sig` significant figures, as a doc says a number it
/// works out: "about 2.4 × 10⁹" is `about(x, 2) == 2.4e9`. Each game's
/// `error.rs` has a test,
/// `every_number_a_limits_doc_derives_follows_from_its_value`, that works
/// out again each number its limits' docs derive from a limit and the sizes
/// of types alone (not those that rest on a recording): when a limit
/// changes, the assert that fails quotes the sentence to work out again.
pub(crate) fn about(x: f64, sig: i32) -> f64 {
    let shift = sig - 1 - x.abs().log10().floor() as i32;
    if shift >= 0 {
        (x * 10_f64.powi(shift)).round() / 10_f64.powi(shift)
    } else {
        (x / 10_f64.powi(-shift)).round() * 10_f64.powi(-shift)
    }
}

/// Held by each game's
/// `every_number_a_limits_doc_derives_follows_from_its_value` while it runs
/// (`let _on_failure = LimitDocs("stone_game_ii");`): when one of its
/// asserts fails, it adds to the failure what to do, since the assert names
/// only the number and the sentence it quotes.
pub(crate) struct LimitDocs(pub(crate) &'static str);

impl Drop for LimitDocs {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!(
                "\nThe number above is one that a limit's doc in \
                 code/src/{0}/error.rs works out from the limit's value; \
                 the assert quotes its sentence. If you changed the limit on \
                 purpose, work the number out again and write it in the doc \
                 and in the assert, then record the limit's time again on a \
                 quiet machine: `cargo run --release -p figures -- \
                 record-limits --again {0}` (docs/game-module.md, Limits). If \
                 not, the code that the number counts has changed.",
                self.0
            );
        }
    }
}

/// A method under test, by name: what it answers on a row.
pub(crate) type Method<'a, T, A> = (&'a str, &'a dyn Fn(&[T]) -> A);

/// Named methods, a game's `book::METHODS` or closures made from it, as the
/// [`Method`]s [`check_against_game_tree`] takes; a test adds the methods
/// that answer in another form.
pub(crate) fn listed<'a, T, A, F: Fn(&[T]) -> A>(
    methods: &'a [(&'static str, F)],
) -> Vec<Method<'a, T, A>> {
    methods
        .iter()
        .map(|(name, method)| (*name, method as &dyn Fn(&[T]) -> A))
        .collect()
}

/// Every method against the game tree on every row of `rows`: each
/// `(name, method)` must answer what `game_tree` answers, and a failure
/// names the method and the row. Returns how many rows it checked.
///
/// A method that answers in another form (a table, a game played out) is
/// passed as a closure that reads the answer from it.
///
/// The failure also names the file of the test that called it, whose
/// folder holds the methods, and the command that reruns the game's checks.
///
/// One checker over every method, each against a plain version, is the
/// shape of the itertools crate's specialization tests, whose
/// `test_specializations` holds each specialised adaptor to its
/// unspecialised form (<https://github.com/rust-itertools/itertools>).
#[track_caller]
pub(crate) fn check_against_game_tree<
    T: fmt::Debug,
    A: PartialEq + fmt::Debug,
>(
    rows: impl IntoIterator<Item = Vec<T>>,
    game_tree: impl Fn(&[T]) -> A,
    methods: &[Method<T, A>],
) -> usize {
    let mut checked = 0;
    for row in rows {
        let expected = game_tree(&row);
        if let Err(differs) = each_gives(methods, |m| m(&row), &expected) {
            let at = std::panic::Location::caller().file();
            let folder = at.rsplit_once('/').map_or(at, |(folder, _)| folder);
            let game = folder.rsplit('/').next().unwrap_or(folder);
            panic!(
                "against the game tree on {row:?}: {differs}\n(the check of \
                 {at}: each method named is a function of {folder}/; \
                 `.ci/quick {game} --fast` reruns the game's checks)"
            );
        }
        checked += 1;
    }
    checked
}

/// Asserts that `found`, a `best_move`'s answer on `input`, is the move
/// its doc promises: of `moves`, each with its worth by the game tree and
/// listed in the order the doc breaks ties by, the first worth the most;
/// `None` when there is no move. `rule` is the doc's rule in words; a
/// failure states it, with the worth of each move, so that it says which
/// of the two, the value or the tie-break, `best_move` got wrong.
#[track_caller]
pub(crate) fn assert_first_best<M, W>(
    found: Option<M>,
    moves: &[(M, W)],
    rule: &str,
    input: impl fmt::Debug,
) where
    M: PartialEq + Copy + fmt::Debug,
    W: Ord + fmt::Debug,
{
    let best = moves.iter().map(|(_, worth)| worth).max();
    let first = moves.iter().find(|(_, worth)| Some(worth) == best);
    let documented = first.map(|&(m, _)| m);
    if found != documented {
        let worths: Vec<String> =
            moves.iter().map(|(m, w)| format!("{m:?}: {w:?}")).collect();
        panic!(
            "best_move({input:?}) is {found:?}, and the rule gives \
             {documented:?}: {rule}. Each move, in the order ties go, with \
             its worth by the game tree: [{}]",
            worths.join(", ")
        );
    }
}

#[test]
fn the_first_best_move_is_the_first_of_the_most_worth() {
    let moves = [('a', 1), ('b', 3), ('c', 3)];
    assert_first_best(Some('b'), &moves, "the most, the first on a tie", 0);
    assert_first_best(None::<char>, &[] as &[(char, i32)], "none", 0);
}

#[test]
#[should_panic(expected = "best_move([2]) is Some('c'), and the rule gives \
                           Some('b'): most, first. Each move, in the order \
                           ties go, with its worth by the game tree: \
                           ['a': 1, 'b': 3, 'c': 3]")]
fn a_later_move_of_the_same_worth_breaks_the_tie_rule() {
    let moves = [('a', 1), ('b', 3), ('c', 3)];
    assert_first_best(Some('c'), &moves, "most, first", [2]);
}

/// Asserts that every method of `methods` answers on `row` what the first
/// of them answers: for a test that holds one method to another on rows
/// the game tree cannot reach. A failure names the methods that differ and
/// those that agree, the row's length and first values, and the caller's
/// line.
#[track_caller]
pub(crate) fn assert_agree<T: fmt::Debug, A: PartialEq + fmt::Debug>(
    row: &[T],
    methods: &[Method<T, A>],
) {
    let reference = methods.first().map_or("", |&(name, _)| name);
    let call = |method: &&dyn Fn(&[T]) -> A| method(row);
    if let Err(differs) = each_agrees_with(methods, reference, call) {
        let head = &row[..row.len().min(8)];
        let more = if row.len() > 8 { ", ..." } else { "" };
        panic!(
            "on a row of {} ({head:?}{more}): {differs} (the check at {})",
            row.len(),
            std::panic::Location::caller()
        );
    }
}

#[test]
#[should_panic(expected = "on a row of 10 ([1, 1, 1, 1, 1, 1, 1, 1], ...): \
                           twice: 20, where 10 was expected")]
fn agreeing_methods_name_the_one_that_differs_and_the_row() {
    let methods: [Method<u32, u32>; 3] = [
        ("sum", &|row| row.iter().sum()),
        ("max times len", &|row| {
            row.iter().max().map_or(0, |m| m * row.len() as u32)
        }),
        ("twice", &|row| 2 * row.iter().sum::<u32>()),
    ];
    assert_agree(&[1; 3], &methods[..2]);
    assert_agree(&[1; 10], &methods);
}

/// Every row of up to seven values in -3..=3, in the type the method takes:
/// zero and negative values included, 960,800 rows.
pub(crate) fn small_signed_rows<T: From<i8> + Copy>(
) -> impl Iterator<Item = Vec<T>> {
    rows_up_to(7, (-3..=3).map(T::from).collect())
}

#[test]
fn the_small_signed_rows() {
    assert_eq!(
        small_signed_rows::<i32>().count(),
        (0..=7).map(|n| 7_usize.pow(n)).sum()
    );
    let values = small_signed_rows::<i64>().flatten();
    assert!(values.into_iter().all(|v| (-3..=3).contains(&v)));
}

#[test]
fn the_check_counts_the_rows_and_passes_when_all_agree() {
    let double = |row: &[u32]| row.iter().sum::<u32>() * 2;
    let methods: [Method<u32, u32>; 2] = [
        ("sum twice", &|row| {
            row.iter().sum::<u32>() + row.iter().sum::<u32>()
        }),
        ("fold", &|row| row.iter().fold(0, |a, &v| a + 2 * v)),
    ];
    assert_eq!(check_against_game_tree(all_rows(3, 2), double, &methods), 8);
}

#[test]
#[should_panic(
    expected = "game tree on [1]: off by one: 3, where 2 was expected"
)]
fn the_check_names_the_method_and_the_row() {
    // The wrong method comes second: every method of the list is checked.
    let double = |row: &[u32]| row.iter().sum::<u32>() * 2;
    let methods: [Method<u32, u32>; 2] = [
        ("right", &|row| row.iter().sum::<u32>() * 2),
        ("off by one", &|row| row.iter().sum::<u32>() * 2 + 1),
    ];
    check_against_game_tree(all_rows(1, 1), double, &methods);
}

#[test]
#[should_panic(expected = "a function of code/src/shared/; `.ci/quick shared \
                           --fast` reruns the game's checks")]
fn the_check_names_the_folder_of_the_methods_and_the_command() {
    let methods: [Method<u32, u32>; 1] = [("one", &|_| 1)];
    check_against_game_tree(all_rows(1, 1), |_| 0, &methods);
}

/// Every position a game reaches from `start`, whatever either player
/// chooses, checked against the rules of [`Game`](super::Game) and against
/// `oracle`:
///
/// - the game is over exactly when no choice is left, and then
///   `best_move` is `None`, `play` refuses any move, and `winner` names
///   one (but in Stone Game V, where `alternates` is false);
/// - `best_move` is one of the `choices`, and the one `oracle` names for
///   the position (the game's free `best_move`, on what is left);
/// - every choice is played without an error, and the turn passes (except
///   in Stone Game V, where `alternates` is false); the choice
///   `choice_of` reads from its record makes the same record; `after` it
///   is the position `play` leads to.
///
/// - `play` refuses each move of `illegal` (moves to try: past the row, a
///   stone taken, a count too large) that is not among the choices, in
///   every position, the finished ones too.
///
/// Returns how many positions it checked. A failure names the test that
/// called it (`walked from`), as well as the position.
#[track_caller]
pub(crate) fn check_every_position<G>(
    start: &G,
    alternates: bool,
    illegal: &impl Fn(&G) -> Vec<G::Choice>,
    oracle: &impl Fn(&G) -> Option<G::Choice>,
) -> usize
where
    G: super::Game,
{
    let from = std::panic::Location::caller();
    positions_from(start, alternates, illegal, oracle, from)
}

/// The walk of [`check_every_position`], from `start`; `from` is the test
/// that began it.
fn positions_from<G>(
    start: &G,
    alternates: bool,
    illegal: &impl Fn(&G) -> Vec<G::Choice>,
    oracle: &impl Fn(&G) -> Option<G::Choice>,
    from: &std::panic::Location,
) -> usize
where
    G: super::Game,
{
    let choices = start.choices();
    let best = start.best_move();
    // Formatted only when an assert fails: the walk visits millions.
    let at = || {
        format!(
            "at {start:?}, choices {choices:?}, best_move {best:?} \
             (walked from {from})"
        )
    };
    assert_eq!(
        start.is_over(),
        choices.is_empty(),
        "is_over (left) is whether choices() is empty (right): one of them \
         is wrong (a best_move outside the choices points at choices), {}",
        at()
    );
    assert_eq!(
        best,
        oracle(start),
        "Position::best_move (left) differs from the test's oracle, the \
         free best_move (right), {}",
        at()
    );
    let winner = start.winner();
    assert_eq!(
        winner.is_some(),
        start.is_over() && alternates,
        "a winner is named once the game is over, {}",
        at()
    );
    if let (Some(winner), Some((alice, bob))) = (winner, start.scores()) {
        assert_eq!(
            winner,
            super::Winner::from_totals(alice, bob),
            "the winner is who has more, {}",
            at()
        );
    }
    refuses_each(start, &choices, &illegal(start), &at);
    if start.is_over() {
        assert_eq!(best, None, "no best move once over, {}", at());
        return 1;
    }
    let best = best.expect("not over");
    assert!(
        choices.contains(&best),
        "best_move is among the choices, {}",
        at()
    );
    let mut checked = 1;
    for &choice in &choices {
        let next = check_play(start, choice, alternates, from);
        checked += positions_from(&next, alternates, illegal, oracle, from);
    }
    checked
}

/// That `play` refuses each move of `illegal` that is not among `choices`;
/// `at` says where, when it does not.
fn refuses_each<G: super::Game>(
    start: &G,
    choices: &[G::Choice],
    illegal: &[G::Choice],
    at: &dyn Fn() -> String,
) {
    for choice in illegal {
        if !choices.contains(choice) {
            let mut tried = start.clone();
            assert!(
                tried.play(*choice).is_err(),
                "play refuses {choice:?}, no choice here, {}",
                at()
            );
        }
    }
}

/// `choice` played from `start`, checked against the rules of a move: the
/// position `after` it is the one `play` leads to, the choice `choice_of`
/// reads from its record makes the same record, and the turn passes
/// (unless `alternates` is false). Returns the position it leads to.
fn check_play<G: super::Game>(
    start: &G,
    choice: G::Choice,
    alternates: bool,
    from: &std::panic::Location,
) -> G {
    let mut next = start.clone();
    let record = next.play(choice).expect("a legal choice is played");
    let after = start.after(&[choice]).expect("a legal choice");
    // Formatted only when an assert fails.
    let at = || format!("at {start:?}, then {choice:?} (walked from {from})");
    assert_eq!(
        shown(&after),
        shown(&next),
        "after is where play leads, {}",
        at()
    );
    let mut again = start.clone();
    let replayed = again.play(G::choice_of(&record)).ok();
    assert_eq!(
        replayed,
        Some(record),
        "choice_of reads back the choice, {}",
        at()
    );
    let turn_passes = next.mover() != start.mover();
    assert_eq!(turn_passes, alternates, "the turn passes, {}", at());
    next
}

/// That `play` refuses `choice` on `game` with `error`, and leaves it as it
/// was: everything it [`shown`]s.
#[track_caller]
pub(crate) fn assert_refuses<G>(
    game: &mut G,
    choice: G::Choice,
    error: &G::Error,
) where
    G: super::Game,
    G::Error: PartialEq,
{
    let before = shown(game);
    let refused = game.play(choice).err();
    let at = &before.debug;
    assert_eq!(refused.as_ref(), Some(error), "play({choice:?}) at {at}");
    assert_eq!(
        shown(game),
        before,
        "play({choice:?}) was refused, yet changed"
    );
}

/// A clone of `start`, with a move played on it, leaves `start` as it was:
/// a clone shares only what no move changes.
pub(crate) fn check_clone_plays_alone<G>(start: &G)
where
    G: super::Game,
{
    let before = shown(start);
    let mut copy = start.clone();
    let choice = copy.choices()[0];
    copy.play(choice).expect("a legal choice is played");
    assert_eq!(shown(start), before, "a move on a clone changed the start");
    assert_ne!(shown(&copy), before, "a move changed nothing shown");
}

/// What a position shows, through [`Game`](super::Game) and its `Debug`:
/// what the checks compare two positions by. A field that one game's `Debug`
/// leaves out (whose turn, a table) still shows through the accessors and
/// the rest of the game under optimal play.
#[derive(Debug, PartialEq)]
pub(crate) struct Shown<Choice, Move> {
    debug: String,
    mover: super::Player,
    scores: Option<(i128, i128)>,
    winner: Option<super::Winner>,
    choices: Vec<Choice>,
    rest: Vec<Move>,
}

/// What `game` [`Shown`]s: its `Debug`, the accessors, and the records of
/// `play_out`, which is all of what is left as optimal play reads it.
pub(crate) fn shown<G: super::Game>(game: &G) -> Shown<G::Choice, G::Move> {
    Shown {
        debug: format!("{game:?}"),
        mover: game.mover(),
        scores: game.scores(),
        winner: game.winner(),
        choices: game.choices(),
        rest: game.play_out().expect("best_move is among the choices"),
    }
}
