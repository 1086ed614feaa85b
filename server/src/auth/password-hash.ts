import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id at OWASP's minimum (Password Storage Cheat Sheet): 19 MiB, 2 passes, 1 lane.
// Algorithm is a const enum in the typings, which isolated modules cannot inline: 2 = Argon2id.
export const argon2Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** False (not an exception) for a wrong password or a hash this function cannot read. */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
