// Type-checks every workspace with tsc --noEmit (builds only transpile), two at a time. Each
// remote's check also writes the types of its exposed modules into <remote>/@mf-types
// (scripts/remote-types.mjs); the shell is checked last, against them.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitRemoteTypes } from './remote-types.mjs';
import { REMOTE_FOLDERS } from './remotes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const REMOTES = REMOTE_FOLDERS;
const projects = [...REMOTES, 'packages/contracts', 'packages/platform', 'backend', 'e2e', 'shell', 'shell/src/service-worker'];
const PARALLEL = 2;
const remotesChecked = [];

function check(project) {
  if (REMOTES.includes(project)) {
    const result = emitRemoteTypes(project, join(root, project, '@mf-types')).then((outcome) => ({ project, ...outcome }));
    remotesChecked.push(result);
    return result;
  }
  // The shell's check reads the remotes' types: it waits for them.
  const ready = project === 'shell' ? Promise.all(remotesChecked) : Promise.resolve();
  return ready.then(() => checkOnly(project));
}

function checkOnly(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project, '--noEmit'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...projects];
const failures = [];
async function worker() {
  while (queue.length > 0) {
    const project = queue.shift();
    const result = await check(project);
    const errors = result.output
      .split('\n')
      .filter((line) => line.trim() && !line.includes('Unknown user config'))
      .join('\n');
    console.log(`${result.code === 0 ? '✓' : '✗'} typecheck ${project}`);
    if (result.code !== 0) failures.push(`${project}\n${errors}`);
  }
}
await Promise.all(Array.from({ length: PARALLEL }, worker));
if (failures.length > 0) {
  console.error(failures.join('\n\n'));
  process.exit(1);
}
