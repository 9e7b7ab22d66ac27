#!/bin/bash
# A coach's read of 14 consecutive trained days for eight people the issue did not name (issue 24, "Measured"): for
# each, `fittoday batch --count 14 --csv` (the person's schedule, rest days between) and the audit's columns, then
# every day's exercises with the ones a coach strikes marked and why:
#   dup     a second exercise of one movement family on the day (MovementFamily)
#   level   a beginner bodyweight move or an unreachable effort for a trained lifter, a dose beyond reach (BodyweightReach)
#   furn    improvised furniture while proper equipment fits
#   share   an accessory's appearance beyond a quarter of its split's days (the first quarter are kept), the shares
#           as the audit counts them (`batch --json`: main lifts and a full body's backbone are no accessories)
# and the strikes per person (an exercise struck for two reasons counts once), against the issue's target of fewer
# than 1 in 20.
#
#   Scripts/coach-read.sh [--binary PATH] [--seed N] [--quiet]
#
# --binary (default .build/debug/fittoday, built if missing); --seed (default 1); --quiet prints only the counts.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
binary="$root/.build/debug/fittoday" seed=1 quiet=0
while [ $# -gt 0 ]; do
  case $1 in
    --binary) binary=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --quiet) quiet=1; shift ;;
    *) echo "usage: $0 [--binary PATH] [--seed N] [--quiet]" >&2; exit 64 ;;
  esac
done
[ -x "$binary" ] || (cd "$root" && swift build --product fittoday)
work=$(mktemp -d /tmp/fittoday-coach-read-XXXXXX)
trap 'rm -rf "$work"' EXIT

# name|level|goal|minutes|equipment
people=(
  "advanced garage lifter, no trap bar|advanced|strength|75|barbell,squat-rack,bench,weight-plate,landmine,dumbbell"
  "intermediate, kettlebells only|intermediate|hypertrophy|45|kettlebell"
  "beginner, bands and a pull-up bar|beginner|hypertrophy|40|resistance-band,pull-up-bar"
  "advanced calisthenics (rings, bar, dip station)|advanced|hypertrophy|60|suspension-trainer,pull-up-bar,dip-station"
  "beginner of 60 at a full gym|beginner|hypertrophy|45|dumbbell,barbell,ez-bar,kettlebell,bench,squat-rack,resistance-band,pull-up-bar,dip-station,cable,machine,smith-machine,leg-press,suspension-trainer,medicine-ball,stability-ball,ab-wheel,weight-plate,box,landmine"
  "intermediate, hotel gym (dumbbells, bench, cables)|intermediate|hypertrophy|50|dumbbell,bench,cable"
  "advanced, no equipment at all|advanced|hypertrophy|45|none"
  "beginner, bands only, short sessions|beginner|endurance|30|resistance-band"
)

index=0
for person in "${people[@]}"; do
  IFS='|' read -r name level goal minutes equipment <<<"$person"
  FITTODAY_DB="$work/db.sqlite" "$binary" batch --count 14 --equipment "$equipment" --level "$level" --goal "$goal" \
    --minutes "$minutes" --date 2026-12-07 --seed "$seed" --lang en --csv "$work/$index.csv" --json >"$work/$index.json"
  printf '%s\t%s\n' "$index" "$name · $level · $goal · $minutes min" >>"$work/people.tsv"
  index=$((index + 1))
done

python3 - "$root" "$work" "$quiet" <<'PY'
import csv, glob, json, math, sys
root, work, quiet = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
names = {}
for path in glob.glob(f"{root}/Catalog/exercises/*.json"):
    for entry in json.load(open(path)):
        names[entry["id"]] = entry["nameEn"]
total_struck = total = 0
for line in open(f"{work}/people.tsv"):
    index, title = line.rstrip("\n").split("\t")
    rows = [r for r in csv.DictReader(open(f"{work}/{index}.csv")) if r["kind"] == "training"]
    # The accessories' shares as the audit counts them (`PlanAudit.accessoryShares`: main lifts and a full body's
    # backbone are no accessories), the highest ten of the run.
    shares = json.load(open(f"{work}/{index}.json"))["cells"][0]["audit"]["accessoryShares"]
    appearances = {(s["split"], s["exerciseId"]): s["days"] for s in shares}
    # An accessory's fair share: a quarter, or one in the exercises the person has for its job (`choices`) when
    # they have fewer than four (`RunAudit.Share.fairShare`).
    fair = {(s["split"], s["exerciseId"]): max(0.25, 1 / max(1, s["choices"])) for s in shares}
    split_days = {s["split"]: s["splitDays"] for s in shares}
    if len(shares) == 10 and shares[-1]["share"] > fair[(shares[-1]["split"], shares[-1]["exerciseId"])]:
        print(f"{title}: more than ten accessories over a quarter; only the first ten are struck")
    struck = exercises = 0
    lines, running = [], {}
    for r in rows:
        ids = [i for i in r["exerciseIds"].split(";") if i]
        main = set(r["mainLifts"].split(";"))
        reasons = {i: [] for i in ids}
        for i in r["duplicates"].split(";"):
            if i: reasons[i].append("dup")
        for miss in r["levelFit"].split(";"):
            if miss: reasons[miss.split(":")[0]].append("level " + miss.split(":")[1])
        for i in r["furniture"].split(";"):
            if i: reasons[i].append("furn")
        for i in ids:
            key = (r["focus"], i)
            if key not in appearances or i in main:
                continue
            days = split_days[r["focus"]]
            running[key] = running.get(key, 0) + 1
            # The first of the split's days up to its fair share (at least one) are the accessory's own.
            if running[key] > max(1, math.floor(days * fair[key] + 1e-9)):
                reasons[i].append(f"share {appearances[key]}/{days}")
        exercises += len(ids)
        struck += sum(1 for i in ids if reasons[i])
        items = [names.get(i, i) + ("*" if i in main else "") + (" ✗ " + ", ".join(reasons[i]) if reasons[i] else "")
                 for i in ids]
        lines.append(f"  {r['date']} {r['focus']:<10} " + " | ".join(items))
    total_struck += struck
    total += exercises
    print(f"{title}: {struck} of {exercises} struck ({struck / max(1, exercises):.1%})")
    if not quiet:
        print("\n".join(lines) + "\n")
print(f"all {len(open(f'{work}/people.tsv').readlines())}: {total_struck} of {total} struck ({total_struck / max(1, total):.1%}); the issue's target: under 5 % for each")
PY
