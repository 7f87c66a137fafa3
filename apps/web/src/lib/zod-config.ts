import { config } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, and probes for that ability when a
// schema is built. The server's Content-Security-Policy forbids eval, so the probe is a reported CSP
// violation in the browser (a Lighthouse best-practices finding) and the compiled path is unusable
// anyway. Imported first by main.tsx, before any schema module is evaluated.
config({ jitless: true });
