// zod compiles object parsers with `new Function` unless told not to, and probes for that ability whenever
// an object schema is built. The server's Content-Security-Policy forbids eval, so in the browser the probe
// is a reported CSP violation (a Lighthouse best-practices finding) and the compiled path unusable anyway.
//
// zod keeps its settings in one object on globalThis, shared by every copy of zod on the page, and adopts
// an object that is already there. Setting the flag there, before any zod module runs, does what
// `z.config({ jitless: true })` does without putting zod into the app's first chunk. main.tsx imports this
// first; zod-config.test.ts checks that zod still reads the flag.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
