// A Tamil clip that reads another Tamil sentence (issue 35): e2e/recording/wrong-text.ts.
import { wrongTextTest } from './wrong-text.js';

wrongTextTest('ta', 'Tamil');
