/**
 * A short but real audio file for the demo's podcasts, made here rather than downloaded: a WAV
 * (PCM, 8 kHz, 8 bits, mono) of soft chimes, one phrase per podcast so that each sounds its own.
 */
export function demoAudio(seconds: number, seed: number): Buffer {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  const scale = [262, 294, 330, 392, 440, 523];
  const noteLength = rate / 2;
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i += 1) {
    const note = Math.floor(i / noteLength);
    const frequency = scale[(note * 3 + seed) % scale.length] ?? 440;
    const envelope = Math.exp(-((i % noteLength) / noteLength) * 4);
    data[i] = Math.round(128 + 60 * envelope * Math.sin((2 * Math.PI * frequency * i) / rate));
  }
  return Buffer.concat([header, data]);
}
