// A throw-away Valkey (or Redis: the same protocol) for the tests that share rate limits through
// it: started on a free loopback port without persistence, in a temp directory, removed afterwards.
// Uses `valkey-server` or `redis-server` from PATH; as root on Debian it installs the package when
// neither is there (valkey-server where the release has it, redis-server otherwise).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SERVERS = ['valkey-server', 'redis-server'];

function findServer() {
  for (const name of SERVERS)
    for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/bin', '/usr/sbin']))
      if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  return null;
}

function aptHas(name) {
  try {
    return /Candidate: (?!\(none\))/.test(execFileSync('apt-cache', ['policy', name], { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

function install() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptHas('valkey-server') && !aptHas('redis-server'))
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const name = aptHas('valkey-server') ? 'valkey-server' : 'redis-server';
  console.log(`› Installing ${name} (apt-get install ${name})…`);
  execFileSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
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

/** Resolves once the server answers PING with PONG (or rejects after `ms`). */
function answers(port, ms = 10000) {
  const until = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        if (data.toString().startsWith('+PONG')) resolve();
        else retry();
      });
      socket.once('error', () => {
        socket.destroy();
        retry();
      });
    };
    const retry = () =>
      Date.now() > until ? reject(new Error('Valkey did not answer PING')) : setTimeout(attempt, 100);
    attempt();
  });
}

export async function startValkey() {
  let server = findServer();
  const isRoot = process.getuid?.() === 0;
  if (!server && isRoot && existsSync('/usr/bin/apt-get')) {
    install();
    server = findServer();
  }
  if (!server)
    throw new Error(
      'Valkey or Redis server not found: install valkey-server or redis-server (Debian: apt-get install redis-server)',
    );
  const dir = mkdtempSync(path.join(tmpdir(), 'lightbearers-valkey-'));
  const port = await freePort();
  const child = spawn(
    server,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
    ],
    { stdio: 'ignore' },
  );
  try {
    await answers(port);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    server: path.basename(server),
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
