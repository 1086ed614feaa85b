import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. (tailwind-merge would resolve conflicting utilities, but it costs ~8 KB gzip
 * in the first load; components here put overridable classes last and avoid conflicts instead.)
 */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
