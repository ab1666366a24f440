//! `reversi nboard` spoken to as the NBoard GUI would: a scripted session over stdin, the
//! answers read from stdout and replayed in the library to check they are legal.

use reversi::{Game, Square};
use std::io::Write;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// The game every session starts from: after d3 c3 b3 b2 f5 a3 a1 c1 black has no move and
/// passes, then white plays e3. Black is to move at the end.
const MOVES_BEFORE_PASS: [&str; 8] = ["D3", "C3", "B3", "B2", "F5", "A3", "A1", "C1"];

fn start_engine() -> Child {
    Command::new(env!("CARGO_BIN_EXE_reversi"))
        .arg("nboard")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

/// The standard start in GGF's `BO` notation: `*` black, `O` white, then the side to move.
fn ggf_start_board() -> String {
    let ours = Game::new().board_string(); // "---...OX...--- X"
    format!("8 {}", ours.replace('X', "*"))
}

/// A GGF game with `moves` (such as `B[D3]`) from the standard start.
fn ggf_game(moves: &str) -> String {
    format!(
        "(;GM[Othello]PC[test]DT[2024-01-01]PB[reversi]PW[someone]RE[?]TI[5:00]TY[8]BO[{}]{moves};)",
        ggf_start_board()
    )
}

/// The moves before the pass as GGF properties, black first.
fn ggf_moves_before_pass() -> String {
    MOVES_BEFORE_PASS
        .iter()
        .enumerate()
        .map(|(index, mv)| format!("{}[{mv}]", if index % 2 == 0 { 'B' } else { 'W' }))
        .collect()
}

/// Waits for the process to end by itself (its stdin still open), up to 60 seconds.
fn wait_for_exit(child: &mut Child) -> ExitStatus {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(status) = child.try_wait().expect("the process can be polled") {
            return status;
        }
        assert!(Instant::now() < deadline, "the engine did not quit");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Sends `script` and waits for `quit` to end the engine while its stdin is still open.
/// Returns stdout and stderr.
fn session(script: &str) -> (String, String) {
    let mut child = start_engine();
    let mut stdin = child.stdin.take().expect("stdin is piped");
    stdin
        .write_all(script.as_bytes())
        .expect("the engine reads");
    stdin.flush().expect("the script is sent");
    let status = wait_for_exit(&mut child);
    drop(stdin);
    let output = child.wait_with_output().expect("the output is collected");
    assert!(status.success(), "exit status {status}");
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The lines of `out` that start with `prefix`, in order.
fn lines_starting<'a>(out: &'a str, prefix: &str) -> Vec<&'a str> {
    out.lines()
        .filter(|line| line.starts_with(prefix))
        .collect()
}

fn square(text: &str) -> Square {
    text.parse()
        .unwrap_or_else(|_| panic!("'{text}' is not a square"))
}

#[test]
fn a_session_with_a_pass_hints_an_illegal_move_and_go() {
    // The game so far, replayed in the library.
    let mut game = Game::from_transcript(&MOVES_BEFORE_PASS.concat()).unwrap();
    assert_eq!(
        game.turns().last().unwrap().pass_after,
        Some(reversi::Color::Black)
    );
    game.play(square("e3")).unwrap();
    let black_moves = game.legal_moves();
    let legal_reply = black_moves.first().unwrap();
    let mut after_reply = game.clone();
    after_reply.play(legal_reply).unwrap();

    let set_game = ggf_game(&format!("{}B[PA]W[E3//0.01]", ggf_moves_before_pass()));
    let script = format!(
        "nboard 1\nset depth 4\nset game {set_game}\nhint 3\nping 1\nmove A1\nping 2\n\
         move {}\ngo\nping 7\nquit\n",
        legal_reply.to_string().to_uppercase()
    );
    let (out, err) = session(&script);

    assert_eq!(
        lines_starting(&out, "set myname"),
        ["set myname reversi"],
        "{out}"
    );

    // hint 3: one `search <move> <eval> 0 <depth>` line per move, for up to 3 legal moves,
    // before the pong that follows.
    let before_pong: &str = out.split("pong 1").next().unwrap();
    let searches = lines_starting(before_pong, "search ");
    assert_eq!(searches.len(), black_moves.count().min(3) as usize, "{out}");
    let mut evals = Vec::new();
    for line in &searches {
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert!(fields.len() >= 5, "{line}");
        assert!(
            black_moves.contains(square(fields[1])),
            "an illegal hint: {line}"
        );
        evals.push(fields[2].parse::<f64>().expect("the eval is a number"));
        assert_eq!(fields[3], "0", "{line}");
        assert!(!fields[4].is_empty(), "{line}");
    }
    assert!(
        evals.windows(2).all(|pair| pair[0] >= pair[1]),
        "best first: {out}"
    );

    // The illegal move is reported on stderr; the legal one after it is accepted.
    assert!(
        out.contains("pong 1\n") && out.contains("pong 2\n"),
        "{out}"
    );
    let errors: Vec<&str> = err
        .lines()
        .filter(|line| line.starts_with("error"))
        .collect();
    assert_eq!(errors.len(), 1, "{err}");
    assert!(errors[0].contains("A1"), "{err}");

    // go: `=== <move> <eval> <seconds>`, a legal move for white after black's reply.
    let answers = lines_starting(&out, "=== ");
    assert_eq!(answers.len(), 1, "{out}");
    let fields: Vec<&str> = answers[0].split_whitespace().collect();
    assert_eq!(fields.len(), 4, "{}", answers[0]);
    assert!(
        after_reply.legal_moves().contains(square(fields[1])),
        "{}",
        answers[0]
    );
    let eval: f64 = fields[2].parse().expect("the eval is a number");
    assert!((-64.0..=64.0).contains(&eval), "{eval}");
    let seconds: f64 = fields[3].parse().expect("the time is a number");
    assert!(seconds >= 0.0, "{seconds}");

    // The pong for 7 comes after the answer to go.
    let pong_7 = out.find("pong 7\n").expect("pong 7");
    assert!(out.find("=== ").unwrap() < pong_7, "{out}");
}

#[test]
fn a_forced_pass_is_answered_with_pa_and_unknown_commands_are_ignored() {
    let set_game = ggf_game(&ggf_moves_before_pass());
    let script = format!(
        "nboard 1\nset depth 2\nset contempt 0\nfrobnicate now\nset game {set_game}\n\
         go\nhint 2\nmove PA\nmove PA\nping 3\nquit\n"
    );
    let (out, err) = session(&script);
    assert!(lines_starting(&out, "=== PA ").len() == 1, "{out}");
    assert_eq!(lines_starting(&out, "search PA ").len(), 1, "{out}");
    // The first PA announces the pass; the second is refused: white has moves.
    assert!(err.contains("frobnicate"), "{err}");
    let errors: Vec<&str> = err
        .lines()
        .filter(|line| line.starts_with("error"))
        .collect();
    assert_eq!(errors.len(), 1, "{err}");
    assert!(errors[0].contains("PA"), "{err}");
    assert!(out.contains("pong 3"), "{out}");
}

#[test]
fn a_bad_game_leaves_the_position_and_the_end_of_input_ends_the_engine() {
    let mut child = start_engine();
    let script = "nboard 1\nset depth 1\nmove F5\nset game (;GM[Othello]B[Z9];)\ngo\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    // stdin is closed here: the engine must stop on its own.
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let out = String::from_utf8_lossy(&output.stdout);
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("set game"), "{err}");
    // Still the game after F5: white to move.
    let answer = lines_starting(&out, "=== ")[0]
        .split_whitespace()
        .nth(1)
        .unwrap();
    let after_f5 = Game::from_transcript("f5").unwrap();
    assert!(after_f5.legal_moves().contains(square(answer)), "{out}");
}

#[test]
fn bytes_that_are_not_utf8_and_an_overlong_line_do_not_end_the_session() {
    let mut child = start_engine();
    let mut script = b"ping 1\n\xff\nset game (;GM[Othello]PB[Jos\xe9];)\n".to_vec();
    // A 10 MB line: skipped with one short message that does not echo it.
    script.extend(std::iter::repeat_n(b'x', 10_000_000));
    script.extend_from_slice(b"\nmove F5\nping 2\nquit\n");
    let mut stdin = child.stdin.take().unwrap();
    // Written from another thread: the engine's replies must be read while it is fed.
    let writer = std::thread::spawn(move || stdin.write_all(&script));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(output.status.success(), "{:?}", output.status);
    let out = String::from_utf8_lossy(&output.stdout);
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(lines_starting(&out, "pong"), ["pong 1", "pong 2"], "{out}");
    assert!(err.contains("a line of 10000000 bytes"), "{err}");
    assert!(err.len() < 2_000, "{} bytes of errors", err.len());
}

#[test]
fn error_messages_quote_at_most_200_characters_of_the_input() {
    let long_command = "q".repeat(5_000);
    let long_move = format!("move {}", "9".repeat(5_000));
    let (out, err) = session(&format!("{long_command}\n{long_move}\nping 1\nquit\n"));
    assert!(out.contains("pong 1"), "{out}");
    assert_eq!(err.lines().count(), 2, "{err}");
    for line in err.lines() {
        assert!(line.len() < 600, "{} bytes: {}", line.len(), &line[..100]);
        assert!(line.contains("(5000 bytes)"), "{line}");
    }
}

#[test]
fn set_threads_changes_the_threads_and_refuses_what_is_not_a_count() {
    let script = "nboard 2\nset threads 3\nset depth 6\ngo\nset threads 0\nset threads many\n\
                  set threads 1000\nset threads\nset threads 1\ngo\nping 5\nquit\n";
    let (out, err) = session(script);
    // Both searches answer with a legal move of the start.
    let answers = lines_starting(&out, "=== ");
    assert_eq!(answers.len(), 2, "{out}");
    for answer in answers {
        let square = square(answer.split_whitespace().nth(1).unwrap());
        assert!(Game::new().legal_moves().contains(square), "{answer}");
    }
    // Four refusals, each on its own line, saying what is allowed; nothing else.
    let errors: Vec<&str> = err.lines().collect();
    assert_eq!(errors.len(), 4, "{err}");
    assert!(
        errors
            .iter()
            .all(|line| line.starts_with("error: 'set threads") && line.contains("1 to 256")),
        "{err}"
    );
    assert!(errors[1].contains("'set threads many'"), "{err}");
    assert!(out.contains("pong 5"), "{out}");
}
