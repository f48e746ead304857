import { describe, expect, it } from 'vitest';
import { createMemoryLimit, parseCgroupMounts, parseOwnCgroups } from './cgroup.js';

describe('cgroup discovery', () => {
  it('finds the v2 mount and the v1 memory mount in mountinfo', () => {
    const mountinfo = [
      '35 25 0:30 / /sys/fs/cgroup rw,nosuid - tmpfs tmpfs rw,mode=755',
      '40 35 0:35 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory',
      '41 35 0:36 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu',
      '45 35 0:40 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
    ].join('\n');
    expect(parseCgroupMounts(mountinfo)).toEqual([
      { version: 1, mountPoint: '/sys/fs/cgroup/memory' },
      { version: 2, mountPoint: '/sys/fs/cgroup/unified' },
    ]);
  });

  it('reads its own v2 path and v1 memory path', () => {
    expect(parseOwnCgroups('4:memory:/process_api/abc\n1:cpu:/\n0::/\n')).toEqual({
      v2: '/',
      v1Memory: '/process_api/abc',
      v1Pids: null,
    });
    expect(parseOwnCgroups('8:pids:/\n4:memory:/m\n').v1Pids).toBe('/');
    expect(parseOwnCgroups('0::/user.slice/session-1.scope\n')).toEqual({
      v2: '/user.slice/session-1.scope',
      v1Memory: null,
      v1Pids: null,
    });
  });

  it('applies nothing, and says why, when the policy sets no cap', async () => {
    const limit = await createMemoryLimit(undefined, 'unused');
    expect(limit.state).toEqual({
      applied: false,
      mechanism: 'none',
      reason: 'the policy sets no maxMemoryMb',
    });
    expect(limit.procsFile).toBeNull();
  });
});
