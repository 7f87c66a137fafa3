#!/usr/bin/python3
"""An independent reader of a Dhvani Shilp dataset release (issue 22, docs/datasets.md).

Usage: /usr/bin/python3 scripts/read-release.py <release folder>

Reads the release the way a speech team would, with nothing of the platform's code: Python's csv and
soundfile (Debian python3-soundfile). It checks that every file matches SHA256SUMS, that metadata.csv
(Hugging Face audiofolder) names every clip and that each clip decodes as 16 kHz mono 16-bit with the
duration the row states, that the Common Voice TSVs carry Common Voice's columns in its order, that the
NeMo manifests point at real clips, and that no speaker and no sentence is in two splits. Prints a JSON summary; exits 1
with the problems found.
"""
import csv
import hashlib
import json
import os
import sys

import soundfile

COMMON_VOICE_COLUMNS = [
    "client_id", "path", "sentence_id", "sentence", "sentence_domain", "up_votes", "down_votes",
    "age", "gender", "accents", "variant", "locale", "segment",
]
METADATA_COLUMNS = [
    "file_name", "transcription", "sentence_id", "language", "domain", "duration", "speaker_id", "gender", "age",
    "mother_tongue", "quality", "read_check", "snr_db", "speech_ratio", "up_votes", "down_votes", "split",
    "consent_version", "recorded_at",
]
# Common Voice's validated_sentences.tsv columns, in its order.
SENTENCE_COLUMNS = ["sentence_id", "sentence", "sentence_domain", "source", "is_used", "clips_count"]
NEMO_KEYS = {"audio_filepath", "duration", "text", "lang", "speaker_id", "gender", "age_group"}
SPLITS = ["train", "dev", "test"]
# metadata.csv states durations to 2 decimals.
DURATION_TOLERANCE = 0.006

problems = []


def problem(text):
    problems.append(text)


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def check_sums(root):
    listed = {}
    with open(os.path.join(root, "SHA256SUMS"), encoding="utf-8") as f:
        for line in f:
            digest, name = line.rstrip("\n").split("  ", 1)
            listed[name] = digest
    on_disk = set()
    for folder, _dirs, files in os.walk(root):
        for name in files:
            on_disk.add(os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/"))
    on_disk.discard("SHA256SUMS")
    if on_disk != set(listed):
        problem(f"SHA256SUMS lists {sorted(set(listed) ^ on_disk)[:5]} differently from the files")
    for name, digest in listed.items():
        if name in on_disk and sha256(os.path.join(root, name)) != digest:
            problem(f"{name}: sha256 differs from SHA256SUMS")


def tsv_header(path):
    with open(path, encoding="utf-8", newline="") as f:
        return next(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def tsv_rows(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def check_language(folder, speakers_in):
    summary = {"clips": 0, "seconds": 0.0, "in_splits": 0, "validated_sentences": 0}
    clips_of_sentence = {}
    with open(os.path.join(folder, "metadata.csv"), encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        if reader.fieldnames != METADATA_COLUMNS:
            problem(f"{folder}/metadata.csv header is {reader.fieldnames}")
        for row in reader:
            clip = os.path.join(folder, row["file_name"])
            try:
                data, rate = soundfile.read(clip, dtype="int16")
                info = soundfile.info(clip)
            except Exception as err:  # noqa: BLE001 - any unreadable clip is a finding
                problem(f"{row['file_name']}: {err}")
                continue
            if (rate, info.channels, info.subtype) != (16000, 1, "PCM_16"):
                problem(f"{row['file_name']}: {rate} Hz, {info.channels} channels, {info.subtype}")
            seconds = len(data) / rate
            if abs(seconds - float(row["duration"])) > DURATION_TOLERANCE:
                problem(f"{row['file_name']}: {seconds:.3f} s in the file, {row['duration']} in metadata.csv")
            # Blank: in the release but in no split (rejected, or its sentence is kept in another split).
            if row["split"] not in SPLITS + [""]:
                problem(f"{row['file_name']}: split {row['split']!r}")
            # Common Voice's sentence_id: the sha256 of the text read.
            if row["sentence_id"] != hashlib.sha256(row["transcription"].encode("utf-8")).hexdigest():
                problem(f"{row['file_name']}: sentence_id is not the sha256 of its transcription")
            clips_of_sentence[row["sentence_id"]] = clips_of_sentence.get(row["sentence_id"], 0) + 1
            if row["split"]:
                summary["in_splits"] += 1
            splits_of_speaker = speakers_in.setdefault(row["speaker_id"], set())
            if row["split"]:
                splits_of_speaker.add(row["split"])
            summary["clips"] += 1
            summary["seconds"] += seconds
    for name in ["validated", "invalidated", "other"] + SPLITS:
        path = os.path.join(folder, f"{name}.tsv")
        if tsv_header(path) != COMMON_VOICE_COLUMNS:
            problem(f"{path}: header is {tsv_header(path)}, not Common Voice's")
    check_sentences(folder, clips_of_sentence, summary)
    split_rows = {s: tsv_rows(os.path.join(folder, f"{s}.tsv")) for s in SPLITS}
    for column, what in [("client_id", "speakers"), ("sentence_id", "sentences")]:
        values = {s: {r[column] for r in rows} for s, rows in split_rows.items()}
        for a in SPLITS:
            for b in SPLITS:
                if a < b and values[a] & values[b]:
                    problem(f"{folder}: {what} in both {a}.tsv and {b}.tsv")
    for s in SPLITS:
        with open(os.path.join(folder, f"{s}.jsonl"), encoding="utf-8") as f:
            for line in f:
                entry = json.loads(line)
                if set(entry) != NEMO_KEYS:
                    problem(f"{s}.jsonl keys {sorted(entry)}")
                if not os.path.isfile(os.path.join(folder, entry["audio_filepath"])):
                    problem(f"{s}.jsonl: no file {entry['audio_filepath']}")
    return summary


def check_sentences(folder, clips_of_sentence, summary):
    """validated_sentences.tsv: Common Voice's columns, ids that are the sha256 of the sentence, and as many
    clips for each sentence as metadata.csv has clips of exactly that sentence (or more: earlier clips read
    several sentences in one text)."""
    path = os.path.join(folder, "validated_sentences.tsv")
    if not os.path.isfile(path):
        problem(f"{path} is missing")
        return
    if tsv_header(path) != SENTENCE_COLUMNS:
        problem(f"{path}: header is {tsv_header(path)}, not Common Voice's")
        return
    for row in tsv_rows(path):
        summary["validated_sentences"] += 1
        if row["sentence_id"] != hashlib.sha256(row["sentence"].encode("utf-8")).hexdigest():
            problem(f"{path}: {row['sentence_id'][:12]}… is not the sha256 of its sentence")
        if row["is_used"] not in ("0", "1"):
            problem(f"{path}: is_used {row['is_used']!r}")
        if int(row["clips_count"]) < clips_of_sentence.get(row["sentence_id"], 0):
            problem(f"{path}: {row['sentence_id'][:12]}… counts {row['clips_count']} clips, metadata.csv has more")


def main():
    root = sys.argv[1]
    for name in ["README.md", "SHA256SUMS", "deleted.tsv"]:
        if not os.path.isfile(os.path.join(root, name)):
            problem(f"{name} is missing")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    check_sums(root)
    speakers_in = {}
    languages = {}
    for name in sorted(os.listdir(root)):
        if os.path.isdir(os.path.join(root, name)):
            languages[name] = check_language(os.path.join(root, name), speakers_in)
    for speaker, splits in speakers_in.items():
        if len(splits) > 1:
            problem(f"speaker {speaker[:12]}… is in {sorted(splits)}")
    with open(os.path.join(root, "deleted.tsv"), encoding="utf-8", newline="") as f:
        deleted = list(csv.DictReader(f, delimiter="\t"))
    print(json.dumps({"languages": languages, "speakers": len(speakers_in), "deleted": [d["recording_id"] for d in deleted]}))
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
