// The auth feature's wiring: its services are built once here and decorated, because the account feature
// uses the same codes, sessions and sign-in limit (one instance, one set of rules); then its routes.
import fp from 'fastify-plugin';
import authRoutes from './routes.js';
import passwordResetRoutes from './password-reset-routes.js';
import guardianRoutes from './guardian-routes.js';
import { createGuardianConsent, type GuardianConsent } from './guardian-consent.js';
import { createPasswordReset, type PasswordReset } from './password-reset.js';
import { createAuthService, type AuthService } from './service.js';
import { createCodeService, type CodeService } from './codes-service.js';
import { createSessionService, type SessionService } from './sessions-service.js';
import { createSignInLimit, type SignInLimit } from './sign-in-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in and sign-up. */
    authService: AuthService;
    /** One-time codes by SMS and e-mail. */
    codes: CodeService;
    sessions: SessionService;
    signInLimit: SignInLimit;
    /** Forgot password: a code to the account's e-mail, then a new password. */
    passwordReset: PasswordReset;
    /** Under 18: a parent's or guardian's consent by a code to their phone. */
    guardianConsent: GuardianConsent;
  }
}

export default fp(
  async (app) => {
    const codes = createCodeService(app);
    const sessions = createSessionService(app);
    const limit = createSignInLimit(app);
    app.decorate('codes', codes);
    app.decorate('sessions', sessions);
    app.decorate('signInLimit', limit);
    app.decorate('authService', createAuthService(app, { codes, sessions, limit }));
    app.decorate('passwordReset', createPasswordReset(app, { codes, sessions, limit }));
    await app.register(authRoutes);
    app.decorate('guardianConsent', createGuardianConsent(app, codes));
    await app.register(passwordResetRoutes);
    await app.register(guardianRoutes);
  },
  { name: 'auth-module', dependencies: ['auth', 'passwords', 'delivery'] },
);
