# Shared helpers for the smoke scripts: each script drives the real binary
# in a pseudo-terminal and checks what a person sees and what is on disk.

set timeout 10
set env(TERM) xterm-256color
set env(LANG) C.UTF-8
set env(LC_ALL) C.UTF-8
set env(TZ) UTC
array unset env NO_COLOR
array unset env NOTES_TUI_DATA
array unset env NOTES_TUI_TRACE
set stty_init "rows 24 cols 80"
log_user 0

set binary [lindex $argv 0]
if {$binary eq ""} { puts stderr "usage: expect SCRIPT.exp PATH/TO/notes-tui"; exit 2 }
set workdir [exec mktemp -d /tmp/notes-tui-smoke.XXXXXX]
set datafile "$workdir/lib/notes.json"
set script_name [file rootname [file tail $argv0]]

proc fail {message} {
    global script_name workdir env
    puts stderr "FAIL $script_name: $message"
    # NOTES_TUI_KEEP_FAILED=1 keeps the files of a failed run for a look.
    if {[info exists env(NOTES_TUI_KEEP_FAILED)]} {
        puts stderr "     files kept in $workdir"
        exit 1
    }
    catch {exec rm -rf $workdir}
    exit 1
}

proc pass {} {
    global script_name workdir
    catch {exec rm -rf $workdir}
    puts "ok   $script_name"
    exit 0
}

# Waits for `pattern` (a regexp) on screen; fails with what was seen.
proc see {pattern what} {
    upvar expect_out expect_out
    set expect_out(buffer) ""
    expect {
        -re $pattern {}
        timeout {
            expect -timeout 0 -re {.+}
            fail "expected to see $what; saw: [visible $expect_out(buffer)]"
        }
        eof { fail "the app ended while waiting for $what" }
    }
}

# The expect buffer without escape sequences, for messages.
proc visible {text} {
    regsub -all {\x1b\[[0-9;?]*[a-zA-Z]} $text "" text
    regsub -all {\x1b[()][0-9A-Za-z]} $text "" text
    regsub -all {\x1b.} $text "" text
    return [string range $text end-400 end]
}

proc start {args} {
    global binary datafile spawn_id
    eval spawn -noecho $binary --data-file $datafile $args
    return $spawn_id
}

# Waits for the app to exit; returns its exit status.
proc finish {} {
    expect {
        eof {}
        timeout { fail "the app did not exit" }
    }
    lassign [wait] pid sid oserr status
    return $status
}

proc read_file {path} {
    set channel [open $path r]
    fconfigure $channel -encoding utf-8
    set text [read $channel]
    close $channel
    return $text
}

proc write_file {path text} {
    file mkdir [file dirname $path]
    set channel [open $path w]
    fconfigure $channel -encoding utf-8
    puts -nonewline $channel $text
    close $channel
}

# A library with the given notes, in the format of docs/file-format.md.
proc write_library {path titles {draft null}} {
    set notes {}
    set n 0
    foreach title $titles {
        incr n
        set id [format "00000000-0000-4000-8000-%012d" $n]
        lappend notes "    {\n      \"id\" : \"$id\",\n      \"title\" : \"$title\",\n      \"body\" : \"Body of $title\",\n      \"created\" : \"2026-11-2${n}T10:00:00Z\",\n      \"modified\" : \"2026-11-2${n}T10:00:00Z\"\n    }"
    }
    write_file $path "{\n  \"version\" : 1,\n  \"notes\" : \[\n[join $notes ",\n"]\n  \],\n  \"draft\" : $draft\n}\n"
}

# Whether the library file holds a note titled exactly `title`.
proc library_has_title {path title} {
    set json [read_file $path]
    return [regexp -- "\"title\"\\s*:\\s*\"[regsub -all {[][\\.*+?(){}^$|]} $title {\\&}]\"" $json]
}

# The library's draft: its side file (`.NAME.draft`) when there is one,
# else the `draft` member of the library file (as older versions kept it).
proc library_draft {path} {
    set side [file join [file dirname $path] ".[file tail $path].draft"]
    if {[file exists $side]} { return "\"draft\": [read_file $side]" }
    set json [read_file $path]
    if {[regexp {"draft"\s*:\s*null} $json]} { return null }
    if {![regexp {"draft"\s*:} $json]} { return null }
    return [string range $json [string first "\"draft\"" $json] end]
}

# The save that follows a change comes right after its frame: the file
# checks wait for it (up to 5 s on a busy machine).
proc wait_for_library {path test} {
    for {set i 0} {$i < 50} {incr i} {
        if {[uplevel 1 [list expr $test]]} { return 1 }
        after 100
    }
    return 0
}

proc expect_title {path title} {
    if {![wait_for_library $path {[library_has_title $path $title]}]} {
        fail "expected a note titled '$title' in $path; it holds:\n[read_file $path]"
    }
}

proc expect_no_title {path title} {
    if {![wait_for_library $path {![library_has_title $path $title]}]} { fail "expected no note titled '$title' in $path" }
}

# A lone Esc: wait past the escape delay, or the next key would make it Alt-key.
proc send_escape {} {
    send "\033"
    sleep 0.1
}
