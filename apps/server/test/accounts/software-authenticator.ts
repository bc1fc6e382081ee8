import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A passkey authenticator in software, enough for the server's side of the WebAuthn ceremonies:
 * it answers creation options with a "none" attestation and request options with an ES256
 * signature, as a phone or a security key would. Browser tests use Chromium's own virtual
 * authenticator instead.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** The few CBOR forms WebAuthn's structures need: integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

type Credential = { id: Buffer; privateKey: KeyObject; publicKey: KeyObject; userHandle: string };

export function softwareAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const credentials: Credential[] = [];
  let counter = 0;

  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  const authData = (flags: number, extra: Buffer = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, extra]);
  };

  return {
    /** navigator.credentials.create: a new key pair for the options' user. */
    create(options: { challenge: string; user: { id: string } }, from = origin) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = randomBytes(16);
      credentials.push({ id, privateKey, publicKey, userHandle: options.user.id });
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = cbor(
        new Map<Cbor, Cbor>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey]);
      const data = authData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, attested);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, from)),
          attestationObject: b64url(attestationObject),
          transports: ['internal' as const],
        },
      };
    },

    /** navigator.credentials.get: signs the options' challenge with the newest (or given) key. */
    get(options: { challenge: string }, from = origin, credential = credentials.at(-1)) {
      if (!credential) throw new Error('no passkey on this authenticator');
      const data = authData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
      const client = clientData('webauthn.get', options.challenge, from);
      const signature = sign(
        'sha256',
        Buffer.concat([data, sha256(client)]),
        credential.privateKey,
      );
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}
