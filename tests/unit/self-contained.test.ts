// The repository explains itself: no tracked file may send a reader to a document that is not in
// the repository (planning notes, specifications or issue trackers of the team). A maintainer who
// clones the repo has none of them; the reason belongs in the comment itself, or in README.md,
// UPGRADING.md or openapi/DOMAIN.md.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

const outsideReferences: readonly RegExp[] = [
  /DESIGN(?:\.md| §)/i,
  /api-domain/i,
  /steering/i,
  /\bthe seed\b/i,
  /\bseed(?:'s| spec)/i,
  /\.\.\/shared\//,
];

/** This test names the patterns it looks for; the lockfile is written by npm. */
const exempt = new Set(['tests/unit/self-contained.test.ts', 'package-lock.json']);

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], {encoding: 'utf8'})
    .split('\0')
    .filter((file) => file !== '' && !exempt.has(file));
}

describe('the repository is self-contained', () => {
  it('knows which patterns count as outside references', () => {
    expect(outsideReferences.some((pattern) => pattern.test('as DESIGN §3 says'))).toBe(true);
    expect(outsideReferences.some((pattern) => pattern.test('see api-domain §2.5'))).toBe(true);
    expect(outsideReferences.some((pattern) => pattern.test('Fischer Grafikdesign'))).toBe(false);
  });

  it('no tracked file cites a document outside the repository', () => {
    const hits: string[] = [];
    for (const file of trackedFiles()) {
      const text = readFileSync(file, 'utf8');
      text.split('\n').forEach((line, index) => {
        if (outsideReferences.some((pattern) => pattern.test(line))) hits.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(
      hits,
      `Say why in the comment's own words, or point to README.md, UPGRADING.md or openapi/DOMAIN.md:\n${hits.join('\n')}`,
    ).toEqual([]);
  });
});
