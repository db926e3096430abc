// Which packages the production tree (`npm ls --omit=dev --all --json`) holds in more than one major version,
// and who wants each (issue 19 §5, docs/decisions/022). A 0.x version's minor counts as its major, as npm's
// caret ranges treat it: 0.6 and 0.7 are as incompatible as 1 and 2.

/** A node of `npm ls --json`: the package's version and the packages it depends on. */
export interface NpmTree {
  version?: string;
  dependencies?: Record<string, NpmTree>;
}

/** A package found in several majors: each major with the packages that depend on it (`name@version`). */
export interface SeveralMajors {
  name: string;
  majors: Record<string, string[]>;
}

export function majorOf(version: string): string {
  const [major, minor] = version.split('.');
  return major === '0' ? `0.${minor}` : major;
}

export function packagesInSeveralMajors(tree: NpmTree): SeveralMajors[] {
  const found = new Map<string, Map<string, Set<string>>>();
  const visit = (node: NpmTree, dependant: string) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      // npm ls lists a package once in full and then as `deduped`, with the same version
      if (!child.version) continue;
      const majors = found.get(name) ?? new Map<string, Set<string>>();
      found.set(name, majors);
      const major = majorOf(child.version);
      majors.set(major, (majors.get(major) ?? new Set()).add(dependant));
      visit(child, `${name}@${child.version}`);
    }
  };
  visit(tree, 'package.json');
  return [...found]
    .filter(([, majors]) => majors.size > 1)
    .map(([name, majors]) => ({ name, majors: Object.fromEntries([...majors].map(([major, by]) => [major, [...by].sort()])) }));
}

/** One line per package: `negotiator: 0.6 (compression@1.8.2), 1 (accepts@2.0.0)`. */
export function describeMajors(packages: SeveralMajors[]): string {
  return packages
    .map(({ name, majors }) => `${name}: ${Object.entries(majors).map(([major, by]) => `${major} (${by.join(', ')})`).join(', ')}`)
    .join('\n');
}
