/** Sign-in: a Google account, or a link sent by e-mail (no password to remember). */
import { useEffect, useState } from 'react';
import {
  GoogleAuthProvider,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signInWithPopup,
  signInWithRedirect,
  type Auth,
} from 'firebase/auth';
import type { Lang } from '../../src/i18n.js';
import { Text } from './marks.js';
import type { Strings } from './strings.js';

const EMAIL_KEY = 'manager-sign-in-email';

/** The page's address without the link's own parameters (keeps `?emulator=` for the tests' emulators). */
function withoutLink(href: string): string {
  const url = new URL(href);
  for (const key of ['mode', 'oobCode', 'apiKey', 'lang', 'continueUrl']) url.searchParams.delete(key);
  return url.href;
}

export function SignIn({ auth, t, lang }: { auth: Auth; t: Strings; lang: Lang }) {
  const [email, setEmail] = useState(() => localStorage.getItem(EMAIL_KEY) ?? '');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'confirm' | 'failed'>('idle');
  const linked = isSignInWithEmailLink(auth, location.href);

  const finish = async (address: string) => {
    try {
      await signInWithEmailLink(auth, address, location.href);
      localStorage.removeItem(EMAIL_KEY);
      history.replaceState(null, '', withoutLink(location.href));
    } catch {
      setState('failed');
    }
  };

  useEffect(() => {
    if (!linked) return;
    const saved = localStorage.getItem(EMAIL_KEY);
    // Opened on another phone than the one that asked: the e-mail is asked again, as Firebase requires.
    if (saved) void finish(saved);
    else setState('confirm');
  }, []);

  const google = async () => {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    try {
      await signInWithPopup(auth, provider);
    } catch (error) {
      // A phone browser that blocks popups gets the same sign-in as a full page.
      if ((error as { code?: string }).code === 'auth/popup-blocked') await signInWithRedirect(auth, provider);
      else if ((error as { code?: string }).code !== 'auth/popup-closed-by-user') setState('failed');
    }
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const address = email.trim();
    if (state === 'confirm') return finish(address);
    setState('sending');
    try {
      await sendSignInLinkToEmail(auth, address, { url: withoutLink(location.href), handleCodeInApp: true });
      localStorage.setItem(EMAIL_KEY, address);
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <section class="card" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{t.signInTitle}</h2>
      <p>{t.signInWhy}</p>
      {state !== 'confirm' && (
        <button type="button" class="button button--primary" onClick={google}>
          {/* One flex item: as a run of its own, the space before "দিয়ে" would be dropped. */}
          <span>
            <Text lang={lang}>{t.google}</Text>
          </span>
        </button>
      )}
      <form onSubmit={submit}>
        <label class="field">
          <span>{state === 'confirm' ? t.emailAsk : t.emailLabel}</span>
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onInput={(e) => setEmail((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" class="button" disabled={state === 'sending'}>
          {state === 'confirm' ? t.signInTitle : t.emailSend}
        </button>
      </form>
      <p role="status">{state === 'sent' ? t.emailSent : state === 'failed' ? t.signInFailed : ''}</p>
    </section>
  );
}
