#!/usr/bin/env python3
"""lxml's speed on Wger's real descriptions, for comparison with `fittoday-wger-bench throughput`.

    .venv/bin/python Benchmarks/lxml-throughput.py [DATA_DIR]     (DATA_DIR defaults to ../shared/data/wger)

The texts are the same as the Swift benchmark's: every non-empty `description` under results[].translations[]
(or results[].exercises[] in older dumps) of exerciseinfo_fixtures.json and
exerciseinfo_fixtures_legacy_2025-02.json. Empty descriptions are skipped by both, and must be here anyway:
lxml.html.fromstring raises ParserError ("Document is empty") on an empty string.

Each text goes through `lxml.html.fromstring(text).text_content()` as a Python str (the natural call; handing
lxml bytes would make libxml2 guess the encoding). MB is 10^6 bytes of the texts' UTF-8 encoding, as in the Swift
benchmark; 31 rounds of one pass over all texts, median MB/s reported (best round also shown). The last line is
one JSON object in the Swift benchmark's format, with the engine "lxml". Note that lxml 6 brings its own libxml2
(2.14), whose parser is much faster than Debian's 2.9.14 that the Swift side links.
"""

import json
import os
import statistics
import sys
import time

import lxml
import lxml.etree
import lxml.html

FILES = ["exerciseinfo_fixtures.json", "exerciseinfo_fixtures_legacy_2025-02.json"]
ROUNDS = 31


def descriptions(path):
    with open(path, encoding="utf-8") as handle:
        root = json.load(handle)
    texts = []
    for exercise in root["results"]:
        translations = exercise.get("translations") or exercise.get("exercises") or []
        for translation in translations:
            text = translation.get("description")
            if isinstance(text, str) and text:
                texts.append(text)
    return texts


def main():
    checkout = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    data = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(checkout), "shared", "data", "wger")
    texts = []
    for name in FILES:
        texts += descriptions(os.path.join(data, name))
    if not texts:
        sys.exit(f"lxml-throughput: no descriptions in {data}")
    megabytes = sum(len(text.encode("utf-8")) for text in texts) / 1e6

    fromstring = lxml.html.fromstring

    def one_pass():
        total = 0
        for text in texts:
            total += len(fromstring(text).text_content())
        return total

    output_chars = one_pass()  # warm-up
    speeds = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        one_pass()
        speeds.append(megabytes / (time.perf_counter() - start))

    median = statistics.median(speeds)
    best = max(speeds)
    libxml2 = ".".join(str(part) for part in lxml.etree.LIBXML_VERSION)
    print(f"Wger descriptions: {len(texts)} texts, {megabytes:.3f} MB of HTML -> {output_chars} characters of text")
    print(f"lxml {lxml.__version__} (its own libxml2 {libxml2}); {ROUNDS} rounds of one pass")
    print("")
    print("engine                                  median MB/s   best MB/s")
    print(f"lxml.html.fromstring().text_content()  {median:12.1f}  {best:10.1f}")
    print("")
    print(json.dumps({
        "bench": "wger-html-throughput",
        "texts": len(texts),
        "megabytes": round(megabytes, 6),
        "rounds": ROUNDS,
        "mbPerSecond": {"lxml": round(median, 2)},
        "bestMBPerSecond": {"lxml": round(best, 2)},
    }, separators=(",", ":")))


if __name__ == "__main__":
    main()
