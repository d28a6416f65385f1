//! The floor of judging: only spawn each case and check its bytes. For benches/judge-bench.sh.
//!
//! Usage: `spawn-floor BIN DIR [BIN DIR]...`
//!
//! For each pair, runs BIN once per `DIR/NAME.in` (names in byte order), with stdin opened
//! on that file, stdout read through a pipe and stderr sent to /dev/null, and compares the
//! output with `DIR/NAME.out` byte for byte. Nothing else: no limits, no process group, no
//! temporary files, no report. This is the least any judge must do, so the runner's time
//! over this program's is its own overhead.
//!
//! Prints `CASES PASSED` on stdout; exits 0 when every case passed, 1 when one did not (its
//! name goes to stderr), 2 on bad arguments or an unreadable folder. Std only.

use std::fs::{self, File};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{self, Command, Stdio};

fn inputs(dir: &Path) -> Vec<PathBuf> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            eprintln!("spawn-floor: cannot list {}: {e}", dir.display());
            process::exit(2);
        }
    };
    let mut found: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    found.sort();
    found
}

/// Runs `bin` on `input`; whether it exited 0 with exactly the bytes of `answer`.
fn judge(bin: &Path, input: &Path, answer: &Path) -> Result<bool, String> {
    let stdin = File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let mut child = Command::new(bin)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    let mut out = Vec::new();
    if let Some(mut pipe) = child.stdout.take() {
        pipe.read_to_end(&mut out)
            .map_err(|e| format!("reading the output of {}: {e}", bin.display()))?;
    }
    let status = child.wait().map_err(|e| format!("wait: {e}"))?;
    let expected = fs::read(answer).map_err(|e| format!("{}: {e}", answer.display()))?;
    Ok(status.success() && out == expected)
}

fn main() {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    if args.is_empty() || args.len() % 2 != 0 {
        eprintln!("usage: spawn-floor BIN DIR [BIN DIR]...");
        process::exit(2);
    }
    let (mut cases, mut passed) = (0u64, 0u64);
    for pair in args.chunks(2) {
        let (bin, dir) = (&pair[0], &pair[1]);
        for input in inputs(dir) {
            cases += 1;
            match judge(bin, &input, &input.with_extension("out")) {
                Ok(true) => passed += 1,
                Ok(false) => eprintln!("spawn-floor: {} failed", input.display()),
                Err(why) => {
                    eprintln!("spawn-floor: {why}");
                    process::exit(2);
                }
            }
        }
    }
    println!("{cases} {passed}");
    process::exit(if passed == cases { 0 } else { 1 });
}
