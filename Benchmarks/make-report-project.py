#!/usr/bin/env python3
"""Writes a project of N asset packs for the report benchmark: N files of varied sizes
(sparse, so they take no disk), each tagged with its own tag, plus every tenth file shared by
two tags, so the tag table lists shared packs. Initial-install, prefetch and on-demand tags
are all present.

usage: make-report-project.py FOLDER N
"""
import os
import sys

import maker  # Benchmarks/maker.py: the shared command line


def main() -> None:
    root, count = maker.arguments(__doc__, 2, 2)
    count = int(count)
    resources = os.path.join(root, "Resources")
    os.makedirs(resources, exist_ok=True)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<odr-manifest version="1" bundle-id="com.example.bench" base="Resources">']
    lines += ['  <tag name="T0" category="initial-install"/>', '  <tag name="T1" category="prefetch"/>']
    for index in range(count):
        path = os.path.join(resources, f"r{index}.bin")
        with open(path, "wb") as file:
            file.truncate(1_000 + (index * 7_919) % 400_000_000 // max(1, index % 50 + 1))
        tags = f"T{index}" if index % 10 or index == 0 else f"T{index}, T{index - 1}"
        lines.append(f'  <resource path="r{index}.bin" tags="{tags}"/>')
    lines += ["</odr-manifest>", ""]
    with open(os.path.join(root, "manifest.xml"), "w") as file:
        file.write("\n".join(lines))


if __name__ == "__main__":
    main()
