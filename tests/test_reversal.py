"""The reversal check: a source sentence that states the opposite of a claim sentence.

Hand-written pairs for each way a finding gets reversed (negation, opposite direction
words, null result against an effect, a denied verb) and for the look-alikes that must
stay quiet (a paraphrase, "not only", an aim, opposite words about different things,
a comparison with its operands swapped, a source that also says what the claim says).
"""

from __future__ import annotations

import pytest

from rblint.engine.scoring.chunking import Chunk
from rblint.engine.scoring.document_score import DocumentScorer
from rblint.engine.scoring.overlap import OverlapScorer
from rblint.engine.scoring.reading import Polarity, read_sentence, states_verb_with, stem_of, verbs_of_denied_objects
from rblint.engine.scoring.reversal import CUE, DENIAL, NEGATION, ReversalDetector, calibrated_detector, opposed

DETECTOR = ReversalDetector(min_alignment=0.3, min_negation_alignment=0.5)


def find(claim: str, *source: str):
    return DETECTOR.find(claim, [Chunk(text, index, "paper") for index, text in enumerate(source)])


REVERSED = [
    # (claim, source, kind, claim words, source words)
    ("Contrastive pretraining lowers citation recall on the CiteBench corpus.",
     "Contrastive pretraining on citation contexts raises recall at ten from 0.71 to 0.88 on the CiteBench corpus.",
     CUE, "lowers", "raises"),
    ("In-batch negative training does not improve retrieval accuracy.",
     "We find that in-batch negative training improves the results substantially. "
     "The choice of negatives does not impact the top-k accuracy much.", CUE, "does not improve", "improves"),
    ("Retrieval clearly improves both correctness and citation quality.",
     "We compare several systems on the benchmark. Retrieving text on-the-fly does not improve the correctness "
     "or the citation quality. Longer prompts help a little.", CUE, "improves", "does not improve"),
    ("Dropout increases overfitting in small networks.", "Dropout reduces overfitting in small networks.",
     CUE, "increases", "reduces"),
    ("The treatment had no significant effect on blood pressure in elderly patients.",
     "The treatment significantly reduced blood pressure in elderly patients.", CUE, None, None),
    ("Aspirin use is not associated with mortality in sepsis patients.",
     "Aspirin use was associated with mortality in sepsis patients.", CUE, "is not associated", "associated"),
    ("EMT is not required for lung metastasis in mice.", "EMT is required for lung metastasis in these mice.",
     NEGATION, "is not required", "required"),
    ("The vaccine did not protect older adults from infection.",
     "The vaccine protected older adults from infection during the first winter.", NEGATION, "did not protect",
     "protected"),
    ("The vaccine did not prevent infection in older adults.",  # "prevent" is a direction: its cue decides
     "The vaccine prevented infection in older adults during the first winter.", CUE, "did not prevent",
     "prevented"),
    ("The vaccine did not stop infection in older adults in care homes.",
     "The vaccine halted infection in older adults living in care homes.", DENIAL, "did not stop", None),
    ("Folic acid reduces the incidence of vascular disease in kidney patients.",
     "Folic acid did not improve survival or reduce the incidence of vascular disease in kidney patients.",
     CUE, "reduces", "or reduce"),
    # both say "associated with": the shared link does not hide the opposite direction
    ("This level of weight loss is associated with worsened cardiovascular risk factors.",
     "Modest weight loss was associated with significant improvements in cardiovascular risk factors.",
     CUE, "worsened", "improvements"),
    # a comparison with "than": the same operand first, the other comparative
    ("Participants who used Paper Plain had a harder time reading papers than those who used a PDF reader.",
     "We find that participants who use Paper Plain have an easier time reading papers than those who use a PDF "
     "reader.", CUE, "harder", "easier"),
    # ... or the same comparative with the operands the other way round
    ("Sparse retrieval has higher recall than dense retrieval on the benchmark.",
     "Dense retrieval has higher recall than sparse retrieval on the benchmark.", CUE, "higher", "the other way round"),
    # a sign before an effect word is a direction
    ("Serum ferritin was positively correlated with disease activity in these patients.",
     "Serum ferritin was negatively correlated with disease activity in these patients.", CUE,
     "positively correlated", "negatively correlated"),
    # "more X than" / "less X than": a comparison about X, operands in the same order
    ("Eradication therapy with iron is less effective than iron administration alone for anaemia.",
     "Eradication therapy with iron is more effective than iron administration alone for anaemia.", CUE,
     "less effective", "more effective"),
    # superlatives, and opposites that govern no word of their own ("... and most accurate ...")
    ("The implementation ranks among the slowest and least accurate real-time stereo matching methods.",
     "The implementation ranks among the fastest and most accurate real-time stereo matching methods.", CUE,
     "slowest", "fastest"),
    # "is not the same as": "same" is a stop word, yet the word the negation is about
    ("Computer arithmetic is the same as the arithmetic familiar to mathematicians.",
     "In several respects computer arithmetic is not the same as the arithmetic familiar to mathematicians.",
     NEGATION, "same", "is not the same"),
    # cheap / expensive, and an evaluative adverb after a verb of performance
    ("The bag-to-bag distance is often computationally cheap for multi-instance learning.",
     "The bag-to-bag distance is often computationally expensive for multi-instance learning.", CUE, "cheap",
     "expensive"),
    ("The pipeline performs poorly on large datasets of protein families.",
     "The pipeline performs well on large datasets of protein families.", CUE, "poorly", "well"),
    # good / poor: "in poor agreement with" where the paper reports good agreement (a 1994 preprint)
    ("The calculated spectra are in poor agreement with the experimental data.",
     "The calculated spectra are in quite good agreement with the experimental data.", CUE, "poor", "good"),
    # "less than" a thing (not a number) is a direction, against "greater than" (a 2017 survey)
    ("Its population estimate is around a factor of ten greater than previous estimates.",
     "This population estimate is around a factor of ten less than has been previously estimated, though in close "
     "agreement with one recent measurement.", CUE, "greater", "less"),
    # a negated verb beside a detail both state ("sizes larger than 100 meters"): the detail does not veto
    ("The derived size distribution does not match the observed data for sizes larger than 100 meters.",
     "Our derived size distribution matches basically all observed data for sizes larger than 100 meters.",
     NEGATION, "does not match", "matches"),
    # "significantly below": a degree of the direction, no effect word of its own (a 2013 survey)
    ("The performance of transcription systems is now comparable to that of a human expert.",
     "However, the performance of transcription systems is still significantly below that of a human expert.", CUE,
     "comparable", "below"),
    # "A is outperformed by B" says "B outperforms A": the operands of a comparing verb, passive or not
    ("Our dense retriever is outperformed by a strong Lucene-BM25 system in top-20 passage retrieval accuracy.",
     "Our dense retriever outperforms a strong Lucene-BM25 system greatly in top-20 passage retrieval accuracy.", CUE,
     "outperformed", "outperforms, of the two the other way round"),
    ("A strong Lucene-BM25 system outperforms our dense retriever in top-20 passage retrieval accuracy.",
     "Our dense retriever outperforms a strong Lucene-BM25 system greatly in top-20 passage retrieval accuracy.", CUE,
     "outperforms", "outperforms, of the two the other way round"),
    # an adverb between the auxiliary and the passive verb
    ("Our proposed method is substantially outperformed by clinical baselines for detecting sepsis.",
     "Our proposed method substantially outperforms clinical baselines for detecting sepsis.", CUE, "outperformed",
     "outperforms, of the two the other way round"),
    # the passive's agent after a prepositional phrase ("outperformed on all datasets by")
    ("Transformer models pre-trained on JFT-300M are outperformed on all datasets by ResNet-based baselines.",
     "Transformer models pre-trained on the JFT-300M dataset outperform ResNet-based baselines on all datasets.", CUE,
     "outperformed", "other way round"),
    # "than for the C-domain": the operand after a preposition (an ACE inhibitor paper)
    ("The tetrazole compound was markedly less selective for the N-domain than for the C-domain.",
     "The tetrazole compound displayed potent inhibition and was 927-fold more selective for the N-domain than the "
     "C-domain.", CUE, "less selective", "more selective"),
    # "excellent" is a rise like "good": "poor results" against "excellent results" (ViT's abstract)
    ("The Vision Transformer attains poor results compared to state-of-the-art convolutional networks.",
     "The Vision Transformer attains excellent results compared to state-of-the-art convolutional networks.", CUE,
     "poor", "excellent"),
    # a detail after the reversed finding that agrees ("with fewer parameters") does not veto it
    ("TableFormer consistently underperforms the original TAPAS in all pretraining settings with fewer parameters.",
     "Experiments show that TableFormer consistently outperforms original TAPAS in all pretraining settings with "
     "fewer parameters.", CUE, "underperforms", "outperforms"),
    # operands swapped where the predicate before the comparative is the same on both sides
    ("For ResNets, SGD works slightly better than Adam in the authors' setting.",
     "Appendix D.1 shows that, in contrast to common practices, Adam works slightly better than SGD for ResNets in "
     "our setting.", CUE, "better", "better, of the two the other way round"),
    # a comparison with "than" governs no word of its own: opposite words about the same thing
    ("In their preliminary trials, fixed-length passages performed worse than natural paragraphs in retrieval.",
     "We experimented with natural paragraphs in our preliminary trials and found that using fixed-length passages "
     "performs better in retrieval.", CUE, "worse", "better"),
    # an agreeing cue before the reversed one, about other words, is another part of the sentence
    ("Fat bytecodes mean fewer bytecodes and therefore higher dispatch cost.",
     "Fat bytecodes have two advantages: fewer bytecodes means lower dispatch cost.", CUE, "higher", "lower"),
    # "above"/"below" after a measured difference
    ("The model scores three points above the ResNet baseline on ImageNet.",
     "The model scores three points below the ResNet baseline on ImageNet.", CUE, "above", "below"),
    # "comparable" describing a thing ("of comparable size") is no null result that agrees
    ("Trained on mid-sized datasets, the models reach accuracies a few points above comparable ResNets.",
     "Trained on mid-sized datasets, these models yield accuracies a few points below ResNets of comparable size.",
     CUE, "above", "below"),
    # ... while "comparable" as a result still opposes a direction
    ("The adapter model improves accuracy over full fine-tuning on GLUE.",
     "The adapter model's accuracy is comparable to full fine-tuning on GLUE.", CUE, "improves", "comparable"),
    # a compound governs what its words do ("large-scale" / "large scale")
    ("The pipeline performs poorly on large-scale datasets of protein families.",
     "The pipeline performs well on large scale datasets of protein families.", CUE, "poorly", "well"),
    # "many more X" is a comparison about X whose other operand goes unsaid
    ("LaTeX parses contain many fewer paragraphs of body text than PDF parses.",
     "On average, LaTeX parses contain many more paragraphs of body text, because source files keep line breaks.",
     CUE, "fewer paragraphs", "more paragraphs"),
    # a short claim: every one of its content words is in the sentence that says the opposite
    ("YouTube is not a website.", "YouTube is an American video-sharing website headquartered in San Bruno.",
     NEGATION, "is not a website", "website"),
]


# The tenth session's drafts, their sentences as written and as the papers print them (the shipped
# thresholds: a one-sentence source aligns lower than a paper's passage does).
DRAFTED = [
    # a late purpose clause is no aim; "lose"; "later"; "minor differences"; an intransitive verb governs
    # its subject; antonyms with one subject; "without" took its object; "un-"; a threshold is no operand
    ("SelfChecker handles a model whose last layer has a single output with a sigmoid or tanh activation.",
     "We found that SelfChecker does not handle a model if the last layer contains sigmoid or tanh activation "
     "functions with a single output and performs well for softmax functions to determine true misbehavior.",
     NEGATION, "handles", "does not handle"),
    ("Compared with RXP407, 33RE keeps the salt bridge with Arg381 but loses interactions with Tyr369.",
     "The main difference in binding was seen in the loss of a salt bridge with Arg381 but enhanced interactions "
     "with Tyr369.",
     CUE, "loses", "enhanced"),
    ("The P300 peak evoked by haptic feedback came significantly later than with auditory feedback.",
     "The P300 peak evoked by the haptic feedback is significantly earlier compared with auditory feedback.",
     CUE, "later", "earlier"),
    ("Re-aligning the 18 Selectome gene families revealed no differences in the positively selected sites.",
     "The analysis of these alternative alignments revealed minor differences in the reported positively selected "
     "sites of five genes (C12orf43, CACNA1I, PASK, SLC8A1, and TRIM40).",
     CUE, "no differences", "differences"),
    ("Coupling complete pairs and sub pairs reduces SR by 5.5% and SSA by 3.5% compared with model#9.",
     "Table 3 and Table 4 show that, when we couple the complete pairs and sub pairs as training data (model#11), "
     "we see that SR improves 5.5%, and LN reduces 700 times with SSA improving 3.5% meanwhile compared to model#9.",
     CUE, "reduces", "improves"),
    ("The simple spectrogram method is by far the slowest of the analysis methods.",
     "The simple spectrogram method is by far the fastest, as is to be expected given its simplicity.",
     CUE, "slowest", "fastest"),
    ("The best-performing GNN without EGP easily exceeds 60% accuracy on the matching task.",
     "The best-performing GNN without EGP cannot exceed 60% accuracy on the matching task.",
     CUE, "exceeds", "can not exceed"),
    ("The construction changes both the parameter count and the latent dimension of the model.",
     "Our construction leaves both the parameter count and latent dimension of the model unchanged.",
     CUE, "changes", "unchanged"),
    ("The survey finds around 18,000 NEOs larger than 100 m, in poor agreement with the NEOWISE estimate.",
     "NEOWISE results suggest 20,500 NEOs larger than 100 m; we find here around 18,000 NEOs larger than 100 m, "
     "in good agreement with the NEOWISE estimate.", CUE, "poor", "good"),
]


# The eleventh session's drafts (Chaum 1988, Hoare 1969): a negative subject or object ("neither of the
# other two learns", "give no basis"), a link and its denial ("depends on" / "independent of"), an
# advantage offered and denied.
DRAFTED_ELEVENTH = [
    ("If a cryptographer is paying, the other two can learn from the utterances which cryptographer it is.",
     "Yet if a cryptographer is paying, neither of the other two learns anything from the utterances about which "
     "cryptographer it is.", NEGATION, "learn", "neither of the other two learns"),
    ("A nonpaying cryptographer learns which of the other two is paying.",
     "Thus, in each subcase, a nonpaying cryptographer learns nothing about which of the other two is paying.",
     NEGATION, "learns", "learns nothing"),
    ("The axioms and rules of inference in the paper provide a basis for proving that a program successfully "
     "terminates.", "The axioms quoted above are sufficient to construct the proof of properties of simple programs. "
     "Another deficiency in the axioms and rules quoted above is that they give no basis for a proof that a program "
     "successfully terminates.", NEGATION, "basis", "no basis"),
    ("The truth of these axioms depends on the size of the set and on the technique applied in the event of "
     "overflow.", "Their truth is independent of the size of the set; furthermore, it is largely independent of the "
     "choice of technique applied in the event of overflow.", CUE, "depends", "independent"),
    ("Generalization to fields other than GF(2) is possible and offers substantial practical advantages.",
     "Generalization to fields other than GF(2) is possible, but seems to offer little practical advantage.",
     CUE, "advantages", "little practical advantage"),
    # a 1994 preprint: "neither ... nor" after the verb, in a "but" clause that goes on about the same subject
    ("HQET provides a framework for extracting symmetry relations and can predict both the spectra of the heavy "
     "mesons and the approach to the heavy-quark limit.", "In essence, HQET provides a framework for systematically "
     "extracting symmetry relations and the corrections to the formal heavy-quark limit but can predict neither the "
     "spectra of the heavy mesons nor the approach to the heavy-quark limit.", NEGATION, "predict", "predict neither"),
    ("The relativised constituent quark model of Godfrey and Isgur is largely unsuccessful in predicting the mesonic "
     "spectra.", "A model that is quite successful in predicting the mesonic spectra is the relativised constituent "
     "quark model of Godfrey and Isgur.", CUE, "unsuccessful", "successful"),
]


def test_two_comparisons_of_the_same_things_in_the_same_order_are_compared_whatever_their_words() -> None:
    source = read_sentence("The results in Table 5 show that S2ORC-SciBERT outperforms SciBERT on many tasks.")
    assert opposed(read_sentence("S2ORC-SciBERT does worse than SciBERT on many tasks."), source) == (
        CUE, "worse", "outperforms")
    # the operands the other way round: "SciBERT does worse than S2ORC-SciBERT" says what the source says
    assert opposed(read_sentence("SciBERT does worse than S2ORC-SciBERT on many tasks."), source) is None


def test_a_change_linked_to_the_claims_subject_alone_may_oppose_but_never_agrees() -> None:
    """"accuracy gets markedly worse" is about accuracy, so it opposes "improvements in accuracy";
    but "The simplest method tested seems to work worst" does not agree with a woven sentence's "the
    degradations we tested" (that agreement had vetoed the reversal by the paper's "perform the best")."""
    from rblint.engine.scoring.reversal import _agreed

    claim = read_sentence("The simplest method tested seems to work worst.")
    woven = read_sentence("A clear result emerges best match against our manual annotations, which is that the "
                          "simplest method (ss) attains the sufficiently robust to the degradations we tested.")
    assert not _agreed(claim, woven)
    assert opposed(read_sentence("With noise of ±40, accuracy gets markedly worse."),
                   read_sentence("Significant improvements in accuracy are seen with noise of ±40.")) == (
        CUE, "worse", "improvements")


def test_what_a_table_holds_and_what_could_happen_if_are_no_findings() -> None:
    """A survey's "the best algorithm has not been improved on since 2009" was denied against "Table 1
    gives the results for ..." and then against "... could potentially improve the transcription
    process if integrated in an AMT system"."""
    assert not read_sentence("Table 1 gives the results for the frame-based multiple-F0 estimation task.").states_finding
    assert read_sentence("Table 1 shows that the results for the estimation task improve.").states_finding
    claim = read_sentence("The leading estimation algorithm has not been improved on since 2009.")
    hypothetical = read_sentence("Independent estimators could potentially improve the leading estimation algorithm "
                                 "if integrated in a transcription system.")
    stated = read_sentence("Independent estimators potentially improve the leading estimation algorithm when "
                           "integrated in a transcription system.")
    assert not [cue for cue in hypothetical.cues if cue.stem == "improv"]
    assert opposed(claim, hypothetical) is None and opposed(claim, stated) is not None


def test_a_condition_or_a_manner_after_a_verb_is_not_what_the_verb_changes() -> None:
    """"performance rises sharply when fewer layers are fine-tuned": "fewer layers", in both sentences,
    is the condition, and agrees about nothing the two verbs govern."""
    claim = read_sentence("On GLUE, performance rises sharply when fewer layers are fine-tuned.")
    source = read_sentence("On GLUE, performance decreases dramatically when fewer layers are fine-tuned.")
    assert opposed(claim, source) == (CUE, "rises", "decreases")

DRAFTED_TWELFTH = [
    # a sign as an adverb after the effect word: "correlated positively" against "negative correlation"
    ("The metabolites that rose most under heat, such as L-tryptophan and pipecolate, correlated positively with "
     "the traits.", "In general, metabolites that increased the most under heat stress (L-tryptophan, pipecolate) "
     "showed negative correlation with different traits.", CUE, "correlated positively", "negative correlation"),
    # a passive comparing verb with an adverb between the auxiliary and the participle
    ("Systems that combine deep learning with reinforcement learning are still outperformed at classification by "
     "passive vision systems.", "Systems combining deep learning and reinforcement learning are in their infancy, "
     "but they already outperform passive vision systems at classification tasks.", CUE, "outperformed",
     "the other way round"),
    # doubling against halving, beside a thing both name by its rank ("the best competing approaches")
    ("On about a million web images in 1,000 classes, deep ConvNets roughly doubled the error rates of the best "
     "competing approaches.", "When deep convolutional networks were applied to a data set of about a million images "
     "from the web that contained 1,000 different classes, they achieved spectacular results, almost halving the "
     "error rates of the best competing approaches.", CUE, "doubled", "halving"),
    # both ends named, swapped: the opposing cue is about the source cue's subject
    ("Visual feedback produced the highest P300 peak amplitude, and auditory-visual-haptic feedback the lowest.",
     "The Auditory-Visual-Haptic feedback resulted in the highest P300 peak amplitude.", CUE, "lowest", "highest"),
    # a direction that governs nothing after it is about its subject
    ("With noise in the ranges of ±20 and ±40, accuracy gets markedly worse.",
     "Significant improvements in accuracy can be seen in Figure 3 when the noise has ranges of ±20, and ±40.",
     CUE, "worse", "improvements"),
    # "more selective for X than Y": the words after the quality are its first operand
    ("Compound 33RE inhibited the enzyme weakly and was 927 times more selective for the C-domain than for the "
     "N-domain.", "A molecule incorporating a tetrazole moiety in the P2 position (compound 33RE) displayed potent "
     "inhibition and was 927-fold more selective for the N-domain than the C-domain.", CUE, "more selective",
     "the other way round"),
    # two comparing verbs, the operands the other way round ("beat" is one)
    ("The clinical baselines clearly beat all MGP-RNN variants.", "It is clear that the various MGP-RNN methods "
     "substantially outperform both the clinical baselines and the other baseline models.", CUE, "beat",
     "the other way round"),
    # a superlative naming a rank answers to the same word only about the same things
    ("The model rewarded with nDTW reaches the lowest fidelity in unseen environments but the highest SR of all the "
     "rewards.", "Although model#14 which takes nDTW as reward has the highest fidelity scores in unseen environments, "
     "it gets the lowest SR and LN scores among all rewards.", CUE, "lowest", "highest"),
]

@pytest.mark.parametrize("claim,source,kind,claim_words,source_words", DRAFTED + DRAFTED_ELEVENTH + DRAFTED_TWELFTH)
def test_the_tenth_sessions_draft_reversals_are_found(claim: str, source: str, kind: str, claim_words: str,
                                                      source_words: str) -> None:
    found = calibrated_detector().find(claim, [Chunk(source, 0, "paper")])
    assert found is not None, claim
    assert (found.kind, found.claim_cue) == (kind, claim_words) and source_words in found.source_cue


@pytest.mark.parametrize("claim,source,kind,claim_words,source_words", REVERSED)
def test_reversed_findings_are_found(claim: str, source: str, kind: str, claim_words: str | None,
                                     source_words: str | None) -> None:
    found = find(claim, source)
    assert found is not None, claim
    assert found.kind == kind
    if claim_words is not None:
        assert found.claim_cue == claim_words
    if source_words is not None:
        assert source_words in found.source_cue
    assert found.sentence in source and found.source_key == "paper"


QUIET = [
    ("a negation in a relative clause names a thing", "In MapReduce, the master pings every worker periodically, and "
     "a worker that does not respond in time is marked as failed.", "The master pings every worker periodically."),
    ("a negation in a hypothetical is no finding", "Training is stable only when the adapters are initialized close "
     "to the identity function.", "We also observe that if the initialization deviates too far from the identity "
     "function, the model may fail to train."),
    ("a hedged denial of what the source never names", "Additional pretraining does not seem to be required for a "
     "strong dense retriever.", "While both methods include additional pretraining tasks and employ an expensive "
     "end-to-end training regime, DPR manages to outperform them on both NQ and TriviaQA."),
    # ViT's claims paraphrased (eleventh session): each was a false error before
    ("'not ... well' is 'poorly'", "Transformers lack the inductive biases of CNNs and therefore generalize poorly "
     "when trained on insufficient data.", "Transformers lack some of the inductive biases inherent to CNNs, and "
     "therefore do not generalize well when trained on insufficient amounts of data."),
    ("a negated verb of finding reaches its object", "The authors did not observe significant gains from more "
     "advanced 2D-aware position embeddings.", "We use standard learnable 1D position embeddings, since we have not "
     "observed significant performance gains from using more advanced 2D-aware position embeddings."),
    ("'do not appear to' is 'appear not to'", "Vision Transformers do not appear to saturate within the range of "
     "model sizes tried.", "Third, Vision Transformers appear not to saturate within the range tried, motivating "
     "future scaling efforts."),
    ("'tells us nothing' denies the telling, and the source says it too",
     "However, the effective theory tells us nothing about the details of the spectra, such as the exact ordering of "
     "states or their masses.", "However, this effective theory tells us nothing about the details of the spectra, "
     "such as the exact ordering of states, or their masses."),
    ("a change the claim names by its word is the source's, whatever follows each",
     "The authors attribute the decline with many layers to over-smoothing, as node representations become more "
     "and more similar.", "And such decline of performance can be interpreted as that with the continuous "
     "increase of layer numbers, the feature representations of nodes become more and more similar."),
    ("'no' after a pronoun is an idiom", "Mr Gove has said he accepts that being sacked was the right thing to do.",
     "She no longer had a place for me, and I entirely accept that being sacked was the right thing to do."),
    ("a thing said to be missing is not stated plainly", "The concert generated a lack of awareness.",
     "The concert is recognised as unsuccessful, generating no awareness."),
    ("an advantage listed is a topic, not a finding", "Fat bytecodes mean fewer bytecodes and lower dispatch cost.",
     "Fat bytecodes have two advantages: fewer bytecodes means lower dispatch cost."),
    ("a paraphrase", "Dropout reduces overfitting in small networks.",
     "In small networks, dropout clearly reduces overfitting."),
    ("not only", "Dropout reduces overfitting in small networks.",
     "Dropout not only reduces overfitting in small networks but also speeds up training."),
    ("an aim is no finding", "Dropout does not reduce overfitting in small networks.",
     "We aimed to determine whether dropout reduces overfitting in small networks."),
    ("opposite words about different things", "The new loss improves accuracy on the test set.",
     "The new loss reduces the error rate on the test set."),
    ("operands swapped in a comparison", "Model A has higher recall than model B on the benchmark.",
     "Model B has lower recall than model A on the benchmark."),
    ("operands swapped, the source without 'than'", "Model B has lower recall than model A on the benchmark.",
     "Model A has higher recall on the benchmark."),
    ("operands the words cannot tell apart", "It has lower recall than that on the benchmark.",
     "It has higher recall on the benchmark."),
    ("the source negates the verb only for another subject, in a contrast clause",
     "Features of the extremes of frequency modulation encode species identity beyond frequency features.",
     "We find that features representing the extremes of frequency modulation encode species identity beyond "
     "frequency features, whereas bandwidth features do not encode additional information."),
    ("an unsigned link against a signed one", "Serum ferritin was correlated with disease activity in patients.",
     "Serum ferritin was negatively correlated with disease activity in these patients."),
    ("'less X than' with the operands the other way round",
     "Iron administration alone is less effective than eradication therapy with iron for anaemia.",
     "Eradication therapy with iron is more effective than iron administration alone for anaemia."),
    ("'more X than' is about X: 'more difficult' may be 'harder'",
     "Dynamic languages such as JavaScript are harder to compile than statically typed languages.",
     "Dynamic languages such as JavaScript are more difficult to compile than statically typed ones."),
    # (the same number bounded the other way is a turned bound: tests/test_bounds.py)
    ("'more than' a number is no comparison", "More than 50 patients received eradication therapy with iron.",
     "Fewer than 40 patients received eradication therapy with iron."),
    ("the source says both", "Dropout reduces overfitting in small networks.",
     "Dropout reduces overfitting in small networks. Dropout increases overfitting in small networks "
     "when the rate is too high."),
    ("unrelated sentence", "Dropout does not improve convergence of language models.",
     "Adam converges faster than plain gradient descent on language models."),
    ("negation in a parenthesis about something else", "Patients receiving oxygen benefited from remdesivir.",
     "In the study of remdesivir (most patients were not receiving oxygen), patients recovered sooner."),
    ("the finding agrees; another part of the claim has no counterpart",
     "The new loss raises accuracy and lowers latency on the test set.",
     "The new loss raises accuracy on the test set."),
    ("an agreeing cue about the same words as the opposing one",
     "Retrieval improves recall on long queries, though it lowers recall on short ones.",
     "Retrieval improves recall on long queries and on short ones."),
    ("the source states the finding both ways, the opposite side in a contrast clause",
     "The BiT CNNs outperform ViT on ImageNet when pre-trained on smaller datasets.",
     "The BiT CNNs outperform ViT on ImageNet, but with the larger datasets, ViT overtakes."),
    ("'above' without a measured difference is no direction", "The model described above improves recall.",
     "The model described below improves recall."),
    ("'good' about the same agreement on both sides", "The calculated spectra are in good agreement with the data.",
     "The calculated spectra are in quite good agreement with the experimental data."),
    ("'good' and 'poor' about different things", "The model is a poor starting point for decay processes.",
     "The calculated spectra are in quite good agreement with the experimental data."),
    ("a bare denial beside an agreeing detail: the source never states the denied word",
     "Surveys from 1999 to 2010 indicated that almost half of adults were not at the recommended goal.",
     "Survey data indicate that the share achieving the goal increased from 44 to 57 percent."),
    ("'more than' a number word is a bound, no direction", "The trial ran for more than a decade in rural clinics.",
     "The trial ran in rural clinics for less than was planned."),
    ("the passive with an adverb, the same finding",
     "Clinical baselines are substantially outperformed by our proposed method for detecting sepsis.",
     "Our proposed method substantially outperforms clinical baselines for detecting sepsis."),
    ("the passive of the source's comparison, the same finding",
     "A strong Lucene-BM25 system is outperformed by our dense retriever in top-20 passage retrieval accuracy.",
     "Our dense retriever outperforms a strong Lucene-BM25 system greatly in top-20 passage retrieval accuracy."),
    ("hyphenated compound is no cue", "The mutation does not affect glycosylation at this site.",
     "There have been no observed mutations to N-linked glycosylation sites at this site."),
    ("'neither X nor Y' denies both, as 'not X nor Y' does",
     "Counterfactuals are actionable and sparse explanations, whereas Shapley values are neither actionable nor "
     "sparse.", "Yet Shapley values are not actionable nor sparse."),
    ("'better than' a number is a threshold, and an adjective governs no subject behind it",
     "Features extracted by the methods were robust to noise and MP3 degradation, with correlations to the "
     "original features above 0.95.",
     "Features extracted by the methods were highly robust to the noise and MP3 degradations applied, in all "
     "cases having a correlation with the original features better than 0.95."),
    ("a source that says 'insufficient' is no negation-free statement for a claim's 'not enough' to deny",
     "Learning a single global metric for a multi-instance data set is not enough, because such data are highly "
     "heterogeneous.", "However, existing methods learned only one global metric for a multi-instance data set, "
     "which is insufficient because the objects in multi-instance data by nature are highly heterogeneous."),
    ("a claim naming both ends, one for another subject: the source's highest is its highest",
     "Auditory-visual-haptic feedback produced the highest P300 peak amplitude, and visual feedback the lowest.",
     "The Auditory-Visual-Haptic feedback resulted in the highest P300 peak amplitude."),
    ("a negation in a leading reason clause is the reason, not the finding the main clause states",
     "Because existing tools may not offer both sentence splits and figure detection, users end up writing a lot of "
     "custom code to chain pipelines together.",
     "As a result, users must write extensive custom code that strings pipelines of multiple models together."),
    ("a quality compared for the same first operand, in other words",
     "Compound 33RE was 927 times more selective for the N-domain than for the C-domain.",
     "A molecule incorporating a tetrazole moiety in the P2 position (compound 33RE) displayed potent inhibition "
     "and was 927-fold more selective for the N-domain than the C-domain."),
    ("two comparing verbs, the same operands in the same order",
     "All MGP-RNN variants clearly beat both the clinical baselines and the other baseline models.",
     "It is clear that the various MGP-RNN methods substantially outperform both the clinical baselines and the "
     "other baseline models."),
    ("two superlatives, each about the thing the source gives it",
     "The model rewarded with nDTW reaches the highest fidelity in unseen environments but the lowest SR and LN "
     "scores of all the rewards.", "Although model#14 which takes nDTW as reward has the highest fidelity scores in "
     "unseen environments, it gets the lowest SR and LN scores among all rewards."),
    ("a passive comparing verb with an adverb says what its active form says, the other way round",
     "Passive vision systems are already outperformed at classification by systems that combine deep learning with "
     "reinforcement learning.", "Systems combining deep learning and reinforcement learning are in their infancy, "
     "but they already outperform passive vision systems at classification tasks."),
]


@pytest.mark.parametrize("why,claim,source", QUIET, ids=[case[0] for case in QUIET])
def test_look_alikes_stay_quiet(why: str, claim: str, source: str) -> None:
    assert find(claim, source) is None, why


def test_a_than_comparison_against_a_source_without_one_reads_the_subject() -> None:
    """The source states the finding without naming the other operand: its subject decides."""
    claim = "Participants who used Paper Plain had a harder time reading papers than those who used a PDF reader."
    detector = ReversalDetector(min_alignment=0.2, min_negation_alignment=0.5)
    found = detector.find(claim, [Chunk("We find that participants who use Paper Plain have an easier time reading "
                                        "papers.", 0, "paper")])
    assert found is not None and (found.claim_cue, found.source_cue) == ("harder", "easier")
    swapped = "Participants who used a PDF reader had a harder time reading papers than those who used Paper Plain."
    assert detector.find(swapped, [Chunk("We find that participants who use Paper Plain have an easier time "
                                         "reading papers.", 0, "paper")]) is None


def test_cues_read_negation_direction_and_null_results() -> None:
    cues = {cue.words: cue.polarity for cue in read_sentence(
        "X did not improve recall, failed to reduce latency, and left accuracy unchanged.").cues}
    assert cues["did not improve"] is Polarity.NOT_UP
    assert cues["failed to reduce"] is Polarity.NOT_DOWN
    assert cues["unchanged"] is Polarity.NULL
    assert read_sentence("Dropout is effective, not only in vision.").cues[0].polarity is Polarity.EFFECT


def test_alignment_threshold_gates_the_verdict() -> None:
    claim = "Dropout increases overfitting in small networks."
    source = "Dropout reduces overfitting in big models. Small networks train fast. We use eight GPUs."
    found = ReversalDetector(0.1).find(claim, [Chunk(source, 0)])
    assert found is not None and 0.1 < found.alignment < 0.9  # "small networks" is elsewhere
    assert ReversalDetector(found.alignment + 0.01).find(claim, [Chunk(source, 0)]) is None


def test_only_a_well_aligned_sentence_vetoes_a_reversal() -> None:
    """A sentence that merely uses the claim's cue word about something else ("decreased
    grain yield") must not hide the sentence that reverses the claim; one about the claim,
    nearly as well aligned, still does."""
    claim = "Drought-tolerant maize lines show decreased root lignin content in dry soils."
    reversing = "Drought-tolerant maize lines had elevated root lignin content in dry soils."
    unrelated = "Heat stress decreased grain yield in dry seasons."
    found = find(claim, f"{reversing} {unrelated}")
    assert found is not None and found.sentence == reversing and found.source_cue == "elevated"
    agreeing = "In dry soils, root lignin content of drought-tolerant maize lines decreased."
    assert find(claim, f"{reversing} {agreeing}") is None


def test_rare_words_weigh_more_in_the_alignment() -> None:
    claim = "In-batch negative training does not improve retrieval accuracy."
    passage = ("Figure 1 shows the top-k retrieval accuracy for different numbers of training examples. "
               "Retrieval accuracy grows with more examples. Retrieval accuracy is measured on the dev set. "
               "We find that in-batch negative training improves the results substantially.")
    found = find(claim, passage)
    assert found is not None and found.sentence.startswith("We find that in-batch")


def test_a_reversal_lowers_the_support_score_and_is_kept_on_the_sentence() -> None:
    scorer = DocumentScorer(OverlapScorer(), exhaustive=True, reversals=DETECTOR)
    reversed_ = scorer.score_text("Dropout reduces overfitting in small networks.",
                                  "Dropout increases overfitting in small networks.")
    sentence = reversed_.sentences[0]
    assert sentence.reversal is not None and sentence.model_score == pytest.approx(0.8)  # 4 of 5 words
    assert sentence.score == pytest.approx(0.8 * (1 - sentence.reversal.alignment))
    kept = scorer.score_text("Dropout reduces overfitting in small networks.",
                             "Dropout reduces overfitting in small networks.")
    assert kept.sentences[0].reversal is None and kept.score == pytest.approx(1.0)


def test_the_threshold_only_gates_never_reranks() -> None:
    """The same sentence is chosen (and the same others may veto) whatever the threshold:
    what a stricter threshold finds is what a lax one finds, cut at the alignment."""
    passage = ("Dropout reduces overfitting in big models. Small networks train fast. "
               "In small networks, dropout was applied to every layer.")
    claim = "Dropout increases overfitting in small networks."
    lax = ReversalDetector(0.0, 0.0).find(claim, [Chunk(passage, 0)])
    assert lax is not None
    for threshold in (0.05, lax.alignment - 0.01, lax.alignment, lax.alignment + 0.01, 0.9):
        strict = ReversalDetector(threshold, threshold).find(claim, [Chunk(passage, 0)])
        assert strict == (lax if lax.alignment >= threshold else None), threshold


def test_a_figure_caption_is_not_quoted_as_the_opposite() -> None:
    """"Figure 1: Retriever top-k accuracy ... vs BM25" names what a figure shows; RB005 quoted it
    as the source stating the opposite of "does not beat BM25" (DPR), over the finding itself."""
    from rblint.engine.scoring.chunking import chunk_text
    from rblint.engine.scoring.reversal import ReversalDetector

    source = ("Figure 1: Retriever top-k accuracy with different numbers of training examples used in our dense "
              "passage retriever vs BM25. As is shown, a dense passage retriever trained using only 1,000 examples "
              "already outperforms BM25.")
    found = ReversalDetector(0.15, 0.25).find("A dense retriever trained with only 1,000 examples does not beat BM25.",
                                              chunk_text(source))
    assert found is not None and found.sentence.startswith("As is shown")


def test_further_passages_count_only_when_well_aligned() -> None:
    """Passages retrieval ranked after the scored ones: a reversal found only there needs
    min_further_alignment; where the scored passages hold one, a better-aligned one there is
    quoted instead, and they veto it only with a sentence aligned better that says what the claim says."""
    claim = "Early detection and treatment of sepsis does not improve patient outcomes."
    scored = [Chunk("The risk scores will help ensure that early interventions for treatment of sepsis start faster.",
                    0, "paper")]
    abstract = Chunk("Early detection and treatment improves patient outcomes in sepsis.", 1, "paper")
    detector = ReversalDetector(min_alignment=0.3, min_negation_alignment=0.3, min_further_alignment=0.3)
    found = detector.find(claim, scored, [abstract])
    assert found is not None and found.sentence == abstract.text and (found.claim_cue, found.source_cue) == (
        "does not improve", "improves")
    assert detector.find(claim, [], [abstract]) is not None  # found only further on: aligned well enough
    strict = ReversalDetector(min_alignment=0.3, min_negation_alignment=0.3, min_further_alignment=1.01)
    assert strict.find(claim, [], [abstract]) is None
    agreeing = Chunk("Early detection and treatment of sepsis does not improve patient outcomes, we find.", 2, "paper")
    reversal = strict.find(claim, [abstract], [agreeing])
    assert reversal is not None and reversal.sentence == abstract.text  # aligned no better: no veto


def test_a_further_sentence_aligned_better_that_says_what_the_claim_says_vetoes_a_weak_reversal() -> None:
    """A related-work sentence aligned 0.27 with the claim was quoted as its opposite while the
    paper's own sentence, word for word the claim, sat in a passage retrieval ranked sixth."""
    claim = "Negative Ricci curvature is not in itself an impediment to efficient propagation in a GNN."
    related = Chunk("Ricci flows modify edges to alleviate oversquashing on nodes with negative Ricci curvature, an "
                    "impediment to efficient propagation.", 0, "paper")
    own = Chunk("However, we contend that negative Ricci curvature is not in itself an impediment to efficient "
                "propagation around a GNN.", 1, "paper")
    detector = ReversalDetector(min_alignment=0.2, min_negation_alignment=0.2, min_further_alignment=0.3)
    assert detector.find(claim, [related]) is not None  # read alone, the weak sentence "says the opposite"
    assert detector.find(claim, [related], [own]) is None
    # a better-aligned further sentence that does not say what the claim says vetoes nothing
    other = Chunk("Negative Ricci curvature in itself is an impediment to propagation studied in GNN work.", 2, "paper")
    assert detector.find(claim, [related], [other]) is not None


@pytest.mark.parametrize(("claim", "source"), [
    ("Temporal stereo matching brings large improvements when no noise is added to the images.",
     "With temporal stereo matching, improvements are negligible when no noise is added to the images."),
    ("Supervising attention with aligned annotations brought large performance improvements.",
     "Ku et al. supervised attention with aligned annotations but got very few performance improvements."),
])
def test_a_change_said_to_be_next_to_nothing_denies_the_change(claim: str, source: str) -> None:
    found = find(claim, source)
    assert found is not None and found.kind == CUE
    assert find(source, source) is None


def test_a_few_improvements_are_still_improvements_and_few_studies_are_no_change() -> None:
    assert [cue.polarity for cue in read_sentence("A few improvements were seen in the trial.").cues] == [Polarity.UP]
    assert [cue.polarity for cue in read_sentence("Few studies improved outcomes.").cues] == [Polarity.UP]
    assert [cue.polarity for cue in read_sentence("The reduction was minimal.").cues] == [Polarity.NOT_DOWN]


def test_not_capable_of_doing_denies_the_doing() -> None:
    found = find("Coarse-grained data such as R2R provide enough supervision for accurate cross-modal alignment.",
                 "But only coarse-grained data like R2R are not capable of providing enough supervising signals of "
                 "accurate cross-modal alignment.")
    assert found is not None and found.kind == NEGATION and "not capable of providing" in found.source_cue


def test_a_two_clause_sentence_may_deny_in_one_clause_what_the_other_side_states() -> None:
    """Both sides deny "laid out at random"; the source also denies that the structure varies."""
    source = ("We exploit the fact that things are not laid out at random on the surface of the Earth and that this "
              "structure does not vary substantially between locations.")
    found = find("Things are not laid out at random on the surface of the Earth, and this structure varies "
                 "substantially between locations.", source)
    assert found is not None and found.kind == NEGATION and "does not vary" in found.source_cue
    assert find("Things are not laid out at random on the Earth, and this structure does not vary between "
                "locations.", source) is None
    # without a denial both share, another wording of the same denial stays quiet
    assert find("Pharrell Williams does not play drums.", "Pharrell Williams does not know how to play any musical "
                "instrument, despite being the lead vocalist of N.E.R.D.") is None


def test_a_negation_in_a_leading_concession_is_answered_only_by_a_sentence_about_it() -> None:
    """A fresh draft's false RB005 on Hoare: the concession's "do not appear to present any great
    difficulty" (its subject a list, whose commas are the clause's own) against "Areas which do
    present real difficulty are labels and jumps ...", which restates the main clause. A source
    sentence about the concession itself still answers its negation."""
    claim = read_sentence("While features such as arrays, recursion, and parallel execution do not appear to present "
                          "any great difficulty as long as the language is kept simple, labels and jumps, pointers, "
                          "and name parameters are identified as areas of real difficulty.")
    assert "present" in claim.negated and not claim.negated_main
    assert {"array", "recursion", "simpl"} <= claim.opening_words and "label" not in claim.opening_words
    main_clause = read_sentence("Areas which do present real difficulty are labels and jumps, pointers, and name "
                                "parameters.")
    assert opposed(claim, main_clause) is None
    concession = read_sentence("Arrays, recursion and parallel execution present great difficulty even when the "
                               "language is kept simple.")
    assert opposed(claim, concession) is not None
    # a reason clause with no list still ends at its first comma; "Because of X," holds no verb
    assert read_sentence("Because of latency, users can not run the model, and results are slow.").negated_main


def test_a_negation_in_the_claims_contrast_clause_denies_nothing() -> None:
    """TableFormer's abstract says prior models drop "while TableFormer is not affected"; a
    correct sentence saying so was an RB005 denial of a negation-free sentence about the
    perturbation study, at the shipped thresholds. A main clause's negation still counts."""
    detector = ReversalDetector(min_alignment=0.15, min_negation_alignment=0.25)
    source = [Chunk("One of our major contributions is to systematically evaluate models' performance when facing "
                    "row and column order perturbation in the testing stage.", 0, "paper")]
    claim = ("Previous state-of-the-art table models lose 4% to 6% of their performance under row and column order "
             "perturbations, while TableFormer is not affected.")
    assert detector.find(claim, source) is None
    denied = detector.find("Models are not evaluated when facing row and column order perturbation in the testing "
                           "stage.", source)
    assert denied is not None and denied.kind == NEGATION  # the main clause still counts


def test_a_sentence_aligned_as_well_is_read_when_the_best_one_says_nothing_about_the_claims_cues() -> None:
    """Two sentences tie; the first (in the paper's order) has no cue the claim's could be
    matched with, so the second, which says the opposite, decides."""
    source = ("Dropout was used in small networks trained on images to study overfitting.",
              "Dropout reduces overfitting in small networks trained on images.")
    found = find("Dropout increases overfitting in small networks trained on images.", *source)
    assert found is not None and (found.claim_cue, found.source_cue) == ("increases", "reduces")


def test_a_sentence_farther_down_reverses_an_unanswered_cue_only_about_all_its_words() -> None:
    """A fresh draft's missed "but improves as the masses approach and cross it": the best-aligned
    sentence answers "quite good ... below the threshold", the next says nothing of the change, and
    the one that reverses it comes third (aligned 0.65 as well): read, because its "deteriorates"
    is about every word the claim's "improves" is about. Not so a reversal about other words."""
    detector = ReversalDetector(min_alignment=0.15, min_negation_alignment=0.25)
    claim = ("For bottomonium, the fit is quite good for states below the BB-bar threshold but improves as the "
             "masses approach and cross it, which the authors suggest may reflect the missing coupling to strong "
             "decay channels.")
    source = ["The spectrum is in quite good agreement with the data for the states below the threshold.",
              "The missing coupling to strong decay channels shifts the spectrum.",
              "The agreement deteriorates as the masses approach and cross the BB threshold.",
              "The agreement for the charmonium spectrum is less satisfactory.",
              "Heavy mesons are described by a spectator equation with twelve parameters."]
    found = detector.find(claim, [Chunk(text, index, "paper") for index, text in enumerate(source)])
    assert found is not None and (found.claim_cue, found.source_cue) == ("improves", "deteriorates")
    source[2] = "The agreement deteriorates as the widths approach and cross the BB threshold."
    assert detector.find(claim, [Chunk(text, index, "paper") for index, text in enumerate(source)]) is None


def test_the_next_sentence_reverses_a_predicative_cue_about_the_same_subject() -> None:
    """A fresh draft's missed two-finding claim (the forty-third batch): "feedback was rated as
    significantly less annoying, yet it also received a significantly higher consciousness rating";
    the best-aligned sentence answers the rating, the next (aligned 0.75 as well, under the 0.85 a
    runner-up needs) says "Tri-modal feedback was rated as significantly more annoying". Its cue
    governs nothing, so what it is about is its subject, every word of which the claim's subject holds;
    the second sentence is read as farther ones are. Not so when its subject is another thing."""
    claim = ("In an EEG study of smartphone PIN entry with fifteen participants, tri-modal auditory-visual-haptic "
             "feedback was rated as significantly less annoying, yet it also received a significantly higher "
             "consciousness rating than auditory, visual or auditory-visual feedback.")
    source = ["The consciousness rating yielded a significantly higher value for the tri-modal feedback compared to "
              "single auditory, visual and the combined auditory-visual feedback which confirms our Hypothesis 3.",
              "Tri-modal feedback was rated as significantly more annoying.",
              "During the experiment the participant's task was to enter a four-digit PIN on a touchscreen."]
    found = shipped(claim, *source)
    assert found is not None and (found.claim_cue, found.source_cue) == ("less annoying", "more annoying")
    source[1] = "Haptic vibration was rated as significantly more annoying."
    assert shipped(claim, *source) is None


def test_depends_little_on_is_a_null_result_and_degree_words_keep_a_dependence() -> None:
    """A fresh draft's missed "the correctness of such explanations depends little on the accuracy
    of the black-box model" (the forty-third batch) against the XAI paper's "strongly depends on":
    "depends" was a dependence only right before "on", so neither sentence had a cue. Up to two words
    of degree may now stand between ("depends strongly on"), and "little" there says next to none."""
    def cues(text: str) -> list[tuple[str, Polarity]]:
        return [(cue.words, cue.polarity) for cue in read_sentence(text).cues]

    assert cues("The correctness depends little on the accuracy of the model.") == [("depends little", Polarity.NULL)]
    assert cues("The correctness depends strongly on the accuracy of the model.") == [("depends", Polarity.EFFECT)]
    assert cues("The correctness depends a little on the accuracy of the model.") == []  # some: no null result
    found = shipped("The authors caution that the correctness of such explanations depends little on the accuracy of "
                    "the black-box model.",
                    "Note that the correctness of the explanations strongly depends on the accuracy of the black-box "
                    "model.")
    assert found is not None and (found.claim_cue, found.source_cue) == ("depends little", "depends")


def test_agreement_in_another_clause_does_not_veto_a_negation() -> None:
    """Reading "depends strongly on" as a dependence (above) gave an older planted error's first
    clause a cue, and the paper's "strongly depends on the accuracy" then agreed with it and vetoed
    the reversal of its second clause, a dropped negation ("MMACE ... does account for the chemical
    stability", against "MMACE does not account for ..."). Agreement in another clause of the claim
    is about another finding, for a negation as for a direction word."""
    claim = ("The authors caution that the correctness of such explanations depends strongly on the accuracy of the "
             "black-box model, and that MMACE, like most molecular XAI methods, does account for the chemical "
             "stability of the counterfactuals it proposes.")
    found = shipped(claim,
                    "However, like most XAI methods for molecular prediction, MMACE does not account for the chemical "
                    "stability of predicted counterfactuals.",
                    "Note that the correctness of the explanations strongly depends on the accuracy of the black-box "
                    "model.")
    assert found is not None and found.kind == NEGATION and found.source_cue == "does not account"


def test_a_verb_with_a_comma_right_after_it_governs_its_subject() -> None:
    """A fresh draft's false RB005: "Comprehension did not suffer, as participants answered ..."
    was read as denying a suffering of "participants answered", so a figure caption about the
    scores denied it and "scored no worse on the comprehension questions" could not say the same.
    A verb with a comma and a new clause right after it governs nothing after the comma (a participle
    after the comma, "..., indicating that ...", is still read as before); a bare form after "did not"
    governs its subject, as "accuracy dropped" does."""
    claim = ("Comprehension did not suffer, as participants answered about 3.7 of seven questions correctly with "
             "Paper Plain compared with 3.5 with the PDF reader, a difference that passed a non-inferiority test.")
    assert read_sentence(claim).cues[0].anchor == frozenset({"comprehension"})
    source = ["Score is number of comprehension questions participants answered correctly out of seven with Paper "
              "Plain and the PDF reader.",
              "Participants scored no worse on the comprehension questions with Paper Plain (3.67) compared to the "
              "PDF reader (3.50).",
              "Participants rated the key question index as the most useful feature of the interface."]
    detector = ReversalDetector(min_alignment=0.15, min_negation_alignment=0.25)
    assert detector.find(claim, [Chunk(text, index, "paper") for index, text in enumerate(source)]) is None
    assert read_sentence("The method did not improve recall.").cues[0].anchor == frozenset({"recall"})


def test_a_colon_ends_the_subject_of_what_follows_it() -> None:
    """"CTL and hybrid data placement are viable strategies: CTL is slightly more efficient" says
    CTL is the more efficient (a fresh draft's missed "Hybrid data placement is slightly more
    efficient than CTL placement"): the words before the colon are not the comparative's subject."""
    claim = read_sentence("Hybrid data placement is slightly more efficient than CTL placement.")
    source = read_sentence("Both CTL and hybrid data placement are viable strategies: CTL is slightly more "
                           "efficient, while hybrid results in lower fragmentation.")
    assert opposed(claim, source) is not None
    assert opposed(read_sentence("CTL placement is slightly more efficient than hybrid data placement."), source) is None


def test_more_of_a_quality_is_what_its_nouns_comparative_is_about() -> None:
    """"judged visual-only feedback to be significantly more alerting" against "alertness of visual
    feedback was judged to be significantly lower" (a fresh draft's miss): the predicate's
    comparative is about the quality its subject names."""
    source = read_sentence("Furthermore, alertness of visual feedback was judged to be significantly lower compared "
                           "to the rest of the feedback types, except for the auditory feedback.")
    more = read_sentence("Participants judged visual-only feedback to be significantly more alerting than every "
                         "other feedback type except auditory feedback.")
    assert opposed(more, source) == (CUE, "more alerting", "lower")
    assert opposed(read_sentence("Participants judged visual-only feedback to be significantly less alerting than "
                                 "every other feedback type except auditory feedback."), source) is None


def test_a_sentence_opening_with_participants_is_a_finding_unless_it_is_a_label() -> None:
    from rblint.engine.scoring.reversal import ranked_sentences

    chunks = [Chunk("Participants using the tool had an easier time reading papers. Participants 1,200 adults with "
                    "anaemia were enrolled. PARTICIPANTS: adults with anaemia.", 0, "paper")]
    texts = [item.text for item in ranked_sentences("Participants had a harder time reading papers with anaemia.",
                                                     chunks)]
    assert texts == ["Participants using the tool had an easier time reading papers."]


def test_a_compound_governs_its_words_unless_its_first_part_is_a_bound_prefix() -> None:
    """"large-scale" is about scale as "large scale" is; "anti-inflammatory" and "pro-inflammatory"
    are not about "inflammatory" (reading their parts added a SciFact false flag)."""
    from rblint.engine.scoring.reading import compound_parts

    assert compound_parts("large-scale") == ["larg", "scal"]
    assert compound_parts("anti-inflammatory") == [] and compound_parts("pro-inflammatory") == []
    assert compound_parts("n-linked") == [] and compound_parts("top-k") == []


def test_a_word_ending_like_a_plural_keeps_its_s_so_its_forms_share_a_stem() -> None:
    """"previous" lost its "s" ("previou") while "previously" kept it ("previous"): the two
    never aligned, nor "virus" with "viruses" or "process" with "processes"."""
    from rblint.engine.scoring.reading import stem_of as _stem

    for one, other in (("previous", "previously"), ("virus", "viruses"), ("process", "processes")):
        assert _stem(one) == _stem(other), (one, other)
    assert _stem("improves") == _stem("improve")  # a plural "s" still goes
    # a short verb in "y": "varies" was "vari", "vary" kept whole
    for forms in (("vary", "varies", "varied"), ("rely", "relies", "relied"), ("deny", "denies", "denied"),
                  ("study", "studies", "studied"), ("apply", "applies", "applied")):
        assert len({_stem(form) for form in forms}) == 1, forms


def test_the_abstract_and_conclusions_are_read_for_a_reversal_whatever_their_rank() -> None:
    """A 1994 preprint states "The calculated spectra are in quite good agreement with the
    experimental data" in its conclusions, a passage the claim's words rank 41st of 52 (every
    passage speaks of spectra and data): past the depth the reversal check reads, it was never
    seen. The abstract's and the conclusions' passages are now read whatever their rank."""
    from rblint.engine.scoring.document_score import REVERSAL_DEPTH, Source

    def in_order(sentence: str, chunks: list[Chunk], k: int) -> list[int]:
        return list(range(min(k, len(chunks))))  # the search ranks the passages as they come: conclusions last

    filler = [Chunk(f"Table {n} lists the masses of state {n} for the bottom and charm sectors.", n, "paper",
                    section="III. RESULTS") for n in range(REVERSAL_DEPTH + 4)]
    conclusion = Chunk("The calculated spectra are in quite good agreement with the experimental data.", len(filler),
                       "paper", section="V. CONCLUSION AND OUTLOOK")
    scorer = DocumentScorer(OverlapScorer(), top_k=3, retriever=in_order)
    claim = "The calculated spectra are in poor agreement with the experimental data."
    reversal = scorer.score_claim(claim, [Source("paper", filler + [conclusion])]).sentences[0].reversal
    assert reversal is not None and reversal.sentence == conclusion.text
    elsewhere = [Chunk(chunk.text, chunk.index, "paper", section="IV. MASS TABLES" if chunk is conclusion
                       else chunk.section) for chunk in filler + [conclusion]]
    assert scorer.score_claim(claim, [Source("paper", elsewhere)]).sentences[0].reversal is None  # ranked past the depth


def test_the_attribution_frame_does_not_align_the_claim_with_the_papers_citations_of_its_authors() -> None:
    """"Benetos et al. note that the performance ... is now comparable to that of a human expert":
    the names aligned the claim with the survey's sentences citing its authors' earlier work
    ("In Benetos et al. (2012) it was shown that ..."), and the abstract's "still significantly
    below that of a human expert" was never the sentence read."""
    chunks = [Chunk("In Benetos et al. (2012) it was shown that the score-informed system for automatic transcription "
                    "of piano performance reached the performance needed for tutoring. The performance of automatic "
                    "transcription systems is still significantly below that of a human expert.", 0, "survey")]
    claim = "Benetos et al. note that the performance of automatic transcription systems is now comparable to that of a human expert."
    found = ReversalDetector(min_alignment=0.15, min_negation_alignment=0.25).find(claim, chunks)
    assert found is not None and found.source_cue == "below"


def test_a_comparing_verbs_object_on_one_side_only_leaves_the_negation_to_decide() -> None:
    """FEVER: "has not been surpassed in height" names no operand after the verb; reading the
    source's passive agent as one made the pair incomparable and lost the reversal."""
    from rblint.engine.scoring.reversal import calibrated_detector

    source = ("At 318.9 m, the structure was the world's tallest building for 11 months before it was surpassed by "
              "the Empire State Building in 1931.")
    found = calibrated_detector().find("The Chrysler Building has not been surpassed in height.",
                                       [Chunk(source, 0, "paper")])
    assert found is not None and (found.claim_cue, found.source_cue) == ("has not been surpassed", "surpassed")


def test_a_claim_that_whether_something_holds_is_unknown_denies_no_finding() -> None:
    """"Whether eradication prevents IDA has not been determined": the paper's own sentence
    says so (an aim-like sentence, never in the pool), the abstract's first one has no negation."""
    claim = "Whether eradicating H. pylori prevents or treats iron deficiency anaemia has not been determined."
    source = ("Recent guidelines on iron deficiency anaemia have confirmed the role of H. pylori in iron deficiency "
              "anaemia, and eradicating it treats the anaemia.")
    assert find(claim, source) is None
    assert find("Eradicating H. pylori does not treat iron deficiency anaemia.", source) is not None


def test_agreement_elsewhere_must_be_about_the_same_words_and_not_the_opposite_too() -> None:
    """The veto by another well-aligned sentence: "negatively correlated with yield" does not say
    "negatively correlated with the traits"; nor does a sentence that also reverses the claim."""
    claim = "Metabolites that decreased under heat stress were negatively correlated with the traits."
    source = "Metabolites that decreased the most under heat stress showed positive correlation with the traits."
    about_yield = "Metabolites with a large fold increase were negatively correlated with yield and grain weight."
    assert find(claim, source, about_yield) is not None
    same_words = "Metabolites that decreased under heat stress were also negatively correlated with the traits in 2019."
    assert find(claim, source, same_words) is None


def test_a_claim_with_a_contrast_clause_is_answered_clause_by_clause() -> None:
    """"..., whereas Y do not encode ..." is read in full when the claim has such a clause too."""
    source = ("Features of the extremes of FM encode species identity beyond frequency features, whereas bandwidth "
              "features do not encode additional information.")
    found = find("Features of the extremes of FM encode species identity beyond frequency features, whereas bandwidth "
                 "features encode additional information.", source)
    assert found is not None and found.kind == NEGATION and found.source_cue == "do not encode"
    assert find("Features of the extremes of FM encode species identity beyond frequency features.", source) is None


def test_a_negation_that_borrows_the_first_verbs_auxiliary_is_a_negation() -> None:
    """"was developed for X and not tuned for Y": the claim's "was not tuned" says the same."""
    source = ("One challenge is that it was developed for high-precision extraction from large corpora and not tuned "
              "for high recall from individual sentences.")
    assert find("TextRunner was developed for high-precision extraction from large corpora and was not tuned for high "
                "recall on individual sentences.", source) is None
    found = find("TextRunner was developed for high-precision extraction from large corpora and was tuned for high "
                 "recall on individual sentences.", source)
    assert found is not None and found.source_cue == "and not tuned"


def test_a_thing_named_is_not_the_verb_negated() -> None:
    """"would not be able to serve" against "the server would not be able to service": "server"
    and "serve" share a stem, but a noun after "the" is no use of the verb."""
    source = "Without scalable video, the server would not be able to service all of the requests simultaneously."
    assert find("Without scalable video, the server would not be able to serve all of the requests simultaneously.",
                source) is None
    assert find("Even without scalable video, the server would be able to serve all of the requests simultaneously.",
                source) is not None


def test_not_as_x_as_is_a_comparison() -> None:
    source = "In general, storage of VBR video is not as straightforward as that of CBR video."
    found = find("Storing VBR video is more straightforward than storing CBR video.", source)
    assert found is not None and (found.claim_cue, found.source_cue) == ("more straightforward", "less straightforward")
    assert find("Storing VBR video is less straightforward than storing CBR video.", source) is None


def test_an_adverb_after_the_auxiliary_keeps_a_negation_and_a_passive() -> None:
    """"will usually not ascribe" negates "ascribe" (a correct "do not ascribe" was called the
    opposite); "is significantly reduced" is a passive about what comes before it."""
    source = ("These assertions will usually not ascribe particular values to each variable, but will rather specify "
              "certain general properties of the values.")
    assert find("Hoare's assertions usually do not ascribe particular values to each variable but specify general "
                "properties of the values.", source) is None
    (cue,) = read_sentence("The number of comparisons is significantly reduced.").cues
    assert "comparison" in cue.anchor
    (sign,) = read_sentence("Levels are negatively correlated with cardiovascular events.").cues
    assert "cardiovascular" in sign.anchor  # a sign, not a degree: no passive


def test_more_or_fewer_of_a_plural_thing_is_a_comparison_about_it() -> None:
    source = "This toolkit lets large-scale analyses be performed in an efficient manner and with fewer errors."
    found = find("The toolkit lets large-scale analyses be performed efficiently but with more errors.", source)
    assert found is not None and (found.claim_cue, found.source_cue) == ("more errors", "fewer errors")
    assert find("The toolkit lets large-scale analyses be performed efficiently and with fewer errors.", source) is None
    # "more full text papers" and "fewer full-text papers" speak of the same thing
    corpus = "S2ORC contains three times more full text papers than PubMed Central, the next largest corpus."
    assert find("S2ORC contains three times fewer full-text papers than PubMed Central, the next largest corpus.",
                corpus) is not None


def test_without_doing_denies_the_doing() -> None:
    source = "Functions in VESPA complete by producing the relevant output files without modifying the original input files."
    found = find("VESPA functions modify the original input files when producing their output files.", source)
    assert found is not None and found.source_cue == "without modifying"
    assert find("VESPA functions produce their output files without modifying the original input files.", source) is None


def test_a_verb_in_y_has_one_stem_in_every_form() -> None:
    from rblint.engine.scoring.reading import stem_of as _stem

    for forms in (("modify", "modifies", "modified", "modifying"), ("study", "studies", "studied", "studying"),
                  ("vary", "varies", "varied", "varying"), ("play", "plays", "playing")):
        assert len({_stem(form) for form in forms}) == 1, forms


def test_a_sentence_citing_two_papers_is_read_clause_by_clause() -> None:
    """Each clause of "..., and ... [2, 5]" speaks of one paper; the whole sentence aligns with
    neither paper's sentence well enough. A single source is read as a whole, as before."""
    claim = ("Deep learning has brought breakthroughs in images, video, speech and audio, and pure transformers "
             "applied to image patches still perform poorly on image classification.")
    nature = ("Deep learning has brought about breakthroughs in processing images, video, speech and audio with deep "
              "convolutional nets.")
    vit = ("We show that a pure transformer applied directly to sequences of image patches can perform very well on "
           "image classification tasks.")
    detector = ReversalDetector(min_alignment=0.15, min_negation_alignment=0.25)  # as shipped
    found = detector.find(claim, [Chunk(nature, 0, "5"), Chunk(vit, 0, "2")])
    assert found is not None and found.chunk.source_key == "2" and (found.claim_cue, found.source_cue) == ("poorly", "well")
    assert detector.find(claim, [Chunk(nature, 0, "5"), Chunk(vit, 1, "5")]) is None  # one source: the whole sentence
    right = claim.replace("still perform poorly", "now perform very well")
    assert detector.find(right, [Chunk(nature, 0, "5"), Chunk(vit, 0, "2")]) is None


def test_an_intensifier_between_the_verb_and_well_or_poorly_keeps_the_direction() -> None:
    (cue,) = read_sentence("The model can perform very well on image classification tasks.").cues
    assert cue.polarity is Polarity.UP


def test_longer_and_shorter_are_directions() -> None:
    """Citation-Integrity TRAIN: "increase recovery time" against "a shorter time to recovery"."""
    source = ("Patients in the remdesivir group had a shorter time to recovery than patients in the placebo group "
              "(median, 10 days, as compared with 15 days).")
    shipped = ReversalDetector(min_alignment=0.15, min_negation_alignment=0.25)

    def reads(claim: str):  # type: ignore[no-untyped-def]
        return shipped.find(claim, [Chunk(source, 0, "paper")])

    found = reads("Remdesivir has been shown to increase recovery time in hospitalized patients compared with placebo.")
    assert found is not None and found.source_cue.startswith("shorter")
    assert reads("Remdesivir has been shown to decrease recovery time in hospitalized patients compared with placebo.") is None
    # "no longer" in time is a negation, no comparison: "can no longer easily transform" denies the
    # transforming (batch 50's planted "is no longer experimental" against "is still a bit experimental")
    read = read_sentence("The compiler can no longer easily transform operations.")
    assert not read.cues and "transform" in read.negated
    assert [cue.polarity for cue in read_sentence("The new cable is no longer than 5 m.").cues] == [Polarity.NOT_UP]


SHIPPED = ReversalDetector(min_alignment=0.15, min_negation_alignment=0.25)


def test_a_contrast_clause_negation_counts_only_against_the_claims_contrast_clause() -> None:
    """The birdsong paper's "..., whereas bandwidth features do not encode additional information"
    says nothing against a claim whose contrast clause speaks of "adding" no information; against
    one whose contrast clause says they encode it, it does."""
    source = ("We find that features representing the extremes of FM encode species identity supplementary to that "
              "captured in frequency features, whereas bandwidth features do not encode additional information.")
    assert SHIPPED.find("Features of the extremes of FM encode species identity beyond frequency features, whereas "
                        "bandwidth features add no further information.", [Chunk(source, 0, "paper")]) is None
    found = find("Features of the extremes of FM encode species identity beyond frequency features, whereas "
                 "bandwidth features also encode additional information.", source)
    assert found is not None and found.kind == NEGATION


def test_not_as_x_of_something_as_is_a_comparison() -> None:
    source = "The FM features, taken alone, were not as predictive of species identity as were the frequency features."
    assert find("Taken alone, FM features were less predictive of species identity than frequency features.",
                source) is None
    found = find("Taken alone, FM features were more predictive of species identity than frequency features.", source)
    assert found is not None and found.source_cue == "less predictive"


def test_a_negated_word_counts_only_in_a_clause_of_the_source_about_the_claim() -> None:
    source = ("However, the performance of transcription systems is still significantly below that of a human "
              "expert, and accuracies reported in recent years seem to have reached a limit.")
    claim = "Current transcription systems do not reach the accuracy of transcriptions made by human experts."
    assert SHIPPED.find(claim, [Chunk(source, 0, "paper")]) is None
    assert find("Accuracies reported in recent years have not reached a limit.", source) is not None


def test_a_participle_negated_after_its_noun_is_a_negation() -> None:
    """"heavy mesons not yet observed" denies what "which have not yet been observed" denies."""
    claim = read_sentence("The model predicts the masses of heavy mesons not yet observed.")
    assert "observ" in claim.negated
    source = ("By choosing a reasonable set of model parameters we are able to obtain a respectable fit to the "
              "observed heavy meson masses and to predict the approximate masses of heavy mesons which have not yet "
              "been observed.")
    assert SHIPPED.find("With reasonable parameters the model fits the observed heavy meson masses and predicts the "
                        "masses of heavy mesons not yet observed.", [Chunk(source, 0, "paper")]) is None


def test_a_shared_link_does_not_stop_the_negation_from_being_read() -> None:
    """Both sentences say "predict(ed)"; the source still denies the accounting the claim states."""
    source = ("However, like most XAI methods for molecular prediction, MMACE does not account for the chemical "
              "stability of predicted counterfactuals.")
    found = find("Unlike most XAI methods for molecular prediction, MMACE accounts for the chemical stability of the "
                 "counterfactuals it predicts.", source)
    assert found is not None and found.kind == NEGATION and "does not account" in found.source_cue


def test_a_veto_needs_agreement_beyond_what_the_reversing_sentence_already_agrees_on() -> None:
    reversing = ("Conditioning on high novelty increases novelty but can reduce semantic fidelity (BERT) and BLEU "
                 "compared to other models.")
    agreeing_on_novelty = "NC-RAPT conditioned on high generally gets better novelty scores compared to the baselines."
    found = find("Conditioning on high novelty increases novelty and also improves semantic fidelity and BLEU.",
                 f"{reversing} {agreeing_on_novelty}")
    assert found is not None and found.sentence == reversing and found.source_cue == "reduce"


def test_when_and_even_are_not_what_a_cue_governs() -> None:
    reversing = ("As with the majority of temporal stereo matching methods, improvements are negligible when no "
                 "noise is added to the images.")
    other = "Figure 5 illustrates the improvements achieved when temporal stereo matching is applied to noisy images."
    found = SHIPPED.find("Temporal stereo matching gives large improvements even when no noise is added to the images.",
                         [Chunk(f"{reversing} {other}", 0, "paper")])
    assert found is not None and found.sentence == reversing


def test_a_denial_of_the_same_verb_elsewhere_vetoes_a_negation() -> None:
    claim = "Semantic dependency graphs had not been used for event detection."
    stating = "Semantic dependency graphs have been used for many NLP tasks such as event detection."
    assert find(claim, stating) is not None
    denying = "The semantic dependency graph has not been utilized in event detection."
    assert find(claim, f"{stating} {denying}") is None


def test_a_negated_hyphenated_word_denies_its_last_part() -> None:
    source = ("Critically, the number of Chelyabinsk-sized bodies (10-20 meters) is not well-constrained due to "
              "various assumptions made in calculating that population.")
    found = SHIPPED.find("The number of Chelyabinsk-sized bodies is well constrained by the assumptions made in "
                         "calculating that population.", [Chunk(source, 0, "paper")])
    assert found is not None and found.kind == NEGATION and found.source_cue == "is not well-constrained"
    assert SHIPPED.find("The number of Chelyabinsk-sized bodies is not well constrained by the assumptions made in "
                        "calculating that population.",
                        [Chunk(source, 0, "paper")]) is None


def test_agreement_on_the_reversed_cue_must_cover_the_words_both_sides_govern() -> None:
    """"expensive pre-computation, e.g. computing the graph Laplacian" agrees with "increases"
    on "graph" alone; the reversing sentence speaks of the graph's diameter as the claim does."""
    reversing = "It trivially reduces the graph's diameter to 2 and requires no dedicated preprocessing."
    other = ("Other approaches require adding prohibitively large numbers of substructures or expensive "
             "pre-computation, e.g. computing the graph Laplacian eigenvectors.")
    claim = "Adding a single global node increases the graph's diameter and requires dedicated preprocessing."
    loose = ReversalDetector(min_alignment=0.1, min_negation_alignment=0.25)  # two sentences weigh words flatly
    found = loose.find(claim, [Chunk(f"{reversing} {other}", 0, "paper")])
    assert found is not None and found.source_cue == "reduces"
    agreeing = "Adding a global node increases the graph's diameter, as other approaches do."
    assert loose.find(claim, [Chunk(f"{reversing} {agreeing}", 0, "paper")]) is None



def test_the_lower_or_higher_layers_name_layers_and_state_no_finding() -> None:
    """"the lower layers ..., while the higher layers build features" agreed with a claim's
    "higher" and vetoed its reversal of "a smaller impact than the higher-layers"."""
    assert not read_sentence("The lower layers extract features, while the higher layers build others.").cues
    cues = read_sentence("Adapters have a higher impact on the lower layers than on the other layers.").cues
    assert [(cue.words, cue.polarity) for cue in cues] == [("higher", Polarity.UP), ("lower", Polarity.DOWN)]
    reversing = "Figure 6 suggests that adapters on the lower layers have a smaller impact than the higher-layers."
    naming = ("One intuition is that the lower layers extract features shared among tasks, while the higher "
              "layers build features unique to different tasks.")
    found = SHIPPED.find("Adapters on the lower layers have a larger impact than those on the higher layers.",
                         [Chunk(f"{reversing} {naming}", 0, "paper")])
    assert found is not None and found.source_cue == "smaller"


def test_the_best_aligned_sentence_vetoes_when_the_runner_up_was_read_instead() -> None:
    """Paper Plain: the best-aligned sentence ("made some sense of an article without knowing
    terms") opposes nothing and the claim has no cue, so the runner-up is read; its "assumed
    readers ... know" must not be reported while the best one denies what the claim denies."""
    best = "Some made sense without knowing the terms."  # aligned as well as the runner-up here
    runner_up = ("Past interactive reading systems for research papers have assumed readers have extensive domain "
                 "knowledge, are able to make sense of paper text as a way of resolving unfamiliar terms [44], know "
                 "what are the right questions to ask of a paper [110], and understand the basic structure of a "
                 "paper [6].")
    claim = "Some participants made sense of an article without knowing its terms, by assuming what the terms meant."
    loose = ReversalDetector(min_alignment=0.15, min_negation_alignment=0.15)  # short passages weigh words flatly
    assert loose.find(claim, [Chunk(runner_up, 0, "paper")]) is not None
    assert loose.find(claim, [Chunk(f"{best} {runner_up}", 0, "paper")]) is None



def test_a_compound_modifier_does_not_use_up_what_a_cue_governs() -> None:
    """"increased drug-induced apoptosis" governs the apoptosis: a hyphenated modifier's parts
    had filled the three words a cue governs before its noun was reached."""
    increased = next(cue for cue in read_sentence(
        "Overexpression of the kinase increased drug-induced apoptosis in tumour cells.").cues if cue.words == "increased")
    assert "apoptosis" in increased.anchor
    found = find("The kinase decreases apoptosis in tumour cells.",
                 "Overexpression of the kinase increased drug-induced apoptosis in tumour cells.")
    assert found is not None and (found.claim_cue, found.source_cue) == ("decreases", "increased")


def test_a_means_clause_is_not_what_the_verb_before_it_governs() -> None:
    """"inhibits tumour responses by decreasing cell death": "inhibits" governs the responses; the
    death belongs to "decreasing", which the source answers with "increased cell death"."""
    claim = "The inhibitor suppresses tumour responses by decreasing cell death and oxidative stress."
    suppresses = next(cue for cue in read_sentence(claim).cues if cue.words == "suppresses")
    assert suppresses.anchor == frozenset({"tumor", "respons"})  # "tumour" read as "tumor"
    source = ("Blocking the transporter with the inhibitor attenuated cell growth, increased cell death and increased "
              "oxidative stress, which together contributed to tumour responses.")
    found = find(claim, source)
    assert found is not None and (found.claim_cue, found.source_cue) == ("decreasing", "increased")


def test_a_shared_compound_counts_once_when_a_cue_is_matched() -> None:
    """"in an integrin-dependent manner" shares one word with "elevated integrin-dependent kinase
    activity", not three: the same verb about the same protein ("degrading" / "degradation") is the
    closer match, and it agrees."""
    source = ("On a stiff matrix, the cells show elevated integrin-dependent kinase activity that promotes catenin "
              "degradation and inhibits differentiation.")
    assert find("Stiff matrices inhibit differentiation by degrading catenin in an integrin-dependent manner.",
                source) is None


@pytest.mark.parametrize("sentence, words, polarity", [
    ("The enzyme impedes receptor phosphorylation.", "impedes", Polarity.DOWN),
    ("Low temperatures hinder crystal growth.", "hinder", Polarity.DOWN),
    ("The drug prevents relapse in most patients.", "prevents", Polarity.DOWN),
    ("Myoepithelial cells slowed the invasive transition.", "slowed", Polarity.DOWN),
    ("Stiff substrates encourage mesodermal differentiation.", "encourage", Polarity.UP),
    ("The scaffold facilitates tumour angiogenesis.", "facilitates", Polarity.UP),
    ("The cytokine stimulates T cell proliferation.", "stimulates", Polarity.UP),
])
def test_verbs_that_hold_back_or_help_a_process_are_directions(sentence: str, words: str, polarity: Polarity) -> None:
    assert [(cue.words, cue.polarity) for cue in read_sentence(sentence).cues] == [(words, polarity)]


def test_a_claim_that_impedes_what_the_source_promotes_is_reversed() -> None:
    found = find("The sensor protein impedes receptor phosphorylation and translocation.",
                 "The sensor protein interacts with the receptor to promote receptor phosphorylation and translocation.")
    assert found is not None and (found.claim_cue, found.source_cue) == ("impedes", "promote")


def test_a_relation_between_two_things_governs_both() -> None:
    """"No association was found between statin use and liver cancer or stroke" is about the
    cancer: the "and" inside "between A and B" joins the two, it does not end the clause."""
    source = "No association was found between statin use and liver cancer or stroke."
    relation = read_sentence(source).cues[0]
    assert {"statin", "liver", "canc", "strok"} <= relation.anchor
    found = find("Statin use lowers liver cancer.", source)
    assert found is not None and found.source_cue == "no association"
    assert find("Statin use lowers liver cancer.", "No association was found between statin use and stroke.") is None


def test_a_change_named_in_the_subject_is_the_condition_not_the_finding() -> None:
    """"Kinase downregulation activates the pathway": both sides name the downregulation (which
    agreed and vetoed); the finding is what it does to the pathway."""
    assert [cue.words for cue in read_sentence("Kinase downregulation deactivates the stress pathway.").cues] == [
        "deactivates"]
    found = find("Kinase downregulation deactivates the stress pathway in these tumours.",
                 "Thus, kinase downregulation activates the stress pathway in these tumours, resulting in an attenuated "
                 "response to chemotherapy.")
    assert found is not None and (found.claim_cue, found.source_cue) == ("deactivates", "activates")


def test_a_rise_inside_a_denied_relation_is_denied_not_stated() -> None:
    """"was not associated with an increased risk": the rise is the object of the denial (it
    had agreed with a claim's "increase" and vetoed the reversal)."""
    source = "Among young adults, current use of stimulant medications was not associated with an increased risk of stroke."
    assert [cue.polarity for cue in read_sentence(source).cues] == [Polarity.NULL]
    found = find("Current use of stimulant medications increases the risk of stroke in young adults.", source)
    assert found is not None and (found.claim_cue, found.source_cue) == ("increases", "was not associated")
    stated = "Among young adults, current use of stimulant medications was associated with an increased risk of stroke."
    assert find("Current use of stimulant medications increases the risk of stroke in young adults.", stated) is None


def test_unrelated_denies_what_associated_states() -> None:
    found = find("Exposure to fine particulate matter is unrelated to anxiety symptoms in older women.",
                 "Exposure to fine particulate matter was associated with high anxiety symptoms in older women.")
    assert found is not None and (found.claim_cue, found.source_cue) == ("unrelated", "associated")


def test_a_noun_in_ment_has_its_verb_s_stem() -> None:
    """"improvement" stemmed to "improve" and "improve" to "improv": the claim's "does not improve"
    and the source's "improvement" were not the same word."""
    from rblint.engine.scoring.reading import stem_of

    assert stem_of("improvement") == stem_of("improve") == stem_of("improved")
    found = find("Physical activity does not improve memory in older adults with memory complaints.",
                 "In older adults with memory complaints, a program of physical activity gave a modest improvement "
                 "in memory.")
    assert found is not None and found.source_cue == "improvement"


def test_less_time_is_more_speed() -> None:
    """"a significant reduction in recovery time" says what "accelerates recovery" says (it had
    read as the opposite: a fall against a rise); the claim that it slows recovery is reversed."""
    source = "In treated patients, the supplement resulted in a significant reduction in recovery time compared to placebo."
    assert find("The supplement accelerates recovery in treated patients.", source) is None
    found = find("The supplement slows recovery in treated patients.", source)
    assert found is not None and (found.claim_cue, found.source_cue) == ("slows", "reduction")


def test_a_source_that_also_states_the_verb_it_negates_denies_something_else() -> None:
    """"the VM could run much more slowly ...: it ... is never able to run any" states the running
    the claim speaks of; its negation is of running traces."""
    source = ("If a hot loop contains traces that always fail, the VM could run much more slowly than the base "
              "interpreter: the VM spends time trying to record traces, but is never able to run any.")
    assert find("A hot loop whose traces always fail could make the VM run much more slowly than the base interpreter.",
                source) is None
    denied = "If a hot loop contains traces that always fail, the VM is never able to run any of them."
    found = find("If a hot loop contains traces that always fail, the VM is able to run them.", denied)
    assert found is not None and found.kind == NEGATION
    # one clause saying it of two things still denies it of the one the claim names
    found = find("Like multi-task learning, adapter-based tuning requires simultaneous access to all tasks.",
                 "However, multi-task learning requires simultaneous access to all tasks, which adapter-based "
                 "tuning does not require.")
    assert found is not None and found.kind == NEGATION


def test_easier_against_more_difficult() -> None:
    found = find("Dynamic languages are easier to compile than statically typed ones.",
                 "Dynamic languages such as JavaScript are more difficult to compile than statically typed ones.")
    assert found is not None and (found.claim_cue, found.source_cue) == ("easier", "more difficult")
    assert find("Dynamic languages are harder to compile than statically typed ones.",
                "Dynamic languages such as JavaScript are more difficult to compile than statically typed ones.") is None


def test_an_infinitive_s_object_ends_at_the_sentence_s_verb() -> None:
    """"to prevent anaemia is now recommended": "prevent" governs the anaemia, not the
    recommendation (which, governed, had made its agreement cover the negated word)."""
    prevent = read_sentence("Screening whole populations to prevent anaemia is now recommended.").cues[0]
    assert prevent.anchor == frozenset({"anaemia"})
    found = find("A strategy of population based screening for the infection to prevent anaemia is now recommended.",
                 "A strategy of population based screening for the infection to prevent anaemia is not currently "
                 "recommended.")
    assert found is not None and found.kind == NEGATION


def test_an_adjective_before_a_noun_describes_and_a_negation_denies_it() -> None:
    """"an ideal fit" had counted as a thing named (like "the server"), so the source's "it is not
    ideal" denied nothing the claim says."""
    source = ("Although SQuAD has been used previously for open-domain QA research, it is not ideal because many "
              "questions lack context in absence of the provided paragraph.")
    found = find("SQuAD is an ideal fit for open-domain QA research.", source)
    assert found is not None and found.kind == NEGATION and found.source_cue == "is not ideal"
    assert "serv" in read_sentence("The server was restarted after the failure.").named  # a noun still names


def shipped(claim: str, *source: str):
    """The check at the shipped thresholds (calibration.json)."""
    return calibrated_detector().find(claim, [Chunk(text, index, "paper") for index, text in enumerate(source)])


def test_rarely_answers_usually_not_but_states_no_opposite() -> None:
    """"rarely yields enough" says what "is usually not enough" says (a false error on a fresh
    draft); it is no denial of "organized mostly by UNICEF and very few times by CONCACAF"."""
    source = ("However, the actual number of basic patterns that one can find from a single article is usually "
              "not enough, because the number of sentences is rather small.")
    assert shipped("Because a single article rarely yields enough basic patterns, the system pools comparable "
                   "articles.", source) is None
    assert shipped("The number of basic patterns one can find from a single article is usually enough.",
                   source) is not None
    assert "organiz" in read_sentence("The league is rarely organized by CONCACAF.").nearly_denied
    assert shipped("The league is rarely organized by CONCACAF.",
                   "The league is organized mostly by UNICEF and very few times by CONCACAF.") is None


def test_a_rise_over_a_thing_compares_with_it() -> None:
    """"a fourfold increase in bandwidth over the obvious traceable protocols" is what "four times
    as much bandwidth as" says, and "four times less bandwidth than" reverses it."""
    source = ("Such an adapted ring requires, on average, a fourfold increase in bandwidth over the obvious "
              "traceable protocols in which messages travel only halfway around.")
    found = shipped("On a ring network the protocol needs roughly four times less bandwidth, on average, than the "
                    "obvious traceable alternatives.", source)
    assert found is not None and found.kind == CUE and found.source_cue == "increase"
    assert shipped("On a ring network the protocol needs roughly four times as much bandwidth, on average, as the "
                   "obvious traceable alternatives.", source) is None


def test_comparison_operands_read_through_compounds_and_rather_than() -> None:
    """A compound's parts are operand words too ("count-based vectors" are the "count ones"); "A
    rather than B is easier" compares A with B; "better for X than for Y" takes X first on both
    sides; a relative clause after "than ..." is no operand."""
    source = "We obtain relatively high accuracy, with cbow vectors consistently outperforming count ones."
    found = shipped("Count-based vectors consistently beat cbow vectors in accuracy.", source)
    assert found is not None and found.kind == CUE
    assert shipped("Cbow vectors consistently beat count-based vectors in accuracy.", source) is None
    source = ("As expected, decomposing composed rather than observed phrase representations is easier, which is "
              "to be expected given that composed representations are obtained with a simpler, linear model.")
    assert shipped("Decomposing composed phrase vectors turned out to be easier than decomposing corpus-observed "
                   "ones, which the authors expect since composed vectors come from a simpler linear model.",
                   source) is None
    assert shipped("Decomposing composed phrase representations is easier than decomposing observed ones.",
                   source) is None
    assert shipped("Decomposing observed phrase representations is easier than decomposing composed ones.",
                   source) is not None
    source = ("First, this model is expected to work better for b-flavored mesons than for c-flavored mesons due "
              "to the more rapid convergence of the nonrelativistic expansion.")
    assert shipped("The approach is expected to perform better for c-flavored than for b-flavored mesons.",
                   source) is not None
    assert shipped("The approach is expected to perform better for b-flavored than for c-flavored mesons.",
                   source) is None


def test_regardless_of_whether_states_the_finding() -> None:
    source = "Another deficiency of the rules is that they give no basis for a proof that a program terminates."
    found = shipped("The rules also give a basis for a proof that a program terminates, regardless of whether it "
                    "loops.", source)
    assert found is not None and found.kind == NEGATION
    assert shipped("Whether the rules give a basis for a proof that a program terminates is not known.",
                   source) is None


def test_need_and_require_are_one_verb_and_constraints_constrain() -> None:
    from rblint.engine.scoring.reading import stem_of

    assert stem_of("needs") == stem_of("required") and stem_of("constraints") == stem_of("constrains")


def test_a_claim_s_own_no_is_no_statement_of_the_thing() -> None:
    """"with no human intervention" against the source's "with absolutely no human intervention":
    the claim states no "human" the source denies."""
    assert shipped("The technique finds recurring relations and presents them as tables with no human intervention.",
                   "The technique discovers recurring relations and presents them as a table, with absolutely no "
                   "human intervention.") is None


def test_a_verb_with_a_denied_object_or_done_badly_answers_a_negation() -> None:
    """"need no relation-specific human input" says what "without requiring any relation-specific
    human input" says; "may perform worse" what "would not perform as well" says (false errors on
    a fresh draft); the plain statements are still reversed."""
    source = ("An Open IE system makes a single pass over its corpus and extracts a diverse set of relational tuples "
              "without requiring any relation-specific human input.")
    assert shipped("Open IE systems need no relation-specific human input, extracting a diverse set of relational "
                   "tuples in a single pass over the corpus.", source) is None
    assert shipped("Open IE systems need substantial relation-specific human input, extracting a diverse set of "
                   "relational tuples in a single pass over the corpus.", source) is not None
    source = ("These results suggest that RAPT-based methods would not perform as well on a testing dataset where "
              "the examples are semantically distant from anything in the training dataset.")
    assert shipped("RAPT may perform worse on test inputs that are semantically distant from everything in the "
                   "training data.", source) is None
    assert shipped("RAPT-based methods perform just as well on a test set whose examples are semantically distant "
                   "from the training data.", source) is not None


def test_a_denial_the_paper_makes_too_is_no_reversal() -> None:
    """A claim's "does not outperform" against a best-aligned sentence that never mentions
    outperforming, where the paper says "doesn't outperform" in a sentence aligned less well."""
    claim = ("G-pooling does not outperform the UDA method AdaptSegNet, which uses a large amount of unlabeled data "
             "from the target dataset.")
    best = ("We note that the UDA method AdaptSegNet uses a large amount of unlabeled data from the target dataset "
            "to adapt the model.")
    also = "Even though G-pooling doesn't outperform the UDA method, the two methods can be combined."
    found = shipped(claim, best)
    assert found is not None and found.kind == DENIAL  # alone, the denial stands (a trained behaviour)
    assert shipped(claim, best, also) is None


def test_the_larger_models_name_a_class_and_state_no_change() -> None:
    source = "When pre-trained on ImageNet, ViT-Large models underperform compared to ViT-Base models."
    assert shipped("When pre-trained on ImageNet, ViT-Large models fall behind ViT-Base models, and the benefit of "
                   "the larger models only emerges with more data.", source) is None
    assert shipped("When pre-trained on ImageNet, ViT-Large models outperform ViT-Base models.", source) is not None


def test_two_sided_sentences_are_compared_side_by_side() -> None:
    """"..., but a second negative does not improve results further" against "... improves the result
    substantially while adding two does not help further": a false error on a fresh draft."""
    source = ("We find that adding a single BM25 negative passage improves the result substantially while adding "
              "two does not help further.")
    assert shipped("Adding one BM25 negative passage gives a substantial boost, but a second BM25 negative does not "
                   "improve the result further.", source) is None
    assert shipped("Adding a single BM25 negative passage does not improve the result.", source) is not None


def test_a_denied_comparison_is_left_to_the_comparing_verb() -> None:
    """"jointly does not beat the simpler pipeline" against "... while outperforming a comparable joint
    training approach": no denial of a verb the source never uses."""
    source = ("This approach obtains a score of 39.8 EM, which suggests that training a strong retriever and reader "
              "in isolation is effective, while outperforming a comparable joint training approach.")
    assert shipped("Training the retriever and reader jointly does not beat training them in isolation, ending at "
                   "the same 39.8 EM.", source) is None


def test_fifth_batch_readings() -> None:
    """False errors on a fifth batch of fresh drafts: the modal "need not"; a change "from 80.0 to
    79.6" against a rank named ("selecting the best size"); a denial in a clause the source sentence
    is not about; a two-sided claim whose first side agrees with a one-sided source."""
    assert shipped("Layers are stored as unordered attributes and need not be nested, so sentences can cross lines.",
                   "We note that Layers are stored as unordered attributes and don't require nesting.") is None
    assert shipped("With the adapter size fixed at 64 for every task rather than selected per task, the average score "
                   "slips only marginally, from 80.0 to 79.6.",
                   "We test both using a fixed adapter size, and selecting the best size per task from {8, 64, 256}.") is None
    assert shipped("Spherically symmetric models are arguably too simple to capture averaging and back-reaction fully, "
                   "and the authors stress that their results do not rule out back-reaction as an explanation of dark "
                   "energy.",
                   "Our models, due to their spherical symmetry, are arguably too simple to give a full understanding "
                   "of averaging and back-reaction problems.") is None
    source = ("We found that visual-only feedback, the most common feedback method on smartphones, yielded the lowest "
              "alertness level across our measurements.")
    assert shipped("Visual-only feedback yielded the lowest alertness level on smartphones, whereas combined feedback "
                   "yielded the highest.", source) is None
    assert shipped("Visual-only feedback yielded the highest alertness level on smartphones.", source) is not None


def test_a_no_governs_its_noun_phrase() -> None:
    """"had neither a publisher-provided abstract nor a PDF" against "have no associated
    publisher-provided abstract or associated PDF": a false error on a seventh-batch draft."""
    assert shipped("Of the filtered paper clusters, 80.0M had neither a publisher-provided abstract nor an associated "
                   "PDF.",
                   "We note that 80.0M of these filtered clusters have no associated publisher-provided abstract or "
                   "associated PDF.") is None
    assert "abstract" in read_sentence("They have no associated publisher-provided abstract.").said_no


def test_eighth_batch_readings() -> None:
    """False errors and a miss on an eighth batch of fresh drafts: a purpose infinitive in a clause
    of use or possibility is no finding ("can be combined with X to improve"), but one after a
    verb of finding is; "exceed" is a comparing verb in its bare form too, and a word on both sides
    of two comparisons ("system") does not hide their operands; a "than" operand ends at a comma;
    British spellings are American ones; "deteriorates" is a direction."""
    source = ("This paper introduces an efficient temporal cost aggregation scheme that can easily be combined with "
              "conventional spatial cost aggregation to improve the accuracy of stereo matching.")
    assert shipped("On noise-free video, temporal cost aggregation brings negligible benefit to the accuracy of "
                   "stereo matching.", source) is None
    assert shipped("Temporal cost aggregation was shown to bring negligible benefit to the accuracy of stereo "
                   "matching.", "Temporal cost aggregation was shown to improve the accuracy of stereo matching.") \
        is not None
    source = ("First, the overall recall of our system might be lower than existing IE systems, as we are relying on "
              "a cluster of comparable articles rather than a single document to discover an event.")
    exceed = read_sentence("The system's overall recall may exceed that of existing IE systems.").cues[0]
    assert exceed.by_verb and exceed.other == frozenset({"exist", "ie", "system"})  # its object, as "exceeds"
    assert shipped("The authors concede that the system's overall recall may fall below that of existing IE systems, "
                   "because it relies on clusters of comparable articles.", source) is None
    source = ("This treatment is expected to work better for b-flavored mesons than for c-flavored mesons since in "
              "c-flavored mesons, v is about c/2, but in b-flavored mesons, v is about c/5.")
    claim = ("The spectator-equation model describes b-flavoured mesons better than c-flavoured ones, as expected "
             "since the heavy-quark velocity is about c/2 in charmed mesons.")
    assert shipped(claim, source) is None
    assert shipped(claim.replace("b-flavoured mesons better than c-flavoured", "c-flavoured mesons better than "
                                 "b-flavoured"), source) is not None
    found = shipped("The agreement with the data improves as the masses approach and cross the BB threshold.",
                    "The agreement deteriorates as the masses approach and cross the BB threshold.")
    assert found is not None and found.source_cue == "deteriorates"


def test_purpose_infinitives_and_stems() -> None:
    from rblint.engine.scoring.reading import stem_of

    assert [stem_of(word) for word in ("exceed", "exceeds", "exceeded")] == ["exceed"] * 3
    assert stem_of("b-flavoured") == stem_of("b-flavored") and stem_of("tumours") == stem_of("tumors")
    assert stem_of("optimised") == stem_of("optimized") and stem_of("modelling") == stem_of("modeling")
    assert stem_of("hour") == "hour" and stem_of("raised") == stem_of("raise")
    assert not read_sentence("It can be combined with spatial aggregation to improve the accuracy.").cues
    assert read_sentence("It was found to improve the accuracy.").cues
    assert read_sentence("Nsp1 binds the ribosomal channel to promote translation.").cues  # a mechanism
    assert not read_sentence("Screening is used in order to prevent anaemia.").cues


def test_a_table_read_as_one_sentence_states_no_finding() -> None:
    """A table's rows glued to its caption decide no denial: "was not bettered" against "Table 1
    Best results ... 0.69 0.69 0.68 ..." (a false error on a fresh draft); prose with numbers in
    asides still states its finding."""
    table = ("Table 1 Best results using the accuracy metric for the MIREX Multi-F0 estimation task, from 2009-2012 "
             "Participants 2009 2010 2011 2012 Yeh and Röbel 0.69 0.69 0.68 Dressler 0.63 0.64 Benetos and Dixon "
             "0.47 0.57 0.58")
    assert not read_sentence(table).states_finding
    assert shipped("On the MIREX multi-F0 task, the 0.69 accuracy that Yeh and Röbel reached in 2009 was not bettered "
                   "in later years.", table) is None
    assert read_sentence("In 2015, we estimated that 1·3 million deaths (95% UI 1·2 million to 1·4 million) were "
                         "caused by diarrhoeal diseases, including 499 000 (447 000-558 000) in children younger than "
                         "5 years, representing 8·6% (7·7-9·5) of all deaths.").states_finding


def test_ninth_batch_readings() -> None:
    """A ninth batch of fresh drafts: a source clause that states the word another negates answers
    the claim clause about it ("If no participant transmits, ...; if one participant transmits, ...");
    a preference given the other way round ("A rather than B" against "B rather than A") is a
    reversal, the same preference none; "overestimated" against "underestimated"."""
    source = ("If no participant transmits, the modulo two sum of the outputs must be zero, since every key bit "
              "enters exactly twice; if one participant transmits, the sum must be one.")
    assert shipped("In the generalized protocol, the modulo-two sum of all outputs is zero when nobody transmits, "
                   "because every shared key bit is counted exactly twice, and it becomes one when a single "
                   "participant transmits.", source) is None
    assert opposed(read_sentence("In the generalized protocol, the modulo-two sum of all outputs is zero when a "
                                 "participant transmits, because every shared key bit is counted exactly twice."),
                   read_sentence(source)) == (NEGATION, "participant", "no participant")
    source = ("Since papermage relies on static PDF documents, rather than metadata dynamically retrieved from "
              "publishers, users need to consider how extracted names should be used.")
    found = shipped("Because the toolkit works from metadata fetched dynamically from publishers rather than static "
                    "PDFs, users need to consider how extracted names are used.", source)
    assert found is not None and found.kind == CUE and found.claim_cue == "rather than"
    assert shipped("Because the toolkit works from static PDFs rather than metadata fetched dynamically from "
                   "publishers, users need to consider how extracted names are used.", source) is None
    # a cue later in the clause compares the two itself: no preference of its own
    assert not [cue for cue in read_sentence("Decomposing composed rather than observed vectors is easier.").cues
                if cue.words == "rather than"]
    found = shipped("The authors estimate that the number of small NEOs may be overestimated by around 10%.",
                    "We therefore estimate that the number of small NEOs could be underestimated by some 10%.")
    assert found is not None and found.kind == CUE


def test_a_measured_loss_is_the_noun_of_lose() -> None:
    """"losing just 3-5 points" says what "generalizes well, with 3-5 points loss" says (a false
    error on two fresh drafts): a loss after a measure is a fall, "lose" and "loss" one stem, and
    an adverb's anchor ends at its comma; "the training loss" stays a metric."""
    source = ("We find that DPR generalizes well, with 3-5 points loss from the best performing fine-tuned model in "
              "top-20 retrieval accuracy, while still greatly outperforming the BM25 baseline.")
    assert shipped("A retriever trained only on Natural Questions transfers reasonably well to WebQuestions, losing "
                   "just 3-5 points of top-20 accuracy relative to the best fine-tuned models.", source) is None
    found = shipped("DPR generalizes poorly to WebQuestions and TREC.", source)
    assert found is not None and found.source_cue == "well"
    assert [cue.polarity for cue in read_sentence("It ends with a 2% loss in accuracy.").cues] == [Polarity.DOWN]
    assert not read_sentence("The training loss was computed on every batch.").cues


def test_widening_and_narrowing_are_directions() -> None:
    """"the gap widens" against "the gap narrows". ("cuts" stays no direction: read as one, it caught
    a fresh draft's "HMM-T's edge widens" against "cosine distance cuts HMM-T's advantage", but
    its agreement with "reduces LN from 5500 to 5173" vetoed a caught "lowest fidelity".)"""
    found = shipped("With cosine distance in place of BM25, the gap between HMM-T and N-GRAMS widens.",
                    "With cosine distance in place of BM25, the gap between HMM-T and N-GRAMS narrows.")
    assert found is not None and (found.claim_cue, found.source_cue) == ("widens", "narrows")
    assert shipped("With cosine distance in place of BM25, the gap between HMM-T and N-GRAMS narrows.",
                   "With cosine distance in place of BM25, the gap between HMM-T and N-GRAMS narrows.") is None


def test_a_sentence_of_thousands_of_commas_is_read_once() -> None:
    """The positions after commas are counted piece by piece: a hostile sentence of 5,000 commas
    had its prefix tokenized again at every comma (15 s; now linear)."""
    from rblint.engine.scoring.reading import _after_commas

    assert _after_commas("accuracy improves, " * 5000) == frozenset(range(2, 10001, 2))
    assert _after_commas("better than c-flavoured ones, as expected, but 1,998 of them") == frozenset({4, 6})


def test_robust_and_fragile_are_opposites() -> None:
    """"fragile under worker failures" against "robust to worker failures" (a planted error a fresh
    draft's check missed: neither word was read)."""
    source = "The system is robust to worker failures: killing 200 of 1746 workers, the job completed in 933 seconds."
    found = shipped("The system is fragile under worker failures: with 200 of 1746 workers killed, the job completed in "
                    "933 seconds.", source)
    assert found is not None and (found.claim_cue, found.source_cue) == ("fragile", "robust")
    assert shipped("The system is robust to worker failures: with 200 of 1746 workers killed, the job completed in "
                   "933 seconds.", source) is None


def test_a_difficulty_answers_a_denial() -> None:
    """"cannot easily be run" says what "we also found it difficult to run only the model components"
    says (a false error on a fresh draft); "can easily be run" is still that sentence's opposite."""
    source = ("Although Grobid is a popular tool, we also found it difficult to run only the model components isolated "
              "from PDF utilities, which makes comparison with other research models challenging.")
    assert shipped("Because Grobid couples its parser with its models, its model components cannot easily be run "
                   "isolated from the PDF utilities, which makes comparison with other research models difficult.",
                   source) is None
    assert "run" in read_sentence(source).made_difficult
    # a difficulty denies nothing itself
    found = shipped("Because spam is hard to identify algorithmically, the schemes operate entirely without human "
                    "assistance.", "Spam pages are common.", "Since the algorithmic identification of spam is very "
                    "difficult, our schemes do not operate entirely without human assistance.")
    assert found is not None and found.kind == NEGATION


def test_faster_than_real_time_and_any_compare_nothing() -> None:
    """"running at least 20 times faster than any of the other three methods" against a caption's
    "faster than real-time processing, in the sense that files can be processed faster than ...":
    real time is a threshold, and "any" names no operand (a false error on a fresh draft)."""
    source = ("Table 2. Time taken to run each analysis method on our first data set, expressed as a proportion of the "
              "total duration of the audio files (so that any number below 1 indicates faster than real-time "
              "processing, in the sense that files can be processed faster than they would be recorded).")
    claim = ("The simple spectrographic method processed audio in about 0.02 of its duration, running at least 20 times "
             "faster than any of the other three FM analysis methods.")
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    assert not read_sentence("It runs faster than real time on a laptop.").cues[0].other


def test_a_sentence_of_thousands_of_preferences_is_read_once() -> None:
    """Whether a cue follows each "rather than" in its clause is found by bisection: a hostile
    sentence of 12,000 "A rather than B improves" compared every "rather than" with every cue
    (3.4 s, against 0.9 s for the same sentence with "and")."""
    assert not [cue for cue in read_sentence("alpha rather than beta improves " * 12000).cues
                if cue.words == "rather than"]
    preferences = [cue for cue in read_sentence("alpha rather than beta, " * 5000).cues if cue.words == "rather than"]
    assert len(preferences) == 5000 and preferences[0].other == frozenset({"beta"})


def test_a_linking_verb_denies_the_word_after_it() -> None:
    """"did not prove harmful" denies "harmful" as "was not harmful" does: the paper's "We found
    that this overgeneralization was not harmful in practice", after the sentence that only
    describes the overgeneralization, answers the denial (a fresh draft's false error)."""
    claim = ("The tendency of the class recognizers to overgeneralize, for example treating halftime scores as "
             "final scores, did not prove harmful in practice.")
    best = ("The class recognizers have a tendency to over-generalize: a city such as New Orleans is always labeled "
            "as the NFL team it hosts; scores such as the 28-0 halftime lead are incorrectly labeled as final scores.")
    also = "We found that this overgeneralization was not harmful in practice."
    other = "Domain relation mapping rules take tuples in which domain classes have been identified and map them."
    found = shipped(claim, best, other)
    assert found is not None and found.kind == DENIAL  # without it, the denial stands
    assert shipped(claim, best, also, other) is None
    assert "harmful" in read_sentence("The change did not become harmful to the users.").negated


def test_a_superlative_before_a_change_noun_is_its_size_not_a_direction() -> None:
    """"where largest performance drop is 2%" against "barely hurts performance, with a maximum
    drop of 2%": "largest" read as a rise opposed "hurts" (a fresh draft's false error). The drop
    keeps its direction, so a claimed rise is still turned."""
    source = ("The heatmaps' diagonals show the performances of removing adapters from single layers, where largest "
              "performance drop is 2%.")
    assert opposed(read_sentence("Ablating the adapters of a single layer barely hurts performance, with a maximum "
                                 "drop of 2%."), read_sentence(source)) is None
    assert [cue.words for cue in read_sentence(source).cues] == ["drop"]
    assert read_sentence("The largest model is the most accurate.").cues  # no change noun after it: still a cue


def test_not_applicable_denies_what_cannot_be_applied_denies() -> None:
    """"cannot be applied to the analysis of large music databases, although they are useful when
    ..." against the next sentence's "Such systems can, however, be useful": the paper's "are not
    applicable to the analysis of large music databases", one sentence before, answers the denial."""
    claim = ("Because they require a human in the loop, semi-automatic transcription systems cannot be applied to the "
             "analysis of large music databases, although they are useful when a detailed transcription is needed.")
    useful = ("Such systems can, however, be useful when a more detailed and accurate transcription of individual "
              "music pieces is required for large music databases.")
    applicable = ("Involving the user in the transcription process entails that these systems are not applicable to "
                  "the analysis of large music databases.")
    other = "Score-informed transcription uses a symbolic score of the piece as prior information."
    assert shipped(claim, useful, other) is not None
    assert shipped(claim, useful, applicable, other) is None


def test_a_manner_without_a_verb_the_source_states_denies_nothing() -> None:
    """"reaches relatively high BLEU without altering a single word" against "The copy models can
    still achieve relatively high BLEU despite simply copying the original text": the "without"
    is how, not a finding denied (a fresh draft's false error); against a source that states the
    verb plainly it still reverses."""
    claim = "A simple copy baseline still reaches relatively high BLEU without altering a single word of its input."
    source = "The copy models can still achieve relatively high BLEU despite simply copying the original text."
    other = "We compare RAPT with several strong paraphrase generation baselines on four datasets."
    assert shipped(claim, source, other) is None
    assert shipped("The copy baseline reaches high BLEU without altering the input text.",
                   "The copy baseline reaches high BLEU because it alters the input text only slightly.",
                   other) is not None
    # the verb in another form ("runs" is no stem of "running"): still stated, still reversed
    assert opposed(read_sentence("The fully-adjacent layer stays competitive and scales to the larger ogbg-ppa graphs "
                                 "without running out of memory."),
                   read_sentence("The fully-adjacent dense expander method remains strong on ogbg-molhiv, but runs out "
                                 "of memory as graphs increase in size.")) is not None


def test_does_not_surpass_is_answered_by_does_not_outperform() -> None:
    """"G-pooling does not surpass the UDA method AdaptSegNet, which exploits unlabeled target data"
    against the sentence describing AdaptSegNet, where the paper says "Even though knowledge
    incorporation doesn't outperform data-based domain adaptation" (a fresh draft's false error)."""
    claim = ("G-pooling does not surpass the UDA method AdaptSegNet, which uses a large amount of unlabeled data from "
             "the target dataset.")
    best = ("We note that the UDA method AdaptSegNet uses a large amount of unlabeled data from the target dataset "
            "to adapt the model.")
    also = "Even though G-pooling doesn't outperform the UDA method, the two methods can be combined."
    other = "Table 2 lists the mIoU of every method for both transfer directions between the two cities."
    found = shipped(claim, best, other)
    assert found is not None and found.kind == DENIAL
    assert shipped(claim, best, also, other) is None


def test_a_change_its_verb_states_is_that_verbs_cue() -> None:
    """"clearly outperforms a variant fed random examples, with iBLEU dropping from 10.61 to 6.22
    under random retrieval" against "retrieving similar examples using kNN gives us a much better
    performance": the bare change read as a fall about anything opposed "better" (a fresh draft's
    false error); the verb "dropping" carries it, about what it governs. A bare change still counts, and
    so does one its verb states about nothing after it."""
    source = "As shown in Table 7, retrieving semantically similar examples using kNN gives us a much better performance."
    claim = ("RAPT with semantically similar kNN-retrieved examples clearly outperforms a variant fed randomly "
             "retrieved examples, with iBLEU on QQP 50K dropping from 10.61 to 6.22 under random retrieval.")
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    assert [cue.stem for cue in read_sentence("Accuracy improved from 0.71 to 0.88 on held-out data.").cues] == [
        "improv"]
    # (governing nothing after it, "SR fell from 33.7% to 29.3%", the change stays about anything)
    assert [cue.stem for cue in read_sentence("Accuracy improved from 0.71 to 0.88.").cues] == ["improv", "from-to"]
    assert [cue.stem for cue in read_sentence("Accuracy was 0.88, from 0.71 to 0.88 overall.").cues] == ["from-to"]


def test_a_denied_rank_is_answered_by_a_comparing_verb() -> None:
    """"SemEAGAT does not obtain the best recall" against "our SemEAGAT is exceeded by them on R
    and show an apparent improvement on P": "not the best" is a comparison, which the source's
    comparing verb answers; it was read as a denial of "obtain" (a fresh draft's false error). A
    denial of what the source states still reverses it."""
    claim = ("SemEAGAT does not obtain the best recall, however: Bi-LSTM+GAN and LearnToSelectED recover more "
             "triggers, while the semantic-graph model clearly wins on precision.")
    source = ("Comparing with Bi-LSTM+GAN and LearnToSelectED which are relatively new in learning techniques, our "
              "SemEAGAT is exceeded by them on R and show an apparent improvement on P.")
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    assert opposed(read_sentence("SemEAGAT does not obtain any gain on precision over Bi-LSTM+GAN."),
                   read_sentence("Compared with Bi-LSTM+GAN, SemEAGAT is exceeded on recall but obtains a clear gain "
                                 "on precision.")) is not None


def test_no_operand_reaches_across_a_semicolon() -> None:
    """"ViT-B/32 is slightly faster than ResNet50; it performs much worse on the 9M subset" made
    ResNet50 the one that performs worse, and "ViT-B/32 does much worse than ResNet50 with 9M
    images" read as the other way round (a false error in two fresh drafts, seventh and twentieth
    batches). Read clause by clause at the semicolon, the two agree; swapped, they still oppose."""
    source = "For example, ViT-B/32 is slightly faster than ResNet50; it performs much worse on the 9M subset."
    worse = read_sentence(source).cues[1]
    assert worse.words == "worse" and "resnet50" not in worse.before
    assert opposed(read_sentence("On random JFT subsets, ViT-B/32 does much worse than ResNet50 with 9M images."),
                   read_sentence(source)) is None
    assert opposed(read_sentence("ViT-B/32 is slightly slower than ResNet50 on JFT."), read_sentence(source)) is not None


def test_did_not_suffer_is_answered_by_no_worse() -> None:
    """"Comprehension did not suffer with Paper Plain" against "Participants on average answered
    3.73 ... correct" was a denial of "suffer" no sentence spoke of; "suffers" is a fall now, so
    the paper's "Participants scored no worse on the comprehension questions" agrees and vetoes it."""
    claim = ("Comprehension did not suffer with Paper Plain, as participants answered 3.67 of seven comprehension "
             "questions correctly on average.")
    best = "Participants on average answered 3.73 out of 7 comprehension questions correct."
    also = ("Participants scored no worse on the comprehension questions with Paper Plain (mean 3.67) compared to "
            "the PDF reader (mean 3.50).")
    other = "Paper Plain adds section gists and term definitions to a medical paper."
    assert [cue.polarity for cue in read_sentence(claim).cues] == [Polarity.NOT_DOWN]
    assert shipped(claim, best, other) is not None  # alone, the denial stands
    assert shipped(claim, best, also, other) is None


def test_a_sentence_of_thousands_of_semicolons_is_read_once() -> None:
    """Each cue's clause start is found by bisection over the positions after semicolons (a scan of
    all of them for every cue was quadratic on a hostile sentence), and its first operand stays in it."""
    cues = read_sentence("accuracy improves; " * 5000).cues
    assert len(cues) == 5000 and all(cue.before == frozenset({"accurac"}) for cue in cues)


def test_a_negated_universal_denies_no_word() -> None:
    """"EGP is not uniformly best" against "EGP tends to be highly competitive ... (having the largest
    average overall)": best somewhere, not everywhere, is no opposite of "largest" (a fresh draft's
    false error); "is not the best" still is."""
    source = ("We find that EGP tends to be highly competitive on two out of the three datasets considered (having the "
              "largest average overall).")
    assert opposed(read_sentence("EGP is not uniformly best, however: on ogbg-molpcba it trails the master-node "
                                 "variant."), read_sentence(source)) is None
    assert not read_sentence("EGP is not uniformly best across the datasets.").negated
    assert [cue.polarity for cue in read_sentence("EGP is not the best on average overall.").cues] == [Polarity.NOT_UP]


def test_a_denial_is_answered_by_a_lack_of_what_it_governs() -> None:
    """"Egger's test did not indicate publication bias" against the Methods sentence that names the
    test: the paper's "... (p=0.586), which showed a lack of publication bias" says what the claim
    says (a fresh draft's false error)."""
    claim = "Egger's test did not indicate publication bias for either outcome (p = 0.350 and p = 0.586)."
    methods = "STATA version 10 was used to calculate Egger's test in publication bias for both outcomes."
    lack = "The bias coefficient of the SF studies was 1.32 (p=0.586), which showed a lack of publication bias."
    other = "Eight randomised controlled trials met the inclusion criteria of the meta-analysis."
    found = shipped(claim, methods, other)
    assert found is not None and found.kind == DENIAL
    assert shipped(claim, methods, lack, other) is None


def test_a_statistical_null_result_is_denied_only_by_an_effect() -> None:
    """"The variant ... did not differ significantly from the PDF baseline" against the Methods
    sentence that describes the comparison, and the table caption that names "the difference in
    estimates": neither states a difference found (a fresh draft's false error); "differed
    significantly" still does, and a plain denial ("are not affected") still reads as one."""
    claim = ("The variant offering only Section Gists and Term Definitions did not differ significantly from the PDF "
             "baseline on any of the three subjective measures.")
    methods = ("We compared readers' subjective ratings for reading difficulty, understanding, and relevance across "
               "the system variants (Paper Plain, Sections and Terms, PDF baseline) using mixed-effects models.")
    caption = ("This table reports the difference in fixed-effects estimates and Holm-Bonferroni-corrected p-values "
               "under our mixed-effects model for the Section Gists and Term Definitions against the PDF baseline.")
    assert opposed(read_sentence(claim), read_sentence(methods)) is None
    assert opposed(read_sentence(claim), read_sentence(caption)) is None
    effect = ("The variant offering only Section Gists and Term Definitions differed significantly from the PDF "
              "baseline on all three subjective measures.")
    assert opposed(read_sentence(claim), read_sentence(effect)) is not None
    denial = "Worldwide, 17 million people are not affected with proliferative diabetic retinopathy."
    counted = "There are approximately 93 million people with DR and 17 million with proliferative diabetic retinopathy."
    assert opposed(read_sentence(denial), read_sentence(counted)) is not None


def test_a_bare_verb_before_a_plural_noun_names_a_kind() -> None:
    """"a handful of straggling reduce tasks" names MapReduce's reduce tasks: no reduction against
    the paper's "takes 44% longer" (a fresh draft's false error); "to reduce costs", "helping
    reduce costs" and "methods reduce errors" still read a reduction."""
    claim = ("When the backup-task mechanism is disabled, the terabyte sort takes 44% longer, stretching to 1283 "
             "seconds because a handful of straggling reduce tasks finish only about 300 seconds after the rest.")
    assert [cue.words for cue in read_sentence(claim).cues] == ["longer"]
    for reducing in ("The scheme helps to reduce costs.", "The scheme is helping reduce costs.",
                     "Such methods reduce errors."):
        assert "reduce" in {cue.words for cue in read_sentence(reducing).cues}, reducing
    assert not read_sentence("The reduce tasks of the job finish late.").cues
    # a comparative is no bare verb: "many fewer paragraphs" still compares (a planted error's catch)
    assert "fewer paragraphs" in {cue.words for cue in read_sentence(
        "LaTeX parses contain many fewer paragraphs of body text than PDF parses.").cues}
    assert "reduce" in {cue.words for cue in read_sentence("It cuts latency and reduce errors.").cues}


def test_a_negative_subject_denies_its_verb() -> None:
    """"no reliable clock resynchronization algorithm can exist" says what the paper's "there cannot
    exist any reliable clock resynchronization algorithm" says (a fresh draft's false error); the
    claim without its "no" is still the opposite, and a "no" after a preposition opens no subject."""
    source = ("We have shown that if the failure-mode behavior is permitted to be arbitrary, then there cannot exist "
              "any reliable clock resynchronization algorithm for three clocks.")
    claim = ("The authors argue that no reliable clock resynchronization algorithm can exist for only three clocks "
             "under arbitrary failure behaviour.")
    assert "exist" in read_sentence(claim).negated
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    affirmed = "The authors argue that a reliable clock resynchronization algorithm can exist for only three clocks."
    assert opposed(read_sentence(affirmed), read_sentence(source)) is not None
    assert "run" not in read_sentence("The pipeline runs with no human intervention.").negated
    assert "found" in read_sentence("No significant differences were found between the groups.").negated


def test_a_verb_of_prevention_denies_its_gerund() -> None:
    """"keeps individuals acting alone from learning anything" says what "individuals acting alone
    learn nothing" says (a fresh draft's false error); "trying to prevent from spreading", with no
    object between, denies nothing (a COVID-Fact false flag of the first version)."""
    claim = ("A simple cycle as the key-sharing graph keeps individuals acting alone from learning anything, but any "
             "two colluders can partition it.")
    source = ("If the graph is merely a cycle, then individuals acting alone learn nothing, but any two colluders can "
              "partition the graph, perhaps fully compromising a participant immediately between them.")
    assert "learn" in read_sentence(claim).negated
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    assert not read_sentence("Authorities are trying to prevent from spreading into a global pandemic.").negated


def test_than_those_for_names_the_second_operand() -> None:
    """"considerably worse than those for frame-based multi-pitch estimation" compares two things, so a
    table caption's "Best results using the avg. F-measure" is no opposite (a fresh draft's false
    error: read without its operand, "worse" was about its subject, the results)."""
    claim = ("Note tracking results are considerably worse than those for frame-based multi-pitch estimation, "
             "particularly when both onsets and offsets are evaluated, where the best average F-measure reached only "
             "0.45.")
    caption = ("Table 2 Best results usin the avg. F-measure (onset detection only and onset-offset detection "
               "respectively) for the MIREX Multi-F0 note tracking task, from 2009 to 2011.")
    worse = read_sentence(claim).cues[0]
    assert worse.words == "worse" and {"frame-bas", "estim"} <= worse.other
    assert opposed(read_sentence(claim), read_sentence(caption)) is None


def test_the_next_sentence_reverses_a_cue_the_best_aligned_one_leaves_unanswered() -> None:
    """A two-clause claim whose first clause the best-aligned sentence answers ("good agreement ...
    below the threshold") and whose second ("improves as the masses approach and cross it") only
    the next sentence speaks of ("The agreement deteriorates as the masses approach ..."): that one
    decides, and the first sentence's agreement on "good" does not veto it (a fresh draft's planted
    error, missed). Written correctly, nothing is found."""
    paper = ("The bb spectrum is in quite good agreement with the data for the states lying below the BB threshold.",
             "The agreement deteriorates as the masses approach and cross the BB threshold.",
             "As argued in the previous section, this may be the result of the absence of coupling to strong decay "
             "channels.",
             "The agreement for the cc is less satisfactory.")
    wrong = ("For bottomonium, agreement is good for states below the BB threshold but improves as the masses approach "
             "and cross it, which the authors suggest may reflect the missing coupling to strong decay channels.")
    found = shipped(wrong, *paper)
    assert found is not None and (found.claim_cue, found.source_cue) == ("improves", "deteriorates")
    assert shipped(wrong.replace("improves", "deteriorates"), *paper) is None


def test_a_cue_verb_after_a_negative_subject_is_negated() -> None:
    """"no GNN restricted to the input tree exceeds 60%" says what "... cannot exceed 60%" says
    (read without it, the runner-up reading made it a false error on an earlier draft); "with no
    supervision the model improves" still improves."""
    claim = ("On Tree-NeighborsMatch at depth 5, a GIN augmented with EGP layers solves the task with 100% accuracy, "
             "whereas the plain GIN baseline reaches only 29% and no GNN restricted to the input tree exceeds 60%.")
    source = ("Indeed, the baseline GIN can only achieve 29% on this same task, and the theoretical upper bound for "
              "GNNs propagating over the input tree only cannot exceed 60%.")
    assert [cue.polarity for cue in read_sentence(claim).cues][-1] == Polarity.NOT_UP
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    assert [cue.polarity for cue in read_sentence("With no supervision at all the model improves.").cues] == [
        Polarity.UP]
    # a subject of seven words ("no GNN propagating over the input tree alone exceeded 60%", the thirtieth
    # batch's false error: the bound had been six)
    longer = claim.replace("no GNN restricted to the input tree exceeds", "no GNN propagating over the input tree alone "
                                                                          "exceeded")
    assert [cue.polarity for cue in read_sentence(longer).cues][-1] == Polarity.NOT_UP
    assert opposed(read_sentence(longer), read_sentence(source)) is None
    # "no reliable clock resynchronization algorithm exists" (no auxiliary) denies "exists", as "there
    # cannot exist any reliable clock resynchronization algorithm" does (the thirty-first batch's false error)
    bare = read_sentence("The authors show that no reliable clock resynchronization algorithm exists for three clocks.")
    assert "exist" in bare.negated_main
    assert opposed(bare, read_sentence("It can be proved that there cannot exist any reliable clock "
                                       "resynchronization algorithm for three clocks.")) is None


def test_an_antonym_answers_before_an_adjective_that_names_a_thing() -> None:
    """"a larger impact than those on the higher layers" against "adapters on the lower layers have
    a smaller impact than the higher-layers": "smaller" answers "larger", not the "lower" that names
    the layers (with its operand read, "than those on ...", the planted error had been missed)."""
    source = "Second, Figure 6 suggests that adapters on the lower layers have a smaller impact than the higher-layers."
    found = opposed(read_sentence("Adapters on the lower layers have a larger impact than those on the higher layers."),
                    read_sentence(source))
    assert found == (CUE, "larger", "smaller")
    assert opposed(read_sentence("Adapters on the lower layers have a smaller impact than those on the higher "
                                 "layers."), read_sentence(source)) is None


def test_not_providing_answers_a_denial_of_producing() -> None:
    """"could not produce any output" against the sentence on the error it threw: the paper's "...
    indicates where SelfChecker does not provide any output" denies it too (a fresh draft's false error)."""
    claim = ("SelfChecker could not produce any output for several Bank Customer models, failing with a singular-matrix "
             "error during KDE generation.")
    thrown = ("Some of the models, e.g., BM6, BM7, BM9, BM10, BM11 in the Bank Customer dataset throw "
              "numpy.linalg.LinAlgError:Singular matrix error during KDE generation steps using SelfChecker tool.")
    footnote = ("Here, '-' in the FP, TP, FN, TN column indicates where SelfChecker does not provide any output, "
                "therefore we can not get any values.")
    others = ("The runtime overhead of DeepInfer is 3.27 times faster than SelfChecker during deployment.",
              "We evaluated DeepInfer on 29 real-world models using four datasets.")
    found = shipped(claim, thrown, *others)
    assert found is not None and found.kind == DENIAL
    assert shipped(claim, thrown, footnote, *others) is None


def test_an_antonym_about_the_same_subject_answers_before_the_same_word_about_another() -> None:
    """"rated their reading difficulty significantly higher" against "... rated their reading
    difficulty significantly lower and rated their confidence ... significantly higher": the "lower"
    about the reading difficulty answers it, not the "higher" about the confidence (a fresh draft's
    planted error, missed); where the antonym's subject shares too few words, the same word answers."""
    source = ("Participants who used Paper Plain rated their reading difficulty significantly lower and rated their "
              "confidence they got all relevant information from a paper significantly higher.")
    wrong = ("Readers using the full Paper Plain interface rated their reading difficulty significantly higher than "
             "readers using a standard PDF reader.")
    assert opposed(read_sentence(wrong), read_sentence(source)) == (CUE, "higher", "lower")
    assert opposed(read_sentence(wrong.replace("higher", "lower")), read_sentence(source)) is None
    other = "The mean age of the app users was higher than that of the population yet was lower than other studies."
    assert opposed(read_sentence("Side-effect prevalence among the app users was significantly lower than the "
                                 "manufacturers reported."), read_sentence(other)) is None


def test_a_negative_adjective_denies_what_it_is_insufficient_for() -> None:
    """"proves insufficient, lowering performance by approximately 3.5%" against "training the layer
    normalization parameters alone is insufficient for good performance": "good" is denied, no rise
    to oppose the fall (a fresh draft's false error); "sufficient for good performance" still rises."""
    source = "However, training the layer normalization parameters alone is insufficient for good performance."
    claim = ("Tuning the layer normalization parameters alone, by contrast, proves insufficient, lowering performance "
             "by approximately 3.5% on CoLA and 4% on MNLI.")
    assert [cue.polarity for cue in read_sentence(source).cues] == [Polarity.NOT_UP]
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    assert [cue.polarity for cue in read_sentence(source.replace("insufficient", "sufficient")).cues] == [Polarity.UP]


def test_a_trend_that_turns_has_no_direction_to_reverse() -> None:
    """"Performance first rose and then declined as more EAGAT layers were stacked" against "increasing
    the number of EAGAT layers ... can make the information flow more fully": a rise and a fall, no
    single direction the source's rise is the opposite of (a fresh draft's false error); a plain
    "declined as more layers were stacked" still reads a fall."""
    source = ("Therefore, a single layer of EAGAT is not sufficient for the information to flow fully, and increasing "
              "the number of EAGAT layers, i.e., stacking EAGAT Layers, can make the information flow more fully.")
    claim = ("Performance first rose and then declined as more EAGAT layers were stacked, an effect the authors "
             "ascribe to over-smoothing, so two layers were used.")
    assert not {"rose", "declined"} & {cue.words for cue in read_sentence(claim).cues}
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    assert "declined" in {cue.words for cue in read_sentence("Performance declined as more layers were stacked.").cues}


def test_sentences_of_thousands_of_comparisons_and_turns_are_read_whole() -> None:
    """Each "than" operand was looked for to the sentence's end, each "rather than" looked back to its
    start, and each cue built a set of all the sentence's cue positions: 6,000 "worse than" took 28 s,
    12,000 "first rose and then declined" 6.9 s (quadratic since before the seventeenth session; timed
    in docs/reliability.md). Now each looks a bounded way, and each cue still gets its own operand."""
    cues = read_sentence("results are worse than the baseline; " * 5000).cues
    assert len(cues) == 5000 and all(cue.other == frozenset({"baselin"}) for cue in cues)
    assert len(read_sentence("results are worse than the baseline " * 5000).cues) == 5000
    cues = read_sentence("insufficient for good performance " * 5000).cues
    assert len(cues) == 5000 and {cue.polarity for cue in cues} == {Polarity.NOT_UP}
    assert not read_sentence("performance first rose and then declined " * 5000).cues
    # a concession whose list holds 5,000 items, its commas read in one pass (eighteenth session)
    conceded = read_sentence("While " + ", ".join(f"item{at}" for at in range(5000)) + ", and parallel execution do "
                             "not appear to present any difficulty, labels are hard.")
    assert "present" in conceded.negated and not conceded.negated_main and "item4999" in conceded.opening_words


def test_a_negation_does_not_reach_past_a_lists_item_number() -> None:
    """S2ORC's filter list "(ii) no authors, (iii) fewer than 100 characters": the "no" of one item
    is not the next item's, so a sentence saying "fewer than 100 characters" is not reversed (a
    thirty-fifth batch false error); a negation right before the word still is."""
    source = ("We further filter paper clusters to remove papers with (i) no title, (ii) no authors, (iii) fewer "
              "than 100 characters of abstract and body text, and (iv) where English is not the primary language.")
    claim = ("The bulk of the filtered clusters had fewer than 100 characters of abstract and body text.")
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    assert [cue.polarity for cue in read_sentence("It has no fewer than 100 characters of text.").cues] == [
        Polarity.NOT_DOWN]


def test_trail_is_a_comparing_verb() -> None:
    """"ViT-Large models actually trail ViT-Base models ..." agrees with "underperform"; the clause's
    "larger models" is not the word the source answers (a thirty-fifth batch false error), and a
    retriever that "trails" BM25 where the paper's "outperforms" it is reversed."""
    source = ("When pre-trained on the smallest dataset, ImageNet, ViT-Large models underperform compared to "
              "ViT-Base models, despite (moderate) regularization.")
    claim = ("When pre-trained only on ImageNet, ViT-Large models actually trail ViT-Base models despite moderate "
             "regularization, and the full benefit of larger models appears only with JFT-300M pre-training.")
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    found = opposed(read_sentence("Their dense retriever trails a strong Lucene BM25 system by 9% to 19%."),
                    read_sentence("Our dense retriever outperforms a strong Lucene-BM25 system greatly by 9%-19%."))
    assert found == (CUE, "trails", "outperforms")


def test_good_inside_what_the_reversed_word_governs_is_no_agreement() -> None:
    """Both sentences name TrustRank's "low-scored good sites"; one says they are separated, the other
    that they are not: the shared "good" is an adjective of the object, not the finding. A claim whose
    own denial matches the source's stays quiet."""
    source = ("We also assert that TrustRank is unable to effectively separate low-scored good sites from bad ones, "
              "due to the lack of distinguishing features (inlinks) of the sites.")
    reversed_claim = ("The authors concede that TrustRank can effectively separate low-scored good sites from bad "
                      "ones, since such sites lack the distinguishing inlinks on which trust propagation depends.")
    found = opposed(read_sentence(reversed_claim), read_sentence(source))
    assert found == (CUE, "effectively", "is unable to effectively")
    right = ("The authors concede that TrustRank cannot reliably tell low-scored good sites apart from spam, because "
             "such sites lack the inlinks that would distinguish them.")
    assert opposed(read_sentence(right), read_sentence(source)) is None


def test_another_clauses_agreement_vetoes_only_where_the_reversal_is_about_that_clause() -> None:
    """"..., yet appending them ... yielded a significant boost" agrees with the paper's next sentence,
    but the reversing sentence is about the first clause ("more predictive ... than the frequency
    features"): the agreement is another finding. Where the reversing sentence is about the other
    clause, as in a correct sentence about two groups of metabolites, the agreement still vetoes."""
    detector = ReversalDetector(min_alignment=0.15, min_negation_alignment=0.25)
    paper = ["The FM features, taken alone, were not as predictive of species identity as were the frequency "
             "features.",
             "However, they provided a significant boost in predictive power when appended to the frequency features."]
    claim = ("Taken alone, the FM features were more predictive of species identity than the frequency features, yet "
             "appending them to the frequency features yielded a significant boost in predictive power.")
    found = detector.find(claim, [Chunk(text, index, "paper") for index, text in enumerate(paper)])
    assert found is not None and (found.claim_cue, found.source_cue) == ("more predictive", "less predictive")
    metabolites = ["In general, metabolites that increased the most under heat stress (L-tryptophan, pipecolate) "
                   "showed negative correlation with different traits.",
                   "L-tryptophan and pipecolate accumulated under heat and were negatively correlated with yield."]
    right = ("Metabolites that accumulated most under heat, such as L-tryptophan and pipecolate, were negatively "
             "correlated with yield, while those that declined most, such as drummondol, showed positive correlations.")
    assert detector.find(right, [Chunk(text, index, "paper") for index, text in enumerate(metabolites)]) is None


def test_a_denial_is_answered_by_another_verb_negated_of_the_same_place() -> None:
    """"the winning team did not occur in the same tuple as the game reference" is what the paper says
    with "was not found in the same tuple as the game reference" (a thirty-fourth batch false error,
    quoted against the best-aligned sentence, the next one, which does not hold the denied verb)."""
    detector = ReversalDetector(min_alignment=0.15, min_negation_alignment=0.25)
    paper = ["In about one third of the training examples the game winner was not found in the same tuple as the "
             "game reference.",
             "The rule learner needed to fall back on less reliable rules that looked for the team name in the left "
             "context of the sentence.",
             "TextRunner had difficulty with the GameWinner relation due to nonlocal references."]
    claim = ("GameWinner proved harder because in about a third of the training examples the winning team did not "
             "occur in the same tuple as the game reference, so the learner had to fall back on less reliable "
             "rules that looked for the team name in the left context.")
    assert detector.find(claim, [Chunk(text, index, "paper") for index, text in enumerate(paper)]) is None
    paper[0] = "In about one third of the training examples the game winner was not found in the box score."
    found = detector.find(claim, [Chunk(text, index, "paper") for index, text in enumerate(paper)])
    assert found is not None and found.kind == DENIAL


def test_a_finding_said_of_many_cases_reverses_no_single_case() -> None:
    """"outperforms SCIBERT on many tasks" leaves room for the task where it trails; said "on most"
    both ways, the sentences still oppose."""
    source = ("The results in Table 5 show that S2ORC-SCIBERT outperforms SCIBERT on many tasks despite including a "
              "large percentage of data outside of the biomedical and computer science domains.")
    one_task = "S2ORC-SciBERT underperforms SciBERT on ACL-ARC citation intent classification (68.45 versus 70.98)."
    assert opposed(read_sentence(one_task), read_sentence(source)) is None
    most = "S2ORC-SciBERT falls behind the original SciBERT on most scientific NLP benchmarks."
    assert opposed(read_sentence(most), read_sentence(source)) is not None


def test_compared_to_names_the_other_operand_as_than_does() -> None:
    """"a significantly smaller P300 amplitude for the visual compared to any feedback containing haptic
    feedback" says what "Any feedback containing a haptic component elicited a significantly larger P300
    amplitude than visual feedback alone" says (a thirty-sixth batch false error); the same order with
    the word turned is still reversed."""
    source = ("Furthermore, a significantly smaller P300 amplitude for the visual compared to any feedback containing "
              "haptic feedback could be observed.")
    claim = ("Any feedback containing a haptic component elicited a significantly larger P300 amplitude than visual "
             "feedback alone.")
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    turned = ("Visual feedback alone elicited a significantly larger P300 amplitude than any feedback containing a "
              "haptic component.")
    assert opposed(read_sentence(turned), read_sentence(source)) is not None


def test_a_negation_in_both_contrast_clauses_is_read_past_the_main_clauses_agreement() -> None:
    """Both sentences say the first hard negative improves results, then, in a contrast clause, whether
    a second one helps: the agreement on "improves" is beside the negation, so "helped considerably
    further" against "does not help further" is reversed (a thirty-eighth batch miss); the sentence
    that keeps the negation is not."""
    source = ("We find that adding a single BM25 negative passage improves the result substantially while adding "
              "two does not help further.")
    claim = ("Adding one BM25 hard negative per question to in-batch training improved retrieval substantially, "
             "whereas adding a second one helped considerably further.")
    assert opposed(read_sentence(claim), read_sentence(source)) == (NEGATION, "helped", "does not help")
    right = claim.replace("helped considerably further", "did not help further")
    assert opposed(read_sentence(right), read_sentence(source)) is None


def test_a_concession_after_a_comparing_verb_names_no_operand() -> None:
    """Batch 39's "ViT-Base models underperformed ViT-Large models despite moderate regularization"
    against ViT's "ViT-Large models underperform compared to ViT-Base models, despite (moderate)
    regularization": the words after "despite" were read as both verbs' other operands, and, shared,
    outweighed the two swapped names."""
    source = ("When pre-trained on the smallest dataset, ImageNet, ViT-Large models underperform compared to "
              "ViT-Base models, despite (moderate) regularization.")
    claim = ("When pre-trained only on ImageNet, ViT-Base models underperformed ViT-Large models despite moderate "
             "regularization.")
    found = opposed(read_sentence(claim), read_sentence(source))
    assert found is not None and found[1] == "underperformed"
    stated = claim.replace("ViT-Base models underperformed ViT-Large", "ViT-Large models underperformed ViT-Base")
    assert opposed(read_sentence(stated), read_sentence(source)) is None


def test_agreement_on_a_comparative_that_governs_nothing_is_about_the_words_before_it() -> None:
    """Batch 39's "reading difficulty ratings nearly two points higher than a standard PDF reader"
    against Paper Plain's "1.983 points lower rating of reading difficulty than a PDF baseline": the
    veto came from "rated their reading difficulty significantly lower and rated their confidence
    ... significantly higher", whose "higher" is about confidence. (A veto whose own "higher" shares
    the words before the claim's still vetoes: written first without it, a COVID-Fact tuning-half
    claim lost its veto, "the number of excess deaths was 58 per cent higher"; reversal_flags.)"""
    reversing = ("For example, Paper Plain is associated with, on average, 1.983 points lower rating of reading "
                 "difficulty than a PDF baseline when controlling for participant and paper.")
    about_confidence = ("Participants who used Paper Plain rated their reading difficulty significantly lower and rated "
                        "their confidence they got all relevant information from a paper significantly higher.")
    claim = ("In a usability study with 24 readers, Paper Plain was associated with reading difficulty ratings "
             "nearly two points higher than a standard PDF reader on a five-point scale.")
    found = shipped(claim, reversing, about_confidence)
    assert found is not None and (found.claim_cue, found.source_cue) == ("higher", "lower")


def test_a_predicative_more_or_less_is_a_comparison_without_than() -> None:
    """Batch 41's "adding ring structures makes a molecule more soluble" against the XAI paper's
    "adding rings structures makes the molecule less soluble": "more" / "less" before an adjective
    that describes nothing after it compares, with no "than" (reversal_flags: no pool flag added or
    lost). Before a noun it names a kind ("a more effective treatment") and stays no cue."""
    source = ("Substructure importance from ECFP 97 and MACCS 138 descriptors indicate that adding heteroatoms "
              "increases solubility, while adding rings structures makes the molecule less soluble.")
    claim = ("For the aqueous solubility model, descriptor explanations indicated that adding heteroatoms increases "
             "solubility, whereas adding ring structures makes a molecule more soluble.")
    found = shipped(claim, source)
    assert found is not None and (found.claim_cue, found.source_cue) == ("more soluble", "less soluble")
    assert shipped(claim.replace("more soluble", "less soluble"), source) is None
    kinds = [cue.words for cue in read_sentence("The trial tested a more effective treatment for adults.").cues]
    assert "more effective" not in kinds


def test_a_bare_more_or_less_compared_to_a_thing_is_a_comparison() -> None:
    """Batch 45's "the disease was more frequent in heavy-smoking men than in all other combinations"
    against multcomp's "Alzheimer's disease is less frequent in heavy smoking men compared to all other
    configurations": "compared to" names the other side as "than" does, so "less frequent" is a cue."""
    source = ("Using this representation of the results, it is obvious that Alzheimer's disease is less frequent "
              "in heavy smoking men compared to all other configurations of the two covariates.")
    claim = ("On the case-control data, the confidence intervals made it evident that the disease was more "
             "frequent in heavy-smoking men than in all other combinations of smoking and gender.")
    found = opposed(read_sentence(claim), read_sentence(source))
    assert found is not None and found[1:] == ("more frequent", "less frequent")
    assert opposed(read_sentence(claim.replace("more frequent", "less frequent")), read_sentence(source)) is None
    assert "less frequent" not in [cue.words for cue in read_sentence("Cases were less frequent overall.").cues]


def test_the_least_before_a_noun_is_the_other_end_of_the_greatest() -> None:
    """Batch 45's "the NAFLD data, which has the least potential for an S/G difference" against the
    survival paper's "the data set with the greatest potential for an S/G difference is the NAFLD data".
    "At least" and "least squares" stay no cue."""
    source = "Based on these, the data set with the greatest potential for an S/G difference is the NAFLD data."
    claim = "The NAFLD data set has the least potential for an S/G difference among the four data sets."
    found = opposed(read_sentence(claim), read_sentence(source))
    assert found is not None and found[1:] == ("least", "greatest")
    for text in ("At least ten runs were needed for the least squares fit to converge.",
                 "The least-squares line lies above the quantile lines."):
        assert not read_sentence(text).cues, text


def test_an_adverb_between_the_auxiliary_and_not_keeps_the_negation() -> None:
    """Batch 47's correct "the authors' results are overall not consistent with the claim that HC3 is
    overly aggressive" was read without its negation, and the sandwich paper's "our findings are not
    consistent with the suggestion that HC3 is overly aggressive" reversed it: a false error."""
    claim = ("Although HC3 slightly over-corrects with ten clusters in binomial models, the authors' results are "
             "overall not consistent with the claim that HC3 is overly aggressive in correcting small-sample bias.")
    source = ("While Experiment IV finds that HC3 adjustments slightly over-correct for G = 10 in binomial models, "
              "overall, our findings are not consistent with the suggestion that HC3 is overly aggressive in "
              "correcting small G bias in clustered standard errors.")
    assert "consistent" in read_sentence(claim).negated
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    assert opposed(read_sentence(claim.replace("overall not consistent", "overall consistent")),
                   read_sentence(source)) is not None


def test_a_direction_said_the_claims_way_about_its_own_words_answers_a_reversal_about_others() -> None:
    """Batch 47's correct "the first split on displacement improves the fit the most, whereas the last
    split adds little ..." was reversed by rpart's "The last split adds little improvement to the
    apparent error" (a false error): that "improvement" governs nothing the claim's "improves" does, and
    the paper's "The first split appears to improve the fit the most" says the claim's way about the fit."""
    claim = ("For the car price regression tree, the first split on displacement improves the fit the most, whereas "
             "the last split adds little to the apparent error and increases the cross-validated error.")
    reversing = "The last split adds little improvement to the apparent error, and increases the cross-validated error."
    stating = "The first split appears to improve the fit the most."
    context = ("The first split on displacement partitions the 105 observations into groups of 70 and 58 with mean "
               "prices of 12 and 10.", "The 1-SE rule would choose a tree with 3 splits.")
    assert shipped(claim, reversing, *context) is not None
    assert shipped(claim, reversing, stating, *context) is None


def test_a_no_opening_another_clause_denies_nothing_after_since() -> None:
    """Batch 48's correct "with no appreciable loss of accuracy since later boosting iterations correct
    for it" against the gbm guide's "No appreciable loss of accuracy since the next boosting iteration will
    simply correct ...": the "no" was read as denying "boosting" across "since" (a false error)."""
    claim = ("For the Cox proportional hazards model, gbm takes only a single Newton-Raphson step instead of "
             "iterating to convergence, with no appreciable loss of accuracy since later boosting iterations "
             "correct for it.")
    source = ("No appreciable loss of accuracy since the next boosting iteration will simply correct for the prior "
              "iterations inadequacy.")
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    assert "boosting" not in {cue.words.split()[-1] for cue in read_sentence(source).cues
                              if cue.polarity is Polarity.NOT_UP}


def test_a_change_measured_against_a_threshold_states_no_direction() -> None:
    """Batch 48's correct "stopping once the prediction R-squared ... improves by less than 0.05" against
    snpStats' "until R2 is not improved by at least 0.05" (a false error): both state one threshold."""
    assert not read_sentence("The search stops once R-squared improves by less than 0.05.").cues
    assert not read_sentence("The search stops until R2 is not improved by at least 0.05.").cues
    assert [cue.words for cue in read_sentence("The method improves by at least 5 points.").cues] == ["improves"]


def test_a_comparative_something_becomes_governs_nothing_past_its_clause() -> None:
    """Batch 49's correct "raising the tuning parameter lambda reduces the bias of the pi0 estimate but
    inflates its variance" against qvalue's "As λ gets larger, the bias of the estimate decreases, yet the
    variance increases" (a false error): "larger" was read as about the bias, after its clause's comma."""
    source = "As λ gets larger, the bias of the estimate decreases, yet the variance increases."
    claim = ("According to the vignette, raising the tuning parameter lambda reduces the bias of the pi0 estimate "
             "but inflates its variance.")
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    (larger,) = [cue for cue in read_sentence(source).cues if cue.words == "larger"]
    assert not larger.anchor
    assert opposed(read_sentence("Raising lambda increases the bias of the estimate."), read_sentence(source))


def test_an_upper_bound_is_the_other_end_of_a_lower_bound() -> None:
    """Batch 49's planted "The square of D-prime was shown to act as a lower bound for R-squared" against
    snpStats' "the square of D-prime provides an upper bound for R-squared" was missed: "upper" read as no cue."""
    source = read_sentence("We see that the square of D-prime provides an upper bound for R-squared; a high D-prime "
                           "indicates the potential for two SNPs to be highly correlated, but they need not be.")
    assert opposed(read_sentence("The square of D-prime acts as a lower bound for R-squared."), source)
    assert opposed(read_sentence("The square of D-prime acts as an upper bound for R-squared."), source) is None
    assert not read_sentence("The upper panel shows the results.").cues


def test_without_any_change_denies_the_change() -> None:
    """The thirty-fifth batch's correct "these gains come without any change in parameter count" against EGP's
    "... recover significant performance returns without changing the parameter count" (a false error once the
    passage was scored): "without any change" was read as a change, and "gains" as about the parameter count."""
    claim = read_sentence("Notably, these gains come without any change in parameter count or latent dimensionality, "
                          "since EGP only alters the connectivity of alternate GIN layers.")
    source = read_sentence("Even under a simple intervention, interleaving EGP layers inbetween standard GNN layers, "
                           "we have been able to recover significant performance returns without changing the "
                           "parameter count or latent space dimensionality.")
    assert "without any change" in {cue.words for cue in claim.cues}
    assert opposed(claim, source) is None
    assert [cue.words for cue in read_sentence("The best GNN without any EGP layers exceeds the baseline.").cues
            if cue.polarity is Polarity.NULL] == []



@pytest.mark.parametrize(("source", "claim", "reversed_word", "stated_word"), [
    # Batch 49's planted "mean D-prime appears to increase approximately exponentially with physical distance"
    # against snpStats' "an approximately exponential decline in mean D-prime with distance" was missed: the
    # infinitive governed its adverbs, and nothing the source's decline is about.
    ("Although the data are very noisy, the first plot is consistent with an approximately exponential decline in "
     "mean D-prime with distance, as predicted by the Malecot model.",
     "Although the data are very noisy, mean D-prime appears to {} approximately exponentially with physical "
     "distance.", "increase", "decline"),
    # Batch 49's planted "respondents with higher lie scores describe themselves as ... more neurotic than those
    # with lower lie scores" against psych's "... less neurotic than people with lower lie scores" was missed:
    # the source's operand was read as "people" alone, the claim's as "lower lie scores", the pair not compared.
    ("People with higher lie scores tend to report being more agreeable, conscientious and less neurotic than "
     "people with lower lie scores.",
     "Respondents with higher lie scores describe themselves as more agreeable and conscientious and {} neurotic "
     "than those with lower lie scores.", "more", "less"),
    # Batch 50's planted errors, missed when written: "there is no guarantee that" denies the guarantee ...
    ("It is well known that the basic regression model has a major drawback: there is no guarantee that the "
     "credibility regression line will lie between the collective and individual ones.",
     "The authors point out that the basic Hachemeister regression model {} that the credibility regression line "
     "lies between the collective and individual lines.", "guarantees", "offers no guarantee"),
    # ... "no longer" in time is a negation, not "not longer" ...
    ("The Reclass function is still a bit experimental, and will certainly improve in time, but for now provides "
     "at least an alternative option to maintain your object's class and attributes.",
     "The authors concede that the Reclass wrapper is {} experimental and only applies when the wrapped function "
     "returns output of the same length as its first argument.", "no longer", "still somewhat"),
    # ... "slow" and "quickly" are speeds ...
    ("It works in a pairwise manner and is thus slow when used with a large number of arrays.",
     "Loess normalization generalizes the M-versus-A approach to several arrays, but because it compares arrays in "
     "pairs it runs {} on large collections of arrays.", "quickly", "slowly"),
    # ... and a comparison in the source's contrast clause is not "revisited" by the verb it agrees with there
    ("It loses no information while reducing the amount of output even more than subsampling.",
     "Geyer argues that batching is usually preferable to subsampling, because batch means discard no information "
     "while shrinking the output {} than subsampling does.", "less", "even more"),
    # Batch 51's planted "stepNext() decrementing a position counter": "increment" and "decrement" are directions
    ("Tm provides default methods already for the SimpleSource class: the identity function for open() and "
     "close(), incrementing a position counter for stepNext(), and comparing the current position with the number "
     "of available elements as claimed by length() for eoi(), respectively.",
     "The SimpleSource reference class already supplies sensible defaults, with stepNext() {} a position counter "
     "and eoi() comparing that position against the number of elements reported by length().", "decrementing",
     "incrementing"),
], ids=["manner adverbs after an infinitive", "a group its phrase names after than", "there is no guarantee",
        "no longer in time", "slow and quickly", "a comparison in the contrast clause", "increment and decrement"])
def test_a_reversal_read_past_how_its_words_are_arranged(source: str, claim: str, reversed_word: str,
                                                         stated_word: str) -> None:
    assert opposed(read_sentence(claim.format(reversed_word)), read_sentence(source))
    assert opposed(read_sentence(claim.format(stated_word)), read_sentence(source)) is None


@pytest.mark.parametrize(("source", "correct", "reversed_claim"), [
    # A source restricting its verb to one object ("adjust only PM probe intensities") says the verb of no
    # other: batch 50's correct "MM probe intensities are not adjusted" was an RB005 error.
    ("In particular the rma backgrounds adjust only PM probe intensities and so they should only be used in "
     "conjunction with the pmonly PM correction.",
     "The rma background adjustment treats each observed PM intensity as the sum of normally distributed noise and "
     "an exponentially distributed signal, and MM probe intensities are not adjusted by this routine.",
     "The rma backgrounds do not adjust PM probe intensities."),
    # A two-sided claim whose main clause says what the source denies: "fails for the plain estimate, whereas
    # one does hold for the morphed chain" against "does not hold for these estimates" (an RB005 error).
    ("Jarner and Roberts (2007) demonstrate that a central limit theorem does not hold for these estimates.",
     "The vignette notes that a central limit theorem fails for the plain random-walk Metropolis estimate of the t "
     "mean, whereas one does hold for the estimate from the morphed chain.",
     "The vignette notes that a central limit theorem does hold for the plain random-walk Metropolis estimate."),
    # ", so that" opens a clause of its own: its denial ("overlay is not the same as underlay") is not about
    # the bullet the first clause paraphrases (an RB005 error).
    ("• an operation involving at least two maps",
     "Pebesma loosely characterises map overlay as an operation involving at least two maps that is asymmetric, so "
     "that overlay is not the same as underlay, and that may be either visual or numerical.",
     "Pebesma characterises map overlay as an operation that does not involve at least two maps."),
], ids=["a verb restricted to another object", "the main clause of a two-sided claim", "a consequence clause"])
def test_a_correct_sentence_of_the_fiftieth_batch_is_not_reversed(source: str, correct: str,
                                                                   reversed_claim: str) -> None:
    assert opposed(read_sentence(correct), read_sentence(source)) is None
    assert opposed(read_sentence(reversed_claim), read_sentence(source)) is not None


def test_there_is_no_denies_its_object_but_not_in_a_condition() -> None:
    """"there is no guarantee that" denies the guarantee (batch 50's planted "guarantees that"); "accurate
    enough if there are no special requirements" states nothing about requirements: read as a denial, it
    made a false RB005 error on batch 45's correct "accurate enough absent special requirements"."""
    assert "guarante" in read_sentence("There is no guarantee that the line lies between them.").denied_objects
    source = "Linear interpolation is usually accurate enough if there are no special requirements."
    assert "special" not in read_sentence(source).denied_objects
    claim = ("Comparing exact refitting with linear interpolation revealed only small differences in the coefficient "
             "values, and the authors consider interpolation usually accurate enough absent special requirements.")
    assert opposed(read_sentence(claim), read_sentence(source)) is None
    # (the condition may open the clause further back: a drafts-test false error on Chaum's "When messages
    # must be delivered continually and there is no time for batching ..., dc-nets appear preferable")
    when = ("When messages must be delivered continually and there is no time for batching large numbers of them, "
            "dc-nets appear preferable.")
    assert "time" not in read_sentence(when).denied_objects
    # ... and a claim's "without any X" answers the source's "there was no X" (another drafts-test false error)
    source = ("The resulting population is very heterogeneous, as there was no specific inclusion or exclusion "
              "criteria.")
    claim = ("The model was trained on 51,697 inpatient admissions spanning 18 months, drawn without any specific "
             "inclusion or exclusion criteria.")
    assert "specific" in read_sentence(source).denied_objects and "specific" in read_sentence(claim).said_without
    assert opposed(read_sentence(claim), read_sentence(source)) is None


def test_a_denial_is_read_in_the_clause_that_states_it() -> None:
    """Batch 50's correct "the rma background adjustment treats each observed PM intensity as the sum of
    ... signal, and MM probe intensities are not adjusted by this routine" was an RB005 error: the denial
    of "adjust" stands in its second clause, about MM probes, but the first clause (holding "adjustment")
    shared the source sentence's words. The clause that holds the denial as printed decides."""
    source = ("The RMA background correction as described in Irizarry et al. (2003) is implemented. In particular "
              "the observed PM probes are modeled as the sum of a normal noise component N (Normal with mean mu "
              "and variance sigma2) and a exponential signal component S (exponential with mean alpha).")
    correct = ("In affy, the rma background adjustment treats each observed PM intensity as the sum of normally "
               "distributed noise and an exponentially distributed signal, and MM probe intensities are not "
               "adjusted by this routine.")
    assert shipped(correct, source) is None
    found = shipped("In affy, the rma background adjustment does not model each observed PM probe as the sum of a "
                    "normal noise component and an exponential signal component.", source)
    assert found is not None and found.claim_cue == "does not model"


def test_a_sentence_agreeing_under_another_clauses_condition_vetoes_nothing() -> None:
    """Batch 45's planted "On the seasonal M3 competition data ARIMA models performed better than exponential
    smoothing models, whereas ARIMA models did better on the annual M3 series" was missed: "better" stands in
    both clauses, so the reversed clause was not found, and the paper's next sentence, "(For the annual M3
    data, the ARIMA models performed better.)", vetoed as if it said what the claim says. It says what the
    claim's other clause says (its "annual", not the reversed clause's "seasonal")."""
    source = ("For seasonal data, there are many more ARIMA models than the 30 possible models in the exponential "
              "smoothing class of Section 2. However, the results in Hyndman et al. (2002) show that the exponential "
              "smoothing models performed better than the ARIMA models for the seasonal M3 competition data. (For "
              "the annual M3 data, the ARIMA models performed better.)")
    found = shipped("On the seasonal M3 competition data ARIMA models performed better than exponential smoothing "
                    "models, whereas ARIMA models did better on the annual M3 series.", source)
    assert found is not None and found.claim_cue == "better" and "seasonal M3" in found.sentence
    assert shipped("On the seasonal M3 competition data exponential smoothing models performed better than ARIMA "
                   "models, whereas ARIMA models did better on the annual M3 series.", source) is None


def test_a_cue_is_answered_by_the_source_cue_about_its_subject() -> None:
    """Batch 51's planted "affy expects probe intensities to be systematically higher at the 5' end" was
    missed: its "higher" was matched with the source's "RNA degradation" (both govern "end", a tie) rather
    than with "probe intensities to be systematically lowered at that end", about the same subject; and the
    agreeing "degradation" cue, said of RNA, vetoed the reversal through the one word "end"."""
    source = ("Since RNA degradation typically starts from the 5' end of the molecule, we would expect probe "
              "intensities to be systematically lowered at that end of a probeset when compared to the 3' end.")
    claim = ("Since RNA degradation usually starts at the 5' end of the molecule, affy expects probe intensities to "
             "be systematically {} at the 5' end of a probe set than at the 3' end.")
    assert opposed(read_sentence(claim.format("higher")), read_sentence(source)) == (CUE, "higher", "lowered")
    assert opposed(read_sentence(claim.format("lower")), read_sentence(source)) is None


def test_a_negated_able_word_denies_its_verb() -> None:
    """Batch 46's planted "whereas the latter two could be clearly distinguished" was missed against "but the
    latter two aren't distinguishable": "distinguishable" and "distinguished" have different stems. A negated
    "-able" word denies its verb, unless the word means more than "can be <verb>ed" ("not comparable" is no
    denial of "were compared")."""
    source = ("Tukey's all-pairwise comparisons highlight that there seems to be a difference between 'high' scores "
              "and both 'low' and 'intermediate' ones but the latter two aren't distinguishable.")
    claim = ("Tukey comparisons separated the high risk score from both the low and intermediate scores, whereas "
             "the latter two could {} distinguished.")
    found = opposed(read_sentence(claim.format("be clearly")), read_sentence(source))
    assert found is not None and found[0] == NEGATION and found[1] == "distinguished"
    assert opposed(read_sentence(claim.format("not be")), read_sentence(source)) is None
    assert "compar" not in read_sentence("The two scores are not comparable across sites.").negated


def test_not_possible_denies_what_can_states() -> None:
    """An unseen draft's planted reversal was missed: "logical indices can be used to repeat a selection"
    against spacetime's "A repeated selection ... is not possible for logical indices" (aligned 0.62),
    since the source's negated word, "possible", is not the claim's. "Is not possible" denies what "can"
    states ("can" is read as the word "possible" too, where no "not" follows it); the draft's own
    sentence, "cannot be used", says what the source says."""
    source = "A repeated selection or changing the order is not possible for logical indices."
    found = shipped("In spacetime, logical indices can be used to repeat a selection or to change the order of the "
                    "selected elements.", source)
    assert found is not None and found.kind == NEGATION and found.source_cue == "is not possible"
    assert shipped("In spacetime, logical indices cannot be used to repeat a selection or to change the order of "
                   "the selected elements.", source) is None
    assert "possibl" in read_sentence("It can be used here.").words
    assert "possibl" not in read_sentence("It cannot be used here.").words


def test_not_taking_into_account_denies_accounting_for() -> None:
    """An unseen draft's planted reversal was missed: "because they do account for the restricted,
    non-negative parameter space" against surveillance's "because their construction does not take the
    restricted parameter space into account" (aligned 0.50): the source negates "take", the claim states
    "account". "Does not take X into account" denies what "accounts for X" states; "into account" past a
    clause break is another clause's."""
    source = ("Note that Wald confidence intervals for the epidemic parameters are to be treated carefully, because "
              "their construction does not take the restricted parameter space into account.")
    found = shipped("The authors caution that Wald confidence intervals for the epidemic coefficients should be treated "
                    "carefully because they do account for the restricted, non-negative parameter space.", source)
    assert found is not None and found.kind == NEGATION and found.claim_cue == "account"
    assert shipped("The authors caution that Wald confidence intervals for the epidemic coefficients should be treated "
                   "carefully because they do not account for the restricted, non-negative parameter space.",
                   source) is None
    assert "account" not in read_sentence("It does not take long, and we put the cost into account.").negated


def test_a_claims_no_before_an_object_denies_it_where_the_source_states_the_verb_with_it() -> None:
    """An unseen draft's planted reversal was missed: "... introduces no additional bias into the estimators"
    against actuar's "This procedure may introduce additional bias in the estimators, though." (aligned 0.52):
    a source's "no" before an object counted against the claim, never a claim's against the source. It counts
    now where the source states the same verb with that object. Counted wherever the source names the object,
    it gave a correct drafts-test sentence a false RB005: "consumes no network bandwidth" against MapReduce's
    "bypasses our relatively bandwidth constrained network", which never says "consume"."""
    source = ("Working in the log of the parameters often solves the problem since the optimization routine can then "
              "flawlessly work with negative parameter values. This procedure may introduce additional bias in the "
              "estimators, though. The actual estimators of the parameters are obtained with the exp function.")
    found = shipped("The authors note that estimating on the log scale of the parameters introduces no additional bias "
                    "into the estimators.", source)
    assert found is not None and found.kind == NEGATION
    assert shipped("The authors note that estimating on the log scale of the parameters may introduce additional bias "
                   "into the estimators.", source) is None
    assert shipped("The locality optimization lets most input data be read locally, so it consumes no network bandwidth.",
                   "The locality optimization lets most input data be read locally, which bypasses the network "
                   "bandwidth.") is None


def test_a_verb_negated_or_named_is_not_stated_with_its_object() -> None:
    """The source must state the claim's verb itself: a drafts-test sentence, "EGP needs no dedicated
    preprocessing", got a false RB005 against the paper's "... while not requiring quadratic complexity or
    dedicated preprocessing of the input" (a negated gerund the reading does not count as a negation), and
    "In the ... task, no system exceeded" is no "task no system" against "for the task with the system"."""
    assert not states_verb_with("It supports global communication while not requiring quadratic complexity or "
                                "dedicated preprocessing of the input.", stem_of("requires"), stem_of("dedicated"))
    assert states_verb_with("Rewiring requires dedicated preprocessing of the input.", stem_of("needs"),
                            stem_of("dedicated"))
    assert not states_verb_with("It performs well for the task with the system of 2012.", stem_of("task"),
                                stem_of("system"))
    assert verbs_of_denied_objects("In the MIREX task, no system exceeded 0.69.", frozenset({stem_of("system")})) == {}


def test_a_than_operand_after_the_verb_said_again() -> None:
    """SciFact: "Incidence of 10/66 dementia is lower than the incidence of DSM-IV dementia" against "...
    were 1·4-2·7 times higher than were those for DSM-IV dementia" went unread: the operand after "than"
    began with the verb said again ("were"), so no word told the operands apart."""
    source = ("Incidence for 10/66 dementia varied between 18·2 and 30·4 per 1000 person-years, and were 1·4-2·7 times "
              "higher than were those for DSM-IV dementia (9·9-15·7 per 1000 person-years).")
    found = shipped("Incidence of 10/66 dementia is lower than the incidence of DSM-IV dementia.", source)
    assert found is not None and found.kind == CUE
    assert shipped("Incidence of 10/66 dementia is higher than the incidence of DSM-IV dementia.", source) is None
    assert shipped("Incidence of DSM-IV dementia is lower than the incidence of 10/66 dementia.", source) is None


def test_little_effect_states_no_effect() -> None:
    """SciFact: "Charcoal is an effective treatment for acute paraquat poisoning" against "Activated charcoal
    hemoperfusion had little effect on avoiding acute kidney injury" went unread: an effect noun under
    "little" was taken for a topic ("emotional impact"), not a finding of no effect."""
    cues = read_sentence("The intervention had little influence on outcomes.").cues
    assert [(cue.polarity, cue.words) for cue in cues] == [(Polarity.NULL, "little influence")]
    assert [cue.polarity for cue in read_sentence("The drug had a little effect on blood pressure.").cues] == [
        Polarity.EFFECT]
    # "a minimal effect" is next to none, as "minimal effect" is: a drafts-test sentence got a false RB005 when
    # "a" kept its effect ("had only a minimal effect on kernel number" against "has minimal effect on ...")
    assert shipped("Post-anthesis heat stress had only a minimal effect on kernel number.",
                   "Post-anthesis heat stress has minimal effect on kernel number, as observed before.") is None
    source = ("Activated charcoal hemoperfusion had little effect on avoiding acute kidney injury in patients with "
              "severe PQ poisoning.")
    found = shipped("Charcoal is an effective treatment for acute paraquat poisoning.", source)
    assert found is not None and found.kind == CUE and found.source_cue == "little effect"


def test_did_little_to_denies_the_verb() -> None:
    """"did little to improve accuracy" says accuracy did not improve: read as "improve" it contradicted a claim
    that says so ("does not improve accuracy") and agreed with one that says the opposite."""
    assert [cue.polarity for cue in read_sentence("Pretraining did little to improve accuracy.").cues] == [
        Polarity.NOT_UP]
    assert [cue.polarity for cue in read_sentence("Pretraining did a little to improve accuracy.").cues] == [
        Polarity.UP]
    source = "In our experiments, pretraining the encoder on unlabeled text did little to improve the parsing accuracy."
    assert shipped("Pretraining the encoder on unlabeled text does not improve parsing accuracy.", source) is None
    found = shipped("Pretraining the encoder on unlabeled text improves parsing accuracy.", source)
    assert found is not None and found.kind == CUE


def test_a_drop_said_to_be_little_is_left_unread() -> None:
    """TableFormer's ablation, "There is little performance drop after deleting "same column" bias": read as a
    drop it contradicted a draft's correct "removing the same-column bias had little effect"; read as "not
    dropped" it contradicted correct drafts whose other clause names the same-row bias's large drop. The two
    clauses are not told apart, so the phrase states nothing either way."""
    source = ("There is little performance drop after deleting the same column bias, because TableFormer could still "
              "infer the same column information through the cell to its column header biases.")
    assert read_sentence(source).cues == ()
    assert shipped("Removing the same-column bias had little effect, because column information could still be "
                   "inferred from the header biases.", source) is None
    assert shipped("Removing the same-row bias caused the largest accuracy drop, whereas removing the same-column "
                   "bias had little effect.", source) is None
    assert [cue.polarity for cue in read_sentence("We saw few performance improvements.").cues] == [Polarity.NOT_UP]


def test_induce_is_a_rise_of_what_it_brings_about_unless_that_is_a_fall() -> None:
    """COVID-Fact: "Oxford coronavirus vaccine reduces immune response" against "... the vaccine is safe, causes
    few side effects, and induces strong immune responses" went unread: "induces" was an effect with no
    direction. It brings its object about, a rise of it; but "induces mitofusin degradation" brings about a
    fall (a Citation-Integrity train claim, "The ubiquitin/proteasome system is known to degrade MOM proteins",
    got a false flag when every "induce" was a rise), so a fall word in what it brings about decides instead."""
    assert [cue.polarity for cue in read_sentence("The vaccine induces strong immune responses.").cues] == [
        Polarity.UP]
    assert [(cue.polarity, cue.words) for cue in read_sentence(
        "Parkin expression induces mitofusin degradation via the UPS.").cues] == [(Polarity.DOWN, "degradation")]
    source = ("A phase I/II trial of a vaccine against SARS-CoV-2 being developed by the University of Oxford has "
              "found that the vaccine is safe, causes few side effects, and induces strong immune responses.")
    found = shipped("Oxford coronavirus vaccine reduces immune response.", source)
    assert found is not None and found.kind == CUE
    assert shipped("Oxford coronavirus vaccine triggers a strong immune response.", source) is None
    assert shipped("The ubiquitin/proteasome system is known to degrade MOM proteins, such as mitofusins, in damaged "
                   "mitochondria.", "These data indicate that Parkin expression, when combined with mitochondrial "
                   "uncoupling, induces mitofusin degradation via the Ub-proteasome system (UPS).") is None


def test_a_condition_after_a_direction_verb_leaves_its_subject_what_changed() -> None:
    """A fresh draft over a paper no rule was written from (batch 52): "the power of the MAX test increased for
    unbalanced case-control designs" against the paper's "For unbalanced designs the power decreases" went
    unread: "increased" was taken to govern the designs after it, "decreases" its subject, the power, and the two
    cues shared no word. A preposition opening a condition right after the verb leaves the subject what changed."""
    claim = ("In simulations with 400 subjects in total, the power of the MAX test increased for unbalanced "
             "case-control designs even though the total sample size was held constant.")
    source = "For unbalanced designs the power decreases although the total sample size remains constant."
    [cue] = read_sentence(claim).cues
    assert {"power", "design"} <= cue.anchor
    found = opposed(read_sentence(claim), read_sentence(source))
    assert found is not None and found[:2] == (CUE, "increased")
    assert opposed(read_sentence(claim.replace("increased", "decreased")), read_sentence(source)) is None
    # an object right after the verb is still what it governs: no subject added
    assert "power" not in read_sentence("The power of the test increased sample sizes.").cues[0].anchor
    # nor to an adjective after "not", an effect's "for" (what it differs in) or a noun (two drafts-test false
    # findings and a lost catch on the first version)
    for sentence, governed in [("Its advantage over the baseline was not significant for Conquered.", {"conquer"}),
                               ("The selected sites differed for none of the genes.", {"gene"}),
                               ("We saw the increases for young users.", {"young", "user"})]:
        assert read_sentence(sentence).cues[0].anchor == governed
