import { resolve } from 'node:path';
import { buildServer } from './app';
import { askConfigFromEnv } from './ask';

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const host = process.env.HOST ?? 'localhost';
const root = resolve(process.env.SITE_DIR ?? 'build');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535, not "${process.env.PORT}".`);
  process.exit(1);
}

async function main(): Promise<void> {
  const app = await buildServer({
    root,
    logger: process.env.LOG_REQUESTS === '1',
    ask: { config: askConfigFromEnv() },
  });
  const address = await app.listen({ port, host });
  console.log(`Amsterdam Developers is served from ${root} at ${address.replace('[::1]', 'localhost')}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
