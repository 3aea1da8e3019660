import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, not importable under isolatedModules). */
const ARGON2ID = 2;

/** The argon2id cost OWASP recommends (19 MiB, 2 iterations): every password the portal stores. */
const OWASP_COST = { memoryCost: 19456, timeCost: 2 } as const;

/** An argon2id hash at a given cost; the hash records it, and `verifyPassword` follows it. */
export function hashPasswordAt(password: string, cost: { memoryCost: number; timeCost: number }) {
  const options = { algorithm: ARGON2ID, parallelism: 1, ...cost };
  return hash(password, options);
}

export const hashPassword = (password: string) => hashPasswordAt(password, OWASP_COST);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown users cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-0');
  await verifyPassword(await dummyHash, password);
  return false;
}
