#define _GNU_SOURCE
#include "CProcessGuard.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

/// The signal the kernel sends the guardian when the thread that started it ends.
#define PARENT_DEATH_SIGNAL SIGUSR1

static void kill_group_on_parent_death(int signal_number) {
    (void)signal_number;
    kill(0, SIGKILL);  // the guardian's own group: the program, its children, the guardian
    _exit(128 + SIGKILL);
}

/// Finds `name` as execvp would, into `resolved`; in the parent, before any fork.
static int resolve(const char *name, const char *search_path, char *resolved, size_t size) {
    if (strchr(name, '/') != NULL) {
        if (strlen(name) >= size) return ENAMETOOLONG;
        strcpy(resolved, name);
        return access(resolved, X_OK) == 0 ? 0 : errno;
    }
    const char *path = (search_path && *search_path) ? search_path : "/usr/local/bin:/usr/bin:/bin";
    int last_error = ENOENT;
    while (*path) {
        const char *end = strchr(path, ':');
        size_t length = end ? (size_t)(end - path) : strlen(path);
        size_t name_length = strlen(name);
        if (length == 0) {
            if (name_length < size && access(name, X_OK) == 0) {
                strcpy(resolved, name);
                return 0;
            }
        } else if (length + 1 + name_length < size) {
            memcpy(resolved, path, length);
            resolved[length] = '/';
            memcpy(resolved + length + 1, name, name_length + 1);
            if (access(resolved, X_OK) == 0) return 0;
            if (errno != ENOENT && errno != ENOTDIR) last_error = errno;
        }
        if (!end) break;
        path = end + 1;
    }
    return last_error;
}

/// In the program's process: the signal mask handbook had, then the program. Never returns.
static void exec_program(const char *program, char *const argv[], char *const envp[], const sigset_t *mask) {
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigaction(PARENT_DEATH_SIGNAL, &default_action, NULL);
    pthread_sigmask(SIG_SETMASK, mask, NULL);
    execve(program, argv, envp);
    _exit(127);
}

/// Standard input from /dev/null, output and error into the given files (for the guardian
/// and the program both, so the guardian keeps none of handbook's own streams open).
static int redirect_streams(const char *stdout_path, const char *stderr_path) {
    int input = open("/dev/null", O_RDONLY);
    int output = open(stdout_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int error = open(stderr_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (input < 0 || output < 0 || error < 0) return -1;
    if (dup2(input, 0) < 0 || dup2(output, 1) < 0 || dup2(error, 2) < 0) return -1;
    if (input > 2) close(input);
    if (output > 2) close(output);
    if (error > 2) close(error);
    return 0;
}

/// In the guardian: the program in this group, then its status. Never returns.
static void guard(pid_t parent, const char *program, char *const argv[], char *const envp[], const char *stdout_path,
                  const char *stderr_path, const sigset_t *mask) {
    setpgid(0, 0);
    if (redirect_streams(stdout_path, stderr_path) != 0) _exit(127);
    // Handlers inherited from handbook would run its code here: back to the defaults.
    for (int signal_number = 1; signal_number < NSIG; signal_number++) {
        struct sigaction current;
        if (signal_number == SIGKILL || signal_number == SIGSTOP) continue;
        if (sigaction(signal_number, NULL, &current) != 0) continue;
        if (current.sa_handler != SIG_DFL && current.sa_handler != SIG_IGN) {
            struct sigaction default_action;
            memset(&default_action, 0, sizeof default_action);
            default_action.sa_handler = SIG_DFL;
            sigaction(signal_number, &default_action, NULL);
        }
    }
#if defined(__linux__)
    struct sigaction on_death;
    memset(&on_death, 0, sizeof on_death);
    on_death.sa_handler = kill_group_on_parent_death;
    sigaction(PARENT_DEATH_SIGNAL, &on_death, NULL);
    prctl(PR_SET_PDEATHSIG, PARENT_DEATH_SIGNAL);
    // The parent may have died before the request was made: then nobody would signal.
    if (getppid() != parent) _exit(128 + SIGKILL);
#else
    (void)parent;
#endif
    pid_t child = fork();
    if (child < 0) _exit(126);
    if (child == 0) exec_program(program, argv, envp, mask);

    sigset_t only_death;
    sigfillset(&only_death);
    sigdelset(&only_death, PARENT_DEATH_SIGNAL);
    pthread_sigmask(SIG_SETMASK, &only_death, NULL);
    int status = 0;
    while (waitpid(child, &status, 0) < 0) {
        if (errno != EINTR) _exit(126);
    }
    if (WIFEXITED(status)) _exit(WEXITSTATUS(status));
    int signal_number = WIFSIGNALED(status) ? WTERMSIG(status) : SIGKILL;
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigaction(signal_number, &default_action, NULL);
    sigset_t unblocked;
    sigemptyset(&unblocked);
    pthread_sigmask(SIG_SETMASK, &unblocked, NULL);
    kill(getpid(), signal_number);
    _exit(128 + signal_number);
}

int handbook_spawn_guarded(const char *executable, const char *search_path, char *const argv[], char *const envp[],
                           const char *stdout_path, const char *stderr_path, pid_t *pid) {
    char program[PATH_MAX];
    int found = resolve(executable, search_path, program, sizeof program);
    if (found != 0) return found;

    // No signal reaches the guardian before it has set its own handlers.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    pid_t parent = getpid();
    pid_t guardian = fork();
    if (guardian == 0) guard(parent, program, argv, envp, stdout_path, stderr_path, &previous);
    int fork_error = guardian < 0 ? errno : 0;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (guardian < 0) return fork_error;
    // Set here too, so the group exists when the caller kills it (whichever runs first).
    setpgid(guardian, guardian);
    *pid = guardian;
    return 0;
}
