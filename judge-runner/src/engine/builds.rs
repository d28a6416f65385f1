//! The engine's builds: a solution under a profile, a checker or interactor (Rust, or C++
//! with the C++ compiler found at its first use), a kept submission in another language,
//! and a helper that must compile; each through the cache, each error naming the file as
//! the workspace shows it.

use super::Engine;
use crate::build::cxx::Cxx;
use crate::build::kept::{Baseline, KeptLanguage, Prepared};
use crate::build::msrv::{self, Lint};
use crate::build::{self, Built, Profile};
use crate::config::Language;
use crate::error::Error;
use std::ffi::OsStr;
use std::io;
use std::path::{Path, PathBuf};

impl Engine<'_> {
    /// The judge's command for a solution in `language`: `rustc 1.85.0 --edition 2024 -O`.
    pub(crate) fn build_command(&self, language: Language) -> String {
        let flags = build::judge_flags(language).join(" ");
        format!("{} {flags}", self.toolchain.release())
    }

    /// Builds `source` under `profile`, from the cache when it holds the same build.
    ///
    /// # Errors
    /// When the source cannot be read or the cache written (a compile error is a value).
    pub(crate) fn build(&self, source: &Path, profile: Profile) -> Result<Built, Error> {
        self.build_named(source, source, profile)
    }

    /// Builds `source` as [`Engine::build`] does, with diagnostics and panics naming `name`
    /// (a generated file that stands for another: a Programmers `brute.rs` with its harness).
    ///
    /// # Errors
    /// When the source cannot be read or the cache written (a compile error is a value).
    pub(crate) fn build_named(
        &self,
        source: &Path,
        name: &Path,
        profile: Profile,
    ) -> Result<Built, Error> {
        let shown_as = self.rel(name);
        build::build(
            self.toolchain,
            source,
            &shown_as,
            profile,
            &self.cache,
            &self.executor,
        )
        .map_err(|e| Error::Build {
            path: self.rel(name),
            source: e,
        })
    }

    /// Builds the checker or interactor `source` of a problem's judge data: a Rust one as
    /// Rust 2021 (whatever the problem's language), a C++ one (`.cpp`) with the C++
    /// compiler, finding headers beside it and in `include` (the problem's `cxx_include`).
    ///
    /// # Errors
    /// When the source cannot be read, the cache written, or there is no C++ compiler.
    pub(crate) fn build_judge_program(
        &self,
        source: &Path,
        include: Option<&Path>,
    ) -> Result<Built, Error> {
        if source.extension() != Some(OsStr::new("cpp")) {
            return self.build(source, Profile::Judge(Language::Rust2021));
        }
        let failed = |e: io::Error| Error::Build {
            path: self.rel(source),
            source: e,
        };
        let cxx = self
            .cxx
            .get_or_init(|| Cxx::find(self.path_env.as_deref()))
            .as_ref()
            .map_err(|message| failed(io::Error::other(message.clone())))?;
        let include = include.map(|folder| source.parent().unwrap_or(Path::new("")).join(folder));
        build::cxx::build(
            cxx,
            (source, &self.rel(source)),
            include.as_deref(),
            self.root,
            &self.cache,
            &self.executor,
        )
        .map_err(failed)
    }

    /// Builds the kept submission `source` in `language` with BOJ's command for it (see
    /// `build::kept`): ready to judge (through [`Engine::judge_as`]), a compile error, or not
    /// runnable here.
    ///
    /// # Errors
    /// When the source cannot be read, the cache written, or the compiler crashed.
    pub(crate) fn prepare_kept(
        &self,
        source: &Path,
        language: KeptLanguage,
    ) -> Result<Prepared, Error> {
        let failed = |e: io::Error| Error::Build {
            path: self.rel(source),
            source: e,
        };
        let code = build::read_source(source).map_err(failed)?;
        self.tools
            .prepare(language, &code, self.toolchain, &self.cache, &self.executor)
            .map_err(|e| failed(build::disk_full(e, &self.cache)))
    }

    /// What the compiler says of the kept submission `source` in `language` with BOJ's
    /// command (its warnings where it builds), compiled again apart from the cache; `None`
    /// where nothing compiles it here.
    ///
    /// # Errors
    /// When the source cannot be read, the scratch folder written, or the compiler crashed.
    pub(crate) fn kept_compiler_says(
        &self,
        source: &Path,
        language: KeptLanguage,
    ) -> Result<Option<String>, Error> {
        let failed = |e: io::Error| Error::Build {
            path: self.rel(source),
            source: e,
        };
        let code = build::read_source(source).map_err(failed)?;
        self.tools
            .compiler_says(language, &code, self.toolchain, &self.executor)
            .map_err(failed)
    }

    /// The figures of `language`'s self-test here (its runtime's baseline: peak memory,
    /// CPU time), known once a submission in it has been prepared this session.
    pub(crate) fn kept_baseline(&self, language: KeptLanguage) -> Option<Baseline> {
        self.tools.baseline(language)
    }

    /// The versions of the tools a kept submission in `language` is built and run with.
    pub(crate) fn kept_versions(&self, language: KeptLanguage) -> Vec<String> {
        self.tools.versions(language, self.toolchain)
    }

    /// The std APIs the solution `source` in `language` uses that its judge's compiler
    /// does not have (see `build::msrv`); `None` when the compiler here is not newer than
    /// the judge's, so the compile itself was the check.
    ///
    /// # Errors
    /// When the source cannot be read, the cache written or clippy-driver started.
    pub(crate) fn newer_apis(
        &self,
        source: &Path,
        language: Language,
    ) -> Result<Option<Lint>, Error> {
        let msrv = crate::profile::rustc(language);
        if !msrv::newer_than(self.toolchain, msrv) {
            return Ok(None);
        }
        let failed = |e: io::Error| Error::Build {
            path: self.rel(source),
            source: e,
        };
        let code = build::read_source(source).map_err(failed)?;
        msrv::newer_apis(
            self.toolchain,
            &code,
            language.edition(),
            msrv,
            &self.cache,
            &self.executor,
        )
        .map(Some)
        .map_err(failed)
    }

    /// Builds a helper (generator, brute force, checker), which must compile; helpers are
    /// built as Rust 2021, whatever the problem's language.
    ///
    /// # Errors
    /// A compile error naming the file, or an I/O failure.
    pub(crate) fn build_helper(&self, source: &Path) -> Result<PathBuf, Error> {
        self.build_helper_named(source, source)
    }

    /// [`Engine::build_helper`] of `source`, named `name` in every message.
    ///
    /// # Errors
    /// A compile error naming `name`, or an I/O failure.
    pub(crate) fn build_helper_named(&self, source: &Path, name: &Path) -> Result<PathBuf, Error> {
        match self.build_named(source, name, Profile::Judge(Language::Rust2021))? {
            Built::Binary { path, .. } => Ok(path),
            Built::CompileError { first, .. } => Err(Error::HelperCompile {
                path: self.rel(name),
                first,
            }),
        }
    }
}
