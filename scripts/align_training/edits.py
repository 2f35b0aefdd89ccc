"""Claim edits that mimic what generated research text gets wrong.

Each function takes a true sentence and returns an edited copy, or None when the
sentence offers nothing to edit. The label an edit implies is fixed here, next to it:

- ``reverse_finding`` / ``toggle_negation`` / ``change_number`` contradict the source;
- ``overgeneralise`` / ``drop_hedge`` say more than the source (not supported: neutral);
- ``as_citing_sentence`` / ``light_paraphrase`` keep the meaning (supported).

Why hand-written rules: they are exact about *which* word flips the meaning, which is
what a reversed finding is ("improves" where the paper says "does not improve").
"""

from __future__ import annotations

import random
import re

# ------------------------------------------------------------------ direction words

DIRECTIONS = [
    ("increases", "decreases"), ("increased", "decreased"), ("increase", "decrease"),
    ("increasing", "decreasing"), ("higher", "lower"), ("greater", "smaller"),
    ("improved", "worsened"), ("improves", "worsens"), ("improve", "worsen"),
    ("enhanced", "impaired"), ("enhances", "impairs"), ("promotes", "inhibits"),
    ("promoted", "inhibited"), ("promote", "inhibit"), ("upregulated", "downregulated"),
    ("up-regulated", "down-regulated"), ("positively", "negatively"), ("elevated", "reduced"),
    ("larger", "smaller"), ("longer", "shorter"), ("faster", "slower"), ("better", "worse"),
    ("above", "below"), ("rise", "fall"), ("gains", "losses"), ("outperforms", "underperforms"),
    ("outperformed", "underperformed"), ("outperform", "underperform"), ("more", "fewer"),
    ("risk factor", "protective factor"), ("benefit", "harm"), ("benefits", "harms"),
    ("strengthens", "weakens"), ("strengthened", "weakened"), ("accelerates", "slows"),
    ("accelerated", "slowed"), ("maximum", "minimum"), ("most", "least"), ("best", "worst"),
    ("superior", "inferior"), ("overestimates", "underestimates"), ("activates", "suppresses"),
    ("activated", "suppressed"), ("induces", "prevents"), ("induced", "prevented"),
    ("raises", "lowers"), ("raised", "lowered"), ("boosts", "hurts"), ("boosted", "hurt"),
    ("success", "failure"), ("effective", "ineffective"), ("consistent", "inconsistent"),
    ("sufficient", "insufficient"), ("stable", "unstable"), ("accurate", "inaccurate"),
]
_DIRECTION_MAP = {a: b for a, b in DIRECTIONS} | {b: a for a, b in DIRECTIONS}
_DIRECTION_RE = re.compile(
    r"\b(" + "|".join(re.escape(w) for w in sorted(_DIRECTION_MAP, key=len, reverse=True)) + r")\b", re.I
)

# Verbs that carry a finding: "X improves Y" -> "X does not improve Y".
FINDING_VERBS = (
    "improve", "increase", "decrease", "reduce", "enhance", "affect", "outperform", "predict",
    "induce", "inhibit", "promote", "correlate", "cause", "prevent", "require", "support",
    "exceed", "achieve", "yield", "help", "boost", "lower", "raise", "alter", "influence",
    "suppress", "activate", "regulate", "contribute", "benefit", "protect", "change", "show",
    "demonstrate", "reveal", "confirm", "lead", "produce", "generalize", "generalise", "scale",
    "converge", "transfer", "match", "beat", "surpass", "attenuate", "mediate", "modulate",
    "differ", "depend", "rely", "lack", "find", "observe", "detect", "identify", "provide",
)
_IRREGULAR_PAST = {"led": "lead", "found": "find", "beat": "beat", "showed": "show", "shown": "show"}


def _verb_forms() -> dict[str, tuple[str, str]]:
    """surface form -> (base form, tense) for the finding verbs."""
    forms: dict[str, tuple[str, str]] = {}
    for base in FINDING_VERBS:
        stem = base[:-1] if base.endswith("e") else base
        third = base[:-1] + "ies" if base.endswith("y") and base[-2] not in "aeiou" else (
            base + "es" if base.endswith(("s", "sh", "ch", "x", "z")) else base + "s")
        past = (base[:-1] + "ied" if base.endswith("y") and base[-2] not in "aeiou" else stem + "ed")
        forms[third] = (base, "present3")
        forms[past] = (base, "past")
    for past, base in _IRREGULAR_PAST.items():
        forms[past] = (base, "past")
    return forms


_VERB_FORMS = _verb_forms()
_VERB_RE = re.compile(r"\b(significantly |substantially |markedly |consistently |clearly )?("
                      + "|".join(sorted(_VERB_FORMS, key=len, reverse=True)) + r")\b")
_NEGATED_VERB_RE = re.compile(r"\b(does|do|did) not (significantly |substantially |clearly )?(\w+)\b")
_AUX_RE = re.compile(r"\b(is|are|was|were|can|could|may|might|has|have|had|will|would|should)\b(?! not)")
_AUX_NOT_RE = re.compile(r"\b(is|are|was|were|can|could|may|might|has|have|had|will|would|should) not\b")
_NO_RE = re.compile(r"\b(no|No) (significant|measurable|clear|consistent|detectable|statistically significant)\b")
_FAILED_RE = re.compile(r"\b(failed|fails|fail) to (\w+)\b")
_PAST_AUX = {"does": "present3", "do": "present", "did": "past"}


def _inflect(base: str, tense: str) -> str:
    for form, (verb, form_tense) in _VERB_FORMS.items():
        if verb == base and form_tense == tense:
            return form
    return base if tense == "present" else base


def _keep_case(original: str, new: str) -> str:
    return new[:1].upper() + new[1:] if original[:1].isupper() else new


def reverse_finding(sentence: str, rng: random.Random) -> str | None:
    """Flip what the sentence finds: a direction word, or the polarity of its main verb."""
    if (_NEGATED_VERB_RE.search(sentence) or _NO_RE.search(sentence) or _AUX_NOT_RE.search(sentence)
            or _FAILED_RE.search(sentence)):
        return toggle_negation(sentence, rng)  # "does not improve" -> "improves", never "does not worsen"
    options = []
    direction = _DIRECTION_RE.search(sentence)
    if direction:
        options.append(("direction", direction))
    if _VERB_RE.search(sentence):
        options.append(("polarity", None))
    if not options:
        return None
    kind, match = rng.choice(options)
    if kind == "direction" and match is not None:
        word = match.group(0)
        new = _keep_case(word, _DIRECTION_MAP[word.lower()])
        return sentence[:match.start()] + new + sentence[match.end():]
    return toggle_negation(sentence, rng, verbs_only=True)


def toggle_negation(sentence: str, rng: random.Random, *, verbs_only: bool = False) -> str | None:
    """Remove the sentence's negation, or add one (to its finding verb or first auxiliary)."""
    negated = _NEGATED_VERB_RE.search(sentence)
    if negated:
        tense = _PAST_AUX[negated.group(1)]
        adverb = negated.group(2) or ""
        verb = negated.group(3)
        inflected = _inflect(verb, tense) if verb in FINDING_VERBS else (
            verb + "ed" if tense == "past" else verb + ("s" if tense == "present3" else ""))
        return sentence[:negated.start()] + adverb + inflected + sentence[negated.end():]
    no = _NO_RE.search(sentence)
    if no:
        article = "An" if no.group(2)[0] in "aeiou" else "A"
        article = article if no.group(1) == "No" else article.lower()
        return sentence[:no.start()] + f"{article} {no.group(2)}" + sentence[no.end():]
    failed = _FAILED_RE.search(sentence)
    if failed:
        verb = failed.group(2)
        tense = "past" if failed.group(1) == "failed" else ("present3" if failed.group(1) == "fails" else "present")
        inflected = _inflect(verb, tense) if verb in FINDING_VERBS else verb
        return sentence[:failed.start()] + inflected + sentence[failed.end():]
    aux_not = _AUX_NOT_RE.search(sentence)
    if aux_not:
        return sentence[:aux_not.start()] + aux_not.group(1) + sentence[aux_not.end():]
    verb = _VERB_RE.search(sentence)
    if verb:
        base, tense = _VERB_FORMS[verb.group(2)]
        aux = {"present3": "does", "past": "did"}[tense]
        adverb = (verb.group(1) or "").strip()
        inner = f"{adverb} {base}" if adverb else base
        return sentence[:verb.start()] + f"{aux} not {inner}" + sentence[verb.end():]
    if verbs_only:
        return None
    aux = _AUX_RE.search(sentence)
    if aux:
        return sentence[:aux.end()] + " not" + sentence[aux.end():]
    return None


# ------------------------------------------------------------------ numbers

_NUMBER_RE = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)?)(\s?%|\s?-?fold|x\b)?")


def change_number(sentence: str, rng: random.Random) -> str | None:
    """Change one number (not a year) to a plausible different value in the same format."""
    matches = [m for m in _NUMBER_RE.finditer(sentence)
               if not (1900 <= float(m.group(1).replace(",", ".")) <= 2030 and "." not in m.group(1))]
    if not matches:
        return None
    match = rng.choice(matches)
    text = match.group(1).replace(",", ".")
    value = float(text)
    decimals = len(text.split(".")[1]) if "." in text else 0
    for _ in range(10):
        factor = rng.choice([0.5, 0.7, 0.8, 1.2, 1.3, 1.5, 2.0])
        new_value = value * factor + (rng.choice([-1, 1]) * 10 ** -decimals if value < 3 else 0)
        new_text = f"{max(new_value, 0):.{decimals}f}"
        if new_text != text:
            return sentence[:match.start(1)] + new_text + sentence[match.end(1):]
    return None


# ------------------------------------------------------------------ saying more than the source

_HEDGES = [
    (r"\bmay (\w+)", r"\1s"), (r"\bmight (\w+)", r"\1s"), (r"\bcould (\w+)", r"\1s"),
    (r"\bsuggests that\b", "proves that"), (r"\bsuggest that\b", "prove that"),
    (r"\bsuggested that\b", "proved that"), (r"\bindicates that\b", "proves that"),
    (r"\bappears? to\b", ""), (r"\bseems? to\b", ""), (r"\blikely\b", "certainly"),
    (r"\bpossibly\b", "definitely"), (r"\bpotential(ly)?\b", "proven"), (r"\bpartially\b", "fully"),
    (r"\bin some\b", "in all"), (r"\bsome\b", "all"), (r"\boften\b", "always"),
    (r"\bmodest(ly)?\b", "large"), (r"\bslight(ly)?\b", "substantial"), (r"\bpreliminary\b", "conclusive"),
]
_GENERALISE = [
    (r"\bin mice\b", "in humans"), (r"\bin rats\b", "in humans"), (r"\bin vitro\b", "in patients"),
    (r"\bon (one|a single) (\w+)", r"across all \2s"), (r"\bon (two|three|four) (\w+)", r"across all \2"),
    (r"\bin (one|a single) (\w+)", r"in every \2"),
    (r"\bmost\b", "all"), (r"\bmany\b", "all"), (r"\bseveral\b", "all"), (r"\bcan\b", "always"),
    (r"\bin (children|adults|women|men|older adults|elderly patients)\b", "in all age groups"),
    (r"\bwas associated with\b", "causes"), (r"\bwere associated with\b", "cause"),
    (r"\bis associated with\b", "causes"), (r"\bcorrelates? with\b", "causes"),
]


def _apply_first(sentence: str, rules: list[tuple[str, str]], rng: random.Random) -> str | None:
    candidates = [(pattern, repl) for pattern, repl in rules if re.search(pattern, sentence)]
    if not candidates:
        return None
    pattern, repl = rng.choice(candidates)
    edited = re.sub(pattern, repl, sentence, count=1)
    edited = re.sub(r"\s{2,}", " ", edited).strip()
    return edited if edited != sentence else None


def drop_hedge(sentence: str, rng: random.Random) -> str | None:
    """'may reduce' -> 'reduces', 'suggests' -> 'proves': a hedged finding stated as fact."""
    return _apply_first(sentence, _HEDGES, rng)


def overgeneralise(sentence: str, rng: random.Random) -> str | None:
    """'in mice' -> 'in humans', 'on one benchmark' -> 'across all benchmarks', association -> cause."""
    return _apply_first(sentence, _GENERALISE, rng)


# ------------------------------------------------------------------ keeping the meaning

_CITING_OPENERS = (
    "Prior work found that", "Previous studies have shown that", "It has been reported that",
    "Earlier work showed that", "A recent study reported that", "The authors found that",
    "Their results indicate that", "Studies have demonstrated that", "It was shown that",
    "Experiments showed that",
)
_CONNECTIVE_RE = re.compile(
    r"^(However|Moreover|In addition|Furthermore|Thus|Therefore|In conclusion|Overall|"
    r"Additionally|Consequently|Importantly|Notably|Finally|Here|In this study|In summary),\s*"
)


def light_paraphrase(sentence: str, rng: random.Random) -> str:
    """A supported variant: drop a leading connective or a parenthetical, or keep as is."""
    out = _CONNECTIVE_RE.sub("", sentence)
    if rng.random() < 0.5:
        out = re.sub(r"\s*\([^()]{1,80}\)", "", out)
    out = re.sub(r"\s{2,}", " ", out).strip()
    return out[:1].upper() + out[1:]


def as_citing_sentence(sentence: str, rng: random.Random) -> str:
    """'X reduces Y.' -> 'Prior work found that X reduces Y.' (how drafts attribute findings)."""
    body = light_paraphrase(sentence, rng)
    if rng.random() < 0.5 or not body:
        return body
    first = body.split(" ", 1)[0]
    keep_capital = first.isupper() or any(c.isupper() for c in first[1:])
    body = body if keep_capital else body[:1].lower() + body[1:]
    return f"{rng.choice(_CITING_OPENERS)} {body}"


_ENTITY_RE = re.compile(r"\b(?:[A-Z][A-Za-z0-9-]*[A-Z0-9][A-Za-z0-9-]*|[A-Z][a-z]{3,})\b")


def entities(sentences: list[str]) -> list[str]:
    return sorted({m.group(0) for s in sentences for m in _ENTITY_RE.finditer(s)})


def swap_entity(sentence: str, pool: list[str], rng: random.Random) -> str | None:
    """Replace a named entity / acronym with another one from the same document."""
    found = [m for m in _ENTITY_RE.finditer(sentence) if m.start() > 0]
    candidates = [e for e in pool if e not in sentence]
    if not found or not candidates:
        return None
    match = rng.choice(found)
    return sentence[:match.start()] + rng.choice(candidates) + sentence[match.end():]
