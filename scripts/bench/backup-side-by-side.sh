#!/bin/bash
# Side by side on one site, one after the other, ROUNDS times: `tar -cf` + `sync -f` of its media,
# the backup command of another checkout (BASE, e.g. main's worktree) and of this one, this one
# with the compile cache off; with GZ=1 also `tar -cz` and both tar.gz backups. Wall, user and
# system time and peak RSS from /usr/bin/time, the load average at each round (docs/decisions/100).
#   SITE=<a DATA_DIR with uploads/> BASE=/work/main scripts/bench/backup-side-by-side.sh
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
export PATH=$ROOT/node_modules/.bin:$PATH
F="--liftoff-only --experimental-transform-types --disable-warning=ExperimentalWarning"
S=${SITE:?set SITE to a data folder}
B=${BASE:?set BASE to another checkout}
OUT=$(mktemp -d "$ROOT/data/scratch/side-XXXXXX")
trap 'rm -rf "$OUT"' EXIT
for i in $(seq 1 "${ROUNDS:-3}"); do
  rm -f "$OUT"/*
  echo "round $i load $(cut -d' ' -f1 /proc/loadavg)"
  /usr/bin/time -f "tar+sync %e s %U u %S s" sh -c "tar -cf $OUT/t.tar -C $S/uploads . && sync -f $OUT/t.tar"
  DATA_DIR=$S LOG_LEVEL=warn /usr/bin/time -f "base tar %e s %U u %S s %M KB" node $F "$B/scripts/backup.ts" --out "$OUT/a.tar" --no-gzip >/dev/null
  DATA_DIR=$S LOG_LEVEL=warn /usr/bin/time -f "this tar %e s %U u %S s %M KB" node $F "$ROOT/scripts/backup.ts" --out "$OUT/b.tar" --no-gzip >/dev/null
  NODE_DISABLE_COMPILE_CACHE=1 DATA_DIR=$S LOG_LEVEL=warn /usr/bin/time -f "this, no cache, tar %e s %U u %S s %M KB" \
    node $F "$ROOT/scripts/backup.ts" --out "$OUT/c.tar" --no-gzip >/dev/null
  if [ -n "${GZ:-}" ]; then
    /usr/bin/time -f "tar -cz %e s %U u %S s" tar -czf "$OUT/t.tgz" -C "$S/uploads" .
    DATA_DIR=$S LOG_LEVEL=warn /usr/bin/time -f "base tgz %e s %U u %S s %M KB" node $F "$B/scripts/backup.ts" --out "$OUT/a.tgz" >/dev/null
    DATA_DIR=$S LOG_LEVEL=warn /usr/bin/time -f "this tgz %e s %U u %S s %M KB" node $F "$ROOT/scripts/backup.ts" --out "$OUT/b.tgz" >/dev/null
  fi
done 2>&1
echo "end load $(cut -d' ' -f1 /proc/loadavg)"
