import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { describeMajors, majorOf, packagesInSeveralMajors, type NpmTree } from '../../scripts/runtime-majors';

describe('one major per runtime package', () => {
  it('names each package in several majors with who depends on which', () => {
    const tree: NpmTree = {
      dependencies: {
        express: { version: '5.3.0', dependencies: { cookie: { version: '0.7.2' }, debug: { version: '4.4.3' } } },
        compression: { version: '1.8.2', dependencies: { debug: { version: '2.6.9' }, negotiator: { version: '0.6.4' } } },
        accepts: { version: '2.0.0', dependencies: { negotiator: { version: '0.7.0' } } },
        'react-router': { version: '7.18.4', dependencies: { cookie: { version: '0.7.1' } } },
        router: { version: '2.3.0', dependencies: { debug: {} } },
      },
    };
    const found = packagesInSeveralMajors(tree);
    expect(found.map((found) => found.name)).toEqual(['debug', 'negotiator']);
    expect(describeMajors(found)).toBe(
      'debug: 2 (compression@1.8.2), 4 (express@5.3.0)\nnegotiator: 0.6 (compression@1.8.2), 0.7 (accepts@2.0.0)',
    );
    expect([majorOf('12.11.1'), majorOf('0.6.4'), majorOf('0.0.3')]).toEqual(['12', '0.6', '0.0']);
  });

  it('holds for the production dependencies installed from package-lock.json', () => {
    // npm ls fails on a tree that does not match package.json: that is reported as it is
    const tree = JSON.parse(
      execFileSync('npm', ['ls', '--omit=dev', '--all', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
    ) as NpmTree;
    expect(describeMajors(packagesInSeveralMajors(tree))).toBe('');
  });
});
