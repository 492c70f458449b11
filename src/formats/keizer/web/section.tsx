/** A section of the Keizer "act" page that opens by itself when its form came back or was asked for. */
import type { Child } from 'hono/jsx';
import type { PageContext } from '../../../server/kit/ui.js';

export function Section({
  ctx,
  id,
  title,
  open,
  children,
}: {
  ctx: PageContext;
  id: string;
  title: string;
  open?: boolean;
  children?: Child;
}) {
  return (
    <details
      id={`keizer-${id}`}
      class="keizer-section"
      {...(open || ctx.query.section === id ? { open: true } : {})}
    >
      <summary>{title}</summary>
      {children}
    </details>
  );
}
