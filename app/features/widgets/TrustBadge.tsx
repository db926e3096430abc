// The trust badge (business-and-integration §2.9): Trusted Shops' script, which draws the badge itself.
// Rendered into the footer only when the root loader names its script (widgets.server.ts).
export function TrustBadge({ src }: { src: string }) {
  return <script async src={src} charSet="UTF-8" data-desktop-position="right" data-mobile-position="left" data-color-scheme="light" />;
}
