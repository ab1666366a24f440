//! A match between two Othello players, to measure strength instead of guessing it: two
//! engines that speak NBoard (two builds of this one, NTest, Edax, ...) or two computer
//! levels of this build, at the same depth or at the same time per move.
//!
//! `cargo run --release --example match -- [options] <player A> <player B>`
//!
//! A player is `level:N` (this build's level N, in this process) or the command that starts
//! an NBoard engine (run through `sh -c`, so `cd /somewhere && exec ./engine x` works: end a
//! compound command with `exec`, so that the engine's CPU time can be read). Each
//! engine gets `nboard 2`, `set depth <depth>`, `set movetime <seconds>` when a time per move
//! is given (our extension: engines that do not know it ignore the line, as the protocol
//! asks), and before each of its moves the whole game with `set game`.
//!
//! Options:
//! - `--openings N` (50, or 20,000 with `--sprt`): each opening is played twice, each player
//!   taking black once, so that an unbalanced opening favours neither;
//! - `--plies P` (8): random moves from the start that make an opening (the same for a seed);
//! - `--seed S` (1);
//! - `--first F` (0): skip the seed's first F openings, to go on with a match cut short
//!   (its `--games` file pairs with the rest by start position in `compare_matches`);
//! - `--depth D` (60 with a time per move, else 8), `--depth-a D`, `--depth-b D`: the
//!   `set depth` each engine gets;
//! - `--time-ms T`: the time per move of both players (ours through `set movetime`, in
//!   process through the search's time limit);
//! - `--jobs J` (1): games played at once, each pair of players on its own (one per core);
//! - `--games FILE`: every game also goes to FILE, one GGF a line, each move with the CPU
//!   seconds it took (`B[F5//0.052]`), black's disc difference in `RE`, and A and B named as
//!   black and white (`PB[A]PW[B]`), so that lost games can be looked at again;
//! - `--sprt elo0,elo1`: a sequential probability ratio test of H1 (A is `elo1` logistic Elo
//!   stronger than B) against H0 (A is `elo0` stronger), `elo0 < elo1`, with `--alpha A`
//!   and `--beta B` (0.05 each) its false-positive and false-negative rates (see
//!   `support/sprt.rs`);
//! - `--sprt-tally a/b/c/d/e`: with `--first`, the pairs by A's points (0/0.5/1/1.5/2) that
//!   the skipped openings gave, as a capped test printed them: the test goes on from that
//!   tally instead of from none, so that raising the cap does not start it afresh.
//!
//! With `--sprt` the openings are played in the seed's order as without, and the
//! log-likelihood ratio is updated after each opening pair completes (in the order pairs
//! complete, with `--jobs` above 1). When it crosses a bound no new opening starts and the
//! games under way are dropped, neither counted nor written to `--games`: every figure
//! printed is of the pairs that reached the verdict.
//! `--openings` is then a cap: reached first, the test ends with no decision. A progress line
//! with the LLR goes to stderr every ten pairs, instead of a line per opening; at the end,
//! the verdict (or no decision), the LLR with its bounds and the pairs by A's points, then
//! the same two lines as without.
//!
//! At the end: the Elo difference with a 95% margin taken opening by opening (the two games
//! of an opening as one result, the error this design has), then a last line with A's wins,
//! draws and losses, its mean disc difference, the Elo difference those results suggest with
//! a 95% margin counting the games apart (wider), and each side's mean CPU time per move
//! (measured from `/proc`, so it counts what the engine spent, not what it was told to
//! spend).

#[path = "support/command_line.rs"]
mod command_line;
#[path = "support/nboard_process.rs"]
mod nboard_process;
#[path = "support/sprt.rs"]
mod sprt;
#[path = "support/statistics.rs"]
mod statistics;

use command_line::{Args, OrFail};
use nboard_process::{schedstat_seconds, NboardProcess};
use reversi::ai::{Engine, Limits, SeededRandom, SystemClock, MAX_LEVEL};
use reversi::{ggf, Board, Color, Game, Square};
use sprt::{Pentanomial, Sprt, Verdict};
use statistics::{mean, standard_error};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Mutex;

/// How one side plays.
#[derive(Clone)]
struct PlayerSpec {
    /// `level:N` or an engine command.
    command: String,
    /// N of `level:N`, `None` for an engine.
    level: Option<u32>,
    /// The `set depth` for an engine.
    depth: u32,
    /// The time per move, if any.
    time_ms: Option<f64>,
}

/// One player: a level of this build, or an engine process and its pipes.
enum Player {
    Level(u32, Option<f64>, Engine),
    Process(NboardProcess),
}

impl Player {
    fn start(spec: &PlayerSpec) -> Player {
        match spec.level {
            Some(level) => Player::Level(level, spec.time_ms, Engine::new(64)),
            None => Player::Process(NboardProcess::start(
                &spec.command,
                spec.depth,
                spec.time_ms,
            )),
        }
    }

    /// The player's move in `record`'s game (a square, or `None` for a pass) and the CPU
    /// seconds it took.
    fn choose(&mut self, record: &Record) -> (Option<Square>, f64) {
        match self {
            Player::Process(engine) => {
                let before = engine.cpu_seconds();
                let square = engine.choose(&record.ggf());
                (square, engine.cpu_seconds() - before)
            }
            Player::Level(level, time_ms, engine) => {
                let game = &record.game;
                let before = thread_cpu_seconds();
                let square = match time_ms {
                    Some(time_ms) => {
                        let limits = Limits::for_time_ms(*time_ms);
                        engine
                            .search(&game.board(), &limits, &SystemClock)
                            .best_move
                    }
                    None => reversi::ai::choose_move_with(engine, game, *level, &SystemClock),
                };
                (square, thread_cpu_seconds() - before)
            }
        }
    }
}

/// CPU seconds this thread has spent (an in-process player searches on it).
fn thread_cpu_seconds() -> f64 {
    schedstat_seconds("/proc/thread-self/schedstat")
}

/// A game so far, and the CPU seconds of each move as GGF writes them (passes included, 0).
struct Record {
    game: Game,
    seconds: Vec<f64>,
}

impl Record {
    /// The game in GGF, as NBoard's `set game` takes it.
    fn ggf(&self) -> String {
        ggf::write_game(&self.game, "PC[match]", None)
    }

    /// The game in GGF with `header` properties after the place, and each move's CPU time.
    fn timed_ggf(&self, header: &str) -> String {
        ggf::write_game(
            &self.game,
            &format!("PC[match]{header}"),
            Some(&self.seconds),
        )
    }
}

/// A random opening of `plies` moves from the start, never one that ends the game (no
/// side passes so early: black is to move at the end when `plies` is even).
fn random_opening(rng: &mut SeededRandom, plies: u32) -> Board {
    loop {
        let mut board = Board::start();
        for _ in 0..plies {
            let moves: Vec<Square> = board.legal_moves().into_iter().collect();
            if moves.is_empty() {
                break;
            }
            board = board.play(moves[rng.below(moves.len() as u64) as usize]);
        }
        if !board.legal_moves().is_empty() {
            return board;
        }
    }
}

/// CPU time a side spent on its moves of a game.
#[derive(Clone, Copy, Default)]
struct Spent {
    seconds: f64,
    moves: u32,
    longest: f64,
}

impl Spent {
    fn add(&mut self, seconds: f64) {
        self.seconds += seconds;
        self.moves += 1;
        self.longest = self.longest.max(seconds);
    }

    fn merge(&mut self, other: Spent) {
        self.seconds += other.seconds;
        self.moves += other.moves;
        self.longest = self.longest.max(other.longest);
    }

    fn mean_ms(&self) -> f64 {
        1000.0 * self.seconds / f64::from(self.moves.max(1))
    }
}

/// Plays one game from `start` (black, the side to move, is `black`); returns black's
/// final disc difference, what each side spent, and the game, or `None` if `stop` is set
/// before the game ends (the game is dropped between two moves).
fn play_game(
    start: Board,
    black: &mut Player,
    white: &mut Player,
    stop: &AtomicBool,
) -> Option<(i32, Spent, Spent, Record)> {
    let mut record = Record {
        game: Game::from_board(start, Color::Black),
        seconds: Vec::new(),
    };
    let (mut black_spent, mut white_spent) = (Spent::default(), Spent::default());
    while !record.game.is_over() {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let (mover, spent) = match record.game.to_move() {
            Color::Black => (&mut *black, &mut black_spent),
            Color::White => (&mut *white, &mut white_spent),
        };
        let (chosen, seconds) = mover.choose(&record);
        spent.add(seconds);
        let turn = chosen
            .and_then(|square| record.game.play(square).ok())
            .or_fail(format_args!("an illegal answer in {}", record.ggf()));
        record.seconds.push(seconds);
        if turn.pass_after.is_some() {
            record.seconds.push(0.0);
        }
    }
    let board = record.game.board();
    let score = match record.game.to_move() {
        Color::Black => board.final_score(),
        Color::White => -board.final_score(),
    };
    Some((score, black_spent, white_spent, record))
}

/// The Elo difference a score share `share` (0 to 1) suggests.
fn elo(share: f64) -> f64 {
    let share = share.clamp(0.001, 0.999);
    -400.0 * (1.0 / share - 1.0).log10()
}

/// The match's settings, from the command line.
struct Settings {
    openings: u32,
    /// How many of the seed's first openings to skip.
    first: u32,
    plies: u32,
    seed: u64,
    jobs: u32,
    /// Where to write the games, if anywhere.
    games: Option<String>,
    /// The sequential test that may end the match early, if any.
    sprt: Option<Sprt>,
    /// The test's pairs from the openings `first` skipped.
    earlier_tally: Pentanomial,
    a: PlayerSpec,
    b: PlayerSpec,
}

fn parse_settings() -> Settings {
    let args = Args::new(
        "match [--openings N] [--first F] [--plies P] [--seed S] [--jobs J] [--time-ms T] \
         [--depth D] [--depth-a D] [--depth-b D] [--games FILE] \
         [--sprt elo0,elo1 [--alpha A] [--beta B] [--sprt-tally a/b/c/d/e]] <player A> <player B>",
    );
    let (mut openings, mut plies, mut seed, mut jobs) = (None, 8u32, 1u64, 1u32);
    let (mut sprt, mut alpha, mut beta) = (None, None, None);
    let mut first = 0u32;
    let mut earlier_tally = None;
    let (mut time_ms, mut depth, mut depth_a, mut depth_b) = (None, None, None, None);
    let mut players = Vec::new();
    let mut games = None;
    let mut at = 0;
    while let Some(arg) = args.get(at) {
        // An option's value is the argument after it.
        at += 1;
        match arg {
            "--openings" => openings = Some(args.value(at, "count of openings")),
            "--first" => first = args.value(at, "count of openings to skip"),
            "--plies" => plies = args.value(at, "count of opening plies"),
            "--seed" => seed = args.value(at, "seed"),
            "--jobs" => jobs = args.value(at, "count of jobs"),
            "--time-ms" => time_ms = Some(args.milliseconds(at, "time a move")),
            "--depth" => depth = Some(args.value::<u32>(at, "depth")),
            "--depth-a" => depth_a = Some(args.value::<u32>(at, "depth")),
            "--depth-b" => depth_b = Some(args.value::<u32>(at, "depth")),
            "--games" => games = Some(args.text(at, "games file").to_string()),
            "--sprt" => sprt = Some(parse_elo_bounds(&args, args.text(at, "elo0,elo1"))),
            "--alpha" => alpha = Some(args.value::<f64>(at, "alpha")),
            "--beta" => beta = Some(args.value::<f64>(at, "beta")),
            "--sprt-tally" => {
                earlier_tally = Some(parse_tally(&args, args.text(at, "a/b/c/d/e")));
            }
            _ if arg.starts_with("--") => args.wrong(format!("unknown option {arg}")),
            _ => {
                players.push(arg);
                continue;
            }
        }
        at += 1;
    }
    if jobs == 0 {
        args.wrong("--jobs must be at least 1");
    }
    let sprt = match sprt {
        Some((elo0, elo1)) => {
            let (alpha, beta) = (alpha.unwrap_or(0.05), beta.unwrap_or(0.05));
            let rate = |rate: f64| rate > 0.0 && rate < 1.0;
            if !(rate(alpha) && rate(beta) && alpha + beta < 1.0) {
                args.wrong("--alpha and --beta must be between 0 and 1, their sum below 1");
            }
            Some(Sprt {
                elo0,
                elo1,
                alpha,
                beta,
            })
        }
        None if alpha.is_some() || beta.is_some() => {
            args.wrong("--alpha and --beta go with --sprt")
        }
        None => None,
    };
    let openings = openings.unwrap_or(if sprt.is_some() { 20_000 } else { 50 });
    if openings == 0 {
        args.wrong("--openings must be at least 1");
    }
    if players.len() != 2 {
        args.wrong(format!("two players wanted, {} given", players.len()));
    }
    if !plies.is_multiple_of(2) {
        args.wrong("an even number of opening plies is wanted, so that black moves next");
    }
    if first >= openings {
        args.wrong("--first must skip fewer openings than --openings makes");
    }
    if let Some(tally) = earlier_tally {
        if sprt.is_none() {
            args.wrong("--sprt-tally goes with --sprt");
        }
        if tally.pairs() != first {
            args.wrong(format!(
                "--sprt-tally counts {} pairs, --first skips {first}",
                tally.pairs()
            ));
        }
    }
    let depth = depth.unwrap_or(if time_ms.is_some() { 60 } else { 8 });
    let spec = |command: &str, own: Option<u32>| PlayerSpec {
        command: command.to_string(),
        level: command.strip_prefix("level:").map(|level| {
            let level: u32 = args.parse(level, "level after 'level:'");
            if level > MAX_LEVEL {
                args.wrong(format!("the levels are 0 to {MAX_LEVEL}"));
            }
            level
        }),
        depth: own.unwrap_or(depth),
        time_ms,
    };
    Settings {
        openings,
        first,
        plies,
        seed,
        jobs,
        games,
        sprt,
        earlier_tally: earlier_tally.unwrap_or_default(),
        a: spec(players[0], depth_a),
        b: spec(players[1], depth_b),
    }
}

/// `elo0,elo1` of `--sprt`: two finite numbers, the first below the second.
fn parse_elo_bounds(args: &Args, text: &str) -> (f64, f64) {
    let bounds: Vec<f64> = text
        .split(',')
        .map(|elo| args.parse(elo.trim(), "Elo in --sprt elo0,elo1"))
        .collect();
    match bounds[..] {
        [elo0, elo1] if elo0.is_finite() && elo1.is_finite() && elo0 < elo1 => (elo0, elo1),
        _ => args.wrong(format!(
            "--sprt wants elo0,elo1 with elo0 below elo1, not '{text}'"
        )),
    }
}

/// `a/b/c/d/e` of `--sprt-tally`: five counts of pairs.
fn parse_tally(args: &Args, text: &str) -> Pentanomial {
    let counts: Vec<u32> = text
        .split('/')
        .map(|count| args.parse(count.trim(), "count in --sprt-tally a/b/c/d/e"))
        .collect();
    match counts[..] {
        [a, b, c, d, e] => Pentanomial {
            counts: [a, b, c, d, e],
        },
        _ => args.wrong(format!(
            "--sprt-tally wants five counts a/b/c/d/e, not '{text}'"
        )),
    }
}

/// The results of one opening, played with both colours: A's disc differences and what each
/// side spent.
struct OpeningResult {
    a_black: i32,
    a_white: i32,
    a_spent: Spent,
    b_spent: Spent,
}

/// What the jobs share: each opening's results as they complete and, with `--sprt`, the
/// test's tally, its LLR and its verdict once reached.
struct Shared {
    results: Vec<Option<OpeningResult>>,
    tally: Pentanomial,
    llr: f64,
    verdict: Option<Verdict>,
}

/// A's points (0 to 2) for the two games of an opening, from its disc differences.
fn pair_points(a_black: i32, a_white: i32) -> f64 {
    [a_black, a_white]
        .iter()
        .map(|difference| 0.5 + 0.5 * f64::from(difference.signum()))
        .sum()
}

fn main() {
    let settings = parse_settings();
    let mut rng = SeededRandom::new(settings.seed);
    let starts: Vec<Board> = (0..settings.openings)
        .map(|_| random_opening(&mut rng, settings.plies))
        .collect();
    let next = AtomicU32::new(settings.first);
    // Set once the test has a verdict: no opening starts after it, no game goes on.
    let stop = AtomicBool::new(false);
    let shared = Mutex::new(Shared {
        results: (0..settings.openings).map(|_| None).collect(),
        tally: settings.earlier_tally,
        llr: settings
            .sprt
            .map_or(0.0, |sprt| sprt.llr(&settings.earlier_tally)),
        verdict: None,
    });
    let games = settings.games.as_ref().map(|path| {
        Mutex::new(std::fs::File::create(path).or_fail(format_args!("cannot create {path}")))
    });
    let write_game = |record: &Record, black: &str, white: &str, score: i32| {
        if let Some(file) = &games {
            let header = format!("PB[{black}]PW[{white}]RE[{score:+}]");
            let line = record.timed_ggf(&header);
            writeln!(file.lock().expect("no job panicked"), "{line}")
                .or_fail("cannot write a game");
        }
    };
    std::thread::scope(|scope| {
        for _ in 0..settings.jobs {
            scope.spawn(|| {
                let mut a = Player::start(&settings.a);
                let mut b = Player::start(&settings.b);
                while !stop.load(Ordering::Relaxed) {
                    let number = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&start) = starts.get(number as usize) else {
                        break;
                    };
                    let Some((a_black, a_as_black, b_as_white, first)) =
                        play_game(start, &mut a, &mut b, &stop)
                    else {
                        break;
                    };
                    let Some((b_black, b_as_black, a_as_white, second)) =
                        play_game(start, &mut b, &mut a, &stop)
                    else {
                        break;
                    };
                    let (mut a_spent, mut b_spent) = (a_as_black, b_as_black);
                    a_spent.merge(a_as_white);
                    b_spent.merge(b_as_white);
                    let mut shared = shared.lock().expect("no job panicked");
                    // A pair that completes after the verdict is not counted.
                    if shared.verdict.is_some() {
                        break;
                    }
                    write_game(&first, "A", "B", a_black);
                    write_game(&second, "B", "A", b_black);
                    shared.results[number as usize] = Some(OpeningResult {
                        a_black,
                        a_white: -b_black,
                        a_spent,
                        b_spent,
                    });
                    let Some(sprt) = settings.sprt else {
                        eprintln!(
                            "opening {}: A {a_black:+} as black, {:+} as white; \
                             CPU a move: A {:.0} ms, B {:.0} ms",
                            number + 1,
                            -b_black,
                            a_spent.mean_ms(),
                            b_spent.mean_ms()
                        );
                        continue;
                    };
                    shared.tally.add(pair_points(a_black, -b_black));
                    shared.llr = sprt.llr(&shared.tally);
                    shared.verdict = sprt.verdict(shared.llr);
                    if shared.verdict.is_some() {
                        stop.store(true, Ordering::Relaxed);
                    }
                    let pairs = shared.tally.pairs();
                    if pairs.is_multiple_of(10) || shared.verdict.is_some() {
                        let (lower, upper) = sprt.bounds();
                        eprintln!(
                            "sprt: pairs {pairs}, A scores {:.1}%, \
                             LLR {:+.2} ({lower:+.2} to {upper:+.2})",
                            100.0 * shared.tally.score(),
                            shared.llr,
                        );
                    }
                }
            });
        }
    });
    let shared = shared.into_inner().expect("no job panicked");
    if let Some(sprt) = settings.sprt {
        let (lower, upper) = sprt.bounds();
        let verdict = match shared.verdict {
            Some(Verdict::H1) => format!("H1 accepted: A gains at least {} Elo on B", sprt.elo1),
            Some(Verdict::H0) => format!("H0 accepted: A gains at most {} Elo on B", sprt.elo0),
            None => format!(
                "no decision by opening {}, the --openings cap",
                settings.openings
            ),
        };
        let counts = shared.tally.counts;
        println!(
            "SPRT elo0 {}, elo1 {} (logistic), alpha {}, beta {}: {verdict}",
            sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta
        );
        println!(
            "LLR {:+.2} (bounds {lower:+.2}, {upper:+.2}); pairs {}, games {}; \
             pairs by A's points 0/0.5/1/1.5/2: {}/{}/{}/{}/{}",
            shared.llr,
            shared.tally.pairs(),
            2 * shared.tally.pairs(),
            counts[0],
            counts[1],
            counts[2],
            counts[3],
            counts[4],
        );
    }
    let results: Vec<OpeningResult> = shared.results.into_iter().flatten().collect();
    // A's results: one score per game (1 win, 0.5 draw, 0 loss) and disc differences, an
    // opening's two games side by side.
    let (mut scores, mut discs) = (Vec::new(), Vec::new());
    let (mut a_spent, mut b_spent) = (Spent::default(), Spent::default());
    for result in &results {
        for disc_difference in [result.a_black, result.a_white] {
            scores.push(0.5 + 0.5 * f64::from(disc_difference.signum()));
            discs.push(f64::from(disc_difference));
        }
        a_spent.merge(result.a_spent);
        b_spent.merge(result.b_spent);
    }
    let opening_scores: Vec<f64> = scores.chunks(2).map(mean).collect();
    let wins = scores.iter().filter(|&&s| s == 1.0).count();
    let draws = scores.iter().filter(|&&s| s == 0.5).count();
    let losses = scores.len() - wins - draws;
    let share = mean(&scores);
    let margin = 1.96 * standard_error(&scores, share);
    let mean_discs = mean(&discs);
    // The two games of an opening are not independent: an opening that favours one colour
    // gives each engine a game, so the games' margin is wider than the one the match has. On
    // 4,600 games against NTest at depth 17 with 90 ms a move (23 sets of 100 openings, seeds
    // 217-222 and 224-240, 2026-12-05) the sets' scores spread by 1.45 points (standard
    // deviation), as the openings' error predicts (1.7), not the games' (3.4).
    let paired_margin = 1.96 * standard_error(&opening_scores, share);
    println!(
        "paired by opening ({} openings): Elo {:+.0} ({:+.0} to {:+.0})",
        opening_scores.len(),
        elo(share),
        elo(share - paired_margin),
        elo(share + paired_margin),
    );
    println!(
        "A vs B, {} games: {wins} wins, {draws} draws, {losses} losses ({:.1}%), \
         mean {mean_discs:+.2} discs, Elo {:+.0} ({:+.0} to {:+.0}); \
         CPU a move: A {:.0} ms (longest {:.2} s), B {:.0} ms (longest {:.2} s)",
        scores.len(),
        100.0 * share,
        elo(share),
        elo(share - margin),
        elo(share + margin),
        a_spent.mean_ms(),
        a_spent.longest,
        b_spent.mean_ms(),
        b_spent.longest,
    );
}
