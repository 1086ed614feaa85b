import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './Button';

type FilePickerProps = {
  /** Visible text of the button; also the file input's accessible name. */
  label: string;
  /** The input's accept attribute, e.g. ".json,application/json". */
  accept?: string;
  onFile: (file: File) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/**
 * A button that opens the file chooser. The real <input type="file"> stays in the page (visually
 * hidden, still focusable), so keyboards, screen readers and test tools drive it as a labelled control.
 */
export function FilePicker({ label, accept, onFile, variant = 'outline', size = 'sm', className }: FilePickerProps) {
  const id = useId();
  return (
    <span className={cn('relative inline-flex', className)}>
      <input
        id={id}
        type="file"
        accept={accept}
        className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Reset so choosing the same file again still fires a change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={id} className={cn(buttonClasses(variant, size), 'pointer-events-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring')}>
        <Upload className="h-4 w-4" aria-hidden />
        {label}
      </label>
    </span>
  );
}

type FileDropProps = {
  onFile: (file: File) => void;
  /** Shown over the area while a file is dragged onto it. */
  hint?: string;
  className?: string;
  children: ReactNode;
};

/** Lets a file be dropped onto an area (typically an input textarea); pair it with a FilePicker for keyboard users. */
export function FileDrop({ onFile, hint = 'Drop the file to load it', className, children }: FileDropProps) {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child; counting them tells when the pointer really left.
  const depth = useRef(0);

  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

  return (
    <div
      className={cn('relative', className)}
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current++;
        setDragging(true);
      }}
      onDragOver={(e) => {
        if (hasFiles(e)) e.preventDefault();
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      {children}
      {dragging && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg border-2 border-dashed border-primary bg-surface/90 text-sm font-medium text-primary">
          {hint}
        </div>
      )}
    </div>
  );
}
