"""The ``rblint`` command line: a thin front end over :class:`rblint.engine.linter.Linter`.

``rblint [PATHS]`` lints drafts (like ``ruff check``); subcommands live one module each in
``rblint.commands`` and are imported only when used, so ``rblint draft.md`` starts fast.
Exit codes: 0 clean, 1 findings at or above ``fail-on``, 2 usage or fatal error.
"""

from __future__ import annotations

import codecs
import importlib
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, NoReturn, Sequence

import click

from rblint import __version__
from rblint.engine.file_kinds import DRAFT_SUFFIXES as MARKDOWN_SUFFIXES
from rblint.engine.backends import BACKEND_NAMES
from rblint.engine.config import ConfigError
from rblint.engine.linter import DraftReadError
from rblint.engine.registry import RuleDiscoveryError, all_rules, known_code_prefix, rule_by_code
from rblint.engine.rule import Phase
from rblint.engine.safe_read import resolve_safely

from .commands import COMMAND_MODULES
from .errors import FatalError, describe_os_error, require_config_file
from .files import refuse_overwriting_inputs, write_atomically
from .formatters import FORMATTERS, Located
from rblint.engine.workspace import LinterPool

ALWAYS_SKIPPED_DIRS = {".git", ".hg", ".svn", "node_modules", ".venv", "venv", "__pycache__", ".tox", ".mypy_cache", ".pytest_cache", "site-packages"}


class DefaultCommandGroup(click.Group):
    """``rblint draft.md`` means ``rblint check draft.md``, as ``ruff`` did for years."""

    default_command = "check"

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not args or (args[0] not in self.list_commands(ctx) and args[0] not in ("--help", "-h", "--version")):
            args = [self.default_command, *args]
        return super().parse_args(ctx, args)

    def list_commands(self, ctx: click.Context) -> list[str]:
        lazy = [module.replace("_", "-") for module in COMMAND_MODULES]
        return sorted(set(super().list_commands(ctx)) | set(lazy))

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        command = super().get_command(ctx, name)
        if command is not None:
            return command
        module_name = name.replace("-", "_")
        if module_name not in COMMAND_MODULES:
            return None
        module = importlib.import_module(f"rblint.commands.{module_name}")
        return module.command


@click.group(cls=DefaultCommandGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="rblint")
def cli() -> None:
    """rblint: a linter for generated research text.

    Run `rblint DRAFT.md` (or a folder) to check citation markers, sources and
    claim support. `rblint rules` lists the rules.
    """


# ---------------------------------------------------------------------------
# check


def _split_codes(values: Sequence[str], option: str) -> tuple[str, ...] | None:
    codes = [code.strip() for value in values for code in value.split(",") if code.strip()]
    if not values:
        return None
    for code in codes:
        if not known_code_prefix(code):
            raise click.BadParameter(f"unknown rule code or prefix {code!r} (see `rblint rules`)", param_hint=option)
    return tuple(code.upper() if code != "ALL" else code for code in codes)


@dataclass(frozen=True)
class FoundDrafts:
    """The drafts a search found, and the files it would not read, each with why."""

    paths: list[Path]
    refused: list[tuple[Path, str]] = field(default_factory=list)


def collect_drafts(paths: Sequence[Path], exclude: Sequence[str] = ()) -> FoundDrafts:
    """Files as given; folders searched for Markdown, skipping VCS, virtualenv and excluded dirs.

    A file found in a folder that is a link to a file outside both that folder and the current
    folder is not read: a repository can carry links, and a pull request adding
    ``notes.md -> /proc/self/environ`` would otherwise have rblint quote the CI runner's
    secrets in its findings (the source sandbox's rule, for drafts). A file given by name is
    the user's own choice and is read wherever its link leads."""
    drafts: list[Path] = []
    refused: list[tuple[Path, str]] = []
    here = resolve_safely(Path.cwd())
    for path in paths:
        if not path.exists():
            if path.is_symlink():
                raise FatalError(f"{path}: a link that leads nowhere (its target is missing, or it loops)")
            raise FatalError(f"{path}: no such file or directory")
        if not path.is_dir():  # a file as given; a FIFO or device is refused when it is read
            drafts.append(path)
            continue
        folder = resolve_safely(path)
        found = []
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d not in ALWAYS_SKIPPED_DIRS and not d.startswith(".") and not excluded(Path(root) / d, exclude))
            for name in sorted(files):
                candidate = Path(root) / name
                if candidate.suffix.lower() not in MARKDOWN_SUFFIXES or excluded(candidate, exclude):
                    continue
                if candidate.is_symlink():
                    target = resolve_safely(candidate)
                    if not any(target.is_relative_to(base) for base in (folder, here)):
                        refused.append((candidate, f"not read: a link to a file outside the folder ({target}); "
                                                   "name it on the command line to check it"))
                        continue
                found.append(candidate)
        if not found and not refused:
            raise FatalError(f"{path}: no Markdown files (*.md) found in this folder")
        drafts.extend(found)
    seen: set[Path] = set()
    unique = []
    for draft in drafts:
        key = resolve_safely(draft)
        if key not in seen:
            seen.add(key)
            unique.append(draft)
    return FoundDrafts(unique, refused)


def statistics_table(located: Sequence[Located]) -> str:
    """ruff's --statistics: findings per rule, most first; [*] where --fix applies to some."""
    from rblint.engine.fixing import fixable

    counts: dict[str, int] = {}
    names: dict[str, str] = {}
    fixes: dict[str, bool] = {}
    for item in located:
        diagnostic = item.diagnostic
        counts[diagnostic.code] = counts.get(diagnostic.code, 0) + 1
        names[diagnostic.code] = diagnostic.rule
        fixes[diagnostic.code] = fixes.get(diagnostic.code, False) or fixable(diagnostic) is not None
    width = len(str(max(counts.values(), default=0)))
    return "".join(f"{counts[code]:>{width}}\t{code}\t{'[*] ' if fixes[code] else '    '}{names[code]}\n"
                   for code in sorted(counts, key=lambda code: (-counts[code], code)))


def excluded(path: Path, patterns: Sequence[str]) -> bool:
    """A glob matches the path or any folder above it (``old`` excludes ``old/x.md``)."""
    candidates = [path, *[parent for parent in path.parents if parent.name]]
    return any(candidate.match(pattern) for pattern in patterns for candidate in candidates)


def lint_options(function: Callable[..., Any]) -> Callable[..., Any]:
    """The rule and model options of ``rblint check``, shared with ``rblint audit``."""
    options = [
        click.option("--select", multiple=True, metavar="CODES", help="Rules to run (codes or prefixes, comma-separated); replaces the configured selection."),
        click.option("--extend-select", multiple=True, metavar="CODES", help="Rules to run besides the configured selection (codes or prefixes)."),
        click.option("--ignore", multiple=True, metavar="CODES", help="Rules to skip (codes or prefixes), added to the configured ones."),
        click.option("--config", "config_path", type=click.Path(path_type=Path, dir_okay=False), help="Use this configuration file instead of searching upwards from each draft."),
        click.option("--fail-on", type=click.Choice(["info", "warning", "error"]), help="Lowest severity that makes the exit code 1 (default: warning, or the config's fail-on)."),
        click.option("--fast", is_flag=True, help="Run only the instant rules (no models, no PDF parsing)."),
        click.option("--backend", type=click.Choice(BACKEND_NAMES), help="Claim-support scorer (overrides model.backend)."),
        click.option("--model-path", type=click.Path(path_type=Path), help="AlignScore .ckpt file or NLI model directory (overrides model.path)."),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def command_line_settings(select: Sequence[str], extend_select: Sequence[str], ignore: Sequence[str],
                          fail_on: str | None, backend: str | None, model_path: Path | None) -> dict[str, Any]:
    """Command-line options as a settings table laid over each config (engine/config.py:overlay);
    ``rblint check`` and ``rblint audit`` read the same options the same way."""
    overrides: dict[str, Any] = {}
    selected = _split_codes(select, "--select")
    ignored = _split_codes(ignore, "--ignore")
    extended = _split_codes(extend_select, "--extend-select")
    if selected is not None:
        overrides["select"] = list(selected)
    if extended is not None:
        overrides["extend-select"] = list(extended)
    if ignored is not None:
        overrides["extend-ignore"] = list(ignored)
    if fail_on:
        overrides["fail-on"] = fail_on
    model_changes: dict[str, Any] = {}
    if backend:
        model_changes["backend"] = backend
    if model_path is not None:
        if not model_path.exists():
            raise FatalError(f"--model-path {model_path}: no such file or directory")
        from rblint.engine.safe_read import refusal

        if not model_path.is_dir() and (reason := refusal(model_path)) is not None:
            raise FatalError(f"--model-path {model_path}: {reason} (a checkpoint file or a model folder)")
        model_changes["path"] = str(model_path.resolve())
    if model_changes:
        overrides["model"] = model_changes
    return overrides


@cli.command("check")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--format", "output_format", type=click.Choice(list(FORMATTERS)), default="text", show_default=True, help="Output format.")
@lint_options
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when problems are found.")
@click.option("--quiet", "-q", is_flag=True, help="Print diagnostics only, no summary.")
@click.option("--output", "-o", "output_file", type=click.Path(path_type=Path, dir_okay=False), help="Write the report to this file instead of standard output.")
@click.option("--fix", "apply_fix", is_flag=True, help="Apply the safe fixes to the drafts (in place), then report what is left.")
@click.option("--unsafe-fixes", is_flag=True, help="With --fix or --diff, also apply fixes that change what a sentence cites or says.")
@click.option("--diff", "show_diff", is_flag=True, help="Print the fixes as a unified diff and change nothing (exit 1 when there is one).")
@click.option("--statistics", is_flag=True, help="Print the number of findings per rule instead of the findings.")
def check_command(
    paths: tuple[Path, ...], output_format: str, select: tuple[str, ...], extend_select: tuple[str, ...],
    ignore: tuple[str, ...], config_path: Path | None, fail_on: str | None, fast: bool, backend: str | None, model_path: Path | None,
    exit_zero: bool, quiet: bool, output_file: Path | None, apply_fix: bool, unsafe_fixes: bool, show_diff: bool,
    statistics: bool,
) -> None:
    """Lint Markdown drafts (files or folders; default: the current folder)."""
    if unsafe_fixes and not (apply_fix or show_diff):
        raise FatalError("--unsafe-fixes needs --fix or --diff")
    overrides = command_line_settings(select, extend_select, ignore, fail_on, backend, model_path)
    require_config_file(config_path)
    from .progress import TerminalProgress, terminal_progress_wanted

    progress = TerminalProgress() if terminal_progress_wanted(output_format) and not fast else None
    pool = LinterPool(config_path, overrides, progress)
    try:
        if config_path is not None:
            exclude = pool.linter_for(config_path).config.exclude
        else:
            exclude = ()
        found = collect_drafts(list(paths) or [Path(".")], exclude)
        drafts = found.paths
    except ConfigError as error:
        raise FatalError(str(error)) from None
    phases = [Phase.INSTANT] if fast else None
    color = output_format == "text" and output_file is None and sys.stdout.isatty() and "NO_COLOR" not in os.environ
    # Text on standard output streams: a file's findings are printed as soon as it is done
    # (a long folder shows progress as it goes); the summary line comes at the end.
    report = ReportChoice(output_format, output_file, color, quiet, exit_zero, show_diff, statistics, apply_fix,
                          streaming=output_format == "text" and output_file is None and not (show_diff or statistics))
    refuse_overwriting_inputs(output_file, drafts)
    outcome = CheckOutcome(files=len(drafts))
    for path, why in found.refused:  # unless the project's own config excludes it, as it would a draft
        try:
            if config_path is None and excluded(path, pool.linter_for(path).config.exclude):
                continue
        except ConfigError as error:
            raise FatalError(str(error)) from None
        outcome.fatal.append(f"{path}: {why}")
    for draft_path in drafts:
        try:
            linter = pool.linter_for(draft_path)
            if config_path is None and excluded(draft_path, linter.config.exclude) and not any(p == draft_path for p in paths):
                continue
            if progress is not None:
                progress.label = str(draft_path)
            result = linter.lint_file(draft_path, phases=phases)
        except ConfigError as error:
            raise FatalError(str(error)) from None
        except DraftReadError as error:
            outcome.fatal.append(str(error))
            continue
        outcome.fatal.extend(result.failures)
        outcome.notes.extend(notice for notice in result.notices if notice not in outcome.notes)
        if apply_fix or show_diff:
            from .fixes import fix_file

            fixing = fix_file(draft_path, result, unsafe=unsafe_fixes, write=apply_fix and not show_diff)
            if fixing.note:
                outcome.notes.append(fixing.note)
            outcome.diffs.append(fixing.diff)
            if apply_fix and not show_diff and fixing.fixed is not None and fixing.fixed.changed:
                outcome.fixed_count += len(fixing.fixed.applied)
                result = linter.lint_file(draft_path, phases=phases)  # report what is left, at its new place
        found = [Located(diagnostic, result.draft.source) for diagnostic in result.diagnostics]
        if report.streaming and found:
            click.echo(FORMATTERS["text"](found, quiet=True, files=1, color=color), nl=False)
        outcome.located.extend(found)
        outcome.failing = outcome.failing or any(item.severity >= linter.config.fail_on for item in result.diagnostics)
    _finish(outcome, report)


@dataclass
class CheckOutcome:
    """What a check run found, gathered draft by draft."""

    files: int
    located: list[Located] = field(default_factory=list)
    fatal: list[str] = field(default_factory=list)  # drafts or rules that could not be checked
    notes: list[str] = field(default_factory=list)
    diffs: list[str] = field(default_factory=list)
    fixed_count: int = 0
    failing: bool = False  # a finding at or above its config's fail-on


@dataclass(frozen=True)
class ReportChoice:
    """How the user asked for the report (the command line's output options)."""

    output_format: str
    output_file: Path | None
    color: bool
    quiet: bool
    exit_zero: bool
    show_diff: bool
    statistics: bool
    apply_fix: bool
    streaming: bool  # text on standard output, printed draft by draft


def _finish(outcome: CheckOutcome, report: ReportChoice) -> NoReturn:
    """What a check run prints once every draft is done (the report, the diff or the
    statistics; errors last) and its exit code: 2 when a draft or rule could not be
    checked, 1 for findings at or above ``fail-on``, else 0."""
    fatal, located = outcome.fatal, outcome.located
    for note in outcome.notes:
        click.echo(f"warning: {note}", err=True)
    if report.show_diff:
        text = "".join(outcome.diffs)
        click.echo(text, nl=False)
        for message in fatal:
            click.echo(f"error: {message}", err=True)
        sys.exit(2 if fatal else (1 if text else 0))
    if report.statistics:
        click.echo(statistics_table(located), nl=False)
        for message in fatal:
            click.echo(f"error: {message}", err=True)
        sys.exit(2 if fatal else (0 if report.exit_zero or not outcome.failing else 1))
    if report.apply_fix and outcome.fixed_count and not report.quiet:
        click.echo(f"Fixed {outcome.fixed_count} problem{'s' if outcome.fixed_count != 1 else ''}.", err=True)
    formatter = FORMATTERS[report.output_format]
    # "All checks passed" would be false when a draft or rule could not be checked.
    quiet_summary = report.quiet or (bool(fatal) and not located)
    if report.streaming:
        text = "" if quiet_summary else formatter([], quiet=False, files=outcome.files, color=report.color,
                                                  summary_of=located)
    elif report.output_format == "text":
        text = formatter(located, quiet=quiet_summary, files=outcome.files, color=report.color)
    else:
        text = formatter(located)
    if report.output_file is not None:
        write_atomically(report.output_file, text)
    else:
        click.echo(text, nl=False)
    for message in fatal:
        click.echo(f"error: {message}", err=True)
    if fatal:
        sys.exit(2)
    sys.exit(0 if report.exit_zero or not outcome.failing else 1)


# ---------------------------------------------------------------------------
# rules / rule


@cli.command("rules")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
def rules_command(output_format: str) -> None:
    """List every rule with its code, name, default severity and summary."""
    rules = all_rules()
    if output_format == "json":
        import json

        click.echo(json.dumps([
            {"code": rule.code, "name": rule.name, "severity": rule.default_severity.label,
             "phase": rule.phase.value, "summary": rule.summary, "needs": rule.needs,
             "options": [{"key": option.config_key, "low": option.low, "high": option.high,
                          "editor_setting": option.editor_setting, "summary": option.summary}
                         for option in rule.options]}
            for rule in rules
        ], indent=2))
        return
    width = max((len(rule.name) for rule in rules), default=10)
    for rule in rules:
        click.echo(f"{rule.code}  {rule.name:<{width}}  {rule.default_severity.label:<7}  {rule.phase.value:<7}  {rule.summary}")


@cli.command("rule")
@click.argument("code", required=False)
@click.option("--all", "every", is_flag=True, help="Print the documentation of every rule, one after another.")
def rule_command(code: str | None, every: bool) -> None:
    """Print a rule's documentation (by code or name), like `ruff rule`; `--all` for every rule."""
    if every:
        if code is not None:
            raise FatalError("give a rule CODE or --all, not both")
        click.echo("\n".join(rule.docs() for rule in all_rules()), nl=False)
        return
    if code is None:
        raise FatalError("give a rule CODE (or a name, e.g. missing-citation), or --all; `rblint rules` lists them")
    rule = rule_by_code(code)
    if rule is None:
        known = ", ".join(r.code for r in all_rules())
        raise FatalError(f"unknown rule {code!r} (known: {known})")
    click.echo(rule.docs(), nl=False)


def _escape_unprintable(error: UnicodeError) -> tuple[str, int]:
    """A character the terminal's encoding cannot show, written as a JSON-style escape
    (\\u0130; a pair of \\uXXXX for one beyond the BMP): text output stays readable and JSON
    output stays valid JSON."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    escaped = []
    for character in error.object[error.start:error.end]:
        code = ord(character)
        if code > 0xFFFF:
            code -= 0x10000
            escaped.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            escaped.append(f"\\u{code:04x}")
    return "".join(escaped), error.end


codecs.register_error("rblint-escape", _escape_unprintable)


def _print_whatever_the_encoding() -> None:
    """`rblint draft.md > out.txt` on a Windows code page (cp1252), or a terminal set to a
    legacy encoding: a title with "İ" or a quote with "≥" ended the run with a traceback
    half-way through the findings. Such characters are escaped instead."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and not encoding.startswith(("utf8", "utf16", "utf32")):
            try:
                reconfigure(errors="rblint-escape")
            except (ValueError, OSError):  # a stream that cannot be reconfigured (closed, detached)
                pass


def run(argv: Iterable[str]) -> int:
    """Entry point with exit codes; never lets a traceback reach the user for expected errors."""
    _print_whatever_the_encoding()
    try:
        cli.main(args=list(argv), prog_name="rblint", standalone_mode=False)
    except click.exceptions.Exit as done:
        return int(done.exit_code)
    except click.Abort:
        click.echo("Aborted.", err=True)
        return 130
    except click.UsageError as error:  # one line, as every other error (the usage block is --help's)
        command = error.ctx.command_path if error.ctx is not None else "rblint"
        click.echo(f"error: {error.format_message()} (see `{command} --help`)", err=True)
        return 2
    except click.ClickException as error:
        click.echo(f"error: {error.format_message()}", err=True)
        return 2
    except RuleDiscoveryError as error:  # a broken rule plugin, or rblint not installed
        click.echo(f"error: {error}", err=True)
        return 2
    except SystemExit as done:
        return int(done.code) if isinstance(done.code, int) else (0 if done.code is None else 2)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 1
    except OSError as error:  # the system refused a path (name too long, permission, no space): one line
        click.echo(f"error: {describe_os_error(error)}", err=True)
        return 2
    return 0
