//! The harness's entry: reads stdin, calls `run` (generated for the signature) and hands the
//! returned value to the runner after the marker of `programmers::channel`. A fragment of
//! `mod harness`: the generator copies what follows the first `// piece:` line, and a test
//! assembles every piece with a `solution` and compiles it with rustc.

// piece: main
/// Starts the line handing the returned value to the runner, after what `solution` printed.
const RETURNED: &str = "\u{1e}returned\u{1e}";

pub fn main() {
    let out = match std::io::read_to_string(std::io::stdin()) {
        Ok(input) => run(&input),
        Err(e) => Err(format!("cannot read stdin: {e}")),
    };
    let out = out.unwrap_or_else(|message| {
        eprintln!("error: {message}");
        std::process::exit(1)
    });
    print!("\n{RETURNED}{out}");
}
