use super::trend::goes_one_way;
use super::*;
use serde_json::json;

/// Criterion-like records: method, n, mean, low and high, in nanoseconds.
fn timed(records: &[(&str, f64, f64, f64, f64)]) -> serde_json::Value {
    records
        .iter()
        .map(|&(method, n, mean, low, high)| {
            json!({"method": method, "n": n, "mean_ns": mean, "low_ns": low, "high_ns": high})
        })
        .collect()
}

/// The recording `bench-<group>` of one machine, with these records.
fn bench(
    group: &str,
    machine: &str,
    records: &[(&str, f64, f64, f64, f64)],
) -> (String, serde_json::Value) {
    (
        format!("bench-{group}"),
        json!({"group": group, "machine": machine, "results": timed(records)}),
    )
}

fn store() -> Store {
    Store::from_values([
        bench(
            "g",
            "AMD EPYC, 2 cores",
            &[
                ("slow", 100.0, 1000.0, 990.0, 1010.0),
                ("fast", 100.0, 100.0, 95.0, 105.0),
                ("twin", 100.0, 102.0, 98.0, 110.0),
                ("near", 100.0, 112.0, 108.0, 114.0),
                ("fast_increasing", 100.0, 50.0, 49.0, 51.0),
                ("slow", 1000.0, 100000.0, 99000.0, 101000.0),
                ("fast", 1000.0, 1000.0, 950.0, 1050.0),
                ("slow", 10000.0, 1.0e7, 0.99e7, 1.01e7),
                ("fast", 10000.0, 10000.0, 9500.0, 10500.0),
                ("wide", 100.0, 100.0, 50.0, 200.0),
                ("wide", 10000.0, 10000.0, 5000.0, 20000.0),
                ("only", 100.0, 500.0, 490.0, 510.0),
                ("only", 1000.0, 5000.0, 4900.0, 5100.0),
                ("only", 10000.0, 50000.0, 49000.0, 51000.0),
            ],
        ),
        bench(
            "many",
            "Intel Xeon, 2 cores",
            &[
                ("g_fast", 50.0, 100.0, 99.0, 101.0),
                ("g_slow", 50.0, 300.0, 290.0, 310.0),
                ("h_fast", 50.0, 10.0, 9.0, 11.0),
            ],
        ),
        (
            "limits".to_string(),
            json!({"machine": "AMD EPYC, 2 cores", "load_average": 0.5, "results": [
                {"method": "table", "n": 1000, "seconds": 1.5},
                {"method": "sieve", "n": 1000, "seconds": 1.6},
                {"method": "table", "n": 2000, "seconds": 1.55,
                 "again": "2026-12-02, AMD EPYC, 2 cores, load average 1.88"},
                {"method": "sieve", "n": 2000, "seconds": 1.56},
            ]}),
        ),
        (
            "other".to_string(),
            json!({"machine": "Intel Xeon", "results": [
                {"method": "table", "n": 1000, "seconds": 1.5},
            ]}),
        ),
    ])
    .unwrap()
}

/// Fails, with the check's reason, unless the claim `args` holds.
#[track_caller]
fn holds(args: &str) {
    if let Err(why) = check(args, &store()) {
        panic!("`{args}` should hold: {why}");
    }
}

/// Fails unless the claim `args` is refused.
#[track_caller]
fn refused(args: &str) {
    assert!(check(args, &store()).is_err(), "`{args}` should not hold");
}

fn problem(args: &str) -> String {
    check(args, &store()).expect_err(args)
}

#[test]
fn faster_needs_spreads_apart() {
    holds("bench-g fast n=100 < slow");
    holds("bench-g slow n=100 > fast");
    refused("bench-g slow n=100 < fast");
    // fast and twin overlap: neither is faster; they are about the same.
    refused("bench-g fast n=100 < twin");
    refused("bench-g twin n=100 > fast");
    holds("bench-g fast n=100 ~ twin");
    refused("bench-g fast n=100 ~ slow");
}

#[test]
fn about_the_same_fails_when_the_spreads_are_apart_unless_within_is_said() {
    // Means 12% apart, spreads apart: not about the same, even though close.
    holds("bench-g fast n=100 < near");
    assert!(problem("bench-g fast n=100 ~ near").contains("spread that holds 1"));
    // Within 20% holds over the whole spread of the ratio (95/114 to 105/108).
    holds("bench-g fast n=100 ~ near within=20%");
    // Within 10% does not: 95/114 is more than 10% below 1.
    assert!(problem("bench-g fast n=100 ~ near within=10%").contains("within 10%"));
    // Against a number: the spread holds it, or lies within P% of it.
    holds("bench-g fast n=100 ~ 100 ns");
    refused("bench-g fast n=100 ~ 110 ns");
    holds("bench-g fast n=100 ~ 110 ns within=20%");
    assert!(problem("bench-g fast n=100 < slow within=10%").contains("is for `~`"));
}

#[test]
fn fastest_beats_every_rival_recorded_beside_it() {
    holds("bench-g slow n=100 slowest");
    refused("bench-g fast n=100 fastest");
    // `twin` is within `fast`'s spread at 100: neither is the fastest there.
    refused("bench-g twin n=100 fastest");
}

#[test]
fn fastest_counts_only_rivals_run_on_the_same_input() {
    // `fast_increasing` is faster, but on other rows: it is no rival of `fast`.
    holds("bench-g fast n=1000 fastest");
    assert!(problem("bench-g fast_increasing n=100 fastest").contains("no rival"));
    let one = Store::from_values([(
        "bench-g".to_string(),
        json!({"group": "g", "results": timed(&[
            ("fast", 100.0, 100.0, 95.0, 105.0),
            ("slow", 100.0, 900.0, 890.0, 910.0),
            ("fast_increasing", 100.0, 50.0, 49.0, 51.0),
            ("slow_increasing", 100.0, 40.0, 39.0, 41.0),
        ])}),
    )])
    .unwrap();
    assert!(check("bench-g fast n=100 fastest", &one).is_ok());
    assert!(check("bench-g slow_increasing n=100 fastest", &one).is_ok());
    assert!(check("bench-g fast_increasing n=100 fastest", &one).is_err());
}

#[test]
fn fastest_every_checks_every_size() {
    // `only` ran alone at no size but beside `slow` and `fast` at each: it is not the
    // fastest; `wide` has rivals at 100 and 10000, and `fast_increasing` none at all.
    refused("bench-g only every fastest");
    holds("bench-g slow every slowest");
    assert!(problem("bench-g fast_increasing every fastest").contains("at any size"));
    assert!(problem("bench-g fast fastest").contains("`every`"));
}

#[test]
fn fastest_holds_in_every_recording_that_times_the_method() {
    let two = |own: &str| {
        Store::from_values([
            bench(
                "g",
                "AMD",
                &[
                    ("fast", 100.0, 100.0, 95.0, 105.0),
                    ("slow", 100.0, 900.0, 890.0, 910.0),
                ],
            ),
            bench(
                "h",
                "AMD",
                &[
                    ("fast", 100.0, 1.0, 0.9, 1.1),
                    ("slow", 100.0, 2.0, 1.9, 2.1),
                ],
            ),
            bench(
                "many",
                "Intel",
                &[
                    ("g_fast", 50.0, 100.0, 99.0, 101.0),
                    (own, 50.0, 30.0, 29.0, 31.0),
                    ("h_fast", 50.0, 10.0, 9.0, 11.0),
                ],
            ),
        ])
        .unwrap()
    };
    // bench-many times g's `fast` too, and there g's default beats it.
    let beaten = two("g_default");
    let says = check("bench-g fast n=100 fastest", &beaten).unwrap_err();
    assert!(says.contains("bench-many"), "{says}");
    // Unless the sentence is about its own benchmark, and says so.
    assert!(check("bench-g fast n=100 fastest here", &beaten).is_ok());
    // Another game's faster method (h_fast) is no rival, nor another game's default.
    assert!(check("bench-g fast n=100 fastest", &two("h_default")).is_ok());
    assert!(check("bench-many g_default n=50 fastest", &beaten).is_ok());
}

#[test]
fn trends_follow_every_size() {
    holds("bench-g slow / fast grows from=100 to=10^4");
    refused("bench-g slow / fast shrinks from=100 to=10^4");
    refused("bench-g slow / fast grows from=100 to=500");
    // `only` has a size, 1000, where `wide` has no record: the trend fails there
    // instead of skipping it.
    let says = problem("bench-g only / wide grows from=100 to=10^4");
    assert!(says.contains("at n = 1000"), "{says}");
}

#[test]
fn a_flat_step_neither_grows_nor_shrinks() {
    let at = |mean: f64| Measure {
        mean,
        low: mean * 0.9,
        high: mean * 1.1,
    };
    let flat = [(1.0, at(10.0)), (2.0, at(10.0)), (3.0, at(100.0))];
    assert!(goes_one_way(&flat, true).is_err());
    let flat = [(1.0, at(100.0)), (2.0, at(100.0)), (3.0, at(10.0))];
    assert!(goes_one_way(&flat, false).is_err());
    let rising = [(1.0, at(10.0)), (2.0, at(20.0)), (3.0, at(100.0))];
    assert!(goes_one_way(&rising, true).is_ok());
}

#[test]
fn exponents_use_their_spreads() {
    // fast: 100, 1000, 10000 ns at n = 100, 1000, 10000: slope 1, spreads of 5%.
    // The slope may be from ln(95/10500) to ln(105/9500) over ln(100^-1): 0.978 to 1.022.
    holds("bench-g fast exponent from=100 <= 1.03");
    holds("bench-g fast exponent from=100 >= 0.97");
    refused("bench-g fast exponent from=100 <= 1.01");
    refused("bench-g fast exponent from=100 >= 0.99");
    // wide: slope 1 at the means, but each time may be half or twice its mean.
    let wide = store().measure("bench-g wide exponent from=100").unwrap();
    assert!((wide.mean - 1.0).abs() < 1e-12 && wide.low < 0.8 && wide.high > 1.2);
    refused("bench-g wide exponent from=100 <= 1.2");
    refused("bench-g wide exponent from=100 >= 0.8");
    holds("bench-g wide exponent from=100 <= 1.5");
}

#[test]
fn constants_take_units_and_the_careful_end() {
    holds("limits table n=1000 seconds <= 2 s");
    refused("limits table n=1000 seconds <= 1 s");
    holds("bench-g fast n=100 <= 105 ns");
    refused("bench-g fast n=100 <= 104 ns");
    holds("bench-g fast n=100 / slow <= 0.11");
    holds("bench-g slow n=100 / fast >= 9×");
    holds("bench-g fast every <= 10500 ns");
    refused("bench-g fast every <= 10 us");
    holds("limits table seconds every <= 2 s");
}

#[test]
fn a_strict_or_loose_bound_holds_at_the_careful_end_not_the_mean() {
    // Mean 100, spread from 50 to 200: the mean is on the claim's side of each
    // bound below, the careful end is not.
    let wide = Measure {
        mean: 100.0,
        low: 50.0,
        high: 200.0,
    };
    let says = |op, k| against(wide, op, k, Qualifiers::default()).is_ok();
    for (op, k) in [(Op::Less, 150.0), (Op::AtMost, 150.0)] {
        assert!(
            !says(op, k),
            "{op:?} {k} held on a spread of 50 to 200: a bound below must hold at \
             the spread's highest end, 200 (claims/mod.rs, `against`)"
        );
        assert!(says(op, 250.0), "{op:?} 250: the whole spread is below");
    }
    for (op, k) in [(Op::Greater, 75.0), (Op::AtLeast, 75.0)] {
        assert!(
            !says(op, k),
            "{op:?} {k} held on a spread of 50 to 200: a bound above must hold at \
             the spread's lowest end, 50 (claims/mod.rs, `against`)"
        );
        assert!(says(op, 40.0), "{op:?} 40: the whole spread is above");
    }
    // The strict bounds fail at the end itself; the loose ones hold there.
    assert!(!says(Op::Less, 200.0) && says(Op::AtMost, 200.0));
    assert!(!says(Op::Greater, 50.0) && says(Op::AtLeast, 50.0));
    // The same through a claim: the record `wide` at n = 100 is this spread.
    refused("bench-g wide n=100 < 150 ns");
    refused("bench-g wide n=100 > 75 ns");
    holds("bench-g wide n=100 < 250 ns");
    holds("bench-g wide n=100 > 40 ns");
}

#[test]
fn records_from_other_machines_or_loads_are_not_compared() {
    // Same machine, same load: comparable.
    holds("limits table n=1000 seconds ~ sieve within=10%");
    // A record measured again under a load of 1.88, against one at 0.5.
    let says = problem("limits table n=2000 seconds ~ sieve within=10%");
    assert!(says.contains("different loads"), "{says}");
    // Within one recording the machine is one; a trend and an exponent compare their
    // records with each other too.
    let trend = problem("limits table seconds grows from=1000 to=2000");
    assert!(trend.contains("different loads"), "{trend}");
}

#[test]
fn mistakes_are_named() {
    for (args, says) in [
        ("bench-g fast n=100", "no comparison"),
        ("< slow", "nothing before"),
        ("bench-g fast n=100 <", "nothing after"),
        ("bench-g fast n=100 <= 3 furlongs", "not a unit"),
        ("bench-g fast n=100 grows", "needs `from=N to=N`"),
        ("bench-g nothing n=100 < slow", "no record"),
        (
            "bench-g slow n=100 fastest among fast",
            "nothing comes after",
        ),
        ("bench-g fast n=100 ~ slow within=ten", "within=P%"),
        ("bench-g fast n=100 < slow here", "`here` is for"),
    ] {
        let problem = check(args, &store()).unwrap_err();
        assert!(problem.contains(says), "{args}: {problem}");
    }
}
