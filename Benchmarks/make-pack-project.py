#!/usr/bin/env python3
"""Writes a deterministic (seeded) game-like project for the packing benchmark.

usage: make-pack-project.py DIR TOTAL_BYTES [FILES]

About FILES files (default 4000) with log-normal sizes adding up to TOTAL_BYTES: a few
large media files and many small ones; 95% random bytes (incompressible), 5% JSON text.
Tags follow a level-based game: 12 levels, about a fifth of each level's assets shared
with the next level, plus a tutorial and a soundtrack -- about 25 asset packs.

Writes DIR/Resources/..., DIR/manifest.xml (one resource per file) and, for the peer tools,
DIR/lists/NN.txt: the files of each pack (paths relative to DIR/Resources), one per line.
"""
import json
import os
import random
import sys

import maker  # Benchmarks/maker.py: the shared command line

LEVELS = 12
CHUNK = 16 * 1024 * 1024


def sizes(rng, count, total):
    raw = [rng.lognormvariate(0, 1.9) for _ in range(count)]
    scale = total / sum(raw)
    values = [max(256, int(value * scale)) for value in raw]
    values[0] += total - sum(values)  # exact total
    return values


def tags_for(rng, index):
    roll = rng.random()
    if roll < 0.04:
        return ["Tutorial"]
    if roll < 0.08:
        return ["Soundtrack"]
    level = rng.randrange(LEVELS)
    name = f"Level {level + 1:02d}"
    if level + 1 < LEVELS and rng.random() < 0.2:
        return [name, f"Level {level + 2:02d}"]
    return [name]


def write_file(path, size, rng, text):
    with open(path, "wb") as handle:
        if text:
            record = json.dumps({"id": 1, "name": "tile", "walkable": True, "cost": [1, 2, 3]}).encode()
            handle.write((record + b"\n") * (size // (len(record) + 1)) + b" " * (size % (len(record) + 1)))
            return
        left = size
        while left > 0:
            count = min(CHUNK, left)
            handle.write(rng.randbytes(count))
            left -= count


def main():
    given = maker.arguments(__doc__, 2, 3)
    root = given[0]
    total = int(given[1])
    count = int(given[2]) if len(given) > 2 else 4000
    rng = random.Random(20150608)
    resources = os.path.join(root, "Resources")
    packs = {}
    entries = []
    for index, size in enumerate(sizes(rng, count, total)):
        tags = tags_for(rng, index)
        folder = tags[0].replace(" ", "")
        text = rng.random() < 0.05
        relative = f"{folder}/asset-{index:05d}.{'json' if text else 'bin'}"
        os.makedirs(os.path.join(resources, folder), exist_ok=True)
        write_file(os.path.join(resources, relative), size, rng, text)
        entries.append((relative, tags))
        packs.setdefault(tuple(sorted(tags)), []).append(relative)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<odr-manifest version="1" bundle-id="com.example.bench" base="Resources">',
        '  <limits pack="none" total="none" in-use="none" tag-recommended="none" initial-and-prefetch="none"/>',
        '  <tag name="Level 01" category="initial-install"/>',
        '  <tag name="Tutorial" category="prefetch"/>',
    ]
    lines += [f'  <resource path="{path}" tags="{", ".join(tags)}"/>' for path, tags in entries]
    lines.append("</odr-manifest>")
    with open(os.path.join(root, "manifest.xml"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    os.makedirs(os.path.join(root, "lists"), exist_ok=True)
    for number, key in enumerate(sorted(packs)):
        with open(os.path.join(root, "lists", f"{number:02d}.txt"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(sorted(packs[key])) + "\n")


if __name__ == "__main__":
    main()
