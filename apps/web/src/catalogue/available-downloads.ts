import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** A regular file, or a link to one: a link to nothing would give a dead download link. */
async function isServedFile(dir: string, entry: Dirent): Promise<boolean> {
  if (entry.name.startsWith('.')) {
    return false;
  }
  if (entry.isFile()) {
    return true;
  }
  if (!entry.isSymbolicLink()) {
    return false;
  }
  try {
    return (await stat(path.join(dir, entry.name))).isFile();
  } catch {
    return false;
  }
}

/**
 * The names of the files directly inside the downloads folder, which the deployment serves under
 * /downloads/. A folder that does not exist holds nothing: every document is then listed without a link.
 */
export async function readAvailableDownloads(dir: string): Promise<Set<string>> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return new Set();
    }
    throw error;
  }
  const served = await Promise.all(entries.map((entry) => isServedFile(dir, entry)));
  return new Set(entries.filter((_entry, index) => served[index]).map((entry) => entry.name));
}
