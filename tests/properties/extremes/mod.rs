//! The extremes, fed to every public function of the crate: the empty input,
//! one pile, piles of `u32::MAX` stones, values of `i32::MIN` and `i32::MAX`,
//! one past each limit (a row of [`Zeros`], which costs no memory even past a
//! limit of gigabytes, and which the function must not read), and positions
//! up to `u64::MAX`. Each call must return an answer equal to an expectation
//! worked out independently here, or the documented `Error`; never a panic,
//! except where a pitfall's documentation says it panics (the panic is its
//! mistake), and never a wrong answer.
//!
//! These run in a debug `cargo test`, so the slowest maxima are not run here:
//! a method whose work at its limit takes seconds in a release build (the game
//! trees at their limits, the tables at their full size, the sieve at
//! 10⁹) is checked to refuse one past its limit, and answered just below it
//! only where that is quick. Each limit's documentation states the work or
//! memory it bounds; the times at the limits are measured in release builds,
//! each function at its limit, by `cargo run --release -p figures --
//! record-limits` (`figures/src/record/limits/`), into
//! `figures/data/limits.json`, which the appendix's table of limits shows.
//!
//! `cargo test` runs them with overflow checks on, so a wrap on any of these
//! inputs is a panic, and the test fails: what passes there cannot wrap in a
//! release build on the same input. Besides a `debug_assert_eq!`, only a
//! pitfall's documented wrap differs, under `cfg!(debug_assertions)`: CI's
//! `crate-alone` step runs its unit test the other way, and `cargo test
//! --release --test properties -- extremes refusals` its extreme here (not a
//! step of `.ci/run`, as it builds the tests again, in release).
//!
//! One file per module of the crate, named after it (`stone_game_vii.rs`
//! holds `stone_game_vii`'s extremes, its `best_move`'s among them), and this
//! file the helpers they share.

use std::collections::BTreeSet;
use std::num::NonZeroUsize;

use proptest::prelude::*;
use stone_games::shared::{End, Player};
use stone_games::{
    stone_game as sg, stone_game_ii as sg2, stone_game_iii as sg3, stone_game_iv as sg4,
    stone_game_ix as sg9, stone_game_v as sg5, stone_game_vi as sg6, stone_game_vii as sg7,
    stone_game_viii as sg8,
};
use stone_games_testkit::assert_same_list;

const BIG: u32 = u32::MAX;

/// A row of `n` piles of `value` stones.
fn row(n: usize, value: u32) -> Vec<u32> {
    vec![value; n]
}

/// The range `start..end`, which is empty when `end < start`: a reader's
/// mistake that a function taking ranges must answer calmly.
fn backwards(start: usize, end: usize) -> std::ops::Range<usize> {
    start..end
}

/// Rows of 0 to 10 piles whose sizes are the extremes: empty piles, one
/// stone, and the largest piles.
fn extreme_rows() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(
        prop_oneof![Just(0), Just(1), Just(BIG - 1), Just(BIG)],
        0..=10,
    )
}

/// Rows of 0 to 10 values whose values are the extremes of an `i32`, and
/// their neighbours.
fn extreme_values() -> impl Strategy<Value = Vec<i32>> {
    prop::collection::vec(
        prop_oneof![
            Just(i32::MIN),
            Just(i32::MIN + 1),
            Just(-1),
            Just(0),
            Just(1),
            Just(i32::MAX - 1),
            Just(i32::MAX),
        ],
        0..=10,
    )
}

/// [`stone_games_testkit::each_gives`] outside a proptest: fails, naming the
/// first method of `methods` (a game's `book::METHODS`) whose answer is not
/// `expected`.
///
/// The extremes run a game's list, not names copied from it, so that a
/// method added to the list is run on them too.
#[track_caller]
fn assert_each_gives<M, A: PartialEq + std::fmt::Debug>(
    methods: &[(&str, M)],
    call: impl Fn(&M) -> A,
    expected: &A,
) {
    if let Err(differs) = stone_games_testkit::each_gives(methods, call, expected) {
        panic!("{differs}");
    }
}

/// The message `f` panics with: a pitfall's documented panic, checked to be
/// the mistake its documentation names. Fails if `f` returns.
fn panic_message<T>(f: impl FnOnce() -> T + std::panic::UnwindSafe) -> String {
    let payload = match std::panic::catch_unwind(f) {
        Ok(_) => panic!("no panic"),
        Err(payload) => payload,
    };
    match payload.downcast::<String>() {
        Ok(message) => *message,
        Err(payload) => payload
            .downcast::<&str>()
            .map_or_else(|_| "not a message".into(), |m| m.to_string()),
    }
}

/// A function of a row of `T`, its answer dropped: only its refusal, an
/// `E`, is compared. The type of a case of a table of limits ([`refuses!`]).
type Refuses<T, E> = fn(&[T]) -> Result<(), E>;

/// The functions the extremes saw refuse, by what they refused: a row's
/// length (`length`, a game's `Error::TooLong`), or another input that the
/// error names its function for (`other`: a pile too large, too many
/// positions); and each with the limit its error gave (`limits`). Each
/// module's [`refusals`](stone_game::refusals) fill it as they run, and
/// `refusals.rs` asks it for every limit the crate checks, and for the time
/// of each function at its limit: what it holds was run, not read.
#[derive(Debug, Default)]
pub(crate) struct Seen {
    pub length: BTreeSet<String>,
    pub other: BTreeSet<String>,
    pub limits: BTreeSet<(String, u64)>,
    /// What went wrong: a refusal not the one due, a row read before its
    /// refusal. The module's `one_past_each_limit_is_refused` reports them
    /// all at once.
    pub wrong: Vec<String>,
}

impl Seen {
    /// Checks that `found` is the refusal `expected` (else records what went
    /// wrong, and where), and records the function that `expected` names.
    #[track_caller]
    fn refused<T, E>(&mut self, found: Result<T, E>, expected: E)
    where
        E: Refusal + PartialEq + std::fmt::Debug,
    {
        let found = found.err();
        if found.as_ref() != Some(&expected) {
            let named = expected.refused_by().map_or("", |(function, ..)| function);
            self.wrong.push(format!(
                "{} (the case of `{named}`): refused with {found:?}, not {expected:?}: \
                 the function checks its input first, before it reads a row, and names \
                 itself in the check (`check_len(\"<its own name>\", row.len(), LIMIT)?`, \
                 `check_n`, `check_threads`); `None` is an answer where a refusal was due",
                std::panic::Location::caller()
            ));
        }
        let (function, of_length, limit) = expected
            .refused_by()
            .unwrap_or_else(|| panic!("{expected:?} names no function"));
        let kind = if of_length {
            &mut self.length
        } else {
            &mut self.other
        };
        kind.insert(function.to_string());
        self.limits.insert((function.to_string(), limit));
    }
}

/// An error that may name the function that refused its input.
pub(crate) trait Refusal {
    /// The function the error names, whether it refused a row's length (a
    /// `TooLong`), and the limit the error gives; `None` for an error that
    /// names no function.
    fn refused_by(&self) -> Option<(&'static str, bool, u64)>;
}

/// `impl Refusal` for a game's `Error` (`sg3`, ...): its `TooLong`, and the
/// other variants named, each with a field `function`.
macro_rules! refusal_of {
    ($game:ident $(, $other:ident)*) => {
        impl Refusal for $game::Error {
            fn refused_by(&self) -> Option<(&'static str, bool, u64)> {
                match *self {
                    $game::Error::TooLong { function, limit, .. } => {
                        Some((function, true, limit as u64))
                    }
                    $($game::Error::$other { function, limit, .. } => {
                        Some((function, false, limit))
                    })*
                    _ => None,
                }
            }
        }
    };
}

refusal_of!(sg, TooManyRows);
refusal_of!(sg2);
refusal_of!(sg3, TooManySteps);
refusal_of!(sg5);
refusal_of!(sg6, WeightTooLarge);
refusal_of!(sg7);
refusal_of!(sg8);
refusal_of!(sg9, TooManyPositions);

impl Refusal for sg4::Error {
    fn refused_by(&self) -> Option<(&'static str, bool, u64)> {
        match *self {
            sg4::Error::TooLarge {
                function, limit, ..
            } => Some((function, false, limit)),
            sg4::Error::Threads {
                function, limit, ..
            } => Some((function, false, limit as u64)),
            sg4::Error::SegmentBits { function, most, .. } => Some((function, false, most.into())),
            _ => None,
        }
    }
}

impl Refusal for stone_games::shared::TooLong {
    fn refused_by(&self) -> Option<(&'static str, bool, u64)> {
        Some((self.function, true, self.limit as u64))
    }
}

/// A module's [`refusals`](stone_game::refusals), which record in [`Seen`].
type Refusals = fn(&mut Seen);

/// `[("shared", shared::refusals), ...]`: each module's name and refusals,
/// the name read from the module's.
macro_rules! refusals_of_each {
    ($($module:ident),* $(,)?) => {
        [$((stringify!($module), $module::refusals as Refusals)),*]
    };
}

/// Each module's refusals, by the module's folder under `code/src/` (the
/// extremes file's name): each module's `one_past_each_limit_is_refused`
/// runs its own, and the tests of `refusals.rs` read them all; a module of
/// the crate that checks a limit and is missing here fails those.
const REFUSALS: [(&str, Refusals); 10] = refusals_of_each![
    shared,
    stone_game,
    stone_game_ii,
    stone_game_iii,
    stone_game_iv,
    stone_game_v,
    stone_game_vi,
    stone_game_vii,
    stone_game_viii,
    stone_game_ix,
];

/// What the refusals of the module `REFUSALS[k]` saw, run once for every
/// test that reads them (a debug build takes seconds); `None` if they
/// panicked. The first to ask runs them: the module's own test lets a
/// panic through (so it is reported once, under its name, and the
/// refusals run again for the next to ask); the others catch it.
fn seen_of(k: usize, catch: bool) -> Option<&'static Seen> {
    use std::panic::{catch_unwind, AssertUnwindSafe};
    use std::sync::OnceLock;
    static SEEN: [OnceLock<Option<Seen>>; REFUSALS.len()] =
        [const { OnceLock::new() }; REFUSALS.len()];
    let refusals = REFUSALS[k].1;
    SEEN[k]
        .get_or_init(|| {
            let mut seen = Seen::default();
            if catch {
                catch_unwind(AssertUnwindSafe(|| refusals(&mut seen))).ok()?;
            } else {
                refusals(&mut seen);
            }
            Some(seen)
        })
        .as_ref()
}

/// What each module's refusals saw, by the module's folder under
/// `code/src/`, for the tests of `refusals.rs`: `None` for a module whose
/// refusals panicked or went wrong, which its own
/// `one_past_each_limit_is_refused` reports, so that those tests do not
/// report it again.
pub(crate) fn seen_by_module() -> std::collections::BTreeMap<&'static str, Option<&'static Seen>> {
    (0..REFUSALS.len())
        .map(|k| {
            let seen = seen_of(k, true).filter(|seen| seen.wrong.is_empty());
            (REFUSALS[k].0, seen)
        })
        .collect()
}

/// The test `one_past_each_limit_is_refused` of the module at `path`
/// (`properties::extremes::stone_game_ii`): its refusals run without a
/// panic, and none goes wrong. A panic is reported here, with its place.
#[track_caller]
fn refused_alone(path: &str) {
    let module = path.rsplit("::").next().unwrap_or(path);
    let k = REFUSALS
        .iter()
        .position(|&(name, _)| name == module)
        .unwrap_or_else(|| {
            panic!("{module} is not in REFUSALS (tests/properties/extremes/mod.rs)")
        });
    let Some(seen) = seen_of(k, false) else {
        // Another test ran them first, and caught their panic.
        (REFUSALS[k].1)(&mut Seen::default());
        panic!("{module}'s refusals panicked once, and not when run again");
    };
    assert!(
        seen.wrong.is_empty(),
        "A refusal of {module} went wrong:\n  {}",
        seen.wrong.join("\n  ")
    );
}

/// Checks a table of limits: each case's function refuses a row of
/// `limit + 1` [`Zeros`] with `error(name, limit + 1, limit)`, the game's
/// `too_many`, and reads none of it; records each in `seen`. A wrong one is
/// reported at the line that calls this, in the game's file, with its name.
#[track_caller]
fn each_refuses_one_past<T: bytemuck::Pod, E: Refusal + PartialEq + std::fmt::Debug>(
    seen: &mut Seen,
    cases: &[(usize, &'static str, Refuses<T, E>)],
    error: fn(&'static str, usize, usize) -> E,
) {
    for &(limit, name, call) in cases {
        let Some(past) = zeros::<T>(limit + 1, name) else {
            continue;
        };
        seen.refused(call(&past), error(name, limit + 1, limit));
        past.unread(seen, name);
    }
}

/// A row of `len` zeros of `T` that costs no memory ([`zeros`] makes it): an
/// anonymous map, which the kernel fills with zeros only when a page is read,
/// reserved with no swap behind it (`MAP_NORESERVE`). A row of 2³² piles
/// (16 GiB) is made at once, on a machine of any memory, and
/// [`Zeros::unread`] tells whether a function read it.
struct Zeros<T> {
    map: memmap2::MmapMut,
    len: usize,
    of: std::marker::PhantomData<T>,
}

/// A row of `len` [`Zeros`] for `function`'s refusal, or `None` where the
/// system will not map it: Windows charges a map to its page file, and may
/// refuse 16 GiB, so the case is skipped there with a line on stderr. Linux
/// and macOS map it at once, and there a refusal fails the test, with what
/// to change (strict overcommit, or `ulimit -v`, refuse such a map).
fn zeros<T: bytemuck::Pod>(len: usize, function: &str) -> Option<Zeros<T>> {
    let bytes = len * std::mem::size_of::<T>();
    let map = memmap2::MmapOptions::new()
        .len(bytes)
        .no_reserve_swap()
        .map_anon();
    match map {
        Ok(map) => Some(Zeros {
            map,
            len,
            of: std::marker::PhantomData,
        }),
        Err(e) if cfg!(windows) => {
            eprintln!("{function}: not run one past its limit: {bytes} bytes not mapped: {e}");
            None
        }
        Err(e) => panic!(
            "{function}: a row of {len} zeros, {bytes} bytes, not mapped: {e}. The map \
             reserves no memory, but a system with strict overcommit \
             (vm.overcommit_memory = 2) or a limit on address space (ulimit -v) refuses it: \
             run the refusals where neither holds, as CI does"
        ),
    }
}

impl<T: bytemuck::Pod> Zeros<T> {
    /// Records in `seen` that `function` read the row, if a page of it is in
    /// memory: a page read is mapped to the kernel's page of zeros, and
    /// `/proc/self/pagemap` says so. Every page is looked at, so a read
    /// anywhere is found. Linux only: elsewhere the refusal alone is checked.
    fn unread(&self, seen: &mut Seen, function: &str) {
        #[cfg(target_os = "linux")]
        {
            let pages = pagemap::Pages::of_this_process();
            let (start, bytes) = (self.map.as_ptr() as usize, self.map.len());
            if let Some(at) = pages.first_in_memory(start, bytes) {
                let index = (at - start) / std::mem::size_of::<T>();
                seen.wrong.push(format!(
                    "{function} read its row (at about index {index}) before refusing its \
                     length"
                ));
            }
        }
        #[cfg(not(target_os = "linux"))]
        let _ = (seen, function);
    }
}

impl<T: bytemuck::Pod> std::ops::Deref for Zeros<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        bytemuck::cast_slice(&self.map[..self.len * std::mem::size_of::<T>()])
    }
}

/// Which pages of this process are in memory, as Linux's
/// `/proc/self/pagemap` tells: a word of 64 bits a page, whose top bit is set
/// when the page is present.
#[cfg(target_os = "linux")]
mod pagemap {
    use std::fs::File;
    use std::os::unix::fs::FileExt;

    pub struct Pages {
        map: File,
        size: usize,
    }

    impl Pages {
        pub fn of_this_process() -> Self {
            let map = File::open("/proc/self/pagemap").expect("/proc/self/pagemap");
            Pages {
                map,
                size: page_size(),
            }
        }

        /// The address where the first page of `bytes` from `start` that is
        /// in memory starts (or `start`, if it is the first), if one is;
        /// read a chunk of pages at a time.
        pub fn first_in_memory(&self, start: usize, bytes: usize) -> Option<usize> {
            const CHUNK: usize = 1 << 16;
            let (first, last) = (start / self.size, (start + bytes - 1) / self.size);
            let mut words = vec![0; 8 * CHUNK];
            let mut page = first;
            while page <= last {
                let count = (last - page + 1).min(CHUNK);
                let chunk = &mut words[..8 * count];
                self.map
                    .read_exact_at(chunk, (page * 8) as u64)
                    .expect("the pages' words of pagemap");
                let present = chunk
                    .chunks_exact(8)
                    .position(|word| u64::from_ne_bytes(word.try_into().unwrap()) >> 63 == 1);
                if let Some(k) = present {
                    return Some(((page + k) * self.size).max(start));
                }
                page += count;
            }
            None
        }
    }

    /// The size of a page, from the process's auxiliary vector (`AT_PAGESZ`).
    fn page_size() -> usize {
        const AT_PAGESZ: u64 = 6;
        let auxv = std::fs::read("/proc/self/auxv").expect("/proc/self/auxv");
        auxv.chunks_exact(16)
            .map(|pair| {
                let word = |at: usize| u64::from_ne_bytes(pair[at..at + 8].try_into().unwrap());
                (word(0), word(8))
            })
            .find(|&(kind, _)| kind == AT_PAGESZ)
            .map_or(4096, |(_, size)| size as usize)
    }
}

/// A case of a table of limits: `(limit, "name", |row| function(row,
/// args…).map(drop))`, the name read from the function's path, so that it is
/// typed once (`Position::new` keeps its type). `refuses!(two: …)` is the
/// same for a function of two rows (Stone Game VI's); Stone Game IV's cases
/// hand it a number in place of a row.
macro_rules! refuses {
    (two: $limit:expr, $first:ident $(:: $rest:ident)*) => {
        (
            $limit,
            function_name(concat!(stringify!($first) $(, "::", stringify!($rest))*)),
            |a, b| $first $(:: $rest)*(a, b).map(drop),
        )
    };
    ($limit:expr, $first:ident $(:: $rest:ident)* $(, $arg:expr)*) => {
        (
            $limit,
            function_name(concat!(stringify!($first) $(, "::", stringify!($rest))*)),
            |row| $first $(:: $rest)*(row $(, $arg)*).map(drop),
        )
    };
}

/// The name an error gives the function at `path` (`book::game_tree_calls`):
/// its last segment, with its type's before it for a method
/// (`sg::Position::new` is `Position::new`). `refusals.rs` reads names so too.
pub(crate) fn function_name(path: &str) -> &str {
    let segments: Vec<&str> = path.split("::").collect();
    match segments[..] {
        [.., owner, name] if owner.starts_with(char::is_uppercase) => {
            &path[path.len() - owner.len() - 2 - name.len()..]
        }
        [.., name] => name,
        [] => path,
    }
}

#[test]
fn a_functions_name_keeps_a_methods_type_and_drops_its_module() {
    assert_eq!(function_name("book::game_tree_calls"), "game_tree_calls");
    assert_eq!(function_name("sg::Position::new"), "Position::new");
    assert_eq!(function_name("max_stones"), "max_stones");
}

/// Defines `too_many(function, len, limit)` in a game's file: the error of
/// `$game` (`sg`, `sg2`, ...) for a row of `len` past `function`'s `limit`,
/// `Error::TooLong`, which every game names alike.
macro_rules! too_many_for {
    ($game:ident) => {
        /// The game's error for a row of `len` past `function`'s `limit`.
        fn too_many(function: &'static str, len: usize, limit: usize) -> $game::Error {
            $game::Error::TooLong {
                function,
                len,
                limit,
            }
        }
    };
}

/// The rules of `Game` at the start of a game on an extreme row: Alice to move,
/// the game not over and no winner yet; the best move is one of the choices,
/// the record it makes names it (`choice_of`), and the position `after` it is
/// the one `play` leads to; `after` no choice is the start; the moves
/// `play_out` makes from there replay to the end. Each game's extremes call it
/// on their `Position`.
fn check_the_start<G: stone_games::shared::Game>(game: &G) {
    assert_eq!(game.mover(), Player::Alice);
    assert!(!game.is_over() && game.winner().is_none());
    let best = game.best_move().expect("a move at the start");
    assert!(game.choices().contains(&best));
    let mut next = game.clone();
    let record = next.play(best).expect("the best move is legal");
    assert_eq!(G::choice_of(&record), best);
    let after = game.after(&[best]).expect("the best move is legal");
    assert_eq!(format!("{after:?}"), format!("{next:?}"));
    let none = game.after(&[]).expect("no move is legal");
    assert_eq!(format!("{none:?}"), format!("{game:?}"));
    let rest = next.play_out().expect("the best moves are legal");
    let over = rest.iter().map(G::choice_of).collect::<Vec<_>>();
    assert!(next.after(&over).expect("they replay").is_over());
}

/// The check of the checks: [`each_refuses_one_past`] passes a function that
/// refuses one past its limit unread, and records it as a refusal of a length;
/// it records as wrong one that gives another error, and, on Linux, one that
/// reads its row first, at either end, in the middle or through it.
#[test]
fn the_refusals_check_finds_a_wrong_refusal_and_a_read() {
    use stone_games::shared::TooLong as Error;
    fn error(function: &'static str, len: usize, limit: usize) -> Error {
        Error {
            function,
            len,
            limit,
        }
    }
    fn refuses(row: &[u32]) -> Result<(), Error> {
        Err(error("f", row.len(), row.len() - 1))
    }
    fn wrong(row: &[u32]) -> Result<(), Error> {
        Err(error("g", row.len(), row.len() - 1))
    }
    // Refuses `row` after reading what `read` gives of it.
    fn refuses_after(row: &[u32], read: u32) -> Result<(), Error> {
        Err(error(
            "f",
            row.len() + std::hint::black_box(read) as usize,
            row.len() - 1,
        ))
    }
    fn reads_last(row: &[u32]) -> Result<(), Error> {
        refuses_after(row, row[row.len() - 1])
    }
    fn reads_through(row: &[u32]) -> Result<(), Error> {
        refuses_after(row, row.iter().sum())
    }
    fn reads_the_middle(row: &[u32]) -> Result<(), Error> {
        refuses_after(row, row[row.len() / 2 + 1])
    }
    let limit = (3 << 20) + 4096; // 12 MiB and 16 KiB

    let mut seen = Seen::default();
    each_refuses_one_past(&mut seen, &[(limit, "f", refuses)], error);
    assert_eq!(seen.length, BTreeSet::from(["f".to_string()]));
    assert!(seen.other.is_empty());
    assert!(seen.wrong.is_empty(), "{:?}", seen.wrong);
    let fails = |function: Refuses<u32, Error>| {
        let mut seen = Seen::default();
        each_refuses_one_past(&mut seen, &[(limit, "f", function)], error);
        seen.wrong.join("\n")
    };
    assert!(
        fails(wrong).contains("function: \"g\""),
        "another error passed"
    );
    if cfg!(target_os = "linux") {
        let reads = [
            reads_last as Refuses<u32, Error>,
            reads_through,
            reads_the_middle,
        ];
        for function in reads {
            let message = fails(function);
            assert!(message.contains("f read its row"), "{message}");
        }
    }
}

/// [`Seen::refused`] records the function an error names, by what it
/// refused, and records as wrong another error, or an answer.
#[test]
fn the_refusals_check_records_the_function_an_error_names() {
    let mut seen = Seen::default();
    let long = sg7::Error::TooLong {
        function: "f",
        len: 2,
        limit: 1,
    };
    seen.refused(Err::<(), _>(long), long);
    let large = sg4::Error::TooLarge {
        function: "g",
        n: 2,
        limit: 1,
    };
    seen.refused(Err::<(), _>(large), large);
    assert_eq!(seen.length, BTreeSet::from(["f".to_string()]));
    assert_eq!(seen.other, BTreeSet::from(["g".to_string()]));
    assert!(seen.wrong.is_empty(), "{:?}", seen.wrong);
    seen.refused(Ok(()), long);
    assert_eq!(seen.wrong.len(), 1);
    assert!(
        seen.wrong[0].contains("refused with None, not TooLong"),
        "{}",
        seen.wrong[0]
    );
}

/// The case a loop of the extremes was at when an assert in it failed: made
/// by [`case!`], it prints, after the assert's message, the loop's
/// variables (each cut to 120 characters) and the command that reruns the
/// file's game; it prints nothing when the loop passes.
struct Case<'a> {
    file: &'static str,
    said: Box<dyn Fn() -> String + 'a>,
}

impl Drop for Case<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            let game = self
                .file
                .rsplit('/')
                .next()
                .unwrap_or("")
                .trim_end_matches(".rs");
            eprintln!(
                "in the case {} ({}; `.ci/quick {game} --fast` reruns it)",
                (self.said)(),
                self.file
            );
        }
    }
}

/// The `Debug` text of `x`, cut to 120 characters: a row of a million
/// stones is named by its start and its length.
fn shown(x: &impl std::fmt::Debug) -> String {
    let text = format!("{x:?}");
    match text.char_indices().nth(120) {
        Some((at, _)) => format!("{}… ({} characters)", &text[..at], text.chars().count()),
        None => text,
    }
}

/// `case!(n, v);`, first in a loop's body: if an assert of this pass fails,
/// the failure names the case, `n = 1000001, v = 4294967295` ([`Case`]).
macro_rules! case {
    ($($x:ident),+) => {
        let _case = $crate::extremes::Case {
            file: file!(),
            said: Box::new(|| {
                let parts = [$(format!("{} = {}", stringify!($x), $crate::extremes::shown(&$x))),+];
                parts.join(", ")
            }),
        };
    };
}

#[test]
#[should_panic(expected = "a test's assert")]
fn a_case_names_itself_only_when_its_pass_fails() {
    for n in [1, 2] {
        case!(n);
        assert!(n == 1, "a test's assert");
    }
}

#[test]
fn a_long_case_is_shown_by_its_start_and_its_length() {
    assert_eq!(shown(&7), "7");
    let long = shown(&vec![0_u32; 1_000]);
    assert!(long.ends_with("… (3000 characters)"), "{long}");
    assert_eq!(
        long.chars().count(),
        120 + "… (2998 characters)".chars().count()
    );
}

mod leetcode;
mod shared;
mod stone_game;
mod stone_game_ii;
mod stone_game_iii;
mod stone_game_iv;
mod stone_game_ix;
mod stone_game_v;
mod stone_game_vi;
mod stone_game_vii;
mod stone_game_viii;
