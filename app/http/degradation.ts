/**
 * What secondary data failed during one request. The page still renders (with fallbacks); the answer
 * is not cached, and the causes are logged once, in one line, when the request ends.
 */
export class Degradation {
  private readonly causes = new Map<string, string>();

  record(part: string, error: unknown): void {
    if (!this.causes.has(part)) this.causes.set(part, error instanceof Error ? error.message : String(error));
  }

  get degraded(): boolean {
    return this.causes.size > 0;
  }

  /** One log line for the request, or nothing when all went well. */
  report(request: Request): void {
    if (!this.degraded) return;
    const parts = [...this.causes].map(([part, cause]) => `${part} (${cause.slice(0, 200)})`).join('; ');
    console.warn(`Degraded ${request.method} ${new URL(request.url).pathname}: ${parts}`);
  }
}
