/**
 * Starts the production server: `node dist/server/index.js` (compiled by
 * `npm run build:server`), with its settings from the environment (see
 * config.ts and the README). Anything that stops it from starting is one line
 * on stderr and a distinct exit code.
 */
import { loadPagesFromBuild, SearchIndex, type DocPage } from '../packages/search/src/node';
import { buildServer } from './app';
import { askApi, askConfigFromEnv } from './ask';
import { readConfig } from './config';
import { EXIT, StartupError } from './env';
import { mcpApi } from './mcp';
import { pageFeedbackApi } from './page-feedback';
import { closeOnSignals } from './shutdown';
import { openServerStorage } from './storage/open';

async function main(): Promise<void> {
  const config = readConfig();
  const askConfig = askConfigFromEnv();
  // One database for the services under /api: Ask AI and the page feedback share it (and its rate-limit counters).
  const storage = await openServerStorage({ databaseUrl: askConfig.databaseUrl, dataDir: askConfig.dataDir });
  // The search index is read once: Ask AI and the MCP server answer from the same one.
  let pages: Promise<DocPage[]> | undefined;
  const loadPages = () => (pages ??= loadPagesFromBuild(config.root));
  let index: Promise<SearchIndex> | undefined;
  const loadIndex = () => (index ??= loadPages().then((p) => SearchIndex.fromPages(p)));
  const ask = askApi({ config: askConfig, buildDir: config.root, storage, loadIndex });
  const feedback = pageFeedbackApi({ config: askConfig, storage, buildDir: config.root });
  const mcp = mcpApi({
    config: askConfig,
    buildDir: config.root,
    storage,
    allowedHosts: config.allowedHosts,
    loadPages,
    loadIndex,
  });
  const app = await buildServer({
    root: config.root,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    forceHttps: config.forceHttps,
    allowedHosts: config.allowedHosts,
    api: [ask.api, feedback],
    endpoints: [mcp.endpoint],
    readinessChecks: [ask.readinessCheck, mcp.readinessCheck],
    retentionDays: askConfig.retentionDays,
  }).catch(async (error: unknown) => {
    await storage.close();
    throw error;
  });
  app.addHook('onClose', () => storage.close());
  closeOnSignals(app, {
    timeoutMs: config.shutdownTimeoutMs,
    // `npm run serve` (and `npm start`): npm's shell stands between npm and us, and does not pass npm's signals on.
    followParent: process.env.npm_lifecycle_event === 'serve',
  });
  try {
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info({ root: config.root, address }, 'listening');
    console.error(`Amsterdam Developers is served from ${config.root} at ${address.replace('[::1]', 'localhost')}`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(`Port ${config.port} on ${config.host} is in use: choose another PORT.`, 1);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new StartupError(`HOST "${config.host}" is not an address of this machine.`, EXIT.config);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(error.message);
    process.exit(error.exitCode);
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
