//! Wall-clock timer for scripts/bench-solutions.sh.
//!
//! Usage: `timer RUNS WARMUP BIN INPUT [BIN INPUT]...`
//!
//! Each round runs every BIN once, in order, with stdin read from its INPUT and stdout and
//! stderr sent to /dev/null: WARMUP untimed rounds (to warm the page cache), then RUNS timed
//! ones. Interleaving the programs round by round means a burst of load on the machine hits
//! all of them alike, so their ratios hold up better than the raw times. A run is timed from
//! just before the spawn to the end of the wait, start-up included.
//!
//! Prints one line per BIN, in order: `MEDIAN_NS MIN_NS`, or `FAIL <reason>` once a run of
//! it fails (it is then left out of later rounds). Exits 2 on bad arguments. Std only.

use std::env;
use std::fs::File;
use std::process::{self, Command, Stdio};
use std::time::{Duration, Instant};

struct Program {
    bin: String,
    input: String,
    times: Vec<Duration>,
    failure: Option<String>,
}

impl Program {
    /// Runs once; records the time when `timed`, or the failure.
    fn run(&mut self, timed: bool) {
        if self.failure.is_some() {
            return;
        }
        let stdin = match File::open(&self.input) {
            Ok(file) => file,
            Err(e) => {
                self.failure = Some(format!("cannot open {}: {e}", self.input));
                return;
            }
        };
        let start = Instant::now();
        let status = Command::new(&self.bin)
            .stdin(stdin)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        let elapsed = start.elapsed();
        match status {
            Ok(s) if s.success() => {
                if timed {
                    self.times.push(elapsed);
                }
            }
            Ok(s) => self.failure = Some(format!("{s}")),
            Err(e) => self.failure = Some(format!("cannot run: {e}")),
        }
    }

    fn report(&mut self) -> String {
        if let Some(failure) = &self.failure {
            return format!("FAIL {failure}");
        }
        self.times.sort_unstable();
        // The lower median for an even count: a real sample, never an average of two.
        let median = self.times[(self.times.len() - 1) / 2];
        format!("{} {}", median.as_nanos(), self.times[0].as_nanos())
    }
}

fn usage(message: &str) -> ! {
    eprintln!("timer: {message}\nusage: timer RUNS WARMUP BIN INPUT [BIN INPUT]...");
    process::exit(2);
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    if args.len() < 4 || args.len() % 2 == 1 {
        usage("expected RUNS, WARMUP and pairs of BIN INPUT");
    }
    let count = |s: &str| -> usize {
        s.parse()
            .unwrap_or_else(|_| usage(&format!("not a count: {s:?}")))
    };
    let (runs, warmup) = (count(&args[0]), count(&args[1]));
    if runs == 0 {
        usage("RUNS must be at least 1");
    }
    let mut programs: Vec<Program> = args[2..]
        .chunks(2)
        .map(|pair| Program {
            bin: pair[0].clone(),
            input: pair[1].clone(),
            times: Vec::with_capacity(runs),
            failure: None,
        })
        .collect();
    for round in 0..warmup + runs {
        for program in &mut programs {
            program.run(round >= warmup);
        }
    }
    for program in &mut programs {
        println!("{}", program.report());
    }
}
