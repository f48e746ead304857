/**
 * A classic-BPF seccomp program for bwrap's `--seccomp FD`, built by hand so the sandbox
 * needs no compiler, no libseccomp and no vendored binary.
 *
 * What it refuses, and why:
 * - `socket(AF_UNIX, ...)`: path-based Unix sockets are not isolated by a network
 *   namespace, and a read-only mount does not stop `connect()` on one. Without this, an
 *   agent could reach any daemon that listens on one (docker, systemd, D-Bus) and act
 *   outside the sandbox. `socketpair()` is a different system call and stays allowed: it
 *   cannot reach anything outside the process tree (libuv and Python need it).
 * - `io_uring_*`: io_uring operations (IORING_OP_SOCKET, file ops) bypass seccomp entirely;
 *   ENOSYS makes libuv and others fall back to ordinary system calls.
 * - `add_key`, `request_key`, `keyctl`: the kernel keyring is keyed by uid, not by mount
 *   namespace, so an agent with the kernel's uid could read its keys.
 * - any other architecture (i386 through `int 0x80`, x32): their system call numbers differ,
 *   and a filter that only knows the native ones would let them through.
 *
 * Prior art: sandbox-runtime's apply-seccomp (the AF_UNIX rule) and Docker's default profile
 * (io_uring, keyring). Both need a nested user namespace or libseccomp; this needs neither.
 */

/** Architectures with a filter; others get no unix-socket blocking (reported, not silent). */
export const SECCOMP_ARCHES = ['x64', 'arm64'] as const;
export type SeccompArch = (typeof SECCOMP_ARCHES)[number];

interface ArchTable {
  readonly auditArch: number;
  readonly socket: number;
  readonly keyring: readonly [number, number, number];
  /** x86_64 only: system call numbers with this bit set belong to the x32 ABI. */
  readonly x32Bit: number | null;
}

// Values from linux/audit.h and the unistd tables of each architecture.
const TABLES: Record<SeccompArch, ArchTable> = {
  x64: { auditArch: 0xc000003e, socket: 41, keyring: [248, 249, 250], x32Bit: 0x40000000 },
  arm64: { auditArch: 0xc00000b7, socket: 198, keyring: [217, 218, 219], x32Bit: null },
};

/** io_uring_setup, io_uring_enter, io_uring_register: the same numbers on every arch. */
const IO_URING_FIRST = 425;
const IO_URING_LAST = 427;
const AF_UNIX = 1;
const EPERM = 1;
const ENOSYS = 38;

// struct seccomp_data: nr (u32 at 0), arch (u32 at 4), ip (u64 at 8), args[6] (u64 from 16).
const OFFSET_NR = 0;
const OFFSET_ARCH = 4;
// The low 32 bits of args[0] on a little-endian machine; socket() reads `int domain`.
const OFFSET_ARG0_LOW = 16;

const BPF_LD_W_ABS = 0x20;
const BPF_JEQ_K = 0x15;
const BPF_JGE_K = 0x35;
const BPF_JGT_K = 0x25;
const BPF_RET_K = 0x06;
const SECCOMP_RET_ALLOW = 0x7fff0000;
const SECCOMP_RET_ERRNO = 0x00050000;

interface Instruction {
  readonly code: number;
  readonly jt: number;
  readonly jf: number;
  readonly k: number;
}

/** Maps Node's `process.arch` to a filter table, or null where there is none. */
export function seccompArchFor(nodeArch: string): SeccompArch | null {
  return (SECCOMP_ARCHES as readonly string[]).includes(nodeArch)
    ? (nodeArch as SeccompArch)
    : null;
}

/**
 * The filter as bytes (struct sock_filter[], little-endian), ready to be written to a file
 * that bwrap reads through `--seccomp FD`. Pure.
 */
export function buildSeccompFilter(arch: SeccompArch): Buffer {
  const table = TABLES[arch];
  const ret = (k: number): Instruction => ({ code: BPF_RET_K, jt: 0, jf: 0, k });
  // Jump targets are relative to the next instruction, so the program is assembled
  // back to front: each label is the number of instructions after a given point.
  const tail: Instruction[] = [
    ret(SECCOMP_RET_ALLOW), // ALLOW
    ret(SECCOMP_RET_ERRNO | EPERM), // DENY_EPERM
    ret(SECCOMP_RET_ERRNO | ENOSYS), // DENY_ENOSYS
  ];
  const body: ((index: number, labels: Labels) => Instruction)[] = [];
  interface Labels {
    readonly allow: number;
    readonly eperm: number;
    readonly enosys: number;
  }
  const jump =
    (code: number, k: number, onTrue: keyof Labels | 'next', onFalse: keyof Labels | 'next') =>
    (index: number, labels: Labels): Instruction => {
      const target = (label: keyof Labels | 'next'): number =>
        label === 'next' ? 0 : labels[label] - index - 1;
      return { code, jt: target(onTrue), jf: target(onFalse), k };
    };
  const load = (offset: number) => (): Instruction => ({
    code: BPF_LD_W_ABS,
    jt: 0,
    jf: 0,
    k: offset,
  });

  body.push(load(OFFSET_ARCH));
  body.push(jump(BPF_JEQ_K, table.auditArch, 'next', 'enosys'));
  body.push(load(OFFSET_NR));
  if (table.x32Bit !== null) {
    body.push(jump(BPF_JGE_K, table.x32Bit, 'enosys', 'next'));
  }
  for (const nr of table.keyring) {
    body.push(jump(BPF_JEQ_K, nr, 'eperm', 'next'));
  }
  // IO_URING_FIRST <= nr <= IO_URING_LAST -> ENOSYS; below the range, skip the upper check.
  body.push(() => ({ code: BPF_JGE_K, jt: 0, jf: 1, k: IO_URING_FIRST }));
  body.push(jump(BPF_JGT_K, IO_URING_LAST, 'next', 'enosys'));
  body.push(jump(BPF_JEQ_K, table.socket, 'next', 'allow'));
  body.push(load(OFFSET_ARG0_LOW));
  body.push(jump(BPF_JEQ_K, AF_UNIX, 'eperm', 'allow'));

  const labels: Labels = { allow: body.length, eperm: body.length + 1, enosys: body.length + 2 };
  const program = [...body.map((make, index) => make(index, labels)), ...tail];
  const bytes = Buffer.alloc(program.length * 8);
  program.forEach((instruction, index) => {
    const at = index * 8;
    bytes.writeUInt16LE(instruction.code, at);
    bytes.writeUInt8(instruction.jt, at + 2);
    bytes.writeUInt8(instruction.jf, at + 3);
    bytes.writeUInt32LE(instruction.k >>> 0, at + 4);
  });
  return bytes;
}
