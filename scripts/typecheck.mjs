// Type-checks every workspace with tsc --noEmit (builds only transpile), two at a time.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = [
  'packages/contracts',
  'packages/platform',
  'backend',
  'shell',
  'mf-landing',
  'mf-dashboard',
  'mf-children',
  'mf-games',
  'e2e',
];
const PARALLEL = 2;

function check(project) {
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
