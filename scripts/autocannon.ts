/** autocannon (a dev dependency) as the benches run it: JSON out, a browser's Accept-Encoding, on 127.0.0.1. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

export const ENCODING = 'br, gzip';

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  mbps: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  method?: string;
  duration?: number;
  connections?: number;
  headers?: string[];
}

export async function runAutocannon(
  url: string,
  options: LoadOptions & { duration: number; connections: number },
): Promise<Run> {
  const args = ['-j', '-c', String(options.connections), '-d', String(options.duration)];
  for (const header of [`accept-encoding=${ENCODING}`, ...(options.headers ?? [])]) args.push('-H', header);
  if (options.method) args.push('-m', options.method);
  const child = spawn(resolve('node_modules/.bin/autocannon'), [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
  await once(child, 'exit');
  const result = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    throughput: { average: number };
    errors: number;
    non2xx: number;
  };
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbps: result.throughput.average / 1024 / 1024,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
