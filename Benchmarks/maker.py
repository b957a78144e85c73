"""The command line every Benchmarks/make-*.py shares: DIR and its numbers, or --help."""
import sys


def arguments(doc: str, minimum: int, maximum: int) -> list:
    """sys.argv[1:], checked: --help (or -h) prints `doc` and exits 0; a wrong count of
    arguments, or an option where DIR goes, prints the usage line to standard error and exits 2."""
    given = sys.argv[1:]
    if any(argument in ("-h", "--help") for argument in given):
        print(doc.strip())
        sys.exit(0)
    usage = next((line for line in doc.splitlines() if line.strip().startswith("usage:")), "usage: see --help")
    if not minimum <= len(given) <= maximum or (given and given[0].startswith("-")):
        print(f"{usage.strip()}\n(--help says more)", file=sys.stderr)
        sys.exit(2)
    return given
