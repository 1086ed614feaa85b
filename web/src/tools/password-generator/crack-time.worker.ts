// zxcvbn's dictionaries are large and checking a long password can take most of a second:
// both stay off the main thread.
import { zxcvbnChecker } from '../../engines/password/strength';
import type { CrackEstimate } from './crack-time';

self.onmessage = (event: MessageEvent<{ id: number; password: string }>) => {
  const { id, password } = event.data;
  const result = zxcvbnChecker().check(password);
  const estimate: CrackEstimate = {
    score: result.score,
    guessesLog10: result.guessesLog10,
    onlineThrottled: result.crackTimes.onlineThrottlingXPerHour.display,
    onlineUnthrottled: result.crackTimes.onlineNoThrottlingXPerSecond.display,
    offlineSlowHash: result.crackTimes.offlineSlowHashingXPerSecond.display,
    offlineFastHash: result.crackTimes.offlineFastHashingXPerSecond.display,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
  self.postMessage({ id, estimate });
};
