import { requestLocale } from '../../lib/request-locale.js';
// Sign-in, sign-up and session routes under /api/v1/users (SPEC §7 and issue 3). Schemas come from the
// contract, so the OpenAPI page at /api/docs documents exactly what the web sends and reads. Every route
// whose answer tells whether an account exists is limited per IP: sign-in and register per minute (ROUTE_LIMITS),
// the code sends per hour in the database, refused requests included (code-throttle.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  authResultSchema,
  codeSentSchema,
  emailBodySchema,
  emailCodeBodySchema,
  emailLoginBodySchema,
  phoneBodySchema,
  phoneOtpBodySchema,
  refreshBodySchema,
  registerBodySchema,
  verificationResultSchema,
} from '@dhvani/contract/auth';
import { USER_MESSAGES } from '@dhvani/contract/users';
import { createdReplies, replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';
import { ROUTE_LIMITS } from './policy.js';
import {
  clearVerificationCookies,
  setVerificationCookie,
  verificationCookies,
} from './verification-cookies.js';

const tags = ['auth'];
const nothing = z.null();

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authService;

  app.post(
    '/users/send-phone-otp-login',
    {
      schema: {
        tags,
        summary: 'Send a sign-in OTP by SMS (404 when no account uses the number)',
        body: phoneBodySchema,
        response: replies(codeSentSchema),
      },
    },
    async (req, reply) =>
      reply.ok(await auth.sendLoginOtp(req.body.phoneNo, req.ip, requestLocale(req)), AUTH_MESSAGES.otpSent),
  );

  app.post(
    '/users/login-phone-otp',
    {
      config: { rateLimit: ROUTE_LIMITS.signIn },
      schema: {
        tags,
        summary: 'Sign in with the SMS OTP',
        body: phoneOtpBodySchema,
        response: replies(authResultSchema),
      },
    },
    async (req, reply) =>
      reply.ok(await auth.loginWithOtp(req.body.phoneNo, req.body.otp), AUTH_MESSAGES.signedIn),
  );

  app.post(
    '/users/login',
    {
      config: { rateLimit: ROUTE_LIMITS.signIn },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (404 unknown e-mail, 401 wrong password)',
        body: emailLoginBodySchema,
        response: replies(authResultSchema),
      },
    },
    async (req, reply) =>
      reply.ok(await auth.loginWithPassword(req.body.email, req.body.password), AUTH_MESSAGES.signedIn),
  );

  app.post(
    '/users/send-phone-otp-register',
    {
      schema: {
        tags,
        summary: 'Send a sign-up OTP by SMS (409 when an account already uses the number)',
        body: phoneBodySchema,
        response: replies(codeSentSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await auth.sendRegisterPhoneOtp(req.body.phoneNo, req.ip, requestLocale(req)),
        'OTP sent to your phone!',
      ),
  );

  app.post(
    '/users/verify-phone-otp',
    {
      config: { rateLimit: ROUTE_LIMITS.verifyCode },
      schema: {
        tags,
        summary: 'Verify the sign-up OTP; the number counts as verified for 30 minutes',
        description: 'Answers a verificationToken that register needs as phoneVerificationToken.',
        body: phoneOtpBodySchema,
        response: replies(verificationResultSchema),
      },
    },
    async (req, reply) => {
      const proof = await auth.verifyRegisterPhone(req.body.phoneNo, req.body.otp);
      setVerificationCookie(reply, 'sms', proof.verificationToken);
      return reply.ok(proof, 'Phone number verified!');
    },
  );

  app.post(
    '/users/send-verification-code',
    {
      schema: {
        tags,
        summary: 'E-mail a sign-up verification code (409 when an account already uses the address)',
        body: emailBodySchema,
        response: replies(codeSentSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await auth.sendEmailCode(req.body.email, req.ip, requestLocale(req)),
        'Verification email sent!',
      ),
  );

  app.post(
    '/users/verify-email-code',
    {
      config: { rateLimit: ROUTE_LIMITS.verifyCode },
      schema: {
        tags,
        summary: 'Verify the e-mailed code; the address counts as verified for 30 minutes',
        description: 'Answers a verificationToken that register needs as emailVerificationToken.',
        body: emailCodeBodySchema,
        response: replies(verificationResultSchema),
      },
    },
    async (req, reply) => {
      const proof = await auth.verifyEmailCode(req.body.email, req.body.code);
      setVerificationCookie(reply, 'email', proof.verificationToken);
      return reply.ok(proof, 'Email verified!');
    },
  );

  app.post(
    '/users/register',
    {
      config: { rateLimit: ROUTE_LIMITS.signIn },
      schema: {
        tags,
        summary: 'Create an account (both contacts verified in the last 30 minutes; 18 or older)',
        description:
          'phoneVerificationToken and emailVerificationToken are what verify-phone-otp and verify-email-code ' +
          'answered to this client; a browser that sends neither is served by the HttpOnly cookies those ' +
          'calls set (the original front end, issue 25). ' +
          'knownLanguages may be a comma-joined string (SPEC §3) or a list; it is stored as a list. ' +
          'gender, motherTongue and knownLanguages match case-insensitively.',
        body: registerBodySchema,
        response: createdReplies(authResultSchema),
      },
    },
    async (req, reply) => {
      const fromBrowser = verificationCookies(req);
      const result = await auth.register({
        ...req.body,
        phoneVerificationToken: req.body.phoneVerificationToken ?? fromBrowser.sms,
        emailVerificationToken: req.body.emailVerificationToken ?? fromBrowser.email,
      });
      clearVerificationCookies(reply);
      return reply.ok(result, AUTH_MESSAGES.accountCreated, 201);
    },
  );

  app.post(
    '/users/refresh-token',
    {
      config: { rateLimit: ROUTE_LIMITS.refresh },
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (each token works once; reuse ends the session)',
        body: refreshBodySchema,
        response: replies(authResultSchema),
      },
    },
    async (req, reply) => reply.ok(await auth.sessions.refresh(req.body.refreshToken), 'Session refreshed.'),
  );

  app.post(
    '/users/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Sign out: ends this session; its access and refresh tokens stop working at once',
        security: [{ bearerAuth: [] }],
        response: replies(nothing),
      },
    },
    async (req, reply) => {
      await auth.sessions.end(authUser(req), 'logout');
      return reply.ok(null, USER_MESSAGES.loggedOut);
    },
  );
};

export default authRoutes;
