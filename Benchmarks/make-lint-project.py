#!/usr/bin/env python3
"""Writes a lint benchmark project: N resources as sparse files (no disk space used)
under DIR/Resources and a manifest DIR/manifest.xml tagging them like a large game:
levels of a few hundred assets, each shared with its neighbour, plus untagged files.

usage: make-lint-project.py DIR [N]   (N defaults to 100000; output is deterministic)
"""
import os
import random
import sys

import maker  # Benchmarks/maker.py: the shared command line


def main() -> None:
    given = maker.arguments(__doc__, 1, 2)
    root = given[0]
    count = int(given[1]) if len(given) > 1 else 100_000
    rng = random.Random(20151)
    resources = os.path.join(root, "Resources")
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<odr-manifest version="1" bundle-id="com.example.bench" base="Resources">',
        '  <tag name="Level 0000" category="initial-install"/>',
        '  <tag name="Level 0001" category="prefetch"/>',
    ]
    per_level = 250
    for index in range(count):
        level = index // per_level
        folder = os.path.join(resources, f"L{level:04d}")
        if index % per_level == 0:
            os.makedirs(folder, exist_ok=True)
        name = f"asset-{index:06d}.bin"
        with open(os.path.join(folder, name), "wb") as handle:
            handle.truncate(int(rng.lognormvariate(9, 1.5)))
        roll = rng.random()
        if roll < 0.05:
            tags = ""
        elif roll < 0.25:
            tags = f"Level {level:04d}, Level {level + 1:04d}"
        else:
            tags = f"Level {level:04d}"
        attribute = f' tags="{tags}"' if tags else ""
        lines.append(f'  <resource path="L{level:04d}/{name}"{attribute}/>')
    lines.append("</odr-manifest>")
    with open(os.path.join(root, "manifest.xml"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
