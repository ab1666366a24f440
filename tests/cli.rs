//! The command-line tool as a user meets it: the binary is run with arguments and input, and
//! its output and exit code are checked. `tests/nboard.rs` covers the `nboard` command.

// The parser itself, built into this test as well as into the binary.
#[path = "../src/cli/command.rs"]
mod command;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use command::{Cli, Empties, PerftOptions, PlayOptions, PuzzlesOptions, ReviewOptions};
use command::{Rule, Selection, SolveOptions};
use reversi::ai::review::{ReviewDepths, REVIEW_DEPTHS};
use reversi::puzzles::Recipe;
use reversi::{ai, Color, PassRule};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// Runs the binary with `args`, feeding it `input` on stdin.
fn run(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reversi"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("the binary reads its input");
    child.wait_with_output().expect("the binary ends")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A file in the system's temporary folder, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    /// Writes `text` to a file named after `name` and this test process.
    fn new(name: &str, text: &str) -> TempFile {
        let path =
            std::env::temp_dir().join(format!("reversi-cli-test-{}-{name}", std::process::id()));
        std::fs::write(&path, text).expect("a temporary file");
        TempFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().expect("a UTF-8 temporary path")
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// FFO #1, #2 and #7 (14 empties each, solved in milliseconds), from `tests/data/fforum-1-19.obf`.
const EASY_POSITIONS: [&str; 3] = [
    "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;",
    "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X; A4:+10; B2:+0; A3:-6; G7:-8; A7:-12; H7:-14; B7:-14; H2:-24;",
    "--OXXO--XOXXXX--XOOOXXXXXOOXXXXXXOOOOXXX-XXXXXXX--XXOOO----XXOO- X; A6:+8; G1:+0; A1:-2; H8:-6; H7:-14; B1:-30;",
];

#[test]
fn perft_6_counts_8200_leaves_under_both_conventions() {
    let output = run(&["perft", "6"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines.iter().all(|line| line.contains(" 8200 leaves")),
        "{text}"
    );
    assert!(lines[0].contains("pass is a ply") && lines[1].contains("pass is free"));
    assert!(
        lines.iter().all(|line| line.ends_with("leaves/s")),
        "{text}"
    );

    let one_rule = stdout(&run(&["perft", "6", "--rule", "free"], ""));
    assert_eq!(one_rule.lines().count(), 1, "{one_rule}");
}

#[test]
fn solve_agrees_with_correct_scores_and_exits_0() {
    let file = TempFile::new("easy.obf", &format!("{}\n", EASY_POSITIONS.join("\n")));
    let output = run(&["solve", file.path()], "");
    let text = stdout(&output);
    assert!(output.status.success(), "{text}{}", stderr(&output));
    for (number, best) in [
        (1, "g8    +18      +18"),
        (2, "a4    +10      +10"),
        (3, "a6     +8       +8"),
    ] {
        let row = text
            .lines()
            .find(|line| line.trim_start().starts_with(&format!("#{number} ")))
            .unwrap_or_else(|| panic!("no row #{number}: {text}"));
        assert!(row.contains(best), "{row}");
        assert!(!row.contains("MISMATCH"), "{row}");
    }
    assert!(text.contains("total: 3 positions, 0 mismatches"), "{text}");

    // A selection by number, and by count.
    let second = stdout(&run(&["solve", file.path(), "2"], ""));
    assert!(
        second.contains("total: 1 positions") && second.contains("\n  #2 "),
        "{second}"
    );
    let first_two = stdout(&run(&["solve", file.path(), "--first", "2"], ""));
    assert!(first_two.contains("total: 2 positions"), "{first_two}");

    // On several threads, or one: the same scores.
    for threads in ["1", "3"] {
        let output = run(&["solve", file.path(), "--threads", threads], "");
        let text = stdout(&output);
        assert!(output.status.success(), "{text}{}", stderr(&output));
        assert!(
            text.contains("total: 3 positions, 0 mismatches")
                && text.contains(&format!(", {threads} thread")),
            "{text}"
        );
    }
}

#[test]
fn solve_flags_a_wrong_expected_score_and_exits_non_zero() {
    // FFO #2 claims A4:+12 here; the true best score is +10.
    let wrong = EASY_POSITIONS[1].replace("A4:+10", "A4:+12");
    let file = TempFile::new("wrong.obf", &format!("{}\n{wrong}\n", EASY_POSITIONS[0]));
    let output = run(&["solve", file.path()], "");
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    let row = text
        .lines()
        .find(|line| line.contains("#2 "))
        .expect("a row for #2");
    assert!(
        row.contains("+10") && row.contains("+12") && row.contains("MISMATCH"),
        "{row}"
    );
    assert!(text.contains("total: 2 positions, 1 mismatches"), "{text}");
}

#[test]
fn solve_reports_an_unreadable_or_malformed_file() {
    let missing = run(&["solve", "/nonexistent/positions.obf"], "");
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("cannot read /nonexistent/positions.obf"));

    let file = TempFile::new(
        "bad.obf",
        &format!("{}\nXXOO X; A1:+2;\n", EASY_POSITIONS[0]),
    );
    let malformed = run(&["solve", file.path()], "");
    assert_eq!(malformed.status.code(), Some(2));
    assert!(
        stderr(&malformed).contains("line 2: bad board string"),
        "{}",
        stderr(&malformed)
    );
}

#[test]
fn play_shows_the_board_takes_moves_and_reports_bad_input() {
    let output = run(&["play", "--level", "2"], "f5\nz9\nh8\nundo\nquit\n");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("    a b c d e f g h"), "{text}");
    assert!(
        text.contains("  4 . . * O X . . ."),
        "the start with its legal moves: {text}"
    );
    assert!(text.contains("black (X) to move [d3 c4 f5 e6]"), "{text}");
    assert!(
        text.contains("white (O) plays "),
        "the computer answers: {text}"
    );
    assert!(
        text.contains("Unknown command: 'z9' is not a square name"),
        "{text}"
    );
    assert!(
        text.contains("Illegal move: h8 is not a legal move"),
        "{text}"
    );
    assert!(text.contains("Took back f5."), "{text}");
    assert!(text.trim_end().ends_with("Goodbye."), "{text}");
}

#[test]
fn play_ends_cleanly_when_the_input_runs_out() {
    let output = run(&["play", "--human-vs-human"], "f5\nd6\n");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.contains("black (X) to move [c3 c4 c5 c6 c7]"),
        "{text}"
    );
    assert!(
        text.trim_end().ends_with("End of input: goodbye."),
        "{text}"
    );
}

#[test]
fn bad_arguments_exit_2_with_a_message_and_no_panic() {
    for (args, message) in [
        (&["frobnicate"][..], "unrecognized subcommand 'frobnicate'"),
        (
            &["perft"][..],
            "required arguments were not provided:\n  <DEPTH>",
        ),
        (&["perft", "deep"][..], "invalid value 'deep' for '<DEPTH>'"),
        (
            &["solve"][..],
            "required arguments were not provided:\n  <FILE.OBF>",
        ),
        (
            &["solve", "x.obf", "9-3"][..],
            "'9-3' is not a position number",
        ),
        (&["play", "--level", "99"][..], "99 is not in 0..="),
        (
            &["play", "--color"][..],
            "a value is required for '--color <COLOR>'",
        ),
        (&["bench", "--fast"][..], "unexpected argument '--fast'"),
        (
            &["puzzles", "--empties", "10-30"][..],
            "'10-30' is not a range of empties",
        ),
    ] {
        let output = run(args, "");
        let error = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {error}");
        assert!(error.contains(message), "{args:?}: {error}");
        assert!(error.contains("try '--help'"), "{args:?}: {error}");
        assert!(!error.contains("panicked"), "{args:?}: {error}");
    }
}

#[test]
fn unknown_commands_flags_and_malformed_values_get_clap_errors_with_exit_code_2() {
    for args in [
        &["perf"][..],
        &["help", "frobnicate"],
        &["--level", "3"],
        &["perft", "x"],
        &["perft", "21"],
        &["perft", "5", "--rule", "odd"],
        &["perft", "5", "--depth", "6"],
        &["perft", "5", "6"],
        &["solve", "a.obf", "--first"],
        &["solve", "a.obf", "--first", "0"],
        &["solve", "a.obf", "--first", "2", "3"],
        &["solve", "a.obf", "--all"],
        &["play", "--level", "x"],
        &["play", "--level", "-1"],
        &["play", "--color", "red"],
        &["play", "black"],
        &["review"],
        &["review", "f5", "--exact", "61"],
        &["review", "f5", "f6"],
        &["puzzles", "--count", "0"],
        &["puzzles", "--seed", "-1"],
        &["puzzles", "-o"],
        &["nboard", "--eval"],
        &["nboard", "--eval", "a.bin", "--eval", "b.bin"],
        &["nboard", "--stdin"],
        &["bench", "--full", "--full"],
        &["bench", "--threads", "0"],
        &["solve", "a.obf", "--threads", "0"],
        &["solve", "a.obf", "--threads", "257"],
        &["solve", "a.obf", "--threads", "two"],
        &["solve", "a.obf", "--threads"],
        &["nboard", "--threads", "-1"],
        &["nboard", "--shares", "0"],
        &["nboard", "--shares", "17"],
    ] {
        let output = run(args, "");
        let error = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {error}");
        assert!(error.starts_with("error: "), "{args:?}: {error}");
        assert!(error.contains("try '--help'"), "{args:?}: {error}");
        assert!(!error.contains("panicked"), "{args:?}: {error}");
        assert!(output.stdout.is_empty(), "{args:?}: nothing ran");
    }
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused_with_a_message() {
    use std::os::unix::ffi::OsStrExt;
    // A Latin-1 file name: "caf\xe9.obf".
    let name = std::ffi::OsStr::from_bytes(b"caf\xe9.obf");
    let output = Command::new(env!("CARGO_BIN_EXE_reversi"))
        .arg("solve")
        .arg(name)
        .output()
        .expect("the binary runs");
    let error = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{error}");
    assert!(error.contains("is not UTF-8 text"), "{error}");
    assert!(!error.contains("panicked"), "{error}");
}

#[test]
fn help_lists_every_command() {
    for args in [&[][..], &["help"][..]] {
        let output = run(args, "");
        assert!(output.status.success());
        let text = stdout(&output);
        for command in [
            "perft", "solve", "play", "review", "puzzles", "nboard", "bench", "help",
        ] {
            assert!(
                text.contains(&format!("\n  {command}")),
                "{command}: {text}"
            );
        }
    }
}

#[test]
fn help_prints_the_levels_and_each_commands_options() {
    let levels = |text: &str| {
        ai::level_table().all(|info| {
            text.contains(&format!(
                "\n  {:>2} {:<12} {}",
                info.level, info.name, info.description
            ))
        })
    };
    let text = stdout(&run(&["help"], ""));
    assert!(text.contains("Levels of the computer player:"), "{text}");
    assert!(levels(&text), "{text}");

    let recipe = Recipe::default();
    for (args, expected) in [
        (&["help", "perft"][..], "--rule <RULE>".to_string()),
        (&["solve", "--help"], "--first <N>".into()),
        (
            &["help", "play"],
            format!("[default: {}]", ai::DEFAULT_LEVEL),
        ),
        (
            &["help", "review"],
            format!("[default: {}]", REVIEW_DEPTHS.exact_empties),
        ),
        (
            &["puzzles", "-h"],
            format!(
                "[default: {}-{}]",
                recipe.empties.start(),
                recipe.empties.end()
            ),
        ),
        (&["help", "nboard"], "--eval <TABLE.BIN>".into()),
        (&["bench", "--help"], "--full".into()),
    ] {
        let output = run(args, "");
        let text = stdout(&output);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        assert!(text.contains(&expected), "{args:?}: {text}");
        assert!(text.contains("Usage: reversi "), "{args:?}: {text}");
    }
    assert!(levels(&stdout(&run(&["play", "--help"], ""))));
}

#[test]
fn solve_reads_a_file_with_a_byte_order_mark() {
    let file = TempFile::new("bom.obf", &format!("\u{feff}{}\n", EASY_POSITIONS[0]));
    let output = run(&["solve", file.path()], "");
    let text = stdout(&output);
    assert!(output.status.success(), "{text}{}", stderr(&output));
    assert!(text.contains("total: 1 positions, 0 mismatches"), "{text}");
}

#[test]
fn puzzles_writes_obf_with_one_clearly_best_move_each() {
    use reversi::puzzles::{Puzzle, MARGIN_DISCS};
    let file = TempFile::new("puzzles.obf", "");
    let args = [
        "puzzles",
        "--games",
        "2",
        "--empties",
        "10-13",
        "--seed",
        "3",
    ];
    let output = run(&[&args[..], &["-o", file.path()]].concat(), "");
    let summary = stderr(&output);
    assert!(output.status.success(), "{summary}");
    assert!(summary.contains("from 2 games"), "{summary}");
    assert!(
        summary.contains("empties   d1   d2   d3   d4   d5  total"),
        "{summary}"
    );

    let text = std::fs::read_to_string(&file.0).expect("the file is written");
    assert!(
        text.contains("made by: reversi puzzles --seed 3 --games 2 --empties 10-13 --count 200\n"),
        "{text}"
    );
    let positions = reversi::obf::parse_lines(&text).expect("the output is OBF");
    assert!(
        !positions.is_empty(),
        "two games give a puzzle or more: {summary}"
    );
    for position in &positions {
        assert!((10..=13).contains(&position.empties()));
        let legal = position.board.legal_moves();
        assert_eq!(
            position.expected.len(),
            legal.count() as usize,
            "every move scored"
        );
        assert!(position
            .expected
            .iter()
            .all(|&(square, _)| legal.contains(square)));
        let (best, rivals) = position.expected.split_first().expect("moves");
        assert!(
            rivals
                .iter()
                .all(|&(_, score)| score <= best.1 - MARGIN_DISCS),
            "{position:?}"
        );
        assert!(Puzzle::from_obf(position).is_some());
    }
    let total = summary.lines().last().expect("a summary");
    assert!(
        total.ends_with(&format!(" {}", positions.len())),
        "{summary}"
    );

    // Without -o the same set goes to stdout.
    let to_stdout = run(&args, "");
    assert!(to_stdout.status.success());
    assert_eq!(stdout(&to_stdout), text);
}

/// A game between two copies of the engine at level 4 (the blog demo's replay).
const FULL_GAME: &str = "f5d6c3d3c4f4f6f3e6e7f7c5b6b5e3g6e8g5d7c6g3c8d8c7g4h3a4a5b3f8h5h2h6b4a7h7a6h4a3d2f2c2e2f1d1b1c1e1g7b2b7a8b8h8g8a2g2h1a1g1";

/// The value of `"name":` in one JSON record line of `review --json`, as written.
fn json_field<'a>(record: &'a str, name: &str) -> &'a str {
    let start = record.find(&format!("\"{name}\":")).expect("the field") + name.len() + 3;
    let rest = &record[start..];
    rest[..rest.find([',', '}']).expect("the field ends")].trim_matches('"')
}

#[test]
fn review_scores_agree_with_solve_on_the_same_positions() {
    let output = run(&["review", FULL_GAME, "--json"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let records: Vec<&str> = text.lines().filter(|line| line.starts_with('{')).collect();
    assert_eq!(records.len(), 60);
    let played: String = records.iter().map(|r| json_field(r, "played")).collect();
    assert_eq!(played, FULL_GAME);

    // Every exact record's position, and the position after it, solved by `reversi solve`.
    let exact: Vec<usize> = (0..60)
        .filter(|&index| json_field(records[index], "exact") == "true")
        .collect();
    assert!(exact.len() >= 20, "the last moves are exact: {exact:?}");
    let position = |moves: usize| {
        reversi::Game::from_transcript(&FULL_GAME[..moves * 2])
            .unwrap()
            .board_string()
    };
    let checked = [exact[0], exact[3], exact[exact.len() / 2]];
    let obf: String = checked
        .iter()
        .flat_map(|&index| [position(index), position(index + 1)])
        .map(|board| format!("{board};\n"))
        .collect();
    let file = TempFile::new("review.obf", &obf);
    let solved = stdout(&run(&["solve", file.path()], ""));
    let scores: Vec<i32> = solved
        .lines()
        .filter(|line| line.trim_start().starts_with('#') && !line.contains("empties"))
        .map(|line| line.split_whitespace().nth(3).unwrap().parse().unwrap())
        .collect();
    assert_eq!(scores.len(), checked.len() * 2, "{solved}");
    for (at, &index) in checked.iter().enumerate() {
        let record = records[index];
        assert_eq!(
            json_field(record, "bestScore"),
            format!("{}", scores[at * 2])
        );
        // No pass in this game: the played move's value is the next position's, negated.
        assert_eq!(
            json_field(record, "playedScore").parse::<i32>().unwrap(),
            -scores[at * 2 + 1]
        );
    }

    // The table says the same, and sums each side's losses.
    let table = stdout(&run(&["review", FULL_GAME], ""));
    assert!(table.contains("black: 31 moves"), "{table}");
    assert!(table.contains("result: black 34 - white 30"), "{table}");
}

#[test]
fn review_reads_a_ggf_file_and_refuses_a_bad_game() {
    let ggf = reversi::ggf::write_game(
        &reversi::Game::from_transcript(&FULL_GAME[..40]).unwrap(),
        "",
        None,
    );
    let file = TempFile::new("review.ggf", &ggf);
    let output = run(
        &["review", file.path(), "--exact", "10", "--depth", "2"],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("review of 20 moves: exact from 10 empties, depth 2"));

    let illegal = run(&["review", "f5f5"], "");
    assert_eq!(illegal.status.code(), Some(2));
    assert!(stderr(&illegal).contains("move 2"), "{}", stderr(&illegal));
    let empty = run(&["review", ""], "");
    assert_eq!(empty.status.code(), Some(2));
    assert!(stderr(&empty).contains("no moves"), "{}", stderr(&empty));
    let bad_depth = run(&["review", "f5", "--depth", "x"], "");
    assert_eq!(bad_depth.status.code(), Some(2));
}

/// The command `line` (words split at spaces) parses to, `None` for none.
fn parse(line: &str) -> Result<Option<command::Command>, clap::Error> {
    Cli::try_parse_from(line.split_whitespace()).map(|cli| cli.command)
}

/// The command `line` parses to, which must be one.
fn parsed(line: &str) -> command::Command {
    match parse(line) {
        Ok(Some(command)) => command,
        other => panic!("{line}: {other:?}"),
    }
}

#[test]
fn the_grammar_is_consistent() {
    Cli::command().debug_assert();
}

#[test]
fn each_command_parses_to_its_values() {
    use command::Command::{Bench, NBoard, Perft, Play, Puzzles, Review, Solve};
    assert!(matches!(parse(""), Ok(None)), "no command: the help");

    let Perft(both) = parsed("perft 6") else {
        panic!("perft")
    };
    assert_eq!(
        both,
        PerftOptions {
            depth: 6,
            rule: None
        }
    );
    assert_eq!(both.rules(), [PassRule::CountsAsPly, PassRule::FreePly]);
    let Perft(free) = parsed("perft --rule free 0") else {
        panic!("perft --rule")
    };
    assert_eq!((free.depth, free.rules()), (0, vec![PassRule::FreePly]));
    assert_eq!(
        parsed("perft 20 --rule ply"),
        Perft(PerftOptions {
            depth: 20,
            rule: Some(Rule::Ply)
        })
    );

    let solve = |line| match parsed(line) {
        Solve(options) => options,
        other => panic!("{line}: {other:?}"),
    };
    assert_eq!(
        solve("solve a.obf 40-42 59"),
        SolveOptions {
            file: "a.obf".into(),
            positions: vec![40..=42, 59..=59],
            first: None,
            threads: None
        }
    );
    assert_eq!(solve("solve a.obf --threads 3").threads, Some(3));
    assert_eq!(solve("solve a.obf 40-52 --threads 1").threads, Some(1));
    assert_eq!(
        solve("solve a.obf 40-42 59").selection(),
        Selection::Numbers(vec![40..=42, 59..=59])
    );
    assert_eq!(solve("solve a.obf").selection(), Selection::All);
    assert_eq!(
        solve("solve a.obf --first 2").selection(),
        Selection::First(2)
    );

    assert_eq!(
        parsed("play"),
        Play(PlayOptions {
            level: ai::DEFAULT_LEVEL,
            human: Color::Black,
            computer_plays: true
        })
    );
    assert_eq!(
        parsed("play --level 2 --color white"),
        Play(PlayOptions {
            level: 2,
            human: Color::White,
            computer_plays: true
        })
    );
    for (line, human) in [
        ("play --colour b", Color::Black),
        ("play --color X", Color::Black),
        ("play --color o", Color::White),
    ] {
        let Play(options) = parsed(line) else {
            panic!("{line}")
        };
        assert_eq!(options.human, human, "{line}");
    }
    let Play(two) = parsed("play --human-vs-human --level 8") else {
        panic!("play --human-vs-human")
    };
    assert_eq!((two.level, two.computer_plays), (ai::MAX_LEVEL, false));

    let Review(defaults) = parsed("review f5d6") else {
        panic!("review")
    };
    assert_eq!(defaults.game, "f5d6");
    assert!(!defaults.json);
    assert_eq!(defaults.depths(), REVIEW_DEPTHS);
    assert_eq!(
        parsed("review g.ggf --json --exact 10 --depth 0"),
        Review(ReviewOptions {
            game: "g.ggf".into(),
            json: true,
            exact_empties: 10,
            depth: 0
        })
    );
    let Review(shallow) = parsed("review g.ggf --depth 0") else {
        panic!("review --depth")
    };
    assert_eq!(
        shallow.depths(),
        ReviewDepths {
            depth: 1,
            ..REVIEW_DEPTHS
        },
        "depth 0 searches one ply"
    );

    let Puzzles(defaults) = parsed("puzzles") else {
        panic!("puzzles")
    };
    assert_eq!(defaults.recipe(), Recipe::default());
    assert_eq!(defaults.output, None);
    assert_eq!(
        parsed("puzzles --count 5 --empties 12-14 --seed 9 --games 3 -o p.obf"),
        Puzzles(PuzzlesOptions {
            count: 5,
            empties: Empties(12..=14),
            seed: 9,
            games: 3,
            output: Some("p.obf".into())
        })
    );
    let Puzzles(one) = parsed("puzzles --empties 16 --output q.obf") else {
        panic!("puzzles --empties")
    };
    assert_eq!(
        (one.recipe().empties, one.output),
        (16..=16, Some("q.obf".into())),
        "one number of empties is a range too"
    );

    assert_eq!(
        parsed("nboard"),
        NBoard {
            eval: None,
            threads: None,
            shares: 1
        }
    );
    assert_eq!(
        parsed("nboard --eval t.bin"),
        NBoard {
            eval: Some("t.bin".into()),
            threads: None,
            shares: 1
        }
    );
    assert_eq!(
        parsed("nboard --threads 2"),
        NBoard {
            eval: None,
            threads: Some(2),
            shares: 1
        }
    );
    assert_eq!(
        parsed("nboard --shares 2"),
        NBoard {
            eval: None,
            threads: None,
            shares: 2
        }
    );
    assert_eq!(
        parsed("bench"),
        Bench {
            full: false,
            threads: 1
        }
    );
    assert_eq!(
        parsed("bench --full"),
        Bench {
            full: true,
            threads: 1
        }
    );
    assert_eq!(
        parsed("bench --threads 2"),
        Bench {
            full: false,
            threads: 2
        }
    );
}

#[test]
fn nonsense_is_refused_by_clap_with_a_reason() {
    use ErrorKind::*;
    for (line, kind, reason) in [
        ("fly", InvalidSubcommand, "unrecognized subcommand 'fly'"),
        (
            "help fly",
            InvalidSubcommand,
            "unrecognized subcommand 'fly'",
        ),
        ("--fly", UnknownArgument, "unexpected argument '--fly'"),
        ("perft", MissingRequiredArgument, "<DEPTH>"),
        ("perft deep", ValueValidation, "invalid value 'deep'"),
        ("perft 21", ValueValidation, "21 is not in 0..=20"),
        (
            "perft 5 --rule odd",
            InvalidValue,
            "[possible values: ply, free]",
        ),
        (
            "perft 5 --fast",
            UnknownArgument,
            "unexpected argument '--fast'",
        ),
        ("solve", MissingRequiredArgument, "<FILE.OBF>"),
        (
            "solve a.obf 45-40",
            ValueValidation,
            "'45-40' is not a position number",
        ),
        (
            "solve a.obf 4x",
            ValueValidation,
            "'4x' is not a position number",
        ),
        (
            "solve a.obf --first 2 3",
            ArgumentConflict,
            "cannot be used with",
        ),
        (
            "solve a.obf --first",
            InvalidValue,
            "a value is required for '--first <N>'",
        ),
        (
            "solve a.obf --first 0",
            ValueValidation,
            "'0' is not a count of 1 or more",
        ),
        ("play --level 99", ValueValidation, "99 is not in 0..="),
        (
            "play --color red",
            InvalidValue,
            "[possible values: black, white]",
        ),
        ("play white", UnknownArgument, "unexpected argument 'white'"),
        ("review", MissingRequiredArgument, "<GAME>"),
        (
            "review f5 --depth x",
            ValueValidation,
            "invalid value 'x' for '--depth <D>'",
        ),
        (
            "review f5 --exact 61",
            ValueValidation,
            "61 is not in 0..=60",
        ),
        (
            "review f5 --fast",
            UnknownArgument,
            "unexpected argument '--fast'",
        ),
        ("nboard 1", UnknownArgument, "unexpected argument '1'"),
        (
            "nboard --eval",
            InvalidValue,
            "a value is required for '--eval <TABLE.BIN>'",
        ),
        (
            "nboard --eval a.bin b.bin",
            UnknownArgument,
            "unexpected argument 'b.bin'",
        ),
        (
            "nboard --eval a.bin --eval b.bin",
            ArgumentConflict,
            "cannot be used multiple times",
        ),
        (
            "puzzles --count 0",
            ValueValidation,
            "'0' is not a count of 1 or more",
        ),
        (
            "puzzles --games many",
            ValueValidation,
            "'many' is not a count of 1 or more",
        ),
        (
            "puzzles --seed -1",
            UnknownArgument,
            "unexpected argument '-1'",
        ),
        (
            "puzzles --empties 20-10",
            ValueValidation,
            "'20-10' is not a range of empties",
        ),
        ("puzzles --empties 10-30", ValueValidation, "(1 to "),
        (
            "puzzles --empties",
            InvalidValue,
            "a value is required for '--empties <A-B>'",
        ),
        (
            "puzzles -o",
            InvalidValue,
            "a value is required for '--output <FILE>'",
        ),
        ("puzzles 12", UnknownArgument, "unexpected argument '12'"),
        (
            "bench --fast",
            UnknownArgument,
            "unexpected argument '--fast'",
        ),
        (
            "bench --full --full",
            ArgumentConflict,
            "cannot be used multiple times",
        ),
    ] {
        let error = parse(line).expect_err(line);
        let text = error.to_string();
        assert_eq!(
            (error.kind(), error.exit_code()),
            (kind, 2),
            "{line}: {text}"
        );
        assert!(text.contains(reason), "{line}: {text}");
    }
}

#[test]
fn help_is_not_an_error() {
    for line in [
        "help",
        "--help",
        "-h",
        "help perft",
        "solve --help",
        "bench -h",
    ] {
        let help = parse(line).expect_err(line);
        assert_eq!(help.exit_code(), 0, "{line}");
        assert!(matches!(help.kind(), ErrorKind::DisplayHelp), "{line}");
    }
}

#[test]
fn selections_pick_by_number_or_by_place() {
    let ranges = Selection::Numbers(vec![40..=42]);
    assert!(ranges.includes(41, 1) && !ranges.includes(43, 3));
    assert!(Selection::First(2).includes(99, 1) && !Selection::First(2).includes(1, 2));
}
