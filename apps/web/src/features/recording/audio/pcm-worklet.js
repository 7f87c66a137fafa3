// AudioWorklet processor of the recorder: copies the mono input into blocks of BLOCK samples and posts
// each block to the page. It runs on the audio thread, so it only copies; everything else (pausing,
// levels, WAV encoding) happens in recorder.ts. Plain JavaScript: the browser loads this file as is.
/* global AudioWorkletProcessor, registerProcessor */

// 2048 samples are 128 ms at 16 kHz: few enough messages, and a level meter that still feels live.
const BLOCK = 2048;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.block = new Float32Array(BLOCK);
    this.filled = 0;
    this.port.onmessage = (event) => {
      // On stop the page asks for the partial block, so the last moments of speech are kept.
      if (event.data === 'flush') {
        const tail = this.block.slice(0, this.filled);
        this.filled = 0;
        this.port.postMessage({ type: 'flushed', samples: tail }, [tail.buffer]);
      }
    };
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return true;
    let read = 0;
    while (read < channel.length) {
      const count = Math.min(channel.length - read, BLOCK - this.filled);
      this.block.set(channel.subarray(read, read + count), this.filled);
      this.filled += count;
      read += count;
      if (this.filled === BLOCK) {
        const full = this.block;
        this.block = new Float32Array(BLOCK);
        this.filled = 0;
        this.port.postMessage({ type: 'samples', samples: full }, [full.buffer]);
      }
    }
    return true;
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor);
