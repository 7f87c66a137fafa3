// What the server may answer on each route the web calls, taken from packages/contract (the schemas the
// server's own routes reply with). The fake transport (fake-api.ts) checks every reply a test makes up
// against this table, so a test cannot pass on a reply the real server could never send: when a payload
// changes in the contract, the tests that answer with the old shape fail instead of drifting.
import { z } from 'zod';
import {
  adminDeletionSchema,
  adminEvaluationSchema,
  adminRecordingSchema,
  adminStatsSchema,
  adminUserSchema,
  auditEntrySchema,
} from '@dhvani/contract/admin';
import {
  authResultSchema,
  codeSentSchema,
  publicUserSchema,
  verificationResultSchema,
} from '@dhvani/contract/auth';
import { consentStateSchema } from '@dhvani/contract/consents';
import { readCheckAgreementSchema } from '@dhvani/contract/read-check';
import { readingTextSchema } from '@dhvani/contract/reading-texts';
import { tokenRewardsSchema } from '@dhvani/contract/token-rewards';
import { contactMessageSchema, contactReceiptSchema } from '@dhvani/contract/contact';
import { guardianAccessSchema, guardianChildrenSchema, guardianChildSchema } from '@dhvani/contract/guardian';
import { consentHistorySchema, dataExportSchema, privacyNoticeInfoSchema } from '@dhvani/contract/privacy';
import { errorEnvelopeSchema, listEnvelopeSchema, successEnvelopeSchema } from '@dhvani/contract/envelope';
import {
  contributionStatsSchema,
  evaluationResultSchema,
  gradingPendingSchema,
  incentivesSchema,
  recordingDeletionSchema,
  recordingItemSchema,
} from '@dhvani/contract/recordings';
import { commitResultSchema } from '@dhvani/contract/uploads';
import {
  adminClipReviewSchema,
  nextClipSchema,
  reviewOverviewSchema,
  reviewSettingsSchema,
  reviewSummarySchema,
  reviewerItemSchema,
  voteResultSchema,
} from '@dhvani/contract/reviews';
import {
  reportedSentenceSchema,
  sentenceDecisionResultSchema,
  sentenceOverviewSchema,
} from '@dhvani/contract/sentence-admin';
import {
  issuedSentencesSchema,
  pendingSentenceSchema,
  proposedSentenceSchema,
  sentenceReportResultSchema,
  sentenceVoteResultSchema,
} from '@dhvani/contract/sentence-community';
import { sentenceImportSchema } from '@dhvani/contract/sentence-imports';
import {
  currentUserSchema,
  existenceResultSchema,
  updateAccountResultSchema,
  userLanguageResultSchema,
} from '@dhvani/contract/users';

const one = successEnvelopeSchema;
const list = listEnvelopeSchema;
const nothing = one(z.null());
// A 204 has no body on the wire; the fake transport still hands the page its empty envelope.
const noContent = nothing;
// Audio routes answer audio/wav bytes, not an envelope: any body the test makes up stands for them.
const audioBytes = z.unknown();

/** "METHOD /path" (":id" for a path segment) → the envelope of a successful reply, by status. */
const SUCCESS: Record<string, Record<number, z.ZodType>> = {
  'POST /users/send-phone-otp-login': { 200: one(codeSentSchema) },
  'POST /users/send-phone-otp-register': { 200: one(codeSentSchema) },
  'POST /users/send-verification-code': { 200: one(codeSentSchema) },
  'POST /users/verify-phone-otp': { 200: one(verificationResultSchema) },
  'POST /users/verify-email-code': { 200: one(verificationResultSchema) },
  'POST /users/login': { 200: one(authResultSchema) },
  'POST /users/forgot-password': { 200: one(codeSentSchema) },
  'POST /users/reset-password': { 200: one(authResultSchema) },
  'POST /users/login-phone-otp': { 200: one(authResultSchema) },
  'POST /users/register': { 201: one(authResultSchema) },
  'POST /users/refresh-token': { 200: one(authResultSchema) },
  'POST /users/logout': { 200: nothing },
  'GET /users/current': { 200: one(currentUserSchema) },
  'PUT /users/language': { 200: one(userLanguageResultSchema) },
  'POST /users/check-user-existence': { 200: one(existenceResultSchema) },
  'PUT /update-account': { 200: one(updateAccountResultSchema) },
  'PUT /users/update-account': { 200: one(updateAccountResultSchema) },
  'POST /users/confirm-email-change': { 200: one(publicUserSchema) },
  'POST /change-password': { 200: nothing },
  'POST /users/change-password': { 200: nothing },
  'DELETE /delete-account': { 200: nothing },
  'DELETE /users/delete-account': { 200: nothing },
  'GET /users/consents': { 200: one(consentStateSchema) },
  'POST /users/consents': { 200: one(consentStateSchema) },
  'DELETE /users/consents': { 200: one(consentStateSchema) },
  'GET /users/consents/history': { 200: one(consentHistorySchema) },
  'GET /privacy/notice': { 200: one(privacyNoticeInfoSchema) },
  'GET /rewards/about': { 200: one(tokenRewardsSchema) },
  'POST /guardian/send-code': { 200: one(codeSentSchema) },
  'POST /guardian/verify-code': { 200: one(guardianAccessSchema) },
  'GET /guardian/children': { 200: one(guardianChildrenSchema) },
  'DELETE /guardian/children/:id/consent': { 200: one(guardianChildSchema) },
  'POST /guardian/children/:id/consent': { 200: one(guardianChildSchema) },
  'POST /users/data-export': { 200: one(dataExportSchema), 202: one(dataExportSchema) },
  'GET /users/data-export': { 200: one(dataExportSchema.nullable()) },
  'GET /users/data-export/:id': { 200: one(dataExportSchema) },
  'DELETE /recordings/:id': { 200: one(recordingDeletionSchema) },
  'POST /recordings/generate-paragraph': { 200: one(z.string()) },
  'POST /reading-texts': { 200: one(readingTextSchema) },
  'POST /uploads/:id/commit': { 201: one(commitResultSchema) },
  'POST /recordings/:id/evaluate': { 200: one(evaluationResultSchema), 202: one(gradingPendingSchema) },
  'GET /users/recordings': { 200: list(recordingItemSchema) },
  'GET /users/contribution-stats': { 200: one(contributionStatsSchema) },
  'GET /users/incentives': { 200: one(incentivesSchema) },
  'GET /users/admin/stats': { 200: one(adminStatsSchema) },
  'GET /users/admin/users': { 200: list(adminUserSchema) },
  'GET /recordings/admin': { 200: list(adminRecordingSchema) },
  'POST /recordings/admin/:id/evaluate': { 200: one(adminEvaluationSchema), 202: one(gradingPendingSchema) },
  'DELETE /recordings/admin/:id': { 200: one(adminDeletionSchema) },
  'GET /admin/audit': { 200: list(auditEntrySchema) },
  'POST /contact': { 201: one(contactReceiptSchema) },
  'GET /admin/contact-messages': { 200: list(contactMessageSchema) },
  'GET /reviews/next': { 200: one(nextClipSchema), 204: noContent },
  'GET /reviews/summary': { 200: one(reviewSummarySchema) },
  'GET /reviews/:id/audio': { 200: audioBytes },
  'POST /reviews/:id/vote': { 200: one(voteResultSchema) },
  'GET /admin/reviews/overview': { 200: one(reviewOverviewSchema) },
  'GET /admin/reviews/read-check': { 200: one(readCheckAgreementSchema) },
  'GET /admin/reviews/reviewers': { 200: list(reviewerItemSchema) },
  'GET /admin/reviews/settings': { 200: one(reviewSettingsSchema) },
  'PUT /admin/reviews/settings': { 200: one(reviewSettingsSchema) },
  'PUT /admin/reviews/:id/status': { 200: one(adminClipReviewSchema) },
  'PUT /admin/reviews/:id/known-answer': { 200: one(adminClipReviewSchema) },
  'POST /sentences': { 201: one(proposedSentenceSchema) },
  'GET /sentences/mine': { 200: one(proposedSentenceSchema.array()) },
  'GET /sentences/review': { 200: one(pendingSentenceSchema.array()) },
  'POST /sentences/:id/votes': { 200: one(sentenceVoteResultSchema) },
  'POST /sentences/:id/reports': { 201: one(sentenceReportResultSchema) },
  'GET /reading-texts/:id/sentences': { 200: one(issuedSentencesSchema) },
  'POST /admin/sentence-imports': { 201: one(sentenceImportSchema) },
  'GET /admin/sentence-imports': { 200: one(sentenceImportSchema.array()) },
  'GET /admin/sentence-imports/:id': { 200: one(sentenceImportSchema) },
  'POST /admin/sentence-imports/:id/import': { 200: one(sentenceImportSchema) },
  'DELETE /admin/sentence-imports/:id': { 200: one(sentenceImportSchema) },
  'GET /admin/sentences/overview': { 200: one(sentenceOverviewSchema) },
  'GET /admin/sentences/reported': { 200: one(reportedSentenceSchema.array()) },
  'POST /admin/sentences/:id/decision': { 200: one(sentenceDecisionResultSchema) },
};

// Fixed path words that are never an id, so "/recordings/admin" is not read as "/recordings/:id".
const WORDS = new Set([
  'admin',
  'evaluate',
  'users',
  'recordings',
  'audio',
  'generate-paragraph',
  'reading-texts',
  'contact-messages',
  'uploads',
  'commit',
  'consents',
  'history',
  'privacy',
  'notice',
  'rewards',
  'about',
  'data-export',
  'reviews',
  'vote',
  'status',
  'known-answer',
  'guardian',
  'children',
  'consent',
  'sentences',
  'mine',
  'review',
  'votes',
  'reports',
  'reading-texts',
  'sentence-imports',
  'import',
  'overview',
  'reported',
  'decision',
]);

function routeOf(method: string, url: string): string {
  const path = url
    .split('?')[0]!
    .split('/')
    .map((segment, i) => (i > 1 && segment !== '' && !WORDS.has(segment) ? ':id' : segment))
    .join('/');
  const exact = `${method} ${url.split('?')[0]}`;
  return exact in SUCCESS ? exact : `${method} ${path}`;
}

/**
 * Throws, naming the route and the contract's complaint, unless `envelope` is something the server could
 * send on `method url` with `status`.
 */
export function checkReply(method: string, url: string, status: number, envelope: unknown): void {
  const route = routeOf(method, url);
  const schema = status >= 400 ? errorEnvelopeSchema : SUCCESS[route]?.[status];
  if (!schema) {
    throw new Error(
      `fake API: no contract reply for ${route} with status ${status}; add the route's schema to ` +
        'apps/web/src/test/contract-replies.ts (the one its server route replies with)',
    );
  }
  const checked = schema.safeParse(envelope);
  if (!checked.success) {
    throw new Error(
      `fake API: the test's reply to ${route} (${status}) is not what the server can send:\n` +
        z.prettifyError(checked.error),
    );
  }
}
