//! How the command line prints amounts of work: counts with a metric prefix, rates per second,
//! durations. One place, so every table reads the same.

use std::time::Duration;

/// `1234567` → `"1.23 M"`; plain digits under a thousand. Put the unit after a space:
/// `"1.23 M nodes"`, `"999 nodes"`.
pub fn metric(count: f64) -> String {
    match count {
        c if c >= 1e9 => format!("{:.2} G", c / 1e9),
        c if c >= 1e6 => format!("{:.2} M", c / 1e6),
        c if c >= 1e3 => format!("{:.2} k", c / 1e3),
        c => format!("{c:.0}"),
    }
}

/// `count` over `elapsed` per second, with a metric prefix: `"164.00 M"`. A duration too short
/// to measure counts as one nanosecond, so the rate stays finite.
pub fn per_second(count: u64, elapsed: Duration) -> String {
    metric(count as f64 / elapsed.as_secs_f64().max(1e-9))
}

/// Seconds with three decimals: `"1.294 s"`.
pub fn seconds(elapsed: Duration) -> String {
    format!("{:.3} s", elapsed.as_secs_f64())
}

/// A disc difference with its sign: `+18`, `-4`, `+0`.
pub fn signed(score: i32) -> String {
    format!("{score:+}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_readable_amounts() {
        assert_eq!(metric(212_258_800.0), "212.26 M");
        assert_eq!(metric(999.0), "999");
        assert_eq!(per_second(3_000, Duration::from_millis(1_500)), "2.00 k");
        assert_eq!(seconds(Duration::from_millis(1_294)), "1.294 s");
        assert_eq!(
            (signed(18), signed(-4), signed(0)),
            ("+18".into(), "-4".into(), "+0".into())
        );
    }
}
