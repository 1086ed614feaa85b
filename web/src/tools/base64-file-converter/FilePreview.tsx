import { useEffect, useMemo } from 'react';
import { formatBytes } from '../operation-screen/value-display';
import { isImage, type FileType } from './file-types';

/** What the file is, and the picture when it is one (an object URL: nothing leaves the page). */
export function FilePreview({ bytes, type }: { bytes: Uint8Array; type: FileType }) {
  const image = isImage(type.mime);
  const url = useMemo(
    () => (image ? URL.createObjectURL(new Blob([bytes as BlobPart], { type: type.mime })) : null),
    [bytes, type.mime, image],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <section aria-label="File preview" className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3">
      <p className="text-sm text-fg">
        <span className="font-medium">{type.mime}</span>{' '}
        <span className="text-muted">
          · .{type.extension} · {formatBytes(bytes.byteLength)}
        </span>
      </p>
      {url && (
        <div className="flex justify-center rounded-md bg-[repeating-conic-gradient(#8882_0_25%,transparent_0_50%)] bg-[length:16px_16px] p-2">
          <img src={url} alt="Preview of the decoded image" className="max-h-72 max-w-full object-contain" />
        </div>
      )}
    </section>
  );
}
