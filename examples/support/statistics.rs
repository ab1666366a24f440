//! The few statistics the measuring tools print: a mean, the spread of values about it and
//! the standard error of the mean. One file, so that every tool's margin is taken the same
//! way (a match's Elo, a paired comparison, a suite's mean loss).

// Each tool includes this file and uses only some of it.
#![allow(dead_code)]

/// The mean of `values`; callers make sure there is at least one.
pub fn mean(values: &[f64]) -> f64 {
    values.iter().sum::<f64>() / values.len() as f64
}

/// How far one of `values` strays from their mean `mean`: the standard deviation over
/// their count, a description of these values (the cuts' spreads in `fit_probcut.rs`).
pub fn spread(values: &[f64], mean: f64) -> f64 {
    let squares = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>();
    (squares / values.len() as f64).sqrt()
}

/// How far the mean `mean` of `values` may stray from the mean of all the values they are
/// drawn from: the sample variance (over count - 1, as they are measured about their own
/// mean) over the count. Infinite for fewer than two values: one says nothing of the spread.
pub fn standard_error(values: &[f64], mean: f64) -> f64 {
    if values.len() < 2 {
        return f64::INFINITY;
    }
    let count = values.len() as f64;
    let squares = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>();
    (squares / (count - 1.0) / count).sqrt()
}
