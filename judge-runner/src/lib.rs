//! judge-runner: builds every solution exactly as the judge does, runs it on every stored
//! case under the problem's limits, compares with the judge's rules and reports verdicts.
//!
//! Data flows one way: discover ([`workspace`]) → build ([`build`]) → execute
//! ([`execute`]) → compare ([`compare`]) → verdict ([`verdict`]) → report ([`report`]).
//! The engine (`engine`) is the one place where a program is built, run and judged; the
//! judge command (`judge`) and the authoring commands (`author`) drive it. [`run`] is the
//! whole program but for reading the environment, which `main` does once into a
//! [`Context`].

// Parts of the executor that only Linux uses (spawners, the subreaper's sweep, memfd) are
// compiled everywhere so that one executor serves every platform.
#![cfg_attr(
    not(target_os = "linux"),
    allow(dead_code, reason = "Linux-only paths of the portable executor")
)]

pub mod cli;
pub mod compare;
pub mod config;
pub mod error;
pub mod verdict;

mod author;
mod build;
mod cancel;
mod engine;
mod execute;
mod file;
mod html;
mod json;
mod judge;
#[cfg(test)]
mod layers;
mod pool;
mod profile;
mod programmers;
mod report;
mod sites;
mod sourced;
mod suggest;
mod synth;
mod sys;
mod text;
mod workspace;

pub use execute::Platform;
pub use report::{Format, Lang};

use error::Error;
use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;

/// Everything the runner takes from its environment, read once by `main`.
pub struct Context {
    /// The directory the runner was started in.
    pub cwd: PathBuf,
    /// `COLUMNS`: the terminal's width, for `show` (`None` when unset or not a number).
    pub columns: Option<usize>,
    /// Where the judge's report goes, in every format (as `cargo test`'s results do).
    pub stdout: Box<dyn Write + Send>,
    /// Where errors and what the authoring commands say go (as cargo's own status lines).
    pub stderr: Box<dyn Write + Send>,
    /// Whether stdout is a terminal (colour in `auto` mode, `watch` clearing the screen).
    pub stdout_is_terminal: bool,
    /// Whether stderr is a terminal (progress lines, which only a terminal gets).
    pub stderr_is_terminal: bool,
    /// `NO_COLOR` was set to a non-empty value.
    pub no_color: bool,
    /// The locale of messages (`LC_ALL`, else `LC_MESSAGES`, else `LANG`), for Korean labels.
    pub lang: Option<String>,
    /// `RUSTC`, the compiler to use instead of `rustc` from `PATH`.
    pub rustc: Option<OsString>,
    /// The fixed environment every program the runner starts gets, and no other variable
    /// of the user's: `PATH` (compilers find the linker through it, kept submissions their
    /// interpreter) and `LANG=C.UTF-8`; the executor adds `HOME`, the run's own folder.
    pub child_env: Vec<(OsString, OsString)>,
    /// The user's `RUST_*` variables (`RUST_BACKTRACE`, `RUST_MIN_STACK`, a test's own
    /// switch): the solution's own unit tests get them besides `child_env`, being the
    /// user's tests; no judged run does.
    pub test_env: Vec<(OsString, OsString)>,
    /// What a clipboard tool needs to reach the desktop (`DISPLAY`, `WAYLAND_DISPLAY`,
    /// `XDG_RUNTIME_DIR`, `XAUTHORITY`, `HOME`), for `print --copy` only; with `PATH` from
    /// `child_env`.
    pub clipboard_env: Vec<(OsString, OsString)>,
    /// `GITHUB_STEP_SUMMARY`: the file the github format appends its Markdown table to.
    pub step_summary: Option<PathBuf>,
    /// Number of CPUs, the default for `--jobs`.
    pub cpus: usize,
    /// Which of the executor's paths runs programs: `JUDGE_RUNNER_EXECUTOR=portable` makes
    /// Linux run the path macOS runs.
    pub platform: Platform,
    /// This binary, started again as the spawner of solutions (`None`: spawn directly).
    pub exe: Option<PathBuf>,
}

/// Variables whose values stay readable in the runner's `/proc/<pid>/environ` after
/// [`hide_environment`]: what the tools it may start (rustc through rustup, git, curl) need,
/// and nothing that usually holds a secret. `NAME_*` keeps every variable with that prefix
/// (rustup's settings, such as `RUSTUP_AUTO_INSTALL=0`, change what it does).
const VISIBLE_VARIABLES: &[&str] = &[
    "PATH",
    "HOME",
    "USER",
    "LANG",
    "LC_ALL",
    "TERM",
    "TMPDIR",
    "RUSTC",
    "RUSTUP_*",
    "CARGO_HOME",
    "RUST_BACKTRACE",
    "NO_COLOR",
];

/// Blanks the values of every other variable in the environment block that other processes
/// see through `/proc/<pid>/environ` (a judged program runs as the same user as the runner),
/// keeping [`VISIBLE_VARIABLES`]. `main` calls it once it has read its [`Context`]; the
/// runner reads no variable after that. Linux only; elsewhere it does nothing.
pub fn hide_environment() {
    sys::scrub_environment(VISIBLE_VARIABLES);
}

/// Sets up what every run this process starts relies on, before any: nothing this process
/// inherited (a terminal, a CI log pipe, cargo's jobserver) is passed on past stderr, and
/// the Landlock ABI is capped at `landlock_abi` (`JUDGE_LANDLOCK_ABI`: to try an older
/// kernel's fallbacks on a newer one; 0 turns Landlock off).
pub fn prepare_confinement(landlock_abi: Option<&std::ffi::OsStr>) {
    sys::close_inherited_descriptors();
    if let Some(cap) = landlock_abi.and_then(|v| v.to_str()?.trim().parse::<i64>().ok()) {
        sys::cap_landlock_abi(cap.max(0));
    }
}

/// The function that runs subcommand `sub`: an authoring command's, or the judge's `watch`
/// and `replay` (here, above both, so that neither reaches into the other to dispatch).
fn subcommand(sub: cli::Subcommand) -> author::Command {
    use cli::Subcommand as S;
    match sub {
        S::New => author::new::run,
        S::Add => author::add::run,
        S::Stress => author::stress::run,
        S::Print => author::print::run,
        S::Index => author::index::run,
        S::Import => author::import::run,
        S::ImportData => author::import_data::run,
        S::Listen => author::listen::run,
        S::Run => author::run::run,
        S::Show => author::show::run,
        S::Watch => judge::watch::run,
        S::Validate => author::validate::run,
        S::Gen => author::gen::run,
        S::Replay => judge::replay::run,
        S::Strengthen => judge::strengthen::run,
        S::Todo => author::todo::run,
    }
}

/// Runs the parsed command and returns the process exit code (see [`error`]).
pub fn run(args: &[String], ctx: &mut Context) -> i32 {
    let parsed = cli::parse(args);
    // The language of an error: the command's `--lang` when it parsed, else a well-formed
    // `--lang` on the line it refused (which may be the only part it could read), else the
    // locale's.
    let given = match &parsed {
        Ok(cli::Command::Judge(options)) => options.lang,
        Ok(cli::Command::Author(sub, matches)) if sub.takes(&cli::flags::LANG_MESSAGES) => matches
            .get(&cli::flags::LANG_MESSAGES, cli::lang)
            .ok()
            .flatten(),
        _ => cli::lang_on_the_line(args),
    };
    let lang = Lang::chosen(given, ctx.lang.as_deref());
    let result = parsed.and_then(|command| match command {
        cli::Command::Help => write_out(&mut ctx.stdout, &cli::help(lang)).map(|()| error::EXIT_OK),
        cli::Command::Version => write_out(
            &mut ctx.stdout,
            &format!("judge-runner {}\n", env!("CARGO_PKG_VERSION")),
        )
        .map(|()| error::EXIT_OK),
        cli::Command::Judge(options) if options.explain_data == cli::ExplainData::On => {
            judge::explain::run(&options, ctx)
        }
        cli::Command::Judge(options) => judge::judge(&options, ctx),
        cli::Command::SandboxInfo => write_out(
            &mut ctx.stdout,
            &sys::sandbox_info()
                .iter()
                .map(|line| format!("{line}\n"))
                .collect::<String>(),
        )
        .map(|()| error::EXIT_OK),
        cli::Command::SubcommandHelp(sub) => {
            write_out(&mut ctx.stdout, &sub.help(lang)).map(|()| error::EXIT_OK)
        }
        cli::Command::Author(sub, matches) => author::run(subcommand(sub), &matches, ctx),
        cli::Command::Spawner(args) => Ok(execute::serve_spawner(&args)),
    });
    match result {
        Ok(code) => code,
        Err(e) if e.is_broken_pipe() => error::EXIT_OK,
        Err(e) => {
            let (label, caused_by) = report::words::error_labels(lang);
            let mut text = format!("{label} {}\n", report::words::error(&e, lang));
            let mut source = std::error::Error::source(&e);
            while let Some(cause) = source {
                text.push_str(&format!("{caused_by} {cause}\n"));
                source = cause.source();
            }
            // An error may quote a helper's or a checker's words (a panic): inert, as in the
            // reports.
            let _ = ctx.stderr.write_all(report::inert(&text).as_bytes());
            error::EXIT_TROUBLE
        }
    }
}

fn write_out(out: &mut dyn Write, text: &str) -> Result<(), Error> {
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(Error::Output)
}
