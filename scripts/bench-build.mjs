// Cold production builds, alternating Docusaurus Faster (Rspack + SWC) and webpack, N runs each
// (default 3): prints each run, the medians and the ratio. Each run starts from `docusaurus clear`
// (no .docusaurus, no build output, no bundler cache). Usage: node scripts/bench-build.mjs [runs]
import {spawnSync} from 'node:child_process';

const runs = Number(process.argv[2] ?? 3);
const bin = 'node_modules/.bin/docusaurus';

function coldBuild(faster) {
  spawnSync(bin, ['clear'], {stdio: 'ignore'});
  const env = {...process.env, DOCS_FASTER: faster ? 'true' : 'false', NO_UPDATE_NOTIFIER: '1'};
  const started = process.hrtime.bigint();
  const result = spawnSync(bin, ['build'], {env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8'});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`build failed (${faster ? 'faster' : 'webpack'}):\n${result.stderr}`);
  return seconds;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const times = {faster: [], webpack: []};
for (let run = 1; run <= runs; run += 1) {
  for (const faster of [true, false]) {
    const seconds = coldBuild(faster);
    times[faster ? 'faster' : 'webpack'].push(seconds);
    console.log(`run ${run} ${faster ? 'experimental_faster' : 'webpack            '} ${seconds.toFixed(1)} s`);
  }
}
const fast = median(times.faster);
const slow = median(times.webpack);
console.log(`\n| build | median of ${runs} (s) | runs (s) |\n| --- | --- | --- |`);
console.log(
  `| experimental_faster (Rspack + SWC) | ${fast.toFixed(1)} | ${times.faster.map((t) => t.toFixed(1)).join(', ')} |`,
);
console.log(`| webpack | ${slow.toFixed(1)} | ${times.webpack.map((t) => t.toFixed(1)).join(', ')} |`);
console.log(`\nwebpack / faster = ${(slow / fast).toFixed(2)}×`);
