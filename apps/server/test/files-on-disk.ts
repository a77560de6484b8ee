import fs from 'node:fs';
import path from 'node:path';

/** Storage keys of every file under a files directory (leftover partial writes included), sorted. */
export const filesUnder = (filesDir: string): string[] =>
  fs.existsSync(filesDir)
    ? (fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];
