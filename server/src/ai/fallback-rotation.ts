/**
 * The aggregator's provider fallback (spec platform.md §4): endpoints are tried in a fixed
 * rotation; after a non-OK response or a network error the next one is tried, up to the number
 * of endpoints; after a successful fallback the rotation index resets to the first.
 */
export class FallbackRotation {
  private index = 0;

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error('A rotation needs at least one endpoint');
  }

  /** Where the next call starts. */
  get current(): number {
    return this.index;
  }

  /**
   * Runs `attempt` on the endpoint at the rotation index, moving on while `shouldFallback` says
   * the failure is the endpoint's. Throws the last failure when every endpoint failed.
   */
  async run<T>(attempt: (position: number) => Promise<T>, shouldFallback: (error: unknown) => boolean): Promise<T> {
    let lastError: unknown;
    for (let tries = 0; tries < this.size; tries++) {
      const position = this.index;
      try {
        const value = await attempt(position);
        if (tries > 0) this.index = 0;
        return value;
      } catch (error) {
        lastError = error;
        if (!shouldFallback(error)) throw error;
        this.index = (position + 1) % this.size;
      }
    }
    throw lastError;
  }
}
