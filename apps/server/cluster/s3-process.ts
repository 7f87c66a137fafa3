// The cluster's S3 emulator in a process of its own (node --import tsx s3-process.ts <bucket>...): prints its
// endpoint, removes its objects on SIGTERM. Not in the test's process: an API process killed mid-upload
// aborts the emulator's request, and the emulator leaves that rejection unhandled, which the test runner
// reported as an error of the test (issue 34: the kill -9 test is meant to do exactly that).
import { startTestS3 } from '../test/support/s3-server.js';

process.on('unhandledRejection', (err) => process.stderr.write(`s3 emulator: ${String(err)}\n`));
const s3 = await startTestS3(process.argv.slice(2));
process.once('SIGTERM', () => {
  s3.close().finally(() => process.exit(0));
});
process.stdout.write(`${s3.endpoint}\n`);
