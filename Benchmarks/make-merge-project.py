#!/usr/bin/env python3
"""Writes a project of N partitions for timing Background Assets merges: N/3 levels, each
with a pack of its own, a pack shared with the next level, and a pack shared with the
level 10 further on (so tags have three or four packs), plus one pack of every 50th level's
tag; the first level is initial-install and the next two prefetch. Files are sparse (their
sizes vary from 1 KB to 64 MB; lint only stats them), so N = 5,000 costs no disk. Each file
has a name of its own, since a file resource lands at the top of the bundle.

usage: make-merge-project.py DIR N   (deterministic; DIR/game.xml is the manifest)
"""
import os
import random
import sys

import maker  # Benchmarks/maker.py: the shared command line


def main() -> None:
    root, partitions = maker.arguments(__doc__, 2, 2)
    partitions = int(partitions)
    rng = random.Random(partitions)
    assets = os.path.join(root, "Assets")
    levels = max(partitions // 3, 2)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<odr-manifest version="1" bundle-id="com.example.merge" base="Assets" delivery="background-assets">',
        '  <tag name="L00001" category="initial-install"/>',
        '  <tag name="L00002" category="prefetch"/>',
        '  <tag name="L00003" category="prefetch"/>',
    ]
    made = 0

    def add(name: str, tags: list) -> None:
        nonlocal made
        path = os.path.join(assets, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.truncate(int(1024 * 2 ** rng.uniform(0, 16)))
        lines.append(f'  <resource path="{name}" tags="{", ".join(tags)}"/>')
        made += 1

    level = 1
    while made < partitions:
        tag = f"L{level:05d}"
        add(f"own/own-{level:05d}.bin", [tag])
        if made < partitions and level < levels:
            add(f"next/next-{level:05d}.bin", [tag, f"L{level + 1:05d}"])
        if made < partitions and level + 10 <= levels:
            add(f"far/far-{level:05d}.bin", [tag, f"L{level + 10:05d}"])
        level += 1
    add("common/atlas.bin", [f"L{n:05d}" for n in range(1, levels + 1, 50)])
    lines.append("</odr-manifest>")
    with open(os.path.join(root, "game.xml"), "w") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
