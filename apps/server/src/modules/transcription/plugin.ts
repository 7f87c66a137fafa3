// The optional recogniser (issue 35, docs/decisions/0049). Only where the operator configured one
// (TRANSCRIBER_URL and TRANSCRIBER_MODEL): every clip's first grade then enqueues a transcription job in the
// grading's own transaction, so each graded clip gets one (or a record that none could be had). Without it,
// nothing is registered and nothing is called.
import fp from 'fastify-plugin';
import { transcribeRecordingJob, transcriptionHandler } from './transcription-job.js';

export default fp(
  async (app) => {
    const settings = app.config.transcriber;
    if (!settings) return;
    app.jobs.register(
      transcribeRecordingJob,
      transcriptionHandler({ db: app.db, storage: app.storage, settings }),
    );
    app.grading.onGraded(async (tx, { recording }) => {
      await app.jobs.enqueue(
        tx,
        transcribeRecordingJob,
        { recordingId: recording.id },
        { key: recording.id },
      );
    });
  },
  { name: 'transcription', dependencies: ['jobs', 'storage', 'grading'] },
);
