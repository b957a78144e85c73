#!/usr/bin/env python3
"""odr-pack's benchmark: ratios against peer tools doing the same work, measured in one run.

Run through `make bench` (which builds the release binary first). Generates its data
deterministically under .build/bench (kept between runs), times each pair with hyperfine,
and prints medians, spread and ratios against the targets.

usage: bench.py [--runs N] [--quick] [--scaling-only] [--report-only] [--merge-only] [--deliveries-only] [--generated-only]
                [--localized-only] [--incremental-only]
  --quick: 256 MiB instead of 1 GiB, no 4 GiB run
  --scaling-only: only the hostile-input scaling rows (seconds, no large data), and lint against a lock of
    1,250 and 5,000 tag sets that all share a tag with every partition
  --report-only: only the HTML reports at 5,000 packs and of a 500-pack game (page weight, Chromium load time)
  --merge-only: only the Background Assets merges of 500, 2,000, 5,000 and 20,000 partitions into 100 packs
  --deliveries-only: only lint of the large projects in each delivery, and Play's size estimates cold and cached
  --generated-only: only the code generated for the app (AssetPackMap.swift with ODRAssetAccess.swift, swiftc;
    PlayAssetPackMap.kt, kotlinc; PlayAssetPackMap.cs with AssetPacks.cs, mcs) at 1,000, 5,000, 20,000 and 100,000 files: time and peak memory
  --localized-only: only Background Assets' --localized-packs on a 12-language game of 5,231 and 52,031 files:
    lint with and without it, over the ID limit, build, the per-language download, the generated Swift
  --incremental-only: only the rebuilds of a 400 MB game of 3,000 files (25 packs) against its full build: after
    touching every file, after moving the project, in a copy with the output folder restored (a fresh clone with
    CI's cache), a no-op in each delivery; a file changed behind equal size and times (packs written); and lint of
    400,000 sparse resources against find -printf %s, cold (no first-bytes cache) and cached, with
    peak memory per resource (ratio to 300 bytes)
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "bench")
BINARY = os.path.join(ROOT, ".build", "release", "odr-pack")
JOBS = os.cpu_count() or 1
GIB = 1024 ** 3


def project(name, size, maker, *arguments):
    """Generates a benchmark project once; a stamp file records its parameters."""
    folder = os.path.join(WORK, name)
    stamp = os.path.join(folder, ".stamp")
    wanted = json.dumps([maker, size, arguments])
    if os.path.exists(stamp) and open(stamp).read() == wanted:
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    print(f"generating {name} ...", file=sys.stderr, flush=True)
    subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", maker), folder, *map(str, [size, *arguments])], check=True)
    open(stamp, "w").write(wanted)
    return folder


def peer_commands(folder, out, extension, options, hashing=False):
    """One bsdtar command per pack over the pack's file list, run JOBS at a time by xargs.
    With `hashing`, each pack's command also SHA-256s its files and its archive (openssl),
    which is the work odr-pack does on top of archiving."""
    path = os.path.join(folder, f"peer-{extension}{'-sha' if hashing else ''}.txt")
    lists = sorted(os.listdir(os.path.join(folder, "lists")))
    with open(path, "w") as handle:
        for name in lists:
            archive = f"{out}/{name[:-4]}.{extension}"
            command = f"bsdtar {options} -cf '{archive}' -C '{folder}/Resources' -T '{folder}/lists/{name}'"
            if hashing:
                command += (f" && openssl dgst -sha256 '{archive}' > /dev/null"
                            f" && cd '{folder}/Resources' && xargs -d '\\n' openssl dgst -sha256 < '{folder}/lists/{name}' > /dev/null")
            handle.write(command + "\n")
    return f"mkdir -p '{out}' && xargs -d '\\n' -P {JOBS} -n 1 sh -c < '{path}'"


def hyperfine(name, commands, runs, prepare=None):
    """Times the commands alternately; returns {command name: stats} (seconds)."""
    export = os.path.join(WORK, f"{name}.json")
    arguments = ["hyperfine", "--style", "basic", "--runs", str(runs), "--warmup", "1", "--export-json", export]
    for label, command in commands:
        if prepare:
            arguments += ["--prepare", prepare]
        arguments += ["--command-name", label, command]
    subprocess.run(arguments, check=True, stdout=subprocess.DEVNULL)
    results = json.load(open(export))["results"]
    return {result["command"]: result for result in results}


def peak_rss(command):
    """Peak resident set size of one run, in MB, from /usr/bin/time -v."""
    completed = subprocess.run(["/usr/bin/time", "-v", "sh", "-c", command], capture_output=True, text=True, check=True)
    kilobytes = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", completed.stderr).group(1))
    return kilobytes / 1000


def spread(result):
    return f"{result['median']:.3f} s ({result['min']:.3f}-{result['max']:.3f})"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--scaling-only", action="store_true")
    parser.add_argument("--report-only", action="store_true")
    parser.add_argument("--merge-only", action="store_true")
    parser.add_argument("--deliveries-only", action="store_true")
    parser.add_argument("--generated-only", action="store_true")
    parser.add_argument("--localized-only", action="store_true")
    parser.add_argument("--incremental-only", action="store_true")
    options = parser.parse_args()
    for tool in ["hyperfine", "bsdtar", "xmllint", "find"]:
        if shutil.which(tool) is None:
            sys.exit(f"bench: '{tool}' is missing; run 'make bench-deps'")
    if options.scaling_only:
        report(scaling(options.runs), [], 0)
        return
    if options.report_only:
        report(report_page(options.runs), [], 0)
        return
    if options.merge_only:
        report(merging(options.runs), [], 0)
        return
    if options.deliveries_only:
        report(deliveries(options.runs, options.quick), [], 0)
        return
    if options.generated_only:
        report(generated(options.runs), [], 0)
        return
    if options.localized_only:
        report(localized(options.runs), [], 0)
        return
    if options.incremental_only:
        report(incremental(options.runs), [], 0)
        return
    size = GIB // 4 if options.quick else GIB
    packs = project("pack-1g" if not options.quick else "pack-256m", size, "make-pack-project.py")
    lint = project("lint-100k", 100_000, "make-lint-project.py")
    rows = []
    odr = f"'{BINARY}' build '{packs}/manifest.xml' --quiet --rebuild --jobs {JOBS}"

    for archive, extension, peer_options, target in [
        ("zip", "zip", "--format zip --options zip:compression=store", 1.0),
        ("tar", "tar", "--format pax", 1.2),
        ("tar.zst", "tar.zst", "--format pax --zstd", None),
    ]:
        out = os.path.join(WORK, "out")
        results = hyperfine(f"build-{archive}", [
            (f"odr-pack build --archive {archive}", f"{odr} -o '{out}/odr' --archive {archive}"),
            (f"bsdtar {peer_options}", peer_commands(packs, f"{out}/peer", extension, peer_options)),
            (f"bsdtar {peer_options} + sha256", peer_commands(packs, f"{out}/peer-sha", extension, peer_options, hashing=True)),
        ], options.runs, prepare=f"rm -rf '{out}'")
        ours, theirs, hashed = results.values()
        rows.append((f"build {archive} vs bsdtar", spread(ours), spread(theirs), ours["median"] / theirs["median"], target))
        rows.append((f"build {archive} vs bsdtar + SHA-256 of files and archives", spread(ours), spread(hashed),
                     ours["median"] / hashed["median"], None))

    out = os.path.join(WORK, "out-noop")
    subprocess.run(f"rm -rf '{out}' && {odr.replace(' --rebuild', '')} -o '{out}'", shell=True, check=True)
    noop = hyperfine("noop", [("no-op rebuild", f"{odr.replace(' --rebuild', '')} -o '{out}'")], options.runs)
    full = hyperfine("full", [("full build", f"{odr} -o '{out}-full'")], options.runs, prepare=f"rm -rf '{out}-full'")
    noop_result, full_result = list(noop.values())[0], list(full.values())[0]
    rows.append(("no-op rebuild vs full build", spread(noop_result), spread(full_result), noop_result["median"] / full_result["median"], 0.05))

    results = hyperfine("lint", [
        ("odr-pack lint", f"'{BINARY}' lint '{lint}/manifest.xml' > /dev/null"),
        ("stat floor", f"find '{lint}/Resources' -type f -printf '%s\\n' > /dev/null"),
        ("manifest parse", f"xmllint --noout '{lint}/manifest.xml'"),
    ], options.runs)
    ours, stat, parse = results.values()
    floor = stat["median"] + parse["median"]
    rows.append(("lint 100,000 resources vs stat floor + parse", spread(ours), f"{stat['median']:.3f} s + {parse['median']:.3f} s",
                 ours["median"] / floor, 3.0))

    rows += scaling(options.runs)
    rows += deliveries(options.runs, options.quick)
    rows += merging(options.runs)
    rows += generated(options.runs)
    rows += localized(options.runs)
    rows += incremental(options.runs)
    rows += report_page(options.runs)

    memory = [("peak RSS, build 1 GiB (MB)", peak_rss(f"{odr} -o '{WORK}/out-rss'"))]
    if not options.quick:
        big = project("pack-4g", 4 * GIB, "make-pack-project.py")
        memory.append(("peak RSS, build 4 GiB (MB)", peak_rss(f"'{BINARY}' build '{big}/manifest.xml' --quiet --rebuild -o '{WORK}/out-rss-4g'")))
    shutil.rmtree(os.path.join(WORK, "out-rss"), ignore_errors=True)
    shutil.rmtree(os.path.join(WORK, "out-rss-4g"), ignore_errors=True)
    report(rows, memory, size)


def built(command):
    """Runs a build with --format json; its `build` object (written, kept, bytesHashed, ...)."""
    completed = subprocess.run(command + " --format json", shell=True, capture_output=True, text=True)
    if completed.returncode != 0:
        sys.exit(f"bench: {command} failed:\n{completed.stderr}")
    return json.loads(completed.stdout)["build"]


def incremental(runs):
    """Rebuilds of the 400 MB game (make-pack-project.py: 3,000 files, 25 packs) against a full
    build of it (--rebuild into a fresh folder): what CI and a developer's machine see. Each
    rebuild is checked to write no pack (and, for the restored copy, to read every input
    once); the file rewritten behind equal size and times must be packed again. Background
    Assets runs the stand-in packager (Examples/Tools/ba-package)."""
    game = project("game-400m", 400_000_000, "make-pack-project.py", 3000)
    packager = os.path.join(ROOT, "Examples", "Tools", "ba-package")
    rows = []
    settle = "sleep 1.1"  # stamps are recorded once a file has settled for a second (git's racy rule)
    for delivery, target in [("on-demand-resources", 0.03), ("background-assets", 0.05), ("play-asset-delivery", 0.05)]:
        env = f"ODR_PACK_BA_PACKAGE='{packager}' "
        build = f"{env}'{BINARY}' build '{game}/manifest.xml' --quiet --jobs {JOBS} --delivery {delivery}"
        out = os.path.join(WORK, f"incremental-{delivery}")
        full = hyperfine(f"incremental-full-{delivery}", [("full build", f"{build} --rebuild -o '{out}-full'")], runs,
                         prepare=f"rm -rf '{out}-full'")
        full = list(full.values())[0]
        subprocess.run(f"rm -rf '{out}' && {build} -o '{out}' && {settle} && {build} -o '{out}'", shell=True, check=True)
        noop = list(hyperfine(f"incremental-noop-{delivery}", [("no-op", f"{build} -o '{out}'")], runs).values())[0]
        rows.append((f"no-op rebuild vs full build, {delivery}", spread(noop), spread(full), noop["median"] / full["median"], target))
        if delivery != "on-demand-resources":
            continue
        assert built(f"{build} -o '{out}'")["written"] == []
        touch = f"find '{game}/Resources' -type f -exec touch {{}} +"
        touched = list(hyperfine("incremental-touch", [("rebuild after touching every file", f"{build} -o '{out}'")], runs,
                                 prepare=f"{touch} && sleep 1.1").values())[0]
        subprocess.run(touch, shell=True, check=True)
        assert built(f"{build} -o '{out}'")["written"] == [], "touching every file wrote packs"
        rows.append(("rebuild after touching every file vs full build", spread(touched), spread(full),
                     touched["median"] / full["median"], 0.35))
        # A copy of the project with its output folder: new inodes and times, as a fresh clone
        # with CI's cache restored has.
        copy = os.path.join(WORK, "incremental-copy")
        restore = f"rm -rf '{copy}' && cp -r '{game}' '{copy}' && rm -rf '{copy}/out' && cp -r '{out}' '{copy}/out'"
        restored = list(hyperfine("incremental-restored", [("restored copy", f"{build.replace(game, copy)} -o '{copy}/out'")], runs,
                                  prepare=restore).values())[0]
        subprocess.run(restore, shell=True, check=True)
        facts = built(f"{build.replace(game, copy)} -o '{copy}/out'")
        assert facts["written"] == [] and facts["bytesHashed"] >= 400_000_000, facts
        rows.append(("fresh clone with the output restored (reads inputs and archives) vs full build", spread(restored), spread(full),
                     restored["median"] / full["median"], None))
        # The project and its output renamed: the same inodes and times, other paths.
        moved_game, moved_out = os.path.join(WORK, "incremental-moved"), os.path.join(WORK, "incremental-moved-out")
        shutil.rmtree(copy, ignore_errors=True)
        os.rename(game, moved_game)
        os.rename(out, moved_out)
        try:
            moving = f"{build.replace(game, moved_game)} -o '{moved_out}'"
            timed = list(hyperfine("incremental-moved", [("moved project", moving)], runs).values())[0]
            facts = built(moving)
            assert facts["written"] == [] and facts["bytesHashed"] == 0, facts
            rows.append(("rebuild after moving the project and its output vs full build", spread(timed), spread(full),
                         timed["median"] / full["median"], None))
        finally:
            os.rename(moved_game, game)
            os.rename(moved_out, out)
        # A file rewritten behind equal size and times is packed again: one pack written.
        victim = os.path.join(game, "Resources", sorted(os.listdir(os.path.join(game, "Resources")))[0])
        while os.path.isdir(victim):
            victim = os.path.join(victim, sorted(os.listdir(victim))[0])
        status = os.stat(victim)
        original = open(victim, "rb").read()
        open(victim, "wb").write(bytes(reversed(original)) if original != bytes(reversed(original)) else b"x" * len(original))
        os.utime(victim, ns=(status.st_atime_ns, status.st_mtime_ns))
        written = built(f"{build} -o '{out}'")["written"]
        open(victim, "wb").write(original)
        os.utime(victim, ns=(status.st_atime_ns, status.st_mtime_ns))
        rows.append(("file changed behind equal size and times: packs written again", f"{len(written)}", "1",
                     None if len(written) == 1 else None, None))
        assert len(written) == 1, f"a file changed behind equal size and times wrote {len(written)} packs"
    # Lint of 400,000 resources (sparse files) against the stat floor, and its memory per resource:
    # cold (no first-bytes cache: every tagged file opened) and cached (the warm-up run fills the
    # cache, so the timed runs open no file whose stamp it vouches for).
    large = project("lint-400k", 400_000, "make-lint-project.py")
    cache = os.path.join(WORK, "lint-400k-cache")
    shutil.rmtree(cache, ignore_errors=True)
    lint = f"'{BINARY}' lint '{large}/manifest.xml' --quiet > /dev/null 2>&1; test $? -le 1"
    # Exit 1 is lint's verdict (400,000 resources break store limits), not a failure to run.
    commands = {"cold": f"ODR_PACK_CACHE_DIR= {lint}", "cached": f"ODR_PACK_CACHE_DIR='{cache}' {lint}"}
    results = hyperfine("lint-400k", [
        ("odr-pack lint, no cache", commands["cold"]),
        ("odr-pack lint, first-bytes cache", commands["cached"]),
        ("find -printf %s", f"find '{large}/Resources' -type f -printf '%s\\n' > /dev/null"),
    ], runs)
    cold, cached, stat = results.values()
    for label, result in (("no cache", cold), ("cached", cached)):
        rows.append((f"lint 400,000 resources ({label}) vs find -printf %s", spread(result), spread(stat),
                     result["median"] / stat["median"], 2.0))
    for label, command in (("no cache", commands["cold"]), ("cached", commands["cached"])):
        megabytes = peak_rss(command)
        per_resource = megabytes * 1_000_000 / 400_000
        rows.append((f"lint 400,000 resources ({label}): peak memory per resource (bytes)",
                     f"{per_resource:.0f} B ({megabytes:.0f} MB)", "", per_resource / 300, 1.0))
    return rows


def scaling(runs):
    """Lint time on input built to blow up a naive reader, at two sizes: the larger input
    is 4 times (tags) or 2^12 times (shared links and plist references) the smaller one,
    so linear work shows as a ratio near 4 and near 1."""
    rows = []
    for kind, small, large, manifest, target in [
        ("tags-xml", 4_000, 16_000, "manifest.xml", 5.0),
        ("tags-plist", 4_000, 16_000, "manifest.plist", 5.0),
        ("link-dag", 12, 24, "manifest.xml", 2.0),
        ("plist-dag", 14, 26, "manifest.plist", 2.0),
    ]:
        folders = [project(f"hostile-{kind}-{count}", count, "make-hostile-project.py", kind) for count in (small, large)]
        # Lint exits 1 on the plist DAG (its leaves are arrays where tags belong), which is
        # right; a crash or a signal (status above 1) fails the run.
        results = hyperfine(f"hostile-{kind}", [
            (f"{kind} {count}", f"'{BINARY}' lint '{folder}/{manifest}' > /dev/null 2>&1; test $? -le 1")
            for folder, count in zip(folders, (small, large))
        ], runs)
        smaller, larger = results.values()
        rows.append((f"lint {kind} {large:,} vs {small:,}", spread(larger), spread(smaller),
                     larger["median"] / smaller["median"], target))
    # A lock whose every tag set shares a tag with every partition: keeping IDs must not cost
    # partitions x tag sets (it took 27.8 s against 3.7 s at 5,000 before TagSetIndex).
    for partitions in (1_250, 5_000):
        folder = project(f"lock-{partitions}", partitions, "make-lock-project.py")
        lint = f"'{BINARY}' lint '{folder}/game.xml' --max-packs 100 --quiet > /dev/null"
        results = hyperfine(f"lock-{partitions}", [
            ("with the lock", f"{lint} --lock-file '{folder}/tagsets.lock'"),
            ("without", lint),
        ], runs)
        locked, plain = results.values()
        rows.append((f"lint --max-packs 100 against a lock of {partitions:,} tag sets sharing a tag, {partitions:,} partitions, vs no lock",
                     spread(locked), spread(plain), locked["median"] / plain["median"], 2.0))
    return rows


def deliveries(runs, quick):
    """Lint of the same large projects in each delivery. On the 100,000-resource project (2.6 GB
    of sparse files, 800 partitions) every pack is within Play's limits uncompressed, so Play
    estimates nothing; the pack count is not limited, so no merge runs. Then Play with limits
    low enough that every file of the project must be estimated: with no cache (each file
    sampled: whole up to 256 KiB, else 8 windows of 32 KiB), and with the cache a first run
    filled, against On-Demand Resources' lint of the same project."""
    lint = project("lint-100k", 100_000, "make-lint-project.py")
    packs = project("pack-1g" if not quick else "pack-256m", GIB if not quick else GIB // 4, "make-pack-project.py")
    rows = []
    plain = f"'{BINARY}' lint '{lint}/manifest.xml' --limit pack-count=none"
    results = hyperfine("deliveries-lint", [
        (delivery, f"{plain} --delivery {delivery} > /dev/null 2>&1; test $? -le 1")
        for delivery in ["on-demand-resources", "background-assets", "play-asset-delivery"]
    ], runs)
    odr, ba, play = results.values()
    rows.append(("lint 100,000 resources: background-assets vs on-demand-resources", spread(ba), spread(odr), ba["median"] / odr["median"], None))
    rows.append(("lint 100,000 resources: play-asset-delivery vs on-demand-resources", spread(play), spread(odr), play["median"] / odr["median"], 1.5))
    cache = os.path.join(WORK, "estimate-cache")
    for name, folder, manifest in [("100,000 sparse resources", lint, "manifest.xml"), ("the 1 GiB project", packs, "manifest.xml")]:
        low = "--limit pack=1KB --limit total=1KB --limit initial-and-prefetch=1KB --limit pack-count=none"
        estimate = f"'{BINARY}' lint '{folder}/{manifest}' --delivery play-asset-delivery {low} > /dev/null 2>&1; test $? -le 1"
        shutil.rmtree(cache, ignore_errors=True)
        subprocess.run(f"ODR_PACK_CACHE_DIR='{cache}' {estimate}", shell=True, check=True)
        results = hyperfine(f"estimate-{len(rows)}", [
            ("on-demand-resources", f"'{BINARY}' lint '{folder}/{manifest}' > /dev/null 2>&1; test $? -le 1"),
            ("play, no cache", f"ODR_PACK_CACHE_DIR= {estimate}"),
            ("play, cached", f"ODR_PACK_CACHE_DIR='{cache}' {estimate}"),
        ], runs)
        odr, cold, warm = results.values()
        rows.append((f"lint {name}, every file estimated: play-asset-delivery, no cache, vs on-demand-resources",
                     spread(cold), spread(odr), cold["median"] / odr["median"], None))
        rows.append((f"lint {name}, every file estimated: play-asset-delivery, cached, vs on-demand-resources",
                     spread(warm), spread(odr), warm["median"] / odr["median"], 1.5))
    return rows


def merging(runs):
    """Background Assets: lint with --max-packs 100 against the same lint with no pack
    limit (so without the merge), at 500, 2,000, 5,000 and 20,000 partitions: the difference
    is the merge's time. Plain lint, over the 100-pack limit, only proposes a merge (one
    greedy pass): its row is against the same lint without merging. The cost row is the
    merge's added download, from --format json."""
    rows = []
    for partitions in (500, 2_000, 5_000, 20_000):
        folder = project(f"merge-{partitions}", partitions, "make-merge-project.py")
        lint = f"'{BINARY}' lint '{folder}/game.xml' --format json"
        results = hyperfine(f"merge-{partitions}", [
            ("merge into 100", f"{lint} --max-packs 100 > /dev/null"),
            ("no merge", f"{lint} --limit pack-count=none > /dev/null"),
            ("proposal", f"{lint} > /dev/null || test $? -eq 1"),
        ], runs if partitions < 20_000 else min(runs, 3))
        merged, plain, proposal = results.values()
        rows.append((f"lint --max-packs 100, {partitions:,} partitions, vs lint without merging", spread(merged), spread(plain),
                     merged["median"] / plain["median"], None))
        rows.append((f"  plain lint (proposes a merge), {partitions:,} partitions, vs lint without merging", spread(proposal),
                     spread(plain), proposal["median"] / plain["median"], None))
        output = subprocess.run(f"{lint} --max-packs 100", shell=True, capture_output=True, text=True).stdout
        summary = json.loads(output)["merge"]
        total = sum(pack["bytes"] for pack in json.loads(output)["packs"])
        rows.append((f"  merge cost: {summary['partitions']:,} partitions into {summary['packs']} packs",
                     f"+{summary['cost'] / 1e6:.1f} MB downloaded", f"{total / 1e9:.1f} GB in packs", None, None))
        memory = peak_rss(f"{lint} --max-packs 100 > /dev/null")
        rows.append((f"  peak RSS, lint --max-packs 100, {partitions:,} partitions", f"{memory:.1f} MB", "", None, None))
    return rows


def localized(runs):
    """Background Assets with --localized-packs (make-localized-project.py: 12 languages, en the
    development one): lint with --max-packs 100 against the same lint without localized packs
    (the difference is the split and the merge of one part per tag set and language), lint over
    the limit (the error and its suggestion), build --no-archives, the per-language saving from
    --format json, and the generated Swift type-checked against the stand-ins; at 40 levels
    (5,231 files) and 400 (52,031 files)."""
    standins = app_side()
    rows = []
    for levels in (40, 400):
        folder = project(f"localized-{levels}", levels, "make-localized-project.py")
        files = sum(len(names) for _, _, names in os.walk(os.path.join(folder, "Assets")))
        lint = f"'{BINARY}' lint '{folder}/game.xml' --delivery background-assets --format json"
        results = hyperfine(f"localized-{levels}", [
            ("localized, merge into 100", f"{lint} --localized-packs --max-packs 100 > /dev/null"),
            ("unlocalized, merge into 100", f"{lint} --max-packs 100 > /dev/null"),
            ("localized, over the limit", f"{lint} --localized-packs > /dev/null || test $? -eq 1"),
        ], runs)
        merged, plain, over = results.values()
        rows.append((f"lint --localized-packs --max-packs 100, {files:,} files, vs without --localized-packs", spread(merged), spread(plain),
                     merged["median"] / plain["median"], None))
        rows.append((f"  lint --localized-packs over the 100 IDs (error and suggestion), {files:,} files", spread(over), "", None, None))
        output = json.loads(subprocess.run(f"{lint} --localized-packs --max-packs 100", shell=True, capture_output=True, text=True).stdout)
        languages = output["languages"]
        rows.append((f"  one device's download of {output['merge']['packs']} packs, {len(languages['languages']) + 1} languages",
                     f"at most {languages['largestDownload'] / 1e6:.1f} MB", f"{languages['allBytes'] / 1e6:.1f} MB with every language",
                     None, None))
        out = f"{folder}/out"
        seconds, memory = peak(f"rm -rf '{out}' && '{BINARY}' build '{folder}/game.xml' --quiet --delivery background-assets "
                               f"--localized-packs --max-packs 100 --no-archives -o '{out}'")
        rows.append((f"  build --localized-packs --max-packs 100 --no-archives, {files:,} files", f"{seconds:.1f} s, {memory:.0f} MB", "", None, None))
        swift = typecheck(standins, out)
        seconds, memory = peak(swift)
        rows.append(("  swiftc -typecheck of its AssetPackMap.swift + ODRAssetAccess.swift", f"{seconds:.1f} s, {memory:.0f} MB", "", None, None))
    return rows


def peak(command):
    """Wall time (s) and peak resident set size (MB) of one run, from /usr/bin/time -v."""
    completed = subprocess.run(["/usr/bin/time", "-v", "sh", "-c", command], capture_output=True, text=True, check=True)
    kilobytes = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", completed.stderr).group(1))
    clock = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", completed.stderr)
    seconds = int(clock.group(1) or 0) * 3600 + int(clock.group(2)) * 60 + float(clock.group(3))
    return seconds, kilobytes / 1000


def app_side():
    """The stand-ins of Apple's modules the generated Swift compiles against, built once."""
    standins = os.path.join(WORK, "app-side")
    fixture = os.path.join(ROOT, "Tests", "Fixtures", "AppSide")
    if not os.path.exists(os.path.join(standins, "modules", "BackgroundAssets.swiftmodule")):
        os.makedirs(os.path.join(standins, "modules"), exist_ok=True)
        os.makedirs(os.path.join(standins, "lib"), exist_ok=True)
        # Every file of each module's folder, as Tests/Fixtures/AppSide/compile.sh builds them.
        for module in ["System", "BackgroundAssets", "ODRFoundationStandIn"]:
            folder = os.path.join(fixture, "StandIns", module)
            sources = sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".swift"))
            subprocess.run(["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", module, "-I", f"{standins}/modules",
                            "-emit-module", "-emit-module-path", f"{standins}/modules/{module}.swiftmodule", "-emit-library", "-static",
                            "-o", f"{standins}/lib/lib{module}.a", *sources], check=True)
    return standins


def typecheck(standins, folder):
    """swiftc -typecheck of the map and the access API a Background Assets build wrote in `folder`."""
    return (f"swiftc -typecheck -swift-version 6 -strict-concurrency=complete -warnings-as-errors -I '{standins}/modules' "
            f"-Xfrontend -import-module -Xfrontend ODRFoundationStandIn '{folder}/ODRAssetAccess.swift' '{folder}/AssetPackMap.swift'")


def generated(runs):
    """The code a build writes for the app, compiled at a game's size: AssetPackMap.swift with
    ODRAssetAccess.swift type-checked by swiftc -swift-version 6 against the stand-ins of Apple's
    modules (Tests/Fixtures/AppSide), PlayAssetPackMap.kt compiled by kotlinc, and the C# for Unity
    (PlayAssetPackMap.cs with AssetPacks.cs) compiled by Mono's mcs against the Unity stand-ins
    (Tests/Fixtures/Unity). Targets: the Swift map of 20,000 files within 60 s and 2 GB, of 5,000
    within 30 s and 1.5 GB; the C# of 20,000 files within 30 s; time and memory growing with the
    number of files, not faster."""
    standins = app_side()
    kotlinc = shutil.which("kotlinc")
    mcs = shutil.which("mcs")
    unity_standins = os.path.join(ROOT, "Tests", "Fixtures", "Unity", "StandIns", "UnityEngine.cs")
    rows = []
    for files in [1_000, 5_000, 20_000, 100_000]:
        folder = project(f"generated-{files}", files, "make-lint-project.py")
        swift_out, play_out = f"{folder}/ba", f"{folder}/play"
        if not os.path.exists(f"{swift_out}/AssetPackMap.swift"):
            subprocess.run(f"'{BINARY}' build '{folder}/manifest.xml' --quiet --delivery background-assets --no-archives "
                           f"--max-packs 100 -o '{swift_out}'", shell=True, check=True)
            subprocess.run(f"'{BINARY}' build '{folder}/manifest.xml' --quiet --delivery play-asset-delivery --layout unity "
                           f"--max-packs 100 -o '{play_out}'", shell=True, check=True)
        swift = typecheck(standins, swift_out)
        size = os.path.getsize(f"{swift_out}/AssetPackMap.swift") / 1e6
        timing = hyperfine(f"generated-swift-{files}", [("swiftc", swift)], runs)["swiftc"]
        _, memory = peak(swift)
        rows.append((f"swiftc -typecheck, AssetPackMap.swift ({size:.1f} MB) + ODRAssetAccess.swift, {files:,} files",
                     f"{spread(timing)}, {memory:.0f} MB", "", None, None))
        if kotlinc:
            seconds, memory = peak(f"cd '{play_out}' && kotlinc PlayAssetPackMap.kt -d '{WORK}/kotlin-{files}' 2>/dev/null")
            size = os.path.getsize(f"{play_out}/PlayAssetPackMap.kt") / 1e6
            rows.append((f"kotlinc, PlayAssetPackMap.kt ({size:.1f} MB), {files:,} files", f"{seconds:.1f} s, {memory:.0f} MB", "", None, None))
        if mcs and os.path.exists(f"{play_out}/PlayAssetPackMap.cs"):
            size = os.path.getsize(f"{play_out}/PlayAssetPackMap.cs") / 1e6
            try:
                seconds, memory = peak(f"mcs -nologo -warnaserror+ -target:library -define:UNITY_ANDROID -out:'{WORK}/csharp-{files}.dll' "
                                       f"'{unity_standins}' '{play_out}/PlayAssetPackMap.cs' '{play_out}/AssetPacks.cs'")
                result = f"{seconds:.1f} s, {memory:.0f} MB"
            except subprocess.CalledProcessError:
                result = "mcs failed"
            rows.append((f"mcs, PlayAssetPackMap.cs ({size:.1f} MB) + AssetPacks.cs, {files:,} files", result, "", None, None))
    return rows


def browser():
    return next((path for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"] if os.access(path, os.X_OK)), None)


def report_page(runs, packs=5_000):
    """The HTML report of a 5,000-pack project: its size, the time odr-pack takes to write
    it, and the time headless Chromium takes to load it, run its script and lay it out
    (against Chromium loading an empty page), and to take a screenshot."""
    folder = project(f"report-{packs}", packs, "make-report-project.py")
    page = os.path.join(WORK, "report.html")
    empty = os.path.join(WORK, "empty.html")
    with open(empty, "w") as file:
        file.write("<!DOCTYPE html><title>empty</title>\n")
    # Lint finds errors here (5,000 packs are over the 1,000-pack limit), so report exits 1.
    write = f"'{BINARY}' report '{folder}/manifest.xml' -o '{page}' 2>/dev/null; test $? -le 1"
    subprocess.run(write, shell=True, check=True)
    rows = [(f"report page weight, {packs:,} packs, vs an 8 MB budget", f"{os.path.getsize(page) / 1e6:.2f} MB", "8 MB", os.path.getsize(page) / 1e6 / 8, 1.0)]
    results = hyperfine("report-write", [("odr-pack report", write)], runs)
    rows.append((f"odr-pack report, {packs:,} packs", spread(list(results.values())[0]), "", None, None))
    chromium = browser()
    if chromium is None:
        print("bench: Chromium is not installed (make test-deps); the browser rows are left out", file=sys.stderr)
        return rows
    flags = f"--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --user-data-dir='{WORK}/chromium-profile'"
    results = hyperfine("report-render", [
        ("report DOM", f"'{chromium}' {flags} --dump-dom 'file://{page}' > /dev/null 2>&1"),
        ("empty page DOM", f"'{chromium}' {flags} --dump-dom 'file://{empty}' > /dev/null 2>&1"),
        ("report screenshot", f"'{chromium}' {flags} --screenshot='{WORK}/report.png' --window-size=1280,2000 'file://{page}' > /dev/null 2>&1"),
    ], runs)
    dom, blank, shot = results.values()
    rows.append((f"Chromium load + script + layout, {packs:,} packs, vs empty page", spread(dom), spread(blank),
                 dom["median"] / blank["median"], None))
    rows.append((f"Chromium screenshot, {packs:,} packs", spread(shot), "", None, None))
    return rows + report_game(runs, chromium, flags)


def report_game(runs, chromium, flags):
    """The HTML report of a game (make-game-project.py: 6,000 files, 250 levels, 500 packs,
    one pack of 250 tags): page weight, and Chromium's load + script + layout against the
    2 s target."""
    folder = project("report-game", 0, "make-game-project.py")
    page = os.path.join(WORK, "game-report.html")
    subprocess.run(f"'{BINARY}' report '{folder}/game.xml' -o '{page}' 2>/dev/null; test $? -le 1", shell=True, check=True)
    rows = [("report page weight, game of 500 packs and 250 tags", f"{os.path.getsize(page) / 1e6:.2f} MB", "", None, None)]
    empty = os.path.join(WORK, "empty.html")
    results = hyperfine("report-game", [
        ("game report DOM", f"'{chromium}' {flags} --dump-dom 'file://{page}' > /dev/null 2>&1"),
        ("empty page DOM", f"'{chromium}' {flags} --dump-dom 'file://{empty}' > /dev/null 2>&1"),
    ], runs)
    dom, blank = results.values()
    rows.append(("Chromium start + load + script + layout, game of 500 packs, vs 2 s", spread(dom), "2 s", dom["median"] / 2, 1.0))
    rows.append(("the same less Chromium's start with an empty page", f"{dom['median'] - blank['median']:.3f} s", spread(blank), None, None))
    return rows


def report(rows, memory, size):
    subject = f"{size // (1024 * 1024)} MiB project" if size else "selected rows"
    print(f"\nodr-pack benchmark: {subject}, {JOBS} jobs, medians of hyperfine runs (min-max)\n")
    print(f"| comparison | odr-pack | peer | ratio | target | |")
    print(f"|---|---|---|---|---|---|")
    for name, ours, theirs, ratio, target in rows:
        verdict = "" if target is None or ratio is None else ("met" if ratio <= target else "MISSED")
        shown = "" if ratio is None else f"{ratio:.2f}x"
        print(f"| {name} | {ours} | {theirs} | {shown} | {'' if target is None else f'<= {target}x'} | {verdict} |")
    for name, megabytes in memory:
        print(f"| {name} | {megabytes:.1f} MB | | | <= 64 MB | {'met' if megabytes <= 64 else 'MISSED'} |")


if __name__ == "__main__":
    main()
