//! Shared helpers: copy a fixture workspace into a fresh temp dir, run the built binary
//! there, and read its events.
//!
//! The runner keeps its build cache and scratch files in `target/judge/` of the root it
//! judges. In every copy that folder is a link to one folder per test binary
//! ([`shared_judge_dir`]): the cache is keyed by the content of each source, so a solution
//! that several tests judge is compiled once per test binary, not once per copy. Tests
//! about the cache itself, or that look for the processes of one workspace's binaries,
//! take a private one ([`Workspace::copy_isolated`]).

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

use crate::json::{self, Event};

/// The runner binary as a command that speaks English whatever the user's locale (a
/// Korean `LANG` makes it speak Korean): a test that wants Korean sets `LANG` or passes
/// `--lang ko` itself.
pub fn runner() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_judge-runner"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    command
}

/// A run that takes longer than this is killed and reported as timed out, so a hanging
/// runner fails the tests instead of stalling them.
const RUN_TIMEOUT: Duration = Duration::from_secs(300);

/// A copy of one fixture workspace under the system temp dir, removed on drop (it is a
/// [`Bench`], the one owner of a test's temporary folder, with the fixture in it).
pub struct Workspace {
    bench: Bench,
}

impl Workspace {
    /// Copies `tests/fixtures/<fixture>` to a new temp dir named after the process, a
    /// counter and `test`, sharing the test binary's build cache.
    pub fn copy(fixture: &str, test: &str) -> Self {
        let workspace = Self::copy_isolated(fixture, test);
        share_judge_dir(workspace.root());
        workspace
    }

    /// Like [`Workspace::copy`], with a build cache of its own that starts empty.
    pub fn copy_isolated(fixture: &str, test: &str) -> Self {
        let bench = Bench::at(temp_root("cli", test));
        let root = bench.root();
        let from = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(fixture);
        copy_dir(&from, root);
        place_vendored(root);
        place_shared(&from, root);
        Self { bench }
    }

    /// The workspace root.
    pub fn root(&self) -> &Path {
        self.bench.root()
    }

    /// Writes `bytes` to `relative` inside the workspace (for inputs too big to commit).
    pub fn write(&self, relative: &str, bytes: &[u8]) {
        let path = self.root().join(relative);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).expect("create the parent folder");
        }
        fs::write(&path, bytes).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
    }

    /// Runs `judge-runner [PROBLEM...] --root DIR --format FORMAT --jobs 2` with the
    /// workspace as current directory, backtraces and colour settings removed from the
    /// environment, and `env` added.
    pub fn run(&self, problems: &[&str], format: &str, env: &[(&str, &str)]) -> Run {
        let mut command = self.command();
        command
            .args(problems)
            .arg("--root")
            .arg(self.root())
            .args(["--format", format, "--jobs", "2"])
            .envs(env.iter().copied());
        finish(command.spawn().expect("start judge-runner"))
    }

    /// The runner as a command in this workspace, with a clean environment for backtraces
    /// and colour; the caller adds arguments.
    pub fn command(&self) -> Command {
        let mut command = runner();
        command
            .current_dir(self.root())
            .env_remove("NO_COLOR")
            .env_remove("RUST_BACKTRACE")
            .env_remove("RUST_LIB_BACKTRACE")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }
}

/// A test's temporary workspace under the system temp dir, named after the process, a
/// counter and `test`, and removed on drop, whether the test passed or not: the one owner of
/// a temporary folder in these tests ([`Workspace`] and the helpers of single files, such as
/// `replay.rs`'s `Ws`, hold one). What a test keeps in a `static` is data read from it, never
/// the folder, which a `static` would never remove.
pub struct Bench {
    root: PathBuf,
}

impl Bench {
    /// An empty workspace (`problems/` and `testcases/`) sharing the test binary's build
    /// cache.
    pub fn new(test: &str) -> Bench {
        let bench = Bench::at(temp_root("bench", test));
        fs::create_dir_all(bench.root.join("problems")).expect("create problems/");
        fs::create_dir_all(bench.root.join("testcases")).expect("create testcases/");
        share_judge_dir(&bench.root);
        bench
    }

    /// The owner of the fresh path `root`, which is made.
    fn at(root: PathBuf) -> Bench {
        fs::create_dir_all(&root).unwrap_or_else(|e| panic!("create {}: {e}", root.display()));
        Bench { root }
    }

    /// An empty workspace with a `target/judge/` of its own (the record of failures and the
    /// kept outputs live there).
    pub fn private(test: &str) -> Bench {
        let bench = Bench::new(test);
        unshare_judge_dir(&bench.root);
        bench
    }

    /// A workspace holding copies of the example problems `ids`, from the tests' own
    /// fixture ([`seeds`]): the user's `problems/` may have dropped or changed them.
    pub fn seeded(test: &str, ids: &[&str]) -> Bench {
        let bench = Bench::new(test);
        for id in ids {
            for folder in ["problems", "testcases"] {
                let from = seeds().join(folder).join(id);
                assert!(from.is_dir(), "no {} in the seeds fixture", from.display());
                copy_dir(&from, &bench.root.join(folder).join(id));
            }
        }
        bench
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// `relative` under the root.
    pub fn path(&self, relative: &str) -> PathBuf {
        self.root.join(relative)
    }

    pub fn write(&self, relative: &str, text: &str) {
        let path = self.root.join(relative);
        fs::create_dir_all(path.parent().expect("a parent")).expect("create the folder");
        fs::write(&path, text).unwrap_or_else(|e| panic!("write {relative}: {e}"));
    }

    pub fn read(&self, relative: &str) -> Option<String> {
        fs::read_to_string(self.root.join(relative)).ok()
    }

    /// The text of a file that must be there.
    pub fn text(&self, relative: &str) -> String {
        fs::read_to_string(self.path(relative)).unwrap_or_else(|e| panic!("read {relative}: {e}"))
    }

    /// Replaces `from` (which must occur) by `to` in a file.
    pub fn edit(&self, relative: &str, from: &str, to: &str) {
        let text = self.text(relative);
        assert!(text.contains(from), "{relative} lacks {from:?}");
        self.write(relative, &text.replacen(from, to, 1));
    }

    /// Every file under the workspace but its `target/`, with its contents, sorted.
    pub fn snapshot(&self) -> Vec<(PathBuf, Vec<u8>)> {
        fn walk(dir: &Path, out: &mut Vec<(PathBuf, Vec<u8>)>) {
            for entry in fs::read_dir(dir).expect("list").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    if entry.file_name() != "target" {
                        walk(&path, out);
                    }
                } else {
                    out.push((path.clone(), fs::read(&path).expect("read")));
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.root, &mut out);
        out.sort();
        out
    }

    /// A BOJ-style problem `id` with `source` as its solution and `cases` as (name, input,
    /// expected output).
    pub fn problem(&self, id: &str, source: &str, cases: &[(&str, &str, &str)]) {
        self.write(&format!("problems/{id}/src/main.rs"), source);
        self.write(
            &format!("testcases/{id}/problem.toml"),
            "time_limit_ms = 1000\nmemory_limit_mb = 256\n",
        );
        for (name, input, output) in cases {
            self.write(&format!("testcases/{id}/{name}.in"), input);
            self.write(&format!("testcases/{id}/{name}.out"), output);
        }
    }

    /// The runner with `args` in folder `dir` of the workspace (`""`: its root), no `--root`,
    /// `stdin` on its stdin.
    pub fn run_in(&self, dir: &str, args: &[&str], stdin: &[u8]) -> Run {
        let mut command = runner();
        command
            .args(args)
            .current_dir(self.root.join(dir))
            .env_remove("NO_COLOR")
            .env_remove("RUST_BACKTRACE")
            .env_remove("RUST_LIB_BACKTRACE");
        feed(command, stdin)
    }

    /// The runner with `args` at the workspace root.
    pub fn run(&self, args: &[&str]) -> Run {
        self.run_in("", args, b"")
    }

    /// The runner with `args` and `--root ROOT`, at the workspace root, `stdin` on its stdin.
    pub fn rooted_with(&self, args: &[&str], stdin: &[u8]) -> Run {
        let root = self.root.to_str().expect("a UTF-8 temp path");
        let mut all = args.to_vec();
        all.extend(["--root", root]);
        self.run_in("", &all, stdin)
    }

    /// [`Bench::rooted_with`] with nothing on stdin.
    pub fn rooted(&self, args: &[&str]) -> Run {
        self.rooted_with(args, b"")
    }

    /// `judge --format json ARGS`: its exit code and events.
    pub fn json(&self, args: &[&str]) -> (i32, Vec<Event>) {
        let mut all = vec!["--format", "json"];
        all.extend_from_slice(args);
        let run = self.run(&all);
        let code = run.code();
        let events = json::parse_lines(&String::from_utf8_lossy(&run.stdout))
            .unwrap_or_else(|e| panic!("bad JSON Lines: {e}\n{}", run.stderr));
        (code, events)
    }
}

impl Drop for Bench {
    fn drop(&mut self) {
        // Best effort: a leftover temp dir must not fail a test that passed.
        let _ = fs::remove_dir_all(&self.root);
    }
}

/// A child process a test starts that may outlive an assertion (a server, a watcher, a
/// runner it interrupts, a sleeping outsider): killed and reaped when dropped, so that a test
/// that fails halfway leaves nothing running after `cargo test`.
pub struct Reaped(Option<std::process::Child>);

impl Reaped {
    pub fn new(child: std::process::Child) -> Reaped {
        Reaped(Some(child))
    }

    /// The child, no longer killed on drop (for [`finish`], which waits for it).
    pub fn into_inner(mut self) -> std::process::Child {
        self.0.take().expect("a child")
    }
}

impl std::ops::Deref for Reaped {
    type Target = std::process::Child;
    fn deref(&self) -> &std::process::Child {
        self.0.as_ref().expect("a child")
    }
}

impl std::ops::DerefMut for Reaped {
    fn deref_mut(&mut self) -> &mut std::process::Child {
        self.0.as_mut().expect("a child")
    }
}

impl Drop for Reaped {
    fn drop(&mut self) {
        if let Some(child) = self.0.as_mut() {
            // Best effort: it may have ended already.
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Whether the runners these tests start take the portable path
/// (`JUDGE_RUNNER_EXECUTOR=portable`, which `.ci/run` sets for some suites): the path macOS
/// runs, without what only Linux's native path has (spawners, the subreaper's sweep and its
/// accounting, Landlock, CPU affinity). Tests of those return early under it.
pub fn portable_executor() -> bool {
    std::env::var_os("JUDGE_RUNNER_EXECUTOR").is_some_and(|v| v == "portable")
}

/// A fresh path under the system temp dir, named after `kind`, the process, a counter and
/// `test`; whatever a crashed earlier run left there is removed.
fn temp_root(kind: &str, test: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let root = std::env::temp_dir().join(format!(
        "judge-runner-{kind}-{}-{n}-{test}",
        std::process::id()
    ));
    if root.exists() {
        fs::remove_dir_all(&root).expect("remove a stale temp workspace");
    }
    root
}

/// Starts `command` with `stdin` on a pipe (the runner may not read it: a broken pipe is
/// fine), then waits for it as [`finish`] does.
pub fn feed(mut command: Command, stdin: &[u8]) -> Run {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start judge-runner");
    let mut pipe = child.stdin.take().expect("piped stdin");
    let _ = std::io::Write::write_all(&mut pipe, stdin);
    drop(pipe);
    finish(child)
}

/// Waits for a started runner (killing it after the timeout) and collects its output.
pub fn finish(mut child: std::process::Child) -> Run {
    let start = Instant::now();
    let stdout = drain(child.stdout.take().expect("piped stdout"));
    let stderr = drain(child.stderr.take().expect("piped stderr"));
    let (status, timed_out) = loop {
        if let Some(status) = child.try_wait().expect("wait for judge-runner") {
            break (status, false);
        }
        if start.elapsed() > RUN_TIMEOUT {
            // Best effort: the process may have exited in between.
            let _ = child.kill();
            break (child.wait().expect("wait for judge-runner"), true);
        }
        thread::sleep(Duration::from_millis(20));
    };
    let wall = start.elapsed();
    Run {
        code: status.code(),
        timed_out,
        wall,
        stdout: collect(&stdout),
        stderr: String::from_utf8_lossy(&collect(&stderr)).into_owned(),
    }
}

/// The `target/judge/` folder every shared workspace of this test binary links to: in
/// cargo's temporary folder for integration tests, named after this process. Folders left
/// by earlier test binaries that are no longer running are removed first.
pub fn shared_judge_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let base = Path::new(env!("CARGO_TARGET_TMPDIR"));
        let prefix = "judge-shared-";
        for entry in fs::read_dir(base).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let stale = name
                .strip_prefix(prefix)
                .and_then(|pid| pid.parse::<u32>().ok())
                .is_some_and(|pid| !Path::new(&format!("/proc/{pid}")).exists());
            if stale && cfg!(target_os = "linux") {
                let _ = fs::remove_dir_all(entry.path());
            }
        }
        let dir = base.join(format!("{prefix}{}", std::process::id()));
        fs::create_dir_all(&dir).expect("create the shared judge folder");
        // The build cache (entries and their records) outlives the test binary, so that a
        // second `cargo test` builds no fixture again: a cache is made to be shared (entries
        // are content-addressed and renamed into place whole, every use is checked against
        // its record). What else is in target/judge (kept outputs, the record of failures,
        // scratch) stays this process's own. The tests of the cache itself use
        // `Workspace::copy_isolated`.
        // Where no link can be made (Windows without the right to make one), this process
        // keeps a cache of its own, which the runner makes itself.
        let kept = base.join("judge-cache");
        for name in ["cache", "records"] {
            fs::create_dir_all(kept.join(name)).expect("create the kept build cache");
            let _ = link_dir(&kept.join(name), &dir.join(name));
        }
        dir
    })
}

/// Puts a copy of the vendored `tests/fixtures/testlib/testlib.h` in each folder that the
/// workspace's `VENDORED` file lists (one path a line, relative to the workspace): the
/// repository holds testlib once, and each copied workspace gets it where its checkers and
/// interactors look for it, beside them or in their `cxx_include` folder.
fn place_vendored(root: &Path) {
    let Ok(list) = fs::read_to_string(root.join("VENDORED")) else {
        return;
    };
    let testlib = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/testlib/testlib.h");
    for folder in list
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let folder = root.join(folder);
        fs::create_dir_all(&folder).unwrap_or_else(|e| panic!("create {}: {e}", folder.display()));
        fs::copy(&testlib, folder.join("testlib.h"))
            .unwrap_or_else(|e| panic!("copy testlib.h to {}: {e}", folder.display()));
    }
}

/// Copies each file that a fixture holds once to the other places that need it, as the
/// fixture's `SHARED` file lists them: `FROM TO` a line, `FROM` relative to the fixture's own
/// folder (`from`; `../testlib/...` reaches the vendored testlib), `TO` to the copy `root`.
/// The interactive fixture's problems share one interactor and a few solutions, say.
fn place_shared(from: &Path, root: &Path) {
    let Ok(list) = fs::read_to_string(from.join("SHARED")) else {
        return;
    };
    for line in list
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let (source, target) = line
            .split_once(char::is_whitespace)
            .unwrap_or_else(|| panic!("a SHARED line is `FROM TO`, not `{line}`"));
        let (source, target) = (from.join(source), root.join(target.trim()));
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)
                .unwrap_or_else(|e| panic!("create {}: {e}", parent.display()));
        }
        fs::copy(&source, &target)
            .unwrap_or_else(|e| panic!("copy {} to {}: {e}", source.display(), target.display()));
    }
}

/// Makes `root/target/judge` a link to [`shared_judge_dir`] where a link can be made: always
/// on Unix; on Windows a directory symlink, which needs Developer Mode or an elevated shell
/// (GitHub's Windows runners have it). Elsewhere the workspace keeps a cache of its own, which
/// only makes the tests slower.
pub fn share_judge_dir(root: &Path) {
    let target = root.join("target");
    fs::create_dir_all(&target).expect("create target/");
    let linked = link_dir(shared_judge_dir(), &target.join("judge"));
    assert!(
        linked || cfg!(windows),
        "link target/judge to the shared folder"
    );
}

/// Makes `link` a link to the folder `to`; false when the OS refused.
fn link_dir(to: &Path, link: &Path) -> bool {
    #[cfg(unix)]
    let made = std::os::unix::fs::symlink(to, link);
    #[cfg(windows)]
    let made = std::os::windows::fs::symlink_dir(to, link);
    made.is_ok()
}

/// Removes `root/target/judge` if it is the link [`share_judge_dir`] made, so that the
/// workspace keeps a record of failures and kept outputs of its own; a folder of its own
/// (where no link could be made) stays.
pub fn unshare_judge_dir(root: &Path) {
    let link = root.join("target/judge");
    let is_link = fs::symlink_metadata(&link).is_ok_and(|m| m.file_type().is_symlink());
    if is_link {
        // A directory symlink is a folder to Windows (removed with `remove_dir`), a file to Unix.
        fs::remove_file(&link)
            .or_else(|_| fs::remove_dir(&link))
            .expect("unlink the shared folder");
    }
}

/// The tests' copies of the example problems (`tests/fixtures/seeds`).
pub fn seeds() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/seeds")
}

/// Whether `path` is one of the build cache's binaries, not a compile error, a record or a
/// remembered pass: the binaries are named by their key alone, plus `.exe` on Windows.
pub fn is_cache_binary(path: &Path) -> bool {
    path.extension().map_or(Some(""), |e| e.to_str()) == Some(std::env::consts::EXE_EXTENSION)
}

pub fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap_or_else(|e| panic!("create {}: {e}", to.display()));
    let entries = fs::read_dir(from).unwrap_or_else(|e| panic!("list {}: {e}", from.display()));
    for entry in entries {
        let entry = entry.expect("directory entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("file type").is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target)
                .unwrap_or_else(|e| panic!("copy {}: {e}", entry.path().display()));
        }
    }
}

/// Reads a pipe to its end on a thread of its own, so neither pipe can block the other.
fn drain(mut pipe: impl Read + Send + 'static) -> mpsc::Receiver<Vec<u8>> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let mut bytes = Vec::new();
        // A read error keeps what was read so far; the assertions say the rest.
        let _ = pipe.read_to_end(&mut bytes);
        let _ = tx.send(bytes);
    });
    rx
}

/// What a drained pipe held. A pipe still held open by a stray grandchild after the runner
/// exited gives up after a few seconds rather than hanging the test.
fn collect(pipe: &mpsc::Receiver<Vec<u8>>) -> Vec<u8> {
    pipe.recv_timeout(Duration::from_secs(10))
        .unwrap_or_else(|_| b"[pipe still open 10 s after judge-runner exited]".to_vec())
}

/// One finished (or killed) run of the runner.
pub struct Run {
    code: Option<i32>,
    timed_out: bool,
    pub wall: Duration,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

impl Run {
    /// The exit code.
    ///
    /// # Panics
    /// When the runner timed out or died from a signal.
    pub fn code(&self) -> i32 {
        assert!(
            !self.timed_out,
            "judge-runner was killed after {RUN_TIMEOUT:?}; stderr:\n{}",
            self.stderr
        );
        self.code
            .unwrap_or_else(|| panic!("judge-runner died from a signal; stderr:\n{}", self.stderr))
    }

    /// Asserts the exit code, showing the output when it is wrong.
    #[track_caller]
    pub fn expect(self, code: i32) -> Run {
        assert_eq!(
            self.code(),
            code,
            "exit code\nstdout:\n{}\nstderr:\n{}",
            self.stdout_text(),
            self.stderr
        );
        self
    }

    /// Stdout as text.
    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }

    /// Stdout and stderr together, as text (the human report may use either).
    pub fn text(&self) -> String {
        format!("{}{}", String::from_utf8_lossy(&self.stdout), self.stderr)
    }

    /// The JSON Lines events on stdout.
    ///
    /// # Panics
    /// When stdout is not UTF-8 JSON Lines, or the run did not finish.
    pub fn events(&self) -> Vec<Event> {
        self.code();
        let text = std::str::from_utf8(&self.stdout)
            .unwrap_or_else(|e| panic!("judge-runner's JSON output is not UTF-8: {e}"));
        json::parse_lines(text).unwrap_or_else(|e| {
            panic!(
                "judge-runner printed bad JSON Lines: {e}\nstderr:\n{}",
                self.stderr
            )
        })
    }
}

/// The case lines, in output order.
pub fn cases(events: &[Event]) -> Vec<&Event> {
    events.iter().filter(|e| e.kind() == "case").collect()
}

/// The verdict and event of case `case` of `problem`.
///
/// # Panics
/// Unless there is exactly one such case line with a verdict.
pub fn case<'a>(events: &'a [Event], problem: &str, case: &str) -> (&'a str, &'a Event) {
    let found: Vec<&Event> = cases(events)
        .into_iter()
        .filter(|e| e.str("problem") == Some(problem) && e.str("case") == Some(case))
        .collect();
    assert_eq!(
        found.len(),
        1,
        "expected one case line for {problem}/{case}, found {found:?}"
    );
    let verdict = found[0]
        .str("verdict")
        .unwrap_or_else(|| panic!("case line without a verdict: {:?}", found[0]));
    (verdict, found[0])
}

/// Asserts the verdict of one case.
pub fn assert_verdict(events: &[Event], problem: &str, case_name: &str, verdict: &str) {
    let (found, event) = case(events, problem, case_name);
    assert_eq!(found, verdict, "{problem}/{case_name}: {event:?}");
}

/// The summary, which must be the last line.
pub fn summary(events: &[Event]) -> &Event {
    let last = events.last().expect("judge-runner printed no events");
    assert_eq!(last.kind(), "summary", "the last line is not the summary");
    assert_eq!(
        events.iter().filter(|e| e.kind() == "summary").count(),
        1,
        "more than one summary line"
    );
    last
}

/// The `error` events.
pub fn errors(events: &[Event]) -> Vec<&Event> {
    events.iter().filter(|e| e.kind() == "error").collect()
}

/// The repository's own root `Cargo.toml` (its lints, edition and the judge's `rust-version`)
/// with the problems as its only members, for a temp workspace that cargo builds.
pub fn workspace_manifest() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml");
    let text = fs::read_to_string(&path).expect("read the repository's Cargo.toml");
    let members = "members = [\"judge-runner\", \"problems/*\"]";
    assert!(text.contains(members), "no `{members}` in {text}");
    let default = "default-members = [\"judge-runner\"]\n";
    assert!(text.contains(default), "no `{default}` in {text}");
    text.replace(members, "members = [\"problems/*\"]")
        .replace(default, "")
}

/// The C++ compiler the runner will find for `checker.cpp` and `interactor.cpp`: `g++`,
/// else `c++`. `None` when neither runs, after [`skip`] for the tool `g++` naming `test`,
/// which then returns without asserting anything.
pub fn cxx(test: &str) -> Option<&'static str> {
    static FOUND: OnceLock<Option<&'static str>> = OnceLock::new();
    let found = *FOUND.get_or_init(|| {
        ["g++", "c++"].into_iter().find(|cxx| {
            Command::new(cxx)
                .arg("--version")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
        })
    });
    if found.is_none() {
        skip("g++", &format!("{test}: neither g++ nor c++ is on PATH"));
    }
    found
}

/// A test cannot check its row here because `tool` (a program, or a kernel feature such as
/// `landlock`) is missing: it prints `SKIP: TEST: message` on stderr and returns. Under
/// `JUDGE_REQUIRE_TOOLS=1` (`.ci/run` sets it) the test fails instead, naming itself and the
/// tool, so that CI proves the tool-dependent tests ran; a tool `.ci/run` could not install
/// it lists in `JUDGE_MISSING_TOOLS` (and says SKIP for), and that tool's tests say SKIP.
///
/// # Panics
/// When the tool is required here.
#[track_caller]
#[expect(
    clippy::print_stderr,
    reason = "a machine without what a test needs says what was skipped"
)]
pub fn skip(tool: &str, message: &str) {
    // libtest runs each test on a thread named after it.
    let current = thread::current();
    let test = current.name().unwrap_or("a test");
    // A message that starts with the test's own name (as `cxx`'s callers pass it) says it once.
    let short = test.rsplit("::").next().unwrap_or(test);
    let message = message
        .strip_prefix(short)
        .and_then(|rest| rest.strip_prefix(": "))
        .unwrap_or(message);
    let require = std::env::var("JUDGE_REQUIRE_TOOLS").ok();
    let missing = std::env::var("JUDGE_MISSING_TOOLS").ok();
    if tool_required(tool, require.as_deref(), missing.as_deref()) {
        panic!(
            "{test} needs {tool}, which is missing here, and JUDGE_REQUIRE_TOOLS=1 says the \
             machine has it ({message}): install it, or let its tests say SKIP with \
             JUDGE_MISSING_TOOLS=\"{tool}\""
        );
    }
    eprintln!("SKIP: {test}: {message}");
}

/// Whether a test that needs `tool` must fail where it is missing: under
/// `JUDGE_REQUIRE_TOOLS=1` (`require`), unless `JUDGE_MISSING_TOOLS` (`missing`, names apart
/// by spaces or commas) names it.
fn tool_required(tool: &str, require: Option<&str>, missing: Option<&str>) -> bool {
    require == Some("1")
        && !missing
            .unwrap_or("")
            .split([' ', ','])
            .any(|name| name == tool)
}

#[test]
fn a_missing_tool_fails_the_test_only_where_the_tools_are_required() {
    skip_if_passed!();
    assert!(!tool_required("g++", None, None));
    assert!(!tool_required("g++", Some("0"), None));
    assert!(!tool_required("g++", Some(""), None));
    assert!(tool_required("g++", Some("1"), None));
    assert!(tool_required("g++", Some("1"), Some("")));
    assert!(tool_required("g++", Some("1"), Some("chromium node")));
    assert!(tool_required("node", Some("1"), Some("nodejs")));
    assert!(!tool_required("node", Some("1"), Some("chromium node")));
    assert!(!tool_required("node", Some("1"), Some("chromium,node")));
}

/// The Landlock ABI the runner confines runs with here, from `--sandbox-info` (0: none).
pub fn landlock_abi() -> u32 {
    static ABI: OnceLock<u32> = OnceLock::new();
    *ABI.get_or_init(|| {
        let out = runner()
            .arg("--sandbox-info")
            .output()
            .expect("run --sandbox-info");
        assert!(out.status.success(), "{out:?}");
        let text = String::from_utf8_lossy(&out.stdout);
        text.lines()
            .find_map(|l| l.strip_prefix("Landlock: ABI "))
            .and_then(|rest| {
                rest.split(|c: char| !c.is_ascii_digit())
                    .next()?
                    .parse()
                    .ok()
            })
            .unwrap_or(0)
    })
}

/// Whether runs are under Landlock's file rules here; says SKIP naming `what` if not.
pub fn has_landlock(what: &str) -> bool {
    let abi = landlock_abi();
    if abi == 0 {
        skip(
            "landlock",
            &format!("no Landlock on this kernel: {what} is not confined here"),
        );
    }
    abi > 0
}

/// `source`, a template `new` wrote, with its to-solve marker line taken out: what a user's
/// first edit of the code amounts to, after which the judge judges it as a solution.
pub fn untemplated(source: &str) -> String {
    let marker = "// cargo judge: to solve while the code below is this template";
    assert!(source.contains(marker), "not a fresh template:\n{source}");
    source
        .split_inclusive('\n')
        .filter(|line| !line.starts_with(marker))
        .collect()
}

/// Takes the to-solve marker out of `problems/ID/src/main.rs` under `root`.
pub fn leave_template(root: &Path, id: &str) {
    let path = root.join("problems").join(id).join("src/main.rs");
    let source = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    fs::write(&path, untemplated(&source)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

/// `.ci/run` runs the suite under a Korean locale only for the tests that start the runner
/// through another program (cargo), which hands it the locale: every other test must start
/// the runner through [`runner`], which speaks English whatever the locale. Fails when a test
/// file names the runner's binary itself.
#[test]
fn the_runner_is_started_through_support_runner_alone() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli");
    let binary = concat!("CARGO_BIN_", "EXE_judge-runner");
    let mut naming = Vec::new();
    for entry in fs::read_dir(&dir).expect("tests/cli") {
        let path = entry.expect("an entry").path();
        let text = fs::read_to_string(&path).unwrap_or_default();
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        // passes.rs hashes the binary to know a test ran against it before.
        let allowed = match &*name {
            "support.rs" => 1,
            "passes.rs" => 1,
            _ => 0,
        };
        if text.matches(binary).count() > allowed {
            naming.push(name.into_owned());
        }
    }
    assert!(
        naming.is_empty(),
        "these start the runner's binary themselves, not through support::runner(), so a \
         Korean locale would reach it: {naming:?}"
    );
}
