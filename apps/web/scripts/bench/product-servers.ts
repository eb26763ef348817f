// The built product and its sandbox API on spare ports, for Lighthouse.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_PATH } from '../../server/base-path';
import { sparePort, waitUntilServed } from './spare-port';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.resolve(web, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

export interface ProductServers {
  /** The first page's address, without a brand. */
  url: string;
  stop: () => void;
}

/** Starts the sandbox (in memory) and the static server of apps/web/dist. */
export async function startProduct(): Promise<ProductServers> {
  const [webPort, apiPort] = [await sparePort(), await sparePort()];
  const servers = [
    spawn(tsx, [path.join(root, 'apps/sandbox-api/src/main.ts')], {
      env: {
        ...process.env,
        PORT: String(apiPort),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_PER_LEAD_PER_MINUTE: '0',
        RATE_LIMIT_PER_CREDENTIAL_PER_MINUTE: '0',
      },
      stdio: 'ignore',
    }),
    spawn(tsx, [path.join(web, 'server/main.ts')], {
      cwd: web,
      env: {
        ...process.env,
        PORT: String(webPort),
        API_BASE_URL: `http://127.0.0.1:${apiPort}`,
        ALLOW_BRAND_SWITCH: '1',
      },
      stdio: 'ignore',
    }),
  ];
  const stop = () => {
    for (const server of servers) server.kill('SIGTERM');
  };
  const url = `http://127.0.0.1:${webPort}${BASE_PATH}/`;
  try {
    await waitUntilServed(url);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
