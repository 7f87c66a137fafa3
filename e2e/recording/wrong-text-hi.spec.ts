// A Hindi clip that reads another Hindi sentence (issue 35): e2e/recording/wrong-text.ts.
import { wrongTextTest } from './wrong-text.js';

wrongTextTest('hi', 'Hindi');
