import { Download } from 'lucide-react';
import { downloadFile } from '@/lib/download';
import { Button, type ButtonProps } from './Button';

type DownloadButtonProps = Omit<ButtonProps, 'onClick' | 'content'> & {
  fileName: string;
  /** The file's content, or a function producing it at click time (a promise for content kept elsewhere, e.g. in a worker). */
  content: string | Blob | (() => string | Blob | Promise<string | Blob>);
  mimeType?: string;
  label?: string;
};

export function DownloadButton({ fileName, content, mimeType, label = 'Download', variant = 'outline', size = 'sm', ...rest }: DownloadButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      onClick={async () => {
        try {
          downloadFile(fileName, typeof content === 'function' ? await content() : content, mimeType);
        } catch (err) {
          console.warn('Download failed', err);
        }
      }}
      {...rest}
    >
      <Download className="h-4 w-4" aria-hidden />
      {label}
    </Button>
  );
}
