// Types of redis.mjs for the TypeScript test helpers.
export function freePort(): Promise<number>;
export function redisServerArgs(options: {
  port: number | string;
  dir: string;
  password?: string | undefined;
}): string[];
