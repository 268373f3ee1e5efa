# Shared by the scripts in this folder: sourced, never run.
# shellcheck shell=bash

SANGAM_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Colour only when a person is watching.
if [[ -t 1 && -z ${NO_COLOR:-} ]]; then
  _bold=$'\e[1m' _red=$'\e[31m' _green=$'\e[32m' _dim=$'\e[2m' _reset=$'\e[0m'
else
  _bold='' _red='' _green='' _dim='' _reset=''
fi

say() { printf '%s\n' "$*"; }
note() { printf '%s%s%s\n' "$_dim" "$*" "$_reset"; }
heading() { printf '\n%s==> %s%s\n' "$_bold" "$*" "$_reset"; }
ok() { printf '%s%s%s\n' "$_green" "$*" "$_reset"; }
die() {
  printf '%serror: %s%s\n' "$_red" "$*" "$_reset" >&2
  exit 1
}

# Seconds since the epoch with millisecond precision, and a duration in "12.3s" form.
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1fs", b - a }'; }

# Build-wide settings that every script shares.
export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-5G}
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PUPPETEER_SKIP_DOWNLOAD=1
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false

# shellcheck disable=SC2034 # used by the scripts that source this file
SANGAM_BIN="$SANGAM_ROOT/build/sangam"


# Let every clone share the compiler cache (CI builds in a fresh clone) and let ccache cache
# translation units that use the precompiled header.
export CCACHE_BASEDIR=$SANGAM_ROOT
export CCACHE_NOHASHDIR=1
export CCACHE_SLOPPINESS=${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}
