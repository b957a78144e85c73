#!/usr/bin/env python3
"""Writes a game-scale project for judging reports: 250 levels of 24 files each (6,000
files, real bytes, a few KB each), tagged so that the plan has about 500 packs: one pack per
level, one per pair of neighbouring levels (shared props), and one pack that every level
uses (so its name joins 250 tags). Some levels exceed a small tag budget, so the outputs
have repeated warnings of one code, as a real game's do.

usage: make-game-project.py DIR   (output is deterministic; DIR/game.xml is the manifest)
"""
import os
import random
import sys

import maker  # Benchmarks/maker.py: the shared command line

LEVELS = 250
FILES_PER_LEVEL = 24


def main() -> None:
    (root,) = maker.arguments(__doc__, 1, 1)
    rng = random.Random(2026)
    resources = os.path.join(root, "Assets")
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<odr-manifest version="1" bundle-id="com.example.bigworld" base="Assets">',
        '  <limits tag-recommended="150KB"/>',
        '  <tag name="Level 001" category="initial-install"/>',
        '  <tag name="Level 002" category="prefetch"/>',
    ]
    def write(path: str, size: int) -> None:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(rng.randbytes(size))
    for level in range(1, LEVELS + 1):
        tag = f"Level {level:03d}"
        folder = f"Levels/{level:03d}"
        for index in range(FILES_PER_LEVEL - 2):
            write(os.path.join(resources, folder, f"asset-{index:02d}.bin"), rng.randint(500, 12_000))
        lines.append(f'  <resource path="{folder}" tags="{tag}"/>')
        if level < LEVELS:
            shared = f"Shared/{level:03d}-{level + 1:03d}/props.bin"
            write(os.path.join(resources, shared), rng.randint(2_000, 8_000))
            lines.append(f'  <resource path="{shared}" tags="{tag}, Level {level + 1:03d}"/>')
        write(os.path.join(resources, "Levels", f"{level:03d}-music.bin"), rng.randint(1_000, 4_000))
        lines.append(f'  <resource path="Levels/{level:03d}-music.bin" tags="{tag}"/>')
    write(os.path.join(resources, "Common/ui-atlas.bin"), 200_000)
    all_levels = ", ".join(f"Level {level:03d}" for level in range(1, LEVELS + 1))
    lines.append(f'  <resource path="Common/ui-atlas.bin" tags="{all_levels}"/>')
    lines.append("</odr-manifest>")
    with open(os.path.join(root, "game.xml"), "w") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
