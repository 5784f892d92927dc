#!/usr/bin/env bash
# The tree stays formatted: every C++ file of Mado's own layers, tests and
# benchmarks matches .clang-format. Prints the files that do not and fails.
# Fix with: clang-format -i FILE...
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
formatter=$(command -v clang-format || command -v clang-format-14 || true)
if [ -z "$formatter" ]; then
  echo "format-check: clang-format is not installed (scripts/setup installs it)" >&2
  exit 1
fi
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files -- app kube models views codecs cel tests bench | grep -E '\.(cpp|h)$')
else
  mapfile -t files < <(find app kube models views codecs cel tests bench -name '*.cpp' -o -name '*.h' | sort)
fi
bad=()
for f in "${files[@]}"; do
  "$formatter" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if ((${#bad[@]})); then
  printf 'format-check: not formatted: %s\n' "${bad[@]}" >&2
  echo "format-check: ${#bad[@]} of ${#files[@]} files need clang-format -i" >&2
  exit 1
fi
echo "format-check: ${#files[@]} files formatted"
