// `npm test`: runs every check in order, stops at the first that fails (with its exit code), and
// prints how long each stage took — on success and on failure — so a slow stage shows up in the
// CI log instead of only in the total. Each stage is also an npm script of its own.
import {spawnSync} from 'node:child_process';

const stages = [
  ['typecheck', 'TypeScript, strict'],
  ['lint', 'ESLint, Prettier and unused code'],
  ['lint:openapi', 'OpenAPI lint'],
  ['test:unit', 'unit tests'],
  ['build', 'production build'],
  ['test:build', 'checks of the built files (llms token budgets, twin anchors)'],
  ['lint:html', 'HTML validation of the build'],
  ['test:e2e', 'browser and nginx tests'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];
let failed;

for (const [script, what] of stages) {
  const started = process.hrtime.bigint();
  console.log(`\n▶ npm run ${script} (${what})`);
  const result = spawnSync(npm, ['run', '--silent', script], {stdio: 'inherit'});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const status = result.status ?? 1;
  timings.push({script, seconds, status});
  if (status !== 0) {
    failed = {script, status};
    break;
  }
}

const total = timings.reduce((sum, stage) => sum + stage.seconds, 0);
const width = Math.max(...stages.map(([script]) => script.length));
console.log('\nStage times');
for (const {script, seconds, status} of timings) {
  const mark = status === 0 ? 'ok' : `failed (exit ${status})`;
  console.log(`  ${script.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${mark}`);
}
for (const [script] of stages.slice(timings.length)) console.log(`  ${script.padEnd(width)}        –    not run`);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);

if (failed !== undefined) {
  console.error(`\nnpm test: ${failed.script} failed`);
  process.exit(failed.status);
}
