import { readdir, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

/** The regular files under `dir` as paths relative to it ('/'-separated), sorted; none when it does not exist. */
export async function filesUnder(dir: string): Promise<Array<{ path: string; size: number }>> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const found: Array<{ path: string; size: number }> = [];
  for (const name of names.sort()) {
    const info = await stat(join(dir, name));
    if (info.isFile()) found.push({ path: name.split(sep).join('/'), size: info.size });
  }
  return found;
}

/** The size of every regular file under `dir`, summed. */
export async function folderBytes(dir: string): Promise<number> {
  return (await filesUnder(dir)).reduce((n, f) => n + f.size, 0);
}
