//! Fits the evaluation's values (`src/ai/learned/eval.rs`) to labelled positions
//! from `selfplay.rs`, one phase of the game at a time.
//!
//! `cargo run --release --example train_eval -- [--from <table.bin>] <out.bin> <data.bin>...`
//!
//! With `--from`, the fit starts from the values of a table made before instead of from
//! zero, so that new games refine what earlier rounds learned (the files of those rounds
//! need not be kept); a value the new positions never contain keeps its old worth.
//!
//! or, to see how well a table already made predicts other positions, phase by phase:
//!
//! `cargo run --release --example train_eval -- --check <table.bin> <data.bin>...`
//!
//! or, to average tables fitted apart (other data, other starts) into one:
//!
//! `cargo run --release --example train_eval -- --average <out.bin> <table.bin>...`
//!
//! or, to mix each phase's values with its neighbours' ([`SMOOTH_SHARES`]; not built in: on
//! 2026-11-27 the smoothed table with its refitted midgame cuts scored +1.2 points a game
//! against NTest at 0.1 s a move over 1,400 games, 95%: -0.4 to +2.8, and its cuts fail
//! the test of the spread on unseen positions):
//!
//! `cargo run --release --example train_eval -- --smooth <out.bin> <table.bin>`
//!
//! Each fit carries noise of its own in the values few positions decide; the mean of several
//! keeps what they agree on. The built-in table is such a mean: of four since 2026-12-02 (the
//! earlier mean of three counted three times, and a table fitted from it on labels half the
//! game's result, half the search's score; +1.6 points a game against NTest at 0.1 s a move
//! beside it), of three before. The mean of three, against NTest at a fixed 6, 8 and 10 plies,
//! scored 4.6, 2.3 and 2.0 points a game more than the table it replaced (more than each of its
//! members at 6 and 8); at equal time +1.8 points a game at 0.1 s a move (1,800 games, 95%:
//! +0.3 to +3.3) and +2.3 at 1 s (600 games, -0.2 to +4.8; 50.7% against NTest) (docs/tried.md).
//!
//! Each phase is fitted on the positions within its range of empty squares and on those up
//! to [`OVERLAP`] outside it, so that neighbouring phases agree where they meet and the
//! phases at the ends are not fitted on thinner data. It is a least-squares fit: repeated
//! passes move every value towards the mean error of the positions that contain it. A
//! twentieth of the positions is kept aside to show how well the fit carries over to
//! positions it has not seen. Contents that are mirror images of each other within a shape
//! (`symmetric_twins`) share one value.
//!
//! The output holds, phase after phase, one signed byte per pattern value in steps of
//! `STEP_UNITS` evaluation units (`UNITS` per disc), then, as little-endian i16s in
//! evaluation units, the weight of one move of mobility difference and a constant for an
//! even and for an odd number of empty squares.

use reversi::ai::eval::{
    phase_of, Evaluation, PHASE_BYTES, PHASE_COUNT, PHASE_STARTS, STEP_UNITS, TABLE_BYTES,
    UNITS_PER_DISC,
};
use reversi::ai::patterns::{features, symmetric_twins, PATTERN_COUNT, VALUE_COUNT};
use reversi::Board;
use std::io::Write;
use std::sync::Mutex;

#[path = "support/command_line.rs"]
mod command_line;
#[path = "support/work_queue.rs"]
mod work_queue;

use command_line::{fail, Args, OrFail};

/// Evaluation units per disc, as the engine counts them.
const UNITS: f32 = UNITS_PER_DISC as f32;
/// Positions this many empties outside a phase still train it.
const OVERLAP: u32 = 2;
/// Full passes over a phase's training positions.
const EPOCHS: usize = 300;
/// Share of the mean error each value moves by per pass (each position has 46 values to
/// share its error between: much more and the fit diverges).
const LEARNING_RATE: f32 = 0.015;
/// Holds values seen in few positions near where they started (zero, or the table the fit
/// starts from), as if this many positions said so.
const DAMPING: f32 = 20.0;

struct Sample {
    board: Board,
    features: [u32; PATTERN_COUNT],
    empties: u32,
    mobility: f32,
    label: f32,
    held_out: bool,
}

fn main() {
    let args = Args::new(
        "train_eval [--check | --from <table.bin>] <table.bin> <data.bin>...
       train_eval --average <out.bin> <table.bin>...
       train_eval --smooth <out.bin> <table.bin>",
    );
    let write = |out: &str, bytes: Vec<u8>| {
        std::fs::write(out, bytes).or_fail(format_args!("cannot write {out}"));
    };
    if args.get(0) == Some("--smooth") {
        if args.len() != 3 {
            args.wrong("--smooth takes a table to write and one to read");
        }
        write(
            args.text(1, "table to write"),
            smooth(&read_table(args.text(2, "table"))),
        );
        return;
    }
    if args.get(0) == Some("--average") {
        let out = args.text(1, "table to write");
        let tables = args.one_or_more(2, "table to average");
        write(
            out,
            average(
                &tables
                    .iter()
                    .map(|path| read_table(path))
                    .collect::<Vec<_>>(),
            ),
        );
        return;
    }
    let check = args.get(0) == Some("--check");
    let start =
        (args.get(0) == Some("--from")).then(|| read_table(args.text(1, "table to start from")));
    let first = usize::from(check) + if start.is_some() { 2 } else { 0 };
    let out = args.text(first, "table");
    // The table checked is read before the positions, so a wrong path fails at once.
    let checked = check.then(|| evaluation_of(out, &read_bytes(out)));
    let data = args.one_or_more(first + 1, "data file");
    let twins = symmetric_twins();
    let mut samples = Vec::new();
    for path in data {
        let bytes = read_bytes(path);
        if !bytes.len().is_multiple_of(17) {
            fail(format!(
                "{path}: not positions of 17 bytes each (selfplay's files)"
            ));
        }
        for (at, record) in bytes.chunks_exact(17).enumerate() {
            let player = u64::from_le_bytes(record[0..8].try_into().unwrap());
            let opponent = u64::from_le_bytes(record[8..16].try_into().unwrap());
            let label = record[16] as i8;
            if player & opponent != 0 || !(-64..=64).contains(&label) {
                fail(format!(
                    "{path}: record {at} is not a position and its score"
                ));
            }
            let board = Board { player, opponent };
            samples.push(Sample {
                board,
                features: features(&board).map(|f| f.min(twins[f as usize])),
                empties: board.empties().count(),
                mobility: board.legal_moves().count() as f32
                    - board.pass().legal_moves().count() as f32,
                label: f32::from(label),
                // Blocks of about 20 whole games: positions of one game share its result, so
                // a position held out beside its neighbours would be predicted too well.
                held_out: samples.len() / 1000 % 20 == 0,
            });
        }
    }
    eprintln!("{} positions", samples.len());
    if let Some(table) = checked {
        report_errors(&table, &samples);
        return;
    }
    // The phases are fitted independently of each other, on every core at once.
    let fitted: Mutex<Vec<Option<Fitted>>> = Mutex::new(vec![None; PHASE_COUNT]);
    let cores = std::thread::available_parallelism().map_or(1, |cores| cores.get());
    work_queue::share_out(
        &PHASE_STARTS,
        cores,
        || (),
        |(), phase, _| {
            let result = fit_phase(&samples, phase, start.as_deref());
            fitted.lock().unwrap()[phase] = Some(result);
        },
    );
    let mut output = Vec::new();
    for (phase, result) in fitted.into_inner().unwrap().into_iter().enumerate() {
        let Fitted {
            values,
            mobility,
            constants,
        } = result.expect("every phase fitted");
        let largest = values
            .iter()
            .fold(0f32, |most, value| most.max(value.abs()));
        eprintln!(
            "phase {phase}: largest value {largest:.1} discs, mobility {mobility:.2}, constants {:.2} {:.2}",
            constants[0], constants[1]
        );
        let step = STEP_UNITS as f32;
        output.extend(twins.iter().enumerate().map(|(value, &twin)| {
            let shared = values[value.min(twin as usize)];
            (shared * UNITS / step).round().clamp(-127.0, 127.0) as i8 as u8
        }));
        output.extend_from_slice(&quantise(mobility).to_le_bytes());
        for constant in constants {
            output.extend_from_slice(&quantise(constant).to_le_bytes());
        }
    }
    std::fs::File::create(out)
        .and_then(|mut file| file.write_all(&output))
        .or_fail(format_args!("cannot write {out}"));
}

/// The bytes of the table at `path`, checked to be a table of this engine.
fn read_table(path: &str) -> Vec<u8> {
    let bytes = read_bytes(path);
    evaluation_of(path, &bytes);
    bytes
}

/// The bytes of the file at `path`.
fn read_bytes(path: &str) -> Vec<u8> {
    std::fs::read(path).or_fail(format_args!("cannot read {path}"))
}

/// The evaluation the table `bytes` (read from `path`) makes, if it is a table of this engine.
fn evaluation_of(path: &str, bytes: &[u8]) -> Evaluation {
    Evaluation::from_table(bytes).or_fail(format_args!("{path} is not a table of this engine"))
}

/// Phase `phase` fitted on the positions of its range and [`OVERLAP`] around it, starting
/// from that phase of the table `start` if one is given.
fn fit_phase(samples: &[Sample], phase: usize, start: Option<&[u8]>) -> Fitted {
    let first = PHASE_STARTS[phase];
    let last = PHASE_STARTS.get(phase + 1).map_or(64, |next| next - 1);
    let range = first.saturating_sub(OVERLAP)..=last + OVERLAP;
    let chosen: Vec<&Sample> = samples
        .iter()
        .filter(|sample| range.contains(&sample.empties))
        .collect();
    eprintln!(
        "phase {phase} ({first}-{last} empties): {} positions from {range:?}",
        chosen.len()
    );
    fit(
        phase,
        &chosen,
        start.map(|table| Fitted::read(table, phase)),
    )
}

/// Prints the rms error of the evaluation `table` on `samples`, phase by phase.
fn report_errors(table: &Evaluation, samples: &[Sample]) {
    let mut squares = [(0f64, 0usize); PHASE_STARTS.len()];
    for sample in samples {
        let phase = phase_of(sample.empties);
        let predicted = table.evaluate(&sample.board) as f32 / UNITS;
        let error = f64::from(sample.label - predicted);
        squares[phase].0 += error * error;
        squares[phase].1 += 1;
    }
    for (phase, (sum, count)) in squares.iter().enumerate() {
        println!(
            "phase {phase} (from {} empties): rms error {:.2} discs on {count} positions",
            PHASE_STARTS[phase],
            (sum / (*count).max(1) as f64).sqrt()
        );
    }
}

/// A phase's values in discs: a fit's result, or a table made before as its starting point.
#[derive(Clone)]
struct Fitted {
    values: Vec<f32>,
    mobility: f32,
    constants: [f32; 2],
}

impl Fitted {
    /// Phase `phase` of `table` (an `eval.bin`).
    fn read(table: &[u8], phase: usize) -> Fitted {
        assert_eq!(table.len(), TABLE_BYTES, "not a table of this engine");
        let phase = &table[phase * PHASE_BYTES..(phase + 1) * PHASE_BYTES];
        let word = |at: usize| f32::from(i16::from_le_bytes([phase[at], phase[at + 1]])) / UNITS;
        Fitted {
            values: phase[..VALUE_COUNT]
                .iter()
                .map(|&byte| f32::from(byte as i8) * STEP_UNITS as f32 / UNITS)
                .collect(),
            mobility: word(VALUE_COUNT),
            constants: [word(VALUE_COUNT + 2), word(VALUE_COUNT + 4)],
        }
    }
}

/// The mean of `tables` (each [`TABLE_BYTES`] long), value by value, rounded.
fn average(tables: &[Vec<u8>]) -> Vec<u8> {
    let mut output = Vec::with_capacity(TABLE_BYTES);
    for phase in 0..PHASE_COUNT {
        let parts: Vec<(&[u8], usize, f32)> = tables
            .iter()
            .map(|table| (&table[..], phase, 1.0))
            .collect();
        mix_phases(&parts, &mut output);
    }
    output
}

/// For each phase, the shares (in twentieths) of its own values and of its neighbours' that
/// `--smooth` mixes: own, the next phase towards the end of the game (fewer empties), the
/// one towards the start. Each phase is fitted on its own positions and carries noise of its
/// own, as the tables fitted apart did (`--average`); neighbouring phases differ by less
/// than that noise. The shares are those that predicted the results of 14,000 games of
/// 12-ply self-play best (698,125 positions no fit had seen; `selfplay 7000 1801 a.bin 18 12`
/// and seed 1802), each phase on a grid of twentieths: 0.05-0.13 discs rms lower than the
/// table alone in phases 1-8. The later phase weighs more at every phase: it predicted those
/// games better than the earlier one. The first phase (the fewest empties, where the exact
/// solver plays) is kept as it is: any mixing raised its error. The last (the opening) has
/// no phase before it.
const SMOOTH_SHARES: [[f32; 3]; PHASE_COUNT] = [
    [20.0, 0.0, 0.0],
    [10.0, 6.0, 4.0],
    [8.0, 8.0, 4.0],
    [9.0, 8.0, 3.0],
    [9.0, 8.0, 3.0],
    [8.0, 8.0, 4.0],
    [11.0, 7.0, 2.0],
    [12.0, 7.0, 1.0],
    [12.0, 8.0, 0.0],
];

/// `table` with each phase's values mixed with its neighbours' by [`SMOOTH_SHARES`]: the
/// pattern values, the mobility weight and the constants alike.
fn smooth(table: &[u8]) -> Vec<u8> {
    let mut output = Vec::with_capacity(TABLE_BYTES);
    for (phase, [own, towards_end, towards_start]) in SMOOTH_SHARES.into_iter().enumerate() {
        // A share of 0 names no phase: none lies past the first towards the end, nor past
        // the last towards the start.
        let mut parts = vec![(table, phase, own)];
        if towards_end > 0.0 {
            parts.push((table, phase - 1, towards_end));
        }
        if towards_start > 0.0 {
            parts.push((table, phase + 1, towards_start));
        }
        mix_phases(&parts, &mut output);
    }
    output
}

/// Appends to `output` one phase: the weighted mean of the `parts` (a table, one of its
/// phases, a weight), value by value, rounded: the pattern values as signed bytes, the
/// mobility weight and constants as little-endian `i16`s. Taken on the stored integers, not
/// through [`Fitted::read`] and back: a value in discs is a third of a step, inexact as a
/// float, and a mean half-way between two steps would then round either way. Whole-number
/// weights keep the sums exact.
fn mix_phases(parts: &[(&[u8], usize, f32)], output: &mut Vec<u8>) {
    let total: f32 = parts.iter().map(|&(_, _, weight)| weight).sum();
    let mean = |read: &dyn Fn(&[u8]) -> f32| {
        let sum: f32 = parts
            .iter()
            .map(|&(table, phase, weight)| weight * read(&table[phase * PHASE_BYTES..]))
            .sum();
        (sum / total).round()
    };
    for value in 0..VALUE_COUNT {
        output.push(mean(&|phase| f32::from(phase[value] as i8)) as i8 as u8);
    }
    for word in (VALUE_COUNT..PHASE_BYTES).step_by(2) {
        let read = |phase: &[u8]| f32::from(i16::from_le_bytes([phase[word], phase[word + 1]]));
        output.extend_from_slice(&(mean(&read) as i16).to_le_bytes());
    }
}

fn quantise(discs: f32) -> i16 {
    (discs * UNITS).round().clamp(-32000.0, 32000.0) as i16
}

/// The values, mobility weight and constants for even and odd empties (in discs) fitted to
/// `samples`, starting from `start` (or from zero) and held near it: each value is pulled
/// back towards its start as if [`DAMPING`] positions said so, so that a value seen in a
/// handful of positions cannot run off with them. The fit returned is the pass that predicted
/// the held-out positions best: more passes only learn the training positions by heart.
/// `phase` only names the fit in what it prints.
fn fit(phase: usize, samples: &[&Sample], start: Option<Fitted>) -> Fitted {
    let mut seen = vec![0f32; VALUE_COUNT];
    let training = || samples.iter().filter(|sample| !sample.held_out);
    for sample in training() {
        for &feature in &sample.features {
            seen[feature as usize] += 1.0;
        }
    }
    let count = training().count().max(1) as f32;
    let mut parity_counts = [0f32; 2];
    for sample in training() {
        parity_counts[sample.empties as usize & 1] += 1.0;
    }
    let mobility_squares: f32 = training()
        .map(|s| s.mobility * s.mobility)
        .sum::<f32>()
        .max(1.0);
    let prior = start.unwrap_or(Fitted {
        values: vec![0f32; VALUE_COUNT],
        mobility: 0.0,
        constants: [0.0; 2],
    });
    let mut fitted = prior.clone();
    let mut best = (f64::INFINITY, 0, prior.clone());
    let mut errors = vec![0f32; VALUE_COUNT];
    for epoch in 0..=EPOCHS {
        errors.iter_mut().for_each(|error| *error = 0.0);
        let (mut mobility_error, mut constant_errors) = (0f32, [0f32; 2]);
        let (mut train_squares, mut held_squares, mut held_count) = (0f64, 0f64, 0usize);
        for sample in samples {
            let parity = sample.empties as usize & 1;
            let predicted = fitted.constants[parity]
                + fitted.mobility * sample.mobility
                + sample
                    .features
                    .iter()
                    .map(|&feature| fitted.values[feature as usize])
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
            constant_errors[parity] += error;
        }
        let held_rms = (held_squares / held_count.max(1) as f64).sqrt();
        if held_rms < best.0 {
            best = (held_rms, epoch, fitted.clone());
        }
        if epoch % 100 == 0 || epoch == EPOCHS {
            eprintln!(
                "phase {phase} epoch {epoch}: rms error {:.2} discs, held out {held_rms:.2}",
                (train_squares / f64::from(count)).sqrt(),
            );
        }
        for ((value, (error, seen)), start) in fitted
            .values
            .iter_mut()
            .zip(errors.iter().zip(&seen))
            .zip(&prior.values)
        {
            let pull = DAMPING * (start - *value);
            *value += LEARNING_RATE * (error + pull) / (seen + DAMPING);
        }
        fitted.mobility += LEARNING_RATE * mobility_error / mobility_squares;
        for parity in 0..2 {
            fitted.constants[parity] +=
                LEARNING_RATE * constant_errors[parity] / parity_counts[parity].max(1.0);
        }
    }
    eprintln!(
        "phase {phase}: kept epoch {}, held out {:.2}",
        best.1, best.0
    );
    best.2
}
