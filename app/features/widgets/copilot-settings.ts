// The copilot assistant widget's settings (business-and-integration §4, feature copilot, decision 032):
// a Flowise-style chat embed, a module script (COPILOT_SCRIPT_URL) whose default export is initialised
// with the chat flow's id (COPILOT_ID) and the chat server (COPILOT_API_HOST, default the script's
// origin). All three must be https (http only on loopback); the widget exists only when they are set.

export interface CopilotSettings {
  scriptUrl: string;
  id: string;
  apiHost: string;
}

function webUrl(name: string, value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const loopback = url && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) throw new Error(`${name} must be an https URL`);
  return url;
}

/** The settings an environment names; undefined without a script URL and id, wrong ones stop the start. */
export function parseCopilotSettings(env: Record<string, string | undefined>): CopilotSettings | undefined {
  const script = env.COPILOT_SCRIPT_URL?.trim();
  const id = env.COPILOT_ID?.trim();
  if (!script || !id) return undefined;
  if (!/^[\w-]{1,100}$/.test(id)) throw new Error('COPILOT_ID must be letters, digits, - and _');
  const scriptUrl = webUrl('COPILOT_SCRIPT_URL', script);
  const apiHost = env.COPILOT_API_HOST?.trim() ? webUrl('COPILOT_API_HOST', env.COPILOT_API_HOST.trim()).origin : scriptUrl.origin;
  return { scriptUrl: scriptUrl.href, id, apiHost };
}

/** The origins the widget needs in the CSP: its script's (script-src) and its chat server's (connect-src). */
export function copilotSources(settings: CopilotSettings): { script: string; connect: string } {
  return { script: new URL(settings.scriptUrl).origin, connect: settings.apiHost };
}
