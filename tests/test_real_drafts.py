"""Related-work drafts over forty-one real papers, as a user writes them (skipped without ../shared).

Each draft paraphrases five shared PDFs with markers, the way an assistant drafts related work.
Written correctly, no sentence gets a finding; with planted errors (a changed number, reversed
findings, one of them a "than" comparison), each planted error gets the finding that names it;
with the markers removed, RB006 names the paper a sentence restates and never a wrong one, and
the authors' own sentences are left alone. Found this way: an abstract printed without its
heading was not evidence, running heads cut sentences, a comparison with "than" was never read,
a sentence copied from a PDF was too far from its chunk's vector to be named, and a negation in a
contrast clause ("whereas bandwidth features do not encode ...") reversed correct sentences; a
number the paper prints elsewhere was never a changed one, and a Word-made paper's words were glued.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from typing import Iterator

import pytest

from rblint.app import run

PDFS = Path(__file__).resolve().parents[2] / "shared" / "data" / "pdfs_more" / "pdfs"
PAPERS = {
    "s2orc": "01_s2orc-acl2020", "paperplain": "17_paper-plain-acm2022", "mapreduce": "28_mapreduce-osdi2004",
    "trustrank": "16_trustrank-vldb2004", "deeplearning": "45_deep-learning-nature2015", "dpr": "04_dpr-emnlp2020",
    "vit": "20_vit-iclr2021", "adapters": "25_adapters-icml2019", "vespa": "46_vespa-peerjcs2017",
    "sepsis": "24_sepsis-gp-mlhc2017", "ace": "42_ace-inhibitors-clinsci2014",
    "hpylori": "43_hpylori-anaemia-bmj-pgmj2010", "wheat": "40_wheat-metabolomics-plosone",
    "birdsong": "37_birdsong-fm-wiley-mee2014", "tableformer": "05_tableformer-acl2022",
    "tracemonkey": "15_tracemonkey-pldi2009", "reqprio": "11_req-prioritization-ieee2010",
    "realm": "07_sparse-ie-acl2007", "phrasegen": "06_phrasegen-acl2014", "papermage": "03_papermage-emnlp2023",
    "landmark": "21_landmark-rxr-neurips2021", "rapt": "27_paraphrase-aaai2022", "mimil": "22_mimil-nips2011",
    "neo": "31_neo-sizes-aastex2017", "accel": "32_accelerations-jcap2008",
    "amt": "36_music-transcription-springer-jiis2013", "getis": "13_getis-ord-pooling-cvpr",
    "stereo": "12_stereo-matching-ieee", "eeg": "53_phone-feedback-word2010", "egp": "23_expander-graphs-log2022",
    "preemptive": "08_preemptive-ie-naacl2006", "hoare": "47_hoare-axiomatic-cacm1969",
    "openie": "51_open-ie-aimag2010", "diskvideo": "09_disk-video-ieee-tcsvt1997",
    "placement": "18_data-placement-acm-journal", "semeagat": "33_semeagat-iop-jpcs2022",
    "chaum": "50_dining-crypto-joc1988", "diboson": "29_diboson-revtex2015", "mesons": "34_heavy-mesons-cebaf1994",
    "sift": "49_sift-procieee1978",
}
MORE_PDFS = PDFS.parents[1] / "pdfs"  # shared/data/pdfs: two more papers
MORE_PAPERS = {"deepinfer": "deepinfer_icse2024_arxiv2401.14628", "xai": "paperqa_molecular_xai_perspective"}
MISSING = ([name for name in PAPERS.values() if not (PDFS / f"{name}.pdf").is_file()]
           + [name for name in MORE_PAPERS.values() if not (MORE_PDFS / f"{name}.pdf").is_file()])

# (sentence with its marker, the planted error of it or None)
SYSTEMS = [
    ("S2ORC is a corpus of 81.1M English-language academic papers that spans many disciplines [1].", None),
    ("It provides structured full text for 8.1M open access papers, with inline citations linked to their "
     "bibliography entries [1].", "S2ORC contains structured full text for 12.4M open access papers [1]."),
    ("Reading medical papers can be a challenging experience for healthcare consumers [2].", None),
    ("Participants who used Paper Plain had an easier time reading and understanding research papers, without a "
     "loss in comprehension [2].", "Participants who used Paper Plain had a harder time reading research papers than "
     "those who used a typical PDF reader [2]."),
    ("MapReduce lets users express a computation as a map function and a reduce function, and its run-time system "
     "handles partitioning, scheduling and machine failures [3].", None),
    ("TrustRank starts from a small set of seed pages that an expert evaluates and uses the link structure of the "
     "web to discover other good pages [4].", None),
    ("TrustRank can filter out spam from a significant fraction of the web, based on a seed set of fewer than 200 "
     "sites [4].", None),
    ("Deep convolutional networks have brought breakthroughs in processing images, video, speech and audio [5].", None),
    ("Deep learning lets models composed of multiple processing layers learn representations of data with multiple "
     "levels of abstraction [5].", "Backpropagation does not help deep networks learn representations with multiple "
     "levels of abstraction [5]."),
]
SYSTEMS_REFERENCES = """1. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. ACL. [PDF](papers/s2orc.pdf)
2. August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2022). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. [PDF](papers/paperplain.pdf)
3. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
4. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. VLDB. [PDF](papers/trustrank.pdf)
5. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
"""
MODELS = [
    ("Open-domain question answering has long relied on sparse retrievers such as TF-IDF or BM25 to select "
     "candidate passages [1].", None),
    ("Karpukhin et al. show that dense representations learned with a simple dual-encoder framework are enough for "
     "practical retrieval [1].", None),
    ("Their dense retriever outperforms a strong BM25 system by 9% to 19% absolute in top-20 passage retrieval "
     "accuracy [1].", "Their dense retriever underperforms a strong BM25 system by 9% to 19% absolute in top-20 "
     "passage retrieval accuracy [1]."),
    ("In vision, a pure transformer applied directly to sequences of image patches performs very well on image "
     "classification [2].", None),
    ("When pre-trained on large amounts of data, the Vision Transformer attains excellent results compared with "
     "state-of-the-art convolutional networks while requiring substantially fewer computational resources to train "
     "[2].", "When pre-trained on large amounts of data, the Vision Transformer requires substantially more "
     "computational resources to train than state-of-the-art convolutional networks [2]."),
    ("Fine-tuning large pre-trained models is parameter inefficient when there are many downstream tasks, since an "
     "entire new model is required for every task [3].", None),
    ("Adapter modules add only a few trainable parameters per task, and on GLUE they come within 0.4% of full "
     "fine-tuning while adding 3.6% parameters per task [3].", "Adapter modules add only a few trainable parameters "
     "per task, and on GLUE they come within 4% of full fine-tuning while adding 3.6% parameters per task [3]."),
    ("VESPA automates selective pressure analyses with codeML, together with the preparatory analyses and summary "
     "statistics [4].", None),
    ("The authors report that VESPA is consistent and performs well on both large-scale and smaller-scale "
     "datasets [4].", "The authors report that VESPA is consistent but performs poorly on both large-scale and "
     "smaller-scale datasets [4]."),
    ("Early detection and treatment of sepsis improves patient outcomes [5].",
     "Early detection and treatment of sepsis does not improve patient outcomes [5]."),
    ("Futoma et al. model patient time series with multi-output Gaussian processes whose latent values feed a "
     "recurrent neural network trained end to end [5].", None),
]
MODELS_REFERENCES = """1. Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
2. Dosovitskiy, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
3. Houlsby, N., et al. (2019). Parameter-Efficient Transfer Learning for NLP. ICML. [PDF](papers/adapters.pdf)
4. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science. [PDF](papers/vespa.pdf)
5. Futoma, J., et al. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. MLHC. [PDF](papers/sepsis.pdf)
"""
# A third draft, author-year markers, only written correctly: two of its sentences had been RB005
# errors (a negation in the source's "whereas" clause; the claim's own "while ... is not affected").
SCIENCE = [(sentence, None) for sentence in [
    "ACE is a zinc metallopeptidase that plays a prominent role in blood pressure regulation and electrolyte "
    "homeostasis (Douglas et al., 2014).",
    "A molecule with a tetrazole moiety in the P2 position, compound 33RE, was 927-fold more selective for the "
    "N-domain than the C-domain (Douglas et al., 2014).",
    "A meta-analysis of eight studies, all performed in Asia, found that Helicobacter pylori eradication therapy can "
    "improve iron deficiency anaemia (Huang et al., 2010).",
    "Eradication therapy combined with iron administration is more effective than iron administration alone for the "
    "treatment of iron deficiency anaemia (Huang et al., 2010).",
    "Bismuth-based triple therapy gives a better response in haemoglobin and serum ferritin than proton pump "
    "inhibitor based triple therapy (Huang et al., 2010).",
    "In wheat, heat stress applied ten days after anthesis produced significant genetic variation in membrane damage "
    "and yield-related traits (Thomason et al., 2018).",
    "Metabolites that increased the most under heat stress showed negative correlation with the traits, while those "
    "that decreased the most showed positive correlation (Thomason et al., 2018).",
    "Stowell and Plumbley found that the simplest of the frequency modulation analysis methods they tested also "
    "appears to perform the best (Stowell & Plumbley, 2014).",
    "Features representing the extremes of frequency modulation encode species identity beyond what frequency "
    "features capture (Stowell & Plumbley, 2014).",
    "TableFormer is strictly invariant to row and column orders (Yang et al., 2022).",
    "Previous state-of-the-art table models lose 4% to 6% of their performance under row and column order "
    "perturbations, while TableFormer is not affected (Yang et al., 2022).",
]]
SCIENCE_WRONG = {  # planted errors of the third draft: a changed number, a "less ... than" reversal
    "927-fold more selective": "297-fold more selective",
    "is more effective than iron administration alone": "is less effective than iron administration alone",
}
SCIENCE = [(right, next((right.replace(old, new) for old, new in SCIENCE_WRONG.items() if old in right), None))
           for right, _ in SCIENCE]
SCIENCE_REFERENCES = """- Douglas, R. G., Sharma, R. K., Masuyer, G., Lubbe, L., Zamora, I., Acharya, K. R., Chibale, K., & Sturrock, E. D. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science, 126, 305-313. [PDF](papers/ace.pdf)
- Huang, X., Qu, X., Yan, W., et al. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
- Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat following post-anthesis heat stress. PLoS ONE. [PDF](papers/wheat.pdf)
- Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
- Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
"""
# A fourth, only written correctly: its first sentence ("harder to compile than", where the paper
# says "more difficult to compile than") was an RB005 error once "more X than" became a comparison.
SYSTEMS_TWO = [(sentence, None) for sentence in [
    "Dynamic languages such as JavaScript are harder to compile than statically typed languages, because no "
    "concrete type information is available [1].",
    "TraceMonkey identifies frequently executed loop traces at run time and generates machine code specialized for "
    "the dynamic types on each path [1].",
    "Its authors measured speedups of 10x and more on some benchmark programs [1].",
    "For market-driven software development, Perveen et al. propose a requirement prioritization model based on the "
    "Analytical Hierarchical Process [2].",
    "Their model significantly reduces the number of comparisons compared with traditional AHP techniques, which "
    "makes it practicable [2].",
    "The REALM system combines HMM-based and n-gram-based language models to rank candidate extractions by the "
    "likelihood that they are correct [3].",
    "REALM reduces extraction error by 39% on average compared with previous work [3].",
    "Because it needs no hand-tagged seeds, REALM is far more scalable than approaches that learn a model for each "
    "relation from hand-tagged data [3].",
    "Phrase generation from vectors could support true paraphrase generation, as opposed to paraphrase detection [4].",
    "Many search engines take the number of incoming links into account when ranking pages, which spammers exploit "
    "[5].",
]]
SYSTEMS_TWO_REFERENCES = """1. Gal, A., et al. (2009). Trace-based Just-in-Time Type Specialization for Dynamic Languages. PLDI. [PDF](papers/tracemonkey.pdf)
2. Perveen, A., et al. (2010). A Market Driven Requirement Prioritization Model using AHP. IEEE. [PDF](papers/reqprio.pdf)
3. Downey, D., Schoenmackers, S., & Etzioni, O. (2007). Sparse Information Extraction: Unsupervised Language Models to the Rescue. ACL. [PDF](papers/realm.pdf)
4. Dinu, G., & Baroni, M. (2014). How to make words with vectors: Phrase generation in distributional semantics. ACL. [PDF](papers/phrasegen.pdf)
5. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. VLDB. [PDF](papers/trustrank.pdf)
"""
# A fifth, Pandoc keys and BibTeX, with two planted reversals.
TOOLS = [
    ("Scientific documents remain challenging to work with, since they often come in difficult-to-use PDF formats "
     "and the ecosystem of models that process them is fragmented [@lo2023].", None),
    ("PaperMage is an open-source Python toolkit that integrates NLP and computer vision models into a unified "
     "framework for processing visually rich scientific documents [@lo2023].", None),
    ("In vision-and-language navigation, cross-modal alignment is one of the most critical challenges, because the "
     "predicted trajectory must match the instruction accurately [@he2021].", None),
    ("He et al. introduce Landmark-RxR, a human-annotated fine-grained navigation dataset, to alleviate weak "
     "alignment supervision from coarse-grained data [@he2021].", None),
    ("Their agent shows superior navigation performance on Landmark-RxR, en-RxR and R2R [@he2021].",
     "Their agent shows inferior navigation performance on Landmark-RxR, en-RxR and R2R [@he2021]."),
    ("Retrieval Augmented Prompt Tuning is a parameter-efficient way to adapt large pre-trained language models to "
     "paraphrase generation [@chowdhury2022].", None),
    ("Experiments on four datasets show that these approaches retain the semantic content of the original text "
     "while inducing lexical novelty [@chowdhury2022].", None),
    ("Existing multi-instance learning methods typically rely on the bag-to-bag distance, which is often "
     "computationally expensive [@wang2011].", "Existing multi-instance learning methods typically rely on the "
     "bag-to-bag distance, which is often computationally cheap [@wang2011]."),
    ("Wang et al. instead use a class-to-bag distance that directly assesses the relationships between classes and "
     "bags [@wang2011].", "Wang et al. instead use a class-to-bag distance that does not assess the relationships "
     "between classes and bags [@wang2011]."),
    ("S2ORC aggregates papers from hundreds of academic publishers and digital archives into a unified source "
     "[@lo2020].", None),
]
TOOLS_BIBTEX = """@inproceedings{lo2023, title = {PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents}, author = {Lo, Kyle and Shen, Zejiang}, year = {2023}, file = {papers/papermage.pdf}}
@inproceedings{he2021, title = {Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision}, author = {He, Keji and Huang, Yan}, year = {2021}, file = {papers/landmark.pdf}}
@inproceedings{chowdhury2022, title = {Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional Prompt Tuning}, author = {Chowdhury, Jishnu Ray and Zhuang, Yong}, year = {2022}, file = {papers/rapt.pdf}}
@inproceedings{wang2011, title = {Maximum Margin Multi-Instance Learning}, author = {Wang, Hua and Huang, Heng}, year = {2011}, file = {papers/mimil.pdf}}
@inproceedings{lo2020, title = {S2ORC: The Semantic Scholar Open Research Corpus}, author = {Lo, Kyle and Wang, Lucy Lu}, year = {2020}, file = {papers/s2orc.pdf}}
"""
# A sixth: astronomy, cosmology, music, geospatial vision; two planted reversals.
SCIENCE_TWO = [
    ("Trilling et al. derived the size distribution of near Earth objects from 1 km down to 10 meters from a single "
     "observational data set [1].", None),
    ("They implanted synthetic NEOs into the data stream to derive their nightly detection efficiency [1].", None),
    ("Their result implies a factor of ten fewer small NEOs than some previous estimates, though it agrees with "
     "several others [1].", "Their result implies a factor of ten more small NEOs than some previous estimates [1]."),
    ("Bolejko and Andersson found that realistic Lemaître–Tolman models that fit the supernova data have a positive "
     "volume deceleration parameter [2].", None),
    ("Models that exhibit a negative volume deceleration parameter turned out to be unrealistic [2].", None),
    ("The performance of automatic music transcription systems is still significantly below that of a human expert "
     "[3].", None),
    ("Current transcription methods use general-purpose models that are unable to capture the rich diversity of music "
     "signals [3].", "Current transcription methods use general-purpose models that are able to capture the rich "
     "diversity of music signals [3]."),
    ("Semi-automatic approaches are another way of achieving more reliable transcription [3].", None),
    ("Most deep learning models are purely data driven, which is both a strength and a weakness [4].", None),
    ("A feature pooling method based on Getis-Ord analysis gives significantly better generalization than standard "
     "pooling [4].", None),
]
SCIENCE_TWO_REFERENCES = """1. Trilling, D. E., Valdes, F., Allen, L., et al. (2017). The Size Distribution of Near Earth Objects Larger Than 10 Meters. The Astronomical Journal. [PDF](papers/neo.pdf)
2. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. JCAP. [PDF](papers/accel.pdf)
3. Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. (2013). Automatic music transcription: challenges and future directions. Journal of Intelligent Information Systems. [PDF](papers/amt.pdf)
4. Getis-Ord pooling paper (2019). Incorporating Spatial Context into Deep Learning: Getis-Ord Pooling. CVPR Workshops. [PDF](papers/getis.pdf)
"""
# A seventh, author-year: vision, HCI, graphs, IE; two planted reversals.
SYSTEMS_THREE = [
    ("Stereo matching algorithms are nearly always designed to find matches between a single pair of images "
     "(Sizintsev et al., 2010).", None),
    ("Their method considers the cost of matching image points in both the spatial and the temporal domain "
     "(Sizintsev et al., 2010).", None),
    ("Implemented on massively parallel GPU hardware, it ranks among the fastest and most accurate real-time stereo "
     "matching methods on the Middlebury benchmark (Sizintsev et al., 2010).", "Implemented on massively parallel "
     "GPU hardware, it ranks among the slowest and least accurate real-time stereo matching methods on the "
     "Middlebury benchmark (Sizintsev et al., 2010)."),
    ("EEG is a feasible method for quantifying conscious processing of feedback in different modalities, as it "
     "correlates highly with subjective ratings (Hecht et al., 2010).", "EEG is a feasible method for quantifying "
     "conscious processing of feedback in different modalities, as it does not correlate with subjective ratings "
     "(Hecht et al., 2010)."),
    ("Deploying graph neural networks on whole-graph classification is challenging because node features must "
     "reflect both local interactions and the global graph structure (Deac et al., 2022).", None),
    ("Expander graph propagation addresses bottlenecks and oversquashing while requiring minimal effort to set up "
     "(Deac et al., 2022).", None),
    ("Existing information extraction systems require a lot of time and human effort to tune for a new scenario "
     "(Shinyama & Sekine, 2006).", None),
    ("Unrestricted Relation Discovery finds all possible relations from texts and presents them as tables "
     "(Shinyama & Sekine, 2006).", None),
]
SYSTEMS_THREE_REFERENCES = """- Sizintsev, M., et al. (2010). Real-time Temporal Stereo Matching using Iterative Adaptive Support Weights. IEEE. [PDF](papers/stereo.pdf)
- Hecht, D., et al. (2010). Feedback modalities on mobile phones. [PDF](papers/eeg.pdf)
- Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. LoG. [PDF](papers/egp.pdf)
- Shinyama, Y., & Sekine, S. (2006). Preemptive Information Extraction using Unrestricted Relation Discovery. NAACL. [PDF](papers/preemptive.pdf)
"""
# An eighth, over papers no other draft used (a 1969 CACM scan, AI Magazine, IEEE TCSVT 1997, an ACM
# journal, ICSE 2024, a chemistry perspective, an IOP proceedings written in Word): seven planted errors.
# Before it: two changed numbers the papers print elsewhere passed, "is the same as" (the paper: "is
# not the same as") passed, and SemEAGAT's abstract was read with its word gaps lost.
SYSTEMS_FOUR = [
    ("Hoare explores the logical foundations of computer programming through axioms and rules of inference that "
     "can be used in proofs of the properties of programs [1].", None),
    ("He notes that computer arithmetic is not the same as the arithmetic familiar to mathematicians, so its axioms "
     "must be selected with care [1].", "He notes that computer arithmetic is the same as the arithmetic familiar "
     "to mathematicians, so its axioms must be selected with care [1]."),
    ("Open IE operates on large text corpora without any manual tagging of relations and without any prespecified "
     "relations [2].", None),
    ("Adapted to an NFL-scoring domain, their system achieves precision over 0.90 from as few as eight training "
     "examples [2].", "Adapted to an NFL-scoring domain, their system achieves precision over 0.95 from as few as "
     "eight training examples [2]."),
    ("Chang and Zakhor prove that periodic interleaving results in lower system delay than striping in a video "
     "server using round-robin scheduling [3].", "Chang and Zakhor prove that periodic interleaving results in "
     "higher system delay than striping in a video server using round-robin scheduling [3]."),
    ("When the number of admitted users exceeds the server capacity, the rate of data sent to each user is reduced, "
     "which offers a graceful degradation compared with nonscalable data [3].", None),
    ("Golubchik et al. show that an algorithm by Shachnai and Tamir achieves the best possible absolute bound on "
     "the number of clients that can always be satisfied [4].", None),
    ("They also design a polynomial time approximation scheme, solving an open problem posed in the same paper [4].",
     None),
    ("DeepInfer infers data preconditions for a trained deep neural network using weakest precondition reasoning "
     "[5].", None),
    ("It detects correct and incorrect predictions of high-accuracy models with a recall of 0.98 and an F-1 score "
     "of 0.84 [5].", "It detects correct and incorrect predictions of high-accuracy models with a recall of 0.89 "
     "and an F-1 score of 0.84 [5]."),
    ("In the same hardware settings, DeepInfer is 3.27 times faster than SelfChecker [5].",
     "In the same hardware settings, DeepInfer is 3.27 times slower than SelfChecker [5]."),
    ("Chemists can be skeptical of using deep learning in decision making because black-box models lack "
     "interpretability [6].", None),
    ("Chemical counterfactuals and descriptor explanations can explain deep learning predictions while giving "
     "insight into structure-property relationships [6].", "Chemical counterfactuals and descriptor explanations "
     "cannot explain deep learning predictions while giving insight into structure-property relationships [6]."),
    ("SemEAGAT incorporates the semantic dependency graph into a graph attention network with an additional "
     "multi-head attention [7].", None),
    ("On ACE2005 it achieves better effectiveness than state-of-the-art methods [7].",
     "On ACE2005 it achieves worse effectiveness than state-of-the-art methods [7]."),
]
SYSTEMS_FOUR_REFERENCES = """1. Hoare, C. A. R. (1969). An Axiomatic Basis for Computer Programming. Communications of the ACM. [PDF](papers/hoare.pdf)
2. Soderland, S., Roof, B., Qin, B., Xu, S., Mausam, & Etzioni, O. (2010). Adapting Open Information Extraction to Domain-Specific Relations. AI Magazine. [PDF](papers/openie.pdf)
3. Chang, E., & Zakhor, A. (1997). Disk-Based Storage for Scalable Video. IEEE Transactions on Circuits and Systems for Video Technology. [PDF](papers/diskvideo.pdf)
4. Golubchik, L., Khanna, S., Khuller, S., Thurimella, R., & Zhu, A. Approximation Algorithms for Data Placement on Parallel Disks. ACM Transactions on Algorithms. [PDF](papers/placement.pdf)
5. Ahmed, S., Gao, H., & Rajan, H. (2024). Inferring Data Preconditions from Deep Learning Models for Trustworthy Prediction in Deployment. ICSE. [PDF](papers/deepinfer.pdf)
6. Wellawatte, G. P., Gandhi, H. A., Seshadri, A., & White, A. D. (2022). A Perspective on Explanations of Molecular Prediction Models. [PDF](papers/xai.pdf)
7. Xi, Y., Lu, J., Hang, T., Zhang, Y., Wang, Z., & Feng, J. (2022). SemEAGAT: A Novel Approach by Incorporating Semantic Dependency Graph in Event Detection. Journal of Physics: Conference Series. [PDF](papers/semeagat.pdf)
"""
# A ninth, author-year, citing findings from the papers' bodies (results sections, an appendix note, a
# case study), not their abstracts: seven planted errors. Before it, 3 were caught (numbers); the three
# reversals it added ("underperforms ... with fewer parameters", "SGD works slightly better than Adam",
# "performed worse than natural paragraphs") passed.
BODY = [
    ("Karpukhin et al. report that their dense retriever outperforms BM25 by a large margin, 65.2% against 42.9% in "
     "top-5 accuracy (Karpukhin et al., 2020).", "Karpukhin et al. report that their dense retriever outperforms BM25 "
     "by a large margin, 62.5% against 42.9% in top-5 accuracy (Karpukhin et al., 2020)."),
    ("In their preliminary trials, fixed-length passages performed better than natural paragraphs in both retrieval "
     "and final QA accuracy (Karpukhin et al., 2020).", "In their preliminary trials, fixed-length passages "
     "performed worse than natural paragraphs in both retrieval and final QA accuracy (Karpukhin et al., 2020)."),
    ("A higher retrieval precision translates to a higher end-to-end QA accuracy (Karpukhin et al., 2020).", None),
    ("The ViT-L/16 model pre-trained on JFT-300M outperforms BiT-L on all tasks while requiring substantially less "
     "computational resources to train (Dosovitskiy et al., 2021).", None),
    ("For ResNets, Adam works slightly better than SGD in the authors' setting (Dosovitskiy et al., 2021).",
     "For ResNets, SGD works slightly better than Adam in the authors' setting (Dosovitskiy et al., 2021)."),
    ("With backup tasks disabled, the sort program takes 44% longer to complete (Dean & Ghemawat, 2004).",
     "With backup tasks disabled, the sort program takes 14% longer to complete (Dean & Ghemawat, 2004)."),
    ("When 200 worker processes are killed during the sort, the computation finishes in 933 seconds, an increase of "
     "5% over the normal execution time (Dean & Ghemawat, 2004).", None),
    ("In the TrustRank experiments, for M = 1 and M = 2 both pairwise orderedness and recall increase, and precision "
     "remains 1 (Gyöngyi et al., 2004).", None),
    ("TableFormer consistently outperforms the original TAPAS in all pretraining and intermediate pretraining "
     "settings with fewer parameters (Yang et al., 2022).", "TableFormer consistently underperforms the original "
     "TAPAS in all pretraining and intermediate pretraining settings with fewer parameters (Yang et al., 2022)."),
    ("Futoma et al.'s model substantially outperforms clinical baselines and improves on a previous related model "
     "for detecting sepsis (Futoma et al., 2017).", None),
    ("In one case study, the model detected sepsis 17 hours before the first antibiotics were given (Futoma et al., "
     "2017).", "In one case study, the model detected sepsis 7 hours before the first antibiotics were given "
     "(Futoma et al., 2017)."),
    ("Shinyama and Sekine's unsupervised relation discovery reached good precision but limited scalability "
     "(Soderland et al., 2010).", None),
]
BODY_REFERENCES = """- Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
- Dosovitskiy, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
- Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
- Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. VLDB. [PDF](papers/trustrank.pdf)
- Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
- Futoma, J., et al. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. MLHC. [PDF](papers/sepsis.pdf)
- Soderland, S., Roof, B., Qin, B., Xu, S., Mausam, & Etzioni, O. (2010). Adapting Open Information Extraction to Domain-Specific Relations. AI Magazine. [PDF](papers/openie.pdf)
"""
# A tenth, numeric, over six papers of the others (bodies and abstracts): five planted reversals, four
# caught when written; "many fewer paragraphs ... than" (S2ORC: "many more paragraphs", no "than") passed.
TENTH = [
    ("On average, LaTeX parses contain many more paragraphs of body text than PDF parses, because LaTeX source files "
     "preserve line breaks rather than paragraph breaks [1].", "On average, LaTeX parses contain many fewer paragraphs "
     "of body text than PDF parses, because LaTeX source files preserve line breaks rather than paragraph breaks [1]."),
    ("S2ORC is a significantly larger dataset of linked papers covering broad domains of science than earlier "
     "resources [1].", None),
    ("In the user study, Paper Plain lowered participants' self-reported difficulty in reading the paper and "
     "increased their confidence, without any observable degradation in comprehension [2].", "In the user study, "
     "Paper Plain raised participants' self-reported difficulty in reading the paper and increased their confidence, "
     "without any observable degradation in comprehension [2]."),
    ("High temperature during the grain-filling period decreases wheat yield by decreasing kernel weight [3].",
     "High temperature during the grain-filling period increases wheat yield by increasing kernel weight [3]."),
    ("Heat stress imposed immediately prior to and during anthesis results in pollen sterility, which reduces grain "
     "number [3].", None),
    ("Seven of the eight trials provided data on changes in haemoglobin, and these changes were higher in the "
     "intervention groups than in the control groups [4].", "Seven of the eight trials provided data on changes in "
     "haemoglobin, and these changes were lower in the intervention groups than in the control groups [4]."),
    ("Compared with the fixed effects model, the random effects model gives greater weight to less precise studies "
     "[4].", None),
    ("In the 1 to 20 m size range, the measured slope implies that the impact probability for a given small NEO is "
     "greater than that for a large NEO by a factor of ten or more [5].", "In the 1 to 20 m size range, the measured "
     "slope implies that the impact probability for a given small NEO is smaller than that for a large NEO by a "
     "factor of ten or more [5]."),
    ("Each module in a deep network transforms its input to increase both the selectivity and the invariance of the "
     "representation [6].", None),
    ("It was commonly thought that simple gradient descent would get trapped in poor local minima [6].", None),
]
TENTH_REFERENCES = """1. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. ACL. [PDF](papers/s2orc.pdf)
2. August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2022). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. [PDF](papers/paperplain.pdf)
3. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat following post-anthesis heat stress. PLoS ONE. [PDF](papers/wheat.pdf)
4. Huang, X., Qu, X., Yan, W., et al. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
5. Trilling, D. E., Valdes, F., Allen, L., et al. (2017). The Size Distribution of Near Earth Objects Larger Than 10 Meters. The Astronomical Journal. [PDF](papers/neo.pdf)
6. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
"""
# An eleventh, Pandoc keys and BibTeX, over six papers' evaluation sections: six planted reversals, four
# caught when written; "fewer bytecodes and therefore higher dispatch cost" (an agreeing "fewer" before the
# reversed "higher" vetoed it) is caught now; "rated AHP better than the ... model" (the paper: "rate it better
# than AHP", a pronoun for the operand) is not.
ELEVENTH = [
    ("In TraceMonkey, type-specializing the code to use integer arithmetic substantially improves performance "
     "[@gal2009].", "In TraceMonkey, type-specializing the code to use integer arithmetic substantially degrades "
     "performance [@gal2009]."),
    ("Fat bytecodes mean fewer bytecodes and therefore lower dispatch cost [@gal2009].",
     "Fat bytecodes mean fewer bytecodes and therefore higher dispatch cost [@gal2009]."),
    ("Separating the interpreter from the recorder reduces individual code complexity, but requires careful "
     "implementation and extensive testing [@gal2009].", None),
    ("With ground-truth fine-grained data, the navigation agent generalizes better to unseen environments and "
     "instructions [@he2021].", "With ground-truth fine-grained data, the navigation agent generalizes worse to "
     "unseen environments and instructions [@he2021]."),
    ("On single-label classification, the proposed M3I method clearly outperforms all other compared methods "
     "[@wang2011].", "On single-label classification, the proposed M3I method clearly underperforms all other "
     "compared methods [@wang2011]."),
    ("On the multi-label data sets, M3I consistently outperforms the other methods, sometimes very significantly "
     "[@wang2011].", None),
    ("Propagating information over the Cayley graph yields improvements in mean performance on all four cases, most "
     "apparent on ogbg-molhiv [@deac2022].", None),
    ("The fully-adjacent dense expander method remains strong on ogbg-molhiv and ogbg-molpcba but runs out of "
     "memory as graphs increase in size [@deac2022].", None),
    ("In the PaperMage evaluation, the Transformer-based models performed better at this task than Grobid "
     "[@lo2023].", "In the PaperMage evaluation, the Transformer-based models performed worse at this task than "
     "Grobid [@lo2023]."),
    ("Company representatives rated the market-driven prioritization model better than AHP in terms of "
     "effectiveness and efficiency [@perveen2010].", None),
]
ELEVENTH_BIBTEX = """@inproceedings{gal2009, title = {Trace-based Just-in-Time Type Specialization for Dynamic Languages}, author = {Gal, Andreas and Eich, Brendan}, year = {2009}, file = {papers/tracemonkey.pdf}}
@inproceedings{he2021, title = {Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision}, author = {He, Keji and Huang, Yan}, year = {2021}, file = {papers/landmark.pdf}}
@inproceedings{wang2011, title = {Maximum Margin Multi-Instance Learning}, author = {Wang, Hua and Huang, Heng}, year = {2011}, file = {papers/mimil.pdf}}
@inproceedings{deac2022, title = {Expander Graph Propagation}, author = {Deac, Andreea and Lackenby, Marc}, year = {2022}, file = {papers/egp.pdf}}
@inproceedings{lo2023, title = {PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents}, author = {Lo, Kyle and Shen, Zejiang}, year = {2023}, file = {papers/papermage.pdf}}
@article{perveen2010, title = {A Market Driven Requirement Prioritization Model using AHP}, author = {Perveen, Aneesa}, year = {2010}, file = {papers/reqprio.pdf}}
"""
# A thirteenth: sentences with contrasts and two findings each; six planted reversals, two caught when
# written, three now ("a few points above comparable ResNets": "above"/"below" after a measured difference,
# and "comparable" describing a thing is no null result).
THIRTEENTH = [
    ("Trained on mid-sized datasets such as ImageNet without strong regularization, Vision Transformers reach "
     "accuracies a few points below comparable ResNets, but they attain excellent results when pre-trained at larger "
     "scale [2].", "Trained on mid-sized datasets such as ImageNet without strong regularization, Vision Transformers "
     "reach accuracies a few points above comparable ResNets, but they attain excellent results when pre-trained at "
     "larger scale [2]."),
    ("Dense passage retrieval performs consistently better than BM25 on all datasets except SQuAD [1].",
     "Dense passage retrieval performs consistently worse than BM25 on all datasets except SQuAD [1]."),
    ("Adapters attain near state-of-the-art performance while adding only a few parameters per task [3].", None),
    ("Previous state-of-the-art table models lose 4% to 6% of their performance under row and column order "
     "perturbations, whereas TableFormer is not affected [4].", None),
    ("Unsupervised learning revived interest in deep learning but has since been overshadowed by the successes of "
     "purely supervised learning [5].", None),
    ("Deep learning methods have dramatically improved the state of the art in speech recognition and visual object "
     "recognition [5].", None),
    ("Disabling backup tasks makes the sort program take 44% longer, while killing 200 workers slows it by only 5% "
     "[6].", None),
    ("Compared with the fixed effects model, the random effects model gives greater weight to less precise studies "
     "[7].", None),
    ("Bismuth-based triple therapy gives a better response in haemoglobin and serum ferritin than proton pump "
     "inhibitor based triple therapy [7].", "Bismuth-based triple therapy gives a worse response in haemoglobin and "
     "serum ferritin than proton pump inhibitor based triple therapy [7]."),
]
THIRTEENTH_REFERENCES = """1. Karpukhin, V., et al. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
2. Dosovitskiy, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
3. Houlsby, N., et al. (2019). Parameter-Efficient Transfer Learning for NLP. ICML. [PDF](papers/adapters.pdf)
4. Yang, J., et al. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
5. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
6. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
7. Huang, X., Qu, X., Yan, W., et al. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
"""
# A fourteenth, author-year with names in the prose (narrative markers, author lists, possessives): written
# correctly, "(August et al., 2022)" was no marker (August read as a month), so its sentence got RB001 and its
# reference RB008; RB013 must stay quiet on every sentence here.
FOURTEENTH = [(sentence, None) for sentence in [
    "Karpukhin et al. (2020) showed that dense representations alone suffice for open-domain retrieval, and "
    "Dosovitskiy et al. (2021) carried the transformer over to images.",
    "Following Houlsby et al. (2019), several parameter-efficient methods freeze the pretrained network and train "
    "small added modules.",
    "In TableFormer, structural biases replace the linearized row and column positions of earlier table encoders "
    "(Yang et al., 2022).",
    "As LeCun, Bengio and Hinton note, deep learning discovers intricate structure in large data sets by using "
    "backpropagation (LeCun et al., 2015).",
    "Dean and Ghemawat's MapReduce runs on large clusters of commodity machines and is highly scalable (Dean & "
    "Ghemawat, 2004).",
    "TrustRank relies on a seed set of good pages selected by an expert (Gyöngyi et al., 2004).",
    "With Paper Plain, healthcare consumers found medical papers easier to read (August et al., 2022).",
    "Unlike the adapters of Houlsby et al. (2019), TableFormer adds only a few attention bias scalars per head and "
    "layer (Yang et al., 2022).",
]]
FOURTEENTH_REFERENCES = """- Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
- Dosovitskiy, A., Beyer, L., Kolesnikov, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
- Houlsby, N., Giurgiu, A., Jastrzebski, S., et al. (2019). Parameter-Efficient Transfer Learning for NLP. ICML. [PDF](papers/adapters.pdf)
- Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
- LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
- Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
- Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. VLDB. [PDF](papers/trustrank.pdf)
- August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2022). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. [PDF](papers/paperplain.pdf)
"""
# Six papers read in no earlier draft or not read at all before parser version 21 (a 1994 preprint
# in TeX's bitmap fonts, on pages shown turned), in the "X et al. note that" style models write.
FIFTEENTH = [
    ("Chaum shows that unconditional secrecy channels can be used to construct an unconditional "
     "sender-untraceability channel [1].", None),
    ("With a public-key distribution system, the same approach yields a computationally secure "
     "sender-untraceability channel [1].", None),
    ("A survey with the Dark Energy Camera made 1377 measurements of 235 unique NEOs in its first year [2].",
     "A survey with the Dark Energy Camera made 1377 measurements of 352 unique NEOs in its first year [2]."),
    ("The derived NEO size distribution matches basically all observed data for sizes larger than 100 meters [2].",
     "The derived NEO size distribution does not match the observed data for sizes larger than 100 meters [2]."),
    ("The sgoldstino couples strongly to the Standard Model vector bosons and weakly to the fermions [3].", None),
    ("Zeng et al. use the spectator equation to treat the mesonic bound states of heavy quarks, with a kernel based "
     "on scalar confining and vector Coulomb potentials [4].", None),
    ("Their calculated spectra are in quite good agreement with the experimental data [4].",
     "Their calculated spectra are in poor agreement with the experimental data [4]."),
    ("Their treatment is expected to work better for b-flavored mesons than for c-flavored mesons [4].",
     "Their treatment is expected to work worse for b-flavored mesons than for c-flavored mesons [4]."),
    ("In the analysis of Bolejko and Andersson, the averaging of models that fit the supernova observations does "
     "not lead to volume acceleration [5].",
     "In the analysis of Bolejko and Andersson, the averaging of models that fit the supernova observations leads "
     "to volume acceleration [5]."),
    ("Benetos et al. note that the performance of automatic transcription systems is still significantly below "
     "that of a human expert [6].",
     "Benetos et al. note that the performance of automatic transcription systems is now comparable to that of a "
     "human expert [6]."),
    ("They argue that general-purpose models are unable to capture the rich diversity found in music signals [6].",
     "They argue that general-purpose models are able to capture the rich diversity found in music signals [6]."),
    ("Semi-automatic approaches are proposed as another way of achieving a more reliable transcription [6].", None),
]
FIFTEENTH_REFERENCES = """1. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal of Cryptology. [PDF](papers/chaum.pdf)
2. Trilling, D. E., et al. (2017). The Size Distribution of Near Earth Objects Larger Than 10 m. [PDF](papers/neo.pdf)
3. Petersson, C., & Torre, R. (2015). ATLAS diboson excess from low scale supersymmetry breaking. [PDF](papers/diboson.pdf)
4. Zeng, J., Van Orden, J. W., & Roberts, W. (1994). Heavy Mesons In A Relativistic Model. [PDF](papers/mesons.pdf)
5. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. JCAP. [PDF](papers/accel.pdf)
6. Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. (2013). Automatic music transcription: challenges and future directions. JIIS. [PDF](papers/amt.pdf)
"""
# Author-year, one sentence citing two papers; a passive comparison planted ("is outperformed by").
SIXTEENTH = [
    ("A dense retriever learned from a small number of questions and passages outperforms a strong Lucene-BM25 "
     "system by 9%-19% in top-20 passage retrieval accuracy (Karpukhin et al., 2020).",
     "A dense retriever learned from a small number of questions and passages is outperformed by a strong "
     "Lucene-BM25 system by 9%-19% in top-20 passage retrieval accuracy (Karpukhin et al., 2020)."),
    ("Adapters attain within 0.4% of the performance of full fine-tuning on GLUE while adding only 3.6% parameters "
     "per task (Houlsby et al., 2019).",
     "Adapters attain within 0.4% of the performance of full fine-tuning on GLUE while adding only 36% parameters "
     "per task (Houlsby et al., 2019)."),
    ("A Vision Transformer pre-trained on large amounts of data attains excellent results compared to "
     "state-of-the-art convolutional networks (Dosovitskiy et al., 2021).",
     "A Vision Transformer pre-trained on large amounts of data attains poor results compared to "
     "state-of-the-art convolutional networks (Dosovitskiy et al., 2021)."),
    ("TableFormer is strictly invariant to row and column order perturbations (Yang et al., 2022).", None),
    ("Both parameter-efficient adapters and dense retrieval reach strong results with few trainable or learned "
     "components (Houlsby et al., 2019; Karpukhin et al., 2020).", None),
]
SIXTEENTH_REFERENCES = """- Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
- Dosovitskiy, A., Beyer, L., Kolesnikov, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
- Houlsby, N., Giurgiu, A., Jastrzebski, S., et al. (2019). Parameter-Efficient Transfer Learning for NLP. ICML. [PDF](papers/adapters.pdf)
- Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
"""
# Biomedical, hedged as models write ("Importantly,", "Notably,"); a comparison "than for the C-domain".
SEVENTEENTH = [
    ("Importantly, ACE consists of two homologous domains that, despite similar sequence and topology, differ in "
     "substrate processing and inhibitor binding [1].",
     "Importantly, ACE consists of two homologous domains that, despite similar sequence and topology, do not differ "
     "in substrate processing and inhibitor binding [1]."),
    ("Douglas et al. report that a compound with a tetrazole moiety in the P2 position was markedly more selective "
     "for the N-domain than for the C-domain [1].",
     "Douglas et al. report that a compound with a tetrazole moiety in the P2 position was markedly less selective "
     "for the N-domain than for the C-domain [1]."),
    ("Notably, the currently approved ACE inhibitors inhibit both domains with similar affinity in the low nanomolar "
     "range [1].", None),
    ("A meta-analysis of eight Asian studies found that Helicobacter pylori eradication therapy can improve iron "
     "deficiency anaemia [2].", None),
    ("In these studies, haemoglobin and serum ferritin concentrations rose more in the intervention groups than in "
     "the controls [2].", None),
    ("Eradication therapy combined with iron administration proved more effective than iron administration alone [2].",
     "Eradication therapy combined with iron administration proved no more effective than iron administration alone "
     "[2]."),
    ("Futoma et al. argue that early detection and treatment of sepsis improves patient outcomes [3].", None),
    ("Their multi-output Gaussian process RNN substantially outperforms clinical baselines for early sepsis "
     "detection [3].", None),
]
SEVENTEENTH_REFERENCES = """1. Douglas, R. G., Sharma, R. K., Masuyer, G., et al. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science. [PDF](papers/ace.pdf)
2. Huang, X., Qu, X., Yan, W., et al. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
3. Futoma, J., Hariharan, S., Heller, K., et al. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. MLHC. [PDF](papers/sepsis.pdf)
"""
# Correct passives, "significantly" after and before a direction, operands named either way; planted:
# passives turned, operands swapped, "improves significantly" for "drops significantly".
EIGHTEENTH = [
    ("ResNet-based baselines are outperformed on all datasets by Transformer models pre-trained on the JFT-300M "
     "dataset [1].",
     "Transformer models pre-trained on the JFT-300M dataset are outperformed on all datasets by ResNet-based "
     "baselines [1]."),
    ("Dosovitskiy et al. note that, with their setup, Adam works slightly better than SGD for ResNets [1].",
     "Dosovitskiy et al. note that, with their setup, SGD works slightly better than Adam for ResNets [1]."),
    ("Hybrids slightly outperform ViT at small computational budgets, but the difference vanishes for larger "
     "models [1].", None),
    ("On ImageNet, ViT is outperformed by the BiT CNNs when pre-trained on smaller datasets [1].",
     "On ImageNet, the BiT CNNs are outperformed by ViT when pre-trained on smaller datasets [1]."),
    ("Yang et al. show that TableFormer consistently outperforms the original TAPAS in all pretraining and "
     "intermediate pretraining settings with fewer parameters [2].", None),
    ("Under row and column perturbations, the performance of all TAPAS models drops significantly in both tasks [2].",
     "Under row and column perturbations, the performance of all TAPAS models improves significantly in both tasks "
     "[2]."),
    ("Without encoding column structure, TableFormer performs significantly worse [2].", None),
    ("Participants using Paper Plain had a significantly easier time reading research papers [3].", None),
    ("They were also significantly more confident that they got all relevant information from the papers [3].", None),
]
EIGHTEENTH_REFERENCES = """1. Dosovitskiy, A., Beyer, L., Kolesnikov, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
2. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
3. August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2022). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. [PDF](papers/paperplain.pdf)
"""
# A nineteenth draft (2026-12-05), over five papers, with correct negations of its own ("may not work well",
# "is not in itself"): two of them were RB005 errors when written, each against a weakly aligned sentence while
# the paper's own sentence sat in a further passage. Planted: reversals, changes said to be next to nothing
# ("negligible", "very few"), "not capable of", a denial in one clause of two.
NINETEENTH = [
    ("He et al. introduce Landmark-RxR, a human-annotated fine-grained vision-and-language navigation dataset, "
     "to alleviate the weak cross-modal alignment supervision of coarse-grained data [1].", None),
    ("Their focal-oriented rewards outperform the commonly used goal-oriented and fidelity-oriented rewards "
     "[1].",
     "Their focal-oriented rewards underperform the commonly used goal-oriented and fidelity-oriented rewards "
     "[1]."),
    ("Earlier fine-grained datasets were generated by heuristic rules and are not precise enough, which limits "
     "navigation performance [1].", None),
    ("Coarse-grained data such as R2R cannot provide enough supervision for accurate cross-modal alignment [1].",
     "Coarse-grained data such as R2R provide enough supervision for accurate cross-modal alignment [1]."),
    ("Supervising attention with spatially-temporally aligned annotations brought very few performance "
     "improvements [1].",
     "Supervising attention with spatially-temporally aligned annotations brought large performance "
     "improvements [1]."),
    ("Bag-to-bag distances are often computationally expensive and may not truly reflect semantic similarities "
     "[2].",
     "Bag-to-bag distances are computationally cheap and truly reflect semantic similarities [2]."),
    ("Wang et al. instead parameterize a class-to-bag distance with class-specific distance metrics and locally "
     "adaptive significance coefficients [2].", None),
    ("Although a bag is associated with a class, some or even most of its instances may not be related to that "
     "class [2].", None),
    ("Getis-Ord Gi* pooling has significantly better generalization performance than a standard data-driven "
     "approach in overhead image segmentation [3].",
     "Getis-Ord Gi* pooling generalizes significantly worse than a standard data-driven approach in overhead "
     "image segmentation [3]."),
    ("Fine-tuned models generalize poorly across locations, since a model trained on one location may not work "
     "well on others [3].", None),
    ("Things are not laid out at random on the surface of the Earth, and this structure does not vary "
     "substantially between locations [3].",
     "Things are not laid out at random on the surface of the Earth, and this structure varies substantially "
     "between locations [3]."),
    ("Stereo matching algorithms are nearly always designed to find matches between a single pair of images "
     "[4].", None),
    ("Applied to stereo video, they do not guarantee interframe consistency of matches [4].", None),
    ("Kowalczuk et al. note that temporal stereo matching brings negligible improvements when no noise is added "
     "to the images [4].",
     "Kowalczuk et al. note that temporal stereo matching brings large improvements when no noise is added to "
     "the images [4]."),
    ("Their two-pass method reduces the complexity of cost aggregation from O(ω²) to O(ω) [4].", None),
    ("Increasing the feedback coefficient reduces the effect of noise in the current frame [4].",
     "Increasing the feedback coefficient amplifies the effect of noise in the current frame [4]."),
    ("Expander graphs have higher Cheeger constants and therefore suffer less from bottleneck edges [5].",
     "Expander graphs have lower Cheeger constants and therefore suffer more from bottleneck edges [5]."),
    ("Deac et al. argue that negative Ricci curvature is not in itself an impediment to efficient propagation "
     "in a GNN [5].",
     "Deac et al. argue that negative Ricci curvature is in itself an impediment to efficient propagation in a "
     "GNN [5]."),
    ("Using expander graphs as a template for message passing necessarily gives rise to negative curvature [5].", None),
]
NINETEENTH_REFERENCES = """1. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision. NeurIPS. [PDF](papers/landmark.pdf)
2. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum Margin Multi-Instance Learning. NIPS. [PDF](papers/mimil.pdf)
3. Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing Deep Models for Overhead Image Segmentation Through Getis-Ord Gi* Pooling. arXiv. [PDF](papers/getis.pdf)
4. Kowalczuk, J., Psota, E. T., & Pérez, L. C. Real-time Temporal Stereo Matching using Iterative Adaptive Support Weights. IEEE. [PDF](papers/stereo.pdf)
5. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. LoG. [PDF](papers/egp.pdf)
"""
# A twentieth draft (2026-12-05), science papers, correct negations and a "whereas" clause; one was an RB005
# error when written ("Whether ... has not been determined" against the abstract's first sentence). Planted:
# sign, comparison and negation turned, a number; "negatively correlated" was missed until the ninth session
# (another sentence agreeing on "decreased under heat stress", which the reversing sentence itself says, vetoed it).
TWENTIETH = [
    ("Heat stress produced significant genetic variation in cell and thylakoid membrane damage and in "
     "yield-related traits of wheat [1].", None),
    ("The metabolites that decreased the most under heat stress, drummondol and anthranilate, were positively "
     "correlated with the traits [1].",
     "The metabolites that decreased the most under heat stress, drummondol and anthranilate, were negatively "
     "correlated with the traits [1]."),
    ("Grain yield is more sensitive to increased night temperatures than to daytime temperatures [1].",
     "Grain yield is less sensitive to increased night temperatures than to daytime temperatures [1]."),
    ("Features representing the extremes of frequency modulation encode species identity beyond what frequency "
     "features capture, whereas bandwidth features do not encode additional information [2].",
     "Features representing the extremes of frequency modulation encode species identity beyond what frequency "
     "features capture, whereas bandwidth features encode additional information [2]."),
    ("The uncertainty principle does not restrict signal localization to rectangular regions [2].", None),
    ("The neatness of a representation does not necessarily indicate which method best captures "
     "species-specific frequency modulation [2].", None),
    ("Optical brightness does not necessarily correspond to NEO size, because rates of motion and flyby "
     "geometries vary [3].", None),
    ("The survey implies a factor of ten fewer small NEOs than some previous results, though its size "
     "distribution agrees well with several other estimates [3].",
     "The survey implies a factor of ten more small NEOs than some previous results, though its size "
     "distribution agrees well with several other estimates [3]."),
    ("Omitting some objects likely does not introduce a significant error to the derived size distribution, "
     "though the number of small NEOs may be underestimated by some 10% [3].",
     "Omitting some objects likely does not introduce a significant error to the derived size distribution, "
     "though the number of small NEOs may be underestimated by some 30% [3]."),
    ("The concordance model is not the only one that can fit cosmological observations [4].", None),
    ("Reproducing the supernova data does not require the volume deceleration parameter to be negative [4].",
     "Reproducing the supernova data requires the volume deceleration parameter to be negative [4]."),
    ("Changes in haemoglobin were higher in the intervention groups than in the control groups in seven of the "
     "eight trials [5].",
     "Changes in haemoglobin were lower in the intervention groups than in the control groups in seven of the "
     "eight trials [5]."),
    ("Population-based screening and treatment for H. pylori to prevent iron deficiency anaemia is not "
     "currently recommended [5].",
     "Population-based screening and treatment for H. pylori to prevent iron deficiency anaemia is currently "
     "recommended [5]."),
    ("Whether eradicating H. pylori prevents or treats iron deficiency anaemia has not been determined [5].", None),
]
TWENTIETH_REFERENCES = """1. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat following post-anthesis heat stress. PLoS ONE. [PDF](papers/wheat.pdf)
2. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
3. Trilling, D. E., Valdes, F., Allen, L., et al. (2017). The Size Distribution of Near Earth Objects Larger Than 10 Meters. The Astronomical Journal. [PDF](papers/neo.pdf)
4. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. JCAP. [PDF](papers/accel.pdf)
5. Huang, X., Qu, X., Yan, W., et al. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
"""
# A twenty-first draft (2026-12-05), six systems and NLP papers, correct negations in many forms ("no longer",
# "cannot guarantee", "without", "and not tuned", "not ... but"); two were RB005 errors when written
# ("and not tuned" read as no negation; "serve" against the noun "server"). Planted: negations removed, a
# contrast's second half turned, operands swapped; four of eight caught ("high scalability": "high" is no
# cue; "variable-bit-rate" against "VBR": the operands cannot be matched; "composed rather than observed").
TWENTY_FIRST = [
    ("Once types vary, the compiler can no longer easily transform operations into machine instructions that "
     "operate on one specific type [1].", None),
    ("When a compiled trace runs, the VM cannot guarantee that the same path will be followed or that the same "
     "types will occur in later iterations [1].",
     "When a compiled trace runs, the VM can guarantee that the same path will be followed and that the same "
     "types will occur in later iterations [1]."),
    ("Because a trace follows only one path through the program, join nodes are not recognizable as such in a "
     "trace [1].", None),
    ("NLP research on scientific corpora is difficult because papers come as PDFs and existing tools for "
     "working with them are limited [2].", None),
    ("In PaperMage, sentences and lines are not strictly nested within each other [2].", None),
    ("Open IE works on large corpora without any manual tagging of relations and without prespecified relations "
     "[3].", None),
    ("Shinyama and Sekine's clustering approach to unsupervised relation discovery had good precision but "
     "limited scalability [3].",
     "Shinyama and Sekine's clustering approach to unsupervised relation discovery had good precision and high "
     "scalability [3]."),
    ("TextRunner was developed for high-precision extraction from large corpora and was not tuned for high "
     "recall on individual sentences [3].",
     "TextRunner was developed for high-precision extraction from large corpora and was tuned for high recall "
     "on individual sentences [3]."),
    ("Fine-tuning all the parameters of a pre-trained language model is not the most parameter-efficient way to "
     "use it [4].", None),
    ("LoRA and prompt tuning each tune only a small fraction of the total parameters [4].",
     "LoRA and prompt tuning each tune most of the total parameters [4]."),
    ("Self-BLEU does not explicitly measure the novelty of a generated paraphrase [4].",
     "Self-BLEU explicitly measures the novelty of a generated paraphrase [4]."),
    ("Without scalable video, the server would not be able to serve all of the requests simultaneously [5].",
     "Even without scalable video, the server would be able to serve all of the requests simultaneously [5]."),
    ("Storing variable-bit-rate video is less straightforward than storing constant-bit-rate video [5].",
     "Storing variable-bit-rate video is more straightforward than storing constant-bit-rate video [5]."),
    ("Decomposing composed phrase representations is easier than decomposing observed ones [6].",
     "Decomposing observed phrase representations is easier than decomposing composed ones [6]."),
    ("The theoretical generating capabilities of earlier methods were exemplified but not fully explored or "
     "tested [6].", None),
]
TWENTY_FIRST_REFERENCES = """1. Gal, A., et al. (2009). Trace-based Just-in-Time Type Specialization for Dynamic Languages. PLDI. [PDF](papers/tracemonkey.pdf)
2. Lo, K., Shen, Z., et al. (2023). PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents. EMNLP. [PDF](papers/papermage.pdf)
3. Soderland, S., Roof, B., Qin, B., Xu, S., Mausam, & Etzioni, O. (2010). Adapting Open Information Extraction to Domain-Specific Relations. AI Magazine. [PDF](papers/openie.pdf)
4. Chowdhury, J. R., Zhuang, Y., & Wang, S. (2022). Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional Prompt Tuning. AAAI. [PDF](papers/rapt.pdf)
5. Chang, E., & Zakhor, A. (1997). Disk-Based Storage for Scalable Video. IEEE Transactions on Circuits and Systems for Video Technology. [PDF](papers/diskvideo.pdf)
6. Dinu, G., & Baroni, M. (2014). How to make words with vectors: Phrase generation in distributional semantics. ACL. [PDF](papers/phrasegen.pdf)
"""
# A twenty-second draft (2026-12-05), six papers from 1969 to 2022, correct negations with adverbs and
# contrasts ("will usually not ascribe" in the paper was read as no negation: an RB005 error when written).
# Planted: two negations removed (caught), "reduces" turned to "increases" about a long passive subject
# (missed: "Number of comparisons as compare to traditional AHP techniques are significantly reduced").
TWENTY_SECOND = [
    ("MapReduce clusters use commodity networking hardware, typically 100 megabits/second or 1 gigabit/second "
     "per machine, but averaging considerably less in overall bisection bandwidth [1].", None),
    ("The master picks idle workers and assigns each of them a map task or a reduce task [1].", None),
    ("Sorting is needed because many different keys typically map to the same reduce task [1].", None),
    ("Spam detection by human editors is expensive and slow, yet without removing the blatant offenders the "
     "quality of search results would degrade significantly [2].", None),
    ("Bad pages are built to mislead search engines, not to provide useful information [2].", None),
    ("Even where humans agree on blatant web spam, it is not easy for a computer to detect such instances [2].", None),
    ("Compared to traditional AHP, the modified technique significantly reduces the number of comparisons [3].",
     "Compared to traditional AHP, the modified technique significantly increases the number of comparisons "
     "[3]."),
    ("Prioritization results should be taken as indicative rather than as an ultimate truth [3].", None),
    ("Computer arithmetic is not the same as the arithmetic familiar to mathematicians [4].",
     "Computer arithmetic is the same as the arithmetic familiar to mathematicians [4]."),
    ("Hoare's assertions usually do not ascribe particular values to each variable but specify general "
     "properties of the values [4].", None),
    ("The semantic dependency structure within sentences had not been explored for event detection [5].", None),
    ("Incorporating the semantic dependency graph can reduce the irrelevant information for event detection and "
     "may further improve its precision [5].", None),
    ("Multimodal feedback was not rated subjectively better than unimodal feedback [6].",
     "Multimodal feedback was rated subjectively better than unimodal feedback [6]."),
    ("Human processing of feedback modalities on mobile devices is still not completely understood [6].", None),
]
TWENTY_SECOND_REFERENCES = """1. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
2. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. VLDB. [PDF](papers/trustrank.pdf)
3. Perveen, A., et al. (2010). A Market Driven Requirement Prioritization Model using AHP. IEEE. [PDF](papers/reqprio.pdf)
4. Hoare, C. A. R. (1969). An Axiomatic Basis for Computer Programming. Communications of the ACM. [PDF](papers/hoare.pdf)
5. Xi, Y., Lu, J., Hang, T., Zhang, Y., Wang, Z., & Feng, J. (2022). SemEAGAT: A Novel Approach by Incorporating Semantic Dependency Graph in Event Detection. Journal of Physics: Conference Series. [PDF](papers/semeagat.pdf)
6. Hecht, D., et al. (2010). Feedback modalities on mobile phones. [PDF](papers/eeg.pdf)
"""
# A twenty-third draft (2026-12-05), five papers (IE, particle physics, biochemistry, clinical ML): correct
# when written. Planted: a number, negations removed, directions turned; "8-fold increase" was missed when
# written (the paper's sentence was cut in two passages: parser version 22), "strong constraints" (the paper:
# "no constraints") is missed.
TWENTY_THIRD = [
    ("REALM reduces extraction error by 39% on average compared with previous work [1].",
     "REALM reduces extraction error by 93% on average compared with previous work [1]."),
    ("REALM does not require any hand-tagged seeds, which lets it scale to open information extraction [1].",
     "REALM requires hand-tagged seeds to scale to open information extraction [1]."),
    ("Its assessment methods are more scalable than previous assessment techniques and require no hand tagging "
     "[1].", None),
    ("Preemptive information extraction tries to create all feasible IE systems in advance without human "
     "intervention [2].", None),
    ("Names are excluded from the similarity calculation so that articles about the same type of event, not the "
     "same instance, are linked [2].", None),
    ("Explaining the ATLAS excess imposes no constraints on the other superpartner masses [3].",
     "Explaining the ATLAS excess imposes strong constraints on the other superpartner masses [3]."),
    ("Unlike the goldstino, the sgoldstino is not protected by the Goldstone theorem and will generically "
     "acquire a mass [3].", None),
    ("The acceptances for a resonance decaying into transverse gauge bosons are expected to be about 50% "
     "smaller than for one decaying into longitudinal vectors [3].",
     "The acceptances for a resonance decaying into transverse gauge bosons are expected to be about 50% larger "
     "than for one decaying into longitudinal vectors [3]."),
    ("Mutating Arg381 to Glu caused an 8-fold decrease in binding affinity for 33RE [4].",
     "Mutating Arg381 to Glu caused an 8-fold increase in binding affinity for 33RE [4]."),
    ("N-domain-selective inhibition could treat tissue injury and fibrosis without affecting blood pressure "
     "[4].", None),
    ("Scores such as NEWS were not designed to specifically target sepsis [5].",
     "Scores such as NEWS were designed to specifically target sepsis [5]."),
    ("Unlike cardiac arrests or transfers to the ICU, the exact time at which sepsis starts is not measurable "
     "[5].", None),
    ("The proposed method substantially outperforms clinical baselines for detecting sepsis [5].",
     "The proposed method substantially underperforms clinical baselines for detecting sepsis [5]."),
]
TWENTY_THIRD_REFERENCES = """1. Downey, D., Schoenmackers, S., & Etzioni, O. (2007). Sparse Information Extraction: Unsupervised Language Models to the Rescue. ACL. [PDF](papers/realm.pdf)
2. Shinyama, Y., & Sekine, S. (2006). Preemptive Information Extraction using Unrestricted Relation Discovery. NAACL. [PDF](papers/preemptive.pdf)
3. Petersson, C., & Torre, R. (2015). ATLAS diboson excess from low scale supersymmetry breaking. [PDF](papers/diboson.pdf)
4. Douglas, R. G., Sharma, R. K., Masuyer, G., et al. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science. [PDF](papers/ace.pdf)
5. Futoma, J., Hariharan, S., Heller, K., et al. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. MLHC. [PDF](papers/sepsis.pdf)
"""
# A twenty-fourth draft (2026-12-05), four papers: correct when written. Planted: "more errors", "modify the
# input files" (the paper: "without modifying"), "fewer full-text papers", a direction turned (1 of 5 caught
# when written, 4 now) and two tools swapped ("Grobid outperforms Science Parse": missed, the paper's small
# capitals read "SCIENCEPARSE" and the frame "evaluations suggest" counts as an operand).
TWENTY_FOURTH = [
    ("VESPA lets large-scale analyses be performed efficiently and with fewer errors [1].",
     "VESPA lets large-scale analyses be performed efficiently but with more errors [1]."),
    ("VESPA functions produce their output files without modifying the original input files [1].",
     "VESPA functions modify the original input files when producing their output files [1]."),
    ("VESPA lets researchers working on de novo sequence data or non-model organisms perform large-scale "
     "comparative genomic analyses without pre-processed gene families [1].", None),
    ("The Sliding-Window algorithm can be implemented to run in O((N+M) log(N+M)) steps, improving on an O(NM) "
     "implementation [2].", None),
    ("For arbitrary storage systems, no such absolute bounds are possible [2].", None),
    ("Objects may be striped within a node but not across nodes [2].", None),
    ("Consumer health resources do not cover all medical conditions and treatments, especially those that are "
     "the focus of emerging research [3].", None),
    ("Paper Plain lowered participants' self-reported difficulty in reading the paper without any observable "
     "degradation in comprehension [3].",
     "Paper Plain increased participants' self-reported difficulty in reading the paper without any observable "
     "degradation in comprehension [3]."),
    ("Patients may benefit from interacting with research papers even if they do not fully comprehend them [3].", None),
    ("S2ORC contains three times more full-text papers than PubMed Central, the next largest corpus with "
     "bibliometric enhancements [4].",
     "S2ORC contains three times fewer full-text papers than PubMed Central, the next largest corpus with "
     "bibliometric enhancements [4]."),
    ("The authors' evaluations suggest that Science Parse outperforms Grobid for title and author extraction "
     "[4].",
     "The authors' evaluations suggest that Grobid outperforms Science Parse for title and author extraction "
     "[4]."),
    ("When a PDF is not open access, only the bibliography from the Grobid parse is included in S2ORC [4].", None),
]
TWENTY_FOURTH_REFERENCES = """1. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science. [PDF](papers/vespa.pdf)
2. Golubchik, L., Khanna, S., Khuller, S., Thurimella, R., & Zhu, A. Approximation algorithms for data placement on parallel disks. ACM Transactions on Algorithms. [PDF](papers/placement.pdf)
3. August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2022). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. [PDF](papers/paperplain.pdf)
4. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. ACL. [PDF](papers/s2orc.pdf)
"""
# A twenty-fifth draft (2026-12-05), hedged and conditional findings ("may", "could", "if ...", "need not"):
# correct when written. Planted: five negations removed or added; three caught, two missed where the paper's
# negation stands in a contrast clause ("while adding two does not help further", "..., but did not have"),
# which the check reads as that clause's own subject's.
TWENTY_FIFTH = [
    ("In dense retrieval, synonyms or paraphrases made of completely different tokens may still be mapped to "
     "vectors close to each other [1].", None),
    ("Because the context encoder is not fine-tuned on question-answer pairs, its representations could be "
     "suboptimal [1].", None),
    ("SQuAD is not ideal for open-domain QA because many of its questions lack context without the provided "
     "paragraph [1].", None),
    ("Adding a single BM25 negative passage improves the result substantially, while adding two does not help "
     "further [1].",
     "Adding a single BM25 negative passage improves the result substantially, and adding two helps further "
     "[1]."),
    ("Dosovitskiy et al. show that reliance on CNNs is not necessary for image classification [2].",
     "Dosovitskiy et al. show that reliance on CNNs is necessary for image classification [2]."),
    ("With quadratic cost in the number of pixels, naive self-attention does not scale to realistic input sizes "
     "[2].", None),
    ("The pre-trained position embeddings may no longer be meaningful when the sequence length changes [2].", None),
    ("Unlike multi-task learning, adapter-based tuning does not require simultaneous access to all tasks [3].",
     "Like multi-task learning, adapter-based tuning requires simultaneous access to all tasks [3]."),
    ("If the initialization deviates too far from the identity function, the model may fail to train [3].", None),
    ("Prior work has not thoroughly modeled table structures or table-text alignments [4].", None),
    ("Row ids, column ids and global positional ids are not necessary in TableFormer [4].", None),
    ("Recent results strongly suggest that local minima are not a serious issue in general [5].",
     "Recent results strongly suggest that local minima are a serious issue in general [5]."),
    ("The neocognitron did not have an end-to-end supervised learning algorithm such as backpropagation [5].",
     "The neocognitron had an end-to-end supervised learning algorithm such as backpropagation [5]."),
    ("The information that participants share need not be secret to ensure untraceability [6].", None),
]
TWENTY_FIFTH_REFERENCES = """1. Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
2. Dosovitskiy, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
3. Houlsby, N., et al. (2019). Parameter-Efficient Transfer Learning for NLP. ICML. [PDF](papers/adapters.pdf)
4. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
5. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
6. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal of Cryptology. [PDF](papers/chaum.pdf)
"""
# A twenty-sixth draft (2026-12-05): every sentence cites two papers and joins a finding of each. Correct
# when written. Planted: one clause of five sentences turned; "perform poorly" (the paper: "can perform very
# well") is caught since a sentence citing several sources is read clause by clause; missed: a coordinated
# predicate without a comma ("rival ... and underperform"), "fragile" (no cue), "a loss in comprehension"
# (the paper: "without a loss").
TWENTY_SIXTH = [
    ("Transformer-based models now rival convolutional networks in vision and outperform sparse retrievers such "
     "as BM25 in open-domain question answering [1, 2].",
     "Transformer-based models now rival convolutional networks in vision and underperform sparse retrievers "
     "such as BM25 in open-domain question answering [1, 2]."),
    ("Parameter-efficient methods such as adapters add only a few parameters per task, while structure-aware "
     "encoders such as TableFormer stay robust to perturbations of table rows and columns [3, 4].",
     "Parameter-efficient methods such as adapters add only a few parameters per task, while structure-aware "
     "encoders such as TableFormer are fragile under perturbations of table rows and columns [3, 4]."),
    ("Deep learning has brought breakthroughs in images, video, speech and audio, and pure transformers applied "
     "to image patches now perform very well on image classification [2, 5].",
     "Deep learning has brought breakthroughs in images, video, speech and audio, and pure transformers applied "
     "to image patches still perform poorly on image classification [2, 5]."),
    ("Large corpora of scientific text such as S2ORC make reading tools possible, and interfaces such as Paper "
     "Plain make medical papers easier to read [6, 7].", None),
    ("Neither dense passage retrieval nor adapter tuning requires training a separate model from scratch for "
     "every task [1, 3].", None),
    ("Getis-Ord pooling improves generalization in overhead image segmentation, whereas expander graph "
     "propagation addresses oversquashing in graph neural networks [8, 9].",
     "Getis-Ord pooling hurts generalization in overhead image segmentation, whereas expander graph propagation "
     "addresses oversquashing in graph neural networks [8, 9]."),
    ("Unlike convolutional networks, the Vision Transformer has much less image-specific inductive bias, and "
     "unlike BM25, dense retrievers can match synonyms that share no tokens [1, 2].", None),
    ("Neither TableFormer's structural attention biases nor adapters' small bottleneck layers need a new model "
     "for each task [3, 4].", None),
    ("Models trained on one location may not work well on others, and whole-graph classification with GNNs is "
     "known to be challenging [8, 9].", None),
    ("S2ORC contains full text for millions of papers, and Paper Plain's study found no loss in comprehension "
     "among its readers [6, 7].",
     "S2ORC contains full text for millions of papers, and Paper Plain's study found a loss in comprehension "
     "among its readers [6, 7]."),
]
TWENTY_SIXTH_REFERENCES = """1. Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
2. Dosovitskiy, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
3. Houlsby, N., et al. (2019). Parameter-Efficient Transfer Learning for NLP. ICML. [PDF](papers/adapters.pdf)
4. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
5. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
6. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. ACL. [PDF](papers/s2orc.pdf)
7. August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2022). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. [PDF](papers/paperplain.pdf)
8. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. LoG. [PDF](papers/egp.pdf)
9. Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing Deep Models for Overhead Image Segmentation Through Getis-Ord Gi* Pooling. arXiv. [PDF](papers/getis.pdf)
"""
# A twenty-seventh draft (2026-12-05), numbers in every sentence (percentages, ranges, seconds, word pieces):
# correct when written. Planted: four numbers changed, two directions turned; caught: three numbers and
# "decreases training time"; missed: "just 15% over" (the paper prints 15% elsewhere) and "a decrease of
# 44%" (the best-aligned sentence says "takes 44% longer" about completing, not about elapsed time).
TWENTY_SEVENTH = [
    ("ORQA uses passages two to three times longer than DPR's, 288 word pieces compared with 100 tokens [1].",
     "ORQA uses passages two to three times longer than DPR's, 388 word pieces compared with 100 tokens [1]."),
    ("DPR-based models outperform the previous state of the art on four of the five datasets, by 1% to 12% "
     "absolute in exact match accuracy [1].",
     "DPR-based models outperform the previous state of the art on four of the five datasets, by 10% to 21% "
     "absolute in exact match accuracy [1]."),
    ("The best Vision Transformer reaches 88.55% accuracy on ImageNet [2].",
     "The best Vision Transformer reaches 85.88% accuracy on ImageNet [2]."),
    ("Halving the patch size gives a four times longer sequence and a more expensive ViT model [2].", None),
    ("Fine-tuning trains 100% of the parameters per task, whereas adapters add about 3% task-specific "
     "parameters on GLUE [3].", None),
    ("Adapter training uses Adam with a learning rate increased linearly over the first 10% of the steps and "
     "then decayed linearly to zero [3].", None),
    ("TableFormer increases training time by around 20%, which may not be ideal for very long tables [4].",
     "TableFormer decreases training time by around 20%, which may not be ideal for very long tables [4]."),
    ("Under perturbation, TableFormer outperforms all TAPAS baselines by at least 6.2% [4].", None),
    ("With backup tasks disabled, the sort takes 1283 seconds, an increase of 44% in elapsed time [5].",
     "With backup tasks disabled, the sort takes 1283 seconds, a decrease of 44% in elapsed time [5]."),
    ("After 200 of 1746 workers are killed, the computation still finishes in 933 seconds, just 5% over the "
     "normal execution time [5].",
     "After 200 of 1746 workers are killed, the computation still finishes in 933 seconds, just 15% over the "
     "normal execution time [5]."),
]
TWENTY_SEVENTH_REFERENCES = """1. Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
2. Dosovitskiy, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
3. Houlsby, N., et al. (2019). Parameter-Efficient Transfer Learning for NLP. ICML. [PDF](papers/adapters.pdf)
4. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
5. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
"""
# The twenty-eighth draft (ninth session): results and discussions of five papers, with contrasts and comparisons.
TWENTY_EIGHTH = [
    ("Features that capture the extremes of frequency modulation encode species identity beyond what frequency "
     "features capture, whereas bandwidth features add no further information [1].",
     "Features that capture the extremes of frequency modulation encode no species identity beyond what frequency "
     "features capture [1]."),
    ("Taken alone, FM features were less predictive of species identity than frequency features [1].",
     "Taken alone, FM features were more predictive of species identity than frequency features [1]."),
    ("The simple spectrogram method runs at least 20 times faster than any of the other methods on the same audio "
     "[1].",
     "The simple spectrogram method runs at least 200 times faster than any of the other methods on the same audio "
     "[1]."),
    ("FM features appear stronger than frequency features on the smallest dataset, but this pattern does not persist "
     "on the larger datasets [1].",
     "FM features appear stronger than frequency features on the smallest dataset, and this pattern persists on the "
     "larger datasets [1]."),
    ("Corpus-observed representations of two-word phrases remain difficult to outperform in phrase similarity tasks, "
     "despite their low frequency [2].", None),
    ("In one-step decomposition, cbow vectors consistently outperform count vectors [2].",
     "In one-step decomposition, count vectors consistently outperform cbow vectors [2]."),
    ("Decomposing composed phrase representations is easier than decomposing observed ones [2].",
     "Decomposing composed phrase representations is harder than decomposing observed ones [2]."),
    ("Preemptive Information Extraction tries to create all feasible IE systems in advance, without human "
     "intervention [3].",
     "Preemptive Information Extraction tries to create all feasible IE systems in advance, with extensive human "
     "intervention [3]."),
    ("Using clusters of comparable articles rather than single articles increases the redundancy of the data [3].",
     "Using clusters of comparable articles rather than single articles reduces the redundancy of the data [3]."),
    ("Conditioning on high novelty increases novelty but can reduce semantic fidelity and BLEU [4].",
     "Conditioning on high novelty increases novelty and also improves semantic fidelity and BLEU [4]."),
    ("RAPT substantially outperforms the baselines on all metrics except BERT [4].",
     "RAPT substantially underperforms the baselines on all metrics except BERT [4]."),
    ("A version without the MLP layer did not perform better than prompt tuning on iBLEU and SARI [4].",
     "A version without the MLP layer performed better than prompt tuning on iBLEU and SARI [4]."),
    ("Temporal stereo matching gives negligible improvements when no noise is added to the images [5].",
     "Temporal stereo matching gives large improvements even when no noise is added to the images [5]."),
    ("Temporal aggregation is significantly more robust to noise than a method that considers only the current stereo "
     "frames [5].",
     "Temporal aggregation is significantly less robust to noise than a method that considers only the current stereo "
     "frames [5]."),
    ("The two-pass method reduces the complexity of cost aggregation from quadratic to linear in the window size "
     "[5].", None),
]
TWENTY_EIGHTH_REFERENCES = """1. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
2. Dinu, G., & Baroni, M. (2014). How to make words with vectors: Phrase generation in distributional semantics. ACL. [PDF](papers/phrasegen.pdf)
3. Shinyama, Y., & Sekine, S. (2006). Preemptive Information Extraction using Unrestricted Relation Discovery. NAACL. [PDF](papers/preemptive.pdf)
4. Chowdhury, J. R., Zhuang, Y., & Wang, S. (2022). Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional Prompt Tuning. AAAI. [PDF](papers/rapt.pdf)
5. Sizintsev, M., et al. (2013). Efficient Temporal Stereo Matching with Temporal Cost Aggregation. IEEE. [PDF](papers/stereo.pdf)
"""
# The twenty-ninth draft (ninth session): ablations, delays, costs and ratings, each with its direction.
TWENTY_NINTH = [
    ("The semantic information in semantic dependency graphs had not been used for event detection before SemEAGAT "
     "[1].", None),
    ("All four ablated variants perform worse than the full SemEAGAT, which suggests that both major components "
     "matter for event detection [1].",
     "All four ablated variants perform better than the full SemEAGAT, which suggests that both major components "
     "matter for event detection [1]."),
    ("As the number of EAGAT layers increases from one, the F1 score at first rises, indicating that a single layer "
     "is not enough for information to flow fully [1].",
     "As the number of EAGAT layers increases from one, the F1 score at first declines, indicating that a single "
     "layer is enough for information to flow fully [1]."),
    ("Periodic interleaving always gives a lower delay than striping across multiple disks for a given number of "
     "users [2].",
     "Periodic interleaving always gives a higher delay than striping across multiple disks for a given number of "
     "users [2]."),
    ("Using VBR video can reduce the total system cost by up to a factor of three compared with padding the trace to "
     "a constant data rate [2].",
     "Using VBR video can increase the total system cost by up to a factor of three compared with padding the trace "
     "to a constant data rate [2]."),
    ("Storing VBR video is less straightforward than storing CBR video [2].",
     "Storing VBR video is more straightforward than storing CBR video [2]."),
    ("Joint multi-pitch estimation methods give more accurate estimates than iterative ones, at a higher "
     "computational cost [3].",
     "Joint multi-pitch estimation methods give less accurate estimates than iterative ones, at a lower computational "
     "cost [3]."),
    ("Current state-of-the-art transcription systems do not reach the accuracy of transcriptions made by human "
     "experts [3].",
     "Current state-of-the-art transcription systems reach the accuracy of transcriptions made by human experts [3]."),
    ("Offset detection matters less for rhythmic analysis, since tempo and beat can be determined from onsets alone "
     "[3].", None),
    ("Multimodal feedback was not rated better subjectively than unimodal feedback [4].",
     "Multimodal feedback was rated clearly better subjectively than unimodal feedback [4]."),
    ("In the EEG, multimodal feedback produced a higher P300 amplitude than other types of feedback [4].",
     "In the EEG, multimodal feedback produced a lower P300 amplitude than other types of feedback [4]."),
    ("The experiment had 7 blocks of 80 trials each, half of them without feedback [4].",
     "The experiment had 7 blocks of 60 trials each, half of them without feedback [4]."),
    ("The Sliding-Window algorithm can be implemented to run in O((N + M) log(N + M)) steps, improving on an earlier "
     "O(NM) implementation [5].", None),
    ("Adding further items of a color already on a disk does not increase its load along the storage dimension [5].",
     "Adding further items of a color already on a disk increases its load along the storage dimension [5]."),
]
TWENTY_NINTH_REFERENCES = """1. Zhang, Y., et al. (2022). SemEAGAT: Semantic dependency graph with edge-aware graph attention for event detection. Journal of Physics: Conference Series. [PDF](papers/semeagat.pdf)
2. Chang, E., & Zakhor, A. (1997). Disk-based storage for scalable video. IEEE Transactions on Circuits and Systems for Video Technology. [PDF](papers/diskvideo.pdf)
3. Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. (2013). Automatic music transcription: challenges and future directions. Journal of Intelligent Information Systems. [PDF](papers/amt.pdf)
4. Lee, J.-H., & Spence, C. (2010). Feedback modalities for mobile devices: an EEG study. [PDF](papers/eeg.pdf)
5. Golubchik, L., Khanna, S., Khuller, S., Thurimella, R., & Zhu, A. (2000). Approximation Algorithms for Data Placement on Parallel Disks. ACM Journal. [PDF](papers/placement.pdf)
"""
# The thirtieth draft (ninth session): cryptography, particle physics, verification: bounds, factors, denials.
THIRTIETH = [
    ("Generalizing the protocol to fields other than GF(2) is possible but seems to offer little practical advantage "
     "[1].",
     "Generalizing the protocol to fields other than GF(2) is possible and offers a large practical advantage [1]."),
    ("A collusion gains nothing more from pooling all its keys than from pooling all its inversions [1].", None),
    ("Using a substantially slower key rate when no message is being sent makes the keys last longer and can reduce "
     "the bandwidth requirements [1].",
     "Using a substantially slower key rate when no message is being sent makes the keys last longer and can increase "
     "the bandwidth requirements [1]."),
    ("An adapted ring requires on average a fourfold increase in bandwidth over traceable protocols in which messages "
     "travel only halfway around [1].",
     "An adapted ring requires on average a fourfold decrease in bandwidth over traceable protocols in which messages "
     "travel only halfway around [1]."),
    ("In supersymmetry, it is not straightforward to explain the ATLAS diboson excess [2].", None),
    ("Unlike the goldstino, the sgoldstino is not protected by the Goldstone theorem and generically acquires a mass "
     "[2].",
     "Like the goldstino, the sgoldstino is protected by the Goldstone theorem and remains massless [2]."),
    ("Acceptances for a resonance decaying into transverse gauge bosons are expected to be about 50% smaller than for "
     "one decaying into longitudinal vectors [2].",
     "Acceptances for a resonance decaying into transverse gauge bosons are expected to be about 50% larger than for "
     "one decaying into longitudinal vectors [2]."),
    ("The sgoldstino production cross-section is expected to increase by a factor of about 19 from 8 TeV to 13 TeV, "
     "against a factor of about 7 for a quark-antiquark resonance of the same mass [2].",
     "The sgoldstino production cross-section is expected to increase by a factor of about 9 from 8 TeV to 13 TeV, "
     "against a factor of about 7 for a quark-antiquark resonance of the same mass [2]."),
    ("The ZZ bound does not constrain the parameter space, whereas the WW channel does reduce the allowed region [2].",
     "The ZZ bound constrains the parameter space, whereas the WW channel does not reduce the allowed region [2]."),
    ("Most other quark models do not include retarded interactions [3].",
     "Most other quark models include retarded interactions [3]."),
    ("The model's spin-dependent interactions have the same forms as in many other quark models, but its "
     "spin-independent interactions do not [3].", None),
    ("With a reasonable set of parameters, the model fits the observed heavy meson masses and predicts the masses of "
     "heavy mesons not yet observed [3].", None),
    ("Existing methods for specifying and verifying traditional software cannot handle the complexity of DNN "
     "architectures [4].",
     "Existing methods for specifying and verifying traditional software handle the complexity of DNN architectures "
     "well [4]."),
    ("Confidence measures from an activation function applied to raw prediction values are often not well calibrated "
     "[4].", None),
    ("SelfChecker does not handle a model whose last layer has a sigmoid, relu or tanh activation with a single "
     "output [4].", None),
    ("DeepInfer was evaluated on 29 real-world DNN models using four datasets from five sources [4].",
     "DeepInfer was evaluated on 39 real-world DNN models using four datasets from five sources [4]."),
]
THIRTIETH_REFERENCES = """1. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal of Cryptology. [PDF](papers/chaum.pdf)
2. Petersson, C., & Torre, R. (2015). ATLAS diboson excess from low scale supersymmetry breaking. [PDF](papers/diboson.pdf)
3. Zeng, J., Van Orden, J. W., & Roberts, W. (1994). Heavy Mesons In A Relativistic Model. [PDF](papers/mesons.pdf)
4. Ahmed, S., Gao, H., & Rajan, H. (2024). Inferring Data Preconditions from Deep Learning Models for Trustworthy Prediction in Deployment. ICSE. [PDF](papers/deepinfer.pdf)
"""
# The thirty-first draft (ninth session): the negations of a perspective, a 1969 paper and a workshop paper.
THIRTY_FIRST = [
    ("Deep learning models now exceed human performance on many chemistry tasks, and humans are not good at "
     "predicting solubility from structure [1].",
     "Deep learning models still fall short of human performance on most chemistry tasks, and humans are good at "
     "predicting solubility from structure [1]."),
    ("A linear model is not innately accurate, since it fails to capture non-linear relationships in the data [1].",
     "A linear model is innately accurate, since it captures non-linear relationships in the data [1]."),
    ("MMACE generates counterfactual explanations without requiring training or computing gradients [1].",
     "MMACE generates counterfactual explanations but requires training and computing gradients [1]."),
    ("Like most XAI methods for molecular prediction, MMACE does not account for the chemical stability of the "
     "counterfactuals it predicts [1].",
     "Unlike most XAI methods for molecular prediction, MMACE accounts for the chemical stability of the "
     "counterfactuals it predicts [1]."),
    ("Computer arithmetic is not the same as the arithmetic familiar to mathematicians, so the axioms must be chosen "
     "with care [2].",
     "Computer arithmetic is the same as the arithmetic familiar to mathematicians, so any standard axioms can be "
     "used [2]."),
    ("Hoare expects that proofs of nontrivial programs will not become widespread until much more powerful proof "
     "techniques are available [2].",
     "Hoare expects that proofs of nontrivial programs will soon become widespread with the proof techniques already "
     "available [2]."),
    ("An Open IE system extracts a diverse set of relational tuples in a single pass, without relation-specific human "
     "input [3].", None),
    ("The authors found that this overgeneralization was not harmful in practice [3].",
     "The authors found that this overgeneralization was harmful in practice [3]."),
    ("TextRunner was developed for high-precision extraction from large corpora, not for high recall from individual "
     "sentences [3].",
     "TextRunner was developed for high recall from individual sentences, not for high-precision extraction from "
     "large corpora [3]."),
    ("Negatively curved edges are likely to be required for scalable message passing without bottlenecks [4].",
     "Negatively curved edges must be removed for scalable message passing without bottlenecks [4]."),
    ("Adding a single global node reduces the graph's diameter to 2 and requires no dedicated preprocessing [4].",
     "Adding a single global node increases the graph's diameter and requires dedicated preprocessing [4]."),
    ("For many graph classification tasks, such approaches may be weaker than discarding the graph structure "
     "altogether [4].", None),
    ("Existing overhead imagery datasets are often not large enough to train effective CNNs from scratch [5].",
     "Existing overhead imagery datasets are often large enough to train effective CNNs from scratch [5]."),
    ("Models fine-tuned on one location may not work well on others, which limits their generalization [5].", None),
    ("Getis-Ord pooling significantly improves the semantic segmentation of overhead imagery, especially across "
     "locations [5].",
     "Getis-Ord pooling significantly degrades the semantic segmentation of overhead imagery, especially across "
     "locations [5]."),
]
THIRTY_FIRST_REFERENCES = """1. Wellawatte, G. P., Gandhi, H. A., Seshadri, A., & White, A. D. (2023). A Perspective on Explanations of Molecular Prediction Models. Journal of Chemical Theory and Computation. [PDF](papers/xai.pdf)
2. Hoare, C. A. R. (1969). An Axiomatic Basis for Computer Programming. Communications of the ACM. [PDF](papers/hoare.pdf)
3. Soderland, S., Roof, B., Qin, B., Xu, S., Mausam, & Etzioni, O. (2010). Adapting Open Information Extraction to Domain-Specific Relations. AI Magazine. [PDF](papers/openie.pdf)
4. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. Learning on Graphs Conference. [PDF](papers/egp.pdf)
5. Getis-Ord pooling paper (2019). Incorporating Spatial Context into Deep Learning: Getis-Ord Pooling. CVPR Workshops. [PDF](papers/getis.pdf)
"""
# The thirty-second draft (ninth session): sepsis, near-Earth objects, cosmology, web spam, requirements;
# missed: "can be measured precisely" ("is not measurable"), "often point to bad ones" ("seldom"), "significantly
# increases the number of comparisons"; "fewer than 2000 sites" is caught since the tenth session (a count before
# a plural noun is no year).
THIRTY_SECOND = [
    ("Every hour that treatment is delayed after the onset of hypotension raises the risk of death from septic shock "
     "[1].",
     "Every hour that treatment is delayed after the onset of hypotension lowers the risk of death from septic shock "
     "[1]."),
    ("Early warning scores such as NEWS are broad in scope and were not designed to target sepsis specifically [1].",
     "Early warning scores such as NEWS are narrow in scope and were designed to target sepsis specifically [1]."),
    ("Unlike cardiac arrests or ICU transfers, the exact time at which sepsis starts cannot be measured [1].",
     "Unlike cardiac arrests or ICU transfers, the exact time at which sepsis starts can be measured precisely [1]."),
    ("The survey finds a factor of ten fewer 10-meter NEOs than extrapolations from larger sizes predict [2].",
     "The survey finds a factor of ten more 10-meter NEOs than extrapolations from larger sizes predict [2]."),
    ("The number of Chelyabinsk-sized bodies, 10 to 20 meters across, is not well constrained [2].",
     "The number of Chelyabinsk-sized bodies, 10 to 20 meters across, is well constrained [2]."),
    ("Because flyby geometries vary, an NEO's optical brightness does not necessarily correspond to its size [2].", None),
    ("Counting individual objects more than once does not introduce a significant error, because the size "
     "distribution is normalized [2].",
     "Counting individual objects more than once introduces a significant error, even though the size distribution is "
     "normalized [2]."),
    ("In inhomogeneous cosmological models the big bang is not a single event [3].",
     "In inhomogeneous cosmological models the big bang is a single event [3]."),
    ("A large dispersion of expansion can produce acceleration without a cosmological constant [3].", None),
    ("A perturbative approach has shown that back-reaction cannot explain the apparent acceleration [3].",
     "A perturbative approach has shown that back-reaction can explain the apparent acceleration [3]."),
    ("Good pages seldom point to bad ones, while spam pages often link to good pages [4].",
     "Good pages often point to bad ones, while spam pages rarely link to good pages [4]."),
    ("TrustRank filters out spam from a significant fraction of the web using a good seed set of fewer than 200 sites "
     "[4].",
     "TrustRank filters out spam from a significant fraction of the web using a good seed set of fewer than 2000 "
     "sites [4]."),
    ("Because spam is hard to identify algorithmically, the schemes do not operate entirely without human assistance "
     "[4].",
     "Because spam is hard to identify algorithmically, the schemes operate entirely without human assistance [4]."),
    ("Current requirement prioritization approaches are not capable of handling a large number of requirements [5].",
     "Current requirement prioritization approaches are capable of handling a large number of requirements [5]."),
    ("The modified AHP technique significantly reduces the number of comparisons compared with traditional AHP [5].",
     "The modified AHP technique significantly increases the number of comparisons compared with traditional AHP [5]."),
]
THIRTY_SECOND_REFERENCES = """1. Futoma, J., Hariharan, S., Heller, K., Sendak, M., Brajer, N., Clement, M., Bedoya, A., & O'Brien, C. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. MLHC. [PDF](papers/sepsis.pdf)
2. Trilling, D. E., Valdes, F., Allen, L., et al. (2017). The Size Distribution of Near Earth Objects Larger Than 10 Meters. The Astronomical Journal. [PDF](papers/neo.pdf)
3. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. JCAP. [PDF](papers/accel.pdf)
4. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. VLDB. [PDF](papers/trustrank.pdf)
5. Perveen, A., et al. (2010). A Market Driven Requirement Prioritization Model using AHP. IEEE. [PDF](papers/reqprio.pdf)
"""
# The thirty-third draft (ninth session): navigation, multi-instance learning, PDF toolkits, a corpus, a
# meta-analysis; missed: "model#7 outperforms model#8" (operands the words cannot tell apart), "rose less in the
# intervention groups".
THIRTY_THIRD = [
    ("Coarse-grained data such as R2R cannot provide enough supervision for accurate cross-modal alignment [1].",
     "Coarse-grained data such as R2R provide enough supervision for accurate cross-modal alignment [1]."),
    ("Focal-oriented rewards outperform the commonly used goal-oriented and fidelity-oriented rewards [1].",
     "Focal-oriented rewards underperform the commonly used goal-oriented and fidelity-oriented rewards [1]."),
    ("Trained on synthesized pairs, model#8 outperforms model#7 in unseen environments on all metrics [1].",
     "Trained on synthesized pairs, model#7 outperforms model#8 in unseen environments on all metrics [1]."),
    ("Bag-to-bag distances are often computationally expensive and may not truly reflect semantic similarities [2].",
     "Bag-to-bag distances are computationally cheap and truly reflect semantic similarities [2]."),
    ("Although a bag is associated with a class, many of its instances may not be truly related to that class [2].", None),
    ("A homogeneous distance metric may not suffice to characterize the different classes of a heterogeneous "
     "multi-instance data set [2].",
     "A homogeneous distance metric suffices to characterize the different classes of a heterogeneous multi-instance "
     "data set [2]."),
    ("Off-the-shelf PDF processing software is not necessarily designed for easy extension or integration with newer "
     "research models [3].",
     "Off-the-shelf PDF processing software is designed for easy extension and integration with newer research models "
     "[3]."),
    ("Sentences and lines in a PDF are not strictly nested within each other [3].",
     "Sentences and lines in a PDF are strictly nested within each other [3]."),
    ("The Transformer-based models performed better than Grobid at this task [3].",
     "The Transformer-based models performed worse than Grobid at this task [3]."),
    ("S2ORC contains three times more full text papers than PubMed Central, the next largest corpus with bibliometric "
     "enhancements [4].",
     "S2ORC contains three times fewer full text papers than PubMed Central, the next largest corpus with "
     "bibliometric enhancements [4]."),
    ("Metadata extracted from LaTeX sources is of worse quality than metadata extracted from PDFs [4].",
     "Metadata extracted from LaTeX sources is of better quality than metadata extracted from PDFs [4]."),
    ("Papers that lack text are filtered out of the corpus to improve its quality [4].", None),
    ("Combining H. pylori eradication therapy with iron is more effective than iron alone for treating iron "
     "deficiency anaemia [5].",
     "Combining H. pylori eradication therapy with iron is less effective than iron alone for treating iron "
     "deficiency anaemia [5]."),
    ("In seven of the eight trials, haemoglobin rose more in the intervention groups than in the control groups [5].",
     "In seven of the eight trials, haemoglobin rose less in the intervention groups than in the control groups [5]."),
    ("The difference between the intervention and control groups seemed to increase with time [5].",
     "The difference between the intervention and control groups seemed to decrease with time [5]."),
]
THIRTY_THIRD_REFERENCES = """1. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision. NeurIPS. [PDF](papers/landmark.pdf)
2. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum Margin Multi-Instance Learning. NIPS. [PDF](papers/mimil.pdf)
3. Lo, K., Shen, Z., et al. (2023). PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents. EMNLP. [PDF](papers/papermage.pdf)
4. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. ACL. [PDF](papers/s2orc.pdf)
5. Huang, X., Qu, X., Yan, W., et al. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
"""
# The thirty-fourth draft (ninth session): limitations and side findings of the five most used papers;
# missed: "4% ahead of" ("behind"), "more parameters" (an agreeing "smaller adapters" across a comma),
# "relies on row and column embeddings", "and used an end-to-end ... algorithm" (a contrast clause's "did not
# have"), "large data sets" ("small"), "arbitrarily complex regions" ("only very simple").
THIRTY_FOURTH = [
    ("SQuAD is not ideal for open-domain QA, because many of its questions lack context without the provided "
     "paragraph [1].",
     "SQuAD is ideal for open-domain QA, because its questions have enough context without the provided paragraph "
     "[1]."),
    ("Because DPR's context encoder is not fine-tuned on question-answer pairs, its representations could be "
     "suboptimal [1].",
     "Because DPR's context encoder is fine-tuned on question-answer pairs, its representations are optimal [1]."),
    ("Dense retrieval complements sparse vector methods, giving high similarity to semantically related text even "
     "without exact token matches [1].", None),
    ("Hybrid models slightly outperform ViT at small computational budgets, but the difference vanishes for larger "
     "models [2].",
     "Hybrid models slightly underperform ViT at small computational budgets, and the difference grows for larger "
     "models [2]."),
    ("Hand-crafted 2D-aware position embeddings do not yield improvements, since the learned embeddings already "
     "represent 2D image topology [2].",
     "Hand-crafted 2D-aware position embeddings yield large improvements, since the learned embeddings cannot "
     "represent 2D image topology [2]."),
    ("Self-supervised pre-training improves ViT by 2% over training from scratch, but it remains 4% behind supervised "
     "pre-training [2].",
     "Self-supervised pre-training improves ViT by 2% over training from scratch, and it is 4% ahead of supervised "
     "pre-training [2]."),
    ("Extensions to the adapter architecture did not yield a significant boost in performance [3].",
     "Extensions to the adapter architecture yielded a significant boost in performance [3]."),
    ("Adapters on the lower layers have a smaller impact than those on the higher layers [3].",
     "Adapters on the lower layers have a larger impact than those on the higher layers [3]."),
    ("Smaller adapters introduce fewer parameters, at a possible cost to performance [3].",
     "Smaller adapters introduce more parameters, at a possible cost to performance [3]."),
    ("Restricting attention to the same rows and columns by masking reduces the modeling capacity of TAPAS [4].",
     "Restricting attention to the same rows and columns by masking increases the modeling capacity of TAPAS [4]."),
    ("As the number of perturbed versions of each table grows, performance first increases and then decreases [4].", None),
    ("TableFormer avoids row and column embeddings to prevent spurious order biases [4].",
     "TableFormer relies on row and column embeddings to capture order biases [4]."),
    ("The neocognitron had an architecture similar to ConvNets but lacked an end-to-end supervised learning algorithm "
     "such as backpropagation [5].",
     "The neocognitron had an architecture similar to ConvNets and used an end-to-end supervised learning algorithm "
     "such as backpropagation [5]."),
    ("Once deep learning was rehabilitated, the unsupervised pre-training stage turned out to be needed only for "
     "small data sets [5].",
     "Once deep learning was rehabilitated, the unsupervised pre-training stage turned out to be needed only for "
     "large data sets [5]."),
    ("Linear classifiers can only carve their input space into very simple regions, half-spaces separated by a "
     "hyperplane [5].",
     "Linear classifiers can carve their input space into arbitrarily complex regions [5]."),
]
THIRTY_FOURTH_REFERENCES = """1. Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
2. Dosovitskiy, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
3. Houlsby, N., et al. (2019). Parameter-Efficient Transfer Learning for NLP. ICML. [PDF](papers/adapters.pdf)
4. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
5. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
"""
# The thirty-fifth draft (ninth session): "rather than", "instead of", "unlike", "whereas", "without" in correct
# sentences (one was a false RB005 error when written); its planted errors are mostly swapped operands, which the
# check cannot tell apart: 1 of 7 caught; 2 since the swap check (tenth session: "... run in time constant ...,
# while REALM's run time is linear").
THIRTY_FIFTH = [
    ("Network bandwidth for writing data would drop if the file system used erasure coding rather than replication "
     "[1].",
     "Network bandwidth for writing data would rise if the file system used erasure coding rather than replication "
     "[1]."),
    ("MapReduce performs well enough that conceptually unrelated computations can be kept separate instead of being "
     "mixed to avoid extra passes over the data [1].", None),
    ("Unlike MapReduce, BAD-FS targets the execution of jobs across a wide-area network [1].",
     "Like MapReduce, BAD-FS targets the execution of jobs within a single cluster [1]."),
    ("The designers argue that generated text should supplement, rather than replace, the original paper text [2].",
     "The designers argue that generated text should replace, rather than supplement, the original paper text [2]."),
    ("Some participants made sense of an article without knowing its terms, by assuming what the terms meant [2].", None),
    ("VESPA performs both lineage-site specific and site-specific analyses, whereas POTION performs only "
     "site-specific analyses [3].",
     "POTION performs both lineage-site specific and site-specific analyses, whereas VESPA performs only "
     "site-specific analyses [3]."),
    ("Type checking mitigates sparsity by using every occurrence of each extraction argument rather than only pairs "
     "that occur near each other [4].", None),
    ("Using HMM-T instead of a context-based approach cuts the data retrieved for type checking by a factor of 10 to "
     "50 [4].",
     "Using HMM-T instead of a context-based approach increases the data retrieved for type checking by a factor of "
     "10 to 50 [4]."),
    ("REALM scales readily to large numbers of relations, whereas pattern-learning methods do not [4].",
     "Pattern-learning methods scale readily to large numbers of relations, whereas REALM does not [4]."),
    ("Pattern-learning methods run in time linear in the number of relations, while REALM's run time is constant in "
     "it [4].",
     "Pattern-learning methods run in time constant in the number of relations, while REALM's run time is linear in "
     "it [4]."),
]
THIRTY_FIFTH_REFERENCES = """1. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
2. August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2023). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. ACM TOCHI. [PDF](papers/paperplain.pdf)
3. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science. [PDF](papers/vespa.pdf)
4. Downey, D., Schoenmackers, S., & Etzioni, O. (2007). Sparse Information Extraction: Unsupervised Language Models to the Rescue. ACL. [PDF](papers/realm.pdf)
"""
# The thirty-sixth draft (ninth session): percentages restated from a plant study, a workshop paper and a 1997
# journal paper, correct when written; missed: "fell by 58%" (58% stands elsewhere in the paper).
THIRTY_SIXTH = [
    ("Earlier work found that kernel weight fell by 85% when the temperature rose from 20/16 to 36/31 degrees after "
     "anthesis [1].",
     "Earlier work found that kernel weight fell by 58% when the temperature rose from 20/16 to 36/31 degrees after "
     "anthesis [1]."),
    ("In Karl 92, grain yield dropped by 78%, kernel number by 63% and kernel weight by 29% under a 35/20 degree "
     "regime [1].",
     "In Karl 92, grain yield dropped by 78%, kernel number by 36% and kernel weight by 29% under a 35/20 degree "
     "regime [1]."),
    ("Heat treatments began ten days after anthesis, when over 50% of the tillers were flowering [1].", None),
    ("On Potsdam, designing the pooling function with geospatial knowledge brings a 1.23% improvement over P-pooling "
     "[2].",
     "On Potsdam, designing the pooling function with geospatial knowledge brings a 1.32% improvement over P-pooling "
     "[2]."),
    ("From Potsdam to Vaihingen, G-pooling outperforms P-pooling by more than 2%, and the other way round by at least "
     "3.41% [2].",
     "From Potsdam to Vaihingen, G-pooling underperforms P-pooling by more than 2%, and the other way round by at "
     "least 3.41% [2]."),
    ("The gap between G-pooling and the domain adaptation method AdaptSegNet is just 0.61% on Potsdam [2].",
     "The gap between G-pooling and the domain adaptation method AdaptSegNet is just 6.1% on Potsdam [2]."),
    ("With a fully efficient disk, the number of users served would equal the ratio of the disk read rate to the "
     "video bit rate [3].", None),
]
THIRTY_SIXTH_REFERENCES = """1. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat following post-anthesis heat stress. PLoS ONE. [PDF](papers/wheat.pdf)
2. Getis-Ord pooling paper (2019). Incorporating Spatial Context into Deep Learning: Getis-Ord Pooling. CVPR Workshops. [PDF](papers/getis.pdf)
3. Chang, E., & Zakhor, A. (1997). Disk-based storage for scalable video. IEEE Transactions on Circuits and Systems for Video Technology. [PDF](papers/diskvideo.pdf)
"""
# The thirty-seventh draft (tenth session): an enzyme-inhibitor study, a deep-learning verification paper and a
# perspective on explanations, from their results sections; correct when written but for "Shapley values are neither
# actionable nor sparse" (a "neither ... nor" denial not read as one: fixed). Missed: "far less potently" (the source:
# "in a similar range"), "two orders of magnitude" (caught since the eleventh session: a small count), "40-fold" (40 stands elsewhere), "only weakly correlated",
# "0.89" for 0.98 (the page weaves its two columns around a figure there, so the "respectively" list that
# names each value is not read), the Shapley/counterfactual swap.
THIRTY_SEVENTH = [
    ("Compound 33RE inhibited the N-domain in the low nanomolar range (Ki = 11.21 nM), similar to its "
     "parent molecule RXP407 (Ki = 21.03 nM) [1].",
     "Compound 33RE inhibited the N-domain far less potently than its parent molecule RXP407 [1]."),
    ("Against the C-domain, both 33RE and RXP407 showed only micromolar inhibition, which gives both "
     "compounds three orders of magnitude of N-selectivity [1].",
     "Against the C-domain, both 33RE and RXP407 showed only micromolar inhibition, which gives both "
     "compounds two orders of magnitude of N-selectivity [1]."),
    ("In the double mutant, where both Tyr369 and Arg381 are substituted, the selectivity of 33RE dropped "
     "drastically, to only about 4-fold compared with 927-fold for the wild type [1].",
     "In the double mutant, where both Tyr369 and Arg381 are substituted, the selectivity of 33RE dropped "
     "drastically, to only about 40-fold compared with 927-fold for the wild type [1]."),
    ("A 36-fold decrease in binding affinity for the Y369F mutant suggests that Tyr369 is the major "
     "contributor to the N-selectivity of 33RE [1].",
     "A 36-fold increase in binding affinity for the Y369F mutant suggests that Tyr369 is the major "
     "contributor to the N-selectivity of 33RE [1]."),
    ("The co-crystal structure of N-domain ACE in complex with 33RE was solved at 2.2 Å [1].",
     "The co-crystal structure of N-domain ACE in complex with 33RE was solved at 1.8 Å [1]."),
    ("Compared with RXP407, 33RE loses the salt bridge with Arg381 but gains interactions with Tyr369 [1].",
     "Compared with RXP407, 33RE keeps the salt bridge with Arg381 but loses interactions with Tyr369 [1]."),
    ("DeepInfer found a positive correlation of 0.88 between data precondition violations and incorrect "
     "model predictions [2].",
     "DeepInfer found a negative correlation of 0.88 between data precondition violations and incorrect "
     "model predictions [2]."),
    ("Precondition satisfaction and correct model predictions were strongly correlated (0.98) [2].",
     "Precondition satisfaction and correct model predictions were only weakly correlated [2]."),
    ("For the high-accuracy models, the average precision, recall and accuracy of DeepInfer were 0.76, "
     "0.98 and 0.76 [2].",
     "For the high-accuracy models, the average precision, recall and accuracy of DeepInfer were 0.76, "
     "0.89 and 0.76 [2]."),
    ("On the same models, SelfChecker reached a recall of 0.59 and an F-1 score of 0.52 [2].", None),
    ("SelfChecker threw singular matrix errors during KDE generation on several Bank Customer models [2].", None),
    ("SelfChecker does not handle a model whose last layer has a single output with a sigmoid, relu or "
     "tanh activation [2].",
     "SelfChecker handles a model whose last layer has a single output with a sigmoid, relu or tanh "
     "activation [2]."),
    ("In descriptor explanations of blood-brain barrier permeation, predicted permeability is positively "
     "correlated with the aromaticity of the molecule and negatively correlated with the number of "
     "hydrogen bond donors and acceptors [3].",
     "In descriptor explanations of blood-brain barrier permeation, predicted permeability is negatively "
     "correlated with the aromaticity of the molecule and positively correlated with the number of "
     "hydrogen bond donors and acceptors [3]."),
    ("Counterfactuals are actionable and sparse explanations, whereas Shapley values are neither "
     "actionable nor sparse [3].",
     "Shapley values are actionable and sparse explanations, whereas counterfactuals are neither "
     "actionable nor sparse [3]."),
    ("Like most XAI methods for molecular prediction, MMACE does not account for the chemical stability of"
     " the counterfactuals it predicts [3].",
     "Like most XAI methods for molecular prediction, MMACE accounts for the chemical stability of the "
     "counterfactuals it predicts [3]."),
    ("The correctness of such explanations strongly depends on the accuracy of the black-box model [3].",
     "The correctness of such explanations does not depend on the accuracy of the black-box model [3]."),
    ("Fitting an accurate model first and explaining it afterwards recovered known structure-property "
     "relationships for molecular scent [3].", None),
]
THIRTY_SEVENTH_REFERENCES = """1. Douglas, R. G., Sharma, R. K., Masuyer, G., Lubbe, L., Zamora, I., Acharya, K. R., Chibale, K., & Sturrock, E. D. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science. [PDF](papers/ace.pdf)
2. Ahmed, S., Gao, H., & Rajan, H. (2024). Inferring Data Preconditions from Deep Learning Models for Trustworthy Prediction in Deployment. ICSE. [PDF](papers/deepinfer.pdf)
3. Wellawatte, G. P., Gandhi, H. A., Seshadri, A., & White, A. D. (2023). A Perspective on Explanations of Molecular Prediction Models. [PDF](papers/xai.pdf)
"""
# The thirty-eighth draft (tenth session): an EEG study of phone feedback, sparse information extraction and
# preemptive IE; correct when written. Missed: a swap ("4 were due to parse errors"); "REALM runs in time
# linear ..." is caught since the swap check (tenth session).
THIRTY_EIGHTH = [
    ("Tri-modal feedback was rated as significantly more annoying than the other types of feedback [1].",
     "Tri-modal feedback was rated as significantly less annoying than the other types of feedback [1]."),
    ("The alertness of visual feedback was judged significantly lower than that of the other feedback "
     "types, except auditory feedback [1].",
     "The alertness of visual feedback was judged significantly higher than that of the other feedback "
     "types, except auditory feedback [1]."),
    ("The P300 peak evoked by haptic feedback came significantly earlier than with auditory feedback [1].",
     "The P300 peak evoked by haptic feedback came significantly later than with auditory feedback [1]."),
    ("Visual feedback produced the lowest P300 peak of all types of feedback [1].",
     "Visual feedback produced the highest P300 peak of all types of feedback [1]."),
    ("Visual and haptic feedback yielded significantly shorter reaction times than all other feedbacks, "
     "while tri-modal feedback resulted in the longest reaction time [1].",
     "Visual and haptic feedback yielded significantly longer reaction times than all other feedbacks, "
     "while tri-modal feedback resulted in the shortest reaction time [1]."),
    ("Fifteen right-handed participants took part, and 80% of them had experience with touch-controlled "
     "mobile devices [1].",
     "Fifteen right-handed participants took part, and 70% of them had experience with touch-controlled "
     "mobile devices [1]."),
    ("The error rate, that is PINs entered with wrong digits, was not analyzed [1].",
     "The error rate, that is PINs entered with wrong digits, was analyzed [1]."),
    ("On type checking, HMM-T outperforms the n-gram method for all relations and reduces the missing area"
     " under the precision/recall curve by 46% on average [2].",
     "On type checking, HMM-T outperforms the n-gram method for all relations and reduces the missing area"
     " under the precision/recall curve by 64% on average [2]."),
    ("Replacing BM25 with cosine distance cuts the advantage of HMM-T, but its error rate is still 23% "
     "lower on average [2].",
     "Replacing BM25 with cosine distance cuts the advantage of HMM-T, and its error rate becomes 23% "
     "higher on average [2]."),
    ("REALM outperforms the TextRunner and pattern-learning baselines for all relations [2].",
     "REALM underperforms the TextRunner and pattern-learning baselines for all relations [2]."),
    ("Pattern-learning methods run in time linear in the number of relations, whereas the run time of "
     "REALM is constant in the number of relations [2].",
     "REALM runs in time linear in the number of relations, whereas the run time of pattern-learning "
     "methods is constant in the number of relations [2]."),
    ("Named-entity taggers typically recognize only a small set of types and require hand-tagged training "
     "data for each type [2].", None),
    ("The crawler correctly extracted the main text from about 90% of the pages of each news site [3].",
     "The crawler correctly extracted the main text from about 60% of the pages of each news site [3]."),
    ("The GLARF converter reaches about 75% F-score on parser output [3].", None),
    ("Of the 48 tables obtained, 36 (75%) were consistent [3].",
     "Of the 48 tables obtained, 36 (57%) were consistent [3]."),
    ("Of the 10 incorrect rows reviewed, 4 were due to coreference errors and one to a parse error [3].",
     "Of the 10 incorrect rows reviewed, 4 were due to parse errors and one to a coreference error [3]."),
    ("Two articles formed a basic cluster when their similarity exceeded a threshold of 0.65 [3].", None),
]
THIRTY_EIGHTH_REFERENCES = """1. Antons, J.-N., Schleicher, R., et al. (2013). Did You Notice? Neuronal Processing of Multimodal Mobile Phone Feedback. CHI Extended Abstracts. [PDF](papers/eeg.pdf)
2. Downey, D., Schoenmackers, S., & Etzioni, O. (2007). Sparse Information Extraction: Unsupervised Language Models to the Rescue. ACL. [PDF](papers/realm.pdf)
3. Shinyama, Y., & Sekine, S. (2006). Preemptive Information Extraction using Unrestricted Relation Discovery. NAACL. [PDF](papers/preemptive.pdf)
"""
# The thirty-ninth draft (tenth session): temporal stereo matching, data placement on parallel disks (theory) and a
# genomics pipeline; correct when written. Missed: a swap (k = 2 and k = 3, joined by "and" without a comma), "the
# theoretical bound is loose" (the source: "reasonably tight"), "complete considerably faster" (the source: "takes
# considerably longer to complete").
THIRTY_NINTH = [
    ("Temporal stereo matching gives negligible improvements when no noise is added to the images [1].",
     "Temporal stereo matching gives significant improvements when no noise is added to the images [1]."),
    ("With noise in the ranges of ±20 and ±40, temporal stereo matching yields significant improvements in"
     " accuracy [1].",
     "With noise in the ranges of ±20 and ±40, temporal stereo matching yields no significant improvements"
     " in accuracy [1]."),
    ("Relying on the auxiliary cost is more beneficial when noise is high, and relying on the current cost"
     " is more beneficial when noise is low [1].",
     "Relying on the current cost is more beneficial when noise is high, and relying on the auxiliary cost"
     " is more beneficial when noise is low [1]."),
    ("The implementation achieves the highest speed among real-time methods, measured in disparity "
     "hypotheses evaluated per second, and is the second most accurate in error rate on the Middlebury "
     "benchmark [1].",
     "The implementation achieves the lowest speed among real-time methods, measured in disparity "
     "hypotheses evaluated per second, and is the second most accurate in error rate on the Middlebury "
     "benchmark [1]."),
    ("Matching on spatio-temporal motion descriptors improves the temporal coherence of disparity maps at "
     "the cost of reduced accuracy at depth discontinuities [1].",
     "Matching on spatio-temporal motion descriptors reduces the temporal coherence of disparity maps [1]."),
    ("The bilateral-grid method of Richardt et al. outperforms the frame-to-frame baseline, but its memory"
     " needs limit it to grayscale images [1].", None),
    ("Temporal aggregation was significantly more robust to noise than a method that only considers the "
     "current stereo frames [1].",
     "Temporal aggregation was significantly less robust to noise than a method that only considers the "
     "current stereo frames [1]."),
    ("The Sliding-Window algorithm can be implemented to run in O((N + M) log(N + M)) steps, improving on "
     "the O(NM) implementation of Shachnai and Tamir [2].", None),
    ("The k-HDP problem is NP-complete for storage capacity k = 2 and strongly NP-hard for k = 3 [2].",
     "The k-HDP problem is NP-complete for storage capacity k = 3 and strongly NP-hard for k = 2 [2]."),
    ("The case k = 1 is easily solvable in polynomial time with a simple greedy algorithm [2].",
     "The case k = 1 is not solvable in polynomial time, even with a greedy algorithm [2]."),
    ("The theoretical bound is reasonably tight when the number of items of each color is fairly skewed, "
     "as it is in a VOD server [2].",
     "The theoretical bound is loose when the number of items of each color is fairly skewed, as it is in "
     "a VOD server [2]."),
    ("Of the 7,918 genes analysed with VESPA, 1998 genes showed evidence of site-specific positive "
     "selection and 80 of human-specific positive selection [3].",
     "Of the 7,918 genes analysed with VESPA, 1989 genes showed evidence of site-specific positive "
     "selection and 80 of human-specific positive selection [3]."),
    ("Most VESPA functions completed in under four minutes on the 7,918 gene families, while the codeML "
     "component took 36,180 CPU hours [3].",
     "Most VESPA functions completed in under four minutes on the 7,918 gene families, while the codeML "
     "component took 3,618 CPU hours [3]."),
    ("The codeml_setup function took approximately 45 minutes, being slightly slower because it creates "
     "the directory and file structure for codeML [3].",
     "The codeml_setup function took approximately 15 minutes, being slightly slower because it creates "
     "the directory and file structure for codeML [3]."),
    ("Re-aligning the 18 Selectome gene families revealed minor differences in the positively selected "
     "sites of five genes [3].",
     "Re-aligning the 18 Selectome gene families revealed no differences in the positively selected sites "
     "[3]."),
    ("The codeML-related functions take considerably longer to complete than the rest of the pipeline [3].",
     "The codeML-related functions complete considerably faster than the rest of the pipeline [3]."),
]
THIRTY_NINTH_REFERENCES = """1. Kowalczuk, J., Psota, E. T., & Pérez, L. C. Real-time Temporal Stereo Matching using Iterative Adaptive Support Weights. IEEE. [PDF](papers/stereo.pdf)
2. Golubchik, L., Khanna, S., Khuller, S., Thurimella, R., & Zhu, A. Approximation Algorithms for Data Placement on Parallel Disks. ACM Transactions on Algorithms. [PDF](papers/placement.pdf)
3. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science. [PDF](papers/vespa.pdf)
"""
# The fortieth draft (tenth session): birdsong FM analysis and Landmark-RxR, from their results sections; correct
# when written. Missed: "below 95%" (a bound, no cue; caught since the eleventh session), "the mildest" deviations ("most pronounced"), "very high
# robustness" and "very high information gain" ("high" / "low" are no cues), "performs much better" (the paper:
# "is equivalent").
FORTIETH = [
    ("Automatic and manual annotations agreed with a high median precision for identifying signal frames, "
     "above 95% for all four methods [1].",
     "Automatic and manual annotations agreed with a median precision for identifying signal frames below "
     "95% for all four methods [1]."),
    ("The best precision was attained by the matching-pursuit method, although its deviations in frequency"
     " were the most pronounced [1].",
     "The best precision was attained by the matching-pursuit method, and its deviations in frequency were"
     " the mildest [1]."),
    ("The simple spectrogram method is by far the fastest of the analysis methods [1].",
     "The simple spectrogram method is by far the slowest of the analysis methods [1]."),
    ("Features extracted by methods ss, rm and dd were highly robust to noise and MP3 degradation, with "
     "correlations to the original features above 0.95 [1].",
     "Features extracted by methods ss, rm and dd were highly robust to noise and MP3 degradation, with "
     "correlations to the original features above 0.85 [1]."),
    ("The mp method yielded features of very low robustness, in some cases with a correlation to the "
     "original features of around zero [1].",
     "The mp method yielded features of very high robustness, in some cases with a correlation to the "
     "original features of around one [1]."),
    ("The bandwidth features achieved very low information gain on all data sets, whereas the median "
     "frequency feature performed strongly [1].",
     "The bandwidth features achieved very high information gain on all data sets, whereas the median "
     "frequency feature performed poorly [1]."),
    ("Across 56 species, the average AUC score of the classification peaks at around 70% [1].",
     "Across 56 species, the average AUC score of the classification peaks at around 90% [1]."),
    ("Appended to the frequency features, the FM features gave a significant boost in predictive power "
     "[1].",
     "Appended to the frequency features, the FM features gave no significant boost in predictive power "
     "[1]."),
    ("Training on R2R together with the complete pairs of en-RxR performs no better than training on R2R "
     "alone on the SR metric in unseen environments [2].",
     "Training on R2R together with the complete pairs of en-RxR performs much better than training on R2R"
     " alone on the SR metric in unseen environments [2]."),
    ("Replacing the complete pairs with the sub pairs of Landmark-RxR improves SR by 7.1% in unseen "
     "environments [2].",
     "Replacing the complete pairs with the sub pairs of Landmark-RxR improves SR by 1.7% in unseen "
     "environments [2]."),
    ("Coupling complete pairs and sub pairs improves SR by 5.5% and SSA by 3.5% compared with model#9 [2].",
     "Coupling complete pairs and sub pairs reduces SR by 5.5% and SSA by 3.5% compared with model#9 [2]."),
    ("The model that takes nDTW as reward has the highest fidelity scores in unseen environments but the "
     "lowest SR and LN scores among all rewards [2].",
     "The model that takes nDTW as reward has the lowest fidelity scores in unseen environments but the "
     "highest SR and LN scores among all rewards [2]."),
    ("The soft focal-oriented reward raises SR from 29.3% to 33.7% compared with the nDTW reward [2].",
     "The soft focal-oriented reward raises SR from 29.3% to 37.3% compared with the nDTW reward [2]."),
    ("With the hard focal-oriented reward, SR increases from 32.7% to 34.9% compared with the "
     "goal-oriented reward [2].", None),
    ("On the unseen validation split of en-RxR, the model with the soft reward outperforms RCMrxr by 4.9 "
     "and 8.1% on SDTW and SR respectively [2].",
     "On the unseen validation split of en-RxR, RCMrxr outperforms the model with the soft reward by 4.9 "
     "and 8.1% on SDTW and SR respectively [2]."),
]
FORTIETH_REFERENCES = """1. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
2. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision. NeurIPS. [PDF](papers/landmark.pdf)
"""
# The forty-first draft (tenth session): the near-Earth-object survey and the cosmology paper, from their bodies;
# correct when written. Missed: a swap ("NEOs can be misclassified as non-NEOs, but no non-NEOs ..."), "negative
# at the origin but soon becomes positive" ("positive" and "negative" alone are no cues; caught since
# the eleventh session as two clauses each holding a word of the other, swaps.py).
FORTY_FIRST = [
    ("Around 50% of the discovered NEOs have geocentric distances between 1.0 and 1.3 au, and none lie "
     "beyond 1.3 au [1].",
     "Around 80% of the discovered NEOs have geocentric distances between 1.0 and 1.3 au, and none lie "
     "beyond 1.3 au [1]."),
    ("The survey covered about 975 square degrees in 348 distinct pointings [1].",
     "The survey covered about 795 square degrees in 348 distinct pointings [1]."),
    ("Non-NEOs can sometimes be misclassified as NEOs on the basis of their digest2 scores, but no NEOs "
     "are ever misclassified as non-NEOs [1].",
     "NEOs can sometimes be misclassified as non-NEOs on the basis of their digest2 scores, but no "
     "non-NEOs are ever misclassified as NEOs [1]."),
    ("There is no correlation between H and V for V > 20 and H > 20 [1].",
     "There is a strong correlation between H and V for V > 20 and H > 20 [1]."),
    ("Some 6.5% of the real objects move faster than 360 arcsec per hour [1].",
     "Some 16.5% of the real objects move faster than 360 arcsec per hour [1]."),
    ("Omitting some objects likely does not introduce a significant error into the NEO size distribution, "
     "though the number of small NEOs may be underestimated by some 10% [1].",
     "Omitting some objects introduces a significant error into the NEO size distribution [1]."),
    ("The survey finds around 18,000 NEOs larger than 100 m, in good agreement with the NEOWISE estimate "
     "of 20,500 [1].",
     "The survey finds around 18,000 NEOs larger than 100 m, in poor agreement with the NEOWISE estimate "
     "of 20,500 [1]."),
    ("The measured slope from 1 to 20 meters agrees extraordinarily well with the slope of the impactor "
     "size distribution [1].", None),
    ("The chi-squared values of models 1 to 4 against the supernova data are 183.6, 184.3, 164.7 and 178.5"
     " [2].",
     "The chi-squared values of models 1 to 4 against the supernova data are 183.6, 184.3, 146.7 and 178.5"
     " [2]."),
    ("The distance deceleration parameter is positive at the origin but soon becomes negative [2].",
     "The distance deceleration parameter is negative at the origin but soon becomes positive [2]."),
    ("Reproducing the supernova data does not require a negative volume deceleration parameter [2].",
     "Reproducing the supernova data requires a negative volume deceleration parameter [2]."),
    ("Within the Lemaître–Tolman class, the volume deceleration parameter is not a quantity that can be "
     "directly related to observations [2].",
     "Within the Lemaître–Tolman class, the volume deceleration parameter is a quantity that can be "
     "directly related to observations [2]."),
]
FORTY_FIRST_REFERENCES = """1. Trilling, D. E., Valdes, F., Allen, L., et al. (2017). The Size Distribution of Near-Earth Objects Larger Than 10 m. The Astronomical Journal. [PDF](papers/neo.pdf)
2. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. JCAP. [PDF](papers/accel.pdf)
"""
# The forty-second draft (tenth session): TraceMonkey and RAPT, from their evaluation sections; correct when written.
# Missed: "19 of the 26" and "less than 3%" (19 and 3% stand elsewhere), "performs best on the programs it does
# not trace" (the paper says it in a figure caption retrieval did not rank), "traces recursion ... large speedups"
# (the denial sits in the sentence before), "more than 5%" (a bound; caught since the eleventh session), a comparison whose source names no second
# operand ("Random retrieval gives much better performance than ... kNN"), "the lowest novelty score" (the
# paper: "the highest novelty score (lowest self-BLEU)").
FORTY_SECOND = [
    ("SunSpider consists of 26 short-running programs, which take 26 ms on average [1].",
     "SunSpider consists of 26 short-running programs, which take 62 ms on average [1]."),
    ("Tracing achieves its best speedups on integer-heavy benchmarks, up to 25x on bitops-bitwise-and [1].",
     "Tracing achieves its best speedups on integer-heavy benchmarks, up to 52x on bitops-bitwise-and [1]."),
    ("TraceMonkey is the fastest VM on 9 of the 26 SunSpider benchmarks [1].",
     "TraceMonkey is the fastest VM on 19 of the 26 SunSpider benchmarks [1]."),
    ("On one benchmark program, TraceMonkey runs almost 5 times faster than V8 and SFX [1].",
     "On one benchmark program, TraceMonkey runs almost 5 times slower than V8 and SFX [1]."),
    ("TraceMonkey performs worst on the programs it does not trace and instead runs in the interpreter "
     "[1].",
     "TraceMonkey performs best on the programs it does not trace and instead runs in the interpreter [1]."),
    ("Because the implementation does not trace recursion, TraceMonkey achieves a small speedup or none on"
     " benchmarks that use recursion extensively [1].",
     "Because the implementation traces recursion, TraceMonkey achieves large speedups on benchmarks that "
     "use recursion extensively [1]."),
    ("The total time spent in the trace monitor is usually less than 5% [1].",
     "The total time spent in the trace monitor is usually more than 5% [1]."),
    ("The preemption guard at every loop edge increased runtime by less than 1% on most benchmarks [1].",
     "The preemption guard at every loop edge increased runtime by less than 3% on most benchmarks [1]."),
    ("Compiling the loop edge as an unconditional jump can make the normal case slightly faster, but "
     "preemption then becomes very slow [1].",
     "Compiling the loop edge as an unconditional jump can make the normal case slightly slower, and "
     "preemption then becomes very fast [1]."),
    ("Retrieving semantically similar examples with kNN gives much better performance than random "
     "retrieval [2].",
     "Random retrieval gives much better performance than retrieving semantically similar examples with "
     "kNN [2]."),
    ("Conditioning on high novelty increases novelty but can reduce semantic fidelity and BLEU [2].",
     "Conditioning on high novelty reduces novelty but can increase semantic fidelity and BLEU [2]."),
    ("Although SEPARATOR gets the highest novelty score, its BLEU score is quite low [2].",
     "Although SEPARATOR gets the lowest novelty score, its BLEU score is quite high [2]."),
    ("RAPT-based methods may not perform as well on a test set whose examples are semantically distant "
     "from the training data [2].",
     "RAPT-based methods perform just as well on a test set whose examples are semantically distant from "
     "the training data [2]."),
]
FORTY_SECOND_REFERENCES = """1. Gal, A., Eich, B., Shaver, M., et al. (2009). Trace-based Just-in-Time Type Specialization for Dynamic Languages. PLDI. [PDF](papers/tracemonkey.pdf)
2. Chowdhury, J. R., Zhuang, Y., & Wang, S. (2022). Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional Prompt Tuning. AAAI. [PDF](papers/rapt.pdf)
"""
# The forty-third draft (tenth session): the H. pylori meta-analysis subgroups and the sepsis GP-RNN, from their
# results; correct when written but for an RB012 info on "the other baseline models" (the paper's own baselines:
# "the other X" no longer points to other work). Spelling out the paper's abbreviations ("weighted mean difference"
# for its "WMD") hid the results sentence behind a caption until the reversal check read the paper's definitions.
# Missed: "a narrower rising range" ("wider"), "PPI triple therapy showed an obvious advantage over bismuth"
# ("advantage" is no cue); "also higher for children (5.93 mg/l) than for adults" is caught since the fourteenth
# session (a "than" on both sides: what the comparative governs before "than" is its first operand).
FORTY_THIRD = [
    ("The weighted mean difference of haemoglobin for children was 11.77 g/l, lower than the pooled "
     "estimate of 15.11 g/l for adults [1].",
     "The weighted mean difference of haemoglobin for children was 11.77 g/l, higher than the pooled "
     "estimate of 15.11 g/l for adults [1]."),
    ("The weighted mean difference of serum ferritin was also lower for children (5.93 mg/l) than for "
     "adults (15.08 mg/l) [1].",
     "The weighted mean difference of serum ferritin was also higher for children (5.93 mg/l) than for "
     "adults (15.08 mg/l) [1]."),
    ("The marked anaemia group achieved a wider rising range than the mild to moderate anaemia group [1].",
     "The marked anaemia group achieved a narrower rising range than the mild to moderate anaemia group "
     "[1]."),
    ("Bismuth triple therapy showed an obvious advantage over PPI triple therapy, with a haemoglobin "
     "difference of 20.73 g/l against 10.42 g/l [1].",
     "PPI triple therapy showed an obvious advantage over bismuth triple therapy, with a haemoglobin "
     "difference of 20.73 g/l against 10.42 g/l [1]."),
    ("The contrast between the intervention group and the control group appeared to increase with time "
     "[1].",
     "The contrast between the intervention group and the control group appeared to decrease with time "
     "[1]."),
    ("All the randomised controlled trials were performed in Asia, which may limit the external validity "
     "of the findings [1].", None),
    ("The various MGP-RNN methods substantially outperform both the clinical baselines and the other "
     "baseline models [2].",
     "The various MGP-RNN methods substantially underperform both the clinical baselines and the other "
     "baseline models [2]."),
    ("The extensions to the base MGP-RNN all improve its performance by a modest margin [2].",
     "The extensions to the base MGP-RNN all degrade its performance by a modest margin [2]."),
    ("At 4 hours before sepsis, the best model had only about 1.4 false alarms per true alarm at a "
     "sensitivity of 80% [2].",
     "At 4 hours before sepsis, the best model had only about 4.1 false alarms per true alarm at a "
     "sensitivity of 80% [2]."),
    ("The NEWS score previously implemented at the hospital had 3.2 false alarms per true alarm [2].",
     "The NEWS score previously implemented at the hospital had 2.3 false alarms per true alarm [2]."),
    ("The proposed method offers large reductions in the number of false alarms across all sensitivities "
     "compared with NEWS [2].",
     "The proposed method offers large increases in the number of false alarms across all sensitivities "
     "compared with NEWS [2]."),
    ("The mean length of stay was 121.7 hours, with a standard deviation of 108.1 hours [2].",
     "The mean length of stay was 212.7 hours, with a standard deviation of 108.1 hours [2]."),
]
FORTY_THIRD_REFERENCES = """1. Yuan, W., Li, Y., Yang, K., et al. (2010). Iron deficiency anemia in Helicobacter pylori infection: meta-analysis of randomized controlled trials. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
2. Futoma, J., Hariharan, S., Heller, K., et al. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. MLHC. [PDF](papers/sepsis.pdf)
"""
# The forty-fourth draft (tenth session): Expander Graph Propagation and PaperMage, from their results; correct
# when written. Missed: "92%" (it stands elsewhere), "dense ... linear diameter" ("sparse", "logarithmic": no
# cues), "gave Grobid an advantage over them" (a swap on "advantage").
FORTY_FOURTH = [
    ("With EGP layers, GIN solves the Tree-NeighborsMatch task at depth 5 with 100% accuracy [1].",
     "With EGP layers, GIN solves the Tree-NeighborsMatch task at depth 5 with 90% accuracy [1]."),
    ("Baseline GIN only reaches 29% on the same task [1].",
     "Baseline GIN only reaches 92% on the same task [1]."),
    ("The best-performing GNN without EGP cannot exceed 60% accuracy on Tree-NeighborsMatch [1].",
     "The best-performing GNN without EGP easily exceeds 60% accuracy on Tree-NeighborsMatch [1]."),
    ("Propagating information over the Cayley graph improves mean performance on all four OGB datasets, "
     "most clearly on ogbg-molhiv [1].",
     "Propagating information over the Cayley graph degrades mean performance on all four OGB datasets, "
     "most clearly on ogbg-molhiv [1]."),
    ("The construction leaves both the parameter count and the latent dimension of the model unchanged "
     "[1].",
     "The construction changes both the parameter count and the latent dimension of the model [1]."),
    ("The Cayley graphs used are sparse and 4-regular and have logarithmic diameter [1].",
     "The Cayley graphs used are dense and 4-regular and have linear diameter [1]."),
    ("The Transformer-based models performed better than Grobid at this task [2].",
     "The Transformer-based models performed worse than Grobid at this task [2]."),
    ("The Transformer models were trained on S2-VL data, which gave them an advantage over Grobid [2].",
     "The Transformer models were trained on S2-VL data, which gave Grobid an advantage over them [2]."),
]
FORTY_FOURTH_REFERENCES = """1. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. Learning on Graphs Conference. [PDF](papers/egp.pdf)
2. Lo, K., Shen, Z., Newman, B., et al. (2023). PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents. EMNLP Demos. [PDF](papers/papermage.pdf)
"""
# The forty-fifth draft (tenth session), author-year: TrustRank and S2ORC, from their experiments; one sentence
# got a false RB007 when written ("31,003,946 sites": the paper prints "31, 003, 946"; now read whole).
# Missed: "High PageRank turned out to be slightly better than inverse PageRank" (the source names no second
# operand), "PDFs for 53.6%" (it stands elsewhere), the two percentages swapped between fields.
FORTY_FIFTH = [
    ("Gyöngyi et al. (2004) grouped several billion pages into 31,003,946 sites.",
     "Gyöngyi et al. (2004) grouped several billion pages into 30,003,946 sites."),
    ("More than one third of the sites, 13,197,046 of them, were unreferenced (Gyöngyi et al., 2004).",
     "More than one third of the sites, 13,917,046 of them, were unreferenced (Gyöngyi et al., 2004)."),
    ("Because trust propagation relies on inlinks, it is unable to differentiate among sites without "
     "inlinks (Gyöngyi et al., 2004).",
     "Because trust propagation relies on inlinks, it is able to differentiate among sites without inlinks"
     " (Gyöngyi et al., 2004)."),
    ("Inverse PageRank turned out to be slightly better at identifying useful seed sets (Gyöngyi et al., "
     "2004).",
     "High PageRank turned out to be slightly better than inverse PageRank at identifying useful seed sets"
     " (Gyöngyi et al., 2004)."),
    ("From the top 1,250 sites by inverse PageRank, 178 were selected as good seeds (Gyöngyi et al., "
     "2004).",
     "From the top 1,250 sites by inverse PageRank, 187 were selected as good seeds (Gyöngyi et al., "
     "2004)."),
    ("In the evaluation sample, 563 sites featured quality content with zero or a statistically "
     "insignificant number of links to spam sites (Gyöngyi et al., 2004).",
     "In the evaluation sample, 536 sites featured quality content with zero or a statistically "
     "insignificant number of links to spam sites (Gyöngyi et al., 2004)."),
    ("S2ORC has abstracts for 90.4% of its papers, or 73.4M, and PDFs for 35.6%, or 28.9M (Lo et al., "
     "2020).",
     "S2ORC has abstracts for 90.4% of its papers, or 73.4M, and PDFs for 53.6%, or 28.9M (Lo et al., "
     "2020)."),
    ("The SciBERT pretraining corpus consisted of 82% biomedical and 18% computer science papers (Lo et "
     "al., 2020).",
     "The SciBERT pretraining corpus consisted of 82% computer science and 18% biomedical papers (Lo et "
     "al., 2020)."),
    ("S2ORC-SciBERT outperforms SciBERT on many tasks (Lo et al., 2020).",
     "S2ORC-SciBERT underperforms SciBERT on many tasks (Lo et al., 2020)."),
]
FORTY_FIFTH_REFERENCES = """- Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. VLDB. [PDF](papers/trustrank.pdf)
- Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. ACL. [PDF](papers/s2orc.pdf)
"""
# The forty-sixth draft (tenth session), Pandoc markers and BibTeX: the Open IE paper's experiments. Written
# correctly, four numbers of one sentence got false RB007 warnings (a figure caption sharing more words was read
# as the sentence restated; now a source sentence stating three of the claim's numbers together counts) and the
# copied "Tagging 80 instances took one of the authors about 25 minutes" got RB004 (the search ranked its passage
# seventh; now scored). Missed: "precision below 0.50 for most of the recall" (0.50 stands elsewhere), "handled
# ... easily because of local references" ("had difficulty ... because of nonlocal references"), a swap of
# "high-precision" and "high-recall".
FORTY_SIXTH = [
    ("On a blind test set of 100 NFL news articles, the adapted TextRunner had precision above 0.90 for a "
     "significant fraction of the recall for three of the five relations [@soderland2010].",
     "On a blind test set of 100 NFL news articles, the adapted TextRunner had precision below 0.50 for "
     "most of the recall for three of the five relations [@soderland2010]."),
    ("The TeamFinalScore relation reached precision 0.95 at recall 0.87 [@soderland2010].",
     "The TeamFinalScore relation reached precision 0.59 at recall 0.87 [@soderland2010]."),
    ("The GameLoser relation had precision 0.93 at recall 0.32 [@soderland2010].",
     "The GameLoser relation had precision 0.93 at recall 0.23 [@soderland2010]."),
    ("TextRunner had difficulty with the GameWinner relation because of nonlocal references "
     "[@soderland2010].",
     "TextRunner handled the GameWinner relation easily because of local references [@soderland2010]."),
    ("In about one third of the training examples, the game winner was not found in the same tuple as the "
     "game reference [@soderland2010].",
     "In about one third of the training examples, the game winner was found in the same tuple as the game"
     " reference [@soderland2010]."),
    ("Just 20 new instances of active learning lifted GameWinner precision from 0.48 at recall 0.19 to "
     "0.91 at recall 0.21 [@soderland2010].",
     "Just 20 new instances of active learning lifted GameWinner precision from 0.48 at recall 0.19 to "
     "0.81 at recall 0.21 [@soderland2010]."),
    ("Tagging 80 instances took one of the authors about 25 minutes [@soderland2010].",
     "Tagging 80 instances took one of the authors about 52 minutes [@soderland2010]."),
    ("TextRunner was developed for high-precision extraction from large corpora and not tuned for high "
     "recall from individual sentences [@soderland2010].",
     "TextRunner was developed for high-recall extraction from individual sentences and not tuned for high"
     " precision from large corpora [@soderland2010]."),
]
FORTY_SIXTH_BIBTEX = """@article{soderland2010, title = {Adapting Open Information Extraction to Domain-Specific Relations}, author = {Soderland, Stephen and Roof, Brendan and Qin, Bo and Xu, Shi and Mausam and Etzioni, Oren}, journal = {AI Magazine}, year = {2010}, file = {papers/openie.pdf}}
"""
# Findings known to be wrong on correct sentences, kept visible here rather than hidden: RB012's wording
# model reads "many other quark models" (the paper's own comparison, cited with it) as pointing to other work
# (an info; "the other methods" and "the other baseline models" were read so too until the tenth session).
KNOWN_FALSE = {("The model's spin-dependent interactions have the same forms as in many other quark models, but its "
                "spin-independent interactions do not [3].", "RB012"),
               # RB005 (an error): the abstract's "... since it has already been used in many other NLP tasks" is
               # read as stating the "used" the sentence denies; the paper's own "has not been utilized in event
               # detection" sits in a passage the check does not read (ninth session, not solved)
               ("The semantic information in semantic dependency graphs had not been used for event detection before "
                "SemEAGAT [1].", "RB005"),
               # RB012 (an info, defensible): the sentence is about other systems and cites a survey alone
               ("The performance of even the most recent transcription systems is still clearly below that of a human "
                "expert (Benetos et al., 2013).", "RB012"),
               # RB004 (a warning): a paraphrase joining two of the review's sentences ("revived ... by a group of
               # researchers brought together by CIFAR" and "without requiring labelled data") scores 0.375
               # against the overlap backend's 0.381; the passage holding both is not among the best windows
               ("Around 2006, researchers brought together by CIFAR revived deep feedforward networks with "
                "unsupervised procedures that needed no labelled data [1].", "RB004"),
               # RB012 (an info, defensible): a sentence about the field ("only a few works have tried ...")
               # citing the one paper that says so
               ("Only a few works have tried to control how novel a generated paraphrase is, as opposed to simply "
                "raising its novelty [2].", "RB012"),
               # RB004 (a warning): a short paraphrase of a summary's clause ("the simplest method tested also
               # appears to perform the best"); the search scores a methods passage about "the simplest form
               # of automatic segmentation" instead (0.33 against 0.38)
               ("The simplest method tested seems to work best (Stowell & Plumbley, 2014).", "RB004"),
               # RB012 (an info, defensible): the sentence reports other work the paper cites ("recent findings
               # that showed that there are models which ...")
               ("Some models with no cosmological constant still have a negative volume deceleration parameter, which "
                "suggests back-reaction and averaging as an alternative to dark energy (Bolejko & Andersson, 2008).",
                "RB012"),
               # RB012 (an info): "Like most explanation methods ..., however, MMACE does not ..." reads as pointing to
               # other work; the comparison with most methods is the paper's own (fourteenth session, not solved)
               ("Like most explanation methods for molecular property models, however, MMACE does not take the chemical "
                "stability of its counterfactuals into account [2].", "RB012"),
               # sixth batch, not solved: RB005 (an error) reads "could not be evaluated" as a denial of what a
               # sentence reporting the tool's error never says (a rule for inabilities lost 22 pool reversals);
               # ("negligible benefit" against "a scheme that can be combined with spatial aggregation to improve
               # the accuracy" was solved in the fifteenth session: a purpose infinitive in a clause of use or
               # possibility states no finding; RB004's "recovered six of them" at 0.36 against "We found 6 out of
               # 9 hurricanes" in the sixteenth: the overlap backend reads a number word as its digits)
               ('SelfChecker could not be evaluated on five of the Bank Customer models because its KDE generation step failed with a singular-matrix error [1].', "RB005"),
               # seventh batch, not solved (RB005 errors): "correlations ... exceeding 0.95" against "the noise and MP3
               # degradations": ("does much worse than the similarly fast ResNet50" against "is slightly faster than
               # ResNet50; it performs much worse ..." was solved in the sixteenth session: no operand reaches across
               # a semicolon)
               # a bound read as a rise (reading it as no cue lost a tested "cannot exceed 60%" reversal). ("DPR loses
               # only 3-5 points" against "generalizes well, with 3-5 points loss" was solved in the fifteenth session:
               # a measured "loss" is a fall, the noun of "lose", and an adverb's anchor ends at its comma; "cannot be
               # applied to large databases, though they are valuable when ..." against the sentence on the second
               # clause, "Such systems can, however, be useful when ...", in the sixteenth: the paper's "are not
               # applicable", one sentence before, denies what "cannot be applied" denies.)
               ('Noise and MP3 degradation left features from the ss, rm and dd methods largely intact, with correlations to the original features exceeding 0.95 in all cases, whereas matching-pursuit features proved far less stable [1].', "RB005"),
               # RB012 (an info, fifth batch): "all other methods" are the paper's own baselines (its planted variant too)
               ('Each extension added to the base MGP-RNN, such as target replication, a sum of separable kernels, medication effects and missingness indicators, improves it only by a modest margin, although the complete model consistently beats all other methods on every metric examined [1].', "RB012"),
               ('Each extension added to the base MGP-RNN, such as target replication, a sum of separable kernels, medication effects and missingness indicators, improves it by a wide margin, although the complete model consistently beats all other methods on every metric examined [1].', "RB012"),
               # RB012 (an info, third batch): a sentence describing the cited tool in broad words ("the many ways
               # authors specify metadata" was solved in the fifteenth session: "many ways authors" is no prior work)
               # RB012 (an info, fourteenth batch, defensible): a survey's own field-wide claim ("the vast majority
               # of AMT techniques can estimate note dynamics ...") cited to the survey alone
               ("Although most AMT methods can estimate note dynamics from pitch salience or activations, their "
                "accuracy on dynamics has not yet been evaluated, partly for lack of ground-truth data [3].", "RB012"),
               ("PaperMage is an open-source Python toolkit that brings disparate state-of-the-art NLP and computer vision models together under one framework for processing visually-rich scientific documents, and it already underpins Semantic Scholar's production pipeline for millions of PDFs [1].", "RB012"),
               # RB012 (an info, eighth batch, defensible): "prior systems" are the ones the paper's own table
               # compares with (a writer could cite the work the table takes their scores from)
               # RB004 (a warning, ninth batch, on both versions): a two-sentence paraphrase ("A relatively
               # straightforward six-step synthesis ..., and the authors suggest the route could be scaled up ...")
               # scores 0.33 against the window the search picks, the second sentence's ("six" now reads as the
               # source's "6-step" digits, sixteenth session, but "synthesis" is not "synthetic" and the window
               # holding the first sentence is not among the best)
               ("A relatively straightforward six-step synthesis produced 33RE in modest yields, and the authors "
                "suggest the route could be scaled up for further pharmacokinetic and preclinical testing [3].", "RB004"),
               # RB004 (a warning, sixteenth batch): "... raises accuracy, and the full model is always better than its
               # simplified variants" at 0.36: the search scores the method section that names class-specific metrics,
               # not the results paragraph ("always better than its simplified versions") or Table 1
               ("The ablation on the same data shows that each component contributes: equipping the plain C2B distance "
                "with class-specific metrics or with significance coefficients raises accuracy, and the full model is "
                "always better than its simplified variants [1].", "RB004"),
               # RB004 (a warning, sixteenth batch, on both versions): "The authors concede that the evidence base
               # comprises just eight RCTs, all carried out in Asia, which may restrict how far the conclusions
               # generalise" at 0.35 against "Only eight RCTs were available, and all the studies were performed in
               # Asia" and "the external validity of our findings may be limited": a paraphrase in other words
               ("The authors concede that the evidence base comprises just eight RCTs, all carried out in Asia, which "
                "may restrict how far the conclusions generalise [2].", "RB004"),
               # RB012 (infos, sixteenth batch): "consistent with earlier reports that ..." points to other work
               # (defensible: the paper cites three for it); "more recent sequence models such as Bi-LSTM+GAN and
               # LearnToSelectED" are the paper's own baselines (both versions)
               ("Genotype had no significant effect on the heat-induced loss in grains per spike, consistent with "
                "earlier reports that post-anthesis heat stress barely affects kernel number [1].", "RB012"),
               ("Its advantage lies mainly in precision, as more recent sequence models such as Bi-LSTM+GAN and "
                "LearnToSelectED still achieve higher recall [3].", "RB012"),
               ("Its advantage lies mainly in recall, as more recent sequence models such as Bi-LSTM+GAN and "
                "LearnToSelectED still achieve higher precision [3].", "RB012"),
               # RB012 (an info, seventeenth batch, on both versions): "many physics papers format their references
               # without titles" speaks of the corpus's papers, not of prior work
               ("On average, LaTeX parses yield markedly fewer linked bibliography entries than GROBID-parsed PDFs, "
                "largely because many physics papers format their references without titles, which the title-based "
                "linking algorithm cannot handle [1].", "RB012"),
               ("On average, LaTeX parses yield markedly more linked bibliography entries than GROBID-parsed PDFs, "
                "largely because many physics papers format their references without titles, which the title-based "
                "linking algorithm cannot handle [1].", "RB012"),
               # RB004 (a warning, eighteenth batch, on both versions): "may make RAPT less effective when test inputs
               # are semantically distant ..." at 0.375 against the very passage ("would not perform as well on a
               # testing dataset where the examples are semantically distant ..."): a paraphrase in other words
               ("The authors caution that this reliance on retrieval may make RAPT less effective when test inputs are "
                "semantically distant from everything in the training set [2].", "RB004"),
               # RB012 (an info, twenty-second batch, on both versions): "all other methods" are the paper's own
               # baselines ("The most complete model ... consistently outperformed all other methods")
               ("In matched lookback validation, each extension to the base MGP-RNN improved its performance by a "
                "modest margin, and the complete model with every extension outperformed all other methods on every "
                "metric considered [1].", "RB012"),
               ("In matched lookback validation, each extension to the base MGP-RNN degraded its performance by a "
                "modest margin, and the complete model with every extension outperformed all other methods on every "
                "metric considered [1].", "RB012"),
               # RB004 (a warning, tenth batch, on both versions): "causes a clear accuracy loss, yet 1-D, 2-D and
               # relative positional encodings perform almost identically" at 0.35 against the appendix list that
               # names the encodings; the result ("a large gap ... little to no difference") shares few words
               ("Dropping positional embeddings altogether causes a clear accuracy loss, yet 1-D, 2-D and relative "
                "positional encodings perform almost identically [3].", "RB004"),
               # RB004 (a warning, eleventh batch, on both versions): "Both ingredients matter independently: ..."
               # scores 0.38095 against the overlap backend's 0.381, its evidence the method section the sentence
               # borrows its words from, not the results ("always better than its simplified versions")
               ("Both ingredients matter independently: adding only class-specific metrics or only significance "
                "coefficients to the plain C2B distance raises accuracy, and the full model outperforms every one of "
                "its reduced variants [1].", "RB004"),
               ("Both ingredients matter independently: adding only class-specific metrics or only significance "
                "coefficients to the plain C2B distance raises accuracy, but the full model fails to outperform its "
                "reduced variants [1].", "RB004"),
               # RB012 (an info, twelfth batch, defensible): "Unlike most prior IE work, ..." is the cited paper's
               # own comparison ("Unlike most existing IE research, a user does not specify ...")
               ("Unlike most prior IE work, the discovery procedure runs with no human intervention, as the user does "
                "not need to specify the type of articles or information to be extracted [1].", "RB012"),
               # RB005 (an error on a planted variant, twelfth batch, for the wrong reason): "and even outperformed
               # it" is the error, but the finding blames the unchanged "without using any unlabeled target-domain
               # data" against a sentence that states AdaptSegNet's use of it
               ("Even without using any unlabeled target-domain data, G-pooling came within 0.61% mIoU of the domain "
                "adaptation method AdaptSegNet on the Potsdam-to-Vaihingen transfer, and even outperformed it [2].",
                "RB005"),
               # RB004 (a warning, thirteenth batch, on both versions): a sentence compressing five of the paper's
               # (a rise, a fall, over-smoothing, two layers chosen) scores 0.30 against a passage holding the rise
               ("Deeper EAGAT stacks help only up to a point: F1 first climbs and then declines as layers are added, a "
                "drop the authors attribute to over-smoothing, and two layers were ultimately chosen [1].", "RB004"),
               ("In the comparison with prior systems on QQP 140K, SEPARATOR attains the lowest self-BLEU but a rather "
                "low BLEU, so the GPT2-medium RAPT variants reach a far higher iBLEU (14.33 and 15.05 against 5.84) [2].",
                "RB012"),
               # RB007 (warnings, twenty-fourth batch, on both versions): "roughly 216 million" disparity estimates
               # for Table II's 215.7 in a column of millions (the unit stands in a footnote), and the fix offered
               # is a GPU's model number, "Quadro FX 5800"; a difference the writer worked out from a table ("by
               # roughly 15 F1 points", 93.7 against 78.9 and 78.2) is in no passage
               ("Their CUDA implementation on a GeForce GTX 680 was the fastest of the compared real-time methods, at "
                "roughly 216 million disparity estimates per second or 90 frames per second for 320 × 240 images with "
                "32 disparity levels [2].", "RB007"),
               ("Their CUDA implementation on a GeForce GTX 680 was the fastest of the compared real-time methods, at "
                "roughly 216 million disparity estimates per second or 60 frames per second for 320 × 240 images with "
                "32 disparity levels [2].", "RB007"),
               ("Even when scoring was restricted to the categories for which Grobid returns bounding boxes, I-VILA still "
                "outperformed Grobid by roughly 15 F1 points (93.7 versus about 79) [2].", "RB007"),
               # RB004 (a warning, twenty-fourth batch, on both versions): a per-category recall read off a table's
               # row ("14.0 versus 42.6") scores 0.29 / 0.31 against the table's caption
               ("Per-category results show that the neural Grobid variant recalled far fewer author tokens than its CRF "
                "counterpart (14.0 versus 42.6) [2].", "RB004"),
               ("Per-category results show that the neural Grobid variant recalled far more author tokens than its CRF "
                "counterpart (14.0 versus 42.6) [2].", "RB004"),
               # RB004 (a warning, twenty-fifth batch, on both versions): three values read off a table's columns
               # (coverage, average precision, rank loss) score 0.35 against the passage on the cross-validation
               ("On PASCAL VOC 2010 it likewise obtained the lowest coverage (0.843) and the highest average precision "
                "(0.548), although the simple B2C baseline achieved a slightly lower rank loss (0.148) than the C2B-SC "
                "variant (0.150) [2].", "RB004")}
OWN = ["We build on these ideas and propose a reading assistant that checks citations in generated text.",
       "In our experiments, every draft was checked twice by two annotators."]
# What each planted error must get: the code and words of its message.
PLANTED = {
    # the twelfth session's paraphrasing drafts
    "roughly 2,000 sites": ("RB007", "it says 200"),
    "precision reaches 0.68": ("RB007", "it says 0.86"),
    "does not improve iron deficiency anaemia": ("RB005", "strategy to improve IDA"),  # the sentence stating it
    "was 21.88 g/l": ("RB007", "it says 12.88"),  # the estimate, not its interval's bound 19.74
    "at least 2.5-fold": ("RB007", "2.5-fold does not appear"),
    "correlated positively with the traits [2]": ("RB005", "\"correlated positively\", the source \"negative correlation\""),
    "100 or 200 times": ("RB007", "it says 10"),
    "harder to train and generalized worse": ("RB005", "\"worse\", the source \"better\""),
    "roughly doubled the error rates": ("RB005", "\"doubled\", the source \"halving\""),
    "are still outperformed at classification": ("RB005", "of the two the other way round"),
    "their combinations alike": ("RB005", "were not judged alike"),
    "multimodal feedback was rated better": ("RB005", "\"better\", the source \"not evaluated better\""),
    "significantly less annoying": ("RB005", "\"less annoying\", the source \"more annoying\""),
    "came significantly later": ("RB005", "\"later\", the source \"earlier\""),
    "Visual feedback produced the highest": ("RB005", "\"highest\", the source \"lowest\""),
    "significantly longer for visual and haptic": ("RB005", "\"longer\", the source \"shorter\""),
    "correlates poorly with subjective ratings": ("RB005", "\"is not a feasible\", the source \"feasible\""),
    # caught, but explained by a pairing of "well" with the source's "smaller" (its "consistent" is not a cue)
    "VESPA is inconsistent": ("RB005", "the method is consistent"),
    "worse than its simplified versions": ("RB005", "\"worse\", the source \"better\""),
    "generalizes worse to unseen": ("RB005", "\"worse\", the source \"better\""),
    "by 17.1% in unseen": ("RB007", "it says 7.1%"),
    "reaches the lowest fidelity": ("RB005", "\"lowest\", the source \"highest\""),  # not the lowest SR
    "SR fell from 33.7% to 29.3%": ("RB005", "\"from 33.7% to 29.3\""),
    "The baselines substantially outperform RAPT": ("RB005", "of the two the other way round"),
    "lowers novelty and raises semantic fidelity": ("RB005", "\"lowers\", the source \"increases\""),
    "such algorithms guarantee that matches": ("RB005", "\"guarantee\", the source \"does not guarantee\""),
    "less coherent over time, while raising": ("RB005", "\"raising\", the source \"reduced\""),
    "accuracy gets markedly worse": ("RB005", "\"worse\", the source \"improvements\""),
    "Relying on the current cost pays off when noise is high": ("RB005", "rely on the auxiliary cost when noise is high"),
    "far less robust to noise": ("RB005", "\"less robust\", the source \"more robust\""),
    "more selective for the C-domain than for the N-domain": ("RB005", "of the two the other way round"),
    "seems to work worst": ("RB005", "\"worst\", the source \"best\""),
    "scalable video raises the rate": ("RB005", "\"raises\", the source \"reduced\""),
    "striping gives a shorter system delay": ("RB005", "of the two the other way round"),
    "F-measures of 0.54 and 0.65": ("RB007", "it says 0.45"),
    "yields worse source separation": ("RB005", "\"worse\", the source \"better\""),
    "detected missing notes best": ("RB005", "\"best\", the source \"lower\""),
    "DPR is beaten by BM25": ("RB005", "\"beaten\", the source \"outperforming, of the two the other way round\""),
    "The clinical baselines clearly beat all MGP-RNN variants": ("RB005", "\"beat\", the source \"outperform"),
    "flagged sepsis 7 hours before": ("RB007", "it says 17 hours"),
    "degrades its performance slightly": ("RB005", "\"degrades\", the source \"improve\""),
    "raised about 2.4 false alarms": ("RB007", "it says 1.4"),
    "holds 75.5% of the total importance": ("RB007", "it says 57.5%"),
    "R4 is 11.5 times more important than R1": ("RB005", "of the two the other way round"),
    "Fitting the supernova data requires a negative": ("RB005", "does not require that the volume deceleration"),
    "S2ORC covers 18.1M": ("RB007", "it says 81.1M"),
    "12.4M": ("RB007", "it says 8.1M"),
    "a harder time": ("RB005", "\"harder\", the source \"easier\""),
    "Backpropagation does not help": ("RB005", "multiple levels of abstraction"),
    "underperforms a strong BM25": ("RB005", "\"underperforms\", the source \"outperforms\""),
    "substantially more computational resources": ("RB005", "\"more computational\", the source \"fewer computational\""),
    "does not improve patient outcomes": ("RB005", "Early detection and treatment improves patient outcomes"),
    "297-fold": ("RB007", "it says 927-fold"),
    "less effective than": ("RB005", "\"less effective\", the source \"more effective\""),
    "inferior navigation performance": ("RB005", "\"inferior\", the source \"superior\""),
    "does not assess the relationships": ("RB005", "Class-to-Bag"),
    "ten more small NEOs than some previous": ("RB005", "\"more small\", the source \"fewer small\""),
    "are able to capture": ("RB005", "\"unable to capture\""),
    "352 unique NEOs": ("RB007", "it says 235"),
    "does not match the observed data": ("RB005", "\"does not match\", the source \"matches\""),
    "in poor agreement": ("RB005", "\"poor\", the source \"good\""),
    "work worse for b-flavored": ("RB005", "\"worse\", the source \"better\""),
    "observations leads to volume acceleration": ("RB005", "the source \"does not lead to volume acceleration\""),
    "now comparable to that of a": ("RB005", "\"comparable\", the source \"below\""),
    "is outperformed by a strong Lucene-BM25": ("RB005", "of the two the other way round"),
    "adding only 36% parameters": ("RB007", "it says 3.6%"),
    "attains poor results": ("RB005", "\"poor\", the source \"excellent\""),
    "do not differ in substrate processing": ("RB005", "\"do not differ\""),
    "markedly less selective": ("RB005", "\"less selective\", the source \"more selective\""),
    "proved no more effective": ("RB005", "\"no more\", the source \"more effective\""),
    "pre-trained on the JFT-300M dataset are outperformed": ("RB005", "\"outperformed\", the source \"outperform, of the two"),
    "SGD works slightly better than Adam": ("RB005", "of the two the other way round"),
    "the BiT CNNs are outperformed by ViT": ("RB005", "of the two the other way round"),
    "models improves significantly": ("RB005", "\"improves\", the source \"drops\""),
    "the slowest and least accurate": ("RB005", "\"slowest\", the source \"fastest\""),
    "does not correlate with subjective": ("RB005", "correlates highly"),
    "is the same as the arithmetic": ("RB005", "is not the same"),
    "within 4% of full": ("RB007", "4% differs from [3]: it says 0.4%"),
    "computationally cheap": ("RB005", "\"cheap\", the source \"expensive\""),
    "performs poorly on both": ("RB005", "\"poorly\", the source \"well\""),
    "62.5% against": ("RB007", "it says 65.2%"),
    "performed worse than natural": ("RB005", "\"worse\", the source \"better\""),
    "takes 14% longer": ("RB007", "14% differs from (Dean & Ghemawat, 2004): it says 44%"),
    "consistently underperforms the original": ("RB005", "\"underperforms\", the source \"outperforms\""),
    "sepsis 7 hours before": ("RB007", "it says 17 hours"),
    "many fewer paragraphs": ("RB005", "\"fewer paragraphs\", the source \"more paragraphs\""),
    "Paper Plain raised participants": ("RB005", "\"raised\", the source \"lowered\""),
    "increases wheat yield": ("RB005", "\"increases\", the source \"decreases\""),
    "these changes were lower in the": ("RB005", "\"lower\", the source \"higher\""),
    "small NEO is smaller than": ("RB005", "the impact probability"),
    "substantially degrades": ("RB005", "\"degrades\", the source \"improves\""),
    "therefore higher dispatch cost": ("RB005", "\"higher\", the source \"lower\""),
    "generalizes worse to": ("RB005", "\"worse\", the source \"better\""),
    "M3I method clearly underperforms": ("RB005", "\"underperforms\", the source \"outperforms\""),
    "performed worse at this task": ("RB005", "\"worse\", the source \"better\""),
    "a few points above comparable": ("RB005", "\"above\", the source \"below\""),
    "performs consistently worse than BM25": ("RB005", "\"worse\", the source \"better\""),
    "gives a worse response": ("RB005", "Bismuth based triple therapy has a better response"),
    "precision over 0.95": ("RB007", "0.95 differs from [2]: it says 0.90"),
    "higher system delay than striping in a video server": ("RB005", "\"higher\", the source \"lower\""),
    "recall of 0.89": ("RB007", "0.89 differs from [5]: it says 0.98"),
    "DeepInfer is 3.27 times slower": ("RB005", "\"slower\", the source \"faster\""),
    "runs about 3.27 times slower": ("RB005", "\"slower\", the source \"faster\""),
    "cannot explain deep learning": ("RB005", "can explain DL predictions"),
    "worse effectiveness than": ("RB005", "\"worse\", the source \"better\""),
    "rewards underperform the commonly": ("RB005", "\"underperform\", the source \"outperform\""),
    "R2R provide enough supervision": ("RB005", "the source \"are not capable of providing\""),
    "brought large performance improvements": ("RB005", "the source \"few performance improvements\""),
    "computationally cheap and truly": ("RB005", "\"cheap\", the source \"expensive\""),
    "generalizes significantly worse than": ("RB005", "\"worse\", the source \"better\""),
    "structure varies substantially": ("RB005", "\"varies\", the source \"does not vary\""),
    "brings large improvements when no noise": ("RB005", "the source \"improvements are negligible\""),
    "amplifies the effect of noise": ("RB005", "\"amplifies\", the source \"reduced\""),
    "have lower Cheeger constants": ("RB005", "\"lower\", the source \"higher\""),
    "curvature is in itself an impediment": ("RB005", "the source \"is not in itself\""),
    "Grain yield is less sensitive": ("RB005", "read with \"more\" for \"less\""),
    "whereas bandwidth features encode": ("RB005", "\"encode\", the source \"do not encode\""),
    "factor of ten more small NEOs than some previous": ("RB005", "\"more small\", the source \"fewer small\""),
    "by some 30%": ("RB007", "30% differs from [3]: it says 10%"),
    "data requires the volume deceleration": ("RB005", "\"requires\", the source \"does not require\""),
    "were lower in the intervention groups": ("RB005", "\"lower\", the source \"higher\""),
    "anaemia is currently recommended": ("RB005", "\"recommended\", the source \"is not currently recommended\""),
    "the VM can guarantee that": ("RB005", "\"guarantee\", the source \"can not guarantee\""),
    "and was tuned for high recall": ("RB005", "\"tuned\", the source \"and not tuned\""),
    "Self-BLEU explicitly measures": ("RB005", "\"measures\", the source \"does not explicitly measure\""),
    "Even without scalable video": ("RB005", "the source \"would not be able\""),
    "Computer arithmetic is the same as": ("RB005", "\"same\", the source \"is not the same\""),
    "Multimodal feedback was rated subjectively": ("RB005", "\"better\", the source \"not evaluated better\""),
    "extraction error by 93%": ("RB007", "93% differs from [1]: it says 39%"),
    "REALM requires hand-tagged seeds": ("RB005", "\"requires\", the source \"does not require\""),
    "about 50% larger than for one": ("RB005", "\"larger\", the source \"smaller\""),
    "8-fold increase in binding affinity": ("RB005", "\"increase\", the source \"decrease\""),
    "NEWS were designed to": ("RB005", "\"designed\", the source \"were not designed\""),
    "substantially underperforms clinical": ("RB005", "\"underperforms\", the source \"outperforms\""),
    "but with more errors": ("RB005", "\"more errors\", the source \"fewer errors\""),
    "modify the original input files": ("RB005", "\"modify\", the source \"without modifying\""),
    "Paper Plain increased participants": ("RB005", "\"increased\", the source \"lowered\""),
    "three times fewer full-text papers": ("RB005", "\"fewer full-text\", the source \"more full\""),
    "reliance on CNNs is necessary": ("RB005", "\"necessary\", the source \"is not necessary\""),
    "Like multi-task learning, adapter-based": ("RB005", "\"requires\", the source \"does not require\""),
    "local minima are a serious issue": ("RB005", "\"serious\", the source \"are not a serious\""),
    "image patches still perform poorly": ("RB005", "\"poorly\", the source \"well\""),
    "Getis-Ord pooling hurts generalization": ("RB005", "\"hurts\", the source \"improve"),
    "388 word pieces": ("RB007", "388 does not appear in [1]: it says 288"),
    "by 10% to 21% absolute": ("RB007", "differs from [1]: it says"),
    "reaches 85.88% accuracy": ("RB007", "85.88% does not appear in [2]: it says 88.55%"),
    "TableFormer decreases training time": ("RB005", "\"decreases\", the source \"increases\""),
    "were negatively correlated with the traits": ("RB005", "\"negatively correlated\", the source \"positive correlation\""),
    "FM features were more predictive of species identity": ("RB005", "\"more predictive\", the source \"less predictive\""),
    "at least 200 times faster": ("RB007", "200 times does not appear in [1]: it says 20 times"),
    "is harder than decomposing": ("RB005", "\"harder\", the source \"easier\""),
    "reduces the redundancy of the data": ("RB005", "\"reduces\", the source \"increase\""),
    "also improves semantic fidelity": ("RB005", "\"improves\", the source \"reduce\""),
    "RAPT substantially underperforms": ("RB005", "\"underperforms\", the source \"outperforms\""),
    "performed better than prompt tuning": ("RB005", "\"better\", the source \"did not observe better\""),
    "gives large improvements even when": ("RB005", "\"improvements\", the source \"improvements are negligible\""),
    "significantly less robust to noise": ("RB005", "\"less robust\", the source \"more robust\""),
    "four ablated variants perform better": ("RB005", "\"better\", the source \"worse\""),
    "the F1 score at first declines": ("RB005", "\"declines\", the source \"increasing\""),
    "always gives a higher delay than striping": ("RB005", "\"higher\", the source \"lower\""),
    "can increase the total system cost": ("RB005", "\"increase\", the source \"reduce\""),
    "Storing VBR video is more straightforward": ("RB005", "\"more straightforward\", the source \"less straightforward\""),
    "give less accurate estimates than iterative": ("RB005", "\"lower\", the source \"increased\""),
    "was rated clearly better subjectively": ("RB005", "\"better\", the source \"not evaluated better\""),
    "produced a lower P300 amplitude": ("RB005", "\"lower\", the source \"higher\""),
    "7 blocks of 60 trials": ("RB007", "60 does not appear in [4]: it says 80"),
    "disk increases its load along": ("RB005", "\"increases\", the source \"does not increase\""),
    "fourfold decrease in bandwidth": ("RB005", "\"decrease\", the source \"increase\""),
    "the sgoldstino is protected by the Goldstone": ("RB005", "\"protected\", the source \"is not protected\""),
    "expected to be about 50% larger": ("RB005", "\"larger\", the source \"smaller\""),
    "the WW channel does not reduce": ("RB005", "\"does not reduce\", the source \"reduces\""),
    "Most other quark models include retarded": ("RB005", "\"include\", the source \"do not include\""),
    "software handle the complexity": ("RB005", "\"handle\", the source \"can not handle\""),
    "evaluated on 39 real-world": ("RB007", "39 differs from [4]: it says 29"),
    "still fall short of human performance": ("RB005", "\"fall\", the source \"exceed\""),
    "A linear model is innately accurate": ("RB005", "\"accurate\", the source \"is not innately accurate\""),
    "but requires training and computing gradients": ("RB005", "\"requires\", the source \"does not require\""),
    "MMACE accounts for the chemical stability": ("RB005", "\"accounts\", the source \"does not account\""),
    "will soon become widespread": ("RB005", "\"become\", the source \"will not become\""),
    "this overgeneralization was harmful in practice": ("RB005", "\"harmful\", the source \"was not harmful\""),
    "datasets are often large enough": ("RB005", "read with \"are not\" for \"are\""),
    "significantly degrades the semantic segmentation": ("RB005", "\"degrades\", the source \"improves\""),
    "global node increases the graph's diameter": ("RB005", "\"increases\", the source \"reduces\""),
    "hypotension lowers the risk": ("RB005", "\"lowers\", the source \"increases\""),
    "were designed to target sepsis": ("RB005", "\"designed\", the source \"were not designed\""),
    "a factor of ten more 10-meter NEOs": ("RB005", "read with \"less\" for \"more\""),
    "across, is well constrained": ("RB005", "\"constrained\", the source \"is not well-constrained\""),
    "more than once introduces a significant error": ("RB005", "the source \"does not introduce a significant\""),
    "the big bang is a single event": ("RB005", "\"single\", the source \"is not a single\""),
    "back-reaction can explain the apparent": ("RB005", "\"explain\", the source \"can not explain\""),
    "the schemes operate entirely without": ("RB005", "\"operate\", the source \"do not operate\""),
    "approaches are capable of handling": ("RB005", "\"capable\", the source \"are not capable\""),
    "such as R2R provide enough supervision": ("RB005", "\"provide\", the source \"are not capable of providing\""),
    "Focal-oriented rewards underperform": ("RB005", "\"underperform\", the source \"outperform\""),
    "distances are computationally cheap": ("RB005", "\"cheap\", the source \"expensive\""),
    "distance metric suffices to characterize": ("RB005", "\"suffices\", the source \"may not suffice\""),
    "software is designed for easy extension": ("RB005", "\"designed\", the source \"are not necessarily designed\""),
    "PDF are strictly nested": ("RB005", "\"nested\", the source \"are not strictly nested\""),
    "models performed worse than Grobid": ("RB005", "\"worse\", the source \"better\""),
    "three times fewer full text papers than PubMed": ("RB005", "\"fewer full\", the source \"more full\""),
    "LaTeX sources is of better quality": ("RB005", "\"better\", the source \"worse\""),
    "with iron is less effective than iron alone": ("RB005", "\"less effective\", the source \"more effective\""),
    "seemed to decrease with time": ("RB005", "\"decrease\", the source \"increased\""),
    "SQuAD is ideal for open-domain QA": ("RB005", "\"ideal\", the source \"is not ideal\""),
    "context encoder is fine-tuned on": ("RB005", "\"fine-tuned\", the source \"is not fine-tuned\""),
    "Hybrid models slightly underperform ViT": ("RB005", "\"underperform\", the source \"outperform\""),
    "embeddings yield large improvements": ("RB005", "\"improvements\", the source \"do not yield improvements\""),
    "architecture yielded a significant boost": ("RB005", "the source \"did not yield a significant boost\""),
    "lower layers have a larger impact": ("RB005", "\"larger\", the source \"smaller\""),
    "by masking increases the modeling capacity": ("RB005", "\"increases\", the source \"reduce\""),
    "increases the data retrieved for type checking": ("RB005", "\"increases\", the source \"reduction\""),
    "kernel number by 36%": ("RB007", "36% differs from [1]: it says 63%"),
    "brings a 1.32% improvement": ("RB007", "1.32% does not appear in [2]: it says 1.23%"),
    "G-pooling underperforms P-pooling": ("RB005", "\"underperforms\", the source \"outperforms\""),
    "AdaptSegNet is just 6.1%": ("RB007", "6.1% does not appear in [2]: it says 0.61%"),
    "fewer than 2000 ": ("RB007", "it says 200 "),
    # the thirty-seventh draft (tenth session)
    "A 36-fold increase in binding affinity": ("RB005", "\"increase\", the source \"decreased\""),
    "solved at 1.8 Å": ("RB007", "it says 2.2"),
    "keeps the salt bridge": ("RB005", "\"loses\", the source \"enhanced\""),
    "found a negative correlation of 0.88": ("RB005", "\"negative correlation\", the source \"positive correlation\""),
    "SelfChecker handles a model": ("RB005", "\"handles\", the source \"does not handle\""),
    "predicted permeability is negatively correlated": (
        "RB005", "\"negatively correlated\", the source \"positively correlated\""),
    "does not depend on the accuracy of the black-box": ("RB005", "\"does not depend\", the source \"depends\""),
    # the thirty-eighth
    "judged significantly higher": ("RB005", "\"higher\", the source \"lower\""),
    "produced the highest P300 peak": ("RB005", "\"highest\", the source \"lowest\""),
    "significantly longer reaction times": ("RB005", "\"longer\", the source \"shorter\""),
    "and 70% of them": ("RB007", "it says 80"),
    "wrong digits, was analyzed": ("RB005", "\"analyzed\", the source \"was not analyzed\""),
    # (the hundred-and-sixth's "cut the missing area ... by 64%" is missed)
    "reduces the missing area under the precision/recall curve by 64%": ("RB007", "it says 46%"),
    # (the hundred-and-fifty-third's "every relation examined, shrinking ... by 64%" is missed: a table's 0.636)
    "relation, shrinking the missing area under the precision/recall curve by 64%": ("RB007", "it says 46%"),
    "becomes 23% higher": ("RB005", "\"higher\", the source \"lower\""),
    "REALM underperforms the TextRunner": ("RB005", "\"underperforms\", the source \"outperforms\""),
    "about 60% of the pages": ("RB007", "it says 90%"),
    "36 (57%)": ("RB007", "it says 75%"),
    "Pattern-learning methods run in time constant": ("RB005", "run time is constant in the number of relations\""),
    "REALM runs in time linear": ("RB005", "the source \"In essence, pattern-learning methods run in time linear"),
    # the thirty-ninth
    "gives significant improvements when no noise": ("RB005", "the source \"improvements are negligible\""),
    "yields no significant improvements in accuracy": (
        "RB005", "\"no significant improvements\", the source \"improvements\""),
    "achieves the lowest speed": ("RB005", "\"lowest\", the source \"highest\""),
    "descriptors reduces the temporal coherence": ("RB005", "\"reduces\", the source \"improved\""),
    "is not solvable in polynomial time": ("RB005", "\"is not solvable\", the source \"solvable\""),
    "1989 genes showed": ("RB007", "it says 1998"),
    "took 3,618 CPU hours": ("RB007", "it says 36,180"),
    "approximately 15 minutes": ("RB007", "it says 45"),
    "Relying on the current cost is more beneficial when noise is high": (
        "RB005", "the source \"As intuition would suggest, it is more beneficial to rely on the auxiliary cost"),
    "revealed no differences in the positively": ("RB005", "\"no differences\", the source \"differences\""),
    # the fortieth
    "by far the slowest": ("RB005", "\"slowest\", the source \"fastest\""),
    "original features above 0.85": ("RB007", "0.85 does not appear in [1]"),
    "peaks at around 90%": ("RB007", "it says 70%"),
    "gave no significant boost": ("RB005", "\"no significant boost\", the source \"boost\""),
    "improves SR by 1.7%": ("RB007", "it says 7.1%"),
    "reduces SR by 5.5%": ("RB005", "\"reduces\", the source \"improves\""),
    "has the lowest fidelity scores": ("RB005", "\"lowest\", the source \"highest\""),
    "from 29.3% to 37.3%": ("RB007", "it says 33.7%"),
    "RCMrxr outperforms the model with the soft reward": ("RB005", "of the two the other way round"),
    # the forty-first
    "Around 80% of the discovered NEOs": ("RB007", "it says 50%"),
    "about 795 square degrees": ("RB007", "it says 975"),
    "There is a strong correlation between H and V": ("RB005", "the source \"is no correlation\""),
    "Some 16.5% of the real objects": ("RB007", "it says 6.5%"),
    "Omitting some objects introduces": ("RB005", "the source \"does not introduce a significant\""),
    "in poor agreement with the NEOWISE": ("RB005", "\"poor\", the source \"good\""),
    "183.6, 184.3, 146.7 and 178.5": ("RB007", "146.7 does not appear in [2]"),
    "Reproducing the supernova data requires": ("RB005", "\"requires\", the source \"does not require\""),
    "deceleration parameter is a quantity": ("RB005", "the source \"is not a quantity\""),
    # the forty-second
    "which take 62 ms on average": ("RB007", "62 ms does not appear in [1]"),
    "up to 52x on bitops": ("RB007", "it says 25x"),
    "almost 5 times slower than V8": ("RB005", "\"slower\", the source \"faster\""),
    "the normal case slightly slower": ("RB005", "\"slower\", the source \"faster\""),
    "high novelty reduces novelty": ("RB005", "\"reduces\", the source \"increases\""),
    "RAPT-based methods perform just as well": ("RB005", "\"perform\", the source \"would not perform\""),
    # the forty-third
    "11.77 g/l, higher than the pooled": ("RB005", "\"higher\", the source \"lower\""),
    "appeared to decrease with time": ("RB005", "\"decrease\", the source \"increased\""),
    "substantially underperform both the clinical": ("RB005", "\"underperform\", the source \"outperform\""),
    "all degrade its performance": ("RB005", "\"degrade\", the source \"improve\""),
    "about 4.1 false alarms": ("RB007", "it says 1.4"),
    "had 2.3 false alarms": ("RB007", "2.3 does not appear in [2]"),
    "large increases in the number of false alarms": ("RB005", "\"increases\", the source \"reductions\""),
    "stay was 212.7 hours": ("RB007", "it says 121.7"),
    # the forty-fourth
    "at depth 5 with 90% accuracy": ("RB007", "it says 100%"),
    "without EGP easily exceeds 60%": ("RB005", "\"exceeds\", the source \"can not exceed\""),
    "Cayley graph degrades mean performance": ("RB005", "\"degrades\", the source \"improvements\""),
    "The construction changes both": ("RB005", "\"changes\", the source \"unchanged\""),
    # ("performed worse than Grobid" repeats a planted error of the thirty-third draft, caught the same way)
    # the forty-fifth
    "into 30,003,946 sites": ("RB007", "it says 31,003,946"),
    "the sites, 13,917,046 of them": ("RB007", "it says 13,197,046"),
    "it is able to differentiate among sites": ("RB005", "\"differentiate\", the source \"unable to differentiate\""),
    "187 were selected as good seeds": ("RB007", "it says 178"),
    "536 sites featured quality content": ("RB007", "it says 563"),
    "S2ORC-SciBERT underperforms SciBERT": ("RB005", "\"underperforms\", the source \"outperforms\""),
    # the forty-sixth
    "reached precision 0.59 at recall 0.87": ("RB007", "it says 0.95"),
    "had precision 0.93 at recall 0.23": ("RB007", "it says 0.32"),
    "the game winner was found in the same tuple": ("RB005", "\"found\", the source \"was not found\""),
    "to 0.81 at recall 0.21": ("RB007", "0.81 does not appear in @soderland2010"),
    "about 52 minutes": ("RB007", "it says 25"),
    # caught since the eleventh session: a number bounded the other way (engine/scoring/bounds.py)
    "signal frames below": ("RB005", "\"below 95%\", the source \"above 95%\""),
    "usually more than 5%": ("RB005", "\"more than 5%\", the source \"less than 5%\""),
    # ... and a small count changed in the sentence restated (engine/scoring/counts.py)
    "compounds two orders of magnitude": ("RB007", "it says three"),
    # the forty-seventh
    "P-pooling by less than 2%": ("RB005", "\"less than 2%\", the source \"more than 2%\""),
    "a good seed set of more than 200 sites": ("RB005", "\"more than 200\", the source \"less than 200\""),
    "are less than 20 terabytes": ("RB005", "\"less than 20\", the source \"more than 20\""),
    "peaks at under 30 GB/s": ("RB005", "\"under 30\", the source \"over 30\""),
    "Fewer than 1000 near-Earth objects": ("RB005", "\"Fewer than 1000\", the source \"more than 1000\""),
    "rise to more than 10% of total": ("RB005", "\"more than 10%\", the source \"up to 10%\""),
    "by at least 4 hops": ("RB005", "\"at least 4\", the source \"no more than 4\""),
    # the forty-eighth
    "Three scheduling strategies": ("RB007", "it says Four"),
    "requires at most two clocks": ("RB007", "it says three"),
    "was adopted because it allows": ("RB005", "\"allows\", the source \"does not allow\""),
    # the forty-ninth
    "An even number of differences": ("RB005", "the source \"An odd number of differences"),
    "the other two can learn": ("RB005", "\"learn\", the source \"neither of the other two learns\""),
    "offers substantial practical advantages": ("RB005", "the source \"little practical advantage\""),
    "remains trivial because it cannot learn": ("RB005", "\"can not learn\", the source \"learn\""),
    "a twofold increase": ("RB007", "it says fourfold"),
    # the fiftieth
    "depends on the size of the set": ("RB005", "\"depends\", the source \"independent\""),
    "at least three rules of inference": ("RB007", "it says one"),
    "with only three statements": ("RB007", "it says two"),
    "in the paper provide a basis for proving": ("RB005", "\"basis\", the source \"no basis\""),
    # the fifty-first
    "from 1.6 billion tokens": ("RB007", "it says 2.8 billion"),
    "reduced to 500 dimensions": ("RB007", "it says 300"),
    "contains 41 prepositions": ("RB007", "it says 14"),
    # the fifty-second
    "improves by 2.3% on F1": ("RB007", "it says 1.1%"),
    "SemEAGAT exceeds Bi-LSTM+GAN": ("RB005", "of the two the other way round"),
    "EAGAT layers is seven": ("RB007", "it says 2"),
    # the fifty-third
    "can predict both the spectra": ("RB005", "\"predict\", the source \"predict neither\""),
    "is largely unsuccessful in predicting": ("RB005", "\"unsuccessful\", the source \"successful\""),
    # each clause restating one source clause but holding a word of the other (swaps.py, eleventh session)
    "For low frequency words cbow-TM-5K": ("RB005", "the source \"The two methods perform similarly for low"),
    "is negative at the origin but soon becomes positive": ("RB005", "the source \"soon becomes negative\""),
    # the fifty-fourth
    "Several end-user applications": ("RB005", "\"end-user\", the source \"no end-user\""),
    "much superior to those": ("RB005", "\"superior\", the source \"inferior\""),
    "F-measures of 0.54 and": ("RB007", "it says 0.45"),
    "fluctuate around 0.80": ("RB007", "it says 0.60"),
    "performances around 60%": ("RB007", "it says 80 %"),
    # (missed; its only finding is RB012's info, as on the correct sentence: KNOWN_FALSE)
    "is now clearly above that of a human expert": ("RB012", "recent transcription systems"),
    # the fifty-fifth
    "relying on convolutional networks is necessary": ("RB005", "\"necessary\", the source \"is not necessary\""),
    "and therefore generalize well when trained": ("RB005", "\"well\", the source \"do not generalize well\""),
    "(2021) observed significant gains": ("RB005", "the source \"have not observed significant performance gains\""),
    "SGD works slightly better than Adam for ResNets in the authors'": ("RB005", "of the two the other way round"),
    "ViT-L/16 pre-trained on JFT-300M underperforms": ("RB005", "\"underperforms\", the source \"outperforms\""),
    "Vision Transformers overfit less than ResNets": ("RB005", "\"less\", the source \"more\""),
    "appear to saturate quickly": ("RB005", "\"saturate\", the source \"appear not to saturate\""),
    "embeddings yield clear improvements": ("RB005", "the source \"do not yield improvements\""),
    "slightly outperform ViT at large computational budgets": ("RB005", "\"smaller\", the source \"larger\""),
    # the fifty-sixth
    "pairs is not enough to beat BM25": ("RB005", "\"is not enough to beat\", the source \"outperform\""),
    "found natural paragraphs to work better": ("RB005", "of the two the other way round"),
    "brought a clear advantage over": ("RB005", "\"advantage\", the source \"do not find advantageous\""),
    "but capture lexical variations well": ("RB005", "\"capture\", the source \"can not capture\""),
    # (caught since the fifty-ninth draft's change, against another sentence where DPR outperforms BM25)
    "still does worse than BM25": ("RB005", "\"worse\", the source \"outperforming\""),
    # the fifty-seventh
    "are updated, so they cannot be shared": ("RB005", "\"can not be shared\", the source \"shared\""),
    "Variable fine-tuning does slightly worse": ("RB005", "\"worse\", the source \"better\""),
    "extensions to the adapter gave a significant boost": ("RB005", "the source \"did not yield a significant boost\""),
    # the fifty-eighth
    "understands tables worse than TAPAS": ("RB005", "\"worse\", the source \"better\""),
    "MapReduce provides support for atomic": ("RB005", "\"provides\", the source \"do not provide\""),
    # the fifty-ninth
    "GROBID is optimized for parsing": ("RB005", "\"optimized\", the source \"are not optimized\""),
    "S2ORC-SciBERT does worse than SciBERT": ("RB005", "\"worse\", the source \"outperforms\""),
    "sepsis do not improve patient outcomes": ("RB005", "\"do not improve\", the source \"improves\""),
    "Such scores were designed to target sepsis": ("RB005", "\"designed\", the source \"were not designed\""),
    # older drafts' planted errors caught since the eleventh session: a verb's "no" object in the source
    # ("imposes no constraints") against the thing stated plainly, and cbow/count the other way round
    "imposes strong constraints on the other superpartner": ("RB005", "\"constraints\", the source \"no constraints\""),
    "count vectors consistently outperform cbow vectors": ("RB005", "of the two the other way round"),
    # the seventy-second
    "TraceMonkey is the slowest VM": ("RB005", "\"slowest\", the source \"fastest\""),
    "its implementation traces recursion": ("RB005", "\"traces\", the source \"does not currently trace\""),
    "Dynamic languages are easier to compile": ("RB005", "\"easier\", the source \"more difficult\""),
    # the seventy-third
    "haemoglobin was 18.28 g/l": ("RB007", "it says 12.88"),
    "to prevent anaemia is now recommended": ("RB005", "the source \"is not currently recommended\""),
    "pipecolate, correlated positively": ("RB005", "\"correlated positively\", the source \"negative correlation\""),
    "Heat stress enhances photosynthesis": ("RB005", "\"enhances\", the source \"reduced\""),
    # the seventy-fourth
    "ViT beats ResNets of comparable size": ("RB005", "\"beats\""),
    "Hybrids do slightly worse than ViT": ("RB005", "\"worse\", the source \"outperform\""),
    "distributed on the Earth's surface vary substantially": ("RB005", "\"vary\", the source \"do not vary\""),
    "generalises significantly worse": ("RB005", "\"worse\", the source \"better\""),
    # the seventy-fifth
    "roughly ten times more small near-Earth": ("RB005", "\"more small\", the source \"fewer small\""),
    "the simplest appears to perform worst": ("RB005", "\"worst\", the source \"best\""),
    # the seventy-sixth
    "found medical papers harder to read": ("RB005", "\"harder\", the source \"easier\""),
    # the seventy-seventh
    "SQuAD is an ideal fit": ("RB005", "\"ideal\", the source \"is not ideal\""),
    # caught since the fourteenth session (the twenty-first's and the sixty-fourth's: "A rather than B is
    # easier" compares A with B; "needs" is the verb "requires" is)
    "also higher for children (5.93 mg/l) than for adults": ("RB005", "\"higher\", the source \"lower\""),
    "Decomposing observed phrase representations is easier than": ("RB005", "\"easier\", the source \"easier, of the two"),
    "distance needs significantly more computation": ("RB005", "\"more computation\", the source \"less computation\""),
    # the seventy-eighth
    "up to 500 µs of skew": ("RB007", "it says 50"),
    "four times less bandwidth": ("RB005", "\"less bandwidth\", the source \"increase\""),
    "also give a basis for proving termination": ("RB005", "\"basis\", the source \"no basis\""),
    # the seventy-ninth
    "Pearson correlation of 0.38": ("RB007", "it says 0.88"),
    "heteroatoms lowers predicted solubility": ("RB005", "\"lowers\", the source \"increases\""),
    "report that count-based vectors consistently beat cbow": ("RB005", "\"beat\", the source \"outperforming, of the two"),
    # (the hundred-and-twenty-second's "... and recovering the words from composed representations turned out to
    # be harder" is missed: a two-clause sentence whose first clause agrees)
    "vectors turned out to be harder than decomposing": ("RB005", "\"harder\", the source \"easier\""),
    "an AUC of 0.97": ("RB007", "0.97 does not appear in [3]"),
    # the eightieth
    "of which 110 contained": ("RB007", "it says 101"),
    "may be higher than that of existing": ("RB005", "\"higher\", the source \"lower\""),
    "curve by 46% on average relative to the strongest baseline": ("RB007", "it says 39%"),
    # the eighty-first
    "perform better for c-flavored than for b-flavored": ("RB005", "\"better\", the source \"better, of the two"),
    # the eighty-second
    "Reproducing the supernova observations requires the volume": ("RB005", "\"requires\", the source \"does not require\""),
    "and 46 known metabolites shifted": ("RB007", "it says 64"),
    # the eighty-third
    "mean accuracy of 0.872": ("RB007", "0.872 does not appear in [1]"),
    # the eighty-fourth
    "evoked the lowest P300 peak amplitude": ("RB005", "\"lowest\", the source \"highest\""),
    "cannot be solved in polynomial time by a simple greedy rule": ("RB005", "\"can not be solved\", the source states it"),
    "could serve 43 full-rate users": ("RB007", "it says 34"),
    # the eighty-fifth
    "need substantial relation-specific human input": ("RB005", "\"need\", the source \"without requiring\""),
    # the eighty-sixth
    "36.4% of alerts": ("RB007", "36.4% does not appear in [1]"),
    "had strong reservations about calling": ("RB005", "\"reservations\", the source \"no reservations\""),
    "VESPA fully automates homology searches": ("RB005", "\"automates\", the source \"are not fully automated\""),
    # (quoting a table's note, not the Discussion's "minor differences ... of five genes": weak evidence)
    "differed for none of the genes": ("RB005", "\"does not affect\", the source states it without a negation"),
    # the eighty-seventh
    "macro-averaged F1 of 72.7": ("RB007", "72.7 does not appear in [1]"),
    # the eighty-eighth
    "digest2 filtering causes them to miss some": ("RB005", "\"miss\", the source \"do not miss\""),
    # the eighty-ninth
    "only 1,780 hand-picked": ("RB007", "it says 178"),
    "share of spam fell sharply": ("RB005", "\"fell\", the source \"increase\""),
    "learn much more slowly than": ("RB005", "\"slower\", the source \"faster\""),
    # the ninety-first
    "input is consumed more slowly than data": ("RB005", "\"slower\", the source \"higher\""),
    # the ninety-second
    "slight rise in N-selectivity": ("RB005", "\"rise\", the source \"decrease\""),
    # the ninety-third
    "trailing the best fine-tuned models by 13-15 points": ("RB007", "13 does not appear in [1]"),
    "accuracy drops by a similar margin": ("RB005", "\"drops\", the source \"no drop\""),
    # the ninety-fourth
    "2.3 for the NEWS score formerly": ("RB007", "it says 3.2"),
    "feedback types, visual-only feedback evoked the highest P300 peak": ("RB005", "\"highest\", the source \"lowest\""),
    "arriving significantly later than": ("RB005", "\"later\", the source \"earlier\""),
    "at least 60 times faster": ("RB007", "it says 20 times"),
    # the ninety-fifth
    "still attain 86.9": ("RB007", "it says 89.9"),
    # the ninety-sixth
    "roughly 16.5% of the detected NEOs": ("RB007", "16.5% does not appear in [1]"),
    "stays strictly negative, showing that reproducing": ("RB005", "\"requires\", the source \"does not require\""),
    # the ninety-seventh (both numbers caught, each told a number of another cell: 0.96 for 0.89, 0.90 for 0.48)
    "0.98 of authors": ("RB007", "0.98 does not appear in [2]"),
    "from 0.68 to 0.91": ("RB007", "0.68 does not appear in [3]"),
    # the ninety-eighth
    "computationally much more expensive than bag-to-bag": ("RB005", "\"more expensive\", the source \"expensive, of the two"),
    # the hundredth (0.18 is told "10K", a median rank beside a chance accuracy: the counterpart is wrong)
    "runs roughly 3.3 times slower": ("RB005", "\"slower\", the source \"faster\""),
    "alprazolam decreases with aromaticity": ("RB005", "\"decreases\", the source \"positively correlated\""),
    "preposition with only 0.18": ("RB007", "0.18 does not appear in [3]"),
    "with an AUC of 0.91": ("RB007", "0.91 does not appear in [3]"),
    # the hundred-and-first (the first against "a marked decreased affinity", not the paper's "major contributing
    # residue": a weak reason)
    "Tyr369 as a negligible contributor": ("RB005", "\"negligible\", the source \"decreased\""),
    "slightly higher N-selectivity of 33RE": ("RB005", "\"higher\", the source \"decrease\""),
    # the hundred-and-second (58.3% was told "-0.58", a correlation of another table, until a range printed bare,
    # "ranged from 29.7 to 48.3", named its other end)
    "ranged from 29.7% to 58.3%": ("RB007", "it says 48.3%"),
    "produced about 2.6 false alarms": ("RB007", "it says 1.4"),
    # the hundred-and-third
    "models already surpass ViT-Base": ("RB005", "\"surpass\", the source \"underperform\""),
    # the hundred-and-fourth (the third against the peak latency's "earlier": a weak reason)
    "weighted-average AUC topping out at roughly 90%": ("RB007", "90% does not appear in [1]"),
    # (its "regardless of how many instruments" version is missed since British spellings read as American:
    # "labelled" aligns the sentence naming both cases better, and the one stating the result is not reached)
    "transcription system, having users label notes for each instrument yielded considerably lower accuracy": (
        "RB005", "\"lower\", the source \"better\""),
    "Visual-only feedback evoked the strongest P300": ("RB005", "\"strongest\", the source \"earlier\""),
    # the hundred-and-fifth (the RB004 at 0.31 against a table's text tells "outperforms" from "trails" narrowly)
    "about 24% longer than with backups": ("RB007", "it says 44%"),
    "the input rate ran lower than both": ("RB005", "\"lower\", the source \"higher\""),
    "S2ORC-SciBERT outperforms SciBERT, scoring 68.45": ("RB004", "Claim not supported by [3]"),
    # the hundred-and-sixth (RB007 offers the simply-periodic passage's 100 percent, not the priority passage's 70:
    # the counterpart search ranks by context words, not by the slot the claim restates; "lower accuracy" is keyed
    # above, as the hundred-and-fourth's)
    "roughly 90 percent": ("RB007", "90 percent does not appear in ["),
    # the hundred-and-seventh
    "constituent words turned out to be harder from composed": ("RB005", "\"harder\", the source \"easier\""),
    "only 39% of the phrases": ("RB007", "39% does not appear in [1]"),
    "homology searches are fully automated": ("RB005", "\"automated\", the source \"are not fully automated\""),
    "describes c-flavoured mesons better": ("RB005", "\"better\", the source \"better, of the two"),
    "hyperfine splittings are all smaller than the measured ones,": ("RB005", "\"smaller\", the source \"larger\""),
    # the hundred-and-eighth
    "model by 1.6 points": ("RB007", "1.6 does not appear in [1]"),
    # ("overall recall may exceed" is missed: read as a comparison of the same operands as the source's
    # "might be lower than existing IE systems" it was caught, and a sentence of the ninety-eighth draft lost its
    # catch to the veto that reading brought)
    # the hundred-and-ninth
    "it should perform equally well": ("RB005", "the source \"would not perform\""),
    # the hundred-and-tenth (49 is told "21", a cell of another row: the counterpart search does not know the
    # column; it had offered "19", the citation marker of "DCBGrid [19]")
    "roughly 49 frames per second": ("RB007", "49 does not appear in [1]"),
    # the hundred-and-eleventh
    "delay quantile from 13 to 10 rounds": ("RB007", "10 differs from [1]: it says 7"),
    "delay quantile from 13 to 3 rounds": ("RB007", "3 differs from [3]: it says 7"),  # the ninety-first's, since
    "raised it by 3.1%": ("RB007", "3.1% does not appear in [3]"),  # no longer stated by "3.1 Data Collection"
    "from publishers rather than static PDFs": ("RB005", "\"rather than\", the source \"rather than, of the two"),
    # the hundred-and-twelfth (a fraction is named whole since the sixteenth session: "it says two thirds")
    "one third or more": ("RB007", "it says two thirds"),
    # ("a twofold increase" is keyed above)
    # the hundred-and-thirteenth
    "around 5,000 images": ("RB007", "it says 500"),
    "EGP increases the parameter count": ("RB005", "\"increases\", the source \"without changing\""),
    # the hundred-and-fourteenth
    "TableFormer, despite its order-invariant design, drops": ("RB005", "\"drops\", the source \"no drop\""),
    # the hundred-and-fifteenth (45.1% is told "-0.55", a correlation of another table: the counterpart is wrong)
    "only about 1.8 false alarms": ("RB007", "it says 1.4"),
    "grain weight by 26.8–45.1%": ("RB007", "45.1% does not appear in [2]"),
    # the hundred-and-sixteenth (595 is told "100", the passages returned per question: 995.0 has a decimal)
    "answers 595 questions per second": ("RB007", "595 does not appear in [1]"),
    # the hundred-and-seventeenth ("evoked the lowest P300 peak amplitude" is keyed above)
    "against 18.05 mg/l": ("RB007", "18.05 does not appear in [1]"),
    "peaked significantly later than": ("RB005", "\"later\", the source \"earlier\""),
    "ViT-Large models outperform ViT-Base": ("RB005", "\"outperform\", the source \"underperform\""),
    # the hundred-and-eighteenth
    "underperforms SciBERT on most": ("RB005", "\"underperforms\", the source \"outperforms\""),
    "a 24% increase in elapsed time": ("RB007", "it says 44%"),
    # the hundred-and-nineteenth
    "from 10,000 classes": ("RB007", "it says 1,000"),
    "typically learn much more slowly in many-layer": ("RB005", "\"slower\", the source \"faster\""),
    "and 5.2 for the NEWS score": ("RB007", "it says 3.2"),
    # the hundred-and-twentieth (0.191 is told "0.183", MIMLBoost's cell of the same column: the row is not read)
    "Hamming loss to 0.191": ("RB007", "0.191 does not appear in [1]"),
    # the hundred-and-twenty-first
    "explaining 32.1% and 12.7%": ("RB007", "it says 23.1%"),
    # the hundred-and-twenty-second ("around 5,000 images" is keyed above)
    "Homology searches are fully automated by VESPA, since": (
        "RB005", "\"automated\", the source \"are not fully automated\""),
    # the hundred-and-twenty-third (10.6 million is told "50K", a dataset's name; the reversed reward comparison
    # quotes the comparison with RCM, not model#17's with model#14)
    "only about 10.6 million parameters": ("RB007", "10.6 million does not appear in [1]"),
    "R1 carried 75.5% of the total": ("RB007", "it says 57.5%"),
    "underperforms the nDTW reward by a clear margin": ("RB005", "this sentence says \"lowering\""),
    # the hundred-and-twenty-fourth
    "a macro-averaged F1 of 72.9": ("RB007", "72.9 does not appear in [1]"),
    "excess should grow markedly more slowly": ("RB005", "\"slower\", the source \"faster\""),
    "about 50% larger than for longitudinal": ("RB005", "\"larger\", the source \"smaller\""),
    # the hundred-and-twenty-fifth (42 is told "12", the inconsistent tables of the same table; 88% is told 75%)
    "42 (88%) were considered consistent": ("RB007", "88% does not appear in [1]: it says 75%"),
    "recall of their system might be higher": ("RB005", "\"higher\", the source \"lower\""),
    "so fitting the supernova data requires volume acceleration": (
        "RB005", "\"requires\", the source \"does not require\""),
    # the hundred-and-twenty-sixth ("roughly 90 percent" is told 100, not 70, as the hundred-and-sixth's)
    "only up to about 90 percent processor loading": ("RB007", "90 percent does not appear in [1]"),
    "axioms and rules give a sound basis for proving": ("RB005", "\"basis\", the source \"no basis\""),
    # the hundred-and-twenty-seventh
    "agree considerably worse with data": ("RB005", "\"worse\", the source \"good\""),
    "HQET parameter Λ̄ of about 0.54 GeV": ("RB007", "it says 0.45"),
    # the hundred-and-twenty-eighth
    "edging out the document-aware HGEED model by 1.6": ("RB007", "1.6 does not appear in [1]"),
    # the hundred-and-twenty-ninth ("FM features were more predictive of species identity" is keyed above)
    # the hundred-and-tenth's, missed until parser 35 read its source sentence whole (sixteenth session)
    "can do significantly worse than its theoretical guarantee": (
        "RB005", "this sentence says \"worse\", the source \"better\""),
    # the hundred-and-thirtieth (sixteenth session; its "roughly 90 percent" is keyed above)
    "more likely to produce correlated failures across": ("RB005", "\"more likely\", the source \"less likely\""),
    "considerably worse than its theoretical bound": ("RB005", "this sentence says \"worse\", the source \"better\""),
    # the hundred-and-thirty-first
    "= 0.54 GeV for the ground-state": ("RB007", "it says 0.45"),
    "reached an accuracy of 0.59 in 2009": ("RB007", "0.59 does not appear in [3]"),
    # the hundred-and-thirty-second
    "gives only 3.0 and 4.7 events": ("RB007", "it says 1.7"),
    "from 13 to 9 rounds": ("RB007", "9 differs from [3]: it says 7"),
    # the hundred-and-thirty-third (its "one third or more" is keyed above)
    "may be higher than that of existing IE systems": ("RB005", "\"higher\", the source \"lower\""),
    # the hundred-and-thirty-fifth (its "arriving significantly later than" is keyed above)
    # the hundred-and-thirty-sixth (1.7% is told no number: the source's "improves 7.1%" is not found)
    "Just 200 new instances": ("RB007", "200 does not appear in [2]: it says 20"),
    "raises unseen SR by 1.7%": ("RB007", "1.7% does not appear in [3]"),
    # the hundred-and-thirty-seventh (0.65 is told 0.67, the next parameter of the same sentence, not 0.45)
    "learns much more slowly in networks": ("RB005", "this sentence says \"slower\", the source \"faster\""),
    "Lambda-bar at 0.65 GeV": ("RB007", "0.65 does not appear in [3]"),
    # the hundred-and-thirty-eighth (its "by 64%" is keyed above)
    "fitted to 128 supernovae": ("RB007", "128 does not appear in [3]: it says 182"),
    # the hundred-and-thirty-ninth
    "(11.46-fold), were positively correlated with yield, SPAD": ("RB005", "the source \"negative correlations\""),
    "a gain of 5.74 points": ("RB007", "5.74 does not appear in [2]"),
    "fourfold reduction in bandwidth over": ("RB005", "this sentence says \"reduction\", the source \"increase\""),
    # the hundred-and-fortieth
    "scales to the larger ogbg-ppa graphs without running out": ("RB005", "this sentence says \"without running\""),
    "versus 1.2 for the base MGP-RNN": ("RB007", "1.2 does not appear in [2]: it says 2.2"),
    # the hundred-and-forty-second
    "from 13 to 10 service rounds": ("RB007", "10 differs from [2]: it says 7"),
    "exhibits a lower mean delay than": ("RB005", "this sentence says \"lower\", the source \"higher\""),
    # the hundred-and-forty-third (its "may be higher than that of existing IE systems" is keyed above)
    "produced considerably lower accuracy than having them": (
        "RB005", "this sentence says \"lower\", the source \"better\""),
    # the hundred-and-forty-fourth
    "one third or less of its cost": ("RB007", "one third differs from [1]: it says two thirds"),
    # the hundred-and-forty-fifth (0.73 is told 0.92, a cell of another row of the same table, not 0.93)
    "falls behind the original SciBERT on most": ("RB005", "this sentence says \"falls\", the source \"outperforms\""),
    "an accuracy of 0.73 and authors with 0.89": ("RB007", "0.73 does not appear in [1]"),
    "and substantial differences among 1-D, 2-D": (
        "RB005", "this sentence says \"differences\", the source \"no difference\""),
    # the hundred-and-forty-sixth (its "slightly higher N-selectivity of 33RE" is keyed above; 0.839 is told a
    # piece of a garbled statistics table, not 0.7934)
    "(ROC-AUC from 0.756 to 0.839)": ("RB007", "0.839 does not appear in [3]"),
    # the hundred-and-forty-eighth
    "only about 25% slower than a normal": ("RB007", "25% does not appear in [1]: it says 5%"),
    "from about 15.9% to 2.7%": ("RB007", "2.7% does not appear in [3]"),
    # the hundred-and-forty-ninth (21.7% is told the total 62.3%, 4.3 the soft reward's 4.9: neighbours)
    "explained 23.1% and 21.7% of the variance": ("RB007", "21.7% does not appear in [1]"),
    "instead reduces it by 7.1%": ("RB005", "this sentence says \"reduces\", the source \"improves\""),
    "4.3 points above an RCM": ("RB007", "4.3 does not appear in [2]"),
    # the hundred-and-fiftieth (its "roughly 90 percent" and "more likely" are keyed above)
    "versus 2.8 for the base MGP-RNN": ("RB007", "2.8 does not appear in [3]: it says 2.2"),
    # the hundred-and-fifty-first (28,000 is told 200, the survey's completeness limit, not 18,000)
    "about 28,000 near-Earth objects": ("RB007", "28,000 does not appear in [2]"),
    # the hundred-and-fifty-second (2,500 is told 1,250; it was told 250, a piece of "1, 250", until the
    # sixteenth session's review)
    "HGEED by 1.6 points": ("RB007", "1.6 does not appear in [1]"),
    "reviewing 2,500 top-ranked candidates": ("RB007", "2,500 does not appear in [2]"),
    "almost doubled the error rates": ("RB005", "this sentence says \"doubled\", the source \"halving\""),
    "turned out to be less effective than conventional": (
        "RB005", "this sentence says \"less effective\", the source \"more effective\""),
    # the hundred-and-fifty-third
    "The authors state that VESPA fully automates homology": (
        "RB005", "this sentence says \"automates\", the source \"are not fully automated\""),
    "but voiced strong reservations": ("RB005", "this sentence says \"reservations\", the source \"no reservations\""),
    # the hundred-and-fifty-fourth (its "one third or more" and "underperforms SciBERT on most" are keyed above)
    "just over 5,000 Wikipedia articles": ("RB007", "5,000 does not appear in [2]: it says 500"),
    "his axioms and rules also give a basis": ("RB005", "this sentence says \"basis\", the source \"no basis\""),
    # the hundred-and-fifty-fifth
    "ViT-Large models surpass ViT-Base models": ("RB005", "this sentence says \"surpass\", the source \"underperform\""),
    "hold a slight edge only at large compute budgets": (
        "RB005", "this sentence says \"smaller\", the source \"larger\""),
    # the hundred-and-fifty-sixth (its "a 24% increase in elapsed time" is keyed above)
    "reads its input more slowly than it shuffles": ("RB005", "this sentence says \"slower\", the source \"higher\""),
    "transparently recovers from it without aborting": (
        "RB005", "this sentence says \"without aborting\", the source \"aborts\""),
    # the hundred-and-fifty-eighth
    "roughly ten times lower than assumed": ("RB005", "this sentence says \"lower\", the source \"greater\""),
    # the hundred-and-fifty-ninth
    "and does not run out of memory on the larger graphs": (
        "RB005", "this sentence says \"does not run\", the source states it without a negation"),
    # the hundred-and-sixtieth (the preference "rather than" turned: its message names the shared word)
    "ranged from 26.8% to 64.1%": ("RB007", "64.1% does not appear in [1]: it says 54.1%"),
    "directly confer heat tolerance rather than reflecting": ("RB005", "of the two the other way round"),
    "RAPT performs equally well on test inputs": ("RB005", "this sentence says \"performs\", the source \"would not perform\""),
    # the hundred-and-sixty-first (37% is told 75%, the tables' share, not the rows' 73%; its "VESPA fully
    # automates homology searches" is keyed above)
    "and about 37% of all inspected rows": ("RB007", "37% does not appear in [1]: it says 75%"),
    # the hundred-and-sixty-second
    "TrustRank can effectively tell apart good and bad sites": (
        "RB005", "this sentence says \"effectively\", the source \"is unable to effectively\""),
    "thereby slightly increase N-selectivity": ("RB005", "this sentence says \"increase\", the source \"decrease\""),
    # the hundred-and-sixty-third (its "almost doubled the error rates" and "a twofold increase" are keyed above)
    "each extension to the base MGP-RNN degraded its performance": (
        "RB005", "this sentence says \"degraded\", the source \"improve\""),
    "raised only about 2.4 false alarms": ("RB007", "2.4 does not appear in [1]: it says 1.4"),
    # the hundred-and-sixty-fourth (the negation added is told against a sentence listing the metrics)
    "raises it by 17.1% over the R2R-only": ("RB007", "17.1% does not appear in [1]: it says 7.1%"),
    "evaluation metrics but is not always better than its own": (
        "RB005", "this sentence says \"is not always better\", the source states it without a negation"),
    # the hundred-and-sixty-fifth
    "ran faster than under both SFX and V8": ("RB005", "this sentence says \"faster\", the source \"less fast\""),
    # the twenty-third batch (its "runs roughly 3.3 times slower", "a twofold increase", "one third or more" and
    # "from 13 to 9 rounds" are keyed above)
    "clearly underperforming SelfChecker": ("RB005", "this sentence says \"underperforming\", the source \"higher\""),
    "at up to about 90 percent processor loading": ("RB007", "90 percent does not appear in [2]"),
    "N > 2M": ("RB007", "2M does not appear in [2]: it says 3M"),
    "dc-nets are at best computationally secure, whereas mix-nets": ("RB005", "the dc-net approach can use unconditional"),
    "but improves as the masses approach and cross it": (
        "RB005", "this sentence says \"improves\", the source \"deteriorates\""),
    "0.65 GeV for the ground-state": ("RB007", "0.65 does not appear in [2]"),
    "remained about 23% higher": ("RB005", "this sentence says \"higher\", the source \"lower\""),
    "curve by 29% on average": ("RB007", "29% does not appear in [1]: it says 39%"),
    "about 0.79 by Yeh and Röbel": ("RB007", "0.79 does not appear in [1]: it says 0.69"),
    "gave considerably lower accuracy than only naming": ("RB005", "this sentence says \"lower\", the source \"better\""),
    "with its peak occurring significantly later": ("RB005", "this sentence says \"later\", the source \"earlier\""),
    "produced a significantly larger P300 amplitude": ("RB005", "this sentence says \"larger\", the source \"smaller\""),
    "sets the weakest constraint": ("RB005", "this sentence says \"weakest\", the source \"strongest\""),
    # the twenty-fourth batch (its "turned out to be harder", "is not solvable" and "may be higher" are keyed above)
    "at a recall of 0.37, whereas GameLoser": ("RB007", "0.37 does not appear in [1]: it says 0.87"),
    "required fewer new instances than": ("RB005", "this sentence says \"fewer new\", the source \"more new\""),
    "2,4-decadienal had a longer": ("RB005", "this sentence says \"longer\", the source \"shorter\""),
    "did not give them an advantage": ("RB005", "this sentence says \"did not give them an advantage\""),
    "rated the model worse": ("RB005", "this sentence says \"worse\", the source \"better\""),
    "67.5% of the total importance": ("RB007", "67.5% does not appear in [3]: it says 57.5%"),
    "rated their reading difficulty significantly higher than readers": (
        "RB005", "this sentence says \"higher\", the source \"lower\""),
    # the twenty-fifth batch (its "almost doubled the error rates", "learns much more slowly in networks" and "FM
    # features were more predictive of species identity" are keyed above)
    "Using 282 supernovae": ("RB007", "282 does not appear in [1]: it says 182"),
    "roughly 30–68%": ("RB007", "68% does not appear in [3]"),
    "did not act additively": ("RB005", "this sentence says \"did not act\", the source states it without a negation"),
    "thereby cause a slight increase in N-selectivity": (
        "RB005", "this sentence says \"increase\", the source \"decrease\""),
    "underperformed all other imitation": (
        "RB005", "this sentence says \"underperformed\", the source \"outperforms\""),
    "Number by 616": ("RB007", "616 does not appear in [1]"),
}
MARKER = re.compile(r" \[\d\]")


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("real-drafts")
    (folder / "papers").mkdir()
    for short, name in PAPERS.items():
        shutil.copy(PDFS / f"{name}.pdf", folder / "papers" / f"{short}.pdf")
    for short, name in MORE_PAPERS.items():
        shutil.copy(MORE_PDFS / f"{name}.pdf", folder / "papers" / f"{short}.pdf")
    before = os.environ.get("RBLINT_CACHE_DIR")
    os.environ["RBLINT_CACHE_DIR"] = str(folder / "cache")  # the papers are read and embedded once
    yield folder
    if before is None:
        os.environ.pop("RBLINT_CACHE_DIR", None)
    else:
        os.environ["RBLINT_CACHE_DIR"] = before


def lint(folder: Path, name: str, sentences: list[str], references: str, capsys: pytest.CaptureFixture[str],
         *options: str) -> dict[str, list[dict[str, object]]]:
    """The draft's findings by the sentence they are on. ``references``: a references section,
    or BibTeX (starting "@"), written beside the draft and named in its front matter."""
    if references.startswith("@"):
        (folder / f"{name}.bib").write_text(references, encoding="utf-8")
        head, tail = f"---\nbibliography: {name}.bib\n---\n\n# Related work\n\n", ""
    else:
        head, tail = "# Related work\n\n", "\n\n## References\n\n" + references
    (folder / name).write_text(head + "\n".join(sentences) + tail, encoding="utf-8")
    run([str(folder / name), "--format", "json", *options])
    findings = json.loads(capsys.readouterr().out)
    first = head.count("\n") + 1
    by_sentence: dict[str, list[dict[str, object]]] = {}
    for finding in findings:
        line = int(finding["line"])  # type: ignore[arg-type]
        if first <= line < first + len(sentences) and (sentences[line - first], finding["code"]) not in KNOWN_FALSE:
            by_sentence.setdefault(sentences[line - first], []).append(finding)
    return by_sentence


# The forty-seventh draft (eleventh session): six papers' bounds ("more than 2%", "less than 200 sites", "no more than
# 4 hops"), written to try the bound check (engine/scoring/bounds.py) on real papers after it was built: every
# correct sentence passes, every bound turned the other way is caught.
FORTY_SEVENTH = [
    ("For the Potsdam to Vaihingen transfer, G-pooling outperforms P-pooling by more than 2% [1].",
     "For the Potsdam to Vaihingen transfer, G-pooling outperforms P-pooling by less than 2% [1]."),
    ("TrustRank can effectively filter out spam from a significant fraction of the web based on a good "
     "seed set of less than 200 sites [2].",
     "TrustRank can effectively filter out spam from a significant fraction of the web based on a good "
     "seed set of more than 200 sites [2]."),
    ("The raw contents of the crawled documents indexed with MapReduce are more than 20 terabytes of data "
     "[3].",
     "The raw contents of the crawled documents indexed with MapReduce are less than 20 terabytes of data "
     "[3]."),
    ("The input rate of the grep computation peaks at over 30 GB/s when 1764 workers have been assigned "
     "[3].",
     "The input rate of the grep computation peaks at under 30 GB/s when 1764 workers have been assigned "
     "[3]."),
    ("More than 1000 near-Earth objects are discovered every year [4].",
     "Fewer than 1000 near-Earth objects are discovered every year [4]."),
    ("Where aborts prevent recording branch traces for hot side exits, the cost can rise to up to 10% of "
     "total execution time [5].",
     "Where aborts prevent recording branch traces for hot side exits, the cost can rise to more than 10% "
     "of total execution time [5]."),
    ("In the Cayley graph used for propagation, any node is reachable from any other node by no more than 4 "
     "hops [6].",
     "In the Cayley graph used for propagation, any node is reachable from any other node by at least 4 hops "
     "[6]."),
]
FORTY_SEVENTH_REFERENCES = """[1] Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing Deep Models for Overhead Image Segmentation Through Getis-Ord Gi* Pooling. [PDF](papers/getis.pdf)
[2] Gyöngyi, Garcia-Molina, Pedersen. Combating Web Spam with TrustRank. VLDB 2004. [PDF](papers/trustrank.pdf)
[3] Dean and Ghemawat. MapReduce: Simplified Data Processing on Large Clusters. OSDI 2004. [PDF](papers/mapreduce.pdf)
[4] Trilling, D. E., et al. (2017). The Size Distribution of Near Earth Objects Larger Than 10 m. The Astronomical Journal. [PDF](papers/neo.pdf)
[5] Gal et al. Trace-based Just-in-Time Type Specialization for Dynamic Languages. PLDI 2009. [PDF](papers/tracemonkey.pdf)
[6] Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. LoG. [PDF](papers/egp.pdf)
"""
# The forty-eighth draft (eleventh session): SIFT (Proceedings of the IEEE, 1978), a scanned paper with an OCR text
# layer, the first draft over it; correct when written. Planted: "custom-designed" for "off-the-shelf", "five hours"
# for "ten" (the OCR layer reads "ter hours"), "Three" scheduling strategies for four, "at most two clocks" for "at
# least three", "adopted because it allows" for "rejected because it does not allow", a negation dropped ("not in
# that of any other"). Caught when written: the "allows" reversal; the two small counts since counts.py (same session).
FORTY_EIGHTH = [
    ("SIFT achieves fault tolerance by replicating tasks among processing units, which are off-the-shelf "
     "minicomputers (Wensley et al., 1978).",
     "SIFT achieves fault tolerance by replicating tasks among processing units, which are custom-designed"
     " minicomputers (Wensley et al., 1978)."),
    ("The frequently quoted reliability requirement is that the probability of failure should be less than"
     " 10^-9 per hour in a flight of ten hours duration (Wensley et al., 1978).",
     "The frequently quoted reliability requirement is that the probability of failure should be less than"
     " 10^-9 per hour in a flight of five hours duration (Wensley et al., 1978)."),
    ("Four scheduling strategies were considered for SIFT: fixed preplanned scheduling, priority "
     "scheduling, deadline scheduling, and simply periodic scheduling (Wensley et al., 1978).",
     "Three scheduling strategies were considered for SIFT: fixed preplanned scheduling, priority "
     "scheduling, and deadline scheduling (Wensley et al., 1978)."),
    ("Fixed preplanned scheduling was rejected because it does not allow sufficient flexibility (Wensley "
     "et al., 1978).",
     "Fixed preplanned scheduling was adopted because it allows sufficient flexibility (Wensley et al., "
     "1978)."),
    ("The traditional clock resynchronization algorithm for reliable systems is the median clock "
     "algorithm, which requires at least three clocks (Wensley et al., 1978).",
     "The traditional clock resynchronization algorithm for reliable systems is the median clock "
     "algorithm, which requires at most two clocks (Wensley et al., 1978)."),
    ("In SIFT, a faulty processor can corrupt the data only in its own memory, not in that of any other "
     "processing module (Wensley et al., 1978).",
     "In SIFT, a faulty processor can corrupt the data in the memory of any other processing module "
     "(Wensley et al., 1978)."),
]
FORTY_EIGHTH_REFERENCES = """- Wensley, J. H., Lamport, L., Goldberg, J., Green, M. W., Levitt, K. N., Melliar-Smith, P. M., Shostak, R. E., & Weinstock, C. B. (1978). SIFT: Design and Analysis of a Fault-Tolerant Computer for Aircraft Control. Proceedings of the IEEE, 66(10). [PDF](papers/sift.pdf)
"""

# The forty-ninth draft (eleventh session): Chaum's dining cryptographers (1988), the protocol and its proof; correct
# when written. Planted (nine): "all three of them can see", odd/even swapped, "can learn" for "neither ... learns",
# "greater than two" for one, "substantial practical advantages" for "little practical advantage", "remains trivial
# because it cannot learn", "pool all of their keys" (some but not all), "twofold" for fourfold, rank "m" for "m - 1".
# Caught when written: the swap and "cannot learn"; since the same session: "neither of ... learns" (a negative
# subject), "offer little practical advantage" (an advantage offered), "twofold" (a factor word, counts.py).
FORTY_NINTH = [
    ("In the dining cryptographers protocol, each cryptographer flips an unbiased coin between himself and"
     " the cryptographer on his right, so that only the two of them can see the outcome [1].",
     "In the dining cryptographers protocol, each cryptographer flips an unbiased coin between himself and"
     " the cryptographer on his right, so that all three of them can see the outcome [1]."),
    ("An odd number of differences uttered at the table indicates that a cryptographer is paying, while an"
     " even number indicates that NSA is paying [1].",
     "An even number of differences uttered at the table indicates that a cryptographer is paying, while "
     "an odd number indicates that NSA is paying [1]."),
    ("If a cryptographer is paying, neither of the other two learns anything from the utterances about "
     "which cryptographer it is [1].",
     "If a cryptographer is paying, the other two can learn from the utterances which cryptographer it is "
     "[1]."),
    ("The protocol generalizes to any number of participants greater than one, each of whom shares a "
     "secret key bit with every other participant [1].",
     "The protocol generalizes to any number of participants greater than two, each of whom shares a "
     "secret key bit with every other participant [1]."),
    ("Generalization to fields other than GF(2) is possible, but seems to offer little practical advantage"
     " [1].",
     "Generalization to fields other than GF(2) is possible and offers substantial practical advantages "
     "[1]."),
    ("A full collusion that includes a cut-set of vertices becomes nontrivial because it can learn "
     "something about the origin of messages originating outside the collusion [1].",
     "A full collusion that includes a cut-set of vertices remains trivial because it cannot learn "
     "anything about the origin of messages originating outside the collusion [1]."),
    ("Members of a partial collusion pool some but not all of their keys [1].",
     "Members of a partial collusion pool all of their keys [1]."),
    ("An adapted ring requires, on average, a fourfold increase in bandwidth over the obvious traceable "
     "protocols [1].",
     "An adapted ring requires, on average, a twofold increase in bandwidth over the obvious traceable "
     "protocols [1]."),
    ("The rank of the incidence matrix of a connected component with m vertices is m - 1 [1].",
     "The rank of the incidence matrix of a connected component with m vertices is m [1]."),
]
FORTY_NINTH_REFERENCES = """1. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal of Cryptology, 1(1), 65-75. [PDF](papers/chaum.pdf)
"""
# The fiftieth draft (eleventh session): Hoare's axiomatic basis (1969); correct when written. Planted (eight):
# "including negative numbers", "depends on the size" (the paper: "independent of"), "three rules" for one, "three
# statements" for two, the while loop's order turned, the proof "short and easy to follow" ("excessively tedious"),
# "provide a basis" ("give no basis"), "is a genuine advantage" (the paper doubts it). Caught when written: the two
# counts; since the same session: "depends"/"independent" and "no basis".
FIFTIETH = [
    ("Hoare's axioms A1 to A9 are true of the finite sets of integers manipulated by computers, provided "
     "that they are confined to nonnegative numbers (Hoare, 1969).",
     "Hoare's axioms A1 to A9 are true of the finite sets of integers manipulated by computers, including "
     "negative numbers (Hoare, 1969)."),
    ("The truth of these axioms is independent of the size of the set and largely independent of the "
     "technique applied in the event of overflow (Hoare, 1969).",
     "The truth of these axioms depends on the size of the set and on the technique applied in the event "
     "of overflow (Hoare, 1969)."),
    ("A deductive science requires at least one rule of inference, which permits the deduction of new "
     "theorems from axioms or theorems already proved (Hoare, 1969).",
     "A deductive science requires at least three rules of inference, which permit the deduction of new "
     "theorems from axioms or theorems already proved (Hoare, 1969)."),
    ("It is possible to deal initially with only two statements, since longer sequences can be "
     "reconstructed by nesting (Hoare, 1969).",
     "It is possible to deal initially with only three statements, since longer sequences can be "
     "reconstructed by nesting (Hoare, 1969)."),
    ("In executing a while statement, the computer first tests the condition B, and if it is false, S is "
     "omitted and execution of the loop is complete (Hoare, 1969).",
     "In executing a while statement, the computer first executes S and then tests the condition B (Hoare,"
     " 1969)."),
    ("Like all formal proofs, the proof of the division program is excessively tedious (Hoare, 1969).",
     "Like all formal proofs, the proof of the division program is short and easy to follow (Hoare, 1969)."),
    ("The axioms and rules of inference in the paper give no basis for a proof that a program successfully"
     " terminates (Hoare, 1969).",
     "The axioms and rules of inference in the paper provide a basis for proving that a program "
     "successfully terminates (Hoare, 1969)."),
    ("Hoare argues that the use of functional notation to call procedures with side effects may not be a "
     "genuine advantage (Hoare, 1969).",
     "Hoare argues that the use of functional notation to call procedures with side effects is a genuine "
     "advantage (Hoare, 1969)."),
]
FIFTIETH_REFERENCES = """- Hoare, C. A. R. (1969). An Axiomatic Basis for Computer Programming. Communications of the ACM, 12(10), 576-580. [PDF](papers/hoare.pdf)
"""

# The fifty-first draft (eleventh session): phrase generation in distributional semantics (ACL 2014), Pandoc keys
# and BibTeX; correct when written. Planted (ten): cbow/count swapped twice ("count vectors outperform cbow"), "1.6
# billion tokens" (2.8), "500 dimensions" (300), observed/composed swapped around "rather than", "antonyms or
# unrelated phrases", "41 prepositions" (14), "an easier task" ("a more difficult task", no "than"), the frequency
# conditions swapped between the two findings, "10,000" pairs (1,000; 10K is printed elsewhere) from "news articles".
# Caught when written: the three numbers; since the same session the swapped conditions (swaps.py). (Letting the operands each sentence names decide the order caught both
# cbow/count swaps but turned six correct comparisons in older drafts into false errors: not kept.)
FIFTY_FIRST = [
    ("On the MEN word similarity data set, cbow significantly outperforms count vectors, with Spearman "
     "correlations of 0.80 versus 0.72 [@dinu2014].",
     "On the MEN word similarity data set, count vectors significantly outperform cbow, with Spearman "
     "correlations of 0.80 versus 0.72 [@dinu2014]."),
    ("Both the cbow and the count vectors are built from 2.8 billion tokens of ukWaC, Wikipedia and the "
     "BNC [@dinu2014].",
     "Both the cbow and the count vectors are built from 1.6 billion tokens of ukWaC, Wikipedia and the "
     "BNC [@dinu2014]."),
    ("The count space is reduced to 300 dimensions with Singular Value Decomposition after positive PMI "
     "weighting [@dinu2014].",
     "The count space is reduced to 500 dimensions with Singular Value Decomposition after positive PMI "
     "weighting [@dinu2014]."),
    ("In decomposing phrases into their constituent words, cbow vectors consistently outperform count ones"
     " [@dinu2014].",
     "In decomposing phrases into their constituent words, count vectors consistently outperform cbow ones"
     " [@dinu2014]."),
    ("Decomposing composed rather than observed phrase representations is easier, since composed "
     "representations are obtained with a simpler, linear model [@dinu2014].",
     "Decomposing observed rather than composed phrase representations is easier, since observed "
     "representations are obtained with a simpler, linear model [@dinu2014]."),
    ("Most of the decomposition errors consist in generating synonyms or related phrases [@dinu2014].",
     "Most of the decomposition errors consist in generating antonyms or unrelated phrases [@dinu2014]."),
    ("The AN to NPN data set contains 14 prepositions [@dinu2014].",
     "The AN to NPN data set contains 41 prepositions [@dinu2014]."),
    ("Preposition generation is clearly a more difficult task than noun generation [@dinu2014].",
     "Preposition generation is clearly an easier task than noun generation [@dinu2014]."),
    ("For low frequency words the two translation methods perform similarly, while cbow-TM-5K "
     "significantly outperforms count-SP-25K for high frequency words [@dinu2014].",
     "For low frequency words cbow-TM-5K significantly outperforms count-SP-25K, while the two translation"
     " methods perform similarly for high frequency words [@dinu2014]."),
    ("The cross-lingual evaluation uses 1,000 adjective-noun phrase pairs extracted from a phrase table "
     "built from parallel movie subtitles [@dinu2014].",
     "The cross-lingual evaluation uses 10,000 adjective-noun phrase pairs extracted from a phrase table "
     "built from parallel news articles [@dinu2014]."),
]
FIFTY_FIRST_BIBTEX = """@inproceedings{dinu2014, title = {How to make words with vectors: Phrase generation in distributional semantics}, author = {Dinu, Georgiana and Baroni, Marco}, booktitle = {Proceedings of ACL}, year = {2014}, file = {papers/phrasegen.pdf}}
"""

# The fifty-second draft (eleventh session): SemEAGAT's results, ablation and layer study; one false RB005 error when
# written ("the decline with many layers" against the paper's "such decline of performance ... with the continuous
# increase of layer numbers": the same word about other words had ranked below "increase"; a claim that names the
# change with a determiner now answers to the same word). Planted (ten): "recall and F1" (P and F1), "2.3%" (1.1%),
# the recall/precision comparison swapped, "two of the four ... perform better", "the best performance" (worst),
# "1.1%" (2.3%, 1.1% is printed elsewhere), "mainly on recall", "no decline", "seven" layers (2), "overfitting ... more
# and more different". Caught when written: 2.3% and the swap; since the same session: "seven" ("the number of
# layers is set to 2", counts.py).
FIFTY_SECOND = [
    ("On the ACE2005 test set, SemEAGAT outperforms all the compared models on precision and F1 [1].",
     "On the ACE2005 test set, SemEAGAT outperforms all the compared models on recall and F1 [1]."),
    ("Compared with the GAT-based MOGANED, SemEAGAT surpasses it on all three metrics and improves by 1.1%"
     " on F1 [1].",
     "Compared with the GAT-based MOGANED, SemEAGAT surpasses it on all three metrics and improves by 2.3%"
     " on F1 [1]."),
    ("Bi-LSTM+GAN and LearnToSelectED exceed SemEAGAT on recall, while SemEAGAT shows an apparent "
     "improvement on precision [1].",
     "SemEAGAT exceeds Bi-LSTM+GAN and LearnToSelectED on recall, while they show an apparent improvement "
     "on precision [1]."),
    ("In the ablation study, all four modified models perform worse than the complete SemEAGAT model [1].",
     "In the ablation study, two of the four modified models perform better than the complete SemEAGAT "
     "model [1]."),
    ("Removing the contextual encoder yields the worst performance among the ablated variants [1].",
     "Removing the contextual encoder yields the best performance among the ablated variants [1]."),
    ("Removing the additional multi-head attention drops F1 by an absolute margin of 2.3% [1].",
     "Removing the additional multi-head attention drops F1 by an absolute margin of 1.1% [1]."),
    ("Compared with the variant without the graph information module, the variant without edge attention "
     "gains mainly on precision [1].",
     "Compared with the variant without the graph information module, the variant without edge attention "
     "gains mainly on recall [1]."),
    ("As the number of EAGAT layers first increases, the F1 score shows an upward trend, but the "
     "performance turns downward as layers continue to be added [1].",
     "As the number of EAGAT layers increases, the F1 score shows a steady upward trend, with no decline "
     "as layers continue to be added [1]."),
    ("The optimal number of EAGAT layers is two [1].",
     "The optimal number of EAGAT layers is seven [1]."),
    ("The authors attribute the decline with many layers to over-smoothing, as node representations become"
     " more and more similar [1].",
     "The authors attribute the decline with many layers to overfitting, as node representations become "
     "more and more different [1]."),
]
FIFTY_SECOND_REFERENCES = """1. Zhang, Y., et al. (2022). SemEAGAT: Semantic Dependency Edges Aware Graph Attention Network for Event Detection. Journal of Physics: Conference Series. [PDF](papers/semeagat.pdf)
"""

# The fifty-third draft (eleventh session): the 1994 heavy-meson preprint's introduction, a second time; one false
# RB005 error when written ("tells us nothing about the details", copied: "nothing" after an object pronoun was read
# as negating "us", and a source holding "nothing" counted as free of negations; both fixed). Planted (eight): "very
# different" ("very much alike"), "fully determines the details" ("tells us nothing about"), "can predict both"
# ("neither ... nor"), "largely unsuccessful" ("quite successful"), "far from experimental masses" ("remarkably
# close"), "the Schrodinger equation for the heavy particle", scalar/vector swapped inside a noun phrase, "poor
# accord" ("reasonable agreement"). None caught when written; since the same session: "predict neither" (a
# "neither ... nor" after the verb, in a "but" clause with no subject of its own) and "successful" / "unsuccessful"
# (cues now: FEVER-Symmetric lost one synthetic reversal, "is not recognized as a highly successful ... project",
# where the negation does not reach "successful"; no false flag on any pool).
FIFTY_THIRD = [
    ("HQET leads to the conclusion that the spectra of B and D mesons should be very much alike, modulo "
     "the inverse heavy-quark mass effects [1].",
     "HQET leads to the conclusion that the spectra of B and D mesons should be very different, modulo the"
     " inverse heavy-quark mass effects [1]."),
    ("However, the effective theory tells us nothing about the details of the spectra, such as the exact "
     "ordering of states or their masses [1].",
     "The effective theory fully determines the details of the spectra, such as the exact ordering of "
     "states and their masses [1]."),
    ("HQET provides a framework for extracting symmetry relations but can predict neither the spectra of "
     "the heavy mesons nor the approach to the heavy-quark limit [1].",
     "HQET provides a framework for extracting symmetry relations and can predict both the spectra of the "
     "heavy mesons and the approach to the heavy-quark limit [1]."),
    ("The relativised constituent quark model of Godfrey and Isgur is quite successful in predicting the "
     "mesonic spectra [1].",
     "The relativised constituent quark model of Godfrey and Isgur is largely unsuccessful in predicting "
     "the mesonic spectra [1]."),
    ("Meson spectra calculated with the Godfrey-Isgur model are remarkably close to experimental masses in"
     " all flavor sectors [1].",
     "Meson spectra calculated with the Godfrey-Isgur model are far from experimental masses in all flavor"
     " sectors [1]."),
    ("In the static limit, the spectator equation reduces to the Dirac equation for the light particle "
     "[1].",
     "In the static limit, the spectator equation reduces to the Schrodinger equation for the heavy "
     "particle [1]."),
    ("The kernel of the spectator equation model is based on scalar confining and vector Coulomb "
     "potentials [1].",
     "The kernel of the spectator equation model is based on vector confining and scalar Coulomb "
     "potentials [1]."),
    ("The results of the spectator equation model are in reasonable agreement with experimental "
     "measurements [1].",
     "The results of the spectator equation model are in poor accord with experimental measurements "
     "[1]."),
]
FIFTY_THIRD_REFERENCES = """1. Zeng, J., Van Orden, J. W., & Roberts, W. (1994). Heavy Mesons In A Relativistic Model. CEBAF preprint. [PDF](papers/mesons.pdf)
"""

# The fifty-fourth draft (eleventh session): the music-transcription survey's state of the art, author-year; correct
# when written but for an RB012 info (KNOWN_FALSE). Planted (eight): "several end-user applications" ("there exists
# no end-user application"), "clearly above that of a human expert" ("still clearly below"), "much superior" ("much
# inferior"), 0.54 (0.45), 0.80 (0.60), "well suited to the analysis of large music databases" ("not applicable"),
# "most transcription systems" ("not many"), 60% (80 %). Caught when written: five ("no end-user", a verb's "no"
# object, the same session).
FIFTY_FOURTH = [
    ("There exists no end-user application that can accurately and reliably transcribe music containing "
     "the range of instrument combinations and genres found in recorded music (Benetos et al., 2013).",
     "Several end-user applications can accurately and reliably transcribe music containing the range of "
     "instrument combinations and genres found in recorded music (Benetos et al., 2013)."),
    ("The performance of even the most recent transcription systems is still clearly below that of a human"
     " expert (Benetos et al., 2013).",
     "The performance of the most recent transcription systems is now clearly above that of a human expert"
     " (Benetos et al., 2013)."),
    ("Results for the note tracking task are much inferior to those for multiple-F0 estimation, especially"
     " when both onset and offset detection are taken into account (Benetos et al., 2013).",
     "Results for the note tracking task are much superior to those for multiple-F0 estimation, especially"
     " when both onset and offset detection are taken into account (Benetos et al., 2013)."),
    ("Dressler's algorithm performs exceptionally well on note tracking, with F-measures of 0.45 and 0.65 "
     "for the two tasks (Benetos et al., 2013).",
     "Dressler's algorithm performs exceptionally well on note tracking, with F-measures of 0.54 and 0.65 "
     "for the two tasks (Benetos et al., 2013)."),
    ("For piano note tracking with onset-only detection, the best results fluctuate around 0.60 over the "
     "years (Benetos et al., 2013).",
     "For piano note tracking with onset-only detection, the best results fluctuate around 0.80 over the "
     "years (Benetos et al., 2013)."),
    ("Involving the user in the transcription process means that user-assisted systems are not applicable "
     "to the analysis of large music databases (Benetos et al., 2013).",
     "Involving the user in the transcription process means that user-assisted systems are well suited to "
     "the analysis of large music databases (Benetos et al., 2013)."),
    ("Not many transcription systems explicitly incorporate prior information from a human user (Benetos "
     "et al., 2013).",
     "Most transcription systems explicitly incorporate prior information from a human user (Benetos et "
     "al., 2013)."),
    ("Key detection and tempo estimation have performances around 80% (Benetos et al., 2013).",
     "Key detection and tempo estimation have performances around 60% (Benetos et al., 2013)."),
]
FIFTY_FOURTH_REFERENCES = """- Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. (2013). Automatic music transcription: challenges and future directions. Journal of Intelligent Information Systems, 41(3), 407-434. [PDF](papers/amt.pdf)
"""

# The fifty-fifth draft (eleventh session): ViT's claims paraphrased rather than copied, author-year; three false
# RB005 errors when written, all fixed the same session: "generalize poorly" against "do not generalize well" (a
# negated "well" is now "poorly", and the verb before a manner adverb is not what is denied), "did not observe
# significant gains" against "have not observed significant performance gains" (a negated verb of finding reaches
# two words further), "do not appear to saturate" against "appear not to saturate" (a negation before or after
# "appear" / "seem" is the next verb's). No pool moved. Planted (eleven): 9 caught (the budgets swapped, "at large
# ... for smaller models", as "smaller" / "larger"); missed "cheaper to run" ("computationally more expensive") and "2 to 4
# times more compute" ("less compute").
FIFTY_FIFTH = [
    ("According to Dosovitskiy et al. (2021), relying on convolutional networks is not necessary for image"
     " classification.",
     "According to Dosovitskiy et al. (2021), relying on convolutional networks is necessary for image "
     "classification."),
    ("Transformers lack some of the inductive biases inherent to CNNs, such as translation equivariance "
     "and locality, and therefore generalize poorly when trained on insufficient data (Dosovitskiy et al.,"
     " 2021).",
     "Transformers share the inductive biases inherent to CNNs, such as translation equivariance and "
     "locality, and therefore generalize well when trained on insufficient data (Dosovitskiy et al., "
     "2021)."),
    ("Dosovitskiy et al. (2021) did not observe significant gains from more advanced 2D-aware position "
     "embeddings over standard learnable 1D embeddings.",
     "Dosovitskiy et al. (2021) observed significant gains from more advanced 2D-aware position embeddings"
     " over standard learnable 1D embeddings."),
    ("Models with a smaller patch size are computationally more expensive (Dosovitskiy et al., 2021).",
     "Models with a smaller patch size are cheaper to run (Dosovitskiy et al., 2021)."),
    ("Adam works slightly better than SGD for ResNets in the authors' setting (Dosovitskiy et al., 2021).",
     "SGD works slightly better than Adam for ResNets in the authors' setting (Dosovitskiy et al., 2021)."),
    ("ViT-L/16 pre-trained on JFT-300M outperforms BiT-L on all tasks while requiring substantially less "
     "compute to train (Dosovitskiy et al., 2021).",
     "ViT-L/16 pre-trained on JFT-300M underperforms BiT-L on all tasks while requiring substantially less"
     " compute to train (Dosovitskiy et al., 2021)."),
    ("Vision Transformers overfit more than ResNets with comparable computational cost on the smaller "
     "pre-training subsets (Dosovitskiy et al., 2021).",
     "Vision Transformers overfit less than ResNets with comparable computational cost on the smaller "
     "pre-training subsets (Dosovitskiy et al., 2021)."),
    ("Hybrids slightly outperform ViT at small computational budgets, but the difference vanishes for "
     "larger models (Dosovitskiy et al., 2021).",
     "Hybrids slightly outperform ViT at large computational budgets, but the difference vanishes for "
     "smaller models (Dosovitskiy et al., 2021)."),
    ("Vision Transformers do not appear to saturate within the range of model sizes tried (Dosovitskiy et "
     "al., 2021).",
     "Vision Transformers appear to saturate quickly within the range of model sizes tried (Dosovitskiy et"
     " al., 2021)."),
    ("Hand-crafted 2D-aware position embeddings do not yield improvements, since the learned embeddings "
     "already represent 2D image topology (Dosovitskiy et al., 2021).",
     "Hand-crafted 2D-aware position embeddings yield clear improvements, since the learned embeddings "
     "fail to represent 2D image topology (Dosovitskiy et al., 2021)."),
    ("ViT uses approximately 2 to 4 times less compute than ResNets to attain the same performance "
     "(Dosovitskiy et al., 2021).",
     "ViT uses approximately 2 to 4 times more compute than ResNets to attain the same performance "
     "(Dosovitskiy et al., 2021)."),
]
FIFTY_FIFTH_REFERENCES = """- Dosovitskiy, A., Beyer, L., Kolesnikov, A., Weissenborn, D., Zhai, X., Unterthiner, T., Dehghani, M., Minderer, M., Heigold, G., Gelly, S., Uszkoreit, J., & Houlsby, N. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
"""

# The fifty-sixth draft (eleventh session): DPR's findings paraphrased, author-year; one false RB005 error when
# written, older than the session: "Additional pretraining does not seem to be required" was a denial against a
# negation-free sentence that never mentions "required" (a hedged denial, through "seem" / "appear", now counts
# only of what the source names; no pool moved). Planted (nine): 4 caught; missed "DPR is beaten by BM25" ("beaten"
# was no comparing verb; caught since the twelfth session), "still does worse than BM25" (caught later the same session: two comparisons of the same
# things), "accuracy drops as
# the batch size grows" (the "as" clause is read as what drops; ending the anchor there lost a SciFact reversal),
# "can be used ... because it is decomposable" ("nondecomposable nature"), "seems to be required" ("may not be
# needed").
FIFTY_SIXTH = [
    ("Karpukhin et al. (2020) report that BM25 is beaten by DPR by a wide margin in top-5 accuracy, 42.9% "
     "against 65.2%.",
     "Karpukhin et al. (2020) report that DPR is beaten by BM25 by a wide margin in top-5 accuracy, 42.9% "
     "against 65.2%."),
    ("Fine-tuning the question and passage encoders on existing question-passage pairs is enough to beat "
     "BM25 by a large margin, so extra pretraining may be unnecessary (Karpukhin et al., 2020).",
     "Fine-tuning the question and passage encoders on existing question-passage pairs is not enough to "
     "beat BM25, so extra pretraining is necessary (Karpukhin et al., 2020)."),
    ("Karpukhin et al. (2020) found fixed-length passages to work better than natural paragraphs for both "
     "retrieval and final QA accuracy.",
     "Karpukhin et al. (2020) found natural paragraphs to work better than fixed-length passages for both "
     "retrieval and final QA accuracy."),
    ("Splitting documents into overlapping passages brought no advantage over non-overlapping ones in "
     "DPR's experiments (Karpukhin et al., 2020).",
     "Splitting documents into overlapping passages brought a clear advantage over non-overlapping ones in"
     " DPR's experiments (Karpukhin et al., 2020)."),
    ("A dense retriever trained on as few as 1,000 examples already does better than BM25 (Karpukhin et "
     "al., 2020).",
     "A dense retriever trained on as few as 1,000 examples still does worse than BM25 (Karpukhin et al., "
     "2020)."),
    ("Retrieval accuracy keeps rising as the batch size grows, since larger batches give more in-batch "
     "negatives (Karpukhin et al., 2020).",
     "Retrieval accuracy drops as the batch size grows, since larger batches give more in-batch negatives "
     "(Karpukhin et al., 2020)."),
    ("Cross-attention cannot be used to retrieve passages from a large corpus, because it is not "
     "decomposable (Karpukhin et al., 2020).",
     "Cross-attention can be used to retrieve passages from a large corpus, because it is decomposable "
     "(Karpukhin et al., 2020)."),
    ("Term-matching methods such as BM25 are sensitive to highly selective keywords and phrases but fail "
     "to capture lexical variations well (Karpukhin et al., 2020).",
     "Term-matching methods such as BM25 are insensitive to highly selective keywords and phrases but "
     "capture lexical variations well (Karpukhin et al., 2020)."),
    ("Additional pretraining does not seem to be required for a strong dense retriever (Karpukhin et al., "
     "2020).",
     "Additional pretraining seems to be required for a strong dense retriever (Karpukhin et al., 2020)."),
]
FIFTY_SIXTH_REFERENCES = """- Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
"""

# The fifty-seventh draft (eleventh session): the adapters paper paraphrased; one false RB005 error when written:
# "Training is stable only when the adapters are initialized close to the identity function" against "if the
# initialization deviates too far from the identity function, the model may fail to train" (a hypothetical: a
# negation after "may" / "might" / "could" / "would" in a sentence with "if" is no finding now). Planted (nine): 3
# caught ("did not yield a significant boost": a negated verb of producing reaches two words further, as one of
# finding does); missed "clearly surpasses" ("almost matches"), "needs simultaneous access" ("does not require"),
# "large ... grows quickly" ("small ... relatively slowly"), "far from the identity function", "performance rises
# sharply when fewer layers are fine-tuned" ("decreases dramatically": the pair is opposed sentence to sentence
# since the same session, a condition clause and a manner adverb no longer count as what rises, yet the draft's
# check does not report it), the two MNLI accuracies swapped (RB007 had named "0.1%", the paper's error margin
# after "±", which is no value now).
FIFTY_SEVENTH = [
    ("On GLUE, adapter tuning nearly matches full fine-tuning of BERT while training only 3% task-specific"
     " parameters per task [1].",
     "On GLUE, adapter tuning clearly surpasses full fine-tuning of BERT while training only 3% "
     "task-specific parameters per task [1]."),
    ("Adapter-based tuning does not need simultaneous access to every dataset, since tasks can be trained "
     "one after another [1].",
     "Adapter-based tuning needs simultaneous access to every dataset, since tasks cannot be trained one "
     "after another [1]."),
    ("With adapters, the weights of the original network stay frozen, so they can be shared across many "
     "tasks [1].",
     "With adapters, the weights of the original network are updated, so they cannot be shared across many"
     " tasks [1]."),
    ("Because adapter modules are small relative to the layers of the original network, the total model "
     "size grows relatively slowly as tasks are added [1].",
     "Because adapter modules are large relative to the layers of the original network, the total model "
     "size grows quickly as tasks are added [1]."),
    ("Training is stable only when the adapters are initialized close to the identity function [1].",
     "Training is stable only when the adapters are initialized far from the identity function [1]."),
    ("Variable fine-tuning does slightly better than plain fine-tuning while training fewer layers [1].",
     "Variable fine-tuning does slightly worse than plain fine-tuning while training fewer layers [1]."),
    ("On GLUE, performance falls sharply when fewer layers are fine-tuned [1].",
     "On GLUE, performance rises sharply when fewer layers are fine-tuned [1]."),
    ("Fine-tuning only the top layer reaches 77.8% validation accuracy on MNLI, whereas adapters of size "
     "64 reach 83.7% with fewer trainable parameters [1].",
     "Fine-tuning only the top layer reaches 83.7% validation accuracy on MNLI, whereas adapters of size "
     "64 reach 77.8% with fewer trainable parameters [1]."),
    ("Several architectural extensions to the adapter did not give a significant boost in performance [1].",
     "Several architectural extensions to the adapter gave a significant boost in performance [1]."),
]
FIFTY_SEVENTH_REFERENCES = """1. Houlsby, N., Giurgiu, A., Jastrzebski, S., Morrone, B., de Laroussilhe, Q., Gesmundo, A., Attariyan, M., & Gelly, S. (2019). Parameter-Efficient Transfer Learning for NLP. ICML. [PDF](papers/adapters.pdf)
"""

# The fifty-eighth draft (eleventh session): TableFormer, Paper Plain and MapReduce paraphrased; one false RB005
# error when written: "a worker that does not respond in time is marked as failed" was read as denying "respond"
# against "The master pings every worker periodically" (a negation in a relative clause, "that/which/who" before
# the auxiliary, names a thing and is no longer the sentence's denial: TRAIN lost one synthetic reversal planted in
# such a clause, "the total genome that is not transcribed"). Planted (five): 2 caught; missed "harder to read ...
# with a loss in comprehension" ("easier ... without a loss"), master and workers swapped, "its failure is likely"
# ("unlikely").
FIFTY_EIGHTH = [
    ("TableFormer is strictly invariant to the order of rows and columns and, thanks to its tabular "
     "inductive biases, understands tables better than TAPAS [1].",
     "TableFormer is strictly invariant to the order of rows and columns and, thanks to its tabular "
     "inductive biases, understands tables worse than TAPAS [1]."),
    ("Unlike TAPAS, TableFormer drops row and column ids, so that it is not affected by how rows and "
     "columns are ordered [1].", None),
    ("Unlike ETC, which relies on global memory and local attention, TableFormer uses pairwise attention "
     "with no global memory overhead [1].", None),
    ("Readers using Paper Plain found research papers easier to read and understand, with no loss in "
     "comprehension [2].",
     "Readers using Paper Plain found research papers harder to read and understand, with a loss in "
     "comprehension [2]."),
    ("Patient-friendly resources do not cover every medical condition and treatment, especially those "
     "studied in emerging research [2].", None),
    ("Participants appreciated the in-situ section gists and term definitions, although they tended not to"
     " use them in some cases [2].", None),
    ("In MapReduce, the master pings every worker periodically, and a worker that does not respond in time"
     " is marked as failed [3].",
     "In MapReduce, workers ping the master periodically, and a master that does not respond in time is "
     "marked as failed [3]."),
    ("Completed map tasks must be re-executed after a failure because their output lives on the local disk"
     " of the failed machine [3].", None),
    ("Because there is only a single master, its failure is unlikely, so the implementation simply aborts "
     "the computation if the master fails [3].",
     "Because there is only a single master, its failure is likely, so the implementation re-executes the "
     "computation on another master if it fails [3]."),
    ("MapReduce offers no support for atomic two-phase commits of multiple output files produced by a "
     "single task [3].",
     "MapReduce provides support for atomic two-phase commits of multiple output files produced by a "
     "single task [3]."),
]
FIFTY_EIGHTH_REFERENCES = """1. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
2. August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2023). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. ACM TOCHI. [PDF](papers/paperplain.pdf)
3. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
"""

# The fifty-ninth draft (eleventh session): S2ORC and the sepsis GP-RNN paraphrased; one false RB012 info when
# written ("documents other than papers" read as pointing to other work: "other than" no longer does; the
# needs-citation evaluation is identical with fresh features). Planted (five): 4 caught ("does worse than SciBERT"
# against "outperforms SciBERT" since two comparisons of the same things in the same order are compared whatever
# their words; no pool moved); missed "can be measured directly" ("is not measurable").
FIFTY_NINTH = [
    ("Existing corpora of scientific papers have limitations: some cover few papers and others may not "
     "offer usable full text [1].", None),
    ("GROBID is not optimized for parsing documents other than papers, such as dissertations [1].",
     "GROBID is optimized for parsing documents other than papers, such as dissertations [1]."),
    ("Not every paper in S2ORC belongs to a single field: 677k papers have more than one primary field of "
     "study [1].", None),
    ("S2ORC-SciBERT does better than SciBERT on many tasks [1].",
     "S2ORC-SciBERT does worse than SciBERT on many tasks [1]."),
    ("Without extra supervision, S2ORC is well suited to citation-related text tasks [1].", None),
    ("Early detection and treatment of sepsis lead to better patient outcomes [2].",
     "Early detection and treatment of sepsis do not improve patient outcomes [2]."),
    ("Existing clinical scores for detecting deterioration are largely ad hoc rather than data-driven [2].", None),
    ("Such scores were not designed to target sepsis specifically and use only a handful of variables [2].",
     "Such scores were designed to target sepsis specifically and use a large number of variables [2]."),
    ("The exact time at which sepsis starts cannot be measured and can only be observed indirectly [2].",
     "The exact time at which sepsis starts can be measured directly [2]."),
    ("The proposed classifier beats clinical baselines and improves on a previous related model for "
     "detecting sepsis [2].", None),
]
FIFTY_NINTH_REFERENCES = """1. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. ACL. [PDF](papers/s2orc.pdf)
2. Futoma, J., Hariharan, S., & Heller, K. (2017). Learning to Detect Sepsis with a Multitask Gaussian Process RNN Classifier. MLHC. [PDF](papers/sepsis.pdf)
"""

# The twelfth session's paraphrasing drafts (written 2026-12-05 in the paper's words turned into
# the writer's own, as a model drafts): TrustRank and TraceMonkey; the H. pylori meta-analysis and
# the wheat metabolomics paper; the Nature deep-learning review and expander graph propagation.
# When written: 47 correct sentences, no false finding but one RB004 warning on a paraphrase
# (KNOWN_FALSE); 28 planted, 10 caught after this session's fixes. Then the EEG study of phone
# feedback and VESPA; Open IE in AI Magazine and maximum-margin multi-instance learning: 25 correct
# sentences, two false RB005 errors when written (both ends named, "the highest ..., and B the
# lowest"; "is not enough" against the paper's "is insufficient"), both fixed; 16 planted, 9 caught.
# Then Landmark-RxR and RAPT: 15 correct sentences, none wrong but a defensible RB012 info (KNOWN_FALSE);
# 9 planted, 6 caught (one after "the lowest fidelity" stopped answering to "the lowest SR").
# Then temporal stereo matching and PaperMage: 13 correct sentences, one false RB005 error when written
# (a negation in a leading "Because ..." clause read as the finding), fixed; 8 planted, 4 caught when
# written, 5 after "accuracy gets markedly worse" was read as about its subject.
# Then author-year, the ACE inhibitor paper and birdsong FM: 9 correct sentences, one RB004 warning on a
# short paraphrase (KNOWN_FALSE); 7 planted, none caught when written, 2 after the fixes they prompted
# ("more selective for the C-domain than for the N-domain"; "work worst", whose reversal a woven
# sentence's "degradations we tested" had vetoed).
# Then Pandoc markers with BibTeX, scalable video on disks and data placement on parallel disks: 9 correct
# sentences, none wrong; 6 planted, 2 caught (missed: "less appealing than" against "more visually
# appealing" with no "than", "a factor of ten" for three, two qualities exchanged between two placements,
# "becomes easy in very special cases" against "NP-hard even for very special cases").
# Then the music-transcription survey's challenges: 10 correct sentences, one false RB005 error when
# written ("the best algorithm has not been improved on since 2009", denied first against "Table 1 gives
# the results for ..." and then against "could potentially improve the transcription process if
# integrated"), fixed twice over (a sentence saying what a table or figure holds states no finding; a
# verb after a modal in a sentence with "if" is a hypothetical); 7 planted, 3 caught.
SIXTIETH = [
    ("TrustRank starts from a small seed set of pages that a human expert judges, and then follows the "
     "link structure of the web to find other pages that are probably good [1].", None),
    ("With a good seed set of fewer than 200 sites, the method filters spam out of a large portion of the "
     "web [1].",
     "With a good seed set of roughly 2,000 sites, the method filters spam out of a large portion of the "
     "web [1]."),
    ("Inverse PageRank proved a little better than high-PageRank selection at picking useful seeds, so the"
     " experiments on the real web relied on it [1].",
     "High-PageRank selection proved a little better than inverse PageRank at picking useful seeds, so the"
     " experiments on the real web relied on it [1]."),
    ("Twenty iterations were enough for the relative ordering of the sites to converge [1].", None),
    ("The top five TrustRank buckets hold almost no spam, whereas spam becomes markedly more concentrated "
     "in the lower buckets [1].",
     "The top five TrustRank buckets hold a large share of spam, whereas the lower buckets are almost free"
     " of it [1]."),
    ("Nearly 20% of the second PageRank bucket consists of bad sites [1].", None),
    ("TrustRank cannot reliably tell low-scored good sites apart from bad ones, since such sites lack the "
     "inlinks that would distinguish them [1].",
     "TrustRank reliably tells low-scored good sites apart from bad ones [1]."),
    ("On pairwise orderedness, TrustRank consistently beats both the ignorant trust function and PageRank "
     "[1].",
     "On pairwise orderedness, PageRank consistently beats both the ignorant trust function and TrustRank "
     "[1]."),
    ("When the threshold keeps buckets 1 through 10, precision reaches 0.86 and recall 0.55 [1].",
     "When the threshold keeps buckets 1 through 10, precision reaches 0.68 and recall 0.55 [1]."),
    ("TraceMonkey records frequently executed loop traces at run time and compiles machine code "
     "specialized to the dynamic types seen on each path [2].", None),
    ("On programs that suit tracing, it runs 2x to 20x faster than the interpreter [2].", None),
    ("The largest gains come on integer-heavy benchmarks, up to a 25x speedup on bitops-bitwise-and [2].", None),
    ("Because recursion is not traced, benchmarks that rely heavily on it see little or no speedup [2].",
     "Because recursion is traced, benchmarks that rely heavily on it see the largest speedups [2]."),
    ("Native traces take about 9 cycles per bytecode, against roughly 35 in the interpreter [2].",
     "Native traces take about 19 cycles per bytecode, against roughly 35 in the interpreter [2]."),
    ("A trace has to run about 270 times before compiling it pays off [2].",
     "A trace has to run about 27 times before compiling it pays off [2]."),
    ("The other VMs reach an overall speedup of 3.0x, below the 3.9x estimated for TraceMonkey's native "
     "code [2].",
     "The other VMs reach an overall speedup of 3.9x, well above TraceMonkey's native code [2]."),
    ("TraceMonkey is the fastest VM on 9 of the 26 benchmarks [2].", None),
]
SIXTIETH_REFERENCES = """1. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. VLDB. [PDF](papers/trustrank.pdf)
2. Gal, A., Eich, B., Shaver, M., et al. (2009). Trace-based Just-in-Time Type Specialization for Dynamic Languages. PLDI. [PDF](papers/tracemonkey.pdf)
"""

SIXTY_FIRST = [
    ("Whether H. pylori causes iron deficiency anaemia is still debated, although recent guidelines accept"
     " a causal role [1].", None),
    ("A meta-analysis of eight studies, all carried out in Asia, found that eradicating H. pylori can "
     "improve iron deficiency anaemia [1].",
     "A meta-analysis of eight studies, all carried out in Asia, found that eradicating H. pylori does not"
     " improve iron deficiency anaemia [1]."),
    ("Haemoglobin and serum ferritin rose more in the intervention groups than in the controls [1].", None),
    ("The weighted mean difference was 12.88 g/l for haemoglobin and 10.05 mg/l for serum ferritin [1].",
     "The weighted mean difference was 21.88 g/l for haemoglobin and 10.05 mg/l for serum ferritin [1]."),
    ("Adding eradication therapy to iron supplementation works better than iron supplementation on its own"
     " [1].", None),
    ("Bismuth-based triple therapy raised haemoglobin and ferritin more than PPI-based triple therapy did "
     "[1].",
     "PPI-based triple therapy raised haemoglobin and ferritin more than bismuth-based triple therapy did "
     "[1]."),
    ("Children gained less haemoglobin than adults, 11.77 against 15.11 g/l [1].",
     "Children gained more haemoglobin than adults, 11.77 against 15.11 g/l [1]."),
    ("The gap between the intervention and control groups seemed to widen with time [1].",
     "The gap between the intervention and control groups seemed to narrow with time [1]."),
    ("In wheat, heat stress was imposed 10 days after anthesis and flag leaves were sampled 10 days later "
     "[2].",
     "In wheat, heat stress was imposed 15 days after anthesis and flag leaves were sampled 10 days later "
     "[2]."),
    ("Sixty-four known metabolites went up or down by at least 1.5-fold under high temperature [2].",
     "Sixty-four known metabolites went up or down by at least 2.5-fold under high temperature [2]."),
    ("The metabolites that rose most under heat, such as L-tryptophan and pipecolate, correlated "
     "negatively with the traits, whereas those that fell most, such as drummondol and anthranilate, "
     "correlated positively [2].",
     "The metabolites that rose most under heat, such as L-tryptophan and pipecolate, correlated "
     "positively with the traits [2]."),
    ("Aminoacyl-tRNA biosynthesis and secondary metabolite pathways were the most affected by heat [2].", None),
    ("Grain yield reacts more strongly to warmer nights than to warmer days [2].",
     "Grain yield reacts less strongly to warmer nights than to warmer days [2]."),
    ("Sugars and sugar alcohols declined in concentration under heat stress [2].", None),
]
SIXTY_FIRST_REFERENCES = """1. Huang, X., Qu, X., Yan, W., et al. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal, 86, 272-278. [PDF](papers/hpylori.pdf)
2. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat following post-anthesis heat stress. PLoS ONE, 13(6). [PDF](papers/wheat.pdf)
"""

SIXTY_SECOND = [
    ("Deep learning has dramatically advanced the state of the art in speech recognition, visual object "
     "recognition and object detection [1].", None),
    ("Deep nets have also beaten other machine-learning methods at predicting the activity of potential "
     "drug molecules [1].", None),
    ("Around 2006, researchers brought together by CIFAR revived deep feedforward networks with "
     "unsupervised procedures that needed no labelled data [1].", None),
    ("Fast GPUs let researchers train networks 10 or 20 times faster [1].",
     "Fast GPUs let researchers train networks 100 or 200 times faster [1]."),
    ("Once deep learning had been rehabilitated, pre-training turned out to be necessary only for small "
     "data sets [1].",
     "Once deep learning had been rehabilitated, pre-training turned out to be necessary even for large "
     "data sets [1]."),
    ("Convolutional networks were much easier to train and generalized far better than networks with full "
     "connectivity between adjacent layers [1].",
     "Convolutional networks were harder to train and generalized worse than networks with full "
     "connectivity between adjacent layers [1]."),
    ("Until the ImageNet competition in 2012, the mainstream computer-vision and machine-learning "
     "communities largely ignored ConvNets [1].", None),
    ("On about a million web images in 1,000 classes, deep ConvNets almost halved the error rates of the "
     "best competing approaches [1].",
     "On about a million web images in 1,000 classes, deep ConvNets roughly doubled the error rates of the"
     " best competing approaches [1]."),
    ("Advances in hardware, software and parallelization cut the training time of such networks from weeks"
     " to a few hours [1].", None),
    ("Unsupervised learning has been overshadowed by the successes of purely supervised learning, although"
     " the authors expect it to matter far more in the longer term [1].",
     "Purely supervised learning has been overshadowed by the successes of unsupervised learning [1]."),
    ("Passive vision systems are already outperformed at classification by systems that combine deep "
     "learning with reinforcement learning [1].",
     "Systems that combine deep learning with reinforcement learning are still outperformed at "
     "classification by passive vision systems [1]."),
    ("For whole-graph classification, a GNN must compute node features that reflect both local "
     "interactions and the global structure of the graph, which is hard [2].", None),
    ("Using expander graphs as templates for message passing necessarily introduces negative curvature "
     "[2].", None),
    ("Negatively curved edges are probably needed for scalable message passing without bottlenecks [2].",
     "Negatively curved edges are unlikely to be needed for scalable message passing without bottlenecks "
     "[2]."),
    ("In the Cayley graph of SL(2, Z3), any node can be reached from any other in at most 4 hops [2].",
     "In the Cayley graph of SL(2, Z3), any node can be reached from any other in at most 6 hops [2]."),
    ("Merely stacking more message-passing layers is often inadequate, and can be weaker than discarding "
     "the graph structure altogether [2].",
     "Stacking more message-passing layers is generally better than discarding the graph structure "
     "altogether [2]."),
]
SIXTY_SECOND_REFERENCES = """1. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature, 521, 436-444. [PDF](papers/deeplearning.pdf)
2. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. Learning on Graphs Conference. [PDF](papers/egp.pdf)
"""

SIXTY_THIRD = [
    ("In an earlier pre-study, users judged the different feedback modalities and their combinations "
     "differently [1].",
     "In an earlier pre-study, users judged the different feedback modalities and their combinations alike"
     " [1]."),
    ("In that pre-study, multimodal feedback was not rated better than unimodal feedback [1].",
     "In that pre-study, multimodal feedback was rated better than unimodal feedback [1]."),
    ("Fifteen healthy students and staff members took part, all of them right-handed and aged 19 to 30 "
     "[1].",
     "Twenty-five healthy students and staff members took part, all of them right-handed and aged 19 to 30"
     " [1]."),
    ("Participants rated tri-modal feedback as significantly more annoying [1].",
     "Participants rated tri-modal feedback as significantly less annoying [1]."),
    ("Visual feedback was judged significantly less alerting than the other feedback types, auditory "
     "feedback excepted [1].", None),
    ("The P300 peak evoked by haptic feedback came significantly earlier than the one evoked by auditory "
     "feedback [1].",
     "The P300 peak evoked by haptic feedback came significantly later than the one evoked by auditory "
     "feedback [1]."),
    ("Auditory-visual-haptic feedback produced the highest P300 peak amplitude, and visual feedback the "
     "lowest [1].",
     "Visual feedback produced the highest P300 peak amplitude, and auditory-visual-haptic feedback the "
     "lowest [1]."),
    ("Reaction times were significantly shorter for visual and haptic feedback, while tri-modal feedback "
     "led to the longest ones [1].",
     "Reaction times were significantly longer for visual and haptic feedback, while tri-modal feedback "
     "led to the shortest ones [1]."),
    ("Because EEG correlates highly with subjective ratings, it is a feasible way to quantify the "
     "conscious processing of feedback [1].",
     "Because EEG correlates poorly with subjective ratings, it is not a feasible way to quantify the "
     "conscious processing of feedback [1]."),
    ("The brain seems to allocate more attention to multimodal than to unimodal input [1].", None),
    ("VESPA automates a selective pressure analysis with codeML together with the preparatory steps and "
     "summary statistics [2].", None),
    ("It is written in Python and Perl and is meant to run in a UNIX environment [2].", None),
    ("Benchmarks show that VESPA is consistent, performs well on both large and small datasets, and "
     "reproduces previously published results [2].",
     "Benchmarks show that VESPA is inconsistent and performs well only on small datasets [2]."),
    ("The software interprets the codeML output by itself and writes simplified summary files for the user"
     " [2].", None),
]
SIXTY_THIRD_REFERENCES = """1. Antons, J.-N., Arndt, S., Seebode, J., Schleicher, R., & Möller, S. (2013). Did You Notice? Neuronal Processing of Multimodal Mobile Phone Feedback. CHI Extended Abstracts. [PDF](papers/eeg.pdf)
2. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science, 3, e118. [PDF](papers/vespa.pdf)
"""

SIXTY_FOURTH = [
    ("Until recently, information extraction systems were tied to one domain and required manual "
     "engineering combined with supervised learning for every new target domain [1].",
     "Until recently, information extraction systems were domain independent and required no manual "
     "engineering for a new target domain [1]."),
    ("Open IE runs over large corpora without any hand-tagged relations or even a predefined set of "
     "relations [1].", None),
    ("Because it is open in both domain and relations, Open IE stays purely textual and cannot map its "
     "surface forms onto an ontology [1].",
     "Because it is open in both domain and relations, Open IE maps its surface forms onto an ontology "
     "directly [1]."),
    ("Semisupervised approaches need only a little hand-annotated training data, but they need it for "
     "every relation of interest [1].",
     "Semisupervised approaches need a large amount of hand-annotated training data, but only for a few "
     "relations [1]."),
    ("An Open IE system reads its corpus once and extracts a wide range of relational tuples without "
     "relation-specific human input [1].", None),
    ("Mapped to the NFL-scoring domain, the system reaches a precision above 0.90 with as few as eight "
     "training examples [1].",
     "Mapped to the NFL-scoring domain, the system reaches a precision above 0.90 only with more than "
     "eighty training examples [1]."),
    ("Most multi-instance learning methods rely on the Bag-to-Bag distance, which is often expensive to "
     "compute and may not reflect semantic similarity well [2].", None),
    ("The Class-to-Bag distance instead measures the relationship between classes and bags directly [2].", None),
    ("Learning a single global metric for a multi-instance data set is not enough, because such data are "
     "highly heterogeneous [2].",
     "Learning a single global metric for a multi-instance data set is enough, because such data are "
     "largely homogeneous [2]."),
    ("The Class-to-Bag distance needs significantly less computation than the Bag-to-Bag distance [2].",
     "The Class-to-Bag distance needs significantly more computation than the Bag-to-Bag distance [2]."),
    ("In single-label classification, the M3I method clearly beats every other method compared, and it is "
     "always better than its simplified versions [2].",
     "In single-label classification, the M3I method is beaten by several of the methods compared, and it "
     "is worse than its simplified versions [2]."),
]
SIXTY_FOURTH_REFERENCES = """1. Soderland, S., Roof, B., Qin, B., Xu, S., Mausam, & Etzioni, O. (2010). Adapting Open Information Extraction to Domain-Specific Relations. AI Magazine, 31(3), 93-102. [PDF](papers/openie.pdf)
2. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum Margin Multi-Instance Learning. NIPS. [PDF](papers/mimil.pdf)
"""

SIXTY_FIFTH = [
    ("Landmark-RxR is a human-annotated, landmark-based, fine-grained navigation dataset built on the "
     "English Guide part of RxR [1].", None),
    ("With this fine-grained ground truth, the agent generalizes better to unseen environments and to "
     "instructions from another domain [1].",
     "With this fine-grained ground truth, the agent generalizes worse to unseen environments and to "
     "instructions from another domain [1]."),
    ("The focal-oriented rewards beat both the usual goal-oriented reward and the fidelity-oriented reward"
     " [1].",
     "The usual goal-oriented reward beats both focal-oriented rewards [1]."),
    ("Training on the complete pairs of en-RxR hardly helps navigation in R2R, because the instructions "
     "come from another domain [1].",
     "Training on the complete pairs of en-RxR helps navigation in R2R a great deal, despite the domain "
     "gap [1]."),
    ("Replacing those complete pairs with the sub-pairs of Landmark-RxR raises the success rate of model#6"
     " by 7.1% in unseen environments [1].",
     "Replacing those complete pairs with the sub-pairs of Landmark-RxR raises the success rate of model#6"
     " by 17.1% in unseen environments [1]."),
    ("Supervision from coarse-grained data alone is insufficient for cross-modal alignment, but fine- and "
     "coarse-grained supervision complement each other [1].", None),
    ("The model rewarded with nDTW reaches the highest fidelity in unseen environments but the lowest SR "
     "and LN scores of all the rewards [1].",
     "The model rewarded with nDTW reaches the lowest fidelity in unseen environments but the highest SR "
     "of all the rewards [1]."),
    ("With the soft focal-oriented reward, SR rose from 29.3% to 33.7% and LN fell from 5500 to 5173 [1].",
     "With the soft focal-oriented reward, SR fell from 33.7% to 29.3% [1]."),
    ("An earlier attempt to supervise attention with spatially-temporally aligned annotations gained very "
     "little [1].", None),
    ("RAPT adapts large pre-trained language models to paraphrase generation with few trainable parameters"
     " [2].", None),
    ("Only a few works have tried to control how novel a generated paraphrase is, as opposed to simply "
     "raising its novelty [2].", None),
    ("RAPT substantially outperforms the baselines on every metric except BERT [2].",
     "The baselines substantially outperform RAPT on every metric except BERT [2]."),
    ("Conditioning on high novelty raises novelty but can lower semantic fidelity and BLEU [2].",
     "Conditioning on high novelty lowers novelty and raises semantic fidelity [2]."),
    ("Retrieving semantically similar examples with kNN works much better than retrieving them at random "
     "[2].",
     "Retrieving examples at random works much better than retrieving semantically similar ones with kNN "
     "[2]."),
    ("Copy models can reach fairly high BLEU while merely copying the input, which shows the limits of "
     "BLEU on its own [2].", None),
]
SIXTY_FIFTH_REFERENCES = """1. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision. NeurIPS. [PDF](papers/landmark.pdf)
2. Chowdhury, J. R., Zhuang, Y., & Wang, S. (2022). Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional Prompt Tuning. AAAI. [PDF](papers/rapt.pdf)
"""

SIXTY_SIXTH = [
    ("Almost all stereo matching algorithms are built to match a single pair of images [1].", None),
    ("Applied to stereo video, such algorithms give no guarantee that matches stay consistent from one "
     "frame pair to the next [1].",
     "Applied to stereo video, such algorithms guarantee that matches stay consistent from one frame pair "
     "to the next [1]."),
    ("Matching on spatio-temporal motion descriptors instead of raw pixel intensities makes disparity maps"
     " more coherent over time, at the price of lower accuracy at depth discontinuities [1].",
     "Matching on spatio-temporal motion descriptors instead of raw pixel intensities makes disparity maps"
     " less coherent over time, while raising accuracy at depth discontinuities [1]."),
    ("The bilateral-grid method of Richardt et al. beats the frame-to-frame baseline, but the memory its "
     "grid needs confines it to grayscale images [1].",
     "The bilateral-grid method of Richardt et al. falls behind the frame-to-frame baseline, and it works "
     "on colour images too [1]."),
    ("When no noise is added to the images, temporal stereo matching brings negligible gains [1].",
     "When no noise is added to the images, temporal stereo matching brings large gains [1]."),
    ("With noise in the ranges of ±20 and ±40, accuracy improves markedly [1].",
     "With noise in the ranges of ±20 and ±40, accuracy gets markedly worse [1]."),
    ("Relying on the auxiliary cost pays off when noise is high, and relying on the current cost pays off "
     "when noise is low [1].",
     "Relying on the current cost pays off when noise is high, and relying on the auxiliary cost pays off "
     "when noise is low [1]."),
    ("Temporal aggregation proved far more robust to noise than a method that looks only at the current "
     "stereo frames [1].",
     "Temporal aggregation proved far less robust to noise than a method that looks only at the current "
     "stereo frames [1]."),
    ("Scientific documents remain hard to work with: they often come as PDFs that are difficult to use, "
     "and the models that process them form a fragmented, incomplete ecosystem [2].", None),
    ("PaperMage is an open-source Python toolkit for analyzing and processing visually rich, structured "
     "scientific documents [2].", None),
    ("It brings separate state-of-the-art NLP and vision models together in one framework and ships "
     "ready-made recipes for common use cases [2].", None),
    ("Because existing tools may not offer both sentence splits and figure detection, users end up writing"
     " a lot of custom code to chain pipelines together [2].", None),
    ("PaperMage also powers Semantic Scholar's production system, which processes millions of PDFs [2].",
     "PaperMage also powers Semantic Scholar's production system, which processes thousands of PDFs [2]."),
]
SIXTY_SIXTH_REFERENCES = """1. Kowalczuk, J., Psota, E. T., & Pérez, L. C. (2013). Real-time Temporal Stereo Matching using Iterative Adaptive Support Weights. IEEE EIT. [PDF](papers/stereo.pdf)
2. Lo, K., Shen, Z., Newman, B., et al. (2023). PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents. EMNLP System Demonstrations. [PDF](papers/papermage.pdf)
"""

SIXTY_SEVENTH = [
    ("ACE has two homologous domains that, although alike in sequence and topology, differ in how they "
     "process substrates and bind inhibitors (Sturrock et al., 2014).",
     "ACE has two homologous domains that process substrates and bind inhibitors in the same way (Sturrock"
     " et al., 2014)."),
    ("Inhibitors selective for the N-domain might help treat tissue injury and fibrosis caused by an "
     "accumulation of Ac-SDKP (Sturrock et al., 2014).", None),
    ("Compound 33RE, which carries a tetrazole group in the P2 position, inhibited the enzyme potently and"
     " was 927 times more selective for the N-domain than for the C-domain (Sturrock et al., 2014).",
     "Compound 33RE, which carries a tetrazole group in the P2 position, inhibited the enzyme weakly and "
     "was 927 times more selective for the C-domain than for the N-domain (Sturrock et al., 2014)."),
    ("Its crystal structure bound to the N-domain shows aromatic stacking with His388 and a direct "
     "hydrogen bond to Tyr369 (Sturrock et al., 2014).",
     "Its crystal structure bound to the N-domain shows aromatic stacking with His388 and a direct "
     "hydrogen bond to Tyr396 (Sturrock et al., 2014)."),
    ("Standard analyses such as Fourier analysis or linear prediction often lose or blur the fine temporal"
     " detail of frequency modulation (Stowell & Plumbley, 2014).",
     "Standard analyses such as Fourier analysis or linear prediction capture the fine temporal detail of "
     "frequency modulation well (Stowell & Plumbley, 2014)."),
    ("Three of the four methods represent species-related frequency modulation robustly and scale to large"
     " data sets (Stowell & Plumbley, 2014).",
     "Only one of the four methods represents species-related frequency modulation robustly, and none "
     "scales to large data sets (Stowell & Plumbley, 2014)."),
    ("The simplest method tested seems to work best (Stowell & Plumbley, 2014).",
     "The simplest method tested seems to work worst (Stowell & Plumbley, 2014)."),
    ("Features describing the extremes of frequency modulation carry species information beyond the "
     "frequency features, while bandwidth features add nothing (Stowell & Plumbley, 2014).",
     "Bandwidth features carry species information beyond the frequency features, while features "
     "describing the extremes of frequency modulation add nothing (Stowell & Plumbley, 2014)."),
    ("Frequency modulation analysis can be run efficiently over very large archives (Stowell & Plumbley, "
     "2014).", None),
]
SIXTY_SEVENTH_REFERENCES = """- Sturrock, E. D., Lubbe, L., Cozier, G. E., et al. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science, 126, 305-313. [PDF](papers/ace.pdf)
- Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution, 5, 901-912. [PDF](papers/birdsong.pdf)
"""

SIXTY_EIGHTH = [
    ("When more users are admitted than the server can handle, scalable video lowers the rate sent to each"
     " user, so quality degrades gracefully instead of failing [@chang1997].",
     "When more users are admitted than the server can handle, scalable video raises the rate sent to each"
     " user, so quality degrades abruptly [@chang1997]."),
    ("On a real disk video server, reconstructions from scalable video looked more appealing than those "
     "from nonscalable video [@chang1997].",
     "On a real disk video server, reconstructions from scalable video looked less appealing than those "
     "from nonscalable video [@chang1997]."),
    ("With several disks and round-robin scheduling, periodic interleaving gives a shorter system delay "
     "than striping [@chang1997].",
     "With several disks and round-robin scheduling, striping gives a shorter system delay than periodic "
     "interleaving [@chang1997]."),
    ("Storing VBR video can cut total system cost by as much as a factor of three compared with padding "
     "the trace to a constant rate [@chang1997].",
     "Storing VBR video can cut total system cost by as much as a factor of ten compared with padding the "
     "trace to a constant rate [@chang1997]."),
    ("Both CTL and hybrid placement are workable: CTL is a little more efficient, while hybrid placement "
     "fragments the disk less [@chang1997].",
     "Both CTL and hybrid placement are workable: hybrid placement is a little more efficient, while CTL "
     "fragments the disk less [@chang1997]."),
    ("With nonscalable video an overload happens roughly every second service round, whereas scalable "
     "video removes these dropouts [@chang1997].", None),
    ("The data placement problem stays NP-hard even in very special cases [@golubchik2006].",
     "The data placement problem becomes easy in very special cases [@golubchik2006]."),
    ("For storage capacity k = 1 the problem can easily be solved in polynomial time [@golubchik2006].", None),
    ("The algorithm can be implemented to run in O((N + M) log(N + M)) steps [@golubchik2006].", None),
]
SIXTY_EIGHTH_BIBTEX = """@article{chang1997, title = {Disk-Based Storage for Scalable Video}, author = {Chang, Ed and Zakhor, Avideh}, journal = {IEEE Transactions on Circuits and Systems for Video Technology}, year = {1997}, file = {papers/diskvideo.pdf}}
@article{golubchik2006, title = {Approximation Algorithms for Data Placement on Parallel Disks}, author = {Golubchik, Leana and Khanna, Sanjeev and Khuller, Samir and Thurimella, Ramakrishna and Zhu, An}, journal = {ACM Transactions on Algorithms}, year = {2009}, file = {papers/placement.pdf}}
"""

SIXTY_NINTH = [
    ("Automatic transcription systems still perform clearly worse than a human expert, even though humans "
     "make mistakes too and need several takes [1].",
     "Automatic transcription systems now perform better than a human expert [1]."),
    ("Current test sets cover only a limited range of complexity [1].", None),
    ("The MIREX results for frame-based multiple-F0 estimation show performance stagnating, and the best "
     "algorithm has not been improved on since 2009 [1].",
     "The MIREX results for frame-based multiple-F0 estimation show performance rising steadily, and the "
     "best algorithm has been improved on every year since 2009 [1]."),
    ("Note tracking results are much weaker than those for multiple-F0 estimation, particularly when both "
     "onsets and offsets are scored [1].",
     "Note tracking results are much stronger than those for multiple-F0 estimation, particularly when "
     "both onsets and offsets are scored [1]."),
    ("One exception reaches F-measures of 0.45 and 0.65 on the two note tracking tasks, which brings it up"
     " to the level of multiple-F0 estimation but not beyond [1].",
     "One exception reaches F-measures of 0.54 and 0.65 on the two note tracking tasks, which brings it "
     "well beyond the level of multiple-F0 estimation [1]."),
    ("Combining human knowledge with algorithms could give transcriptions more accurate than fully "
     "automatic ones, in less time than a human would need [1].", None),
    ("Deriving instrument spectra from the user's note labels gave considerably better accuracy than "
     "naming the instrument types, whatever the number of instruments [1].",
     "Naming the instrument types gave considerably better accuracy than deriving instrument spectra from "
     "the user's note labels [1]."),
    ("Using prior information yields better source separation than a completely blind system [1].",
     "Using prior information yields worse source separation than a completely blind system [1]."),
    ("The score-informed tutoring system detected correct and extra notes but did considerably worse on "
     "missing notes [1].",
     "The score-informed tutoring system detected missing notes best, but did considerably worse on "
     "correct and extra notes [1]."),
    ("Because code and data are seldom shared, research outputs are hard to reuse [1].", None),
]
SIXTY_NINTH_REFERENCES = """1. Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. (2013). Automatic music transcription: challenges and future directions. Journal of Intelligent Information Systems, 41(3), 407-434. [PDF](papers/amt.pdf)
"""

# Then the sepsis MGP-RNN's results and the AHP requirement prioritization model: 8 correct sentences,
# none wrong; 8 planted, 5 caught when written, 6 after "beat" became a comparing verb (and two comparing
# verbs with their operands the other way round are compared).
SEVENTIETH = [
    ("In the case study, the model flagged sepsis 17 hours before the first antibiotics were given and 36 "
     "hours before the sepsis definition was met [1].",
     "In the case study, the model flagged sepsis 7 hours before the first antibiotics were given and 36 "
     "hours before the sepsis definition was met [1]."),
    ("All MGP-RNN variants clearly beat both the clinical baselines and the other baseline models [1].",
     "The clinical baselines clearly beat all MGP-RNN variants [1]."),
    ("Each extension to the base MGP-RNN improves its performance by a modest margin [1].",
     "Each extension to the base MGP-RNN degrades its performance slightly [1]."),
    ("Four hours before sepsis, at 80% sensitivity, the best model raised about 1.4 false alarms per true "
     "alarm, against 2.2 for the base MGP-RNN and 3.2 for the NEWS score [1].",
     "Four hours before sepsis, at 80% sensitivity, the best model raised about 2.4 false alarms per true "
     "alarm, against 2.2 for the base MGP-RNN and 3.2 for the NEWS score [1]."),
    ("Compared with NEWS, the final model cuts false alarms sharply at every sensitivity [1].",
     "Compared with NEWS, the final model raises false alarms at every sensitivity [1]."),
    ("The model needs far fewer pairwise comparisons than traditional AHP techniques, which makes it "
     "practical [2].",
     "The model needs far more pairwise comparisons than traditional AHP techniques [2]."),
    ("Requirement R1 holds 57.5% of the total importance, and R4 only 5% [2].",
     "Requirement R1 holds 75.5% of the total importance, and R4 only 5% [2]."),
    ("R1 is 11.5 times more important than R4, and R4 is 3.6 times less important than R3 [2].",
     "R4 is 11.5 times more important than R1, and R3 is 3.6 times less important than R4 [2]."),
]
SEVENTIETH_REFERENCES = """1. Futoma, J., Hariharan, S., Heller, K., Sendak, M., Brajer, N., et al. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. MLHC. [PDF](papers/sepsis.pdf)
2. Iqbal, M. A., Zaidi, A. M., & Murtaza, S. (2010). A New Requirement Prioritization Model for Market Driven Products Using Analytical Hierarchical Process. International Conference on Data Storage and Data Engineering. [PDF](papers/reqprio.pdf)
"""

# Then author-year, apparent and average accelerations (JCAP 2008) and S2ORC: 8 correct sentences, one
# defensible RB012 info ("Some models with no cosmological constant still have ...": the paper reports
# other work there); 5 planted, 2 caught (missed: "positive" / "negative" as plain adjectives,
# "realistic" / "unrealistic", "fully accounts" / "cannot account").
SEVENTY_FIRST = [
    ("Some models with no cosmological constant still have a negative volume deceleration parameter, which"
     " suggests back-reaction and averaging as an alternative to dark energy (Bolejko & Andersson, 2008).", None),
    ("The Lemaître-Tolman models chosen to be realistic and to fit the supernova data all have a positive "
     "volume deceleration parameter (Bolejko & Andersson, 2008).",
     "The Lemaître-Tolman models chosen to be realistic and to fit the supernova data all have a negative "
     "volume deceleration parameter (Bolejko & Andersson, 2008)."),
    ("The models found with a negative volume deceleration parameter turn out to be unrealistic (Bolejko &"
     " Andersson, 2008).",
     "The models found with a negative volume deceleration parameter turn out to be realistic (Bolejko & "
     "Andersson, 2008)."),
    ("Fitting the supernova data does not require a negative volume deceleration parameter (Bolejko & "
     "Andersson, 2008).",
     "Fitting the supernova data requires a negative volume deceleration parameter (Bolejko & Andersson, "
     "2008)."),
    ("In a perturbative approach, back-reaction cannot account for the apparent acceleration (Bolejko & "
     "Andersson, 2008).",
     "In a perturbative approach, back-reaction fully accounts for the apparent acceleration (Bolejko & "
     "Andersson, 2008)."),
    ("S2ORC covers 81.1M English-language academic papers from many disciplines (Lo et al., 2020).",
     "S2ORC covers 18.1M English-language academic papers from many disciplines (Lo et al., 2020)."),
    ("It provides structured full text for 8.1M open-access papers, with inline citations, figures and "
     "tables detected automatically (Lo et al., 2020).", None),
    ("Citation mentions in the full text are linked to the bibliography entries they point to (Lo et al., "
     "2020).", None),
]
SEVENTY_FIRST_REFERENCES = """- Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. Journal of Cosmology and Astroparticle Physics, 10, 003. [PDF](papers/accel.pdf)
- Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. ACL. [PDF](papers/s2orc.pdf)
"""

# Thirteenth session: MapReduce and TraceMonkey, paraphrased (speed against time, "run much more slowly"):
# 18 correct sentences, one false RB005 error when written ("could make the VM run much more slowly than
# the base interpreter" against a source sentence that also says it "is never able to run any": fixed); 7
# planted, 3 caught (missed: "slowed the completion" against "this significantly reduces the time to
# complete", whose sentence names backup tasks only as "this"; 44% -> 14% and 1 -> 10 MB/s in paraphrases
# whose words around the number differ; "hinders" against "speeds up", no cue).
SEVENTY_SECOND = [
    ("MapReduce lets programmers with no background in parallel or distributed systems make easy use of a "
     "large cluster [1].", None),
    ("Its run-time system takes care of partitioning the input, scheduling work across machines, handling "
     "machine failures and inter-machine communication [1].", None),
    ("Backup tasks considerably speed up the completion of large MapReduce operations [1].",
     "Backup tasks considerably slowed the completion of large MapReduce operations [1]."),
    ("Without backup tasks, the sort program needs 44% more time to finish [1].",
     "Without backup tasks, the sort program needs 14% more time to finish [1]."),
    ("The backup mechanism is tuned so that it adds no more than a few percent to the computational "
     "resources an operation uses [1].", None),
    ("Stragglers, machines that take unusually long on one of the last tasks, lengthen the total time of "
     "an operation [1].", None),
    ("A bad disk with frequent correctable errors can slow a machine's reads from 30 MB/s to 1 MB/s [1].",
     "A bad disk with frequent correctable errors can slow a machine's reads from 30 MB/s to 10 MB/s [1]."),
    ("Partial combining on the map workers markedly accelerates some classes of MapReduce operations [1].",
     "Partial combining on the map workers markedly hinders some classes of MapReduce operations [1]."),
    ("Completed reduce tasks need not be re-executed after a failure, because their output is kept in a "
     "global file system [1].", None),
    ("When groups of 80 machines became unreachable for minutes, the master re-executed their work and the"
     " operation still completed [1].", None),
    ("TraceMonkey compiles frequently executed loop traces into machine code specialised for the types "
     "actually observed on each path [2].", None),
    ("For certain benchmark programs, the authors measured speedups of ten times or more [2].", None),
    ("Traces that keep failing to record are blacklisted, so the VM stops trying to trace them [2].", None),
    ("Without such a prediction, a hot loop whose traces always fail could make the VM run much more "
     "slowly than the base interpreter [2].", None),
    ("TraceMonkey is the fastest VM on 9 of the 26 SunSpider benchmarks [2].",
     "TraceMonkey is the slowest VM on 9 of the 26 SunSpider benchmarks [2]."),
    ("Because its implementation does not trace recursion, TraceMonkey gains little or nothing on "
     "benchmarks that rely heavily on recursion [2].",
     "Because its implementation traces recursion, TraceMonkey gains the most on benchmarks that rely "
     "heavily on recursion [2]."),
    ("Exceptions are rare in JavaScript, so TraceMonkey does not support recording the throwing and "
     "catching of arbitrary exceptions [2].", None),
    ("Dynamic languages are harder to compile than statically typed ones, since no concrete type "
     "information is available [2].",
     "Dynamic languages are easier to compile than statically typed ones, since no concrete type "
     "information is available [2]."),
]
SEVENTY_SECOND_REFERENCES = """1. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
2. Gal, A., Eich, B., Shaver, M., et al. (2009). Trace-based Just-in-Time Type Specialization for Dynamic Languages. PLDI. [PDF](papers/tracemonkey.pdf)
"""

# Then the H. pylori meta-analysis and the wheat heat-stress paper, paraphrased with the session's new
# direction words (prevent, impede, hamper): 15 correct sentences, no false finding; 9 planted, 4 caught
# (missed: "lowered haemoglobin ... compared with iron alone"; adults and children swapped; 6% -> 16%,
# whose source sentence a page footer splits; "by increasing kernel weight", stated the other way in
# a sentence ranked third, 0.39 against 0.52).
SEVENTY_THIRD = [
    ("Pooling eight randomised trials, Huang et al. found that eradicating H. pylori helps to correct iron"
     " deficiency anaemia [1].", None),
    ("Eradication therapy combined with iron raised haemoglobin and serum ferritin more than iron given "
     "alone [1].",
     "Eradication therapy combined with iron lowered haemoglobin and serum ferritin compared with iron "
     "given alone [1]."),
    ("The weighted mean difference in haemoglobin was 12.88 g/l [1].",
     "The weighted mean difference in haemoglobin was 18.28 g/l [1]."),
    ("Whether eradicating H. pylori prevents iron deficiency anaemia had not been settled before this "
     "meta-analysis [1].", None),
    ("Screening whole populations for H. pylori in order to prevent anaemia is not currently recommended "
     "[1].",
     "Screening whole populations for H. pylori in order to prevent anaemia is now recommended [1]."),
    ("Adults responded better to eradication than children did [1].",
     "Children responded better to eradication than adults did [1]."),
    ("Bismuth-based triple therapy gave a larger rise in haemoglobin and ferritin than PPI-based triple "
     "therapy, possibly because it inhibits intragastric proteolysis [1].", None),
    ("All of the included trials were conducted in Asia, which limits how far the findings generalise [1].", None),
    ("High temperature stress impedes wheat production, a problem that rising temperatures are expected to"
     " aggravate [2].", None),
    ("Each 1 °C rise in temperature is estimated to cut global wheat production by 6% [2].",
     "Each 1 °C rise in temperature is estimated to cut global wheat production by 16% [2]."),
    ("Heat during grain filling lowers yield by reducing kernel weight [2].",
     "Heat during grain filling lowers yield by increasing kernel weight [2]."),
    ("Wheat is more vulnerable to heat during the reproductive phase than during the vegetative stage [2].",
     "Wheat is more vulnerable to heat during the vegetative stage than during the reproductive phase [2]."),
    ("The metabolites that rose most under heat stress, such as L-tryptophan and pipecolate, correlated "
     "negatively with the traits [2].",
     "The metabolites that rose most under heat stress, such as L-tryptophan and pipecolate, correlated "
     "positively with the traits [2]."),
    ("Heat stress hampers photosynthesis by lowering chlorophyll content and raising oxidative stress [2].",
     "Heat stress enhances photosynthesis by lowering chlorophyll content and raising oxidative stress "
     "[2]."),
    ("Grain yield reacts more strongly to warmer nights than to warmer days [2].", None),
]
SEVENTY_THIRD_REFERENCES = """1. Huang, X., Qu, X., Yan, W., et al. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal, 86, 272-278. [PDF](papers/hpylori.pdf)
2. Thomason, K., Babar, M. A., Erickson, J. E., et al. (2018). Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress. PLoS ONE, 13(6), e0197919. [PDF](papers/wheat.pdf)
"""

# Then ViT and Getis-Ord pooling, paraphrased: 12 correct sentences, no false finding; 8 planted, 4
# caught (missed: "far more compute" against "substantially fewer computational resources"; "4% ahead
# of" against "4% behind"; "much more image-specific inductive bias" and "shrinks with network depth",
# each stated the other way in a passage retrieval ranks below the eight the check reads: reading the
# two passages with the best-aligned sentences as well catches the first, but made two false errors on
# older drafts, the TrustRank one of the twelfth session among them, and was dropped).
SEVENTY_FOURTH = [
    ("Dosovitskiy et al. show that vision need not rely on CNNs: a pure transformer applied to sequences "
     "of image patches classifies images very well [1].", None),
    ("Pre-trained on large datasets, ViT matches or beats state-of-the-art CNNs while needing far less "
     "compute to train [1].",
     "Pre-trained on large datasets, ViT matches state-of-the-art CNNs but needs far more compute to train"
     " [1]."),
    ("Trained on mid-sized data such as ImageNet without strong regularisation, ViT falls a few points "
     "short of ResNets of comparable size [1].",
     "Trained on mid-sized data such as ImageNet without strong regularisation, ViT beats ResNets of "
     "comparable size by a few points [1]."),
    ("The authors attribute this to transformers lacking some of the inductive biases of CNNs, and "
     "conclude that large-scale training trumps inductive bias [1].", None),
    ("ViT carries much less image-specific inductive bias than a CNN [1].",
     "ViT carries much more image-specific inductive bias than a CNN [1]."),
    ("On the performance/compute trade-off, Vision Transformers dominate ResNets, needing roughly 2-4 "
     "times less compute for the same accuracy [1].", None),
    ("Hybrids do slightly better than ViT at small compute budgets, a gap that disappears for larger "
     "models [1].",
     "Hybrids do slightly worse than ViT at small compute budgets, a gap that disappears for larger models"
     " [1]."),
    ("The mean attention distance grows with network depth [1].",
     "The mean attention distance shrinks with network depth [1]."),
    ("With self-supervised pre-training, ViT-B/16 reaches 79.9% on ImageNet, 2% better than training from "
     "scratch but still 4% behind supervised pre-training [1].",
     "With self-supervised pre-training, ViT-B/16 reaches 79.9% on ImageNet, 2% better than training from "
     "scratch and 4% ahead of supervised pre-training [1]."),
    ("Purely data-driven models generalise poorly when training data are scarce or when they are applied "
     "outside the setting they were trained on [2].", None),
    ("Deng et al. build a pooling method for CNNs on Getis-Ord Gi* analysis, exploiting the fact that the "
     "rules of how things are distributed on the Earth's surface do not vary much between locations [2].",
     "Deng et al. build a pooling method for CNNs on Getis-Ord Gi* analysis, exploiting the fact that the "
     "rules of how things are distributed on the Earth's surface vary substantially between locations [2]."),
    ("Their pooling generalises significantly better than a standard data-driven approach for overhead "
     "image segmentation [2].",
     "Their pooling generalises significantly worse than a standard data-driven approach for overhead "
     "image segmentation [2]."),
]
SEVENTY_FOURTH_REFERENCES = """1. Dosovitskiy, A., Beyer, L., Kolesnikov, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
2. Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing Deep Models for Overhead Image Segmentation Through Getis-Ord Gi* Pooling. arXiv. [PDF](papers/getis.pdf)
"""

# Then the near-Earth object sizes and birdsong FM, paraphrased: 11 correct sentences, one false RB007
# warning when written ("Of the four methods compared, the simplest appears to perform best" against
# "We find three methods which can robustly represent ...": a count a relative clause narrows may be a
# part, fixed in counts.py); 5 planted, 2 caught (missed: "is now well constrained" in a sentence whose
# other half aligns it away from the source's; "ten times lower than" against "greater ... by a factor
# of ten"; "too slow to run" against "can be applied efficiently").
SEVENTY_FIFTH = [
    ("Trilling et al. derive the size distribution of near-Earth objects from 1 km down to 10 m from a "
     "single survey's data, a first [1].", None),
    ("They estimate about 10^6.6 near-Earth objects larger than 10 meters [1].", None),
    ("Their result means roughly ten times fewer small near-Earth objects than some earlier estimates, "
     "while agreeing well with several others [1].",
     "Their result means roughly ten times more small near-Earth objects than some earlier estimates, "
     "while agreeing well with several others [1]."),
    ("How many Chelyabinsk-sized bodies exist remains poorly constrained, which leaves the risk of such "
     "impacts highly uncertain [1].",
     "How many Chelyabinsk-sized bodies exist is now well constrained, which leaves the risk of such "
     "impacts well understood [1]."),
    ("In the 1-20 m range, the survey's slope closely matches that of bolide impactors [1].", None),
    ("The implied impact probability of a small near-Earth object is at least ten times that of a large "
     "one [1].",
     "The implied impact probability of a small near-Earth object is at least ten times lower than that of"
     " a large one [1]."),
    ("Standard analyses such as Fourier analysis or linear prediction often miss or blur the fine temporal"
     " detail of frequency modulation in birdsong [2].", None),
    ("Of the four methods compared, the simplest appears to perform best [2].",
     "Of the four methods compared, the simplest appears to perform worst [2]."),
    ("Features that capture the extremes of frequency modulation add species information beyond frequency "
     "features, whereas bandwidth features add none [2].", None),
    ("Three of the methods represent species-related modulation robustly and scale to large data sets [2].", None),
    ("Frequency modulation analysis can be run efficiently across very large archives [2].",
     "Frequency modulation analysis is too slow to run across very large archives [2]."),
]
SEVENTY_FIFTH_REFERENCES = """1. Trilling, D. E., Valdes, F., Allen, L., et al. (2017). The Size Distribution of Near Earth Objects Larger Than 10 Meters. The Astronomical Journal, 154, 170. [PDF](papers/neo.pdf)
2. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution, 5, 901-912. [PDF](papers/birdsong.pdf)
"""

# Then Paper Plain and MapReduce in author-year, paraphrased: 9 correct sentences, no false finding; 4
# planted, 1 caught (missed: "less confident" against "more confident", no "than"; "not run again" against
# "are re-executed"; "relied on ... most" against "tended not to use").
SEVENTY_SIXTH = [
    ("Paper Plain helps readers with four NLP-powered features: definitions of unfamiliar terms, plain "
     "language summaries of sections, key questions that lead to answering passages, and plain summaries "
     "of those passages (August et al., 2022).", None),
    ("With Paper Plain, participants found medical papers easier to read and understand, and their "
     "comprehension did not suffer compared with a typical PDF reader (August et al., 2022).",
     "With Paper Plain, participants found medical papers harder to read and understand compared with a "
     "typical PDF reader (August et al., 2022)."),
    ("Readers who used the key question index and answer gists were more confident that they had found all"
     " the relevant information (August et al., 2022).",
     "Readers who used the key question index and answer gists were less confident that they had found all"
     " the relevant information (August et al., 2022)."),
    ("Nearly all participants struggled with the medical terms and acronyms they did not know (August et "
     "al., 2022).", None),
    ("The authors did not expect Paper Plain to improve comprehension dramatically, since it was built to "
     "ease access to a paper's information rather than to add to it (August et al., 2022).", None),
    ("Participants also used section gists and term definitions, but tended not to use them when "
     "question-based navigation was available (August et al., 2022).",
     "Participants relied on section gists and term definitions most when question-based navigation was "
     "available (August et al., 2022)."),
    ("In MapReduce, completed map tasks are run again after a worker fails, because their output sits on "
     "that machine's local disk and cannot be reached (Dean & Ghemawat, 2004).",
     "In MapReduce, completed map tasks are not run again after a worker fails, because their output sits "
     "in a global file system (Dean & Ghemawat, 2004)."),
    ("The master pings every worker periodically and marks a worker as failed when it gets no response in "
     "time (Dean & Ghemawat, 2004).", None),
    ("The locality optimization lets most input data be read from local disks, so it consumes no network "
     "bandwidth (Dean & Ghemawat, 2004).", None),
]
SEVENTY_SIXTH_REFERENCES = """- August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2022). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. ACM TOCHI. [PDF](papers/paperplain.pdf)
- Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
"""

# Then TableFormer and DPR, paraphrased: 10 correct sentences, no false finding; 5 planted, 2 caught,
# one of them after a fix ("an ideal fit" read as a thing named, so "it is not ideal" denied nothing);
# missed: "robust to reordering" against "vulnerable to ... perturbations" (no antonym pair); 4-6% ->
# 14-16% ("lose ... of their performance" against "performance drops by"); "trails" against "outperforms".
SEVENTY_SEVENTH = [
    ("Table models that linearize the table encode row and column order as a spurious bias, which leaves "
     "them vulnerable to reordering rows or columns [1].",
     "Table models that linearize the table are robust to reordering rows or columns [1]."),
    ("Prior work had not fully modelled table structure or table-text alignment, which hampers table-text "
     "understanding [1].", None),
    ("TableFormer brings in structural biases only through learnable attention biases, and is strictly "
     "invariant to row and column order [1].", None),
    ("Under answer-invariant row and column perturbations, earlier state-of-the-art models lose 4% to 6% "
     "of their performance, while TableFormer is unaffected [1].",
     "Under answer-invariant row and column perturbations, earlier state-of-the-art models lose 14% to 16%"
     " of their performance, while TableFormer is unaffected [1]."),
    ("On SQA, TableFormer improves on the best baseline by 6% in the perturbed setting [1].", None),
    ("Karpukhin et al. show that dense representations alone suffice for passage retrieval in open-domain "
     "question answering [2].", None),
    ("Their dense retriever beats a strong Lucene BM25 system by 9% to 19% absolute in top-20 retrieval "
     "accuracy [2].",
     "Their dense retriever trails a strong Lucene BM25 system by 9% to 19% absolute in top-20 retrieval "
     "accuracy [2]."),
    ("A dense retriever trained on only 1,000 examples already does better than BM25 [2].",
     "A dense retriever trained on only 1,000 examples still does worse than BM25 [2]."),
    ("Training with in-batch negatives markedly improves the results in a comparable setting of seven gold"
     " negative passages [2].", None),
    ("SQuAD is a poor fit for open-domain question answering, since many of its questions lack context "
     "without their paragraph [2].",
     "SQuAD is an ideal fit for open-domain question answering, since its questions keep their context "
     "without their paragraph [2]."),
]
SEVENTY_SEVENTH_REFERENCES = """1. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
2. Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
"""

# The seventy-eighth to eighty-first drafts (fourteenth session): fresh paraphrasing drafts over twelve papers
# the drafts had used least (SIFT, Chaum, Hoare; DeepInfer, the molecular XAI perspective, phrase generation; the ACE
# inhibitors, preemptive IE, REALM; the diboson excess, heavy mesons, SemEAGAT), each written by a helper session
# that saw none of the code: 60 correct sentences, 29 planted errors. When written: a false RB005 error ("rarely
# yields enough" against "is usually not enough") and two RB012 infos (one now fixed: the cited work's own
# authors named), 11 planted errors caught; after this session's readings, 14.
SEVENTY_EIGHTH = [
    ("SIFT achieves fault tolerance mainly in software rather than hardware, replicating each task on "
     "off-the-shelf processing modules and voting on the results of every iteration [1].",
     "SIFT achieves fault tolerance mainly in dedicated hardware rather than software, replicating each "
     "task on off-the-shelf processing modules and voting on the results of every iteration [1]."),
    ("Because each task iteration is executed independently by several processors, SIFT needs only loose "
     "synchronization and can readily accommodate up to 50 µs of skew between processors [1].",
     "Because each task iteration is executed independently by several processors, SIFT needs only loose "
     "synchronization and can readily accommodate up to 500 µs of skew between processors [1]."),
    ("The authors show that the classic median clock algorithm can fail when a faulty clock presents "
     "different values to different observers, argue that with arbitrary failure behavior no reliable "
     "resynchronization algorithm exists for just three clocks, and instead give one for four or more "
     "clocks that survives a single clock failure [1].", None),
    ("The stated design goal for SIFT is a failure rate of 10^-9 per hour over a ten-hour flight [1].", None),
    ("Priority scheduling guarantees that every task finishes within its frame only while the load stays "
     "below ln 2 (roughly 70 percent), a lower permissible load than the simply periodic strategy, which "
     "allows 100 percent loading [1].",
     "Priority scheduling guarantees that every task finishes within its frame only while the load stays "
     "below ln 2 (roughly 70 percent), a higher permissible load than the simply periodic strategy, which "
     "allows 100 percent loading [1]."),
    ("Chaum's dining-cryptographers protocol yields sender untraceability that is unconditionally secure "
     "when based on one-time keys and computationally secure when based on public keys [2].", None),
    ("In the three-party round, an odd count of announced differences signals that one of the "
     "cryptographers paid, yet neither non-paying diner can tell which of the other two it was [2].",
     "In the three-party round, an even count of announced differences signals that one of the "
     "cryptographers paid, yet neither non-paying diner can tell which of the other two it was [2]."),
    ("On a ring network the protocol needs roughly four times as much bandwidth, on average, as the "
     "obvious traceable alternatives [2].",
     "On a ring network the protocol needs roughly four times less bandwidth, on average, than the obvious"
     " traceable alternatives [2]."),
    ("Chaum concedes that disruption in a sense has no solution, since any participant can jam the channel"
     " by sending continuously, although non-disrupters can eventually exclude disrupters if the key graph"
     " and the outputs are publicly agreed and some rounds can be contested [2].", None),
    ("Compared with mix-nets, which are at best computationally secure, dc-nets seem preferable when "
     "messages must be delivered continually and there is no time to batch them [2].", None),
    ("Hoare's integer axioms A1 to A9 hold not only for the infinite integers but also for the finite sets"
     " manipulated by computers as long as only nonnegative numbers are involved, and their truth is "
     "largely independent of how overflow is treated [3].",
     "Hoare's integer axioms A1 to A9 hold not only for the infinite integers but also for the finite sets"
     " manipulated by computers as long as only nonnegative numbers are involved, and their truth depends "
     "heavily on how overflow is treated [3]."),
    ("Although assignment is the most characteristic feature of programming, the axiom governing it turns "
     "out to be as simple as any found in elementary logic [3].", None),
    ("Hoare notes that his rules give no basis for proving termination, so a triple P{Q}R only describes "
     "the results provided the program terminates [3].",
     "Hoare notes that his rules also give a basis for proving termination, so a triple P{Q}R describes "
     "the results regardless of whether the program terminates [3]."),
    ("He observes that testing often takes more than half of a project's time and that, with realistic "
     "machine costs, two thirds or more of the project's cost goes into removing errors during that phase "
     "[3].", None),
    ("Labels and jumps, pointers, and name parameters are singled out as presenting real difficulty, "
     "whereas arrays, recursion, and parallel execution seem manageable provided the language is kept "
     "simple [3].", None),
]
SEVENTY_EIGHTH_REFERENCES = """1. Wensley, J. H., Lamport, L., Goldberg, J., Green, M. W., Levitt, K. N., Melliar-Smith, P. M., Shostak, R. E., & Weinstock, C. B. (1978). SIFT: Design and Analysis of a Fault-Tolerant Computer for Aircraft Control. Proceedings of the IEEE. [PDF](papers/sift.pdf)
2. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal of Cryptology. [PDF](papers/chaum.pdf)
3. Hoare, C. A. R. (1969). An Axiomatic Basis for Computer Programming. Communications of the ACM. [PDF](papers/hoare.pdf)
"""

SEVENTY_NINTH = [
    ("DeepInfer derives data preconditions by applying Dijkstra-style weakest-precondition rules "
     "recursively, moving backward from a postcondition on the network's output through each layer until "
     "it reaches the input layer [1].", None),
    ("Across 29 real-world models and four datasets, DeepInfer flagged correct and incorrect predictions "
     "of high-accuracy models with a recall of 0.98 and an F-1 score of 0.84, compared with 0.59 and 0.52 "
     "for SelfChecker [1].", None),
    ("During deployment DeepInfer runs about 3.27 times faster than SelfChecker, adding an average "
     "overhead of only 0.22 seconds [1].",
     "During deployment DeepInfer runs about 3.27 times slower than SelfChecker, adding an average "
     "overhead of only 0.22 seconds [1]."),
    ("Violations of the inferred preconditions track incorrect predictions closely, with a Pearson "
     "correlation of 0.88 [1].",
     "Violations of the inferred preconditions track incorrect predictions closely, with a Pearson "
     "correlation of 0.38 [1]."),
    ("The authors acknowledge that their rules are tailored to specific activation functions of fully "
     "connected layers and were only evaluated on numerical, real-valued features, though they expect the "
     "idea to carry over to convolutional and attention-based models [1].", None),
    ("Wellawatte and colleagues contend that counterfactuals make preferable explanations because they are"
     " actionable and sparse, two properties that Shapley-value attributions lack [2].", None),
    ("Their model-agnostic generator MMACE needs neither training nor gradient computation, and because it"
     " mutates SELFIES strings every molecule it produces is valid [2].",
     "Their model-agnostic generator MMACE needs both training and gradient computation, and because it "
     "mutates SELFIES strings every molecule it produces is valid [2]."),
    ("Like most explanation methods for molecular property models, however, MMACE does not take the "
     "chemical stability of its counterfactuals into account [2].", None),
    ("In the solubility case study, descriptor explanations suggested that introducing heteroatoms raises "
     "predicted solubility, whereas adding ring structures lowers it [2].",
     "In the solubility case study, descriptor explanations suggested that introducing heteroatoms lowers "
     "predicted solubility, whereas adding ring structures raises it [2]."),
    ("The authors caution that how correct such explanations are depends strongly on the accuracy of the "
     "underlying black-box model [2].", None),
    ("Dinu and Baroni report that cbow vectors consistently beat count-based vectors at recovering the "
     "constituent words of adjective-noun and preposition-noun phrases [3].",
     "Dinu and Baroni report that count-based vectors consistently beat cbow vectors at recovering the "
     "constituent words of adjective-noun and preposition-noun phrases [3]."),
    ("Decomposing composed phrase vectors turned out to be easier than decomposing corpus-observed ones, "
     "which the authors expect since composed vectors come from a simpler linear model [3].",
     "Decomposing composed phrase vectors turned out to be harder than decomposing corpus-observed ones, "
     "which the authors expect since composed vectors come from a simpler linear model [3]."),
    ("In the recursive task of paraphrasing adjective-noun phrases as noun-preposition-noun phrases, "
     "generating the preposition was clearly harder than generating the nouns, partly owing to the broad "
     "and ambiguous meaning of prepositions [3].", None),
    ("When mapping English words into Italian, the cbow-TM-5K and count-SP-25K settings performed "
     "similarly on low-frequency words, but the cbow setting was significantly better on high-frequency "
     "ones [3].", None),
    ("Using generation confidence to separate adjective-noun phrases that can be paraphrased as "
     "noun-preposition-noun phrases from those that cannot gave an AUC of 0.71 [3].",
     "Using generation confidence to separate adjective-noun phrases that can be paraphrased as "
     "noun-preposition-noun phrases from those that cannot gave an AUC of 0.97 [3]."),
]
SEVENTY_NINTH_REFERENCES = """1. Ahmed, S., Gao, H., & Rajan, H. (2024). Inferring Data Preconditions from Deep Learning Models for Trustworthy Prediction in Deployment. ICSE. [PDF](papers/deepinfer.pdf)
2. Wellawatte, G. P., Gandhi, H. A., Seshadri, A., & White, A. D. (2023). A Perspective on Explanations of Molecular Prediction Models. Journal of Chemical Theory and Computation. [PDF](papers/xai.pdf)
3. Dinu, G., & Baroni, M. (2014). How to make words with vectors: Phrase generation in distributional semantics. ACL. [PDF](papers/phrasegen.pdf)
"""

EIGHTIETH = [
    ("Douglas and colleagues applied a receptor-based scaffold hopping (SHOP) strategy, starting from the "
     "N-selective phosphinic inhibitor RXP407, to shortlist modified backbones bearing novel chemotypes "
     "[1].", None),
    ("Their lead compound 33RE, which carries a tetrazole group at the P2 position, inhibited the N-domain"
     " with a Ki of about 11 nM and was roughly 927-fold more selective for the N-domain than for the "
     "C-domain [1].",
     "Their lead compound 33RE, which carries a tetrazole group at the P2 position, inhibited the N-domain"
     " with a Ki of about 11 nM and was roughly 297-fold more selective for the N-domain than for the "
     "C-domain [1]."),
    ("Mutating Tyr369 to phenylalanine weakened 33RE binding far more than the R381E substitution did (a "
     "36-fold versus an 8-fold loss of affinity), pointing to Tyr369 as the main contributor to its "
     "N-selectivity [1].",
     "Mutating Tyr369 to phenylalanine weakened 33RE binding far less than the R381E substitution did (a "
     "36-fold versus an 8-fold loss of affinity), pointing to Tyr369 as the main contributor to its "
     "N-selectivity [1]."),
    ("In the co-crystal structure, 33RE loses the salt bridge to Arg381 that RXP407 forms, but compensates"
     " through aromatic stacking with His388 and a direct hydrogen bond to Tyr369 [1].",
     "In the co-crystal structure, 33RE retains the salt bridge to Arg381 that RXP407 forms, and adds "
     "aromatic stacking with His388 and a direct hydrogen bond to Tyr369 [1]."),
    ("Clinically approved ACE inhibitors block both domains with similar low-nanomolar affinity, and their"
     " adverse effects may stem from excessive bradykinin accumulation caused by this dual-domain blockade"
     " [1].", None),
    ("Shinyama and Sekine propose Unrestricted Relation Discovery, which finds relations that recur in a "
     "corpus and presents them as tables with no human intervention, so the user does not have to specify "
     "the type of articles or information wanted [2].",
     "Shinyama and Sekine propose Unrestricted Relation Discovery, which finds relations that recur in a "
     "corpus and presents them as tables with no human intervention, so the user has to specify the type "
     "of articles or information wanted [2]."),
    ("Because a single article rarely yields enough basic patterns, their system pools comparable articles"
     " that report the same event into a \"basic cluster\" and extracts patterns from the whole cluster [2].", None),
    ("Drawing on twelve mostly American newspapers collected over two months, the system produced 302 "
     "tables, of which 101 contained at least three rows [2].",
     "Drawing on twelve mostly American newspapers collected over two months, the system produced 302 "
     "tables, of which 110 contained at least three rows [2]."),
    ("When 48 randomly chosen tables were inspected manually, 36 of them, or 75%, were judged consistent "
     "[2].", None),
    ("The authors concede that the overall recall of their system may be lower than that of existing IE "
     "systems, since it depends on clusters of comparable articles rather than on a single document to "
     "detect an event [2].",
     "The authors concede that the overall recall of their system may be higher than that of existing IE "
     "systems, since it depends on clusters of comparable articles rather than on a single document to "
     "detect an event [2]."),
    ("REALM ranks candidate extractions by combining an HMM-based type checker with relational n-gram "
     "language models, and it needs no hand-tagged seed examples [3].", None),
    ("Applied to sparse TextRunner extractions, REALM shrank the missing area under the precision/recall "
     "curve by 39% on average relative to the strongest baseline [3].",
     "Applied to sparse TextRunner extractions, REALM shrank the missing area under the precision/recall "
     "curve by 46% on average relative to the strongest baseline [3]."),
    ("For argument type checking, HMM-T beat an n-gram baseline on all four relations tested, cutting "
     "error by 46% on average [3].", None),
    ("Since its language models are pre-computed, REALM's run time stays constant as the number of "
     "relations grows, whereas pattern-learning methods scale linearly with it [3].",
     "Since its language models are pre-computed, REALM's run time grows linearly as the number of "
     "relations grows, whereas pattern-learning methods stay constant [3]."),
    ("The authors acknowledge that HMM-T's small state space of 20 states suffices for type checking but "
     "is too coarse-grained to judge relations between arguments [3].", None),
]
EIGHTIETH_REFERENCES = """1. Douglas, R. G., Sharma, R. K., Masuyer, G., Lubbe, L., Zamora, I., Acharya, K. R., Chibale, K., & Sturrock, E. D. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science. [PDF](papers/ace.pdf)
2. Shinyama, Y., & Sekine, S. (2006). Preemptive Information Extraction using Unrestricted Relation Discovery. Proceedings of the Human Language Technology Conference of the NAACL. [PDF](papers/preemptive.pdf)
3. Downey, D., Schoenmackers, S., & Etzioni, O. (2007). Sparse Information Extraction: Unsupervised Language Models to the Rescue. Proceedings of the 45th Annual Meeting of the Association of Computational Linguistics. [PDF](papers/realm.pdf)
"""

EIGHTY_FIRST = [
    ("Petersson and Torre explain the 2 TeV ATLAS diboson excess with a sgoldstino that couples strongly "
     "to the Standard Model vector bosons but only weakly to the fermions [1].",
     "Petersson and Torre explain the 2 TeV ATLAS diboson excess with a sgoldstino that couples only "
     "weakly to the Standard Model vector bosons but strongly to the fermions [1]."),
    ("Fitting the excess singles out particular ranges and relations for the gaugino masses, while leaving"
     " the remaining superpartner masses unconstrained [1].",
     "Fitting the excess singles out particular ranges and relations for the gaugino masses, and it also "
     "tightly constrains the remaining superpartner masses [1]."),
    ("Because ATLAS reports acceptances only for longitudinally polarized decays, the authors expect the "
     "true acceptances for transverse gauge bosons to be roughly 50% lower, but they nonetheless reuse the"
     " bulk-graviton values [1].",
     "Because ATLAS reports acceptances only for longitudinally polarized decays, the authors expect the "
     "true acceptances for transverse gauge bosons to be roughly 20% lower, but they nonetheless reuse the"
     " bulk-graviton values [1]."),
    ("With gluon-gluon fusion as the production mechanism, the 2 TeV sgoldstino cross-section should rise "
     "about 19-fold from 8 to 13 TeV, compared with only about a sevenfold rise for a quark-antiquark "
     "resonance of equal mass [1].", None),
    ("The scenario predicts no signal in the WH and ZH channels and identifies Zγ as the most sensitive "
     "search channel [1].", None),
    ("Zeng, Van Orden and Roberts construct a relativistic constituent quark model of heavy mesons from "
     "the spectator equation, with a kernel combining scalar confinement and a vector color-Coulomb "
     "interaction [2].", None),
    ("Their model has twelve parameters in total, with most of the vector-potential parameters held at the"
     " values used by Godfrey and Isgur [2].", None),
    ("Because the nonrelativistic expansion converges faster for heavier quarks, the approach is expected "
     "to perform better for b-flavored than for c-flavored mesons, an expectation borne out by their "
     "results [2].",
     "Because the nonrelativistic expansion converges faster for heavier quarks, the approach is expected "
     "to perform better for c-flavored than for b-flavored mesons, an expectation borne out by their "
     "results [2]."),
    ("The authors acknowledge that their computed hyperfine splittings come out larger than the measured "
     "values, a discrepancy they partly attribute to the neglect of strong decay channels [2].",
     "The authors acknowledge that their computed hyperfine splittings come out smaller than the measured "
     "values, a discrepancy they partly attribute to the neglect of strong decay channels [2]."),
    ("From the leading-order structure of the model they extract an HQET parameter Λ̄ of 0.45 GeV for the "
     "ground-state pseudoscalar/vector doublet, in reasonable agreement with other estimates [2].", None),
    ("Xi et al. propose SemEAGAT, which feeds a semantic dependency graph into an edge-aware graph "
     "attention network that uses an additional multi-head attention to exploit the labels on dependency "
     "edges [3].", None),
    ("On the ACE2005 test set SemEAGAT attains 76.8% F1, improving on the previous best model HGEED by 0.6"
     " points [3].", None),
    ("SemEAGAT trails Bi-LSTM+GAN and LearnToSelectED in recall but achieves noticeably higher precision "
     "than both [3].",
     "SemEAGAT trails Bi-LSTM+GAN and LearnToSelectED in precision but achieves noticeably higher recall "
     "than both [3]."),
    ("In the ablation study, removing the BiLSTM encoder causes the largest performance drop, whereas "
     "removing only the edge-aware attention lowers F1 by 2.3 points [3].",
     "In the ablation study, removing the BiLSTM encoder causes the smallest performance drop, whereas "
     "removing only the edge-aware attention lowers F1 by 2.3 points [3]."),
    ("Stacking EAGAT layers improves F1 only up to a point, after which performance declines due to "
     "over-smoothing, so two layers are used in the final model [3].", None),
]
EIGHTY_FIRST_REFERENCES = """1. Petersson, C., & Torre, R. (2015). ATLAS diboson excess from low scale supersymmetry breaking. arXiv preprint arXiv:1508.05632 [hep-ph]. [PDF](papers/diboson.pdf)
2. Zeng, J., Van Orden, J. W., & Roberts, W. (1994). Heavy Mesons In A Relativistic Model. CEBAF Theory Group Preprint CEBAF-TH-94-08 (hep-ph/9412269). [PDF](papers/mesons.pdf)
3. Xi, Y., Lu, J., Hang, T., Zhang, Y., Wang, Z., & Feng, J. (2022). SemEAGAT: A Novel Approach by Incorporating Semantic Dependency Graph in Event Detection. Journal of Physics: Conference Series, 2188, 012011. [PDF](papers/semeagat.pdf)
"""


# The eighty-second to eighty-fifth drafts (fourteenth session, a second batch written the same way after the first
# batch's fixes, over the Lemaitre-Tolman, expander-graph and wheat papers; MIMIL, Getis-Ord pooling, stereo
# matching; the phone-feedback EEG study, data placement, disk video; Open IE, RAPT, Landmark-RxR): 58 correct
# sentences, 31 planted errors. When written: six false findings (three RB005 errors: "need no ... input" against
# "without requiring any ... input", "may perform worse" against "would not perform as well", a denial of
# "outperform" the paper denies too; three RB007 warnings: "11 billion years" against "11 x 10^9 y" read as two
# numbers, "215.7 million" against a table in millions (and its "Quadro FX 5800" offered), "316" against a sentence
# cut by a table), all fixed; 7 planted errors caught, 8 after the fixes.
EIGHTY_SECOND = [
    ("Working with Lemaître–Tolman models, Bolejko and Andersson found that the realistic models which fit"
     " the supernova data all retain a positive volume deceleration parameter, whereas the few models they"
     " could build with a negative one proved unrealistic [1].", None),
    ("The four inhomogeneous models they examined were fitted to 182 supernovae from the Riess gold "
     "sample, yielding chi-squared values between 164.7 and 184.3, close to the 165.3 obtained for the "
     "ΛCDM model [1].", None),
    ("Reproducing the supernova observations does not require the volume deceleration parameter to be "
     "negative [1].",
     "Reproducing the supernova observations requires the volume deceleration parameter to be negative "
     "[1]."),
    ("When the authors modified their models of cosmic structures so that the volume deceleration "
     "parameter turned negative, the bang time function acquired an amplitude of roughly 11 billion years,"
     " leaving the Universe unrealistically young [1].",
     "When the authors modified their models of cosmic structures so that the volume deceleration "
     "parameter turned negative, the bang time function acquired an amplitude of roughly 11 billion years,"
     " leaving the Universe unrealistically old [1]."),
    ("The authors concede that, because of their spherical symmetry, Lemaître–Tolman models are arguably "
     "too simple to give a full understanding of averaging and back-reaction [1].", None),
    ("Expander graph propagation alternates ordinary GNN layers over the input graph with layers that pass"
     " messages over a Cayley graph of the special linear group modulo n, a 4-regular and hence sparse "
     "template with logarithmic diameter [2].", None),
    ("On the synthetic Tree-NeighborsMatch task at depth 5, a GIN augmented with EGP layers reached 100% "
     "accuracy, whereas the plain GIN baseline managed only 29% [2].",
     "On the synthetic Tree-NeighborsMatch task at depth 5, a GIN augmented with EGP layers reached 100% "
     "accuracy, whereas the plain GIN baseline managed only 39% [2]."),
    ("On ogbg-molhiv, adding EGP to GIN lifted the mean score from about 0.756 to 0.793, the clearest gain"
     " among the four OGB graph classification datasets [2].",
     "On ogbg-molhiv, adding EGP to GIN lifted the mean score from about 0.756 to 0.793, the smallest gain"
     " among the four OGB graph classification datasets [2]."),
    ("Unlike graph rewiring or hierarchical message passing, EGP needs no dedicated preprocessing of the "
     "input graph and leaves the parameter count of the model unchanged [2].", None),
    ("Although every edge of these Cayley graphs is negatively curved, the authors argue that negatively "
     "curved edges are likely necessary for scalable message passing without bottlenecks [2].",
     "Although every edge of these Cayley graphs is negatively curved, the authors argue that negatively "
     "curved edges are likely an obstacle to scalable message passing without bottlenecks [2]."),
    ("In a controlled-environment study of six wheat genotypes, a 35/28 °C day/night heat treatment began "
     "ten days after anthesis, and flag leaves were sampled ten days later for untargeted LC-HRMS "
     "metabolomics based on the IROA technique [3].", None),
    ("Of the 316 metabolites detected, 179 were known compounds, and 64 known metabolites shifted "
     "significantly by more than 1.5-fold under high temperature [3].",
     "Of the 316 metabolites detected, 179 were known compounds, and 46 known metabolites shifted "
     "significantly by more than 1.5-fold under high temperature [3]."),
    ("Metabolites that accumulated most under heat, such as L-tryptophan and pipecolate, were negatively "
     "correlated with yield and physiological traits, while those that declined most, such as drummondol "
     "and anthranilate, showed positive correlations [3].",
     "Metabolites that accumulated most under heat, such as L-tryptophan and pipecolate, were positively "
     "correlated with yield and physiological traits, while those that declined most, such as drummondol "
     "and anthranilate, showed negative correlations [3]."),
    ("Genotype had a significant effect on the heat-induced loss of grain yield per spike and individual "
     "grain weight, but not on the reduction in grains per spike [3].", None),
    ("Heat stress cut grain yield per spike by between 29.7% and 48.3%, with CB202 and CB208 limiting the "
     "damage best and Ventnor suffering the greatest reduction [3].", None),
]
EIGHTY_SECOND_REFERENCES = """1. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. Journal of Cosmology and Astroparticle Physics. [PDF](papers/accel.pdf)
2. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. Proceedings of the First Learning on Graphs Conference (LoG 2022). [PDF](papers/egp.pdf)
3. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress. PLoS ONE. [PDF](papers/wheat.pdf)
"""

EIGHTY_THIRD = [
    ("Rather than comparing bags with one another, Wang et al. approach multi-instance learning through a "
     "class-to-bag distance, noting that bag-to-bag distances tend to be costly to compute and can "
     "misrepresent semantic similarity [1].", None),
    ("To cope with the heterogeneity of multi-instance data, M3I learns a separate distance metric for "
     "each class rather than one global metric for the whole data set [1].",
     "To cope with the heterogeneity of multi-instance data, M3I learns one global metric for the whole "
     "data set rather than a separate distance metric for each class [1]."),
    ("On the single-label Object Recognition benchmark, M3I attains a mean accuracy of 0.832 under 5-fold "
     "cross-validation, ahead of the strongest competing MIL baseline, MIMLSVM, at 0.796 [1].",
     "On the single-label Object Recognition benchmark, M3I attains a mean accuracy of 0.872 under 5-fold "
     "cross-validation, ahead of the strongest competing MIL baseline, MIMLSVM, at 0.796 [1]."),
    ("Since its triplet constraints number O(NK^2) rather than the O(N^3) needed between bags, the "
     "class-to-bag model demands considerably less computation than locally adaptive bag-to-bag distances "
     "[1].",
     "Since its triplet constraints number O(NK^2) rather than the O(N^3) needed between bags, the "
     "class-to-bag model demands considerably more computation than locally adaptive bag-to-bag distances "
     "[1]."),
    ("Deng et al. replace max pooling with an operator built on the Getis-Ord Gi* hotspot statistic, which"
     " passes on the value at the window centre when a spatial cluster is detected and falls back to the "
     "window maximum otherwise [2].", None),
    ("Raising the Gi* threshold from 1.0 to 2.0 cuts the average share of detected spatial clusters per "
     "feature map on Potsdam from 15.87% to 7.65% [2].", None),
    ("When a model trained on Vaihingen is tested on Potsdam, FCN with G-pooling reaches 23.02% mIoU, a "
     "gain of 7.54 points over max pooling [2].", None),
    ("The authors acknowledge that G-pooling yields little improvement in the single-dataset setting, "
     "particularly on the small Vaihingen set of roughly 500 images of 256 × 256 pixels [2].", None),
    ("G-pooling does not outperform the unsupervised domain adaptation method AdaptSegNet, which draws on "
     "abundant unlabeled target data, trailing it by only 0.61% mIoU for Potsdam→Vaihingen [2].",
     "G-pooling outperforms the unsupervised domain adaptation method AdaptSegNet, which draws on abundant"
     " unlabeled target data, leading it by 0.61% mIoU for Potsdam→Vaihingen [2]."),
    ("Kowalczuk et al. extend iterative adaptive support-weight matching with a temporal cost aggregation "
     "step whose cost is independent of how many previous frames are taken into account [3].",
     "Kowalczuk et al. extend iterative adaptive support-weight matching with a temporal cost aggregation "
     "step whose cost grows with how many previous frames are taken into account [3]."),
    ("On a GeForce GTX 680, their CUDA implementation evaluates 215.7 million disparity estimates per "
     "second, roughly 90 frames per second for 320 × 240 images with 32 disparity levels [3].",
     "On a GeForce GTX 680, their CUDA implementation evaluates 215.7 million disparity estimates per "
     "second, roughly 60 frames per second for 320 × 240 images with 32 disparity levels [3]."),
    ("While it is the fastest of the compared real-time methods, its 6.20% average bad-pixel rate on "
     "Middlebury places it second in accuracy behind CostFilter at 5.55% [3].", None),
    ("Temporal aggregation brings negligible gains on noise-free synthetic video but markedly reduces "
     "disparity error once uniform noise of ±20 or ±40 is added [3].",
     "Temporal aggregation brings negligible gains on noise-free synthetic video but markedly increases "
     "disparity error once uniform noise of ±20 or ±40 is added [3]."),
    ("The best feedback coefficient λ grows with the noise level, because leaning on the stable auxiliary "
     "cost pays off when images are noisy, whereas the current-frame cost is preferable when noise is low "
     "[3].",
     "The best feedback coefficient λ shrinks with the noise level, because leaning on the stable "
     "auxiliary cost pays off when images are noisy, whereas the current-frame cost is preferable when "
     "noise is low [3]."),
]
EIGHTY_THIRD_REFERENCES = """1. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum Margin Multi-Instance Learning. NIPS. [PDF](papers/mimil.pdf)
2. Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing Deep Models for Overhead Image Segmentation Through Getis-Ord Gi* Pooling. arXiv. [PDF](papers/getis.pdf)
3. Kowalczuk, J., Psota, E. T., & Pérez, L. C. (2013). Real-time Temporal Stereo Matching using Iterative Adaptive Support Weights. IEEE EIT. [PDF](papers/stereo.pdf)
"""

EIGHTY_FOURTH = [
    ("Antons et al. recorded EEG at three scalp sites while fifteen right-handed participants typed "
     "four-digit PINs on a smartphone, with each of seven blocks comprising 80 trials, half of which "
     "delivered feedback [1].",
     "Antons et al. recorded EEG at three scalp sites while fifty right-handed participants typed "
     "four-digit PINs on a smartphone, with each of seven blocks comprising 80 trials, half of which "
     "delivered feedback [1]."),
    ("In their recordings, combined auditory-visual-haptic feedback evoked the highest P300 peak "
     "amplitude, whereas visual-only feedback evoked the lowest [1].",
     "In their recordings, combined auditory-visual-haptic feedback evoked the lowest P300 peak amplitude,"
     " whereas visual-only feedback evoked the highest [1]."),
    ("Visual and haptic feedback each led to significantly shorter intervals between completing a PIN and "
     "pressing the confirmation button, while the tri-modal condition produced the longest reaction times "
     "[1].",
     "Visual and haptic feedback each led to significantly longer intervals between completing a PIN and "
     "pressing the confirmation button, while the tri-modal condition produced the longest reaction times "
     "[1]."),
    ("The P300 elicited by haptic feedback peaked significantly earlier than the one elicited by auditory "
     "feedback (p < .05) [1].", None),
    ("Errors in PIN entry, i.e. PINs typed with wrong digits, were not analysed in this study [1].", None),
    ("Golubchik et al. prove that the Sliding-Window algorithm of Shachnai and Tamir always satisfies at "
     "least a 1 − 1/(1+√k)² fraction of the clients in a homogeneous storage system with per-disk storage "
     "capacity k, and they exhibit instances showing that no larger fraction can be guaranteed [2].", None),
    ("The same authors show how to implement this algorithm in O((N + M) log(N + M)) time, which improves "
     "on the O(NM) implementation originally described [2].",
     "The same authors show how to implement this algorithm in O((N + M) log(N + M)) time, which is slower"
     " than the O(NM) implementation originally described [2]."),
    ("The placement problem is already NP-complete for homogeneous disks that can each hold only two "
     "objects, although the single-object case can be solved in polynomial time by a simple greedy rule "
     "[2].",
     "The placement problem is already NP-complete for homogeneous disks that can each hold only two "
     "objects, and even the single-object case cannot be solved in polynomial time by a simple greedy rule"
     " [2]."),
    ("They further obtain a polynomial time approximation scheme for uniform ratio storage systems, "
     "settling an open question raised by Shachnai and Tamir [2].", None),
    ("In experiments with Zipf-distributed demand on five disks with a load capacity of 100 each, the "
     "theoretical bound turned out to be reasonably tight for highly skewed demand, whereas the algorithm "
     "could do considerably better than the bound when demand was close to uniform and disks held few "
     "objects [2].",
     "In experiments with Zipf-distributed demand on five disks with a load capacity of 100 each, the "
     "theoretical bound turned out to be rather loose for highly skewed demand, whereas the algorithm "
     "could do considerably better than the bound when demand was close to uniform and disks held few "
     "objects [2]."),
    ("Chang and Zakhor prove that, for a video server with round-robin scheduling, periodically "
     "interleaving data across several disks gives a lower system delay than striping it, a result they "
     "confirm by simulating a four-disk array [3].",
     "Chang and Zakhor prove that, for a video server with round-robin scheduling, periodically "
     "interleaving data across several disks gives a higher system delay than striping it, a result they "
     "confirm by simulating a four-disk array [3]."),
    ("When the disk is overloaded, scalable VBR video avoids the dropouts suffered by nonscalable streams "
     "by lowering the peak SNR, so that its reconstructions look more pleasing even though each user "
     "receives a lower average bit rate [3].", None),
    ("On their real server, constant-time-length placement could serve 34 full-rate users versus 29 for "
     "the hybrid scheme, which is slightly less efficient because it needs more seeks [3].",
     "On their real server, constant-time-length placement could serve 43 full-rate users versus 29 for "
     "the hybrid scheme, which is slightly less efficient because it needs more seeks [3]."),
    ("Permitting a single scaledown per user reduced the 99% delay quantile for pause from 13 to 7 service"
     " rounds [3].", None),
    ("The authors acknowledge that they did not address redundancy in interleaved layouts, which would "
     "have to be resolved before such a system could be commercially viable [3].", None),
]
EIGHTY_FOURTH_REFERENCES = """1. Antons, J.-N., Arndt, S., Seebode, J., Schleicher, R., & Möller, S. (2013). Did You Notice? Neuronal Processing of Multimodal Mobile Phone Feedback. CHI 2013 Extended Abstracts. [PDF](papers/eeg.pdf)
2. Golubchik, L., Khanna, S., Khuller, S., Thurimella, R., & Zhu, A. (2009). Approximation Algorithms for Data Placement on Parallel Disks. ACM Transactions on Algorithms. [PDF](papers/placement.pdf)
3. Chang, E., & Zakhor, A. (1997). Disk-Based Storage for Scalable Video. IEEE Transactions on Circuits and Systems for Video Technology. [PDF](papers/diskvideo.pdf)
"""

EIGHTY_FIFTH = [
    ("Soderland et al. map domain-independent Open IE tuples onto a target ontology and obtain precision "
     "above 0.90 in an NFL-scoring domain with as few as eight training examples per relation [1].",
     "Soderland et al. map domain-independent Open IE tuples onto a target ontology and obtain precision "
     "above 0.90 in an NFL-scoring domain with as few as eighteen training examples per relation [1]."),
    ("Open IE systems need no relation-specific human input, extracting a diverse set of relational tuples"
     " in a single pass over the corpus [1].",
     "Open IE systems need substantial relation-specific human input, extracting a diverse set of "
     "relational tuples in a single pass over the corpus [1]."),
    ("Their class recognizers, simple regular expressions over keyword lists built in a few minutes, tend "
     "to overgeneralize, yet this overgeneralization turned out to be harmless in practice [1].",
     "Their class recognizers, simple regular expressions over keyword lists built in a few minutes, tend "
     "to overgeneralize, and this overgeneralization turned out to be harmful in practice [1]."),
    ("Tagging just 20 actively selected instances raised precision on the GameWinner relation from 0.48 to"
     " 0.91 at a recall of roughly 0.2 [1].",
     "Tagging just 20 actively selected instances lowered precision on the GameWinner relation from 0.91 "
     "to 0.48 at a recall of roughly 0.2 [1]."),
    ("The authors concede that adding generic named entity recognizers in the intelligence-community "
     "domain yields only limited recall, because about half of the argument values are common nouns [1].", None),
    ("Ray Chowdhury et al. augment prompt tuning with examples retrieved by k-nearest-neighbour search "
     "over sentence embeddings, keeping only two retrieved pairs per input to avoid overly long sequences "
     "[2].",
     "Ray Chowdhury et al. augment prompt tuning with examples retrieved by k-nearest-neighbour search "
     "over sentence embeddings, keeping five retrieved pairs per input to avoid overly long sequences [2]."),
    ("Across four paraphrase datasets, RAPT generally beats fine-tuning, adapter tuning, LoRA and plain "
     "prompt tuning on every metric except BERT-based similarity, which the added novelty may slightly "
     "hurt [2].", None),
    ("On GPT2 Medium, RAPT trains roughly 1.06 million parameters, against about 355 million for full "
     "fine-tuning [2].", None),
    ("Conditioning NC-RAPT on the high-novelty class increases novelty but can lower BLEU and semantic "
     "fidelity, while the low-novelty class attains the best BLEU and BERT scores at a considerable cost "
     "in novelty [2].",
     "Conditioning NC-RAPT on the high-novelty class increases novelty and also raises BLEU and semantic "
     "fidelity, while the low-novelty class attains the best BLEU and BERT scores at a considerable cost "
     "in novelty [2]."),
    ("As a limitation, the authors note that RAPT may perform worse on test inputs that are semantically "
     "distant from everything in the training data [2].", None),
    ("He et al. release Landmark-RxR, a human-annotated fine-grained dataset derived from the English "
     "Guide split of RxR, comprising 166,740 sub-instructions whose sub-trajectories span 1.6 edges on "
     "average [3].", None),
    ("Training on Landmark-RxR sub pairs instead of en-RxR complete pairs improves R2R success rate in "
     "unseen environments by 7.1%, whereas the complete pairs offer little help owing to the instruction "
     "domain gap [3].",
     "Training on Landmark-RxR sub pairs instead of en-RxR complete pairs improves R2R success rate in "
     "unseen environments by 7.1%, whereas the complete pairs offer substantial help despite the "
     "instruction domain gap [3]."),
    ("In unseen environments, the soft focal-oriented reward lifts success rate from 29.3% to 33.7% and "
     "cuts the loss number from 5500 to 5173 relative to a pure nDTW reward, although the nDTW-trained "
     "agent keeps the highest fidelity scores [3].",
     "In unseen environments, the soft focal-oriented reward lifts success rate from 29.3% to 33.7% and "
     "cuts the loss number from 5500 to 5173 relative to a pure nDTW reward, although the nDTW-trained "
     "agent has the lowest fidelity scores [3]."),
    ("The authors describe their study as only a preliminary exploration of the dataset, leaving data "
     "augmentation, curriculum reinforcement learning and pretraining to future work [3].", None),
]
EIGHTY_FIFTH_REFERENCES = """1. Soderland, S., Roof, B., Qin, B., Xu, S., Mausam, & Etzioni, O. (2010). Adapting Open Information Extraction to Domain-Specific Relations. AI Magazine. [PDF](papers/openie.pdf)
2. Ray Chowdhury, J., Zhuang, Y., & Wang, S. (2022). Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional Prompt Tuning. Proceedings of the AAAI Conference on Artificial Intelligence. [PDF](papers/rapt.pdf)
3. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision. Advances in Neural Information Processing Systems. [PDF](papers/landmark.pdf)
"""


# The eighty-sixth to eighty-ninth drafts (fourteenth session, a third batch written the same way after both
# batches' fixes, over the sepsis MGP-RNN, requirements-prioritization and VESPA papers; PaperMage, TraceMonkey, the
# H. pylori meta-analysis; S2ORC, birdsong FM, NEO sizes; TrustRank, adapters, the deep-learning review): 59 correct
# sentences, 30 planted errors. When written: no false warning or error, two RB012 infos (known false, below);
# 9 planted errors caught, 10 after the speed adverb ("learn much more slowly" is "slower").
EIGHTY_SIXTH = [
    ("Futoma et al. feed the latent values of a multi-output Gaussian process, which de-noises and imputes"
     " irregularly sampled labs and vitals onto an hourly grid, into a deep LSTM classifier and train the "
     "entire model end-to-end with back-propagation [1].",
     "Futoma et al. feed the latent values of a multi-output Gaussian process, which de-noises and imputes"
     " irregularly sampled labs and vitals onto an hourly grid, into a deep LSTM classifier and train the "
     "two components separately rather than end-to-end [1]."),
    ("Their training cohort comprised 51,697 heterogeneous inpatient admissions spanning 18 months at the "
     "Duke University Health System, with an overall sepsis rate of about 21% [1].", None),
    ("Four hours before sepsis onset and at a fixed sensitivity of 80%, their best model produced roughly "
     "1.4 false alarms per true alarm, versus 2.2 for the base MGP-RNN and 3.2 for the NEWS score "
     "previously used at the hospital [1].", None),
    ("The authors argue that generic early warning scores such as NEWS were not designed to target sepsis "
     "and use only a few variables, noting that 63.4% of alerts from an earlier NEWS-based alarm at their "
     "institution were cancelled by nurses [1].",
     "The authors argue that generic early warning scores such as NEWS were not designed to target sepsis "
     "and use only a few variables, noting that 36.4% of alerts from an earlier NEWS-based alarm at their "
     "institution were cancelled by nurses [1]."),
    ("They acknowledge that the exact onset time of sepsis cannot be measured directly from EHR data, so "
     "the labels marking when sepsis occurred are noisy [1].", None),
    ("Iqbal et al. present MDRPM, an AHP-based prioritization model for market-driven products in which "
     "requirements are first assigned to predefined bins, prioritized within each bin, and the bins "
     "themselves are then ranked [2].", None),
    ("Because comparisons are made only within bins, the model markedly reduces the number of pairwise "
     "comparisons relative to traditional AHP, which makes it workable for large requirement sets [2].",
     "Because comparisons are made only within bins, the model markedly increases the number of pairwise "
     "comparisons relative to traditional AHP, which makes it workable for large requirement sets [2]."),
    ("In the dynamic validation at two companies, MDRPM produced accurate results in half the time "
     "required by AHP [2].",
     "In the dynamic validation at two companies, MDRPM produced accurate results in twice the time "
     "required by AHP [2]."),
    ("In the paper's four-requirement worked example the consistency ratio is 0.2, exceeding the 0.1 level"
     " at or below which judgmental errors are considered minimal, which the authors read as a moderate "
     "degree of judgmental error [2].", None),
    ("Representatives of both companies had no reservations in calling the model practical and applicable,"
     " although one company asked for an automated tool to support it [2].",
     "Representatives of both companies had strong reservations about calling the model practical and "
     "applicable, although one company asked for an automated tool to support it [2]."),
    ("VESPA intentionally does not fully automate homology searches, since these are best run as "
     "individual serial jobs on large computing clusters whose submission processes vary [3].",
     "VESPA fully automates homology searches, since these are best run as individual serial jobs on large"
     " computing clusters whose submission processes vary [3]."),
    ("When the 18 Selectome gene families were re-aligned with MUSCLE and PRANK, the reported positively "
     "selected sites differed slightly for five genes, indicating that the input alignment can affect "
     "which sites are identified [3].",
     "When the 18 Selectome gene families were re-aligned with MUSCLE and PRANK, the reported positively "
     "selected sites differed for none of the genes, indicating that the input alignment does not affect "
     "which sites are identified [3]."),
    ("Applied to 7,918 Ensembl gene families with human and mouse as foreground lineages, VESPA found "
     "site-specific positive selection in 1,998 genes but human-specific positive selection in only 80 "
     "[3].",
     "Applied to 7,918 Ensembl gene families with human and mouse as foreground lineages, VESPA found "
     "site-specific positive selection in 1,998 genes but human-specific positive selection in only 223 "
     "[3]."),
    ("While most VESPA functions completed in under four minutes on that dataset, the codeML analyses took"
     " 36,180 CPU hours in total, and the authors concede that the codeML setup and reader functions take "
     "considerably longer than the rest [3].", None),
]
EIGHTY_SIXTH_REFERENCES = """1. Futoma, J., Hariharan, S., Heller, K., Sendak, M., Brajer, N., Clement, M., Bedoya, A., & O'Brien, C. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. Proceedings of Machine Learning for Healthcare 2017. [PDF](papers/sepsis.pdf)
2. Iqbal, M. A., Zaidi, A. M., & Murtaza, S. (2010). A New Requirement Prioritization Model for Market Driven Products Using Analytical Hierarchical Process. 2010 International Conference on Data Storage and Data Engineering. [PDF](papers/reqprio.pdf)
3. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science. [PDF](papers/vespa.pdf)
"""

EIGHTY_SEVENTH = [
    ("PaperMage is an open-source Python toolkit that brings disparate state-of-the-art NLP and computer "
     "vision models together under one framework for processing visually-rich scientific documents, and it"
     " already underpins Semantic Scholar's production pipeline for millions of PDFs [1].", None),
    ("Its magelib library represents a document as a string of symbols augmented with Layers of Entities "
     "that hold both textual spans and visual bounding boxes, and these Layers need not be strictly nested"
     " within one another [1].",
     "Its magelib library represents a document as a string of symbols augmented with Layers of Entities "
     "that hold both textual spans and visual bounding boxes, and these Layers must be strictly nested "
     "within one another [1]."),
    ("Existing tools such as Grobid chain twelve interdependent sequence labeling models for full-text "
     "extraction and are not necessarily designed to be easily extended with newer research models [1].", None),
    ("On logical structure recovery over S2-VL, the default CoreRecipe built on I-VILA reached a "
     "macro-averaged F1 of 92.7, compared with 39.1 for Grobid's CRF models [1].",
     "On logical structure recovery over S2-VL, the default CoreRecipe built on I-VILA reached a "
     "macro-averaged F1 of 72.7, compared with 39.1 for Grobid's CRF models [1]."),
    ("The authors concede that this comparison favours their Transformer-based models, which, unlike "
     "Grobid, had been trained on S2-VL data [1].", None),
    ("TraceMonkey identifies hot loop traces at run time and generates machine code specialized to the "
     "dynamic types actually observed on each path, instead of emitting generic code that must handle "
     "every possible type combination [2].", None),
    ("On SunSpider it was the fastest of the compared engines on 9 of the 26 benchmarks, with its largest "
     "gain, a 25x speedup over the SpiderMonkey interpreter, on bitops-bitwise-and [2].",
     "On SunSpider it was the fastest of the compared engines on 19 of the 26 benchmarks, with its largest"
     " gain, a 25x speedup over the SpiderMonkey interpreter, on bitops-bitwise-and [2]."),
    ("Because recursion is not yet traced, benchmarks that rely heavily on recursive calls, such as "
     "access-binary-trees, gain little or no speedup [2].",
     "Because recursion is not yet traced, benchmarks that rely heavily on recursive calls, such as "
     "access-binary-trees, gain the largest speedups [2]."),
    ("By the authors' rough estimates, native traces need about 9 cycles per bytecode against roughly 35 "
     "in the interpreter, a 3.9x speedup, but recording and compilation are costly enough that a trace "
     "must run about 270 times to break even [2].", None),
    ("Inserting a guard on the preemption flag at every loop edge increased runtime by less than 1% on "
     "most benchmarks [2].",
     "Inserting a guard on the preemption flag at every loop edge increased runtime by more than 1% on "
     "most benchmarks [2]."),
    ("A meta-analysis pooling eight randomised controlled trials with 450 participants, all conducted in "
     "Asia, found that combining H. pylori eradication with iron raised haemoglobin more than iron alone, "
     "by a weighted mean difference of 12.88 g/l [3].", None),
    ("Serum ferritin likewise increased more in the intervention groups, with a weighted mean difference "
     "of 10.05 mg/l (p<0.00001) [3].", None),
    ("In subgroup analyses, adults responded better to eradication than children, and bismuth-based triple"
     " therapy outperformed proton pump inhibitor-based triple therapy in raising haemoglobin and ferritin"
     " [3].",
     "In subgroup analyses, adults responded worse to eradication than children, and bismuth-based triple "
     "therapy outperformed proton pump inhibitor-based triple therapy in raising haemoglobin and ferritin "
     "[3]."),
    ("When the main sources of heterogeneity were excluded in a sensitivity analysis, the pooled results "
     "remained robust, and Egger's test revealed no evidence of publication bias [3].",
     "When the main sources of heterogeneity were excluded in a sensitivity analysis, the pooled results "
     "proved fragile, and Egger's test revealed no evidence of publication bias [3]."),
    ("The authors concede that external validity may be limited because every included trial was performed"
     " in Asia, and they do not currently recommend population-based screening and treatment for H. pylori"
     " to prevent iron deficiency anaemia [3].", None),
]
EIGHTY_SEVENTH_REFERENCES = """1. Lo, K., Shen, Z., Newman, B., Chang, J. C., et al. (2023). PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents. EMNLP (System Demonstrations). [PDF](papers/papermage.pdf)
2. Gal, A., Eich, B., Shaver, M., Anderson, D., et al. (2009). Trace-based Just-in-Time Type Specialization for Dynamic Languages. PLDI. [PDF](papers/tracemonkey.pdf)
3. Huang, X., Qu, X., Yan, W., Huang, Y., et al. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
"""

EIGHTY_EIGHTH = [
    ("S2ORC gathers 81.1M English-language academic papers from hundreds of publishers and archives, and "
     "provides structured full text for the 8.1M of them identified as open access [1].", None),
    ("Publisher-provided abstracts cover roughly 90% of the corpus, whereas just over a third of the "
     "papers have an associated PDF [1].", None),
    ("Owing to the many ways authors specify metadata in LaTeX, metadata extracted from LaTeX sources "
     "proved to be of lower quality than PDF-derived metadata, so the authors do not use it for paper "
     "clustering [1].",
     "Owing to the many ways authors specify metadata in LaTeX, metadata extracted from LaTeX sources "
     "proved to be of higher quality than PDF-derived metadata, so the authors do not use it for paper "
     "clustering [1]."),
    ("A BERT-Base model pretrained on S2ORC full text performs comparably to SciBERT and even outperforms "
     "it on many tasks, despite drawing much of its pretraining data from outside biomedicine and computer"
     " science [1].",
     "A BERT-Base model pretrained on S2ORC full text performs comparably to SciBERT but underperforms it "
     "on most tasks, despite drawing much of its pretraining data from outside biomedicine and computer "
     "science [1]."),
    ("The resulting pretraining corpus of 16.4B tokens is nearly five times larger than the one used to "
     "train SciBERT [1].",
     "The resulting pretraining corpus of 16.4B tokens is nearly three times larger than the one used to "
     "train SciBERT [1]."),
    ("The largest data set, drawn from the crowdsourced Xeno Canto archive, contained 1390 Phylloscopus "
     "recordings spanning 56 species, all of them MP3-compressed [2].", None),
    ("Surprisingly, the simplest spectrographic method gave the best match to manual annotations and tied "
     "for the strongest classification results, while running at least 20 times faster than any competing "
     "method [2].",
     "Surprisingly, the simplest spectrographic method gave the best match to manual annotations and tied "
     "for the strongest classification results, while running at least 20 times slower than any competing "
     "method [2]."),
    ("Features describing the extremes of FM encode species identity beyond what frequency features "
     "capture, whereas bandwidth features contribute no additional information [2].",
     "Features describing the extremes of FM encode species identity beyond what frequency features "
     "capture, whereas bandwidth features contribute substantial additional information [2]."),
    ("Matching pursuit yielded features with very low robustness to added noise and MP3 degradation, their"
     " correlation with the original features in some cases falling to about zero [2].", None),
    ("The authors concede that their analyses mainly target tonal sounds and that the simple "
     "spectrographic method has no obvious extension to recordings in which several birds vocalize "
     "simultaneously [2].", None),
    ("Trilling et al. implanted synthetic NEOs into their DECam data stream so that nightly detection "
     "efficiency could be measured as a function of magnitude and rate of motion [3].", None),
    ("Using 1377 measurements of 235 unique NEOs, they derived the size distribution from 1 km down to 10 "
     "m from a single observational data set for the first time [3].", None),
    ("They estimate roughly 3.5 million NEOs larger than 10 meters, about a factor of ten fewer small NEOs"
     " than some earlier studies suggested [3].",
     "They estimate roughly 3.5 million NEOs larger than 10 meters, about a factor of ten more small NEOs "
     "than some earlier studies suggested [3]."),
    ("Their count of around 18,000 NEOs larger than 100 m agrees well with the NEOWISE estimate of 20,500 "
     "[3].", None),
    ("The authors argue that their digest2 filtering does not cause them to miss any NEOs, although some "
     "non-NEOs can be misclassified as NEOs [3].",
     "The authors argue that their digest2 filtering causes them to miss some NEOs, although some non-NEOs"
     " can be misclassified as NEOs [3]."),
]
EIGHTY_EIGHTH_REFERENCES = """1. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. Proceedings of the 58th Annual Meeting of the Association for Computational Linguistics. [PDF](papers/s2orc.pdf)
2. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
3. Trilling, D. E., Valdes, F., Allen, L., James, D., Fuentes, C., Herrera, D., Axelrod, T., & Rajagopal, J. (2017). The size distribution of near Earth objects larger than 10 meters. AAS Journals. [PDF](papers/neo.pdf)
"""

EIGHTY_NINTH = [
    ("TrustRank builds on the empirical observation that reputable pages rarely link to spam, whereas the "
     "reverse need not hold, since spammers frequently point their pages at good sites [1].", None),
    ("Evaluated on roughly 31 million sites from the AltaVista crawl, the method used only 178 hand-picked"
     " good seed sites to filter spam out of a substantial portion of the web [1].",
     "Evaluated on roughly 31 million sites from the AltaVista crawl, the method used only 1,780 "
     "hand-picked good seed sites to filter spam out of a substantial portion of the web [1]."),
    ("In their experiments the top five TrustRank buckets were virtually free of spam, while the share of "
     "spam rose sharply in the lower buckets [1].",
     "In their experiments the top five TrustRank buckets were virtually free of spam, while the share of "
     "spam fell sharply in the lower buckets [1]."),
    ("Over the whole 748-site evaluation sample TrustRank reached a precision of 0.82, and when the "
     "threshold admitted only buckets 1 to 10, precision rose to 0.86 with a recall of 0.55 [1].", None),
    ("The authors concede that TrustRank cannot effectively separate low-scored good sites from bad ones, "
     "since such sites lack the inlinks that would distinguish them [1].",
     "The authors show that TrustRank effectively separates low-scored good sites from bad ones, even "
     "though such sites lack distinguishing inlinks [1]."),
    ("Houlsby et al. insert small bottleneck adapter modules into a frozen BERT and come within 0.4% of "
     "full fine-tuning on GLUE while training only 3.6% of the parameters per task [2].", None),
    ("Unlike multi-task learning, adapter tuning does not need simultaneous access to every task, and "
     "because the shared weights are frozen, new tasks can be added without forgetting earlier ones [2].",
     "Like multi-task learning, adapter tuning needs simultaneous access to every task, and because the "
     "shared weights are frozen, new tasks can be added without forgetting earlier ones [2]."),
    ("Ablations indicate that adapters in the lower layers have less influence than those in the higher "
     "layers, suggesting that the method automatically prioritizes the upper part of the network [2].",
     "Ablations indicate that adapters in the lower layers have more influence than those in the higher "
     "layers, suggesting that the method automatically prioritizes the upper part of the network [2]."),
    ("Training only the layer-normalization parameters adds very few trainable parameters (about 40k for "
     "BERT-Base) but performs poorly, losing roughly 3.5% on CoLA and 4% on MNLI [2].", None),
    ("Adapter performance proved robust to initialization scales with standard deviations below 10^-2, but"
     " degraded once the initialization became too large, especially on CoLA [2].",
     "Adapter performance proved highly sensitive to initialization scales with standard deviations below "
     "10^-2, and degraded further once the initialization became too large, especially on CoLA [2]."),
    ("LeCun et al. observe that rectified linear units usually learn much faster than smoother "
     "non-linearities such as tanh in many-layered networks, allowing deep supervised networks to be "
     "trained without unsupervised pre-training [3].",
     "LeCun et al. observe that rectified linear units usually learn much more slowly than smoother "
     "non-linearities such as tanh in many-layered networks, allowing deep supervised networks to be "
     "trained without unsupervised pre-training [3]."),
    ("The review argues that poor local minima are seldom a problem for large networks, since the loss "
     "landscape is instead dominated by a combinatorially large number of saddle points with very similar "
     "objective values [3].", None),
    ("The arrival of easily programmable GPUs let researchers train networks 10 or 20 times faster, paving"
     " the way for the first major application of unsupervised pre-training in speech recognition [3].",
     "The arrival of easily programmable GPUs let researchers train networks 100 or 200 times faster, "
     "paving the way for the first major application of unsupervised pre-training in speech recognition "
     "[3]."),
    ("When applied to roughly a million web images covering 1,000 classes in the 2012 ImageNet "
     "competition, deep convolutional networks almost halved the error rates of the best competing "
     "approaches [3].", None),
    ("By the late 1990s, a ConvNet-based cheque-reading system was processing more than 10% of all cheques"
     " in the United States [3].", None),
]
EIGHTY_NINTH_REFERENCES = """1. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating web spam with TrustRank. Proceedings of the 30th VLDB Conference. [PDF](papers/trustrank.pdf)
2. Houlsby, N., Giurgiu, A., Jastrzebski, S., Morrone, B., de Laroussilhe, Q., Gesmundo, A., Attariyan, M., & Gelly, S. (2019). Parameter-efficient transfer learning for NLP. Proceedings of the 36th International Conference on Machine Learning. [PDF](papers/adapters.pdf)
3. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
"""


# The ninetieth to ninety-third drafts (fourteenth session, a fourth batch written after the third's fixes, its
# sentences taken from results, discussion and limitations sections and tables: ViT, Getis-Ord pooling, Landmark-RxR;
# MapReduce, data placement, disk video; wheat metabolomics, the ACE inhibitors, the H. pylori meta-analysis; DPR,
# TableFormer, RAPT): 59 correct sentences, 30 planted errors. When written: seven false findings (three RB005 errors:
# "the larger models" read as a change, two-sided sentences compared across sides, a denied "beat" against a source's
# "outperforming"; four RB007 warnings: a font's "p¼0.350" for "p=0.350", thousands set off by a space), all fixed;
# 3 planted errors caught, 4 after the fixes.
NINETIETH = [
    ("When pre-trained only on ImageNet, ViT-Large variants fall behind ViT-Base ones despite moderate "
     "regularization, and the benefit of the larger models only fully emerges with JFT-300M pre-training "
     "[1].",
     "When pre-trained only on ImageNet, ViT-Large variants pull ahead of ViT-Base ones despite moderate "
     "regularization, and the benefit of the larger models only fully emerges with JFT-300M pre-training "
     "[1]."),
    ("In a controlled scaling study, Vision Transformers matched the transfer performance of ResNets while"
     " spending roughly 2-4 times less pre-training compute, averaged over five datasets [1].",
     "In a controlled scaling study, Vision Transformers matched the transfer performance of ResNets while"
     " spending roughly 2-4 times more pre-training compute, averaged over five datasets [1]."),
    ("Hybrids that place a ResNet in front of the Transformer slightly beat pure ViT at small compute "
     "budgets, but this advantage disappears as models grow larger [1].",
     "Hybrids that place a ResNet in front of the Transformer slightly beat pure ViT at small compute "
     "budgets, and this advantage widens as models grow larger [1]."),
    ("Although ViT-B/32 runs slightly faster than ResNet50, it performs much worse when pre-trained on a "
     "9M-image subset of JFT and only overtakes the CNN with subsets of 90M images or more [1].", None),
    ("Self-supervised masked patch prediction lifts ViT-B/16 to 79.9% ImageNet accuracy, about 2% above "
     "training from scratch but still roughly 4% short of supervised pre-training [1].", None),
    ("Raising the Getis-Ord threshold makes detected hotspots rarer: on Potsdam, the average share of "
     "feature-map locations flagged as spatial clusters falls from 15.87% at a threshold of 1.0 to 7.65% "
     "at 2.0 [2].",
     "Raising the Getis-Ord threshold makes detected hotspots rarer: on Potsdam, the average share of "
     "feature-map locations flagged as spatial clusters falls from 15.87% at a threshold of 1.0 to 3.65% "
     "at 2.0 [2]."),
    ("In cross-location transfer from Potsdam to Vaihingen, G-pooling exceeds P-pooling by more than 2% "
     "mIoU and comes within 0.61% of the domain adaptation method AdaptSegNet, despite using no unlabeled "
     "target-domain data [2].",
     "In cross-location transfer from Potsdam to Vaihingen, G-pooling exceeds P-pooling by more than 2% "
     "mIoU and even surpasses the domain adaptation method AdaptSegNet by 0.61%, despite using no "
     "unlabeled target-domain data [2]."),
    ("When an FCN trained on Vaihingen is evaluated on Potsdam, swapping max pooling for G-pooling raises "
     "mIoU from 15.48% to 23.02% [2].", None),
    ("Among the authors' admitted limitations are that they did not investigate the optimal window size "
     "for the Getis-Ord analysis and that only one type of spatial pattern, clusters, is modelled [2].",
     "Among the authors' admitted limitations are that they carefully tuned the optimal window size for "
     "the Getis-Ord analysis and that only one type of spatial pattern, clusters, is modelled [2]."),
    ("The geospatial pooling yields little benefit in the single-dataset setting, particularly on small "
     "datasets such as Vaihingen, which holds only about 500 images of 256 x 256 pixels [2].", None),
    ("Adding complete en-RxR pairs to R2R training leaves the unseen-environment success rate on R2R "
     "essentially unchanged due to the instruction domain gap, whereas training with Landmark-RxR "
     "sub-instruction pairs instead raises it by 7.1% [3].", None),
    ("Using nDTW as the reinforcement learning reward gives the highest fidelity scores in unseen "
     "environments but the lowest success rate and the largest loss number of all the reward variants "
     "tested [3].", None),
    ("Compared with the plain nDTW reward, the soft focal-oriented reward raises unseen success rate from "
     "29.3% to 33.7% and reduces the loss number from 5500 to 5173 [3].",
     "Compared with the plain nDTW reward, the soft focal-oriented reward raises unseen success rate from "
     "29.3% to 33.7% and increases the loss number from 5500 to 5173 [3]."),
    ("Training on the joint granularity of sub-instruction, synthesized and complete pairs outperforms the"
     " other imitation-learning data configurations on every unseen-environment metric, which suggests "
     "that fine- and coarse-grained supervision complement each other [3].", None),
    ("With the hard focal-oriented reward, the agent reaches a 34.9% success rate on the en-RxR unseen "
     "validation split, 9.3 points above the RCM baseline trained on en-RxR [3].", None),
]
NINETIETH_REFERENCES = """1. Dosovitskiy, A., Beyer, L., Kolesnikov, A., Weissenborn, D., Zhai, X., Unterthiner, T., Dehghani, M., Minderer, M., Heigold, G., Gelly, S., Uszkoreit, J., & Houlsby, N. (2021). An image is worth 16x16 words: Transformers for image recognition at scale. International Conference on Learning Representations (ICLR). [PDF](papers/vit.pdf)
2. Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing deep models for overhead image segmentation through Getis-Ord Gi* pooling. arXiv preprint arXiv:1912.10667. [PDF](papers/getis.pdf)
3. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). Landmark-RxR: Solving vision-and-language navigation with fine-grained alignment supervision. Advances in Neural Information Processing Systems (NeurIPS). [PDF](papers/landmark.pdf)
"""

NINETY_FIRST = [
    ("Turning off backup tasks makes the sort benchmark 44% slower, stretching it to 1283 seconds because "
     "a handful of straggling reduce tasks finish about 300 seconds after all the others [1].", None),
    ("Even after 200 of the 1746 worker processes were deliberately killed mid-run, the sort finished in "
     "933 seconds, only about 5% longer than the failure-free run [1].", None),
    ("In the sort benchmark, input is consumed faster than data is shuffled or written, since the locality"
     " optimization lets most input be read from local disks without crossing the bandwidth-constrained "
     "network [1].",
     "In the sort benchmark, input is consumed more slowly than data is shuffled or written, since the "
     "locality optimization lets most input be read from local disks without crossing the "
     "bandwidth-constrained network [1]."),
    ("Rewriting Google's production indexing pipeline on MapReduce cut one phase of the computation from "
     "roughly 3800 lines of C++ to roughly 700 [1].", None),
    ("The implementation does not survive master failure: because there is only a single master, the "
     "computation is simply aborted and it is left to clients to retry [1].",
     "The implementation survives master failure transparently by restarting the master from its last "
     "checkpoint, so clients never need to retry [1]."),
    ("For homogeneous disks, the Sliding-Window algorithm is guaranteed to pack at least a 1 - 1/(1+√k)² "
     "fraction of the client requests, and this guarantee is the best possible, since some instances admit"
     " no packing of a larger fraction [2].", None),
    ("In the Zipf-based simulations, the worst-case bound proved reasonably tight when demand across "
     "objects was highly skewed, which is the typical situation for video-on-demand servers [2].",
     "In the Zipf-based simulations, the worst-case bound proved quite loose when demand across objects "
     "was highly skewed, which is the typical situation for video-on-demand servers [2]."),
    ("When all objects are about equally popular and each disk stores only a few of them, Sliding-Window "
     "can perform considerably better than its theoretical bound, although the bound becomes fairly tight "
     "again for larger per-disk storage capacities [2].",
     "When all objects are about equally popular and each disk stores only a few of them, Sliding-Window "
     "can perform considerably worse than its theoretical bound, although the bound becomes fairly tight "
     "again for larger per-disk storage capacities [2]."),
    ("The simulation study fixes the load capacity of each disk at 100 and uses five disks throughout, "
     "varying only the skew parameter and the number of movies per disk [2].",
     "The simulation study fixes the load capacity of each disk at 100 and uses ten disks throughout, "
     "varying only the skew parameter and the number of movies per disk [2]."),
    ("Even in the homogeneous setting the placement problem is NP-complete once each disk can hold two "
     "objects, although the single-object case can be solved greedily in polynomial time [2].", None),
    ("Hybrid placement is slightly less efficient than CTL placement because it requires more seeks, "
     "serving 29 full-rate users compared with 34 for CTL [3].", None),
    ("Under heavy overload the picture reverses: with 34 admitted users, hybrid placement delivers a "
     "higher aggregate throughput than CTL (16,900 versus 12,000 Kb/s), whereas with 18 users CTL remains "
     "slightly ahead [3].",
     "Under heavy overload the picture reverses: with 34 admitted users, hybrid placement delivers a lower"
     " aggregate throughput than CTL (16,900 versus 12,000 Kb/s), whereas with 18 users CTL remains "
     "slightly ahead [3]."),
    ("For pause operations, permitting just one scaledown per user lowers the 99% delay quantile from 13 "
     "to 7 rounds [3].",
     "For pause operations, permitting just one scaledown per user lowers the 99% delay quantile from 13 "
     "to 3 rounds [3]."),
    ("Pause delays are only modestly shorter than scan delays, suggesting that readmission, not block "
     "retrieval during scanning, accounts for most of the wait [3].", None),
    ("The authors concede that redundancy in interleaved layouts remains unaddressed and would have to be "
     "resolved before such a server is commercially viable [3].", None),
]
NINETY_FIRST_REFERENCES = """1. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified data processing on large clusters. Proceedings of the 6th Symposium on Operating Systems Design and Implementation (OSDI 2004). [PDF](papers/mapreduce.pdf)
2. Golubchik, L., Khanna, S., Khuller, S., Thurimella, R., & Zhu, A. (2009). Approximation algorithms for data placement on parallel disks. ACM Transactions on Algorithms. [PDF](papers/placement.pdf)
3. Chang, E., & Zakhor, A. (1997). Disk-based storage for scalable video. IEEE Transactions on Circuits and Systems for Video Technology. [PDF](papers/diskvideo.pdf)
"""

NINETY_SECOND = [
    ("Across the six genotypes, post-anthesis heat stress cut grain yield per spike by between 29.7% and "
     "48.3%, while losses in individual grain weight ranged from about 27% to 54% [1].", None),
    ("Genotype had no significant effect on the heat-induced reduction in grains per spike, in line with "
     "earlier reports that heat applied after anthesis barely affects kernel number [1].",
     "Genotype had a significant effect on the heat-induced reduction in grains per spike, in line with "
     "earlier reports that heat applied after anthesis barely affects kernel number [1]."),
    ("The stay-green lines CB202 and CB208 suffered the least heat damage to chlorophyll content, "
     "thylakoid and cell membranes, whereas the Australian check cultivar Ventnor lost the most grain "
     "yield per spike and grain weight [1].",
     "The stay-green lines CB202 and CB208 suffered the greatest heat damage to chlorophyll content, "
     "thylakoid and cell membranes, whereas the Australian check cultivar Ventnor lost the most grain "
     "yield per spike and grain weight [1]."),
    ("Of the 316 metabolites detected by IROA-based LC-HRMS profiling, 179 were annotated as known "
     "compounds, and a PLS-DA model on all variables explained 62.3% of the total variation while "
     "separating heat-treated from control samples [1].", None),
    ("Metabolites that accumulated most under heat, such as L-tryptophan with an 11.46-fold increase, were"
     " negatively correlated with grain yield, SPAD and Fv/Fm, whereas those that declined most, such as "
     "dimethylmaleate, correlated positively with these traits [1].",
     "Metabolites that accumulated most under heat, such as L-tryptophan with an 11.46-fold increase, were"
     " negatively correlated with grain yield, SPAD and Fv/Fm, whereas those that declined most, such as "
     "dimethylmaleate, correlated negatively with these traits [1]."),
    ("In a fluorogenic assay, 33RE inhibited the N-domain with a Ki of 11.21 nM, in the same low-nanomolar"
     " range as RXP407 (21.03 nM), yet both compounds inhibited the C-domain only at micromolar "
     "concentrations [2].", None),
    ("When both S2 residues were mutated in the YR/FE double mutant, the effects were additive and the "
     "N-selectivity of 33RE collapsed from 927-fold to only about 4-fold [2].",
     "When both S2 residues were mutated in the YR/FE double mutant, the effects were additive and the "
     "N-selectivity of 33RE collapsed from 927-fold to only about 40-fold [2]."),
    ("Kinetic analysis of the S2 mutants showed a 36-fold drop in 33RE affinity for Y369F but only an "
     "8-fold drop for R381E, singling out Tyr369 as the main driver of its N-selectivity [2].", None),
    ("The crystal structure shows that 33RE loses the salt bridge to Arg381 formed by the P2 aspartate of "
     "RXP407, but its tetrazole compensates through aromatic stacking with His388 and a direct hydrogen "
     "bond to Tyr369 [2].", None),
    ("The authors suggest that stacking against the conserved His388 may enhance binding to both domains, "
     "which would account for the slight drop in N-selectivity of 33RE relative to RXP407 [2].",
     "The authors suggest that stacking against the conserved His388 may enhance binding to both domains, "
     "which would account for the slight rise in N-selectivity of 33RE relative to RXP407 [2]."),
    ("Adults responded better to eradication than children, with a haemoglobin weighted mean difference of"
     " 15.11 g/l versus 11.77 g/l, and ferritin showed the same pattern (15.08 versus 5.93 mg/l) [3].",
     "Adults responded worse to eradication than children, with a haemoglobin weighted mean difference of "
     "15.11 g/l versus 11.77 g/l, and ferritin showed the same pattern (15.08 versus 5.93 mg/l) [3]."),
    ("Bismuth-based triple therapy produced a larger haemoglobin gain than PPI-based triple therapy (20.73"
     " versus 10.42 g/l), an advantage the authors attribute, possibly, to inhibition of intragastric "
     "proteolysis [3].", None),
    ("Removing the trials that contributed most to heterogeneity left the pooled estimates broadly robust,"
     " with the haemoglobin difference rising to 15.58 g/l [3].",
     "Removing the trials that contributed most to heterogeneity left the pooled estimates broadly "
     "fragile, with the haemoglobin difference rising to 15.58 g/l [3]."),
    ("Egger's test gave no indication of publication bias, with bias coefficients of 1.44 (p = 0.350) for "
     "haemoglobin and 1.32 (p = 0.586) for ferritin [3].",
     "Egger's test gave clear indication of publication bias, with bias coefficients of 1.44 (p = 0.350) "
     "for haemoglobin and 1.32 (p = 0.586) for ferritin [3]."),
    ("The authors concede that only eight trials were available and that all of them were conducted in "
     "Asia, which may limit the external validity of the findings [3].", None),
]
NINETY_SECOND_REFERENCES = """1. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress. PLoS ONE. [PDF](papers/wheat.pdf)
2. Douglas, R. G., Sharma, R. K., Masuyer, G., Lubbe, L., Zamora, I., Acharya, K. R., Chibale, K., & Sturrock, E. D. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science. [PDF](papers/ace.pdf)
3. Huang, X., Qu, X., Yan, W., Huang, Y., Cai, M., Hu, B., Wu, L., Lin, H., Chen, Z., Zhu, C., Lu, L., Sun, X., Rong, L., Jiang, Y., Sun, D., Zhong, L., & Xiong, P. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
"""

NINETY_THIRD = [
    ("Except on SQuAD, DPR consistently retrieves better than BM25, and the margin is widest at small "
     "cutoffs, for instance 78.4% versus 59.1% top-20 accuracy on Natural Questions [1].",
     "Except on SQuAD, DPR consistently retrieves better than BM25, and the margin is widest at large "
     "cutoffs, for instance 78.4% versus 59.1% top-20 accuracy on Natural Questions [1]."),
    ("Adding one BM25 hard negative per question on top of in-batch negatives gives a substantial boost, "
     "but a second BM25 negative does not improve results further [1].",
     "Adding one BM25 hard negative per question on top of in-batch negatives gives a substantial boost, "
     "and a second BM25 negative improves results substantially further [1]."),
    ("A DPR model trained solely on Natural Questions transfers reasonably well to WebQuestions and "
     "CuratedTREC, trailing the best fine-tuned models by only 3-5 points in top-20 accuracy while "
     "remaining well ahead of BM25 [1].",
     "A DPR model trained solely on Natural Questions transfers reasonably well to WebQuestions and "
     "CuratedTREC, trailing the best fine-tuned models by 13-15 points in top-20 accuracy while remaining "
     "well ahead of BM25 [1]."),
    ("Fast querying comes at an indexing cost: DPR answers 995 questions per second with FAISS versus 23.7"
     " per CPU thread for Lucene BM25, yet building its FAISS index over 21 million passages takes 8.5 "
     "hours compared with about 30 minutes for a Lucene inverted index [1].", None),
    ("Training the retriever and reader jointly does not beat the simpler pipeline on Natural Questions, "
     "ending at the same 39.8 exact match on the development set [1].", None),
    ("When rows and columns are shuffled at test time, every TAPAS variant loses between 3.7% and 6.5% ALL"
     " accuracy on SQA, while TableFormer's accuracy does not drop [2].",
     "When rows and columns are shuffled at test time, every TAPAS variant loses between 3.7% and 6.5% ALL"
     " accuracy on SQA, while TableFormer's accuracy drops by a similar margin [2]."),
    ("Training TAPAS on perturbed copies of each table improves SQA accuracy, with gains peaking at eight "
     "perturbed versions, yet even the most robust augmented model still changes 7.0% of its predictions "
     "after perturbation, against 0.1% for TableFormer [2].",
     "Training TAPAS on perturbed copies of each table improves SQA accuracy, with gains growing steadily "
     "up to sixteen perturbed versions, yet even the most robust augmented model still changes 7.0% of its"
     " predictions after perturbation, against 0.1% for TableFormer [2]."),
    ("In the attention-bias ablation, dropping the \"same row\" bias hurts far more than removing any other "
     "single bias, whereas dropping the \"same column\" bias costs little because column membership can "
     "still be inferred from the header-cell biases [2].", None),
    ("Restricting attention through hard masks to same-row and same-column tokens, as in SAT, makes TAPAS "
     "worse rather than better, which motivated the choice of soft learnable biases over masking [2].", None),
    ("The authors concede that TableFormer lengthens training by roughly 20% and, being order-invariant, "
     "cannot handle questions about absolute row positions, though only 4 of 1,800 manually examined SQA "
     "questions depended on row order [2].",
     "The authors concede that TableFormer lengthens training more than sevenfold and, being "
     "order-invariant, cannot handle questions about absolute row positions, though only 4 of 1,800 "
     "manually examined SQA questions depended on row order [2]."),
    ("Swapping RAPT's kNN example retrieval for random retrieval clearly hurts, lowering iBLEU on QQP 50K "
     "from 10.61 to 6.22 [3].",
     "Swapping RAPT's kNN example retrieval for random retrieval clearly helps, raising iBLEU on QQP 50K "
     "from 6.22 to 10.61 [3]."),
    ("Conditioning NC-RAPT on high novelty increases novelty but can reduce BLEU and BERT-based semantic "
     "similarity, although its semantic similarity stays at or above the level of the human reference "
     "paraphrases [3].",
     "Conditioning NC-RAPT on high novelty increases novelty but can reduce BLEU and BERT-based semantic "
     "similarity, and its semantic similarity falls well below the level of the human reference "
     "paraphrases [3]."),
    ("On QQP 140K, SEPARATOR achieves the lowest self-BLEU of the compared systems but a low BLEU, so RAPT"
     " and NC-RAPT obtain a far higher iBLEU (14.33 and 15.05 versus 5.84) [3].", None),
    ("The authors caution that, because RAPT relies on retrieving semantically similar training pairs, it "
     "may perform worse on test inputs that are semantically distant from the training data [3].", None),
    ("RAPT tunes only about 1.06 million parameters of GPT2 Medium, roughly 0.3% of the 355 million "
     "updated by full fine-tuning [3].", None),
]
NINETY_THIRD_REFERENCES = """1. Karpukhin, V., Oğuz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense passage retrieval for open-domain question answering. Proceedings of the 2020 Conference on Empirical Methods in Natural Language Processing (EMNLP). [PDF](papers/dpr.pdf)
2. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust transformer modeling for table-text encoding. Proceedings of the 60th Annual Meeting of the Association for Computational Linguistics (ACL). [PDF](papers/tableformer.pdf)
3. Ray Chowdhury, J., Zhuang, Y., & Wang, S. (2022). Novelty controlled paraphrase generation with retrieval augmented conditional prompt tuning. Proceedings of the AAAI Conference on Artificial Intelligence. [PDF](papers/rapt.pdf)
"""


# The ninety-fourth to ninety-seventh drafts (fourteenth session, a fifth batch, results-section sentences again,
# written after the fourth batch's fixes: sepsis MGP-RNN, phone-feedback EEG, birdsong FM; adapters, ViT, PaperMage;
# NEO sizes, Lemaitre-Tolman, the diboson excess; TrustRank, S2ORC, Open IE): 58 correct sentences, 31 planted
# errors. When written: eight false findings (four RB005 errors: "need not be nested", a change "from 80.0 to
# 79.6" against "the best size", a denial in another clause than the one the source sentence is about, a two-sided
# claim's second clause against a one-sided source; three RB007 warnings: a table font's unmapped decimal point,
# "67/C16"; one RB012 info, known false below), all but the info fixed; 8 planted errors caught, 9 after the fixes.
NINETY_FOURTH = [
    ("In matched lookback validation four hours before sepsis, the fully extended MGP-RNN raised only "
     "about 1.4 false alarms per true alarm at 80% sensitivity, against 2.2 for the base MGP-RNN and 3.2 "
     "for the NEWS score formerly used at the hospital [1].",
     "In matched lookback validation four hours before sepsis, the fully extended MGP-RNN raised only "
     "about 1.4 false alarms per true alarm at 80% sensitivity, against 2.2 for the base MGP-RNN and 2.3 "
     "for the NEWS score formerly used at the hospital [1]."),
    ("Each extension added to the base MGP-RNN, such as target replication, a sum of separable kernels, "
     "medication effects and missingness indicators, improves it only by a modest margin, although the "
     "complete model consistently beats all other methods on every metric examined [1].",
     "Each extension added to the base MGP-RNN, such as target replication, a sum of separable kernels, "
     "medication effects and missingness indicators, improves it by a wide margin, although the complete "
     "model consistently beats all other methods on every metric examined [1]."),
    ("In a real-time evaluation where an alarm firing more than 48 hours ahead of sepsis counts as a false"
     " positive, the final model produced far fewer false alarms per true alarm than NEWS at every "
     "sensitivity level [1].", None),
    ("Because the onset of sepsis cannot be observed directly, the authors admit that their sepsis labels "
     "are noisy and not fully reliable, and they mitigate this with target replication that labels time "
     "points from 2 hours before to 6 hours after the event [1].", None),
    ("The model was developed on 51,697 inpatient admissions collected over 18 months, about 21.4% of "
     "which developed sepsis, and the cohort is highly heterogeneous since no specific inclusion or "
     "exclusion criteria were applied [1].", None),
    ("Among smartphone feedback types, visual-only feedback evoked the lowest P300 peak, whereas combined "
     "auditory-visual-haptic feedback evoked the highest [2].",
     "Among smartphone feedback types, visual-only feedback evoked the highest P300 peak, whereas combined"
     " auditory-visual-haptic feedback evoked the lowest [2]."),
    ("Haptic feedback gave the shortest P300 latency, with its peak arriving significantly earlier than "
     "the one evoked by auditory feedback (p < .05) [2].",
     "Haptic feedback gave the shortest P300 latency, with its peak arriving significantly later than the "
     "one evoked by auditory feedback (p < .05) [2]."),
    ("Participants judged tri-modal feedback significantly more annoying, and rated visual feedback as "
     "significantly less alerting than every other feedback type with the exception of auditory feedback "
     "[2].",
     "Participants judged tri-modal feedback significantly more annoying, and rated visual feedback as "
     "significantly less alerting than every other feedback type with the exception of haptic feedback "
     "[2]."),
    ("Reaction times between completing a PIN and confirming it were significantly shorter after visual "
     "and after haptic feedback than after the other feedback types, while tri-modal feedback produced the"
     " longest reaction times [2].", None),
    ("The authors acknowledge that a no-feedback baseline is unrealistic because everyday smartphone "
     "applications almost always give some visual feedback, and that real-world disturbances such as "
     "ambient noise and light reflections remain to be incorporated in future test set-ups [2].", None),
    ("The simple spectrographic method was by far the quickest FM extractor, needing about 0.02 of the "
     "audio duration and running at least 20 times faster than the alternatives, while the distribution "
     "derivative method was the only one slower than real time [3].",
     "The simple spectrographic method was by far the quickest FM extractor, needing about 0.02 of the "
     "audio duration and running at least 60 times faster than the alternatives, while the distribution "
     "derivative method was the only one slower than real time [3]."),
    ("Features from the ss, rm and dd methods stayed highly robust to added white noise and MP3 "
     "compression, rm especially so, whereas matching-pursuit features proved unreliable, with "
     "correlations to the original values sometimes near zero [3].",
     "Features from the ss, rm and dd methods stayed highly robust to added white noise and MP3 "
     "compression, rm least so, whereas matching-pursuit features proved unreliable, with correlations to "
     "the original values sometimes near zero [3]."),
    ("On their own, FM features were less predictive of species than frequency features, but appending "
     "them to the frequency features significantly improved classification, showing that they encode "
     "complementary information [3].",
     "On their own, FM features were more predictive of species than frequency features, and appending "
     "them to the frequency features significantly improved classification, showing that they encode "
     "complementary information [3]."),
    ("Post-hoc comparisons found no significant AUC difference between the ss and dd methods, which "
     "averaged 67.6% and 67.2% on PassaASA, and both outperformed rm and mp [3].", None),
    ("The authors concede that their analyses target mainly tonal sounds and that, unlike the other three "
     "methods, ss has no obvious extension to recordings where several birds vocalize at once [3].", None),
]
NINETY_FOURTH_REFERENCES = """1. Futoma, J., Hariharan, S., Heller, K., Sendak, M., Brajer, N., Clement, M., Bedoya, A., & O'Brien, C. (2017). An improved multi-output Gaussian process RNN with real-time validation for early sepsis detection. Proceedings of Machine Learning for Healthcare (MLHC). [PDF](papers/sepsis.pdf)
2. Antons, J.-N., Arndt, S., Seebode, J., Schleicher, R., & Möller, S. (2013). Did you notice? Neuronal processing of multimodal mobile phone feedback. CHI 2013 Extended Abstracts on Human Factors in Computing Systems. [PDF](papers/eeg.pdf)
3. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
"""

NINETY_FIFTH = [
    ("With the adapter size fixed at 64 for every GLUE task rather than selected per task, the average "
     "score slips only marginally, from 80.0 to 79.6 [1].", None),
    ("An ablation over layer spans shows that adapters in the lower layers matter less than those in the "
     "upper layers, with removal of the adapters in layers 0-4 barely affecting MNLI accuracy [1].",
     "An ablation over layer spans shows that adapters in the lower layers matter more than those in the "
     "upper layers, with removal of the adapters in layers 0-4 sharply reducing MNLI accuracy [1]."),
    ("Training only the layer-normalization parameters adds merely about 40k parameters for BERT-Base, but"
     " this baseline performs poorly, falling roughly 3.5% short on CoLA and 4% on MNLI [1].",
     "Training only the layer-normalization parameters adds merely about 40k parameters for BERT-Base, and"
     " this baseline remains competitive, falling only roughly 3.5% short on CoLA and 4% on MNLI [1]."),
    ("Variations on the bottleneck design, such as inserting batch or layer normalization, stacking more "
     "layers per adapter, or switching to tanh activations, did not bring a significant improvement in "
     "performance [1].",
     "Variations on the bottleneck design, such as inserting batch or layer normalization, stacking more "
     "layers per adapter, or switching to tanh activations, brought a significant improvement in "
     "performance [1]."),
    ("On SQuAD v1.1, adapters of size 64 (2% of parameters) reach an F1 of 90.4, close to the 90.7 of full"
     " fine-tuning, and even size-2 adapters using 0.1% of the parameters still attain 89.9 [1].",
     "On SQuAD v1.1, adapters of size 64 (2% of parameters) reach an F1 of 90.4, close to the 90.7 of full"
     " fine-tuning, and even size-2 adapters using 0.1% of the parameters still attain 86.9 [1]."),
    ("When ImageNet is the only pre-training source, ViT-Large models fall behind ViT-Base models despite "
     "moderate regularization, and the larger models only realize their full benefit with JFT-300M [2].",
     "When ImageNet is the only pre-training source, ViT-Large models pull ahead of ViT-Base models "
     "despite moderate regularization, and the larger models only realize their full benefit with JFT-300M"
     " [2]."),
    ("On the 9M-image subset of JFT, ViT-B/32 does much worse than ResNet50, yet it overtakes it on "
     "subsets of 90M images and above, indicating that the convolutional inductive bias is most useful for"
     " smaller datasets [2].", None),
    ("Across the controlled scaling study, Vision Transformers attain the same transfer performance as "
     "ResNets with roughly two to four times less pre-training compute [2].", None),
    ("Hybrid models that place a ResNet before the Transformer edge out pure ViT at small compute budgets,"
     " but this advantage disappears as models grow larger [2].",
     "Hybrid models that place a ResNet before the Transformer edge out pure ViT at small compute budgets,"
     " and this advantage widens as models grow larger [2]."),
    ("Preliminary self-supervised pre-training via masked patch prediction brings ViT-B/16 to 79.9% "
     "accuracy on ImageNet, 2% better than training from scratch yet still 4% below supervised "
     "pre-training [2].", None),
    ("In logical-structure recovery on S2-VL, the default CoreRecipe with I-VILA achieves a macro-averaged"
     " F1 of 92.7, well above Grobid's CRF (39.1) and neural (37.6) configurations [3].", None),
    ("The authors acknowledge that this comparison favors their Transformer-based models, which were "
     "trained on S2-VL data and thereby gained an advantage over Grobid [3].",
     "The authors acknowledge that this comparison disadvantages their Transformer-based models, which "
     "were trained on S2-VL data and thereby were put at a disadvantage against Grobid [3]."),
    ("Grobid is difficult to evaluate in isolation because its PDF parser and its models are tightly "
     "coupled, leaving no straightforward way to run only the model components on another token stream "
     "such as the one in S2-VL [3].", None),
    ("Because Layers are stored as unordered attributes and need not be nested, papermage can relate "
     "sentences and lines that cross each other's boundaries, a relationship that would be awkward to "
     "express in a tree-structured XML format [3].", None),
]
NINETY_FIFTH_REFERENCES = """1. Houlsby, N., Giurgiu, A., Jastrzebski, S., Morrone, B., de Laroussilhe, Q., Gesmundo, A., Attariyan, M., & Gelly, S. (2019). Parameter-efficient transfer learning for NLP. Proceedings of the 36th International Conference on Machine Learning. [PDF](papers/adapters.pdf)
2. Dosovitskiy, A., Beyer, L., Kolesnikov, A., Weissenborn, D., Zhai, X., Unterthiner, T., Dehghani, M., Minderer, M., Heigold, G., Gelly, S., Uszkoreit, J., & Houlsby, N. (2021). An image is worth 16x16 words: Transformers for image recognition at scale. International Conference on Learning Representations (ICLR). [PDF](papers/vit.pdf)
3. Lo, K., Shen, Z., Newman, B., Chang, J. C., Authur, R., Bransom, E., Candra, S., Chandrasekhar, Y., Huff, R., Kuehl, B., Singh, A., Wilhelm, C., Zamarron, A., Hearst, M. A., Weld, D. S., Downey, D., & Soldaini, L. (2023). PaperMage: A unified toolkit for processing, representing, and manipulating visually-rich scientific documents. Proceedings of the 2023 Conference on Empirical Methods in Natural Language Processing: System Demonstrations. [PDF](papers/papermage.pdf)
"""

NINETY_SIXTH = [
    ("Since none of the implanted synthetic asteroids moved faster than 360 arcsec/hr, detection "
     "efficiencies for faster real objects had to be extrapolated, a correction that concerns roughly 6.5%"
     " of the detected NEOs and about 10% of those fainter than H = 25 [1].",
     "Since none of the implanted synthetic asteroids moved faster than 360 arcsec/hr, detection "
     "efficiencies for faster real objects had to be extrapolated, a correction that concerns roughly "
     "16.5% of the detected NEOs and about 10% of those fainter than H = 25 [1]."),
    ("The DECam survey implies roughly 18,000 near-Earth objects larger than 100 m, in good agreement with"
     " the NEOWISE figure of 20,500 ± 3000 [1].", None),
    ("Against the re-detection simulations of Harris and D'Abramo, the DECam distribution agrees "
     "moderately well for H < 23 but diverges at fainter magnitudes, which suggests that extrapolating "
     "from larger sizes may not be appropriate [1].",
     "Against the re-detection simulations of Harris and D'Abramo, the DECam distribution agrees "
     "moderately well for H < 23 and keeps agreeing at fainter magnitudes, which confirms that "
     "extrapolating from larger sizes is appropriate [1]."),
    ("The authors admit that the assumed mean albedo of 0.2 is the dominant source of size uncertainty, "
     "because substituting albedos of 0.1 or 0.4 maps H = 27.3 onto diameters anywhere between 7 and 14 "
     "meters [1].",
     "The authors admit that the assumed mean albedo of 0.2 is only a minor source of size uncertainty, "
     "because substituting albedos of 0.1 or 0.4 maps H = 27.3 onto diameters anywhere between 7 and 14 "
     "meters [1]."),
    ("Although the survey closely matches the lunar-crater estimate of Werner et al. for H < 26, it does "
     "not reproduce the sharp rise that their distribution shows at smaller sizes [1].",
     "Although the survey closely matches the lunar-crater estimate of Werner et al. for H < 26, it also "
     "reproduces the sharp rise that their distribution shows at smaller sizes [1]."),
    ("In Lemaitre-Tolman models that fit the 182 supernovae of the Riess gold sample, the volume "
     "deceleration parameter stays strictly positive, showing that reproducing the supernova data does not"
     " require volume acceleration [2].",
     "In Lemaitre-Tolman models that fit the 182 supernovae of the Riess gold sample, the volume "
     "deceleration parameter stays strictly negative, showing that reproducing the supernova data requires"
     " volume acceleration [2]."),
    ("These void models fit the supernova sample about as well as the concordance model, with chi-squared "
     "values between 164.7 and 184.3 against 165.3 for LambdaCDM [2].", None),
    ("A negative volume deceleration parameter was obtained only by giving the E function a large positive"
     " amplitude, which drives the bang-time function to roughly 11 billion years and leaves a Universe "
     "only a few hundred thousand years old [2].", None),
    ("Bolejko and Andersson concede that spherically symmetric models are arguably too simple to capture "
     "averaging and back-reaction fully, and they stress that their results do not rule out back-reaction "
     "as an explanation of dark energy [2].",
     "Bolejko and Andersson concede that spherically symmetric models are arguably too simple to capture "
     "averaging and back-reaction fully, and they stress that their results rule out back-reaction as an "
     "explanation of dark energy [2]."),
    ("Petersson and Torre extract the sgoldstino signal from the WW selection region, where the ATLAS data"
     " yield 4.2 excess events (+3.2/-2.0) in a 1.75-2.25 TeV window around the 2 TeV mass hypothesis [3].", None),
    ("With that normalization the predicted WZ yield falls comfortably inside the 1-sigma band, while the "
     "ZZ region shows a slight tension that disappears once signal systematic uncertainties of about 50% "
     "are taken into account [3].",
     "With that normalization the predicted WZ yield falls comfortably inside the 1-sigma band, while the "
     "ZZ region shows a slight tension that persists even once signal systematic uncertainties of about "
     "50% are taken into account [3]."),
    ("When the WZ or WW background shape is used in the ZZ region instead, the excess shrinks to only 3.0 "
     "and 1.7 events respectively, compared with 6.4 from the ATLAS fit, pointing to a poorly modelled ZZ "
     "background caused by limited statistics [3].", None),
    ("The most stringent bound comes from the CMS semi-leptonic search, whose WW limit of 3 fb trims the "
     "allowed parameter space, whereas its 8 fb limit in the ZZ channel does not constrain it [3].", None),
    ("Because it is produced through gluon fusion, the sgoldstino cross section should rise by a factor of"
     " about 19 between 8 and 13 TeV, versus roughly 7 for a quark-antiquark resonance, so the excess is "
     "expected to grow faster than under a heavy-vector hypothesis [3].",
     "Because it is produced through gluon fusion, the sgoldstino cross section should rise by a factor of"
     " about 19 between 8 and 13 TeV, versus roughly 7 for a quark-antiquark resonance, so the excess is "
     "expected to grow more slowly than under a heavy-vector hypothesis [3]."),
]
NINETY_SIXTH_REFERENCES = """1. Trilling, D. E., Valdes, F., Allen, L., James, D., Fuentes, C., Herrera, D., Axelrod, T., & Rajagopal, J. (2017). The size distribution of near Earth objects larger than 10 meters. AAS Journals. [PDF](papers/neo.pdf)
2. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. Journal of Cosmology and Astroparticle Physics. [PDF](papers/accel.pdf)
3. Petersson, C., & Torre, R. (2015). ATLAS diboson excess from low scale supersymmetry breaking. arXiv:1508.05632 [hep-ph]. [PDF](papers/diboson.pdf)
"""

NINETY_SEVENTH = [
    ("On the AltaVista sample, the five highest TrustRank buckets were virtually free of spam, whereas "
     "almost 20% of the sites in the second PageRank bucket were bad [1].", None),
    ("The authors acknowledge that TrustRank cannot effectively tell low-scored good sites apart from "
     "spam, since such sites lack distinguishing inlinks [1].",
     "The authors show that TrustRank can effectively tell low-scored good sites apart from spam, even "
     "though such sites lack distinguishing inlinks [1]."),
    ("In terms of pairwise orderedness, TrustRank consistently beat both PageRank and the ignorant trust "
     "baseline, scoring roughly 0.95 on the 500 top-PageRank sample sites [1].",
     "In terms of pairwise orderedness, TrustRank consistently trailed both PageRank and the ignorant "
     "trust baseline, scoring roughly 0.95 on the 500 top-PageRank sample sites [1]."),
    ("As the TrustRank threshold is lowered, precision declines and recall grows almost linearly, and with"
     " only buckets 1 to 10 above the threshold precision is 0.86 and recall 0.55 [1].",
     "As the TrustRank threshold is lowered, precision grows and recall declines almost linearly, and with"
     " only buckets 1 to 10 above the threshold precision is 0.86 and recall 0.55 [1]."),
    ("Of the 1,000 hand-evaluated sample sites only 748 were usable, and because just 135 of these were "
     "spam, even the baseline precision over the whole sample was 0.82 [1].", None),
    ("Despite being pretrained on a large share of text from outside biomedicine and computer science, "
     "S2ORC-SciBERT outperforms SciBERT on many tasks, although it falls behind on ACL-ARC citation intent"
     " classification (68.45 versus 70.98) [2].", None),
    ("Compared with SciBERT's corpus of 82% biomedical and 18% computer science papers, the S2ORC "
     "pretraining corpus is more balanced across disciplines, with biomedical (42.7%) and computer science"
     " (7.2%) papers together making up only about half of it [2].", None),
    ("Because bibliography linking depends strongly on titles, LaTeX parses end up with far fewer linked "
     "bibliography entries per paper than GROBID parses (6.8 versus 19.3 on average), mostly owing to "
     "physics papers whose references are formatted without titles [2].",
     "Because bibliography linking depends strongly on titles, LaTeX parses end up with far more linked "
     "bibliography entries per paper than GROBID parses (6.8 versus 19.3 on average), mostly owing to "
     "physics papers whose references are formatted without titles [2]."),
    ("Somewhat unexpectedly, metadata extracted from LaTeX sources turned out to be of worse quality than "
     "metadata extracted from PDFs, so the authors did not use it for paper clustering or metadata "
     "selection [2].", None),
    ("In a manual check, paper clustering was accurate for 0.93 of titles and 0.89 of authors, while "
     "bibliography linking reached perfect title accuracy for both GROBID and LaTeX parses [2].",
     "In a manual check, paper clustering was accurate for 0.93 of titles and 0.98 of authors, while "
     "bibliography linking reached perfect title accuracy for both GROBID and LaTeX parses [2]."),
    ("Using rules learned from the initial annotations alone, the TeamFinalScore relation reached 0.95 "
     "precision at 0.87 recall, whereas GameLoser attained 0.93 precision at only 0.32 recall [3].", None),
    ("Results varied considerably across relations, depending less on how much training data was available"
     " than on the locality of the information [3].",
     "Results varied considerably across relations, depending more on how much training data was available"
     " than on the locality of the information [3]."),
    ("Tagging just 20 new instances through active learning lifted GameWinner precision from 0.48 to 0.91 "
     "at a recall of about 0.2, and labeling 80 instances took one of the authors roughly 25 minutes [3].",
     "Tagging just 20 new instances through active learning lifted GameWinner precision from 0.68 to 0.91 "
     "at a recall of about 0.2, and labeling 80 instances took one of the authors roughly 25 minutes [3]."),
    ("Adding generic named entity recognizers to the IC-domain class recognizers enabled some "
     "high-precision rules but gave limited recall, because about half of the argument values are common "
     "nouns [3].", None),
    ("The class recognizers tend to overgeneralize, for instance tagging a halftime score as a final "
     "score, yet the authors found that this overgeneralization did not hurt in practice [3].",
     "The class recognizers tend to overgeneralize, for instance tagging a halftime score as a final "
     "score, and the authors found that this overgeneralization seriously hurt in practice [3]."),
]
NINETY_SEVENTH_REFERENCES = """1. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating web spam with TrustRank. Proceedings of the 30th VLDB Conference. [PDF](papers/trustrank.pdf)
2. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. Proceedings of the 58th Annual Meeting of the Association for Computational Linguistics. [PDF](papers/s2orc.pdf)
3. Soderland, S., Roof, B., Qin, B., Xu, S., Mausam, & Etzioni, O. (2010). Adapting open information extraction to domain-specific relations. AI Magazine. [PDF](papers/openie.pdf)
"""


# The ninety-eighth to hundred-and-first drafts (fourteenth session, a sixth batch, results-section sentences,
# written after the fifth batch's fixes: TableFormer, MIMIL, stereo matching; requirements prioritization, VESPA,
# TraceMonkey; DeepInfer, the molecular-XAI perspective, phrase generation; the ACE inhibitors, REALM, preemptive IE):
# 61 correct sentences, 32 planted errors. When written: three false findings (two RB005 errors, one RB004
# warning), not fixed (known false, below); 8 planted errors caught.
NINETY_EIGHTH = [
    ("When the row and column order of SQA test tables is shuffled, every TAPAS variant loses between 3.7%"
     " and 6.5% in ALL accuracy, whereas TableFormer, being strictly order-invariant, shows no such "
     "decline [1].", None),
    ("Training TAPAS on extra shuffled copies of each table helps on SQA, but the gains are not monotonic:"
     " accuracy peaks with eight perturbed versions and falls again when sixteen are used [1].",
     "Training TAPAS on extra shuffled copies of each table helps on SQA, but the gains are not monotonic:"
     " accuracy peaks with two perturbed versions and falls again when sixteen are used [1]."),
    ("Even the most robust augmented TAPAS model still shows a 7.0% prediction variation after "
     "perturbation, far above the roughly 0.1% observed for TableFormer [1].", None),
    ("Ablating the individual attention biases shows that dropping the same-row bias hurts performance the"
     " most, while dropping the same-column bias matters little, since column membership can still be "
     "recovered through the cell-to-header and header-to-cell biases [1].",
     "Ablating the individual attention biases shows that dropping the same-row bias hurts performance the"
     " least, while dropping the same-column bias matters little, since column membership can still be "
     "recovered through the cell-to-header and header-to-cell biases [1]."),
    ("As limitations, the authors note that TableFormer lengthens training by about 20% and cannot handle "
     "questions that depend on absolute row order, although a manual check found only 4 such questions "
     "among 1,800 in SQA [1].",
     "As limitations, the authors note that TableFormer shortens training by about 20% and cannot handle "
     "questions that depend on absolute row order, although a manual check found only 4 such questions "
     "among 1,800 in SQA [1]."),
    ("On the single-label Object Recognition benchmark, M3I reaches a mean accuracy of 0.832, ahead of "
     "MIMLSVM at 0.796 and of the unlearned C2B distance at 0.797 [2].", None),
    ("In the single-label experiments, both components contribute on their own, as adding either "
     "class-specific metrics or significance coefficients to the plain C2B distance raises accuracy, and "
     "the full M3I model that combines them is consistently better than each simplified variant [2].", None),
    ("On PASCAL VOC 2010, M3I obtains both the lowest Hamming loss (0.119) and the highest average "
     "precision (0.548) of all compared methods [2].",
     "On PASCAL VOC 2010, M3I obtains the lowest Hamming loss (0.119) but not the highest average "
     "precision (0.548) of all compared methods [2]."),
    ("The authors argue that the class-to-bag formulation is computationally much cheaper than bag-to-bag "
     "metric learning, because it builds O(NK^2) triplet constraints instead of O(N^3), and the number of "
     "bags typically far exceeds the number of classes [2].",
     "The authors argue that the class-to-bag formulation is computationally much more expensive than "
     "bag-to-bag metric learning, because it builds O(NK^2) triplet constraints instead of O(N^3), and the"
     " number of bags typically far exceeds the number of classes [2]."),
    ("The learned significance coefficients are class dependent: a horse region in an image tagged with "
     "both person and horse receives a weight of only 0.175 in the person super-bag but 2.861 in the horse"
     " super-bag [2].", None),
    ("On noise-free synthetic video, temporal cost aggregation brings negligible benefit over matching "
     "each frame pair independently, largely because the rendered footage contains very little noise to "
     "begin with [3].",
     "On noise-free synthetic video, temporal cost aggregation brings a substantial benefit over matching "
     "each frame pair independently, largely because the rendered footage contains very little noise to "
     "begin with [3]."),
    ("Under additive noise of ±20 and ±40, increasing the feedback coefficient λ clearly lowers the "
     "disparity error, since matches then lean more on the auxiliary cost, a steadier running average over"
     " recent frames [3].",
     "Under additive noise of ±20 and ±40, increasing the feedback coefficient λ clearly raises the "
     "disparity error, since matches then lean more on the auxiliary cost, a steadier running average over"
     " recent frames [3]."),
    ("The optimal feedback coefficient depends mostly on the noise level, with reliance on the auxiliary "
     "cost paying off for strong noise and reliance on the current frame's cost being preferable for weak "
     "noise [3].", None),
    ("Running on a GeForce GTX 680, the CUDA implementation processes 215.7 million disparity estimates "
     "per second, or about 90 frames per second on 320 × 240 images with 32 disparity levels, making it "
     "the fastest of the real-time methods compared [3].", None),
    ("In terms of accuracy it is only the second-best real-time method on the Middlebury benchmark, "
     "averaging 6.20% bad pixels against 5.55% for CostFilter, and the authors caution that fair speed "
     "comparisons are difficult because the graphics hardware differs between implementations [3].",
     "In terms of accuracy it is the best real-time method on the Middlebury benchmark, averaging 6.20% "
     "bad pixels against 5.55% for CostFilter, and the authors caution that fair speed comparisons are "
     "difficult because the graphics hardware differs between implementations [3]."),
]
NINETY_EIGHTH_REFERENCES = """1. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust transformer modeling for table-text encoding. Proceedings of the 60th Annual Meeting of the Association for Computational Linguistics (ACL). [PDF](papers/tableformer.pdf)
2. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum margin multi-instance learning. Advances in Neural Information Processing Systems (NIPS). [PDF](papers/mimil.pdf)
3. Kowalczuk, J., Psota, E. T., & Pérez, L. C. (2013). Real-time temporal stereo matching using iterative adaptive support weights. IEEE International Conference on Electro-Information Technology (EIT). [PDF](papers/stereo.pdf)
"""

NINETY_NINTH = [
    ("In dynamic validation at two companies, the AHP-based MDRPM model produced accurate prioritizations "
     "in roughly half the time required by conventional AHP [1].",
     "In dynamic validation at two companies, the AHP-based MDRPM model produced accurate prioritizations "
     "but took roughly twice the time required by conventional AHP [1]."),
    ("Representatives of both participating companies judged the model practical and applicable without "
     "reservation, although management at one firm felt that applying it to further case studies would "
     "make it easier to understand and customize [1].", None),
    ("The model presupposes that requirements are abstract enough to be compared, that they have no "
     "dependencies on one another, and that no conflicts arise when more than two people carry out the "
     "pairwise comparisons [1].",
     "The model presupposes that requirements are abstract enough to be compared, that they may depend on "
     "one another, and that no conflicts arise when more than two people carry out the pairwise "
     "comparisons [1]."),
    ("In the authors' four-requirement worked example, the consistency ratio reached 0.2, exceeding the "
     "0.1 level associated with very little judgmental error and thus signalling a moderate degree of "
     "inconsistency [1].", None),
    ("One company's representative called for an automated tool to save requirement engineers time, "
     "whereas the other proposed mining historical project data to recommend a suitable bin for each "
     "requirement [1].", None),
    ("When supplied with the masked alignments and gene trees of 18 Selectome gene families, VESPA "
     "reproduced the database's results exactly [2].",
     "When supplied with the masked alignments and gene trees of 18 Selectome gene families, VESPA "
     "diverged markedly from the database's results [2]."),
    ("Realigning the same families with MUSCLE and PRANK led to only minor discrepancies in the reported "
     "positively selected sites, affecting five of the 18 genes [2].",
     "Realigning the same families with MUSCLE and PRANK led to only minor discrepancies in the reported "
     "positively selected sites, affecting eleven of the 18 genes [2]."),
    ("Across 7,918 Ensembl gene families, 1998 genes carried signatures of site-specific positive "
     "selection, while far fewer showed lineage-specific selection in mouse (223) or in human (80) [2].", None),
    ("Most VESPA functions completed in under four minutes on this large dataset, but the codeML-related "
     "steps were considerably slower, with the result-parsing function alone taking about six hours [2].",
     "Most VESPA functions completed in under four minutes on this large dataset, but the codeML-related "
     "steps were considerably faster, with the result-parsing function alone taking about six hours [2]."),
    ("VESPA does not fully automate homology searching, because such searches are best run as serial jobs "
     "on large clusters whose submission procedures vary, though it can still build the BLAST database "
     "[2].", None),
    ("On the SunSpider suite, TraceMonkey was the fastest of the compared engines on 9 of the 26 "
     "benchmarks, peaking at a 25x speedup over the SpiderMonkey interpreter on bitops-bitwise-and [3].",
     "On the SunSpider suite, TraceMonkey was the fastest of the compared engines on 19 of the 26 "
     "benchmarks, peaking at a 25x speedup over the SpiderMonkey interpreter on bitops-bitwise-and [3]."),
    ("Because the implementation does not yet trace recursion, the tracing JIT gains little or nothing on "
     "recursion-heavy programs such as access-binary-trees and controlflow-recursive [3].", None),
    ("By the authors' rough estimates, native traces need about 9 cycles per bytecode against roughly 35 "
     "in the interpreter, a 3.9x speedup that exceeds the 3.0x overall speedup of the competing VMs [3].",
     "By the authors' rough estimates, native traces need about 9 cycles per bytecode against roughly 35 "
     "in the interpreter, a 3.9x speedup that falls short of the 3.0x overall speedup of the competing VMs"
     " [3]."),
    ("Trace recording and compilation are costly, running at about 1/200 of the interpreter's speed, so a "
     "trace has to execute around 270 times before compiling it pays off [3].", None),
    ("The preemption guard placed on every loop edge added less than 1% to runtime on most benchmarks, "
     "with its cost detectable only in programs with very short loops [3].",
     "The preemption guard placed on every loop edge added less than 1% to runtime on most benchmarks, "
     "with its cost detectable only in programs with very long loops [3]."),
]
NINETY_NINTH_REFERENCES = """1. Iqbal, M. A., Zaidi, A. M., & Murtaza, S. (2010). A new requirement prioritization model for market driven products using analytical hierarchical process. 2010 International Conference on Data Storage and Data Engineering. [PDF](papers/reqprio.pdf)
2. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science. [PDF](papers/vespa.pdf)
3. Gal, A., Eich, B., Shaver, M., Anderson, D., Mandelin, D., Haghighat, M. R., Kaplan, B., Hoare, G., Zbarsky, B., Orendorff, J., Ruderman, J., Smith, E., Reitmaier, R., Bebenita, M., Chang, M., & Franz, M. (2009). Trace-based just-in-time type specialization for dynamic languages. PLDI 2009 (ACM SIGPLAN Conference on Programming Language Design and Implementation). [PDF](papers/tracemonkey.pdf)
"""

HUNDREDTH = [
    ("On high-accuracy models, DeepInfer identifies correct and incorrect predictions with a recall of "
     "0.98 and an F-1 score of 0.84, whereas SelfChecker reaches only 0.59 recall and 0.52 F-1 [1].", None),
    ("The number of data precondition violations correlates positively with incorrect predictions (Pearson"
     " 0.88), while precondition satisfaction correlates even more strongly with correct predictions "
     "(0.98), and both correlations are significant at the 0.05 level [1].",
     "The number of data precondition violations correlates negatively with incorrect predictions (Pearson"
     " 0.88), while precondition satisfaction correlates even more strongly with correct predictions "
     "(0.98), and both correlations are significant at the 0.05 level [1]."),
    ("During deployment DeepInfer runs roughly 3.3 times faster than SelfChecker, adding an average "
     "runtime overhead of only 0.22 seconds across the unseen datasets [1].",
     "During deployment DeepInfer runs roughly 3.3 times slower than SelfChecker, adding an average "
     "runtime overhead of only 0.22 seconds across the unseen datasets [1]."),
    ("SelfChecker could not be evaluated on five of the Bank Customer models because its KDE generation "
     "step failed with a singular-matrix error [1].", None),
    ("The authors concede that their weakest-precondition rules currently cover only fully connected "
     "layers with specific activation functions and that their evaluation was limited to numerical "
     "features, though they argue the idea could be carried over to convolutional and attention-based "
     "models [1].",
     "The authors concede that their weakest-precondition rules currently cover only fully connected "
     "layers with specific activation functions and that their evaluation was limited to numerical "
     "features, and they argue the idea cannot be carried over to convolutional and attention-based models"
     " [1]."),
    ("Counterfactual explanations of a random-forest blood-brain barrier model suggest that modifying the "
     "carboxylic acid group lets a non-permeating molecule cross the barrier, in line with experimental "
     "findings that permeation is governed by hydrophobic interactions and surface area [2].", None),
    ("Descriptor explanations of a GRU-RNN permeability model indicate that the predicted BBB permeation "
     "of alprazolam increases with aromaticity and decreases with the number of hydrogen-bond donors and "
     "acceptors [2].",
     "Descriptor explanations of a GRU-RNN permeability model indicate that the predicted BBB permeation "
     "of alprazolam decreases with aromaticity and increases with the number of hydrogen-bond donors and "
     "acceptors [2]."),
    ("For aqueous solubility, the explanations suggest that adding heteroatoms, acidic or basic groups and"
     " hydrogen-bond acceptors raises predicted solubility, while adding ring structures makes a molecule "
     "less soluble [2].", None),
    ("Unlike CF-GNNExplainer and MEG, the MMACE counterfactual generator requires neither training nor "
     "gradients and always yields valid molecules thanks to SELFIES, although it does not account for the "
     "chemical stability of the counterfactuals it proposes [2].",
     "Unlike CF-GNNExplainer and MEG, the MMACE counterfactual generator requires neither training nor "
     "gradients and always yields valid molecules thanks to SELFIES, and it also accounts for the chemical"
     " stability of the counterfactuals it proposes [2]."),
    ("The authors caution that the correctness of such explanations depends strongly on the accuracy of "
     "the black-box model being explained, and they regard the choice among the many available XAI methods"
     " as still an open question [2].", None),
    ("When decomposing two-word phrases into their constituents, cbow vectors consistently outperformed "
     "count vectors, and decomposing composed representations proved easier than decomposing "
     "corpus-observed ones [3].",
     "When decomposing two-word phrases into their constituents, count vectors consistently outperformed "
     "cbow vectors, and decomposing composed representations proved easier than decomposing "
     "corpus-observed ones [3]."),
    ("In recursive adjective-noun to noun-preposition-noun paraphrasing, prepositions were much harder to "
     "generate than nouns: with observed-phrase training and cbow vectors, the first noun was recovered "
     "with 0.98 top-1 accuracy but the preposition with only 0.08 [3].",
     "In recursive adjective-noun to noun-preposition-noun paraphrasing, prepositions were much harder to "
     "generate than nouns: with observed-phrase training and cbow vectors, the first noun was recovered "
     "with 0.98 top-1 accuracy but the preposition with only 0.18 [3]."),
    ("Translating only phrases whose generation confidence exceeds a threshold raised English-to-Italian "
     "adjective-noun translation accuracy from 0.21 to 0.45, at the cost of coverage dropping to 9% [3].", None),
    ("On the MEN word-similarity benchmark, cbow vectors correlated significantly better with human "
     "judgments than count vectors (Spearman 0.80 versus 0.72) [3].", None),
    ("The authors acknowledge that their cross-lingual experiments are preliminary and lack a proper term "
     "of comparison, and that the syntactic structure of the phrase to be generated is assumed to be given"
     " throughout [3].", None),
    ("Generation confidence correlated significantly with generation quality across experiments and "
     "separated adjective-noun phrases that can be paraphrased as noun-preposition-noun from those that "
     "cannot with an AUC of 0.71 [3].",
     "Generation confidence correlated significantly with generation quality across experiments and "
     "separated adjective-noun phrases that can be paraphrased as noun-preposition-noun from those that "
     "cannot with an AUC of 0.91 [3]."),
]
HUNDREDTH_REFERENCES = """1. Ahmed, S., Gao, H., & Rajan, H. (2024). Inferring Data Preconditions from Deep Learning Models for Trustworthy Prediction in Deployment. ICSE. [PDF](papers/deepinfer.pdf)
2. Wellawatte, G. P., Gandhi, H. A., Seshadri, A., & White, A. D. (2023). A Perspective on Explanations of Molecular Prediction Models. Journal of Chemical Theory and Computation. [PDF](papers/xai.pdf)
3. Dinu, G., & Baroni, M. (2014). How to make words with vectors: Phrase generation in distributional semantics. ACL. [PDF](papers/phrasegen.pdf)
"""

HUNDRED_FIRST = [
    ("Against the C-domain, 33RE and its parent RXP407 were only micromolar inhibitors, so both compounds "
     "showed roughly three orders of magnitude of selectivity for the N-domain [1].", None),
    ("In the Y369F mutant, 33RE binding weakened 36-fold, compared with only an 8-fold loss for R381E, "
     "which identifies Tyr369 as the main contributor to the compound's N-selectivity [1].",
     "In the Y369F mutant, 33RE binding weakened 36-fold, compared with only an 8-fold loss for R381E, "
     "which identifies Tyr369 as a negligible contributor to the compound's N-selectivity [1]."),
    ("Replacing both S2 residues at once in the YR/FE double mutant produced an additive drop in affinity "
     "that shrank the N-selectivity of 33RE to roughly 4-fold, versus 927-fold for the wild-type enzyme "
     "[1].", None),
    ("Relative to RXP407, the P2 tetrazole of 33RE forfeits the salt bridge with Arg381 but compensates "
     "through a direct hydrogen bond to Tyr369 and aromatic stacking with His388 [1].",
     "Relative to RXP407, the P2 tetrazole of 33RE retains the salt bridge with Arg381 and adds a direct "
     "hydrogen bond to Tyr369 and aromatic stacking with His388 [1]."),
    ("Because His388 is conserved between the domains, the added aromatic stacking may raise affinity for "
     "both of them, which could explain the slightly lower N-selectivity of 33RE compared with RXP407 [1].",
     "Because His388 is conserved between the domains, the added aromatic stacking may raise affinity for "
     "both of them, which could explain the slightly higher N-selectivity of 33RE compared with RXP407 "
     "[1]."),
    ("In type-checking experiments HMM-T beat the N-GRAMS baseline on every relation, shrinking the "
     "missing area under the precision/recall curve by 46% on average [2].",
     "In type-checking experiments HMM-T beat the N-GRAMS baseline on every relation, shrinking the "
     "missing area under the precision/recall curve by 64% on average [2]."),
    ("Swapping BM25 for cosine distance narrows the lead of HMM-T over N-GRAMS, although its error rate "
     "remains 23% lower on average [2].",
     "Swapping BM25 for cosine distance widens the lead of HMM-T over N-GRAMS, and its error rate remains "
     "23% lower on average [2]."),
    ("Averaged over the four relations, REALM reached an area under the precision/recall curve of 0.851, "
     "against 0.733 for the frequency-based TextRunner ordering [2].", None),
    ("The gains of REALM over TextRunner were statistically significant on all four relations, but its "
     "advantage over the pattern-learning baseline was not significant for Conquered [2].", None),
    ("With only 20 hidden states, HMM-T is adequate for type checking but too coarse-grained to judge "
     "whether a specific relation holds between two arguments [2].", None),
    ("Of 48 randomly selected tables, 36 (75%) were judged consistent, and 118 of the 161 rows (73%) "
     "matched their table's description [3].", None),
    ("Checked against a manually compiled list of nine North American hurricanes, the hurricane table "
     "recovered six of them [3].",
     "Checked against a manually compiled list of nine North American hurricanes, the hurricane table "
     "recovered only three of them [3]."),
    ("Of ten erroneous rows that were inspected, four were traced to coreference errors, whereas a parse "
     "error accounted for only one [3].",
     "Of ten erroneous rows that were inspected, four were traced to parse errors, whereas a coreference "
     "error accounted for only one [3]."),
    ("The authors acknowledge that the overall recall of the system may fall below that of existing IE "
     "systems because it relies on clusters of comparable articles rather than single documents [3].",
     "The authors acknowledge that the overall recall of the system may exceed that of existing IE systems"
     " because it relies on clusters of comparable articles rather than single documents [3]."),
    ("Even though the NE tagger did not separate hurricane names from person names, most hurricane names "
     "were still disambiguated automatically [3].", None),
]
HUNDRED_FIRST_REFERENCES = """1. Douglas, R. G., Sharma, R. K., Masuyer, G., Lubbe, L., Zamora, I., Acharya, K. R., Chibale, K., & Sturrock, E. D. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science. [PDF](papers/ace.pdf)
2. Downey, D., Schoenmackers, S., & Etzioni, O. (2007). Sparse information extraction: Unsupervised language models to the rescue. Proceedings of the 45th Annual Meeting of the Association of Computational Linguistics. [PDF](papers/realm.pdf)
3. Shinyama, Y., & Sekine, S. (2006). Preemptive information extraction using unrestricted relation discovery. Proceedings of the Human Language Technology Conference of the NAACL. [PDF](papers/preemptive.pdf)
"""


# The hundred-and-second to hundred-and-fifth drafts (fourteenth session, a seventh batch, results-section sentences
# written on the sixth batch's code: wheat, sepsis, H. pylori; ViT, adapters, DPR; birdsong FM, music transcription,
# phone-feedback EEG; MapReduce, TrustRank, S2ORC): 59 correct sentences, 33 planted errors. When written: five false
# RB005 errors; one fixed (a "no" governs its noun phrase), four known false (below); 9 planted errors caught.
HUNDRED_SECOND = [
    ("Under post-anthesis heat stress, the heat-tolerant lines CB202 and CB208 suffered the smallest "
     "relative damage to chlorophyll content, thylakoid membranes and cell membrane stability, and they "
     "stayed physiologically active longer than the other genotypes [1].",
     "Under post-anthesis heat stress, the heat-tolerant lines CB202 and CB208 suffered the largest "
     "relative damage to chlorophyll content, thylakoid membranes and cell membrane stability, and they "
     "stayed physiologically active longer than the other genotypes [1]."),
    ("Heat-induced losses in grain yield per spike ranged from 29.7% to 48.3% across genotypes, while "
     "genotype had no significant effect on the reduction in grains per spike [1].",
     "Heat-induced losses in grain yield per spike ranged from 29.7% to 58.3% across genotypes, while "
     "genotype had no significant effect on the reduction in grains per spike [1]."),
    ("Of the 316 metabolites detected by untargeted LC-HRMS profiling, 179 could be assigned to known "
     "compounds, and a PLS-DA scores plot separated heat-treated from control samples into two distinct "
     "groups [1].", None),
    ("Metabolites that accumulated most under heat, such as L-tryptophan with an 11.46-fold increase, were"
     " negatively correlated with yield, SPAD and Fv/Fm, whereas heat-depleted metabolites such as "
     "dimethylmaleate correlated positively with these traits [1].", None),
    ("The authors caution that the strongly accumulating metabolites may simply reflect accelerated "
     "senescence rather than heat tolerance per se, and that their consistency under field conditions "
     "still needs to be confirmed [1].",
     "The authors caution that the strongly accumulating metabolites may simply reflect accelerated "
     "senescence rather than heat tolerance per se, although their consistency under field conditions has "
     "already been confirmed [1]."),
    ("At four hours before sepsis onset and a fixed sensitivity of 80%, the fully extended MGP-RNN "
     "produced about 1.4 false alarms per true alarm, compared with 2.2 for the base MGP-RNN and 3.2 for "
     "the NEWS score [2].",
     "At four hours before sepsis onset and a fixed sensitivity of 80%, the fully extended MGP-RNN "
     "produced about 2.6 false alarms per true alarm, compared with 2.2 for the base MGP-RNN and 3.2 for "
     "the NEWS score [2]."),
    ("Each extension to the base MGP-RNN (target replication, a sum of separable kernels, medication "
     "effects on the mean function, and missingness indicators) improved performance only modestly, yet "
     "the most complete model consistently beat every other method on all metrics [2].",
     "Each extension to the base MGP-RNN (target replication, a sum of separable kernels, medication "
     "effects on the mean function, and missingness indicators) improved performance dramatically, and the"
     " most complete model consistently beat every other method on all metrics [2]."),
    ("Under real-time validation the proposed model raised far fewer false alarms than NEWS across all "
     "sensitivities, although for simplicity this comparison was restricted to the best model and NEWS "
     "[2].", None),
    ("The model was trained on 51,697 inpatient admissions spanning 18 months, drawn without any specific "
     "inclusion or exclusion criteria, in which the overall sepsis rate was 21.4% [2].", None),
    ("The authors concede that the onset of sepsis cannot be measured directly, so the timing labels in "
     "their dataset are noisy and not fully reliable [2].", None),
    ("In subgroup analyses, adults gained more haemoglobin from eradication than children (WMD 15.11 vs "
     "11.77 g/l), and serum ferritin followed the same pattern [3].",
     "In subgroup analyses, children gained more haemoglobin from eradication than adults (WMD 15.11 vs "
     "11.77 g/l), and serum ferritin followed the same pattern [3]."),
    ("Bismuth-based triple therapy raised haemoglobin considerably more than PPI-based triple therapy, "
     "with pooled WMDs of 20.73 g/l and 10.42 g/l respectively [3].", None),
    ("Excluding the main contributors to heterogeneity in a sensitivity analysis left the conclusions "
     "essentially unchanged, indicating that the pooled estimates were robust [3].",
     "Excluding the main contributors to heterogeneity in a sensitivity analysis left the conclusions "
     "essentially unchanged, indicating that the pooled estimates were fragile [3]."),
    ("Egger's tests found no sign of publication bias among either the haemoglobin or the ferritin studies"
     " (p = 0.350 and p = 0.586) [3].",
     "Egger's tests found clear signs of publication bias among both the haemoglobin and the ferritin "
     "studies (p = 0.350 and p = 0.586) [3]."),
    ("The authors acknowledge that only eight RCTs were available and that all of them were conducted in "
     "Asia, which may limit the external validity of the findings [3].", None),
]
HUNDRED_SECOND_REFERENCES = """1. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress. PLoS ONE. [PDF](papers/wheat.pdf)
2. Futoma, J., Hariharan, S., Heller, K., Sendak, M., Brajer, N., Clement, M., Bedoya, A., & O'Brien, C. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. Proceedings of Machine Learning for Healthcare. [PDF](papers/sepsis.pdf)
3. Huang, X., Qu, X., Yan, W., Huang, Y., Cai, M., Hu, B., Wu, L., Lin, H., Chen, Z., Zhu, C., Lu, L., Sun, X., Rong, L., Jiang, Y., Sun, D., Zhong, L., & Xiong, P. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
"""

HUNDRED_THIRD = [
    ("When pre-trained only on ImageNet, the larger ViT-Large models actually trail ViT-Base despite "
     "moderate regularization, and the advantage of the bigger models emerges only with JFT-300M "
     "pre-training [1].",
     "When pre-trained only on ImageNet, the larger ViT-Large models already surpass ViT-Base despite "
     "moderate regularization, and the advantage of the bigger models emerges only with JFT-300M "
     "pre-training [1]."),
    ("On random JFT subsets, ViT-B/32 does much worse than the similarly fast ResNet50 when only 9M images"
     " are available, yet it pulls ahead once 90M or more images are used, suggesting that convolutional "
     "inductive bias mainly helps in the small-data regime [1].", None),
    ("In a controlled scaling study, Vision Transformers matched the transfer performance of ResNets while"
     " spending roughly 2-4 times less pre-training compute [1].",
     "In a controlled scaling study, Vision Transformers matched the transfer performance of ResNets while"
     " spending roughly 2-4 times more pre-training compute [1]."),
    ("Hybrids that feed ResNet features into the Transformer hold a slight edge over pure ViT at small "
     "computational budgets, but this gap vanishes as the models get larger [1].",
     "Hybrids that feed ResNet features into the Transformer hold a slight edge over pure ViT at small "
     "computational budgets, and this gap widens as the models get larger [1]."),
    ("A preliminary masked patch prediction objective brought ViT-B/16 to 79.9% ImageNet accuracy, about "
     "2% above training from scratch but still some 4% below supervised pre-training, a gap the authors "
     "list as an open challenge [1].", None),
    ("Across the GLUE tasks, adapter tuning obtained a mean score of 80.0, close to the 80.4 of full "
     "fine-tuning, while requiring only 1.3 times the BERT parameters in total instead of 9 times [2].", None),
    ("Tuning only the layer normalization parameters introduces just 40k trainable parameters on "
     "BERT-Base, but this baseline performs poorly, dropping roughly 3.5% on CoLA and 4% on MNLI [2].",
     "Tuning only the layer normalization parameters introduces just 40k trainable parameters on "
     "BERT-Base, and this baseline performs strongly, dropping roughly 3.5% on CoLA and 4% on MNLI [2]."),
    ("Ablating trained adapters shows that those in the lower layers have less influence than those in the"
     " higher layers, with the removal of adapters from layers 0-4 barely affecting MNLI performance [2].",
     "Ablating trained adapters shows that those in the lower layers have more influence than those in the"
     " higher layers, with the removal of adapters from layers 0-4 barely affecting MNLI performance [2]."),
    ("Variations of the adapter architecture, such as adding batch or layer normalization, using more "
     "layers per adapter, or placing adapters in parallel to the main layers, did not produce a "
     "significant gain over the plain bottleneck design [2].",
     "Variations of the adapter architecture, such as adding batch or layer normalization, using more "
     "layers per adapter, or placing adapters in parallel to the main layers, produced a significant gain "
     "over the plain bottleneck design [2]."),
    ("Apart from SQuAD, DPR retrieves better than BM25 on all benchmarks, with the widest margin at small "
     "k, for instance 78.4% against 59.1% top-20 accuracy on Natural Questions [3].",
     "Apart from SQuAD, DPR retrieves better than BM25 on all benchmarks, with the widest margin at small "
     "k, for instance 78.4% against 69.1% top-20 accuracy on Natural Questions [3]."),
    ("Adding a single BM25 hard negative per question to in-batch training raises retrieval accuracy "
     "substantially, whereas a second such negative gives no further benefit [3].",
     "Adding a single BM25 hard negative per question to in-batch training raises retrieval accuracy "
     "substantially, and a second such negative improves it considerably further [3]."),
    ("The authors attribute DPR's weaker showing on SQuAD to the heavy lexical overlap between questions "
     "and passages, which favours BM25, and to training data drawn from only about 500 Wikipedia articles "
     "[3].", None),
    ("When trained on Natural Questions alone and applied directly to WebQuestions and CuratedTREC, DPR "
     "loses only 3-5 points of top-20 accuracy relative to the best fine-tuned models while still clearly "
     "beating BM25 [3].", None),
    ("With a FAISS index DPR answers about 995 questions per second versus 23.7 per CPU thread for BM25 "
     "with Lucene, although building the dense index takes far longer than Lucene's roughly 30-minute "
     "inverted index [3].",
     "With a FAISS index DPR answers about 995 questions per second versus 23.7 per CPU thread for BM25 "
     "with Lucene, and building the dense index is also far quicker than Lucene's roughly 30-minute "
     "inverted index [3]."),
]
HUNDRED_THIRD_REFERENCES = """1. Dosovitskiy, A., Beyer, L., Kolesnikov, A., Weissenborn, D., Zhai, X., Unterthiner, T., Dehghani, M., Minderer, M., Heigold, G., Gelly, S., Uszkoreit, J., & Houlsby, N. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
2. Houlsby, N., Giurgiu, A., Jastrzebski, S., Morrone, B., de Laroussilhe, Q., Gesmundo, A., Attariyan, M., & Gelly, S. (2019). Parameter-Efficient Transfer Learning for NLP. ICML. [PDF](papers/adapters.pdf)
3. Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
"""

HUNDRED_FOURTH = [
    ("Among the four FM extraction techniques compared, the simple spectrographic method agreed best with "
     "manual annotations while running at least 20 times faster than any of the others [1].",
     "Among the four FM extraction techniques compared, the simple spectrographic method agreed best with "
     "manual annotations while running at least 20 times slower than any of the others [1]."),
    ("Noise and MP3 degradation left features from the ss, rm and dd methods largely intact, with "
     "correlations to the original features exceeding 0.95 in all cases, whereas matching-pursuit features"
     " proved far less stable [1].", None),
    ("Used alone, FM features were weaker predictors of species identity than frequency features, yet "
     "adding them to the frequency features gave a significant improvement in predictive power [1].",
     "Used alone, FM features were stronger predictors of species identity than frequency features, yet "
     "adding them to the frequency features gave a significant improvement in predictive power [1]."),
    ("Classifying recordings across 56 species was challenging, with the weighted-average AUC topping out "
     "at roughly 70% [1].",
     "Classifying recordings across 56 species was challenging, with the weighted-average AUC topping out "
     "at roughly 90% [1]."),
    ("A repeated-measures ANOVA showed that both the feature set and the extraction method significantly "
     "affected classification accuracy, and no significant interaction between the two was found [1].",
     "A repeated-measures ANOVA showed that both the feature set and the extraction method significantly "
     "affected classification accuracy, and a significant interaction between the two was also found [1]."),
    ("The authors concede that their analyses are aimed chiefly at tonal sounds and that the simple "
     "spectrographic method, unlike the other three, offers no obvious way to handle recordings in which "
     "several birds vocalize at once [1].", None),
    ("Note tracking results at MIREX are markedly worse when offsets as well as onsets are scored, "
     "although Dressler's 2012 system reached average F-measures of 0.65 with onsets only and 0.45 with "
     "onsets and offsets [2].", None),
    ("Evaluation data remain scarce: a commonly used RWC subset contains only twelve 30-second excerpts "
     "and the MIREX multi-F0 development set is just 54 seconds long, so overfitting and inflated "
     "performance estimates are a real danger [2].", None),
    ("In a user-assisted transcription study, having users label notes for each instrument yielded "
     "considerably higher accuracy than having them merely name the instrument types, regardless of how "
     "many instruments the mixture contained [2].",
     "In a user-assisted transcription study, having users label notes for each instrument yielded "
     "considerably lower accuracy than having them merely name the instrument types, regardless of how "
     "many instruments the mixture contained [2]."),
    ("Since they depend on human input, semi-automatic transcription systems cannot be applied to the "
     "analysis of large music databases, though they are valuable when a detailed transcription of "
     "individual pieces is needed [2].",
     "Since they depend on human input, semi-automatic transcription systems can readily be applied to the"
     " analysis of large music databases, though they are valuable when a detailed transcription of "
     "individual pieces is needed [2]."),
    ("Sidak-corrected comparisons of P300 amplitude revealed a significant difference only between "
     "tri-modal (auditory-visual-haptic) and purely auditory feedback, while haptic feedback elicited a "
     "significantly earlier P300 peak than auditory feedback [3].",
     "Sidak-corrected comparisons of P300 amplitude revealed a significant difference only between "
     "tri-modal (auditory-visual-haptic) and purely auditory feedback, while haptic feedback elicited a "
     "significantly later P300 peak than auditory feedback [3]."),
    ("Visual-only feedback evoked the weakest P300 of all feedback conditions, whereas the combination of "
     "auditory, visual and haptic feedback produced the highest peak amplitude [3].",
     "Visual-only feedback evoked the strongest P300 of all feedback conditions, whereas the combination "
     "of auditory, visual and haptic feedback produced the lowest peak amplitude [3]."),
    ("Participants confirmed PIN entries significantly faster after visual or haptic feedback, whereas "
     "tri-modal feedback produced the slowest responses [3].", None),
    ("Fifteen right-handed participants aged 19-30 took part, each completing seven blocks of 80 PIN "
     "entries in which only half of the trials delivered feedback after the fourth digit [3].", None),
    ("On the questionnaires, tri-modal feedback was rated significantly more annoying, and visual feedback"
     " was judged significantly less alerting than all other feedback types except auditory [3].", None),
]
HUNDRED_FOURTH_REFERENCES = """1. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
2. Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. (2013). Automatic music transcription: challenges and future directions. Journal of Intelligent Information Systems. [PDF](papers/amt.pdf)
3. Antons, J.-N., Arndt, S., Seebode, J., Schleicher, R., & Möller, S. (2013). Did you notice? Neuronal processing of multimodal mobile phone feedback. CHI 2013 Extended Abstracts. [PDF](papers/eeg.pdf)
"""

HUNDRED_FIFTH = [
    ("When backup tasks were switched off in the sort benchmark, a few straggling reduce tasks held up "
     "completion for roughly 300 extra seconds, so the job took 1283 seconds, about 44% longer than with "
     "backups enabled [1].",
     "When backup tasks were switched off in the sort benchmark, a few straggling reduce tasks held up "
     "completion for roughly 300 extra seconds, so the job took 1283 seconds, about 24% longer than with "
     "backups enabled [1]."),
    ("Deliberately killing 200 of 1746 worker processes partway through the sort run cost surprisingly "
     "little, with the job finishing in 933 seconds, only around 5% slower than a normal execution [1].", None),
    ("Because of the locality optimization, most sort input was read from local disks, so the input rate "
     "ran higher than both the shuffle rate and the output rate [1].",
     "Because of the locality optimization, most sort input was read from local disks, so the input rate "
     "ran lower than both the shuffle rate and the output rate [1]."),
    ("Sort's input rate peaked near 13 GB/s, well below grep's peak of over 30 GB/s, since sort map tasks "
     "devote about half their time and I/O bandwidth to writing intermediate output locally [1].", None),
    ("The authors note that the network bandwidth needed for writing output would shrink if the underlying"
     " file system relied on erasure coding rather than two-way replication [1].",
     "The authors note that the network bandwidth needed for writing output would grow if the underlying "
     "file system relied on erasure coding rather than two-way replication [1]."),
    ("In the site-level evaluation, the five highest TrustRank buckets contained virtually no spam, "
     "whereas close to a fifth of the second PageRank bucket turned out to be bad [2].", None),
    ("Across every sample size examined, TrustRank attained higher pairwise orderedness than both PageRank"
     " and the ignorant trust baseline [2].",
     "Across every sample size examined, TrustRank attained lower pairwise orderedness than both PageRank "
     "and the ignorant trust baseline [2]."),
    ("The authors concede that TrustRank cannot reliably tell low-scored good sites apart from spam, "
     "because such sites lack the inlinks that would distinguish them [2].",
     "The authors concede that TrustRank can reliably tell low-scored good sites apart from spam, because "
     "such sites lack the inlinks that would distinguish them [2]."),
    ("As the TrustRank threshold is moved toward lower buckets, precision declines almost linearly while "
     "recall climbs, with a cut after bucket 10 giving a precision of 0.86 and a recall of 0.55 [2].",
     "As the TrustRank threshold is moved toward lower buckets, precision climbs almost linearly while "
     "recall declines, with a cut after bucket 10 giving a precision of 0.86 and a recall of 0.55 [2]."),
    ("Only 178 good seeds were retained out of the 1,250 sites examined by hand, a small number the "
     "authors attribute to their very strict selection criteria [2].", None),
    ("Despite drawing a large fraction of its pretraining text from fields other than biomedicine and "
     "computer science, S2ORC-SciBERT beats SciBERT on many of the benchmark tasks [3].", None),
    ("On ACL-ARC citation intent classification, however, S2ORC-SciBERT trails SciBERT, scoring 68.45 "
     "against 70.98 [3].",
     "On ACL-ARC citation intent classification, however, S2ORC-SciBERT outperforms SciBERT, scoring 68.45"
     " against 70.98 [3]."),
    ("The S2ORC pretraining corpus holds 16.4B tokens, almost five times as many as SciBERT's, and "
     "biomedical and computer science papers account for only about half of it [3].",
     "The S2ORC pretraining corpus holds 16.4B tokens, almost fifteen times as many as SciBERT's, and "
     "biomedical and computer science papers account for only about half of it [3]."),
    ("LaTeX parses produce far fewer linked bibliography entries than GROBID parses, mainly because many "
     "physics papers cite references without titles, on which the linking algorithm depends [3].", None),
    ("Of the paper clusters discarded by the quality filters, 80.0M had neither a publisher-provided "
     "abstract nor an associated PDF [3].", None),
]
HUNDRED_FIFTH_REFERENCES = """1. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI 2004. [PDF](papers/mapreduce.pdf)
2. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. Proceedings of the 30th VLDB Conference. [PDF](papers/trustrank.pdf)
3. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. Proceedings of the 58th Annual Meeting of the Association for Computational Linguistics. [PDF](papers/s2orc.pdf)
"""


# The hundred-and-sixth to hundred-and-ninth drafts (fifteenth session, an eighth batch, results-section sentences
# written on the fourteenth session's code: SIFT, REALM, music transcription; heavy mesons, phrase generation, VESPA;
# SemEAGAT, preemptive IE, requirement prioritisation; diboson, RAPT, M3I): 58 correct sentences, 30 planted errors.
# When written: four false RB005 errors, all fixed (a table's rows read as a sentence; a "than" operand running past
# its comma, with British spellings; an "and" inside one side of a contrast read as a swap's joint; "deteriorates"
# unread), and one RB012 info (known false, above); 8 planted errors caught (9 after the fixes).
HUNDRED_SIXTH = [
    ("Of the four scheduling strategies weighed for SIFT, fixed preplanned scheduling was dropped for "
     "lacking flexibility, and deadline scheduling, although it tolerates 100 percent processor loading, "
     "loses its advantages to scheduling overhead for the brief tasks typical of flight control [1].", None),
    ("Priority scheduling only guarantees that every task completes within its frame when the "
     "fastest-iterating tasks get the highest priorities and the load stays below ln(2) of processor "
     "capacity, i.e., roughly 70 percent [1].",
     "Priority scheduling only guarantees that every task completes within its frame when the "
     "fastest-iterating tasks get the highest priorities and the load stays below ln(2) of processor "
     "capacity, i.e., roughly 90 percent [1]."),
    ("The authors prove that no clock resynchronization algorithm can be reliable with only three clocks "
     "when a failing clock may behave arbitrarily, and instead devise an interactive-consistency scheme "
     "that tolerates M faulty clocks out of N whenever N > 3M [1].",
     "The authors prove that three clocks suffice for reliable clock resynchronization even when a failing"
     " clock may behave arbitrarily, and devise an interactive-consistency scheme that tolerates M faulty "
     "clocks out of N whenever N > 3M [1]."),
    ("Since SIFT votes on the aircraft state data only at the start of each iteration, it produces less "
     "bus traffic than designs that vote on every computed result, and its processors need only be loosely"
     " synchronized, to within about 50 µs [1].",
     "Since SIFT votes on the aircraft state data only at the start of each iteration, it produces more "
     "bus traffic than designs that vote on every computed result, and its processors need only be loosely"
     " synchronized, to within about 50 µs [1]."),
    ("Low-level mechanisms such as error-correcting codes in memory were deliberately left out of SIFT, as"
     " the designers judged they would add only a slight gain in reliability [1].", None),
    ("For type checking on sparse data, HMM-T beat the N-GRAMS baseline on all four relations and cut the "
     "missing area under the precision/recall curve by 46% on average, with each per-relation difference "
     "significant at p < 0.01 [2].",
     "For type checking on sparse data, HMM-T beat the N-GRAMS baseline on all four relations and cut the "
     "missing area under the precision/recall curve by 64% on average, with each per-relation difference "
     "significant at p < 0.01 [2]."),
    ("With cosine distance in place of BM25, HMM-T's edge over N-GRAMS narrows, although its error rate "
     "remains 23% lower on average [2].",
     "With cosine distance in place of BM25, HMM-T's edge over N-GRAMS widens, and its error rate becomes "
     "23% lower on average [2]."),
    ("REALM's gains over the TextRunner frequency ranking were statistically significant for every "
     "relation, whereas its gains over the pattern learner were significant for all relations except "
     "Conquered [2].", None),
    ("Pairing the pattern learner with HMM-T lifted its average area under the precision/recall curve from"
     " 0.785 to 0.808, yet this hybrid still trailed the full REALM system at 0.851 [2].", None),
    ("To stay tractable, HMM-T uses a small state space of 20 states with k = 3, which is adequate for "
     "checking argument types but too coarse to judge whether a specific relation holds between the "
     "arguments [2].", None),
    ("On the MIREX frame-based multi-F0 task, accuracy has plateaued: the 0.69 that Yeh and Röbel reached "
     "in 2009 was not bettered in later years, and the top 2012 entry, by Dressler, scored 0.64 [3].", None),
    ("Note tracking scores lag well behind frame-based results, especially when offsets are also "
     "evaluated, the exception being Dressler's 2012 system with F-measures of 0.65 (onset only) and 0.45 "
     "(onset and offset), which brings note tracking up to, but not beyond, the level of multi-F0 "
     "estimation [3].",
     "Note tracking scores lag well behind frame-based results, especially when offsets are also "
     "evaluated, the exception being Dressler's 2012 system with F-measures of 0.65 (onset only) and 0.45 "
     "(onset and offset), which pushes note tracking well beyond the level of multi-F0 estimation [3]."),
    ("The authors caution that common evaluation sets are tiny, e.g., an RWC subset of just twelve 30-s "
     "segments and a MIREX multi-F0 development set lasting only 54 s, so the danger of overfitting and "
     "overestimating performance is high [3].", None),
    ("In a user-assisted transcription system, having users label notes for each instrument yielded "
     "considerably higher accuracy than having them merely name the instrument types, across every number "
     "of instruments in the mixture [3].",
     "In a user-assisted transcription system, having users label notes for each instrument yielded "
     "considerably lower accuracy than having them merely name the instrument types, across every number "
     "of instruments in the mixture [3]."),
    ("A score-informed piano tutoring system could detect the correct and extra notes played by students "
     "but performed considerably worse on missed notes [3].", None),
]
HUNDRED_SIXTH_REFERENCES = """1. Wensley, J. H., Lamport, L., Goldberg, J., Green, M. W., Levitt, K. N., Melliar-Smith, P. M., Shostak, R. E., & Weinstock, C. B. (1978). SIFT: Design and analysis of a fault-tolerant computer for aircraft control. Proceedings of the IEEE. [PDF](papers/sift.pdf)
2. Downey, D., Schoenmackers, S., & Etzioni, O. (2007). Sparse information extraction: Unsupervised language models to the rescue. Proceedings of the 45th Annual Meeting of the Association of Computational Linguistics. [PDF](papers/realm.pdf)
3. Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. (2013). Automatic music transcription: Challenges and future directions. Journal of Intelligent Information Systems. [PDF](papers/amt.pdf)
"""

HUNDRED_SEVENTH = [
    ("Dinu and Baroni report that, when decomposing adjective-noun and preposition-noun phrase vectors "
     "back into their constituents, cbow embeddings consistently beat count-based vectors [1].",
     "Dinu and Baroni report that, when decomposing adjective-noun and preposition-noun phrase vectors "
     "back into their constituents, count-based vectors consistently beat cbow embeddings [1]."),
    ("Recovering the constituent words turned out to be easier from composed phrase vectors than from "
     "corpus-observed ones, which is unsurprising given that composed representations come from a simpler "
     "linear model [1].",
     "Recovering the constituent words turned out to be harder from composed phrase vectors than from "
     "corpus-observed ones, which is unsurprising given that composed representations come from a simpler "
     "linear model [1]."),
    ("In recursive noun-preposition-noun paraphrasing, the authors found generating the preposition to be "
     "clearly the more difficult part of the task, partly owing to the highly ambiguous and broad "
     "semantics of prepositions [1].", None),
    ("Translating only when the generation confidence exceeds a threshold raises English-to-Italian "
     "adjective-noun accuracy from 0.21 at full coverage to 0.45, although only 9% of the phrases are then"
     " translated [1].",
     "Translating only when the generation confidence exceeds a threshold raises English-to-Italian "
     "adjective-noun accuracy from 0.21 at full coverage to 0.45, although only 39% of the phrases are "
     "then translated [1]."),
    ("For cross-lingual phrase translation, training the decomposition function on observed rather than "
     "composed phrase vectors yielded results roughly 50% lower [1].", None),
    ("When given Selectome's own masked alignments and gene trees for 18 gene families, VESPA produced "
     "results identical to those of the Selectome pipeline [2].", None),
    ("Realigning the same families with MUSCLE and PRANK introduced only minor differences in the "
     "positively selected sites of five genes, indicating that the choice of input alignment can influence"
     " which sites are identified [2].",
     "Realigning the same families with MUSCLE and PRANK introduced only minor differences in the "
     "positively selected sites of eight genes, indicating that the choice of input alignment can "
     "influence which sites are identified [2]."),
    ("In a large-scale analysis of 7,918 Ensembl gene families, 1,998 showed site-specific positive "
     "selection under model m8, while 223 showed mouse-specific and 80 human-specific positive selection "
     "under model A [2].",
     "In a large-scale analysis of 7,918 Ensembl gene families, 1,998 showed site-specific positive "
     "selection under model m8, while 223 showed human-specific and 80 mouse-specific positive selection "
     "under model A [2]."),
    ("Most VESPA functions completed in under four minutes on this dataset, but the codeML-related steps "
     "were markedly slower, with the result-reading function taking approximately six hours [2].", None),
    ("The authors acknowledge that homology searches are not fully automated by VESPA, because they are "
     "best run as serial tasks on large clusters and submission procedures vary between clusters [2].",
     "The authors acknowledge that homology searches are fully automated by VESPA, because they are best "
     "run as serial tasks on large clusters and submission procedures vary between clusters [2]."),
    ("The spectator-equation model describes b-flavoured mesons better than c-flavoured ones, as expected "
     "since the heavy-quark velocity is about c/2 in charmed mesons but only about c/5 in b-flavoured ones"
     " [3].",
     "The spectator-equation model describes c-flavoured mesons better than b-flavoured ones, as expected "
     "since the heavy-quark velocity is about c/2 in charmed mesons but only about c/5 in b-flavoured ones"
     " [3]."),
    ("In the heavy-light sector, the computed hyperfine splittings are all larger than the measured ones, "
     "with the discrepancy less pronounced for b-flavoured than for c-flavoured mesons [3].",
     "In the heavy-light sector, the computed hyperfine splittings are all smaller than the measured ones,"
     " with the discrepancy less pronounced for b-flavoured than for c-flavoured mesons [3]."),
    ("The bottomonium spectrum agrees well with data below the BB̄ threshold, but the agreement worsens as"
     " states approach and cross it, possibly because coupling to strong decay channels is neglected [3].", None),
    ("The model has twelve parameters in total, with the fitted string tension at 0.18 GeV² and the charm "
     "and bottom quark masses at 1.53 and 4.87 GeV [3].", None),
    ("Mapping the leading-order model onto heavy quark effective theory gives a value of about 0.45 GeV "
     "for Λ̄ in the ground-state pseudoscalar/vector doublet, in reasonable agreement with other estimates"
     " in the literature [3].", None),
]
HUNDRED_SEVENTH_REFERENCES = """1. Dinu, G., & Baroni, M. (2014). How to make words with vectors: Phrase generation in distributional semantics. Proceedings of the 52nd Annual Meeting of the Association for Computational Linguistics. [PDF](papers/phrasegen.pdf)
2. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science. [PDF](papers/vespa.pdf)
3. Zeng, J., Van Orden, J. W., & Roberts, W. (1994). Heavy Mesons In A Relativistic Model. CEBAF Theory Group Preprint CEBAF-TH-94-08. [PDF](papers/mesons.pdf)
"""

HUNDRED_EIGHTH = [
    ("On the ACE2005 test split, SemEAGAT attains the top precision among all compared systems and an F1 "
     "of 76.8%, edging past the 2021 HGEED model by 0.6 points [1].",
     "On the ACE2005 test split, SemEAGAT attains the top precision among all compared systems and an F1 "
     "of 76.8%, edging past the 2021 HGEED model by 1.6 points [1]."),
    ("Relative to the GAT-based MOGANED, the semantic-graph model scores higher on all three metrics, "
     "gaining 1.1 points of F1, which the authors credit to encoding dependency edges in an edge-aware "
     "fashion [1].", None),
    ("SemEAGAT does not deliver the best recall, however: Bi-LSTM+GAN and LearnToSelectED retrieve more "
     "triggers, whereas SemEAGAT's advantage lies in clearly higher precision [1].",
     "SemEAGAT also delivers the best recall: it retrieves more triggers than Bi-LSTM+GAN and "
     "LearnToSelectED, on top of its clearly higher precision [1]."),
    ("Ablations indicate that stripping out the BiLSTM contextual encoder is the most damaging change, "
     "lowering F1 to 70.3, while removing only the extra edge-aware attention costs 2.3 F1 points [1].",
     "Ablations indicate that stripping out the BiLSTM contextual encoder is the least damaging change, "
     "lowering F1 to 70.3, while removing only the extra edge-aware attention costs 2.3 F1 points [1]."),
    ("Adding EAGAT layers helps only up to a point: F1 first climbs and then turns downward as more layers"
     " are stacked, a decline attributed to over-smoothing of node features, so two layers were chosen "
     "[1].", None),
    ("Over two months of news from twelve mostly U.S. papers, 28,009 articles were grouped into 5,543 "
     "basic clusters, and metaclustering produced 302 tables, of which only 101 retained three or more "
     "rows [2].", None),
    ("In a manual assessment of 48 randomly drawn tables, 36 (75%) were judged consistent, and 118 of 161 "
     "rows (73%) matched the description written for their table [2].", None),
    ("Compared against a hand-built list, the hurricane table covered 6 of the 9 storms of that season, "
     "and most hurricane names were disambiguated automatically even though the NE tagger could not tell "
     "them apart from person names [2].", None),
    ("When ten erroneous rows were inspected, four stemmed from coreference mistakes, four from distant "
     "basic patterns that referred to a different event in the same cluster, and just one from a parsing "
     "error [2].",
     "When ten erroneous rows were inspected, four stemmed from parsing errors, four from distant basic "
     "patterns that referred to a different event in the same cluster, and just one from a coreference "
     "mistake [2]."),
    ("The authors concede that the system's overall recall may fall below that of existing IE systems, "
     "because it relies on clusters of comparable articles rather than a single document to discover an "
     "event [2].",
     "The authors concede that the system's overall recall may exceed that of existing IE systems, because"
     " it relies on clusters of comparable articles rather than a single document to discover an event "
     "[2]."),
    ("In the dynamic validation, the bin-based AHP model yielded accurate prioritizations in about half "
     "the time of conventional AHP, and representatives of both companies rated it above AHP on "
     "effectiveness and efficiency [3].",
     "In the dynamic validation, the bin-based AHP model yielded accurate prioritizations but took about "
     "twice as long as conventional AHP, and representatives of both companies rated it above AHP on "
     "effectiveness and efficiency [3]."),
    ("In the authors' four-requirement worked example, the consistency ratio came out at 0.2, twice the "
     "0.1 ceiling associated with very little judgmental error, signalling a moderate level of "
     "inconsistency in the pairwise judgments [3].",
     "In the authors' four-requirement worked example, the consistency ratio came out at 0.2, twice the "
     "0.1 ceiling associated with very little judgmental error, signalling that the pairwise judgments "
     "were essentially free of inconsistency [3]."),
    ("Industry representatives voiced no reservations about calling the model practical and applicable, "
     "though it was found easy to use only once clearly understood, and one company asked for an automated"
     " tool to save time [3].", None),
    ("In the illustrative prioritization, the top requirement accounts for 57.5% of total importance and "
     "is judged 11.5 times as important as the lowest-ranked one [3].", None),
]
HUNDRED_EIGHTH_REFERENCES = """1. Xi, Y., Lu, J., Hang, T., Zhang, Y., Wang, Z., & Feng, J. (2022). SemEAGAT: A Novel Approach by Incorporating Semantic Dependency Graph in Event Detection. Journal of Physics: Conference Series. [PDF](papers/semeagat.pdf)
2. Shinyama, Y., & Sekine, S. (2006). Preemptive Information Extraction using Unrestricted Relation Discovery. Proceedings of the Human Language Technology Conference of the NAACL. [PDF](papers/preemptive.pdf)
3. Iqbal, M. A., Zaidi, A. M., & Murtaza, S. (2010). A New Requirement Prioritization Model for Market Driven Products Using Analytical Hierarchical Process. 2010 International Conference on Data Storage and Data Engineering. [PDF](papers/reqprio.pdf)
"""

HUNDRED_NINTH = [
    ("Because ATLAS reported acceptances only for resonances decaying to longitudinally polarized bosons, "
     "the bulk-graviton values were reused for the sgoldstino, with the caveat that acceptances for "
     "transverse gauge bosons are expected to be about half as large, which would shift the preferred "
     "region toward lower gaugino masses and a lower SUSY breaking scale [1].",
     "Because ATLAS reported acceptances only for resonances decaying to longitudinally polarized bosons, "
     "the bulk-graviton values were reused for the sgoldstino, with the caveat that acceptances for "
     "transverse gauge bosons are expected to be about half as large, which would shift the preferred "
     "region toward higher gaugino masses and a higher SUSY breaking scale [1]."),
    ("The signal predicted in the WZ selection region sits comfortably inside the 1σ band of the ATLAS "
     "measurement, whereas the ZZ region shows a mild tension that disappears once the roughly 50% "
     "systematic uncertainty on the signal is taken into account [1].",
     "The signal predicted in the WZ selection region sits comfortably inside the 1σ band of the ATLAS "
     "measurement, whereas the ZZ region shows a mild tension that persists even once the roughly 50% "
     "systematic uncertainty on the signal is taken into account [1]."),
    ("Substituting the WZ or WW background shape for the fitted ZZ one shrinks the ZZ excess from 6.4 "
     "events to just 3.0 and 1.7 events, respectively, suggesting that the tension may stem from a poorly "
     "predicted background shape caused by limited statistics [1].", None),
    ("For a 2 TeV resonance, the gluon-fusion production cross section of the sgoldstino should rise by a "
     "factor of roughly 19 between 8 and 13 TeV, versus about 7 for a quark-antiquark resonance, so the "
     "excess is expected to grow markedly faster in the new data than under a heavy vector hypothesis [1].",
     "For a 2 TeV resonance, the gluon-fusion production cross section of the sgoldstino should rise by a "
     "factor of roughly 9 between 8 and 13 TeV, versus about 7 for a quark-antiquark resonance, so the "
     "excess is expected to grow markedly faster in the new data than under a heavy vector hypothesis [1]."),
    ("Under the sgoldstino interpretation no signal is expected in the ZH and WH channels, and the only "
     "available Zγ search, which stops at 1.6 TeV, places no constraint on the model [1].", None),
    ("The authors acknowledge that, since RAPT profits from retrieving semantically similar examples, it "
     "may perform worse on test inputs that are semantically distant from everything in the training set "
     "[2].",
     "The authors acknowledge that, since RAPT profits from retrieving semantically similar examples, it "
     "should perform equally well on test inputs that are semantically distant from everything in the "
     "training set [2]."),
    ("Conditioning NC-RAPT on the high-novelty class raises self-TER and lowers self-BLEU at some cost to "
     "BLEU and semantic fidelity, although its BERT similarity stays comparable to or better than that of "
     "the ground-truth paraphrases [2].",
     "Conditioning NC-RAPT on the high-novelty class raises self-TER and lowers self-BLEU at some cost to "
     "BLEU and semantic fidelity, and its BERT similarity falls well below that of the ground-truth "
     "paraphrases [2]."),
    ("In the comparison with prior systems on QQP 140K, SEPARATOR attains the lowest self-BLEU but a "
     "rather low BLEU, so the GPT2-medium RAPT variants reach a far higher iBLEU (14.33 and 15.05 against "
     "5.84) [2].", None),
    ("Among the prompt-tuning variants tested on QQP 50K, plain prompt tuning yields the best iBLEU and "
     "SARI, while prefix and prefix-layer tuning buy extra novelty only at the expense of the other "
     "metrics [2].",
     "Among the prompt-tuning variants tested on QQP 50K, plain prompt tuning yields the worst iBLEU and "
     "SARI, while prefix and prefix-layer tuning buy extra novelty only at the expense of the other "
     "metrics [2]."),
    ("On GPT2 Medium, RAPT trains about 1.06 million parameters, compared with roughly 355 million for "
     "full fine-tuning [2].", None),
    ("On the single-label Object Recognition benchmark, M3I reaches a mean 5-fold cross-validation "
     "accuracy of 0.832, ahead of the strongest competing baseline, MIMLSVM, at 0.796 [3].", None),
    ("In the multi-label Corel5K and PASCAL VOC 2010 experiments, the full M3I model consistently beats "
     "the competing methods, sometimes by a wide margin, and is always better than its own simplified "
     "variants [3].",
     "In the multi-label Corel5K and PASCAL VOC 2010 experiments, the full M3I model consistently beats "
     "the competing methods, sometimes by a wide margin, but is not always better than its own simplified "
     "variants [3]."),
    ("Because class-to-bag triplet constraints number O(NK^2) instead of the O(N^3) of bag-to-bag models, "
     "and bags typically far outnumber classes, the approach requires substantially less computation [3].",
     "Because class-to-bag triplet constraints number O(NK^2) instead of the O(N^3) of bag-to-bag models, "
     "and bags typically far outnumber classes, the approach requires substantially more computation [3]."),
    ("On PASCAL VOC 2010, M3I cuts the Hamming loss to 0.119, down from 0.176 for the plain C2B distance "
     "without learning [3].", None),
]
HUNDRED_NINTH_REFERENCES = """1. Petersson, C., & Torre, R. (2015). ATLAS diboson excess from low scale supersymmetry breaking. arXiv preprint arXiv:1508.05632. [PDF](papers/diboson.pdf)
2. Ray Chowdhury, J., Zhuang, Y., & Wang, S. (2022). Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional Prompt Tuning. AAAI. [PDF](papers/rapt.pdf)
3. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum Margin Multi-Instance Learning. NIPS. [PDF](papers/mimil.pdf)
"""


# The hundred-and-tenth to hundred-and-thirteenth drafts (fifteenth session, a ninth batch, results-section sentences
# written on the eighth batch's fixes: stereo matching, data placement, ACE inhibitors; disk video, PaperMage,
# Landmark-RxR; Hoare's axioms, the dining cryptographers, NEO sizes; LT accelerations, Getis-Ord pooling, EGP): 60
# correct sentences, 30 planted errors. When written: two false RB005 errors, both fixed (a source clause that states
# the word the other negates, "If no participant transmits, ...; if one participant transmits, ..."; conditions
# "exchanged" between two findings an "and" lists), and one RB004 warning (known false, above); 5 planted errors
# caught (7 after the fixes: a preference "A rather than B" given the other way round, a change "from 13 to 10"
# against the source's "from 13 to 7" though a 10 is printed elsewhere; a citation marker's number is never offered).
HUNDRED_TENTH = [
    ("On noise-free input, adding temporal cost aggregation brings only negligible accuracy gains, largely"
     " because the computer-generated test video contains very little noise to begin with [1].",
     "On noise-free input, adding temporal cost aggregation brings substantial accuracy gains, largely "
     "because the computer-generated test video contains very little noise to begin with [1]."),
    ("When uniform noise of ±20 or ±40 is added to the frames, raising the feedback coefficient λ "
     "suppresses the effect of per-frame noise and yields significant accuracy improvements [1].",
     "When uniform noise of ±20 or ±40 is added to the frames, raising the feedback coefficient λ "
     "amplifies the effect of per-frame noise and yields significant accuracy losses [1]."),
    ("The best choice of feedback coefficient depends largely on the noise level: leaning on the auxiliary"
     " cost pays off under heavy noise, whereas relying on the current cost is preferable when noise is "
     "low [1].", None),
    ("Their CUDA implementation processes 215.7 million disparity estimates per second, roughly 90 frames "
     "per second for 320 × 240 images with 32 disparity levels, the highest throughput among the real-time"
     " methods compared [1].",
     "Their CUDA implementation processes 215.7 million disparity estimates per second, roughly 49 frames "
     "per second for 320 × 240 images with 32 disparity levels, the highest throughput among the real-time"
     " methods compared [1]."),
    ("In accuracy the method is only the second-best real-time approach on Middlebury, trailing CostFilter"
     " with 6.20% versus 5.55% bad pixels, and the authors concede that fair speed comparisons are hard "
     "because GPU architecture, core counts and clock speeds differ across implementations [1].", None),
    ("Shachnai and Tamir's Sliding-Window algorithm can be implemented to run in O((N + M) log(N + M)) "
     "time, improving on the O(NM) running time of the original implementation [2].", None),
    ("Data placement on homogeneous disks is NP-complete already when each disk stores two objects and "
     "strongly NP-hard when it stores three, whereas the single-object case k = 1 is solvable in "
     "polynomial time by a simple greedy algorithm [2].",
     "Data placement on homogeneous disks is NP-complete already when each disk stores two objects and "
     "strongly NP-hard when it stores three, and even the single-object case k = 1 cannot be solved in "
     "polynomial time by a simple greedy algorithm [2]."),
    ("In simulations with Zipf-distributed demand on five disks with a load capacity of 100, the "
     "theoretical bound turned out to be reasonably tight when demand across objects was fairly skewed, as"
     " in video-on-demand servers [2].",
     "In simulations with Zipf-distributed demand on five disks with a load capacity of 100, the "
     "theoretical bound turned out to be quite loose when demand across objects was fairly skewed, as in "
     "video-on-demand servers [2]."),
    ("When objects are requested about equally often and disks have small storage capacity, the "
     "Sliding-Window algorithm can do significantly better than its theoretical guarantee, although the "
     "bound becomes reasonably tight for larger k [2].",
     "When objects are requested about equally often and disks have small storage capacity, the "
     "Sliding-Window algorithm can do significantly worse than its theoretical guarantee, although the "
     "bound becomes reasonably tight for larger k [2]."),
    ("The authors point out that such absolute packing guarantees hold only for homogeneous and "
     "uniform-ratio storage systems, since no comparable bounds are possible for arbitrary storage systems"
     " [2].", None),
    ("Compound 33RE inhibited the N-domain with a Ki of 11.21 nM, in the same range as the parent RXP407 "
     "at 21.03 nM, while both compounds inhibited the C-domain only at micromolar concentrations [3].", None),
    ("In the YR/FE double mutant the effects of the two substitutions were additive, collapsing the "
     "N-selectivity of 33RE from 927-fold to only about 4-fold [3].",
     "In the YR/FE double mutant the effects of the two substitutions were additive, collapsing the "
     "N-selectivity of 33RE from 927-fold to only about 40-fold [3]."),
    ("Mutating Tyr369 to Phe lowered 33RE binding affinity 36-fold, compared with an 8-fold loss for the "
     "Arg381 to Glu mutation, suggesting that Tyr369 is the main contributor to the compound's "
     "N-selectivity [3].", None),
    ("Relative to RXP407, 33RE loses the salt bridge with Arg381 but gains aromatic stacking with His388 "
     "and a direct hydrogen bond to Tyr369 through its tetrazole group [3].",
     "Relative to RXP407, 33RE retains the salt bridge with Arg381 and gains aromatic stacking with His388"
     " and a direct hydrogen bond to Tyr369 through its tetrazole group [3]."),
    ("Because His388 is conserved, the added aromatic stacking may raise affinity for both domains, which "
     "would explain the slightly lower N-selectivity of 33RE compared with its parent molecule [3].", None),
    ("A relatively straightforward six-step synthesis produced 33RE in modest yields, and the authors "
     "suggest the route could be scaled up for further pharmacokinetic and preclinical testing [3].", None),
]
HUNDRED_TENTH_REFERENCES = """1. Kowalczuk, J., Psota, E. T., & Pérez, L. C. (2013). Real-time Temporal Stereo Matching using Iterative Adaptive Support Weights. IEEE. [PDF](papers/stereo.pdf)
2. Golubchik, L., Khanna, S., Khuller, S., Thurimella, R., & Zhu, A. (2009). Approximation Algorithms for Data Placement on Parallel Disks. ACM Transactions on Algorithms. [PDF](papers/placement.pdf)
3. Douglas, R. G., Sharma, R. K., Masuyer, G., Lubbe, L., Zamora, I., Acharya, K. R., Chibale, K., & Sturrock, E. D. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science. [PDF](papers/ace.pdf)
"""

HUNDRED_ELEVENTH = [
    ("Under disk overload, scalable hybrid placement suffered less quality loss than scalable CTL "
     "placement, with the average PSNR falling by about 4 dB versus 6 dB for CTL [1].",
     "Under disk overload, scalable hybrid placement suffered more quality loss than scalable CTL "
     "placement, with the average PSNR falling by about 4 dB versus 6 dB for CTL [1]."),
    ("With 34 admitted users the hybrid scheme sustained a higher aggregate throughput than CTL (16,900 "
     "vs. 12,000 Kb/s), although CTL was ahead when only 18 users were admitted [1].", None),
    ("In the nonscalable setting, pause incurred only a modestly lower 99% delay quantile than reverse and"
     " forward scans (13 versus 15 and 16 rounds), indicating that readmission rather than block retrieval"
     " during scanning accounts for most of the delay [1].",
     "In the nonscalable setting, pause incurred only a modestly lower 99% delay quantile than reverse and"
     " forward scans (13 versus 15 and 16 rounds), indicating that block retrieval during scanning rather "
     "than readmission accounts for most of the delay [1]."),
    ("Permitting a single scaledown per paused user cut the 99% delay quantile from 13 to 7 rounds, and "
     "allowing two-rate drops eliminated the delay entirely for all three interactive functions [1].",
     "Permitting a single scaledown per paused user cut the 99% delay quantile from 13 to 10 rounds, and "
     "allowing two-rate drops eliminated the delay entirely for all three interactive functions [1]."),
    ("The authors acknowledge that they did not address redundancy in the context of interleaving, an "
     "issue that must be resolved before such a system is commercially viable [1].", None),
    ("For logical structure recovery on S2-VL, the CoreRecipe built on I-VILA attained a macro-averaged F1"
     " of 92.7, well above a RoBERTa configuration at 76.8 and both Grobid variants, which remained below "
     "40 [2].", None),
    ("Even when scoring is limited to the categories for which Grobid returns bounding boxes, its CRF "
     "variant reaches only 78.9 F1, compared with 93.7 for I-VILA [2].", None),
    ("Because the toolkit works from static PDFs rather than metadata fetched dynamically from publishers,"
     " its authors warn that extracted names can mis-attribute or deadname authors and recommend "
     "cross-checking extracted metadata against other sources [2].",
     "Because the toolkit works from metadata fetched dynamically from publishers rather than static PDFs,"
     " its authors warn that extracted names can mis-attribute or deadname authors and recommend "
     "cross-checking extracted metadata against other sources [2]."),
    ("In papermage, Layers are stored as unordered attributes and do not need to be nested, which permits "
     "cross-referencing between units such as sentences and lines that are not strictly contained within "
     "one another [2].",
     "In papermage, Layers are stored as unordered attributes and must be strictly nested, which permits "
     "cross-referencing between units such as sentences and lines that are not strictly contained within "
     "one another [2]."),
    ("On R2R, adding complete en-RxR pairs to the training data left unseen success rate essentially "
     "unchanged, whereas using Landmark-RxR sub-pairs instead raised it by 7.1% [3].",
     "On R2R, adding complete en-RxR pairs to the training data left unseen success rate essentially "
     "unchanged, whereas using Landmark-RxR sub-pairs instead raised it by 3.1% [3]."),
    ("Although rewarding the agent with nDTW yields the highest fidelity scores in unseen environments, it"
     " gives the worst success rate and Loss Number of all the rewards compared [3].",
     "Although rewarding the agent with nDTW yields the highest fidelity scores in unseen environments, it"
     " also gives the best success rate and Loss Number of all the rewards compared [3]."),
    ("Replacing the nDTW reward with the soft focal-oriented reward lifted unseen success rate from 29.3% "
     "to 33.7% while lowering the Loss Number from 5500 to 5173 [3].", None),
    ("With the hard focal-oriented reward, the agent reached the best unseen success rate on en-RxR, "
     "34.9%, a 9.3% gain over the RCM baseline trained on en-RxR [3].", None),
    ("The authors frame the study as only a preliminary exploration of Landmark-RxR, leaving data "
     "augmentation, curriculum reinforcement learning and pretraining on it to future work [3].", None),
]
HUNDRED_ELEVENTH_REFERENCES = """1. Chang, E., & Zakhor, A. (1997). Disk-Based Storage for Scalable Video. IEEE Transactions on Circuits and Systems for Video Technology. [PDF](papers/diskvideo.pdf)
2. Lo, K., Shen, Z., Newman, B., Chang, J. C., Authur, R., Bransom, E., Candra, S., Chandrasekhar, Y., Huff, R., Kuehl, B., Singh, A., Wilhelm, C., Zamarron, A., Hearst, M. A., Weld, D. S., Downey, D., & Soldaini, L. (2023). PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents. Proceedings of the 2023 Conference on Empirical Methods in Natural Language Processing: System Demonstrations. [PDF](papers/papermage.pdf)
3. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision. Advances in Neural Information Processing Systems (NeurIPS). [PDF](papers/landmark.pdf)
"""

HUNDRED_TWELFTH = [
    ("Hoare admits that his axioms and rules of inference provide no basis for proving that a program "
     "terminates, so a triple P{Q}R only describes the results on the proviso that execution actually "
     "finishes [1].",
     "Hoare shows that his axioms and rules of inference provide a basis for proving that a program "
     "terminates, so a triple P{Q}R describes the results whether or not execution actually finishes [1]."),
    ("According to Hoare, testing often consumes more than half of the time of a whole programming "
     "project, and under a realistic costing of machine time two thirds or more of the project's cost goes"
     " into removing errors during that phase [1].",
     "According to Hoare, testing often consumes more than half of the time of a whole programming "
     "project, and under a realistic costing of machine time one third or more of the project's cost goes "
     "into removing errors during that phase [1]."),
    ("The integer axioms A1 to A9 remain valid for the finite sets of integers that computers manipulate "
     "as long as only nonnegative numbers are involved, and their truth is largely independent of the "
     "technique chosen for handling overflow [1].",
     "The integer axioms A1 to A9 remain valid for the finite sets of integers that computers manipulate "
     "as long as only nonnegative numbers are involved, and their truth is largely dependent on the "
     "technique chosen for handling overflow [1]."),
    ("Hoare sees no great difficulty in extending the treatment to features such as real arithmetic, "
     "arrays, recursion or parallel execution provided the language stays simple, whereas labels and "
     "jumps, pointers and name parameters pose genuine difficulty [1].", None),
    ("He also cautions that, at least for now, program proving will be hard even for highly capable "
     "programmers and may be applicable only to fairly simple program designs [1].", None),
    ("In the generalized protocol, the modulo-two sum of all outputs is zero when nobody transmits, "
     "because every shared key bit is counted exactly twice, and it becomes one when a single participant "
     "transmits [2].", None),
    ("Adapting a ring network to the protocol costs, on average, a fourfold increase in bandwidth compared"
     " with traceable protocols in which messages travel only halfway around the ring before being removed"
     " [2].",
     "Adapting a ring network to the protocol costs, on average, a twofold increase in bandwidth compared "
     "with traceable protocols in which messages travel only halfway around the ring before being removed "
     "[2]."),
    ("When the key-sharing graph is just a cycle, a single participant acting alone learns nothing, but "
     "any two colluders can split the graph and may fully compromise a participant located between them "
     "[2].", None),
    ("Chaum contrasts mix-nets, which depend on a public-key system and are therefore at best "
     "computationally secure, with dc-nets, which can be made unconditionally secure when built on "
     "unconditional secrecy channels [2].",
     "Chaum contrasts dc-nets, which depend on a public-key system and are therefore at best "
     "computationally secure, with mix-nets, which can be made unconditionally secure when built on "
     "unconditional secrecy channels [2]."),
    ("Roughly 6.5% of the real objects in the DECam sample moved faster than 360 arcsec/hr, rising to "
     "about 10% among bodies smaller than 30 meters, so the authors estimate that the number of small NEOs"
     " may be underestimated by around 10% [3].",
     "Roughly 6.5% of the real objects in the DECam sample moved faster than 360 arcsec/hr, rising to "
     "about 10% among bodies smaller than 30 meters, so the authors estimate that the number of small NEOs"
     " may be overestimated by around 10% [3]."),
    ("The survey yields about 18,000 NEOs larger than 100 m, which is consistent with the NEOWISE estimate"
     " of 20,500 plus or minus 3000 [3].", None),
    ("Nightly detection efficiency peaks at roughly 0.8 to 0.9 for slow, bright objects and typically "
     "falls to 50% near magnitude 23, with fast-moving objects being detected less reliably than slower "
     "ones [3].",
     "Nightly detection efficiency peaks at roughly 0.8 to 0.9 for slow, bright objects and typically "
     "falls to 50% near magnitude 23, with fast-moving objects being detected more reliably than slower "
     "ones [3]."),
    ("The debiased DECam distribution agrees moderately well with re-detection-based estimates for H below"
     " 23 but departs from them at fainter absolute magnitudes, where re-detections are scarce, suggesting"
     " that those studies' extrapolation from larger sizes may be inappropriate [3].", None),
    ("Because the mean albedo of the smallest NEOs could differ from the adopted 0.2, the authors repeated"
     " the calculation with albedos of 0.1 and 0.4, which places H = 27.3 at diameters between 7 and 14 "
     "meters [3].", None),
    ("Trilling et al. find that their slope between 1 and 20 meters matches the bolide impactor data of "
     "Brown et al. and Boslough et al., attributing the offset in absolute numbers to the normalization "
     "assumption rather than to the measured size distribution [3].",
     "Trilling et al. find that their slope between 1 and 20 meters matches the bolide impactor data of "
     "Brown et al. and Boslough et al., attributing the offset in absolute numbers to the measured size "
     "distribution rather than to the normalization assumption [3]."),
]
HUNDRED_TWELFTH_REFERENCES = """1. Hoare, C. A. R. (1969). An Axiomatic Basis for Computer Programming. Communications of the ACM. [PDF](papers/hoare.pdf)
2. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal of Cryptology. [PDF](papers/chaum.pdf)
3. Trilling, D. E., Valdes, F., Allen, L., James, D., Fuentes, C., Herrera, D., Axelrod, T., & Rajagopal, J. (2017). The Size Distribution of Near Earth Objects Larger than 10 Meters. AAS Journals (submitted), arXiv:1707.04066. [PDF](papers/neo.pdf)
"""

HUNDRED_THIRTEENTH = [
    ("Four inhomogeneous Lemaître–Tolman models without a cosmological constant fit the 182 supernovae of "
     "the Riess gold sample about as well as ΛCDM, with χ2 values between 164.7 and 184.3 against 165.3 "
     "for the concordance model [1].", None),
    ("For these supernova-fitting models, the distance deceleration parameter starts positive at the "
     "origin but soon turns negative, while the volume deceleration parameter obtained by Buchert "
     "averaging stays strictly positive throughout [1].",
     "For these supernova-fitting models, the distance deceleration parameter starts positive at the "
     "origin but soon turns negative, while the volume deceleration parameter obtained by Buchert "
     "averaging likewise becomes negative [1]."),
    ("Reproducing the supernova data thus does not require a negative volume deceleration parameter, which"
     " casts doubt on whether average acceleration is what observations actually measure [1].",
     "Reproducing the supernova data thus requires a negative volume deceleration parameter, which casts "
     "doubt on whether average acceleration is what observations actually measure [1]."),
    ("Realistically evolving void and supercluster models also have a positive volume deceleration "
     "parameter, and making it negative requires a bang-time function with an amplitude of roughly 11 × "
     "10^9 years, which leaves the Universe unrealistically young [1].",
     "Realistically evolving void and supercluster models also have a positive volume deceleration "
     "parameter, and making it negative requires a bang-time function with an amplitude of roughly 11 × "
     "10^9 years, which leaves the Universe unrealistically old [1]."),
    ("The authors acknowledge that their conclusions rest on a limited class of spherically symmetric "
     "Lemaître–Tolman models, which are arguably too simple to give a complete picture of averaging and "
     "back-reaction [1].", None),
    ("With an FCN/VGG-16 model on Potsdam, G-pooling at a threshold of 1.5 reached 67.98% mIoU, edging out"
     " both max pooling (66.72%) and P-pooling (67.75%) [2].", None),
    ("Raising the Gi* threshold from 1.0 to 2.0 shrinks the average fraction of locations flagged as "
     "spatial clusters per feature map from 15.87% to 7.65% on Potsdam, so that max pooling ends up being "
     "used most of the time [2].", None),
    ("In the Vaihingen→Potsdam setting, G-pooling lifted FCN's mIoU from 15.48% with max pooling to "
     "23.02%, yet it still trailed AdaptSegNet (32.08%), a domain adaptation method that exploits "
     "unlabeled target imagery [2].",
     "In the Vaihingen→Potsdam setting, G-pooling lifted FCN's mIoU from 15.48% with max pooling to "
     "23.02%, and even surpassed AdaptSegNet (32.08%), a domain adaptation method that exploits unlabeled "
     "target imagery [2]."),
    ("Plugged into DeepLab, G-pooling raised Potsdam→Vaihingen mIoU from 38.57 to 40.04, although "
     "within-dataset accuracy on Vaihingen dipped slightly (70.11 versus 70.80) [2].", None),
    ("The authors concede that they did not tune the window size for the Getis-Ord analysis, model only "
     "clustered spatial patterns, and obtain little benefit on a small single dataset such as Vaihingen, "
     "which holds only around 500 images of 256 × 256 pixels [2].",
     "The authors concede that they did not tune the window size for the Getis-Ord analysis, model only "
     "clustered spatial patterns, and obtain little benefit on a small single dataset such as Vaihingen, "
     "which holds only around 5,000 images of 256 × 256 pixels [2]."),
    ("On the synthetic Tree-NeighborsMatch task at depth 5, adding EGP layers to GIN achieves 100% "
     "accuracy, while the plain GIN baseline manages only 29% [3].",
     "On the synthetic Tree-NeighborsMatch task at depth 5, adding EGP layers to GIN achieves 100% "
     "accuracy, while the plain GIN baseline manages only 49% [3]."),
    ("Across the four OGB graph classification datasets, interleaving Cayley-graph layers raised mean "
     "performance in every case, most visibly on ogbg-molhiv, where ROC-AUC rose from 0.7558 to 0.7934 "
     "[3].", None),
    ("Since only the even layers are redirected to the Cayley graph, EGP leaves the parameter count and "
     "latent dimensionality of the GIN baseline untouched [3].",
     "Since only the even layers are redirected to the Cayley graph, EGP increases the parameter count and"
     " latent dimensionality of the GIN baseline [3]."),
    ("In the ablations, a fully-adjacent layer was competitive on ogbg-molhiv and ogbg-molpcba but "
     "exhausted GPU memory on ogbg-ppa, and a master node actually beat EGP on ogbg-molpcba (0.2527 versus"
     " 0.2329) [3].", None),
    ("The authors prove that their expanders, although negatively curved at every edge, can never be "
     "curved strongly enough to trigger earlier curvature-based oversquashing results, and suggest that "
     "negatively curved edges may even be necessary for sparse, bottleneck-free communication [3].", None),
]
HUNDRED_THIRTEENTH_REFERENCES = """1. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. Journal of Cosmology and Astroparticle Physics. [PDF](papers/accel.pdf)
2. Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing Deep Models for Overhead Image Segmentation Through Getis-Ord Gi* Pooling. arXiv preprint arXiv:1912.10667. [PDF](papers/getis.pdf)
3. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. Proceedings of the First Learning on Graphs Conference (LoG 2022). [PDF](papers/egp.pdf)
"""


# The hundred-and-fourteenth to hundred-and-seventeenth drafts (fifteenth session, a tenth batch, results-section
# sentences written on the ninth batch's fixes: TraceMonkey, TableFormer, domain-adapted Open IE; the sepsis MGP-RNN,
# wheat heat stress, birdsong FM; DPR, adapters, Paper Plain; H. pylori, the phone-feedback EEG study, ViT): 58 correct
# sentences, 31 planted errors. When written: one false RB005 error and one RB007 warning, both fixed ("losing just
# 3-5 points" against "generalizes well, with 3-5 points loss", the seventh batch's known false too; a Wiley table
# cell's decimal glyph joined to its integer by a space, "59 /C11"), and one RB004 warning (known false, above); 8
# planted errors caught.
HUNDRED_FOURTEENTH = [
    ("On the SunSpider suite, TraceMonkey ran faster than both V8 and SquirrelFish Extreme on 9 of the 26 "
     "benchmarks [1].",
     "On the SunSpider suite, TraceMonkey ran faster than both V8 and SquirrelFish Extreme on 19 of the 26"
     " benchmarks [1]."),
    ("Because recursion was not yet traced, benchmarks that lean heavily on it, such as "
     "access-binary-trees and controlflow-recursive, saw little or no speedup over the baseline "
     "interpreter [1].",
     "Because recursion was not yet traced, benchmarks that lean heavily on it, such as "
     "access-binary-trees and controlflow-recursive, saw the largest speedups over the baseline "
     "interpreter [1]."),
    ("Native traces need roughly 9 cycles per bytecode against about 35 in the interpreter, an estimated "
     "3.9x gain that exceeds the 3.0x overall speedup of the competing VMs [1].",
     "Native traces need roughly 9 cycles per bytecode against about 35 in the interpreter, an estimated "
     "3.9x gain that falls short of the 3.0x overall speedup of the competing VMs [1]."),
    ("Recording and compilation remain costly: at about 6950 cycles to compile each bytecode, a trace has "
     "to execute around 270 times before that investment pays off [1].", None),
    ("The largest gains come from integer-heavy bit-manipulation code, peaking at roughly 25x on "
     "bitops-bitwise-and, whereas string-fasta, although it traces well, is held back by string built-ins "
     "that tracing leaves unaffected [1].", None),
    ("When rows and columns are shuffled at test time without changing the answer, TAPAS models lose "
     "between 3.7% and 6.5% ALL accuracy on SQA, whereas TableFormer, being strictly order-invariant, "
     "shows no drop [2].",
     "When rows and columns are shuffled at test time without changing the answer, TAPAS models lose "
     "between 3.7% and 6.5% ALL accuracy on SQA, whereas TableFormer, despite its order-invariant design, "
     "drops by a similar margin [2]."),
    ("Training TAPAS on shuffled copies of each table helps only up to a point, with the best results at 8"
     " perturbed versions and a decline at 16, and even the lowest prediction variation it reaches (7.0%) "
     "stays far above TableFormer's 0.1% [2].", None),
    ("In the attention-bias ablation, removing the same-row bias causes by far the steepest decline, while"
     " dropping the same-column or same-cell bias costs little because that information can be inferred "
     "through other biases [2].", None),
    ("The authors concede that TableFormer lengthens training by roughly 20% and, being order-invariant, "
     "cannot handle questions about absolute row positions, though only 4 of 1800 manually inspected SQA "
     "questions depended on such order [2].",
     "The authors concede that TableFormer shortens training by roughly 20% and, being order-invariant, "
     "cannot handle questions about absolute row positions, though only 4 of 1800 manually inspected SQA "
     "questions depended on such order [2]."),
    ("TableFormer attains these gains with fewer parameters than TAPAS, as it removes the row and column "
     "ID embeddings and adds just 13 bias scalars per attention head per layer [2].",
     "TableFormer attains these gains with more parameters than TAPAS, as it removes the row and column ID"
     " embeddings and adds just 13 bias scalars per attention head per layer [2]."),
    ("When Open IE tuples were mapped to the NFL-scoring domain, TeamFinalScore reached 0.95 precision at "
     "0.87 recall, while GameLoser achieved 0.93 precision at a recall of only 0.32 [3].", None),
    ("Results differed considerably across relations, depending less on how much training data was "
     "available than on whether the needed information was local, and GameWinner suffered because in about"
     " a third of training examples the winner lay outside the tuple holding the game reference [3].",
     "Results differed considerably across relations, depending mainly on how much training data was "
     "available rather than on whether the needed information was local, and GameWinner suffered because "
     "in about a third of training examples the winner lay outside the tuple holding the game reference "
     "[3]."),
    ("Just 20 actively selected instances raised GameWinner precision from 0.48 to 0.91 at around 0.2 "
     "recall, and tagging 80 instances took one author roughly 25 minutes [3].", None),
    ("The class recognizers tend to over-generalize, for example treating halftime scores as final scores,"
     " but this proved harmless in practice because the constraints of the learned mapping rules "
     "compensated [3].",
     "The class recognizers tend to over-generalize, for example treating halftime scores as final scores,"
     " and this proved harmful in practice because the learned mapping rules could not compensate [3]."),
    ("In the intelligence-community domain, adding generic named-entity recognizers yields some "
     "high-precision rules but limited recall, since about half of the argument values are common nouns "
     "[3].", None),
]
HUNDRED_FOURTEENTH_REFERENCES = """1. Gal, A., Eich, B., Shaver, M., Anderson, D., Mandelin, D., Haghighat, M. R., Kaplan, B., Hoare, G., Zbarsky, B., Orendorff, J., Ruderman, J., Smith, E., Reitmaier, R., Bebenita, M., Chang, M., & Franz, M. (2009). Trace-based Just-in-Time Type Specialization for Dynamic Languages. Proceedings of the 30th ACM SIGPLAN Conference on Programming Language Design and Implementation (PLDI '09). [PDF](papers/tracemonkey.pdf)
2. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. Proceedings of the 60th Annual Meeting of the Association for Computational Linguistics (ACL 2022). [PDF](papers/tableformer.pdf)
3. Soderland, S., Roof, B., Qin, B., Xu, S., Mausam, & Etzioni, O. (2010). Adapting Open Information Extraction to Domain-Specific Relations. AI Magazine. [PDF](papers/openie.pdf)
"""

HUNDRED_FIFTEENTH = [
    ("In the matched lookback evaluation, the fully extended MGP-RNN produced only about 1.4 false alarms "
     "per true alarm four hours before onset at 80% sensitivity, compared with 2.2 for the base MGP-RNN "
     "and 3.2 for the previously deployed NEWS score [1].",
     "In the matched lookback evaluation, the fully extended MGP-RNN produced only about 1.8 false alarms "
     "per true alarm four hours before onset at 80% sensitivity, compared with 2.2 for the base MGP-RNN "
     "and 3.2 for the previously deployed NEWS score [1]."),
    ("Every one of the proposed extensions improved on the base MGP-RNN, although each gain was only "
     "modest [1].",
     "Every one of the proposed extensions improved on the base MGP-RNN, and each gain was large [1]."),
    ("Under the real-time validation scheme, which avoids aligning encounters by their sepsis time, the "
     "final model raised far fewer false alarms per true alarm than NEWS at every sensitivity level [1].", None),
    ("To keep the task from being trivially easy, each septic encounter was matched to four non-septic "
     "controls with similar length of stay and baseline covariates, roughly preserving the 20% sepsis rate"
     " [1].", None),
    ("The authors list interpretability as an open problem and plan to add an attention mechanism to the "
     "RNN so that the inputs and time points driving each risk score can be identified [1].", None),
    ("Across the six genotypes, heat stress cut grain yield per spike by 29.7–48.3% and individual grain "
     "weight by 26.8–54.1% [2].",
     "Across the six genotypes, heat stress cut grain yield per spike by 29.7–48.3% and individual grain "
     "weight by 26.8–45.1% [2]."),
    ("Genotype did not significantly affect the heat-induced reduction in grains per spike, in line with "
     "the minimal effect of post-anthesis heat on kernel number [2].",
     "Genotype significantly affected the heat-induced reduction in grains per spike, in line with the "
     "minimal effect of post-anthesis heat on kernel number [2]."),
    ("The stay-green lines CB202 and CB208 showed the least damage to chlorophyll content and to thylakoid"
     " and cell membranes, whereas the check cultivar Ventnor suffered the largest losses in grain yield "
     "per spike and individual grain weight [2].",
     "The stay-green lines CB202 and CB208 showed the least damage to chlorophyll content and to thylakoid"
     " and cell membranes, whereas the check cultivar Ventnor suffered the smallest losses in grain yield "
     "per spike and individual grain weight [2]."),
    ("Although pipecolate was negatively correlated with yield and photosynthetic traits, it correlated "
     "strongly and positively with cell membrane stability, which the authors take as evidence that it "
     "helped maintain membrane function [2].",
     "Although pipecolate was negatively correlated with yield and photosynthetic traits, it correlated "
     "strongly and negatively with cell membrane stability, which the authors take as evidence that it "
     "helped maintain membrane function [2]."),
    ("The authors caution that metabolites with large fold increases under heat, such as tryptophan, "
     "arginine and histidine, may mainly reflect accelerated senescence rather than heat tolerance itself,"
     " and that their consistency under field conditions remains to be confirmed [2].", None),
    ("The simple spectrographic (ss) method was by far the fastest, running at 0.02 times the audio "
     "duration, and all but one of the four methods ran faster than real time [3].",
     "The simple spectrographic (ss) method was by far the fastest, running at 0.02 times the audio "
     "duration, and all four methods ran faster than real time [3]."),
    ("Features from the ss, rm and dd methods were highly robust to added white noise and MP3 compression,"
     " correlating with the original features above 0.95, whereas matching pursuit features showed very "
     "low robustness [3].", None),
    ("Taken alone, FM features predicted species identity less well than frequency features, but appending"
     " them to the frequency features gave a significant boost in predictive power [3].",
     "Taken alone, FM features predicted species identity better than frequency features, but appending "
     "them to the frequency features gave a significant boost in predictive power [3]."),
    ("On the PhyllXC data set, the combined FM and frequency feature set reached a marginal mean AUC of "
     "69.5%, versus 59.1% for FM features alone [3].", None),
    ("Bandwidth features showed surprisingly little predictive power for species identity, whereas median "
     "frequency was the consistently strongest summary feature across data sets and methods [3].", None),
]
HUNDRED_FIFTEENTH_REFERENCES = """1. Futoma, J., Hariharan, S., Heller, K., Sendak, M., Brajer, N., Clement, M., Bedoya, A., & O'Brien, C. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. Proceedings of Machine Learning for Healthcare. [PDF](papers/sepsis.pdf)
2. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress. PLOS ONE. [PDF](papers/wheat.pdf)
3. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
"""

HUNDRED_SIXTEENTH = [
    ("Apart from SQuAD, where the high lexical overlap between questions and passages plausibly favours "
     "BM25, the dense retriever beats BM25 on every benchmark, and the margin is widest at small k, e.g. "
     "78.4% versus 59.1% top-20 accuracy on Natural Questions [1].",
     "Apart from SQuAD, where the high lexical overlap between questions and passages plausibly favours "
     "BM25, the dense retriever beats BM25 on every benchmark, and the margin is narrowest at small k, "
     "e.g. 78.4% versus 59.1% top-20 accuracy on Natural Questions [1]."),
    ("Building on a general pretrained language model, a dense retriever trained on as few as 1,000 "
     "questions already surpasses BM25 on the Natural Questions development set [1].", None),
    ("Augmenting in-batch training with a single BM25-mined hard negative per question brings a "
     "substantial gain, whereas a second such negative does not help further [1].", None),
    ("Dense retrieval with a FAISS index answers 995 questions per second, but building that index over 21"
     " million passages takes about 8.5 hours on one server, far longer than the roughly 30 minutes needed"
     " for a Lucene inverted index [1].",
     "Dense retrieval with a FAISS index answers 595 questions per second, but building that index over 21"
     " million passages takes about 8.5 hours on one server, far longer than the roughly 30 minutes needed"
     " for a Lucene inverted index [1]."),
    ("A retriever trained only on Natural Questions transfers reasonably well to WebQuestions and "
     "CuratedTREC, losing just 3-5 points of top-20 accuracy relative to the best fine-tuned models while "
     "still clearly outperforming BM25 [1].",
     "A retriever trained only on Natural Questions transfers reasonably well to WebQuestions and "
     "CuratedTREC, losing just 3-5 points of top-20 accuracy relative to the best fine-tuned models while "
     "still clearly trailing BM25 [1]."),
    ("On GLUE, adapter tuning attains a mean score of 80.0 against 80.4 for full fine-tuning, yet needs "
     "only 1.3 times the BERT parameter count across all tasks, compared with 9 times for fine-tuning [2].", None),
    ("Tuning only the layer-normalization parameters introduces very few trainable weights but works "
     "poorly, costing roughly 3.5% on CoLA and 4% on MNLI [2].",
     "Tuning only the layer-normalization parameters introduces very few trainable weights but works "
     "competitively, costing roughly 3.5% on CoLA and 4% on MNLI [2]."),
    ("Ablations indicate that adapters in the lower layers have less influence than those in the higher "
     "layers, with the removal of adapters from layers 0-4 barely affecting MNLI performance [2].",
     "Ablations indicate that adapters in the lower layers have more influence than those in the higher "
     "layers, with the removal of adapters from layers 0-4 barely affecting MNLI performance [2]."),
    ("Although deleting any single layer's adapters lowers performance by at most 2%, deleting all of them"
     " drops accuracy to majority-class levels of 37% on MNLI and 69% on CoLA [2].", None),
    ("Architectural variants such as adding batch or layer normalization inside the adapter, stacking more"
     " layers per adapter, or using tanh activations did not yield a significant performance boost over "
     "the plain bottleneck design [2].",
     "Architectural variants such as adding batch or layer normalization inside the adapter, stacking more"
     " layers per adapter, or using tanh activations yielded a significant performance boost over the "
     "plain bottleneck design [2]."),
    ("In a usability study with 24 participants, readers using Paper Plain rated reading difficulty "
     "significantly lower than those using a standard PDF reader, with medians of 2 versus 4 on a "
     "five-point scale [3].", None),
    ("Comprehension with Paper Plain was no worse than with the PDF reader, at 3.67 versus 3.50 of seven "
     "questions answered correctly (non-inferiority p < 0.05) [3].",
     "Comprehension with Paper Plain was substantially better than with the PDF reader, at 3.67 versus "
     "3.50 of seven questions answered correctly (non-inferiority p < 0.05) [3]."),
    ("When every feature was available, participants relied on the Key Question Index and Answer Gists "
     "more than on the Section Gists and Term Definitions, and 18 of 20 readers who had the key questions "
     "named the Key Question index the most helpful feature [3].",
     "When every feature was available, participants relied on the Key Question Index and Answer Gists "
     "more than on the Section Gists and Term Definitions, and 12 of 20 readers who had the key questions "
     "named the Key Question index the most helpful feature [3]."),
    ("The authors concede that the short, timed 10-minute reading task may have artificially inflated use "
     "of the Key Question Index and Answer Gists, and that comprehension differences might become more "
     "pronounced with more reading time [3].", None),
]
HUNDRED_SIXTEENTH_REFERENCES = """1. Karpukhin, V., Oğuz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. Proceedings of the 2020 Conference on Empirical Methods in Natural Language Processing (EMNLP). [PDF](papers/dpr.pdf)
2. Houlsby, N., Giurgiu, A., Jastrzębski, S., Morrone, B., de Laroussilhe, Q., Gesmundo, A., Attariyan, M., & Gelly, S. (2019). Parameter-Efficient Transfer Learning for NLP. Proceedings of the 36th International Conference on Machine Learning (ICML). [PDF](papers/adapters.pdf)
3. August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2022). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. ACM Transactions on Computer-Human Interaction. [PDF](papers/paperplain.pdf)
"""

HUNDRED_SEVENTEENTH = [
    ("In the regimen subgroup analysis, bismuth-based triple therapy raised haemoglobin roughly twice as "
     "much as PPI-based triple therapy, with weighted mean differences of 20.73 versus 10.42 g/l [1].", None),
    ("Adults gained more from eradication than children: the pooled ferritin increase in paediatric trials"
     " was only 5.93 mg/l, against 15.08 mg/l in adult trials [1].",
     "Adults gained more from eradication than children: the pooled ferritin increase in paediatric trials"
     " was only 5.93 mg/l, against 18.05 mg/l in adult trials [1]."),
    ("The benefit over iron alone seemed to grow with follow-up time, since the ferritin difference "
     "between arms was considerably larger at 8 weeks than at 4 weeks [1].", None),
    ("Egger's regression test found no evidence of publication bias in either the haemoglobin or the "
     "ferritin analyses [1].",
     "Egger's regression test revealed significant publication bias in both the haemoglobin and the "
     "ferritin analyses [1]."),
    ("The authors concede that their conclusions may not generalise well, because only eight randomised "
     "trials were available and every one of them was conducted in Asia [1].", None),
    ("Among fifteen right-handed participants, combined auditory-visual-haptic feedback evoked the highest"
     " P300 peak amplitude, whereas visual-only feedback evoked the lowest [2].",
     "Among fifteen right-handed participants, combined auditory-visual-haptic feedback evoked the lowest "
     "P300 peak amplitude, whereas visual-only feedback evoked the highest [2]."),
    ("Haptic feedback produced a P300 that peaked significantly earlier than the one elicited by auditory "
     "feedback [2].",
     "Haptic feedback produced a P300 that peaked significantly later than the one elicited by auditory "
     "feedback [2]."),
    ("Behaviourally, users confirmed their PIN faster after visual or haptic feedback, while the tri-modal"
     " combination led to the slowest reactions [2].", None),
    ("The study did not analyse error rates, that is, PINs entered with incorrect digits [2].", None),
    ("When pre-training is limited to ImageNet, ViT-Large models underperform ViT-Base models despite "
     "moderate regularization, and the advantage of larger variants only fully emerges with JFT-300M [3].",
     "When pre-training is limited to ImageNet, ViT-Large models outperform ViT-Base models despite "
     "moderate regularization, and the advantage of larger variants only fully emerges with JFT-300M [3]."),
    ("In a controlled scaling study on JFT-300M, Vision Transformers matched the transfer performance of "
     "ResNets with roughly 2-4 times less pre-training compute [3].",
     "In a controlled scaling study on JFT-300M, Vision Transformers matched the transfer performance of "
     "ResNets with roughly 2-4 times more pre-training compute [3]."),
    ("Hybrids that feed ResNet features into a Transformer slightly beat pure ViT at small compute "
     "budgets, but the gap vanishes as models grow larger [3].",
     "Hybrids that feed ResNet features into a Transformer slightly beat pure ViT at small compute "
     "budgets, but the gap widens as models grow larger [3]."),
    ("Dropping positional embeddings altogether causes a clear accuracy loss, yet 1-D, 2-D and relative "
     "positional encodings perform almost identically [3].", None),
    ("With masked patch prediction as self-supervised pre-training, ViT-B/16 reaches 79.9% ImageNet "
     "accuracy, roughly 2% better than training from scratch but still about 4% short of supervised "
     "pre-training [3].", None),
]
HUNDRED_SEVENTEENTH_REFERENCES = """1. Huang, X., Qu, X., Yan, W., Huang, Y., Cai, M., Hu, B., Wu, L., Lin, H., Chen, Z., Zhu, C., Lu, L., Sun, X., Rong, L., Jiang, Y., Sun, D., Zhong, L., & Xiong, P. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
2. Antons, J.-N., Schleicher, R., Arndt, S., Möller, S., & Seebode, J. (2013). Did You Notice? Neuronal Processing of Multimodal Mobile Phone Feedback. CHI 2013 Extended Abstracts. [PDF](papers/eeg.pdf)
3. Dosovitskiy, A., Beyer, L., Kolesnikov, A., Weissenborn, D., Zhai, X., Unterthiner, T., Dehghani, M., Minderer, M., Heigold, G., Gelly, S., Uszkoreit, J., & Houlsby, N. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. International Conference on Learning Representations (ICLR). [PDF](papers/vit.pdf)
"""


# The hundred-and-eighteenth to hundred-and-twenty-first drafts (fifteenth session, an eleventh batch, results-section
# sentences written on the tenth batch's fixes: S2ORC, MapReduce, TrustRank; deep learning, TableFormer, the sepsis
# MGP-RNN; M3I, stereo matching, DPR; wheat, music transcription, NEO sizes): 59 correct sentences, 32 planted errors.
# When written: no false error; an RB012 info (fixed: "the many ways authors define metadata" read as prior work, the
# third batch's known false too) and an RB004 warning (known false, above); 8 planted errors caught.
HUNDRED_EIGHTEENTH = [
    ("Although a large share of its pretraining text lies outside biomedicine and computer science, "
     "S2ORC-SciBERT, a BERT-Base model pretrained on S2ORC, outperforms SciBERT on many of the evaluated "
     "scientific NLP tasks [1].",
     "Although a large share of its pretraining text lies outside biomedicine and computer science, "
     "S2ORC-SciBERT, a BERT-Base model pretrained on S2ORC, underperforms SciBERT on most of the evaluated"
     " scientific NLP tasks [1]."),
    ("S2ORC-SciBERT does trail SciBERT on ACL-ARC citation intent classification, with 68.45 versus 70.98 "
     "macro-F1 [1].", None),
    ("Surprisingly, metadata extracted from LaTeX sources is of worse quality than metadata extracted from"
     " PDFs, owing to the many ways authors define metadata in LaTeX, so the corpus does not use "
     "LaTeX-derived metadata for clustering or metadata selection [1].",
     "Surprisingly, metadata extracted from LaTeX sources is of better quality than metadata extracted "
     "from PDFs, owing to the many ways authors define metadata in LaTeX, so the corpus does not use "
     "LaTeX-derived metadata for clustering or metadata selection [1]."),
    ("LaTeX parses contain far fewer linked bibliography entries per paper than GROBID parses (6.8 versus "
     "19.3), mostly because many physics papers format their references without titles, on which the "
     "title-based linking algorithm depends [1].", None),
    ("The S2ORC pretraining corpus of 16.4B tokens is nearly five times larger than the one used for "
     "SciBERT and more balanced across disciplines, with biomedical and computer science papers together "
     "making up only about half of it [1].", None),
    ("Turning off backup tasks makes the terabyte sort take 1283 seconds, a 44% increase in elapsed time, "
     "since the last few straggling reduce tasks finish about 300 seconds after the rest [2].",
     "Turning off backup tasks makes the terabyte sort take 1283 seconds, a 24% increase in elapsed time, "
     "since the last few straggling reduce tasks finish about 300 seconds after the rest [2]."),
    ("The system is robust to worker failures: when 200 of 1746 worker processes were killed mid-sort, the"
     " job still completed in 933 seconds, only about 5% slower than a normal run [2].",
     "The system is fragile under worker failures: when 200 of 1746 worker processes were killed mid-sort,"
     " the job still completed in 933 seconds, only about 5% slower than a normal run [2]."),
    ("Because sort map tasks devote roughly half of their time and I/O bandwidth to writing intermediate "
     "output to local disk, the input rate of the sort peaks at only about 13 GB/s, lower than that of "
     "grep [2].",
     "Because sort map tasks devote roughly half of their time and I/O bandwidth to writing intermediate "
     "output to local disk, the input rate of the sort peaks at only about 13 GB/s, higher than that of "
     "grep [2]."),
    ("Rewriting Google's production indexing system on top of MapReduce shrank one phase of the "
     "computation from roughly 3800 to roughly 700 lines of C++ code [2].", None),
    ("The authors concede that TrustRank cannot effectively distinguish low-scored good sites from bad "
     "ones, because such sites lack distinguishing inlinks [3].",
     "The authors concede that TrustRank can effectively distinguish low-scored good sites from bad ones, "
     "because such sites lack distinguishing inlinks [3]."),
    ("While the five highest TrustRank buckets contain virtually no spam, almost 20% of the sites in the "
     "second PageRank bucket turn out to be bad [3].",
     "While the five highest TrustRank buckets contain virtually no spam, almost 40% of the sites in the "
     "second PageRank bucket turn out to be bad [3]."),
    ("For PageRank, the fraction of spam peaks at 50% in buckets 9 and 10, which the authors read as a "
     "sign that this is probably as high as average spammers can push their sites [3].", None),
    ("In experiments on synthetic web graphs, choosing seeds by inverse PageRank proved slightly better "
     "than choosing high-PageRank sites [3].", None),
    ("Precision falls and recall rises almost linearly as the TrustRank threshold is lowered; with buckets"
     " 1 through 10 above the threshold, precision is 0.86 and recall 0.55 [3].",
     "Precision rises and recall falls almost linearly as the TrustRank threshold is lowered; with buckets"
     " 1 through 10 above the threshold, precision is 0.86 and recall 0.55 [3]."),
    ("TrustRank consistently outperforms both PageRank and the ignorant trust baseline in pairwise "
     "orderedness, reaching about 0.95 on the 500 top-PageRank sample sites [3].", None),
]
HUNDRED_EIGHTEENTH_REFERENCES = """1. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. Proceedings of the 58th Annual Meeting of the Association for Computational Linguistics (ACL). [PDF](papers/s2orc.pdf)
2. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI 2004. [PDF](papers/mapreduce.pdf)
3. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. Proceedings of the 30th VLDB Conference. [PDF](papers/trustrank.pdf)
"""

HUNDRED_NINETEENTH = [
    ("In practice, poor local minima are seldom an obstacle for large networks, which nearly always reach "
     "solutions of very similar quality whatever their initial conditions; the loss landscape is instead "
     "dominated by a combinatorially large number of saddle points [1].", None),
    ("Unsupervised pre-training helps mainly when labelled examples are scarce, where it curbs overfitting"
     " and improves generalization, and it later proved necessary only for small data sets [1].",
     "Unsupervised pre-training helps mainly when labelled examples are abundant, where it curbs "
     "overfitting and improves generalization, and it later proved necessary only for large data sets [1]."),
    ("In the 2012 ImageNet competition, deep convolutional networks trained on about a million web images "
     "from 1,000 classes almost halved the error rates of the best competing approaches [1].",
     "In the 2012 ImageNet competition, deep convolutional networks trained on about a million web images "
     "from 10,000 classes almost halved the error rates of the best competing approaches [1]."),
    ("Compared with smoother non-linearities such as tanh or the logistic sigmoid, rectified linear units "
     "typically learn much faster in many-layer networks, so deep supervised networks can be trained "
     "without unsupervised pre-training [1].",
     "Compared with smoother non-linearities such as tanh or the logistic sigmoid, rectified linear units "
     "typically learn much more slowly in many-layer networks, so deep supervised networks can be trained "
     "without unsupervised pre-training [1]."),
    ("Although RNNs are meant to capture long-term dependencies, theoretical and empirical evidence "
     "indicates that they have difficulty storing information for very long, which motivated adding an "
     "explicit memory as in LSTM networks [1].", None),
    ("Without intermediate pretraining, TableFormer-base raises WTQ test denotation accuracy from 24.1% "
     "for TAPAS-base to 34.8% [2].", None),
    ("Adding the attention biases before the division by the square root of d_K, rather than after it, "
     "lowers accuracy on the SQA development set, which the authors explain by the dot products growing "
     "with d_K while the bias scalars do not [2].",
     "Adding the attention biases before the division by the square root of d_K, rather than after it, "
     "raises accuracy on the SQA development set, which the authors explain by the dot products growing "
     "with d_K while the bias scalars do not [2]."),
    ("As row ids, column ids and global positional ids are removed one after another, TAPAS-base degrades "
     "significantly, whereas TableFormer-base shows no obvious performance drop, suggesting that its "
     "attention biases already supply the complete table structure [2].",
     "As row ids, column ids and global positional ids are removed one after another, TAPAS-base degrades "
     "significantly, and TableFormer-base shows an equally large performance drop, suggesting that its "
     "attention biases cannot supply the complete table structure [2]."),
    ("The authors found that representing relations with relative positional embeddings, as in ETC, "
     "instead of attention-bias scalars made training more than seven times slower [2].", None),
    ("Ablating all three column-related biases at once cuts ALL accuracy on the SQA development set from "
     "62.1 to 54.5, far more than dropping the same-column bias alone, which leaves ALL accuracy at 62.1 "
     "[2].", None),
    ("Four hours before sepsis onset and at a sensitivity of 80%, the best MGP-RNN variant raised only "
     "about 1.4 false alarms per true alarm, against 2.2 for the base MGP-RNN and 3.2 for the NEWS score "
     "formerly used at the hospital [3].",
     "Four hours before sepsis onset and at a sensitivity of 80%, the best MGP-RNN variant raised only "
     "about 1.4 false alarms per true alarm, against 2.2 for the base MGP-RNN and 5.2 for the NEWS score "
     "formerly used at the hospital [3]."),
    ("Each extension added to the base MGP-RNN, from target replication to missingness indicators, "
     "improved its performance by only a modest margin [3].",
     "Each extension added to the base MGP-RNN, from target replication to missingness indicators, "
     "improved its performance by a wide margin [3]."),
    ("The training data comprised 51,697 inpatient admissions over 18 months with no specific inclusion or"
     " exclusion criteria, yielding a very heterogeneous cohort in which 21.4% of encounters were septic "
     "[3].", None),
    ("Because comparing sepsis cases with controls shortly before discharge would make the task too easy, "
     "as such controls tend to be clinically stable, the authors matched each sepsis encounter with four "
     "non-sepsis encounters of similar length of stay and baseline covariates [3].",
     "Because comparing sepsis cases with controls shortly before discharge would make the task too "
     "difficult, as such controls tend to be clinically stable, the authors matched each sepsis encounter "
     "with four non-sepsis encounters of similar length of stay and baseline covariates [3]."),
    ("Since the time of sepsis is not known in advance in practice, the authors added a real-time "
     "validation in which an alarm that fires more than 48 hours before sepsis is not counted as a true "
     "positive [3].", None),
]
HUNDRED_NINETEENTH_REFERENCES = """1. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
2. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. Proceedings of the 60th Annual Meeting of the Association for Computational Linguistics (ACL 2022). [PDF](papers/tableformer.pdf)
3. Futoma, J., Hariharan, S., Heller, K., Sendak, M., Brajer, N., Clement, M., Bedoya, A., & O'Brien, C. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. Proceedings of Machine Learning for Healthcare. [PDF](papers/sepsis.pdf)
"""

HUNDRED_TWENTIETH = [
    ("On the single-label Object Recognition data, M3I attained a mean accuracy of 0.832 under five-fold "
     "cross-validation, ahead of all MIL baselines such as MIMLSVM at 0.796 [1].", None),
    ("Both ingredients matter independently: adding only class-specific metrics or only significance "
     "coefficients to the plain C2B distance raises accuracy, and the full model outperforms every one of "
     "its reduced variants [1].",
     "Both ingredients matter independently: adding only class-specific metrics or only significance "
     "coefficients to the plain C2B distance raises accuracy, but the full model fails to outperform its "
     "reduced variants [1]."),
    ("On PASCAL VOC 2010, M3I reduced Hamming loss to 0.119, versus 0.139 for MildML, the best of the "
     "competing baselines [1].",
     "On PASCAL VOC 2010, M3I reduced Hamming loss to 0.191, versus 0.139 for MildML, the best of the "
     "competing baselines [1]."),
    ("The learned significance coefficients weight the same region very differently depending on the "
     "class, so that a horse instance receives only 0.175 in the \"person\" super-bag but 2.861 in the "
     "\"horse\" super-bag [1].",
     "The learned significance coefficients weight the same region very differently depending on the "
     "class, so that a horse instance receives 2.861 in the \"person\" super-bag but only 0.175 in the "
     "\"horse\" super-bag [1]."),
    ("The authors argue that C2B distance is also far more economical to learn than B2B distance, because "
     "its triplet constraints grow as O(NK^2) instead of O(N^3) and the number of bags usually greatly "
     "exceeds the number of classes [1].", None),
    ("When no noise is added, temporal cost aggregation brings only negligible accuracy gains, which the "
     "authors attribute to the synthetic test video being nearly noise-free to begin with [2].",
     "When no noise is added, temporal cost aggregation brings substantial accuracy gains, which the "
     "authors attribute to the synthetic test video being nearly noise-free to begin with [2]."),
    ("Under additive noise of ±20 and ±40, disparity error falls as the feedback coefficient λ grows, "
     "because matches then rely more heavily on the stabler running-average auxiliary cost [2].",
     "Under additive noise of ±20 and ±40, disparity error rises as the feedback coefficient λ grows, "
     "because matches then rely more heavily on the stabler running-average auxiliary cost [2]."),
    ("Measured in disparity estimates per second, the CUDA implementation is the fastest of the compared "
     "real-time methods at 215.7 million per second, although its 6.20% Middlebury error places it second "
     "behind CostFilter [2].",
     "Measured in disparity estimates per second, the CUDA implementation is the fastest of the compared "
     "real-time methods at 215.7 million per second, and its 6.20% Middlebury error places it first, ahead"
     " of CostFilter [2]."),
    ("The authors caution that an unbiased speed comparison is difficult, as the GPUs used across "
     "implementations differ in architecture, number of cores and clock speed [2].", None),
    ("Apart from SQuAD, DPR retrieves better than BM25 on every dataset, and the margin is largest for "
     "small k, for instance 78.4% against 59.1% top-20 accuracy on Natural Questions [3].",
     "Apart from SQuAD, DPR retrieves better than BM25 on every dataset, and the margin is smallest for "
     "small k, for instance 78.4% against 59.1% top-20 accuracy on Natural Questions [3]."),
    ("A dense retriever trained on merely 1,000 Natural Questions examples already beats BM25, and "
     "accuracy keeps rising as the training set grows toward 59k examples [3].", None),
    ("Adding a single BM25 hard negative to in-batch training lifts retrieval accuracy substantially, "
     "whereas a second such negative gives no further benefit [3].",
     "Adding a single BM25 hard negative to in-batch training lifts retrieval accuracy substantially, and "
     "a second such negative yields a further sizeable gain [3]."),
    ("Query-time retrieval is very fast, at 995 questions per second versus 23.7 per CPU thread for BM25, "
     "but indexing is costly, since building the FAISS index over 21 million vectors takes 8.5 hours "
     "compared with roughly 30 minutes for a Lucene inverted index [3].", None),
    ("The authors suggest that the extra pretraining tasks used by ORQA and REALM are probably most useful"
     " when the target training sets are small [3].", None),
]
HUNDRED_TWENTIETH_REFERENCES = """1. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum Margin Multi-Instance Learning. NIPS. [PDF](papers/mimil.pdf)
2. Kowalczuk, J., Psota, E. T., & Pérez, L. C. (2013). Real-time Temporal Stereo Matching using Iterative Adaptive Support Weights. IEEE. [PDF](papers/stereo.pdf)
3. Karpukhin, V., Oğuz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
"""

HUNDRED_TWENTY_FIRST = [
    ("Across six soft red wheat genotypes, post-anthesis heat stress cut grain yield per spike by roughly "
     "30% to 48% and individual grain weight by roughly 27% to 54% [1].", None),
    ("Genotype significantly influenced the heat-induced losses in grain yield per spike and individual "
     "kernel weight, yet it had no significant effect on the reduction in grains per spike [1].",
     "Genotype significantly influenced the heat-induced losses in grain yield per spike and individual "
     "kernel weight, and it likewise had a significant effect on the reduction in grains per spike [1]."),
    ("The stay-green lines CB202 and CB208 incurred the least heat damage to chlorophyll content and to "
     "thylakoid and cell membranes, whereas the check cultivar Ventnor suffered the largest losses in "
     "yield per spike and kernel weight [1].",
     "The stay-green lines CB202 and CB208 incurred the least heat damage to chlorophyll content and to "
     "thylakoid and cell membranes, whereas the check cultivar Ventnor suffered the smallest losses in "
     "yield per spike and kernel weight [1]."),
    ("In a PLS-DA of the leaf metabolome, heat-treated and control samples fell into two distinct groups, "
     "with the first and second components explaining 23.1% and 12.7% of the variance, respectively [1].",
     "In a PLS-DA of the leaf metabolome, heat-treated and control samples fell into two distinct groups, "
     "with the first and second components explaining 32.1% and 12.7% of the variance, respectively [1]."),
    ("Metabolites that accumulated most under heat, such as L-tryptophan with a roughly 11-fold increase, "
     "were negatively correlated with yield, SPAD and Fv/Fm, while heat-depleted metabolites such as "
     "dimethylmaleate showed positive correlations with these traits [1].", None),
    ("In the MIREX frame-based multiple-F0 estimation task, no system between 2009 and 2012 exceeded the "
     "0.69 accuracy achieved by Yeh and Röbel in 2009 [2].", None),
    ("Note tracking scores remain clearly below frame-level multi-pitch results, especially when offsets "
     "must be detected in addition to onsets, although Dressler's 2012 system reached F-measures of 0.65 "
     "for onset-only and 0.45 for onset-offset evaluation [2].",
     "Note tracking scores remain clearly above frame-level multi-pitch results, especially when offsets "
     "must be detected in addition to onsets, although Dressler's 2012 system reached F-measures of 0.65 "
     "for onset-only and 0.45 for onset-offset evaluation [2]."),
    ("Iterative multi-pitch estimation is computationally inexpensive but tends to accumulate errors from "
     "step to step, whereas joint estimation of F0 combinations is more accurate at a higher computational"
     " cost [2].",
     "Iterative multi-pitch estimation is computationally expensive but tends to accumulate errors from "
     "step to step, whereas joint estimation of F0 combinations is more accurate at a higher computational"
     " cost [2]."),
    ("In a user-assisted transcription system, learning instrument spectra from notes labelled by the user"
     " gave considerably better accuracy than merely naming the instruments, across all numbers of "
     "instruments in the mixture [2].", None),
    ("Current evaluation sets are small, with the MIREX multi-F0 development set lasting only 54 seconds, "
     "so the risk of overfitting and of overestimating system performance is high [2].", None),
    ("From 1377 measurements of 235 NEOs in the first year of a DECam survey, 97 of which the survey "
     "itself discovered, the authors infer roughly 3.5 million NEOs larger than about 10 meters [3].", None),
    ("This population is about ten times smaller than predicted by extrapolation from larger sizes or by "
     "normalization to terrestrial impact studies [3].",
     "This population is about a hundred times smaller than predicted by extrapolation from larger sizes "
     "or by normalization to terrestrial impact studies [3]."),
    ("Their estimate of roughly 18,000 NEOs larger than 100 meters is in good agreement with the NEOWISE "
     "figure of 20,500 ± 3000 [3].", None),
    ("Since no implanted synthetic object moved faster than 360 arcsec/hr, detection efficiencies for the "
     "fastest objects had to be extrapolated, and the authors acknowledge that small NEOs with H > 25 may "
     "be undercounted by about 10% [3].",
     "Since no implanted synthetic object moved faster than 360 arcsec/hr, detection efficiencies for the "
     "fastest objects had to be extrapolated, and the authors acknowledge that small NEOs with H > 25 may "
     "be overcounted by about 10% [3]."),
    ("The derived distribution agrees closely with the lunar-crater-based estimate of Werner et al. for H "
     "< 26 but does not reproduce the sharp rise those authors find at H > 26 [3].",
     "The derived distribution agrees closely with the lunar-crater-based estimate of Werner et al. for H "
     "< 26 and also reproduces the sharp rise those authors find at H > 26 [3]."),
]
HUNDRED_TWENTY_FIRST_REFERENCES = """1. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress. PLOS ONE. [PDF](papers/wheat.pdf)
2. Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. (2013). Automatic music transcription: challenges and future directions. Journal of Intelligent Information Systems. [PDF](papers/amt.pdf)
3. Trilling, D. E., Valdes, F., Allen, L., James, D., Fuentes, C., Herrera, D., Axelrod, T., & Rajagopal, J. (2017). The size distribution of near earth objects larger than 10 meters. Submitted to AAS Journals. [PDF](papers/neo.pdf)
"""


# The hundred-and-twenty-second to hundred-and-twenty-fifth drafts (fifteenth session, a twelfth batch,
# results-section sentences written on the eleventh batch's fixes: phrase generation, Getis-Ord pooling, VESPA; RAPT,
# requirement prioritisation, Landmark-RxR; PaperMage, EGP, the diboson excess; preemptive IE, LT accelerations,
# TraceMonkey): 60 correct sentences, 32 planted errors. When written: one false RB005 error, fixed ("cannot easily be
# run" against "we also found it difficult to run ..."), and one RB012 info (known false, above); 11 planted errors
# caught (a twelfth for the wrong reason, known false above).
HUNDRED_TWENTY_SECOND = [
    ("When decomposing adjective-noun and preposition-noun phrases back into their constituent words, cbow"
     " vectors consistently beat count-based vectors, and recovering the words from composed "
     "representations turned out to be easier than from corpus-observed ones [1].",
     "When decomposing adjective-noun and preposition-noun phrases back into their constituent words, cbow"
     " vectors consistently beat count-based vectors, and recovering the words from composed "
     "representations turned out to be harder than from corpus-observed ones [1]."),
    ("Generating an adjective-noun paraphrase from a single noun is considerably more difficult than the "
     "reverse task, yet cbow vectors still reached median ranks below 100 against a random baseline median"
     " rank of 10K [1].", None),
    ("In the recursive task of paraphrasing adjective-noun phrases as noun-preposition-noun sequences, "
     "producing the right preposition proved clearly more difficult than producing the nouns, which the "
     "authors attribute partly to the broad and ambiguous semantics of prepositions [1].",
     "In the recursive task of paraphrasing adjective-noun phrases as noun-preposition-noun sequences, "
     "producing the right preposition proved clearly easier than producing the nouns, which the authors "
     "attribute partly to the broad and ambiguous semantics of prepositions [1]."),
    ("For English-to-Italian adjective-noun translation, translating only when the generation confidence "
     "exceeds a threshold lifts accuracy from 0.21 to 0.45, at the cost of shrinking coverage to 9% of the"
     " phrases [1].",
     "For English-to-Italian adjective-noun translation, translating only when the generation confidence "
     "exceeds a threshold lifts accuracy from 0.21 to 0.45, at the cost of shrinking coverage to 37% of "
     "the phrases [1]."),
    ("In the cross-lingual experiments, the decomposition function worked best when trained on composed "
     "phrase representations, with training on observed phrase vectors giving results roughly 50% lower "
     "[1].", None),
    ("On Potsdam, G-pooling with a threshold of 1.5 obtained the highest mIoU of all pooling variants "
     "tested with FCN (67.98), whereas the 1.0 and 2.0 thresholds could not beat some of the baselines, "
     "which suggests that the choice of threshold matters [2].",
     "On Potsdam, G-pooling with a threshold of 1.5 obtained the highest mIoU of all pooling variants "
     "tested with FCN (67.98), whereas the 1.0 and 2.0 thresholds could not beat some of the baselines, "
     "which suggests that the choice of threshold is largely irrelevant [2]."),
    ("Raising the Getis-Ord threshold lowers the share of each feature map flagged as a spatial cluster, "
     "from about 15.9% at a threshold of 1.0 to about 7.7% at 2.0 on Potsdam [2].", None),
    ("In cross-location tests, G-pooling generalized better than the other pooling functions, exceeding "
     "P-pooling by more than 2% when transferring from Potsdam to Vaihingen and by at least 3.41% in the "
     "opposite direction [2].", None),
    ("Even without using any unlabeled target-domain data, G-pooling came within 0.61% mIoU of the domain "
     "adaptation method AdaptSegNet on the Potsdam-to-Vaihingen transfer, although it did not outperform "
     "it [2].",
     "Even without using any unlabeled target-domain data, G-pooling came within 0.61% mIoU of the domain "
     "adaptation method AdaptSegNet on the Potsdam-to-Vaihingen transfer, and even outperformed it [2]."),
    ("The authors concede that the approach yields little gain when a model is trained and tested on a "
     "single small dataset such as Vaihingen, which holds only around 500 images of 256 × 256 pixels [2].",
     "The authors concede that the approach yields little gain when a model is trained and tested on a "
     "single small dataset such as Vaihingen, which holds only around 5,000 images of 256 × 256 pixels "
     "[2]."),
    ("Among the acknowledged limitations, the optimal window size for the Getis-Ord analysis was never "
     "explored, and clusters were the only kind of spatial pattern considered [2].", None),
    ("Given the masked alignments and gene trees of 18 gene families from Selectome, VESPA reproduced the "
     "database's results exactly, which the authors take as evidence that its automated model setup is "
     "reliable [3].",
     "Given the masked alignments and gene trees of 18 gene families from Selectome, VESPA failed to "
     "reproduce the database's results, which the authors take as evidence that its automated model setup "
     "is unreliable [3]."),
    ("Re-aligning the same families with MUSCLE and PRANK introduced minor discrepancies in the positively"
     " selected sites of five genes, whereas the remaining 13 genes matched the sites reported in "
     "Selectome [3].", None),
    ("Across 7,918 ENSEMBL gene families, 1,998 showed site-specific positive selection under model m8, "
     "compared with 223 families with mouse-specific and 80 with human-specific positive selection under "
     "model A [3].",
     "Across 7,918 ENSEMBL gene families, 1,998 showed site-specific positive selection under model m8, "
     "compared with 223 families with human-specific and 80 with mouse-specific positive selection under "
     "model A [3]."),
    ("Although most VESPA functions finished in under four minutes on the 7,918-family dataset, the "
     "codeML-related steps were far slower, with the reader function taking about 6 hours and codeML "
     "itself consuming 36,180 CPU hours [3].", None),
    ("Homology searches are not fully automated by VESPA, since they are best run as serial jobs on large "
     "computing clusters and submission procedures differ from cluster to cluster [3].",
     "Homology searches are fully automated by VESPA, since they are best run as serial jobs on large "
     "computing clusters and submission procedures differ from cluster to cluster [3]."),
]
HUNDRED_TWENTY_SECOND_REFERENCES = """1. Dinu, G., & Baroni, M. (2014). How to make words with vectors: Phrase generation in distributional semantics. Proceedings of the 52nd Annual Meeting of the Association for Computational Linguistics. [PDF](papers/phrasegen.pdf)
2. Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing Deep Models for Overhead Image Segmentation Through Getis-Ord Gi* Pooling. arXiv preprint arXiv:1912.10667. [PDF](papers/getis.pdf)
3. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science. [PDF](papers/vespa.pdf)
"""

HUNDRED_TWENTY_THIRD = [
    ("In an ablation, substituting random retrieval for kNN-based example retrieval clearly hurt RAPT, "
     "supporting the view that semantically similar example pairs better guide paraphrase generation [1].",
     "In an ablation, substituting random retrieval for kNN-based example retrieval clearly improved RAPT,"
     " supporting the view that semantically similar example pairs better guide paraphrase generation [1]."),
    ("The authors concede that RAPT-based methods may not perform as well on test inputs that are "
     "semantically distant from everything in the training data [1].",
     "The authors argue that RAPT-based methods remain equally effective on test inputs that are "
     "semantically distant from everything in the training data [1]."),
    ("Conditioning NC-RAPT on high novelty raises novelty but can lower BLEU and BERT-based semantic "
     "fidelity, although that fidelity stays comparable to or better than that of the ground-truth "
     "paraphrases [1].", None),
    ("On QQP 140K, RAPT built on GPT2 medium reaches an iBLEU of 14.33, well above SEPARATOR's 5.84, even "
     "though SEPARATOR obtains the lowest self-BLEU [1].", None),
    ("With GPT2 medium, RAPT tunes only about 1.06 million parameters, versus roughly 355 million for full"
     " fine-tuning [1].",
     "With GPT2 medium, RAPT tunes only about 10.6 million parameters, versus roughly 355 million for full"
     " fine-tuning [1]."),
    ("During dynamic validation, MDRPM produced accurate results in about half the time needed by standard"
     " AHP [2].",
     "During dynamic validation, MDRPM produced accurate results in about twice the time needed by "
     "standard AHP [2]."),
    ("Representatives of both companies rated MDRPM better than AHP in effectiveness and efficiency and "
     "had no reservations about declaring it practical and applicable [2].", None),
    ("In the authors' four-requirement worked example, the consistency ratio reached 0.2, exceeding the "
     "0.1 level at or below which judgmental errors are considered very small, so the comparisons showed "
     "moderate judgmental error [2].", None),
    ("In the same example, R1 carried 57.5% of the total importance and was about 11.5 times as important "
     "as R4 [2].",
     "In the same example, R1 carried 75.5% of the total importance and was about 11.5 times as important "
     "as R4 [2]."),
    ("Adding en-RxR complete pairs to R2R training gives essentially no improvement in R2R unseen success "
     "rate, which the authors attribute to an instruction domain gap [3].",
     "Adding en-RxR complete pairs to R2R training gives a substantial improvement in R2R unseen success "
     "rate, which the authors attribute to an instruction domain gap [3]."),
    ("Although the nDTW-based reward gives the highest fidelity scores in unseen environments, it yields "
     "the lowest success rate and the worst Loss Number among all the rewards tested [3].",
     "Although the nDTW-based reward gives the highest fidelity scores in unseen environments, it yields "
     "the highest success rate and the worst Loss Number among all the rewards tested [3]."),
    ("The soft focal-oriented reward outperforms the nDTW reward by a clear margin, raising unseen SR on "
     "en-RxR from 29.3% to 33.7% [3].",
     "The soft focal-oriented reward underperforms the nDTW reward by a clear margin, lowering unseen SR "
     "on en-RxR from 33.7% to 29.3% [3]."),
    ("Relative to the goal-oriented reward, the hard focal-oriented variant lifts unseen SR on en-RxR from"
     " 32.7% to 34.9% and reduces the Loss Number on Landmark-RxR by 416 [3].", None),
    ("On en-RxR validation unseen, the hard-reward agent reaches 34.9% SR, 9.3 points above RCM trained on"
     " en-RxR, although its nDTW of 36.6 remains below RCM's 41.3 [3].", None),
]
HUNDRED_TWENTY_THIRD_REFERENCES = """1. Ray Chowdhury, J., Zhuang, Y., & Wang, S. (2022). Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional Prompt Tuning. AAAI. [PDF](papers/rapt.pdf)
2. Iqbal, M. A., Zaidi, A. M., & Murtaza, S. (2010). A New Requirement Prioritization Model for Market Driven Products Using Analytical Hierarchical Process. 2010 International Conference on Data Storage and Data Engineering. [PDF](papers/reqprio.pdf)
3. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision. NeurIPS. [PDF](papers/landmark.pdf)
"""

HUNDRED_TWENTY_FOURTH = [
    ("On logical structure recovery over S2-VL, the default CoreRecipe built on I-VILA reached a "
     "macro-averaged F1 of 92.7, compared with only 39.1 for Grobid's CRF model [1].",
     "On logical structure recovery over S2-VL, the default CoreRecipe built on I-VILA reached a "
     "macro-averaged F1 of 72.9, compared with only 39.1 for Grobid's CRF model [1]."),
    ("Restricting the evaluation to the categories for which Grobid returns bounding boxes narrows the gap"
     " considerably, but both Transformer-based models still outperform the two Grobid variants [1].",
     "Restricting the evaluation to the categories for which Grobid returns bounding boxes narrows the gap"
     " considerably, and both Grobid variants then outperform the two Transformer-based models [1]."),
    ("Grobid's weak scores on the full benchmark partly reflect categories such as titles or figure text, "
     "for which it supplies no bounding boxes or no output at all and therefore receives zeros under macro"
     " averaging [1].", None),
    ("The authors concede that the comparison is not entirely even-handed, since the Transformer models "
     "had been trained on S2-VL data, which gave them an advantage over Grobid [1].", None),
    ("Because Grobid tightly couples its PDF parser with its models, its model components cannot easily be"
     " run on an alternative token stream, which makes head-to-head comparisons with research models "
     "difficult [1].",
     "Because Grobid loosely couples its PDF parser with its models, its model components can easily be "
     "run on an alternative token stream, which makes head-to-head comparisons with research models simple"
     " [1]."),
    ("On the synthetic Tree-NeighborsMatch task, a GIN augmented with EGP layers solves depth-5 instances "
     "with 100% accuracy, while the plain GIN baseline manages only 29% [2].",
     "On the synthetic Tree-NeighborsMatch task, a GIN augmented with EGP layers solves depth-5 instances "
     "with 100% accuracy, while the plain GIN baseline manages only 49% [2]."),
    ("Propagating over the Cayley graph improved mean performance on all four OGB graph classification "
     "datasets, with the clearest gain on ogbg-molhiv, where ROC-AUC rose from 0.7558 to 0.7934 [2].", None),
    ("In the ablations, a fully-adjacent layer remains strong on ogbg-molhiv and ogbg-molpcba but runs out"
     " of memory once graphs grow as large as those in ogbg-ppa [2].",
     "In the ablations, a fully-adjacent layer remains strong on ogbg-molhiv and ogbg-molpcba and, unlike "
     "EGP, scales comfortably to graphs as large as those in ogbg-ppa [2]."),
    ("On ogbg-molpcba, EGP does not match the master-node or fully-adjacent variants, trailing both of "
     "them in average precision [2].", None),
    ("The authors acknowledge that arbitrarily aligning the Cayley graph's nodes with the input graph "
     "could introduce stochasticity, although their preliminary experiments revealed no such negative "
     "effects [2].", None),
    ("With the signal extracted from the WW selection region, the predicted yield in the WZ region lies "
     "well within the statistical 1σ band, while the ZZ region shows a slight tension that disappears once"
     " systematic uncertainties at the 50% level are included [3].",
     "With the signal extracted from the WW selection region, the predicted yield in the WZ region lies "
     "well within the statistical 1σ band, while the ZZ region shows a slight tension that persists even "
     "once systematic uncertainties at the 50% level are included [3]."),
    ("Replacing the fitted ZZ background shape with the WZ or WW shape leaves only 3.0 and 1.7 excess "
     "events, respectively, instead of 6.4, suggesting that the ZZ tension may stem from a poorly "
     "predicted background shape caused by limited statistics [3].", None),
    ("The CMS fully hadronic search, with limits of 11 fb on WW and 10 fb on ZZ at 2 TeV, lies above the "
     "predicted 1σ bands and thus imposes no additional constraint on the parameter space [3].", None),
    ("Going from 8 to 13 TeV, the gluon-fusion cross section of a 2 TeV sgoldstino is expected to rise by "
     "a factor of about 19, versus roughly 7 for a quark-antiquark resonance of the same mass, so the "
     "excess should grow markedly faster than under a heavy vector hypothesis [3].",
     "Going from 8 to 13 TeV, the gluon-fusion cross section of a 2 TeV sgoldstino is expected to rise by "
     "a factor of about 19, versus roughly 7 for a quark-antiquark resonance of the same mass, so the "
     "excess should grow markedly more slowly than under a heavy vector hypothesis [3]."),
    ("Lacking acceptances for a scalar decaying to transverse vector bosons, the authors expect them to be"
     " about 50% smaller than for longitudinal decays, yet they reuse the bulk-graviton acceptances "
     "reported by ATLAS [3].",
     "Lacking acceptances for a scalar decaying to transverse vector bosons, the authors expect them to be"
     " about 50% larger than for longitudinal decays, yet they reuse the bulk-graviton acceptances "
     "reported by ATLAS [3]."),
]
HUNDRED_TWENTY_FOURTH_REFERENCES = """1. Lo, K., Shen, Z., Newman, B., Chang, J. C., Authur, R., Bransom, E., Candra, S., Chandrasekhar, Y., Huff, R., Kuehl, B., Singh, A., Wilhelm, C., Zamarron, A., Hearst, M. A., Weld, D. S., Downey, D., & Soldaini, L. (2023). PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents. Proceedings of the 2023 Conference on Empirical Methods in Natural Language Processing: System Demonstrations. [PDF](papers/papermage.pdf)
2. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. Proceedings of the First Learning on Graphs Conference (LoG 2022). [PDF](papers/egp.pdf)
3. Petersson, C., & Torre, R. (2015). ATLAS diboson excess from low scale supersymmetry breaking. arXiv preprint arXiv:1508.05632. [PDF](papers/diboson.pdf)
"""

HUNDRED_TWENTY_FIFTH = [
    ("Of 48 randomly sampled tables judged by an evaluator, 36 (75%) were considered consistent, and 118 "
     "of the 161 rows (73%) fit their table's description [1].",
     "Of 48 randomly sampled tables judged by an evaluator, 42 (88%) were considered consistent, and 118 "
     "of the 161 rows (73%) fit their table's description [1]."),
    ("Compared against a manually compiled list of North American hurricanes, the largest discovered table"
     " recovered six of the nine storms, although the authors note that recall cannot be measured exactly "
     "[1].", None),
    ("An inspection of ten incorrect rows traced four of them to coreference mistakes and only one to a "
     "parsing error [1].",
     "An inspection of ten incorrect rows traced four of them to parsing mistakes and only one to a "
     "coreference error [1]."),
    ("Unlike most prior IE work, the discovery procedure runs with no human intervention, as the user does"
     " not need to specify the type of articles or information to be extracted [1].", None),
    ("The authors concede that the overall recall of their system might be lower than that of existing IE "
     "systems, because it relies on clusters of comparable articles rather than on a single document [1].",
     "The authors concede that the overall recall of their system might be higher than that of existing IE"
     " systems, because it relies on clusters of comparable articles rather than on a single document [1]."),
    ("Four inhomogeneous models fitted to 182 supernovae from the Riess gold sample achieved chi-squared "
     "values between 164.7 and 184.3, against 165.3 for the ΛCDM model [2].", None),
    ("Although the distance deceleration parameter of these supernova-fitting models turns negative away "
     "from the origin, their volume deceleration parameter remains strictly positive, so fitting the "
     "supernova data does not require volume acceleration [2].",
     "Although the distance deceleration parameter of these supernova-fitting models turns negative away "
     "from the origin, their volume deceleration parameter also becomes negative, so fitting the supernova"
     " data requires volume acceleration [2]."),
    ("A galaxy-cluster model could be made to show negative volume deceleration only by choosing a large "
     "positive curvature function E, which pushed the bang time to around 11.44 × 10^9 years and left a "
     "Universe only a few hundred thousand years old [2].", None),
    ("The authors acknowledge that spherically symmetric Lemaître–Tolman models are arguably too simple to"
     " capture averaging and back-reaction fully, and suggest that the volume deceleration parameter might"
     " turn negative only when averaging over scales larger than 100 Mpc [2].",
     "The authors acknowledge that spherically symmetric Lemaître–Tolman models are arguably too simple to"
     " capture averaging and back-reaction fully, and demonstrate that the volume deceleration parameter "
     "turns negative when averaging over scales larger than 100 Mpc [2]."),
    ("The study does not rule out back-reaction as an explanation of dark energy, but argues that such an "
     "explanation should rest on methods other than the volume deceleration parameter [2].", None),
    ("On SunSpider, TraceMonkey was the fastest of the compared engines on 9 of the 26 benchmarks, with "
     "integer-heavy bit-manipulation programs benefiting most, up to a 25x speedup on bitops-bitwise-and "
     "[3].",
     "On SunSpider, TraceMonkey was the fastest of the compared engines on 9 of the 26 benchmarks, with "
     "floating-point-heavy programs benefiting most, up to a 25x speedup on bitops-bitwise-and [3]."),
    ("Because recursion was not yet traced, TraceMonkey gained little or nothing on recursion-heavy "
     "benchmarks such as access-binary-trees and controlflow-recursive, for which it generated no native "
     "code [3].",
     "Because recursion was not yet traced, TraceMonkey gained the most on recursion-heavy benchmarks such"
     " as access-binary-trees and controlflow-recursive, for which it generated no native code [3]."),
    ("Native traces execute a bytecode in about 9 cycles versus roughly 35 in the interpreter, an "
     "estimated 3.9x speedup that exceeds the 3.0x overall speedup of the other VMs [3].", None),
    ("Trace recording and compilation remain costly, at about 3800 and 3150 cycles per bytecode "
     "respectively, so a trace must run roughly 270 times before the compilation pays off [3].", None),
    ("Overhead on the interpreter is modest, since the total time spent in the trace monitor is usually "
     "below 5% [3].", None),
]
HUNDRED_TWENTY_FIFTH_REFERENCES = """1. Shinyama, Y., & Sekine, S. (2006). Preemptive Information Extraction using Unrestricted Relation Discovery. Proceedings of the Human Language Technology Conference of the NAACL (HLT-NAACL 2006). [PDF](papers/preemptive.pdf)
2. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. Journal of Cosmology and Astroparticle Physics. [PDF](papers/accel.pdf)
3. Gal, A., Eich, B., Shaver, M., Anderson, D., Mandelin, D., Haghighat, M. R., Kaplan, B., Hoare, G., Zbarsky, B., Orendorff, J., Ruderman, J., Smith, E., Reitmaier, R., Bebenita, M., Chang, M., & Franz, M. (2009). Trace-based Just-in-Time Type Specialization for Dynamic Languages. PLDI. [PDF](papers/tracemonkey.pdf)
"""


# The hundred-and-twenty-sixth to hundred-and-twenty-ninth drafts (fifteenth session, a thirteenth batch,
# results-section sentences written on the twelfth batch's fixes: SIFT, Hoare's axioms, MapReduce; heavy mesons, the
# dining cryptographers, S2ORC; SemEAGAT, M3I, ACE inhibitors; Paper Plain, adapters, birdsong FM): 58 correct
# sentences, 30 planted errors. When written: one false RB005 error, fixed ("20 times faster than any of the other
# three methods" against a caption's "faster than real-time processing": real time is a threshold, "any" no operand
# word), and one RB004 warning (known false, above); 6 planted errors caught (one, "agree considerably worse", against
# the conclusion's "in quite good agreement" rather than the b / c comparison).
HUNDRED_TWENTY_SIXTH = [
    ("Under priority scheduling with rate-ordered priorities, SIFT's tasks are guaranteed to finish within"
     " their frames only up to about 70 percent processor loading, whereas the simply periodic scheme on "
     "which SIFT's scheduler is based tolerates loading up to the full capacity of the processor [1].",
     "Under priority scheduling with rate-ordered priorities, SIFT's tasks are guaranteed to finish within"
     " their frames only up to about 90 percent processor loading, whereas the simply periodic scheme on "
     "which SIFT's scheduler is based tolerates loading up to the full capacity of the processor [1]."),
    ("The SIFT designers argue that no reliable clock resynchronization algorithm can exist for just three"
     " clocks when failure behavior is arbitrary, and instead devise an algorithm for four or more clocks "
     "that keeps the system immune to a single faulty clock [1].",
     "The SIFT designers argue that no reliable clock resynchronization algorithm can exist for just three"
     " clocks when failure behavior is arbitrary, and instead devise an algorithm for two or more clocks "
     "that keeps the system immune to a single faulty clock [1]."),
    ("A complete SIFT bus unit, counting all of its interfaces, is estimated to be only about 10 percent "
     "as complex as a main processing module [1].",
     "A complete SIFT bus unit, counting all of its interfaces, is estimated to be about ten times as "
     "complex as a main processing module [1]."),
    ("Low-level mechanisms such as error-correcting codes in memory are deliberately left out of SIFT, "
     "since the authors expect them to yield only a slight gain in reliability [1].", None),
    ("The reliability estimates for SIFT presuppose correct software, and the authors admit they have not "
     "yet decided how to verify that the Pascal programs are compiled correctly and that the hardware "
     "executes them correctly [1].", None),
    ("Hoare observes that axioms A1 to A9 hold not only for the infinite set of mathematical integers but "
     "also for the finite integer sets manipulated by computers, as long as these are confined to "
     "nonnegative numbers [2].", None),
    ("Hoare's axioms and rules give no basis for proving that a program terminates, so a statement P{Q}R "
     "should be read as holding only provided the program successfully terminates [2].",
     "Hoare's axioms and rules give a sound basis for proving that a program terminates, so a statement "
     "P{Q}R should be read as holding only provided the program successfully terminates [2]."),
    ("According to Hoare, testing frequently takes up more than half the time of a programming project "
     "and, once machine time is realistically costed, two thirds or more of its cost goes into removing "
     "errors during that phase [2].", None),
    ("Hoare cautions that, at least for now, program proving will be difficult even for highly capable "
     "programmers and may be applicable only to quite simple program designs [2].",
     "Hoare cautions that, at least for now, program proving will be easy even for highly capable "
     "programmers and may be applicable only to quite simple program designs [2]."),
    ("Disabling backup tasks makes the MapReduce sort benchmark 44% slower, stretching its elapsed time to"
     " 1283 seconds because a few straggling reduce tasks finish long after the rest [3].",
     "Disabling backup tasks makes the MapReduce sort benchmark 44% faster, stretching its elapsed time to"
     " 1283 seconds because a few straggling reduce tasks finish long after the rest [3]."),
    ("Even with 200 of its 1746 worker processes deliberately killed, the sort still completed in 933 "
     "seconds, only about 5% longer than a normal run [3].", None),
    ("Completed map tasks have to be re-executed when their worker fails because their output sits on that"
     " machine's local disk, whereas completed reduce tasks need not be rerun since their output is kept "
     "in the global file system [3].",
     "Completed map tasks have to be re-executed when their worker fails because their output sits on that"
     " machine's local disk, and completed reduce tasks must likewise be rerun even though their output is"
     " kept in the global file system [3]."),
    ("Thanks to the locality optimization, the sort's input rate exceeds both its shuffle and output "
     "rates, since most data is read from local disk and bypasses the bandwidth-constrained network [3].",
     "Thanks to the locality optimization, the sort's input rate falls below both its shuffle and output "
     "rates, since most data is read from local disk and bypasses the bandwidth-constrained network [3]."),
    ("Rewriting Google's production indexing system with MapReduce shrank one phase of the computation "
     "from about 3800 to about 700 lines of C++ code [3].", None),
]
HUNDRED_TWENTY_SIXTH_REFERENCES = """1. Wensley, J. H., Lamport, L., Goldberg, J., Green, M. W., Levitt, K. N., Melliar-Smith, P. M., Shostak, R. E., & Weinstock, C. B. (1978). SIFT: Design and Analysis of a Fault-Tolerant Computer for Aircraft Control. Proceedings of the IEEE. [PDF](papers/sift.pdf)
2. Hoare, C. A. R. (1969). An Axiomatic Basis for Computer Programming. Communications of the ACM. [PDF](papers/hoare.pdf)
3. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
"""

HUNDRED_TWENTY_SEVENTH = [
    ("With twelve parameters in total, some fixed at Godfrey–Isgur values and the rest fitted to selected "
     "meson masses, the spectator-equation model reproduces the pseudoscalar and vector B mesons at 5.28 "
     "and 5.33 GeV, exactly matching experiment [1].", None),
    ("Zeng et al. find that their spectra agree considerably better with data for b-flavored than for "
     "c-flavored heavy-light mesons, attributing this in part to the faster convergence of the "
     "nonrelativistic expansion for the heavier quark [1].",
     "Zeng et al. find that their spectra agree considerably worse with data for b-flavored than for "
     "c-flavored heavy-light mesons, attributing this in part to the faster convergence of the "
     "nonrelativistic expansion for the heavier quark [1]."),
    ("In the heavy-light sector, the computed hyperfine splittings systematically overshoot the measured "
     "ones [1].", None),
    ("For bottomonium, the predicted levels track the data closely below the BB̄ threshold, but the fit "
     "deteriorates as states approach and cross it, which the authors ascribe to the omission of coupling "
     "to strong decay channels [1].",
     "For bottomonium, the predicted levels track the data closely below the BB̄ threshold, and the fit "
     "improves further as states approach and cross it, which the authors ascribe to the omission of "
     "coupling to strong decay channels [1]."),
    ("Using only the leading-order wave functions, the model yields an HQET parameter Λ̄ of about 0.45 GeV"
     " for the ground-state pseudoscalar/vector doublet, in reasonable accord with literature estimates "
     "[1].",
     "Using only the leading-order wave functions, the model yields an HQET parameter Λ̄ of about 0.54 GeV"
     " for the ground-state pseudoscalar/vector doublet, in reasonable accord with literature estimates "
     "[1]."),
    ("Running the protocol over a ring network demands, on average, roughly four times the bandwidth of "
     "ordinary traceable schemes, in which a message travels only halfway around before its recipient "
     "removes it [2].",
     "Running the protocol over a ring network demands, on average, roughly twice the bandwidth of "
     "ordinary traceable schemes, in which a message travels only halfway around before its recipient "
     "removes it [2]."),
    ("If keys are shared only along a cycle, no single participant learns anything, yet any two colluders "
     "can split the graph and possibly expose a participant located directly between them [2].", None),
    ("Chaum argues that the key-sharing graph and each participant's per-round outputs need not be kept "
     "secret for untraceability to hold [2].",
     "Chaum argues that the key-sharing graph and each participant's per-round outputs must be kept secret"
     " for untraceability to hold [2]."),
    ("Mix-nets may suit mail-like systems with periodic deliveries and many messages per interval, whereas"
     " dc-nets appear preferable when messages must be delivered continually with no time for batching "
     "[2].", None),
    ("When every participant reserves exactly one slot per reserving block, the birthday paradox forces "
     "the block length to scale quadratically with the number of participants [2].", None),
    ("Pretrained on 16.4B tokens, nearly five times the size of SciBERT's corpus, S2ORC-SciBERT beats "
     "SciBERT on many tasks even though much of its training text falls outside biomedicine and computer "
     "science [3].",
     "Pretrained on 16.4B tokens, nearly ten times the size of SciBERT's corpus, S2ORC-SciBERT beats "
     "SciBERT on many tasks even though much of its training text falls outside biomedicine and computer "
     "science [3]."),
    ("On ACL-ARC citation-intent classification, however, S2ORC-SciBERT trails SciBERT, reaching 68.45 "
     "macro-F1 against 70.98 [3].",
     "On ACL-ARC citation-intent classification, however, S2ORC-SciBERT surpasses SciBERT, reaching 68.45 "
     "macro-F1 against 70.98 [3]."),
    ("In a manual check of 500 sampled paper clusters with PDFs, canonical metadata selection was accurate"
     " for 93% of titles and 89% of authors [3].", None),
    ("LaTeX parses link far fewer bibliography entries per paper than GROBID parses (6.8 versus 19.3 on "
     "average), mostly because many physics bibliographies omit paper titles, on which the linking "
     "algorithm relies [3].", None),
    ("Counterintuitively, metadata pulled from LaTeX sources turned out to be of lower quality than "
     "PDF-derived metadata, so the authors do not use it for paper clustering or metadata selection [3].", None),
]
HUNDRED_TWENTY_SEVENTH_REFERENCES = """1. Zeng, J., Van Orden, J. W., & Roberts, W. (1994). Heavy Mesons In A Relativistic Model. CEBAF Theory Group Preprint CEBAF-TH-94-08. [PDF](papers/mesons.pdf)
2. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal of Cryptology. [PDF](papers/chaum.pdf)
3. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. Proceedings of the 58th Annual Meeting of the Association for Computational Linguistics. [PDF](papers/s2orc.pdf)
"""

HUNDRED_TWENTY_EIGHTH = [
    ("On the ACE2005 test set, SemEAGAT reaches an F1 of 76.8%, edging out the document-aware HGEED model "
     "by 0.6 points [1].",
     "On the ACE2005 test set, SemEAGAT reaches an F1 of 76.8%, edging out the document-aware HGEED model "
     "by 1.6 points [1]."),
    ("Against MOGANED, which also relies on graph attention, SemEAGAT is better on precision, recall and "
     "F1 alike, with a 1.1-point gain in F1 [1].", None),
    ("SemEAGAT does not surpass Bi-LSTM+GAN or LearnToSelectED in recall, yet its precision is clearly "
     "higher than that of either model [1].",
     "SemEAGAT surpasses Bi-LSTM+GAN and LearnToSelectED in recall, yet its precision is clearly lower "
     "than that of either model [1]."),
    ("Ablations show that stripping out the BiLSTM contextual encoder causes the largest degradation (F1 "
     "falls to 70.3%), whereas removing only the edge-aware multi-head attention costs 2.3 F1 points [1].",
     "Ablations show that stripping out the BiLSTM contextual encoder causes the smallest degradation (F1 "
     "falls to 70.3%), whereas removing only the edge-aware multi-head attention costs 2.3 F1 points [1]."),
    ("Deeper EAGAT stacks help only up to a point: F1 first climbs and then declines as layers are added, "
     "a drop the authors attribute to over-smoothing, and two layers were ultimately chosen [1].", None),
    ("With 5-fold cross-validation on the 20-category Object Recognition set, the full M3I model attains a"
     " mean accuracy of 0.832, ahead of the strongest baseline, MIMLSVM, at 0.796 [2].", None),
    ("Across all three benchmarks, the complete M3I model outperforms each of its simplified variants, "
     "namely plain C2B, C2B with class-specific metrics, and C2B with significance coefficients [2].", None),
    ("Since class-to-bag triplet constraints scale as O(NK^2) rather than the O(N^3) of bag-to-bag models,"
     " the approach is considerably cheaper to train whenever bags far outnumber classes [2].",
     "Since class-to-bag triplet constraints scale as O(NK^2) rather than the O(N^3) of bag-to-bag models,"
     " the approach is considerably more expensive to train whenever bags far outnumber classes [2]."),
    ("On Corel5K, where models are trained on 4500 images and tested on the remaining 500, M3I yields the "
     "lowest Hamming loss (0.207) and the highest average precision (0.593) among the compared methods "
     "[2].", None),
    ("The learned significance coefficients behave as intended: a horse region in an image tagged with "
     "both \"person\" and \"horse\" receives a weight of only 0.175 in the person super-bag but 2.861 in the "
     "horse super-bag [2].", None),
    ("Compound 33RE inhibits the N-domain with a Ki of roughly 11 nM, in the same range as the parent "
     "RXP407 (about 21 nM), and both compounds show around three orders of magnitude preference for the "
     "N-domain over the C-domain [3].",
     "Compound 33RE inhibits the N-domain with a Ki of roughly 11 nM, in the same range as the parent "
     "RXP407 (about 21 nM), and both compounds show around two orders of magnitude preference for the "
     "N-domain over the C-domain [3]."),
    ("The Y369F substitution lowers the binding affinity of 33RE 36-fold, compared with only an 8-fold "
     "loss for R381E, implicating Tyr369 as the main contributor to its N-selectivity [3].",
     "The Y369F substitution lowers the binding affinity of 33RE 36-fold, compared with only an 8-fold "
     "loss for R381E, implicating Arg381 as the main contributor to its N-selectivity [3]."),
    ("Combining both mutations in the YR/FE variant has an additive effect, reducing 33RE affinity about "
     "250-fold and collapsing its N-selectivity to roughly 4-fold from 927-fold in the wild type [3].", None),
    ("In the co-crystal structure, 33RE no longer forms the salt bridge with Arg381 that RXP407 makes, but"
     " compensates through aromatic stacking with His388 and a direct hydrogen bond to Tyr369 [3].",
     "In the co-crystal structure, 33RE still forms the salt bridge with Arg381 that RXP407 makes, and "
     "adds aromatic stacking with His388 and a direct hydrogen bond to Tyr369 [3]."),
    ("Because His388 is conserved across both domains, the added aromatic stacking may raise affinity for "
     "both, at the price of slightly lower N-selectivity than the parent molecule [3].", None),
]
HUNDRED_TWENTY_EIGHTH_REFERENCES = """1. Xi, Y., Lu, J., Hang, T., Zhang, Y., Wang, Z., & Feng, J. (2022). SemEAGAT: A Novel Approach by Incorporating Semantic Dependency Graph in Event Detection. Journal of Physics: Conference Series. [PDF](papers/semeagat.pdf)
2. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum Margin Multi-Instance Learning. Advances in Neural Information Processing Systems (NIPS). [PDF](papers/mimil.pdf)
3. Douglas, R. G., Sharma, R. K., Masuyer, G., Lubbe, L., Zamora, I., Acharya, K. R., Chibale, K., & Sturrock, E. D. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science. [PDF](papers/ace.pdf)
"""

HUNDRED_TWENTY_NINTH = [
    ("In a within-subjects study with 24 participants, readers using Paper Plain rated their reading "
     "difficulty significantly lower than readers using a standard PDF reader, with a median of 2 versus 4"
     " on a five-point scale [1].",
     "In a within-subjects study with 24 participants, readers using Paper Plain rated their reading "
     "difficulty significantly higher than readers using a standard PDF reader, with a median of 2 versus "
     "4 on a five-point scale [1]."),
    ("Comprehension did not suffer with the tool: participants answered on average 3.67 of seven questions"
     " correctly with Paper Plain versus 3.50 with the PDF reader, and a non-inferiority test confirmed no"
     " loss in comprehension [1].", None),
    ("When every feature was available, readers gravitated toward the key question index and answer gists "
     "and used the section gists and term definitions far less often [1].",
     "When every feature was available, readers gravitated toward the key question index and answer gists "
     "and used the section gists and term definitions far more often [1]."),
    ("Eighteen of the 20 participants who had the key question index in at least one condition picked it, "
     "rather than the answer gists, as the most helpful feature [1].", None),
    ("The authors acknowledge that the short, timed 10-minute reading task may have inflated reliance on "
     "the key question index and that comprehension differences might become more pronounced with longer "
     "reading time [1].",
     "The authors acknowledge that the short, timed 10-minute reading task may have suppressed reliance on"
     " the key question index and that comprehension differences might become more pronounced with longer "
     "reading time [1]."),
    ("On GLUE, adapter tuning reaches a mean score of 80.0 against 80.4 for full fine-tuning while "
     "training only about 3.6% of the parameters per task [2].",
     "On GLUE, adapter tuning reaches a mean score of 80.0 against 80.4 for full fine-tuning while "
     "training only about 36% of the parameters per task [2]."),
    ("Tuning only the layer normalization parameters is far cheaper but performs poorly, with accuracy "
     "dropping by roughly 3.5% on CoLA and 4% on MNLI [2].", None),
    ("Adapters in the lower layers matter less than those in the upper layers, as removing the adapters "
     "from layers 0-4 barely changes MNLI performance [2].", None),
    ("Architectural extensions such as adding normalization inside the adapter, stacking more layers per "
     "adapter, or switching to activations like tanh did not yield a significant gain over the basic "
     "bottleneck design [2].",
     "Architectural extensions such as adding normalization inside the adapter, stacking more layers per "
     "adapter, or switching to activations like tanh yielded a significant gain over the basic bottleneck "
     "design [2]."),
    ("The simple spectrographic method processed audio in about 0.02 of its duration, running at least 20 "
     "times faster than any of the other three FM analysis methods [3].",
     "The simple spectrographic method processed audio in about 0.02 of its duration, running at least 50 "
     "times faster than any of the other three FM analysis methods [3]."),
    ("Features extracted with the ss, rm and dd methods remained highly robust to added noise and MP3 "
     "compression, whereas matching pursuit features proved unreliable [3].",
     "Features extracted with the ss, rm and dd methods remained highly robust to added noise and MP3 "
     "compression, whereas matching pursuit features proved the most robust of all [3]."),
    ("Taken alone, FM features were less predictive of species identity than frequency features, but "
     "appending them to the frequency features significantly boosted classification [3].",
     "Taken alone, FM features were more predictive of species identity than frequency features, but "
     "appending them to the frequency features significantly boosted classification [3]."),
    ("In the 56-species classification task the weighted AUC peaked at around 70%, and post hoc tests "
     "found no significant difference between the ss and dd methods [3].", None),
    ("The authors concede that, unlike the other three methods, the simple spectrographic approach has no "
     "obvious way to generalize to recordings in which several birds vocalize simultaneously [3].", None),
]
HUNDRED_TWENTY_NINTH_REFERENCES = """1. August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2022). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. ACM Transactions on Computer-Human Interaction. [PDF](papers/paperplain.pdf)
2. Houlsby, N., Giurgiu, A., Jastrzebski, S., Morrone, B., de Laroussilhe, Q., Gesmundo, A., Attariyan, M., & Gelly, S. (2019). Parameter-Efficient Transfer Learning for NLP. Proceedings of the 36th International Conference on Machine Learning (ICML). [PDF](papers/adapters.pdf)
3. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
"""


# A fourteenth batch of results-style drafts (sixteenth session), over the twelve shared papers the drafts used
# least (SIFT, SemEAGAT, data placement; heavy mesons, dining cryptographers, music transcription; REALM, the
# diboson paper, disk-based video; Hoare, phrase generation, preemptive IE), written against a frozen copy of
# the fifteenth session's last code: 60 correct sentences, 1 false finding when written (an RB012 info on a
# survey's own field-wide claim, "most AMT methods": KNOWN_FALSE); 7 of 31 planted caught, 9 after the
# session's fixes ("more likely" against "less likely", read as a comparison of likelihood without "than";
# "considerably worse than its theoretical bound", whose source sentence the parser cut after a dash set out
# in the margin, parser 35). Missed: "underestimates" (the source's "overestimates" in a sentence ranked
# below), "deteriorate" -> "improve" and "drop" -> "rise" (two-clause claims), "at least three colluders"
# (a count in words), "linearly" for "quadratically", "leads ... on recall" ("is exceeded by them on R"),
# "hurts least" ("achieves the worst performance"), "cannot be solved in polynomial time" (the sentence
# ranked below a theorem's lead-in), "widens" ("cuts HMM-T's advantage"), "Conquered included" ("except
# Conquered"), "several settings" ("no parameter settings"), "higher values" (the clause after the passage
# read), "persists" ("is removed once"), a cause reversed ("rather than readmission"), "largely dependent"
# ("independent"), "harder to decompose" ("easier"), "raises accuracy by roughly 50%" (a table caption's
# "50% lower"), "only 12 were judged consistent" (12 is the paper's count of the others), two causes swapped.
HUNDRED_THIRTIETH = [
    ("Because SIFT processors need only be loosely synchronized, to within about 50 μs, replicated copies "
     "of a task iteration can run at slightly different times on different processors, which makes "
     "simultaneous transient faults less likely to produce correlated failures across the replicas [1].",
     "Because SIFT processors need only be loosely synchronized, to within about 50 μs, replicated copies "
     "of a task iteration can run at slightly different times on different processors, which makes "
     "simultaneous transient faults more likely to produce correlated failures across the replicas [1]."),
    ("Priority scheduling that gives the fastest-iterating tasks the highest priorities meets every frame "
     "deadline only while the load stays below ln(2) of processor capacity, roughly 70 percent, whereas "
     "the simply periodic strategy on which SIFT's scheduler is based guarantees completion at up to 100 "
     "percent loading [1].",
     "Priority scheduling that gives the fastest-iterating tasks the highest priorities meets every frame "
     "deadline only while the load stays below ln(2) of processor capacity, roughly 90 percent, whereas "
     "the simply periodic strategy on which SIFT's scheduler is based guarantees completion at up to 100 "
     "percent loading [1]."),
    ("The classic median clock algorithm is not safe with three clocks: a faulty clock that shows "
     "different values to different observers can lead the two good clocks to resynchronize onto "
     "themselves and slowly drift apart until the system fails [1].",
     "The classic median clock algorithm is safe with three clocks: a faulty clock that shows different "
     "values to different observers can lead the two good clocks to resynchronize onto themselves and "
     "slowly drift apart until the system fails [1]."),
    ("Memory contention in SIFT is expected to add little delay, since the 250 ns memory cycle is short "
     "compared with the roughly 10 μs it takes to move a full word across a bus [1].", None),
    ("The authors concede that verifying that the Pascal programs are compiled correctly and that the "
     "hardware executes them correctly remains open, a step they call theoretically straightforward but "
     "difficult in practice [1].", None),
    ("On the ACE2005 test set, SemEAGAT obtains the highest precision and F1 of all compared systems (80.7"
     " and 76.8), edging out the 2021 HGEED model by 0.6 F1 points [2].", None),
    ("SemEAGAT trails Bi-LSTM+GAN and LearnToSelectED on recall, which the authors attribute to those "
     "models concentrating on recognizing more trigger candidates while SemEAGAT favours more precise "
     "semantic representations [2].",
     "SemEAGAT leads Bi-LSTM+GAN and LearnToSelectED on recall, which the authors attribute to those "
     "models concentrating on recognizing more trigger candidates while SemEAGAT favours more precise "
     "semantic representations [2]."),
    ("Against the GAT-based MOGANED, SemEAGAT is better on precision, recall and F1 alike, gaining 1.1 "
     "points of F1, which the authors credit to incorporating semantic dependency edges in an edge-aware "
     "manner [2].", None),
    ("In the ablation study, removing the BiLSTM contextual encoder hurts most, pulling F1 down to 70.3, "
     "while dropping only the additional edge-aware multi-head attention costs 2.3 F1 points [2].",
     "In the ablation study, removing the BiLSTM contextual encoder hurts least, pulling F1 down to 70.3, "
     "while dropping only the additional edge-aware multi-head attention costs 2.3 F1 points [2]."),
    ("Stacking EAGAT layers helps only up to a point: F1 first climbs with depth and then turns downward, "
     "a decline the authors attribute to over-smoothing of node representations, so two layers were used "
     "in the final model [2].", None),
    ("Golubchik et al. prove that the Sliding-Window algorithm of Shachnai and Tamir always packs at least"
     " a 1 − 1/(1+√k)^2 fraction of items in homogeneous storage systems, and that there are instances "
     "where no algorithm can pack a larger fraction [3].", None),
    ("They further show how to implement Sliding-Window in O((N+M) log(N+M)) time, improving on the O(NM) "
     "implementation of the original paper [3].", None),
    ("Data placement stays hard even with identical disks: the problem is NP-complete when each disk can "
     "hold two objects and strongly NP-hard when it can hold three, whereas the single-object case is "
     "solvable in polynomial time by a simple greedy algorithm [3].",
     "Data placement stays hard even with identical disks: the problem is NP-complete when each disk can "
     "hold two objects and strongly NP-hard when it can hold three, whereas even the single-object case "
     "cannot be solved in polynomial time by a simple greedy algorithm [3]."),
    ("In simulations with Zipf-distributed demand (L = 100, N = 5), the worst-case bound turned out to be "
     "reasonably tight when object popularity was strongly skewed, as is typical of video-on-demand "
     "servers [3].", None),
    ("When requests are spread roughly evenly across objects and disks have small storage capacity, "
     "Sliding-Window can perform considerably better than its theoretical bound, although the bound "
     "becomes reasonably tight again for larger k [3].",
     "When requests are spread roughly evenly across objects and disks have small storage capacity, "
     "Sliding-Window can perform considerably worse than its theoretical bound, although the bound becomes"
     " reasonably tight again for larger k [3]."),
]
HUNDRED_THIRTIETH_REFERENCES = """1. Wensley, J. H., Lamport, L., Goldberg, J., Green, M. W., Levitt, K. N., Melliar-Smith, P. M., Shostak, R. E., & Weinstock, C. B. (1978). SIFT: Design and Analysis of a Fault-Tolerant Computer for Aircraft Control. Proceedings of the IEEE. [PDF](papers/sift.pdf)
2. Xi, Y., Lu, J., Hang, T., Zhang, Y., Wang, Z., & Feng, J. (2022). SemEAGAT: A Novel Approach by Incorporating Semantic Dependency Graph in Event Detection. Journal of Physics: Conference Series. [PDF](papers/semeagat.pdf)
3. Golubchik, L., Khanna, S., Khuller, S., Thurimella, R., & Zhu, A. (2009). Approximation Algorithms for Data Placement on Parallel Disks. ACM Transactions on Algorithms. [PDF](papers/placement.pdf)
"""

HUNDRED_THIRTY_FIRST = [
    ("Although the fitted spectra agree well with the data overall, the model systematically overestimates"
     " the hyperfine splittings, and the agreement is markedly better for b-flavored than for c-flavored "
     "mesons [1].",
     "Although the fitted spectra agree well with the data overall, the model systematically "
     "underestimates the hyperfine splittings, and the agreement is markedly better for b-flavored than "
     "for c-flavored mesons [1]."),
    ("For the bottomonium system, the calculated levels match experiment well below the BB̄ threshold but "
     "deteriorate as the masses approach and cross it, which the authors tentatively attribute to the "
     "omission of coupling to strong decay channels [1].",
     "For the bottomonium system, the calculated levels match experiment well below the BB̄ threshold but "
     "improve as the masses approach and cross it, which the authors tentatively attribute to the omission"
     " of coupling to strong decay channels [1]."),
    ("Mapping the leading-order structure of the model onto HQET yields Λ̄ = 0.45 GeV for the ground-state"
     " pseudoscalar/vector doublet, a value reasonably consistent with other estimates in the literature "
     "[1].",
     "Mapping the leading-order structure of the model onto HQET yields Λ̄ = 0.54 GeV for the ground-state"
     " pseudoscalar/vector doublet, a value reasonably consistent with other estimates in the literature "
     "[1]."),
    ("In the fit, the pseudoscalar B meson mass of 5.28 GeV is reproduced exactly, whereas the D meson "
     "comes out at 1.85 GeV against a measured 1.87 GeV [1].", None),
    ("The description of charmonium is less satisfactory than that of bottomonium, possibly because "
     "truncating the nonrelativistic expansion at order 1/m_Q² is inadequate for the lighter charm quark "
     "[1].", None),
    ("When keys are shared only along a cycle, a participant acting alone learns nothing, yet any two "
     "colluders can partition the graph and may fully compromise the participant sitting between them [2].",
     "When keys are shared only along a cycle, a participant acting alone learns nothing, yet at least "
     "three colluders are needed to partition the graph and compromise the participant sitting between "
     "them [2]."),
    ("Unlike mix-nets, whose reliance on public-key cryptography makes them at best computationally "
     "secure, dc-nets can provide unconditionally secure sender untraceability when built on unconditional"
     " secrecy channels [2].", None),
    ("Chaum suggests that mix-nets may suit mail-like systems with periodic deliveries and many messages "
     "per interval, while dc-nets appear preferable when messages must be delivered continually with no "
     "time for batching [2].", None),
    ("Owing to the birthday paradox, the number of bits in each reserving block must grow quadratically "
     "with the number of participants [2].",
     "Owing to the birthday paradox, the number of bits in each reserving block need only grow linearly "
     "with the number of participants [2]."),
    ("Disruption cannot be ruled out entirely, since any participant can clog the channel by transmitting "
     "continuously, but non-disrupters can eventually stop it provided the key graph and outputs are "
     "publicly agreed and some rounds can be contested [2].", None),
    ("In the MIREX frame-based multi-F0 task, the system of Yeh and Röbel reached an accuracy of 0.69 in "
     "2009 and 2010 and has not been improved upon since 2009 [3].",
     "In the MIREX frame-based multi-F0 task, the system of Yeh and Röbel reached an accuracy of 0.59 in "
     "2009 and 2010 and has not been improved upon since 2009 [3]."),
    ("Note tracking scores drop considerably when offsets as well as onsets are evaluated, with Dressler's"
     " 2012 system attaining average F-measures of 0.65 for onset-only and 0.45 for onset-offset tracking "
     "[3].",
     "Note tracking scores rise considerably when offsets as well as onsets are evaluated, with Dressler's"
     " 2012 system attaining average F-measures of 0.65 for onset-only and 0.45 for onset-offset tracking "
     "[3]."),
    ("In a user-assisted transcription system, asking users to label notes for each instrument gave "
     "considerably higher accuracy than asking them only to name the instrument types, regardless of how "
     "many instruments were in the mixture [3].",
     "In a user-assisted transcription system, asking users to label notes for each instrument gave "
     "considerably lower accuracy than asking them only to name the instrument types, regardless of how "
     "many instruments were in the mixture [3]."),
    ("A score-informed piano tutoring system was able to detect correct and extra notes played by students"
     " but performed considerably worse on missed notes [3].", None),
    ("Evaluation data remain small: the commonly used RWC subset consists of only twelve 30-second "
     "excerpts and the MIREX multi-F0 development set lasts just 54 s, so the risk of overfitting and "
     "overestimating performance is high [3].", None),
    ("Although most AMT methods can estimate note dynamics from pitch salience or activations, their "
     "accuracy on dynamics has not yet been evaluated, partly for lack of ground-truth data [3].", None),
]
HUNDRED_THIRTY_FIRST_REFERENCES = """1. Zeng, J., Van Orden, J. W., & Roberts, W. (1994). Heavy Mesons In A Relativistic Model. CEBAF Theory Group Preprint CEBAF-TH-94-08. [PDF](papers/mesons.pdf)
2. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal of Cryptology. [PDF](papers/chaum.pdf)
3. Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. (2013). Automatic music transcription: challenges and future directions. Journal of Intelligent Information Systems. [PDF](papers/amt.pdf)
"""

HUNDRED_THIRTY_SECOND = [
    ("In type-checking experiments on four relations, HMM-T achieved a higher area under the "
     "precision/recall curve than an n-gram type checker on every relation, averaging 0.849 against 0.712 "
     "[1].", None),
    ("Replacing the BM25 similarity with cosine distance narrows HMM-T's margin over the n-gram type "
     "checker, though HMM-T's error rate still remains about 23% lower on average [1].",
     "Replacing the BM25 similarity with cosine distance widens HMM-T's margin over the n-gram type "
     "checker, though HMM-T's error rate still remains about 23% lower on average [1]."),
    ("REALM's gains over TextRunner's frequency ranking were statistically significant on all four "
     "relations (p < 0.01), and its gains over the pattern-learning baseline were significant on every "
     "relation except Conquered [1].",
     "REALM's gains over TextRunner's frequency ranking were statistically significant on all four "
     "relations (p < 0.01), and its gains over the pattern-learning baseline were significant on every "
     "relation, Conquered included [1]."),
    ("Bolting HMM-T type checking onto the pattern learner raised its average area under the curve from "
     "0.785 to 0.808, but this hybrid still fell short of the full REALM system at 0.851 [1].", None),
    ("The authors concede that the pattern-learning baseline is sensitive to its parameter settings, yet "
     "they found no setting that performed significantly better than the configuration tuned for "
     "Headquartered, while many performed significantly worse [1].",
     "The authors concede that the pattern-learning baseline is sensitive to its parameter settings, yet "
     "they found several settings that performed significantly better than the configuration tuned for "
     "Headquartered, while many performed significantly worse [1]."),
    ("Because ATLAS only reported acceptances for resonances decaying to longitudinally polarized bosons, "
     "the authors estimate from CMS results that acceptances for decays into transverse bosons could be "
     "about 50% smaller, which would shift the preferred region toward lower values of the gaugino masses "
     "and the SUSY-breaking scale [2].",
     "Because ATLAS only reported acceptances for resonances decaying to longitudinally polarized bosons, "
     "the authors estimate from CMS results that acceptances for decays into transverse bosons could be "
     "about 50% smaller, which would shift the preferred region toward higher values of the gaugino masses"
     " and the SUSY-breaking scale [2]."),
    ("With the signal extracted from the WW region, the predicted WZ yield sits comfortably inside the "
     "ATLAS 1σ band, while the ZZ region shows a slight tension that goes away once signal systematic "
     "uncertainties of about 50% are taken into account [2].",
     "With the signal extracted from the WW region, the predicted WZ yield sits comfortably inside the "
     "ATLAS 1σ band, while the ZZ region shows a slight tension that persists even once signal systematic "
     "uncertainties of about 50% are taken into account [2]."),
    ("Re-estimating the ZZ excess with the WZ or WW background shapes gives only 3.0 and 1.7 events, "
     "respectively, compared with 6.4 from the ATLAS fit, suggesting the ZZ tension may reflect a "
     "mismodelled background shape caused by limited statistics [2].",
     "Re-estimating the ZZ excess with the WZ or WW background shapes gives only 3.0 and 4.7 events, "
     "respectively, compared with 6.4 from the ATLAS fit, suggesting the ZZ tension may reflect a "
     "mismodelled background shape caused by limited statistics [2]."),
    ("The CMS fully hadronic limits of 11 fb for WW and 10 fb for ZZ lie above the predicted 1σ bands and "
     "thus impose no extra constraint, whereas the semi-leptonic CMS search, with its 3 fb bound in the WW"
     " channel, does exclude part of the favoured region [2].", None),
    ("On the real server, hybrid placement proved slightly less efficient than CTL owing to its extra "
     "seeks, supporting 29 full-rate users against 34 for CTL [3].", None),
    ("When 34 users were admitted, hybrid placement sustained a higher total throughput than CTL (16,900 "
     "versus 12,000 Kb/s), even though CTL led at 18 users (23,200 versus 21,700 Kb/s) [3].", None),
    ("Without scalability, the 99% delay quantile for pause (13 rounds) was only slightly below those for "
     "reverse and forward scan (15 and 16 rounds), indicating that readmission rather than block retrieval"
     " during scanning accounts for most of the delay [3].",
     "Without scalability, the 99% delay quantile for pause (13 rounds) was only slightly below those for "
     "reverse and forward scan (15 and 16 rounds), indicating that block retrieval during scanning rather "
     "than readmission accounts for most of the delay [3]."),
    ("Allowing each user a single one-rate scaledown cut the pause delay quantile from 13 to 7 rounds, and"
     " relaxing the scaledown threshold to two rates drove the quantile to zero for all three interactive "
     "functions [3].",
     "Allowing each user a single one-rate scaledown cut the pause delay quantile from 13 to 9 rounds, and"
     " relaxing the scaledown threshold to two rates drove the quantile to zero for all three interactive "
     "functions [3]."),
    ("The authors acknowledge that they did not address redundancy for interleaved storage, an issue that "
     "must be resolved before such a system is commercially viable [3].", None),
]
HUNDRED_THIRTY_SECOND_REFERENCES = """1. Downey, D., Schoenmackers, S., & Etzioni, O. (2007). Sparse Information Extraction: Unsupervised Language Models to the Rescue. Proceedings of the 45th Annual Meeting of the Association of Computational Linguistics. [PDF](papers/realm.pdf)
2. Petersson, C., & Torre, R. (2015). ATLAS diboson excess from low scale supersymmetry breaking. arXiv:1508.05632 [hep-ph]. [PDF](papers/diboson.pdf)
3. Chang, E., & Zakhor, A. (1997). Disk-Based Storage for Scalable Video. IEEE Transactions on Circuits and Systems for Video Technology. [PDF](papers/diskvideo.pdf)
"""

HUNDRED_THIRTY_THIRD = [
    ("Hoare notes that his axioms and inference rules offer no basis for proving that a program "
     "terminates, so a triple P{Q}R only describes the results provided that execution actually completes "
     "[1].",
     "Hoare notes that his axioms and inference rules also offer a basis for proving that a program "
     "terminates, so a triple P{Q}R describes the results even when execution never completes [1]."),
    ("He observes that program testing often takes up more than half the time of an entire programming "
     "project and that, under a realistic costing of machine time, two thirds or more of the project's "
     "cost goes into removing errors during that phase [1].",
     "He observes that program testing often takes up more than half the time of an entire programming "
     "project and that, under a realistic costing of machine time, one third or more of the project's cost"
     " goes into removing errors during that phase [1]."),
    ("The integer axioms A1 to A9 hold not only for the infinite integers of mathematics but also for the "
     "finite sets manipulated by computers, as long as these are confined to nonnegative numbers, and "
     "their truth is largely independent of how overflow is handled [1].",
     "The integer axioms A1 to A9 hold not only for the infinite integers of mathematics but also for the "
     "finite sets manipulated by computers, as long as these are confined to nonnegative numbers, and "
     "their truth is largely dependent on how overflow is handled [1]."),
    ("Hoare expects features such as arrays, recursion and parallel execution to pose no great difficulty "
     "as long as the language stays simple, whereas labels and jumps, pointers and name parameters present"
     " real difficulty for the axiomatic treatment [1].", None),
    ("He cautions that, at least for now, proving programs will be hard even for highly capable "
     "programmers and may only be applicable to fairly simple program designs [1].", None),
    ("When phrase vectors are decomposed back into their two constituent words, cbow vectors consistently "
     "outperform count vectors, and composed representations turn out to be easier to decompose than "
     "corpus-observed ones [2].",
     "When phrase vectors are decomposed back into their two constituent words, cbow vectors consistently "
     "outperform count vectors, and composed representations turn out to be harder to decompose than "
     "corpus-observed ones [2]."),
    ("On the AN-N paraphrasing set, composing the adjective and noun and returning the nearest noun gives "
     "the correct paraphrase a median rank of 11 with cbow vectors, against 171 with count vectors [2].", None),
    ("In recursive AN-to-NPN paraphrasing the first noun is recovered almost perfectly, while generating "
     "the preposition is clearly harder, a gap the authors partly attribute to the ambiguous and broad "
     "semantics of prepositions [2].", None),
    ("For cross-lingual adjective-noun translation, training the decomposition function on observed "
     "instead of composed phrase representations lowers accuracy by roughly 50% [2].",
     "For cross-lingual adjective-noun translation, training the decomposition function on observed "
     "instead of composed phrase representations raises accuracy by roughly 50% [2]."),
    ("Translating from English into Italian only when generation confidence exceeds 0.65 lifts "
     "adjective-noun accuracy from 0.21 to 0.45, but coverage shrinks to just 9% of the phrases [2].", None),
    ("Dinu and Baroni acknowledge that their experiments assume the syntactic structure of the phrase to "
     "be generated is given, and they leave removing this assumption to future work [2].", None),
    ("In a manual evaluation of 48 randomly chosen tables, 36 (75%) were judged consistent, and 118 of the"
     " 161 rows (73%) fit the description assigned to their table [3].",
     "In a manual evaluation of 48 randomly chosen tables, only 12 were judged consistent, and 118 of the "
     "161 rows (73%) fit the description assigned to their table [3]."),
    ("When recall was estimated against a manually compiled list of North American hurricanes, the system "
     "had extracted 6 of the 9 storms [3].", None),
    ("Of 10 incorrect rows inspected, four stemmed from coreference errors and only one from a parse error"
     " [3].",
     "Of 10 incorrect rows inspected, four stemmed from parse errors and only one from a coreference error"
     " [3]."),
    ("Shinyama and Sekine concede that the overall recall of their system may be lower than that of "
     "existing IE systems, since events are discovered from clusters of comparable articles rather than "
     "from single documents [3].",
     "Shinyama and Sekine concede that the overall recall of their system may be higher than that of "
     "existing IE systems, since events are discovered from clusters of comparable articles rather than "
     "from single documents [3]."),
]
HUNDRED_THIRTY_THIRD_REFERENCES = """1. Hoare, C. A. R. (1969). An axiomatic basis for computer programming. Communications of the ACM. [PDF](papers/hoare.pdf)
2. Dinu, G., & Baroni, M. (2014). How to make words with vectors: Phrase generation in distributional semantics. Proceedings of the 52nd Annual Meeting of the Association for Computational Linguistics. [PDF](papers/phrasegen.pdf)
3. Shinyama, Y., & Sekine, S. (2006). Preemptive information extraction using unrestricted relation discovery. Proceedings of the Human Language Technology Conference of the NAACL. [PDF](papers/preemptive.pdf)
"""


# A fifteenth batch (sixteenth session), written against a frozen copy of the code after the fourteenth batch's
# fixes (VESPA, stereo matching, SIFT; requirement prioritization, the P300 study, ACE inhibitors; RAPT, Open IE
# domain adaptation, Landmark-RxR; PaperMage, deep learning, heavy mesons): 60 correct sentences, 3 false findings
# when written, all fixed: RB005 (an error) on "did not prove harmful in practice", a denial against the sentence
# that only describes the overgeneralization, where the next one says "was not harmful" (a linking verb's
# negation, "did not prove harmful", now denies the adjective too); RB007 (warnings) on "15 participants" against
# the paper's "Fifteen healthy German students" (a source's number words of ten and more are stated numbers) and
# on "the roughly 2,900-fold of RXP407" against the table's 2896 (a hedged number with two trailing zeros is a
# rounding). 5 of 30 planted caught (the same now). Missed: "diverged ... unreliable" ("identical"), "eleven
# genes" (the count's sentence ranked below), "rule out running them in parallel", "substantial improvement"
# ("improvements are negligible"), "falls with noise strength" (a trend the source shows only in a figure),
# "roughly 60 frames per second" (60 is printed on a figure's axis; the table row has no words), "must be
# tightly synchronized", "a reliable ... algorithm can exist" and "better for c-flavored than for b-flavored"
# (each read against another clause's best-aligned sentence: a single source's claim is read whole), "twice
# the time" ("in half time"), "amount to a considerable overhead" ("not considered as overhead"), "every
# contrast ... reached significance", "somewhat higher than", "about 16-fold" (36-fold), "preserved the salt
# bridge" ("loss of the salt bridge"), "underperforms", "work just as well", "driven more by", "proved
# harmful", "also has the best success rate", "Grobid outperformed", "easy to express", "often a problem"
# ("rarely"), "more than 40%" (a 40 stands in the reference list), "grow better" ("deteriorates").
HUNDRED_THIRTY_FOURTH = [
    ("When VESPA was given the same masked alignments and gene trees for 18 Selectome gene families, it "
     "produced results identical to those in the Selectome database, suggesting that its automated model "
     "setup is reliable [1].",
     "When VESPA was given the same masked alignments and gene trees for 18 Selectome gene families, it "
     "produced results that diverged from those in the Selectome database, suggesting that its automated "
     "model setup is unreliable [1]."),
    ("Re-aligning these families with MUSCLE and PRANK led to minor differences in the positively selected"
     " sites of five genes, showing that the choice of input alignment can influence which sites are "
     "called [1].",
     "Re-aligning these families with MUSCLE and PRANK led to minor differences in the positively selected"
     " sites of eleven genes, showing that the choice of input alignment can influence which sites are "
     "called [1]."),
    ("Among 7,918 Ensembl gene families, 1,998 showed evidence of site-specific positive selection, "
     "compared with 223 under mouse-specific and only 80 under human-specific positive selection [1].", None),
    ("Most VESPA functions finished in under four minutes on this genome-scale dataset, whereas the "
     "codeML-related functions took considerably longer, with codeml_reader alone needing roughly six "
     "hours [1].", None),
    ("The authors acknowledge that these codeML-related functions are a bottleneck and plan to shorten "
     "their execution time, possibly by running them in parallel on multi-core processors [1].",
     "The authors acknowledge that these codeML-related functions are a bottleneck and plan to shorten "
     "their execution time, although they rule out running them in parallel on multi-core processors [1]."),
    ("Temporal cost aggregation brings negligible improvement on noise-free frames but markedly reduces "
     "disparity error once uniform noise of ±20 or ±40 is added [2].",
     "Temporal cost aggregation brings substantial improvement on noise-free frames and markedly reduces "
     "disparity error once uniform noise of ±20 or ±40 is added [2]."),
    ("The best feedback coefficient rises with noise strength, since leaning on the auxiliary cost helps "
     "under heavy noise whereas the current frame's cost is the better choice when noise is low [2].",
     "The best feedback coefficient falls with noise strength, since leaning on the auxiliary cost helps "
     "under heavy noise whereas the current frame's cost is the better choice when noise is low [2]."),
    ("Running on a GeForce GTX 680, the implementation reaches 215.7 million disparity estimates per "
     "second, roughly 90 frames per second for 320×240 images with 32 disparity levels, the highest speed "
     "among the real-time methods compared [2].",
     "Running on a GeForce GTX 680, the implementation reaches 215.7 million disparity estimates per "
     "second, roughly 60 frames per second for 320×240 images with 32 disparity levels, the highest speed "
     "among the real-time methods compared [2]."),
    ("In accuracy, however, it ranks only second among real-time methods on the Middlebury benchmark, "
     "averaging 6.20% bad pixels against 5.55% for CostFilter [2].", None),
    ("The authors caution that an unbiased speed comparison is hard to establish, because the graphics "
     "hardware differs in architecture, number of cores and clock speed across implementations [2].", None),
    ("Because voting is performed only on state data at the start of each iteration, the SIFT processors "
     "need only be loosely synchronized, to within about 50 microseconds, rather than run in lockstep [3].",
     "Because voting is performed only on state data at the start of each iteration, the SIFT processors "
     "must be tightly synchronized, to within about 50 microseconds, and run in lockstep [3]."),
    ("The authors argue that no reliable clock resynchronization algorithm can exist for just three clocks"
     " when a failing clock may behave arbitrarily, whereas their algorithm for four or more clocks "
     "tolerates a single faulty clock and generalizes to M simultaneous failures among N clocks when N > "
     "3M [3].",
     "The authors argue that a reliable clock resynchronization algorithm can exist for just three clocks "
     "when a failing clock may behave arbitrarily, and their algorithm for four or more clocks tolerates a"
     " single faulty clock and generalizes to M simultaneous failures among N clocks when N > 3M [3]."),
    ("Priority scheduling is guaranteed to meet its deadlines only when the load stays below ln(2) of "
     "processor capacity, about 70 percent, whereas deadline scheduling allows full loading but its "
     "overhead cancels this benefit for the brief tasks typical of flight control [3].", None),
    ("Low-level techniques such as error-correcting codes in memory were left out of the SIFT design, as "
     "they would yield only a slight gain in reliability [3].", None),
    ("The authors concede that verifying that the Pascal programs are compiled correctly and that the "
     "hardware executes them correctly, though theoretically straightforward, is a difficult practical "
     "problem they have not yet decided how to address [3].", None),
]
HUNDRED_THIRTY_FOURTH_REFERENCES = """1. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science. [PDF](papers/vespa.pdf)
2. Kowalczuk, J., Psota, E. T., & Pérez, L. C. (2013). Real-time Temporal Stereo Matching using Iterative Adaptive Support Weights. IEEE. [PDF](papers/stereo.pdf)
3. Wensley, J. H., Lamport, L., Goldberg, J., Green, M. W., Levitt, K. N., Melliar-Smith, P. M., Shostak, R. E., & Weinstock, C. B. (1978). SIFT: Design and Analysis of a Fault-Tolerant Computer for Aircraft Control. Proceedings of the IEEE. [PDF](papers/sift.pdf)
"""

HUNDRED_THIRTY_FIFTH = [
    ("In dynamic validation at two companies, the AHP-based MDRPM produced accurate priorities in roughly "
     "half the time that conventional AHP required [1].",
     "In dynamic validation at two companies, the AHP-based MDRPM produced accurate priorities but took "
     "roughly twice the time that conventional AHP required [1]."),
    ("Representatives of both participating companies rated the model above standard AHP in effectiveness "
     "and efficiency and had no reservations about calling it practical and applicable [1].", None),
    ("By grouping requirements into bins and comparing them only within each bin, the model drastically "
     "cuts the number of pairwise comparisons relative to traditional AHP, which becomes unusable once the"
     " number of requirements passes a certain threshold [1].", None),
    ("The model presupposes abstract requirements, no dependencies between requirements and no conflict "
     "among the people doing the comparisons, although the authors argue that these prerequisites do not "
     "amount to an overhead [1].",
     "The model presupposes abstract requirements, no dependencies between requirements and no conflict "
     "among the people doing the comparisons, and the authors concede that these prerequisites amount to a"
     " considerable overhead [1]."),
    ("In the authors' four-requirement worked example, the consistency ratio came out at 0.2, above the "
     "0.1 cut-off for negligible judgmental error, which they read as a moderate degree of inconsistency "
     "[1].", None),
    ("In an EEG study in which 15 participants entered PINs on a touchscreen phone, combined "
     "auditory-visual-haptic feedback evoked the largest P300 amplitude, whereas visual-only feedback "
     "evoked the smallest [2].", None),
    ("Among the Sidak-corrected pairwise comparisons of P300 amplitude, only the contrast between "
     "tri-modal and auditory-only feedback reached significance (p < .05) [2].",
     "Among the Sidak-corrected pairwise comparisons of P300 amplitude, every contrast between multimodal "
     "and unimodal feedback reached significance (p < .05) [2]."),
    ("Haptic feedback produced the shortest P300 latency, with its peak arriving significantly earlier "
     "than that evoked by auditory feedback [2].",
     "Haptic feedback produced the longest P300 latency, with its peak arriving significantly later than "
     "that evoked by auditory feedback [2]."),
    ("Users responded significantly faster after visual or haptic feedback than after the other feedback "
     "types, while tri-modal feedback was followed by the slowest reactions [2].", None),
    ("The authors concede that their no-feedback baseline departs from typical smartphone use, where some "
     "visual feedback is usually present, and suggest that a more realistic setup with ambient noise and "
     "light reflections might yield more ecologically valid results [2].", None),
    ("The tetrazole-bearing compound 33RE inhibited the N-domain with a Ki of about 11 nM, in the same "
     "range as the 21 nM of its parent RXP407, while both compounds inhibited the C-domain only at "
     "micromolar concentrations [3].", None),
    ("At 927-fold, the N-selectivity of 33RE was somewhat lower than the roughly 2,900-fold of RXP407, a "
     "drop the authors attribute to aromatic stacking with the conserved His388 that may raise affinity "
     "for both domains [3].",
     "At 927-fold, the N-selectivity of 33RE was somewhat higher than the roughly 2,900-fold of RXP407, a "
     "gain the authors attribute to aromatic stacking with the conserved His388 that may raise affinity "
     "for both domains [3]."),
    ("Replacing Tyr369 with phenylalanine weakened 33RE binding about 36-fold, compared with only an "
     "8-fold loss for the R381E mutant, pointing to Tyr369 as the main contributor to the compound's "
     "N-selectivity [3].",
     "Replacing Tyr369 with phenylalanine weakened 33RE binding about 16-fold, compared with only an "
     "8-fold loss for the R381E mutant, pointing to Tyr369 as the main contributor to the compound's "
     "N-selectivity [3]."),
    ("In the YR/FE double mutant the two substitutions acted additively, lowering 33RE affinity roughly "
     "250-fold and leaving only about 4-fold N-selectivity [3].", None),
    ("The 2.2 Å co-crystal structure showed that modifying the P2 aspartate abolished the salt bridge with"
     " Arg381, whereas the tetrazole instead formed a direct hydrogen bond with Tyr369 [3].",
     "The 2.2 Å co-crystal structure showed that modifying the P2 aspartate preserved the salt bridge with"
     " Arg381, whereas the tetrazole additionally formed a direct hydrogen bond with Tyr369 [3]."),
]
HUNDRED_THIRTY_FIFTH_REFERENCES = """1. Iqbal, M. A., Zaidi, A. M., & Murtaza, S. (2010). A New Requirement Prioritization Model for Market Driven Products Using Analytical Hierarchical Process. 2010 International Conference on Data Storage and Data Engineering. [PDF](papers/reqprio.pdf)
2. Antons, J.-N., Arndt, S., Seebode, J., Schleicher, R., & Möller, S. (2013). Did You Notice? Neuronal Processing of Multimodal Mobile Phone Feedback. CHI 2013 Extended Abstracts. [PDF](papers/eeg.pdf)
3. Douglas, R. G., Sharma, R. K., Masuyer, G., Lubbe, L., Zamora, I., Acharya, K. R., Chibale, K., & Sturrock, E. D. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science. [PDF](papers/ace.pdf)
"""

HUNDRED_THIRTY_SIXTH = [
    ("Across the four benchmarks, RAPT generally outperforms the GPT2 adaptation baselines on almost every"
     " metric except BERT-based semantic similarity, which can suffer slightly as novelty rises [1].",
     "Across the four benchmarks, RAPT generally underperforms the GPT2 adaptation baselines on almost "
     "every metric except BERT-based semantic similarity, which can suffer slightly as novelty rises [1]."),
    ("An ablation that swaps kNN retrieval for random example retrieval cuts iBLEU on QQP 50K from 10.61 "
     "to 6.22, suggesting that semantically similar exemplars guide paraphrasing better [1].", None),
    ("The authors concede that RAPT-based methods may not work as well when test inputs are semantically "
     "distant from anything in the training set [1].",
     "The authors show that RAPT-based methods work just as well when test inputs are semantically distant"
     " from anything in the training set [1]."),
    ("On QQP 140K, NC-RAPT conditioned on high novelty reaches an iBLEU of 15.05, far above the 5.84 "
     "reported for SEPARATOR, which has the lowest self-BLEU but a weak BLEU score [1].", None),
    ("When adapting GPT2 Medium, RAPT tunes only about 1.06 million parameters, whereas full fine-tuning "
     "updates roughly 355 million [1].", None),
    ("In the NFL-scoring domain, results differed markedly across relations, driven less by the quantity "
     "of training data than by how local the relevant information was [2].",
     "In the NFL-scoring domain, results differed markedly across relations, driven more by the quantity "
     "of training data than by how local the relevant information was [2]."),
    ("TeamFinalScore, whose game mention and scores nearly always share a tuple argument, reached 0.95 "
     "precision at 0.87 recall, while GameLoser achieved 0.93 precision but only 0.32 recall [2].", None),
    ("Just 20 new instances tagged through active learning lifted GameWinner precision from 0.48 to 0.91 "
     "at a recall of about 0.2 [2].",
     "Just 200 new instances tagged through active learning lifted GameWinner precision from 0.48 to 0.91 "
     "at a recall of about 0.2 [2]."),
    ("The tendency of the class recognizers to overgeneralize, for example treating halftime scores as "
     "final scores, did not prove harmful in practice [2].",
     "The tendency of the class recognizers to overgeneralize, for example treating halftime scores as "
     "final scores, proved harmful in practice [2]."),
    ("In the intelligence community domain, adding generic named entity recognizers enabled some "
     "high-precision rules but gave limited recall, because about half of the argument values are common "
     "nouns [2].", None),
    ("Training on R2R together with complete en-RxR pairs yields no real SR gain in unseen R2R "
     "environments, whereas substituting Landmark-RxR sub pairs raises unseen SR by 7.1% [3].",
     "Training on R2R together with complete en-RxR pairs yields no real SR gain in unseen R2R "
     "environments, whereas substituting Landmark-RxR sub pairs raises unseen SR by 1.7% [3]."),
    ("Although the agent trained with an nDTW reward obtains the highest fidelity scores in unseen "
     "environments, it has the worst success rate and Loss Number among all reward variants [3].",
     "Although the agent trained with an nDTW reward obtains the highest fidelity scores in unseen "
     "environments, it also has the best success rate and Loss Number among all reward variants [3]."),
    ("Relative to the plain nDTW reward, the soft focal-oriented reward increases validation-unseen SR on "
     "en-RxR from 29.3% to 33.7% [3].", None),
    ("With the hard focal-oriented reward, the agent reaches 34.9% SR on the en-RxR validation unseen "
     "split, a 9.3% improvement over RCM trained on en-RxR [3].", None),
    ("The authors note that widely used fidelity metrics such as nDTW and CLS are sensitive to where "
     "difficult points fall, an effect that is especially pronounced for long trajectories [3].", None),
]
HUNDRED_THIRTY_SIXTH_REFERENCES = """1. Ray Chowdhury, J., Zhuang, Y., & Wang, S. (2022). Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional Prompt Tuning. AAAI. [PDF](papers/rapt.pdf)
2. Soderland, S., Roof, B., Qin, B., Xu, S., Mausam, & Etzioni, O. (2010). Adapting Open Information Extraction to Domain-Specific Relations. AI Magazine. [PDF](papers/openie.pdf)
3. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision. NeurIPS. [PDF](papers/landmark.pdf)
"""

HUNDRED_THIRTY_SEVENTH = [
    ("When papermage's CoreRecipe was evaluated for logical structure recovery on S2-VL, the I-VILA "
     "configuration attained a macro-averaged F1 of 92.7, far above the 37.6 to 39.1 obtained when the "
     "pipeline instead called Grobid's CRF or neural models [1].", None),
    ("Part of Grobid's weak showing on the full category set stems from categories such as titles or "
     "figure text for which it returned no bounding boxes or no output at all and which were therefore "
     "scored as zero, and restricting the evaluation to the Grobid subset lifts its F1 to roughly 78-79 "
     "[1].", None),
    ("Even on that restricted subset the Transformer-based models outperformed Grobid, a result the "
     "authors call unsurprising because the Transformers had also been trained on S2-VL data [1].",
     "Even on that restricted subset Grobid outperformed the Transformer-based models, a result the "
     "authors call unsurprising because the Transformers had also been trained on S2-VL data [1]."),
    ("Because papermage stores layers as unordered attributes that need not be nested, it can "
     "cross-reference sentences and lines even though neither is strictly contained in the other, a "
     "relationship that would be hard to express in a tree-structured XML format [1].",
     "Because papermage stores layers as unordered attributes that need not be nested, it can "
     "cross-reference sentences and lines even though neither is strictly contained in the other, a "
     "relationship that would be easy to express in a tree-structured XML format [1]."),
    ("The authors caution that extracting bibliographic metadata with the toolkit can be noisy and lead to"
     " misattributed manuscripts, and they advise users to cross-check extracted content against other "
     "sources where possible [1].", None),
    ("On the 2012 ImageNet benchmark of about a million web images spanning 1,000 classes, deep "
     "convolutional networks came close to halving the error rates of the best competing approaches [2].", None),
    ("LeCun and colleagues maintain that poor local minima are rarely a problem for large networks, which "
     "almost always converge to solutions of very similar quality whatever the initial conditions [2].",
     "LeCun and colleagues maintain that poor local minima are often a problem for large networks, which "
     "almost always converge to solutions of very similar quality whatever the initial conditions [2]."),
    ("Compared with smoother non-linearities such as tanh, the rectified linear unit typically learns much"
     " faster in networks with many layers, which makes it possible to train deep supervised networks "
     "without unsupervised pre-training [2].",
     "Compared with smoother non-linearities such as tanh, the rectified linear unit typically learns much"
     " more slowly in networks with many layers, which makes it possible to train deep supervised networks"
     " without unsupervised pre-training [2]."),
    ("By the late 1990s, a document-reading system that coupled a ConvNet with a probabilistic model of "
     "language constraints was processing more than 10% of all cheques written in the United States [2].",
     "By the late 1990s, a document-reading system that coupled a ConvNet with a probabilistic model of "
     "language constraints was processing more than 40% of all cheques written in the United States [2]."),
    ("Although systems that combine deep learning with reinforcement learning are described as still in "
     "their infancy, they already beat passive vision systems on classification tasks [2].", None),
    ("In a relativistic spectator model containing twelve parameters in total, the fitted spectrum gives a"
     " D meson mass of 1.85 GeV against the measured 1.87 GeV and reproduces the observed B meson mass of "
     "5.28 GeV [3].", None),
    ("The calculated hyperfine splittings are uniformly larger than the measured ones, and the overall "
     "agreement is considerably better for b-flavored than for c-flavored mesons [3].",
     "The calculated hyperfine splittings are uniformly larger than the measured ones, and the overall "
     "agreement is considerably better for c-flavored than for b-flavored mesons [3]."),
    ("For bottomonium the predicted masses match the data well below the BB threshold but grow worse as "
     "they approach and cross it, which the authors tentatively ascribe to the omission of couplings to "
     "strong decay channels [3].",
     "For bottomonium the predicted masses match the data well below the BB threshold but grow better as "
     "they approach and cross it, which the authors tentatively ascribe to the omission of couplings to "
     "strong decay channels [3]."),
    ("The 1/m_Q expansion is expected to work better for b-flavored mesons, where the heavy quark moves at"
     " roughly one fifth of the speed of light, than for c-flavored ones, where its velocity is about half"
     " that of light [3].", None),
    ("Using only the leading-order structure of the model, the authors estimate the HQET parameter "
     "Lambda-bar at 0.45 GeV for the ground-state pseudoscalar/vector doublet, which they judge to be in "
     "reasonable agreement with other values in the literature [3].",
     "Using only the leading-order structure of the model, the authors estimate the HQET parameter "
     "Lambda-bar at 0.65 GeV for the ground-state pseudoscalar/vector doublet, which they judge to be in "
     "reasonable agreement with other values in the literature [3]."),
]
HUNDRED_THIRTY_SEVENTH_REFERENCES = """1. Lo, K., Shen, Z., Newman, B., Chang, J. C., Authur, R., Bransom, E., Candra, S., Chandrasekhar, Y., Huff, R., Kuehl, B., Singh, A., Wilhelm, C., Zamarron, A., Hearst, M. A., Weld, D. S., Downey, D., & Soldaini, L. (2023). PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents. Proceedings of the 2023 Conference on Empirical Methods in Natural Language Processing: System Demonstrations. [PDF](papers/papermage.pdf)
2. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
3. Zeng, J., Van Orden, J. W., & Roberts, W. (1994). Heavy Mesons In A Relativistic Model. CEBAF Theory Group Preprint CEBAF-TH-94-08. [PDF](papers/mesons.pdf)
"""


# A sixteenth batch (sixteenth session), written against a frozen copy of the code after the fifteenth batch's
# fixes (M3I multi-instance learning, LT accelerations, REALM; wheat heat stress, Getis-Ord pooling, dining
# cryptographers; EGP, the sepsis MGP-RNN, the diboson paper; TraceMonkey, the H. pylori meta-analysis,
# SemEAGAT): 58 correct sentences, 5 false findings when written: an RB005 error, fixed (the contrast check's
# model read "The genotypes showed significant effect for ... grain yield per spike" as the opposite of "no
# significant effect on ... grains per spike"; the next sentence, "genotypic effect was not significant for
# grains per spike reduction", now vetoes it as it vetoes the word-level check); two RB004 warnings at 0.35 and
# 0.36 and two RB012 infos (KNOWN_FALSE, with causes). 7 of 32 planted caught (the same now). Missed: "lowers
# accuracy" and "more expensive to compute" (sentences ranked below the method section's), "widens" ("cuts
# HMM-T's advantage"), "including Conquered" ("except Conquered"), "unrealistically old" ("unrealistically
# small" age), "rule out averaging", "greatest heat damage" ("least"), "still trails" ("outperforms"), "large
# improvements" ("little"), "even two colluders cannot partition", "appear ill-suited" ("preferable"), 29% ->
# 49% (a 49 stands in the references and a table's "0.0049"), "positively curved", "consistently trailed the
# Raw RNN baseline", "only at low sensitivities", "sit below ... add a strong constraint", "grow considerably
# slower", 9 -> 19 benchmarks, "outpace SFX and V8", children and adults swapped, "clear signs of publication
# bias", "fragile" ("robust" is stated in other words: "the results were not changed"), precision and recall
# swapped, 2.3 -> 3.2 F1 points (3.2 is printed elsewhere), "keeps rising as up to seven layers".
HUNDRED_THIRTY_EIGHTH = [
    ("On the single-label Object Recognition benchmark, evaluated with 5-fold cross-validation over 20 "
     "categories, the full M3I model reached a mean accuracy of 0.832, ahead of every baseline including "
     "MIMLSVM at 0.796 and the unlearned C2B distance at 0.797 [1].", None),
    ("The ablation on the same data shows that each component contributes: equipping the plain C2B "
     "distance with class-specific metrics or with significance coefficients raises accuracy, and the full"
     " model is always better than its simplified variants [1].",
     "The ablation on the same data shows that each component contributes: equipping the plain C2B "
     "distance with class-specific metrics or with significance coefficients lowers accuracy, and the full"
     " model is always better than its simplified variants [1]."),
    ("On PASCAL VOC 2010, M3I cut the Hamming loss to 0.119, compared with 0.139 for MildML, the best of "
     "the six competing methods on that metric [1].", None),
    ("Because class-to-bag triplet constraints number O(NK^2) rather than the O(N^3) needed by bag-to-bag "
     "models, and bags usually far outnumber classes, the C2B formulation is considerably cheaper to "
     "compute [1].",
     "Because class-to-bag triplet constraints number O(NK^2) rather than the O(N^3) needed by bag-to-bag "
     "models, and bags usually far outnumber classes, the C2B formulation is considerably more expensive "
     "to compute [1]."),
    ("The learned significance coefficients behave as intended: a horse region in an image tagged with "
     "both \"person\" and \"horse\" received a weight of only 0.175 in the person super-bag but 2.861 in the "
     "horse super-bag [1].", None),
    ("In the type-checking experiments HMM-T beat an n-gram baseline on every relation, shrinking the "
     "missing area under the precision/recall curve by 46% on average, and each per-relation difference "
     "was significant at p < 0.01 [2].",
     "In the type-checking experiments HMM-T beat an n-gram baseline on every relation, shrinking the "
     "missing area under the precision/recall curve by 64% on average, and each per-relation difference "
     "was significant at p < 0.01 [2]."),
    ("Swapping BM25 for cosine distance narrows HMM-T's edge over the n-gram type checker, although its "
     "error rate still stays 23% lower on average [2].",
     "Swapping BM25 for cosine distance widens HMM-T's edge over the n-gram type checker, although its "
     "error rate still stays 23% lower on average [2]."),
    ("By combining type checking with relation assessment, REALM outperformed both the TextRunner "
     "frequency ranking and a Snowball-style pattern learner on all four relations, lowering the missing "
     "area under the curve by an average of 39% relative to the stronger baseline [2].", None),
    ("REALM's gains over the pattern learner were statistically significant for every relation except "
     "Conquered, whereas its gains over TextRunner were significant on all four [2].",
     "REALM's gains over the pattern learner were statistically significant for every relation including "
     "Conquered, and its gains over TextRunner were significant on all four [2]."),
    ("Because training cost grows with T^(k+1) times the corpus size, HMM-T is restricted to 20 hidden "
     "states and k = 3, settings that suffice for type checking but are too coarse-grained to judge the "
     "relation between two arguments [2].", None),
    ("Four inhomogeneous Lemaitre-Tolman models fitted to 182 supernovae from the Riess gold sample gave "
     "chi-squared values between 164.7 and 184.3, comparable to the 165.3 obtained for LambdaCDM [3].",
     "Four inhomogeneous Lemaitre-Tolman models fitted to 128 supernovae from the Riess gold sample gave "
     "chi-squared values between 164.7 and 184.3, comparable to the 165.3 obtained for LambdaCDM [3]."),
    ("In these supernova-fitting models the distance deceleration parameter is positive at the origin but "
     "soon turns negative, while the volume deceleration parameter remains strictly positive [3].", None),
    ("In the cluster, void and supercluster models, a negative volume deceleration parameter appeared only"
     " after modifications that gave the bang time function a large amplitude, leaving the Universe "
     "unrealistically young, about a few hundred thousand years old in the modified cluster model [3].",
     "In the cluster, void and supercluster models, a negative volume deceleration parameter appeared only"
     " after modifications that gave the bang time function a large amplitude, leaving the Universe "
     "unrealistically old, about a few hundred thousand years old in the modified cluster model [3]."),
    ("The authors concede that spherically symmetric Lemaitre-Tolman models are arguably too simple to "
     "give a full picture of averaging and back-reaction, and that the volume deceleration parameter might"
     " become negative only when averaging over scales larger than 100 Mpc [3].", None),
    ("Their findings do not rule out averaging and back-reaction as an explanation of dark energy, but "
     "suggest that such an explanation should rest on methods other than the volume deceleration parameter"
     " [3].",
     "Their findings rule out averaging and back-reaction as an explanation of dark energy, and suggest "
     "that any explanation should rest on methods other than the volume deceleration parameter [3]."),
]
HUNDRED_THIRTY_EIGHTH_REFERENCES = """1. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum Margin Multi-Instance Learning. Advances in Neural Information Processing Systems 24 (NIPS 2011). [PDF](papers/mimil.pdf)
2. Downey, D., Schoenmackers, S., & Etzioni, O. (2007). Sparse Information Extraction: Unsupervised Language Models to the Rescue. Proceedings of the 45th Annual Meeting of the Association of Computational Linguistics. [PDF](papers/realm.pdf)
3. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. Journal of Cosmology and Astroparticle Physics. [PDF](papers/accel.pdf)
"""

HUNDRED_THIRTY_NINTH = [
    ("Across the six genotypes, post-anthesis heat stress cut grain yield per spike by 29.7% to 48.3% and "
     "individual grain weight by 26.8% to 54.1% relative to control plants [1].", None),
    ("Genotype had no significant effect on the heat-induced loss in grains per spike, consistent with "
     "earlier reports that post-anthesis heat stress barely affects kernel number [1].", None),
    ("The stay-green lines CB202 and CB208 sustained the least heat damage to chlorophyll content, "
     "thylakoid membranes and cell membranes, whereas CB205, CB210 and CB213 declined only modestly until "
     "about day 10 and then dropped sharply by day 14 [1].",
     "The stay-green lines CB202 and CB208 sustained the greatest heat damage to chlorophyll content, "
     "thylakoid membranes and cell membranes, whereas CB205, CB210 and CB213 declined only modestly until "
     "about day 10 and then dropped sharply by day 14 [1]."),
    ("Metabolites with the largest heat-induced increases, such as L-tryptophan (11.46-fold), were "
     "negatively correlated with yield, SPAD and Fv/Fm, while strongly depleted ones such as "
     "dimethylmaleate and galactosylglycerol showed positive correlations with these traits [1].",
     "Metabolites with the largest heat-induced increases, such as L-tryptophan (11.46-fold), were "
     "positively correlated with yield, SPAD and Fv/Fm, while strongly depleted ones such as "
     "dimethylmaleate and galactosylglycerol showed positive correlations with these traits [1]."),
    ("The authors concede that it remains to be confirmed whether these candidate biomarkers are "
     "consistently altered in heat-stressed wheat grown under field conditions, as their metabolite "
     "profiling came from a controlled greenhouse experiment [1].", None),
    ("In the Vaihingen-to-Potsdam transfer, replacing max pooling with G-pooling lifted the mIoU of FCN "
     "from 15.48% to 23.02%, a gain of 7.54 points [2].",
     "In the Vaihingen-to-Potsdam transfer, replacing max pooling with G-pooling lifted the mIoU of FCN "
     "from 15.48% to 23.02%, a gain of 5.74 points [2]."),
    ("AdaptSegNet, which adapts using large amounts of unlabeled target-domain data, still outperforms the"
     " knowledge-driven G-pooling in cross-location transfer, although for Potsdam-to-Vaihingen the mIoU "
     "gap is only 0.61 points [2].",
     "AdaptSegNet, which adapts using large amounts of unlabeled target-domain data, still trails the "
     "knowledge-driven G-pooling in cross-location transfer, although for Potsdam-to-Vaihingen the mIoU "
     "gap is only 0.61 points [2]."),
    ("Raising the G-pooling threshold from 1.0 to 2.0 shrinks the share of locations detected as spatial "
     "clusters from 15.87% to 7.65% of each feature map on Potsdam, so that max pooling ends up being "
     "applied in most windows [2].", None),
    ("Threshold choice matters: on Potsdam, the 1.5 setting gave FCN its best mIoU of 67.98%, whereas "
     "G-pooling with thresholds of 1.0 or 2.0 failed to surpass some of the baseline pooling methods [2].", None),
    ("The authors admit several limitations: they did not search for the optimal window size for the "
     "Getis-Ord analysis, they model only one spatial pattern (clusters), and the approach yields little "
     "improvement when training and testing on a single small dataset such as Vaihingen [2].",
     "The authors admit several limitations: they did not search for the optimal window size for the "
     "Getis-Ord analysis, they model only one spatial pattern (clusters), and the approach yields large "
     "improvements when training and testing on a single small dataset such as Vaihingen [2]."),
    ("Adapting a ring network to the dining-cryptographers protocol entails, on average, a fourfold "
     "increase in bandwidth over the obvious traceable protocols, in which messages travel only halfway "
     "around the ring [3].",
     "Adapting a ring network to the dining-cryptographers protocol entails, on average, a fourfold "
     "reduction in bandwidth over the obvious traceable protocols, in which messages travel only halfway "
     "around the ring [3]."),
    ("If the key-sharing graph is merely a cycle, no participant acting alone learns anything, but any two"
     " colluders can partition the graph and possibly fully compromise a participant located between them "
     "[3].",
     "If the key-sharing graph is merely a cycle, no participant acting alone learns anything, and even "
     "two colluders cannot partition the graph or compromise a participant located between them [3]."),
    ("Because mix-nets depend on the security of a public-key system, they are at best computationally "
     "secure, whereas dc-nets built on unconditional secrecy channels yield an unconditionally secure "
     "untraceable-sender system [3].", None),
    ("Chaum suggests that mix-nets may suit mail-like systems with periodic deliveries and many messages "
     "per interval, whereas dc-nets appear preferable when messages must be delivered continually with no "
     "time for batching [3].",
     "Chaum suggests that mix-nets may suit mail-like systems with periodic deliveries and many messages "
     "per interval, whereas dc-nets appear ill-suited when messages must be delivered continually with no "
     "time for batching [3]."),
]
HUNDRED_THIRTY_NINTH_REFERENCES = """1. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress. PLoS ONE. [PDF](papers/wheat.pdf)
2. Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing Deep Models for Overhead Image Segmentation Through Getis-Ord Gi* Pooling. arXiv preprint arXiv:1912.10667. [PDF](papers/getis.pdf)
3. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal of Cryptology. [PDF](papers/chaum.pdf)
"""

HUNDRED_FORTIETH = [
    ("On the synthetic Tree-NeighborsMatch benchmark, adding EGP layers to GIN solves the task at depth 5 "
     "with 100% accuracy, whereas the plain GIN baseline reaches only 29% and the best GNN that propagates"
     " over the input tree alone cannot exceed 60% [1].",
     "On the synthetic Tree-NeighborsMatch benchmark, adding EGP layers to GIN solves the task at depth 5 "
     "with 100% accuracy, whereas the plain GIN baseline reaches only 49% and the best GNN that propagates"
     " over the input tree alone cannot exceed 60% [1]."),
    ("Interleaving Cayley-graph propagation layers with standard GIN layers, without changing the "
     "parameter count, raised mean performance on all four OGB graph classification datasets, with the "
     "clearest gains on ogbg-molhiv [1].", None),
    ("In the ablations, the fully-adjacent layer stays competitive on ogbg-molhiv and ogbg-molpcba but "
     "runs out of memory on the larger ogbg-ppa graphs, the dataset on which EGP attains the best accuracy"
     " [1].",
     "In the ablations, the fully-adjacent layer stays competitive on ogbg-molhiv and ogbg-molpcba and, "
     "unlike EGP, scales to the larger ogbg-ppa graphs without running out of memory [1]."),
    ("The authors note that arbitrarily aligning the Cayley graph's nodes with those of the input graph "
     "could introduce stochastic effects absent from master-node or fully connected alternatives, although"
     " their preliminary experiments revealed no such harm [1].", None),
    ("Although every edge of the constructed Cayley graphs is negatively curved, the authors prove that "
     "these graphs can never be curved negatively enough to meet the conditions under which prior "
     "curvature analysis predicts oversquashing [1].",
     "Although every edge of the constructed Cayley graphs is positively curved, the authors prove that "
     "these graphs can never be curved negatively enough to meet the conditions under which prior "
     "curvature analysis predicts oversquashing [1]."),
    ("Under matched lookback validation, each extension added to the base MGP-RNN yielded a modest "
     "improvement, and the complete model consistently beat all competing methods across every metric "
     "examined [2].",
     "Under matched lookback validation, each extension added to the base MGP-RNN yielded a modest "
     "improvement, and the complete model consistently trailed the Raw RNN baseline across every metric "
     "examined [2]."),
    ("Four hours before sepsis onset and at 80% sensitivity, the best model raised only about 1.4 false "
     "alarms per true alarm, versus 2.2 for the base MGP-RNN and 3.2 for the previously deployed NEWS "
     "score [2].",
     "Four hours before sepsis onset and at 80% sensitivity, the best model raised only about 1.4 false "
     "alarms per true alarm, versus 1.2 for the base MGP-RNN and 3.2 for the previously deployed NEWS "
     "score [2]."),
    ("Real-time validation, applied only to the best model and the NEWS score, showed that the proposed "
     "method substantially cuts the number of false alarms per true alarm across all sensitivities [2].",
     "Real-time validation, applied only to the best model and the NEWS score, showed that the proposed "
     "method substantially cuts the number of false alarms per true alarm only at low sensitivities [2]."),
    ("The training data comprised 51,697 inpatient admissions spanning 18 months with no specific "
     "inclusion or exclusion criteria, a mean stay of about 122 hours, and an overall sepsis rate of 21.4%"
     " [2].", None),
    ("The authors acknowledge that because the onset of sepsis cannot be measured directly, their "
     "sepsis-time labels are noisy and imperfect, an issue that target replication over a window from 2 "
     "hours before to 6 hours after onset helps to alleviate [2].", None),
    ("Under the sgoldstino hypothesis no signal is expected in the ZH and WH channels, and Zγ is "
     "anticipated to be the most sensitive channel among other resonance searches [3].", None),
    ("When the ZZ background is modelled with the WZ or WW shape instead, the ZZ selection region yields "
     "only 3.0 and 1.7 excess events, respectively, compared with 6.4 from the ATLAS fit, suggesting that "
     "the ZZ tension may stem from a poorly predicted background shape caused by limited statistics [3].", None),
    ("The CMS fully hadronic limits at 2 TeV (11 fb for WW and 10 fb for ZZ) sit above the predicted 1σ "
     "bands and add no constraint, whereas the WW channel of the CMS semi-leptonic search does shrink the "
     "allowed parameter space [3].",
     "The CMS fully hadronic limits at 2 TeV (11 fb for WW and 10 fb for ZZ) sit below the predicted 1σ "
     "bands and add a strong constraint, whereas the WW channel of the CMS semi-leptonic search does "
     "shrink the allowed parameter space [3]."),
    ("Because the sgoldstino is produced through gluon-gluon fusion, its 2 TeV cross section should rise "
     "by a factor of about 19 between 8 and 13 TeV, versus roughly 7 for a quark-antiquark resonance, so "
     "the excess is expected to grow considerably faster with 13 TeV data [3].",
     "Because the sgoldstino is produced through gluon-gluon fusion, its 2 TeV cross section should rise "
     "by a factor of about 19 between 8 and 13 TeV, versus roughly 7 for a quark-antiquark resonance, so "
     "the excess is expected to grow considerably slower with 13 TeV data [3]."),
    ("The authors admit that because ATLAS only supplied efficiencies for resonances decaying to "
     "longitudinally polarized vector bosons, their interpretation carries a large uncertainty, and they "
     "expect acceptances for transverse bosons to be roughly 50% lower [3].", None),
]
HUNDRED_FORTIETH_REFERENCES = """1. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. Proceedings of the First Learning on Graphs Conference (LoG 2022). [PDF](papers/egp.pdf)
2. Futoma, J., Hariharan, S., Heller, K., Sendak, M., Brajer, N., Clement, M., Bedoya, A., & O'Brien, C. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. Proceedings of Machine Learning for Healthcare 2017 (MLHC). [PDF](papers/sepsis.pdf)
3. Petersson, C., & Torre, R. (2015). ATLAS diboson excess from low scale supersymmetry breaking. arXiv preprint arXiv:1508.05632. [PDF](papers/diboson.pdf)
"""

HUNDRED_FORTY_FIRST = [
    ("Across the 26 short-running SunSpider programs, TraceMonkey was the fastest of the compared engines "
     "on 9 benchmarks, with its largest gains on integer-heavy bit manipulation, where bitops-bitwise-and "
     "ran roughly 25 times faster than the baseline interpreter [1].",
     "Across the 26 short-running SunSpider programs, TraceMonkey was the fastest of the compared engines "
     "on 19 benchmarks, with its largest gains on integer-heavy bit manipulation, where bitops-bitwise-and"
     " ran roughly 25 times faster than the baseline interpreter [1]."),
    ("Since the prototype could not yet trace recursive calls, recursion-heavy programs such as "
     "access-binary-trees and controlflow-recursive gained little or nothing from tracing [1].", None),
    ("The authors estimate that a bytecode costs about 35 cycles in the interpreter but only about 9 "
     "cycles on a native trace, a 3.9x gain that compares favourably with the 3.0x overall speedup of the "
     "competing engines [1].", None),
    ("Recording and compiling a trace remain costly, since the VM runs at roughly 1/200 of interpreter "
     "speed during these phases and a trace has to run about 270 times before the compilation effort pays "
     "off [1].", None),
    ("Some benchmarks with nested loops and small loop bodies trace well and beat the interpreter yet "
     "still lag behind SFX or V8, which the authors tentatively blame on an expensive nested-trace call "
     "[1].",
     "Some benchmarks with nested loops and small loop bodies trace well and beat the interpreter and also"
     " outpace SFX and V8, which the authors tentatively credit to a cheap nested-trace call [1]."),
    ("In the age subgroup analysis, adults derived a larger haemoglobin benefit from eradication than "
     "children, with weighted mean differences of 15.11 g/l and 11.77 g/l respectively [2].",
     "In the age subgroup analysis, children derived a larger haemoglobin benefit from eradication than "
     "adults, with weighted mean differences of 15.11 g/l and 11.77 g/l respectively [2]."),
    ("Egger's test found no sign of publication bias for either the haemoglobin studies (p = 0.350) or the"
     " ferritin studies (p = 0.586) [2].",
     "Egger's test found clear signs of publication bias for both the haemoglobin studies (p = 0.350) and "
     "the ferritin studies (p = 0.586) [2]."),
    ("The pooled estimates proved robust in a sensitivity analysis that dropped the studies contributing "
     "most to heterogeneity [2].",
     "The pooled estimates proved fragile in a sensitivity analysis that dropped the studies contributing "
     "most to heterogeneity [2]."),
    ("The gap between intervention and control arms appeared to widen over time, with the 8-week subgroup "
     "showing a ferritin difference of 9.99 mg/l compared with only 2.24 mg/l at 4 weeks [2].", None),
    ("The authors concede that the evidence base comprises just eight RCTs, all carried out in Asia, which"
     " may restrict how far the conclusions generalise [2].", None),
    ("On the ACE2005 test set, SemEAGAT attained an F1 of 76.8%, 0.6 points above HGEED and 1.1 points "
     "above the GAT-based MOGANED [3].", None),
    ("Its advantage lies mainly in precision, as more recent sequence models such as Bi-LSTM+GAN and "
     "LearnToSelectED still achieve higher recall [3].",
     "Its advantage lies mainly in recall, as more recent sequence models such as Bi-LSTM+GAN and "
     "LearnToSelectED still achieve higher precision [3]."),
    ("Ablating the extra edge-aware multi-head attention lowered F1 by 2.3 points, indicating that the "
     "labels on semantic dependency edges carry useful information [3].",
     "Ablating the extra edge-aware multi-head attention lowered F1 by 3.2 points, indicating that the "
     "labels on semantic dependency edges carry useful information [3]."),
    ("Adding EAGAT layers helps at first, but performance turns downward once more than two layers are "
     "stacked, a decline the authors attribute to over-smoothing of node representations [3].",
     "Adding EAGAT layers helps at first, and performance keeps rising as up to seven layers are stacked, "
     "a trend the authors attribute to richer smoothing of node representations [3]."),
]
HUNDRED_FORTY_FIRST_REFERENCES = """1. Gal, A., Eich, B., Shaver, M., Anderson, D., Mandelin, D., Haghighat, M. R., Kaplan, B., Hoare, G., Zbarsky, B., Orendorff, J., Ruderman, J., Smith, E., Reitmaier, R., Bebenita, M., Chang, M., & Franz, M. (2009). Trace-based Just-in-Time Type Specialization for Dynamic Languages. PLDI. [PDF](papers/tracemonkey.pdf)
2. Huang, X., Qu, X., Yan, W., Huang, Y., Cai, M., Hu, B., Wu, L., Lin, H., Chen, Z., Zhu, C., Lu, L., Sun, X., Rong, L., Jiang, Y., Sun, D., Zhong, L., & Xiong, P. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
3. Xi, Y., Lu, J., Hang, T., Zhang, Y., Wang, Z., & Feng, J. (2022). SemEAGAT: A Novel Approach by Incorporating Semantic Dependency Graph in Event Detection. Journal of Physics: Conference Series. [PDF](papers/semeagat.pdf)
"""


# A seventeenth batch (sixteenth session), written against a frozen copy of the code after the sixteenth batch's
# fixes (phrase generation, disk video, birdsong FM; preemptive IE, music transcription, NEO sizes; Hoare, data
# placement, TrustRank; S2ORC, ViT, adapters): 58 correct sentences, 3 false findings when written: two RB005
# errors, fixed ("barely hurts performance, with a maximum drop of 2%" against "where largest performance drop is
# 2%": a superlative before a change noun is the change's size, not a direction; "cannot be applied to the
# analysis of large music databases, although they are useful when ..." against "Such systems can, however, be
# useful": the paper's "are not applicable", one sentence before, now answers the denial, as it does the
# seventh batch's known false sentence), and an RB012 info on "many physics papers" (the corpus's papers, not
# prior work: KNOWN_FALSE). 8 of 30 planted caught (the same now). Missed: count and cbow swapped, "easier"
# ("a more difficult task", ranked below), "raises results by roughly 50%" ("results are ≈ 50% lower"), "50
# times faster" (a 50 is printed elsewhere), "very high robustness" ("very low", the next sentence), "no
# significant gain", two causes swapped (coreference / parsing), "expensive" ("inexpensive"), "twenty 30-second
# excerpts" ("twelve"), "overestimate" ("underestimate"), "is smaller than" ("outweighs"), NEOs and non-NEOs
# swapped, "a sound basis for proving ... terminates", "rather loose" ("reasonably tight"), three and four
# objects per disk, "underperforms" and "precision grow and recall decline" (sentences after the passage
# read), "can effectively distinguish" ("is unable to effectively separate"), "markedly more linked
# entries", "this advantage widens" ("vanishes"), "more influence" ("a smaller impact"), "significantly
# improved" ("did not yield a significant boost").
HUNDRED_FORTY_SECOND = [
    ("When two-word phrases are decomposed back into their constituents, cbow vectors consistently "
     "retrieve the correct words more accurately than count vectors, and decomposing composed "
     "representations turns out to be easier than decomposing corpus-observed ones [1].",
     "When two-word phrases are decomposed back into their constituents, count vectors consistently "
     "retrieve the correct words more accurately than cbow vectors, and decomposing composed "
     "representations turns out to be easier than decomposing corpus-observed ones [1]."),
    ("In recursive decomposition of adjective-noun phrases into noun-preposition-noun paraphrases, "
     "generating the preposition proves clearly more difficult, which the authors attribute at least "
     "partly to the ambiguous and broad semantics of prepositions [1].",
     "In recursive decomposition of adjective-noun phrases into noun-preposition-noun paraphrases, "
     "generating the preposition proves clearly easier, which the authors attribute at least partly to the"
     " ambiguous and broad semantics of prepositions [1]."),
    ("For English-to-Italian adjective-noun translation with cbow vectors, the adjective is recovered with"
     " an accuracy of 0.31 and the noun with 0.59, and training the decomposition on observed instead of "
     "composed phrase vectors lowers results by roughly 50% [1].",
     "For English-to-Italian adjective-noun translation with cbow vectors, the adjective is recovered with"
     " an accuracy of 0.31 and the noun with 0.59, and training the decomposition on observed instead of "
     "composed phrase vectors raises results by roughly 50% [1]."),
    ("Restricting translation to outputs whose generation confidence exceeds a threshold trades coverage "
     "for precision, lifting Italian-to-English accuracy from 0.32 to 0.52 while coverage shrinks to 16% "
     "[1].", None),
    ("Under disk overload, hybrid placement degrades more gracefully than constant-time-length placement, "
     "with an average PSNR loss of about 4 dB against 6 dB, since hybrid users need fewer seeks as their "
     "rate is scaled down [2].", None),
    ("Because it incurs more seeks, hybrid data placement is slightly less efficient than "
     "constant-time-length placement, supporting 29 full-rate users where the latter supports 34 [2].", None),
    ("Letting each user accept a single scaledown reduced the 99% pause-delay quantile from 13 to 7 "
     "service rounds, and tolerating a two-rate drop pushed the quantile to zero for pause as well as for "
     "forward and reverse scans [2].",
     "Letting each user accept a single scaledown reduced the 99% pause-delay quantile from 13 to 10 "
     "service rounds, and tolerating a two-rate drop pushed the quantile to zero for pause as well as for "
     "forward and reverse scans [2]."),
    ("Counterintuitively, at any user load a striped multi-disk system exhibits a higher mean delay than a"
     " periodically interleaved one, provided both offer the same user capacity [2].",
     "Counterintuitively, at any user load a striped multi-disk system exhibits a lower mean delay than a "
     "periodically interleaved one, provided both offer the same user capacity [2]."),
    ("The authors concede that they did not tackle redundancy in the context of interleaving, which would "
     "have to be resolved before such a server is commercially viable [2].", None),
    ("Among the four FM extraction techniques, the simple spectrographic method was by far the fastest, "
     "running at least 20 times faster than any of the alternatives on the same recordings [3].",
     "Among the four FM extraction techniques, the simple spectrographic method was by far the fastest, "
     "running at least 50 times faster than any of the alternatives on the same recordings [3]."),
    ("Features produced by the ss, rm and dd methods withstood added noise and MP3 compression well, "
     "correlating with the original features above 0.95, whereas matching-pursuit features proved to have "
     "very low robustness [3].",
     "Features produced by the ss, rm and dd methods withstood added noise and MP3 compression well, "
     "correlating with the original features above 0.95, whereas matching-pursuit features proved to have "
     "very high robustness [3]."),
    ("Taken alone, FM features predicted species identity less well than frequency features, yet appending"
     " them to the frequency features gave a significant gain in predictive power [3].",
     "Taken alone, FM features predicted species identity less well than frequency features, and appending"
     " them to the frequency features gave no significant gain in predictive power [3]."),
    ("Post hoc tests found significant AUC differences between every pair of extraction methods except ss "
     "and dd, and on the 56-species task the average AUC peaked at around 70% [3].", None),
    ("The analyses are admittedly aimed at tonal sounds, and the authors see no obvious way to extend the "
     "ss method to recordings in which several birds vocalize at once [3].", None),
]
HUNDRED_FORTY_SECOND_REFERENCES = """1. Dinu, G., & Baroni, M. (2014). How to make words with vectors: Phrase generation in distributional semantics. Proceedings of the 52nd Annual Meeting of the Association for Computational Linguistics. [PDF](papers/phrasegen.pdf)
2. Chang, E., & Zakhor, A. (1997). Disk-Based Storage for Scalable Video. IEEE Transactions on Circuits and Systems for Video Technology. [PDF](papers/diskvideo.pdf)
3. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
"""

HUNDRED_FORTY_THIRD = [
    ("When 48 randomly sampled tables were inspected by hand, 36 of them (75%) were judged consistent, and"
     " 118 of their 161 rows (73%) fit the description written for the table [1].", None),
    ("Of ten erroneous rows examined, four stemmed from coreference mistakes and only one from a parsing "
     "failure, while another four arose from distant basic patterns that happened to describe a different "
     "event in the same cluster [1].",
     "Of ten erroneous rows examined, four stemmed from parsing failures and only one from a coreference "
     "mistake, while another four arose from distant basic patterns that happened to describe a different "
     "event in the same cluster [1]."),
    ("Recall was only estimated indirectly, by checking the largest table, on hurricanes, against a "
     "manually compiled list, which showed that six of the nine storms had been recovered [1].", None),
    ("The authors concede that their system's overall recall may be lower than that of existing IE "
     "systems, since it needs a cluster of comparable articles rather than a single document to discover "
     "an event [1].",
     "The authors concede that their system's overall recall may be higher than that of existing IE "
     "systems, since it needs a cluster of comparable articles rather than a single document to discover "
     "an event [1]."),
    ("Keeping only tables with at least three rows reduced the 302 metaclusters produced from two months "
     "of articles in twelve newspapers to 101 tables [1].", None),
    ("Frame-based multi-F0 accuracy in MIREX has plateaued: the best score of 0.69, achieved by Yeh and "
     "Röbel in 2009, went unimproved through 2012, when the top entry reached only 0.64 [2].", None),
    ("Iterative multi-pitch estimation is computationally inexpensive but prone to accumulating errors "
     "from one iteration to the next, whereas joint estimation yields more accurate estimates at a greater"
     " computational cost [2].",
     "Iterative multi-pitch estimation is computationally expensive but prone to accumulating errors from "
     "one iteration to the next, whereas joint estimation yields more accurate estimates at a greater "
     "computational cost [2]."),
    ("In a user-assisted transcription study, having users label notes for each instrument produced "
     "considerably higher accuracy than having them merely name the instrument types, across every number "
     "of instruments tested [2].",
     "In a user-assisted transcription study, having users label notes for each instrument produced "
     "considerably lower accuracy than having them merely name the instrument types, across every number "
     "of instruments tested [2]."),
    ("Commonly used evaluation sets are very small, namely an RWC subset of only twelve 30-second excerpts"
     " and a MIREX multi-F0 development set lasting just 54 seconds, so the risk of overfitting and "
     "overestimating performance is high [2].",
     "Commonly used evaluation sets are very small, namely an RWC subset of only twenty 30-second excerpts"
     " and a MIREX multi-F0 development set lasting just 54 seconds, so the risk of overfitting and "
     "overestimating performance is high [2]."),
    ("Because they require a human in the loop, semi-automatic transcription systems cannot be applied to "
     "the analysis of large music databases, although they are useful when a detailed transcription of "
     "individual pieces is needed [2].", None),
    ("The resulting estimate of roughly 18,000 NEOs larger than 100 m agrees well with the NEOWISE figure "
     "of 20,500 ± 3000 [3].", None),
    ("Since no synthetic objects faster than 360 arcsec/hr were implanted, efficiencies for faster real "
     "objects had to be extrapolated, which affects about 6.5% of the detected NEOs and roughly 10% of "
     "those fainter than H = 25 [3].", None),
    ("The authors acknowledge that leaving out some objects may cause them to underestimate the number of "
     "small NEOs by around 10%, but argue that this omission likely does not introduce a significant error"
     " into the derived size distribution [3].",
     "The authors acknowledge that leaving out some objects may cause them to overestimate the number of "
     "small NEOs by around 10%, but argue that this omission likely does not introduce a significant error"
     " into the derived size distribution [3]."),
    ("Recomputing with mean albedos of 0.1 and 0.4 instead of 0.2 maps H = 27.3 onto diameters of 7 to 14 "
     "meters, an uncertainty that outweighs the one arising from photometry [3].",
     "Recomputing with mean albedos of 0.1 and 0.4 instead of 0.2 maps H = 27.3 onto diameters of 7 to 14 "
     "meters, an uncertainty that is smaller than the one arising from photometry [3]."),
    ("Over the 1 to 20 meter range, the measured slope is identical to that derived from bolide impact "
     "data, suggesting that the offset in absolute numbers arises from the normalization assumption rather"
     " than from the size distribution measurements [3].", None),
    ("A digest2 test on ten recently discovered NEOs, ten Hungarias and ten Mars crossers indicated that "
     "non-NEOs can occasionally be misclassified as NEOs, but NEOs are never misclassified as non-NEOs "
     "[3].",
     "A digest2 test on ten recently discovered NEOs, ten Hungarias and ten Mars crossers indicated that "
     "NEOs can occasionally be misclassified as non-NEOs, but non-NEOs are never misclassified as NEOs "
     "[3]."),
]
HUNDRED_FORTY_THIRD_REFERENCES = """1. Shinyama, Y., & Sekine, S. (2006). Preemptive Information Extraction using Unrestricted Relation Discovery. Proceedings of the Human Language Technology Conference of the NAACL. [PDF](papers/preemptive.pdf)
2. Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. (2013). Automatic music transcription: challenges and future directions. Journal of Intelligent Information Systems. [PDF](papers/amt.pdf)
3. Trilling, D. E., Valdes, F., Allen, L., James, D., Fuentes, C., Herrera, D., Axelrod, T., & Rajagopal, J. (2017). The Size Distribution of Near Earth Objects Larger than 10 Meters. Submitted to AAS Journals. [PDF](papers/neo.pdf)
"""

HUNDRED_FORTY_FOURTH = [
    ("Hoare notes that the integer axioms A1 to A9 remain valid for the finite sets of nonnegative "
     "integers manipulated by computers, independently of the size of the set and largely regardless of "
     "which of the three overflow treatments (strict, firm boundary, or modulo) is adopted [1].", None),
    ("Because the rules give no basis for proving that a program terminates, a triple P{Q}R only expresses"
     " conditional correctness, describing the results on the proviso that execution actually terminates "
     "[1].",
     "Because the rules give a sound basis for proving that a program terminates, a triple P{Q}R expresses"
     " total rather than merely conditional correctness of the results [1]."),
    ("Hoare also admits that the axioms implicitly assume expressions and conditions free of side effects,"
     " so in a language permitting side effects their absence would first have to be proved in each case "
     "[1].", None),
    ("He estimates that testing often consumes more than half of the time spent on a programming project "
     "and, once machine time is realistically costed, two thirds or more of its cost goes into removing "
     "errors during this phase [1].",
     "He estimates that testing often consumes more than half of the time spent on a programming project "
     "and, once machine time is realistically costed, one third or less of its cost goes into removing "
     "errors during this phase [1]."),
    ("While features such as arrays, recursion and parallel execution are expected to pose no great "
     "difficulty provided the language stays simple, labels and jumps, pointers and name parameters are "
     "singled out as genuinely hard to axiomatize [1].", None),
    ("The Sliding-Window algorithm can be implemented to run in O((N+M) log(N+M)) steps, a substantial "
     "improvement over the O(NM) implementation originally described by Shachnai and Tamir [2].", None),
    ("In simulations with Zipf-distributed demand, five disks and a load capacity of 100, the worst-case "
     "bound proved reasonably tight when object popularity was strongly skewed, as in video-on-demand "
     "servers [2].",
     "In simulations with Zipf-distributed demand, five disks and a load capacity of 100, the worst-case "
     "bound proved rather loose when object popularity was strongly skewed, as in video-on-demand servers "
     "[2]."),
    ("When demand is spread roughly evenly across objects and each disk stores only a few of them, "
     "Sliding-Window can do considerably better than its theoretical guarantee, although the bound becomes"
     " fairly tight again for larger storage capacities [2].", None),
    ("Even restricted homogeneous instances are hard: the problem is NP-complete when every disk can hold "
     "two objects and strongly NP-hard when it can hold three, whereas the single-object case is solved in"
     " polynomial time by a simple greedy rule [2].",
     "Even restricted homogeneous instances are hard: the problem is NP-complete when every disk can hold "
     "three objects and strongly NP-hard when it can hold four, whereas the single-object case is solved "
     "in polynomial time by a simple greedy rule [2]."),
    ("Of a 1,000-site evaluation sample drawn as 50 random sites from each of 20 PageRank buckets, only "
     "748 sites could be used to assess TrustRank, the other 252 being empty, non-existent, aliases, "
     "personal-page hosts or impossible to judge [3].", None),
    ("Whereas almost 20% of the second PageRank bucket consists of spam and PageRank's spam share peaks at"
     " 50% in buckets 9 and 10, the top five TrustRank buckets contain virtually no spam [3].", None),
    ("Across all evaluated sample sizes, TrustRank consistently outperforms both PageRank and the ignorant"
     " trust baseline in pairwise orderedness, scoring about 0.95 on the 500 sample sites with the highest"
     " PageRank [3].",
     "Across all evaluated sample sizes, TrustRank consistently underperforms both PageRank and the "
     "ignorant trust baseline in pairwise orderedness, scoring about 0.95 on the 500 sample sites with the"
     " highest PageRank [3]."),
    ("When the threshold admits exactly the sample sites in TrustRank buckets 1 through 10, precision "
     "reaches 0.86 and recall 0.55, and moving the threshold to lower buckets makes precision decline and "
     "recall grow almost linearly [3].",
     "When the threshold admits exactly the sample sites in TrustRank buckets 1 through 10, precision "
     "reaches 0.86 and recall 0.55, and moving the threshold to lower buckets makes precision grow and "
     "recall decline almost linearly [3]."),
    ("The authors concede that TrustRank cannot effectively distinguish low-scored good sites from spam, "
     "since such sites lack the inlinks that would serve as distinguishing features [3].",
     "The authors claim that TrustRank can effectively distinguish low-scored good sites from spam, even "
     "though such sites lack the inlinks that would serve as distinguishing features [3]."),
]
HUNDRED_FORTY_FOURTH_REFERENCES = """1. Hoare, C. A. R. (1969). An axiomatic basis for computer programming. Communications of the ACM. [PDF](papers/hoare.pdf)
2. Golubchik, L., Khanna, S., Khuller, S., Thurimella, R., & Zhu, A. (2009). Approximation algorithms for data placement on parallel disks. ACM Transactions on Algorithms. [PDF](papers/placement.pdf)
3. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating web spam with TrustRank. Proceedings of the 30th VLDB Conference. [PDF](papers/trustrank.pdf)
"""

HUNDRED_FORTY_FIFTH = [
    ("Despite drawing a sizable fraction of its pretraining text from fields other than biomedicine and "
     "computer science, S2ORC-SciBERT outperforms the original SciBERT on many scientific NLP benchmarks "
     "[1].",
     "Despite drawing a sizable fraction of its pretraining text from fields other than biomedicine and "
     "computer science, S2ORC-SciBERT falls behind the original SciBERT on most scientific NLP benchmarks "
     "[1]."),
    ("The pretraining corpus derived from S2ORC comprises 16.4B tokens, nearly five times as large as the "
     "corpus used to train SciBERT, and is spread more evenly across disciplines, with biomedical and "
     "computer science papers making up only about half of it [1].", None),
    ("On average, LaTeX parses yield markedly fewer linked bibliography entries than GROBID-parsed PDFs, "
     "largely because many physics papers format their references without titles, which the title-based "
     "linking algorithm cannot handle [1].",
     "On average, LaTeX parses yield markedly more linked bibliography entries than GROBID-parsed PDFs, "
     "largely because many physics papers format their references without titles, which the title-based "
     "linking algorithm cannot handle [1]."),
    ("In a manual check of sampled clusters, canonical titles matched the selected PDF with an accuracy of"
     " 0.93 and authors with 0.89, whereas bibliography links achieved perfect title accuracy for both "
     "GROBID and LaTeX parses [1].",
     "In a manual check of sampled clusters, canonical titles matched the selected PDF with an accuracy of"
     " 0.73 and authors with 0.89, whereas bibliography links achieved perfect title accuracy for both "
     "GROBID and LaTeX parses [1]."),
    ("When ImageNet is the only pre-training data, ViT-Large models do worse than ViT-Base despite "
     "moderate regularization, and the larger variants realize their full benefit only once pre-training "
     "moves to JFT-300M [2].", None),
    ("Hybrid models that feed ResNet features into a Transformer slightly beat pure ViTs at small "
     "computational budgets, although this advantage vanishes as the models grow larger [2].",
     "Hybrid models that feed ResNet features into a Transformer slightly beat pure ViTs at small "
     "computational budgets, although this advantage widens as the models grow larger [2]."),
    ("In a controlled scaling study, Vision Transformers matched the average transfer performance of "
     "ResNets with roughly 2 to 4 times less pre-training compute and showed no sign of saturating within "
     "the tested range [2].", None),
    ("An ablation on ViT-B/16 revealed a large gap between models with and without positional embeddings, "
     "but little to no difference among 1-D, 2-D, and relative encoding schemes [2].",
     "An ablation on ViT-B/16 revealed a large gap between models with and without positional embeddings, "
     "and substantial differences among 1-D, 2-D, and relative encoding schemes [2]."),
    ("A preliminary masked patch prediction experiment raised ViT-B/16 to 79.9% ImageNet accuracy, 2% "
     "above training from scratch yet still 4% short of supervised pre-training [2].", None),
    ("On the GLUE test sets, adapter tuning scores 80.0 on average versus 80.4 for full fine-tuning, while"
     " needing only 1.3 times the parameters of BERT in total compared with 9 times [3].", None),
    ("Training only the layer normalization parameters introduces very few parameters (40k for BERT-Base) "
     "but performs poorly, lowering accuracy by roughly 3.5% on CoLA and 4% on MNLI [3].", None),
    ("Ablating the adapters of a single layer barely hurts performance, with a maximum drop of 2%, but "
     "removing every adapter reduces accuracy to the level of majority-class prediction [3].", None),
    ("Adapters on the lower layers have less influence than those on the higher layers, as removing the "
     "adapters of layers 0 to 4 on MNLI leaves performance nearly unchanged [3].",
     "Adapters on the lower layers have more influence than those on the higher layers, as removing the "
     "adapters of layers 0 to 4 on MNLI leaves performance nearly unchanged [3]."),
    ("Architectural extensions such as adding batch or layer normalization inside the adapter, using more "
     "layers per adapter, or swapping in tanh activations did not significantly improve performance over "
     "the simple bottleneck design [3].",
     "Architectural extensions such as adding batch or layer normalization inside the adapter, using more "
     "layers per adapter, or swapping in tanh activations significantly improved performance over the "
     "simple bottleneck design [3]."),
]
HUNDRED_FORTY_FIFTH_REFERENCES = """1. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. Proceedings of the 58th Annual Meeting of the Association for Computational Linguistics. [PDF](papers/s2orc.pdf)
2. Dosovitskiy, A., Beyer, L., Kolesnikov, A., Weissenborn, D., Zhai, X., Unterthiner, T., Dehghani, M., Minderer, M., Heigold, G., Gelly, S., Uszkoreit, J., & Houlsby, N. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. International Conference on Learning Representations (ICLR). [PDF](papers/vit.pdf)
3. Houlsby, N., Giurgiu, A., Jastrzębski, S., Morrone, B., de Laroussilhe, Q., Gesmundo, A., Attariyan, M., & Gelly, S. (2019). Parameter-Efficient Transfer Learning for NLP. Proceedings of the 36th International Conference on Machine Learning (ICML). [PDF](papers/adapters.pdf)
"""


# An eighteenth batch (sixteenth session), written against a frozen copy of the code after the seventeenth
# batch's fixes (TableFormer, ACE inhibitors, EGP; DPR, the P300 study, LT accelerations; MapReduce, RAPT,
# Getis-Ord pooling; wheat, Landmark-RxR, PaperMage): 59 correct sentences, 5 false findings when written: four
# RB005 errors, all fixed (a frame both clauses share, "Under random shuffling of the rows and columns ...,
# TAPAS models lose ..., whereas TableFormer's accuracy does not drop", read as a swap: its words are no
# clause's own; "clearly outperforms a variant fed random examples, with iBLEU dropping from 10.61 to 6.22
# under random retrieval" against "a much better performance": a change its verb states about words after it
# is that verb's cue, about what it governs; "reaches high BLEU without altering a single word": a manner denies only a verb the
# source states; "does not surpass" answered by the paper's "doesn't outperform"), and an RB004 warning at
# 0.375 (KNOWN_FALSE). 7 of 32 planted caught (the same now; the planted "clearly underperforms" was flagged
# when written only through the false reading of the change). Missed: "the smallest accuracy drop"
# ("largest"), "shortens training time", "about 40-fold" (a 40 stands in the methods), "retains the salt
# bridge" ("loses"), "trails EGP", "often disconnected" ("never"), "widest when many passages are retrieved"
# ("when k is small"), "a second such negative yields another substantial gain", "about 85 minutes" (85.0
# is a table's), highest and lowest swapped, "differences between all pairs", "the fastest responses"
# ("the longest reaction time"), "requires volume acceleration" ("does not require"), "a few hundred million
# years" ("thousand"), "44% less time", "falls below both", "underperforms", "the highest self-BLEU",
# "surpasses AdaptSegNet", "insensitive to the choice of threshold", "significantly influenced", "the most
# damage", "the highest success rate", "the margin widens", "found it straightforward".
HUNDRED_FORTY_SIXTH = [
    ("Under random shuffling of the rows and columns of the test tables, TAPAS models lose between 3.7% "
     "and 6.5% of their SQA cell-selection accuracy, whereas TableFormer's accuracy does not drop, because"
     " its encoding is strictly invariant to such reordering [1].", None),
    ("Training TAPAS on shuffled copies of each table improves its SQA accuracy only up to a point, "
     "peaking at eight perturbed versions and declining at sixteen, and even the setting with the least "
     "prediction variation still changes 7.0% of predictions after perturbation versus 0.1% for "
     "TableFormer [1].", None),
    ("In the attention-bias ablation, removing the \"same row\" bias produced by far the largest accuracy "
     "drop, whereas removing only the \"same column\" or \"same cell\" bias cost little because that "
     "information remains recoverable through other biases [1].",
     "In the attention-bias ablation, removing the \"same row\" bias produced by far the smallest accuracy "
     "drop, whereas removing only the \"same column\" or \"same cell\" bias cost little because that "
     "information remains recoverable through other biases [1]."),
    ("The authors acknowledge that TableFormer lengthens training time by roughly 20% and, owing to its "
     "row-order invariance, cannot handle questions that depend on the absolute position of rows, though "
     "such questions made up only about 0.2% of the 1,800 SQA questions they inspected [1].",
     "The authors acknowledge that TableFormer shortens training time by roughly 20% and, owing to its "
     "row-order invariance, cannot handle questions that depend on the absolute position of rows, though "
     "such questions made up only about 0.2% of the 1,800 SQA questions they inspected [1]."),
    ("Compound 33RE inhibited the N-domain with a Ki of roughly 11 nM, comparable to the roughly 21 nM of "
     "its parent RXP407, while both compounds blocked the C-domain only at micromolar concentrations [2].", None),
    ("Neither Tyr369 nor Arg381 is conserved in the C-domain, and mutating Tyr369 to phenylalanine lowered"
     " 33RE binding affinity 36-fold compared with an 8-fold loss for the R381E mutant, pointing to Tyr369"
     " as the main contributor to the compound's N-selectivity [2].", None),
    ("When both S2 residues were substituted in the YR/FE double mutant, the effects were additive and the"
     " N-selectivity of 33RE collapsed from 927-fold to only about 4-fold [2].",
     "When both S2 residues were substituted in the YR/FE double mutant, the effects were additive and the"
     " N-selectivity of 33RE collapsed from 927-fold to only about 40-fold [2]."),
    ("In the 2.2 Å co-crystal structure, 33RE loses the salt bridge that RXP407 forms with Arg381 but "
     "compensates through aromatic stacking with His388 and a direct hydrogen bond to Tyr369 [2].",
     "In the 2.2 Å co-crystal structure, 33RE retains the salt bridge that RXP407 forms with Arg381 but "
     "compensates through aromatic stacking with His388 and a direct hydrogen bond to Tyr369 [2]."),
    ("The authors suggest that stacking of the tetrazole against the conserved His388 may enhance binding "
     "to both domains, which could account for the slightly lower N-selectivity of 33RE relative to RXP407"
     " [2].",
     "The authors suggest that stacking of the tetrazole against the conserved His388 may enhance binding "
     "to both domains, which could account for the slightly higher N-selectivity of 33RE relative to "
     "RXP407 [2]."),
    ("On Tree-NeighborsMatch at depth 5, a GIN augmented with EGP layers solves the task with 100% "
     "accuracy, whereas the plain GIN baseline reaches only 29% and no GNN restricted to the input tree "
     "exceeds 60% [3].", None),
    ("Interleaving Cayley-graph layers into GIN raised mean performance on all four OGB "
     "graph-classification datasets without changing the parameter count, with the clearest gain on "
     "ogbg-molhiv (ROC-AUC from 0.756 to 0.793) and a practically negligible one on ogbg-code2 [3].",
     "Interleaving Cayley-graph layers into GIN raised mean performance on all four OGB "
     "graph-classification datasets without changing the parameter count, with the clearest gain on "
     "ogbg-molhiv (ROC-AUC from 0.756 to 0.839) and a practically negligible one on ogbg-code2 [3]."),
    ("In the appendix ablations, a fully-adjacent layer outperforms EGP on ogbg-molpcba but runs out of "
     "memory on ogbg-ppa, while G-RLEF rewiring fails to approach baseline performance on ogbg-molpcba "
     "within five days of training [3].",
     "In the appendix ablations, a fully-adjacent layer trails EGP on ogbg-molpcba but runs out of memory "
     "on ogbg-ppa, while G-RLEF rewiring fails to approach baseline performance on ogbg-molpcba within "
     "five days of training [3]."),
    ("The authors concede that every edge of their expanders is negatively curved, yet prove that this "
     "curvature never becomes negative enough to meet the conditions under which earlier curvature "
     "analysis predicts oversquashing, leaving open whether performance degrades for curvature below -1 "
     "[3].", None),
    ("Since no Cayley graph generally has exactly |V| nodes, EGP takes the smallest one that is large "
     "enough and keeps only its first |V| nodes; because these are generated breadth-first from the "
     "identity, the truncated subgraph is never disconnected [3].",
     "Since no Cayley graph generally has exactly |V| nodes, EGP takes the smallest one that is large "
     "enough and keeps only its first |V| nodes; because these are generated breadth-first from the "
     "identity, the truncated subgraph is often disconnected [3]."),
]
HUNDRED_FORTY_SIXTH_REFERENCES = """1. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. Proceedings of the 60th Annual Meeting of the Association for Computational Linguistics (ACL 2022). [PDF](papers/tableformer.pdf)
2. Douglas, R. G., Sharma, R. K., Masuyer, G., Lubbe, L., Zamora, I., Acharya, K. R., Chibale, K., & Sturrock, E. D. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science. [PDF](papers/ace.pdf)
3. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. Proceedings of the First Learning on Graphs Conference (LoG 2022). [PDF](papers/egp.pdf)
"""

HUNDRED_FORTY_SEVENTH = [
    ("Apart from SQuAD, DPR consistently beats BM25 in retrieval accuracy on every benchmark, and the "
     "margin is widest when only a few passages are retrieved, e.g., 78.4% versus 59.1% top-20 accuracy on"
     " Natural Questions [1].",
     "Apart from SQuAD, DPR consistently beats BM25 in retrieval accuracy on every benchmark, and the "
     "margin is widest when many passages are retrieved, e.g., 78.4% versus 59.1% top-20 accuracy on "
     "Natural Questions [1]."),
    ("With in-batch negatives, adding one hard BM25 negative per question improves retrieval "
     "substantially, but a second such negative offers no further benefit [1].",
     "With in-batch negatives, adding one hard BM25 negative per question improves retrieval "
     "substantially, and a second such negative yields another substantial gain [1]."),
    ("A DPR model trained solely on Natural Questions transfers reasonably well to WebQuestions and "
     "CuratedTREC, losing only 3-5 points of top-20 accuracy relative to the best fine-tuned model while "
     "still clearly outperforming BM25 [1].", None),
    ("Dense retrieval with a FAISS index handles about 995 questions per second, far more than the 23.7 "
     "questions per second per CPU thread of BM25/Lucene, yet building the FAISS index over 21 million "
     "passages takes about 8.5 hours versus roughly half an hour for a Lucene inverted index [1].",
     "Dense retrieval with a FAISS index handles about 995 questions per second, far more than the 23.7 "
     "questions per second per CPU thread of BM25/Lucene, yet building the FAISS index over 21 million "
     "passages takes about 85 minutes versus roughly half an hour for a Lucene inverted index [1]."),
    ("Jointly training the retriever and reader brings no gain over the simpler pipeline, with both "
     "reaching 39.8 exact match on the Natural Questions development set [1].", None),
    ("In a smartphone PIN-entry study with fifteen participants, visual-only feedback evoked the lowest "
     "P300 peak amplitude, whereas combined auditory-visual-haptic feedback evoked the highest [2].",
     "In a smartphone PIN-entry study with fifteen participants, visual-only feedback evoked the highest "
     "P300 peak amplitude, whereas combined auditory-visual-haptic feedback evoked the lowest [2]."),
    ("Despite a significant main effect of feedback type on P300 amplitude, Sidak-corrected pairwise tests"
     " found only one reliable difference, namely between tri-modal and auditory-only feedback [2].",
     "Despite a significant main effect of feedback type on P300 amplitude, Sidak-corrected pairwise tests"
     " found reliable differences between all pairs of feedback types [2]."),
    ("The P300 elicited by haptic feedback peaked significantly earlier than the one elicited by auditory "
     "feedback [2].", None),
    ("Participants confirmed PIN entries significantly faster after visual or haptic feedback, while "
     "tri-modal feedback resulted in the slowest responses [2].",
     "Participants confirmed PIN entries significantly faster after visual or haptic feedback, while "
     "tri-modal feedback resulted in the fastest responses [2]."),
    ("As a limitation, the authors note that their no-feedback baseline is unlike typical smartphone use, "
     "where at least some visual feedback is normally present, and suggest visual-only feedback as an "
     "alternative baseline [2].", None),
    ("Four Lemaître–Tolman models that fit the 182 Riess gold-sample supernovae without a cosmological "
     "constant all show a strictly positive volume deceleration parameter, indicating that fitting the "
     "supernova data does not require volume acceleration [3].",
     "Four Lemaître–Tolman models that fit the 182 Riess gold-sample supernovae without a cosmological "
     "constant all show a strictly positive volume deceleration parameter, indicating that fitting the "
     "supernova data requires volume acceleration [3]."),
    ("In these supernova-fitting models, the distance deceleration parameter is positive at the origin but"
     " soon becomes negative [3].", None),
    ("The inhomogeneous models fit the supernova sample about as well as ΛCDM, with χ2 values of 164.7 to "
     "184.3 against 165.3 for the concordance model [3].", None),
    ("Volume acceleration can be obtained by choosing a large positive E function, but the resulting "
     "models are unrealistic, since a bang-time amplitude of about 11 billion years leaves the Universe "
     "only a few hundred thousand years old [3].",
     "Volume acceleration can be obtained by choosing a large positive E function, but the resulting "
     "models are unrealistic, since a bang-time amplitude of about 11 billion years leaves the Universe "
     "only a few hundred million years old [3]."),
    ("The authors admit that, because of their spherical symmetry, Lemaître–Tolman models are arguably too"
     " simple to fully capture averaging and back-reaction, and that the volume deceleration parameter may"
     " turn negative only when averaging over scales above 100 Mpc [3].", None),
]
HUNDRED_FORTY_SEVENTH_REFERENCES = """1. Karpukhin, V., Oğuz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
2. Antons, J.-N., Arndt, S., Seebode, J., Schleicher, R., & Möller, S. (2013). Did You Notice? Neuronal Processing of Multimodal Mobile Phone Feedback. CHI Extended Abstracts. [PDF](papers/eeg.pdf)
3. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. Journal of Cosmology and Astroparticle Physics. [PDF](papers/accel.pdf)
"""

HUNDRED_FORTY_EIGHTH = [
    ("Without backup tasks, the sort benchmark took 44% longer to finish, because a handful of straggling "
     "reduce tasks held up completion [1].",
     "Without backup tasks, the sort benchmark took 44% less time to finish, because a handful of "
     "straggling reduce tasks held up completion [1]."),
    ("Even after 200 of 1746 worker processes were deliberately killed mid-run, the sort still completed "
     "in 933 seconds, only about 5% slower than a normal execution [1].",
     "Even after 200 of 1746 worker processes were deliberately killed mid-run, the sort still completed "
     "in 933 seconds, only about 25% slower than a normal execution [1]."),
    ("In the sort experiment, the input rate exceeds both the shuffle and output rates, since the locality"
     " optimization lets most input be read from local disk instead of crossing the bandwidth-constrained "
     "network [1].",
     "In the sort experiment, the input rate falls below both the shuffle and output rates, since the "
     "locality optimization lets most input be read from local disk instead of crossing the "
     "bandwidth-constrained network [1]."),
    ("Because a failure of the lone master is considered unlikely, the implementation makes no attempt to "
     "recover from it and simply aborts the computation, leaving clients to retry [1].", None),
    ("A sample of 29,423 MapReduce jobs run at Google in August 2004 averaged 634 seconds to complete and "
     "experienced about 1.2 worker deaths per job [1].", None),
    ("RAPT with semantically similar kNN-retrieved examples clearly outperforms a variant fed randomly "
     "retrieved examples, with iBLEU on QQP 50K dropping from 10.61 to 6.22 under random retrieval [2].",
     "RAPT with semantically similar kNN-retrieved examples clearly underperforms a variant fed randomly "
     "retrieved examples, with iBLEU on QQP 50K dropping from 10.61 to 6.22 under random retrieval [2]."),
    ("The authors caution that this reliance on retrieval may make RAPT less effective when test inputs "
     "are semantically distant from everything in the training set [2].", None),
    ("On QQP 140K, SEPARATOR attains the lowest self-BLEU of the compared systems, yet its weak BLEU "
     "leaves it with an iBLEU of just 5.84, far below the 14.33 obtained by RAPT [2].",
     "On QQP 140K, SEPARATOR attains the highest self-BLEU of the compared systems, yet its weak BLEU "
     "leaves it with an iBLEU of just 5.84, far below the 14.33 obtained by RAPT [2]."),
    ("Among prompt-tuning variants on QQP 50K, plain prompt tuning gives the best iBLEU and SARI, while "
     "prefix and prefix-layer tuning raise novelty only at the expense of the other metrics [2].", None),
    ("A simple copy baseline still reaches relatively high BLEU without altering a single word, which "
     "exposes the limitation of relying on BLEU alone [2].", None),
    ("In cross-location tests, G-pooling does not surpass the unsupervised domain adaptation method "
     "AdaptSegNet, which exploits unlabeled target data, although on Potsdam-to-Vaihingen the mIoU gap is "
     "only 0.61 points [3].",
     "In cross-location tests, G-pooling surpasses the unsupervised domain adaptation method AdaptSegNet, "
     "which exploits unlabeled target data, although on Potsdam-to-Vaihingen the mIoU gap is only 0.61 "
     "points [3]."),
    ("When a model trained on Vaihingen is tested on Potsdam, FCN with G-pooling reaches 23.02% mIoU, a "
     "gain of 7.54 points over its max-pooling counterpart [3].", None),
    ("Raising the G* threshold from 1.0 to 2.0 lowers the average percentage of detected spatial clusters "
     "per feature map on Potsdam from about 15.9% to 7.7% [3].",
     "Raising the G* threshold from 1.0 to 2.0 lowers the average percentage of detected spatial clusters "
     "per feature map on Potsdam from about 15.9% to 2.7% [3]."),
    ("On Potsdam, FCN with G-pooling at a threshold of 1.5 reaches the best mIoU of 67.98, whereas "
     "thresholds of 1.0 and 2.0 fail to beat some baselines, suggesting the threshold has to be chosen "
     "carefully [3].",
     "On Potsdam, FCN with G-pooling at a threshold of 1.5 reaches the best mIoU of 67.98, whereas "
     "thresholds of 1.0 and 2.0 fail to beat some baselines, suggesting the results are insensitive to the"
     " choice of threshold [3]."),
    ("The authors concede that the method brings little improvement when training and testing on a single "
     "small dataset such as Vaihingen, which holds only around 500 images of 256 × 256 pixels [3].", None),
]
HUNDRED_FORTY_EIGHTH_REFERENCES = """1. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
2. Ray Chowdhury, J., Zhuang, Y., & Wang, S. (2022). Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional Prompt Tuning. AAAI. [PDF](papers/rapt.pdf)
3. Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing Deep Models for Overhead Image Segmentation Through Getis-Ord Gi* Pooling. arXiv. [PDF](papers/getis.pdf)
"""

HUNDRED_FORTY_NINTH = [
    ("Across the six genotypes, post-anthesis heat stress lowered grain yield per spike by roughly 30% to "
     "48% and individual grain weight by about 27% to 54% relative to plants kept at control temperatures "
     "[1].", None),
    ("Interestingly, genotype did not significantly influence the heat-induced loss in grains per spike, "
     "in line with earlier findings that heat imposed after anthesis has little effect on kernel number "
     "[1].",
     "Interestingly, genotype significantly influenced the heat-induced loss in grains per spike, in line "
     "with earlier findings that heat imposed after anthesis has little effect on kernel number [1]."),
    ("The stay-green lines CB202 and CB208 sustained the least damage to chlorophyll content and to "
     "thylakoid and cell membranes, while the Australian check cultivar Ventnor suffered the largest "
     "reductions in grain yield per spike and kernel weight [1].",
     "The stay-green lines CB202 and CB208 sustained the most damage to chlorophyll content and to "
     "thylakoid and cell membranes, while the Australian check cultivar Ventnor suffered the largest "
     "reductions in grain yield per spike and kernel weight [1]."),
    ("Untargeted LC-HRMS profiling identified 316 metabolites, 179 of them known compounds, and a PLS-DA "
     "whose first two components explained 23.1% and 12.7% of the variance cleanly separated heat-stressed"
     " from control samples [1].",
     "Untargeted LC-HRMS profiling identified 316 metabolites, 179 of them known compounds, and a PLS-DA "
     "whose first two components explained 23.1% and 21.7% of the variance cleanly separated heat-stressed"
     " from control samples [1]."),
    ("Metabolites that rose most sharply under heat, such as L-tryptophan (a roughly 11-fold increase), "
     "arginine and histidine, correlated negatively with yield, SPAD and Fv/Fm, which the authors suggest "
     "may reflect accelerated senescence rather than heat tolerance as such [1].", None),
    ("Supplementing R2R with complete en-RxR pairs leaves the unseen-environment success rate on R2R "
     "virtually unchanged, whereas training on Landmark-RxR sub-pairs instead raises it by 7.1% over an "
     "R2R-only baseline [2].",
     "Supplementing R2R with complete en-RxR pairs leaves the unseen-environment success rate on R2R "
     "virtually unchanged, whereas training on Landmark-RxR sub-pairs instead reduces it by 7.1% compared "
     "with an R2R-only baseline [2]."),
    ("A reward based solely on nDTW gives the agent the highest fidelity scores in unseen environments, "
     "yet it yields the lowest success rate of all the reward schemes compared [2].",
     "A reward based solely on nDTW gives the agent the highest fidelity scores in unseen environments, "
     "and it also yields the highest success rate of all the reward schemes compared [2]."),
    ("Re-weighting nDTW toward critical points through the soft focal-oriented reward increases the unseen"
     " success rate on en-RxR from 29.3% to 33.7% and reduces the loss number on Landmark-RxR from 5500 to"
     " 5173 [2].", None),
    ("Equipped with the hard focal-oriented reward, the agent reaches 34.9% SR on the en-RxR unseen split,"
     " 9.3 points above an RCM model trained on en-RxR, even though its nDTW remains lower than that "
     "baseline's [2].",
     "Equipped with the hard focal-oriented reward, the agent reaches 34.9% SR on the en-RxR unseen split,"
     " 4.3 points above an RCM model trained on en-RxR, even though its nDTW remains lower than that "
     "baseline's [2]."),
    ("The authors describe the work as only a preliminary exploration of Landmark-RxR and leave directions"
     " such as data augmentation, curriculum reinforcement learning and pretraining to future research "
     "[2].", None),
    ("For logical structure recovery on S2-VL, CoreRecipe with I-VILA reaches a macro-averaged F1 of 92.7,"
     " far ahead of the 39.1 obtained with Grobid's CRF models [3].", None),
    ("Even when scoring is limited to the categories for which Grobid outputs bounding boxes, the "
     "Transformer-based models still beat Grobid, although the margin shrinks considerably [3].",
     "Even when scoring is limited to the categories for which Grobid outputs bounding boxes, the "
     "Transformer-based models still beat Grobid, although the margin widens considerably [3]."),
    ("The authors concede that the comparison favours the Transformer models, which were trained on S2-VL "
     "data, and that Grobid's weak full-set scores partly reflect categories for which it returns no "
     "bounding boxes or no output at all [3].", None),
    ("Because papermage stores Layers as unordered attributes instead of requiring them to nest, it can "
     "cross-reference units such as sentences and lines that do not nest strictly within each other [3].", None),
    ("Grobid chains twelve interdependent sequence labeling models for full-text extraction, and the "
     "papermage authors found it difficult to run those model components in isolation from its PDF "
     "utilities [3].",
     "Grobid chains twelve interdependent sequence labeling models for full-text extraction, and the "
     "papermage authors found it straightforward to run those model components in isolation from its PDF "
     "utilities [3]."),
]
HUNDRED_FORTY_NINTH_REFERENCES = """1. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress. PLOS ONE. [PDF](papers/wheat.pdf)
2. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision. NeurIPS. [PDF](papers/landmark.pdf)
3. Lo, K., Shen, Z., Newman, B., Chang, J. C., Authur, R., Bransom, E., Candra, S., Chandrasekhar, Y., Huff, R., Kuehl, B., Singh, A., Wilhelm, C., Zamarron, A., Hearst, M. A., Weld, D. S., Downey, D., & Soldaini, L. (2023). PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents. EMNLP. [PDF](papers/papermage.pdf)
"""


# A nineteenth batch (sixteenth session), written against a frozen copy of the code after the eighteenth batch's
# fixes (SIFT, M3I, sepsis; dining cryptographers, NEO sizes, H. pylori; SemEAGAT, TrustRank, deep learning;
# REALM, VESPA, requirement prioritization): 58 correct sentences, 1 false finding when written, an RB005 error,
# fixed ("SemEAGAT does not obtain the best recall" against "our SemEAGAT is exceeded by them on R": a denied
# rank, a verb before a superlative, is a comparison the source's comparing verb answers). 10 of 32 planted
# caught (the same now). Missed: "explicitly accounts for transient errors", "did not outperform all of its
# simplified versions", "considerably more computation", "a wide margin" ("a modest margin"), "too hard"
# ("too easy"), "roughly twice the bandwidth" ("a fourfold increase"), dc-nets and mix-nets swapped, "also
# reproduces its sharp rise" ("We do not reproduce"), the digest2 conclusion turned, children and adults
# swapped, "narrowed" ("increased with time"), "substantially altered ... fragile" ("robust"), "also obtains
# the best recall", "the least damaging change" ("the worst performance"), "hold the largest concentration of
# spam" ("virtually no spam"), "reliably tells ... apart" ("is unable to effectively separate"), 46% -> 64%
# (a table's 0.636 rounds to 64%), "widens" ("cuts HMM-T's advantage"), "Conquered included", "substantial
# shifts" ("minor differences"), 223 and 80 swapped, "twice the time" ("in half time").
HUNDRED_FIFTIETH = [
    ("Among the scheduling policies weighed for SIFT, priority scheduling is only guaranteed to meet every"
     " frame deadline while the load stays under ln(2) of processor capacity, roughly 70 percent, whereas "
     "simply periodic scheduling keeps all tasks within their frames even at 100 percent loading [1].",
     "Among the scheduling policies weighed for SIFT, priority scheduling is only guaranteed to meet every"
     " frame deadline while the load stays under ln(2) of processor capacity, roughly 90 percent, whereas "
     "simply periodic scheduling keeps all tasks within their frames even at 100 percent loading [1]."),
    ("Wensley et al. argue that when a faulty clock may behave arbitrarily no reliable resynchronization "
     "scheme can exist for just three clocks, and they instead devise an algorithm for four or more clocks"
     " that survives a single clock failure and generalizes to M simultaneous failures out of N clocks "
     "provided N > 3M [1].", None),
    ("Because the processors are only loosely synchronized, replicas of an iteration can run at slightly "
     "different times, which makes simultaneous transient faults in several processors less likely to "
     "produce correlated failures across the copies of a task [1].",
     "Because the processors are only loosely synchronized, replicas of an iteration can run at slightly "
     "different times, which makes simultaneous transient faults in several processors more likely to "
     "produce correlated failures across the copies of a task [1]."),
    ("The SIFT reliability model treats every failure as permanent for the remainder of the flight and "
     "therefore does not account for transient errors, leaving uncorrelated transients to be masked by the"
     " executive software [1].",
     "The SIFT reliability model treats every failure as permanent for the remainder of the flight and "
     "therefore explicitly accounts for transient errors, leaving uncorrelated transients to be masked by "
     "the executive software [1]."),
    ("A complete bus unit with its interfaces is estimated at about a tenth of the complexity of a main "
     "processing module, and memory contention adds little delay because the 250 ns memory cycle is short "
     "next to the 10 µs needed to move a full word across a bus [1].", None),
    ("On the single-label Object Recognition benchmark, M3I attained a mean 5-fold cross-validation "
     "accuracy of 0.832, ahead of MIMLSVM at 0.796 and the metric-learning B2C-M baseline at 0.715 [2].", None),
    ("In the Object Recognition ablation, equipping the learning-free C2B distance (0.797) with "
     "class-specific metrics (0.815) or with significance coefficients (0.820) each raised accuracy, and "
     "the full M3I model outperformed all of its simplified versions [2].",
     "In the Object Recognition ablation, equipping the learning-free C2B distance (0.797) with "
     "class-specific metrics (0.815) or with significance coefficients (0.820) each raised accuracy, but "
     "the full M3I model did not outperform all of its simplified versions [2]."),
    ("Because the C2B formulation needs only O(NK^2) triplet constraints between classes and bags, versus "
     "O(N^3) between bags for bag-to-bag models, and the number of bags usually far exceeds the number of "
     "classes, it demands considerably less computation [2].",
     "Because the C2B formulation needs only O(NK^2) triplet constraints between classes and bags, versus "
     "O(N^3) between bags for bag-to-bag models, and the number of bags usually far exceeds the number of "
     "classes, it demands considerably more computation [2]."),
    ("On Corel5K, with models fit on the 4,500 training images and evaluated on the 500 test images, M3I "
     "reached the highest average precision, 0.593 against 0.554 for MildML, the strongest competing "
     "method [2].", None),
    ("The significance coefficients learned on PASCAL VOC 2010 show the same object being weighted "
     "differently across super-bags: a person region outweighs the car region when the person class is "
     "considered, yet falls below it within the car super-bag [2].", None),
    ("In the matched lookback evaluation, four hours before onset and at a fixed 80% sensitivity, the most"
     " complete MGP-RNN raised only about 1.4 false alarms per true alarm, versus 2.2 for the base MGP-RNN"
     " and 3.2 for the NEWS score formerly deployed at the hospital [3].",
     "In the matched lookback evaluation, four hours before onset and at a fixed 80% sensitivity, the most"
     " complete MGP-RNN raised only about 1.4 false alarms per true alarm, versus 2.8 for the base MGP-RNN"
     " and 3.2 for the NEWS score formerly deployed at the hospital [3]."),
    ("Each extension of the base MGP-RNN, from target replication and a sum of separable kernels to "
     "medication effects and missingness indicators, improved it by only a modest margin, although the "
     "model combining all of them consistently beat every other method on every metric considered [3].",
     "Each extension of the base MGP-RNN, from target replication and a sum of separable kernels to "
     "medication effects and missingness indicators, improved it by a wide margin, and the model combining"
     " all of them consistently beat every other method on every metric considered [3]."),
    ("The cohort comprised 51,697 inpatient admissions collected over 18 months, with an overall sepsis "
     "rate of 21.4% and a mean length of stay of 121.7 hours [3].", None),
    ("Instead of contrasting septic cases with controls shortly before discharge, a task the authors "
     "consider too easy because such patients are probably clinically stable, each sepsis encounter was "
     "matched to four non-septic encounters with similar length of stay and baseline covariates [3].",
     "Instead of contrasting septic cases with controls shortly before discharge, a task the authors "
     "consider too hard because such patients are probably clinically stable, each sepsis encounter was "
     "matched to four non-septic encounters with similar length of stay and baseline covariates [3]."),
    ("The authors acknowledge that lookback validation relies on aligning patients by their sepsis or "
     "prediction time, which would not be known in deployment, and for simplicity their real-time "
     "validation compared only the best model against NEWS [3].", None),
]
HUNDRED_FIFTIETH_REFERENCES = """1. Wensley, J. H., Lamport, L., Goldberg, J., Green, M. W., Levitt, K. N., Melliar-Smith, P. M., Shostak, R. E., & Weinstock, C. B. (1978). SIFT: Design and Analysis of a Fault-Tolerant Computer for Aircraft Control. Proceedings of the IEEE. [PDF](papers/sift.pdf)
2. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum Margin Multi-Instance Learning. Advances in Neural Information Processing Systems (NIPS). [PDF](papers/mimil.pdf)
3. Futoma, J., Hariharan, S., Heller, K., Sendak, M., Brajer, N., Clement, M., Bedoya, A., & O'Brien, C. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. Machine Learning for Healthcare (MLHC). [PDF](papers/sepsis.pdf)
"""

HUNDRED_FIFTY_FIRST = [
    ("Adapting a ring network to the dining-cryptographers protocol costs, on average, roughly four times "
     "the bandwidth of ordinary traceable ring protocols, where messages usually travel only halfway "
     "around before their recipients remove them [1].",
     "Adapting a ring network to the dining-cryptographers protocol costs, on average, roughly twice the "
     "bandwidth of ordinary traceable ring protocols, where messages usually travel only halfway around "
     "before their recipients remove them [1]."),
    ("When the key-sharing graph is reduced to a simple cycle, a lone participant still learns nothing, "
     "yet any two colluders can split the cycle and may completely expose a participant located between "
     "them [1].", None),
    ("Chaum contrasts mix-nets, which rest on a public-key system and are therefore at best "
     "computationally secure, with dc-nets, which can deliver unconditionally secure sender untraceability"
     " when built on unconditional secrecy channels [1].",
     "Chaum contrasts dc-nets, which rest on a public-key system and are therefore at best computationally"
     " secure, with mix-nets, which can deliver unconditionally secure sender untraceability when built on"
     " unconditional secrecy channels [1]."),
    ("For mail-like traffic with periodic deliveries and many messages per interval mix-nets may suffice, "
     "whereas dc-nets look preferable when messages must flow continually with no time for batching [1].", None),
    ("Extending the protocol from GF(2) to other fields is feasible but, according to Chaum, brings little"
     " practical advantage [1].", None),
    ("The DECam survey yields about 18,000 near-Earth objects larger than 100 m, in good agreement with "
     "the NEOWISE estimate of roughly 20,500 [2].",
     "The DECam survey yields about 28,000 near-Earth objects larger than 100 m, in good agreement with "
     "the NEOWISE estimate of roughly 20,500 [2]."),
    ("Around 6.5% of the detected objects moved faster than the quickest implanted synthetic rate of 360 "
     "arcsec/hr, and this share rises to about 10% for bodies below 30 m, so the small-NEO count may be "
     "underestimated by roughly 10% [2].", None),
    ("The debiased distribution tracks the lunar-crater estimate of Werner et al. closely for H < 26 but "
     "does not reproduce its sharp rise at fainter magnitudes [2].",
     "The debiased distribution tracks the lunar-crater estimate of Werner et al. closely for H < 26 and "
     "also reproduces its sharp rise at fainter magnitudes [2]."),
    ("A digest2 test on ten recently discovered NEOs returned no score below 78, indicating that the 40% "
     "cut may let some non-NEOs through but never discards genuine NEOs [2].",
     "A digest2 test on ten recently discovered NEOs returned no score below 78, indicating that the 40% "
     "cut may discard some genuine NEOs but never lets non-NEOs through [2]."),
    ("Because the albedos of the observed objects are unknown, the authors concede that H = 27.3 could "
     "correspond to diameters between 7 and 14 meters when mean albedos of 0.4 and 0.1 are assumed [2].", None),
    ("In the subgroup analysis, adults gained more haemoglobin from eradication therapy than children did,"
     " with weighted mean differences of 15.11 versus 11.77 g/l [3].",
     "In the subgroup analysis, children gained more haemoglobin from eradication therapy than adults did,"
     " with weighted mean differences of 15.11 versus 11.77 g/l [3]."),
    ("Bismuth-based triple therapy roughly doubled the haemoglobin benefit of PPI-based triple therapy, "
     "with a weighted mean difference of 20.73 g/l against 10.42 g/l [3].", None),
    ("The ferritin gap between intervention and control groups widened with follow-up, from 2.24 mg/l at 4"
     " weeks to 9.99 mg/l at 8 weeks [3].",
     "The ferritin gap between intervention and control groups narrowed with follow-up, from 2.24 mg/l at "
     "4 weeks to 9.99 mg/l at 8 weeks [3]."),
    ("Removing the studies that contributed most to heterogeneity left the pooled results essentially "
     "unchanged, suggesting the findings are robust [3].",
     "Removing the studies that contributed most to heterogeneity substantially altered the pooled "
     "results, suggesting the findings are fragile [3]."),
    ("Egger's test showed no evidence of publication bias in either the haemoglobin or the ferritin "
     "studies (p = 0.350 and p = 0.586, respectively) [3].", None),
]
HUNDRED_FIFTY_FIRST_REFERENCES = """1. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal of Cryptology. [PDF](papers/chaum.pdf)
2. Trilling, D. E., Valdes, F., Allen, L., James, D., Fuentes, C., Herrera, D., Axelrod, T., & Rajagopal, J. (2017). The Size Distribution of Near Earth Objects Larger than 10 Meters. AAS Journals (arXiv:1707.04066). [PDF](papers/neo.pdf)
3. Huang, X., Qu, X., Yan, W., Huang, Y., Cai, M., Hu, B., Wu, L., Lin, H., Chen, Z., Zhu, C., Lu, L., Sun, X., Rong, L., Jiang, Y., Sun, D., Zhong, L., & Xiong, P. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
"""

HUNDRED_FIFTY_SECOND = [
    ("On the ACE2005 test set, SemEAGAT reaches an F1 of 76.8%, edging out the hierarchical graph model "
     "HGEED by 0.6 points [1].",
     "On the ACE2005 test set, SemEAGAT reaches an F1 of 76.8%, edging out the hierarchical graph model "
     "HGEED by 1.6 points [1]."),
    ("Against the GAT-based MOGANED, the semantic-graph model is ahead on precision, recall and F1 alike, "
     "with a 1.1-point gain in F1 [1].", None),
    ("SemEAGAT does not obtain the best recall, however: Bi-LSTM+GAN and LearnToSelectED recover more "
     "triggers, while the semantic-graph model clearly wins on precision [1].",
     "SemEAGAT also obtains the best recall: it recovers more triggers than Bi-LSTM+GAN and "
     "LearnToSelectED, while the semantic-graph model clearly wins on precision [1]."),
    ("In the ablation, removing the BiLSTM contextual encoder is the most damaging change, pulling F1 down"
     " to 70.3, whereas discarding only the edge-aware attention costs 2.3 points of F1 [1].",
     "In the ablation, removing the BiLSTM contextual encoder is the least damaging change, pulling F1 "
     "down to 70.3, whereas discarding only the edge-aware attention costs 2.3 points of F1 [1]."),
    ("Stacking additional EAGAT layers helps only up to a point: performance peaks at two layers and then "
     "declines, a drop the authors attribute to over-smoothing of node features [1].", None),
    ("Using just 178 good seed sites, picked after manually reviewing 1,250 top-ranked candidates by "
     "inverse PageRank, TrustRank was applied to a site-level AltaVista graph of roughly 31 million sites "
     "[2].",
     "Using just 178 good seed sites, picked after manually reviewing 2,500 top-ranked candidates by "
     "inverse PageRank, TrustRank was applied to a site-level AltaVista graph of roughly 31 million sites "
     "[2]."),
    ("The five highest TrustRank buckets are practically free of spam, whereas close to 20% of the second "
     "PageRank bucket turns out to be spam [2].",
     "The five highest TrustRank buckets hold the largest concentration of spam, whereas close to 20% of "
     "the second PageRank bucket turns out to be spam [2]."),
    ("Relative to their PageRank position, spam sites from bucket 2 fall by about seven buckets on average"
     " under TrustRank, while good sites mostly stay where they were [2].", None),
    ("The authors concede that TrustRank is unable to tell low-scored good sites apart from bad ones, "
     "because such sites lack distinguishing inlinks [2].",
     "The authors show that TrustRank reliably tells low-scored good sites apart from bad ones, even "
     "though such sites lack distinguishing inlinks [2]."),
    ("If the threshold keeps only TrustRank buckets 1 to 10, precision reaches 0.86 at a recall of 0.55, "
     "and even the full sample yields a baseline precision of 0.82 because most sampled sites are good "
     "[2].", None),
    ("In the 2012 ImageNet competition, with about a million web images spanning 1,000 classes, deep "
     "convolutional networks almost halved the error rates of the best competing approaches [3].",
     "In the 2012 ImageNet competition, with about a million web images spanning 1,000 classes, deep "
     "convolutional networks almost doubled the error rates of the best competing approaches [3]."),
    ("Contrary to earlier fears, poor local minima rarely pose a problem for large networks; the loss "
     "landscape is instead filled with a combinatorially large number of saddle points whose objective "
     "values are very similar [3].", None),
    ("Unsupervised pre-training mainly pays off when labelled data are scarce, and once deep learning had "
     "been rehabilitated the pre-training stage proved necessary only for small data sets [3].", None),
    ("LSTM networks have turned out to be more effective than conventional recurrent networks, "
     "particularly when several layers are stacked for each time step [3].",
     "LSTM networks have turned out to be less effective than conventional recurrent networks, "
     "particularly when several layers are stacked for each time step [3]."),
]
HUNDRED_FIFTY_SECOND_REFERENCES = """1. Xi, Y., Lu, J., Hang, T., Zhang, Y., Wang, Z., & Feng, J. (2022). SemEAGAT: A novel approach by incorporating semantic dependency graph in event detection. Journal of Physics: Conference Series. [PDF](papers/semeagat.pdf)
2. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating web spam with TrustRank. Proceedings of the 30th VLDB Conference. [PDF](papers/trustrank.pdf)
3. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
"""

HUNDRED_FIFTY_THIRD = [
    ("On the type-checking task, the HMM-based checker beat an n-gram baseline on every relation examined,"
     " shrinking the missing area under the precision/recall curve by 46% on average [1].",
     "On the type-checking task, the HMM-based checker beat an n-gram baseline on every relation examined,"
     " shrinking the missing area under the precision/recall curve by 64% on average [1]."),
    ("Substituting cosine distance for BM25 narrows the HMM type checker's margin over the n-gram method, "
     "yet its error rate still stays roughly 23% lower on average [1].",
     "Substituting cosine distance for BM25 widens the HMM type checker's margin over the n-gram method, "
     "yet its error rate still stays roughly 23% lower on average [1]."),
    ("By combining type checking with relational n-gram assessment, REALM ranks sparse extractions better "
     "than either component alone and better than both TextRunner's frequency ordering and a "
     "Snowball-style pattern learner, cutting the missing area under the curve by 39% on average relative "
     "to the strongest baseline [1].", None),
    ("REALM's advantage over the pattern-learning baseline reached statistical significance for all "
     "relations except Conquered [1].",
     "REALM's advantage over the pattern-learning baseline reached statistical significance for all "
     "relations, Conquered included [1]."),
    ("For tractability the HMM is restricted to 20 hidden states, a granularity that suffices for checking"
     " argument types but is too coarse to decide whether two arguments actually stand in the target "
     "relation [1].", None),
    ("When VESPA was given the masked alignments and gene trees of 18 Selectome gene families, it "
     "reproduced the database's findings exactly [2].", None),
    ("Realigning these families with MUSCLE and PRANK led to only minor shifts in the positively selected "
     "sites of five genes, while the other 13 genes matched the sites reported in Selectome [2].",
     "Realigning these families with MUSCLE and PRANK led to substantial shifts in the positively selected"
     " sites of five genes, while the other 13 genes matched the sites reported in Selectome [2]."),
    ("Across 7,918 Ensembl gene families, 1,998 showed evidence of site-specific positive selection, "
     "whereas 223 showed mouse-specific and only 80 showed human-specific positive selection [2].",
     "Across 7,918 Ensembl gene families, 1,998 showed evidence of site-specific positive selection, "
     "whereas 80 showed mouse-specific and 223 showed human-specific positive selection [2]."),
    ("While most VESPA functions finished in under four minutes on this large dataset, the codeML-related "
     "steps were far slower, with the results-parsing function alone taking about six hours [2].", None),
    ("The authors concede that VESPA does not fully automate homology searches, because these are best run"
     " as serial jobs on large computing clusters whose submission procedures differ [2].",
     "The authors state that VESPA fully automates homology searches, because these are best run as serial"
     " jobs on large computing clusters whose submission procedures differ [2]."),
    ("In dynamic validation, the bin-based AHP model yielded accurate prioritizations in roughly half the "
     "time taken by conventional AHP [3].",
     "In dynamic validation, the bin-based AHP model yielded accurate prioritizations in roughly twice the"
     " time taken by conventional AHP [3]."),
    ("Representatives of both companies judged the model superior to standard AHP in effectiveness and "
     "efficiency, and voiced no reservations about calling it practical and applicable [3].",
     "Representatives of both companies judged the model superior to standard AHP in effectiveness and "
     "efficiency, but voiced strong reservations about calling it practical and applicable [3]."),
    ("In the worked four-requirement example, the consistency ratio of 0.2 exceeds the 0.1 level at which "
     "judgmental errors are deemed negligible, signalling a moderate degree of inconsistency [3].", None),
    ("The approach assumes that requirements have no dependencies on one another and that pairwise "
     "comparisons made by more than two people do not conflict [3].", None),
]
HUNDRED_FIFTY_THIRD_REFERENCES = """1. Downey, D., Schoenmackers, S., & Etzioni, O. (2007). Sparse Information Extraction: Unsupervised Language Models to the Rescue. Proceedings of the 45th Annual Meeting of the Association of Computational Linguistics. [PDF](papers/realm.pdf)
2. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science. [PDF](papers/vespa.pdf)
3. Iqbal, M. A., Zaidi, A. M., & Murtaza, S. (2010). A New Requirement Prioritization Model for Market Driven Products Using Analytical Hierarchical Process. 2010 International Conference on Data Storage and Data Engineering. [PDF](papers/reqprio.pdf)
"""


# A twentieth batch (sixteenth session), written against a frozen copy of the code after the nineteenth batch's
# fixes (S2ORC, DPR, Hoare; TableFormer, ViT, heavy mesons; adapters, MapReduce, music transcription; Paper
# Plain, birdsong FM, data placement): 60 correct sentences, 2 false findings when written, both RB005 errors,
# both fixed: "ViT-B/32 does much worse than ResNet50 with 9M images" against "ViT-B/32 is slightly faster than
# ResNet50; it performs much worse on the 9M subset" (the seventh batch's known false, on a second writer's
# paraphrase: no operand reaches across a semicolon); "Comprehension did not suffer with Paper Plain" against a
# sentence on the average score (a denial of "suffer" nothing spoke of: "suffers" is a fall, and the paper's
# "scored no worse" now agrees and vetoes it). 9 of 32 planted caught (the same now). Missed: "far more
# linked bibliography entries" (its own numbers, 6.8 against 19.3, say fewer), "the widest gap at large k",
# "a further sizeable gain", "largely depends on the overflow technique", "severely hurts ... cannot be
# inferred", "rising steadily all the way to sixteen", "shortens training", "around 12% above" (the paper's
# "2%" in words: "a significant improvement of 2%"), "twenty parameters", c- and b-flavored swapped, "matter
# more", "fragile", "delivered a significant improvement", "considerably stronger" ("much inferior"),
# "twenty 30-second segments" ("twelve"), every planted error of the Paper Plain / birdsong / placement draft
# (directions, a dropped "no significant difference", a method named for another, "five" for "three").
HUNDRED_FIFTY_FOURTH = [
    ("S2ORC-SciBERT, a BERT-Base model pretrained from scratch on S2ORC, outperforms SciBERT on many of "
     "the evaluated tasks despite a large share of its pretraining data lying outside biomedicine and "
     "computer science [1].",
     "S2ORC-SciBERT, a BERT-Base model pretrained from scratch on S2ORC, underperforms SciBERT on most of "
     "the evaluated tasks because a large share of its pretraining data lies outside biomedicine and "
     "computer science [1]."),
    ("On sampled evaluation sets, bibliography linking reached a title accuracy of 1.00 for both GROBID "
     "and LaTeX parses, with author accuracy slightly lower at 0.96 and 0.92, respectively [1].", None),
    ("Parses derived from LaTeX link far fewer bibliography entries per paper than GROBID parses (6.8 "
     "versus 19.3 on average), a gap the authors trace mainly to physics papers whose references lack "
     "titles, on which their linker depends [1].",
     "Parses derived from LaTeX link far more bibliography entries per paper than GROBID parses (6.8 "
     "versus 19.3 on average), a gap the authors trace mainly to physics papers whose references lack "
     "titles, on which their linker depends [1]."),
    ("Surprisingly, metadata extracted from LaTeX sources proved to be of lower quality than metadata "
     "extracted from PDFs, so it is not used for paper clustering or metadata selection [1].", None),
    ("The resulting pretraining corpus of 16.4B tokens is nearly five times larger than that of SciBERT, "
     "and biomedical and computer science papers make up only about half of it, compared with an 82%/18% "
     "biomedical/CS split for SciBERT [1].", None),
    ("Except on SQuAD, DPR achieves higher retrieval accuracy than BM25 on every dataset, with the widest "
     "gap at small k, such as 78.4% versus 59.1% top-20 accuracy on Natural Questions [2].",
     "Except on SQuAD, DPR achieves higher retrieval accuracy than BM25 on every dataset, with the widest "
     "gap at large k, such as 78.4% versus 59.1% top-20 accuracy on Natural Questions [2]."),
    ("The authors attribute DPR's weaker SQuAD results to strong lexical overlap between questions and "
     "passages, which favors BM25 because annotators wrote questions after reading the passage, and to a "
     "heavily biased training distribution drawn from just over 500 Wikipedia articles [2].",
     "The authors attribute DPR's weaker SQuAD results to strong lexical overlap between questions and "
     "passages, which favors BM25 because annotators wrote questions after reading the passage, and to a "
     "heavily biased training distribution drawn from just over 5,000 Wikipedia articles [2]."),
    ("In the training-scheme ablation on Natural Questions, adding a single BM25 hard negative to in-batch"
     " training substantially raises retrieval accuracy, whereas a second one yields no further gain [2].",
     "In the training-scheme ablation on Natural Questions, adding a single BM25 hard negative to in-batch"
     " training substantially raises retrieval accuracy, and a second one yields a further sizeable gain "
     "[2]."),
    ("L2 distance performs comparably to the dot product as a similarity function, both outperform cosine,"
     " and swapping the negative log-likelihood objective for a triplet loss does not change the results "
     "much [2].", None),
    ("A DPR model trained only on Natural Questions generalizes well to WebQuestions and CuratedTREC "
     "without further fine-tuning, trailing the best fine-tuned model by 3-5 points in top-20 accuracy "
     "while still far exceeding BM25 [2].", None),
    ("Dense retrieval with FAISS handles about 995 questions per second compared with 23.7 per CPU thread "
     "for BM25/Lucene, but indexing is much costlier: building the FAISS index takes 8.5 hours on one "
     "server, whereas a Lucene inverted index takes about 30 minutes [2].", None),
    ("Hoare observes that axioms A1 to A9 also hold for the finite sets of integers manipulated by "
     "computers as long as these are restricted to nonnegative numbers, and that their truth is largely "
     "independent of the overflow technique chosen [3].",
     "Hoare observes that axioms A1 to A9 also hold for the finite sets of integers manipulated by "
     "computers as long as these are restricted to nonnegative numbers, and that their truth largely "
     "depends on the overflow technique chosen [3]."),
    ("Hoare acknowledges that his axioms and rules give no basis for proving that a program terminates, so"
     " P{Q}R should be read as describing the results only on the condition that the program terminates "
     "[3].",
     "Hoare acknowledges that his axioms and rules also give a basis for proving that a program "
     "terminates, so P{Q}R should be read as describing the results only on the condition that the program"
     " terminates [3]."),
    ("Hoare notes that testing often takes more than half of the time spent on a programming project and "
     "that, with realistic costing of machine time, two thirds or more of the project's cost goes into "
     "removing errors during this phase [3].",
     "Hoare notes that testing often takes more than half of the time spent on a programming project and "
     "that, with realistic costing of machine time, one third or more of the project's cost goes into "
     "removing errors during this phase [3]."),
    ("Hoare expects no great difficulty in extending the approach to features such as arrays, recursion "
     "and parallel execution as long as the language is kept simple, but singles out labels and jumps, "
     "pointers, and name parameters as presenting real difficulty [3].", None),
]
HUNDRED_FIFTY_FOURTH_REFERENCES = """1. Lo, K., Wang, L. L., Neumann, M., Kinney, R., & Weld, D. S. (2020). S2ORC: The Semantic Scholar Open Research Corpus. Proceedings of the 58th Annual Meeting of the Association for Computational Linguistics. [PDF](papers/s2orc.pdf)
2. Karpukhin, V., Oğuz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. Proceedings of the 2020 Conference on Empirical Methods in Natural Language Processing (EMNLP). [PDF](papers/dpr.pdf)
3. Hoare, C. A. R. (1969). An Axiomatic Basis for Computer Programming. Communications of the ACM. [PDF](papers/hoare.pdf)
"""

HUNDRED_FIFTY_FIFTH = [
    ("In an ablation that reassigns each attention bias to the generic \"others\" type, removing the "
     "same-row bias causes by far the largest drop, cutting SQA development accuracy from 62.1 to 32.1 "
     "[1].", None),
    ("Dropping only the same-column bias barely hurts accuracy, because column membership can still be "
     "inferred through the cell-to-header and header-to-cell biases [1].",
     "Dropping only the same-column bias severely hurts accuracy, because column membership cannot be "
     "inferred through the cell-to-header and header-to-cell biases [1]."),
    ("Augmenting TAPAS with shuffled copies of each training table helps, with accuracy peaking at eight "
     "perturbed versions and falling at sixteen, yet even the best augmented model still changes 7.0% of "
     "its predictions under perturbation compared with 0.1% for TableFormer [1].",
     "Augmenting TAPAS with shuffled copies of each training table helps, with accuracy rising steadily "
     "all the way to sixteen perturbed versions, yet even the best augmented model still changes 7.0% of "
     "its predictions under perturbation compared with 0.1% for TableFormer [1]."),
    ("Replacing learnable biases with hard attention masking in the style of SAT left TAPAS worse than the"
     " unmodified baseline, suggesting that confining attention to the same rows and columns reduces "
     "modeling capacity [1].", None),
    ("The authors concede that TableFormer lengthens training by roughly 20% and, being order-invariant, "
     "cannot handle questions about absolute row positions, although a manual check found only 4 of 1,800 "
     "SQA questions that depend on row order [1].",
     "The authors concede that TableFormer shortens training by roughly 20% and, being order-invariant, "
     "cannot handle questions about absolute row positions, although a manual check found only 4 of 1,800 "
     "SQA questions that depend on row order [1]."),
    ("When pre-trained only on ImageNet, ViT-Large models trail ViT-Base models despite moderate "
     "regularization, and the full advantage of the larger models emerges only with JFT-300M pre-training "
     "[2].",
     "When pre-trained only on ImageNet, ViT-Large models surpass ViT-Base models despite moderate "
     "regularization, and the full advantage of the larger models emerges only with JFT-300M pre-training "
     "[2]."),
    ("In few-shot evaluations on random JFT subsets, ViT-B/32 does much worse than ResNet50 with 9M images"
     " but better with 90M or more, which supports the view that the convolutional inductive bias mainly "
     "helps on smaller datasets [2].", None),
    ("In a controlled scaling study, ViT needs roughly two to four times less compute than ResNets to "
     "reach the same transfer performance, while hybrids hold a slight edge only at small compute budgets "
     "and the gap vanishes for larger models [2].",
     "In a controlled scaling study, ViT needs roughly two to four times less compute than ResNets to "
     "reach the same transfer performance, while hybrids hold a slight edge only at large compute budgets "
     "and the gap vanishes for smaller models [2]."),
    ("A preliminary masked patch prediction objective brings ViT-B/16 to 79.9% ImageNet accuracy, around "
     "2% above training from scratch but still about 4% below supervised pre-training [2].",
     "A preliminary masked patch prediction objective brings ViT-B/16 to 79.9% ImageNet accuracy, around "
     "12% above training from scratch but still about 4% below supervised pre-training [2]."),
    ("The JFT-pretrained ViT-L/16 matches or exceeds BiT-L across the reported benchmarks while needing "
     "only 0.68k TPUv3-core-days of pre-training versus 9.9k for BiT-L [2].", None),
    ("The spectator-equation model of heavy mesons has twelve parameters in total, with the "
     "vector-potential parameters held at the Godfrey-Isgur values and the remaining ones fitted to a "
     "selection of meson masses [3].",
     "The spectator-equation model of heavy mesons has twenty parameters in total, with the "
     "vector-potential parameters held at the Godfrey-Isgur values and the remaining ones fitted to a "
     "selection of meson masses [3]."),
    ("Although the computed heavy-light spectra match the data well, every calculated hyperfine splitting "
     "exceeds the measured one, and agreement is considerably better for b-flavored than for c-flavored "
     "mesons [3].",
     "Although the computed heavy-light spectra match the data well, every calculated hyperfine splitting "
     "exceeds the measured one, and agreement is considerably better for c-flavored than for b-flavored "
     "mesons [3]."),
    ("For bottomonium, the predicted masses agree well with experiment below the BB threshold but worsen "
     "as states approach and cross it, possibly because coupling to strong decay channels is not included "
     "[3].", None),
    ("The scalar and vector retardation contributions to the bottomonium masses carry opposite signs and "
     "therefore tend to cancel, although their sum is still comparable in size to the hyperfine and "
     "spin-orbit terms [3].", None),
    ("Using only the leading-order structure of the model, the authors estimate the HQET parameter "
     "Lambda-bar at 0.45 GeV for the ground-state pseudoscalar/vector doublet, in reasonable agreement "
     "with values in the literature [3].", None),
]
HUNDRED_FIFTY_FIFTH_REFERENCES = """1. Yang, J., Gupta, A., Upadhyay, S., He, L., Goel, R., & Paul, S. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. Proceedings of the 60th Annual Meeting of the Association for Computational Linguistics (ACL 2022). [PDF](papers/tableformer.pdf)
2. Dosovitskiy, A., Beyer, L., Kolesnikov, A., Weissenborn, D., Zhai, X., Unterthiner, T., Dehghani, M., Minderer, M., Heigold, G., Gelly, S., Uszkoreit, J., & Houlsby, N. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. International Conference on Learning Representations (ICLR 2021). [PDF](papers/vit.pdf)
3. Zeng, J., Van Orden, J. W., & Roberts, W. (1994). Heavy Mesons In A Relativistic Model. CEBAF Theory Group Preprint CEBAF-TH-94-08. [PDF](papers/mesons.pdf)
"""

HUNDRED_FIFTY_SIXTH = [
    ("On the GLUE benchmark, adapter tuning reaches a mean score of 80.0 against 80.4 for full "
     "fine-tuning, while requiring only 1.3× the BERT parameters in total instead of the 9× needed by "
     "fine-tuning [1].", None),
    ("Ablating the adapters of any single layer costs at most about 2% of performance, yet stripping all "
     "adapters from the network drops accuracy to majority-class levels of 37% on MNLI and 69% on CoLA "
     "[1].", None),
    ("Layer-wise ablations indicate that adapters in the lower layers matter less than those in the higher"
     " layers, as removing the adapters from layers 0-4 barely affects MNLI performance [1].",
     "Layer-wise ablations indicate that adapters in the lower layers matter more than those in the higher"
     " layers, as removing the adapters from layers 0-4 barely affects MNLI performance [1]."),
    ("Adapter performance is robust to the initialization scale for standard deviations below 10^-2, but "
     "degrades once the initial weights become too large, with CoLA suffering more than MNLI [1].",
     "Adapter performance is fragile to the initialization scale for standard deviations below 10^-2, and "
     "degrades further once the initial weights become too large, with CoLA suffering more than MNLI [1]."),
    ("More elaborate adapter variants, such as adding batch or layer normalization inside the module, "
     "stacking more layers per adapter, or switching to tanh activations, did not deliver a significant "
     "improvement over the plain bottleneck design [1].",
     "More elaborate adapter variants, such as adding batch or layer normalization inside the module, "
     "stacking more layers per adapter, or switching to tanh activations, delivered a significant "
     "improvement over the plain bottleneck design [1]."),
    ("Disabling backup tasks stretches the terabyte sort from 891 to 1283 seconds, a 44% increase in "
     "elapsed time that is driven by a handful of straggling reduce tasks [2].",
     "Disabling backup tasks stretches the terabyte sort from 891 to 1283 seconds, a 24% increase in "
     "elapsed time that is driven by a handful of straggling reduce tasks [2]."),
    ("Even after 200 of the 1746 worker processes were deliberately killed mid-run, the sort finished in "
     "933 seconds, only about 5% slower than an undisturbed execution [2].", None),
    ("Thanks to the locality optimization, the sort reads its input faster than it shuffles or writes "
     "output, since most input is fetched from local disks and bypasses the bandwidth-constrained network "
     "[2].",
     "Thanks to the locality optimization, the sort reads its input more slowly than it shuffles or writes"
     " output, since most input is fetched from local disks and bypasses the bandwidth-constrained network"
     " [2]."),
    ("When one phase of Google's production indexing system was rewritten with MapReduce, its code shrank "
     "from roughly 3800 lines of C++ to about 700 [2].", None),
    ("Because failure of the single master is considered unlikely, the implementation makes no attempt to "
     "recover from it and simply aborts the computation, leaving clients to retry the operation [2].",
     "Because failure of the single master is considered unlikely, the implementation transparently "
     "recovers from it without aborting the computation, so clients never need to retry the operation [2]."),
    ("In the MIREX multi-F0 estimation task, the best accuracy of 0.69 was obtained by Yeh and Röbel's "
     "system in 2009, and this result had not been surpassed by 2012, illustrating a plateau in "
     "performance [3].", None),
    ("Note tracking remains considerably weaker than frame-based multi-pitch estimation, especially when "
     "offsets are scored as well as onsets, although Dressler's 2012 system reached average F-measures of "
     "0.65 for onset-only and 0.45 for onset-offset evaluation [3].",
     "Note tracking remains considerably stronger than frame-based multi-pitch estimation, especially when"
     " offsets are scored as well as onsets, although Dressler's 2012 system reached average F-measures of"
     " 0.65 for onset-only and 0.45 for onset-offset evaluation [3]."),
    ("Evaluation corpora are small, with the commonly used RWC subset containing just twelve 30-second "
     "segments and the MIREX multi-F0 development set lasting only 54 seconds, which makes overfitting and"
     " inflated performance estimates a real danger [3].",
     "Evaluation corpora are small, with the commonly used RWC subset containing just twenty 30-second "
     "segments and the MIREX multi-F0 development set lasting only 54 seconds, which makes overfitting and"
     " inflated performance estimates a real danger [3]."),
    ("Iterative multi-pitch estimators are computationally inexpensive but tend to accumulate errors from "
     "one iteration to the next, whereas joint estimators yield more accurate estimates at a higher "
     "computational cost [3].", None),
    ("Many AMT studies evaluate exclusively on piano recordings because a Disklavier makes aligned ground "
     "truth easy to produce, but the authors caution that this emphasis may lead to models suited only to "
     "pitched percussive instruments [3].", None),
]
HUNDRED_FIFTY_SIXTH_REFERENCES = """1. Houlsby, N., Giurgiu, A., Jastrzębski, S., Morrone, B., de Laroussilhe, Q., Gesmundo, A., Attariyan, M., & Gelly, S. (2019). Parameter-Efficient Transfer Learning for NLP. Proceedings of the 36th International Conference on Machine Learning (ICML). [PDF](papers/adapters.pdf)
2. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. 6th Symposium on Operating Systems Design and Implementation (OSDI). [PDF](papers/mapreduce.pdf)
3. Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. (2013). Automatic music transcription: challenges and future directions. Journal of Intelligent Information Systems. [PDF](papers/amt.pdf)
"""

HUNDRED_FIFTY_SEVENTH = [
    ("In the usability study, participants who had only the Key Question Index and Answer Gists rated "
     "their reading difficulty significantly lower than those using a standard PDF reader, with a median "
     "of 3 versus 4 on a five-point scale [1].",
     "In the usability study, participants who had only the Key Question Index and Answer Gists rated "
     "their reading difficulty significantly higher than those using a standard PDF reader, with a median "
     "of 3 versus 4 on a five-point scale [1]."),
    ("When the full interface was available, readers strongly favored the guidance features: 11 of the 12 "
     "participants used the key questions and answer gists, whereas only 8 ever opened a section gist or "
     "term definition [1].", None),
    ("Comprehension did not suffer with Paper Plain, as participants answered 3.67 of seven questions "
     "correctly on average compared with 3.50 for the PDF reader, satisfying a non-inferiority test [1].",
     "Comprehension improved significantly with Paper Plain, as participants answered 3.67 of seven "
     "questions correctly on average compared with 3.50 for the PDF reader, satisfying a non-inferiority "
     "test [1]."),
    ("A variant offering only section gists and term definitions showed no significant difference from the"
     " PDF baseline in reading difficulty, understanding, or relevance ratings [1].",
     "A variant offering only section gists and term definitions showed a significant improvement over the"
     " PDF baseline in reading difficulty, understanding, and relevance ratings [1]."),
    ("The authors caution that the short, timed ten-minute reading task may have artificially inflated "
     "reliance on the key questions and that comprehension differences might have become more pronounced "
     "given more time [1].", None),
    ("Of the four FM extraction techniques compared, the simple spectrographic method was by far the "
     "fastest, needing about 0.02 of the audio duration, while the distribution derivative method was the "
     "only one slower than real time [2].",
     "Of the four FM extraction techniques compared, the simple spectrographic method was by far the "
     "fastest, needing about 0.02 of the audio duration, while the matching pursuit method was the only "
     "one slower than real time [2]."),
    ("Bandwidth summaries showed rather little predictive power for species identity, whereas the median "
     "frequency was consistently the best-performing single feature [2].",
     "Bandwidth summaries showed strong predictive power for species identity, whereas the median "
     "frequency was consistently the best-performing single feature [2]."),
    ("Taken alone, FM features predicted species less well than frequency features, yet appending them to "
     "the frequency features gave a significant boost, suggesting they encode complementary information "
     "[2].",
     "Taken alone, FM features predicted species better than frequency features, yet appending them to the"
     " frequency features gave a significant boost, suggesting they encode complementary information [2]."),
    ("On the 56-species PhyllXC classification task, the combined FM and frequency feature set reached a "
     "marginal mean weighted AUC of about 69.5%, compared with roughly 59% for FM features alone [2].", None),
    ("The authors acknowledge that their analyses are aimed mainly at tonal sounds and that, unlike the "
     "other three methods, the simple spectrographic approach has no obvious generalization to recordings "
     "in which several birds vocalize simultaneously [2].", None),
    ("Golubchik et al. show that data placement stays hard even in very restricted homogeneous systems, "
     "being NP-complete when each disk can hold two objects and strongly NP-hard when it can hold three, "
     "although the one-object case is solvable greedily in polynomial time [3].",
     "Golubchik et al. show that data placement stays hard even in very restricted homogeneous systems, "
     "being NP-complete when each disk can hold two objects and strongly NP-hard when it can hold five, "
     "although the one-object case is solvable greedily in polynomial time [3]."),
    ("Their implementation of the Sliding-Window algorithm runs in O((N + M) log(N + M)) steps, a "
     "substantial speed-up over the O(NM) implementation given by Shachnai and Tamir [3].", None),
    ("In Zipf-based simulations, the worst-case bound proved reasonably tight when object popularity was "
     "strongly skewed, as in video-on-demand servers, while Sliding-Window did considerably better than "
     "the bound when objects were about equally popular and disks had small storage capacity [3].",
     "In Zipf-based simulations, the worst-case bound proved quite loose when object popularity was "
     "strongly skewed, as in video-on-demand servers, while Sliding-Window did considerably better than "
     "the bound when objects were about equally popular and disks had small storage capacity [3]."),
    ("These numerical experiments were restricted to the homogeneous case, with the load capacity fixed at"
     " 100 and five disks in every run [3].", None),
]
HUNDRED_FIFTY_SEVENTH_REFERENCES = """1. August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K. (2022). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language Processing. ACM Transactions on Computer-Human Interaction. [PDF](papers/paperplain.pdf)
2. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
3. Golubchik, L., Khanna, S., Khuller, S., Thurimella, R., & Zhu, A. (2009). Approximation Algorithms for Data Placement on Parallel Disks. ACM Transactions on Algorithms. [PDF](papers/placement.pdf)
"""


# A twenty-first batch (sixteenth session), written against a frozen copy of the code after the twentieth batch's
# fixes (NEO sizes, Getis-Ord pooling, Open IE domain adaptation; LT accelerations, stereo matching, EGP; wheat,
# disk video, RAPT; preemptive IE, H. pylori, VESPA): 60 correct sentences, 2 false findings when written, both
# RB005 errors, both fixed: "EGP is not uniformly best" against "... (having the largest average overall)" (a
# negated universal, "not uniformly / universally / invariably", denies no word); "Egger's test did not indicate
# publication bias" against the Methods sentence naming the test (the paper's "which showed a lack of
# publication bias" now answers the denial: a lack of, or "no", what the denied verb governs). 7 of 32
# planted caught (the same now). Missed: "also reproduces the steep rise" ("We do not reproduce"), 6.5% -> 25%
# (the sentence's 10% is printed; the restated sentence not reached), "raises ... from about 7.7% to 15.9%"
# (both printed), "surpasses that domain-adaptation method", "driven more by the volume", "left recall high"
# ("has limited recall"), "turned out to be harmful", "strictly negative" ("strictly positive"), "an
# unrealistically large age", "substantial gains", "falls with the noise level", "about 60 frames per second"
# and "only 39%" (printed elsewhere, a table row and a figure), "exceeds both" (the sentence's own numbers say
# trails), "a severe effect" ("minimal effect"), "a lower aggregate throughput" (its own numbers say higher),
# 7 -> 3 rounds ("three" stands elsewhere), the cause of the delay swapped, "requires hand-crafted prompt
# sequences" ("removes the need for"), parsing and coreference swapped, "may exceed that of conventional IE
# systems", "similar gains", "considerably less", "twelve genes", "about six minutes" ("six hours").
HUNDRED_FIFTY_EIGHTH = [
    ("The debiased DECam distribution tracks the lunar-crater-based estimate of Werner et al. closely for "
     "H below 26, but it does not reproduce the steep rise that estimate shows at fainter absolute "
     "magnitudes [1].",
     "The debiased DECam distribution tracks the lunar-crater-based estimate of Werner et al. closely for "
     "H below 26, and it also reproduces the steep rise that estimate shows at fainter absolute magnitudes"
     " [1]."),
    ("Roughly 6.5% of the detected NEOs moved faster than 360 arcsec/hour, and this fraction climbs to "
     "about 10% among bodies under 30 meters, suggesting that small NEOs may be undercounted by around a "
     "tenth [1].",
     "Roughly 25% of the detected NEOs moved faster than 360 arcsec/hour, and this fraction climbs to "
     "about 10% among bodies under 30 meters, suggesting that small NEOs may be undercounted by around a "
     "tenth [1]."),
    ("From a single season of DECam data, the survey infers about 18,000 NEOs larger than 100 m, which is "
     "consistent with the NEOWISE estimate of 20,500 ± 3000 [1].", None),
    ("A digest2 test on known objects indicated that the 40% score threshold can let some non-NEOs through"
     " as NEO candidates, while no genuine NEOs were misclassified as non-NEOs [1].", None),
    ("Compared with previous extrapolations, the result implies about a tenfold smaller population of "
     "Chelyabinsk-sized impactors, offset by an impact probability for small NEOs that is roughly ten "
     "times higher than assumed [1].",
     "Compared with previous extrapolations, the result implies about a tenfold smaller population of "
     "Chelyabinsk-sized impactors, offset by an impact probability for small NEOs that is roughly ten "
     "times lower than assumed [1]."),
    ("Increasing the Getis-Ord threshold from 1.0 to 2.0 steadily reduces the average share of detected "
     "spatial clusters per feature map, from about 15.9% to 7.7% on Potsdam [2].",
     "Increasing the Getis-Ord threshold from 1.0 to 2.0 steadily raises the average share of detected "
     "spatial clusters per feature map, from about 7.7% to 15.9% on Potsdam [2]."),
    ("In cross-location testing from Vaihingen to Potsdam, swapping max pooling for G-pooling lifts FCN's "
     "mIoU from 15.48% to 23.02% [2].", None),
    ("Although it does not use the unlabeled target imagery that AdaptSegNet exploits, G-pooling comes "
     "within about 0.6 mIoU points of that domain-adaptation method on Potsdam-to-Vaihingen transfer, "
     "without surpassing it [2].",
     "Although it does not use the unlabeled target imagery that AdaptSegNet exploits, G-pooling surpasses"
     " that domain-adaptation method by about 0.6 mIoU points on Potsdam-to-Vaihingen transfer [2]."),
    ("The authors acknowledge that they did not search for the optimal Getis-Ord window size and that "
     "their pooling captures only a single type of spatial pattern, namely clusters [2].", None),
    ("Gains are modest when training and testing on the same dataset, particularly on the small Vaihingen "
     "set of roughly 500 images of 256 × 256 pixels [2].", None),
    ("Using rules learned only from the initial annotations, the adapted TextRunner extracted "
     "TeamFinalScore at 0.95 precision and 0.87 recall, while GameLoser reached 0.93 precision but only "
     "0.32 recall [3].", None),
    ("Performance varied considerably across relations, driven less by the volume of training data than by"
     " whether the needed information sat locally within a tuple [3].",
     "Performance varied considerably across relations, driven more by the volume of training data than by"
     " whether the needed information sat locally within a tuple [3]."),
    ("Only 20 actively selected instances raised GameWinner precision from 0.48 to 0.91 at a recall near "
     "0.2, and tagging 80 instances cost one author about 25 minutes [3].", None),
    ("Adding generic named-entity recognizers to the intelligence-community class recognizers enabled some"
     " high-precision rules but left recall limited, as about half of the argument values are common nouns"
     " [3].",
     "Adding generic named-entity recognizers to the intelligence-community class recognizers enabled some"
     " high-precision rules and left recall high, as about half of the argument values are common nouns "
     "[3]."),
    ("The keyword-based class recognizers overgeneralize, for example treating a halftime score as a final"
     " score, yet this turned out not to be harmful in practice because the learned mapping rules "
     "compensated for it [3].",
     "The keyword-based class recognizers overgeneralize, for example treating a halftime score as a final"
     " score, and this turned out to be harmful in practice because the learned mapping rules could not "
     "compensate for it [3]."),
]
HUNDRED_FIFTY_EIGHTH_REFERENCES = """1. Trilling, D. E., Valdes, F., Allen, L., James, D., Fuentes, C., Herrera, D., Axelrod, T., & Rajagopal, J. (2017). The Size Distribution of Near Earth Objects Larger than 10 Meters. Submitted to AAS Journals (arXiv:1707.04066). [PDF](papers/neo.pdf)
2. Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing Deep Models for Overhead Image Segmentation Through Getis-Ord Gi* Pooling. arXiv:1912.10667. [PDF](papers/getis.pdf)
3. Soderland, S., Roof, B., Qin, B., Xu, S., Mausam, & Etzioni, O. (2010). Adapting Open Information Extraction to Domain-Specific Relations. AI Magazine. [PDF](papers/openie.pdf)
"""

HUNDRED_FIFTY_NINTH = [
    ("Even the Lemaître–Tolman void models that reproduce the 182 supernovae of the Riess gold sample "
     "display a strictly positive volume deceleration parameter, so a good supernova fit does not hinge on"
     " average acceleration [1].",
     "Even the Lemaître–Tolman void models that reproduce the 182 supernovae of the Riess gold sample "
     "display a strictly negative volume deceleration parameter, so a good supernova fit does not hinge on"
     " average acceleration [1]."),
    ("For these four inhomogeneous models the χ2 values range from 164.7 to 184.3, comparable to the 165.3"
     " obtained when ΛCDM is fitted to the same data [1].", None),
    ("In such models the distance deceleration parameter starts out positive at the origin but soon turns "
     "negative, which makes it a handy diagnostic of whether a model can fit supernova data [1].", None),
    ("Structure models can be tuned to yield a negative volume deceleration parameter, but only with a "
     "bang-time function of amplitude around 11 billion years, leaving the Universe with an "
     "unrealistically small age [1].",
     "Structure models can be tuned to yield a negative volume deceleration parameter, but only with a "
     "bang-time function of amplitude around 11 billion years, leaving the Universe with an "
     "unrealistically large age [1]."),
    ("The authors concede that, because of their spherical symmetry, the Lemaître–Tolman models they "
     "analyse are arguably too simple to give a full picture of averaging and back-reaction [1].", None),
    ("On noise-free synthetic video, temporal cost aggregation yields negligible gains over matching each "
     "stereo pair independently, whereas under uniform noise of ±20 or ±40 it clearly improves accuracy "
     "[2].",
     "On noise-free synthetic video, temporal cost aggregation yields substantial gains over matching each"
     " stereo pair independently, whereas under uniform noise of ±20 or ±40 it clearly improves accuracy "
     "[2]."),
    ("The best feedback coefficient λ rises with the noise level, since leaning on the auxiliary cost pays"
     " off under heavy noise while the current-frame cost is preferable when noise is low [2].",
     "The best feedback coefficient λ falls with the noise level, since leaning on the auxiliary cost pays"
     " off under heavy noise while the current-frame cost is preferable when noise is low [2]."),
    ("Running on a GeForce GTX 680, the CUDA implementation evaluates 215.7 million disparity estimates "
     "per second, about 90 frames per second for 320 × 240 images with 32 disparity levels, the highest "
     "throughput among the compared real-time methods [2].",
     "Running on a GeForce GTX 680, the CUDA implementation evaluates 215.7 million disparity estimates "
     "per second, about 60 frames per second for 320 × 240 images with 32 disparity levels, the highest "
     "throughput among the compared real-time methods [2]."),
    ("In accuracy it ranks only second among real-time methods on the Middlebury benchmark, averaging "
     "6.20% bad pixels versus 5.55% for CostFilter [2].", None),
    ("The authors caution that an unbiased speed comparison is difficult, since GPU architecture, core "
     "counts and clock speeds differ across the compared implementations [2].", None),
    ("On Tree-NeighborsMatch at depth 5, a GIN augmented with EGP layers solves the task with 100% "
     "accuracy, whereas the baseline GIN reaches only 29% and no GNN restricted to the input tree exceeds "
     "60% [3].",
     "On Tree-NeighborsMatch at depth 5, a GIN augmented with EGP layers solves the task with 100% "
     "accuracy, whereas the baseline GIN reaches only 39% and no GNN restricted to the input tree exceeds "
     "60% [3]."),
    ("Interleaving Cayley-graph layers raises mean performance over GIN on all four OGB graph "
     "classification datasets, with the clearest gain on ogbg-molhiv (ROC-AUC of 0.7934 versus 0.7558) "
     "[3].", None),
    ("In the ablation, the fully-adjacent layer stays strong on ogbg-molhiv and ogbg-molpcba but runs out "
     "of memory on the larger graphs of ogbg-ppa [3].",
     "In the ablation, the fully-adjacent layer stays strong on ogbg-molhiv and ogbg-molpcba and does not "
     "run out of memory on the larger graphs of ogbg-ppa [3]."),
    ("EGP is not uniformly best, however: on ogbg-molpcba its average precision of 0.2329 trails both the "
     "master-node (0.2527) and fully-adjacent (0.2595) variants [3].",
     "EGP is not uniformly best, however: on ogbg-molpcba its average precision of 0.2329 exceeds both the"
     " master-node (0.2527) and fully-adjacent (0.2595) variants [3]."),
    ("Because the 4-regular Cayley graphs can be precomputed without inspecting the input, EGP needs no "
     "dedicated preprocessing and leaves the parameter count of the model unchanged [3].", None),
]
HUNDRED_FIFTY_NINTH_REFERENCES = """1. Bolejko, K., & Andersson, L. (2008). Apparent and average accelerations of the Universe. Journal of Cosmology and Astroparticle Physics. [PDF](papers/accel.pdf)
2. Kowalczuk, J., Psota, E. T., & Pérez, L. C. (2013). Real-time Temporal Stereo Matching using Iterative Adaptive Support Weights. IEEE. [PDF](papers/stereo.pdf)
3. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. Proceedings of the First Learning on Graphs Conference (LoG 2022). [PDF](papers/egp.pdf)
"""

HUNDRED_SIXTIETH = [
    ("Across the six genotypes, post-anthesis heat stress cut grain yield per spike by between 29.7% and "
     "48.3%, while losses in individual grain weight ranged from 26.8% to 54.1% [1].",
     "Across the six genotypes, post-anthesis heat stress cut grain yield per spike by between 29.7% and "
     "48.3%, while losses in individual grain weight ranged from 26.8% to 64.1% [1]."),
    ("Genotype did not significantly influence the heat-induced drop in grains per spike, and "
     "post-anthesis heat stress had only a minimal effect on kernel number [1].",
     "Genotype did not significantly influence the heat-induced drop in grains per spike, and "
     "post-anthesis heat stress had a severe effect on kernel number [1]."),
    ("A PLS-DA of the leaf metabolome separated heat-stressed and control samples into two distinct "
     "clusters across all genotypes, with the first two components explaining 23.1% and 12.7% of the "
     "variance [1].", None),
    ("Metabolites that accumulated most strongly under heat, including L-tryptophan, L-arginine and "
     "L-histidine, were negatively correlated with yield, SPAD and Fv/Fm, implying that higher levels "
     "accompany greater yield loss and photosynthetic damage [1].", None),
    ("The authors concede that strongly induced metabolites such as tryptophan, arginine and histidine may"
     " largely reflect accelerated senescence rather than heat tolerance per se [1].",
     "The authors conclude that strongly induced metabolites such as tryptophan, arginine and histidine "
     "directly confer heat tolerance rather than reflecting accelerated senescence [1]."),
    ("Hybrid placement is slightly less efficient than CTL because of its additional seeks, supporting 29 "
     "rather than 34 full-rate users, but its scaled reconstructions degrade less, with an average PSNR "
     "drop of about 4 dB versus 6 dB for CTL [2].", None),
    ("Under heavy load the ranking reverses: with 34 admitted users the hybrid scheme sustains a higher "
     "aggregate throughput than CTL (16,900 versus 12,000 Kb/s), whereas CTL is ahead at 18 users [2].",
     "Under heavy load the ranking reverses: with 34 admitted users the hybrid scheme sustains a lower "
     "aggregate throughput than CTL (16,900 versus 12,000 Kb/s), whereas CTL is ahead at 18 users [2]."),
    ("For nonscalable data the 99% delay quantiles for pause, reverse scan and forward scan were 13, 15 "
     "and 16 service rounds, and permitting a single scaledown per user lowered the pause quantile to 7 "
     "rounds [2].",
     "For nonscalable data the 99% delay quantiles for pause, reverse scan and forward scan were 13, 15 "
     "and 16 service rounds, and permitting a single scaledown per user lowered the pause quantile to 3 "
     "rounds [2]."),
    ("The pause delay is only slightly lower than the scan delays, which suggests that most of the "
     "interaction delay comes from readmission rather than from fetching blocks while scanning [2].",
     "The pause delay is only slightly lower than the scan delays, which suggests that most of the "
     "interaction delay comes from fetching blocks while scanning rather than from readmission [2]."),
    ("Striping does not reduce mean delay relative to periodic interleaving: for equal user capacity, a "
     "striped array shows a higher mean delay at every load, even though its worst-case delay is just one "
     "round [2].", None),
    ("The authors leave redundancy in interleaved layouts unaddressed, acknowledging that it must be "
     "resolved before such a system is commercially viable [2].", None),
    ("Replacing kNN retrieval with random example retrieval clearly degrades RAPT, lowering iBLEU on QQP "
     "50K from 10.61 to 6.22 [3].", None),
    ("The authors acknowledge that RAPT may not perform as well on test inputs that are semantically "
     "distant from everything in the training set [3].",
     "The authors show that RAPT performs equally well on test inputs that are semantically distant from "
     "everything in the training set [3]."),
    ("Conditioning NC-RAPT on the high-novelty class boosts novelty at some cost to BLEU and BERT-based "
     "semantic fidelity, although the latter stays comparable to or above that of the ground-truth "
     "paraphrases [3].", None),
    ("On GPT2 Medium, RAPT trains roughly 1.06 million parameters, versus about 355 million for full "
     "fine-tuning and 25 million for adapter tuning [3].", None),
    ("Because the prefix and infix embeddings are learned as free parameters, RAPT does not require "
     "hand-crafted prompt sequences to describe the task or delimit examples [3].",
     "Because the prefix and infix embeddings are learned as free parameters, RAPT requires hand-crafted "
     "prompt sequences to describe the task or delimit examples [3]."),
]
HUNDRED_SIXTIETH_REFERENCES = """1. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress. PLoS ONE. [PDF](papers/wheat.pdf)
2. Chang, E., & Zakhor, A. (1997). Disk-Based Storage for Scalable Video. IEEE Transactions on Circuits and Systems for Video Technology. [PDF](papers/diskvideo.pdf)
3. Ray Chowdhury, J., Zhuang, Y., & Wang, S. (2022). Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional Prompt Tuning. Proceedings of the AAAI Conference on Artificial Intelligence. [PDF](papers/rapt.pdf)
"""

HUNDRED_SIXTY_FIRST = [
    ("A manual evaluation of 48 randomly sampled tables judged 36 of them consistent, and about 73% of all"
     " inspected rows matched the evaluator's description of their table [1].",
     "A manual evaluation of 48 randomly sampled tables judged 36 of them consistent, and about 37% of all"
     " inspected rows matched the evaluator's description of their table [1]."),
    ("Among ten erroneous rows examined, coreference mistakes accounted for four, whereas parsing errors "
     "explained only one [1].",
     "Among ten erroneous rows examined, parsing mistakes accounted for four, whereas coreference errors "
     "explained only one [1]."),
    ("The authors concede that their system's overall recall may fall below that of conventional IE "
     "systems, since events are discovered from clusters of comparable articles rather than from single "
     "documents [1].",
     "The authors concede that their system's overall recall may exceed that of conventional IE systems, "
     "since events are discovered from clusters of comparable articles rather than from single documents "
     "[1]."),
    ("To keep the combinatorics tractable, only the five most highly weighted entities per basic cluster "
     "were used, and patterns were drawn only from the first ten sentences of each article [1].", None),
    ("In subgroup analyses, eradication produced larger gains in adults than in children for both "
     "haemoglobin (15.11 versus 11.77 g/l) and serum ferritin [2].",
     "In subgroup analyses, eradication produced similar gains in adults and in children for both "
     "haemoglobin (15.11 versus 11.77 g/l) and serum ferritin [2]."),
    ("Bismuth-based triple therapy raised haemoglobin considerably more than PPI-based triple therapy, "
     "with pooled differences of 20.73 and 10.42 g/l, respectively [2].",
     "Bismuth-based triple therapy raised haemoglobin considerably less than PPI-based triple therapy, "
     "with pooled differences of 20.73 and 10.42 g/l, respectively [2]."),
    ("The benefit appeared to grow with longer follow-up: the ferritin difference was 9.99 mg/l at eight "
     "weeks but only 2.24 mg/l at four weeks [2].", None),
    ("Egger's test did not indicate publication bias for either outcome (p = 0.350 for haemoglobin and p ="
     " 0.586 for ferritin) [2].", None),
    ("Because every included trial was conducted in Asia, where both H. pylori infection and iron "
     "deficiency anaemia are common, the authors caution that the external validity of their findings may "
     "be limited [2].", None),
    ("Given Selectome's own masked alignments and gene trees for 18 gene families, VESPA reproduced the "
     "database's positive-selection results exactly [3].", None),
    ("Realigning these families with MUSCLE and PRANK led to minor differences in the positively selected "
     "sites of five genes, suggesting that the choice of alignment can affect which sites are inferred "
     "[3].",
     "Realigning these families with MUSCLE and PRANK led to minor differences in the positively selected "
     "sites of twelve genes, suggesting that the choice of alignment can affect which sites are inferred "
     "[3]."),
    ("In a large-scale run on 7,918 Ensembl gene families, 1998 genes showed site-specific positive "
     "selection, compared with 223 under mouse-specific and 80 under human-specific selection [3].", None),
    ("While most functions completed within four minutes on this dataset, the codeML-related steps were "
     "much slower, with codeml_reader requiring about six hours [3].",
     "While most functions completed within four minutes on this dataset, the codeML-related steps were "
     "much slower, with codeml_reader requiring about six minutes [3]."),
    ("VESPA does not fully automate homology searches, since such searches are best run as serial jobs on "
     "large clusters whose submission procedures vary [3].",
     "VESPA fully automates homology searches, since such searches are best run as serial jobs on large "
     "clusters whose submission procedures vary [3]."),
]
HUNDRED_SIXTY_FIRST_REFERENCES = """1. Shinyama, Y., & Sekine, S. (2006). Preemptive Information Extraction using Unrestricted Relation Discovery. Proceedings of the Human Language Technology Conference of the NAACL (HLT-NAACL 2006). [PDF](papers/preemptive.pdf)
2. Huang, X., Qu, X., Yan, W., Huang, Y., Cai, M., Hu, B., Wu, L., Lin, H., Chen, Z., Zhu, C., Lu, L., Sun, X., Rong, L., Jiang, Y., Sun, D., Zhong, L., & Xiong, P. (2010). Iron deficiency anaemia can be improved after eradication of Helicobacter pylori. Postgraduate Medical Journal, 86, 272-278. [PDF](papers/hpylori.pdf)
3. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure Analyses. PeerJ Computer Science, 3, e118. [PDF](papers/vespa.pdf)
"""


# A twenty-second batch (sixteenth session), written against a frozen copy of the code after the twenty-first
# batch's fixes (TrustRank, ACE inhibitors, phrase generation; sepsis, deep learning, dining cryptographers;
# Landmark-RxR, M3I, SIFT; TraceMonkey, requirement prioritization, the diboson paper): 58 correct sentences, 2
# false findings when written: an RB005 error, fixed ("the ZZ yield sits in slight tension ..., whereas the WZ
# prediction falls well within the 1σ band, and the tension vanishes once ..." read as a swap of the source's
# two clauses: a claim clause's own finding ends at a further ", and" clause), and an RB012 info on "all other
# methods" (the paper's own baselines: KNOWN_FALSE). 10 of 34 planted caught (the same now). Missed: 50% -> 30%
# (a 31% elsewhere), precision and recall directions swapped, "two orders of magnitude" ("three", in words),
# "a smaller loss than the 8-fold drop" (its own numbers say larger), "harder" ("easier"), 9% -> 32% (a cell of
# another row), "considerably more false alarms", "frequently a problem" ("seldom"), "for large data sets as
# well", "unconditionally secure" ("at best computationally secure"), mix-nets and dc-nets swapped, "the best
# success rate" ("the lowest"), "falls behind the plain nDTW reward" (its own numbers say ahead), "considerably
# more computation", "preserves that advantage" ("eliminates"), "A reliable ... algorithm can exist", "ten
# times as complex" ("about 10 percent"), 9 -> 17 and 270 -> 27 (printed elsewhere), "gained substantially",
# "below Saaty's 0.1 threshold", "twice the time", "the tension persists", 19 and 7 swapped.
HUNDRED_SIXTY_SECOND = [
    ("In a manual evaluation of sampled sites, TrustRank placed virtually no spam in its top five buckets,"
     " whereas almost 20% of the sites in the second PageRank bucket turned out to be spam [1].", None),
    ("Under PageRank, the fraction of spam sites was highest in the middle of the ranking, peaking at "
     "about 50% in buckets 9 and 10 [1].",
     "Under PageRank, the fraction of spam sites was highest in the middle of the ranking, peaking at "
     "about 30% in buckets 9 and 10 [1]."),
    ("As the TrustRank threshold is moved toward lower buckets, precision falls and recall rises almost "
     "linearly; with buckets 1 through 10 above the threshold, precision is 0.86 and recall 0.55 [1].",
     "As the TrustRank threshold is moved toward lower buckets, precision rises and recall falls almost "
     "linearly; with buckets 1 through 10 above the threshold, precision is 0.86 and recall 0.55 [1]."),
    ("TrustRank consistently achieved higher pairwise orderedness than both PageRank and an ignorant-trust"
     " baseline, scoring about 0.95 on the 500 sample sites with the highest PageRank [1].", None),
    ("The authors acknowledge that TrustRank cannot effectively tell apart good and bad sites among the "
     "low-scored ones, since these sites lack the inlinks that would distinguish them [1].",
     "The authors show that TrustRank can effectively tell apart good and bad sites among the low-scored "
     "ones, even though these sites lack the inlinks that would distinguish them [1]."),
    ("The tetrazole-containing compound 33RE inhibited the N-domain with a Ki of roughly 11 nM, in the "
     "same low-nanomolar range as its parent RXP407, whereas both inhibitors bound the C-domain only at "
     "micromolar concentrations [2].", None),
    ("Kinetic assays showed that both 33RE and RXP407 are about three orders of magnitude more selective "
     "for the N-domain than for the C-domain [2].",
     "Kinetic assays showed that both 33RE and RXP407 are about two orders of magnitude more selective for"
     " the N-domain than for the C-domain [2]."),
    ("Replacing Tyr369 with phenylalanine cut 33RE binding affinity 36-fold, a larger loss than the 8-fold"
     " drop caused by the R381E substitution, suggesting that Tyr369 is the main contributor to the "
     "compound's N-selectivity [2].",
     "Replacing Tyr369 with phenylalanine cut 33RE binding affinity 36-fold, a smaller loss than the "
     "8-fold drop caused by the R381E substitution, suggesting that Tyr369 is the main contributor to the "
     "compound's N-selectivity [2]."),
    ("Combining both substitutions in the YR/FE double mutant produced an additive effect, leaving 33RE "
     "with only about 4-fold N-selectivity instead of the 927-fold seen with the wild-type enzyme [2].", None),
    ("Because the added aromatic moiety also stacks against the conserved His388, it may improve affinity "
     "for both domains and thereby slightly reduce N-selectivity relative to RXP407 [2].",
     "Because the added aromatic moiety also stacks against the conserved His388, it may improve affinity "
     "for both domains and thereby slightly increase N-selectivity relative to RXP407 [2]."),
    ("When held-out adjective-noun and preposition-noun phrases were decomposed back into their "
     "constituent words, cbow vectors consistently outperformed count vectors, and decomposing composed "
     "representations proved easier than decomposing corpus-observed ones [3].",
     "When held-out adjective-noun and preposition-noun phrases were decomposed back into their "
     "constituent words, cbow vectors consistently outperformed count vectors, and decomposing composed "
     "representations proved harder than decomposing corpus-observed ones [3]."),
    ("In recursive generation of noun-preposition-noun paraphrases from adjective-noun phrases, the "
     "authors found preposition generation to be clearly more difficult, attributing this at least partly "
     "to the broad and ambiguous semantics of prepositions [3].", None),
    ("Translating only when the generation confidence exceeds a threshold trades coverage for accuracy: "
     "for English-to-Italian adjective-noun pairs, accuracy rises from 0.21 at full coverage to 0.45 when "
     "just 9% of the phrases are retained [3].",
     "Translating only when the generation confidence exceeds a threshold trades coverage for accuracy: "
     "for English-to-Italian adjective-noun pairs, accuracy rises from 0.21 at full coverage to 0.45 when "
     "just 32% of the phrases are retained [3]."),
    ("Using the mean confidence of the prepositional expansion, adjective-noun phrases that can be "
     "paraphrased as noun-preposition-noun phrases were separated from non-paraphrasable ones with a "
     "significant AUC of 0.71 [3].", None),
    ("The authors acknowledge that throughout the paper they assume the syntactic structure of the phrase "
     "to be generated is given, and they leave removing this assumption to future work [3].", None),
]
HUNDRED_SIXTY_SECOND_REFERENCES = """1. Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. Proceedings of the 30th VLDB Conference. [PDF](papers/trustrank.pdf)
2. Douglas, R. G., Sharma, R. K., Masuyer, G., Lubbe, L., Zamora, I., Acharya, K. R., Chibale, K., & Sturrock, E. D. (2014). Fragment-based design for the development of N-domain-selective angiotensin-1-converting enzyme inhibitors. Clinical Science. [PDF](papers/ace.pdf)
3. Dinu, G., & Baroni, M. (2014). How to make words with vectors: Phrase generation in distributional semantics. Proceedings of the 52nd Annual Meeting of the Association for Computational Linguistics. [PDF](papers/phrasegen.pdf)
"""

HUNDRED_SIXTY_THIRD = [
    ("In matched lookback validation, each extension to the base MGP-RNN improved its performance by a "
     "modest margin, and the complete model with every extension outperformed all other methods on every "
     "metric considered [1].",
     "In matched lookback validation, each extension to the base MGP-RNN degraded its performance by a "
     "modest margin, and the complete model with every extension outperformed all other methods on every "
     "metric considered [1]."),
    ("Four hours before sepsis and at a fixed sensitivity of 80%, the best MGP-RNN raised only about 1.4 "
     "false alarms per true alarm, compared with 2.2 for the base MGP-RNN and 3.2 for the NEWS score [1].",
     "Four hours before sepsis and at a fixed sensitivity of 80%, the best MGP-RNN raised only about 2.4 "
     "false alarms per true alarm, compared with 2.2 for the base MGP-RNN and 3.2 for the NEWS score [1]."),
    ("The strongest baseline, a raw RNN sharing the MGP-RNN architecture, averaged each lab or vital in "
     "hourly windows and carried the most recent value forward when data were missing instead of imputing "
     "them with a Gaussian process [1].", None),
    ("When the best model was compared against NEWS under real-time validation, it produced considerably "
     "fewer false alarms per true alarm at every sensitivity level [1].",
     "When the best model was compared against NEWS under real-time validation, it produced considerably "
     "more false alarms per true alarm at every sensitivity level [1]."),
    ("The training cohort comprised 51,697 heterogeneous inpatient admissions collected over 18 months "
     "without specific inclusion or exclusion criteria, of which 21.4% met the sepsis definition [1].", None),
    ("Applied to roughly one million web images from 1,000 classes in the 2012 ImageNet competition, deep "
     "convolutional networks almost halved the error rates of the best competing approaches [2].",
     "Applied to roughly one million web images from 1,000 classes in the 2012 ImageNet competition, deep "
     "convolutional networks almost doubled the error rates of the best competing approaches [2]."),
    ("In large networks, poor local minima are seldom a problem, since the system nearly always arrives at"
     " solutions of very similar quality whatever its initial conditions [2].",
     "In large networks, poor local minima are frequently a problem, since the system nearly always "
     "arrives at solutions of very similar quality whatever its initial conditions [2]."),
    ("Unsupervised pre-training helps prevent overfitting when labelled examples are scarce, but once deep"
     " learning had been rehabilitated it proved necessary only for small data sets [2].",
     "Unsupervised pre-training helps prevent overfitting when labelled examples are scarce, and even "
     "after deep learning had been rehabilitated it proved necessary for large data sets as well [2]."),
    ("Compared with smoother non-linearities such as tanh, the ReLU typically learns much faster in "
     "many-layered networks, allowing deep supervised networks to be trained without unsupervised "
     "pre-training [2].", None),
    ("By the late 1990s, a ConvNet-based document reading system was processing more than 10% of all "
     "cheques written in the United States [2].", None),
    ("Because mix-nets depend on the security of a public-key system they are at best computationally "
     "secure, whereas dc-nets built on unconditional secrecy channels can provide unconditionally secure "
     "sender untraceability [3].",
     "Because mix-nets depend on the security of a public-key system they are unconditionally secure, "
     "whereas dc-nets built on unconditional secrecy channels can provide unconditionally secure sender "
     "untraceability [3]."),
    ("Chaum suggests that mix-nets may suit mail-like systems with periodic deliveries and many messages "
     "per interval, while dc-nets appear preferable when messages must be delivered continually with no "
     "time for batching [3].",
     "Chaum suggests that dc-nets may suit mail-like systems with periodic deliveries and many messages "
     "per interval, while mix-nets appear preferable when messages must be delivered continually with no "
     "time for batching [3]."),
    ("Running the protocol over a ring network requires, on average, a fourfold increase in bandwidth "
     "relative to the obvious traceable protocols [3].",
     "Running the protocol over a ring network requires, on average, a twofold increase in bandwidth "
     "relative to the obvious traceable protocols [3]."),
    ("When the key-sharing graph is merely a cycle, participants acting alone learn nothing, although any "
     "two colluders can partition the graph and may fully compromise a participant between them [3].", None),
    ("In the generalized protocol, any odd number of simultaneous transmitters yields an output sum of one"
     " and any even number yields zero, so undetected collisions arise only from an odd number of "
     "synchronized identical message segments [3].", None),
]
HUNDRED_SIXTY_THIRD_REFERENCES = """1. Futoma, J., Hariharan, S., Heller, K., Sendak, M., Brajer, N., Clement, M., Bedoya, A., & O'Brien, C. (2017). An Improved Multi-Output Gaussian Process RNN with Real-Time Validation for Early Sepsis Detection. Proceedings of Machine Learning for Healthcare. [PDF](papers/sepsis.pdf)
2. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. [PDF](papers/deeplearning.pdf)
3. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal of Cryptology. [PDF](papers/chaum.pdf)
"""

HUNDRED_SIXTY_FOURTH = [
    ("Adding the complete en-RxR pairs to R2R training leaves unseen-environment success rate essentially "
     "unchanged (33.1% versus 33.0%), whereas substituting Landmark-RxR sub-instruction pairs raises it by"
     " 7.1% over the R2R-only model [1].",
     "Adding the complete en-RxR pairs to R2R training leaves unseen-environment success rate essentially "
     "unchanged (33.1% versus 33.0%), whereas substituting Landmark-RxR sub-instruction pairs raises it by"
     " 17.1% over the R2R-only model [1]."),
    ("Using nDTW alone as the reward yields the highest fidelity scores in unseen environments, yet this "
     "agent records the lowest success rate and loss-number scores of all the rewards compared [1].",
     "Using nDTW alone as the reward yields the highest fidelity scores in unseen environments, and this "
     "agent also records the best success rate and loss-number scores of all the rewards compared [1]."),
    ("The soft focal-oriented reward improves on the plain nDTW reward by a significant margin, lifting "
     "unseen success rate from 29.3% to 33.7% and cutting the loss number from 5500 to 5173 [1].",
     "The soft focal-oriented reward falls behind the plain nDTW reward by a significant margin, with "
     "unseen success rate moving from 29.3% to 33.7% and the loss number from 5500 to 5173 [1]."),
    ("Relative to an RCM agent trained on en-RxR, the variant equipped with the hard focal-oriented reward"
     " reaches 34.9% success on the unseen validation split, a gain of 9.3 points [1].", None),
    ("The authors present this work as only a preliminary exploration of the fine-grained dataset and "
     "leave directions such as data augmentation, curriculum reinforcement learning and pretraining for "
     "future study [1].", None),
    ("On the single-label Object Recognition benchmark, M3I attains a mean accuracy of 0.832 under 5-fold "
     "cross-validation, ahead of MIMLSVM at 0.796 and Diverse Density at 0.676 [2].", None),
    ("Even the plain class-to-bag distance, which involves no learning at all, marginally exceeds MIMLSVM "
     "in accuracy on that benchmark (0.797 versus 0.796) [2].", None),
    ("On the multi-label Corel5K and PASCAL VOC 2010 data, M3I consistently beats the competing "
     "multi-instance methods on all five evaluation metrics and is always better than its own simplified "
     "variants [2].",
     "On the multi-label Corel5K and PASCAL VOC 2010 data, M3I consistently beats the competing "
     "multi-instance methods on all five evaluation metrics but is not always better than its own "
     "simplified variants [2]."),
    ("Because class-to-bag triplet constraints grow as O(NK^2) rather than the O(N^3) of bag-to-bag "
     "models, and the number of bags usually far exceeds the number of classes, the approach requires "
     "considerably less computation [2].",
     "Because class-to-bag triplet constraints grow as O(NK^2) rather than the O(N^3) of bag-to-bag "
     "models, and the number of bags usually far exceeds the number of classes, the approach requires "
     "considerably more computation [2]."),
    ("Under priority scheduling every task completes within its frame for any pattern of iteration rates "
     "as long as the load stays below ln(2) of processor capacity, so loading of up to roughly 70 percent "
     "is always safe [3].",
     "Under priority scheduling every task completes within its frame for any pattern of iteration rates "
     "as long as the load stays below ln(2) of processor capacity, so loading of up to roughly 90 percent "
     "is always safe [3]."),
    ("Deadline scheduling would in principle permit full 100 percent loading, but for the brief tasks "
     "typical of flight control its scheduling overhead eliminates that advantage [3].",
     "Deadline scheduling would in principle permit full 100 percent loading, and for the brief tasks "
     "typical of flight control its scheduling overhead preserves that advantage [3]."),
    ("No reliable clock resynchronization algorithm can exist for just three clocks when the failure "
     "behavior may be arbitrary, although the authors devise one for four or more clocks that withstands "
     "the failure of a single clock [3].",
     "A reliable clock resynchronization algorithm can exist for just three clocks when the failure "
     "behavior may be arbitrary, and the authors also devise one for four or more clocks that withstands "
     "the failure of a single clock [3]."),
    ("The reliability model assumes every failure is permanent for the duration of the flight and thus "
     "does not consider transient errors, which the executive instead masks by requiring a unit to err "
     "repeatedly before declaring it faulty [3].", None),
    ("A bus unit together with all of its interfaces is estimated to be about one tenth as complex as a "
     "main processing module [3].",
     "A bus unit together with all of its interfaces is estimated to be about ten times as complex as a "
     "main processing module [3]."),
]
HUNDRED_SIXTY_FOURTH_REFERENCES = """1. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision. Advances in Neural Information Processing Systems (NeurIPS 2021). [PDF](papers/landmark.pdf)
2. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum Margin Multi-Instance Learning. Advances in Neural Information Processing Systems (NIPS 2011). [PDF](papers/mimil.pdf)
3. Wensley, J. H., Lamport, L., Goldberg, J., Green, M. W., Levitt, K. N., Melliar-Smith, P. M., Shostak, R. E., & Weinstock, C. B. (1978). SIFT: Design and Analysis of a Fault-Tolerant Computer for Aircraft Control. Proceedings of the IEEE. [PDF](papers/sift.pdf)
"""

HUNDRED_SIXTY_FIFTH = [
    ("On the SunSpider suite, TraceMonkey was the fastest of the compared engines on 9 of the 26 "
     "benchmarks, with its largest gains on integer-heavy bit-manipulation programs such as "
     "bitops-bitwise-and, where it ran roughly 25 times faster than the SpiderMonkey interpreter [1].",
     "On the SunSpider suite, TraceMonkey was the fastest of the compared engines on 17 of the 26 "
     "benchmarks, with its largest gains on integer-heavy bit-manipulation programs such as "
     "bitops-bitwise-and, where it ran roughly 25 times faster than the SpiderMonkey interpreter [1]."),
    ("Because recursion was not yet traced, TraceMonkey gained little or nothing on recursion-heavy "
     "benchmarks such as access-binary-trees and controlflow-recursive, which it simply left to the "
     "interpreter [1].",
     "Although recursion was not yet traced, TraceMonkey gained substantially on recursion-heavy "
     "benchmarks such as access-binary-trees and controlflow-recursive, which it simply left to the "
     "interpreter [1]."),
    ("By the authors' rough estimate, a bytecode costs about 35 cycles in the interpreter but only about 9"
     " cycles on a native trace, a 3.9x gain, yet recording and compilation are so costly that a trace has"
     " to run around 270 times before compiling it pays off [1].",
     "By the authors' rough estimate, a bytecode costs about 35 cycles in the interpreter but only about 9"
     " cycles on a native trace, a 3.9x gain, yet recording and compilation are so costly that a trace has"
     " to run around 27 times before compiling it pays off [1]."),
    ("Several programs that trace well, including bitops-nsieve-bits, access-fannkuch and crypto-aes, "
     "still ran slower than under SFX or V8, which the authors tentatively blame on a relatively high cost"
     " of calling nested traces from loops with small bodies [1].",
     "Several programs that trace well, including bitops-nsieve-bits, access-fannkuch and crypto-aes, ran "
     "faster than under both SFX and V8, which the authors tentatively credit to a relatively low cost of "
     "calling nested traces from loops with small bodies [1]."),
    ("The prototype did not trace eval, some C-implemented functions, or functions passed to "
     "regular-expression replace, so benchmarks such as date-format-tofte and string-unpack-code saw "
     "little benefit from tracing [1].", None),
    ("In a worked example with four requirements, the AHP-based model assigned 57.5% of the total "
     "importance to R1 and just 5% to R4, so that R1 came out about 11.5 times as important as R4 [2].", None),
    ("The example comparison matrix yields a consistency ratio of 0.2, twice Saaty's 0.1 threshold, which "
     "the authors read as a moderate degree of judgmental error [2].",
     "The example comparison matrix yields a consistency ratio of 0.2, below Saaty's 0.1 threshold, which "
     "the authors read as a negligible degree of judgmental error [2]."),
    ("In dynamic validation at two companies, MDRPM produced accurate results in about half the time "
     "needed by conventional AHP, and representatives of both firms rated it above AHP on effectiveness "
     "and efficiency [2].",
     "In dynamic validation at two companies, MDRPM produced accurate results but needed about twice the "
     "time of conventional AHP, and representatives of both firms rated it above AHP on effectiveness and "
     "efficiency [2]."),
    ("The authors do not present MDRPM as a fit for every organization; instead it has to be tailored by "
     "adding or modifying bins, and managers at one company suggested further case studies to aid "
     "customization [2].", None),
    ("Petersson and Torre extract the sgoldstino signal from the WW selection region, where their model "
     "predicts the largest rate, obtaining about 4.2 excess events in the 1.75-2.25 TeV window [3].", None),
    ("Their predicted ZZ yield of 1.3 to 4.2 events sits in slight tension with the 6.4 events inferred "
     "from ATLAS, whereas the WZ prediction falls well within the 1σ band, and the tension vanishes once "
     "the roughly 50% signal systematic uncertainties are included [3].",
     "Their predicted ZZ yield of 1.3 to 4.2 events sits in slight tension with the 6.4 events inferred "
     "from ATLAS, whereas the WZ prediction falls well within the 1σ band, and the tension persists even "
     "once the roughly 50% signal systematic uncertainties are included [3]."),
    ("The CMS fully hadronic limits of 11 fb (WW) and 10 fb (ZZ) at 2 TeV lie above the model's 1σ bands "
     "and add no constraint, while the semi-leptonic CMS WW bound of 3 fb does cut into the allowed "
     "parameter space [3].", None),
    ("Since the authors reuse the ATLAS bulk-graviton acceptances, they concede that acceptances for a "
     "scalar decaying to transverse bosons could be roughly 50% smaller, which would shift the preferred "
     "region toward lower gaugino masses and a lower SUSY-breaking scale [3].", None),
    ("Gluon-fusion production of a 2 TeV sgoldstino is expected to rise by a factor of about 19 from 8 to "
     "13 TeV, versus about 7 for a quark-antiquark resonance of the same mass, so the excess should grow "
     "faster in Run II data than under a heavy vector hypothesis [3].",
     "Gluon-fusion production of a 2 TeV sgoldstino is expected to rise by a factor of about 7 from 8 to "
     "13 TeV, versus about 19 for a quark-antiquark resonance of the same mass, so the excess should grow "
     "faster in Run II data than under a heavy vector hypothesis [3]."),
]
HUNDRED_SIXTY_FIFTH_REFERENCES = """1. Gal, A., Eich, B., Shaver, M., Anderson, D., Mandelin, D., Haghighat, M. R., Kaplan, B., Hoare, G., Zbarsky, B., Orendorff, J., Ruderman, J., Smith, E., Reitmaier, R., Bebenita, M., Chang, M., & Franz, M. (2009). Trace-based Just-in-Time Type Specialization for Dynamic Languages. PLDI 2009. [PDF](papers/tracemonkey.pdf)
2. Iqbal, M. A., Zaidi, A. M., & Murtaza, S. (2010). A New Requirement Prioritization Model for Market Driven Products Using Analytical Hierarchical Process. 2010 International Conference on Data Storage and Data Engineering. [PDF](papers/reqprio.pdf)
3. Petersson, C., & Torre, R. (2015). ATLAS diboson excess from low scale supersymmetry breaking. arXiv:1508.05632. [PDF](papers/diboson.pdf)
"""


# A twenty-third batch (seventeenth session), written against a frozen copy of the sixteenth session's last code
# (DeepInfer, SIFT, dining cryptographers; molecular XAI, heavy mesons, Hoare; REALM, SemEAGAT, disk video; music
# transcription, the P300 study, the diboson paper: the least-used papers): 62 correct sentences, 3 false findings
# when written, all RB005 errors and all fixed: "no reliable clock resynchronization algorithm can exist" (a
# subject opened by "no" negates its verb), "keeps individuals acting alone from learning anything" (a verb of
# prevention denies its gerund), "considerably worse than those for frame-based multi-pitch estimation" against a
# table caption's "Best results" (its operand is what "those" are for). 16 of 34 planted caught when written, 17
# now ("but improves as the masses approach and cross it": the next sentence reverses a cue the best-aligned one
# leaves unanswered). Missed: "negatively correlated" (the best-aligned sentence's "highly correlated" has no
# sign), "more bus traffic" ("less data flow"), "hydrophilic", "more soluble", "does not depend on" ("strongly
# depends"), "hyperfine splittings ... smaller" (the next sentence, aligned 0.88 as well), "largely dependent on",
# two swaps of overflow treatments and placements, "10 to 50 times more data", "worse on precision, recall and F1
# alike" (its own "1.1-point F1 gain"), precision and recall swapped, "the smallest drop" ("the worst
# performance"), "considerably better" ("much inferior"), "more alerting" ("alertness ... lower"), WZ and ZZ
# swapped, "about 9" (printed elsewhere).
HUNDRED_SIXTY_SIXTH = [
    ("Evaluating 29 models on four tabular datasets, Ahmed et al. report that violations of the inferred data "
     "preconditions are positively correlated with incorrect predictions (Pearson r = 0.88), while precondition "
     "satisfaction is even more strongly correlated with correct predictions (0.98) [1].",
     "Evaluating 29 models on four tabular datasets, Ahmed et al. report that violations of the inferred data "
     "preconditions are negatively correlated with incorrect predictions (Pearson r = 0.88), while precondition "
     "satisfaction is even more strongly correlated with correct predictions (0.98) [1]."),
    ("On the higher-accuracy models, DeepInfer attains a recall of 0.98 and an F-1 score of 0.84, clearly "
     "outperforming SelfChecker, which reaches a recall of 0.59 and an F-1 of 0.52 [1].",
     "On the higher-accuracy models, DeepInfer attains a recall of 0.98 and an F-1 score of 0.84, clearly "
     "underperforming SelfChecker, which reaches a recall of 0.59 and an F-1 of 0.52 [1]."),
    ("SelfChecker could not process several Bank Customer models, failing with a singular-matrix error during KDE "
     "generation, and it did not handle models whose last layer has a single output with a sigmoid, ReLU or tanh "
     "activation [1].", None),
    ("DeepInfer's average runtime overhead is only about 0.22 seconds, and during deployment it runs roughly 3.3 "
     "times faster than SelfChecker [1].",
     "DeepInfer's average runtime overhead is only about 0.22 seconds, and during deployment it runs roughly 3.3 "
     "times slower than SelfChecker [1]."),
    ("The authors acknowledge that their weakest-precondition rules currently apply only to fully connected layers "
     "with particular activation functions and that the evaluation covered only numerical, real-valued features [1].",
     None),
    ("Because SIFT votes on the aircraft's state data only at the beginning of each iteration, it produces less bus "
     "traffic than schemes that vote on every computed result, and its processors need only be loosely "
     "synchronized, to within about 50 microseconds [2].",
     "Because SIFT votes on the aircraft's state data only at the beginning of each iteration, it produces more bus "
     "traffic than schemes that vote on every computed result, and its processors need only be loosely "
     "synchronized, to within about 50 microseconds [2]."),
    ("Of the scheduling strategies considered, priority scheduling is only guaranteed to meet every frame deadline "
     "at up to about 70 percent processor loading, whereas simply periodic scheduling, on which SIFT's scheduler is "
     "based, guarantees completion within frames at loads up to 100 percent [2].",
     "Of the scheduling strategies considered, priority scheduling is only guaranteed to meet every frame deadline "
     "at up to about 90 percent processor loading, whereas simply periodic scheduling, on which SIFT's scheduler is "
     "based, guarantees completion within frames at loads up to 100 percent [2]."),
    ("The authors argue that no reliable clock resynchronization algorithm can exist for only three clocks under "
     "arbitrary failure behaviour, and instead describe an algorithm for four or more clocks that tolerates one "
     "faulty clock and generalizes to M simultaneous failures among N clocks when N > 3M [2].",
     "The authors argue that no reliable clock resynchronization algorithm can exist for only three clocks under "
     "arbitrary failure behaviour, and instead describe an algorithm for four or more clocks that tolerates one "
     "faulty clock and generalizes to M simultaneous failures among N clocks when N > 2M [2]."),
    ("Memory contention is expected to add little delay because the 250 ns memory cycle time is short compared with "
     "the roughly 10 microseconds needed to transfer a full word over a bus [2].", None),
    ("The SIFT designers show that, in the presence of a single fault, the fault-diagnosis procedure cannot cause "
     "the global executive to declare a nonfaulty unit faulty [2].", None),
    ("Chaum notes that adapting a ring network to the protocol requires, on average, a fourfold increase in "
     "bandwidth over conventional traceable protocols, in which messages travel only halfway around the ring [3].",
     "Chaum notes that adapting a ring network to the protocol requires, on average, a twofold increase in "
     "bandwidth over conventional traceable protocols, in which messages travel only halfway around the ring [3]."),
    ("A simple cycle as the key-sharing graph keeps individuals acting alone from learning anything, but any two "
     "colluders can partition it and potentially fully compromise a participant sitting between them [3].", None),
    ("Because of the birthday paradox, the number of bits in each reservation block must grow quadratically with "
     "the number of participants [3].", None),
    ("In comparing the approaches, Chaum observes that mix-nets are at best computationally secure, whereas dc-nets "
     "can provide unconditional untraceability when built on unconditional secrecy channels [3].",
     "In comparing the approaches, Chaum observes that dc-nets are at best computationally secure, whereas mix-nets "
     "can provide unconditional untraceability when built on unconditional secrecy channels [3]."),
    ("Where computational security is acceptable, he suggests that dc-nets appear preferable when messages must be "
     "delivered continually without time for batching, while mix-nets may suit mail-like systems with periodic "
     "deliveries and many messages per interval [3].", None),
]
HUNDRED_SIXTY_SIXTH_REFERENCES = """1. Ahmed, S., Gao, H., & Rajan, H. (2024). \
Inferring Data Preconditions from Deep Learning Models for \
Trustworthy Prediction in Deployment. 2024 IEEE/ACM 46th International Conference on Software Engineering (ICSE '24). \
[PDF](papers/deepinfer.pdf)
2. Wensley, J. H., Lamport, L., Goldberg, J., Green, M. W., Levitt, K. N., Melliar-Smith, P. M., Shostak, R. E., & \
Weinstock, C. B. (1978). SIFT: Design and Analysis of a Fault-Tolerant Computer for Aircraft Control. Proceedings \
of the IEEE, 66(10), 1240-1255. [PDF](papers/sift.pdf)
3. Chaum, D. (1988). The Dining Cryptographers Problem: Unconditional Sender and Recipient Untraceability. Journal \
of Cryptology, 1(1), 65-75. [PDF](papers/chaum.pdf)
"""


HUNDRED_SIXTY_SEVENTH = [
    ("In a blood-brain barrier permeation case study, counterfactuals for a non-permeating molecule indicated that "
     "modifying its carboxylic acid group would let it cross the barrier, in line with experimental evidence that "
     "permeation is governed by hydrophobic interactions and surface area [1].",
     "In a blood-brain barrier permeation case study, counterfactuals for a non-permeating molecule indicated that "
     "modifying its carboxylic acid group would let it cross the barrier, in line with experimental evidence that "
     "permeation is governed by hydrophilic interactions and surface area [1]."),
    ("Descriptor explanations for alprazolam, a molecule that does permeate the barrier, showed predicted "
     "permeability increasing with aromaticity and decreasing with the number of hydrogen-bond donors and "
     "acceptors [1].", None),
    ("For aqueous solubility, the explanations indicated that adding acidic and basic groups or hydrogen-bond "
     "acceptors raises predicted solubility and that heteroatoms help, whereas adding ring structures makes a "
     "molecule less soluble [1].",
     "For aqueous solubility, the explanations indicated that adding acidic and basic groups or hydrogen-bond "
     "acceptors raises predicted solubility and that heteroatoms help, whereas adding ring structures makes a "
     "molecule more soluble [1]."),
    ("Applied to molecular scent, the counterfactual for 2,4-decadienal had a shorter carbon chain and no carbonyl "
     "groups, and the global explanation linked the 'fatty' scent to a heptanyl fragment and a C=O double bond, in "
     "agreement with reports that fatty molecules tend to have long carbon chains [1].", None),
    ("The authors caution that the correctness of these explanations depends strongly on the accuracy of the "
     "underlying black-box model, and that it remains unclear whether a consensus benchmark for choosing among XAI "
     "methods will ever emerge [1].",
     "The authors caution that the correctness of these explanations does not depend on the accuracy of the "
     "underlying black-box model, and that it remains unclear whether a consensus benchmark for choosing among XAI "
     "methods will ever emerge [1]."),
    ("Using a kernel of scalar confining and vector Coulomb potentials with twelve parameters in total, the "
     "calculated heavy-light spectra agree well with the data, although the computed hyperfine splittings are all "
     "larger than the measured ones [2].",
     "Using a kernel of scalar confining and vector Coulomb potentials with twelve parameters in total, the "
     "calculated heavy-light spectra agree well with the data, although the computed hyperfine splittings are all "
     "smaller than the measured ones [2]."),
    ("The agreement is considerably better for b-flavored than for c-flavored mesons, as expected because the "
     "nonrelativistic expansion in the heavy quark converges faster for b quarks (v of about c/5) than for c quarks "
     "(v of about c/2) [2].", None),
    ("For bottomonium, agreement is good for states below the BB\u0304 threshold but deteriorates as the masses "
     "approach and cross it, which the authors suggest may reflect the missing coupling to strong decay channels, "
     "whereas the charmonium spectrum is less satisfactory [2].",
     "For bottomonium, agreement is good for states below the BB\u0304 threshold but improves as the masses "
     "approach and cross it, which the authors suggest may reflect the missing coupling to strong decay channels, "
     "whereas the charmonium spectrum is less satisfactory [2]."),
    ("In the bb\u0304 spectrum, the scalar and vector retardation contributions have opposite signs and tend to "
     "cancel, yet their sum is comparable in size to the hyperfine and spin-orbit energies [2].", None),
    ("Mapping the model onto heavy quark effective theory gives \u039b\u0304 = 0.45 GeV for the ground-state "
     "pseudoscalar/vector doublet, a value in reasonable agreement with others in the literature [2].",
     "Mapping the model onto heavy quark effective theory gives \u039b\u0304 = 0.65 GeV for the ground-state "
     "pseudoscalar/vector doublet, a value in reasonable agreement with others in the literature [2]."),
    ("Hoare notes that axioms A1-A9 also hold for the finite sets of integers manipulated by computers, provided "
     "these are confined to nonnegative numbers, and that their truth is largely independent of the technique "
     "chosen for handling overflow [3].",
     "Hoare notes that axioms A1-A9 also hold for the finite sets of integers manipulated by computers, provided "
     "these are confined to nonnegative numbers, and that their truth is largely dependent on the technique "
     "chosen for handling overflow [3]."),
    ("The strict, firm-boundary and modulo treatments of overflow can be told apart by a supplementary axiom on "
     "max + 1, with the firm boundary setting max + 1 = max and modulo arithmetic setting max + 1 = 0 [3].",
     "The strict, firm-boundary and modulo treatments of overflow can be told apart by a supplementary axiom on "
     "max + 1, with the firm boundary setting max + 1 = 0 and modulo arithmetic setting max + 1 = max [3]."),
    ("A key limitation is that the axioms provide no basis for proving termination, so a statement P{Q}R describes "
     "the results only on the proviso that the program successfully terminates [3].", None),
    ("He points out that testing often takes more than half the time of a programming project and that, with "
     "realistic costing of machine time, two thirds or more of the project's cost goes into removing errors during "
     "this phase [3].",
     "He points out that testing often takes more than half the time of a programming project and that, with "
     "realistic costing of machine time, one third or more of the project's cost goes into removing errors during "
     "this phase [3]."),
    ("While extensions such as arrays, recursion and parallel execution appear to pose no great difficulty if the "
     "language is kept simple, labels and jumps, pointers and name parameters present real difficulty [3].", None),
]
HUNDRED_SIXTY_SEVENTH_REFERENCES = """1. Wellawatte, G. P., Gandhi, H. A., Seshadri, A., & White, A. D. (2023). \
A Perspective on Explanations of Molecular Prediction Models. Journal of Chemical Theory and Computation. \
[PDF](papers/xai.pdf)
2. Zeng, J., Van Orden, J. W., & Roberts, W. (1994). Heavy Mesons in a Relativistic Model. CEBAF Theory Group \
Preprint CEBAF-TH-94-08 (hep-ph/9412269). [PDF](papers/mesons.pdf)
3. Hoare, C. A. R. (1969). An Axiomatic Basis for Computer Programming. Communications of the ACM, 12(10), \
576-580. [PDF](papers/hoare.pdf)
"""


HUNDRED_SIXTY_EIGHTH = [
    ('In type-checking experiments, HMM-T outperformed an n-gram baseline on all four relations and '
     'cut the missing area under the precision/recall curve by 46% on average [1].',
     None),
    ("Swapping the BM25 metric for cosine distance narrowed HMM-T's advantage, yet its error rate "
     'still remained about 23% lower than that of the n-gram type checker [1].',
     "Swapping the BM25 metric for cosine distance narrowed HMM-T's advantage, yet its error rate "
     'still remained about 23% higher than that of the n-gram type checker [1].'),
    ('Relative to a context-based type-checking approach, HMM-T also retrieved 10 to 50 times less '
     'data [1].',
     'Relative to a context-based type-checking approach, HMM-T also retrieved 10 to 50 times more '
     'data [1].'),
    ('The full REALM system outperformed both the TextRunner frequency ordering and a Snowball-style '
     'pattern learner on every relation, lowering the missing area under the curve by 39% on average '
     'relative to the strongest baseline [1].',
     'The full REALM system outperformed both the TextRunner frequency ordering and a Snowball-style '
     'pattern learner on every relation, lowering the missing area under the curve by 29% on average '
     'relative to the strongest baseline [1].'),
    ('Its advantage over the pattern learner was statistically significant for every relation except '
     'Conquered, and the combined system also beat its HMM-T and REL-GRAMS components used alone [1].',
     None),
    ('On the ACE2005 test set, SemEAGAT attained the highest precision and F1 of all compared systems'
     ' (80.7 and 76.8), improving F1 by 0.6 points over the recent HGEED model [2].',
     None),
    ('Compared with the GAT-based MOGANED, it was better on precision, recall and F1 alike, with a '
     '1.1-point F1 gain [2].',
     'Compared with the GAT-based MOGANED, it was worse on precision, recall and F1 alike, with a '
     '1.1-point F1 gain [2].'),
    ('Its recall, however, trailed that of Bi-LSTM+GAN and LearnToSelectED, even though its precision'
     ' was clearly higher than both [2].',
     'Its precision, however, trailed that of Bi-LSTM+GAN and LearnToSelectED, even though its recall'
     ' was clearly higher than both [2].'),
    ('In ablations, removing the BiLSTM contextual encoder caused the largest drop, to an F1 of 70.3,'
     ' while dropping the edge-aware multi-head attention cost 2.3 F1 points [2].',
     'In ablations, removing the BiLSTM contextual encoder caused the smallest drop, to an F1 of '
     '70.3, while dropping the edge-aware multi-head attention cost 2.3 F1 points [2].'),
    ('Performance first rose as EAGAT layers were stacked but then declined, a drop the authors '
     'attribute to over-smoothing, so two layers were used [2].',
     None),
    ('On a real disk video server, nonscalable VBR video overloaded roughly every other service '
     'round, whereas scalable video eliminated these dropouts by lowering peak SNR instead [3].',
     None),
    ('Scalable delivery yielded a lower average bit rate per user but higher subjective quality, '
     'since each user still required a seek in every service round [3].',
     None),
    ('Hybrid placement was slightly less efficient than CTL, serving 29 rather than 34 full-rate '
     'users, but its average PSNR drop under scaling was smaller (about 4 dB versus 6 dB) [3].',
     None),
    ('With 34 users admitted, hybrid placement reached a throughput of 16,900 Kb/s against 12,000 '
     "Kb/s for CTL, reversing CTL's lead at 18 users [3].",
     'With 34 users admitted, CTL reached a throughput of 16,900 Kb/s against 12,000 Kb/s for hybrid '
     "placement, reversing CTL's lead at 18 users [3]."),
    ('For the pause function, permitting just one scaledown per user cut the 99% delay quantile from '
     '13 to 7 rounds, and allowing two-rate scaledowns reduced it to zero for all three interactive '
     'functions [3].',
     'For the pause function, permitting just one scaledown per user cut the 99% delay quantile from '
     '13 to 9 rounds, and allowing two-rate scaledowns reduced it to zero for all three interactive '
     'functions [3].'),
    ('Counterintuitively, at any user load a striped multi-disk system showed higher mean delay than '
     'a periodically interleaved one with the same user capacity, and simulations of a four-disk '
     'array confirmed this [3].',
     None),
]
HUNDRED_SIXTY_EIGHTH_REFERENCES = """1. Downey, D., Schoenmackers, S., & Etzioni, O. (2007). Sparse Information \
Extraction: Unsupervised Language Models to the Rescue. Proceedings of the 45th \
Annual Meeting of the Association for Computational Linguistics (ACL 2007). \
[PDF](papers/realm.pdf)
2. Xi, Y., Lu, J., Hang, T., Zhang, Y., Wang, Z., & Feng, J. (2022). SemEAGAT: A \
Novel Approach by Incorporating Semantic Dependency Graph in Event Detection. \
Journal of Physics: Conference Series, 2188, 012011. [PDF](papers/semeagat.pdf)
3. Chang, E., & Zakhor, A. (1997). Disk-Based Storage for Scalable Video. IEEE \
Transactions on Circuits and Systems for Video Technology, 7(5). \
[PDF](papers/diskvideo.pdf)
"""


HUNDRED_SIXTY_NINTH = [
    ('Benetos et al. note that the best frame-based accuracy in the MIREX multi-F0 estimation task, about 0.69 by '
     'Yeh and Röbel, has not been improved upon since 2009, which they take as evidence of stagnating performance '
     '[1].',
     'Benetos et al. note that the best frame-based accuracy in the MIREX multi-F0 estimation task, about 0.79 by '
     'Yeh and Röbel, has not been improved upon since 2009, which they take as evidence of stagnating performance '
     '[1].'),
    ('Note tracking results are considerably worse than those for frame-based multi-pitch estimation, particularly '
     'when both onsets and offsets are evaluated, where the best average F-measure reached only 0.45 [1].',
     'Note tracking results are considerably better than those for frame-based multi-pitch estimation, particularly '
     'when both onsets and offsets are evaluated, where the best average F-measure reached only 0.45 [1].'),
    ("Dressler's 2012 system was a notable exception, raising note tracking F-measures to the level attained for "
     'multiple-F0 estimation, possibly owing to a more sophisticated, perceptually based note tracking stage rather '
     'than simple filtering of note activations [1].', None),
    ('The authors also warn that commonly used evaluation sets are very small, for example an RWC subset of only '
     'twelve 30-second segments and a 54-second MIREX development set, so the risk of overfitting and '
     'overestimating performance is high [1].', None),
    ('In a user-assisted transcription system, letting users label notes for each instrument gave considerably '
     'higher accuracy than only naming the instrument types, across the full range of instrument counts in the '
     'mixture [1].',
     'In a user-assisted transcription system, letting users label notes for each instrument gave considerably '
     'lower accuracy than only naming the instrument types, across the full range of instrument counts in the '
     'mixture [1].'),
    ('In the questionnaire data, tri-modal feedback was rated significantly more annoying, and visual feedback was '
     'judged significantly less alerting than every other feedback type except auditory feedback [2].',
     'In the questionnaire data, tri-modal feedback was rated significantly more annoying, and visual feedback was '
     'judged significantly more alerting than every other feedback type except auditory feedback [2].'),
    ('The auditory-visual-haptic combination evoked the highest P300 peak amplitude and visual-only feedback the '
     'lowest, though Sidak-corrected pairwise tests showed a significant amplitude difference only between '
     'tri-modal and auditory feedback [2].', None),
    ('Haptic feedback yielded the shortest P300 latency, with its peak occurring significantly earlier than that '
     'evoked by auditory feedback [2].',
     'Haptic feedback yielded the shortest P300 latency, with its peak occurring significantly later than that '
     'evoked by auditory feedback [2].'),
    ('Behaviourally, reaction times were significantly shorter for visual and haptic feedback, while tri-modal '
     'feedback led to the longest reaction times [2].', None),
    ('Visual feedback produced a significantly smaller P300 amplitude than any feedback that contained a haptic '
     'component [2].',
     'Visual feedback produced a significantly larger P300 amplitude than any feedback that contained a haptic '
     'component [2].'),
    ('For a 2 TeV sgoldstino fitted to the roughly 4.2 excess events in the ATLAS WW selection region, the '
     'predicted WZ yield lies well within the 1σ band, whereas the ZZ region shows a slight tension [3].',
     'For a 2 TeV sgoldstino fitted to the roughly 4.2 excess events in the ATLAS WW selection region, the '
     'predicted ZZ yield lies well within the 1σ band, whereas the WZ region shows a slight tension [3].'),
    ('This ZZ tension vanishes once systematic uncertainties of about 50% on the signal are included, and the '
     'authors suggest it may stem from an inaccurate background shape prediction in the statistically limited ZZ '
     'region [3].', None),
    ('When the WZ or WW background shapes are used for the ZZ region instead, the excess drops to only 3.0 and 1.7 '
     'events, respectively, compared with 6.4 from the ATLAS background fit [3].', None),
    ('The CMS semi-leptonic search sets the strongest constraint, with its WW-channel limit of about 3 fb excluding '
     'part of the otherwise allowed parameter space, while its ZZ-channel limit of 8 fb does not constrain the '
     'model [3].',
     'The CMS semi-leptonic search sets the weakest constraint, with its WW-channel limit of about 3 fb excluding '
     'part of the otherwise allowed parameter space, while its ZZ-channel limit of 8 fb does not constrain the '
     'model [3].'),
    ('Because ATLAS reports acceptances only for decays into longitudinally polarized vector bosons, the authors '
     'reuse the bulk-graviton acceptances even though they expect acceptances for transverse gauge bosons to be '
     'about 50% smaller, acknowledging that this introduces a large uncertainty [3].', None),
    ('Since the sgoldstino is produced through gluon fusion, its cross section should rise by a factor of about 19 '
     'between 8 and 13 TeV, versus about 7 for a quark-antiquark resonance, so the excess is expected to grow '
     'significantly faster with Run II data [3].',
     'Since the sgoldstino is produced through gluon fusion, its cross section should rise by a factor of about 9 '
     'between 8 and 13 TeV, versus about 7 for a quark-antiquark resonance, so the excess is expected to grow '
     'significantly faster with Run II data [3].'),
]
HUNDRED_SIXTY_NINTH_REFERENCES = """1. Benetos, E., Dixon, S., Giannoulis, D., Kirchhoff, H., & Klapuri, A. \
(2013). Automatic music transcription: challenges and future directions. Journal of Intelligent Information \
Systems. [PDF](papers/amt.pdf)
2. Antons, J.-N., Arndt, S., Seebode, J., Schleicher, R., & Möller, S. (2013). Did You Notice? Neuronal \
Processing of Multimodal Mobile Phone Feedback. CHI 2013 Extended Abstracts on Human Factors in Computing \
Systems. [PDF](papers/eeg.pdf)
3. Petersson, C., & Torre, R. (2015). ATLAS diboson excess from low scale supersymmetry breaking. \
arXiv:1508.05632 [hep-ph]. [PDF](papers/diboson.pdf)
"""

# A twenty-fourth batch (seventeenth session), written against a frozen copy of the code after the twenty-third
# batch's fixes (Open IE domain adaptation, stereo matching, molecular XAI; phrase generation, data placement,
# DeepInfer; preemptive IE, PaperMage, requirement prioritization; Paper Plain, RAPT, VESPA): 63 correct sentences,
# 4 false findings when written: an RB005 error, fixed ("could not produce any output" against the error the tool
# threw: the paper's "does not provide any output" denies it too, "provide" / "produce" one verb), an RB007
# warning on "roughly 216 million" (the table's 215.7 in millions: KNOWN_FALSE), an RB007 warning on a difference
# the writer worked out ("roughly 15 F1 points") and an RB004 warning at 0.29 on a table's per-category recall
# (both KNOWN_FALSE). 9 of 36 planted caught when written, 10 now. Missed: two things swapped (four times), "decreased"
# ("increased"), 90 -> 60 fps, "hydrophilic", "more soluble", "8 of the 9 hurricanes" (a 8 elsewhere), "far below"
# (its own numbers say above), "more author tokens", "twice the time" ("half"), "raised results" ("lowered"),
# "large storage capacity", "a weaker correlation of 0.98", 0.84 -> 0.48, "3.27 times slower", and all nine of
# the last draft's when written ("significantly higher" against "reading difficulty significantly lower and ...
# confidence ... significantly higher", where the same word about the confidence answered it, is caught now: an
# antonym about most of the cue's subject answers first), "underperformed", "highest self-BLEU", "helped",
# "different from", "nine genes", 223 / 80 swapped, "shorter".
HUNDRED_SEVENTIETH = [
    ("When Soderland et al. adapted TextRunner to the NFL-scoring domain using only the initial annotations, the "
     "TeamFinalScore relation reached a precision of 0.95 at a recall of 0.87, whereas GameLoser achieved 0.93 "
     "precision at a recall of only 0.32 [1].",
     "When Soderland et al. adapted TextRunner to the NFL-scoring domain using only the initial annotations, the "
     "TeamFinalScore relation reached a precision of 0.95 at a recall of 0.37, whereas GameLoser achieved 0.93 "
     "precision at a recall of only 0.32 [1]."),
    ("Performance varied considerably across relations and depended less on the amount of training data than on the "
     "locality of information [1].",
     "Performance varied considerably across relations and depended less on the locality of information than on the "
     "amount of training data [1]."),
    ("With just 20 newly tagged instances, active learning lifted GameWinner precision from 0.48 to 0.91 at a recall "
     "of about 0.2, and tagging 80 instances took one of the authors roughly 25 minutes [1].",
     None),
    ("The TeamScoringAll relation required more new instances than GameWinner to show a similar improvement from "
     "active learning, because it needs examples of scores for both winning and losing teams [1].",
     "The TeamScoringAll relation required fewer new instances than GameWinner to show a similar improvement from "
     "active learning, because it needs examples of scores for both winning and losing teams [1]."),
    ("In the intelligence-community domain, augmenting the class recognizers with generic named entity recognizers "
     "enabled some high-precision rules but gave limited recall, since about half of the argument values are common "
     "nouns [1].",
     None),
    ("Kowalczuk et al. report that, as with most temporal stereo methods, temporal aggregation brings negligible "
     "gains on noise-free images, because the computer-generated test video contains very little noise to begin with "
     "[2].",
     None),
    ("Under uniform noise of ±20 and ±40, accuracy improved significantly as the feedback coefficient λ was "
     "increased, since the auxiliary cost acts as a much more stable running average of the cost over recent frames "
     "[2].",
     "Under uniform noise of ±20 and ±40, accuracy improved significantly as the feedback coefficient λ was "
     "decreased, since the auxiliary cost acts as a much more stable running average of the cost over recent frames "
     "[2]."),
    ("The optimal feedback coefficient depends largely on the noise level, with reliance on the auxiliary cost being "
     "more beneficial when noise is high and reliance on the current cost more beneficial when noise is low [2].",
     "The optimal feedback coefficient depends largely on the noise level, with reliance on the auxiliary cost being "
     "more beneficial when noise is low and reliance on the current cost more beneficial when noise is high [2]."),
    ("Their CUDA implementation on a GeForce GTX 680 was the fastest of the compared real-time methods, at roughly "
     "216 million disparity estimates per second or 90 frames per second for 320 × 240 images with 32 disparity "
     "levels [2].",
     "Their CUDA implementation on a GeForce GTX 680 was the fastest of the compared real-time methods, at roughly "
     "216 million disparity estimates per second or 60 frames per second for 320 × 240 images with 32 disparity "
     "levels [2]."),
    ("In accuracy, the method ranked second among the real-time methods on the Middlebury benchmark, with an average "
     "of 6.20% bad pixels against 5.55% for CostFilter [2].",
     None),
    ("In a blood-brain barrier example, Wellawatte et al. found that counterfactuals modifying a carboxylic acid "
     "group let a non-permeating molecule cross the barrier, consistent with experimental evidence that permeation is"
     " governed by hydrophobic interactions and surface area [3].",
     "In a blood-brain barrier example, Wellawatte et al. found that counterfactuals modifying a carboxylic acid "
     "group let a non-permeating molecule cross the barrier, consistent with experimental evidence that permeation is"
     " governed by hydrophilic interactions and surface area [3]."),
    ("Descriptor explanations for alprazolam showed predicted permeability to be positively correlated with "
     "aromaticity and negatively correlated with the number of hydrogen bond donors and acceptors [3].",
     None),
    ("For solubility, the explanations indicated that adding acidic and basic groups, hydrogen bond acceptors and "
     "heteroatoms increases solubility, whereas adding ring structures makes a molecule less soluble [3].",
     "For solubility, the explanations indicated that adding acidic and basic groups, hydrogen bond acceptors and "
     "heteroatoms increases solubility, whereas adding ring structures makes a molecule more soluble [3]."),
    ("The counterfactual for the fatty-smelling 2,4-decadienal had a shorter carbon chain and no carbonyl groups, "
     "highlighting the influence of these structural features on its scent [3].",
     "The counterfactual for the fatty-smelling 2,4-decadienal had a longer carbon chain and no carbonyl groups, "
     "highlighting the influence of these structural features on its scent [3]."),
    ("The global explanation for the pineapple scent cited the presence of an ester, ether oxygen groups and a C=O "
     "double bond together with the absence of aromatic atoms, in line with esters such as ethyl 2-methylbutyrate "
     "being common among pineapple volatiles [3].",
     None),
    ("The authors stress that the correctness of such explanations strongly depends on the accuracy of the underlying"
     " black-box model, and that choosing among the many XAI methods remains an open question [3].",
     None),
]
HUNDRED_SEVENTIETH_REFERENCES = """1. Soderland, S., Roof, B., Qin, B., Xu, S., Mausam, & Etzioni, O. (2010). Adapting\
 Open Information Extraction to Domain-Specific Relations. AI Magazine. [PDF](papers/openie.pdf)
2. Kowalczuk, J., Psota, E. T., & Pérez, L. C. (2013). Real-time Temporal Stereo Matching using Iterative Adaptive \
Support Weights. IEEE International Conference on Electro/Information Technology. [PDF](papers/stereo.pdf)
3. Wellawatte, G. P., Gandhi, H. A., Seshadri, A., & White, A. D. (2023). A Perspective on Explanations of Molecular \
Prediction Models. Journal of Chemical Theory and Computation. [PDF](papers/xai.pdf)
"""


HUNDRED_SEVENTY_FIRST = [
    ('In one-step decomposition of adjective-noun and preposition-noun phrases, generation '
     'accuracy was relatively high, with cbow vectors consistently outperforming count-based '
     'vectors [1].',
     'In one-step decomposition of adjective-noun and preposition-noun phrases, generation '
     'accuracy was relatively high, with count-based vectors consistently outperforming cbow '
     'vectors [1].'),
    ('Decomposing composed phrase vectors turned out to be easier than decomposing corpus-'
     'observed ones, which Dinu and Baroni attribute to composed representations being produced '
     'by a simpler, linear model [1].',
     'Decomposing composed phrase vectors turned out to be harder than decomposing corpus-'
     'observed ones, which Dinu and Baroni attribute to composed representations being produced '
     'by a simpler, linear model [1].'),
    ('Generating adjective-noun paraphrases from single nouns is considerably harder, yet cbow '
     'vectors still reached median ranks under 100 for the gold adjective and noun, against a '
     'random median rank of 10K [1].',
     None),
    ('In English-Italian phrase translation, training the decomposition on observed rather than '
     'composed phrase vectors lowered results by roughly 50% [1].',
     'In English-Italian phrase translation, training the decomposition on observed rather than '
     'composed phrase vectors raised results by roughly 50% [1].'),
    ('Translating only when generation confidence exceeds a threshold raised English-to-Italian '
     'adjective-noun accuracy from 0.21 to 0.45, at the cost of coverage falling to 9% [1].',
     None),
    ('Golubchik et al. show that Sliding-Window always packs at least a 1 − 1/(1 + √k)² fraction'
     ' of the items in a homogeneous system and give a family of instances for which no solution'
     ' can pack a larger fraction [2].',
     None),
    ('They also show how to implement Sliding-Window in O((N + M) log(N + M)) time, an '
     'improvement over the O(NM) implementation described by Shachnai and Tamir [2].',
     'They also show how to implement Sliding-Window in O(NM) time, an improvement over the O((N'
     ' + M) log(N + M)) implementation described by Shachnai and Tamir [2].'),
    ('The homogeneous problem is already NP-complete when each disk stores two objects and '
     'strongly NP-hard when it stores three, whereas the single-object case is solvable in '
     'polynomial time by a simple greedy algorithm [2].',
     'The homogeneous problem is already NP-complete when each disk stores two objects and '
     'strongly NP-hard when it stores three, whereas the single-object case is not solvable in '
     'polynomial time by a simple greedy algorithm [2].'),
    ('In simulations with Zipf-distributed demand, the theoretical bound proved reasonably tight'
     ' when the number of items per color was fairly skewed, as is typical of video-on-demand '
     'servers [2].',
     None),
    ('Sliding-Window could do significantly better than the theoretical bound when colors had '
     'roughly equal numbers of items and each disk had a relatively small storage capacity [2].',
     'Sliding-Window could do significantly better than the theoretical bound when colors had '
     'roughly equal numbers of items and each disk had a relatively large storage capacity [2].'),
    ('DeepInfer found a positive correlation of 0.88 between data precondition violations and '
     'incorrect predictions, and a stronger correlation of 0.98 between precondition '
     'satisfaction and correct predictions [3].',
     'DeepInfer found a positive correlation of 0.88 between data precondition violations and '
     'incorrect predictions, and a weaker correlation of 0.98 between precondition satisfaction '
     'and correct predictions [3].'),
    ('On high-accuracy models, DeepInfer reached a recall of 0.98 and an F-1 score of 0.84, '
     'compared with 0.59 and 0.52 for SelfChecker [3].',
     'On high-accuracy models, DeepInfer reached a recall of 0.98 and an F-1 score of 0.48, '
     'compared with 0.59 and 0.52 for SelfChecker [3].'),
    ('SelfChecker could not produce any output for several Bank Customer models, failing with a '
     'singular-matrix error during KDE generation [3].',
     None),
    ('At deployment DeepInfer ran about 3.27 times faster than SelfChecker, with an average '
     'runtime overhead of only 0.22 seconds across the unseen datasets [3].',
     'At deployment DeepInfer ran about 3.27 times slower than SelfChecker, with an average '
     'runtime overhead of only 0.22 seconds across the unseen datasets [3].'),
    ("Its runtime grew in proportion to the number of input features, in line with the authors' "
     'complexity analysis [3].',
     None),
    ('The authors acknowledge that their weakest-precondition rules are specific to fully '
     'connected layers and particular activation functions, and that the evaluation covered only'
     ' datasets with numerical features [3].',
     None),
]
HUNDRED_SEVENTY_FIRST_REFERENCES = """1. Dinu, G., & Baroni, M. (2014). How to make words with vectors: Phrase \
generation in distributional semantics. Proceedings of the 52nd Annual Meeting\
 of the Association for Computational Linguistics (ACL 2014). \
[PDF](papers/phrasegen.pdf)
2. Golubchik, L., Khanna, S., Khuller, S., Thurimella, R., & Zhu, A. (2009). \
Approximation algorithms for data placement on parallel disks. ACM \
Transactions on Algorithms. [PDF](papers/placement.pdf)
3. Ahmed, S., Gao, H., & Rajan, H. (2024). Inferring data preconditions from \
deep learning models for trustworthy prediction in deployment. Proceedings of \
the 46th IEEE/ACM International Conference on Software Engineering (ICSE \
2024). [PDF](papers/deepinfer.pdf)
"""


HUNDRED_SEVENTY_SECOND = [
    ("Applied to roughly two months of articles from twelve mainly U.S. newspapers, the preliminary system "
     "produced 302 metaclusters, of which 101 remained after duplicate rows were removed and tables with "
     "fewer than three rows were discarded [1].", None),
    ("Of 48 randomly chosen tables, 36 (75%) were judged consistent by a human evaluator, and 118 of 161 rows "
     "(73%) fit the corresponding description [1].", None),
    ("When the largest table, on hurricanes, was compared against a manually created list, the system had "
     "recovered 6 of the 9 hurricanes [1].",
     "When the largest table, on hurricanes, was compared against a manually created list, the system had "
     "recovered 8 of the 9 hurricanes [1]."),
    ("An error analysis of 10 incorrect rows traced four to coreference errors and four to distant basic "
     "patterns referring to a different event in the same cluster, whereas only one stemmed from a parse "
     "error [1].",
     "An error analysis of 10 incorrect rows traced four to parse errors and four to distant basic "
     "patterns referring to a different event in the same cluster, whereas only one stemmed from a "
     "coreference error [1]."),
    ("The authors acknowledge that overall recall may be lower than that of existing IE systems, since events "
     "are discovered from clusters of comparable articles rather than from single documents [1].",
     "The authors acknowledge that overall recall may be higher than that of existing IE systems, since events "
     "are discovered from clusters of comparable articles rather than from single documents [1]."),
    ("On logical structure recovery over S2-VL, the default CoreRecipe configuration with I-VILA reached a "
     "macro-averaged F1 of 92.7, far above the 39.1 and 37.6 of the CRF and neural Grobid variants [2].",
     "On logical structure recovery over S2-VL, the default CoreRecipe configuration with I-VILA reached a "
     "macro-averaged F1 of 92.7, far below the 39.1 and 37.6 of the CRF and neural Grobid variants [2]."),
    ("A finetuned RoBERTa token classifier fell between I-VILA and Grobid, at 76.8 F1 [2].", None),
    ("Even when scoring was restricted to the categories for which Grobid returns bounding boxes, I-VILA still "
     "outperformed Grobid by roughly 15 F1 points (93.7 versus about 79) [2].", None),
    ("The authors attribute part of Grobid's low full-set score to categories such as titles and figure text "
     "for which it provided no bounding boxes or no output and which were therefore scored as zeros [2].", None),
    ("They also caution that the Transformer models were trained on S2-VL data, which gave them an advantage "
     "over Grobid [2].",
     "They also caution that the Transformer models were trained on S2-VL data, which did not give them an "
     "advantage over Grobid [2]."),
    ("Per-category results show that the neural Grobid variant recalled far fewer author tokens than its CRF "
     "counterpart (14.0 versus 42.6) [2].",
     "Per-category results show that the neural Grobid variant recalled far more author tokens than its CRF "
     "counterpart (14.0 versus 42.6) [2]."),
    ("In dynamic validation, MDRPM produced accurate results in half the time required by traditional "
     "AHP [3].",
     "In dynamic validation, MDRPM produced accurate results in twice the time required by traditional "
     "AHP [3]."),
    ("Representatives of both participating companies rated the model better than AHP in terms of "
     "effectiveness and efficiency [3].",
     "Representatives of both participating companies rated the model worse than AHP in terms of "
     "effectiveness and efficiency [3]."),
    ("In the worked four-requirement example, the consistency ratio came to 0.2, twice the 0.1 level below "
     "which judgmental errors are considered small, reflecting a moderate degree of judgmental error [3].",
     None),
    ("The same example assigned 57.5% of the total importance to the highest-ranked requirement and only 5% "
     "to the lowest [3].",
     "The same example assigned 67.5% of the total importance to the highest-ranked requirement and only 5% "
     "to the lowest [3]."),
    ("Practitioner feedback included a request from company B for an automated tool to support requirement "
     "engineers and a suggestion from company A to propose bins from the history of previous projects [3].",
     None),
]
HUNDRED_SEVENTY_SECOND_REFERENCES = """1. Shinyama, Y., & Sekine, S. (2006). Preemptive Information Extraction using \
Unrestricted Relation Discovery. Proceedings of the Human Language Technology Conference of the NAACL \
(HLT-NAACL 2006). [PDF](papers/preemptive.pdf)
2. Lo, K., Shen, Z., Newman, B., Chang, J. C., Authur, R., Bransom, E., Candra, S., Chandrasekhar, Y., \
Huff, R., Kuehl, B., Singh, A., Wilhelm, C., Zamarron, A., Hearst, M. A., Weld, D. S., Downey, D., & \
Soldaini, L. (2023). PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating \
Visually-Rich Scientific Documents. Proceedings of EMNLP 2023: System Demonstrations. [PDF](papers/papermage.pdf)
3. Iqbal, M. A., Zaidi, A. M., & Murtaza, S. (2010). A New Requirement Prioritization Model for Market \
Driven Products Using Analytical Hierarchical Process. 2010 International Conference on Data Storage and \
Data Engineering (DSDE). [PDF](papers/reqprio.pdf)
"""


HUNDRED_SEVENTY_THIRD = [
    ('In a usability study with 24 participants, readers using the full Paper Plain interface rated their reading '
     'difficulty significantly lower than readers using a standard PDF reader (median 2 versus 4 on a five-point '
     'scale) [1].',
     'In a usability study with 24 participants, readers using the full Paper Plain interface rated their reading '
     'difficulty significantly higher than readers using a standard PDF reader (median 2 versus 4 on a five-point '
     'scale) [1].'),
    ('Paper Plain users were also significantly more confident that they had obtained all the relevant information '
     'from a paper, with a median rating of 4.0 compared with 2.5 for the PDF baseline [1].',
     None),
    ('When every feature was available, participants relied far more on the Key Question Index and Answer Gists than '
     'on the Section Gists and Term Definitions, with only 8 of 12 opening a Section Gist or Term Definition at all '
     '[1].',
     'When every feature was available, participants relied far more on the Section Gists and Term Definitions than on'
     ' the Key Question Index and Answer Gists, with only 8 of 12 opening a Section Gist or Term Definition at all '
     '[1].'),
    ('Readers who had the Key Question Index and Answer Gists lingered about 5.2 seconds at each paper position before'
     ' moving on, nearly two seconds longer than readers without those features (3.3 seconds) [1].',
     'Readers who had the Key Question Index and Answer Gists lingered about 5.2 seconds at each paper position before'
     ' moving on, nearly two seconds shorter than readers without those features (3.3 seconds) [1].'),
    ('Comprehension did not suffer, as Paper Plain users answered about 3.7 of seven multiple-choice questions '
     'correctly compared with 3.5 for PDF-reader users, and a non-inferiority test confirmed that Paper Plain was no '
     'worse [1].',
     None),
    ('When adapting GPT2 medium, RAPT substantially outperformed fine tuning, adapter tuning, LoRA, prompt tuning, and'
     ' LoRA combined with prompt tuning on most metrics, the main exception being BERT-based semantic similarity [2].',
     'When adapting GPT2 medium, RAPT substantially underperformed fine tuning, adapter tuning, LoRA, prompt tuning, '
     'and LoRA combined with prompt tuning on most metrics, the main exception being BERT-based semantic similarity '
     '[2].'),
    ('Conditioning NC-RAPT on the high-novelty class increases novelty but can lower semantic fidelity and BLEU, '
     'although the resulting BERT similarity stays comparable to or better than that of the ground-truth paraphrases '
     '[2].',
     None),
    ('On QQP 140K, NC-RAPT conditioned on high novelty reached an iBLEU of about 15, more than double the 5.84 '
     'reported for SEPARATOR, even though SEPARATOR achieved the lowest self-BLEU [2].',
     'On QQP 140K, NC-RAPT conditioned on high novelty reached an iBLEU of about 15, more than double the 5.84 '
     'reported for SEPARATOR, even though SEPARATOR achieved the highest self-BLEU [2].'),
    ('Replacing kNN retrieval with random example retrieval clearly hurt RAPT, lowering iBLEU from about 10.6 to 6.2 '
     'on QQP 50K and from 8.1 to 0.2 on ParaSCI ACL [2].',
     'Replacing kNN retrieval with random example retrieval clearly helped RAPT, lowering iBLEU from about 10.6 to 6.2'
     ' on QQP 50K and from 8.1 to 0.2 on ParaSCI ACL [2].'),
    ('The authors acknowledge that, since RAPT relies on semantically similar retrieved examples, it may perform worse'
     ' on test inputs that are semantically distant from anything in the training data [2].',
     None),
    ('When given the masked alignments and gene trees for 18 gene families from the Selectome database, VESPA produced'
     ' results identical to those reported by Selectome [3].',
     'When given the masked alignments and gene trees for 18 gene families from the Selectome database, VESPA produced'
     ' results different from those reported by Selectome [3].'),
    ('Re-aligning these 18 families with MUSCLE and PRANK introduced minor differences in the positively selected '
     'sites reported for five genes, showing that the choice of alignment can influence which sites are inferred to be'
     ' under positive selection [3].',
     'Re-aligning these 18 families with MUSCLE and PRANK introduced minor differences in the positively selected '
     'sites reported for nine genes, showing that the choice of alignment can influence which sites are inferred to be'
     ' under positive selection [3].'),
    ('Across 7,918 homologous gene families from Ensembl, VESPA detected site-specific positive selection in 1,998 '
     'genes, mouse-specific positive selection in 223, and human-specific positive selection in 80 [3].',
     'Across 7,918 homologous gene families from Ensembl, VESPA detected site-specific positive selection in 1,998 '
     'genes, mouse-specific positive selection in 80, and human-specific positive selection in 223 [3].'),
    ('On a 16 GB Intel Xeon machine most VESPA functions completed within four minutes for this dataset, the '
     'exceptions being codeML setup (about 45 minutes) and the codeML reader (about six hours), while codeML itself '
     'required 36,180 CPU hours [3].',
     None),
    ('To avoid alignment-driven bias, the authors strongly recommend choosing the best alignment for each gene family '
     "with VESPA's metal_compare function or tools such as AQUA [3].",
     None),
]
HUNDRED_SEVENTY_THIRD_REFERENCES = """1. August, T., Wang, L. L., Bragg, J., Hearst, M. A., Head, A., & Lo, K.\
 (2022). Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers with Natural Language\
 Processing. arXiv:2203.00130 (ACM Transactions on Computer-Human Interaction). [PDF](papers/paperplain.pdf)
2. Ray Chowdhury, J., Zhuang, Y., & Wang, S. (2022). Novelty Controlled Paraphrase Generation with Retrieval\
 Augmented Conditional Prompt Tuning. Proceedings of the AAAI Conference on Artificial Intelligence (AAAI 2022).\
 [PDF](papers/rapt.pdf)
3. Webb, A. E., Walsh, T. A., & O'Connell, M. J. (2017). VESPA: Very large-scale Evolutionary and Selective Pressure\
 Analyses. PeerJ Computer Science, 3, e118. [PDF](papers/vespa.pdf)
"""

# A twenty-fifth batch (seventeenth session), written against a frozen copy of the code after the twenty-fourth
# batch's fixes (LT accelerations, M3I, wheat; ACE inhibitors, TraceMonkey, NEO sizes; deep learning, birdsong
# FM, H. pylori; Landmark-RxR, EGP, Getis-Ord pooling): 62 correct sentences, 2 false findings when written, both
# warnings, no error: an RB007 on "about 10^6.9 versus their 10^8 objects" against the PDF's "106.9" and "108"
# (superscripts lost: a power of ten is no quantity to compare now, fixed) and an RB004 at 0.35 on a sentence read
# off a table (lowest coverage, highest average precision, a rank loss; KNOWN_FALSE). 9 of 34 planted caught (the
# same now; the fix for 68% offers a correlation, -0.55, not 48%). Missed: the volume deceleration parameter
# "negative", "large negative value", "behind" (its own numbers say ahead), two metrics swapped, "the weakest of
# the baselines", "the smallest reduction", "positively correlated", "two orders of magnitude" ("three"), two fold
# changes swapped, 9 -> 19 of 26, "relatively low cost", "falls short of", "ten times larger", "less likely",
# "frequently a problem" ("rarely"), "at least 50 times faster", two features swapped, adults and children
# swapped, "a smaller rise", "raising the Loss Number from 5500 to 5173", 29% -> 49%, "smallest gain", "EGP
# outperformed", "roughly doubled", "did not outperform".
HUNDRED_SEVENTY_FOURTH = [
    ("Using 182 supernovae from the Riess gold sample, four inhomogeneous Lemaître–Tolman models "
     "without a cosmological constant achieved χ² values between roughly 165 and 184, comparable to "
     "the 165.3 obtained for ΛCDM [1].",
     "Using 282 supernovae from the Riess gold sample, four inhomogeneous Lemaître–Tolman models "
     "without a cosmological constant achieved χ² values between roughly 165 and 184, comparable to "
     "the 165.3 obtained for ΛCDM [1]."),
    ("In these supernova-fitting models the distance deceleration parameter is positive at the origin "
     "but soon turns negative, whereas the volume deceleration parameter stays strictly positive [1].",
     "In these supernova-fitting models the distance deceleration parameter is positive at the origin "
     "but soon turns negative, whereas the volume deceleration parameter stays strictly negative [1]."),
    ("A Navarro–Frenk–White cluster model likewise gives a positive volume deceleration parameter, "
     "which can be driven negative by choosing a curvature function E of large positive value [1].",
     "A Navarro–Frenk–White cluster model likewise gives a positive volume deceleration parameter, "
     "which can be driven negative by choosing a curvature function E of large negative value [1]."),
    ("Such modifications, however, require a bang-time function with an amplitude of about 11 billion "
     "years, so the age of the Universe in these models becomes unrealistically small, only a few "
     "hundred thousand years in the modified cluster case [1].",
     None),
    ("Realistically evolving void and supercluster models also retain a positive volume deceleration "
     "parameter, and the authors note that their spherically symmetric analysis cannot capture "
     "averaging on scales beyond about 100 Mpc, where the volume deceleration parameter might still "
     "become negative [1].",
     None),
    ("On the single-label Object Recognition data set, M3I reached a mean 5-fold cross-validation "
     "accuracy of 0.832, ahead of the best conventional MIL baseline, MIMLSVM, at 0.796 [2].",
     "On the single-label Object Recognition data set, M3I reached a mean 5-fold cross-validation "
     "accuracy of 0.832, behind the best conventional MIL baseline, MIMLSVM, at 0.796 [2]."),
    ("Each component contributed on this benchmark, with accuracy rising from 0.797 for the "
     "learning-free C2B distance to 0.815 with class-specific metrics and 0.820 with significance "
     "coefficients alone [2].",
     "Each component contributed on this benchmark, with accuracy rising from 0.797 for the "
     "learning-free C2B distance to 0.815 with significance coefficients alone and 0.820 with "
     "class-specific metrics [2]."),
    ("On Corel5K, M3I cut the Hamming loss to 0.207 and raised average precision to 0.593, compared "
     "with 0.238 and 0.554 for MildML, the strongest of the baselines [2].",
     "On Corel5K, M3I cut the Hamming loss to 0.207 and raised average precision to 0.593, compared "
     "with 0.238 and 0.554 for MildML, the weakest of the baselines [2]."),
    ("On PASCAL VOC 2010 it likewise obtained the lowest coverage (0.843) and the highest average "
     "precision (0.548), although the simple B2C baseline achieved a slightly lower rank loss (0.148) "
     "than the C2B-SC variant (0.150) [2].",
     None),
    ("The learned significance coefficients behaved as intended, with a horse region receiving a "
     "weight of only 0.175 in the person super-bag but 2.861 in the horse super-bag [2].",
     None),
    ("Heat stress at 35/28 °C imposed ten days after anthesis reduced grain yield per spike by "
     "roughly 30–48% and individual grain weight by about 27–54%, depending on genotype [3].",
     "Heat stress at 35/28 °C imposed ten days after anthesis reduced grain yield per spike by "
     "roughly 30–68% and individual grain weight by about 27–54%, depending on genotype [3]."),
    ("CB202 and CB208 sustained the least damage to chlorophyll content and to thylakoid and cell "
     "membranes and best limited yield losses, whereas Ventnor showed the greatest reduction in grain "
     "yield per spike and grain weight [3].",
     "CB202 and CB208 sustained the least damage to chlorophyll content and to thylakoid and cell "
     "membranes and best limited yield losses, whereas Ventnor showed the smallest reduction in grain "
     "yield per spike and grain weight [3]."),
    ("Among 64 known metabolites that changed more than 1.5-fold, L-tryptophan rose most sharply "
     "(about 11.5-fold), while drummondol and anthranilate showed the steepest declines [3].",
     None),
    ("Metabolites that accumulated under heat, such as L-arginine and L-histidine, were negatively "
     "correlated with grain yield per spike, SPAD and Fv/Fm, whereas dimethylmaleate, which declined, "
     "showed some of the strongest positive correlations with these traits [3].",
     "Metabolites that accumulated under heat, such as L-arginine and L-histidine, were positively "
     "correlated with grain yield per spike, SPAD and Fv/Fm, whereas dimethylmaleate, which declined, "
     "showed some of the strongest positive correlations with these traits [3]."),
    ("Pipecolate was an exception for membrane integrity, correlating strongly and positively with "
     "cell membrane stability (r = 0.79) despite its negative correlations with yield and "
     "photosynthetic traits [3].",
     None),
]
HUNDRED_SEVENTY_FOURTH_REFERENCES = """1. Bolejko, K., & Andersson, L. (2008). \
Apparent and average accelerations of the Universe. Journal of Cosmology and Astroparticle Physics. \
[PDF](papers/accel.pdf)
2. Wang, H., Huang, H., Kamangar, F., Nie, F., & Ding, C. (2011). Maximum Margin Multi-Instance \
Learning. Advances in Neural Information Processing Systems (NIPS). [PDF](papers/mimil.pdf)
3. Thomason, K., Babar, M. A., Erickson, J. E., Mulvaney, M., Beecher, C., & MacDonald, G. (2018). \
Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following \
post-anthesis heat stress. PLoS ONE. [PDF](papers/wheat.pdf)
"""


HUNDRED_SEVENTY_FIFTH = [
    ('Compound 33RE inhibited the N-domain in the low nanomolar range (Ki of about 11 nM), comparable to the '
     'parent phosphinic inhibitor RXP407 (Ki of about 21 nM) [1].',
     None),
    ('Against the C-domain, both 33RE and RXP407 were only micromolar inhibitors (Ki of roughly 10 and 61 μM, '
     'respectively), so each retained about three orders of magnitude of N-domain selectivity [1].',
     'Against the C-domain, both 33RE and RXP407 were only micromolar inhibitors (Ki of roughly 10 and 61 μM, '
     'respectively), so each retained about two orders of magnitude of N-domain selectivity [1].'),
    ('Mutating the N-domain-specific S2 residues weakened 33RE binding, with Y369F reducing affinity about 36-fold '
     'and R381E about 8-fold, which points to Tyr369 as the main contributor to its selectivity [1].',
     'Mutating the N-domain-specific S2 residues weakened 33RE binding, with Y369F reducing affinity about 8-fold '
     'and R381E about 36-fold, which points to Tyr369 as the main contributor to its selectivity [1].'),
    ('In the YR/FE double mutant the two substitutions acted additively, producing a roughly 250-fold loss of '
     'binding affinity and collapsing the N-selectivity of 33RE from 927-fold to only about 4-fold [1].',
     'In the YR/FE double mutant the two substitutions did not act additively, producing a roughly 250-fold loss '
     'of binding affinity and collapsing the N-selectivity of 33RE from 927-fold to only about 4-fold [1].'),
    ('The 2.2 Å co-crystal structure showed that, compared with RXP407, 33RE loses the salt bridge with Arg381 but '
     'its tetrazole forms a direct hydrogen bond with Tyr369 and stacks against His388 [1].',
     None),
    ('The authors note that this stacking with His388, a residue conserved between the two domains, may improve '
     'affinity for both domains and thereby cause a slight decrease in N-selectivity relative to the parent '
     'molecule [1].',
     'The authors note that this stacking with His388, a residue conserved between the two domains, may improve '
     'affinity for both domains and thereby cause a slight increase in N-selectivity relative to the parent '
     'molecule [1].'),
    ('On SunSpider, TraceMonkey was the fastest of the compared VMs on 9 of the 26 benchmarks, with its biggest '
     'gains on integer-heavy bit-manipulation code such as bitops-bitwise-and, which ran about 25 times faster '
     'than the SpiderMonkey interpreter [2].',
     'On SunSpider, TraceMonkey was the fastest of the compared VMs on 19 of the 26 benchmarks, with its biggest '
     'gains on integer-heavy bit-manipulation code such as bitops-bitwise-and, which ran about 25 times faster '
     'than the SpiderMonkey interpreter [2].'),
    ('Its weakest results came on benchmarks it could not trace, such as the recursive access-binary-trees and '
     'controlflow-recursive, which fell back to the interpreter and gained nothing over the baseline [2].',
     None),
    ('Several programs with nested loops and small bodies, such as access-fannkuch and crypto-aes, traced well and '
     'beat the interpreter yet remained slower than SFX and/or V8, which the authors suspect reflects a relatively '
     'high cost of calling nested traces [2].',
     'Several programs with nested loops and small bodies, such as access-fannkuch and crypto-aes, traced well and '
     'beat the interpreter yet remained slower than SFX and/or V8, which the authors suspect reflects a relatively '
     'low cost of calling nested traces [2].'),
    ("By the authors' rough estimates, a bytecode takes about 35 cycles in the interpreter but only about 9 cycles "
     'on native traces, a roughly 3.9x speedup that exceeds the 3.0x overall speedup of the other VMs they '
     'compared [2].',
     "By the authors' rough estimates, a bytecode takes about 35 cycles in the interpreter but only about 9 cycles "
     'on native traces, a roughly 3.9x speedup that falls short of the 3.0x overall speedup of the other VMs they '
     'compared [2].'),
    ('Recording and compiling are expensive, however, at roughly 6,950 cycles per bytecode, so a trace must run '
     'about 270 times before the investment breaks even [2].',
     None),
    ('After debiasing with implanted synthetic objects, the survey implies roughly 3.5 million NEOs larger than '
     'about 10 m (H = 27.3) and roughly 7.9 million larger than about 7 m (H = 28) [3].',
     None),
    ('This population is about ten times smaller than earlier estimates extrapolated from larger sizes or '
     'normalized from terrestrial impact studies had suggested [3].',
     'This population is about ten times larger than earlier estimates extrapolated from larger sizes or '
     'normalized from terrestrial impact studies had suggested [3].'),
    ('Above 100 m the survey finds about 18,000 NEOs, in good agreement with the roughly 20,500 reported by '
     'NEOWISE [3].',
     None),
    ('The measured slope between 1 and 20 m closely matches the bolide impactor distributions of Brown et al. and '
     'Boslough et al., although the absolute numbers are offset, with about 10^6.9 versus their 10^8 objects with '
     'H > 28 [3].',
     None),
    ('The authors attribute this offset to the normalization assumption rather than to the measured size '
     'distribution, implying that a small NEO is at least ten times more likely to strike Earth than a large one '
     '[3].',
     'The authors attribute this offset to the normalization assumption rather than to the measured size '
     'distribution, implying that a small NEO is at least ten times less likely to strike Earth than a large one '
     '[3].'),
    ('The dominant uncertainty comes from the assumed mean albedo of 0.2, since recomputing with albedos of 0.1 '
     'and 0.4 maps H = 27.3 onto diameters of 7–14 m [3].',
     None),
]
HUNDRED_SEVENTY_FIFTH_REFERENCES = """1. Douglas, R. G., Sharma, R. K., Masuyer, G., Lubbe, L., Zamora, I., Acharya, \
K. R., Chibale, K., & Sturrock, E. D. (2014). Fragment-based design for the development of N-domain-selective \
angiotensin-1-converting enzyme inhibitors. Clinical Science, 126, 305–313. [PDF](papers/ace.pdf)
2. Gal, A., Eich, B., Shaver, M., Anderson, D., Mandelin, D., Haghighat, M. R., Kaplan, B., Hoare, G., Zbarsky, B., \
Orendorff, J., Ruderman, J., Smith, E., Reitmaier, R., Bebenita, M., Chang, M., & Franz, M. (2009). Trace-based \
Just-in-Time Type Specialization for Dynamic Languages. PLDI '09: Proceedings of the ACM SIGPLAN Conference on \
Programming Language Design and Implementation. [PDF](papers/tracemonkey.pdf)
3. Trilling, D. E., Valdes, F., Allen, L., James, D., Fuentes, C., Herrera, D., Axelrod, T., & Rajagopal, J. (2017). \
The Size Distribution of Near Earth Objects Larger Than 10 Meters. arXiv:1707.04066 (submitted to AAS Journals). \
[PDF](papers/neo.pdf)
"""


HUNDRED_SEVENTY_SIXTH = [
    ('Deep convolutional networks transformed computer vision when, applied to roughly a million web '
     'images spanning 1,000 classes in the 2012 ImageNet competition, they almost halved the error '
     'rates of the best competing approaches [1].',
     'Deep convolutional networks transformed computer vision when, applied to roughly a million web '
     'images spanning 1,000 classes in the 2012 ImageNet competition, they almost doubled the error '
     'rates of the best competing approaches [1].'),
    ('Compared with smoother non-linearities such as tanh, the rectified linear unit typically learns'
     ' much faster in networks with many layers, which makes it possible to train deep supervised '
     'networks without unsupervised pre-training [1].',
     'Compared with smoother non-linearities such as tanh, the rectified linear unit typically learns'
     ' much more slowly in networks with many layers, which makes it possible to train deep '
     'supervised networks without unsupervised pre-training [1].'),
    ('Contrary to the long-held concern about gradient descent getting trapped, the authors argue '
     'that poor local minima are rarely a problem in large networks, which nearly always reach '
     'solutions of very similar quality regardless of initialization [1].',
     'Contrary to the long-held concern about gradient descent getting trapped, the authors argue '
     'that poor local minima are frequently a problem in large networks, which nearly always reach '
     'solutions of very similar quality regardless of initialization [1].'),
    ('Fast, programmable GPUs let researchers train networks 10 or 20 times faster, and by 2012 deep '
     'networks for speech recognition were already being deployed in Android phones [1].',
     None),
    ('LSTM networks have proved more effective than conventional RNNs, particularly when stacked with'
     ' several layers per time step, enabling end-to-end speech recognition from acoustics to '
     'character sequences [1].',
     None),
    ('In a comparison of four FM extraction methods, Stowell and Plumbley found that the simplest '
     'spectrographic approach ran at least 20 times faster than any of the alternatives on the same '
     'audio [2].',
     'In a comparison of four FM extraction methods, Stowell and Plumbley found that the simplest '
     'spectrographic approach ran at least 50 times faster than any of the alternatives on the same '
     'audio [2].'),
    ('Automatic annotations achieved a median precision above 95% for identifying signal frames with '
     'all four methods, and although matching pursuit gave the best precision, its frequency '
     'deviations were the most pronounced [2].',
     None),
    ('Features from the ss, rm and dd methods stayed highly robust to added noise and MP3 '
     'compression, correlating with the original features at better than 0.95, whereas matching '
     'pursuit features proved much less robust [2].',
     None),
    ('Bandwidth features carried very little information about species in all three data sets, while '
     'the median frequency performed strongly for every data set and method [2].',
     'The median frequency carried very little information about species in all three data sets, '
     'while bandwidth features performed strongly for every data set and method [2].'),
    ('Taken alone, FM features were less predictive of species identity than frequency features, yet '
     'appending them to the frequency features significantly boosted classification performance [2].',
     'Taken alone, FM features were more predictive of species identity than frequency features, yet '
     'appending them to the frequency features significantly boosted classification performance [2].'),
    ('In subgroup analyses, adults showed a larger haemoglobin response to eradication therapy than '
     'children (weighted mean difference of about 15.1 versus 11.8 g/l), and serum ferritin followed '
     'the same pattern [3].',
     'In subgroup analyses, children showed a larger haemoglobin response to eradication therapy than'
     ' adults (weighted mean difference of about 15.1 versus 11.8 g/l), and serum ferritin followed '
     'the same pattern [3].'),
    ('Bismuth-based triple regimens produced roughly twice the haemoglobin benefit of PPI-based '
     'triple therapy (weighted mean difference of about 20.7 versus 10.4 g/l) [3].',
     None),
    ('Patients with marked anaemia experienced a greater rise in haemoglobin than those with mild to '
     'moderate anaemia (about 16.9 versus 9.1 g/l) [3].',
     'Patients with marked anaemia experienced a smaller rise in haemoglobin than those with mild to '
     'moderate anaemia (about 16.9 versus 9.1 g/l) [3].'),
    ('The gap between intervention and control groups appeared to widen over time, with the ferritin '
     'difference increasing from about 2.2 mg/l at 4 weeks to roughly 10 mg/l at 8 weeks [3].',
     None),
    ("Egger's test found no evidence of publication bias, although the authors caution that external "
     'validity may be limited because all eight trials were conducted in Asia [3].',
     None),
]
HUNDRED_SEVENTY_SIXTH_REFERENCES = """1. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. \
[PDF](papers/deeplearning.pdf)
2. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. \
Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
3. Huang, X., Qu, X., Yan, W., Huang, Y., Cai, M., Hu, B., Wu, L., Lin, H., Chen, Z., Zhu, C., Lu, L., Sun, \
X., Rong, L., Jiang, Y., Sun, D., Zhong, L., & Xiong, P. (2010). Iron deficiency anaemia can be improved after \
eradication of Helicobacter pylori. Postgraduate Medical Journal. [PDF](papers/hpylori.pdf)
"""


HUNDRED_SEVENTY_SEVENTH = [
    ("On R2R, adding the complete en-RxR pairs to R2R training left the unseen-environment success rate essentially "
     "unchanged, whereas substituting the Landmark-RxR sub-pairs raised it by 7.1% over the R2R-only model [1].", None),
    ("Imitation-learning agents trained on the joint granularity of sub-pairs, synthesized pairs and complete pairs "
     "outperformed all other imitation-learning configurations on every unseen-environment metric [1].",
     "Imitation-learning agents trained on the joint granularity of sub-pairs, synthesized pairs and complete pairs "
     "underperformed all other imitation-learning configurations on every unseen-environment metric [1]."),
    ("Using nDTW as the reward yielded the highest unseen-environment nDTW (43.2) but the lowest success rate "
     "(29.3%) among all reward choices [1].", None),
    ("Relative to the nDTW reward, the soft focal-oriented reward raised the unseen success rate from 29.3% to 33.7% "
     "while cutting the Loss Number from 5500 to 5173 [1].",
     "Relative to the nDTW reward, the soft focal-oriented reward raised the unseen success rate from 29.3% to 33.7% "
     "while raising the Loss Number from 5500 to 5173 [1]."),
    ("Compared with the goal-oriented reward, the hard focal-oriented variant lifted the success rate from 32.7% to "
     "34.9% and reduced the Loss Number by 416 [1].",
     "Compared with the goal-oriented reward, the hard focal-oriented variant lifted the success rate from 32.7% to "
     "34.9% and reduced the Loss Number by 616 [1]."),
    ("On the synthetic Tree-NeighborsMatch benchmark, augmenting GIN with EGP layers solved the depth-5 task at 100% "
     "accuracy, whereas the baseline GIN managed only 29% [2].",
     "On the synthetic Tree-NeighborsMatch benchmark, augmenting GIN with EGP layers solved the depth-5 task at 100% "
     "accuracy, whereas the baseline GIN managed only 49% [2]."),
    ("Across all four OGB graph classification datasets, interleaving Cayley-graph layers raised mean performance "
     "over the GIN baseline, with the largest gain on ogbg-molhiv [2].",
     "Across all four OGB graph classification datasets, interleaving Cayley-graph layers raised mean performance "
     "over the GIN baseline, with the smallest gain on ogbg-molhiv [2]."),
    ("On ogbg-code2 the benefit was negligible, with the F1 score moving only from 0.1495 to 0.1497 [2].", None),
    ("In the appendix ablations, the fully-adjacent layer remained strong on ogbg-molhiv and ogbg-molpcba but ran "
     "out of memory on the larger graphs of ogbg-ppa [2].", None),
    ("EGP was highly competitive on two of the three ablation datasets and had the best average overall, yet on "
     "ogbg-molpcba it trailed both the master-node and fully-adjacent variants [2].",
     "EGP was highly competitive on two of the three ablation datasets and had the best average overall, yet on "
     "ogbg-molpcba it outperformed both the master-node and fully-adjacent variants [2]."),
    ("On Potsdam, FCN with G-pooling at a threshold of 1.5 obtained the highest mIoU (67.98%) and pixel accuracy "
     "(81.63%) of all pooling functions compared [3].", None),
    ("Raising the Getis-Ord threshold from 1.0 to 2.0 roughly halved the average percentage of detected spatial "
     "clusters per feature map on Potsdam, from about 15.9% to 7.7% [3].",
     "Raising the Getis-Ord threshold from 1.0 to 2.0 roughly doubled the average percentage of detected spatial "
     "clusters per feature map on Potsdam, from about 15.9% to 7.7% [3]."),
    ("In the Vaihingen-to-Potsdam transfer, FCN with G-pooling reached 23.02% mIoU, about 7.5 points above its "
     "max-pooling counterpart [3].", None),
    ("The unsupervised domain adaptation method AdaptSegNet, which exploits unlabeled target-domain data, still "
     "outperformed G-pooling, although the mIoU gap for Potsdam-to-Vaihingen transfer was only about 0.6 points [3].",
     "The unsupervised domain adaptation method AdaptSegNet, which exploits unlabeled target-domain data, still did "
     "not outperform G-pooling, although the mIoU gap for Potsdam-to-Vaihingen transfer was only about 0.6 points "
     "[3]."),
    ("The authors concede that G-pooling brings little improvement in the single-dataset setting, especially on a "
     "small dataset, and that the optimal window size for the Getis-Ord analysis was left uninvestigated [3].", None),
]
HUNDRED_SEVENTY_SEVENTH_REFERENCES = """1. He, K., Huang, Y., Wu, Q., Yang, J., An, D., Sima, S., & Wang, L. (2021). \
Landmark-RxR: Solving Vision-and-Language Navigation with Fine-Grained Alignment Supervision. Advances in Neural \
Information Processing Systems (NeurIPS 2021). [PDF](papers/landmark.pdf)
2. Deac, A., Lackenby, M., & Veličković, P. (2022). Expander Graph Propagation. Proceedings of the First Learning on \
Graphs Conference (LoG 2022), PMLR 198. [PDF](papers/egp.pdf)
3. Deng, X., Zhu, Y., Tian, Y., & Newsam, S. (2019). Generalizing Deep Models for Overhead Image Segmentation Through \
Getis-Ord Gi* Pooling. arXiv preprint arXiv:1912.10667. [PDF](papers/getis.pdf)
"""

DRAFTS = [("systems.md", SYSTEMS, SYSTEMS_REFERENCES), ("models.md", MODELS, MODELS_REFERENCES)]


ALL_DRAFTS = DRAFTS + [("science.md", SCIENCE, SCIENCE_REFERENCES), ("systems-two.md", SYSTEMS_TWO, SYSTEMS_TWO_REFERENCES),
                      ("tools.md", TOOLS, TOOLS_BIBTEX), ("science-two.md", SCIENCE_TWO, SCIENCE_TWO_REFERENCES),
                      ("systems-three.md", SYSTEMS_THREE, SYSTEMS_THREE_REFERENCES),
                      ("systems-four.md", SYSTEMS_FOUR, SYSTEMS_FOUR_REFERENCES), ("body.md", BODY, BODY_REFERENCES),
                      ("tenth.md", TENTH, TENTH_REFERENCES), ("eleventh.md", ELEVENTH, ELEVENTH_BIBTEX),
                      ("thirteenth.md", THIRTEENTH, THIRTEENTH_REFERENCES),
                      ("fourteenth.md", FOURTEENTH, FOURTEENTH_REFERENCES),
                      ("fifteenth.md", FIFTEENTH, FIFTEENTH_REFERENCES),
                      ("sixteenth.md", SIXTEENTH, SIXTEENTH_REFERENCES),
                      ("seventeenth.md", SEVENTEENTH, SEVENTEENTH_REFERENCES),
                      ("eighteenth.md", EIGHTEENTH, EIGHTEENTH_REFERENCES),
                      ("nineteenth.md", NINETEENTH, NINETEENTH_REFERENCES),
                      ("twentieth.md", TWENTIETH, TWENTIETH_REFERENCES),
                      ("twenty-first.md", TWENTY_FIRST, TWENTY_FIRST_REFERENCES),
                      ("twenty-second.md", TWENTY_SECOND, TWENTY_SECOND_REFERENCES),
                      ("twenty-third.md", TWENTY_THIRD, TWENTY_THIRD_REFERENCES),
                      ("twenty-fourth.md", TWENTY_FOURTH, TWENTY_FOURTH_REFERENCES),
                      ("twenty-fifth.md", TWENTY_FIFTH, TWENTY_FIFTH_REFERENCES),
                      ("twenty-sixth.md", TWENTY_SIXTH, TWENTY_SIXTH_REFERENCES),
                      ("twenty-seventh.md", TWENTY_SEVENTH, TWENTY_SEVENTH_REFERENCES),
                      ("twenty-eighth.md", TWENTY_EIGHTH, TWENTY_EIGHTH_REFERENCES),
                      ("twenty-ninth.md", TWENTY_NINTH, TWENTY_NINTH_REFERENCES),
                      ("thirtieth.md", THIRTIETH, THIRTIETH_REFERENCES),
                      ("thirty-first.md", THIRTY_FIRST, THIRTY_FIRST_REFERENCES),
                      ("thirty-second.md", THIRTY_SECOND, THIRTY_SECOND_REFERENCES),
                      ("thirty-third.md", THIRTY_THIRD, THIRTY_THIRD_REFERENCES),
                      ("thirty-fourth.md", THIRTY_FOURTH, THIRTY_FOURTH_REFERENCES),
                      ("thirty-fifth.md", THIRTY_FIFTH, THIRTY_FIFTH_REFERENCES),
                      ("thirty-sixth.md", THIRTY_SIXTH, THIRTY_SIXTH_REFERENCES),
                      ("thirty-seventh.md", THIRTY_SEVENTH, THIRTY_SEVENTH_REFERENCES),
                      ("thirty-eighth.md", THIRTY_EIGHTH, THIRTY_EIGHTH_REFERENCES),
                      ("thirty-ninth.md", THIRTY_NINTH, THIRTY_NINTH_REFERENCES),
                      ("fortieth.md", FORTIETH, FORTIETH_REFERENCES),
                      ("forty-first.md", FORTY_FIRST, FORTY_FIRST_REFERENCES),
                      ("forty-second.md", FORTY_SECOND, FORTY_SECOND_REFERENCES),
                      ("forty-third.md", FORTY_THIRD, FORTY_THIRD_REFERENCES),
                      ("forty-fourth.md", FORTY_FOURTH, FORTY_FOURTH_REFERENCES),
                      ("forty-fifth.md", FORTY_FIFTH, FORTY_FIFTH_REFERENCES),
                      ("forty-sixth.md", FORTY_SIXTH, FORTY_SIXTH_BIBTEX),
                      ("forty-seventh.md", FORTY_SEVENTH, FORTY_SEVENTH_REFERENCES),
                      ("forty-eighth.md", FORTY_EIGHTH, FORTY_EIGHTH_REFERENCES),
                      ("forty-ninth.md", FORTY_NINTH, FORTY_NINTH_REFERENCES), ("fiftieth.md", FIFTIETH, FIFTIETH_REFERENCES),
                      ("fifty-first.md", FIFTY_FIRST, FIFTY_FIRST_BIBTEX),
                      ("fifty-second.md", FIFTY_SECOND, FIFTY_SECOND_REFERENCES),
                      ("fifty-third.md", FIFTY_THIRD, FIFTY_THIRD_REFERENCES),
                      ("fifty-fourth.md", FIFTY_FOURTH, FIFTY_FOURTH_REFERENCES),
                      ("fifty-fifth.md", FIFTY_FIFTH, FIFTY_FIFTH_REFERENCES),
                      ("fifty-sixth.md", FIFTY_SIXTH, FIFTY_SIXTH_REFERENCES),
                      ("fifty-seventh.md", FIFTY_SEVENTH, FIFTY_SEVENTH_REFERENCES),
                      ("fifty-eighth.md", FIFTY_EIGHTH, FIFTY_EIGHTH_REFERENCES),
                      ("fifty-ninth.md", FIFTY_NINTH, FIFTY_NINTH_REFERENCES),
                      ("sixtieth.md", SIXTIETH, SIXTIETH_REFERENCES),
                      ("sixty-first.md", SIXTY_FIRST, SIXTY_FIRST_REFERENCES),
                      ("sixty-second.md", SIXTY_SECOND, SIXTY_SECOND_REFERENCES),
                      ("sixty-third.md", SIXTY_THIRD, SIXTY_THIRD_REFERENCES),
                      ("sixty-fourth.md", SIXTY_FOURTH, SIXTY_FOURTH_REFERENCES),
                      ("sixty-fifth.md", SIXTY_FIFTH, SIXTY_FIFTH_REFERENCES),
                      ("sixty-sixth.md", SIXTY_SIXTH, SIXTY_SIXTH_REFERENCES),
                      ("sixty-seventh.md", SIXTY_SEVENTH, SIXTY_SEVENTH_REFERENCES),
                      ("sixty-eighth.md", SIXTY_EIGHTH, SIXTY_EIGHTH_BIBTEX),
                      ("sixty-ninth.md", SIXTY_NINTH, SIXTY_NINTH_REFERENCES),
                      ("seventieth.md", SEVENTIETH, SEVENTIETH_REFERENCES),
                      ("seventy-first.md", SEVENTY_FIRST, SEVENTY_FIRST_REFERENCES),
                      ("seventy-second.md", SEVENTY_SECOND, SEVENTY_SECOND_REFERENCES),
                      ("seventy-third.md", SEVENTY_THIRD, SEVENTY_THIRD_REFERENCES),
                      ("seventy-fourth.md", SEVENTY_FOURTH, SEVENTY_FOURTH_REFERENCES),
                      ("seventy-fifth.md", SEVENTY_FIFTH, SEVENTY_FIFTH_REFERENCES),
                      ("seventy-sixth.md", SEVENTY_SIXTH, SEVENTY_SIXTH_REFERENCES),
                      ("seventy-seventh.md", SEVENTY_SEVENTH, SEVENTY_SEVENTH_REFERENCES),
                      ("seventy-eighth.md", SEVENTY_EIGHTH, SEVENTY_EIGHTH_REFERENCES),
                      ("seventy-ninth.md", SEVENTY_NINTH, SEVENTY_NINTH_REFERENCES),
                      ("eightieth.md", EIGHTIETH, EIGHTIETH_REFERENCES),
                      ("eighty-first.md", EIGHTY_FIRST, EIGHTY_FIRST_REFERENCES),
                      ("eighty-second.md", EIGHTY_SECOND, EIGHTY_SECOND_REFERENCES),
                      ("eighty-third.md", EIGHTY_THIRD, EIGHTY_THIRD_REFERENCES),
                      ("eighty-fourth.md", EIGHTY_FOURTH, EIGHTY_FOURTH_REFERENCES),
                      ("eighty-fifth.md", EIGHTY_FIFTH, EIGHTY_FIFTH_REFERENCES),
                      ("eighty-sixth.md", EIGHTY_SIXTH, EIGHTY_SIXTH_REFERENCES),
                      ("eighty-seventh.md", EIGHTY_SEVENTH, EIGHTY_SEVENTH_REFERENCES),
                      ("eighty-eighth.md", EIGHTY_EIGHTH, EIGHTY_EIGHTH_REFERENCES),
                      ("eighty-ninth.md", EIGHTY_NINTH, EIGHTY_NINTH_REFERENCES),
                      ("ninetieth.md", NINETIETH, NINETIETH_REFERENCES),
                      ("ninety-first.md", NINETY_FIRST, NINETY_FIRST_REFERENCES),
                      ("ninety-second.md", NINETY_SECOND, NINETY_SECOND_REFERENCES),
                      ("ninety-third.md", NINETY_THIRD, NINETY_THIRD_REFERENCES),
                      ("ninety-fourth.md", NINETY_FOURTH, NINETY_FOURTH_REFERENCES),
                      ("ninety-fifth.md", NINETY_FIFTH, NINETY_FIFTH_REFERENCES),
                      ("ninety-sixth.md", NINETY_SIXTH, NINETY_SIXTH_REFERENCES),
                      ("ninety-seventh.md", NINETY_SEVENTH, NINETY_SEVENTH_REFERENCES),
                      ("ninety-eighth.md", NINETY_EIGHTH, NINETY_EIGHTH_REFERENCES),
                      ("ninety-ninth.md", NINETY_NINTH, NINETY_NINTH_REFERENCES),
                      ("hundredth.md", HUNDREDTH, HUNDREDTH_REFERENCES),
                      ("hundred-and-first.md", HUNDRED_FIRST, HUNDRED_FIRST_REFERENCES),
                      ("hundred-and-second.md", HUNDRED_SECOND, HUNDRED_SECOND_REFERENCES),
                      ("hundred-and-third.md", HUNDRED_THIRD, HUNDRED_THIRD_REFERENCES),
                      ("hundred-and-fourth.md", HUNDRED_FOURTH, HUNDRED_FOURTH_REFERENCES),
                      ("hundred-and-fifth.md", HUNDRED_FIFTH, HUNDRED_FIFTH_REFERENCES),
                      ("hundred-and-sixth.md", HUNDRED_SIXTH, HUNDRED_SIXTH_REFERENCES),
                      ("hundred-and-seventh.md", HUNDRED_SEVENTH, HUNDRED_SEVENTH_REFERENCES),
                      ("hundred-and-eighth.md", HUNDRED_EIGHTH, HUNDRED_EIGHTH_REFERENCES),
                      ("hundred-and-ninth.md", HUNDRED_NINTH, HUNDRED_NINTH_REFERENCES),
                      ("hundred-and-tenth.md", HUNDRED_TENTH, HUNDRED_TENTH_REFERENCES),
                      ("hundred-and-eleventh.md", HUNDRED_ELEVENTH, HUNDRED_ELEVENTH_REFERENCES),
                      ("hundred-and-twelfth.md", HUNDRED_TWELFTH, HUNDRED_TWELFTH_REFERENCES),
                      ("hundred-and-thirteenth.md", HUNDRED_THIRTEENTH, HUNDRED_THIRTEENTH_REFERENCES),
                      ("hundred-and-fourteenth.md", HUNDRED_FOURTEENTH, HUNDRED_FOURTEENTH_REFERENCES),
                      ("hundred-and-fifteenth.md", HUNDRED_FIFTEENTH, HUNDRED_FIFTEENTH_REFERENCES),
                      ("hundred-and-sixteenth.md", HUNDRED_SIXTEENTH, HUNDRED_SIXTEENTH_REFERENCES),
                      ("hundred-and-seventeenth.md", HUNDRED_SEVENTEENTH, HUNDRED_SEVENTEENTH_REFERENCES),
                      ("hundred-and-eighteenth.md", HUNDRED_EIGHTEENTH, HUNDRED_EIGHTEENTH_REFERENCES),
                      ("hundred-and-nineteenth.md", HUNDRED_NINETEENTH, HUNDRED_NINETEENTH_REFERENCES),
                      ("hundred-and-twentieth.md", HUNDRED_TWENTIETH, HUNDRED_TWENTIETH_REFERENCES),
                      ("hundred-and-twenty-first.md", HUNDRED_TWENTY_FIRST, HUNDRED_TWENTY_FIRST_REFERENCES),
                      ("hundred-and-twenty-second.md", HUNDRED_TWENTY_SECOND, HUNDRED_TWENTY_SECOND_REFERENCES),
                      ("hundred-and-twenty-third.md", HUNDRED_TWENTY_THIRD, HUNDRED_TWENTY_THIRD_REFERENCES),
                      ("hundred-and-twenty-fourth.md", HUNDRED_TWENTY_FOURTH, HUNDRED_TWENTY_FOURTH_REFERENCES),
                      ("hundred-and-twenty-fifth.md", HUNDRED_TWENTY_FIFTH, HUNDRED_TWENTY_FIFTH_REFERENCES),
                      ("hundred-and-twenty-sixth.md", HUNDRED_TWENTY_SIXTH, HUNDRED_TWENTY_SIXTH_REFERENCES),
                      ("hundred-and-twenty-seventh.md", HUNDRED_TWENTY_SEVENTH, HUNDRED_TWENTY_SEVENTH_REFERENCES),
                      ("hundred-and-twenty-eighth.md", HUNDRED_TWENTY_EIGHTH, HUNDRED_TWENTY_EIGHTH_REFERENCES),
                      ("hundred-and-twenty-ninth.md", HUNDRED_TWENTY_NINTH, HUNDRED_TWENTY_NINTH_REFERENCES),
                      ("hundred-and-thirtieth.md", HUNDRED_THIRTIETH, HUNDRED_THIRTIETH_REFERENCES),
                      ("hundred-and-thirty-first.md", HUNDRED_THIRTY_FIRST, HUNDRED_THIRTY_FIRST_REFERENCES),
                      ("hundred-and-thirty-second.md", HUNDRED_THIRTY_SECOND, HUNDRED_THIRTY_SECOND_REFERENCES),
                      ("hundred-and-thirty-third.md", HUNDRED_THIRTY_THIRD, HUNDRED_THIRTY_THIRD_REFERENCES),
                      ("hundred-and-thirty-fourth.md", HUNDRED_THIRTY_FOURTH, HUNDRED_THIRTY_FOURTH_REFERENCES),
                      ("hundred-and-thirty-fifth.md", HUNDRED_THIRTY_FIFTH, HUNDRED_THIRTY_FIFTH_REFERENCES),
                      ("hundred-and-thirty-sixth.md", HUNDRED_THIRTY_SIXTH, HUNDRED_THIRTY_SIXTH_REFERENCES),
                      ("hundred-and-thirty-seventh.md", HUNDRED_THIRTY_SEVENTH, HUNDRED_THIRTY_SEVENTH_REFERENCES),
                      ("hundred-and-thirty-eighth.md", HUNDRED_THIRTY_EIGHTH, HUNDRED_THIRTY_EIGHTH_REFERENCES),
                      ("hundred-and-thirty-ninth.md", HUNDRED_THIRTY_NINTH, HUNDRED_THIRTY_NINTH_REFERENCES),
                      ("hundred-and-fortieth.md", HUNDRED_FORTIETH, HUNDRED_FORTIETH_REFERENCES),
                      ("hundred-and-forty-first.md", HUNDRED_FORTY_FIRST, HUNDRED_FORTY_FIRST_REFERENCES),
                      ("hundred-and-forty-second.md", HUNDRED_FORTY_SECOND, HUNDRED_FORTY_SECOND_REFERENCES),
                      ("hundred-and-forty-third.md", HUNDRED_FORTY_THIRD, HUNDRED_FORTY_THIRD_REFERENCES),
                      ("hundred-and-forty-fourth.md", HUNDRED_FORTY_FOURTH, HUNDRED_FORTY_FOURTH_REFERENCES),
                      ("hundred-and-forty-fifth.md", HUNDRED_FORTY_FIFTH, HUNDRED_FORTY_FIFTH_REFERENCES),
                      ("hundred-and-forty-sixth.md", HUNDRED_FORTY_SIXTH, HUNDRED_FORTY_SIXTH_REFERENCES),
                      ("hundred-and-forty-seventh.md", HUNDRED_FORTY_SEVENTH, HUNDRED_FORTY_SEVENTH_REFERENCES),
                      ("hundred-and-forty-eighth.md", HUNDRED_FORTY_EIGHTH, HUNDRED_FORTY_EIGHTH_REFERENCES),
                      ("hundred-and-forty-ninth.md", HUNDRED_FORTY_NINTH, HUNDRED_FORTY_NINTH_REFERENCES),
                      ("hundred-and-fiftieth.md", HUNDRED_FIFTIETH, HUNDRED_FIFTIETH_REFERENCES),
                      ("hundred-and-fifty-first.md", HUNDRED_FIFTY_FIRST, HUNDRED_FIFTY_FIRST_REFERENCES),
                      ("hundred-and-fifty-second.md", HUNDRED_FIFTY_SECOND, HUNDRED_FIFTY_SECOND_REFERENCES),
                      ("hundred-and-fifty-third.md", HUNDRED_FIFTY_THIRD, HUNDRED_FIFTY_THIRD_REFERENCES),
                      ("hundred-and-fifty-fourth.md", HUNDRED_FIFTY_FOURTH, HUNDRED_FIFTY_FOURTH_REFERENCES),
                      ("hundred-and-fifty-fifth.md", HUNDRED_FIFTY_FIFTH, HUNDRED_FIFTY_FIFTH_REFERENCES),
                      ("hundred-and-fifty-sixth.md", HUNDRED_FIFTY_SIXTH, HUNDRED_FIFTY_SIXTH_REFERENCES),
                      ("hundred-and-fifty-seventh.md", HUNDRED_FIFTY_SEVENTH, HUNDRED_FIFTY_SEVENTH_REFERENCES),
                      ("hundred-and-fifty-eighth.md", HUNDRED_FIFTY_EIGHTH, HUNDRED_FIFTY_EIGHTH_REFERENCES),
                      ("hundred-and-fifty-ninth.md", HUNDRED_FIFTY_NINTH, HUNDRED_FIFTY_NINTH_REFERENCES),
                      ("hundred-and-sixtieth.md", HUNDRED_SIXTIETH, HUNDRED_SIXTIETH_REFERENCES),
                      ("hundred-and-sixty-first.md", HUNDRED_SIXTY_FIRST, HUNDRED_SIXTY_FIRST_REFERENCES),
                      ("hundred-and-sixty-second.md", HUNDRED_SIXTY_SECOND, HUNDRED_SIXTY_SECOND_REFERENCES),
                      ("hundred-and-sixty-third.md", HUNDRED_SIXTY_THIRD, HUNDRED_SIXTY_THIRD_REFERENCES),
                      ("hundred-and-sixty-fourth.md", HUNDRED_SIXTY_FOURTH, HUNDRED_SIXTY_FOURTH_REFERENCES),
                      ("hundred-and-sixty-fifth.md", HUNDRED_SIXTY_FIFTH, HUNDRED_SIXTY_FIFTH_REFERENCES),
                      ("hundred-and-sixty-sixth.md", HUNDRED_SIXTY_SIXTH, HUNDRED_SIXTY_SIXTH_REFERENCES),
                      ("hundred-and-sixty-seventh.md", HUNDRED_SIXTY_SEVENTH, HUNDRED_SIXTY_SEVENTH_REFERENCES),
                      ("hundred-and-sixty-eighth.md", HUNDRED_SIXTY_EIGHTH, HUNDRED_SIXTY_EIGHTH_REFERENCES),
                      ("hundred-and-sixty-ninth.md", HUNDRED_SIXTY_NINTH, HUNDRED_SIXTY_NINTH_REFERENCES),
                      ("hundred-and-seventieth.md", HUNDRED_SEVENTIETH, HUNDRED_SEVENTIETH_REFERENCES),
                      ("hundred-and-seventy-first.md", HUNDRED_SEVENTY_FIRST, HUNDRED_SEVENTY_FIRST_REFERENCES),
                      ("hundred-and-seventy-second.md", HUNDRED_SEVENTY_SECOND, HUNDRED_SEVENTY_SECOND_REFERENCES),
                      ("hundred-and-seventy-third.md", HUNDRED_SEVENTY_THIRD, HUNDRED_SEVENTY_THIRD_REFERENCES),
                      ("hundred-and-seventy-fourth.md", HUNDRED_SEVENTY_FOURTH, HUNDRED_SEVENTY_FOURTH_REFERENCES),
                      ("hundred-and-seventy-fifth.md", HUNDRED_SEVENTY_FIFTH, HUNDRED_SEVENTY_FIFTH_REFERENCES),
                      ("hundred-and-seventy-sixth.md", HUNDRED_SEVENTY_SIXTH, HUNDRED_SEVENTY_SIXTH_REFERENCES),
                      ("hundred-and-seventy-seventh.md", HUNDRED_SEVENTY_SEVENTH, HUNDRED_SEVENTY_SEVENTH_REFERENCES)]
WITH_PLANTED_ERRORS = [draft for draft in ALL_DRAFTS if any(wrong for _, wrong in draft[1])]


@pytest.mark.slow
@pytest.mark.skipif(bool(MISSING), reason="../shared/data/pdfs_more or pdfs is not here")
@pytest.mark.parametrize("name, pairs, references", ALL_DRAFTS)
def test_a_correct_draft_gets_no_finding(project: Path, capsys: pytest.CaptureFixture[str], name: str,
                                         pairs: list[tuple[str, str | None]], references: str) -> None:
    found = lint(project, name, [right for right, _ in pairs] + OWN, references, capsys)
    assert not found, [finding["message"] for findings in found.values() for finding in findings]


@pytest.mark.slow
@pytest.mark.skipif(bool(MISSING), reason="../shared/data/pdfs_more or pdfs is not here")
@pytest.mark.parametrize("name, pairs, references", WITH_PLANTED_ERRORS)
def test_planted_errors_get_the_finding_that_names_them(project: Path, capsys: pytest.CaptureFixture[str], name: str,
                                                        pairs: list[tuple[str, str | None]], references: str) -> None:
    sentences = [wrong or right for right, wrong in pairs]
    found = lint(project, f"wrong-{name}", sentences, references, capsys)
    for sentence in sentences:
        planted = next((expected for words, expected in PLANTED.items() if words in sentence), None)
        findings = found.get(sentence, [])
        if planted is None:
            assert not findings, [finding["message"] for finding in findings]
            continue
        code, words = planted
        assert any(finding["code"] == code and words in str(finding["message"]) for finding in findings), (
            sentence, [finding["message"] for finding in findings])


# Drafts whose every sentence restates one paper, measured bare since the ninth session (written
# before RB006's one-paper rule, which was chosen on Citation-Integrity TRAIN).
RESTATING = [draft for draft in ALL_DRAFTS if draft[0] in (
    "nineteenth.md", "twentieth.md", "twenty-first.md", "twenty-second.md", "twenty-third.md", "twenty-fourth.md",
    "twenty-eighth.md", "twenty-ninth.md", "thirtieth.md", "thirty-first.md",
    # the tenth session's, written from results sections (82 of their 90 named when first measured bare)
    "thirty-seventh.md", "thirty-eighth.md", "thirty-ninth.md", "fortieth.md", "forty-first.md", "forty-second.md",
    # the eleventh session's numeric drafts (22 of their 26 named when first measured bare)
    "forty-seventh.md", "forty-ninth.md", "fifty-second.md")]


# A writer's own sentences on the library's topics, uncited and needing no citation (ninth session): RB006's
# stress test for naming a paper where none is restated.
OWN_TOPICAL = [
    "A citation checker has to find evidence in long papers, not only in their abstracts.",
    "Dense retrieval is one way to find such evidence when a draft paraphrases its source.",
    "Retrieval quality matters less for a linter than the precision of the final warning.",
    "A reader of generated text rarely opens the cited PDF to check a sentence.",
    "Large clusters of commodity machines are not needed to index a researcher's library.",
    "Indexing forty papers on a laptop should take minutes, not hours.",
    "Transformers for images are outside the scope of this draft.",
    "Parameter-efficient adaptation could let a small model judge claims in a new field.",
    "Tables are where generated summaries most often change a number.",
    "Numbers copied from a table lose their units more often than numbers copied from prose.",
    "Birdsong analysis and music transcription share the problem of tracking pitch over time.",
    "A linter must explain each warning well enough that a writer can fix the sentence.",
    "Evidence shown beside a warning helps a writer decide whether the warning is right.",
    "Most drafts cite fewer than twenty papers, so the library is small.",
    "A quick fix that inserts a citation must never change the meaning of the sentence.",
    "Hybrid search combines the strengths of word matching and vector similarity.",
    "Such a tool is useful only if it runs offline on the writer's own machine.",
    "Privacy matters because unpublished drafts often contain unreleased results.",
    "The next version will also read LaTeX sources directly.",
    "Citation errors in generated text are easy to make and hard to spot.",
]
OWN_TOPICAL_REFERENCES = """1. Karpukhin, V., Oguz, B., Min, S., Lewis, P., Wu, L., Edunov, S., Chen, D., & Yih, W. (2020). Dense Passage Retrieval for Open-Domain Question Answering. EMNLP. [PDF](papers/dpr.pdf)
2. Dosovitskiy, A., et al. (2021). An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale. ICLR. [PDF](papers/vit.pdf)
3. Houlsby, N., et al. (2019). Parameter-Efficient Transfer Learning for NLP. ICML. [PDF](papers/adapters.pdf)
4. Dean, J., & Ghemawat, S. (2004). MapReduce: Simplified Data Processing on Large Clusters. OSDI. [PDF](papers/mapreduce.pdf)
5. Stowell, D., & Plumbley, M. D. (2014). Large-scale analysis of frequency modulation in birdsong data bases. Methods in Ecology and Evolution. [PDF](papers/birdsong.pdf)
6. Yang, J., et al. (2022). TableFormer: Robust Transformer Modeling for Table-Text Encoding. ACL. [PDF](papers/tableformer.pdf)
"""


@pytest.mark.slow
@pytest.mark.skipif(bool(MISSING), reason="../shared/data/pdfs_more or pdfs is not here")
def test_uncited_restatements_name_their_paper_and_never_a_wrong_one(
        project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """With the markers removed, RB006 (or RB001, for a sentence that names the paper) points at
    the paper the sentence restates: 14 and 3 of the first two drafts' 20 when written, 9 and 1
    of the eighth draft's 15, 7 and 1 of the tenth's 10, 4 and 1 of the thirteenth's 9; no wrong
    paper, no own sentence flagged. Since the one-paper rule (ninth session): 162 of these 54 and
    the ten RESTATING drafts' 147 sentences named by RB006, none wrong; with the tenth session's six
    drafts (90 sentences), 244 of 291; with the eleventh session's three numeric drafts (26), 266 of 317."""
    named = 0
    for name, pairs, references in DRAFTS + [("systems-four.md", SYSTEMS_FOUR, SYSTEMS_FOUR_REFERENCES),
                                             ("tenth.md", TENTH, TENTH_REFERENCES),
                                             ("thirteenth.md", THIRTEENTH, THIRTEENTH_REFERENCES)] + RESTATING:
        keys = {sentence: MARKER.search(sentence).group(0).strip() for sentence, _ in pairs}  # type: ignore[union-attr]
        bare = {MARKER.sub("", sentence): key for sentence, key in keys.items()}
        found = lint(project, f"bare-{name}", list(bare) + OWN, references, capsys, "--select", "RB006,RB001")
        for sentence, findings in found.items():
            assert sentence not in OWN, [finding["message"] for finding in findings]
            for finding in findings:
                message = str(finding["message"])
                if finding["code"] == "RB006" and "restates" in message:
                    assert message.endswith(f"cite it: {bare[sentence]}"), (sentence, message)
                    named += 1
    assert named >= 266


@pytest.mark.slow
@pytest.mark.skipif(bool(MISSING), reason="../shared/data/pdfs_more or pdfs is not here")
def test_own_topical_sentences_rarely_name_a_paper(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Of twenty own sentences about the library's topics, two name a paper (both defensible:
    "Birdsong analysis and music transcription share the problem of tracking pitch over time",
    "Hybrid search combines the strengths of word matching and vector similarity"); the one-paper
    rule's first version named four."""
    found = lint(project, "own-topical.md", OWN_TOPICAL, OWN_TOPICAL_REFERENCES, capsys, "--select", "RB006")
    named = [sentence for sentence, findings in found.items()
             if any("restates" in str(finding["message"]) for finding in findings)]
    assert len(named) <= 2, named

