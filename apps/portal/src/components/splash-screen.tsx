import { SPLASH_FADE_MS, SPLASH_MS } from '@toolbox/domain';
import { readJson, storageKeys, writeJson } from '@toolbox/web/storage';
import { useEffect, useState } from 'react';
import { BrandMark } from './brand-mark';
import classes from './splash-screen.module.css';

/** Set once the splash has shown in this browser session. */
const SPLASH_SHOWN_KEY = storageKeys.portal.splashShown;

type Phase = 'shown' | 'fading' | 'gone';

/**
 * docs/product.md#splash: the product name and tagline at start; fades after 2 s and closes 0.5 s
 * later. Once per browser session, so moving between pages never shows it again.
 */
export function SplashScreen() {
  const [startsShown] = useState(() => readJson<boolean>(SPLASH_SHOWN_KEY) !== true);
  const [phase, setPhase] = useState<Phase>(startsShown ? 'shown' : 'gone');

  // Keyed on the first render's answer, not on storage: StrictMode runs this effect twice, and
  // the second run must start the timers again after the first run marked the splash as shown.
  useEffect(() => {
    if (!startsShown) return;
    // Storage refused (private mode): the splash shows on each load, which is harmless.
    writeJson(SPLASH_SHOWN_KEY, true);
    const fade = setTimeout(() => setPhase('fading'), SPLASH_MS);
    const close = setTimeout(() => setPhase('gone'), SPLASH_MS + SPLASH_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(close);
    };
  }, [startsShown]);

  if (phase === 'gone') return null;
  return (
    <div
      className={classes.splash}
      data-phase={phase}
      data-testid="splash-screen"
      role="presentation"
      style={{ '--splash-fade': `${SPLASH_FADE_MS}ms` } as React.CSSProperties}
    >
      <BrandMark size="lg" inverted />
    </div>
  );
}
