import { Download } from 'lucide-react';
import { downloadFile } from '@/lib/download';
import { Button, type ButtonProps } from './Button';

type DownloadButtonProps = Omit<ButtonProps, 'onClick' | 'content'> & {
  fileName: string;
  content: string | Blob | (() => string | Blob);
  mimeType?: string;
  label?: string;
};

export function DownloadButton({ fileName, content, mimeType, label = 'Download', variant = 'outline', size = 'sm', ...rest }: DownloadButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => downloadFile(fileName, typeof content === 'function' ? content() : content, mimeType)}
      {...rest}
    >
      <Download className="h-4 w-4" aria-hidden />
      {label}
    </Button>
  );
}
