//! judge-runner: discover → build → execute → compare → verdict → report.

pub mod compare;
pub mod config;
