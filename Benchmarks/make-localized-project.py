#!/usr/bin/env python3
"""Writes a localized game for --localized-packs: LEVELS levels (default 40), each with its
art and, per language, voice lines and subtitles under <language>.lproj/; a cinematics tag
with a localized movie per language; a tutorial with Base.lproj; 12 languages in the folder
forms Xcode writes (en, fr, de, es, it, ja, ko, ru, ar, pt-BR, zh-Hans, zh-Hant), en the
development language. 40 levels make 5,400 files; 400 make 52,000.

usage: make-localized-project.py DIR [LEVELS]   (deterministic; DIR/game.xml is the manifest)
"""
import os
import random
import sys

import maker  # Benchmarks/maker.py: the shared command line

LANGUAGES = ["en", "fr", "de", "es", "it", "ja", "ko", "ru", "ar", "pt-BR", "zh-Hans", "zh-Hant"]
ART_PER_LEVEL = 10
LINES_PER_LANGUAGE = 10


def main() -> None:
    given = maker.arguments(__doc__, 1, 2)
    root = given[0]
    levels = int(given[1]) if len(given) > 1 else 40
    rng = random.Random(27)
    assets = os.path.join(root, "Assets")
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<odr-manifest version="1" bundle-id="com.example.voicedgame" base="Assets">',
        '  <tag name="Tutorial" category="initial-install"/>',
        '  <tag name="Level 0001" category="prefetch"/>',
    ]

    def write(path: str, size: int) -> None:
        full = os.path.join(assets, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as handle:
            handle.write(rng.randbytes(size))

    for index in range(4):
        write(f"Tutorial/step-{index}.png", rng.randint(2_000, 6_000))
    write("Tutorial/Base.lproj/Tutorial.storyboardc.bin", 3_000)
    for language in LANGUAGES:
        write(f"Tutorial/{language}.lproj/Tutorial.strings", rng.randint(300, 900))
    lines.append('  <resource path="Tutorial" tags="Tutorial"/>')
    for language in LANGUAGES:
        write(f"Cinematics/{language}.lproj/intro.mov", rng.randint(40_000, 60_000))
    write("Cinematics/intro-music.m4a", 20_000)
    lines.append('  <resource path="Cinematics" tags="Cinematics"/>')
    for level in range(1, levels + 1):
        folder = f"Levels/{level:04d}"
        for index in range(ART_PER_LEVEL):
            write(f"{folder}/art-{index:02d}.bin", rng.randint(1_000, 8_000))
        for language in LANGUAGES:
            for index in range(LINES_PER_LANGUAGE - 1):
                write(f"{folder}/{language}.lproj/line-{index:02d}.m4a", rng.randint(500, 3_000))
            write(f"{folder}/{language}.lproj/Subtitles.strings", rng.randint(200, 600))
        lines.append(f'  <resource path="{folder}" tags="Level {level:04d}"/>')
    lines.append("</odr-manifest>")
    with open(os.path.join(root, "game.xml"), "w") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
