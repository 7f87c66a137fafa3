// Remembers access tokens whose signature and claims were already checked, until they expire
// (docs/decisions/0008). A client sends the same token on every request for up to 15 minutes, and checking
// its HMAC again each time was the largest single cost of a small authenticated request. The key is the
// whole token string, so a hit means byte-for-byte the token that passed; expiry is checked on every hit.
// This does not replace the per-request database check (auth-cache.ts), which is what makes logout,
// password changes and deletions take effect at once.
export const VERIFIED_TOKENS_MAX = 10_000;

export interface VerifiedTokens<Claims> {
  /** The claims of a token verified earlier, 'expired' once its exp has passed, or null if unknown. */
  get(token: string, nowSeconds: number): Claims | 'expired' | null;
  set(token: string, claims: Claims, expSeconds: number): void;
  readonly size: number;
}

export function createVerifiedTokens<Claims>(maxEntries = VERIFIED_TOKENS_MAX): VerifiedTokens<Claims> {
  // Insertion order: the first key is the token remembered longest ago, evicted first when full.
  const tokens = new Map<string, { claims: Claims; exp: number }>();
  return {
    get(token, nowSeconds) {
      const hit = tokens.get(token);
      if (!hit) return null;
      if (nowSeconds < hit.exp) return hit.claims;
      tokens.delete(token);
      return 'expired';
    },
    set(token, claims, expSeconds) {
      if (tokens.size >= maxEntries && !tokens.has(token)) {
        const oldest = tokens.keys().next();
        if (!oldest.done) tokens.delete(oldest.value);
      }
      tokens.set(token, { claims, exp: expSeconds });
    },
    get size() {
      return tokens.size;
    },
  };
}
