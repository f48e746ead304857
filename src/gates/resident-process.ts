import { startProcess } from '../common/index.js';
import type { ResidentLauncher, ResidentToolLaunch, ResidentToolProcess } from './types.js';

/** The command a resident runs: the tool as resolved, or wrapped in a sandbox. */
export interface ResidentSpec {
  readonly program: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
}

/** Starts `spec` as a resident; `dispose` frees its sandbox once the process is gone. */
export function residentProcess(
  spec: ResidentSpec,
  launch: ResidentToolLaunch,
  dispose: (() => Promise<void>) | null,
): ResidentToolProcess {
  const child = startProcess(spec.program, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    onStdout: launch.onStdout,
  });
  let disposed: Promise<void> | null = null;
  const gone = (): Promise<void> => {
    disposed ??= child.exited.then(async () => {
      await dispose?.();
    });
    return disposed;
  };
  return {
    write: (text) => {
      child.write(text);
    },
    hold: (isHeld) => {
      child.hold(isHeld);
    },
    stop: async () => {
      // An idle resident does not hold govern's event loop; its ending and the disposal of
      // its sandbox must, or a finishing run exits first and leaves the sandbox's folders.
      child.hold(true);
      child.stop();
      await gone();
    },
    exited: gone(),
  };
}

/** Resident tool processes as the caller's children (--no-sandbox), like one-shot tools. */
export function directResidents(): ResidentLauncher {
  return {
    key: 'direct',
    start: (launch) => Promise.resolve(residentProcess(launch, launch, null)),
  };
}
