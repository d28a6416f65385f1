//! A `rustc.exe` (and `g++.exe`) for the runner's Windows build under Wine, and the Linux
//! listener they talk to.
//!
//! Under Wine a process started from a Unix program's path comes back with pid 0 and an
//! invalid handle, so the Windows runner cannot start Linux's `rustc` itself. Built for
//! Windows, this file is a `rustc.exe` that sends its
//! arguments, its folder and its `CARGO_*` / `RUST*` variables to 127.0.0.1, then prints what
//! came back and exits with its code. Built for Linux, it is the listener: it turns the Windows
//! paths into Unix ones (through the prefix's `dosdevices/` links), runs the real `rustc` for
//! `x86_64-pc-windows-gnu` with the sysroot and linker the script made, and answers. The same
//! `.exe` copied to `g++.exe` runs mingw-w64's `x86_64-w64-mingw32-g++` (its posix-threads
//! build where installed, as MSYS2's and GitHub's are) instead, with
//! `-static` (the prefix has no libstdc++ DLLs; MinGW's `bin` on a Windows `PATH` has them),
//! and copied to `git.exe` it runs Linux's `git`.
//!
//! The port is in `rustc-forward.port` beside the `.exe` (the runner gives a compiler a
//! trimmed environment, so it cannot come through a variable). Only 127.0.0.1 is used.
//!
//! Protocol: frames of a tag byte, a little-endian u32 length and that many bytes. The client
//! sends `T` (its own name: `rustc`, `g++`, `git`), `C` (folder), `A` (an argument, each in order),
//! `E` (`NAME=value`), then `D`; the
//! listener answers `O` (stdout), `R` (stderr), then `X` (the exit code as text).

use std::io::{self, Read, Write};
use std::net::TcpStream;

fn send(stream: &mut TcpStream, tag: u8, bytes: &[u8]) -> io::Result<()> {
    stream.write_all(&[tag])?;
    stream.write_all(&(bytes.len() as u32).to_le_bytes())?;
    stream.write_all(bytes)
}

fn receive(stream: &mut TcpStream) -> io::Result<(u8, Vec<u8>)> {
    let mut head = [0u8; 5];
    stream.read_exact(&mut head)?;
    let len = u32::from_le_bytes([head[1], head[2], head[3], head[4]]) as usize;
    let mut bytes = vec![0u8; len];
    stream.read_exact(&mut bytes)?;
    Ok((head[0], bytes))
}

#[cfg(windows)]
fn main() {
    let code = match client() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("rustc-forward: {e}");
            101
        }
    };
    std::process::exit(code);
}

#[cfg(windows)]
fn client() -> io::Result<i32> {
    let exe = std::env::current_exe()?;
    let port_file = exe.with_file_name("rustc-forward.port");
    let port = std::fs::read_to_string(&port_file)?;
    let port: u16 = port
        .trim()
        .parse()
        .map_err(|_| io::Error::other(format!("no port in {}", port_file.display())))?;
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    let tool = exe.file_stem().map(|s| s.to_string_lossy().into_owned());
    send(&mut stream, b'T', tool.unwrap_or_default().as_bytes())?;
    let cwd = std::env::current_dir()?;
    send(&mut stream, b'C', cwd.to_string_lossy().as_bytes())?;
    for arg in std::env::args().skip(1) {
        send(&mut stream, b'A', arg.as_bytes())?;
    }
    for (name, value) in std::env::vars() {
        if name.starts_with("CARGO") || name.starts_with("RUST") {
            send(&mut stream, b'E', format!("{name}={value}").as_bytes())?;
        }
    }
    send(&mut stream, b'D', b"")?;
    loop {
        let (tag, bytes) = receive(&mut stream)?;
        match tag {
            b'O' => io::stdout().write_all(&bytes)?,
            b'R' => io::stderr().write_all(&bytes)?,
            b'X' => {
                return Ok(String::from_utf8_lossy(&bytes)
                    .trim()
                    .parse()
                    .unwrap_or(101));
            }
            _ => return Err(io::Error::other("bad frame from the listener")),
        }
    }
}

/// `rustc-forward PORT_FILE PREFIX RUSTC SYSROOT LINKER`: listens on 127.0.0.1 (an ephemeral
/// port, written to PORT_FILE) until killed, one compile per connection, several at a time.
#[cfg(unix)]
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, port_file, prefix, rustc, sysroot, linker] = &args[..] else {
        eprintln!("usage: rustc-forward PORT_FILE WINEPREFIX RUSTC SYSROOT LINKER");
        std::process::exit(2);
    };
    let listener = std::net::TcpListener::bind(("127.0.0.1", 0)).expect("bind 127.0.0.1");
    let port = listener.local_addr().expect("local address").port();
    std::fs::write(port_file, format!("{port}\n")).expect("write the port file");
    let setup = std::sync::Arc::new([
        prefix.clone(),
        rustc.clone(),
        sysroot.clone(),
        linker.clone(),
    ]);
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        let setup = std::sync::Arc::clone(&setup);
        std::thread::spawn(move || {
            if let Err(e) = serve(stream, &setup) {
                eprintln!("rustc-forward: {e}");
            }
        });
    }
}

/// A Windows path (`Z:\work\x`, `\\?\C:\users\...`, or `\work\x` on the drive of the
/// folder `cwd`) as the Unix path Wine maps it to.
#[cfg(unix)]
fn unix_path(prefix: &str, cwd: &str, windows: &str) -> Option<String> {
    let rest = windows.strip_prefix(r"\\?\").unwrap_or(windows);
    let cwd = cwd.strip_prefix(r"\\?\").unwrap_or(cwd);
    let rooted;
    let rest =
        if rest.starts_with(['/', '\\']) && !rest.starts_with("//") && cwd.get(1..2) == Some(":") {
            rooted = format!("{}{rest}", &cwd[..2]);
            rooted.as_str()
        } else {
            rest
        };
    let bytes = rest.as_bytes();
    if bytes.len() < 2 || !bytes[0].is_ascii_alphabetic() || bytes[1] != b':' {
        return None;
    }
    let drive = format!(
        "{prefix}/dosdevices/{}:",
        (bytes[0] as char).to_ascii_lowercase()
    );
    let root = std::fs::canonicalize(drive).ok()?;
    let tail = rest[2..].replace('\\', "/");
    let tail = tail.trim_start_matches('/');
    Some(if tail.is_empty() {
        root.display().to_string()
    } else {
        format!("{}/{tail}", root.display())
    })
}

/// An argument with a Windows path in it, whole, after `=` (`-L native=C:\x`) or after a
/// two-letter flag (`-IC:\x`), made Unix.
#[cfg(unix)]
fn unix_arg(prefix: &str, cwd: &str, arg: &str) -> String {
    if let Some(path) = unix_path(prefix, cwd, arg) {
        return path;
    }
    if let (Some(flag), Some(tail)) = (arg.get(..2), arg.get(2..)) {
        if flag.starts_with('-') {
            if let Some(path) = unix_path(prefix, cwd, tail) {
                return format!("{flag}{path}");
            }
        }
    }
    if let Some((head, tail)) = arg.rsplit_once('=') {
        if let Some(path) = unix_path(prefix, cwd, tail) {
            return format!("{head}={path}");
        }
    }
    arg.to_owned()
}

#[cfg(unix)]
fn serve(mut stream: TcpStream, setup: &[String; 4]) -> io::Result<()> {
    let [prefix, rustc, sysroot, linker] = setup;
    let mut tool = String::new();
    let mut cwd = String::new();
    let mut args = Vec::new();
    let mut env = Vec::new();
    loop {
        let (tag, bytes) = receive(&mut stream)?;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        match tag {
            b'T' => tool = text,
            b'C' => cwd = text,
            b'A' => args.push(text),
            b'E' => env.push(text),
            b'D' => break,
            _ => return Err(io::Error::other("bad frame from the client")),
        }
    }
    let folder =
        unix_path(prefix, "", &cwd).ok_or_else(|| io::Error::other(format!("folder {cwd}")))?;
    let args: Vec<String> = args.iter().map(|a| unix_arg(prefix, &cwd, a)).collect();
    let cxx = matches!(tool.as_str(), "g++" | "c++");
    // The posix-threads build where Debian has it: the MinGW-w64 g++ people install on
    // Windows (MSYS2's, and the one on GitHub's runners) is one, and its headers differ
    // (<iostream> brings <pthread.h> and with it <time.h>, as glibc's does); Debian's
    // default is the win32-threads build.
    let posix = "/usr/bin/x86_64-w64-mingw32-g++-posix";
    let program = match tool.as_str() {
        _ if cxx && std::path::Path::new(posix).is_file() => posix,
        _ if cxx => "x86_64-w64-mingw32-g++",
        "git" => "git",
        _ => rustc.as_str(),
    };
    let mut command = std::process::Command::new(program);
    command.current_dir(&folder).args(&args);
    if cxx {
        command.arg("-static");
    }
    if program == rustc.as_str()
        && !args
            .iter()
            .any(|a| a == "--target" || a.starts_with("--target="))
    {
        command.args(["--target", "x86_64-pc-windows-gnu", "--sysroot", sysroot]);
        command.arg(format!("-Clinker={linker}"));
    }
    for pair in &env {
        if let Some((name, value)) = pair.split_once('=') {
            command.env(name, value);
        }
    }
    // The listener was started with RUSTC_BOOTSTRAP=1 for its own build of the sysroot; a
    // compile for the runner must see the same stable compiler a user's does.
    command.env_remove("RUSTC_BOOTSTRAP");
    let output = command.stdin(std::process::Stdio::null()).output()?;
    // The dep-info names files the Windows runner reads back: a Unix path there is Wine's Z:.
    let mut dep_infos = vec![std::path::Path::new(&folder).join("Main.d")];
    if let Some(at) = args.iter().position(|a| a == "-MF") {
        if let Some(file) = args.get(at + 1) {
            dep_infos.push(std::path::Path::new(&folder).join(file));
        }
    }
    for file in dep_infos {
        if let Ok(text) = std::fs::read_to_string(&file) {
            let windows = text
                .lines()
                .map(|line| {
                    let line = line.replace(" /", " Z:/");
                    match line.strip_prefix('/') {
                        Some(rest) => format!("Z:/{rest}"),
                        None => line,
                    }
                })
                .collect::<Vec<_>>()
                .join("\n");
            std::fs::write(&file, windows + "\n")?;
        }
    }
    // A path the tool prints of itself (`rustc --print sysroot`, `g++ -print-file-name=…`)
    // is Unix: the Windows runner reads it as Wine's Z:, where it is absolute too.
    let mut stdout = output.stdout;
    if args
        .iter()
        .any(|a| a.starts_with("--print") || a.starts_with("-print-"))
    {
        let text = String::from_utf8_lossy(&stdout).into_owned();
        let mut windows = String::new();
        for line in text.split_inclusive('\n') {
            if line.starts_with('/') {
                windows.push_str("Z:");
            }
            windows.push_str(line);
        }
        stdout = windows.into_bytes();
    }
    send(&mut stream, b'O', &stdout)?;
    send(&mut stream, b'R', &output.stderr)?;
    let code = output.status.code().unwrap_or(101);
    send(&mut stream, b'X', code.to_string().as_bytes())
}
