// A sentence file for the import bench (issue 32): `lines` Hindi lines, every one a different sentence that
// passes the rules (three words picked by the line's number from a small vocabulary, in a fixed frame), and one
// line in a hundred broken on purpose (digits, Latin letters, a repeat) so the check has reasons to count.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const WORDS = [
  'किसान',
  'शिक्षक',
  'डॉक्टर',
  'दुकानदार',
  'बच्चे',
  'माँ',
  'पिताजी',
  'दादी',
  'नानी',
  'पड़ोसी',
  'मित्र',
  'बहन',
  'भाई',
  'चाचा',
  'मामी',
  'छात्र',
  'नर्स',
  'ड्राइवर',
  'कारीगर',
  'बुनकर',
  'माली',
  'रसोइया',
  'डाकिया',
  'सिपाही',
  'गाँव',
  'शहर',
  'बाज़ार',
  'अस्पताल',
  'विद्यालय',
  'दफ़्तर',
  'मंदिर',
  'खेत',
  'नदी',
  'पहाड़',
  'मेला',
  'स्टेशन',
  'सुबह',
  'शाम',
  'दोपहर',
  'रात',
  'बरसात',
  'सर्दी',
  'गर्मी',
  'त्योहार',
  'छुट्टी',
  'रविवार',
  'सोमवार',
  'बुधवार',
  'दवा',
  'किताब',
  'साइकिल',
  'चिट्ठी',
  'रोटी',
  'सब्ज़ी',
  'फल',
  'दूध',
  'चाय',
  'पानी',
  'कपड़े',
  'जूते',
];
const n = WORDS.length;

/** The i-th sentence: a different triple of words for every i below n³ (216,000). */
export function sentenceAt(i) {
  const a = WORDS[i % n];
  const b = WORDS[Math.floor(i / n) % n];
  const c = WORDS[Math.floor(i / (n * n)) % n];
  return `${a} और ${b} ने ${c} के बारे में बात की।`;
}

/** Writes the file; returns how many lines are good and how many broken. */
export async function writeSentenceFile(file, lines) {
  const out = createWriteStream(file);
  let broken = 0;
  for (let i = 0; i < lines; i++) {
    let line = sentenceAt(i);
    if (i % 100 === 99) {
      broken += 1;
      line = i % 300 === 99 ? `${line} 42` : i % 300 === 199 ? `${line} OK` : sentenceAt(i - 1);
    }
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { good: lines - broken, broken };
}
