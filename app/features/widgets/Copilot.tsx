// The copilot assistant widget (business-and-integration §4): the chat embed's module script, started
// with the chat flow's id and server. Rendered only when the root loader names its settings
// (widgets.server.ts); the page's nonce lets the inline start run.
import type { CopilotSettings } from './copilot-settings';

/** JSON that cannot close the script element it stands in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function Copilot({ settings, nonce }: { settings: CopilotSettings; nonce?: string }) {
  const start = `import Chatbot from ${scriptJson(settings.scriptUrl)};Chatbot.init(${scriptJson({ chatflowid: settings.id, apiHost: settings.apiHost })});`;
  return <script type="module" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: start }} />;
}
