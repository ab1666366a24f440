//! The command-line tool as a user meets it: the binary is run with arguments and input, and
//! its output and exit code are checked. `tests/nboard.rs` covers the `nboard` command.

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
        (&["frobnicate"][..], "unknown command 'frobnicate'"),
        (&["perft"][..], "which depth"),
        (&["perft", "deep"][..], "'deep' is not a depth"),
        (&["solve"][..], "which file"),
        (
            &["solve", "x.obf", "9-3"][..],
            "'9-3' is not a position number",
        ),
        (&["play", "--level", "99"][..], "'99' is not a level"),
        (&["play", "--color"][..], "--color needs a value"),
        (&["bench", "--fast"][..], "unexpected argument '--fast'"),
    ] {
        let output = run(args, "");
        let error = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {error}");
        assert!(error.contains(message), "{args:?}: {error}");
        assert!(error.contains("reversi help"), "{args:?}: {error}");
        assert!(!error.contains("panicked"), "{args:?}: {error}");
    }
}

#[test]
fn help_lists_every_command() {
    for args in [&[][..], &["help"][..]] {
        let output = run(args, "");
        assert!(output.status.success());
        let text = stdout(&output);
        for command in ["perft", "solve", "play", "nboard", "bench", "help"] {
            assert!(
                text.contains(&format!("\n  {command}")),
                "{command}: {text}"
            );
        }
    }
}

#[test]
fn solve_reads_a_file_with_a_byte_order_mark() {
    let file = TempFile::new("bom.obf", &format!("\u{feff}{}\n", EASY_POSITIONS[0]));
    let output = run(&["solve", file.path()], "");
    let text = stdout(&output);
    assert!(output.status.success(), "{text}{}", stderr(&output));
    assert!(text.contains("total: 1 positions, 0 mismatches"), "{text}");
}
