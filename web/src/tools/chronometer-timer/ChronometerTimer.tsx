import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, TextInput } from '@/components/Field';
import { Tabs } from '@/components/Tabs';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { askNotificationPermission, beep, notificationPermission, notify, prepareSound, type NotifyPermission } from './alerts';
import {
  elapsed,
  formatElapsed,
  formatRemaining,
  idleStopwatch,
  lapRows,
  lapStopwatch,
  lapsAsText,
  parseDuration,
  pauseCountdown,
  remaining,
  splitDuration,
  startCountdown,
  startStopwatch,
  stopStopwatch,
  type Countdown,
  type Stopwatch,
} from './chrono';

type Mode = 'stopwatch' | 'timer';
const isMode = (value: unknown): value is Mode => value === 'stopwatch' || value === 'timer';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isStopwatch = (value: unknown): value is Stopwatch => {
  const v = value as Stopwatch;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.startedAt === null || isNumber(v.startedAt)) &&
    isNumber(v.accumulated) &&
    Array.isArray(v.laps) &&
    v.laps.every(isNumber)
  );
};
const isCountdown = (value: unknown): value is Countdown | null => {
  if (value === null) return true;
  const v = value as Countdown;
  if (typeof v !== 'object' || !isNumber(v.duration)) return false;
  return (
    v.state === 'idle' ||
    (v.state === 'running' && isNumber(v.endsAt)) ||
    (v.state === 'paused' && isNumber(v.remaining)) ||
    (v.state === 'done' && isNumber(v.endedAt))
  );
};

const presets = [
  { label: '1 min', ms: 60_000 },
  { label: '3 min', ms: 180_000 },
  { label: '5 min', ms: 300_000 },
  { label: '10 min', ms: 600_000 },
  { label: '15 min', ms: 900_000 },
  { label: '25 min', ms: 1_500_000 },
  { label: '45 min', ms: 2_700_000 },
  { label: '1 h', ms: 3_600_000 },
];

const clockTime = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** Date.now(), read again on every frame while something runs (the shown time is a difference of readings, never a count of frames). */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    let frame = requestAnimationFrame(function tick() {
      setNow(Date.now());
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [running]);
  return now;
}

/** Space, L and R drive the open tab, except while typing in a field or on a control Space presses itself. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="dialog"]') !== null
  );
}
function pressesItself(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('button, a[href], summary, [role="button"], [role="tab"], [role="radio"], [role="menuitem"]') !== null
  );
}

const ChronometerTimer: ToolScreen = () => {
  const [mode, setMode] = useToolState<Mode>('mode', 'stopwatch', { accept: isMode });
  const [hours, setHours] = useToolState('hours', '0');
  const [minutes, setMinutes] = useToolState('minutes', '5');
  const [seconds, setSeconds] = useToolState('seconds', '0');
  const [sound, setSound] = useToolState('sound', true, { persist: true, local: true });
  // Kept in localStorage so a reload (or a closed tab reopened) finds them running: they hold clock readings, not counts.
  const [watch, setWatch] = useToolState<Stopwatch>('stopwatch', idleStopwatch, {
    persist: true,
    local: true,
    accept: isStopwatch,
  });
  const [countdown, setCountdown] = useToolState<Countdown | null>('countdown', null, {
    persist: true,
    local: true,
    accept: isCountdown,
  });
  const [permission, setPermission] = useState<NotifyPermission>(() =>
    typeof window === 'undefined' ? 'default' : notificationPermission(),
  );

  const watchRunning = watch.startedAt !== null;
  const timerRunning = countdown?.state === 'running';
  const now = useNow(watchRunning || timerRunning);

  const parsed = parseDuration(hours, minutes, seconds);
  const timerIdle = countdown === null || countdown.state === 'idle';
  const duration = countdown && !timerIdle ? countdown.duration : 'ms' in parsed ? parsed.ms : 0;
  // A frame's reading can predate a click that just started it: never more than the duration.
  const left = countdown && !timerIdle ? Math.min(duration, remaining(countdown, now)) : duration;

  // --- Stopwatch actions ---
  const toggleWatch = () =>
    setWatch((w) => (w.startedAt === null ? startStopwatch(w, Date.now()) : stopStopwatch(w, Date.now())));
  const lap = () => setWatch((w) => lapStopwatch(w, Date.now()));
  const resetWatch = () => setWatch(idleStopwatch);

  // --- Timer actions ---
  function toggleTimer() {
    if (timerRunning) {
      setCountdown((c) => (c ? pauseCountdown(c, Date.now()) : c));
      return;
    }
    const base: Countdown | null =
      countdown?.state === 'paused' ? countdown : 'ms' in parsed ? { state: 'idle', duration: parsed.ms } : null;
    if (!base) return;
    prepareSound();
    setCountdown(startCountdown(base, Date.now()));
  }
  const resetTimer = () => setCountdown(null);
  function applyPreset(ms: number) {
    const parts = splitDuration(ms);
    setHours(parts.hours);
    setMinutes(parts.minutes);
    setSeconds(parts.seconds);
    setCountdown(null);
  }

  const timeIsUp = useEffectEvent((running: Extract<Countdown, { state: 'running' }>) => {
    setCountdown({ state: 'done', duration: running.duration, endedAt: running.endsAt });
    if (sound) beep();
    notify('Time is up', `Your ${formatRemaining(running.duration)} timer ended at ${clockTime.format(running.endsAt)}.`);
  });
  // One timeout at the end (a background tab runs it within about a second); a page reopened after the end settles at once.
  useEffect(() => {
    if (countdown?.state !== 'running') return;
    const timeout = window.setTimeout(() => timeIsUp(countdown), Math.max(0, countdown.endsAt - Date.now()));
    return () => window.clearTimeout(timeout);
  }, [countdown]);

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === ' ') {
      if (pressesItself(event.target)) return;
      event.preventDefault();
      if (mode === 'stopwatch') toggleWatch();
      else toggleTimer();
    } else if (key === 'l' && mode === 'stopwatch') {
      event.preventDefault();
      lap();
    } else if (key === 'r') {
      event.preventDefault();
      if (mode === 'stopwatch') resetWatch();
      else resetTimer();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  async function askPermission() {
    setPermission(await askNotificationPermission());
  }

  const total = elapsed(watch, now);
  const rows = lapRows(watch.laps);
  const currentLap = total - (watch.laps.at(-1) ?? 0);

  const stopwatchPanel = (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="flex flex-col items-center gap-5 p-5 sm:p-6">
        <p role="timer" aria-label="Stopwatch" className="font-mono text-5xl font-semibold tabular-nums text-fg sm:text-6xl">
          {formatElapsed(total)}
        </p>
        <p className="-mt-3 font-mono text-sm tabular-nums text-muted">
          Lap {watch.laps.length + 1}: {formatElapsed(currentLap)}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button className="min-w-20 sm:min-w-24" onClick={toggleWatch}>
            {watchRunning ? 'Stop' : total > 0 ? 'Resume' : 'Start'}
          </Button>
          <Button variant="outline" className="min-w-20 sm:min-w-24" onClick={lap} disabled={!watchRunning}>
            Lap
          </Button>
          <Button
            variant="outline"
            className="min-w-20 sm:min-w-24"
            onClick={resetWatch}
            disabled={total === 0 && watch.laps.length === 0}
          >
            Reset
          </Button>
        </div>
        <Shortcuts
          items={[
            ['Space', 'start / stop'],
            ['L', 'lap'],
            ['R', 'reset'],
          ]}
        />
      </Card>
      <Card className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-fg">Laps</h2>
          {rows.length > 0 && (
            <div className="flex gap-2">
              <CopyButton value={lapsAsText(watch.laps)} label="Copy laps" />
              <SendToButton value={{ kind: 'text', value: lapsAsText(watch.laps) }} />
            </div>
          )}
        </div>
        {rows.length === 0 ? (
          <p className="text-sm text-muted">
            Press Lap (or L) while the stopwatch runs: each lap’s time and the total at it appear here.
          </p>
        ) : (
          <div className="max-h-96 overflow-y-auto rounded-lg border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">Laps, newest first</caption>
              <thead className="sticky top-0 bg-surface-2 text-left text-xs text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Lap
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Lap time
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border font-mono tabular-nums">
                {[...rows].reverse().map((row) => (
                  <tr
                    key={row.lap}
                    className={cn(
                      row.fastest && 'bg-emerald-50 dark:bg-emerald-500/10',
                      row.slowest && 'bg-rose-50 dark:bg-rose-500/10',
                    )}
                  >
                    <th scope="row" className="px-3 py-2 text-left font-sans font-medium text-fg">
                      {row.lap}
                      {row.fastest && (
                        <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200">
                          Fastest
                        </span>
                      )}
                      {row.slowest && (
                        <span className="ml-2 rounded bg-rose-100 px-1.5 py-0.5 text-xs text-rose-800 dark:bg-rose-500/20 dark:text-rose-200">
                          Slowest
                        </span>
                      )}
                    </th>
                    <td className="px-3 py-2 text-right text-fg">{formatElapsed(row.split)}</td>
                    <td className="px-3 py-2 text-right text-muted">{formatElapsed(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );

  const fieldsLocked = !timerIdle && countdown?.state !== 'done';
  const progress = duration > 0 ? Math.min(100, Math.max(0, ((duration - left) / duration) * 100)) : 0;
  const timerPanel = (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="flex flex-col items-center gap-5 p-5 sm:p-6">
        <p role="timer" aria-label="Timer" className="font-mono text-5xl font-semibold tabular-nums text-fg sm:text-6xl">
          {formatRemaining(left)}
        </p>
        <div
          role="progressbar"
          aria-label="Time elapsed"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
        {countdown?.state === 'done' && (
          <Alert tone="success" title="Time is up" className="w-full">
            The {formatRemaining(countdown.duration)} timer ended at {clockTime.format(countdown.endedAt)}.
          </Alert>
        )}
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            className="min-w-20 sm:min-w-24"
            onClick={toggleTimer}
            disabled={!timerRunning && countdown?.state !== 'paused' && !('ms' in parsed)}
          >
            {timerRunning ? 'Pause' : countdown?.state === 'paused' ? 'Resume' : 'Start'}
          </Button>
          <Button variant="outline" className="min-w-20 sm:min-w-24" onClick={resetTimer} disabled={timerIdle}>
            Reset
          </Button>
        </div>
        <Shortcuts
          items={[
            ['Space', 'start / pause'],
            ['R', 'reset'],
          ]}
        />
      </Card>
      <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
        <fieldset className="flex flex-col gap-3" disabled={fieldsLocked}>
          <legend className="mb-2 text-base font-semibold text-fg">Duration</legend>
          <div className="grid grid-cols-3 gap-3">
            <TextInput label="Hours" inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value)} />
            <TextInput label="Minutes" inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
            <TextInput label="Seconds" inputMode="numeric" value={seconds} onChange={(e) => setSeconds(e.target.value)} />
          </div>
          {'error' in parsed && <p className="text-sm text-danger">{parsed.error}</p>}
          <div role="group" aria-label="Presets" className="flex flex-wrap gap-2">
            {presets.map((preset) => (
              <Button key={preset.label} variant="outline" size="sm" onClick={() => applyPreset(preset.ms)}>
                {preset.label}
              </Button>
            ))}
          </div>
        </fieldset>
        <Checkbox label="Beep when the time is up" checked={sound} onChange={(e) => setSound(e.target.checked)} />
        <NotificationSetting permission={permission} onAsk={() => void askPermission()} />
      </Card>
    </div>
  );

  return (
    <Tabs
      label="Mode"
      value={mode}
      onChange={setMode}
      items={[
        { value: 'stopwatch', label: 'Stopwatch', content: stopwatchPanel },
        { value: 'timer', label: 'Timer', content: timerPanel },
      ]}
    />
  );
};

function Shortcuts({ items }: { items: [key: string, action: string][] }) {
  return (
    <p className="text-center text-xs text-muted">
      Keyboard:{' '}
      {items.map(([key, action], i) => (
        <span key={key}>
          {i > 0 && ' · '}
          <kbd className="rounded border border-border bg-surface-2 px-1.5 py-0.5 font-mono text-[11px] text-fg">{key}</kbd>{' '}
          {action}
        </span>
      ))}
    </p>
  );
}

function NotificationSetting({ permission, onAsk }: { permission: NotifyPermission; onAsk: () => void }) {
  if (permission === 'granted')
    return <p className="text-sm text-muted">A notification will also tell you when the time is up, even from another tab.</p>;
  if (permission === 'unsupported')
    return (
      <p className="text-sm text-muted">
        This browser has no notifications here: the beep and this page tell you when the time is up.
      </p>
    );
  if (permission === 'denied')
    return (
      <Alert tone="warning" title="Notifications are blocked">
        This site may not show notifications, so only the beep and this page tell you when the time is up. To be notified from
        another tab, allow notifications in your browser’s site settings (the icon left of the address), then reload.
      </Alert>
    );
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="outline" size="sm" onClick={onAsk}>
        Notify me when the time is up
      </Button>
      <p className="text-xs text-muted">Your browser asks you first; the timer works without it.</p>
    </div>
  );
}

export default ChronometerTimer;
