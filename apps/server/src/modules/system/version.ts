import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let cached: { version: string; commit: string | null } | undefined;

/** The package version and, when run from a checkout, the commit. Read once. */
export function appVersion(): { version: string; commit: string | null } {
  if (cached) return cached;
  const pkg = JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  let commit: string | null = null;
  try {
    commit =
      execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null;
  } catch {
    commit = null;
  }
  cached = { version: pkg.version, commit };
  return cached;
}
