import { readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';

/**
 * JSON files a build writes and the server reads per page (start-assets.json, first-screen.json):
 * each parsed with its zod schema, and read again only when its mtime or size changes, so a new
 * build or release is picked up without a restart.
 */
export class JsonFiles {
  private readonly cache = new Map<string, { stamp: string; value: unknown }>();

  /** `file` parsed with `schema`; null when it is absent, not JSON, or not of the schema's shape. */
  read<T>(file: string, schema: z.ZodType<T>): T | null {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    const cached = this.cache.get(file);
    if (cached?.stamp === stamp) return cached.value as T | null;
    let value: T | null = null;
    try {
      const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (parsed.success) value = parsed.data;
    } catch {
      // Not JSON: treated as absent.
    }
    this.cache.set(file, { stamp, value });
    return value;
  }
}
