# Shared by the tmux smoke scripts (sourced, not run): a private tmux server
# with a shell that has job control, and helpers to type and read the screen.
# The script sets `name` first; "$1" is the binary.
binary=$(realpath "$1")
work=$(mktemp -d /tmp/notes-tui-smoke.XXXXXX)
socket="notes-tui-test-$$"
data="$work/notes.json"

cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  sleep 0.2
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

screen() { tmux -L "$socket" capture-pane -p -t smoke; }
fail() { echo "FAIL $name: $*" >&2; echo "--- screen:" >&2; screen >&2 || true; exit 1; }
# Waits until the screen shows $1 (a grep pattern), up to 20 s on a busy machine.
wait_for() {
  for _ in $(seq 1 200); do screen | grep -q -- "$1" && return 0; sleep 0.1; done
  fail "expected to see '$1'"
}
keys() { tmux -L "$socket" send-keys -t smoke "$@"; }
# Saves run on a thread of their own: the screen can move on before the
# file is written, so a check of the file while the app runs waits for it.
file_has() {
  for _ in $(seq 1 100); do grep -q -- "$1" "$2" 2>/dev/null && return 0; sleep 0.1; done
  return 1
}
app_pid() { pgrep -f -- "--data-file $data" | head -n1; }

# A clean interactive bash (prompt "shell> ") in a 100×30 (or $1×$2) pane.
start_shell() {
  tmux -L "$socket" -f /dev/null new-session -d -s smoke -x "${1:-100}" -y "${2:-30}" \
    "env -i HOME=$work PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 HISTFILE=/dev/null PS1='shell> ' ${ASAN_OPTIONS:+ASAN_OPTIONS=$ASAN_OPTIONS} bash --norc --noprofile -i"
  wait_for 'shell>'
}

# A library of one note, "Shopping" with the body "milk", at $data.
write_shopping_library() {
  cat > "$data" <<JSON
{
  "version" : 1,
  "notes" : [
    {
      "id" : "00000000-0000-4000-8000-000000000001",
      "title" : "Shopping",
      "body" : "milk",
      "created" : "2026-11-21T10:00:00Z",
      "modified" : "2026-11-21T10:00:00Z"
    }
  ],
  "draft" : null
}
JSON
}

# Everything saved for the library: the file, then its draft side file
# (`.NAME.draft`) when there is one.
library_text() {
  cat "$data"
  local draft_file
  draft_file="$(dirname "$data")/.$(basename "$data").draft"
  if [ -e "$draft_file" ]; then cat "$draft_file"; fi
}
