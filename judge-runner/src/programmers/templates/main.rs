//! The harness's entry: reads stdin, calls `run` (generated for the signature) and hands the
//! returned value to the runner after the marker of `programmers::channel`. A fragment of
//! `mod harness`: the generator copies what follows the first `// piece:` line, and a test
//! assembles every piece with a `solution` and compiles it with rustc.

// piece: main
use std::io::{self, Read, Write};

/// Starts the line that hands the returned value to the runner, after whatever `solution`
/// printed: `cargo judge` judges only what follows it, as Programmers ignores stdout.
const RETURNED: &str = "\u{1e}returned\u{1e}";

pub fn main() {
    let mut input = String::new();
    let out = match io::stdin().read_to_string(&mut input) {
        Ok(_) => run(&input),
        Err(e) => Err(format!("cannot read stdin: {e}")),
    };
    match out {
        Ok(out) => io::stdout()
            .lock()
            .write_all(format!("\n{RETURNED}{out}").as_bytes())
            .expect("stdout"),
        Err(message) => {
            eprintln!("error: {message}");
            std::process::exit(1);
        }
    }
}
