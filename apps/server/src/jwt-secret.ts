import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig, Config } from './config.ts';

const MIN_LENGTH = 32;

function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

/**
 * JWT_SECRET when set; otherwise a key generated on first start and kept in DATA_DIR/jwt-secret
 * (mode 0600), so tokens survive restarts without any setup. The file holds 32 random bytes as
 * base64url text, the same form JWT_SECRET takes, so it can be copied into the environment.
 * Deleting the file signs every visitor out (their tokens stop verifying).
 */
export async function resolveJwtSecret(config: Config): Promise<AppConfig> {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };

  const file = path.join(config.dataDir, 'jwt-secret');
  await mkdir(config.dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails when the file exists, so a secret is never overwritten.
    await writeFile(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
    return { ...config, jwtSecret: generated };
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  const stored = (await readFile(file, 'utf8')).trim();
  if (stored.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds fewer than ${MIN_LENGTH} characters. Delete it to generate a new secret ` +
        '(this signs every visitor out) or set JWT_SECRET.',
    );
  }
  return { ...config, jwtSecret: stored };
}
