import { describe, expect, it } from 'vitest';
import { buildSeccompFilter, seccompArchFor } from './seccomp.js';

interface Instruction {
  code: number;
  jt: number;
  jf: number;
  k: number;
}

function decode(bytes: Buffer): Instruction[] {
  const program: Instruction[] = [];
  for (let at = 0; at < bytes.length; at += 8) {
    program.push({
      code: bytes.readUInt16LE(at),
      jt: bytes.readUInt8(at + 2),
      jf: bytes.readUInt8(at + 3),
      k: bytes.readUInt32LE(at + 4),
    });
  }
  return program;
}

/** A tiny classic-BPF interpreter over struct seccomp_data, enough for this program. */
function run(program: Instruction[], arch: number, nr: number, arg0 = 0): number {
  const data = Buffer.alloc(64);
  data.writeUInt32LE(nr, 0);
  data.writeUInt32LE(arch, 4);
  data.writeUInt32LE(arg0, 16);
  let acc = 0;
  for (let pc = 0; pc < program.length; pc += 1) {
    const ins = program[pc]!;
    switch (ins.code) {
      case 0x20:
        acc = data.readUInt32LE(ins.k);
        break;
      case 0x15:
        pc += acc === ins.k ? ins.jt : ins.jf;
        break;
      case 0x35:
        pc += acc >= ins.k ? ins.jt : ins.jf;
        break;
      case 0x25:
        pc += acc > ins.k ? ins.jt : ins.jf;
        break;
      case 0x06:
        return ins.k;
      default:
        throw new Error(`unexpected opcode ${ins.code}`);
    }
  }
  throw new Error('fell off the end of the program');
}

const ALLOW = 0x7fff0000;
const EPERM = 0x00050001;
const ENOSYS = 0x00050026;

describe('buildSeccompFilter', () => {
  const x64 = decode(buildSeccompFilter('x64'));
  const arm64 = decode(buildSeccompFilter('arm64'));
  const X64 = 0xc000003e;
  const ARM64 = 0xc00000b7;

  it('refuses socket(AF_UNIX) and allows other families', () => {
    expect(run(x64, X64, 41, 1)).toBe(EPERM);
    expect(run(x64, X64, 41, 2)).toBe(ALLOW);
    expect(run(x64, X64, 41, 10)).toBe(ALLOW);
    expect(run(arm64, ARM64, 198, 1)).toBe(EPERM);
    expect(run(arm64, ARM64, 198, 2)).toBe(ALLOW);
  });

  it('allows socketpair and ordinary system calls', () => {
    expect(run(x64, X64, 53, 1)).toBe(ALLOW);
    expect(run(x64, X64, 0)).toBe(ALLOW);
    expect(run(x64, X64, 59)).toBe(ALLOW);
    expect(run(x64, X64, 424)).toBe(ALLOW);
    expect(run(x64, X64, 428)).toBe(ALLOW);
  });

  it('refuses io_uring, the keyring, x32 and foreign architectures', () => {
    for (const nr of [425, 426, 427]) {
      expect(run(x64, X64, nr)).toBe(ENOSYS);
      expect(run(arm64, ARM64, nr)).toBe(ENOSYS);
    }
    for (const nr of [248, 249, 250]) {
      expect(run(x64, X64, nr)).toBe(EPERM);
    }
    expect(run(x64, X64, 0x40000000 + 41, 1)).toBe(ENOSYS);
    expect(run(x64, 0x40000003, 102, 1)).toBe(ENOSYS);
    expect(run(arm64, X64, 41, 1)).toBe(ENOSYS);
  });

  it('knows the architectures it has tables for', () => {
    expect(seccompArchFor('x64')).toBe('x64');
    expect(seccompArchFor('arm64')).toBe('arm64');
    expect(seccompArchFor('riscv64')).toBeNull();
  });
});
