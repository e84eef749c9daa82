//! `shared`: the players, the ends at the top of the positions, the table
//! at its edges, the prefix sums of the largest values, and the length check
//! at the largest lengths.

use super::*;
use stone_games::shared::Winner;

#[test]
fn each_player_is_the_others_other_and_picks_their_own_total() {
    assert_eq!(Player::Alice.other(), Player::Bob);
    assert_eq!(Player::Bob.other().to_string(), "Alice");
    // Each player's own, whatever the two are: the largest totals too.
    assert_eq!(Player::Alice.pick(u64::MAX, 0), u64::MAX);
    assert_eq!(Player::Bob.pick(i64::MAX, i64::MIN), i64::MIN);
    let (mut alice, mut bob) = (0_u64, u64::MAX - 1);
    *Player::Bob.pick(&mut alice, &mut bob) += 1;
    assert_eq!((alice, bob), (0, u64::MAX));
}

#[test]
fn the_ends_at_the_top_of_the_positions() {
    let mut top = usize::MAX - 1..usize::MAX;
    assert_eq!(End::Right.take(&mut top), Some(usize::MAX - 1));
    assert_eq!(End::Left.take(&mut top), None);
    assert_eq!(End::Left.to_string(), "left");
    // Each game that plays at both ends names the shared one.
    assert_eq!(sg::End::Left, stone_games::stone_game_vii::End::Left);
}

#[test]
fn the_table_of_both_games_at_its_edges() {
    use stone_games::shared::Table;
    // Stone Game's table is the shared one, and Stone Game VII's reads as it.
    let first = sg::score_table(&[BIG; 2]).unwrap();
    let first: &Table<i64> = &first;
    let seventh = stone_games::stone_game_vii::score_table(&[BIG; 2]).unwrap();
    let seventh: &Table<u64> = &seventh;
    assert_eq!((first.size(), seventh.size()), (2, 2));
    assert_eq!((first.row(), seventh.row()), (&[BIG; 2][..], &[BIG; 2][..]));
    // Two piles of u32::MAX: a tie in Stone Game, u32::MAX in VII.
    assert_eq!(Table::get(first, 0, 1), Some(&0));
    assert_eq!(Table::get(seventh, 0, 1), Some(&u64::from(BIG)));
    let mut table = sg::book::table_for_row(&[], 0_u64).unwrap();
    assert_eq!(table.size(), 0);
    assert_eq!(Table::get(&table, 0, 0), None);
    assert_eq!(Table::get_mut(&mut table, usize::MAX, usize::MAX), None);
    assert_eq!(table.to_string(), "");
}

#[test]
fn the_prefix_sums_of_the_largest_values() {
    use stone_games::shared::prefix_sums;
    assert_eq!(prefix_sums(&[]), Ok(vec![0]));
    let big = u64::from(BIG);
    assert_eq!(prefix_sums(&[BIG; 3]), Ok(vec![0, big, 2 * big, 3 * big]));
    // Part V's name for it is the shared function.
    type Sums = fn(&[u32]) -> Result<Vec<u64>, stone_games::shared::TooLong>;
    let fifth: Sums = stone_games::stone_game_v::book::prefix_sums;
    assert_eq!(fifth(&[BIG, 1]), prefix_sums(&[BIG, 1]));
}

/// This module's [`refusals`], under a test of its own: a refusal that
/// went wrong, or an assert of theirs, fails here, once.
#[test]
fn one_past_each_limit_is_refused() {
    super::refused_alone(module_path!());
}

/// One past [`MAX_SUMS_LEN`](stone_games::shared::MAX_SUMS_LEN), 2³² + 1
/// values, is 16 GiB of input: a row of [`Zeros`], which costs no memory.
pub(super) fn refusals(seen: &mut Seen) {
    use stone_games::shared::{prefix_sums, TooLong, MAX_SUMS_LEN};
    let too_long = |function, len, limit| TooLong {
        function,
        len,
        limit,
    };
    let Some(past) = zeros::<u32>(MAX_SUMS_LEN + 1, "prefix_sums") else {
        return;
    };
    let refused = too_long("prefix_sums", MAX_SUMS_LEN + 1, MAX_SUMS_LEN);
    seen.refused(prefix_sums(&past), refused);
    past.unread(seen, "prefix_sums");
}

#[test]
fn the_winner_of_the_largest_differences() {
    assert_eq!(Winner::from_difference(i64::MIN), Winner::Bob);
    assert_eq!(Winner::from_difference(-1), Winner::Bob);
    assert_eq!(Winner::from_difference(0), Winner::Tie);
    assert_eq!(Winner::from_difference(1), Winner::Alice);
    assert_eq!(Winner::from_difference(i64::MAX), Winner::Alice);
}

#[test]
fn the_winner_of_the_largest_totals() {
    assert_eq!(Winner::from_totals(u64::MAX, u64::MAX - 1), Winner::Alice);
    assert_eq!(Winner::from_totals(i128::MIN, i128::MAX), Winner::Bob);
    assert_eq!(Winner::from_totals(i128::MIN, i128::MIN), Winner::Tie);
    let bob = stone_games::shared::Player::Bob;
    assert_eq!(Winner::from(bob), Winner::Bob);
}

#[test]
fn the_length_check_at_the_largest_lengths_and_each_games_error() {
    use stone_games::shared::{check_len, TooLong};
    let f = "score_difference";
    assert_eq!(check_len(f, usize::MAX, usize::MAX), Ok(()));
    assert_eq!(check_len(f, 0, 0), Ok(()));
    let refused = TooLong {
        function: f,
        len: usize::MAX,
        limit: usize::MAX - 1,
    };
    assert_eq!(check_len(f, usize::MAX, usize::MAX - 1), Err(refused));
    // `?` makes it each game's own refusal, with the same fields: the eight
    // games whose rows it checks.
    let (function, len, limit) = (f, usize::MAX, usize::MAX - 1);
    macro_rules! each_games_error {
        ($($game:ident),*) => {$(
            assert_eq!($game::Error::from(refused), $game::Error::TooLong { function, len, limit });
        )*};
    }
    each_games_error!(sg, sg2, sg3, sg5, sg6, sg7, sg8, sg9);
}
