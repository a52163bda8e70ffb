#ifndef HANDBOOK_CMEMORY_H
#define HANDBOOK_CMEMORY_H

/// Returns memory the allocator keeps after `free` to the operating system, where the C
/// library can (glibc's `malloc_trim`); does nothing elsewhere.
void handbook_release_freed_memory(void);

#endif
