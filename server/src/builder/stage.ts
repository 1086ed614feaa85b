import type { BuilderStage } from '../../../common/builder';

const KEY_MAX = 40;

function stageOfKey(key: string | undefined): BuilderStage {
  if (key === undefined) return 'waiting';
  if (key === 'html' || key === 'css' || key === 'js') return key;
  return 'details';
}

/**
 * Follows a JSON reply as it streams in and tells which top-level key is being written, so the
 * browser can show "writing the CSS". Incremental: each character is looked at once, however
 * long the reply grows. Text before the first "{" (prose, a code fence) is skipped.
 */
export class StageTracker {
  private started = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private stringIsKey = false;
  private expectingKey = false;
  private keyText = '';
  private key: string | undefined;

  push(chunk: string): BuilderStage {
    for (const char of chunk) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (char === '\\') this.escaped = true;
        else if (char === '"') {
          this.inString = false;
          if (this.stringIsKey) this.key = this.keyText;
          continue;
        }
        if (this.stringIsKey && this.keyText.length < KEY_MAX) this.keyText += char;
        continue;
      }
      if (!this.started) {
        if (char === '{') {
          this.started = true;
          this.depth = 1;
          this.expectingKey = true;
        }
        continue;
      }
      if (char === '"') {
        this.inString = true;
        this.stringIsKey = this.depth === 1 && this.expectingKey;
        this.expectingKey = false;
        this.keyText = '';
      } else if (char === '{' || char === '[') {
        this.depth += 1;
      } else if (char === '}' || char === ']') {
        this.depth -= 1;
      } else if (char === ',' && this.depth === 1) {
        this.expectingKey = true;
      }
    }
    return this.stage;
  }

  get stage(): BuilderStage {
    return stageOfKey(this.key);
  }
}

/** The stage of a (partial) reply: which of html, css, js or the details the model is writing. */
export function builderStage(text: string): BuilderStage {
  return new StageTracker().push(text);
}
