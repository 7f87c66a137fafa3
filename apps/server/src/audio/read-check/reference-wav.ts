// Reads espeak-ng's WAV. Written to a pipe, its header cannot know the length and states a huge one
// (0x7ffff000 bytes), so the data runs to the end of the bytes whatever the header says. Any sample rate
// is fine (the features are laid out in hertz); only 16-bit mono PCM is expected.
export interface ReferenceAudio {
  samples: Int16Array;
  sampleRate: number;
}

const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

export function readReferenceWav(bytes: Uint8Array): ReferenceAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE')
    throw new Error('The reference is not a WAV file');
  let sampleRate = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = ascii(bytes, at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      const format = view.getUint16(at + 8, true);
      const channels = view.getUint16(at + 10, true);
      const bits = view.getUint16(at + 22, true);
      if (format !== 1 || channels !== 1 || bits !== 16)
        throw new Error('The reference is not 16-bit mono PCM');
      sampleRate = view.getUint32(at + 12, true);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('The reference has no format before its samples');
      const start = at + 8;
      const count = Math.floor(Math.min(size, bytes.length - start) / 2);
      const offset = bytes.byteOffset + start;
      // A view where one is allowed (an even offset, on a little-endian machine, as WAV samples are);
      // otherwise copied sample by sample.
      if (offset % 2 === 0 && LITTLE_ENDIAN)
        return { samples: new Int16Array(bytes.buffer, offset, count), sampleRate };
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(start + 2 * i, true);
      return { samples, sampleRate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('The reference WAV has no samples');
}
