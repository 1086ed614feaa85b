import { AlertTriangle, CheckCircle2, Eraser, FileText, Link2, X, XCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Badge, Card } from '@/components/Feedback';
import { TextArea } from '@/components/Field';
import { FileDrop, FilePicker } from '@/components/FileDrop';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { stringifyJson, tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreenProps } from '../types';
import type {
  ChainReport,
  DecodeResult,
  DecodedCertificate,
  DecodedItem,
  DecodedKey,
  DecodedRequest,
  NameField,
  PublicKeyInfo,
} from './decode';

const TOOL_ID = 'certificate-decoder';
const FILE_TYPES =
  '.pem,.crt,.cer,.der,.csr,.req,.key,.pub,.p7b,application/x-x509-ca-cert,application/pkix-cert,application/x-pem-file';
const DAY_MS = 86_400_000;

type Loaded = { name: string; bytes: Uint8Array };
type Outcome = { key: unknown; result: DecodeResult } | { key: unknown; error: string };

const fieldNames: Record<string, string> = {
  CN: 'Common name',
  O: 'Organisation',
  OU: 'Organisational unit',
  C: 'Country',
  ST: 'State or province',
  L: 'Locality',
  E: 'Email',
  DC: 'Domain component',
  SN: 'Surname',
  G: 'Given name',
  serialNumber: 'Serial number',
};

function keyText(key: PublicKeyInfo): string {
  if (key.type === 'EC') return `ECDSA ${key.curve} (${key.bits} bits)`;
  if (key.type === 'Ed25519') return 'Ed25519 (256 bits)';
  return key.bits ? `${key.type} ${key.bits} bits` : key.type;
}

function date(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-border py-2.5 first:border-t-0 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-fg">{children}</dd>
    </div>
  );
}

function Name({ fields }: { fields: NameField[] }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {fields.map((f, i) => (
        <li key={i}>
          <span className="text-muted">{fieldNames[f.type] ?? f.type}</span>{' '}
          <span className="font-mono text-xs text-muted">({f.type})</span>: {f.value}
        </li>
      ))}
    </ul>
  );
}

function Mono({ value, copy }: { value: string; copy?: string }) {
  return (
    <span className="flex items-start gap-2">
      <span className="min-w-0 font-mono text-[13px] break-all">{value}</span>
      {copy && <CopyButton value={value} iconOnly aria-label={`Copy the ${copy}`} className="-my-1 shrink-0" />}
    </span>
  );
}

function List({ items, empty = 'None' }: { items: string[]; empty?: string }) {
  if (items.length === 0) return <span className="text-muted">{empty}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item, i) => (
        <li key={i} className="rounded-md border border-border bg-surface-2 px-2 py-0.5 font-mono text-xs">
          {item}
        </li>
      ))}
    </ul>
  );
}

function Validity({ cert, now }: { cert: DecodedCertificate; now: number }) {
  const from = Date.parse(cert.notBefore);
  const to = Date.parse(cert.notAfter);
  if (now < from) {
    const days = Math.ceil((from - now) / DAY_MS);
    return (
      <Alert tone="warning">
        Not valid yet: valid from {date(cert.notBefore)}, in {days} day{days === 1 ? '' : 's'}.
      </Alert>
    );
  }
  if (now > to) {
    const days = Math.floor((now - to) / DAY_MS);
    return (
      <Alert tone="error">
        Expired {days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`}, on {date(cert.notAfter)}.
      </Alert>
    );
  }
  const days = Math.floor((to - now) / DAY_MS);
  return (
    <Alert tone={days < 30 ? 'warning' : 'success'}>
      Valid now: {days.toLocaleString('en-US')} day{days === 1 ? '' : 's'} left, until {date(cert.notAfter)}.
    </Alert>
  );
}

function commonName(fields: NameField[], fallback: string): string {
  return fields.find((f) => f.type === 'CN')?.value ?? fallback;
}

function CertificateCard({ cert, index, now }: { cert: DecodedCertificate; index: number; now: number }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 text-base font-semibold break-words text-fg">
          Certificate {index + 1}: {commonName(cert.subjectFields, cert.subject)}
        </h2>
        {cert.basicConstraints?.ca && <Badge>CA</Badge>}
        {cert.selfSigned && <Badge>Self-signed</Badge>}
      </div>
      <Validity cert={cert} now={now} />
      <dl>
        <Row label="Subject">
          <Name fields={cert.subjectFields} />
        </Row>
        <Row label="Issuer">
          {cert.selfSigned ? (
            <span className="text-muted">The subject itself (self-signed)</span>
          ) : (
            <Name fields={cert.issuerFields} />
          )}
        </Row>
        <Row label="Valid from">{date(cert.notBefore)}</Row>
        <Row label="Valid until">{date(cert.notAfter)}</Row>
        <Row label="Alternative names">
          <List items={cert.subjectAltNames.map((n) => `${n.type}: ${n.value}`)} />
        </Row>
        <Row label="Public key">{keyText(cert.publicKey)}</Row>
        <Row label="Signature">{cert.signatureAlgorithm}</Row>
        <Row label="Key usage">
          <List items={cert.keyUsage} empty="Not restricted" />
        </Row>
        <Row label="Extended key usage">
          <List items={cert.extendedKeyUsage} empty="Not restricted" />
        </Row>
        <Row label="Basic constraints">
          {cert.basicConstraints
            ? `${cert.basicConstraints.ca ? 'A CA' : 'Not a CA'}${cert.basicConstraints.pathLength !== undefined ? `, at most ${cert.basicConstraints.pathLength} CA${cert.basicConstraints.pathLength === 1 ? '' : 's'} below it` : ''}`
            : 'None'}
        </Row>
        <Row label="Serial number">
          <Mono value={cert.serialNumber} copy="serial number" />
        </Row>
        <Row label="SHA-256 fingerprint">
          <Mono value={cert.fingerprints.sha256} copy="SHA-256 fingerprint" />
        </Row>
        <Row label="SHA-1 fingerprint">
          <Mono value={cert.fingerprints.sha1} copy="SHA-1 fingerprint" />
        </Row>
        {cert.subjectKeyId && (
          <Row label="Subject key ID">
            <Mono value={cert.subjectKeyId} />
          </Row>
        )}
        {cert.authorityKeyId && (
          <Row label="Authority key ID">
            <Mono value={cert.authorityKeyId} />
          </Row>
        )}
        <Row label="Extensions">
          <List items={cert.extensions.map((e) => `${e.name}${e.critical ? ' (critical)' : ''}`)} />
        </Row>
      </dl>
    </Card>
  );
}

function RequestCard({ csr, index }: { csr: DecodedRequest; index: number }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="text-base font-semibold break-words text-fg">
        Certificate request {index + 1}: {commonName(csr.subjectFields, csr.subject)}
      </h2>
      {csr.signatureValid ? (
        <Alert tone="success">Signed by the key it carries: whoever made it holds the private key.</Alert>
      ) : (
        <Alert tone="error">Its signature does not match the key it carries: the request was changed or damaged.</Alert>
      )}
      <dl>
        <Row label="Subject">
          <Name fields={csr.subjectFields} />
        </Row>
        <Row label="Alternative names">
          <List items={csr.subjectAltNames.map((n) => `${n.type}: ${n.value}`)} empty="None requested" />
        </Row>
        <Row label="Public key">{keyText(csr.publicKey)}</Row>
        <Row label="Signature">{csr.signatureAlgorithm}</Row>
        <Row label="Key usage">
          <List items={csr.keyUsage} empty="None requested" />
        </Row>
        <Row label="Extended key usage">
          <List items={csr.extendedKeyUsage} empty="None requested" />
        </Row>
      </dl>
    </Card>
  );
}

function KeyCard({ decoded, index }: { decoded: DecodedKey; index: number }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="text-base font-semibold text-fg">
        {decoded.kind === 'private-key' ? 'Private key' : 'Public key'} {index + 1}: {keyText(decoded.publicKey)}
      </h2>
      {decoded.kind === 'private-key' && (
        <Alert tone="warning">A private key: it stays in this page, and Share leaves the input out unless you include it.</Alert>
      )}
      <dl>
        <Row label="OpenSSH public key">
          <Mono value={decoded.openssh} copy="OpenSSH public key" />
        </Row>
        <Row label="SSH SHA-256">
          <Mono value={decoded.fingerprints.sshSha256} copy="SSH fingerprint" />
        </Row>
        <Row label="SSH MD5">
          <Mono value={decoded.fingerprints.sshMd5} />
        </Row>
        <Row label="SPKI SHA-256">
          <Mono value={decoded.fingerprints.spkiSha256} />
        </Row>
        <Row label="JWK thumbprint">
          <Mono value={decoded.fingerprints.jwkThumbprint} />
        </Row>
      </dl>
    </Card>
  );
}

function ChainCard({ chain }: { chain: ChainReport }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-fg">
        <Link2 className="h-4 w-4" aria-hidden />
        Chain order
      </h2>
      <Alert tone={chain.inOrder ? 'success' : 'error'}>{chain.message}</Alert>
      <ol className="flex flex-col gap-1.5 text-sm">
        {chain.links.map((link) => (
          <li key={link.child} className="flex items-center gap-2">
            {link.signatureValid ? (
              <CheckCircle2 className="h-4 w-4 shrink-0 text-success" aria-hidden />
            ) : (
              <XCircle className="h-4 w-4 shrink-0 text-danger" aria-hidden />
            )}
            <span>
              Certificate {link.child} {link.signatureValid ? 'is signed by' : 'is not signed by'} certificate {link.parent}
              {!link.nameMatches && link.signatureValid ? ' (their names differ)' : ''}
              {!link.nameMatches && !link.signatureValid ? ': its issuer is someone else' : ''}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function ItemCard({ item, index, now }: { item: DecodedItem; index: number; now: number }) {
  if (item.kind === 'certificate') return <CertificateCard cert={item} index={index} now={now} />;
  if (item.kind === 'certificate-request') return <RequestCard csr={item} index={index} />;
  return <KeyCard decoded={item} index={index} />;
}

export default function CertificateDecoder({ initialInput }: ToolScreenProps) {
  // A pasted private key is a secret (certificates and requests are public): the field becomes sensitive while it holds one.
  const [holdsPrivateKey, setHoldsPrivateKey] = useState(false);
  const [pem, setPem] = useToolState('pem', '', { start: initialInput, sensitive: holdsPrivateKey, label: 'Private key' });
  if (/PRIVATE KEY-----/.test(pem) !== holdsPrivateKey) setHoldsPrivateKey(!holdsPrivateKey);
  const [file, setFile] = useState<Loaded | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [now] = useState(() => Date.now());

  const input: string | Uint8Array | null = file ? file.bytes : pem.trim() === '' ? null : pem;
  useEffect(() => {
    if (input === null) return;
    let current = true;
    import('./decode')
      .then(({ decodeCertificates }) => decodeCertificates(input))
      .then(
        (result) => current && setOutcome({ key: input, result }),
        (err: unknown) => current && setOutcome({ key: input, error: err instanceof Error ? err.message : String(err) }),
      );
    return () => {
      current = false;
    };
  }, [input]);
  const shown = outcome && outcome.key === input ? outcome : null;

  async function load(picked: File) {
    const bytes = new Uint8Array(await picked.arrayBuffer());
    const text = new TextDecoder().decode(bytes.subarray(0, 4096));
    if (text.includes('-----BEGIN')) {
      setFile(null);
      setPem(new TextDecoder().decode(bytes));
    } else setFile({ name: picked.name, bytes });
  }

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        {file ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface-2 p-4">
            <FileText className="h-6 w-6 text-muted" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-all text-fg">{file.name}</p>
              <p className="text-xs text-muted">DER, {file.bytes.byteLength.toLocaleString('en-US')} bytes</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => setFile(null)}>
              <X className="h-4 w-4" aria-hidden />
              Remove file
            </Button>
          </div>
        ) : (
          <FileDrop hint="Drop a .pem, .crt, .cer, .der or .csr file" onFile={(f) => void load(f)}>
            <TextArea
              label="Certificate, request or key (PEM)"
              value={pem}
              onChange={(e) => setPem(e.target.value)}
              placeholder={
                '-----BEGIN CERTIFICATE-----\n…\n-----END CERTIFICATE-----\n\nPaste one, or a whole chain (leaf first).'
              }
              className="min-h-48"
            />
          </FileDrop>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <FilePicker label="Open a file" accept={FILE_TYPES} onFile={(f) => void load(f)} />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setPem('');
              setFile(null);
              setOutcome(null);
            }}
            disabled={pem === '' && !file}
          >
            <Eraser className="h-4 w-4" aria-hidden />
            Clear
          </Button>
          {holdsPrivateKey && (
            <span className="flex items-center gap-1.5 text-xs text-muted">
              <AlertTriangle className="h-3.5 w-3.5 text-warning" aria-hidden />
              Holds a private key: Share leaves it out unless you include it.
            </span>
          )}
          {shown && 'result' in shown && (
            <div className="ml-auto flex flex-wrap gap-2">
              <SendToButton value={tag('json', shown.result)} fromToolId={TOOL_ID} />
              <CopyButton value={() => stringifyJson(shown.result)} label="Copy as JSON" />
            </div>
          )}
        </div>
      </Card>

      {input === null && <p className="text-sm text-muted">Everything is read in this page: nothing is uploaded.</p>}
      {shown && 'error' in shown && <Alert tone="error">{shown.error}</Alert>}
      {shown && 'result' in shown && (
        <div className={cn('grid gap-5', shown.result.items.length > 1 && 'xl:grid-cols-2')}>
          {shown.result.chain && (
            <div className="xl:col-span-2">
              <ChainCard chain={shown.result.chain} />
            </div>
          )}
          {shown.result.items.map((item, i) => (
            <ItemCard key={i} item={item} index={i} now={now} />
          ))}
        </div>
      )}
    </div>
  );
}
