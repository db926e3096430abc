// The outcome of the compatibility run as text: the journeys' results and the table of API calls, for
// the console and as markdown (written to <cache>/last-run.md, to paste into commerce-api/README.md).
import type { CallRow } from './api-calls';

export interface JourneyResult {
  name: string;
  passed: boolean;
  seconds: number;
  error?: string;
}

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function plainTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map(row => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

const JOURNEY_HEADER = ['journey', 'result', 'seconds', 'error'];
const journeyRows = (journeys: JourneyResult[]) =>
  journeys.map(journey => [journey.name, journey.passed ? 'pass' : 'FAIL', journey.seconds.toFixed(1), (journey.error ?? '').split('\n')[0]]);

const CALL_HEADER = ['source', 'method', 'path', 'status', 'count', 'note'];
const callRows = (calls: CallRow[]) =>
  calls.map(call => [call.source, call.method, call.pattern, String(call.status), String(call.count), call.note ? `${call.note} (${call.journeys.join(', ')})` : '']);

export function consoleReport(journeys: JourneyResult[], calls: CallRow[]): string {
  return [
    'API calls (paths after the REST base, ids collapsed):',
    plainTable(CALL_HEADER, callRows(calls)),
    '',
    'Journeys:',
    plainTable(JOURNEY_HEADER, journeyRows(journeys)),
  ].join('\n');
}

export function markdownReport(journeys: JourneyResult[], calls: CallRow[], date: Date): string {
  return [
    `Intershop PWA 12.0.0 against the bundled API (\`npm run test:pwa\`, ${date.toISOString().slice(0, 10)}).`,
    '',
    markdownTable(JOURNEY_HEADER, journeyRows(journeys)),
    '',
    'Calls to the API (paths after the REST base, ids collapsed):',
    '',
    markdownTable(CALL_HEADER, callRows(calls)),
    '',
  ].join('\n');
}
