#!/usr/bin/env python3
"""Writes a Background Assets project of N partitions and a lock file of N tag sets in 100
IDs for timing how IDs are kept against a large lock: every resource is tagged `Common` and
a tag of its own, and every tag set of the lock holds `Common` and a tag no resource has, so
each partition shares a tag with every set of the lock and none exactly. Files are sparse
(1 KB and up), so N = 20,000 costs no disk.

usage: make-lock-project.py DIR N   (deterministic; DIR/game.xml is the manifest,
                                     DIR/tagsets.lock the lock, read with --lock-file)
"""
import json
import os

import maker  # Benchmarks/maker.py: the shared command line


def main() -> None:
    root, partitions = maker.arguments(__doc__, 2, 2)
    partitions = int(partitions)
    assets = os.path.join(root, "Assets")
    os.makedirs(assets, exist_ok=True)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<odr-manifest version="1" bundle-id="com.example.lock" base="Assets" delivery="background-assets">',
    ]
    for number in range(partitions):
        name = f"f{number:06d}.bin"
        with open(os.path.join(assets, name), "wb") as handle:
            handle.truncate(1000 + number)
        lines.append(f'  <resource path="{name}" tags="Common, T{number:06d}"/>')
    lines.append("</odr-manifest>")
    with open(os.path.join(root, "game.xml"), "w") as handle:
        handle.write("\n".join(lines) + "\n")
    ids = 100
    lock = ["# odr-pack lock file (generated for the benchmark)",
            json.dumps({"app": "com.example.lock", "delivery": "background-assets", "lock": 2}, separators=(",", ":"))]
    for number in range(ids):
        tag_sets = sorted(["Common", f"U{other:06d}"] for other in range(number, partitions, ids))
        lock.append(json.dumps({"id": f"Pack{number:03d}", "tagSets": tag_sets}, separators=(",", ":")))
    with open(os.path.join(root, "tagsets.lock"), "w") as handle:
        handle.write("\n".join(lock) + "\n")


if __name__ == "__main__":
    main()
