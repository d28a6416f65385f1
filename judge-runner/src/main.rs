//! The `cargo judge` binary.

fn main() {}
