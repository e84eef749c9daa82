//! Every game's `Position` on random rows far longer than the exhaustive
//! unit tests reach (those walk every position of rows of up to 4 to 8
//! values): played out by its own `best_move`, the game is the game's
//! `optimal_play`, record for record, and every move is one of the
//! `choices`; played with random mistakes, `play` takes every choice at
//! every turn, and its `best_move` is the game's free `best_move` on what
//! is left, which builds nothing once (IX's free `best_move` may choose
//! another stone as good: its test is its unit test's); and in every game
//! that scores, each move, a mistake or not, scores what the rules say,
//! counted apart from the row (VII: by `play_ends`).

use proptest::prelude::*;
use stone_games::shared::{Game, Player, Winner};
use stone_games::{
    stone_game as sg1, stone_game_ii as sg2, stone_game_iii as sg3, stone_game_iv as sg4,
    stone_game_ix as sg9, stone_game_v as sg5, stone_game_vi as sg6, stone_game_vii as sg7,
    stone_game_viii as sg8,
};

/// The records of `game` played by its `best_move` to the end, each move
/// checked to be among its `choices`, and the same as `Game::play_out`
/// gives.
fn played_out<G: Game>(game: G) -> Vec<G::Move> {
    let moves = game.play_out().expect("best_move is legal");
    assert_eq!(played_to_the_end(game).0, moves);
    moves
}

/// The records of `game` played out as [`played_out`] plays it, and who
/// won.
fn played_to_the_end<G: Game>(mut game: G) -> (Vec<G::Move>, Option<Winner>) {
    let mut moves = Vec::new();
    while let Some(choice) = game.best_move() {
        assert!(game.choices().contains(&choice), "{choice:?}");
        assert_eq!(game.winner(), None);
        moves.push(game.play(choice).expect("best_move is legal"));
    }
    assert!(game.is_over() && game.choices().is_empty());
    (moves, game.winner())
}

/// A game of random moves, `picks` choosing among the `choices` at each
/// turn: at every turn, `best_move` is what `oracle` says from what is
/// left, and `play` takes every one of the `choices` (the unit tests'
/// walks try each only in the small games they reach). Returns each choice
/// played, with its record, for the points to be checked apart.
fn with_mistakes<G: Game>(
    mut game: G,
    picks: &[usize],
    oracle: impl Fn(&G) -> Option<G::Choice>,
) -> Vec<(G::Choice, G::Move)> {
    let mut played = Vec::new();
    for &pick in picks {
        assert_eq!(game.best_move(), oracle(&game));
        let choices = game.choices();
        for &choice in &choices {
            let played = game.clone().play(choice);
            assert!(
                played.is_ok(),
                "play refuses {choice:?}, a choice of {game:?}"
            );
        }
        if choices.is_empty() {
            break;
        }
        let choice = choices[pick % choices.len()];
        played.push((choice, game.play(choice).unwrap()));
    }
    played
}

/// Rows of up to `most` values, half of them small (ties and equal values
/// common), half anywhere in `T`'s range.
fn rows<T: Arbitrary + From<u8> + std::fmt::Debug + Clone>(
    most: usize,
) -> impl Strategy<Value = Vec<T>> {
    prop_oneof![
        prop::collection::vec((0_u8..=4).prop_map(T::from), 0..=most),
        prop::collection::vec(any::<T>(), 0..=most),
    ]
}

/// Rows of up to `most` signed values: [`rows`]'s, or values from -3 to 3,
/// where Stone Game VIII's moves tie (P(j) − D(j) = D(j)) and III's sums
/// cancel.
fn signed_rows(most: usize) -> impl Strategy<Value = Vec<i32>> {
    prop_oneof![
        rows::<i32>(most),
        prop::collection::vec(-3_i32..=3, 0..=most),
    ]
}

proptest! {
    #![proptest_config(crate::cases(256))]

    #[test]
    fn stone_game_position_plays_optimal_play(row in rows::<u32>(60)) {
        let start = sg1::Position::new(&row).unwrap();
        let (moves, winner) = played_to_the_end(start);
        prop_assert_eq!(moves, sg1::optimal_play(&row).unwrap());
        prop_assert_eq!(winner, Some(sg1::winner(&row).unwrap()));
    }

    #[test]
    fn stone_game_ii_position_plays_optimal_play(row in rows::<u32>(60)) {
        let start = sg2::Position::new(&row).unwrap();
        prop_assert_eq!(played_out(start), sg2::optimal_play(&row).unwrap());
    }

    #[test]
    fn stone_game_iii_position_plays_optimal_play(row in signed_rows(200)) {
        let start = sg3::Position::new(&row).unwrap();
        let (moves, winner) = played_to_the_end(start);
        prop_assert_eq!(moves, sg3::optimal_play(&row).unwrap());
        prop_assert_eq!(winner, Some(sg3::winner(&row).unwrap()));
    }

    #[test]
    fn stone_game_iv_position_plays_optimal_play(n in 0_u64..=5_000) {
        let start = sg4::Position::new(n).unwrap();
        let (moves, winner) = played_to_the_end(start);
        prop_assert_eq!(moves, sg4::optimal_play(n).unwrap());
        let alice = sg4::alice_wins(n).unwrap();
        prop_assert_eq!(winner, Some(if alice { Winner::Alice } else { Winner::Bob }));
    }

    #[test]
    fn stone_game_iv_position_offers_every_square_up_to_the_pile(n in 0_u64..=5_000) {
        let squares: Vec<u64> = (1..).map(|k| k * k).take_while(|&s| s <= n).collect();
        prop_assert_eq!(sg4::Position::new(n).unwrap().choices(), squares);
    }

    #[test]
    fn stone_game_v_position_plays_optimal_play(row in rows::<u32>(60)) {
        let start = sg5::Position::new(&row).unwrap();
        prop_assert_eq!(played_out(start), sg5::optimal_play(&row).unwrap());
    }

    #[test]
    fn stone_game_vi_position_plays_optimal_play(
        (alice, bob) in rows::<u32>(200).prop_flat_map(|alice| {
            let n = alice.len();
            (Just(alice), prop_oneof![
                prop::collection::vec(0_u32..=4, n),
                prop::collection::vec(any::<u32>(), n),
            ])
        })
    ) {
        let start = sg6::Position::new(&alice, &bob).unwrap();
        let (moves, winner) = played_to_the_end(start);
        prop_assert_eq!(moves, sg6::optimal_play(&alice, &bob).unwrap());
        prop_assert_eq!(winner, Some(sg6::winner(&alice, &bob).unwrap()));
    }

    #[test]
    fn stone_game_vii_position_plays_optimal_play(row in rows::<u32>(60)) {
        let start = sg7::Position::new(&row).unwrap();
        prop_assert_eq!(played_out(start), sg7::optimal_play(&row).unwrap());
    }

    #[test]
    fn stone_game_viii_position_plays_optimal_play(row in signed_rows(200)) {
        let start = sg8::Position::new(&row).unwrap();
        prop_assert_eq!(played_out(start), sg8::optimal_play(&row).unwrap());
    }

    #[test]
    fn stone_game_ix_position_plays_optimal_play(row in rows::<u32>(200)) {
        let start = sg9::Position::new(&row).unwrap();
        let (moves, winner) = played_to_the_end(start);
        prop_assert_eq!(moves, sg9::optimal_play(&row).unwrap());
        let alice = sg9::alice_wins(&row).unwrap();
        prop_assert_eq!(winner, Some(if alice { Winner::Alice } else { Winner::Bob }));
    }

    #[test]
    fn every_position_of_a_game_of_mistakes_moves_as_best_move_says(
        row in rows::<u32>(40),
        signed in signed_rows(40),
        n in 0_u64..=3_000,
        picks in prop::collection::vec(any::<usize>(), 0..=80),
    ) {
        let played = with_mistakes(sg1::Position::new(&row).unwrap(), &picks, |p| {
            sg1::best_move(p.piles()).unwrap()
        });
        // Each move scores the pile at its end, counted here from the row.
        let mut left: std::collections::VecDeque<u32> = row.iter().copied().collect();
        for (end, record) in &played {
            let pile = match end {
                sg1::End::Left => left.pop_front(),
                sg1::End::Right => left.pop_back(),
            };
            prop_assert_eq!(Some(record.points), pile, "{:?}", record);
        }
        let played = with_mistakes(sg2::Position::new(&row).unwrap(), &picks, |p| {
            sg2::best_move(p.piles(), p.m()).unwrap()
        });
        // A move of `count` scores the next `count` piles, from the row.
        let mut first = 0;
        for (count, record) in &played {
            let taken = &row[first..first + count];
            prop_assert_eq!(record.points, taken.iter().map(|&p| u64::from(p)).sum::<u64>());
            first += count;
        }
        let played = with_mistakes(sg3::Position::new(&signed).unwrap(), &picks, |p| {
            sg3::best_move(p.values()).unwrap()
        });
        let mut first = 0;
        for (count, record) in &played {
            let taken = &signed[first..first + count];
            prop_assert_eq!(record.points, taken.iter().map(|&v| i64::from(v)).sum::<i64>());
            first += count;
        }
        with_mistakes(sg4::Position::new(n).unwrap(), &picks, |p| {
            sg4::best_move(p.pile()).unwrap()
        });
        let played = with_mistakes(sg5::Position::new(&row).unwrap(), &picks, |p| {
            sg5::best_move(p.values()).unwrap()
        });
        // A cut keeps the part of smaller sum (either, on a tie), which scores.
        let mut window = 0..row.len();
        let sum = |r: std::ops::Range<usize>| row[r].iter().map(|&v| u64::from(v)).sum::<u64>();
        for (cut, record) in &played {
            let at = window.start + cut.left_len;
            let (left, right) = (window.start..at, at..window.end);
            let (l, r) = (sum(left.clone()), sum(right.clone()));
            let kept = match cut.kept {
                sg5::Part::Left => left,
                sg5::Part::Right => right,
            };
            prop_assert!(l == r || (cut.kept == sg5::Part::Left) == (l < r), "{:?}", cut);
            prop_assert_eq!(record.points, sum(kept.clone()));
            window = kept;
        }
        let bob: Vec<u32> = row.iter().rev().copied().collect();
        let played = with_mistakes(sg6::Position::new(&row, &bob).unwrap(), &picks, |p| {
            sg6::best_move(&row, &bob, p.taken()).unwrap()
        });
        // A stone scores its value to whoever takes it, from the rows.
        for (index, record) in &played {
            let mine = if record.player == Player::Alice { &row } else { &bob };
            prop_assert_eq!(record.points, mine[*index]);
        }
        let played = with_mistakes(sg7::Position::new(&row).unwrap(), &picks, |p| {
            sg7::best_move(p.stones()).unwrap()
        });
        // Mistakes too score as play_ends, the rules written apart, says.
        let (ends, records): (Vec<sg7::End>, Vec<sg7::Move>) = played.into_iter().unzip();
        prop_assert_eq!(records, sg7::play_ends(&row, &ends).unwrap());
        let played = with_mistakes(sg8::Position::new(&signed).unwrap(), &picks, |p| {
            match p.first() {
                Some(first) => sg8::best_move_from(first, p.rest()).unwrap(),
                None => None,
            }
        });
        // A move merges the first `count` stones into one, and scores their sum.
        let mut stones: Vec<i64> = signed.iter().map(|&v| i64::from(v)).collect();
        for (count, record) in &played {
            let merged: i64 = stones.drain(..*count).sum();
            prop_assert_eq!(record.points, merged);
            stones.insert(0, merged);
        }
    }
}
