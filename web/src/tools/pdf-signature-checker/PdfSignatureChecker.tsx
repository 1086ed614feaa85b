import { FileText, Link2, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Badge, Card, Spinner } from '@/components/Feedback';
import { FileDrop, FilePicker } from '@/components/FileDrop';
import { stringifyJson, tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreenProps } from '../types';
import type { CertificateSummary, PdfSignature, PdfSignatureReport } from './pdf-signatures';

const TOOL_ID = 'pdf-signature-checker';

type Loaded = { name: string; bytes: Uint8Array };
type Outcome = { file: Loaded; report: PdfSignatureReport } | { file: Loaded; error: string };

const date = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-border py-2.5 first:border-t-0 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-fg">{children}</dd>
    </div>
  );
}

function validAt(cert: CertificateSummary, iso: string | null): boolean | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return at >= Date.parse(cert.notBefore) && at <= Date.parse(cert.notAfter);
}

function ChainList({ signature }: { signature: PdfSignature }) {
  return (
    <ol className="flex flex-col gap-2">
      {signature.chain.map((cert, i) => {
        const valid = validAt(cert, signature.signingTime);
        return (
          <li key={cert.sha256} className="flex flex-col gap-1 rounded-lg border border-border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-words text-fg">
                {i === 0 ? 'Signer' : cert.selfSigned ? 'Root' : 'Issuer'}: {cert.commonName}
              </span>
              {cert.selfSigned && <Badge>Self-signed</Badge>}
            </div>
            <span className="text-muted break-words">{cert.subject}</span>
            <span className="text-muted">
              Valid {date(cert.notBefore)} to {date(cert.notAfter)}
              {valid === false && <span className="font-medium text-danger"> · not valid at the signing time</span>}
            </span>
            <span className="flex items-start gap-2">
              <span className="min-w-0 font-mono text-xs break-all text-muted">SHA-256 {cert.sha256}</span>
              <CopyButton
                value={cert.sha256}
                iconOnly
                aria-label={`Copy the SHA-256 fingerprint of ${cert.commonName}`}
                className="-my-1 shrink-0"
              />
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function SignatureCard({ signature }: { signature: PdfSignature }) {
  const who = signature.signer?.commonName ?? signature.name ?? 'unknown signer';
  const root = signature.chain.at(-1);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="text-base font-semibold break-words text-fg">
        Signature {signature.index}
        {signature.fieldName ? ` (${signature.fieldName})` : ''}: {who}
      </h2>
      {signature.problems.map((problem) => (
        <Alert key={problem} tone="error">
          {problem}
        </Alert>
      ))}
      {signature.signer && (
        <>
          {signature.intact ? (
            <Alert tone="success">Intact: the signed bytes are exactly what was signed.</Alert>
          ) : (
            <Alert tone="error">Changed after signing: the signed bytes no longer match what {who} signed.</Alert>
          )}
          {signature.signatureValid ? (
            <Alert tone="success">Valid signature: made with the key of {who}&apos;s certificate.</Alert>
          ) : (
            <Alert tone="error">Invalid signature: it was not made with the key of the certificate it names.</Alert>
          )}
          {signature.chainStatus === 'root-included' ? (
            <Alert tone="info">
              The certificate chains to a root included in the file ({root?.commonName}). Anyone can make a root: trust it only if
              its SHA-256 fingerprint matches one you already trust.
            </Alert>
          ) : (
            <Alert tone="warning">
              The chain stops at {root?.commonName}: its issuer&apos;s certificate is not in the file, so it cannot be followed to
              a root here.
            </Alert>
          )}
        </>
      )}
      {signature.bytesAfter > 0 && (
        <Alert tone="info">
          {signature.bytesAfter.toLocaleString('en-US')} bytes were added after this signature: a later revision (more signatures,
          filled-in fields or other changes) that this signature does not cover.
        </Alert>
      )}
      <dl>
        <Row label="Signed at">
          {signature.signingTime ? `${date(signature.signingTime)} (signed with the signature)` : 'No signed time'}
        </Row>
        {signature.claimedTime && <Row label="Time claimed">{`${date(signature.claimedTime)} (the /M entry, not signed)`}</Row>}
        {signature.name && <Row label="Name">{signature.name}</Row>}
        {signature.reason && <Row label="Reason">{signature.reason}</Row>}
        {signature.location && <Row label="Location">{signature.location}</Row>}
        <Row label="Format">{signature.subFilter ?? 'Not given'}</Row>
        {signature.digestAlgorithm && <Row label="Digest">{signature.digestAlgorithm}</Row>}
        <Row label="Byte range">
          <span className="font-mono text-[13px]">[{signature.byteRange.join(' ')}]</span>
        </Row>
        <Row label="Certificates in file">{signature.certificatesInFile}</Row>
      </dl>
      {signature.chain.length > 0 && (
        <>
          <h3 className="flex items-center gap-2 text-sm font-semibold text-fg">
            <Link2 className="h-4 w-4" aria-hidden />
            Certificate chain
          </h3>
          <ChainList signature={signature} />
        </>
      )}
    </Card>
  );
}

export default function PdfSignatureChecker(_props: ToolScreenProps) {
  const [file, setFile] = useState<Loaded | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!file) return;
    let current = true;
    import('./pdf-signatures')
      .then(({ checkPdfSignatures }) => checkPdfSignatures(file.bytes))
      .then(
        (report) => current && setOutcome({ file, report }),
        (err: unknown) => current && setOutcome({ file, error: err instanceof Error ? err.message : String(err) }),
      );
    return () => {
      current = false;
    };
  }, [file]);
  const shown = outcome && outcome.file === file ? outcome : null;

  async function load(picked: File) {
    setFile({ name: picked.name, bytes: new Uint8Array(await picked.arrayBuffer()) });
  }

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        {file ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface-2 p-4">
            <FileText className="h-6 w-6 text-muted" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-all text-fg">{file.name}</p>
              <p className="text-xs text-muted">{file.bytes.byteLength.toLocaleString('en-US')} bytes</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => setFile(null)}>
              <X className="h-4 w-4" aria-hidden />
              Remove file
            </Button>
          </div>
        ) : (
          <FileDrop hint="Drop the PDF to check it" onFile={(f) => void load(f)}>
            <div className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border p-6 text-center">
              <FileText className="h-8 w-8 text-muted" aria-hidden />
              <p className="text-sm font-medium text-fg">Drop a signed PDF here</p>
              <p className="text-xs text-muted">It is read in this page: nothing is uploaded.</p>
            </div>
          </FileDrop>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <FilePicker label="Open a PDF" accept=".pdf,application/pdf" onFile={(f) => void load(f)} />
          {shown && 'report' in shown && (
            <div className="ml-auto flex flex-wrap gap-2">
              <SendToButton value={tag('json', shown.report)} fromToolId={TOOL_ID} />
              <CopyButton value={() => stringifyJson(shown.report)} label="Copy as JSON" />
            </div>
          )}
        </div>
      </Card>

      {file && !shown && (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner className="h-4 w-4" label="Checking" />
          Checking the signatures…
        </p>
      )}
      {shown && 'error' in shown && <Alert tone="error">{shown.error}</Alert>}
      {shown && 'report' in shown && (
        <>
          <p className="text-sm text-fg" role="status">
            {shown.report.signatures.length === 0
              ? 'This PDF has no signatures.'
              : `${shown.report.signatures.length} signature${shown.report.signatures.length === 1 ? '' : 's'} found.`}
          </p>
          {shown.report.signatures.map((signature) => (
            <SignatureCard key={signature.index} signature={signature} />
          ))}
        </>
      )}
    </div>
  );
}
