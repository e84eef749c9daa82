//! The check: a solution runs on its own thread, input after input, and
//! each answer is compared with the crate's, until one is wrong, panics or
//! takes too long.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Once};
use std::thread;
use std::time::{Duration, Instant};

use crate::inputs::{Case, Phase};
use crate::{pitfalls, Answer, Pitfall, Problem, Solver};

/// How long a solution may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The longest one input may take, the largest included.
    pub per_input: Duration,
    /// The longest all of one problem's inputs may take together.
    pub per_problem: Duration,
}

impl Default for Limits {
    /// 10 seconds an input and 60 a problem: bounds meant to be generous
    /// for the methods the book teaches, at LeetCode's largest sizes, in the
    /// dev profile (which builds this package optimised), and to stop an
    /// exponential search.
    fn default() -> Limits {
        Limits {
            per_input: Duration::from_secs(10),
            per_problem: Duration::from_secs(60),
        }
    }
}

/// The stack of the thread a solution runs on: a recursion as deep as
/// LeetCode's longest rows fits, as it does on LeetCode.
pub const STACK_BYTES: usize = 256 << 20;

/// What the check found.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Every input answered rightly.
    Solved {
        /// How many inputs were checked.
        inputs: usize,
        /// The longest one input took, as timed on the solution's thread:
        /// a method too slow for LeetCode may still be within the limits.
        slowest: Duration,
    },
    /// The first input reached a `todo!()`: the starting file as shipped.
    NotStarted,
    /// A wrong answer.
    Wrong(Failure),
    /// A panic (a `todo!()` reached after some answers counts as one).
    Panicked(Failure),
    /// No answer in time.
    TooSlow(Slow),
}

impl Outcome {
    /// A word or two for the table: `solved`, `wrong`, ...
    pub fn state(&self) -> &'static str {
        match self {
            Outcome::Solved { .. } => "solved",
            Outcome::NotStarted => "not started",
            Outcome::Wrong(_) => "wrong",
            Outcome::Panicked(_) => "panicked",
            Outcome::TooSlow(_) => "too slow",
        }
    }
}

/// A wrong answer or a panic, and where.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The input.
    pub case: Case,
    /// How many inputs were answered rightly before it.
    pub right_before: usize,
    /// The crate's answer.
    pub expected: Answer,
    /// The solution's answer, or its panic.
    pub answer: Result<Answer, Panic>,
    /// The crate's pitfalls that go wrong first on this very input, in the
    /// same way (the same answer, or a panic): the mistake is likely
    /// theirs.
    pub pitfalls: Vec<Pitfall>,
}

/// A solution that did not answer in time.
#[derive(Clone, Debug)]
pub struct Slow {
    /// The input it was on.
    pub case: Case,
    /// How many inputs were answered rightly before it.
    pub right_before: usize,
    /// How long it was waited for, on that input.
    pub waited: Duration,
    /// Whether the problem's whole time ran out, rather than the input's.
    pub out_of_time: bool,
    /// The longest time it took on each of the two largest sizes it
    /// answered, largest first: how its time grew before it stopped.
    pub largest: Vec<(usize, Duration)>,
}

/// A panic's message, and where in the code it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panic {
    /// The message: `not yet implemented`, `index out of bounds: ...`.
    pub message: String,
    /// `file:line:column`, when known.
    pub location: Option<String>,
}

impl Panic {
    /// Whether it is a `todo!()`'s.
    pub fn is_todo(&self) -> bool {
        self.message.starts_with("not yet implemented")
    }
}

/// Checks `solver`, a solution to `problem`, on every input of
/// [`Problem::cases`] in turn, on a thread of its own, until one answer is
/// wrong, one call panics, or the solution takes longer than `limits`.
///
/// A solution that takes too long is left running on its thread, which is
/// told to stop at its next input; a solution that never returns keeps its
/// thread until the process exits.
///
/// ```
/// use practice::{check, Limits, Outcome, Problem, Solutions};
///
/// let crate_s = Solutions::leetcode();
/// let outcome = check(Problem::StoneGameIX, crate_s.of(Problem::StoneGameIX),
///     &Limits::default());
/// assert!(matches!(outcome, Outcome::Solved { .. }));
/// ```
pub fn check(problem: Problem, solver: Solver, limits: &Limits) -> Outcome {
    check_traced(problem, solver, limits, |_, _| {})
}

/// [`check`], calling `trace` on the solution's thread with each input just
/// before the solution gets it: the command writes it down, so that if the
/// solution brings the whole process down (a stack overflow aborts it), the
/// input it was on is known.
pub fn check_traced(
    problem: Problem,
    solver: Solver,
    limits: &Limits,
    trace: fn(Problem, &Case),
) -> Outcome {
    let cases = Arc::new(problem.cases());
    let stop = Arc::new(AtomicBool::new(false));
    let answered = answer_on_a_thread(problem, solver, &cases, &stop, trace);
    let started = Instant::now();
    let halt = || stop.store(true, Ordering::Relaxed);
    let mut slowest = Duration::ZERO;
    // The longest time taken at each size, for a report of how it grew.
    let mut by_size = std::collections::BTreeMap::<usize, Duration>::new();
    for (index, case) in cases.iter().enumerate() {
        let time_left = limits.per_problem.saturating_sub(started.elapsed());
        let wait = limits.per_input.min(time_left);
        let Ok((answer, took)) = answered.recv_timeout(wait) else {
            halt();
            return Outcome::TooSlow(Slow {
                case: case.clone(),
                right_before: index,
                waited: wait,
                out_of_time: time_left < limits.per_input,
                largest: by_size.into_iter().rev().take(2).collect(),
            });
        };
        slowest = slowest.max(took);
        let at_size = by_size.entry(case.input.size()).or_default();
        *at_size = (*at_size).max(took);
        if let Some(outcome) = judge(problem, &cases, index, answer) {
            halt();
            return outcome;
        }
    }
    Outcome::Solved {
        inputs: cases.len(),
        slowest,
    }
}

/// What a solution's thread sends for each input: its answer (or panic),
/// and how long it took.
type Answered = (Result<Answer, Panic>, Duration);

/// Starts `solver` on a thread of its own, with a stack of `STACK_BYTES`,
/// on every input of `cases` in turn, `trace` called before each, until
/// `stop` is set or the receiver is gone; the answers come back in order.
fn answer_on_a_thread(
    problem: Problem,
    solver: Solver,
    cases: &Arc<Vec<Case>>,
    stop: &Arc<AtomicBool>,
    trace: fn(Problem, &Case),
) -> mpsc::Receiver<Answered> {
    let (answers, answered) = mpsc::channel();
    let (cases, stop) = (Arc::clone(cases), Arc::clone(stop));
    let spawned = thread::Builder::new()
        .name(format!("lc{:04}", problem.number()))
        .stack_size(STACK_BYTES)
        .spawn(move || {
            for case in cases.iter() {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                trace(problem, case);
                let began = Instant::now();
                let answer = quietly(|| solver.call(&case.input));
                if answers.send((answer, began.elapsed())).is_err() {
                    return;
                }
            }
        });
    spawned.expect("a thread to run the solution on");
    answered
}

/// The outcome the answer on input `index` of `cases` decides, if any: a
/// `todo!()` on the first input, a panic, or a wrong answer. `None` when
/// the answer is right and the check goes on.
fn judge(
    problem: Problem,
    cases: &[Case],
    index: usize,
    answer: Result<Answer, Panic>,
) -> Option<Outcome> {
    let case = &cases[index];
    let expected = problem.expected(&case.input);
    let failure = |answer| Failure {
        case: case.clone(),
        right_before: index,
        expected: expected.clone(),
        pitfalls: same_mistakes(problem, cases, index, &answer),
        answer,
    };
    match answer {
        Err(panic) if index == 0 && panic.is_todo() => Some(Outcome::NotStarted),
        Err(panic) => Some(Outcome::Panicked(failure(Err(panic)))),
        Ok(answer) if answer != expected => Some(Outcome::Wrong(failure(Ok(answer)))),
        Ok(_) => None,
    }
}

/// The pitfalls of `problem` whose first mistake is the solution's:
/// `answer` on input `index`, and right before it on every smaller input
/// (when the failure is among the inputs tried in order of size).
fn same_mistakes(
    problem: Problem,
    cases: &[Case],
    index: usize,
    answer: &Result<Answer, Panic>,
) -> Vec<Pitfall> {
    let case = &cases[index];
    let mut expected: Option<Vec<Answer>> = None;
    pitfalls(problem)
        .into_iter()
        .filter(|pitfall| {
            if case.input.size() > pitfall.longest {
                return false;
            }
            let same = match (answer, quietly(|| pitfall.answer(&case.input))) {
                (Ok(mine), Ok(Some(theirs))) => *mine == theirs,
                (Err(_), Err(_)) => true,
                _ => false,
            };
            if !same || case.phase != Phase::Every {
                return same;
            }
            let expected = expected.get_or_insert_with(|| {
                cases[..index]
                    .iter()
                    .map(|earlier| problem.expected(&earlier.input))
                    .collect()
            });
            cases[..index]
                .iter()
                .zip(expected.iter())
                .all(
                    |(earlier, right)| match quietly(|| pitfall.answer(&earlier.input)) {
                        Ok(Some(theirs)) => theirs == *right,
                        Ok(None) => true,
                        Err(_) => false,
                    },
                )
        })
        .collect()
}

thread_local! {
    /// Whether a panic on this thread is to be caught without a word.
    static QUIET: Cell<bool> = const { Cell::new(false) };
    /// The last panic caught on this thread.
    static CAUGHT: RefCell<Option<Panic>> = const { RefCell::new(None) };
}

/// How many calls of [`quietly`] are running, on any thread.
static QUIETED: AtomicUsize = AtomicUsize::new(0);

/// Runs `f`, and returns its panic, if it panics, instead of printing it.
///
/// A thread without a name that panics while `f` runs is quiet too: `f` may
/// have started it (the crate runs deep recursions on threads of their
/// own), and its panic comes back to `f` when it is joined. Panics on named
/// threads (`main`, the tests'), and outside `f`, are printed as before.
pub fn quietly<T>(f: impl FnOnce() -> T) -> Result<T, Panic> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let before = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let unnamed = thread::current().name().is_none();
            if QUIET.with(Cell::get) || (unnamed && QUIETED.load(Ordering::SeqCst) > 0) {
                let caught = Panic {
                    message: message(info.payload()),
                    location: info
                        .location()
                        .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column())),
                };
                CAUGHT.with(|c| *c.borrow_mut() = Some(caught));
            } else {
                before(info);
            }
        }));
    });
    let was_quiet = QUIET.with(|quiet| quiet.replace(true));
    QUIETED.fetch_add(1, Ordering::SeqCst);
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    QUIETED.fetch_sub(1, Ordering::SeqCst);
    QUIET.with(|quiet| quiet.set(was_quiet));
    result.map_err(|payload| {
        CAUGHT
            .with(|c| c.borrow_mut().take())
            .unwrap_or_else(|| Panic {
                message: message(payload.as_ref()),
                location: None,
            })
    })
}

/// A panic's message, from its payload.
fn message(payload: &(dyn Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        text.to_string()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "(a panic without a message)".to_string()
    }
}
