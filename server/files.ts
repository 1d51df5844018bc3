import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every file of the build, as forward-slash paths relative to its root: lookups never touch the disk. */
export async function listFiles(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Set<string>();
  for (const entry of entries) {
    if (entry.isFile()) files.add(relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }
  return files;
}
