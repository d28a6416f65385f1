//! The `confinement` workspace: programs from a solution file or judge data that reach past
//! their run: the user's terminal, their session's leader, a process outside the run,
//! sockets (TCP, a unix socket file, an abstract socket), `/dev/shm`, descriptors the runner
//! inherited, root's powers; unit tests and a checker that read the runner's secrets or
//! another problem's answer and write into the judge data; a compiler that reads the judge
//! data. Judged once, from a shell that leads its own session on a pseudo-terminal (`script`),
//! with a descriptor of its own open as fd 7, as a user's terminal and CI's log pipe are.

use std::fs;
use std::io::ErrorKind;
use std::net::TcpListener;
use std::os::linux::net::SocketAddrExt;
use std::os::unix::net::{SocketAddr, UnixListener};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use crate::json::{Event, Value};
use crate::support::{self, Workspace};

struct Confined {
    events: Vec<Event>,
    /// The runner's stderr.
    stderr: String,
    /// What the runner's exit code was, as the shell that started it saw it; `None` when the
    /// shell never got to write it (a solution killed it).
    shell_saw: Option<i32>,
    /// Whether the process outside the run is still alive afterwards.
    outsider_alive: bool,
    /// Its open-files limit before and after the run.
    outsider_limits: (String, String),
    /// What reached fd 7, the shell's own descriptor.
    fd7: Vec<u8>,
    /// Connections the listeners outside the run accepted: TCP, unix file, abstract.
    connections: Vec<&'static str>,
    /// Whether the file a solution tried to create in `/dev/shm` exists.
    shm_written: bool,
    /// Files created in `testcases/` by the run.
    planted: Vec<PathBuf>,
    /// Whether a pseudo-terminal was the session's terminal (`script` was found).
    on_a_terminal: bool,
}

/// The open-files line of `/proc/<pid>/limits`.
fn open_files_limit(pid: u32) -> String {
    fs::read_to_string(format!("/proc/{pid}/limits"))
        .unwrap_or_default()
        .lines()
        .find(|l| l.starts_with("Max open files"))
        .unwrap_or_default()
        .to_owned()
}

fn accepted(result: std::io::Result<impl Sized>) -> bool {
    match result {
        Ok(_) => true,
        Err(e) if e.kind() == ErrorKind::WouldBlock => false,
        Err(e) => panic!("accept failed: {e}"),
    }
}

/// The confinement workspace judged with the machine's full confinement.
fn confined() -> &'static Confined {
    static RUN: OnceLock<Confined> = OnceLock::new();
    RUN.get_or_init(|| judge_confinement("confinement", None))
}

/// The same, with Landlock capped at ABI 5 (`JUDGE_LANDLOCK_ABI`): what a kernel without
/// Landlock's signal and socket scopes gets, where the seccomp filter stands in for them.
fn fallback() -> &'static Confined {
    static RUN: OnceLock<Confined> = OnceLock::new();
    RUN.get_or_init(|| judge_confinement("confinement-abi5", Some(5)))
}

fn judge_confinement(test: &str, abi: Option<u32>) -> Confined {
    {
        let workspace = Workspace::copy_isolated("confinement", test);
        let root = workspace.root().to_path_buf();
        let answer = root.join("testcases/compile-include/1.out");
        workspace.write(
            "problems/compile-include/src/main.rs",
            format!(
                "const ANSWER: &str = include_str!({:?});\n\nfn main() {{\n    print!(\"{{ANSWER}}\");\n}}\n",
                answer.display().to_string()
            )
            .as_bytes(),
        );
        let tag = format!("judge-confinement-{}", std::process::id());
        let outsider = support::Reaped::new(
            Command::new("sleep")
                .arg("7340201")
                .stdin(Stdio::null())
                .spawn()
                .expect("start sleep"),
        );
        let limits_before = open_files_limit(outsider.id());
        // tgkill, which abort() uses on itself, is refused only by Landlock's signal scope.
        let scoped = abi.unwrap_or(u32::MAX).min(support::landlock_abi()) >= 6;
        workspace.write(
            "testcases/kill-outside/1.in",
            format!("{}{}\n", outsider.id(), if scoped { " tgkill" } else { "" }).as_bytes(),
        );
        let tcp = TcpListener::bind("127.0.0.1:0").expect("listen on 127.0.0.1");
        tcp.set_nonblocking(true).unwrap();
        let sockets = std::env::temp_dir().join(format!("{tag}-sockets"));
        let _ = fs::remove_dir_all(&sockets);
        fs::create_dir_all(&sockets).unwrap();
        let unix = UnixListener::bind(sockets.join("agent.sock")).expect("bind a unix socket");
        unix.set_nonblocking(true).unwrap();
        let name = SocketAddr::from_abstract_name(tag.as_bytes()).unwrap();
        let abstract_socket = UnixListener::bind_addr(&name).expect("bind an abstract socket");
        abstract_socket.set_nonblocking(true).unwrap();
        workspace.write(
            "testcases/sockets/1.in",
            format!(
                "{} {} {tag} {tag}\n",
                tcp.local_addr().unwrap().port(),
                sockets.join("agent.sock").display()
            )
            .as_bytes(),
        );
        let files = |dir: &Path| -> Vec<PathBuf> {
            let mut found = Vec::new();
            for problem in fs::read_dir(dir).unwrap().flatten() {
                for file in fs::read_dir(problem.path()).unwrap().flatten() {
                    found.push(file.path());
                }
            }
            found
        };
        let before = files(&root.join("testcases"));

        let out = root.join("judge.out");
        let err = root.join("judge.err");
        let status = root.join("judge.status");
        let fd7 = sockets.join("fd7");
        let runner = support::runner();
        let script = format!(
            "exec 7>>'{}'; '{}' --root '{}' --format json --jobs 2 >'{}' 2>'{}'; echo $? >'{}'",
            fd7.display(),
            runner.get_program().to_string_lossy(),
            root.display(),
            out.display(),
            err.display(),
            status.display()
        );
        let on_a_terminal = Command::new("script")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success());
        let mut shell = if on_a_terminal {
            let mut c = Command::new("script");
            c.args(["-qec", &script, "/dev/null"])
                .env("SHELL", "/bin/sh");
            c
        } else {
            support::skip(
                "script",
                "no `script`: the confinement run has no terminal to reach",
            );
            let mut c = Command::new("setsid");
            c.args(["sh", "-c", &script]);
            c
        };
        for name in ["LC_ALL", "LC_MESSAGES", "LANG", "RUST_BACKTRACE"] {
            shell.env_remove(name);
        }
        if let Some(abi) = abi {
            shell.env("JUDGE_LANDLOCK_ABI", abi.to_string());
        }
        let mut shell = support::Reaped::new(
            shell
                .env("JUDGE_TEST_SECRET", "hunter2")
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .spawn()
                .expect("start the shell"),
        );
        let deadline = std::time::Instant::now() + Duration::from_secs(300);
        while shell.try_wait().unwrap().is_none() {
            assert!(std::time::Instant::now() < deadline, "the run never ended");
            std::thread::sleep(Duration::from_millis(50));
        }
        // A shell killed by a solution leaves its runner running on: wait for its output.
        while !fs::read_to_string(&out)
            .unwrap_or_default()
            .contains("\"summary\"")
        {
            assert!(
                std::time::Instant::now() < deadline,
                "the runner never finished"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        let shell_saw = fs::read_to_string(&status)
            .ok()
            .and_then(|s| s.trim().parse().ok());
        let text = fs::read_to_string(&out).unwrap_or_default();
        let events = crate::json::parse_lines(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        let mut outsider = outsider;
        let outsider_alive = outsider.try_wait().unwrap().is_none();
        let limits_after = open_files_limit(outsider.id());
        let _ = outsider.kill();
        let _ = outsider.wait();
        let mut connections = Vec::new();
        if accepted(tcp.accept()) {
            connections.push("tcp");
        }
        if accepted(unix.accept()) {
            connections.push("unix socket file");
        }
        if accepted(abstract_socket.accept()) {
            connections.push("abstract socket");
        }
        let shm = Path::new("/dev/shm").join(&tag);
        let shm_written = shm.exists();
        let _ = fs::remove_file(&shm);
        let fd7 = fs::read(&fd7).unwrap_or_default();
        let _ = fs::remove_dir_all(&sockets);
        let planted = files(&root.join("testcases"))
            .into_iter()
            .filter(|f| !before.contains(f))
            .collect();
        Confined {
            events,
            stderr: fs::read_to_string(&err).unwrap_or_default(),
            shell_saw,
            outsider_alive,
            outsider_limits: (limits_before, limits_after),
            fd7,
            connections,
            shm_written,
            planted,
            on_a_terminal,
        }
    }
}

/// The `problem` line of `problem` (a CE is reported there, not per case).
fn problem_line<'a>(events: &'a [Event], problem: &str) -> &'a Event {
    events
        .iter()
        .find(|e| e.kind() == "problem" && e.str("problem") == Some(problem))
        .unwrap_or_else(|| panic!("no problem line for {problem}: {events:?}"))
}

/// Asserts that `problem`'s one case is AC in `run`: every attack in it was refused.
fn refused_in(run: &Confined, problem: &str) {
    let (verdict, event) = support::case(&run.events, problem, "1");
    assert_eq!(verdict, "AC", "{event:?}\nstderr:\n{}", run.stderr);
}

/// [`refused_in`] the fully confined run.
fn refused(problem: &str) {
    refused_in(confined(), problem);
}

#[test]
fn a_judged_program_has_no_terminal() {
    skip_if_passed!();
    if support::portable_executor() {
        return; // the portable path starts runs from the runner: a session of their own too
    }
    let run = confined();
    if !run.on_a_terminal || !support::has_landlock("/dev/pts") {
        return;
    }
    refused("terminal");
}

#[test]
fn a_judged_program_cannot_signal_its_session_leader() {
    skip_if_passed!();
    if support::portable_executor() {
        return; // the portable path (macOS's) has no Landlock or seccomp to refuse signals
    }
    let run = confined();
    refused("kill-session");
    assert!(
        run.shell_saw.is_some(),
        "the shell that started the runner was killed or stopped"
    );
}

#[test]
fn a_judged_program_cannot_signal_or_limit_a_process_outside_its_run() {
    skip_if_passed!();
    if support::portable_executor() {
        return; // the portable path (macOS's) has no Landlock or seccomp to refuse signals
    }
    let run = confined();
    refused("kill-outside");
    assert!(run.outsider_alive, "the process outside the run was killed");
    assert_eq!(run.outsider_limits.0, run.outsider_limits.1);
}

#[test]
fn a_judged_program_reaches_no_socket_and_no_shared_memory() {
    skip_if_passed!();
    if support::portable_executor() || !support::has_landlock("/dev/shm") {
        return;
    }
    let run = confined();
    refused("sockets");
    assert!(run.connections.is_empty(), "{:?}", run.connections);
    assert!(!run.shm_written, "a file was written in /dev/shm");
}

#[test]
fn without_landlocks_scopes_seccomp_refuses_sockets_and_signals_outside_the_run() {
    skip_if_passed!();
    if support::portable_executor() || !support::has_landlock("/dev/shm") {
        return;
    }
    let run = fallback();
    for problem in [
        "sockets",
        "kill-session",
        "kill-outside",
        "inherited-fd",
        "root-only",
    ] {
        refused_in(run, problem);
    }
    assert!(run.connections.is_empty(), "{:?}", run.connections);
    assert!(run.outsider_alive, "the process outside the run was killed");
    assert!(run.shell_saw.is_some(), "the shell was killed");
}

#[test]
fn only_stdin_stdout_and_stderr_cross_into_a_run() {
    skip_if_passed!();
    let run = confined();
    refused("inherited-fd");
    assert!(
        run.fd7.is_empty(),
        "the shell's fd 7 got {:?}",
        String::from_utf8_lossy(&run.fd7)
    );
}

#[test]
fn as_root_a_judged_program_has_no_root_powers() {
    skip_if_passed!();
    if support::portable_executor() || !support::has_landlock("/etc/shadow") {
        return;
    }
    refused("root-only");
}

#[test]
fn unit_tests_run_confined_and_may_read_only_their_own_problem() {
    skip_if_passed!();
    if support::portable_executor() || !support::has_landlock("a unit test") {
        return;
    }
    let run = confined();
    let line = run
        .events
        .iter()
        .find(|e| e.kind() == "unit_tests" && e.str("problem") == Some("unit-tests-escape"))
        .expect("a unit_tests line");
    assert_eq!(
        line.get("ok"),
        Some(&Value::Bool(true)),
        "{line:?}\nstderr:\n{}",
        run.stderr
    );
    assert_eq!(line.uint("passed"), Some(4), "{line:?}");
    assert!(run.planted.is_empty(), "planted: {:?}", run.planted);
}

#[test]
fn a_checker_runs_confined_and_reads_only_the_files_it_is_given() {
    skip_if_passed!();
    if support::portable_executor() || !support::has_landlock("a checker") {
        return;
    }
    let run = confined();
    refused("checker-escape");
    assert!(run.planted.is_empty(), "planted: {:?}", run.planted);
}

#[test]
fn the_compiler_cannot_read_the_judge_data() {
    skip_if_passed!();
    if support::portable_executor() || !support::has_landlock("the compiler") {
        return;
    }
    let run = confined();
    let event = problem_line(&run.events, "compile-include");
    assert_eq!(event.str("verdict"), Some("CE"), "{event:?}");
    assert!(
        event
            .str("message")
            .is_some_and(|m| m.contains("Permission denied")),
        "{event:?}"
    );
}

#[test]
fn the_runner_still_reports_its_exit_code() {
    skip_if_passed!();
    if support::portable_executor() || !support::has_landlock("the compiler") {
        return;
    }
    let run = confined();
    // Every case is AC but compile-include's CE.
    assert_eq!(run.shell_saw, Some(1), "stderr:\n{}", run.stderr);
}

/// A workspace of three problems: one whose source includes `/dev/zero`, one whose macros
/// expand 2^40 times (the compiler would run for days), and an honest one.
#[test]
fn a_compile_that_reads_a_device_or_never_ends_is_stopped_and_the_rest_judged() {
    skip_if_passed!();
    if support::portable_executor() || !support::has_landlock("the compiler") {
        return;
    }
    let bench = support::Bench::new("compile-bounds");
    let root = bench.root();
    let write = |relative: &str, text: &str| {
        let path = root.join(relative);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    let problem = "time_limit_ms = 1000\nmemory_limit_mb = 64\n";
    write(
        "problems/compile-zero/src/main.rs",
        "static ZERO: &[u8] = include_bytes!(\"/dev/zero\");\n\nfn main() {\n    println!(\"{}\", ZERO.len());\n}\n",
    );
    write(
        "problems/compile-hang/src/main.rs",
        "macro_rules! grow {\n    () => {};\n    (x $($rest:tt)*) => { grow!($($rest)*); grow!($($rest)*); };\n}\n\n\
         fn main() {\n    grow!(x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x);\n}\n",
    );
    write(
        "problems/honest/src/main.rs",
        "fn main() {\n    println!(\"ok\");\n}\n",
    );
    for id in ["compile-zero", "compile-hang", "honest"] {
        write(&format!("testcases/{id}/problem.toml"), problem);
        write(&format!("testcases/{id}/1.in"), "go\n");
        write(&format!("testcases/{id}/1.out"), "ok\n");
    }
    let started = std::time::Instant::now();
    let run = support::finish(
        support::runner()
            .args(["--root"])
            .arg(root)
            .args(["--format", "json", "--jobs", "2"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap(),
    );
    let took = started.elapsed();
    let events = run.events();
    // 30 s of CPU or wall time, and the starved-run grace on a loaded machine.
    assert!(took < Duration::from_secs(150), "took {took:?}");
    support::assert_verdict(&events, "honest", "1", "AC");
    let event = problem_line(&events, "compile-zero");
    assert_eq!(event.str("verdict"), Some("CE"), "{event:?}");
    let hang = support::errors(&events)
        .into_iter()
        .find(|e| e.str("problem") == Some("compile-hang"))
        .unwrap_or_else(|| panic!("no error for compile-hang: {events:?}"));
    let message = hang.str("message").unwrap_or_default();
    assert!(
        message.contains("compile deadline") || message.contains("was killed by"),
        "{message}"
    );
    assert_eq!(run.code(), 2, "{}", run.stderr);
}
