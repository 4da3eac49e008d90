// `npm test`: runs every check, stops after the first group in which one fails (with its exit
// code), and prints how long each stage took — on success and on failure — so a slow stage shows up
// in the CI log instead of only in the total. Each stage is also an npm script of its own.
//
// Stages run in groups, one group after the other. The stages of a group run at the same time:
// each of them keeps about one core busy (tsc, ESLint, Prettier, knip, Redocly, html-validate, the
// build checks), so a group's time is its CPU shared out over the machine's cores instead of the
// sum of its stages. The linters run as three stages for that reason: one after the other, ESLint,
// Prettier and knip made the whole first group wait for them (82 s, against 42 s for tsc). A
// group's output is held back and printed whole as each stage ends, so logs never interleave. The
// unit tests and the build share a group although each uses more than one core at times: neither
// keeps both busy all through (the build's static generation and plugins run on one), and one
// fills the other's gaps. The browser tests keep every core busy and run alone, their output
// streamed.
import {spawn} from 'node:child_process';

const groups = [
  [
    ['typecheck', 'TypeScript, strict'],
    ['lint:code', 'ESLint'],
    ['lint:format', 'Prettier'],
    ['lint:unused', 'unused files, exports and dependencies'],
    ['lint:openapi', 'OpenAPI lint'],
  ],
  [
    ['test:unit', 'unit tests'],
    ['build', 'production build'],
  ],
  [
    ['test:build', 'checks of the built files'],
    ['lint:html', 'HTML validation of the build'],
  ],
  [['test:e2e', 'browser and nginx tests']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script; with `hold`, its output is returned instead of streamed. */
function runStage(script, hold) {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
    const output = [];
    if (hold) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({script, seconds, status: code ?? (signal === null ? 1 : 128), output: Buffer.concat(output)});
    });
  });
}

const timings = [];
let wall = 0;
let failed;

for (const group of groups) {
  const started = process.hrtime.bigint();
  const hold = group.length > 1;
  for (const [script, what] of group)
    console.log(`\n▶ npm run ${script} (${what})${hold ? ', output when it ends' : ''}`);
  const results = await Promise.all(
    group.map(([script]) =>
      runStage(script, hold).then((result) => {
        if (hold) {
          console.log(`\n◀ npm run ${script}: ${result.status === 0 ? 'ok' : `exit ${result.status}`}`);
          process.stdout.write(result.output);
        }
        return result;
      }),
    ),
  );
  wall += Number(process.hrtime.bigint() - started) / 1e9;
  timings.push(...results);
  failed = results.find((result) => result.status !== 0);
  if (failed !== undefined) break;
}

const stages = groups.flat();
const width = Math.max(...stages.map(([script]) => script.length));
console.log('\nStage times (stages of one group ran at the same time)');
for (const {script, seconds, status} of timings) {
  const mark = status === 0 ? 'ok' : `failed (exit ${status})`;
  console.log(`  ${script.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${mark}`);
}
for (const [script] of stages.filter(([name]) => !timings.some((timing) => timing.script === name)))
  console.log(`  ${script.padEnd(width)}        –    not run`);
console.log(`  ${'total'.padEnd(width)}  ${wall.toFixed(1).padStart(7)} s (wall clock)`);

if (failed !== undefined) {
  console.error(`\nnpm test: ${failed.script} failed`);
  process.exit(failed.status);
}
