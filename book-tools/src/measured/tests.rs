use super::*;
use serde_json::json;

fn store() -> Store {
    Store::from_values([
        (
            "bench-g".to_string(),
            json!({"results": [
                {"method": "slow", "n": 10000, "mean_ns": 41.0e6},
                {"method": "fast", "n": 10000, "mean_ns": 12_557.0},
                {"method": "fast", "n": 1000000, "mean_ns": 3.57e6},
                {"method": "fast", "n": 100, "mean_ns": 130.0},
                {"method": "cubic", "n": 10, "mean_ns": 1000.0},
                {"method": "cubic", "n": 100, "mean_ns": 1.0e6},
            ]}),
        ),
        (
            "profile-g".to_string(),
            json!({"results": [
                {"method": "step4", "n": 2000, "instructions": 136_000_000u64,
                 "states": 2_000_000u64, "peak_bytes": 46_200_000u64},
            ]}),
        ),
        (
            "machine".to_string(),
            json!({"l2_bytes": 524288, "cores": 2}),
        ),
        (
            "sg4-counts".to_string(),
            json!({"counts": [{"n": 1e9, "losing": 1727524, "seconds": 23.159}]}),
        ),
    ])
    .unwrap()
}

/// A store of one recording, `name`, of these `results`.
fn recording(name: &str, results: serde_json::Value) -> Store {
    Store::from_values([(name.to_string(), json!({ "results": results }))]).unwrap()
}

fn render(args: &str) -> Result<String, String> {
    store().render(args)
}

#[test]
fn times_take_the_unit_that_fits() {
    assert_eq!(render("bench-g fast n=10000").unwrap(), "13\u{a0}µs");
    assert_eq!(render("bench-g fast n=10^4 sig=3").unwrap(), "12.6\u{a0}µs");
    assert_eq!(render("bench-g slow n=1e4").unwrap(), "41\u{a0}ms");
    assert_eq!(render("bench-g fast n=100").unwrap(), "130\u{a0}ns");
    assert_eq!(render("sg4-counts n=10^9 seconds").unwrap(), "23\u{a0}s");
}

#[test]
fn per_divides_by_a_number_of_the_record() {
    assert_eq!(
        render("bench-g fast n=10_000 per=n").unwrap(),
        "1.3\u{a0}ns"
    );
    assert_eq!(
        render("profile-g step4 n=2000 instructions per=states").unwrap(),
        "68"
    );
}

#[test]
fn ratios_inherit_what_the_second_side_does_not_say() {
    assert_eq!(render("bench-g slow n=10000 / fast").unwrap(), "3,300×");
    assert_eq!(
        render("bench-g fast n=1000000 / n=10000 sig=3").unwrap(),
        "284×"
    );
}

#[test]
fn differences_are_divided_after_the_subtraction() {
    let with_none = recording(
        "p",
        json!([
            {"method": "none", "n": 1000, "instructions": 5000},
            {"method": "linear", "n": 1000, "instructions": 33500},
        ]),
    );
    assert_eq!(
        with_none
            .render("p linear n=1000 instructions per=n - none sig=3")
            .unwrap(),
        "28.5"
    );
}

#[test]
fn none_keeps_the_records_without_the_key() {
    let groups = recording(
        "b",
        json!([
            {"method": "w", "n": 10, "mean_ns": 5.0},
            {"group": "far", "method": "w", "n": 10, "mean_ns": 7.0},
        ]),
    );
    assert_eq!(groups.render("b w n=10 group=none").unwrap(), "5.0\u{a0}ns");
    assert_eq!(groups.render("b w n=10 group=far").unwrap(), "7.0\u{a0}ns");
    assert!(groups.render("b w n=10").unwrap_err().contains("2 records"));
}

#[test]
fn sizes_counts_and_units() {
    assert_eq!(render("profile-g step4 peak_bytes").unwrap(), "46\u{a0}MB");
    assert_eq!(render("machine l2_bytes unit=KiB").unwrap(), "510\u{a0}KiB");
    assert_eq!(
        render("machine l2_bytes unit=KiB sig=3").unwrap(),
        "512\u{a0}KiB"
    );
    assert_eq!(render("sg4-counts n=10^9 losing").unwrap(), "1,727,524");
    assert_eq!(
        render("sg4-counts n=10^9 losing sig=3").unwrap(),
        "1.73\u{a0}million"
    );
    assert_eq!(
        render("profile-g step4 n=2000 instructions per=states").unwrap(),
        "68"
    );
    assert_eq!(render("machine cores").unwrap(), "2");
    assert_eq!(render("bench-g fast n=100 bare unit=ns").unwrap(), "130");
    assert_eq!(
        render("bench-g slow n=10000 times=10^6 unit=h").unwrap(),
        "11\u{a0}h"
    );
}

#[test]
fn exponents_are_fitted_on_a_log_log_scale() {
    assert_eq!(render("bench-g cubic exponent from=10").unwrap(), "3.00");
}

#[test]
fn every_mistake_is_named() {
    for (args, says) in [
        ("nothing", "no recording `nothing`"),
        ("bench-g fast", "3 records"),
        ("bench-g fast n=5", "no record"),
        ("bench-g fast n=100 bare", "`bare` needs `unit=`"),
        ("bench-g fast n=100 unit=MB", "not a unit of this field"),
        ("bench-g fast n=100 unit=furlong", "not a unit"),
        ("bench-g fast n=100 / fast / fast", "more than one"),
        ("bench-g fast n=100 / fast - fast", "more than one"),
        ("bench-g fast n=100 sig=x", "not a number of digits"),
        ("bench-g cubic exponent", "needs `from=N`"),
        ("machine cores unit=s", "not a count"),
        ("", "names no recording"),
    ] {
        let problem = render(args).unwrap_err();
        assert!(problem.contains(says), "{args}: {problem}");
    }
}

#[test]
fn values_are_rounded_and_their_thousands_separated() {
    assert_eq!(round(3283.0, Some(Rounding::Sig(2))), "3,300");
    assert_eq!(round(1234.5, Some(Rounding::Dp(1))), "1,234.5");
    assert_eq!(round(12345.0, Some(Rounding::Dp(0))), "12,345");
    assert_eq!(round(0.0123, Some(Rounding::Sig(2))), "0.012");
    assert_eq!(round(-5.0, Some(Rounding::Sig(1))), "\u{2212}5");
}

#[test]
fn a_claim_measures_the_number_its_directive_renders() {
    // A difference scaled by `times`, a ratio, one side divided `per` a field:
    // `measure` gives the value `render` prints, before rounding.
    let store = store();
    for (args, rendered, value) in [
        (
            "bench-g slow n=10000 - fast times=0.5",
            "20\u{a0}ms",
            20_493_721.5,
        ),
        ("bench-g slow n=10000 / fast times=2", "6,500×", 6_530.2),
        ("profile-g step4 instructions per=states", "68", 68.0),
    ] {
        assert_eq!(store.render(args).as_deref(), Ok(rendered), "{args}");
        let measured = store.measure(args).unwrap().mean;
        assert!((measured - value).abs() < 0.1, "{args}: {measured}");
    }
}

#[test]
fn a_differences_spread_is_the_widest_its_sides_allow() {
    let store = recording(
        "b",
        json!([
            {"method": "slow", "n": 10, "mean_ns": 100.0, "low_ns": 90.0, "high_ns": 120.0},
            {"method": "fast", "n": 10, "mean_ns": 40.0, "low_ns": 35.0, "high_ns": 50.0},
        ]),
    );
    let m = store.measure("b slow n=10 - fast").unwrap();
    assert_eq!((m.low, m.mean, m.high), (40.0, 60.0, 85.0));
    let m = store.measure("b slow n=10 / fast").unwrap();
    assert_eq!((m.low, m.mean, m.high), (90.0 / 50.0, 2.5, 120.0 / 35.0));
    // A mean edited alone, outside its recorded spread, is refused once, as
    // the store is made, by its record's method and size.
    let edited = json!({"results": [
        {"method": "fast", "n": 10, "mean_ns": 40.0, "low_ns": 35.0, "high_ns": 50.0},
        {"method": "slow", "n": 10, "mean_ns": 130.0, "low_ns": 90.0, "high_ns": 120.0},
        {"method": "slow", "n": 20, "mean_ns": 10.0, "low_ns": 90.0, "high_ns": 120.0},
    ]});
    let error = Store::from_values([("b".to_string(), edited)]).unwrap_err();
    assert!(error.starts_with("2 record(s)"), "{error}");
    assert!(
        error.contains("figures/data/b.json: method \"slow\" n=10: low_ns 90, mean_ns 130")
            && error.contains("n=20")
            && !error.contains("\"fast\""),
        "{error}"
    );
}

#[test]
fn a_value_that_rounds_up_to_the_next_unit_is_shown_in_it() {
    let store = |ns: f64| recording("b", json!([{"method": "m", "n": 1, "mean_ns": ns}]));
    // 999.6 ns would round to "1,000 ns": it is said in µs; 999.4 ns to three
    // figures stays in ns.
    assert_eq!(store(999.6).render("b m n=1").unwrap(), "1.00\u{a0}µs");
    assert_eq!(store(999_600.0).render("b m n=1").unwrap(), "1.00\u{a0}ms");
    assert_eq!(store(999.4).render("b m n=1 sig=3").unwrap(), "999\u{a0}ns");
}

#[test]
fn a_count_multiplied_by_times_is_rounded_not_exact() {
    assert_eq!(
        store().render("profile-g step4 states").unwrap(),
        "2,000,000"
    );
    assert_eq!(
        store().render("profile-g step4 states times=2").unwrap(),
        "4.0\u{a0}million"
    );
}

#[test]
fn times_scales_a_values_spread_with_it() {
    let store = recording(
        "b",
        json!([
            {"method": "slow", "n": 10, "mean_ns": 100.0, "low_ns": 90.0, "high_ns": 120.0},
        ]),
    );
    let m = store.measure("b slow n=10 times=2").unwrap();
    assert_eq!((m.low, m.mean, m.high), (180.0, 200.0, 240.0));
}

#[test]
fn every_record_is_measured_one_sided_and_the_sizes_come_in_order() {
    let store = store();
    let each = store.measure_each("bench-g fast").unwrap();
    let means: Vec<f64> = each.iter().map(|m| m.mean).collect();
    assert_eq!(means, [12_557.0, 3.57e6, 130.0]);
    for two_sided in ["bench-g fast / slow", "bench-g fast - slow"] {
        assert!(store.measure_each(two_sided).is_err(), "{two_sided}");
    }
    assert_eq!(store.sizes("bench-g fast").unwrap(), [100.0, 10_000.0, 1e6]);
    assert_eq!(store.sizes("bench-g cubic n=10").unwrap(), [10.0, 100.0]);
}

#[test]
fn a_missing_record_names_the_filters_it_was_looked_for_with() {
    let error = store().render("bench-g fast n=7").unwrap_err();
    assert!(error.contains("method = fast, n = 7"), "{error}");
    let error = store().render("bench-g fast").unwrap_err();
    assert!(error.contains("3 records"), "{error}");
}

#[test]
fn a_filter_matches_a_yes_or_no_as_written() {
    let store = recording(
        "b",
        json!([
            {"method": "m", "n": 1, "warm": true, "mean_ns": 5.0},
            {"method": "m", "n": 1, "warm": false, "mean_ns": 7.0},
        ]),
    );
    assert_eq!(store.render("b m n=1 warm=true").unwrap(), "5.0\u{a0}ns");
    assert_eq!(store.render("b m n=1 warm=false").unwrap(), "7.0\u{a0}ns");
}

#[test]
fn every_unit_a_directive_may_fix_is_its_size() {
    let store = recording(
        "p",
        json!([
            {"method": "m", "n": 1, "mean_ns": 90e9, "peak_bytes": 3_221_225_472u64},
        ]),
    );
    for (args, rendered) in [
        ("p m n=1 unit=min", "1.5\u{a0}min"),
        ("p m n=1 peak_bytes unit=MiB", "3,100\u{a0}MiB"),
        ("p m n=1 peak_bytes unit=GiB", "3.0\u{a0}GiB"),
    ] {
        assert_eq!(store.render(args).as_deref(), Ok(rendered), "{args}");
    }
}

#[test]
fn a_count_that_rounds_up_to_a_million_is_said_in_millions() {
    let store = recording("p", json!([{"method": "m", "n": 1, "moves": 999_700.5}]));
    assert_eq!(store.render("p m n=1 moves").unwrap(), "1.00\u{a0}million");
}

#[test]
fn an_exponent_fits_only_the_records_from_its_size_with_positive_values() {
    let store = recording(
        "b",
        json!([
            {"method": "m", "n": 1, "mean_ns": 7.0},
            {"method": "m", "n": 10, "mean_ns": 100.0},
            {"method": "m", "n": 100, "mean_ns": 10_000.0},
            {"method": "m", "n": 1000, "mean_ns": 0.0},
            {"method": "other", "n": 10, "mean_ns": 1.0},
            {"method": "w", "n": 10, "mean_ns": 5.0, "moves": 10.0},
            {"method": "w", "n": 100, "mean_ns": 5.0, "moves": 1000.0},
            {"method": "z", "n": 0, "mean_ns": 3.0},
            {"method": "z", "n": 10, "mean_ns": 10.0},
            {"method": "z", "n": 100, "mean_ns": 100.0},
        ]),
    );
    // n = 0 has no logarithm either, even from 0.
    assert_eq!(store.render("b z exponent from=0").unwrap(), "1.00");
    // n = 1 is below `from`; n = 1000's time of 0 has no logarithm.
    assert_eq!(store.render("b m exponent from=10").unwrap(), "2.00");
    // A field other than the time is fitted as named.
    assert_eq!(store.render("b w moves exponent from=10").unwrap(), "2.00");
    let error = store.render("b m exponent from=100").unwrap_err();
    assert!(error.contains("fewer than two records"), "{error}");
}

#[test]
fn a_size_may_be_a_constant_of_the_crate_and_is_its_value_now() {
    let limit = crate::constants::value("stone_game_v::MAX_PLAY_LEN").unwrap();
    let store = recording(
        "bench-v",
        json!([{"method": "play", "n": limit as u64, "mean_ns": 2000.0}]),
    );
    let at_limit = store.render("bench-v play n=stone_game_v::MAX_PLAY_LEN");
    assert_eq!(at_limit, Ok("2.0\u{a0}µs".to_string()));
    let moved = recording(
        "bench-v",
        json!([{"method": "play", "n": limit as u64 + 1, "mean_ns": 2000.0}]),
    );
    let error = moved
        .render("bench-v play n=stone_game_v::MAX_PLAY_LEN")
        .unwrap_err();
    assert!(
        error.contains(&format!("n = stone_game_v::MAX_PLAY_LEN ({limit})")),
        "{error}"
    );
    let unknown = store.render("bench-v play n=stone_game_v::MAX_NOTHING");
    assert!(unknown.unwrap_err().contains("no public constant"));
}
