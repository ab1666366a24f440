//! The client side of the NBoard protocol, for the tools that play other engines
//! (`match.rs`, `endgame_suite.rs`, which include this file): start an engine, ask it for
//! moves, and read the CPU time it spends from `/proc`. The tools include
//! `command_line.rs` too: an engine that cannot be started or stops answering ends the tool.

use crate::command_line::{fail, OrFail};
use reversi::Square;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// CPU seconds spent by the task `/proc/<path>/schedstat` describes (its first field is
/// nanoseconds on a CPU).
pub fn schedstat_seconds(path: &str) -> f64 {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|text| text.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |nanos| nanos / 1e9)
}

/// `command` for `sh -c`, with the engine as the shell's own process (`exec`), so that its
/// CPU time can be read: a plain command gets `exec` put in front; a compound one
/// (`cd dir && exec ./engine x`) must end with its own.
fn shell_command(command: &str) -> String {
    if command.contains("&&") || command.contains(';') {
        command.to_string()
    } else {
        format!("exec {command}")
    }
}

/// An NBoard engine process and its pipes.
pub struct NboardProcess {
    /// The command that started it, for messages.
    command: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl NboardProcess {
    /// Starts `command` through `sh -c`, at `set depth depth`, with `set movetime` when a
    /// time per move is given.
    pub fn start(command: &str, depth: u32, time_ms: Option<f64>) -> NboardProcess {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(shell_command(command))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .or_fail(format_args!("cannot start {command}"));
        let input = child.stdin.take().expect("piped stdin");
        let output = BufReader::new(child.stdout.take().expect("piped stdout"));
        let mut engine = NboardProcess {
            command: command.to_string(),
            child,
            input,
            output,
        };
        engine.send(&format!("nboard 2\nset depth {depth}"));
        if let Some(time_ms) = time_ms {
            engine.send(&format!("set movetime {}", time_ms / 1000.0));
        }
        engine
    }

    fn send(&mut self, lines: &str) {
        let sent = writeln!(self.input, "{lines}").and_then(|()| self.input.flush());
        sent.or_fail(format_args!(
            "the engine '{}' stopped reading",
            self.command
        ));
    }

    /// CPU seconds the engine has spent so far, over all its threads.
    pub fn cpu_seconds(&self) -> f64 {
        let tasks = format!("/proc/{}/task", self.child.id());
        std::fs::read_dir(tasks)
            .map(|entries| {
                entries
                    .flatten()
                    .map(|task| schedstat_seconds(&format!("{}/schedstat", task.path().display())))
                    .sum()
            })
            .unwrap_or(0.0)
    }

    /// The engine's move in the game `ggf`: a square, or `None` for a pass. Nothing more is
    /// sent until it answers (some engines stop searching when input arrives).
    pub fn choose(&mut self, ggf: &str) -> Option<Square> {
        self.send(&format!("set game {ggf}\ngo"));
        let mut line = String::new();
        loop {
            line.clear();
            let read = self.output.read_line(&mut line);
            let read = read.or_fail(format_args!("the engine '{}' cannot be read", self.command));
            if read == 0 {
                fail(format!(
                    "the engine '{}' stopped before answering 'go'",
                    self.command
                ));
            }
            if let Some(answer) = line.strip_prefix("=== ") {
                let text = answer.split(['/', ' ']).next().unwrap_or_default().trim();
                return text.to_ascii_lowercase().parse().ok();
            }
        }
    }
}

impl Drop for NboardProcess {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}
