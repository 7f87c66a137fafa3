// Replies for the web's tests, made by the contract's own schemas: each factory fills a complete payload
// with plain values, lets the test change what it is about, and parses the result, so a payload that
// drifts from packages/contract fails here, at the fixture, instead of passing on a shape the server
// no longer sends. (fake-api.ts checks whole replies again, route by route.)
import type { z } from 'zod';
import {
  adminRecordingSchema,
  adminStatsSchema,
  adminUserSchema,
  type AdminRecording,
  type AdminStats,
  type AdminUser,
} from '@dhvani/contract/admin';
import { authResultSchema, publicUserSchema, type AuthResult, type PublicUser } from '@dhvani/contract/auth';
import {
  contributionStatsSchema,
  evaluationResultSchema,
  incentivesSchema,
  recordingItemSchema,
  type ContributionStats,
  type EvaluationResult,
  type Incentives,
  type RecordingItem,
} from '@dhvani/contract/recordings';
import { NOT_YET_IN_REVIEW } from '@dhvani/contract/reviews';
import { currentUserSchema, type CurrentUser } from '@dhvani/contract/users';

const CREATED = '2026-03-05T10:00:00.000Z';

function made<S extends z.ZodType>(schema: S, base: z.input<S>, overrides: object): z.output<S> {
  return schema.parse({ ...(base as object), ...overrides });
}

export const aPublicUser = (overrides: Partial<PublicUser> = {}): PublicUser =>
  made(
    publicUserSchema,
    {
      _id: 'u1',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phoneNo: '9876543210',
      role: 'user',
      createdAt: CREATED,
      rewardTokens: 0,
    },
    overrides,
  );

export const aCurrentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser =>
  made(currentUserSchema, { ...aPublicUser(), language: null, motherTongue: null }, overrides);

export const anAuthResult = (user: Partial<PublicUser> = {}, tokens: Partial<AuthResult> = {}): AuthResult =>
  made(
    authResultSchema,
    { user: aPublicUser(user), accessToken: 'access-1', refreshToken: 'refresh-1' },
    tokens,
  );

export const codeSent = { expiresInSeconds: 600, resendAfterSeconds: 30 } as const;

export const aRecording = (overrides: Partial<RecordingItem> = {}): RecordingItem =>
  made(
    recordingItemSchema,
    {
      _id: 'r1',
      userId: 'u1',
      language: 'Hindi',
      domain: 'healthcare',
      recordedVia: 'web',
      duration: 65.4,
      transcript: 'text',
      quality: null,
      reasons: [],
      reasonCodes: [],
      tokens: null,
      createdAt: CREATED,
      evaluatedAt: null,
      contributionId: null,
      review: NOT_YET_IN_REVIEW,
    },
    overrides,
  );

export const anAdminRecording = (overrides: Partial<AdminRecording> = {}): AdminRecording =>
  made(adminRecordingSchema, { ...aRecording(), userName: 'Asha Rao' }, overrides);

export const anEvaluation = (overrides: Partial<EvaluationResult> = {}): EvaluationResult =>
  made(
    evaluationResultSchema,
    { final_quality: 'good', amount: 4, recordingId: 'r1', reasons: [], reasonCodes: [] },
    overrides,
  );

export const contributionStats = (overrides: Partial<ContributionStats> = {}): ContributionStats =>
  made(
    contributionStatsSchema,
    { totalRecordings: 0, totalDurationSeconds: 0, languages: 0, languageNames: [] },
    overrides,
  );

export const incentives = (overrides: Partial<Incentives> = {}): Incentives =>
  made(incentivesSchema, { tokens: [], totalTokens: 0 }, overrides);

export const anAdminUser = (overrides: Partial<AdminUser> = {}): AdminUser =>
  made(adminUserSchema, { ...aPublicUser(), recordingCount: 0 }, overrides);

export const adminStats = (overrides: Partial<AdminStats> = {}): AdminStats =>
  made(
    adminStatsSchema,
    {
      totalUsers: 0,
      totalRecordings: 0,
      totalTokensIssued: 0,
      totalDurationSeconds: 0,
      byLanguage: [],
      byQuality: [],
      recordingsPerDay: [],
    },
    overrides,
  );
