// The sound of a disc being placed: a short knock, made on the spot with Web Audio (no file to
// fetch). Off unless the settings ask for it.

let context: AudioContext | undefined;

/** Plays the knock of a placed disc. Browsers start audio only after a person's gesture, so the first one may be silent. */
export function playPlacement(): void {
  context ??= new AudioContext();
  const now = context.currentTime;
  const tone = context.createOscillator();
  const volume = context.createGain();
  tone.type = 'triangle';
  tone.frequency.setValueAtTime(320, now);
  tone.frequency.exponentialRampToValueAtTime(120, now + 0.06);
  volume.gain.setValueAtTime(0.25, now);
  volume.gain.exponentialRampToValueAtTime(0.001, now + 0.09);
  tone.connect(volume).connect(context.destination);
  tone.start(now);
  tone.stop(now + 0.1);
}
