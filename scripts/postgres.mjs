// A throw-away PostgreSQL 15 server for the service's test suite: initdb into a temp directory,
// started on a free loopback port, removed afterwards. Runs as the `postgres` user when we are
// root (initdb refuses root). Needs the server binaries (Debian: postgresql-15).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (process.env.PG_BIN && existsSync(process.env.PG_BIN)) return process.env.PG_BIN;
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function startPostgres() {
  let bin = findBinDir();
  const isRoot = process.getuid?.() === 0;
  if (!bin && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('› Installing PostgreSQL server (apt-get install postgresql)…');
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    bin = findBinDir();
  }
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found: install postgresql (Debian: apt-get install postgresql) or set PG_BIN',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lightbearers-pg-'));
  const asUser = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd, args) => {
    const [exe, ...pre] = [...asUser, path.join(bin, cmd)];
    execFileSync(exe, [...pre, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
