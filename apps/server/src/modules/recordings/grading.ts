// The grading feature's wiring: the grading job's handler is registered with the job runner, and the one
// evaluation service of the app (`app.evaluations`) is built here for the contributor's and the admin's
// routes. A process that grades in the background loads the analyser and its speech model while starting,
// so the first recording after a start is graded as fast as the next ones. Other features add work to the
// grading's transaction with `app.grading.onGraded` (peer review's triage).
import fp from 'fastify-plugin';
import { gradeRecordingJob, gradingHandler, type GradedHook } from './grading-job.js';
import { createEvaluationService, type EvaluationService } from './evaluate-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    evaluations: EvaluationService;
    grading: {
      /** Adds work to the transaction that saves a recording's first grade (register before ready). */
      onGraded(hook: GradedHook): void;
    };
  }
}

export default fp(
  async (app) => {
    const afterGrade: GradedHook[] = [];
    app.decorate('grading', { onGraded: (hook: GradedHook) => void afterGrade.push(hook) });
    const grading = gradingHandler(
      {
        db: app.db,
        clock: app.clock,
        analyser: app.analyser,
        ledger: app.ledger,
        afterGrade,
      },
      app.config.analyserThreads,
    );
    app.jobs.register(gradeRecordingJob, grading);
    app.decorate(
      'evaluations',
      createEvaluationService({ db: app.db, jobs: app.jobs, waitMs: app.config.evaluateWaitMs }),
    );
    if (app.config.jobs.concurrency > 0) {
      app.addHook('onReady', async () => {
        await app.analyser.warmUp();
      });
    }
  },
  { name: 'grading', dependencies: ['jobs', 'analyser', 'rewards'] },
);
