import { KeyRound, Loader2, Square } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { OutputField } from '@/tools/crypto-fields/OutputField';
import { useOperationRun } from '@/tools/crypto-fields/use-operation-run';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { Tabs } from '@/components/Tabs';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import type { ToolScreenProps } from '../types';
import { keyAlgorithmLabels, keyAlgorithms, type KeyAlgorithm, type KeyPair } from './keypair';
import { keyPairGenerate } from './operations';

const TOOL_ID = 'key-pair-generator';
const isAlgorithm = (v: unknown): v is KeyAlgorithm => keyAlgorithms.includes(v as KeyAlgorithm);

const algorithmNotes: Record<KeyAlgorithm, string> = {
  'rsa-2048': 'The minimum for RSA today; widely accepted everywhere.',
  'rsa-3072': 'RSA at about 128-bit security (NIST’s choice past 2030).',
  'rsa-4096': 'The largest common RSA size; generating it takes a few seconds.',
  'ec-p256': 'ECDSA on NIST P-256 (ES256 in JOSE): small, fast, everywhere.',
  'ec-p384': 'ECDSA on NIST P-384 (ES384): a larger curve for longer-lived keys.',
  ed25519: 'Ed25519: small, fast and hard to misuse; OpenSSH’s default.',
};

const sshFileName: Record<KeyAlgorithm, string> = {
  'rsa-2048': 'id_rsa',
  'rsa-3072': 'id_rsa',
  'rsa-4096': 'id_rsa',
  'ec-p256': 'id_ecdsa',
  'ec-p384': 'id_ecdsa',
  ed25519: 'id_ed25519',
};

function Fingerprint({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 border-t border-border pt-3 first:border-t-0 first:pt-0">
      <dt className="text-sm font-medium text-fg">{label}</dt>
      <dd className="flex flex-col gap-0.5">
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 font-mono text-[13px] break-all text-fg">{value}</span>
          <CopyButton value={value} iconOnly aria-label={`Copy the ${label}`} className="-my-1 shrink-0" />
        </span>
        <span className="text-xs text-muted">{hint}</span>
      </dd>
    </div>
  );
}

export default function KeyPairGenerator(_props: ToolScreenProps) {
  const [algorithm, setAlgorithm] = useToolState<KeyAlgorithm>('algorithm', 'ed25519', { persist: true, accept: isAlgorithm });
  const [comment, setComment] = useToolState('comment', '');
  const [view, setView] = useState<'pem' | 'jwk' | 'openssh'>('pem');
  const generation = useOperationRun(TOOL_ID, keyPairGenerate);
  const pair = generation.state.status === 'done' ? (generation.state.output.value as KeyPair) : null;

  function generate() {
    void generation.run(tag('none', undefined), { algorithm, comment });
  }

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <Select
            label="Key type"
            value={algorithm}
            onChange={(e) => isAlgorithm(e.target.value) && setAlgorithm(e.target.value)}
            wrapperClassName="w-48"
          >
            {keyAlgorithms.map((a) => (
              <option key={a} value={a}>
                {keyAlgorithmLabels[a]}
              </option>
            ))}
          </Select>
          <TextInput
            label="Comment (OpenSSH)"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            placeholder="you@laptop"
            wrapperClassName="w-full sm:w-64"
            autoComplete="off"
          />
          {generation.state.status === 'running' ? (
            <div className="flex items-center gap-3 text-sm text-muted" role="status">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              Generating {keyAlgorithmLabels[algorithm]}…
              <Button variant="outline" size="sm" onClick={generation.stop}>
                <Square className="h-3 w-3" aria-hidden />
                Stop
              </Button>
            </div>
          ) : (
            <Button onClick={generate}>
              <KeyRound className="h-4 w-4" aria-hidden />
              Generate key pair
            </Button>
          )}
        </div>
        <p className="text-sm text-muted">{algorithmNotes[algorithm]}</p>
        {generation.state.status === 'error' && <Alert tone="error">{generation.state.message}</Alert>}
      </Card>

      {pair && generation.state.status === 'done' && (
        <>
          <Alert tone="info">
            {keyAlgorithmLabels[pair.algorithm]} key made in {(generation.state.ms / 1000).toFixed(1)} s, in this browser
            (WebCrypto). The private key exists only in this page and is never in a Share link: download it now.
          </Alert>
          <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Card className="min-w-0 p-4 sm:p-5">
              <Tabs
                label="Key formats"
                value={view}
                onChange={setView}
                items={[
                  {
                    value: 'pem',
                    label: 'PEM',
                    content: (
                      <div className="flex flex-col gap-4">
                        <OutputField
                          label="Private key (PKCS#8)"
                          value={pair.privatePem}
                          fromToolId={TOOL_ID}
                          rows={8}
                          fileName="private-key.pem"
                          mimeType="application/x-pem-file"
                        />
                        <OutputField
                          label="Public key (SPKI)"
                          value={pair.publicPem}
                          fromToolId={TOOL_ID}
                          rows={5}
                          fileName="public-key.pem"
                          mimeType="application/x-pem-file"
                        />
                      </div>
                    ),
                  },
                  {
                    value: 'jwk',
                    label: 'JWK',
                    content: (
                      <div className="flex flex-col gap-4">
                        <OutputField
                          label="Private JWK"
                          value={JSON.stringify(pair.privateJwk, null, 2)}
                          fromToolId={TOOL_ID}
                          rows={8}
                          fileName="private-key.jwk.json"
                          mimeType="application/json"
                        />
                        <OutputField
                          label="Public JWK"
                          value={JSON.stringify(pair.publicJwk, null, 2)}
                          fromToolId={TOOL_ID}
                          rows={5}
                          fileName="public-key.jwk.json"
                          mimeType="application/json"
                        />
                      </div>
                    ),
                  },
                  {
                    value: 'openssh',
                    label: 'OpenSSH',
                    content: (
                      <div className="flex flex-col gap-3">
                        <OutputField
                          label="OpenSSH public key"
                          value={pair.openssh}
                          fromToolId={TOOL_ID}
                          rows={4}
                          fileName={`${sshFileName[pair.algorithm]}.pub`}
                          hint="One line for ~/.ssh/authorized_keys. OpenSSH also reads the PKCS#8 private key (save it with chmod 600)."
                        />
                      </div>
                    ),
                  },
                ]}
              />
            </Card>
            <Card className="min-w-0 p-4 sm:p-5">
              <h2 className="mb-3 text-base font-semibold text-fg">
                Fingerprints <span className="text-sm font-normal text-muted">({pair.bits} bits)</span>
              </h2>
              <dl className="flex flex-col gap-3">
                <Fingerprint label="SSH SHA-256" value={pair.fingerprints.sshSha256} hint="What ssh-keygen -l and GitHub show." />
                <Fingerprint label="SSH MD5" value={pair.fingerprints.sshMd5} hint="The older form (ssh-keygen -l -E md5)." />
                <Fingerprint
                  label="SPKI SHA-256"
                  value={pair.fingerprints.spkiSha256}
                  hint="SHA-256 of the DER public key: for key pinning."
                />
                <Fingerprint
                  label="JWK thumbprint"
                  value={pair.fingerprints.jwkThumbprint}
                  hint="RFC 7638, SHA-256: a stable kid for JWKs."
                />
              </dl>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
