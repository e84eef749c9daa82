//! Stone Game IX: every function at its extremes, with `best_move` in its own
//! module at the end.

use super::*;
use sg9::book;
use sg9::exercises::{alice_wins_mod, alice_wins_mod_brute_force};
use sg9::pitfalls::{
    alice_wins_difference_of_two, alice_wins_ignoring_parity, alice_wins_stuck_player_loses,
};

too_many_for!(sg9);

/// Every public function on the empty row, one stone, stones of
/// `u32::MAX` (a multiple of 3) and of 0, and a long row; each answer
/// worked out here by the rules.
#[test]
fn every_function_on_the_smallest_and_largest_rows() {
    // The empty row: Bob wins, and there is no move.
    assert_each_gives(book::METHODS, |method| method(&[]), &Ok(false));
    assert_eq!(book::alice_wins_brute_force(&[]), Ok(false));
    assert_eq!(book::alice_wins_from_counts([0, 0, 0]), Ok(false));
    assert!(!sg9::alice_wins_by_rule([0, 0, 0]));
    assert_eq!(book::game_tree_calls(&[]), Ok(1));
    assert_eq!(sg9::first_move(&[]), None);
    assert_eq!(sg9::best_move(&[], &[]), Ok(None));
    assert_eq!(sg9::optimal_play(&[]), Ok(vec![]));
    assert_eq!(book::winner_of_play(&[]), Player::Bob);
    assert_eq!(sg9::residue_counts(&[]), [0, 0, 0]);
    assert_eq!(book::residue_counts_lanes(&[]), [0, 0, 0]);
    // One stone of u32::MAX, a multiple of 3: Alice must take it, and
    // loses; one stone of 1: she takes it, the row is empty, Bob wins.
    for one in [[BIG], [0], [1], [BIG - 1]] {
        case!(one);
        assert_each_gives(book::METHODS, |method| method(&one), &Ok(false));
        assert_eq!(book::alice_wins_brute_force(&one), Ok(false));
        assert_eq!(sg9::first_move(&one), Some(0));
        let moves = sg9::optimal_play(&one).unwrap();
        assert_eq!(book::winner_of_play(&moves), Player::Bob);
    }
    assert_eq!(sg9::residue_counts(&[BIG, BIG - 1, BIG - 2]), [1, 1, 1]);
    let ends = [BIG, BIG - 1, BIG - 2, 0, 1, 2];
    assert_eq!(book::residue_counts_lanes(&ends), [2, 2, 2]);
    // BIG - 1 and BIG - 2 leave 2 and 1: Alice wins with c0 even.
    assert!(sg9::alice_wins(&[BIG - 1, BIG - 2]).unwrap());
    // A long row: a million stones, each residue alike.
    let long: Vec<u32> = (0..1_000_000).collect();
    assert_eq!(sg9::residue_counts(&long), [333_334, 333_333, 333_333]);
    let lanes = book::residue_counts_lanes(&long);
    assert_eq!(lanes, [333_334, 333_333, 333_333]);
    let top: Vec<u32> = (0..1_000_000).map(|k| BIG - k).collect();
    assert_eq!(book::residue_counts_lanes(&top), sg9::residue_counts(&top));
    // c0 = 333,334 is even, and there are stones of both residues.
    assert!(sg9::alice_wins(&long).unwrap());
    let moves = sg9::optimal_play(&long).unwrap();
    assert_eq!(
        Ok(book::winner_of_play(&moves) == Player::Alice),
        sg9::alice_wins(&long)
    );
    assert!(sg9::alice_wins_by_rule([u64::MAX - 1, u64::MAX, 1]));
    assert!(sg9::alice_wins_by_rule([u64::MAX, u64::MAX, 0]));
    assert!(!sg9::alice_wins_by_rule([u64::MAX, u64::MAX, u64::MAX - 2]));
    assert!(sg9::alice_wins_by_rule([u64::MAX, u64::MAX, u64::MAX - 3]));
    // The pitfalls and the exercises on the empty row.
    assert_eq!(sg9::pitfalls::alice_wins_stuck_player_loses(&[]), Ok(false));
    assert!(!sg9::pitfalls::alice_wins_ignoring_parity(&[]).unwrap());
    assert!(!sg9::pitfalls::alice_wins_difference_of_two(&[]).unwrap());
    assert!(sg9::exercises::winning_first_stones(&[]).is_empty());
    assert_eq!(sg9::exercises::alice_wins_mod(&[], 1), Ok(false));
    // Modulus u32::MAX: refused from the count of positions, before
    // any memory for the residues is taken.
    assert_eq!(
        sg9::exercises::alice_wins_mod(&[BIG], u32::MAX),
        Err(sg9::Error::TooManyPositions {
            function: "alice_wins_mod",
            positions: 2 * u64::from(u32::MAX),
            limit: book::MAX_COUNT_POSITIONS,
        })
    );
    assert_eq!(sg9::exercises::alice_wins_mod(&[BIG], 1), Ok(false));
    assert_eq!(
        sg9::exercises::alice_wins_mod_brute_force(&[], u32::MAX),
        Ok(false)
    );
    assert!(sg9::exercises::alice_wins_if_the_end_is_hers(&[]));
    assert!(sg9::exercises::alice_wins_if_the_end_is_hers(&[BIG - 1]));
}

/// This module's [`refusals`], under a test of its own: a refusal that
/// went wrong, or an assert of theirs, fails here, once.
#[test]
fn one_past_each_limit_is_refused() {
    super::refused_alone(module_path!());
}

#[expect(
    clippy::too_many_lines,
    reason = "every limit of the game and one past it: one list of cases, read top to bottom"
)]
pub(super) fn refusals(seen: &mut Seen) {
    let tree = book::MAX_GAME_TREE_LEN;
    let too_many_positions = |function, positions, limit| sg9::Error::TooManyPositions {
        function,
        positions,
        limit,
    };
    // 20 stones: at the limit; 21: one past it; 64 and a million: refused.
    let at = row(20, 3);
    assert_eq!(book::alice_wins_brute_force(&at), Ok(false));
    assert_eq!(book::check_len("game_tree_calls", tree, tree), Ok(()));
    let cases: &[(usize, &str, Refuses<u32, sg9::Error>)] = &[
        refuses!(tree, book::alice_wins_brute_force),
        refuses!(tree, book::game_tree_calls),
        refuses!(tree, alice_wins_stuck_player_loses),
        refuses!(tree, alice_wins_mod_brute_force, 3),
    ];
    for &(limit, name, call) in cases {
        case!(limit, name);
        for n in [limit + 1, 64, 1_000_000] {
            case!(n);
            seen.refused(call(&row(n, 1)), too_many(name, n, limit));
        }
    }
    // Not in the table: the counts' limit is on positions, not a row.
    // The counts: 10^7 positions at the limit (c0 = 9,999,999), one
    // more refused; the largest counts refused, not overflowed.
    let counts = book::MAX_COUNT_POSITIONS;
    let f = "alice_wins_from_counts";
    assert_eq!(book::check_positions(f, counts, counts), Ok(()));
    seen.refused(
        book::check_positions(f, counts + 1, counts),
        too_many_positions(f, counts + 1, counts),
    );
    assert_eq!(book::alice_wins_from_counts([counts - 1, 0, 0]), Ok(false));
    seen.refused(
        book::alice_wins_from_counts([counts, 0, 0]),
        too_many_positions("alice_wins_from_counts", counts + 1, counts),
    );
    seen.refused(
        book::alice_wins_from_counts([u64::MAX; 3]),
        too_many_positions("alice_wins_from_counts", u64::MAX, counts),
    );
    assert_eq!(
        book::alice_wins_counts(&row(3_000, 1)[..]).map(|_| ()),
        Ok(())
    );
    // 215 stones of each residue: 216³ positions, past the table's limit.
    let each: Vec<u32> = (0..645).map(|i| i % 3).collect();
    seen.refused(
        book::alice_wins_counts(&each),
        too_many_positions("alice_wins_counts", 216 * 216 * 216, counts),
    );
    assert_eq!(
        sg9::exercises::alice_wins_mod(&[1, 2, 3], 0),
        Err(sg9::Error::ZeroModulus)
    );
    seen.refused(
        sg9::exercises::alice_wins_mod(&row(10_000_000, 0), 3),
        too_many_positions("alice_wins_mod", 30_000_003, counts),
    );
    // Bad moves: no such stone (a huge index), taken twice, after the end.
    let r = [1, 2, 3];
    assert_eq!(
        sg9::best_move(&r, &[usize::MAX]),
        Err(sg9::Error::NoSuchStone {
            index: usize::MAX,
            len: 3
        })
    );
    assert_eq!(
        sg9::best_move(&r, &[0, 0]),
        Err(sg9::Error::TakenTwice { index: 0 })
    );
    // Taking the 3 lost at once: a move after it is a move of a game over.
    assert_eq!(sg9::best_move(&r, &[2, 2]), Err(sg9::Error::GameOver));
}

/// The rule's pitfalls on the largest values, each wrong in its
/// documented way, and right where their mistake does not matter; the
/// game tree's pitfall at its limit.
#[test]
fn the_pitfalls_on_the_largest_values() {
    // u32::MAX, - 1, - 2 leave 0, 2, 1: c0 = 1 is odd and c1 = c2.
    let one_each = [BIG, BIG - 1, BIG - 2];
    assert!(alice_wins_ignoring_parity(&one_each).unwrap()); // wrong
    assert!(!sg9::alice_wins(&one_each).unwrap());
    // c0 = 1, and the 2s outnumber the 1s by 2, not 3.
    let two_more = [BIG, BIG - 1, BIG - 1];
    assert!(alice_wins_difference_of_two(&two_more).unwrap()); // wrong
    assert!(!sg9::alice_wins(&two_more).unwrap());
    // A million stones, c0 = 333,334 even: no pass to count, and the
    // counts of 1s and 2s equal: both pitfalls are right here.
    let long: Vec<u32> = (0..1_000_000).map(|v| BIG - v).collect();
    assert_eq!(sg9::residue_counts(&long), [333_334, 333_333, 333_333]);
    assert!(sg9::alice_wins(&long).unwrap());
    assert!(alice_wins_ignoring_parity(&long).unwrap());
    assert!(alice_wins_difference_of_two(&long).unwrap());
    // 20 multiples of 3, at the game tree's limit: Alice's first stone
    // makes 0, and she loses, stuck or not.
    let at = vec![BIG; 20];
    assert_eq!(alice_wins_stuck_player_loses(&at), Ok(false));
    assert_eq!(book::alice_wins_brute_force(&at), Ok(false));
}

/// The game tree mod m with the largest moduli: residues that add up
/// past `u32::MAX`, at the game tree's limit and one past it. With 32-bit
/// sums, `[2^32 - 2, 2]` mod 2^32 − 1 once answered `Ok(true)` (Bob wins:
/// the sum is 1 at the end).
#[test]
fn the_mod_m_game_tree_with_the_largest_moduli() {
    let m = BIG;
    assert_eq!(alice_wins_mod_brute_force(&[m - 1, 2], m), Ok(false));
    // Bob's 1 makes 2^32 - 1, a multiple: he loses.
    assert_eq!(alice_wins_mod_brute_force(&[m - 1, 1], m), Ok(true));
    // k stones of m - 1 sum to m - k mod m, never 0 below m stones:
    // the stones run out, and Bob wins. Every sum passes u32::MAX.
    for modulus in [m, m - 1, (1 << 31) + 1] {
        case!(modulus);
        let limit = book::MAX_GAME_TREE_LEN;
        let at = vec![modulus - 1; limit];
        let at_limit = alice_wins_mod_brute_force(&at, modulus);
        assert_eq!(at_limit, Ok(false), "{limit} stones mod {modulus}");
        let past = vec![modulus - 1; limit + 1];
        assert_eq!(
            alice_wins_mod_brute_force(&past, modulus),
            Err(sg9::Error::TooLong {
                function: "alice_wins_mod_brute_force",
                len: limit + 1,
                limit: book::MAX_GAME_TREE_LEN
            })
        );
    }
    assert_eq!(
        alice_wins_mod_brute_force(&[BIG], 0),
        Err(sg9::Error::ZeroModulus)
    );
    // Past the limit, the length is refused first, whatever the modulus.
    assert_eq!(
        alice_wins_mod_brute_force(&[BIG; 21], 0),
        Err(sg9::Error::TooLong {
            function: "alice_wins_mod_brute_force",
            len: 21,
            limit: book::MAX_GAME_TREE_LEN
        })
    );
    // The game over counts refuses these moduli by its count of
    // positions: 2^32 - 1 sums times 3 counts of the one residue.
    assert_eq!(
        alice_wins_mod(&[m - 1, m - 1], m),
        Err(sg9::Error::TooManyPositions {
            function: "alice_wins_mod",
            positions: 3 * u64::from(m),
            limit: book::MAX_COUNT_POSITIONS
        })
    );
}

/// Stone Game IX's `best_move` past the empty row (in `stone_game_ix`
/// above): one stone of the largest value, and a row of 2,000 played to
/// its end. It has no limit: every row of `u32` stones is a game.
mod best_move {
    use super::*;

    #[test]
    fn best_move_on_the_extremes() {
        // u32::MAX is a multiple of 3: Alice must take it, and has lost.
        assert_eq!(sg9::best_move(&[BIG], &[]), Ok(Some(0)));
        assert_eq!(sg9::best_move(&[BIG], &[0]), Ok(None));
        let long: Vec<u32> = (0..2_000).map(|k| BIG - k).collect();
        let mut taken = Vec::new();
        while let Some(i) = sg9::best_move(&long, &taken).unwrap() {
            taken.push(i);
        }
        let moves = sg9::optimal_play(&long).unwrap();
        assert_eq!(taken.len(), moves.len());
    }
}

/// Stone Game IX's `Position`: one stone of the largest value, a move that
/// names no stone, and a row of 2,000 large stones played out by
/// `best_move`. It has no limit: every row of `u32` stones is a game.
mod position {
    use super::*;
    use sg9::{Error, Game, Player, Position};

    #[test]
    fn position_plays_a_game_of_large_stones() {
        // u32::MAX is a multiple of 3: Alice must take it, and has lost.
        let mut game = Position::new(&[BIG]).unwrap();
        assert_eq!(
            game.play(usize::MAX),
            Err(Error::NoSuchStone {
                index: usize::MAX,
                len: 1
            })
        );
        assert_eq!(game.best_move(), Some(0));
        assert_eq!(game.play(0).map(|m| m.sum_mod_3), Ok(0));
        assert_eq!(game.play(0), Err(Error::GameOver));
        // Counts (667, 666, 667): c0 odd, and the 1s and 2s differ by
        // less than 3, so Bob wins.
        let long: Vec<u32> = (0..2_000).map(|k| BIG - k).collect();
        let mut game = Position::new(&long).unwrap();
        check_the_start(&game);
        let mut moves = Vec::new();
        while let Some(index) = game.best_move() {
            moves.push(game.play(index).unwrap());
        }
        // The end: no choice is left.
        assert!(game.is_over() && game.choices().is_empty());
        assert!(game.winner().is_some());
        assert_eq!(game.scores(), None); // no totals of two players
        let free = sg9::optimal_play(&long).unwrap();
        assert_same_list(
            ("Position", &moves),
            ("optimal_play", &free),
            "the long row",
        );
        let alice_won = book::winner_of_play(&moves) == Player::Alice;
        assert_eq!(sg9::alice_wins(&long), Ok(alice_won));
        assert!(!alice_won);
        assert_eq!(game.taken().len(), moves.len());
        // The game ends when a sum is a multiple of 3, stones left or not.
        assert_eq!(game.left().count(), long.len() - moves.len());
        assert_eq!(game.row(), long);
        // It ended on a sum that is a multiple of 3, the last record's.
        let last = moves.last().expect("a move");
        assert_eq!((game.sum_mod_3(), last.sum_mod_3), (0, 0));
        assert_eq!(game.play(usize::MAX), Err(Error::GameOver));
    }
}
