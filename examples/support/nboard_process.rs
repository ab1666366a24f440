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

/// The clock ticks a second of `/proc`'s `stat` files: 100 on Linux, whatever the kernel's
/// own rate.
const USER_HZ: f64 = 100.0;

/// User and system CPU time, in clock ticks, of the task or process `/proc/<path>/stat`
/// describes (fields 14 and 15, counted after the command's name in parentheses); for a
/// process, its ended threads included.
fn stat_ticks(path: &str) -> u64 {
    let Ok(text) = std::fs::read_to_string(path) else {
        return 0;
    };
    let after_name = text.rsplit_once(')').map_or("", |(_, rest)| rest);
    // After the name: field 3 (state) is the first, so utime and stime are the 12th and 13th.
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let field = |at: usize| fields.get(at).and_then(|value| value.parse::<u64>().ok());
    field(11).unwrap_or(0) + field(12).unwrap_or(0)
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

    /// CPU seconds the engine has spent so far, over all its threads, those that have ended
    /// too (an engine that starts threads for each search ends them before it answers). The
    /// live threads are read to the nanosecond (`schedstat`); the ended ones are what the
    /// process's total in clock ticks (`stat`) holds beyond the live threads' ticks.
    pub fn cpu_seconds(&self) -> f64 {
        let process = format!("/proc/{}", self.child.id());
        let tasks: Vec<String> = std::fs::read_dir(format!("{process}/task"))
            .map(|entries| {
                entries
                    .flatten()
                    .map(|task| task.path().display().to_string())
                    .collect()
            })
            .unwrap_or_default();
        let live: f64 = tasks
            .iter()
            .map(|task| schedstat_seconds(&format!("{task}/schedstat")))
            .sum();
        let live_ticks: u64 = tasks
            .iter()
            .map(|task| stat_ticks(&format!("{task}/stat")))
            .sum();
        let ended_ticks = stat_ticks(&format!("{process}/stat")).saturating_sub(live_ticks);
        live + ended_ticks as f64 / USER_HZ
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
