//! The `cargo judge` binary: reads the environment once, runs, exits with the code.

use judge_runner::{run, Context, Platform};
use std::io::{self, IsTerminal};

fn main() {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let non_empty = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    judge_runner::prepare_confinement(non_empty("JUDGE_LANDLOCK_ABI").as_deref());
    let mut ctx = Context {
        cwd: std::env::current_dir().unwrap_or_else(|_| ".".into()),
        columns: non_empty("COLUMNS").and_then(|v| v.to_str().and_then(|v| v.trim().parse().ok())),
        stdout: Box::new(io::stdout()),
        stderr: Box::new(io::stderr()),
        stdout_is_terminal: io::stdout().is_terminal(),
        stderr_is_terminal: io::stderr().is_terminal(),
        no_color: non_empty("NO_COLOR").is_some(),
        // The locale of messages, as POSIX ranks the variables.
        lang: ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(non_empty)
            .map(|v| v.to_string_lossy().into_owned()),
        rustc: non_empty("RUSTC"),
        // The fixed environment of every program the runner starts, as a judge's: compilers
        // and interpreters need PATH, and every program gets the same locale (HOME is each
        // run's own folder, set by the executor). Nothing else of the user's shell.
        child_env: std::env::var_os("PATH")
            .map(|path| ("PATH".into(), path))
            .into_iter()
            .chain([("LANG".into(), "C.UTF-8".into())])
            .collect(),
        // The user's own tests keep the user's Rust settings (a backtrace, a test's switch).
        test_env: std::env::vars_os()
            .filter(|(name, _)| name.to_str().is_some_and(|n| n.starts_with("RUST_")))
            .collect(),
        // Only `print --copy` passes these on, to the clipboard tool it starts.
        clipboard_env: [
            "DISPLAY",
            "WAYLAND_DISPLAY",
            "XDG_RUNTIME_DIR",
            "XAUTHORITY",
            "HOME",
        ]
        .into_iter()
        .filter_map(|name| std::env::var_os(name).map(|value| (name.into(), value)))
        .collect(),
        step_summary: non_empty("GITHUB_STEP_SUMMARY").map(Into::into),
        cpus: std::thread::available_parallelism().map_or(1, |n| n.get()),
        platform: match non_empty("JUDGE_RUNNER_EXECUTOR") {
            Some(name) if name == "portable" => Platform::Portable,
            _ => Platform::Native,
        },
        exe: std::env::current_exe().ok(),
    };
    // Read once: from here on no judged program can find a token through /proc/<pid>/environ
    // of the runner.
    judge_runner::hide_environment();
    std::process::exit(run(&args, &mut ctx));
}
