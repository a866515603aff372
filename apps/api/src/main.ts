import { ConfigError, loadConfig, startServer } from './index.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Lightbearers API: bad configuration: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  try {
    const server = await startServer({ config });
    const stop = async () => {
      await server.close().catch(() => {});
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    console.error(`Lightbearers API: cannot start: ${(err as Error).message}`);
    process.exit(1);
  }
}

void main();
