// How the timer tells its end: a beep through Web Audio and a system notification. The audio context
// is made on a click (Start), since browsers only let a page make sound after a user gesture.

let audio: AudioContext | null = null;

/** Called from the Start click: makes (or wakes) the audio context the beep plays through later. */
export function prepareSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    audio = null; // no Web Audio: the alert and the notification still say it
  }
}

/** Three short 880 Hz beeps. */
export function beep(): void {
  if (!audio) return;
  const start = audio.currentTime + 0.05;
  for (let i = 0; i < 3; i++) {
    const at = start + i * 0.4;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.3);
  }
}

export type NotifyPermission = NotificationPermission | 'unsupported';

export function notificationPermission(): NotifyPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function askNotificationPermission(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

export function notify(title: string, body: string): void {
  if (notificationPermission() !== 'granted') return;
  try {
    new Notification(title, { body, tag: 'devforge-timer' });
  } catch {
    // Some mobile browsers only notify from a service worker: the on-screen alert still says it.
  }
}
