//! `reversi nboard`: an engine speaking the NBoard protocol (Chris Welty's, as NBoard, NTest and
//! Edax use it) on standard input and output, one command per line.
//!
//! From the GUI: `nboard 2` (the protocol's current version, as the NBoard GUI sends it; the
//! first, 1, is taken as well), `set depth N`, `set game <GGF>`, `set contempt N`, `move F5`
//! (or a bare `F5`), `go`, `hint N`, `ping N`, `learn`, `quit`; and our own `set movetime S` (S
//! seconds a move on average over each game for `go`, 0 for none: see `GameClock`),
//! `set threads N` (the threads a search runs on, 1 to 256; one a core until told) and
//! `set shares N` (1 to 16: `go` splits the root moves into N shares, each searched by an
//! engine of its own on its own thread, as searchers that share no memory would; for
//! measuring that split against one search), which engines that do not know them ignore, as
//! the protocol asks, so a match tool can send them to every engine.
//!
//! To the GUI: `set myname`, `pong N`, `=== F5 <eval> <seconds>`,
//! `search <move> <eval> 0 <depth>` per hinted move, `nodestats`, `status`, `learned`. Evals
//! are final disc differences for the side to move. A command we do not understand or
//! cannot carry out is reported on standard error, quoting at most 200 characters of it, and
//! changes nothing; bytes that are not UTF-8 are read lossily and an overlong line is skipped
//! (`input.rs`), so no input ends the session.

use super::command::{parse_shares, parse_threads, MAX_SHARES, MAX_THREADS};
use super::input::{quote, read_line, Line, MAX_LINE_BYTES};
use reversi::ai::eval::{Evaluation, TABLE_BYTES};
use reversi::ai::{
    best_of_shares, Engine, GameClock, Limits, SearchReport, ShareAnswer, SystemClock,
};
use reversi::game_record::{GameRecord, Move};
use reversi::ggf;
use reversi::{Board, Game};
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::Path;

/// The name the GUI shows for us.
const ENGINE_NAME: &str = "reversi";

/// The midgame depth until the GUI sets one (it is required to before `go` or `hint`).
const DEFAULT_DEPTH: u32 = 8;

/// The deepest midgame search `set depth` may ask for: no game has more moves left.
const MAX_DEPTH: u32 = reversi::ai::MAX_DEPTH;

/// The most empty squares the endgame is ever solved exactly from, whatever the depth:
/// about the most the solver finishes in seconds.
const MAX_SOLVE_EMPTIES: u32 = 20;

/// The longest `set movetime`: a day.
const MAX_MOVETIME_SECONDS: f64 = 86_400.0;

/// What to do after a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next command.
    Continue,
    /// The GUI said `quit`.
    Quit,
}

/// One engine session: the position the GUI talks about and how deep to look.
pub struct Session {
    record: GameRecord,
    depth: u32,
    /// The game's time, an average per move (`set movetime`); `None`: the depth decides.
    clock: Option<GameClock>,
    engine: Engine,
    /// The evaluation the engines search with (`None`: the built-in table).
    evaluation: Option<Evaluation>,
    /// With `set shares N` above 1, the engines of shares 1 to N-1 (`engine` searches
    /// share 0), each with a table of its own.
    share_engines: Vec<Engine>,
}

impl Default for Session {
    fn default() -> Self {
        Session::new()
    }
}

/// Answers the GUI on standard input and output until `quit` or the end of the input,
/// searching with `evaluation` if given, else the built-in table, on `threads` threads
/// and in `shares` shares, until `set threads` and `set shares` say otherwise.
///
/// # Errors
/// Reading or writing the pipes failed.
pub fn run(evaluation: Option<Evaluation>, threads: usize, shares: u32) -> io::Result<()> {
    let mut session = Session::searching_with(evaluation);
    session.engine.set_threads(threads);
    session.set_shares(shares);
    let stdout = io::stdout();
    let stderr = io::stderr();
    let (mut out, mut err) = (stdout.lock(), stderr.lock());
    let mut input = io::stdin().lock();
    while let Some(line) = read_line(&mut input)? {
        let flow = match line {
            Line::Text(text) => session.handle(&text, &mut out, &mut err)?,
            Line::TooLong(length) => {
                writeln!(
                    err,
                    "error: a line of {length} bytes, over the {MAX_LINE_BYTES} a command may have; skipped"
                )?;
                Flow::Continue
            }
        };
        out.flush()?;
        if flow == Flow::Quit {
            break;
        }
    }
    Ok(())
}

/// The evaluation table in the file at `path` (`nboard --eval`): a match against another
/// engine then judges a table that `examples/train_eval.rs` made without a build of its own.
///
/// # Errors
/// A message naming the file: unreadable, or not a table of this engine.
pub fn read_table(path: &Path) -> Result<Evaluation, String> {
    let cannot_read = |error: io::Error| format!("cannot read {}: {error}", path.display());
    // One byte more than a table: enough to tell a longer file from a table, whatever its size.
    let mut bytes = Vec::new();
    File::open(path)
        .and_then(|file| file.take(TABLE_BYTES as u64 + 1).read_to_end(&mut bytes))
        .map_err(cannot_read)?;
    if bytes.len() > TABLE_BYTES {
        return Err(format!(
            "{}: longer than an evaluation table of this engine ({TABLE_BYTES} bytes)",
            path.display()
        ));
    }
    Evaluation::from_table(&bytes).map_err(|error| format!("{}: {error}", path.display()))
}

/// The search limits for NBoard's `set depth N`: N plies in the midgame, as the protocol
/// asks; the endgame is solved exactly from twice that many empties (as Edax's levels do),
/// up to [`MAX_SOLVE_EMPTIES`].
pub fn limits_for_depth(depth: u32) -> Limits {
    Limits::to_depth(depth).with_solve_empties((2 * depth).min(MAX_SOLVE_EMPTIES))
}

/// An engine for the session, searching with `evaluation` if given.
fn new_engine(evaluation: Option<&Evaluation>) -> Engine {
    let engine = Engine::new(super::TABLE_MEGABYTES);
    match evaluation {
        Some(evaluation) => engine.with_evaluation(evaluation.clone()),
        None => engine,
    }
}

impl Session {
    /// A session on the start position at [`DEFAULT_DEPTH`], searching on one thread.
    pub fn new() -> Session {
        Session::searching_with(None)
    }

    /// As [`Session::new`], its engine searching with `evaluation` if given, else with the
    /// built-in table.
    pub fn searching_with(evaluation: Option<Evaluation>) -> Session {
        Session {
            record: GameRecord::new(Game::new()),
            depth: DEFAULT_DEPTH,
            clock: None,
            engine: new_engine(evaluation.as_ref()),
            evaluation,
            share_engines: Vec::new(),
        }
    }

    /// Splits `go`'s searches into `shares` shares (1: no split), each share's engine
    /// with a table of its own.
    pub fn set_shares(&mut self, shares: u32) {
        let evaluation = self.evaluation.as_ref();
        self.share_engines = (1..shares).map(|_| new_engine(evaluation)).collect();
    }

    /// Carries out one command line, answering on `out`; problems go to `err`.
    ///
    /// # Errors
    /// Writing failed.
    pub fn handle(
        &mut self,
        line: &str,
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> io::Result<Flow> {
        let line = line.trim();
        let (command, argument) = line
            .split_once(char::is_whitespace)
            .map_or((line, ""), |(command, rest)| (command, rest.trim()));
        match command {
            "" => {}
            "nboard" => {
                if argument != "1" && argument != "2" {
                    writeln!(
                        err,
                        "warning: expected 'nboard 2', got 'nboard {}'",
                        quote(argument)
                    )?;
                }
                writeln!(out, "set myname {ENGINE_NAME}")?;
            }
            "set" => self.set(argument, err)?,
            "move" => self.play(argument, err)?,
            "go" => self.go(out)?,
            "hint" => {
                let count = argument.parse::<usize>().unwrap_or(1).max(1);
                self.hint(count, out)?;
            }
            "ping" => writeln!(out, "pong {argument}")?,
            "learn" => writeln!(out, "learned")?,
            "quit" => return Ok(Flow::Quit),
            // NBoard 1.1 sends a move on its own, without `move`.
            bare if bare.len() == 2 && argument.is_empty() && bare.parse::<Move>().is_ok() => {
                self.play(bare, err)?;
            }
            other => writeln!(err, "warning: ignoring unknown command '{}'", quote(other))?,
        }
        Ok(Flow::Continue)
    }

    /// `set depth N`, `set game <GGF>`, `set movetime S`, `set threads N`, `set shares N`,
    /// `set contempt N`; other settings are ignored.
    fn set(&mut self, argument: &str, err: &mut impl Write) -> io::Result<()> {
        let (name, value) = argument
            .split_once(char::is_whitespace)
            .map_or((argument, ""), |(name, value)| (name, value.trim()));
        match name {
            "depth" => match value.parse::<u32>() {
                Ok(depth) if (1..=MAX_DEPTH).contains(&depth) => self.depth = depth,
                _ => writeln!(
                    err,
                    "error: 'set depth {}': the depth is 1 to {MAX_DEPTH}",
                    quote(value)
                )?,
            },
            "game" => match ggf::parse_game(value) {
                Ok(record) => self.record = record,
                Err(error) => writeln!(
                    err,
                    "error: set game: {}; the game is unchanged",
                    quote(&error.to_string())
                )?,
            },
            "movetime" => match value.parse::<f64>() {
                Ok(0.0) => self.clock = None,
                Ok(seconds) if seconds > 0.0 && seconds <= MAX_MOVETIME_SECONDS => {
                    self.clock = Some(GameClock::new(seconds * 1000.0));
                }
                _ => writeln!(
                    err,
                    "error: 'set movetime {}': the time is 0 (none) to {MAX_MOVETIME_SECONDS} seconds",
                    quote(value)
                )?,
            },
            "threads" => match parse_threads(value) {
                Ok(threads) => self.engine.set_threads(threads),
                Err(_) => writeln!(
                    err,
                    "error: 'set threads {}': the threads are 1 to {MAX_THREADS}; still {}",
                    quote(value),
                    self.engine.threads()
                )?,
            },
            "shares" => match parse_shares(value) {
                Ok(shares) => self.set_shares(shares),
                Err(_) => writeln!(
                    err,
                    "error: 'set shares {}': the shares are 1 to {MAX_SHARES}; still {}",
                    quote(value),
                    self.share_engines.len() + 1
                )?,
            },
            // Contempt would shift draws; our scores are disc differences, so it is accepted
            // and has no effect.
            "contempt" => {}
            _ => writeln!(err, "warning: ignoring 'set {}'", quote(argument))?,
        }
        Ok(())
    }

    /// `move F5/eval/time`: the eval and time the GUI may add are ignored.
    fn play(&mut self, argument: &str, err: &mut impl Write) -> io::Result<()> {
        let text = argument.split('/').next().unwrap_or_default().trim();
        let result = text
            .parse::<Move>()
            .and_then(|recorded| self.record.play(None, recorded));
        if let Err(error) = result {
            writeln!(
                err,
                "error: move '{}': {}; the game is unchanged",
                quote(argument),
                quote(&error.to_string())
            )?;
        }
        Ok(())
    }

    /// `go`: the move we would play, with its eval and the time taken. The position does not
    /// change: the GUI sends a `move` if it wants the move played.
    fn go(&mut self, out: &mut impl Write) -> io::Result<()> {
        writeln!(out, "status {ENGINE_NAME} is thinking")?;
        let game = self.record.game();
        let limits = match &mut self.clock {
            Some(clock) => {
                Limits::to_depth(self.depth).with_time_ms(clock.target_ms(&game.board()))
            }
            None => limits_for_depth(self.depth),
        };
        let (board, over) = (game.board(), game.is_over());
        let report = self.search_in_shares(&board, &limits);
        if let Some(clock) = &mut self.clock {
            clock.spent(report.elapsed_ms);
        }
        let (chosen, score) = match report.best_move {
            Some(square) if !self.record.must_pass() => (Move::Place(square), report.score),
            // Passing hands the position to the other side: its score, seen from ours.
            _ if !over => (Move::Pass, -report.score),
            // Asked to move in a finished game: the GUI gets a pass and the final score.
            _ => (Move::Pass, report.score),
        };
        let seconds = report.elapsed_ms / 1000.0;
        writeln!(out, "nodestats {} {seconds:.2}", report.nodes)?;
        writeln!(out, "=== {chosen} {:.2} {seconds:.2}", f64::from(score))?;
        writeln!(out, "status")
    }

    /// The search for `go`: one engine's, or with `set shares`, the best of the shares'
    /// (its nodes the sum of theirs).
    fn search_in_shares(&mut self, board: &Board, limits: &Limits) -> SearchReport {
        if self.share_engines.is_empty() || board.legal_moves().is_empty() {
            return self.engine.search(board, limits, &SystemClock);
        }
        let shares = self.share_engines.len() as u32 + 1;
        let (first, others) = std::thread::scope(|scope| {
            let others: Vec<_> = self
                .share_engines
                .iter_mut()
                .zip(1..)
                .map(|(engine, k)| {
                    let limits = limits.with_share(k, shares);
                    scope.spawn(move || engine.search(board, &limits, &SystemClock))
                })
                .collect();
            let first = self
                .engine
                .search(board, &limits.with_share(0, shares), &SystemClock);
            let others: Vec<SearchReport> = others
                .into_iter()
                .map(|share| {
                    share
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                })
                .collect();
            (first, others)
        });
        let reports: Vec<&SearchReport> = std::iter::once(&first).chain(&others).collect();
        let answers: Vec<ShareAnswer> = reports.iter().map(|&report| report.into()).collect();
        let nodes = reports.iter().map(|report| report.nodes).sum();
        let elapsed_ms = reports
            .iter()
            .map(|report| report.elapsed_ms)
            .fold(0.0, f64::max);
        let best = best_of_shares(&answers).unwrap_or(0);
        SearchReport {
            nodes,
            elapsed_ms,
            ..reports[best].clone()
        }
    }

    /// `hint N`: a `search` line for each of the N best moves, best first.
    fn hint(&mut self, count: usize, out: &mut impl Write) -> io::Result<()> {
        writeln!(out, "status {ENGINE_NAME} is thinking")?;
        let limits = limits_for_depth(self.depth);
        let game = self.record.game().clone();
        let empties = game.board().empties().count();
        let depth_text = |exact: bool| {
            if exact {
                "100%".to_string()
            } else {
                limits.depth.min(empties).to_string()
            }
        };
        if self.record.must_pass() {
            let report = self.engine.search(&game.board(), &limits, &SystemClock);
            writeln!(
                out,
                "search PA {:.2} 0 {}",
                -f64::from(report.score),
                depth_text(report.exact)
            )?;
        } else if !game.is_over() {
            let mut hints = self.engine.hints(&game.board(), &limits, &SystemClock);
            hints.sort_by_key(|hint| -hint.score);
            for hint in hints.iter().take(count) {
                writeln!(
                    out,
                    "search {} {:.2} 0 {}",
                    Move::Place(hint.square),
                    f64::from(hint.score),
                    depth_text(hint.exact)
                )?;
            }
        }
        writeln!(out, "status")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs `script` (one command a line) and returns what went to stdout and to stderr.
    fn converse(script: &str) -> (String, String) {
        let mut session = Session::new();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        for line in script.lines() {
            if session.handle(line, &mut out, &mut err).unwrap() == Flow::Quit {
                break;
            }
        }
        (
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }

    #[test]
    fn reads_a_table_file_and_says_what_is_wrong_with_any_other() {
        let folder = std::env::temp_dir().join(format!("reversi-nboard-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let file = |name: &str, length: usize| {
            let path = folder.join(name);
            std::fs::write(&path, vec![0; length]).unwrap();
            path
        };
        // A table of zeros scores every position 0, which the built-in table does not.
        let midgame = Game::from_transcript("f5d6c3d3c4f4").unwrap().board();
        assert_ne!(Evaluation::built_in().evaluate(&midgame), 0);
        let zeros = read_table(&file("zeros.bin", TABLE_BYTES)).unwrap();
        assert_eq!(zeros.evaluate(&midgame), 0);
        for (name, length, expected) in [
            ("short.bin", 10, format!("has {TABLE_BYTES} bytes, not 10")),
            (
                "long.bin",
                TABLE_BYTES + 7,
                "longer than an evaluation table".to_string(),
            ),
        ] {
            let error = read_table(&file(name, length)).unwrap_err();
            assert!(error.contains(name) && error.contains(&expected), "{error}");
        }
        let error = read_table(&folder.join("missing.bin")).unwrap_err();
        assert!(
            error.starts_with("cannot read") && error.contains("missing.bin"),
            "{error}"
        );
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn takes_both_protocol_versions_and_warns_of_others() {
        for version in ["1", "2"] {
            let (out, err) = converse(&format!("nboard {version}"));
            assert_eq!(out, "set myname reversi\n");
            assert_eq!(err, "", "nboard {version}");
        }
        let (_, err) = converse("nboard 7");
        assert!(err.contains("expected 'nboard 2', got 'nboard 7'"), "{err}");
    }

    #[test]
    fn greets_pings_and_learns() {
        let (out, err) = converse("nboard 1\nping 3\nlearn\nfrobnicate\nquit\nping 4");
        assert_eq!(out, "set myname reversi\npong 3\nlearned\n");
        assert!(err.contains("unknown command 'frobnicate'"), "{err}");
    }

    #[test]
    fn bare_and_prefixed_moves_change_the_position_and_bad_ones_do_not() {
        let (out, err) = converse("set depth 2\nF5\nmove d6/0.5/1.0\nmove a1\nmove zz\ngo");
        assert!(err.contains("move 'a1': a1 is not a legal move"), "{err}");
        assert!(err.contains("move 'zz': 'zz' is not a move"), "{err}");
        // Black to move after f5 d6: the answer must be one of its legal moves.
        let game = Game::from_transcript("f5d6").unwrap();
        let answer = out.lines().find(|line| line.starts_with("=== ")).unwrap();
        let square = answer.split_whitespace().nth(1).unwrap();
        assert!(
            game.legal_moves().contains(square.parse().unwrap()),
            "{answer}"
        );
    }

    #[test]
    fn a_forced_pass_is_answered_with_pa() {
        let (out, _) = converse("set depth 2\nmove d3\nmove c3\nmove b3\nmove b2\nmove f5\nmove a3\nmove a1\nmove c1\ngo\nhint 3");
        assert!(out.contains("\n=== PA "), "{out}");
        assert!(out.contains("\nsearch PA "), "{out}");
    }

    #[test]
    fn a_movetime_bounds_the_search_and_a_bad_one_is_refused() {
        let (out, err) =
            converse("set depth 60\nset movetime 0.05\nset movetime -1\nset movetime x\ngo");
        assert_eq!(err.lines().count(), 2, "{err}");
        let answer = out.lines().find(|line| line.starts_with("=== ")).unwrap();
        let seconds: f64 = answer.split_whitespace().nth(3).unwrap().parse().unwrap();
        // Depth 60 from the start would take days: only the time can have stopped it.
        assert!(seconds < 5.0, "{answer}");
        assert!(Game::new()
            .legal_moves()
            .contains(answer.split_whitespace().nth(1).unwrap().parse().unwrap()));
    }

    #[test]
    fn shares_split_the_move_and_a_bad_count_is_refused() {
        // An exact search (depth 60 solves 12 empties): the split answers with the same score.
        let game = "set game (;GM[Othello]PC[x]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 ---XXXXX --OXXXXX \
                    -OOOXXOX OOXXOXXX OOXOXXXX OOXXXOXX --XXXX-- --XXXX-- *];)";
        let (one, _) = converse(&format!("{game}\nset depth 60\ngo"));
        let (three, err) = converse(&format!(
            "{game}\nset shares 3\nset shares 0\nset shares x\nset depth 60\ngo"
        ));
        assert_eq!(err.lines().count(), 2, "{err}");
        assert!(err.contains("still 3"), "{err}");
        let score = |out: &str| {
            let answer = out
                .lines()
                .find(|line| line.starts_with("=== "))
                .unwrap()
                .to_string();
            answer.split_whitespace().nth(2).unwrap().to_string()
        };
        assert_eq!(score(&three), score(&one), "{one}{three}");
    }

    use proptest::prelude::*;

    proptest! {
        // Each case starts a session with its 64 MB table: a few dozen cases take seconds.
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Lines a GUI might send, mangled: the session never panics, changes its game only
        /// through commands that succeed, and still answers afterwards.
        #[test]
        fn random_lines_never_stop_the_session(lines in prop::collection::vec(
            prop_oneof![
                "(nboard|set|move|go|hint|ping|learn|contempt|depth|movetime|game)( [ -~]{0,20}){0,3}",
                "set game \\(;GM\\[Othello\\](PC|BO|B|W|TY)\\[[ -~]{0,70}\\]{0,3};\\)",
                "set depth [0-9]{1,3}",
                "[A-H][1-8](/[0-9.-]{0,5}){0,2}",
                any::<String>(),
            ],
            0..12,
        )) {
            let mut session = Session::new();
            let (mut out, mut err) = (Vec::new(), Vec::new());
            for line in &lines {
                // Searches stay short: at most depth 2, or a millisecond a move.
                let line = if line.starts_with("set depth") {
                    "set depth 2"
                } else if line.starts_with("set movetime") {
                    "set movetime 0.001"
                } else {
                    line.as_str()
                };
                if session.handle(line, &mut out, &mut err).unwrap() == Flow::Quit {
                    return Ok(());
                }
            }
            session.handle("go", &mut out, &mut err).unwrap();
            out.clear();
            session.handle("ping 9", &mut out, &mut err).unwrap();
            prop_assert_eq!(String::from_utf8(out).unwrap(), "pong 9\n");
        }
    }

    #[test]
    fn depth_maps_to_midgame_plies_and_solved_empties() {
        let limits = limits_for_depth(4);
        assert_eq!((limits.depth, limits.solve_empties), (4, 8));
        assert_eq!(limits_for_depth(30).solve_empties, MAX_SOLVE_EMPTIES);
        let (_, err) = converse("set depth 0\nset depth 99\nset game (;GM[Chess];)");
        assert_eq!(err.lines().count(), 3, "{err}");
    }
}
