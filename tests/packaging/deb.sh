#!/usr/bin/env bash
# The Debian package as a user meets it: build it with CPack, install it with
# dpkg, run the installed mado (its version, and a headless command against the
# test sandbox through the installed mado-sandbox's kubeconfig), check the
# desktop integration files, remove it and check nothing is left.
#
#   deb.sh BUILD_DIR SANDBOX_DIR
#
# Installing needs root (or sudo without a password); without either the test is
# skipped (exit 77). A lock serialises dpkg between test runs of several clones.
set -euo pipefail
build=$1 sandbox=$2
fail() { echo "deb.sh: $*" >&2; exit 1; }

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo -n true 2>/dev/null || { echo "deb.sh: needs root or passwordless sudo to install; skipped"; exit 77; }
  sudo="sudo -n"
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && cpack -G DEB -B "$out" >"$out/cpack.log" 2>&1) || { cat "$out/cpack.log" >&2; fail "cpack failed"; }
deb=$(ls "$out"/mado_*.deb)
[ -f "$deb" ] || fail "no .deb written"

# Dependencies computed from the binaries (dpkg-shlibdeps), not written by hand.
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6widgets6 libqt6network6 libyaml-cpp0.7 libprotobuf32 libre2-9; do
  grep -q "$lib" <<<"$depends" || fail "Depends lacks $lib: $depends"
done
contents=$(dpkg-deb -c "$deb")
for f in ./usr/bin/mado ./usr/lib/mado/mado-sandbox ./usr/share/applications/io.github.mado.Mado.desktop \
  ./usr/share/metainfo/io.github.mado.Mado.metainfo.xml ./usr/share/man/man1/mado.1.gz \
  ./usr/share/icons/hicolor/scalable/apps/io.github.mado.Mado.svg \
  ./usr/share/icons/hicolor/48x48/apps/io.github.mado.Mado.png; do
  grep -q " $f\$" <<<"$contents" || fail "the package lacks $f"
done
if grep -q -E ' \./usr/(bin|lib/mado)/(tst_|bench_|cel_|fuzz_)' <<<"$contents"; then
  fail "the package carries test or bench programs"
fi
for f in ./usr/share/doc/mado/copyright ./usr/share/doc/mado/changelog.gz; do
  grep -q " $f\$" <<<"$contents" || fail "the package lacks $f"
done

# lintian (Debian's package checker, installed by scripts/setup): no error and no
# warning beyond the ones packaging/lintian-overrides accepts with a reason.
if command -v lintian >/dev/null; then
  lintian --fail-on error,warning --tag-display-limit 0 "$deb" >"$out/lintian.log" 2>&1 \
    || { cat "$out/lintian.log" >&2; fail "lintian found errors or warnings (see above)"; }
  grep -E '^[EW]: ' "$out/lintian.log" >&2 && fail "lintian reported what it should have failed on"
else
  [ -z "${CI:-}" ] || fail "lintian is missing (scripts/setup installs it)"
  echo "deb.sh: lintian not installed; the package is not linted" >&2
fi

(
  flock 9
  if dpkg-query -W -f='${Status}' mado 2>/dev/null | grep -q 'install ok installed'; then
    # Left by an earlier run that was killed: ours, so removed; anybody else's is left alone.
    [ "$(dpkg-query -W -f='${Maintainer}' mado)" = "$(dpkg-deb -f "$deb" Maintainer)" ] \
      || fail "a mado package from somebody else is installed on this machine; not touching it"
    $sudo dpkg -r mado >/dev/null
  fi
  $sudo dpkg -i "$deb" >"$out/dpkg-i.log" 2>&1 || { cat "$out/dpkg-i.log" >&2; fail "dpkg -i failed"; }
  removed=0
  cleanup() { ((removed)) || $sudo dpkg -r mado >/dev/null 2>&1 || true; }
  trap 'cleanup; rm -rf "$out"' EXIT

  version=$(/usr/bin/mado --version)
  [ "$version" = "mado $(dpkg-deb -f "$deb" Version)" ] || fail "installed mado --version says '$version'"
  # The installed mado finds the installed sandbox program (/usr/lib/mado).
  MADO_SANDBOX_DIR="$sandbox" /usr/bin/mado sandbox status | grep -q '"server":"https://127.0.0.1:' \
    || fail "installed mado sandbox status does not see the test sandbox"
  got=$(/usr/bin/mado --kubeconfig "$sandbox/kubeconfig" get namespace default -o name)
  [ "$got" = "namespace/default" ] || fail "installed mado get said '$got'"
  desktop-file-validate /usr/share/applications/io.github.mado.Mado.desktop || fail "desktop entry invalid"
  appstreamcli validate --no-net /usr/share/metainfo/io.github.mado.Mado.metainfo.xml >/dev/null \
    || fail "metainfo invalid"
  zcat /usr/share/man/man1/mado.1.gz | grep -q '^\.TH MADO 1' || fail "man page unreadable"

  files=$(dpkg -L mado | grep -v -E '^/\.?$' | while read -r f; do [ -d "$f" ] || echo "$f"; done)
  $sudo dpkg -r mado >"$out/dpkg-r.log" 2>&1 || { cat "$out/dpkg-r.log" >&2; fail "dpkg -r failed"; }
  removed=1
  for f in $files; do
    [ ! -e "$f" ] || fail "$f is still there after dpkg -r"
  done
  ! command -v mado >/dev/null 2>&1 || [ "$(command -v mado)" != /usr/bin/mado ] || fail "/usr/bin/mado still on PATH"
) 9>/tmp/mado-dpkg.lock
echo "package built, installed, run and removed: $(basename "$deb")"
