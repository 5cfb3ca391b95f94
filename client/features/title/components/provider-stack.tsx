import type { Provider } from '../../../../api/src/contract';
import { ProviderLogo } from './provider-logo';
import { useT } from '../../../i18n/i18n-provider';

export const STACK_VISIBLE = 3;

/** Compact provider card: the first 3 logos and a '+N' for the rest (docs/spec.md §2). Static classes. */
export function ProviderStack({ providers, px = 32 }: { providers: Provider[]; px?: number }) {
  const visible = providers.slice(0, STACK_VISIBLE);
  const more = providers.length - visible.length;
  const t = useT();
  return (
    // Its height is set (a logo and its 2px border above and below), not only taken from the logos: a slow phone
    // may paint the stack before its logos are parsed, and a stack of no height, centred in its button, moved
    // up as they arrived (a layout shift CI's title test caught).
    <span className="sf-pstack" style={{ minHeight: px + 4 }} data-testid="provider-stack">
      {visible.map((p) => (
        <span key={p.provider_id}>
          <ProviderLogo name={p.provider_name} logoPath={p.logo_path} px={px} />
        </span>
      ))}
      {more > 0 && (
        <span
          className="sf-pstack__more"
          style={{ height: px + 4, minWidth: px + 4 }}
          aria-label={t('title.andMore', { count: more })}
          role="img"
        >
          +{more}
        </span>
      )}
    </span>
  );
}
