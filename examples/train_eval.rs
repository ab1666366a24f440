//! Fits the trained evaluation's values (`src/ai/trained_eval.rs`) to labelled positions
//! from `selfplay.rs`.
//!
//! `cargo run --release --example train_eval -- <out.bin> <fewest empties> <most empties> <data.bin>...`
//!
//! The fit uses the positions with `fewest` to `most` empty squares, and two more on each
//! side so that positions at the ends of the range are not fitted on thinner data. It is a
//! least-squares fit: repeated passes move every value towards the mean error of the
//! positions that contain it. A twentieth of the positions is kept aside to show how well the
//! fit carries over to positions it has not seen.
//!
//! The output holds one signed byte per pattern value in steps of `STEP_UNITS` evaluation
//! units (`UNITS` per disc), then, as little-endian i16s in evaluation units, the weight of
//! one move of mobility difference and a constant.

use reversi::ai::patterns::{features, PATTERN_COUNT, VALUE_COUNT};
use reversi::ai::TRAINED_STEP_UNITS;
use reversi::Board;
use std::io::Write;

/// Evaluation units per disc (as in the engine's evaluation).
const UNITS: f32 = 24.0;
/// Positions this many empties outside the range still train it.
const OVERLAP: u32 = 2;
/// Full passes over the training positions.
const EPOCHS: usize = 300;
/// Share of the mean error each value moves by per pass (each position has 38 values to
/// share its error between: much more and the fit diverges).
const LEARNING_RATE: f32 = 0.015;
/// Damps values seen in few positions: they move as if seen this many times more.
const DAMPING: f32 = 5.0;

struct Sample {
    features: [u32; PATTERN_COUNT],
    mobility: f32,
    label: f32,
    held_out: bool,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: train_eval <out.bin> <fewest empties> <most empties> <data.bin>...";
    let out = args.get(1).expect(usage);
    let fewest: u32 = args.get(2).and_then(|a| a.parse().ok()).expect(usage);
    let most: u32 = args.get(3).and_then(|a| a.parse().ok()).expect(usage);
    let range = fewest.saturating_sub(OVERLAP)..=most + OVERLAP;
    let mut samples = Vec::new();
    let mut index = 0usize;
    for path in &args[4..] {
        let bytes = std::fs::read(path).expect("cannot read data");
        for record in bytes.chunks_exact(17) {
            let player = u64::from_le_bytes(record[0..8].try_into().unwrap());
            let opponent = u64::from_le_bytes(record[8..16].try_into().unwrap());
            let board = Board { player, opponent };
            index += 1;
            if range.contains(&(!(player | opponent)).count_ones()) {
                samples.push(Sample {
                    features: features(&board),
                    mobility: board.legal_moves().count() as f32
                        - board.pass().legal_moves().count() as f32,
                    label: f32::from(record[16] as i8),
                    held_out: index.is_multiple_of(20),
                });
            }
        }
    }
    eprintln!(
        "{index} positions, {} with {range:?} empties",
        samples.len()
    );
    let (values, mobility, constant) = fit(&samples);
    let largest = values
        .iter()
        .fold(0f32, |most, value| most.max(value.abs()));
    eprintln!("largest value {largest:.1} discs, mobility {mobility:.2}, constant {constant:.2}");
    let step = TRAINED_STEP_UNITS as f32;
    let mut output: Vec<u8> = values
        .iter()
        .map(|value| (value * UNITS / step).round().clamp(-127.0, 127.0) as i8 as u8)
        .collect();
    output.extend_from_slice(&quantise(mobility).to_le_bytes());
    output.extend_from_slice(&quantise(constant).to_le_bytes());
    std::fs::File::create(out)
        .and_then(|mut file| file.write_all(&output))
        .expect("cannot write");
}

fn quantise(discs: f32) -> i16 {
    (discs * UNITS).round().clamp(-32000.0, 32000.0) as i16
}

/// The values, mobility weight and constant (in discs) fitted to `samples`.
fn fit(samples: &[Sample]) -> (Vec<f32>, f32, f32) {
    let mut seen = vec![0f32; VALUE_COUNT];
    let training = || samples.iter().filter(|sample| !sample.held_out);
    for sample in training() {
        for &feature in &sample.features {
            seen[feature as usize] += 1.0;
        }
    }
    let count = training().count().max(1) as f32;
    let mobility_squares: f32 = training()
        .map(|s| s.mobility * s.mobility)
        .sum::<f32>()
        .max(1.0);
    let mut values = vec![0f32; VALUE_COUNT];
    let (mut mobility, mut constant) = (0f32, 0f32);
    let mut errors = vec![0f32; VALUE_COUNT];
    for epoch in 0..=EPOCHS {
        errors.iter_mut().for_each(|error| *error = 0.0);
        let (mut mobility_error, mut constant_error) = (0f32, 0f32);
        let (mut train_squares, mut held_squares, mut held_count) = (0f64, 0f64, 0usize);
        for sample in samples {
            let predicted = constant
                + mobility * sample.mobility
                + sample
                    .features
                    .iter()
                    .map(|&feature| values[feature as usize])
                    .sum::<f32>();
            let error = sample.label - predicted;
            if sample.held_out {
                held_squares += f64::from(error * error);
                held_count += 1;
                continue;
            }
            train_squares += f64::from(error * error);
            for &feature in &sample.features {
                errors[feature as usize] += error;
            }
            mobility_error += error * sample.mobility;
            constant_error += error;
        }
        if epoch % 50 == 0 || epoch == EPOCHS {
            eprintln!(
                "epoch {epoch}: rms error {:.2} discs, held out {:.2}",
                (train_squares / f64::from(count)).sqrt(),
                (held_squares / held_count.max(1) as f64).sqrt()
            );
        }
        for ((value, error), seen) in values.iter_mut().zip(&errors).zip(&seen) {
            *value += LEARNING_RATE * error / (seen + DAMPING);
        }
        mobility += LEARNING_RATE * mobility_error / mobility_squares;
        constant += LEARNING_RATE * constant_error / count;
    }
    (values, mobility, constant)
}
