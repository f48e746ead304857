import { describe, expect, it } from 'vitest';
import { buildBwrapArgs } from './bwrap-args.js';
import type { BwrapPlan } from './bwrap-args.js';
import { buildHostStep, SHELL_STEP } from './launch.js';

const plan: BwrapPlan = Object.freeze({
  worktree: '/w',
  writable: ['/w/src'],
  readOnly: ['/w/.git', '/w/PROGRESS.json'],
  privateDirs: ['/a/home', '/a/tmp'],
  visible: ['/a/meta'],
  writableBinds: [{ source: '/a/cache', dest: '/w/node_modules/.cache' }],
  maskedDirs: ['/w/secrets'],
  maskedFiles: ['/w/.env', '/usr/bin/curl'],
  emptyFile: '/a/meta/empty',
  network: 'none',
  readOnlyProc: true,
  seccompFd: 3,
  cwd: '/w',
  command: ['/bin/sh', '-c', 'echo hi'],
});

function indexOfPair(args: readonly string[], flag: string, value: string): number {
  return args.findIndex((arg, index) => arg === flag && args[index + 1] === value);
}

describe('buildBwrapArgs', () => {
  it('isolates namespaces, drops capabilities and keeps /proc read-only when asked', () => {
    const args = buildBwrapArgs(plan);
    for (const flag of [
      '--die-with-parent',
      '--new-session',
      '--unshare-pid',
      '--unshare-ipc',
      '--unshare-uts',
      '--unshare-net',
    ]) {
      expect(args, flag).toContain(flag);
    }
    expect(indexOfPair(args, '--cap-drop', 'ALL')).toBeGreaterThanOrEqual(0);
    expect(indexOfPair(args, '--remount-ro', '/proc')).toBeGreaterThan(
      indexOfPair(args, '--proc', '/proc'),
    );
    expect(indexOfPair(args, '--seccomp', '3')).toBeGreaterThan(0);
    expect(
      indexOfPair(buildBwrapArgs({ ...plan, readOnlyProc: false }), '--remount-ro', '/proc'),
    ).toBe(-1);
  });

  it('shares the host network only in host mode', () => {
    expect(buildBwrapArgs({ ...plan, network: 'host' })).not.toContain('--unshare-net');
    expect(buildBwrapArgs({ ...plan, network: 'proxy' })).toContain('--unshare-net');
  });

  it('mounts in an order where masks and read-only paths come after what they cover', () => {
    const args = buildBwrapArgs(plan);
    const root = indexOfPair(args, '--ro-bind', '/');
    const tmp = indexOfPair(args, '--tmpfs', '/tmp');
    const worktree = indexOfPair(args, '--ro-bind', '/w');
    const writable = indexOfPair(args, '--bind', '/w/src');
    const git = indexOfPair(args, '--ro-bind', '/w/.git');
    const home = indexOfPair(args, '--bind', '/a/home');
    const cache = args.indexOf('/w/node_modules/.cache');
    const maskDir = indexOfPair(args, '--tmpfs', '/w/secrets');
    const maskFile = args.indexOf('/w/.env');
    expect(root).toBeLessThan(tmp);
    expect(tmp).toBeLessThan(worktree);
    expect(worktree).toBeLessThan(writable);
    expect(writable).toBeLessThan(git);
    expect(git).toBeLessThan(home);
    expect(args.slice(cache - 2, cache + 1)).toEqual([
      '--bind',
      '/a/cache',
      '/w/node_modules/.cache',
    ]);
    expect(indexOfPair(args, '--ro-bind', '/a/meta')).toBeLessThan(cache);
    expect(cache).toBeLessThan(maskDir);
    expect(home).toBeLessThan(maskDir);
    expect(maskDir).toBeLessThan(maskFile);
    expect(args.slice(maskFile - 2, maskFile + 1)).toEqual([
      '--ro-bind',
      '/a/meta/empty',
      '/w/.env',
    ]);
    expect(indexOfPair(args, '--remount-ro', '/w/secrets')).toBe(maskDir + 2);
  });

  it('ends with the working directory and the command after --', () => {
    const args = buildBwrapArgs(plan);
    expect(args.slice(-6)).toEqual(['--chdir', '/w', '--', '/bin/sh', '-c', 'echo hi']);
  });

  it('is pure: the same plan gives the same argv and the plan is not touched', () => {
    expect(buildBwrapArgs(plan)).toEqual(buildBwrapArgs(plan));
    expect(buildBwrapArgs({ ...plan, seccompFd: null })).not.toContain('--seccomp');
  });
});

describe('buildHostStep', () => {
  const base = {
    bwrap: '/usr/bin/bwrap',
    bwrapArgs: ['--ro-bind', '/', '/', '/bin/true'],
    network: 'none' as const,
    cgroupProcs: [],
    seccompFile: null,
    maxExecutionTimeMs: null,
    node: '/usr/bin/node',
    launcherScript: '/m/launcher.cjs',
    launcherConfig: '/m/launcher.json',
  };

  it('runs bwrap directly when there is nothing to do before it', () => {
    expect(buildHostStep(base)).toEqual({ program: '/usr/bin/bwrap', args: base.bwrapArgs });
  });

  it('passes every value as a positional argument to a constant shell step', () => {
    const step = buildHostStep({
      ...base,
      cgroupProcs: ['/cg/memory/cgroup.procs', '/cg/pids/cgroup.procs'],
      seccompFile: '/m/seccomp.bpf',
      maxExecutionTimeMs: 5_000,
    });
    expect(step.program).toBe('/bin/sh');
    expect(step.args.slice(0, 7)).toEqual([
      '-c',
      SHELL_STEP,
      'govern-sandbox',
      '/m/seccomp.bpf',
      '/cg/memory/cgroup.procs',
      '/cg/pids/cgroup.procs',
      '--',
    ]);
    expect(step.args.slice(7, 11)).toEqual([
      'timeout',
      '--kill-after=2',
      '6.000s',
      '/usr/bin/bwrap',
    ]);
  });

  it('goes through the launcher in proxy mode', () => {
    expect(buildHostStep({ ...base, network: 'proxy' })).toEqual({
      program: '/usr/bin/node',
      args: ['/m/launcher.cjs', '/m/launcher.json', '/usr/bin/bwrap', ...base.bwrapArgs],
    });
  });
});
