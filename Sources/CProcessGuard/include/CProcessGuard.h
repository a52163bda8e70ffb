#ifndef HANDBOOK_CPROCESSGUARD_H
#define HANDBOOK_CPROCESSGUARD_H

#include <sys/types.h>

/// Starts `executable` (a path, or a name looked up in `search_path` like `execvp` does) with
/// `argv` and `envp`, standard input from /dev/null and standard output and error written to
/// the files `stdout_path` and `stderr_path`, under a *guardian*: a small child process that
/// leads a new process group, starts the program in that group and waits for it.
///
/// The guardian asks the kernel to signal it when the calling thread dies (Linux's
/// `PR_SET_PDEATHSIG`); it then kills its whole group, so that a compiler and every frontend
/// it started die with a `handbook` that was killed outright (SIGKILL), which no signal handler
/// of handbook's own can see. The guardian ends the way the program ended: with its exit status,
/// or by the signal that killed it. Where the platform has no parent-death signal the guardian
/// only forwards the status.
///
/// Everything the children need is prepared before the fork, so that the children only make
/// async-signal-safe calls. Returns 0 and sets `*pid` (which is also the process group) on
/// success, or an `errno` value (ENOENT when the program is not found) with nothing started.
int handbook_spawn_guarded(
    const char *executable, const char *search_path, char *const argv[], char *const envp[],
    const char *stdout_path, const char *stderr_path, pid_t *pid);

#endif
