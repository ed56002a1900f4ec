import { createECDH, createHash } from 'node:crypto';

/** The VAPID identity of this server (RFC 8292): the public key is the app id browsers subscribe with. */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (87 characters). */
  publicKey: string;
  /** P-256 scalar, base64url (43 characters). */
  privateKey: string;
  /** A mailto: or https: contact for push services. */
  subject: string;
}

/**
 * A P-256 key pair from a secret: the private key is the secret's SHA-256, so the secret kept in the
 * data directory (config.ts `localSecret`) gives the same keys at every start and on every instance
 * sharing the directory, and subscriptions survive restarts.
 */
export function vapidKeysFromSeed(seed: string): Omit<VapidKeys, 'subject'> {
  const privateKey = createHash('sha256').update(`vapid:${seed}`).digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}
