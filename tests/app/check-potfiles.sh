#!/bin/bash
# Checks that po/POTFILES.in lists every file with translatable strings
# (_(), N_(), C_(), NC_(), g_dngettext in C; translatable="yes" in .ui;
# the desktop file, metainfo and settings schema), and only files that
# exist. Usage: check-potfiles.sh SOURCE_ROOT
set -eu

cd "$1"

listed=$(sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' po/POTFILES.in | sort -u)

found=$(
  {
    grep -rlE '(^|[^A-Za-z0-9_])(N|C|NC)?_\(|g_dngettext' --include='*.c' src || true
    grep -rl 'translatable="yes"' --include='*.ui' ui src data || true
    find data -name '*.desktop.in' -o -name '*.metainfo.xml.in' -o -name '*.gschema.xml'
  } | sort -u
)

status=0
missing=$(comm -13 <(echo "$listed") <(echo "$found"))
if [ -n "$missing" ]; then
  echo "These files have translatable strings but are not in po/POTFILES.in:"
  echo "$missing" | sed 's/^/  /'
  status=1
fi

for f in $listed; do
  if [ ! -f "$f" ]; then
    echo "po/POTFILES.in lists $f, which does not exist"
    status=1
  fi
done

if [ $status -eq 0 ]; then
  echo "po/POTFILES.in lists all $(echo "$found" | wc -l) files with translatable strings"
fi
exit $status
