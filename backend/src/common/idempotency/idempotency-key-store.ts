/** One use of a key: who, which child (if the route names one), the request and its body's hash (canonical-json.ts). */
export interface KeyUse {
  userId: number;
  childId: number | null;
  key: string;
  route: string;
  bodyHash: string;
}

/**
 * What a request finds for its key: it claimed it (run the write, then `complete` or `release`),
 * the first request's stored answer to send again, the first request still running, or the key
 * used on another route or with another body.
 */
export type KeyClaim =
  | { outcome: 'claimed'; id: number }
  | { outcome: 'replay'; status: number; body: unknown }
  | { outcome: 'in-flight' }
  | { outcome: 'mismatch' };

/**
 * Where idempotency keys are kept, shared by every instance (docs/architecture.md, "Idempotent
 * writes"). The abstract class is the injection token: the idempotency module provides it
 * globally, so the interceptor that ContractRoute puts on an `idempotent` route resolves it in any
 * controller's module while common/ imports no feature module.
 */
export abstract class IdempotencyKeyStore {
  /** Claims `use.key` for this request, or says what the first use of the key found. */
  abstract claim(use: KeyUse, now?: Date): Promise<KeyClaim>;
  /** Stores the success answer (`status`, `body`; undefined: no body) of a claimed key. */
  abstract complete(id: number, status: number, body: unknown): Promise<void>;
  /** Gives a claimed key back after a failed request, so the client may retry with it. */
  abstract release(id: number): Promise<void>;
}
