import { useEffect, useMemo, useState } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Card } from '@/components/Feedback';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { factsAsJson, readDevice, type DeviceFact } from './device';

const TOOL_ID = 'device-information';
const watchedQueries = [
  '(prefers-color-scheme: dark)',
  '(prefers-reduced-motion: reduce)',
  '(pointer: coarse)',
  '(hover: hover)',
  '(prefers-contrast: more)',
];

/** The facts, read again whenever the window, its orientation, the network or a media query changes. */
function useDeviceFacts(): DeviceFact[] {
  const [facts, setFacts] = useState(() => readDevice());
  useEffect(() => {
    const update = () => setFacts(readDevice());
    const events = ['resize', 'orientationchange', 'online', 'offline', 'languagechange'] as const;
    events.forEach((name) => window.addEventListener(name, update));
    const queries = watchedQueries.map((q) => matchMedia(q));
    queries.forEach((q) => q.addEventListener('change', update));
    return () => {
      events.forEach((name) => window.removeEventListener(name, update));
      queries.forEach((q) => q.removeEventListener('change', update));
    };
  }, []);
  return facts;
}

const DeviceInformation: ToolScreen = () => {
  const facts = useDeviceFacts();
  const groups = useMemo(() => [...new Set(facts.map((f) => f.group))], [facts]);
  const json = factsAsJson(facts);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          What this browser reports, updated live as you resize or change settings. Nothing is sent anywhere.
        </p>
        <div className="flex gap-2">
          <CopyButton label="Copy as JSON" value={JSON.stringify(json, null, 2)} />
          <SendToButton fromToolId={TOOL_ID} value={tag('json', json)} />
        </div>
      </div>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        {groups.map((group) => (
          <Card key={group} className="p-4 sm:p-5">
            <h2 className="mb-2 text-sm font-medium text-fg">{group}</h2>
            <dl className="divide-y divide-border text-sm">
              {facts
                .filter((f) => f.group === group)
                .map((f) => (
                  <div key={f.label} className="grid grid-cols-[minmax(7rem,40%)_minmax(0,1fr)] gap-3 py-2">
                    <dt className="text-muted">{f.label}</dt>
                    <dd className={f.value === 'not reported' ? 'italic text-muted' : 'break-words font-mono text-fg'}>
                      {f.value}
                    </dd>
                  </div>
                ))}
            </dl>
          </Card>
        ))}
      </div>
    </div>
  );
};

export default DeviceInformation;
