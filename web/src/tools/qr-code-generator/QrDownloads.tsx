import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { dataUrlToBlob } from './qr';

/**
 * The row under a QR code: Send to… and Copy for the text the tool gives (the SVG, a Wi-Fi string),
 * then the SVG and PNG downloads. Shared by the QR code and Wi-Fi QR code tools.
 */
export function QrDownloads({
  toolId,
  fileName,
  qr,
  text,
  sendLabel,
  copyLabel,
}: {
  toolId: string;
  /** Without its extension: "qr-code" gives qr-code.svg and qr-code.png. */
  fileName: string;
  /** The drawn code, or null while there is none (the buttons are then disabled). */
  qr: { svg: string; png: string } | null;
  /** What Send to and Copy carry, or null while there is none. */
  text: string | null;
  sendLabel: string;
  copyLabel: string;
}) {
  return (
    <div className="flex w-full flex-wrap justify-end gap-2">
      <SendToButton value={text ? tag('text', text) : null} fromToolId={toolId} aria-label={sendLabel} />
      <CopyButton value={text ?? ''} label={copyLabel} disabled={!text} />
      <DownloadButton
        fileName={`${fileName}.svg`}
        content={qr?.svg ?? ''}
        mimeType="image/svg+xml"
        label="SVG"
        disabled={!qr}
        aria-label="Download SVG"
      />
      <DownloadButton
        fileName={`${fileName}.png`}
        content={() => dataUrlToBlob(qr!.png)}
        label="PNG"
        disabled={!qr}
        variant="primary"
        aria-label="Download PNG"
      />
    </div>
  );
}
