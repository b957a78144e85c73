#!/usr/bin/env python3
"""Writes one benchmark project built to blow up a naive reader, under DIR:

  tags-xml N      manifest.xml declaring N prefetch tags, one resource tagged with two of them
  tags-plist N    manifest.plist (binary) with an N-entry PrefetchTagOrder, same resource
  link-dag N      Resources/d0 .. dN where each level links twice to the next: 2^N paths,
                  N+1 folders, one file; manifest.xml tags d0
  plist-dag N     manifest.plist (binary) whose Resources value is an N-level DAG of arrays
                  (each level holds two references to the level below): a few hundred bytes
                  that name 2^N strings when expanded into a tree

usage: make-hostile-project.py DIR N KIND   (output is deterministic)
"""
import os
import plistlib
import sys

import maker  # Benchmarks/maker.py: the shared command line


def write(path, data):
    with open(path, "wb") as handle:
        handle.write(data)


def main() -> None:
    root, count, kind = maker.arguments(__doc__, 3, 3)
    count = int(count)
    resources = os.path.join(root, "Resources")
    os.makedirs(resources, exist_ok=True)
    write(os.path.join(resources, "a.bin"), b"a")
    if kind == "tags-xml":
        lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                 '<odr-manifest version="1" bundle-id="com.example.hostile" base="Resources">']
        lines += [f'  <tag name="T{index}" category="prefetch"/>' for index in range(count)]
        lines += [f'  <resource path="a.bin" tags="T0, T{count - 1}"/>', "</odr-manifest>", ""]
        write(os.path.join(root, "manifest.xml"), "\n".join(lines).encode())
    elif kind == "tags-plist":
        manifest = {"BundleIdentifier": "com.example.hostile", "Base": "Resources",
                    "PrefetchTagOrder": [f"T{index}" for index in range(count)],
                    "Resources": {"a.bin": ["T0", f"T{count - 1}"]}}
        write(os.path.join(root, "manifest.plist"), plistlib.dumps(manifest, fmt=plistlib.FMT_BINARY))
    elif kind == "link-dag":
        for level in range(count):
            folder = os.path.join(resources, f"d{level}")
            os.makedirs(folder, exist_ok=True)
            for name in ("a", "b"):
                os.symlink(f"../d{level + 1}", os.path.join(folder, name))
        os.makedirs(os.path.join(resources, f"d{count}"), exist_ok=True)
        write(os.path.join(resources, f"d{count}", "file.txt"), b"leaf")
        write(os.path.join(root, "manifest.xml"), (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<odr-manifest version="1" bundle-id="com.example.hostile" base="Resources">\n'
            '  <resource path="d0" tags="Deep"/>\n</odr-manifest>\n').encode())
    elif kind == "plist-dag":
        # plistlib writes a container referenced twice once, so the file stays small.
        level = ["a.bin"]
        for _ in range(count):
            level = [level, level]
        manifest = {"BundleIdentifier": "com.example.hostile", "Base": "Resources", "Resources": {"a.bin": level}}
        write(os.path.join(root, "manifest.plist"), plistlib.dumps(manifest, fmt=plistlib.FMT_BINARY))
    else:
        sys.exit(f"unknown kind {kind}")


if __name__ == "__main__":
    main()
