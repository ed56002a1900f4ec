import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey as nodePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { encodePayload } from './payload';
import { solve } from './solve';

const hmacSignatureSecret = 'test-secret-0123456789';
const hmacKeySignatureSecret = 'test-key-secret-0123456789';

/** A challenge made the way the server makes them (deterministic PBKDF2, key signature). */
const serverChallenge = (counter: number) =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1_000,
    counter,
    deriveKey: nodePbkdf2,
    data: { action: 'login' },
    expiresAt: Math.floor(Date.now() / 1_000) + 600,
    hmacSignatureSecret,
    hmacKeySignatureSecret,
  });

describe('solve', () => {
  it('solves a server challenge with the WebCrypto derivation, and the server accepts the payload', async () => {
    const challenge = await serverChallenge(25);

    const solution = await solve(challenge);
    expect(solution.counter).toBe(25);

    // What the server does with the header: decode it and verify.
    const payload = JSON.parse(atob(encodePayload(challenge, solution))) as {
      challenge: Challenge;
      solution: typeof solution;
    };
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: nodePbkdf2,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    });
    expect(result.verified).toBe(true);
  });

  it('rejects an algorithm it has no browser derivation for', async () => {
    const challenge = await serverChallenge(1);
    const scrypt = { ...challenge, parameters: { ...challenge.parameters, algorithm: 'SCRYPT' } };
    await expect(solve(scrypt)).rejects.toThrow('Unsupported bot-check algorithm: SCRYPT');
  });

  it('stops when aborted', async () => {
    const challenge = await serverChallenge(100_000);
    const controller = new AbortController();
    const solving = solve(challenge, controller.signal);
    controller.abort();
    await expect(solving).rejects.toMatchObject({ name: 'AbortError' });
  });
});
