//! How a developer tool reads its command line and stops on bad input: what is wrong, on
//! stderr and prefixed by the tool's name, then a non-zero exit status, instead of a panic's
//! message, source line and backtrace. Bad arguments print the usage as well and exit with 2;
//! a file that cannot be read or written, or that is not what the tool reads, exits with 1.
//! Every tool in `examples/` includes this file.

// Each tool includes this file and uses only some of it.
#![allow(dead_code)]

use std::fmt::Display;
use std::str::FromStr;

/// Stops the tool with `message` on stderr and exit status 1.
pub fn fail(message: impl Display) -> ! {
    eprintln!("{}: {message}", env!("CARGO_CRATE_NAME"));
    std::process::exit(1)
}

/// What the tool cannot go on without: a result or an option it stops on (see [`fail`]).
/// `what` is written out only on failure: hand it `format_args!`, not `format!`, which
/// would build the message on every call (some are made once a position written).
pub trait OrFail<T> {
    /// The value, or stops the tool saying `what` went wrong (and the error, if any).
    fn or_fail(self, what: impl Display) -> T;
}

impl<T, E: Display> OrFail<T> for Result<T, E> {
    fn or_fail(self, what: impl Display) -> T {
        self.unwrap_or_else(|error| fail(format!("{what}: {error}")))
    }
}

impl<T> OrFail<T> for Option<T> {
    fn or_fail(self, what: impl Display) -> T {
        self.unwrap_or_else(|| fail(what))
    }
}

/// The tool's arguments (without the program's name) with its usage, to read them by
/// position.
pub struct Args {
    values: Vec<String>,
    usage: &'static str,
}

impl Args {
    /// The process's arguments; `usage` is printed when they are wrong.
    pub fn new(usage: &'static str) -> Args {
        let mut args = Args {
            values: Vec::new(),
            usage,
        };
        // `std::env::args` would panic on an argument that is not UTF-8.
        for arg in std::env::args_os().skip(1) {
            match arg.into_string() {
                Ok(text) => args.values.push(text),
                Err(arg) => args.wrong(format!("{} is not UTF-8 text", arg.display())),
            }
        }
        args
    }

    /// Stops the tool for bad arguments: `problem`, then the usage; exit status 2.
    pub fn wrong(&self, problem: impl Display) -> ! {
        eprintln!(
            "{}: {problem}\nusage: {}",
            env!("CARGO_CRATE_NAME"),
            self.usage
        );
        std::process::exit(2)
    }

    /// How many arguments there are.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// The argument at `at` (0 is the first after the program's name), if given.
    pub fn get(&self, at: usize) -> Option<&str> {
        self.values.get(at).map(String::as_str)
    }

    /// The argument at `at`, which must be given: `what` names it in the error ("depth").
    pub fn text(&self, at: usize, what: &str) -> &str {
        self.get(at)
            .unwrap_or_else(|| self.wrong(format!("the {what} is missing")))
    }

    /// The argument at `at` read as a `T` (a number, say), which must be given.
    pub fn value<T: FromStr>(&self, at: usize, what: &str) -> T {
        self.parse(self.text(at, what), what)
    }

    /// The argument at `at` read as a `T` if given, else `default`; given but not a `T`
    /// is an error, not the default.
    pub fn value_or<T: FromStr>(&self, at: usize, what: &str, default: T) -> T {
        self.get(at).map_or(default, |text| self.parse(text, what))
    }

    /// The argument at `at` read as a count of one or more (threads, say) if given, else
    /// `default`.
    pub fn count_or<T: FromStr + PartialOrd + From<u8>>(
        &self,
        at: usize,
        what: &str,
        default: T,
    ) -> T {
        let count = self.value_or(at, what, default);
        if count < T::from(1) {
            self.wrong(format!("the {what} must be 1 or more"));
        }
        count
    }

    /// The argument at `at` read as a time in milliseconds, which must be given and be
    /// positive (a search given no time, or NaN, would never stop or never start).
    pub fn milliseconds(&self, at: usize, what: &str) -> f64 {
        let ms: f64 = self.value(at, what);
        if !(ms > 0.0 && ms.is_finite()) {
            self.wrong(format!(
                "the {what} must be a positive number of milliseconds"
            ));
        }
        ms
    }

    /// The arguments from `at` on (none when there are fewer).
    pub fn rest(&self, at: usize) -> &[String] {
        self.values.get(at..).unwrap_or(&[])
    }

    /// The arguments from `at` on, of which there must be one or more ("games file").
    pub fn one_or_more(&self, at: usize, what: &str) -> &[String] {
        match self.rest(at) {
            [] => self.wrong(format!("no {what} given")),
            given => given,
        }
    }

    /// `text` read as a `T`, or stops the tool saying which argument (`what`) is wrong.
    pub fn parse<T: FromStr>(&self, text: &str, what: &str) -> T {
        text.parse()
            .unwrap_or_else(|_| self.wrong(format!("'{text}' is not a valid {what}")))
    }
}
