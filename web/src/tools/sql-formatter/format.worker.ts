// Formats inputs over 100 KB off the main thread (a few MB of SQL takes seconds to format).
import { formatSql, type FormatSqlOptions } from './format';

self.onmessage = (event: MessageEvent<{ id: number; options: FormatSqlOptions }>) => {
  const { id, options } = event.data;
  try {
    self.postMessage({ id, ok: true, output: formatSql(options) });
  } catch (error) {
    self.postMessage({ id, ok: false, error: (error as Error).message });
  }
};
