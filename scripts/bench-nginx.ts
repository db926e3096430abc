// The yardstick of `npm run bench` (issue 19): nginx (Debian's nginx-light) on a free loopback port serving
// the bytes of the shop's product page from a temporary directory, with one worker per core like the shop.
// Clients that take gzip get a copy compressed once ahead (gzip_static), as the shop's kept pages are, so
// nginx does what a static file server does best and the yardstick does not move with a compression level. Each page's rate is then printed as a fraction of
// what nginx serves in the same run, a figure that holds on a shared machine whose speed varies. Without
// nginx installed the bench says so and prints absolute figures only.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

function nginxBinary(): string | undefined {
  const found = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface StaticServer {
  /** The URL of the page's bytes. */
  url: string;
  stop(): Promise<void>;
}

/** nginx serving `html` at `/page.html` on loopback; undefined (after saying why) when nginx is not installed. */
export async function startNginx(html: string): Promise<StaticServer | undefined> {
  const nginx = nginxBinary();
  if (!nginx) {
    console.log('\nnginx is not installed (Debian: apt-get install nginx-light): absolute figures only, no ratios to nginx.');
    return undefined;
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  // nginx's workers may run as another user: they must be able to read the page.
  chmodSync(directory, 0o755);
  writeFileSync(path.join(directory, 'page.html'), html, { mode: 0o644 });
  writeFileSync(path.join(directory, 'page.html.gz'), gzipSync(html), { mode: 0o644 });
  const port = await freePort();
  const temp = (name: string) => `${name} ${path.join(directory, name.replace('_path', ''))};`;
  writeFileSync(
    path.join(directory, 'nginx.conf'),
    [
      'worker_processes auto;',
      `pid ${path.join(directory, 'nginx.pid')};`,
      `error_log ${path.join(directory, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      '  types { text/html html; }',
      '  sendfile on;',
      '  gzip_static on;',
      '  gzip_vary on;',
      '  keepalive_requests 100000;',
      ...['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map((name) => `  ${temp(name)}`),
      `  server { listen 127.0.0.1:${port}; root ${directory}; }`,
      '}',
    ].join('\n'),
  );
  const server = spawn(nginx, ['-p', directory, '-c', path.join(directory, 'nginx.conf'), '-e', path.join(directory, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/page.html`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error(`nginx did not start (see ${path.join(directory, 'error.log')})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGQUIT');
      await exited;
    },
  };
}
